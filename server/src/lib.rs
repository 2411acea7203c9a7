//! The Boardroom match server: rooms, the whole protocol over WebSocket, durable games.
//!
//! # Layout
//! - [`run`]: opens the store, restores every room, serves until the shutdown future resolves;
//!   [`run_on`] the same on a store of the caller's choosing (PostgreSQL, say);
//!   [`run_cluster`] as one node of a cluster.
//! - `http`: the axum router: `/` and `/r/{code}` (web client), `/ws`, `/healthz`,
//!   `/info`, `/qr.svg` (an invite link's QR code), `/games/{id}.sgf`, `/g/{id}` (a finished
//!   game's link: the web client's replay) and `/g/{id}.html` (its plain page).
//! - `web`: the web client (`client/web`), embedded: the page and `/assets/{file}`.
//! - `server`: what a connection or an HTTP handler holds: the services and the lobby.
//! - `context`: the services every part shares (store, AI pool, engines, bots, limits,
//!   metrics, this node of its cluster, shutdown); nothing of rooms or the lobby.
//! - `session`: one connection: reader loop (deadlines, rate limit, size, decode) and writer
//!   task.
//! - `commands`: the lobby's commands, one handler per connection: where it stands
//!   (`AwaitingHello -> Lobby -> InRoom`), `hello`, rooms made, joined and left, invitations,
//!   engines, bots, games past; a member's in-room messages go on to its room.
//! - `lobby`: rooms by code, players by token, the room list; a std mutex, tiny sections.
//! - `room`: one task per room, the only place a match changes: a pure core (the rules of
//!   the room) inside a thin shell (store, fan-out, AI, timers).
//! - `outbox`: connection numbers and the frames queued for a socket.
//! - `refusal`: why a request was turned down; `words`: the sentences it says, as messages of
//!   the clients' catalogues, and in English from `client/locales/en.ftl`.
//! - `games`: a player's finished games, listed page by page.
//! - `game_ids`: game ids that cannot be walked: the number and a tag made with a secret.
//! - `review`: reviews of finished games by the AI, in the background, durable and resumed.
//! - `records`: a whole game to replay (`get_game`, `open_sgf`).
//! - `hints`: no engine answer about a position of a player's own game under way.
//! - `replay`: `/g/{id}` and its plain page; `record_pages`: those and `/games/{id}.sgf`, made
//!   once, kept a while, and rate-limited per address.
//! - `text`: names and chat lines, checked.
//! - [`store`]: SQLite or PostgreSQL behind one handle, one writer doing group commit; durable
//!   before broadcast.
//! - `ai_pool`: AI searches on blocking threads behind a semaphore.
//! - `shelf`: the AI engines kept between moves, the few used last.
//! - `convert`: the only place wire types and engine types meet.
//! - `limits`: every limit, and the token bucket.
//! - `net`: the LAN addresses a friend can use, and which links are this server's.
//! - [`qr`]: an invite link as a QR code (terminal, SVG, modules).
//! - [`discovery`]: announcing the server over mDNS / DNS-SD, and finding others.
//! - `metrics`: counters and gauges, and `/metrics` in the Prometheus text format.
//! - [`cluster`]: cluster mode: the nodes' leases and each room's one owner, fenced in the
//!   store.
//! - [`backup`]: online backup of the database, and restore into an empty data folder.
//!
//! # Dependencies
//! They go one way, down these layers (a file uses its own layer and those below it; the
//! `layers` test checks it):
//! 1. the edge: `http`, `serve`, `replay`, `web`, `backup`;
//! 2. `session`, one connection;
//! 3. what a connection asks of the lobby: `commands`, and what they use: `games`,
//!    `records`, `imports`, and `server`, the services and the lobby together;
//! 4. a room used from any node: `cluster`'s `gate`, `outlets`, `relay`, `relays`, `listing`,
//!    `takeover`, `wire`, `everywhere`;
//! 5. `lobby`, which a room knows only as its `room::Directory`, with `holders`, its rooms by
//!    player;
//! 6. `room`;
//! 7. `context`, the services;
//! 8. the services and the leaves: `store`, `ai_pool`, `engines`, `bots`, `review`,
//!    `admission`, `cluster`'s node (`Node`, `ownership`, `lease`, `heartbeat`), `outbox`,
//!    `refusal`, `words`, `convert`, `limits`, `metrics`, `text`, and the rest.

mod accounts;
pub mod admin;
mod admission;
mod ai_pool;
pub mod backup;
pub mod bot_registry;
mod bots;
pub mod cluster;
mod command_gate;
mod commands;
mod context;
pub mod convert;
pub mod discovery;
pub mod engines;
mod event_games;
mod fair_queue;
#[cfg(test)]
mod future_size;
mod game_ids;
mod games;
mod hints;
mod holders;
mod http;
mod import_turns;
mod imports;
#[cfg(test)]
mod layers;
pub mod limit_args;
pub mod limits;
mod live_games;
mod lobby;
mod metrics;
pub mod net;
pub mod network;
mod outbox;
pub mod qr;
mod ratings;
mod record_pages;
mod record_shelf;
mod records;
mod refusal;
mod replay;
mod review;
mod room;
mod serve;
mod server;
mod session;
mod shelf;
mod signed_in;
pub mod store;
mod text;
mod tokens;
mod tournaments;
#[cfg(test)]
mod transcript;
mod web;
pub mod words;

use std::collections::HashMap;
use std::future::Future;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use tokio::net::TcpListener;
use tokio_util::sync::CancellationToken;
use tokio_util::task::TaskTracker;

pub use cluster::ClusterConfig;
use cluster::{ClusterError, Node};
pub use limit_args::LimitArgs;
pub use limits::Limits;
use store::{Location, Store, StoreError};

/// How the server runs.
#[derive(Debug, Clone)]
pub struct ServerConfig {
    /// The folder holding the SQLite database ([`run`] keeps the store there).
    pub data_dir: PathBuf,
    /// The limits in force.
    pub limits: Limits,
}

/// Why the server could not run.
#[derive(Debug, thiserror::Error)]
pub enum ServerError {
    /// The store could not be opened.
    #[error("store: {0}")]
    Store(#[from] StoreError),
    /// Serving failed.
    #[error("serving: {0}")]
    Io(#[from] std::io::Error),
    /// The node could not join its cluster, or stepped down.
    #[error("cluster: {0}")]
    Cluster(#[from] ClusterError),
}

/// How long shutdown waits for sessions and rooms to finish before giving up on them.
const SHUTDOWN_GRACE: Duration = Duration::from_secs(5);

/// Serves Boardroom on `listener` until `shutdown` resolves, then closes every connection
/// (1001) and returns. Everything announced to clients is already stored: in the SQLite file
/// of `config.data_dir`.
///
/// # Errors
/// [`ServerError`] when the store cannot be opened or the listener fails.
pub async fn run(
    listener: TcpListener,
    config: ServerConfig,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), ServerError> {
    let store = Location::Sqlite(config.data_dir.clone());
    run_on(listener, config, &store, shutdown).await
}

/// [`run`] with the store at `store` (`--store`).
///
/// # Errors
/// [`ServerError`] when the store cannot be opened or the listener fails.
pub async fn run_on(
    listener: TcpListener,
    config: ServerConfig,
    store: &Location,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), ServerError> {
    serve_on(listener, config, store, None, shutdown).await
}

/// [`run_on`] as one node of a cluster: the store must be PostgreSQL, shared by every node, and
/// the nodes talk over the NATS of `cluster`. The node takes over the stored rooms nobody
/// alive owns, claims every room it creates, lists every node's rooms, and steps down (this
/// returns [`ClusterError::SteppedDown`]) if it loses its lease.
///
/// # Errors
/// [`ServerError`] when the store or NATS cannot be reached, the listener fails, or the node
/// stepped down.
pub async fn run_cluster(
    listener: TcpListener,
    config: ServerConfig,
    store: &Location,
    cluster: &ClusterConfig,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), ServerError> {
    serve_on(listener, config, store, Some(cluster), shutdown).await
}

async fn serve_on(
    listener: TcpListener,
    config: ServerConfig,
    store: &Location,
    cluster: Option<&ClusterConfig>,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), ServerError> {
    let metrics = Arc::new(metrics::Metrics::default());
    let (store_handle, snapshot) = Store::open_with_metrics(store, metrics.clone()).await?;
    let node = match (cluster, store) {
        (None, _) => None,
        (Some(cluster), Location::Postgres(url)) => Some(Node::join(url, cluster).await?),
        (Some(_), Location::Sqlite(_)) => return Err(ClusterError::NeedsPostgres.into()),
    };
    let claims = match &node {
        Some((node, _)) => Some(take_over(node, &snapshot).await?),
        None => None,
    };
    let cancel = CancellationToken::new();
    let tracker = TaskTracker::new();
    tracing::info!(
        rooms = snapshot.rooms.len(),
        players = snapshot.players.len(),
        store = %store,
        "store opened"
    );
    let links = net::invite_links(listener.local_addr()?);
    let mut services = context::Services::new(
        store_handle,
        game_ids::GameIds::new(&snapshot.game_ids),
        config.limits,
        cancel.clone(),
        tracker.clone(),
        links,
        metrics,
    );
    let node = node.map(|(node, lease)| (Arc::new(node), lease));
    services.cluster = node.as_ref().map(|(node, _)| node.clone());
    // The console's key, kept in the data folder; and the rules it put in force, held across
    // restarts.
    match admin::AdminKey::of_folder(&config.data_dir) {
        Ok(key) => {
            services.admin = admin::Admin::new(Some(key));
            if !services.store.is_postgres() {
                services.admin.backups_of = Some(config.data_dir.clone());
            }
        }
        Err(e) => {
            tracing::warn!(error = %e, "the console's key could not be kept; /admin stays locked")
        }
    }
    match services.store.moderation().await {
        Ok(rows) => services.admin.moderation.load(&rows),
        Err(e) => tracing::warn!(error = %e, "the console's bans and mutes could not be read"),
    }
    let services = Arc::new(services);
    if let Some((node, _)) = &node {
        node.follow(&tracker, &cancel).await;
    }
    let (lobby, restored) = lobby::Lobby::restore(&services, snapshot, claims);
    for room in restored {
        cluster::gate::open(services.clone(), room);
    }
    if let Some((node, lease)) = &node {
        node.keep_lease(*lease, &tracker, cancel.clone());
        tracker.spawn(cluster::listing::run(
            node.nats.clone(),
            node.ownership.node().clone(),
            node.others.clone(),
            lobby.clone(),
            tracker.clone(),
            cancel.clone(),
        ));
        tracker.spawn(cluster::takeover::run(
            services.clone(),
            lobby.clone(),
            node.clone(),
            cluster::takeover_period(lease.ttl()),
            cancel.clone(),
        ));
        let (lost, stop) = (node.lost.clone(), cancel.clone());
        tracker.spawn(async move {
            tokio::select! {
                () = lost.cancelled() => stop.cancel(),
                () = stop.cancelled() => {},
            }
        });
    }
    // Engines that must be asked what they play are asked before anyone can sign in, so that
    // every `welcome` lists them (a few seconds at most, only for such engines).
    services.engines.ready().await;
    match services.reviews.resume_all(&services.store).await {
        Ok(0) => {}
        Ok(resumed) => tracing::info!(resumed, "reviews resumed"),
        Err(e) => tracing::warn!(error = %e, "stored reviews could not be read; they wait"),
    }
    let server = server::Server {
        services: services.clone(),
        lobby,
        tournaments: Arc::default(),
    };
    if let Some((node, _)) = &node {
        tournaments::follow_cluster(&server, node.clone()).await;
        cluster::everywhere::follow(services.clone(), server.lobby.clone(), node.clone()).await;
    }
    match server.tournaments.restore(&server).await {
        Ok(0) => {}
        Ok(events) => tracing::info!(events, "events run again"),
        Err(e) => tracing::warn!(error = %e, "stored events could not be read; they wait"),
    }
    if let Some((node, lease)) = &node {
        tracker.spawn(tournaments::take_over_events(
            server.clone(),
            node.clone(),
            cluster::takeover_period(lease.ttl()),
            cancel.clone(),
        ));
    }
    let app = http::router(server);
    let stop = cancel.clone();
    tokio::spawn(async move {
        tokio::select! {
            () = shutdown => stop.cancel(),
            () = stop.cancelled() => {},
        }
    });
    serve::serve(listener, app, services).await?;
    cancel.cancel();
    tracker.close();
    if tokio::time::timeout(SHUTDOWN_GRACE, tracker.wait())
        .await
        .is_err()
    {
        tracing::warn!("some sessions did not finish in time");
    }
    if let Some((node, _)) = &node {
        if node.lost.is_cancelled() {
            tracing::error!("server stopped: the node lost its lease");
            return Err(ClusterError::SteppedDown.into());
        }
        // Stopped on purpose: its rooms are free for the other nodes at once.
        if let Err(e) = node.ownership.leave().await {
            tracing::warn!(error = %e, "cluster: the node's rooms were not released");
        }
    }
    tracing::info!("server stopped");
    Ok(())
}

/// Claims every stored room whose owner is gone (or that nobody owns): the rooms this node
/// restores. The others stay with the live nodes that own them.
async fn take_over(
    node: &Node,
    snapshot: &store::Snapshot,
) -> Result<HashMap<String, store::Fence>, ClusterError> {
    let mut claims = HashMap::new();
    for room in &snapshot.rooms {
        if let Some(fence) = node.ownership.take_over(&room.code).await? {
            claims.insert(room.code.clone(), fence);
        }
    }
    tracing::info!(
        rooms = claims.len(),
        of = snapshot.rooms.len(),
        "cluster: rooms taken over"
    );
    Ok(claims)
}

/// Resolves on ctrl-c or SIGTERM: the one shutdown trigger of the binary.
pub async fn shutdown_signal() {
    let ctrl_c = async {
        if tokio::signal::ctrl_c().await.is_err() {
            std::future::pending::<()>().await;
        }
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {},
        () = terminate => {},
    }
    tracing::info!("shutdown signal received");
}
