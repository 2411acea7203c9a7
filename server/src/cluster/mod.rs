//! Cluster mode: several server processes sharing one PostgreSQL store and one NATS, each room
//! owned by exactly one node at a time.
//!
//! # Layout
//! - `lease`: the node's lease as the node sees it (when to renew, when to step down), pure.
//! - `ownership`: the nodes' leases and the rooms' owner rows in PostgreSQL, each rule one SQL
//!   statement; a claim gives the [`Fence`] every write of the room's task carries, which the
//!   store checks in the transaction holding the write.
//! - `heartbeat`: renews the lease, and steps the node down when it cannot.
//! - `listing`: the room list across nodes, over NATS. `everywhere`: what one node does that
//!   every node must do at once (the console's notice, bans, mutes, kid mode and kicks; revoked
//!   tokens' connections closed).
//! - `takeover`: live nodes taking over the rooms of a node whose lease ran out.
//! - `wire`, `gate`, `relay`: a room used from any node. The owner serves each of its rooms on
//!   the room's subject, which names the owner (`gate`); a client on another node reaches it
//!   through a relay, a room handle whose commands and frames travel over NATS (`relay`), in
//!   the messages of `wire`, the room's frames for a member going out through `outlets`;
//!   `relays`, the line of work each relay waits for without a task of its own, and the sweep
//!   that says when each looks after its room; `heard`, when each side last heard from the
//!   other; `routes`, the node's one subscription for its rooms' commands and one for its
//!   members' frames.
//!
//! Every task of the cluster's runs on the server's shutdown tracker, and ends when the server
//! shuts down.
//!
//! A node claims each room it creates, at start takes over every stored room whose owner's
//! lease has run out (a node that died, or this one in an earlier life), and then looks for
//! such rooms every [`takeover_period`]. Its rooms write through fenced store handles, release
//! their claim when they close, and a node stopped on purpose releases all of its rooms at
//! once.

pub(crate) mod everywhere;
pub(crate) mod gate;
pub(crate) mod heard;
mod heartbeat;
mod lease;
pub(crate) mod listing;
mod outlets;
mod ownership;
pub(crate) mod relay;
mod relays;
mod routes;
pub(crate) mod takeover;
mod wire;

use std::sync::Arc;
use std::time::{Duration, Instant};

use rand::RngExt;
use tokio_util::sync::CancellationToken;
use tokio_util::task::TaskTracker;

use crate::store::{Fence, StoreError};

pub use lease::Lease;
pub(crate) use ownership::CLAIM_NEW;
pub use ownership::{Owner, Ownership, event_key};

/// How long a node waits for NATS at start before giving up.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(10);

/// The default lease: a dead node's rooms are free after at most this long, and taken over
/// within one [`takeover_period`] more: under 10 s in all.
pub const DEFAULT_LEASE: Duration = Duration::from_secs(8);

/// How often a node looks for rooms to take over: a quarter of the lease, at most a second.
#[must_use]
pub fn takeover_period(lease: Duration) -> Duration {
    (lease / 4).clamp(Duration::from_millis(50), Duration::from_secs(1))
}

/// How a node joins a cluster (`--cluster`, `--cluster-lease-ms`).
#[derive(Debug, Clone)]
pub struct ClusterConfig {
    /// The NATS server, `nats://HOST:PORT`.
    pub nats_url: String,
    /// The node's lease on its rooms.
    pub lease: Duration,
}

/// Why a node could not join, or left, its cluster.
#[derive(Debug, thiserror::Error)]
pub enum ClusterError {
    /// Cluster mode needs a store every node reaches.
    #[error("--cluster needs a PostgreSQL store (--store postgres://...)")]
    NeedsPostgres,
    /// NATS could not be reached.
    #[error("NATS at {0}: {1}")]
    Nats(String, String),
    /// The ownership tables could not be reached.
    #[error("cluster ownership: {0}")]
    Store(#[from] StoreError),
    /// The lease was lost: the node stepped down.
    #[error("the node lost its lease and stepped down")]
    SteppedDown,
}

/// This node of the cluster: its id, its ownership rows and its bus connection.
#[derive(Debug)]
pub(crate) struct Node {
    /// The ownership tables, on a connection of their own.
    pub(crate) ownership: Arc<Ownership>,
    /// The bus.
    pub(crate) nats: async_nats::Client,
    /// How many times the bus connection has been lost (the client connects again by
    /// itself): a frame in flight across a loss may be lost with it (`gate`).
    pub(crate) outages: tokio::sync::watch::Receiver<u64>,
    /// Cancelled when the lease is lost.
    pub(crate) lost: CancellationToken,
    /// The ways out of this node's rooms to their members of other nodes.
    pub(crate) outlets: Arc<outlets::Outlets>,
    /// Where the frames of other nodes' rooms for this node's members go.
    pub(crate) frames: Arc<routes::Routes>,
    /// Where the commands for this node's rooms go, each to its room's gate.
    pub(crate) gates: Arc<routes::Routes>,
    /// The relays of this node's members in other nodes' rooms, for the sweep.
    pub(crate) relays: Arc<relays::Relays>,
    /// When each other node last said it is there (`listing` hears them).
    pub(crate) others: Arc<heard::Nodes>,
}

impl Node {
    /// Connects to NATS and registers a new node (a fresh id for every process) in the
    /// database at `store_url`; starts nothing yet.
    pub(crate) async fn join(
        store_url: &str,
        config: &ClusterConfig,
    ) -> Result<(Node, Lease), ClusterError> {
        let id = format!("node-{:08x}", rand::rng().random::<u32>());
        let (lost, outages) = tokio::sync::watch::channel(0u64);
        let lost = Arc::new(lost);
        let nats = tokio::time::timeout(
            CONNECT_TIMEOUT,
            async_nats::ConnectOptions::new()
                .name(format!("boardroom {id}"))
                .event_callback(move |event| {
                    let lost = lost.clone();
                    async move {
                        match event {
                            async_nats::Event::Disconnected => {
                                tracing::warn!("cluster: NATS connection lost; connecting again");
                                lost.send_modify(|n| *n += 1);
                            }
                            async_nats::Event::Connected => {
                                tracing::info!("cluster: NATS connected");
                            }
                            other => tracing::debug!(event = %other, "cluster: NATS"),
                        }
                    }
                })
                .connect(config.nats_url.as_str()),
        )
        .await
        .map_err(|_| ClusterError::Nats(config.nats_url.clone(), "timed out".into()))?
        .map_err(|e| ClusterError::Nats(config.nats_url.clone(), e.to_string()))?;
        let sent = Instant::now();
        let ownership = Ownership::register(
            store_url,
            &id,
            &format!("boardroom.node.{id}"),
            config.lease,
        )
        .await?;
        tracing::info!(node = %id, lease_ms = config.lease.as_millis(), "cluster: joined");
        Ok((
            Node {
                outlets: Arc::new(outlets::Outlets::new(&id)),
                ownership: Arc::new(ownership),
                nats,
                outages,
                lost: CancellationToken::new(),
                frames: Arc::default(),
                gates: Arc::new(routes::Routes::answering_unrouted(wire::Answer::no_room())),
                relays: Arc::default(),
                others: Arc::default(),
            },
            Lease::new(config.lease, sent),
        ))
    }

    /// Subscribes to the commands for this node's rooms and the frames for its members, each
    /// handed to its route on a task of `tracker` until `stop`: before any room of this node
    /// can be found from another, and before anyone here can join a room of another. Starts
    /// the ways out's publisher and the relays' sweep there too.
    pub(crate) async fn follow(&self, tracker: &TaskTracker, stop: &CancellationToken) {
        let node = self.ownership.node();
        let subscriptions = [
            (wire::rooms_subscription(node), &self.gates),
            (wire::members_subscription(node), &self.frames),
        ];
        for (subject, routes) in subscriptions {
            routes::follow(&self.nats, subject, routes.clone(), tracker, stop.clone()).await;
        }
        self.outlets.run(&self.nats, tracker, stop).await;
        tracker.spawn(self.relays.clone().sweep(self.others.quiet(), stop.clone()));
    }

    /// Keeps the lease (on a task of `tracker`) until `stop`; cancels [`Node::lost`] if it is
    /// lost.
    pub(crate) fn keep_lease(&self, lease: Lease, tracker: &TaskTracker, stop: CancellationToken) {
        tracker.spawn(heartbeat::keep(
            self.ownership.clone(),
            lease,
            stop,
            self.lost.clone(),
        ));
    }

    /// Gives up a closed room's claim; a failure only leaves the claim to lapse with the lease.
    pub(crate) async fn release(&self, fence: &Fence) {
        if let Err(e) = self.ownership.release(fence).await {
            tracing::warn!(room = %fence.code, error = %e, "cluster: room not released");
        }
    }
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    /// Shutdown waits only for the tasks on the server's tracker: no file of the cluster's
    /// starts a task of its own.
    #[test]
    fn every_task_runs_on_the_tracker() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/cluster");
        let untracked = [concat!("tokio::", "spawn("), concat!("task::", "spawn(")];
        let entries = std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{dir:?}: {e}"));
        for path in entries.filter_map(Result::ok).map(|entry| entry.path()) {
            let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
            for spawn in untracked {
                assert!(!text.contains(spawn), "{path:?} starts a task with {spawn}");
            }
        }
    }
}
