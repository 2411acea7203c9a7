//! Where AI searches run: on a few threads of their own, in fair turns, never on the async
//! threads that serve sockets. The threads run at a lower scheduling priority (nice 10 on
//! Linux), so that on a machine with few cores a search running flat out yields to the sockets:
//! players' moves stay quick while the AI thinks.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;
use std::sync::{Arc, Mutex, MutexGuard, Weak};
use std::time::Duration;

use boardroom_engine::ai::{AnyBot, Bot, Budget, Level, Outlook};
use boardroom_engine::{AnyGame, Move};
use rand::SeedableRng;
use rand::rngs::SmallRng;

use crate::admission::AddressKey;
use crate::fair_queue::FairQueue;
use crate::metrics::Metrics;
use crate::shelf::Shelf;

/// Whose search it is, for fair turns: the address the room was created from, or, for a room
/// restored from the store, the room itself.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) enum Owner {
    /// A client address.
    Address(AddressKey),
    /// A room with no known creator.
    Room(Arc<str>),
}

/// Whose engine a search uses: the AI of one level in one room. A seat's engine is kept
/// between its searches (see [`Shelf`]), so that each starts from what the last one learned.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Seat {
    /// The room's code.
    pub(crate) room: Arc<str>,
    /// The level the AI plays at.
    pub(crate) level: Level,
}

/// A search waiting for its turn: all it needs to run on an AI thread.
struct Job(Box<dyn FnOnce() + Send>);

impl std::fmt::Debug for Job {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Job")
    }
}

/// The turns, and the way to the AI threads.
#[derive(Debug)]
struct Turns {
    /// Who runs next.
    queue: Mutex<FairQueue<Owner, Job>>,
    /// Started jobs, for the threads to take.
    started: mpsc::Sender<(Owner, Job)>,
}

impl Turns {
    /// The queue, whatever a panicking search left behind (its bookkeeping is plain counters).
    fn queue(&self) -> MutexGuard<'_, FairQueue<Owner, Job>> {
        self.queue
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Hands the jobs the queue started to the threads.
    fn hand_over(&self, jobs: Vec<(Owner, Job)>) {
        for job in jobs {
            // The threads stop only when the pool is dropped; then nothing is wanted.
            let _ = self.started.send(job);
        }
    }
}

/// Runs AI searches on `ai_searches` threads of their own, in fair turns by owner
/// ([`FairQueue`]): one owner's many searches delay another's by one search at most.
#[derive(Debug)]
pub(crate) struct AiPool {
    /// The turns, shared with the threads (which start the next job when one is done).
    turns: Arc<Turns>,
    /// Searches started and not yet answered (running or waiting).
    in_flight: Arc<AtomicUsize>,
    /// How many may be in flight before new AI seats are refused with `server_busy`.
    capacity: usize,
    /// Where searches started, running and queued are counted.
    metrics: Arc<Metrics>,
    /// The engines kept between searches: as many as run at once.
    shelf: Arc<Shelf<Seat, AnyBot>>,
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
    /// A pool running at most `running` searches at once (at most `running - 1` of one owner's,
    /// so that another owner always finds a thread soon) with room for `capacity` in flight.
    /// Its threads end when the pool is dropped.
    ///
    /// # Panics
    /// When the system cannot start a thread.
    #[must_use]
    pub(crate) fn new(running: usize, capacity: usize, metrics: Arc<Metrics>) -> AiPool {
        let running = running.max(1);
        let (started, jobs) = mpsc::channel::<(Owner, Job)>();
        let turns = Arc::new(Turns {
            queue: Mutex::new(FairQueue::new(running, running.saturating_sub(1))),
            started,
        });
        let jobs = Arc::new(Mutex::new(jobs));
        for n in 0..running {
            let (turns, jobs) = (Arc::downgrade(&turns), jobs.clone());
            std::thread::Builder::new()
                .name(format!("boardroom-ai-{n}"))
                .spawn(move || worker(&turns, &jobs))
                .expect("start an AI thread");
        }
        AiPool {
            turns,
            in_flight: Arc::new(AtomicUsize::new(0)),
            capacity: capacity.max(1),
            metrics,
            shelf: Arc::new(Shelf::new(running)),
        }
    }

    /// Whether the pool is so full that a new AI seat should be refused.
    #[must_use]
    pub(crate) fn is_busy(&self) -> bool {
        self.in_flight.load(Ordering::Relaxed) >= self.capacity
    }

    /// Starts a search for `game` by `seat`'s engine within `budget`, in `owner`'s turn;
    /// `answer` gets the move (or `None` if the search was cancelled or found nothing). The
    /// caller checks that the answer is still wanted when it arrives.
    pub(crate) fn search<F>(
        &self,
        owner: Owner,
        seat: Seat,
        game: AnyGame,
        budget: Duration,
        answer: F,
    ) -> SearchHandle
    where
        F: FnOnce(Option<Move>) + Send + 'static,
    {
        let shelf = self.shelf.clone();
        self.run(
            owner,
            move |budget, rng| seated(&shelf, seat, |bot| bot.choose(&game, budget, rng)),
            budget,
            answer,
        )
    }

    /// Starts judging how the side to move stands in `game` (what the AI weighs a draw offer
    /// by) with `seat`'s engine, in `owner`'s turn; `answer` gets the verdict, `None` if there
    /// is none.
    pub(crate) fn judge<F>(
        &self,
        owner: Owner,
        seat: Seat,
        game: AnyGame,
        budget: Duration,
        answer: F,
    ) where
        F: FnOnce(Option<Outlook>) + Send + 'static,
    {
        let shelf = self.shelf.clone();
        self.run(
            owner,
            move |budget, rng| seated(&shelf, seat, |bot| bot.outlook(&game, budget, rng)),
            budget,
            answer,
        );
    }

    /// Queues `job` in `owner`'s turn, to run on an AI thread within `budget`, and hands its
    /// result to `answer` unless the search was cancelled.
    fn run<T, J, F>(&self, owner: Owner, job: J, budget: Duration, answer: F) -> SearchHandle
    where
        T: Send + 'static,
        J: FnOnce(&Budget<'_>, &mut SmallRng) -> Option<T> + Send + 'static,
        F: FnOnce(Option<T>) + Send + 'static,
    {
        let stop = Arc::new(AtomicBool::new(false));
        let handle = SearchHandle { stop: stop.clone() };
        let in_flight = self.in_flight.clone();
        in_flight.fetch_add(1, Ordering::Relaxed);
        let metrics = self.metrics.clone();
        metrics.ai_searches_total.fetch_add(1, Ordering::Relaxed);
        metrics.ai_queued.fetch_add(1, Ordering::Relaxed);
        let work = Job(Box::new(move || {
            metrics.ai_queued.fetch_sub(1, Ordering::Relaxed);
            // A search cancelled while it waited costs nothing.
            let chosen = if stop.load(Ordering::Relaxed) {
                None
            } else {
                metrics.ai_running.fetch_add(1, Ordering::Relaxed);
                let budget = Budget::new(budget, &stop);
                let mut rng = SmallRng::from_rng(&mut rand::rng());
                let chosen = job(&budget, &mut rng);
                metrics.ai_running.fetch_sub(1, Ordering::Relaxed);
                chosen
            };
            in_flight.fetch_sub(1, Ordering::Relaxed);
            if !stop.load(Ordering::Relaxed) {
                answer(chosen);
            }
        }));
        let start = self.turns.queue().push(owner, work);
        self.turns.hand_over(start);
        handle
    }
}

/// What `ask` makes of `seat`'s engine: the one kept on `shelf`, or a new one, put back on it
/// afterwards.
fn seated<T>(shelf: &Shelf<Seat, AnyBot>, seat: Seat, ask: impl FnOnce(&mut AnyBot) -> T) -> T {
    let mut bot = shelf.take(&seat).unwrap_or_else(|| AnyBot::new(seat.level));
    let answer = ask(&mut bot);
    shelf.put(seat, bot);
    answer
}

/// One AI thread: takes started jobs until the pool is gone; after each, its owner's turn is
/// handed on.
fn worker(turns: &Weak<Turns>, jobs: &Mutex<mpsc::Receiver<(Owner, Job)>>) {
    lower_priority();
    loop {
        let next = jobs
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .recv();
        let Ok((owner, job)) = next else { return };
        // A search that panics still gives its turn back.
        let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(job.0));
        let Some(turns) = turns.upgrade() else { return };
        let start = turns.queue().done(&owner);
        turns.hand_over(start);
    }
}

/// Puts the calling thread at nice 10 (Linux): the sockets' threads come first.
fn lower_priority() {
    #[cfg(target_os = "linux")]
    if let Err(e) = rustix::process::setpriority_process(Some(rustix::thread::gettid()), 10) {
        tracing::debug!(error = %e, "AI thread priority unchanged");
    }
}
