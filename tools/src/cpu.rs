//! The CPU time of the running thread, from Linux's `/proc/thread-self/schedstat`: on a busy
//! machine a thread often waits for a CPU, and these figures tell that wait from the work.

use std::time::Duration;

/// The schedstat field `index` (0: time on a CPU, 1: time waiting for one), if readable.
fn schedstat(index: usize) -> Option<Duration> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let nanos = text.split_whitespace().nth(index)?.parse().ok()?;
    Some(Duration::from_nanos(nanos))
}

/// The CPU time this thread has used so far (`None` where the system does not say).
#[must_use]
pub fn cpu_time() -> Option<Duration> {
    schedstat(0)
}

/// How long this thread has waited, runnable, for a CPU since it started (zero where the
/// system does not say). A late move on a busy machine is usually late by this wait, not by
/// the bot.
#[must_use]
pub fn cpu_wait() -> Duration {
    schedstat(1).unwrap_or_default()
}
