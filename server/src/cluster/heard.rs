//! When the two sides of a room used across nodes last heard from each other: a stamp that the
//! tasks carrying the member's traffic (its commands, the room's frames and their answers)
//! set as it goes. A member's node tells the room it is there (`alive`) only after a second of
//! silence, and the room counts a member as gone only after [`super::gate`]'s silence: a game
//! under way says as much with its own moves, and at one move a room every two seconds the
//! `alive`s had been twice the moves' messages on the bus (docs/scaling.md).

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use tokio::time::Instant;

/// The last time something was heard, shared by the tasks that hear it.
#[derive(Debug, Clone)]
pub(crate) struct Heard {
    /// What the stamp counts from.
    epoch: Instant,
    /// Milliseconds from `epoch` to the last time heard.
    last_ms: Arc<AtomicU64>,
}

impl Heard {
    /// A stamp, heard at `now`.
    pub(crate) fn new(now: Instant) -> Heard {
        Heard {
            epoch: now,
            last_ms: Arc::new(AtomicU64::new(0)),
        }
    }

    /// Heard at `now` (an earlier time than the last changes nothing).
    pub(crate) fn at(&self, now: Instant) {
        let ms = u64::try_from(now.saturating_duration_since(self.epoch).as_millis())
            .unwrap_or(u64::MAX);
        self.last_ms.fetch_max(ms, Ordering::Relaxed);
    }

    /// Heard now.
    pub(crate) fn now(&self) {
        self.at(Instant::now());
    }

    /// How long nothing has been heard, at `now`.
    pub(crate) fn silent_for(&self, now: Instant) -> Duration {
        let last = self.epoch + Duration::from_millis(self.last_ms.load(Ordering::Relaxed));
        now.saturating_duration_since(last)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test(start_paused = true)]
    async fn silence_counts_from_the_last_time_heard_by_any_of_its_tasks() {
        let heard = Heard::new(Instant::now());
        let frames = heard.clone();
        tokio::time::advance(Duration::from_millis(700)).await;
        assert_eq!(heard.silent_for(Instant::now()), Duration::from_millis(700));
        frames.now();
        tokio::time::advance(Duration::from_millis(300)).await;
        assert_eq!(heard.silent_for(Instant::now()), Duration::from_millis(300));
        // A stamp from before the last changes nothing.
        heard.at(Instant::now() - Duration::from_millis(900));
        assert_eq!(heard.silent_for(Instant::now()), Duration::from_millis(300));
    }
}
