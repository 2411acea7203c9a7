//! The review thread: takes reviews in the order they were asked for and judges their positions
//! one at a time, storing each before telling anyone, so that what a player was told is always
//! what a restart finds. It runs at nice 19, below the AI threads (nice 10) and the sockets.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Receiver;
use std::time::Duration;

use boardroom_engine::ai::Budget;
use boardroom_engine::review::{Effort, Review, Step};
use boardroom_protocol::ServerMsg;

use super::{Job, Shared, codec};
use crate::convert;
use crate::store::{Store, Write};

/// What the thread needs.
pub(super) struct Worker {
    /// The reviews to run.
    pub(super) jobs: Receiver<Job>,
    /// The book, for progress.
    pub(super) shared: Arc<Shared>,
    /// Where each step is stored.
    pub(super) store: Store,
    /// The server's runtime, to wait for the store's answers on.
    pub(super) runtime: tokio::runtime::Handle,
    /// How hard each position is searched.
    pub(super) effort: Effort,
    /// The longest one position's searches may take.
    pub(super) step_max: Duration,
    /// Raised at shutdown: the step under way is dropped.
    pub(super) stop: Arc<AtomicBool>,
}

/// Starts the thread. It ends at shutdown, or when the server drops its queue.
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
        while let Ok(job) = self.jobs.recv() {
            if self.stop.load(Ordering::Relaxed) {
                return;
            }
            let game_id = job.game_id;
            match self.review(job) {
                Outcome::Done(msg) => self.shared.finished(game_id, Some(&msg)),
                Outcome::Failed => self.shared.finished(game_id, None),
                Outcome::Stopped => return,
            }
        }
    }

    /// Runs one review to its end.
    fn review(&self, job: Job) -> Outcome {
        let game_id = job.game_id;
        let Ok(mut review) = Review::resume(&job.game, self.effort, job.seed, job.judged) else {
            return Outcome::Failed;
        };
        loop {
            let budget = Budget::new(self.step_max, &self.stop);
            match review.step(&budget) {
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
                }
                Step::Stopped => return Outcome::Stopped,
                Step::Done => {
                    let write = Write::FinishReview { game_id };
                    if let Err(e) = self.runtime.block_on(self.store.write(write)) {
                        tracing::warn!(game_id, error = %e, "a finished review was not stored");
                        return Outcome::Failed;
                    }
                    let msg = convert::game_review(&game_id.to_string(), &review);
                    return Outcome::Done(ServerMsg::Review(Box::new(msg)));
                }
            }
        }
    }
}

/// How a review ended.
enum Outcome {
    /// Every position judged and stored: the message for its watchers.
    Done(ServerMsg),
    /// The store failed it; what is stored stays, and asking again goes on from there.
    Failed,
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
