//! The room list across nodes, over NATS. A node tells the others of each room of its own
//! that changes (its summary, who sits in it, or that it closed) on [`SUBJECT`] at once, and
//! publishes its whole list there once every [`EVERY`], the backstop for a message lost on
//! the way. Each batch of changes goes out at once while the node has sent fewer than
//! [`BURST`] in a row; past that, at most one per [`COALESCE`], and a room that changes ten
//! times meanwhile is sent once, as it is then: a busy node sends about ten small messages a
//! second, not one per change. Every node keeps the latest list of each other node for three
//! periods, and its lobby lists those rooms with its own; a node that dies drops out of every
//! list within three periods, and its rooms come back listed by their new owner.
//!
//! Each room goes with who sits in it, so that the per-player caps count a player's rooms on
//! every node (`Lobby::holdings`).
//!
//! Bounded: a node puts at most [`MAX_PUBLISHED`] rooms in one message (waiting ones first in
//! its whole list), and a node keeps the lists of at most [`MAX_NODES`] others; the lobby shows
//! at most `MAX_LISTED` anyway.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use boardroom_protocol::{RoomSummary, Status};
use futures_util::StreamExt;
use serde::{Deserialize, Serialize};
use tokio_util::sync::CancellationToken;
use tokio_util::task::TaskTracker;

use crate::limits::TokenBucket;
use crate::lobby::Lobby;
use crate::room::Occupancy;
use crate::store::PlayerId;

/// The subject every node's list goes out on.
pub(crate) const SUBJECT: &str = "boardroom.rooms";

/// How often a node publishes its whole list.
pub(crate) const EVERY: Duration = Duration::from_secs(1);

/// Batches of changes sent at once, one after the other, before the node waits.
const BURST: u32 = 20;

/// Past [`BURST`], the time between two batches of changes (and the rate the burst refills).
pub(crate) const COALESCE: Duration = Duration::from_millis(100);

/// How many periods a node's list stays without a newer one.
const KEPT_FOR: u32 = 3;

/// The most rooms a node puts in one message (about 250 bytes each: well under NATS's 1 MiB).
const MAX_PUBLISHED: usize = 2000;

/// The most other nodes whose lists are kept.
const MAX_NODES: usize = 256;

/// Who sits in a room, as sent: [`Occupancy`] on the wire.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
struct Seats {
    players: [Option<PlayerId>; 2],
    ai: bool,
    invited: [Option<PlayerId>; 2],
}

impl From<Occupancy> for Seats {
    fn from(o: Occupancy) -> Seats {
        Seats {
            players: o.players,
            ai: o.ai,
            invited: o.invited,
        }
    }
}

impl From<Seats> for Occupancy {
    fn from(s: Seats) -> Occupancy {
        Occupancy {
            players: s.players,
            ai: s.ai,
            invited: s.invited,
        }
    }
}

/// One room as listed.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
struct Listed {
    summary: RoomSummary,
    seats: Seats,
}

/// One node's message: its whole list, or the rooms that changed since its last message.
#[derive(Debug, Serialize, Deserialize)]
struct Listing {
    /// The node.
    node: String,
    /// Whether `rooms` is the node's whole list (else only the rooms that changed).
    whole: bool,
    /// Its rooms.
    rooms: Vec<Listed>,
    /// The rooms that closed (only with changes).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    closed: Vec<String>,
}

/// The other nodes' lists, pure: what arrived and when, and what is still fresh at `now`.
/// Each change says which rooms it may have changed, so that the lobby is told those alone:
/// what it costs follows what changes, not the number of rooms in the cluster.
#[derive(Debug, Default)]
pub(crate) struct Lists {
    by_node: HashMap<String, (Instant, HashMap<String, Listed>)>,
}

/// Rooms of other nodes as they are now, for the lobby: `None` for one no node lists.
pub(crate) type Changed = Vec<(String, Option<(RoomSummary, Occupancy)>)>;

impl Lists {
    /// Takes `listing` in, received at `now`: a whole list replaces the node's list and keeps
    /// it fresh; changes update the rooms they name. A node beyond [`MAX_NODES`] is ignored
    /// until one of those kept has gone stale. Answers the codes it may have changed.
    fn received(&mut self, listing: Listing, now: Instant) -> Vec<String> {
        let mut changed = self.forget_stale(now);
        if self.by_node.len() >= MAX_NODES && !self.by_node.contains_key(&listing.node) {
            return changed;
        }
        let rooms = listing
            .rooms
            .into_iter()
            .map(|room| (room.summary.room.as_str().to_owned(), room));
        let (at, list) = self
            .by_node
            .entry(listing.node)
            .or_insert_with(|| (now, HashMap::new()));
        if listing.whole {
            *at = now;
            let mut before = std::mem::take(list);
            for (code, room) in rooms {
                if before.remove(&code).as_ref() != Some(&room) {
                    changed.push(code.clone());
                }
                list.insert(code, room);
            }
            // What the whole list no longer holds.
            changed.extend(before.into_keys());
        } else {
            for (code, room) in rooms {
                changed.push(code.clone());
                list.insert(code, room);
            }
            for code in listing.closed {
                list.remove(&code);
                changed.push(code);
            }
        }
        changed
    }

    /// Drops the lists not renewed within [`KEPT_FOR`] periods; answers the codes they held.
    pub(crate) fn forget_stale(&mut self, now: Instant) -> Vec<String> {
        let mut gone = Vec::new();
        self.by_node.retain(|_, (at, rooms)| {
            let fresh = now.saturating_duration_since(*at) < EVERY * KEPT_FOR;
            if !fresh {
                gone.extend(rooms.keys().cloned());
            }
            fresh
        });
        gone
    }

    /// The rooms `codes` as the fresh lists have them now (a room listed by two nodes, which
    /// happens for a moment after a takeover, from either).
    pub(crate) fn now(&self, codes: Vec<String>) -> Changed {
        codes
            .into_iter()
            .map(|code| {
                let room = self
                    .by_node
                    .values()
                    .find_map(|(_, rooms)| rooms.get(&code))
                    .map(|room| (room.summary.clone(), room.seats.into()));
                (code, room)
            })
            .collect()
    }

    /// Every room of the fresh lists, each code once, with who sits in it.
    #[cfg(test)]
    pub(crate) fn rooms(&self) -> Vec<(RoomSummary, Occupancy)> {
        let mut seen = std::collections::HashSet::new();
        let mut rooms: Vec<(RoomSummary, Occupancy)> = self
            .by_node
            .values()
            .flat_map(|(_, rooms)| rooms.values())
            .filter(|room| seen.insert(room.summary.room.as_str().to_owned()))
            .map(|room| (room.summary.clone(), room.seats.into()))
            .collect();
        // A stable order, so that an unchanged list is seen as unchanged.
        rooms.sort_by(|a, b| a.0.room.as_str().cmp(b.0.room.as_str()));
        rooms
    }
}

/// Publishes one message per [`MAX_PUBLISHED`] rooms of `rooms` (one, even if empty, for a
/// whole list).
async fn publish(
    nats: &async_nats::Client,
    node: &str,
    whole: bool,
    rooms: Vec<Listed>,
    closed: Vec<String>,
) {
    let mut rooms = rooms.into_iter().peekable();
    let mut closed = closed.into_iter().peekable();
    loop {
        let listing = Listing {
            node: node.to_owned(),
            whole,
            rooms: rooms.by_ref().take(MAX_PUBLISHED).collect(),
            closed: closed.by_ref().take(MAX_PUBLISHED).collect(),
        };
        let payload = serde_json::to_vec(&listing).unwrap_or_default();
        if let Err(e) = nats.publish(SUBJECT, payload.into()).await {
            tracing::warn!(error = %e, "cluster: rooms not published");
        }
        if whole || (rooms.peek().is_none() && closed.peek().is_none()) {
            return;
        }
    }
}

fn listed((summary, occupancy): (RoomSummary, Occupancy)) -> Listed {
    Listed {
        summary,
        seats: occupancy.into(),
    }
}

/// Publishes this node's rooms and gathers the others' into `lobby` (on a task of `tracker`),
/// until `stop`.
pub(crate) async fn run(
    nats: async_nats::Client,
    node: Arc<str>,
    lobby: Arc<Lobby>,
    tracker: TaskTracker,
    stop: CancellationToken,
) {
    let incoming = match nats.subscribe(SUBJECT).await {
        Ok(subscription) => subscription,
        Err(e) => {
            tracing::error!(error = %e, "cluster: cannot hear the other nodes' rooms");
            return;
        }
    };
    lobby.watch_changes();
    tracker.spawn(gather(incoming, node.clone(), lobby.clone(), stop.clone()));
    let mut tick = tokio::time::interval(EVERY);
    let per_second = u32::try_from(1000 / COALESCE.as_millis()).unwrap_or(1);
    let mut batches = TokenBucket::new(BURST, per_second, Instant::now());
    loop {
        tokio::select! {
            () = stop.cancelled() => return,
            _ = tick.tick() => {
                // The whole list says every change so far.
                drop(lobby.take_changes());
                let mut rooms = lobby.local_rooms();
                rooms.sort_by_key(|(room, _)| room.status != Status::Waiting);
                rooms.truncate(MAX_PUBLISHED);
                let rooms = rooms.into_iter().map(listed).collect();
                publish(&nats, &node, true, rooms, Vec::new()).await;
            }
            () = lobby.changed() => {
                if !batches.take(Instant::now()) {
                    // What changes meanwhile goes in this batch, each room once.
                    tokio::time::sleep(COALESCE).await;
                    batches.take(Instant::now());
                }
                let (mut rooms, mut closed) = (Vec::new(), Vec::new());
                for (code, now) in lobby.take_changes() {
                    match now {
                        Some(room) => rooms.push(listed(room)),
                        None => closed.push(code),
                    }
                }
                if !rooms.is_empty() || !closed.is_empty() {
                    publish(&nats, &node, false, rooms, closed).await;
                }
            }
        }
    }
}

/// Gathers the other nodes' lists into `lobby`, until `stop`.
async fn gather(
    mut incoming: async_nats::Subscriber,
    node: Arc<str>,
    lobby: Arc<Lobby>,
    stop: CancellationToken,
) {
    let mut lists = Lists::default();
    let mut tick = tokio::time::interval(EVERY);
    loop {
        tokio::select! {
            () = stop.cancelled() => return,
            _ = tick.tick() => {
                let gone = lists.forget_stale(Instant::now());
                lobby.update_remote_rooms(lists.now(gone));
            }
            message = incoming.next() => {
                let Some(message) = message else { return };
                match serde_json::from_slice::<Listing>(&message.payload) {
                    Ok(listing) if *listing.node != *node => {
                        let changed = lists.received(listing, Instant::now());
                        lobby.update_remote_rooms(lists.now(changed));
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

    fn room(code: &str, black: Option<PlayerId>) -> Listed {
        Listed {
            summary: RoomSummary {
                room: RoomCode::new(code),
                game: GameKind::Gomoku,
                options: Options::default(),
                players: Players::default(),
                spectators: 0,
                status: Status::Waiting,
            },
            seats: Seats {
                players: [black, None],
                ai: false,
                invited: [None, None],
            },
        }
    }

    fn whole(node: &str, rooms: Vec<Listed>) -> Listing {
        Listing {
            node: node.into(),
            whole: true,
            rooms,
            closed: Vec::new(),
        }
    }

    fn codes(lists: &Lists) -> Vec<String> {
        lists
            .rooms()
            .iter()
            .map(|(r, _)| r.room.as_str().to_owned())
            .collect()
    }

    /// The lists, and the lobby's side: what it holds after being told each change, which must
    /// always be every room of the lists.
    #[derive(Default)]
    struct Heard {
        lists: Lists,
        lobby: std::collections::BTreeMap<String, (RoomSummary, Occupancy)>,
    }

    impl Heard {
        fn received(&mut self, listing: Listing, now: Instant) {
            let changed = self.lists.received(listing, now);
            self.tell(changed);
        }

        fn forget_stale(&mut self, now: Instant) {
            let gone = self.lists.forget_stale(now);
            self.tell(gone);
        }

        fn tell(&mut self, codes: Vec<String>) {
            for (code, now) in self.lists.now(codes) {
                match now {
                    Some(room) => self.lobby.insert(code, room),
                    None => self.lobby.remove(&code),
                };
            }
            let told: Vec<(RoomSummary, Occupancy)> = self.lobby.values().cloned().collect();
            assert_eq!(told, self.lists.rooms(), "the lobby was told every change");
        }
    }

    #[test]
    fn a_list_stays_three_periods_and_the_newest_list_of_a_node_wins() {
        let start = Instant::now();
        let mut heard = Heard::default();
        heard.received(
            whole("a", vec![room("AAAA", None), room("BBBB", None)]),
            start,
        );
        heard.received(whole("b", vec![room("CCCC", None)]), start + EVERY);
        heard.received(whole("a", vec![room("AAAA", Some(3))]), start + EVERY * 2);
        assert_eq!(codes(&heard.lists), ["AAAA", "CCCC"]);
        heard.forget_stale(start + EVERY * 4);
        assert_eq!(codes(&heard.lists), ["AAAA"], "b's list went stale");
        // The same room listed by two nodes (just taken over): gone only when neither lists it.
        heard.received(whole("c", vec![room("AAAA", None)]), start + EVERY * 4);
        heard.received(whole("a", Vec::new()), start + EVERY * 4);
        assert_eq!(codes(&heard.lists), ["AAAA"]);
        heard.received(whole("c", Vec::new()), start + EVERY * 5);
        assert!(codes(&heard.lists).is_empty());
    }

    #[test]
    fn changes_update_a_node_s_list_until_its_next_whole_list() {
        let start = Instant::now();
        let mut heard = Heard::default();
        heard.received(
            whole("a", vec![room("AAAA", None), room("BBBB", None)]),
            start,
        );
        let changes = Listing {
            node: "a".into(),
            whole: false,
            rooms: vec![room("AAAA", Some(7)), room("DDDD", None)],
            closed: vec!["BBBB".into()],
        };
        heard.received(changes, start + EVERY / 2);
        assert_eq!(codes(&heard.lists), ["AAAA", "DDDD"]);
        assert_eq!(
            heard.lists.rooms()[0].1.players,
            [Some(7), None],
            "who sits there now"
        );
        // Changes do not keep a list fresh: only a whole list does.
        heard.forget_stale(start + EVERY * 3);
        assert!(codes(&heard.lists).is_empty());
        // A change from a node not heard yet starts its list.
        let first = Listing {
            node: "b".into(),
            whole: false,
            rooms: vec![room("EEEE", None)],
            closed: Vec::new(),
        };
        heard.received(first, start + EVERY * 3);
        assert_eq!(codes(&heard.lists), ["EEEE"]);
    }

    #[test]
    fn a_whole_list_that_changes_nothing_tells_the_lobby_nothing() {
        let start = Instant::now();
        let mut lists = Lists::default();
        let rooms = || {
            (0..500)
                .map(|i| room(&format!("R{i:03}"), Some(i)))
                .collect()
        };
        assert_eq!(lists.received(whole("a", rooms()), start).len(), 500);
        assert!(
            lists
                .received(whole("a", rooms()), start + EVERY)
                .is_empty()
        );
        let mut one_more: Vec<Listed> = rooms();
        one_more[7].seats.players[1] = Some(1000);
        assert_eq!(
            lists.received(whole("a", one_more), start + EVERY * 2),
            ["R007"]
        );
    }
}
