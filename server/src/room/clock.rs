//! A timed game's two clocks, with no IO: the time each side has left as of the start of the
//! current turn, and when that turn began. The time passing is never counted by a timer; it is
//! worked out from the `now` that every question is asked with, so a test moves time by hand.
//!
//! Each side's first move is made before its clock runs (within a first-move deadline, else the
//! game is aborted); from the third ply on, the clock of the side to move runs. A move stops it
//! at what it showed, less the network lag credited to the mover, plus the increment (Fischer),
//! or sets it back to the time per move.

use std::time::{Duration, Instant};

use boardroom_engine::Side;

use super::rules::ClockSpec;

/// The plies before which no clock runs: each side's first move.
pub(crate) const FIRST_MOVES: usize = 2;

/// Both clocks of a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Clocks {
    /// How the clocks count.
    spec: ClockSpec,
    /// Each side's time left when the current turn began, black first.
    left: [Duration; 2],
    /// When the current turn began.
    since: Instant,
}

/// The clocks as a client is shown them at one moment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct ClockView {
    /// Each side's time left, black first.
    pub(crate) left: [Duration; 2],
    /// The side whose clock runs, if one does.
    pub(crate) running: Option<Side>,
    /// Before the first moves: the time the side to move has left to make its first move.
    pub(crate) first_move: Option<Duration>,
}

impl Clocks {
    /// New clocks, both full, the first turn beginning `now`.
    #[must_use]
    pub(crate) fn new(spec: ClockSpec, now: Instant) -> Clocks {
        Clocks {
            spec,
            left: [spec.initial(); 2],
            since: now,
        }
    }

    /// Clocks showing `left`, the current turn beginning `now` (after a restart: the time
    /// the server was down is charged to nobody).
    #[must_use]
    pub(crate) fn restored(spec: ClockSpec, left: [Duration; 2], now: Instant) -> Clocks {
        Clocks {
            spec,
            left,
            since: now,
        }
    }

    /// The side whose clock runs at `ply` with `to_move` to play, in a game under way.
    #[must_use]
    pub(crate) fn running(ply: usize, to_move: Side, under_way: bool) -> Option<Side> {
        (under_way && ply >= FIRST_MOVES).then_some(to_move)
    }

    /// The clocks at `now`, for a game at `ply` with `to_move` to play (`under_way` false once
    /// the game is over or while a seat is empty: then nothing runs).
    #[must_use]
    pub(crate) fn view(
        &self,
        ply: usize,
        to_move: Side,
        under_way: bool,
        first_move: Duration,
        now: Instant,
    ) -> ClockView {
        let running = Clocks::running(ply, to_move, under_way);
        let mut left = self.left;
        if let Some(side) = running {
            left[side.index()] = left[side.index()].saturating_sub(self.elapsed(now));
        }
        let first_move =
            (under_way && ply < FIRST_MOVES).then(|| first_move.saturating_sub(self.elapsed(now)));
        ClockView {
            left,
            running,
            first_move,
        }
    }

    /// When the running clock reaches zero, or, before the first moves, when the first-move
    /// deadline passes; `None` when nothing runs.
    #[must_use]
    pub(crate) fn deadline(
        &self,
        ply: usize,
        to_move: Side,
        under_way: bool,
        first_move: Duration,
    ) -> Option<Instant> {
        if !under_way {
            return None;
        }
        Some(match Clocks::running(ply, to_move, under_way) {
            Some(side) => self.since + self.left[side.index()],
            None => self.since + first_move,
        })
    }

    /// `mover` moved at `now` (the game was at `ply` before the move), credited with `lag` of
    /// network delay: its clock stops, gains its increment (or is set back to the time per
    /// move), and the opponent's turn begins.
    pub(crate) fn moved(&mut self, mover: Side, ply: usize, lag: Duration, now: Instant) {
        let index = mover.index();
        if ply >= FIRST_MOVES {
            let used = self.elapsed(now).saturating_sub(lag);
            self.left[index] = self.left[index].saturating_sub(used);
        }
        match self.spec {
            ClockSpec::Fischer { increment, .. } => {
                if ply >= FIRST_MOVES {
                    self.left[index] += increment;
                }
            }
            ClockSpec::PerMove(per_move) => self.left[index] = per_move,
        }
        self.since = now;
    }

    /// The game ended at `now`: the clock that ran (if one did) stops at what it showed.
    pub(crate) fn stop(&mut self, running: Option<Side>, now: Instant) {
        if let Some(side) = running {
            self.left[side.index()] = self.left[side.index()].saturating_sub(self.elapsed(now));
        }
        self.since = now;
    }

    /// A new turn begins at `now` without a move (after an undo): times stay as they are.
    pub(crate) fn restart_turn(&mut self, now: Instant) {
        self.since = now;
    }

    /// The time since the current turn began.
    fn elapsed(&self, now: Instant) -> Duration {
        now.saturating_duration_since(self.since)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const S: fn(u64) -> Duration = Duration::from_secs;

    #[test]
    fn fischer_counts_down_the_side_to_move_from_the_third_ply() {
        let start = Instant::now();
        let spec = ClockSpec::Fischer {
            initial: S(60),
            increment: S(2),
        };
        let mut clocks = Clocks::new(spec, start);
        let first = S(30);
        // Black's first move, 10 s in: no clock runs, no increment.
        assert_eq!(
            clocks
                .view(0, Side::Black, true, first, start + S(10))
                .first_move,
            Some(S(20))
        );
        clocks.moved(Side::Black, 0, Duration::ZERO, start + S(10));
        clocks.moved(Side::White, 1, Duration::ZERO, start + S(15));
        assert_eq!(clocks.left, [S(60), S(60)]);
        // From ply 2, black's clock runs.
        let view = clocks.view(2, Side::Black, true, first, start + S(25));
        assert_eq!(
            (view.left, view.running, view.first_move),
            ([S(50), S(60)], Some(Side::Black), None)
        );
        assert_eq!(
            clocks.deadline(2, Side::Black, true, first),
            Some(start + S(75))
        );
        // Black moves after 12 s with 1 s of lag credited: 60 - 11 + 2.
        clocks.moved(Side::Black, 2, S(1), start + S(27));
        assert_eq!(clocks.left, [S(51), S(60)]);
        assert_eq!(
            clocks.deadline(3, Side::White, true, first),
            Some(start + S(87))
        );
        // Nothing runs in a game that is not under way.
        assert_eq!(clocks.deadline(3, Side::White, false, first), None);
    }

    #[test]
    fn a_clock_per_move_is_set_back_after_each_move() {
        let start = Instant::now();
        let mut clocks = Clocks::new(ClockSpec::PerMove(S(30)), start);
        clocks.moved(Side::Black, 0, Duration::ZERO, start);
        clocks.moved(Side::White, 1, Duration::ZERO, start);
        clocks.moved(Side::Black, 2, Duration::ZERO, start + S(29));
        assert_eq!(clocks.left, [S(30), S(30)]);
        assert_eq!(
            clocks.deadline(3, Side::White, true, S(30)),
            Some(start + S(59))
        );
    }
}
