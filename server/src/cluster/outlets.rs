//! A room's way out to its members of other nodes, on the room's owner: each frame goes onto
//! the bus as the room sends it (one task of the node publishes them all, in order), numbered,
//! every [`FRAMES_ANSWERED`]th as a request whose answer, on the node's one subscription for
//! answers, says that the member's node has it, and every one before it, on its client's
//! queue. A member may have [`WINDOW`] frames (and the outbound byte budget) unanswered: past
//! that the room is refused as by a full queue, and resyncs the member once answers have come.
//!
//! A member had a queue here and a task draining it onto the bus, 1.5 KB for its life where a
//! local member has neither (docs/scaling.md); its frames wait where a local member's do, in its
//! client's queue, on its own node.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError, Weak};
use std::time::Duration;

use async_nats::Subject;
use axum::body::Bytes;
use axum::extract::ws::Utf8Bytes;
use futures_util::StreamExt;
use tokio::time::Instant;
use tokio_util::sync::CancellationToken;
use tokio_util::task::TaskTracker;

use super::heard::Heard;
use super::wire::{FRAMES_ANSWERED, numbered};
use crate::outbox::{Refused, Remote};

/// The most frames a member may have unanswered: four answers' worth, room for a burst (a
/// join's state and what follows it) while the first answer is on its way. The member's relay
/// on its node holds them all ([`super::relays::FRAMES_QUEUE`]).
pub(crate) const WINDOW: u64 = 4 * FRAMES_ANSWERED;

/// How long a member's node may leave a frame unanswered (its client's queue may be full for up
/// to the idle timeout before that node gives the client up): then the member counts as gone.
pub(crate) const FRAME_WAIT: Duration = Duration::from_secs(90);

/// A frame for the bus.
#[derive(Debug)]
struct Publish {
    subject: Subject,
    payload: Bytes,
    /// Where its answer goes, for one that asks for one.
    reply: Option<Subject>,
}

/// The node's outlets: the publisher's queue, and the outlets waiting for answers.
#[derive(Debug)]
pub(crate) struct Outlets {
    /// The prefix of the subjects answers come on, this node's.
    answers: String,
    /// The frames to publish, in the order the rooms sent them. Unbounded: each outlet's
    /// window bounds what it has here.
    queue: flume::Sender<Publish>,
    /// The publisher's end.
    frames: flume::Receiver<Publish>,
    /// The outlets, by number, for their answers.
    by_number: Mutex<HashMap<u64, Weak<Outlet>>>,
    /// The next outlet's number.
    next: AtomicU64,
}

impl Outlets {
    /// The outlets of the node `node`.
    pub(crate) fn new(node: &str) -> Outlets {
        let (queue, frames) = flume::unbounded();
        Outlets {
            answers: format!("boardroom.answer.{node}"),
            queue,
            frames,
            by_number: Mutex::default(),
            next: AtomicU64::new(1),
        }
    }

    fn lock(&self) -> MutexGuard<'_, HashMap<u64, Weak<Outlet>>> {
        self.by_number
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
    }

    /// A way out for a member whose frames go on `subject`, heard of last at `now`.
    pub(crate) fn open(
        self: &Arc<Self>,
        subject: String,
        budget: usize,
        now: tokio::time::Instant,
    ) -> Arc<Outlet> {
        let number = self.next.fetch_add(1, Ordering::Relaxed);
        let outlet = Arc::new(Outlet {
            outlets: self.clone(),
            number,
            subject: Subject::from(subject),
            budget: u64::try_from(budget.max(1)).unwrap_or(u64::MAX),
            window: Mutex::default(),
            heard: Heard::new(now),
        });
        self.lock().insert(number, Arc::downgrade(&outlet));
        outlet
    }

    /// Publishes the frames, and takes the answers once subscribed to them (before any
    /// frame of a room here can ask for one: the node follows its subjects before it opens a
    /// room), on two tasks of `tracker`, until `stop`.
    pub(crate) async fn run(
        self: &Arc<Self>,
        nats: &async_nats::Client,
        tracker: &TaskTracker,
        stop: &CancellationToken,
    ) {
        tracker.spawn(publish(self.frames.clone(), nats.clone(), stop.clone()));
        // Without it every remote member's window fills, and the room resyncs it in vain: the
        // node is as cut off as when it cannot take its rooms' commands.
        let subject = format!("{}.>", self.answers);
        let unless = "no answers to this node's frames";
        let Some(mut answers) = super::routes::subscribe(nats, subject, unless).await else {
            return;
        };
        let (outlets, until) = (self.clone(), stop.clone());
        tracker.spawn(async move {
            loop {
                tokio::select! {
                    () = until.cancelled() => return,
                    answer = answers.next() => match answer {
                        Some(answer) => outlets.answered(&answer.subject),
                        None => return,
                    },
                }
            }
        });
    }

    /// An answer came on `subject`: `<answers>.<outlet>.<frame>.<bytes>`.
    fn answered(&self, subject: &str) {
        let Some((outlet, frame, bytes)) = subject
            .strip_prefix(self.answers.as_str())
            .and_then(|rest| rest.strip_prefix('.'))
            .and_then(answer_of)
        else {
            return;
        };
        let outlet = self.lock().get(&outlet).and_then(Weak::upgrade);
        if let Some(outlet) = outlet {
            let now = Instant::now();
            outlet.window().answered(frame, bytes, now);
            outlet.heard.at(now);
        }
    }
}

/// Puts the rooms' frames for remote members on the bus, in the order they were sent, until
/// `stop` (the server is shutting down: the members will hear from the rooms' new owners).
async fn publish(
    frames: flume::Receiver<Publish>,
    nats: async_nats::Client,
    stop: CancellationToken,
) {
    loop {
        let frame = tokio::select! {
            () = stop.cancelled() => return,
            frame = frames.recv_async() => match frame {
                Ok(frame) => frame,
                Err(_) => return,
            },
        };
        let sent = match frame.reply {
            Some(reply) => {
                nats.publish_with_reply(frame.subject, reply, frame.payload)
                    .await
            }
            None => nats.publish(frame.subject, frame.payload).await,
        };
        if let Err(e) = sent {
            tracing::info!(error = %e, "cluster: a frame to a remote member not sent");
        }
    }
}

/// The outlet, frame and byte count an answer's subject names after the node's prefix.
fn answer_of(rest: &str) -> Option<(u64, u64, u64)> {
    let mut parts = rest.split('.').map(str::parse::<u64>);
    let answer = (
        parts.next()?.ok()?,
        parts.next()?.ok()?,
        parts.next()?.ok()?,
    );
    parts.next().is_none().then_some(answer)
}

/// One member's way out.
#[derive(Debug)]
pub(crate) struct Outlet {
    outlets: Arc<Outlets>,
    /// Its number among the node's outlets.
    number: u64,
    /// The member's subject.
    subject: Subject,
    /// The bytes it may have unanswered (a larger frame goes alone).
    budget: u64,
    /// What it has sent and what has been answered.
    window: Mutex<Window>,
    /// When its node last said anything of it: a command, an answer to a frame, or `alive`.
    heard: Heard,
}

impl Outlet {
    fn window(&self) -> MutexGuard<'_, Window> {
        self.window.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// When the member's node last said anything of it (the gate notes its commands here, the
    /// answers to its frames come here).
    pub(crate) fn heard(&self) -> &Heard {
        &self.heard
    }

    /// Whether frames were sent that no answer has covered yet (a loss of the bus may have
    /// lost them).
    pub(crate) fn unanswered(&self) -> bool {
        self.window().unanswered()
    }

    /// Whether the member's node has left a frame unanswered for [`FRAME_WAIT`] at `now`.
    pub(crate) fn stalled(&self, now: Instant) -> bool {
        self.window().stalled(now)
    }

    /// The member is gone: its frames are refused from now on.
    pub(crate) fn close(&self) {
        self.window().closed = true;
    }
}

impl Remote for Outlet {
    fn offer(&self, text: &Utf8Bytes) -> Result<(), Refused> {
        let mut window = self.window();
        let length = u64::try_from(text.len()).unwrap_or(u64::MAX);
        let (frame, asks) = window.offer(length, self.budget, Instant::now())?;
        let reply = asks.then(|| {
            Subject::from(format!(
                "{}.{}.{frame}.{}",
                self.outlets.answers, self.number, window.bytes
            ))
        });
        // Queued while the window is held, so that frames go in their numbers' order.
        self.outlets
            .queue
            .send(Publish {
                subject: self.subject.clone(),
                payload: numbered(frame, text.as_str()),
                reply,
            })
            .map_err(|_| Refused::Closed)
    }
}

impl Drop for Outlet {
    fn drop(&mut self) {
        self.outlets.lock().remove(&self.number);
    }
}

/// What a member has been sent and what its node has answered: the rule of the window, pure.
#[derive(Debug, Default)]
struct Window {
    /// Frames sent (the last one's number).
    sent: u64,
    /// Bytes sent.
    bytes: u64,
    /// Frames answered: every one up to this number.
    answered: u64,
    /// Bytes answered.
    answered_bytes: u64,
    /// Since when a frame that asked for an answer has waited for one.
    waiting_since: Option<Instant>,
    /// The member is gone.
    closed: bool,
}

impl Window {
    /// Takes a frame of `length` bytes at `now`, with `budget` bytes unanswered allowed: its
    /// number, and whether it asks for an answer.
    fn offer(&mut self, length: u64, budget: u64, now: Instant) -> Result<(u64, bool), Refused> {
        if self.closed {
            return Err(Refused::Closed);
        }
        let out = self.bytes - self.answered_bytes;
        let over = self.sent - self.answered >= WINDOW || (out > 0 && out + length > budget);
        if over {
            return Err(Refused::Full);
        }
        self.sent += 1;
        self.bytes += length;
        let asks = self.sent.is_multiple_of(FRAMES_ANSWERED);
        if asks && self.waiting_since.is_none() {
            self.waiting_since = Some(now);
        }
        Ok((self.sent, asks))
    }

    /// The member's node has frame `frame` (and every one before it: `bytes` in all) on its
    /// client's queue, at `now`.
    fn answered(&mut self, frame: u64, bytes: u64, now: Instant) {
        if frame <= self.answered || frame > self.sent || bytes > self.bytes {
            return;
        }
        self.answered = frame;
        self.answered_bytes = bytes.max(self.answered_bytes);
        let asked = self.sent - self.sent % FRAMES_ANSWERED;
        self.waiting_since = (asked > self.answered).then_some(now);
    }

    fn unanswered(&self) -> bool {
        self.sent > self.answered
    }

    fn stalled(&self, now: Instant) -> bool {
        self.waiting_since
            .is_some_and(|since| now.saturating_duration_since(since) >= FRAME_WAIT)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A step of a window's life: a frame of so many bytes offered, and what it should get; or
    /// an answer to a frame.
    enum Step {
        Offer(u64, Result<(u64, bool), Refused>),
        Answer(u64, u64),
    }

    fn check(budget: u64, steps: &[Step]) -> Window {
        let now = Instant::now();
        let mut window = Window::default();
        for (at, step) in steps.iter().enumerate() {
            match step {
                Step::Offer(length, expected) => {
                    assert_eq!(window.offer(*length, budget, now), *expected, "step {at}");
                }
                Step::Answer(frame, bytes) => window.answered(*frame, *bytes, now),
            }
        }
        window
    }

    #[test]
    fn frames_past_the_window_wait_for_answers() {
        use Step::{Answer, Offer};
        let mut steps: Vec<Step> = (1..=WINDOW)
            .map(|n| Offer(10, Ok((n, n.is_multiple_of(FRAMES_ANSWERED)))))
            .collect();
        steps.push(Offer(10, Err(Refused::Full)));
        // The first answer frees four frames' room.
        steps.push(Answer(FRAMES_ANSWERED, 10 * FRAMES_ANSWERED));
        steps.push(Offer(10, Ok((WINDOW + 1, false))));
        let window = check(1_000_000, &steps);
        assert!(window.unanswered());
        assert_eq!(window.answered, FRAMES_ANSWERED);
    }

    #[test]
    fn bytes_past_the_budget_wait_but_a_large_frame_goes_alone() {
        use Step::{Answer, Offer};
        check(
            100,
            &[
                Offer(500, Ok((1, false))),
                Offer(1, Err(Refused::Full)),
                Offer(1, Err(Refused::Full)),
                Answer(1, 500),
                Offer(60, Ok((2, false))),
                Offer(40, Ok((3, false))),
                Offer(1, Err(Refused::Full)),
            ],
        );
    }

    #[test]
    fn answers_out_of_turn_or_never_asked_change_nothing() {
        use Step::{Answer, Offer};
        let window = check(
            1000,
            &[
                Offer(10, Ok((1, false))),
                Offer(10, Ok((2, false))),
                // Beyond what was sent, and more bytes than were.
                Answer(5, 20),
                Answer(2, 500),
            ],
        );
        assert_eq!((window.answered, window.answered_bytes), (0, 0));
    }

    #[test]
    fn a_frame_unanswered_for_the_wait_stalls_the_member() {
        let start = Instant::now();
        let mut window = Window::default();
        for _ in 0..FRAMES_ANSWERED {
            window.offer(1, 100, start).expect("room");
        }
        assert!(!window.stalled(start + FRAME_WAIT / 2));
        assert!(window.stalled(start + FRAME_WAIT));
        window.answered(FRAMES_ANSWERED, FRAMES_ANSWERED, start + FRAME_WAIT);
        assert!(!window.stalled(start + 2 * FRAME_WAIT), "answered");
        assert!(!window.unanswered());
        window.closed = true;
        assert_eq!(window.offer(1, 100, start), Err(Refused::Closed));
    }

    #[test]
    fn an_answer_s_subject_names_its_outlet_frame_and_bytes() {
        assert_eq!(answer_of("7.12.3400"), Some((7, 12, 3400)));
        assert_eq!(answer_of("7.12"), None);
        assert_eq!(answer_of("7.12.3400.1"), None);
        assert_eq!(answer_of("7.x.3400"), None);
    }
}
