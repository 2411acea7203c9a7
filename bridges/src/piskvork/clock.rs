//! How long the brain may think about a move, from what the manager said about time: the limit
//! for each turn, and the time left in the match shared over the moves still to come, less a
//! safety margin for the search's last check of the clock, the reply and a busy machine.

use std::time::Duration;

/// The manager's time limits, in milliseconds, as `INFO` gave them.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Limits {
    /// `timeout_turn`: each move's limit; 0 asks for a move as fast as possible.
    pub turn: Option<u64>,
    /// `timeout_match`: the whole match's limit; 0 is none.
    pub total: Option<u64>,
    /// `time_left`: what is left of the match's limit.
    pub left: Option<i64>,
}

/// A move's time when the manager gave no limit: the `hard` level's usual second.
const UNLIMITED_TURN: Duration = Duration::from_millis(1000);

/// A move's time when the manager asks for moves as fast as possible.
const FASTEST: Duration = Duration::from_millis(10);

/// How many more moves the time left is shared over: a gomoku game rarely lasts longer, and
/// as the time shrinks each move's share shrinks with it.
const MOVES_TO_GO: u64 = 20;

/// What `time_left` says when the match has no limit.
const NO_MATCH_LIMIT: i64 = 2_147_483_647;

/// Kept back from every limit: a tenth of it, and this much more.
const MARGIN: Duration = Duration::from_millis(30);

impl Limits {
    /// How long the next search may run.
    #[must_use]
    pub fn move_time(&self) -> Duration {
        let turn = match self.turn {
            Some(0) => return FASTEST,
            Some(ms) => Duration::from_millis(ms),
            None => UNLIMITED_TURN,
        };
        let left = match (self.left, self.total) {
            (Some(NO_MATCH_LIMIT), _) | (None, None | Some(0)) => None,
            (Some(left), _) => Some(u64::try_from(left).unwrap_or(0)),
            (None, Some(total)) => Some(total),
        };
        let share = left.map_or(turn, |ms| Duration::from_millis(ms / MOVES_TO_GO));
        let limit = turn.min(share);
        (limit - limit / 10).saturating_sub(MARGIN).max(FASTEST)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn budgets() {
        let ms = Duration::from_millis;
        let limits = |turn, total, left| Limits { turn, total, left };
        let cases = [
            (limits(None, None, None), ms(870)),
            (limits(Some(5000), None, None), ms(4470)),
            (limits(Some(0), Some(100_000), None), FASTEST),
            // The match's time shared over the moves to come, whichever is shorter.
            (limits(Some(5000), Some(180_000), Some(40_000)), ms(1770)),
            (limits(Some(5000), Some(180_000), None), ms(4470)),
            (limits(Some(5000), None, Some(NO_MATCH_LIMIT)), ms(4470)),
            (limits(Some(5000), Some(0), None), ms(4470)),
            // Out of time: still a move, as fast as it comes.
            (limits(Some(5000), None, Some(-300)), FASTEST),
            (limits(Some(20), None, None), FASTEST),
        ];
        for (limits, want) in cases {
            assert_eq!(limits.move_time(), want, "{limits:?}");
        }
    }
}
