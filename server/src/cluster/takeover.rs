//! Taking a dead node's rooms over while running: every node looks, once a period, for open
//! rooms whose owner's lease has run out (or that have no owner: their node left on purpose),
//! claims each with the next epoch, reads it back from the store, and starts it as a restart
//! would. The claim is one statement, so of the nodes that try, one gets each room; the rows
//! come in a random order, so the live nodes share a dead node's rooms between them. An AI to
//! move starts a new search on its new owner.
//!
//! Bounded: at most [`AT_ONCE`] rooms a period, and none past the node's room cap.

use std::sync::Arc;
use std::time::Duration;

use tokio_util::sync::CancellationToken;

use super::Node;
use crate::context::Services;
use crate::lobby::Lobby;

/// The most rooms one node takes over in one period.
const AT_ONCE: i64 = 100;

/// Looks for rooms without a live owner every `every`, until `stop`.
pub(crate) async fn run(
    services: Arc<Services>,
    lobby: Arc<Lobby>,
    node: Arc<Node>,
    every: Duration,
    stop: CancellationToken,
) {
    let mut tick = tokio::time::interval(every);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tokio::select! {
            () = stop.cancelled() => return,
            _ = tick.tick() => {}
        }
        if node.lost.is_cancelled() {
            return;
        }
        let orphans = match node.ownership.orphans(AT_ONCE).await {
            Ok(orphans) => orphans,
            Err(e) => {
                tracing::warn!(error = %e, "cluster: cannot look for rooms to take over");
                continue;
            }
        };
        for code in orphans {
            if stop.is_cancelled() || lobby.room_count() >= services.limits.max_rooms {
                break;
            }
            adopt(&services, &lobby, &node, &code).await;
        }
    }
}

/// Claims the room `code` and starts it here, if nobody else got it first.
async fn adopt(services: &Arc<Services>, lobby: &Arc<Lobby>, node: &Node, code: &str) {
    if lobby.room(code).is_some() {
        return;
    }
    let fence = match node.ownership.take_over(code).await {
        Ok(Some(fence)) => fence,
        Ok(None) => return,
        Err(e) => {
            tracing::warn!(room = %code, error = %e, "cluster: room not claimed");
            return;
        }
    };
    match services.store.open_room(code).await {
        Ok(Some((room, players))) => match lobby.adopt(services, room, players, fence.clone()) {
            Some(room) => {
                tracing::info!(room = %code, epoch = fence.epoch, "cluster: room taken over");
                super::gate::open(services.clone(), room);
            }
            None => node.release(&fence).await,
        },
        // Closed meanwhile.
        Ok(None) => node.release(&fence).await,
        Err(e) => {
            tracing::error!(room = %code, error = %e, "cluster: room not read back");
            node.release(&fence).await;
        }
    }
}
