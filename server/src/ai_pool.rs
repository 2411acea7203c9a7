//! Where AI searches run: on tokio's blocking threads, at most a few at once, never on the async
//! threads that serve sockets.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

use boardroom_engine::ai::{AnyBot, Bot, Budget, Level, Outlook};
use boardroom_engine::{AnyGame, Move};
use rand::SeedableRng;
use rand::rngs::SmallRng;
use tokio::sync::Semaphore;
use tokio_util::task::TaskTracker;

use crate::metrics::Metrics;

/// Runs AI searches: a semaphore of `ai_searches` permits in front of the blocking pool, and a
/// count of the searches waiting for one.
#[derive(Debug)]
pub(crate) struct AiPool {
    /// One permit per search allowed to run at once.
    permits: Arc<Semaphore>,
    /// Searches started and not yet answered (running or waiting).
    in_flight: Arc<AtomicUsize>,
    /// How many may be in flight before new AI seats are refused with `server_busy`.
    capacity: usize,
    /// Tracks the search tasks so that shutdown waits for them.
    tracker: TaskTracker,
    /// Where searches started, running and queued are counted.
    metrics: Arc<Metrics>,
}

/// A search under way: setting `stop` makes it answer at once (the answer is then ignored).
#[derive(Debug, Clone)]
pub(crate) struct SearchHandle {
    /// The search's stop flag, shared with its budget.
    pub(crate) stop: Arc<AtomicBool>,
}

impl SearchHandle {
    /// Asks the search to stop; its answer will be stale and dropped.
    pub(crate) fn cancel(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

impl AiPool {
    /// A pool running at most `running` searches at once with room for `capacity` in flight.
    #[must_use]
    pub(crate) fn new(
        running: usize,
        capacity: usize,
        tracker: TaskTracker,
        metrics: Arc<Metrics>,
    ) -> AiPool {
        AiPool {
            permits: Arc::new(Semaphore::new(running.max(1))),
            in_flight: Arc::new(AtomicUsize::new(0)),
            capacity: capacity.max(1),
            tracker,
            metrics,
        }
    }

    /// Whether the pool is so full that a new AI seat should be refused.
    #[must_use]
    pub(crate) fn is_busy(&self) -> bool {
        self.in_flight.load(Ordering::Relaxed) >= self.capacity
    }

    /// Starts a search for `game` at `level` within `budget`; `answer` gets the move (or `None`
    /// if the search was cancelled or found nothing). The caller checks that the answer is still
    /// wanted when it arrives.
    pub(crate) fn search<F>(
        &self,
        game: AnyGame,
        level: Level,
        budget: Duration,
        answer: F,
    ) -> SearchHandle
    where
        F: FnOnce(Option<Move>) + Send + 'static,
    {
        self.run(
            move |budget, rng| AnyBot::new(level).choose(&game, budget, rng),
            budget,
            answer,
        )
    }

    /// Starts judging how the side to move stands in `game` (what the AI weighs a draw offer
    /// by); `answer` gets the verdict, `None` if there is none.
    pub(crate) fn judge<F>(&self, game: AnyGame, level: Level, budget: Duration, answer: F)
    where
        F: FnOnce(Option<Outlook>) + Send + 'static,
    {
        self.run(
            move |budget, rng| AnyBot::new(level).outlook(&game, budget, rng),
            budget,
            answer,
        );
    }

    /// Runs `job` on a blocking thread once a permit is free, within `budget`, and hands its
    /// result to `answer` unless the search was cancelled.
    fn run<T, J, F>(&self, job: J, budget: Duration, answer: F) -> SearchHandle
    where
        T: Send + 'static,
        J: FnOnce(&Budget<'_>, &mut SmallRng) -> Option<T> + Send + 'static,
        F: FnOnce(Option<T>) + Send + 'static,
    {
        let stop = Arc::new(AtomicBool::new(false));
        let handle = SearchHandle { stop: stop.clone() };
        let permits = self.permits.clone();
        let in_flight = self.in_flight.clone();
        in_flight.fetch_add(1, Ordering::Relaxed);
        let metrics = self.metrics.clone();
        metrics.ai_searches_total.fetch_add(1, Ordering::Relaxed);
        metrics.ai_queued.fetch_add(1, Ordering::Relaxed);
        self.tracker.spawn(async move {
            let permit = permits.acquire_owned().await;
            metrics.ai_queued.fetch_sub(1, Ordering::Relaxed);
            let chosen = match permit {
                Ok(permit) if !stop.load(Ordering::Relaxed) => {
                    let stop = stop.clone();
                    metrics.ai_running.fetch_add(1, Ordering::Relaxed);
                    let chosen = tokio::task::spawn_blocking(move || {
                        let _permit = permit;
                        let budget = Budget::new(budget, &stop);
                        let mut rng = SmallRng::from_rng(&mut rand::rng());
                        job(&budget, &mut rng)
                    })
                    .await
                    .ok()
                    .flatten();
                    metrics.ai_running.fetch_sub(1, Ordering::Relaxed);
                    chosen
                }
                _ => None,
            };
            in_flight.fetch_sub(1, Ordering::Relaxed);
            if !stop.load(Ordering::Relaxed) {
                answer(chosen);
            }
        });
        handle
    }
}
