//! A room's rules beyond the game itself: its clock and whether undo is allowed, as a room is
//! created with them (`options.clock`, `options.undo`), and the server's timing knobs that
//! every room shares (from the limits).

use std::time::Duration;

use boardroom_protocol::{ClockOptions, ErrorCode};

use crate::limits::Limits;
use crate::refusal::Refusal;
use crate::words::num;

/// A game clock, checked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ClockSpec {
    /// A time for the whole game, and an increment after each move.
    Fischer {
        /// Each side's time at the start.
        initial: Duration,
        /// Added after each of a side's moves.
        increment: Duration,
    },
    /// A fixed time for every move; nothing carries over.
    PerMove(Duration),
}

impl ClockSpec {
    /// Each side's time at the start (for a clock per move, the time for one move).
    #[must_use]
    pub(crate) fn initial(self) -> Duration {
        match self {
            ClockSpec::Fischer { initial, .. } => initial,
            ClockSpec::PerMove(per_move) => per_move,
        }
    }

    /// The clock as the protocol writes it.
    #[must_use]
    pub(crate) fn to_wire(self) -> ClockOptions {
        match self {
            ClockSpec::Fischer { initial, increment } => ClockOptions {
                initial_s: Some(secs(initial)),
                increment_s: Some(secs(increment)),
                per_move_s: None,
            },
            ClockSpec::PerMove(per_move) => ClockOptions {
                per_move_s: Some(secs(per_move)),
                ..ClockOptions::default()
            },
        }
    }

    /// The clock a room asked for, or why it cannot have it.
    ///
    /// # Errors
    /// `bad_request` naming the field and its range.
    pub(crate) fn from_wire(clock: ClockOptions) -> Result<ClockSpec, Refusal> {
        match (clock.initial_s, clock.increment_s, clock.per_move_s) {
            (Some(initial), increment, None) => {
                let increment = increment.unwrap_or(0);
                if !(1..=MAX_INITIAL_S).contains(&initial) {
                    return Err(Refusal::says(
                        ErrorCode::BadRequest,
                        "server-clock-initial-range",
                        &[("max", num(MAX_INITIAL_S))],
                    ));
                }
                if increment > MAX_INCREMENT_S {
                    return Err(Refusal::says(
                        ErrorCode::BadRequest,
                        "server-clock-increment-range",
                        &[("max", num(MAX_INCREMENT_S))],
                    ));
                }
                Ok(ClockSpec::Fischer {
                    initial: Duration::from_secs(initial.into()),
                    increment: Duration::from_secs(increment.into()),
                })
            }
            (None, None, Some(per_move)) => {
                if !(1..=MAX_PER_MOVE_S).contains(&per_move) {
                    return Err(Refusal::says(
                        ErrorCode::BadRequest,
                        "server-clock-per-move-range",
                        &[("max", num(MAX_PER_MOVE_S))],
                    ));
                }
                Ok(ClockSpec::PerMove(Duration::from_secs(per_move.into())))
            }
            _ => Err(Refusal::says(
                ErrorCode::BadRequest,
                "server-clock-shape",
                &[],
            )),
        }
    }
}

/// The longest Fischer start time, in seconds (three hours).
const MAX_INITIAL_S: u32 = 3 * 60 * 60;
/// The largest Fischer increment, in seconds.
const MAX_INCREMENT_S: u32 = 180;
/// The longest time per move, in seconds.
const MAX_PER_MOVE_S: u32 = 60 * 60;

/// Whole seconds of a duration, for the wire.
fn secs(d: Duration) -> u32 {
    u32::try_from(d.as_secs()).unwrap_or(u32::MAX)
}

/// What a room was created with, beyond the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Rules {
    /// The clock, or `None` for an untimed game.
    pub(crate) clock: Option<ClockSpec>,
    /// Whether players may ask to take moves back.
    pub(crate) undo: bool,
    /// Whether the room's games are rated (`crate::ratings`).
    pub(crate) rated: bool,
}

impl Default for Rules {
    fn default() -> Rules {
        Rules {
            clock: None,
            undo: true,
            rated: false,
        }
    }
}

impl Rules {
    /// The rules a room's options ask for.
    ///
    /// # Errors
    /// `bad_request` for a clock out of range.
    pub(crate) fn from_wire(
        clock: Option<ClockOptions>,
        undo: Option<bool>,
        rated: Option<bool>,
    ) -> Result<Rules, Refusal> {
        Ok(Rules {
            clock: clock.map(ClockSpec::from_wire).transpose()?,
            undo: undo.unwrap_or(true),
            rated: rated.unwrap_or(false),
        })
    }
}

/// The server's timing knobs, the same for every room.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Timing {
    /// In a timed game, the time each side has for its first move, before its clock runs.
    pub(crate) first_move: Duration,
    /// How long an absent player has to come back in a timed game before the opponent may
    /// claim.
    pub(crate) grace_timed: Duration,
    /// The same in an untimed game.
    pub(crate) grace_untimed: Duration,
    /// The most network lag a move is credited with.
    pub(crate) lag_cap: Duration,
    /// The wait before asking again after the first refusal; it doubles with each refusal.
    pub(crate) ask_again: Duration,
    /// The longest such wait.
    pub(crate) ask_again_max: Duration,
    /// A player may offer a draw once in this many plies.
    pub(crate) draw_every: usize,
    /// How long a seat kept for an invited bot waits for it.
    pub(crate) bot_join: Duration,
    /// How long a person may take over a move in an untimed game against a bot.
    pub(crate) bot_move: Duration,
}

impl Timing {
    /// The knobs as the limits set them.
    #[must_use]
    pub(crate) fn from_limits(limits: &Limits) -> Timing {
        Timing {
            first_move: limits.first_move_timeout,
            grace_timed: limits.absence_grace_timed,
            grace_untimed: limits.absence_grace_untimed,
            lag_cap: limits.lag_cap,
            ask_again: limits.ask_again,
            ask_again_max: Duration::from_secs(10 * 60),
            draw_every: limits.draw_every,
            bot_join: limits.bot_join_timeout,
            bot_move: limits.bot_move_wait,
        }
    }
}

impl Default for Timing {
    fn default() -> Timing {
        Timing::from_limits(&Limits::default())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clocks_from_the_wire() {
        let clock = |initial_s, increment_s, per_move_s| ClockOptions {
            initial_s,
            increment_s,
            per_move_s,
        };
        let cases = [
            (clock(Some(180), Some(2), None), true),
            (clock(Some(60), None, None), true),
            (clock(None, None, Some(30)), true),
            (clock(Some(0), None, None), false),
            (clock(Some(10_801), None, None), false),
            (clock(Some(60), Some(181), None), false),
            (clock(None, None, Some(0)), false),
            (clock(None, Some(2), Some(30)), false),
            (clock(Some(60), None, Some(30)), false),
            (clock(None, None, None), false),
        ];
        for (wire, ok) in cases {
            let spec = ClockSpec::from_wire(wire);
            assert_eq!(spec.is_ok(), ok, "{wire:?}");
            if let Ok(spec) = spec {
                let back = spec.to_wire();
                assert_eq!(
                    ClockSpec::from_wire(back),
                    Ok(spec),
                    "round trip of {wire:?}"
                );
            }
        }
    }
}
