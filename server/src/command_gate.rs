//! The lobby's commands in progress on this node, capped. Under a storm (thousands of clients
//! signing in and opening rooms at once, or all the players of a dead node coming back
//! together) the commands that wait for the store or the cluster pile up, and each one waits
//! behind all the others: seconds, with nothing said. Past the cap a command waits at most
//! [`WAIT`] for a place, then is answered `server_busy` with when to ask again. So every
//! request is answered soon, with what it asked for or with a time to come back, and the
//! commands let in finish at the pace of the store rather than all of them late.
//!
//! A room's own messages (moves above all) do not pass here: they go to their room's bounded
//! queue, and a move must never be turned away for the lobby's sake.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use boardroom_protocol::ErrorCode;
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

use crate::refusal::Refusal;

/// How long a command waits for a place before it is told to come back.
pub(crate) const WAIT: Duration = Duration::from_millis(250);

/// The shortest hint to ask again: a command turned away is asked to wait this long, and this
/// long again for every whole cap of commands waiting with it.
const HINT: Duration = Duration::from_millis(500);

/// The longest hint to ask again.
const MAX_HINT: Duration = Duration::from_secs(5);

/// The places for the lobby's commands.
#[derive(Debug)]
pub(crate) struct CommandGate {
    /// One permit per command that may be in progress.
    places: Arc<Semaphore>,
    /// How many places there are.
    size: usize,
    /// Commands waiting for a place now.
    waiting: AtomicUsize,
}

/// A command's place, given back when dropped.
pub(crate) type Place = OwnedSemaphorePermit;

impl CommandGate {
    /// A gate of `size` places (at least one).
    #[must_use]
    pub(crate) fn new(size: usize) -> CommandGate {
        let size = size.max(1);
        CommandGate {
            places: Arc::new(Semaphore::new(size)),
            size,
            waiting: AtomicUsize::new(0),
        }
    }

    /// A place for a command: at once if one is free, else the first freed within [`WAIT`].
    ///
    /// # Errors
    /// `server_busy` with when to ask again, when no place came free in time.
    pub(crate) async fn enter(&self) -> Result<Place, Refusal> {
        if let Ok(place) = self.places.clone().try_acquire_owned() {
            return Ok(place);
        }
        let waiting = self.waiting.fetch_add(1, Ordering::Relaxed) + 1;
        let place = tokio::time::timeout(WAIT, self.places.clone().acquire_owned()).await;
        self.waiting.fetch_sub(1, Ordering::Relaxed);
        match place {
            Ok(Ok(place)) => Ok(place),
            // The semaphore is never closed; a timeout is the one way here.
            Ok(Err(_)) | Err(_) => Err(Refusal::later(
                ErrorCode::ServerBusy,
                "server-busy-retry",
                &[],
                hint(waiting, self.size),
            )),
        }
    }
}

/// When a command turned away while `waiting` commands waited for `size` places should ask
/// again: the busier the node, the later, so that the retries of a storm spread out.
fn hint(waiting: usize, size: usize) -> Duration {
    let rounds = u32::try_from(waiting / size.max(1)).unwrap_or(u32::MAX);
    HINT.saturating_mul(rounds.saturating_add(1)).min(MAX_HINT)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test(start_paused = true)]
    async fn a_free_place_is_taken_at_once_and_a_full_gate_answers_busy_after_its_wait() {
        let gate = CommandGate::new(2);
        let start = tokio::time::Instant::now();
        let first = gate.enter().await.expect("a free place");
        let _second = gate.enter().await.expect("a free place");
        assert_eq!(start.elapsed(), Duration::ZERO);
        let refused = gate.enter().await.expect_err("no place");
        assert_eq!(
            start.elapsed(),
            WAIT,
            "turned away after its wait, not later"
        );
        assert_eq!(refused.code, ErrorCode::ServerBusy);
        assert_eq!(refused.retry_in, Some(HINT));
        // A place given back is a place again.
        drop(first);
        let again = tokio::time::Instant::now();
        let _third = gate.enter().await.expect("the freed place");
        assert_eq!(again.elapsed(), Duration::ZERO);
    }

    #[tokio::test(start_paused = true)]
    async fn a_place_freed_while_a_command_waits_is_its() {
        let gate = Arc::new(CommandGate::new(1));
        let held = gate.enter().await.expect("a free place");
        let waiter = tokio::spawn({
            let gate = gate.clone();
            async move {
                let start = tokio::time::Instant::now();
                gate.enter().await.map(|_| start.elapsed())
            }
        });
        tokio::time::sleep(WAIT / 2).await;
        drop(held);
        let waited = waiter.await.expect("joined").expect("the place freed");
        assert_eq!(waited, WAIT / 2);
    }

    #[test]
    fn the_hint_grows_with_the_commands_waiting_up_to_its_most() {
        let check = |waiting, size, want: u64| {
            assert_eq!(
                hint(waiting, size),
                Duration::from_millis(want),
                "{waiting} waiting for {size} places"
            );
        };
        check(1, 256, 500);
        check(255, 256, 500);
        check(256, 256, 1000);
        check(1000, 256, 2000);
        check(100_000, 256, 5000);
        check(3, 0, 2000);
    }
}
