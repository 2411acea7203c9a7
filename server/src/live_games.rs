//! Where every game under way on this node stands, by room, with where the people seated in it
//! come from: so that a room about to ask the server's AI or an engine for a move can tell
//! whether the position is that of a game under way in another room, played from the same
//! address as one of its own people. Played move for move in two rooms (the opponent's moves
//! copied into a room against the AI, the AI's answers copied back), the AI would play the other
//! game for them; the house rule is no engine help in your own live games (`hints.rs` holds the
//! other doors: reviews and openings).
//!
//! By address rather than by player: one player sits in one game at a time (entering another
//! room leaves the seat of the first), so the copy needs a second name, which costs nothing;
//! on a LAN a second device does, and a copy from another device is not seen here.
//!
//! The rule here is the same position, stone for stone, rather than `hints.rs`'s "could
//! follow": the AI answers only the position in front of it, and two unrelated games of one
//! player would otherwise keep calling each other off (every position follows an empty board).
//! The first [`FROM_PLY`] moves are left out: what an engine says there is opening-book
//! knowledge, and two games of one player often start alike.
//!
//! Rooms write their entry after each change and remove it when they close; a std `Mutex`,
//! never held across an `.await`. In a cluster each node knows its own rooms only.

use std::collections::{HashMap, HashSet};
use std::sync::{Mutex, MutexGuard};

use crate::admission::AddressKey;
use crate::hints::Position;

/// The ply from which positions are compared: before it, any two games may meet.
pub(crate) const FROM_PLY: usize = 4;

/// One room's game under way.
#[derive(Debug)]
struct Entry {
    /// Where the people seated come from.
    addresses: Vec<AddressKey>,
    /// Where its game stands.
    position: Position,
}

/// The games under way, by room code, and the rooms by the addresses of their people: a room
/// asking looks at its own people's rooms only, however many the node holds.
#[derive(Debug, Default)]
pub(crate) struct LiveGames {
    book: Mutex<Book>,
}

/// The maps behind the mutex.
#[derive(Debug, Default)]
struct Book {
    /// Each room's game under way.
    rooms: HashMap<String, Entry>,
    /// The rooms with someone seated from each address.
    by_address: HashMap<AddressKey, HashSet<String>>,
}

impl LiveGames {
    /// Room `code`'s game stands at `position`, people seated from `addresses`; `None` when it
    /// has no game under way (or one too young to compare).
    pub(crate) fn set(&self, code: &str, addresses: Vec<AddressKey>, position: Option<Position>) {
        let mut book = self.lock();
        if let Some(old) = book.rooms.remove(code) {
            for address in old.addresses {
                if let Some(rooms) = book.by_address.get_mut(&address) {
                    rooms.remove(code);
                    if rooms.is_empty() {
                        book.by_address.remove(&address);
                    }
                }
            }
        }
        if let Some(position) = position {
            for address in &addresses {
                book.by_address
                    .entry(*address)
                    .or_default()
                    .insert(code.to_owned());
            }
            book.rooms.insert(
                code.to_owned(),
                Entry {
                    addresses,
                    position,
                },
            );
        }
    }

    /// The room, other than `except`, with a game under way at exactly `position` and someone
    /// seated there from one of `addresses`, if there is one.
    pub(crate) fn same_position(
        &self,
        addresses: &[AddressKey],
        position: &Position,
        except: &str,
    ) -> Option<String> {
        let book = self.lock();
        addresses
            .iter()
            .filter_map(|address| book.by_address.get(address))
            .flatten()
            .find(|code| {
                code.as_str() != except
                    && book
                        .rooms
                        .get(code.as_str())
                        .is_some_and(|entry| entry.position == *position)
            })
            .cloned()
    }

    fn lock(&self) -> MutexGuard<'_, Book> {
        self.book
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

#[cfg(test)]
mod tests {
    use boardroom_engine::{AnyGame, Config, Game, GameKind, Move, Options, Point};

    use super::*;

    fn address(last: u8) -> AddressKey {
        AddressKey::of(std::net::IpAddr::from([192, 168, 1, last]))
    }

    fn at(kind: GameKind, moves: &[(i8, i8)]) -> Position {
        let config = Config::validate(kind, &Options::default()).unwrap_or_else(|e| panic!("{e}"));
        let moves: Vec<Move> = moves
            .iter()
            .map(|&(x, y)| Move::Place(Point::new(x, y)))
            .collect();
        Position::of(&AnyGame::replay(&config, &moves).unwrap_or_else(|e| panic!("{e}")))
    }

    #[test]
    fn another_room_at_the_same_position_played_from_the_same_address_is_found() {
        let live = LiveGames::default();
        let (one, two, three) = (address(1), address(2), address(3));
        let moves = [(7, 7), (8, 8), (7, 8), (9, 9)];
        live.set("AAAA", vec![one, two], Some(at(GameKind::Gomoku, &moves)));
        let here = at(GameKind::Gomoku, &moves);
        // Someone from either address at that position in another room: found; from another
        // address, or the room itself: not.
        assert_eq!(
            live.same_position(&[one], &here, "BBBB").as_deref(),
            Some("AAAA")
        );
        assert_eq!(
            live.same_position(&[two], &here, "BBBB").as_deref(),
            Some("AAAA")
        );
        assert_eq!(live.same_position(&[three], &here, "BBBB"), None);
        assert_eq!(live.same_position(&[one], &here, "AAAA"), None);
        // The same stones in another order are the same position; one more, or another game,
        // is not.
        let transposed = at(GameKind::Gomoku, &[(7, 8), (9, 9), (7, 7), (8, 8)]);
        assert!(live.same_position(&[one], &transposed, "BBBB").is_some());
        let beyond = at(GameKind::Gomoku, &[(7, 7), (8, 8), (7, 8), (9, 9), (6, 6)]);
        assert_eq!(live.same_position(&[one], &beyond, "BBBB"), None);
        let small = [(1, 1), (2, 2), (1, 2), (3, 3)];
        live.set("CCCC", vec![one], Some(at(GameKind::Gomoku, &small)));
        let nogo = at(GameKind::NoGo, &small);
        assert_eq!(live.same_position(&[one], &nogo, "BBBB"), None);
        // Once the game is over, nothing is found, and nothing is kept of it.
        live.set("AAAA", vec![one, two], None);
        assert_eq!(live.same_position(&[one], &here, "BBBB"), None);
        live.set("CCCC", vec![one], None);
        assert!(live.lock().rooms.is_empty() && live.lock().by_address.is_empty());
    }
}
