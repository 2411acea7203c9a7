//! The room list across nodes, over NATS: every node publishes the summaries of the rooms it
//! owns on [`SUBJECT`] once every [`EVERY`], and keeps the latest list of each other node for
//! three periods. A node's lobby then lists its own rooms as they change and everyone else's at
//! most one period late, which is fine for a list that people read and click. A node that dies
//! drops out of every list within three periods; its rooms come back listed by their new owner.
//!
//! Bounded: a node publishes at most [`MAX_PUBLISHED`] rooms (waiting ones first), and a node
//! keeps the lists of at most [`MAX_NODES`] others; the lobby shows at most `MAX_LISTED` anyway.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use boardroom_protocol::{RoomSummary, Status};
use futures_util::StreamExt;
use serde::{Deserialize, Serialize};
use tokio_util::sync::CancellationToken;

use crate::lobby::Lobby;

/// The subject every node's list goes out on.
pub(crate) const SUBJECT: &str = "boardroom.rooms";

/// How often a node publishes its list.
pub(crate) const EVERY: Duration = Duration::from_secs(1);

/// How many periods a node's list stays without a newer one.
const KEPT_FOR: u32 = 3;

/// The most rooms a node puts in one list (about 200 bytes each: well under NATS's 1 MiB).
const MAX_PUBLISHED: usize = 2000;

/// The most other nodes whose lists are kept.
const MAX_NODES: usize = 256;

/// One node's list, as sent.
#[derive(Debug, Serialize, Deserialize)]
struct Listing {
    /// The node.
    node: String,
    /// Its rooms.
    rooms: Vec<RoomSummary>,
}

/// The other nodes' lists, pure: what arrived and when, and what is still fresh at `now`.
#[derive(Debug, Default)]
pub(crate) struct Lists {
    by_node: HashMap<String, (Instant, Vec<RoomSummary>)>,
}

impl Lists {
    /// Keeps `rooms` as `node`'s list, received at `now`. A node beyond [`MAX_NODES`] is
    /// ignored until one of those kept has gone stale.
    pub(crate) fn received(&mut self, node: String, rooms: Vec<RoomSummary>, now: Instant) {
        self.forget_stale(now);
        if self.by_node.len() >= MAX_NODES && !self.by_node.contains_key(&node) {
            return;
        }
        self.by_node.insert(node, (now, rooms));
    }

    /// Drops the lists not renewed within [`KEPT_FOR`] periods.
    pub(crate) fn forget_stale(&mut self, now: Instant) {
        self.by_node
            .retain(|_, (at, _)| now.saturating_duration_since(*at) < EVERY * KEPT_FOR);
    }

    /// Every room of the fresh lists, each code once.
    pub(crate) fn rooms(&self) -> Vec<RoomSummary> {
        let mut seen = std::collections::HashSet::new();
        self.by_node
            .values()
            .flat_map(|(_, rooms)| rooms)
            .filter(|room| seen.insert(room.room.as_str().to_owned()))
            .cloned()
            .collect()
    }
}

/// Publishes this node's rooms and gathers the others' into `lobby`, until `stop`.
pub(crate) async fn run(
    nats: async_nats::Client,
    node: Arc<str>,
    lobby: Arc<Lobby>,
    stop: CancellationToken,
) {
    let mut incoming = match nats.subscribe(SUBJECT).await {
        Ok(subscription) => subscription,
        Err(e) => {
            tracing::error!(error = %e, "cluster: cannot hear the other nodes' rooms");
            return;
        }
    };
    let mut lists = Lists::default();
    let mut tick = tokio::time::interval(EVERY);
    loop {
        tokio::select! {
            () = stop.cancelled() => return,
            _ = tick.tick() => {
                let mut rooms = lobby.local_summaries();
                rooms.sort_by_key(|room| room.status != Status::Waiting);
                rooms.truncate(MAX_PUBLISHED);
                let listing = Listing { node: node.to_string(), rooms };
                let payload = serde_json::to_vec(&listing).unwrap_or_default();
                if let Err(e) = nats.publish(SUBJECT, payload.into()).await {
                    tracing::warn!(error = %e, "cluster: rooms not published");
                }
                lists.forget_stale(Instant::now());
                lobby.set_remote_rooms(lists.rooms());
            }
            message = incoming.next() => {
                let Some(message) = message else { return };
                match serde_json::from_slice::<Listing>(&message.payload) {
                    Ok(listing) if *listing.node != *node => {
                        lists.received(listing.node, listing.rooms, Instant::now());
                        lobby.set_remote_rooms(lists.rooms());
                    }
                    Ok(_) => {}
                    Err(e) => tracing::warn!(error = %e, "cluster: a room list not understood"),
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use boardroom_protocol::{GameKind, Options, Players, RoomCode};

    fn room(code: &str) -> RoomSummary {
        RoomSummary {
            room: RoomCode::new(code),
            game: GameKind::Gomoku,
            options: Options::default(),
            players: Players::default(),
            spectators: 0,
            status: Status::Waiting,
        }
    }

    #[test]
    fn a_list_stays_three_periods_and_the_newest_list_of_a_node_wins() {
        let start = Instant::now();
        let mut lists = Lists::default();
        lists.received("a".into(), vec![room("AAAA"), room("BBBB")], start);
        lists.received("b".into(), vec![room("CCCC")], start + EVERY);
        lists.received("a".into(), vec![room("AAAA")], start + EVERY * 2);
        let mut codes: Vec<String> = lists
            .rooms()
            .iter()
            .map(|r| r.room.as_str().to_owned())
            .collect();
        codes.sort();
        assert_eq!(codes, ["AAAA", "CCCC"]);
        lists.forget_stale(start + EVERY * 4);
        let codes: Vec<String> = lists
            .rooms()
            .iter()
            .map(|r| r.room.as_str().to_owned())
            .collect();
        assert_eq!(codes, ["AAAA"], "b's list went stale");
    }
}
