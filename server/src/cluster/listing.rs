//! The room list across nodes, over NATS. A node tells the others of each room of its own
//! that changes (its summary, who sits in it, or that it closed) on [`SUBJECT`] at once, and
//! says there once every [`EVERY`] that it is still there. Its messages are numbered, and NATS
//! hands one sender's messages on to each receiver in order, so a node that gets a number out
//! of turn has missed one: it asks on [`WANT`] for that node's whole list, which comes with the
//! node's next tick (a node that starts sends its own and asks for everyone's). So a quiet
//! cluster's lists cost each node a few bytes a node a second, whatever the number of rooms:
//! what they cost follows what changes. (Every node used to send its whole list every second,
//! which cost each node every other node's rooms, each second, in bytes, parsing and memory.)
//!
//! Each batch of changes goes out at once while the node has sent fewer than [`BURST`] in a
//! row; past that, at most one per [`COALESCE`], and a room that changes ten times meanwhile is
//! sent once, as it is then: a busy node sends about ten small messages a second, not one per
//! change. Every node keeps the list of each other node while it hears from it, and its lobby
//! lists those rooms with its own; a node that dies drops out of every list within
//! [`KEPT_FOR`] periods, and its rooms come back listed by their new owner.
//!
//! Each room goes with who sits in it, so that the per-player caps count a player's rooms on
//! every node (`Lobby::holdings`).
//!
//! Bounded: a node puts at most [`MAX_PUBLISHED`] rooms in one message (a whole list goes in
//! as many as it needs, waiting rooms first, and a node holds at most its room cap), and a
//! node keeps the lists of at most [`MAX_NODES`] others; the lobby shows at most `MAX_LISTED`
//! anyway.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use boardroom_protocol::{RoomSummary, Status};
use futures_util::StreamExt;
use serde::{Deserialize, Serialize};
use tokio_util::sync::CancellationToken;
use tokio_util::task::TaskTracker;

use super::heard::Nodes;
use crate::limits::TokenBucket;
use crate::lobby::Lobby;
use crate::room::Occupancy;
use crate::store::PlayerId;

/// The subject every node's list goes out on.
pub(crate) const SUBJECT: &str = "boardroom.rooms";

/// The subject a node asks on for another's whole list: the payload names the node, and an
/// empty one asks every node.
const WANT: &str = "boardroom.rooms.want";

/// How often a node says it is there (with its whole list, when one was asked for).
pub(crate) const EVERY: Duration = Duration::from_secs(1);

/// Batches of changes sent at once, one after the other, before the node waits.
const BURST: u32 = 20;

/// Past [`BURST`], the time between two batches of changes (and the rate the burst refills).
pub(crate) const COALESCE: Duration = Duration::from_millis(100);

/// How many periods a node's list stays without a word from it.
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

/// One room as listed. The summary is shared with the lobby, which lists it: one copy of each
/// other node's room on a node, not two (about 0.5 KB each; docs/scaling.md).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
struct Listed {
    summary: Arc<RoomSummary>,
    seats: Seats,
}

/// One node's message: the first part of its whole list, the rooms that changed since its
/// last message (or the further parts of a whole list), or, with neither, that it is there.
#[derive(Debug, Serialize, Deserialize)]
struct Listing {
    /// The node.
    node: String,
    /// How many messages with rooms the node has sent, this one included (a message that
    /// only says the node is there repeats the number of the last one).
    seq: u64,
    /// Whether `rooms` begins the node's whole list (else only the rooms that changed).
    whole: bool,
    /// Its rooms.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    rooms: Vec<Listed>,
    /// The rooms that closed (only with changes).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    closed: Vec<String>,
}

impl Listing {
    /// Whether the message has rooms to take in (or a whole list, even an empty one).
    fn carries_rooms(&self) -> bool {
        self.whole || !self.rooms.is_empty() || !self.closed.is_empty()
    }
}

/// What a node knows of another node's list.
#[derive(Debug)]
struct NodeList {
    /// When the node was last heard from.
    at: Instant,
    /// The number of its last message, while every one has been taken in turn; `None` from a
    /// message missed until its next whole list.
    seq: Option<u64>,
    /// When its whole list was last asked for.
    asked: Option<Instant>,
    /// Its rooms.
    rooms: HashMap<String, Listed>,
}

/// The other nodes' lists, pure: what arrived and when, what is still fresh at `now`, and
/// whose whole list is wanted. Each message says which rooms it may have changed, so that the
/// lobby is told those alone: what it costs follows what changes, not the number of rooms in
/// the cluster.
#[derive(Debug, Default)]
pub(crate) struct Lists {
    by_node: HashMap<String, NodeList>,
}

/// Rooms of other nodes as they are now, for the lobby: `None` for one no node lists.
pub(crate) type Changed = crate::lobby::RemoteRooms;

impl Lists {
    /// Takes `listing` in, received at `now`: a whole list replaces the node's list; changes
    /// update the rooms they name, even out of turn (the whole list asked for then puts right
    /// what was missed). A node beyond [`MAX_NODES`] is ignored until one of those kept has
    /// gone stale. Answers the codes it may have changed.
    fn received(&mut self, listing: Listing, now: Instant) -> Vec<String> {
        let mut changed = self.forget_stale(now);
        if self.by_node.len() >= MAX_NODES && !self.by_node.contains_key(&listing.node) {
            return changed;
        }
        let carries_rooms = listing.carries_rooms();
        let heard = self
            .by_node
            .entry(listing.node)
            .or_insert_with(|| NodeList {
                at: now,
                seq: None,
                asked: None,
                rooms: HashMap::new(),
            });
        heard.at = now;
        let in_turn = match heard.seq {
            _ if listing.whole => true,
            Some(seq) if carries_rooms => seq.checked_add(1) == Some(listing.seq),
            Some(seq) => seq == listing.seq,
            None => false,
        };
        heard.seq = in_turn.then_some(listing.seq);
        let list = &mut heard.rooms;
        let rooms = listing
            .rooms
            .into_iter()
            .map(|room| (room.summary.room.as_str().to_owned(), room));
        if listing.whole {
            let mut before = std::mem::take(list);
            for (code, room) in rooms {
                // A room as it was keeps the copy the lobby shares.
                let room = match before.remove(&code) {
                    Some(was) if was == room => was,
                    _ => {
                        changed.push(code.clone());
                        room
                    }
                };
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

    /// The nodes whose whole list is wanted at `now` (a message of theirs was missed), each
    /// asked for at most once every [`EVERY`].
    fn wanted(&mut self, now: Instant) -> Vec<String> {
        self.by_node
            .iter_mut()
            .filter(|(_, heard)| {
                heard.seq.is_none()
                    && heard
                        .asked
                        .is_none_or(|at| now.saturating_duration_since(at) >= EVERY)
            })
            .map(|(node, heard)| {
                heard.asked = Some(now);
                node.clone()
            })
            .collect()
    }

    /// Drops the lists of the nodes not heard from within [`KEPT_FOR`] periods; answers the
    /// codes they held.
    pub(crate) fn forget_stale(&mut self, now: Instant) -> Vec<String> {
        let mut gone = Vec::new();
        self.by_node.retain(|_, heard| {
            let fresh = now.saturating_duration_since(heard.at) < EVERY * KEPT_FOR;
            if !fresh {
                gone.extend(heard.rooms.keys().cloned());
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
                    .find_map(|heard| heard.rooms.get(&code))
                    .map(|room| (Arc::clone(&room.summary), room.seats.into()));
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
            .flat_map(|heard| heard.rooms.values())
            .filter(|room| seen.insert(room.summary.room.as_str().to_owned()))
            .map(|room| (RoomSummary::clone(&room.summary), room.seats.into()))
            .collect();
        // A stable order, so that an unchanged list is seen as unchanged.
        rooms.sort_by(|a, b| a.0.room.as_str().cmp(b.0.room.as_str()));
        rooms
    }
}

/// This node's side: the number of its last message with rooms.
struct Teller<'a> {
    nats: &'a async_nats::Client,
    node: &'a str,
    seq: u64,
}

impl Teller<'_> {
    /// Sends `rooms` and `closed`, one message per [`MAX_PUBLISHED`] rooms, the first marked
    /// as beginning the whole list when `whole` (sent even if empty).
    async fn rooms(&mut self, whole: bool, rooms: Vec<Listed>, closed: Vec<String>) {
        let mut rooms = rooms.into_iter().peekable();
        let mut closed = closed.into_iter().peekable();
        let mut first = whole;
        while first || rooms.peek().is_some() || closed.peek().is_some() {
            self.seq += 1;
            self.send(&Listing {
                node: self.node.to_owned(),
                seq: self.seq,
                whole: std::mem::take(&mut first),
                rooms: rooms.by_ref().take(MAX_PUBLISHED).collect(),
                closed: closed.by_ref().take(MAX_PUBLISHED).collect(),
            })
            .await;
        }
    }

    /// Says the node is there, with the number of its last message.
    async fn still_here(&self) {
        self.send(&Listing {
            node: self.node.to_owned(),
            seq: self.seq,
            whole: false,
            rooms: Vec::new(),
            closed: Vec::new(),
        })
        .await;
    }

    async fn send(&self, listing: &Listing) {
        let payload = serde_json::to_vec(listing).unwrap_or_default();
        if let Err(e) = self.nats.publish(SUBJECT, payload.into()).await {
            tracing::warn!(error = %e, "cluster: rooms not published");
        }
    }
}

fn listed((summary, occupancy): (RoomSummary, Occupancy)) -> Listed {
    Listed {
        summary: Arc::new(summary),
        seats: occupancy.into(),
    }
}

/// Publishes this node's rooms and gathers the others' into `lobby` (on a task of `tracker`),
/// until `stop`.
pub(crate) async fn run(
    nats: async_nats::Client,
    node: Arc<str>,
    others: Arc<Nodes>,
    lobby: Arc<Lobby>,
    tracker: TaskTracker,
    stop: CancellationToken,
) {
    let (incoming, mut wants) = match (nats.subscribe(SUBJECT).await, nats.subscribe(WANT).await) {
        (Ok(incoming), Ok(wants)) => (incoming, wants),
        (Err(e), _) | (_, Err(e)) => {
            tracing::error!(error = %e, "cluster: cannot hear the other nodes' rooms");
            return;
        }
    };
    lobby.watch_changes();
    tracker.spawn(gather(
        incoming,
        nats.clone(),
        (node.clone(), others),
        lobby.clone(),
        stop.clone(),
    ));
    let mut teller = Teller {
        nats: &nats,
        node: &node,
        seq: 0,
    };
    // A node that starts tells its whole list.
    let mut whole_wanted = true;
    let mut tick = tokio::time::interval(EVERY);
    let per_second = u32::try_from(1000 / COALESCE.as_millis()).unwrap_or(1);
    let mut batches = TokenBucket::new(BURST, per_second, Instant::now());
    loop {
        tokio::select! {
            () = stop.cancelled() => return,
            _ = tick.tick() => {
                if std::mem::take(&mut whole_wanted) {
                    // The whole list says every change so far.
                    drop(lobby.take_changes());
                    let mut rooms = lobby.local_rooms();
                    rooms.sort_by_key(|(room, _)| room.status != Status::Waiting);
                    teller.rooms(true, rooms.into_iter().map(listed).collect(), Vec::new()).await;
                } else {
                    teller.still_here().await;
                }
            }
            want = wants.next() => {
                let Some(want) = want else { return };
                whole_wanted |= want.payload.is_empty() || *want.payload == *node.as_bytes();
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
                    teller.rooms(false, rooms, closed).await;
                }
            }
        }
    }
}

/// Gathers the other nodes' lists into `lobby`, asking for a node's whole list when one of
/// its messages was missed, and notes in `others` when each node was heard, until `stop`.
async fn gather(
    mut incoming: async_nats::Subscriber,
    nats: async_nats::Client,
    (node, others): (Arc<str>, Arc<Nodes>),
    lobby: Arc<Lobby>,
    stop: CancellationToken,
) {
    let mut lists = Lists::default();
    // Everyone's whole list, now, rather than after a missed turn each.
    ask(&nats, "").await;
    let mut tick = tokio::time::interval(EVERY);
    loop {
        tokio::select! {
            () = stop.cancelled() => return,
            _ = tick.tick() => {
                others.look(tokio::time::Instant::now());
                let gone = lists.forget_stale(Instant::now());
                lobby.update_remote_rooms(lists.now(gone));
            }
            message = incoming.next() => {
                let Some(message) = message else { return };
                match serde_json::from_slice::<Listing>(&message.payload) {
                    Ok(listing) if *listing.node != *node => {
                        others.at(&listing.node, tokio::time::Instant::now());
                        let changed = lists.received(listing, Instant::now());
                        lobby.update_remote_rooms(lists.now(changed));
                    }
                    Ok(_) => continue,
                    Err(e) => {
                        tracing::warn!(error = %e, "cluster: a room list not understood");
                        continue;
                    }
                }
            }
        }
        for other in lists.wanted(Instant::now()) {
            ask(&nats, &other).await;
        }
    }
}

/// Asks `node` for its whole list (every node, for an empty name).
async fn ask(nats: &async_nats::Client, node: &str) {
    if let Err(e) = nats.publish(WANT, node.to_owned().into()).await {
        tracing::warn!(error = %e, "cluster: a whole list not asked for");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use boardroom_protocol::{GameKind, Options, Players, RoomCode};

    fn room(code: &str, black: Option<PlayerId>) -> Listed {
        Listed {
            summary: Arc::new(RoomSummary {
                room: RoomCode::new(code),
                game: GameKind::Gomoku,
                options: Options::default(),
                players: Players::default(),
                spectators: 0,
                status: Status::Waiting,
            }),
            seats: Seats {
                players: [black, None],
                ai: false,
                invited: [None, None],
            },
        }
    }

    fn whole(node: &str, seq: u64, rooms: Vec<Listed>) -> Listing {
        Listing {
            node: node.into(),
            seq,
            whole: true,
            rooms,
            closed: Vec::new(),
        }
    }

    fn changes(node: &str, seq: u64, rooms: Vec<Listed>, closed: &[&str]) -> Listing {
        Listing {
            node: node.into(),
            seq,
            whole: false,
            rooms,
            closed: closed.iter().map(|&code| code.to_owned()).collect(),
        }
    }

    fn still_here(node: &str, seq: u64) -> Listing {
        changes(node, seq, Vec::new(), &[])
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
    struct Told {
        lists: Lists,
        lobby: std::collections::BTreeMap<String, (Arc<RoomSummary>, Occupancy)>,
    }

    impl Told {
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
            let told: Vec<(RoomSummary, Occupancy)> = self
                .lobby
                .values()
                .map(|(summary, seats)| (RoomSummary::clone(summary), *seats))
                .collect();
            assert_eq!(told, self.lists.rooms(), "the lobby was told every change");
        }
    }

    #[test]
    fn a_list_stays_while_its_node_is_heard_and_the_newest_list_of_a_node_wins() {
        let start = Instant::now();
        let mut told = Told::default();
        told.received(
            whole("a", 1, vec![room("AAAA", None), room("BBBB", None)]),
            start,
        );
        told.received(whole("b", 1, vec![room("CCCC", None)]), start + EVERY);
        told.received(
            whole("a", 2, vec![room("AAAA", Some(3))]),
            start + EVERY * 2,
        );
        assert_eq!(codes(&told.lists), ["AAAA", "CCCC"]);
        told.forget_stale(start + EVERY * 4);
        assert_eq!(codes(&told.lists), ["AAAA"], "b's list went stale");
        // Saying it is there keeps a node's list, without a word of its rooms.
        told.received(still_here("a", 2), start + EVERY * 4);
        told.forget_stale(start + EVERY * 6);
        assert_eq!(codes(&told.lists), ["AAAA"]);
        // The same room listed by two nodes (just taken over): gone only when neither lists it.
        told.received(whole("c", 1, vec![room("AAAA", None)]), start + EVERY * 6);
        told.received(changes("a", 3, Vec::new(), &["AAAA"]), start + EVERY * 6);
        assert_eq!(codes(&told.lists), ["AAAA"]);
        told.received(changes("c", 2, Vec::new(), &["AAAA"]), start + EVERY * 7);
        assert!(codes(&told.lists).is_empty());
        assert!(
            told.lists.wanted(start + EVERY * 7).is_empty(),
            "all in turn"
        );
    }

    #[test]
    fn changes_update_a_node_s_list_and_a_missed_one_asks_for_its_whole_list() {
        let start = Instant::now();
        let mut told = Told::default();
        told.received(
            whole("a", 1, vec![room("AAAA", None), room("BBBB", None)]),
            start,
        );
        let moved = vec![room("AAAA", Some(7)), room("DDDD", None)];
        told.received(changes("a", 2, moved, &["BBBB"]), start + EVERY / 2);
        assert_eq!(codes(&told.lists), ["AAAA", "DDDD"]);
        assert_eq!(
            told.lists.rooms()[0].1.players,
            [Some(7), None],
            "who sits there now"
        );
        told.received(still_here("a", 2), start + EVERY);
        assert!(told.lists.wanted(start + EVERY).is_empty());
        // Message 3 was lost on the way: 4 is taken in, and a's whole list asked for, once a
        // period while it does not come.
        told.received(
            changes("a", 4, vec![room("EEEE", None)], &[]),
            start + EVERY,
        );
        assert_eq!(codes(&told.lists), ["AAAA", "DDDD", "EEEE"]);
        assert_eq!(told.lists.wanted(start + EVERY), ["a"]);
        assert!(told.lists.wanted(start + EVERY * 3 / 2).is_empty());
        told.received(still_here("a", 4), start + EVERY * 2);
        assert_eq!(
            told.lists.wanted(start + EVERY * 2),
            ["a"],
            "still out of turn"
        );
        // The whole list (3 had closed DDDD) puts it right.
        let all = vec![room("AAAA", Some(7)), room("EEEE", None)];
        told.received(whole("a", 5, all), start + EVERY * 2);
        assert_eq!(codes(&told.lists), ["AAAA", "EEEE"]);
        told.received(still_here("a", 5), start + EVERY * 3);
        assert!(told.lists.wanted(start + EVERY * 4).is_empty());
        // A node heard first by a word that it is there (this node just started) is asked.
        told.received(still_here("b", 9), start + EVERY * 3);
        assert_eq!(told.lists.wanted(start + EVERY * 3), ["b"]);
        // A node that started again counts from 1, and begins with its whole list.
        told.received(whole("a", 1, Vec::new()), start + EVERY * 4);
        told.received(
            changes("a", 2, vec![room("FFFF", None)], &[]),
            start + EVERY * 4,
        );
        assert!(
            told.lists
                .wanted(start + EVERY * 5)
                .iter()
                .all(|n| n != "a")
        );
        assert_eq!(codes(&told.lists), ["FFFF"]);
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
        assert_eq!(lists.received(whole("a", 1, rooms()), start).len(), 500);
        let told = lists.now(vec!["R001".to_owned()]);
        assert!(
            lists
                .received(whole("a", 2, rooms()), start + EVERY)
                .is_empty()
        );
        // The lobby's copy of a room the list did not change is still the lists' own.
        let (Some((told, _)), Some((now, _))) =
            (&told[0].1, &lists.now(vec!["R001".to_owned()])[0].1)
        else {
            panic!("R001 is listed");
        };
        assert!(Arc::ptr_eq(told, now), "one copy of the room, shared");
        let mut one_more: Vec<Listed> = rooms();
        one_more[7].seats.players[1] = Some(1000);
        assert_eq!(
            lists.received(whole("a", 3, one_more), start + EVERY * 2),
            ["R007"]
        );
    }
}
