//! How long a bot may think.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// A search's limits: a deadline, and a flag another thread sets to stop it at once (an undo or
/// a resignation made the answer unwanted).
#[derive(Debug, Clone, Copy)]
pub struct Budget<'a> {
    /// When the bot must have answered.
    pub deadline: Instant,
    /// Set by the owner to cancel the search; the bot then returns its best move so far.
    pub stop: &'a AtomicBool,
}

impl<'a> Budget<'a> {
    /// A budget of `time` from now.
    #[must_use]
    pub fn new(time: Duration, stop: &'a AtomicBool) -> Budget<'a> {
        Budget {
            deadline: Instant::now() + time,
            stop,
        }
    }

    /// Whether the search must end now: the deadline has passed or the stop flag is set.
    #[must_use]
    pub fn exhausted(&self) -> bool {
        self.stop.load(Ordering::Relaxed) || Instant::now() >= self.deadline
    }

    /// Time left before the deadline (zero once it has passed).
    #[must_use]
    pub fn remaining(&self) -> Duration {
        self.deadline.saturating_duration_since(Instant::now())
    }
}
