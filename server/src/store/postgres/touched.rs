//! When each game's room was last touched by one of its moves, so that a move rewrites its
//! room's `last_active_ms` only once that is [`TOUCH_AFTER_MS`] stale, as SQLite's move log
//! does: an `UPDATE` of the room with every move had been a third of a move's statements.

use std::collections::HashMap;

use crate::store::GameId;
use crate::store::move_log::{MAX_KNOWN, TOUCH_AFTER_MS};

/// The writer's record of the rooms it touched.
#[derive(Debug, Default)]
pub(super) struct Touched {
    by_game: HashMap<GameId, i64>,
}

impl Touched {
    /// Whether a move of `game` at `now` (ms since the epoch) rewrites its room's
    /// `last_active_ms`; if so, it counts as done. Past SQLite's move log's bound of games kept
    /// in mind ([`MAX_KNOWN`]), all are forgotten (each is touched again at its next move).
    pub(super) fn due(&mut self, game: GameId, now: i64) -> bool {
        if let Some(&at) = self.by_game.get(&game)
            && now.saturating_sub(at) < TOUCH_AFTER_MS
        {
            return false;
        }
        if self.by_game.len() >= MAX_KNOWN && !self.by_game.contains_key(&game) {
            self.by_game.clear();
        }
        self.by_game.insert(game, now);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_room_is_touched_by_its_first_move_and_then_once_stale() {
        let mut touched = Touched::default();
        let due: Vec<bool> = [(1, 0), (1, 1_000), (2, 1_000), (1, TOUCH_AFTER_MS - 1)]
            .into_iter()
            .chain([(1, TOUCH_AFTER_MS), (1, TOUCH_AFTER_MS + 1)])
            .map(|(game, at)| touched.due(game, at))
            .collect();
        assert_eq!(due, [true, false, true, false, true, false]);
    }

    #[test]
    fn past_the_bound_every_game_is_forgotten() {
        let mut touched = Touched::default();
        for game in 0..GameId::try_from(MAX_KNOWN).expect("fits") {
            assert!(touched.due(game, 0));
        }
        // One more game: the rest are forgotten, so each is touched again at its next move.
        assert!(touched.due(-1, 0));
        assert_eq!(touched.by_game.len(), 1);
        assert!(touched.due(0, 1));
    }
}
