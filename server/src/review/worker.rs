//! The review thread: judges one position at a time, storing each before telling anyone, so
//! that what a player was told is always what a restart finds. It runs at nice 19, below the AI
//! threads (nice 10) and the sockets.
//!
//! Reviews take turns a position at a time, by owner (the address that asked), through the
//! same [`FairQueue`] the AI pool uses: after each position the review goes to the back of its
//! owner's line and the next owner's review has the thread. However many long games one address
//! has queued, another's short review waits one position per position of its own, never for
//! the queue to drain.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, Sender};
use std::sync::{Arc, Mutex, MutexGuard, Weak};
use std::time::Duration;

use boardroom_engine::ai::Budget;
use boardroom_engine::review::Step;
use boardroom_protocol::ServerMsg;

use super::{Job, Owner, Shared, codec};
use crate::convert;
use crate::fair_queue::FairQueue;
use crate::hints;
use crate::refusal::Refusal;
use crate::store::{Store, Write};

/// Who has the thread next, and the way to it.
#[derive(Debug)]
pub(super) struct Turns {
    /// The reviews waiting, by owner; one runs at a time.
    queue: Mutex<FairQueue<Owner, Job>>,
    /// Reviews whose turn it is, for the thread to take.
    started: Sender<(Owner, Job)>,
}

impl Turns {
    /// The turns, and the thread's end of them.
    pub(super) fn new() -> (Turns, Receiver<(Owner, Job)>) {
        let (started, jobs) = std::sync::mpsc::channel();
        let turns = Turns {
            queue: Mutex::new(FairQueue::new(1, 1)),
            started,
        };
        (turns, jobs)
    }

    /// The queue, whatever a panic left behind (its bookkeeping is plain counters).
    fn queue(&self) -> MutexGuard<'_, FairQueue<Owner, Job>> {
        self.queue
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Queues `job` in `owner`'s line.
    pub(super) fn push(&self, owner: Owner, job: Job) {
        let start = self.queue().push(owner, job);
        self.hand_over(start);
    }

    /// Hands the jobs the queue started to the thread.
    fn hand_over(&self, jobs: Vec<(Owner, Job)>) {
        for job in jobs {
            // The thread stops only at shutdown or with the server: then nothing is wanted.
            let _ = self.started.send(job);
        }
    }
}

/// What the thread needs.
pub(super) struct Worker {
    /// The reviews whose turn it is.
    pub(super) jobs: Receiver<(Owner, Job)>,
    /// The turns, to hand a review back to its owner's line after each position; held weakly,
    /// so that the thread ends with the server.
    pub(super) turns: Weak<Turns>,
    /// The book, for progress.
    pub(super) shared: Arc<Shared>,
    /// Where each step is stored.
    pub(super) store: Store,
    /// The server's runtime, to wait for the store's answers on.
    pub(super) runtime: tokio::runtime::Handle,
    /// The longest one position's searches may take.
    pub(super) step_max: Duration,
    /// Raised at shutdown: the step under way is dropped.
    pub(super) stop: Arc<AtomicBool>,
}

/// Starts the thread. It ends at shutdown, or when the server drops its turns.
pub(super) fn spawn(worker: Worker) {
    let started = std::thread::Builder::new()
        .name("boardroom-review".into())
        .spawn(move || worker.run());
    if let Err(e) = started {
        tracing::error!(error = %e, "the review thread did not start; reviews wait");
    }
}

impl Worker {
    fn run(self) {
        lowest_priority();
        while let Ok((owner, mut job)) = self.jobs.recv() {
            if self.stop.load(Ordering::Relaxed) {
                return;
            }
            let game_id = job.game_id;
            let outcome = self.step(&mut job);
            let Some(turns) = self.turns.upgrade() else {
                return;
            };
            // The review (if it goes on) joins the back of the line while it still holds the
            // thread, and only then gives its turn up: so it queues behind the owners waiting
            // now, and the next of them runs (pushed after, it would queue behind an owner
            // that has several reviews, and that owner would run twice for its once).
            let mut queue = turns.queue();
            let mut start = Vec::new();
            match outcome {
                Outcome::More => start.extend(queue.push(owner, job)),
                Outcome::Done(msg) => self.shared.finished(game_id, Some(&msg)),
                Outcome::Failed => self.shared.finished(game_id, None),
                Outcome::Halted(msg) => self.shared.halted(game_id, &msg),
                Outcome::Stopped => return,
            }
            start.extend(queue.done(&owner));
            drop(queue);
            turns.hand_over(start);
        }
    }

    /// Judges the next position of `job`'s review and stores it, or stores the review as
    /// finished; halts it when a position still to judge reaches a game of its asker's under
    /// way (one begun while the review waited: the check when it was asked found none).
    fn step(&self, job: &mut Job) -> Outcome {
        let game_id = job.game_id;
        if let Err(refusal) = self.reaches_live(job) {
            let why = refusal.into_error("request_review");
            return Outcome::Halted(why);
        }
        let budget = Budget::new(self.step_max, &self.stop);
        match job.review.step(&budget) {
            Step::Judged {
                ply, evaluation, ..
            } => {
                let write = Write::ReviewStep {
                    game_id,
                    ply,
                    evaluation: codec::to_text(&evaluation),
                };
                if let Err(e) = self.runtime.block_on(self.store.write(write)) {
                    tracing::warn!(game_id, error = %e, "a review step was not stored");
                    return Outcome::Failed;
                }
                self.shared.progress(game_id, ply + 1);
                Outcome::More
            }
            Step::Stopped => Outcome::Stopped,
            Step::Done => {
                let write = Write::FinishReview { game_id };
                if let Err(e) = self.runtime.block_on(self.store.write(write)) {
                    tracing::warn!(game_id, error = %e, "a finished review was not stored");
                    return Outcome::Failed;
                }
                let msg = convert::game_review(&self.shared.ids.public(game_id), &job.review);
                Outcome::Done(ServerMsg::Review(Box::new(msg)))
            }
        }
    }

    /// Refuses to go on with `job` when one of the positions it has still to judge reaches a
    /// game its asker has under way now (`hints.rs`), or when that cannot be read.
    fn reaches_live(&self, job: &Job) -> Result<(), Refusal> {
        let live = self
            .runtime
            .block_on(hints::live_positions(&self.store, job.asker))?;
        if live.is_empty() {
            return Ok(());
        }
        let judged = job.review.evaluations().len();
        let positions = hints::positions(job.review.game());
        hints::refuse_reaching(
            positions.get(judged..).unwrap_or_default(),
            &live,
            "review_rest",
        )
    }
}

/// What one turn came to.
enum Outcome {
    /// A position judged and stored; the review goes on at its owner's next turn.
    More,
    /// Every position judged and stored: the message for its watchers.
    Done(ServerMsg),
    /// The store failed it; what is stored stays, and asking again goes on from there.
    Failed,
    /// A position still to judge reaches a game of the asker's under way: the review stops
    /// where it is (what is stored stays, and asking again once that game ends goes on), and
    /// its watchers get this `error` saying why.
    Halted(ServerMsg),
    /// The server is shutting down.
    Stopped,
}

/// Puts the calling thread at nice 19 (Linux): live games' AI and the sockets come first.
fn lowest_priority() {
    #[cfg(target_os = "linux")]
    if let Err(e) = rustix::process::setpriority_process(Some(rustix::thread::gettid()), 19) {
        tracing::debug!(error = %e, "review thread priority unchanged");
    }
}
