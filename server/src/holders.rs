//! Who holds a seat (or a bot's invitation) in which room: rooms by code, and the same rooms by
//! player, kept as each room changes. The per-player caps count a player's own rooms (a few)
//! from it, where they read every room of the cluster before, under the lobby's lock: at
//! 50,000 rooms on six nodes, each new room or seat paid for all of them (docs/scaling.md).

use std::collections::{HashMap, HashSet};

use boardroom_protocol::Status;

use crate::room::Occupancy;
use crate::store::PlayerId;

/// Rooms, who holds them, and where their games stand.
#[derive(Debug, Default)]
pub(crate) struct Holders {
    /// Each room's occupancy and status.
    rooms: HashMap<String, (Occupancy, Status)>,
    /// The rooms each player holds.
    by_player: HashMap<PlayerId, HashSet<String>>,
}

impl Holders {
    /// The room `code` is held as `occupancy` says, its game at `status`; answers what it was.
    pub(crate) fn set(
        &mut self,
        code: &str,
        occupancy: Occupancy,
        status: Status,
    ) -> Option<(Occupancy, Status)> {
        let before = self.rooms.insert(code.to_owned(), (occupancy, status));
        let was = before.map(|(o, _)| o);
        if was != Some(occupancy) {
            if let Some(was) = was {
                self.unindex(code, was);
            }
            for player in holders(occupancy) {
                self.by_player
                    .entry(player)
                    .or_default()
                    .insert(code.to_owned());
            }
        }
        before
    }

    /// The room `code` is gone; answers what it was.
    pub(crate) fn remove(&mut self, code: &str) -> Option<(Occupancy, Status)> {
        let before = self.rooms.remove(code);
        if let Some((occupancy, _)) = before {
            self.unindex(code, occupancy);
        }
        before
    }

    fn unindex(&mut self, code: &str, occupancy: Occupancy) {
        for player in holders(occupancy) {
            if let Some(codes) = self.by_player.get_mut(&player) {
                codes.remove(code);
                if codes.is_empty() {
                    self.by_player.remove(&player);
                }
            }
        }
    }

    /// The room `code`, if known.
    pub(crate) fn get(&self, code: &str) -> Option<&(Occupancy, Status)> {
        self.rooms.get(code)
    }

    /// Whether the room `code` is known.
    pub(crate) fn contains(&self, code: &str) -> bool {
        self.rooms.contains_key(code)
    }

    /// The rooms `player` holds, with their occupancy and status.
    pub(crate) fn held_by(
        &self,
        player: PlayerId,
    ) -> impl Iterator<Item = (&str, &(Occupancy, Status))> {
        self.by_player
            .get(&player)
            .into_iter()
            .flatten()
            .filter_map(|code| self.rooms.get_key_value(code))
            .map(|(code, held)| (code.as_str(), held))
    }
}

/// Everyone a room counts for: its seated players and its invited bots, each once.
fn holders(occupancy: Occupancy) -> impl Iterator<Item = PlayerId> {
    let [a, b] = occupancy.players;
    let [c, d] = occupancy.invited;
    let all = [a, b, c, d];
    all.into_iter()
        .enumerate()
        .filter_map(move |(i, p)| p.filter(|p| !all[..i].contains(&Some(*p))))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seats(players: [Option<PlayerId>; 2], invited: [Option<PlayerId>; 2]) -> Occupancy {
        Occupancy {
            players,
            ai: false,
            invited,
        }
    }

    fn held(holders: &Holders, player: PlayerId) -> Vec<&str> {
        let mut codes: Vec<&str> = holders.held_by(player).map(|(code, _)| code).collect();
        codes.sort_unstable();
        codes
    }

    #[test]
    fn a_player_s_rooms_follow_every_change_of_seats_and_every_room_that_closes() {
        let mut rooms = Holders::default();
        rooms.set(
            "AAAA",
            seats([Some(1), None], [None, None]),
            Status::Waiting,
        );
        rooms.set(
            "BBBB",
            seats([Some(1), Some(2)], [None, None]),
            Status::Playing,
        );
        rooms.set(
            "CCCC",
            seats([Some(2), None], [Some(3), None]),
            Status::Waiting,
        );
        assert_eq!(held(&rooms, 1), ["AAAA", "BBBB"]);
        assert_eq!(held(&rooms, 2), ["BBBB", "CCCC"]);
        assert_eq!(held(&rooms, 3), ["CCCC"], "an invited bot holds the room");
        // Seats change: 1 leaves AAAA, 3 takes the seat it was invited to.
        rooms.set("AAAA", seats([None, None], [None, None]), Status::Waiting);
        rooms.set(
            "CCCC",
            seats([Some(2), Some(3)], [None, None]),
            Status::Playing,
        );
        assert_eq!(held(&rooms, 1), ["BBBB"]);
        assert_eq!(held(&rooms, 3), ["CCCC"]);
        assert_eq!(rooms.get("CCCC").map(|(_, s)| *s), Some(Status::Playing));
        // A room closes.
        rooms.remove("BBBB");
        assert!(held(&rooms, 1).is_empty());
        assert_eq!(held(&rooms, 2), ["CCCC"]);
        assert!(!rooms.by_player.contains_key(&1), "nothing kept for nobody");
        // A player in both seats (a game against oneself) holds the room once.
        rooms.set(
            "DDDD",
            seats([Some(4), Some(4)], [None, None]),
            Status::Playing,
        );
        rooms.remove("DDDD");
        assert!(held(&rooms, 4).is_empty());
    }
}
