//! What one node does to connections and rules that every node of the cluster must do at once.
//! The host's console runs on one node, and a host there must still reach the whole club: the
//! notice goes to every node's players, a ban or a mute or the kid mode holds on every node at
//! once (not only after each node reads the store again at its next start), and a player kicked
//! or banned is closed on every node. A player who signs out everywhere else (or changes their
//! password) on one node has their other devices closed on every node. The node that acted has
//! done it on its own connections already; it publishes what it did, and every other node does
//! the same to its own.

use std::sync::Arc;

use futures_util::StreamExt;
use serde::{Deserialize, Serialize};

use super::Node;
use crate::admin::{KidMode, Rule};
use crate::admission::AddressKey;
use crate::context::Services;
use crate::lobby::Lobby;
use crate::store::PlayerId;

/// The subject a node publishes its acts on.
const SUBJECT: &str = "boardroom.everywhere";

/// One act, as the other nodes repeat it.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(tag = "act", rename_all = "snake_case")]
pub(crate) enum Act {
    /// The host's notice (empty: taken down).
    Notice { text: String, at_ms: i64 },
    /// A rule put in force or lifted.
    Rule {
        rule: Rule,
        target: String,
        on: bool,
    },
    /// The chat's mode.
    KidMode { mode: KidMode },
    /// A player's connections closed: removed (`banned` false) or banned by the host.
    ClosePlayer { player: PlayerId, banned: bool },
    /// An address's connections closed (it was banned).
    CloseAddress { address: std::net::IpAddr },
    /// A player's tokens but one revoked (the hash of the one kept): the connections that
    /// signed in with the others closed.
    Revoked { player: PlayerId, keep: Vec<u8> },
}

/// An act on the bus, with the node that did it.
#[derive(Debug, Serialize, Deserialize)]
struct Published {
    node: String,
    act: Act,
}

/// Does `act` on this node's own connections, rooms and rules.
fn repeat(services: &Arc<Services>, lobby: &Arc<Lobby>, act: Act) {
    let admin = &services.admin;
    match act {
        Act::Notice { text, at_ms } => {
            admin.notice.post(text, at_ms, &services.signed_in);
        }
        Act::Rule { rule, target, on } => {
            admin.moderation.set(rule, &target, on);
        }
        Act::KidMode { mode } => {
            admin.moderation.put_kid_mode(mode, &services.signed_in);
        }
        Act::ClosePlayer { player, banned } => {
            let why = if banned {
                "banned by the host"
            } else {
                "removed by the host"
            };
            // The player's seats in this node's rooms go first, off the bus's loop: a room
            // busy for a moment must not hold up the acts behind this one.
            let (services, lobby) = (services.clone(), lobby.clone());
            services.tracker.clone().spawn(async move {
                lobby.remove_player(&services, player, why).await;
            });
        }
        Act::CloseAddress { address } => {
            let (services, lobby) = (services.clone(), lobby.clone());
            services.tracker.clone().spawn(async move {
                let key = AddressKey::of(address);
                lobby
                    .remove_address(&services, key, "banned by the host")
                    .await;
            });
        }
        Act::Revoked { player, keep } => {
            services.signed_in.close_others(player, &keep);
        }
    }
}

/// Tells the other nodes of the cluster what this node did.
pub(crate) async fn publish(node: &Node, act: Act) {
    let published = Published {
        node: node.ownership.node().to_string(),
        act,
    };
    let Ok(payload) = serde_json::to_vec(&published) else {
        return;
    };
    if let Err(e) = node.nats.publish(SUBJECT, payload.into()).await {
        tracing::warn!(error = %e, "cluster: an act not published to the other nodes");
    }
}

/// Repeats on this node what other nodes do, until the server stops. Returns once subscribed.
pub(crate) async fn follow(services: Arc<Services>, lobby: Arc<Lobby>, node: Arc<Node>) {
    let mut acts = match node.nats.subscribe(SUBJECT).await {
        Ok(subscription) => subscription,
        Err(e) => {
            tracing::error!(error = %e, "cluster: what other nodes do cannot be followed");
            return;
        }
    };
    let _ = node.nats.flush().await;
    let shutdown = services.shutdown.clone();
    services.tracker.clone().spawn(async move {
        loop {
            tokio::select! {
                () = shutdown.cancelled() => break,
                message = acts.next() => {
                    let Some(message) = message else { break };
                    let Ok(published) = serde_json::from_slice::<Published>(&message.payload) else {
                        continue;
                    };
                    if *published.node != **node.ownership.node() {
                        repeat(&services, &lobby, published.act);
                    }
                }
            }
        }
    });
}
