//! An engine in a seat: a task of its own that owns the engine's process and protocol
//! machine, takes the room's questions and hands back its answers. The room never waits on
//! it: a question is queued, the answer comes back through the callback the room gave, and a
//! question overtaken by an undo, a new game or a newer question is dropped (the engine is
//! killed if it was still thinking, and started afresh for the next one).

use std::sync::Arc;
use std::time::Duration;

use boardroom_engine::Move;
use tokio::sync::mpsc;
use tokio::time::Instant;
use tokio_util::sync::CancellationToken;
use tokio_util::task::TaskTracker;

use super::manager::{Ask, Input};
use super::registry::{Engine, EnginePermit};
use super::runner::{Outcome, Runner};

/// Questions waiting for a seat's task at most; a room has one in flight.
const QUEUE: usize = 4;

/// How long past its time an engine's answer is still taken: pipes and process start-up are
/// not the engine's fault.
pub(crate) const SLACK: Duration = Duration::from_millis(500);

/// How an engine failed to answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Failure {
    /// It did not answer within its time (given here).
    TimedOut(Duration),
    /// It crashed, could not start, or broke its protocol: the sentence says which.
    Broke(String),
}

/// What came of a question.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Answer {
    /// The engine's move, to be checked like anyone's.
    Moved(Move),
    /// It gave none.
    Failed(Failure),
}

/// A question for the seat's task.
#[derive(Debug)]
enum Request {
    /// Move in this position.
    Move {
        /// The room's turn the question is for.
        turn: u64,
        /// The position and the time.
        ask: Box<Ask>,
        /// How long the engine may take before it loses (at least the time it is told).
        limit: Duration,
    },
    /// Forget the question under way.
    Cancel,
}

/// The room's handle on an engine seat. Dropping it ends the task and kills the engine.
#[derive(Debug)]
pub(crate) struct EngineSeat {
    /// Where questions go.
    tx: mpsc::Sender<Request>,
}

impl EngineSeat {
    /// Starts the task of `engine`, holding one of the server's engine-process places until
    /// it ends; `answer` is called with each question's turn and answer.
    pub(crate) fn start(
        engine: &Arc<Engine>,
        permit: EnginePermit,
        tracker: &TaskTracker,
        shutdown: CancellationToken,
        answer: impl Fn(u64, Answer) + Send + 'static,
    ) -> EngineSeat {
        let (tx, rx) = mpsc::channel(QUEUE);
        let runner = Runner::new(
            engine.machine(),
            engine.spec.command.clone(),
            engine.spec.memory,
        );
        tracker.spawn(serve(runner, rx, shutdown, answer, permit));
        EngineSeat { tx }
    }

    /// Asks for a move in `ask`'s position, for the room's `turn`; the engine loses if it has
    /// not answered within `limit` (and [`SLACK`]).
    pub(crate) fn ask(&self, turn: u64, ask: Ask, limit: Duration) {
        // The room asks once per turn and the task reads at once: a full queue means the task
        // has ended, and then the room is closing.
        let _ = self.tx.try_send(Request::Move {
            turn,
            ask: Box::new(ask),
            limit,
        });
    }

    /// Drops the question under way, if any.
    pub(crate) fn cancel(&self) {
        let _ = self.tx.try_send(Request::Cancel);
    }
}

/// The seat's task: one question at a time, a newer one or a cancel overtaking it.
async fn serve(
    mut runner: Runner,
    mut rx: mpsc::Receiver<Request>,
    shutdown: CancellationToken,
    answer: impl Fn(u64, Answer) + Send + 'static,
    _permit: EnginePermit,
) {
    let mut next: Option<(u64, Box<Ask>, Duration)> = None;
    loop {
        let (turn, ask, limit) = match next.take() {
            Some(question) => question,
            None => {
                let request = tokio::select! {
                    request = rx.recv() => request,
                    () = runner.idle_line() => continue,
                    () = shutdown.cancelled() => None,
                };
                match request {
                    None => break,
                    Some(Request::Cancel) => continue,
                    Some(Request::Move { turn, ask, limit }) => (turn, ask, limit),
                }
            }
        };
        let limit = limit.max(ask.budget);
        let deadline = Instant::now() + limit + SLACK;
        let outcome = tokio::select! {
            outcome = runner.run(Input::Ask(&ask), deadline) => outcome,
            request = rx.recv() => {
                match request {
                    None => break,
                    // The engine may still be thinking: it is stopped, and started afresh.
                    Some(Request::Cancel) => runner.stop(),
                    Some(Request::Move { turn, ask, limit }) => next = Some((turn, ask, limit)),
                }
                continue;
            }
            () = shutdown.cancelled() => break,
        };
        let reply = match outcome {
            Outcome::Moved(mv) => Answer::Moved(mv),
            Outcome::TimedOut => Answer::Failed(Failure::TimedOut(limit)),
            Outcome::Fault(why) => Answer::Failed(Failure::Broke(why)),
            Outcome::Found(_) | Outcome::Idle => {
                Answer::Failed(Failure::Broke("gave no answer".to_owned()))
            }
        };
        answer(turn, reply);
    }
    runner.stop();
}
