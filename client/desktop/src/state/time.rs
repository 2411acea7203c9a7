//! Times as people read them: the game clocks as the server last told them, read at a time
//! `now` the caller hands in (so they tick on a virtual clock in tests), and the faces of clocks,
//! countdowns and time controls. The same rules and texts as the web client's `state.js`; the
//! transcripts in `client/transcripts/` hold both to them.

use std::time::{Duration, Instant};

use boardroom_protocol::{ClockOptions, ClockState, Seat};

use crate::t;

/// Below this a clock shows tenths and warns (red, pulsing while it runs).
pub const LOW: Duration = Duration::from_secs(10);

/// Both clocks as the server last told them, and when that arrived.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Clock {
    /// Black's time left when told.
    pub black: Duration,
    /// White's time left when told.
    pub white: Duration,
    /// The seat whose clock runs, counting down from its time since `at`.
    pub running: Option<Seat>,
    /// Before both first moves: the time the side to move had, when told, to make its first.
    pub first_move: Option<Duration>,
    /// When the message with these times arrived.
    pub at: Instant,
}

impl Clock {
    /// The clocks of a `step` or `room_state` that arrived at `now`.
    #[must_use]
    pub fn told(state: &ClockState, now: Instant) -> Clock {
        Clock {
            black: Duration::from_millis(state.black_ms),
            white: Duration::from_millis(state.white_ms),
            running: state.running,
            first_move: state.first_move_ms.map(Duration::from_millis),
            at: now,
        }
    }

    /// `seat`'s time left at `now`: as told, less the time since if its clock runs.
    #[must_use]
    pub fn left(&self, seat: Seat, now: Instant) -> Duration {
        let told = match seat {
            Seat::Black => self.black,
            Seat::White => self.white,
        };
        if self.running == Some(seat) {
            told.saturating_sub(now.saturating_duration_since(self.at))
        } else {
            told
        }
    }

    /// The time left at `now` to make a first move, before both sides have made theirs.
    #[must_use]
    pub fn first_move_left(&self, now: Instant) -> Option<Duration> {
        self.first_move
            .map(|told| told.saturating_sub(now.saturating_duration_since(self.at)))
    }

    /// The clocks stopped at `now` (the end of the game): the running side's time counted down
    /// to `now`, `flagged`'s (the side whose time ran out) to zero.
    #[must_use]
    pub fn stopped(&self, now: Instant, flagged: Option<Seat>) -> Clock {
        let at_zero = |seat: Seat| {
            if flagged == Some(seat) {
                Duration::ZERO
            } else {
                self.left(seat, now)
            }
        };
        Clock {
            black: at_zero(Seat::Black),
            white: at_zero(Seat::White),
            running: None,
            first_move: None,
            at: now,
        }
    }
}

/// "m:ss" or "h:mm:ss" for a whole number of seconds.
fn minutes(total: u64) -> String {
    let (h, m, s) = (total / 3600, total % 3600 / 60, total % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

/// A game clock's face: "2:51", "1:02:03", and under ten seconds with tenths ("0:09.3").
/// Rounded down, as a chess clock is read: it shows 0:00.0 only when the time is really gone.
#[must_use]
pub fn format_clock(left: Duration) -> String {
    if left >= LOW {
        return minutes(left.as_secs());
    }
    let tenths = left.as_millis() / 100;
    format!("0:0{}.{}", tenths / 10, tenths % 10)
}

/// A countdown's face ("0:23"), rounded up: it says 0:00 only once the time has run out.
#[must_use]
pub fn format_countdown(left: Duration) -> String {
    minutes(seconds_left(left))
}

/// Whole seconds of `left`, rounded up (a wait of 0.2 s is still "1 s").
#[must_use]
pub fn seconds_left(left: Duration) -> u64 {
    left.as_millis()
        .div_ceil(1000)
        .try_into()
        .unwrap_or(u64::MAX)
}

/// A time control in a few characters: "3+2" (minutes, plus seconds a move), "90 s+0" when the
/// minutes are not whole, "30 s a move"; "" for an untimed game.
#[must_use]
pub fn time_control(clock: Option<&ClockOptions>) -> String {
    let Some(clock) = clock else {
        return String::new();
    };
    if let Some(per_move) = clock.per_move_s {
        return t!("clock-per-move", seconds = per_move);
    }
    let Some(initial) = clock.initial_s else {
        return String::new();
    };
    let increment = clock.increment_s.unwrap_or(0);
    if initial % 60 == 0 {
        format!("{}+{increment}", initial / 60)
    } else {
        t!(
            "clock-seconds-plus",
            seconds = initial,
            increment = increment
        )
    }
}

/// One of the create form's clock choices.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClockPreset {
    /// What goes into `options.clock`; `None` is untimed.
    pub clock: Option<ClockOptions>,
}

impl ClockPreset {
    /// What the form shows, in the player's language: "Untimed", "1 minute (1+0)", "3
    /// minutes + 2 s a move (3+2)", "30 s a move".
    #[must_use]
    pub fn label(&self) -> String {
        let Some(clock) = &self.clock else {
            return t!("clock-untimed");
        };
        match (clock.per_move_s, clock.initial_s) {
            (Some(_), _) | (None, None) => time_control(Some(clock)),
            (None, Some(initial)) => {
                let increment = clock.increment_s.unwrap_or(0);
                if initial % 60 != 0 {
                    time_control(Some(clock))
                } else if increment == 0 {
                    t!("clock-preset-sudden-death", minutes = initial / 60)
                } else {
                    t!(
                        "clock-preset-increment",
                        minutes = initial / 60,
                        increment = increment
                    )
                }
            }
        }
    }
}

/// A Fischer clock of `initial_s` seconds plus `increment_s` a move.
const fn fischer(initial_s: u32, increment_s: u32) -> Option<ClockOptions> {
    Some(ClockOptions {
        initial_s: Some(initial_s),
        increment_s: Some(increment_s),
        per_move_s: None,
    })
}

/// The create form's clock choices, in the order offered: untimed (the default), three Fischer
/// controls and a fixed time per move. The web client offers the same.
pub const CLOCK_PRESETS: [ClockPreset; 5] = [
    ClockPreset { clock: None },
    ClockPreset {
        clock: fischer(60, 0),
    },
    ClockPreset {
        clock: fischer(180, 2),
    },
    ClockPreset {
        clock: fischer(600, 5),
    },
    ClockPreset {
        clock: Some(ClockOptions {
            initial_s: None,
            increment_s: None,
            per_move_s: Some(30),
        }),
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn faces_read_as_people_read_them() {
        let ms = Duration::from_millis;
        for (left, face) in [
            (180_000, "3:00"),
            (59_999, "0:59"),
            (10_000, "0:10"),
            (9_999, "0:09.9"),
            (0, "0:00.0"),
            (3_723_000, "1:02:03"),
        ] {
            assert_eq!(format_clock(ms(left)), face, "{left} ms");
        }
        assert_eq!(format_countdown(ms(22_500)), "0:23");
        assert_eq!(format_countdown(ms(60_000)), "1:00");
        assert_eq!(format_countdown(Duration::ZERO), "0:00");
        let fischer_90 = ClockOptions {
            initial_s: Some(90),
            increment_s: None,
            per_move_s: None,
        };
        assert_eq!(time_control(Some(&fischer_90)), "90 s+0");
        let controls: Vec<String> = CLOCK_PRESETS
            .iter()
            .map(|p| time_control(p.clock.as_ref()))
            .collect();
        assert_eq!(controls, ["", "1+0", "3+2", "10+5", "30 s a move"]);
        let labels: Vec<String> = CLOCK_PRESETS.iter().map(ClockPreset::label).collect();
        assert_eq!(
            labels,
            [
                "Untimed",
                "1 minute (1+0)",
                "3 minutes + 2 s a move (3+2)",
                "10 minutes + 5 s a move (10+5)",
                "30 s a move"
            ]
        );
    }

    #[test]
    fn only_the_running_clock_counts_down_and_a_stopped_one_holds() {
        let start = Instant::now();
        let later = |ms| start + Duration::from_millis(ms);
        let clock = Clock::told(
            &ClockState {
                black_ms: 5_000,
                white_ms: 60_000,
                running: Some(Seat::Black),
                first_move_ms: None,
            },
            start,
        );
        assert_eq!(
            clock.left(Seat::Black, later(1_500)),
            Duration::from_millis(3_500)
        );
        assert_eq!(clock.left(Seat::Black, later(9_000)), Duration::ZERO);
        assert_eq!(
            clock.left(Seat::White, later(9_000)),
            Duration::from_secs(60)
        );
        let stopped = clock.stopped(later(2_000), None);
        assert_eq!(
            stopped.left(Seat::Black, later(50_000)),
            Duration::from_secs(3)
        );
        let flagged = clock.stopped(later(4_990), Some(Seat::Black));
        assert_eq!(flagged.left(Seat::Black, later(4_990)), Duration::ZERO);
    }
}
