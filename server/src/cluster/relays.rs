//! A relay without a task of its own: what it has to do (its client's commands, its room's
//! frames, a look after the room when one is due) waits in its line, and a task runs it only
//! while there is some, handing the relay back to the line when the line is empty. A task for
//! each remote member, waiting all its life on a queue for its commands and one for its frames,
//! was the largest part of what a remote member cost over a local one (the task 640 bytes, the
//! queues 310, of 2.95 KB: docs/scaling.md). The node's one sweep (every [`ALIVE_EVERY`], and
//! at once when a node goes quiet) puts a look in the line of each relay that is due one, where
//! each relay had a timer.
//!
//! The line keeps the order in which things came, and a relay does one at a time, as its task
//! did. It holds [`ROOM_QUEUE`] commands (a client's session waits beyond that) and
//! [`FRAMES_QUEUE`] frames (one past it is dropped: a gap in the frames' numbers, and the
//! member joins again, as a route's full queue did).

use std::collections::VecDeque;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError, Weak};

use tokio::sync::{Notify, watch};
use tokio::time::Instant;
use tokio_util::sync::CancellationToken;
use tokio_util::task::TaskTracker;

use super::relay::{ALIVE_EVERY, CHECK_EVERY, Relay};
use super::routes::Take;
use crate::room::{Envelope, ROOM_QUEUE, Relayed};

/// Frames a member's line holds before its relay has taken them. The room's owner sends a
/// member at most [`super::outlets::WINDOW`] frames unanswered, so that many is the most such a
/// line holds from one way out; the rest is slack for one the owner gave up and a new one.
pub(crate) const FRAMES_QUEUE: usize = 2 * super::outlets::WINDOW as usize;

/// What waits for a relay.
#[derive(Debug)]
enum Work {
    /// A command of its client's.
    Command(Box<Envelope>),
    /// A frame of its room's for its client.
    Frame(Box<async_nats::Message>),
    /// Time to look after the room.
    Look,
    /// Its client's session has ended.
    Ended,
}

/// One relay's line, and the relay while no task runs it.
#[derive(Debug)]
pub(crate) struct Line {
    /// This line, as its relay's task and its route hold it.
    me: Weak<Line>,
    state: Mutex<State>,
    /// Notified as a command leaves a full line, and as the relay ends.
    space: Notify,
    /// Where the relay's task runs, while it has one.
    tracker: TaskTracker,
    /// Cancelled as the server shuts down: the relay ends.
    shutdown: CancellationToken,
}

#[derive(Debug)]
struct State {
    /// What waits, in the order it came.
    work: VecDeque<Work>,
    /// How many of it are commands, and how many frames.
    commands: usize,
    frames: usize,
    /// Whether a look waits.
    look_waits: bool,
    /// When the relay next looks after its room, unless something comes first.
    look_at: Instant,
    /// The relay while no task runs it: `None` while one does, and once it has ended.
    idle: Option<Box<Relay>>,
    /// Whether the relay has ended.
    ended: bool,
}

/// Why something was not put in a line.
enum Refused {
    /// The line holds as many of its kind as it may.
    Full(Work),
    /// The relay has ended.
    Ended,
}

impl Line {
    /// A line for the relay `make` builds (given the line, to route its frames to), idle until
    /// something comes; registered with `relays` for the sweep.
    pub(crate) fn start(
        relays: &Relays,
        tracker: TaskTracker,
        shutdown: CancellationToken,
        make: impl FnOnce(Weak<Line>) -> Relay,
    ) -> Arc<Line> {
        let line = Arc::new_cyclic(|me: &Weak<Line>| {
            let relay = Box::new(make(me.clone()));
            Line::new(me, Some(relay), tracker, shutdown)
        });
        relays.add(&line);
        line
    }

    /// The line `me`, with `idle` the relay while no task runs it.
    fn new(
        me: &Weak<Line>,
        idle: Option<Box<Relay>>,
        tracker: TaskTracker,
        shutdown: CancellationToken,
    ) -> Line {
        Line {
            me: me.clone(),
            state: Mutex::new(State {
                work: VecDeque::new(),
                commands: 0,
                frames: 0,
                look_waits: false,
                look_at: Instant::now() + CHECK_EVERY,
                idle,
                ended: false,
            }),
            space: Notify::new(),
            tracker,
            shutdown,
        }
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Puts `work` in the line, and starts a task for the relay if none runs it.
    fn put(&self, work: Work) -> Result<(), Refused> {
        let mut state = self.lock();
        if state.ended {
            return Err(Refused::Ended);
        }
        match &work {
            Work::Command(_) if state.commands >= ROOM_QUEUE => return Err(Refused::Full(work)),
            Work::Frame(_) if state.frames >= FRAMES_QUEUE => return Err(Refused::Full(work)),
            Work::Command(_) => state.commands += 1,
            Work::Frame(_) => state.frames += 1,
            Work::Look if state.look_waits => return Ok(()),
            Work::Look => state.look_waits = true,
            Work::Ended => {}
        }
        state.work.push_back(work);
        let idle = state.idle.take();
        drop(state);
        if let Some(relay) = idle
            && let Some(line) = self.me.upgrade()
        {
            self.tracker.spawn(line.run(relay));
        }
        Ok(())
    }

    /// The next thing to do; `None` when the line is empty, the relay then handed back to it.
    fn next(&self, relay: &mut Option<Box<Relay>>) -> Option<Work> {
        let mut state = self.lock();
        let Some(work) = state.work.pop_front() else {
            state.idle = relay.take();
            // What an idle line holds: nothing (its buffer grew with a burst).
            state.work = VecDeque::new();
            return None;
        };
        match &work {
            Work::Command(_) => {
                if state.commands == ROOM_QUEUE {
                    self.space.notify_one();
                }
                state.commands -= 1;
            }
            Work::Frame(_) => state.frames -= 1,
            Work::Look => state.look_waits = false,
            Work::Ended => {}
        }
        Some(work)
    }

    /// The relay's task: does what is in the line, one thing at a time, until it is empty or
    /// the relay ends.
    async fn run(self: Arc<Self>, relay: Box<Relay>) {
        let mut relay = Some(relay);
        while let Some(work) = self.next(&mut relay) {
            let Some(running) = relay.as_mut() else {
                return;
            };
            let step = async {
                match work {
                    Work::Command(envelope) => running.on_cmd(*envelope).await,
                    Work::Frame(message) => {
                        running.on_frame(message).await;
                        true
                    }
                    Work::Look => running.still_there().await,
                    Work::Ended => {
                        running.ended().await;
                        false
                    }
                }
            };
            let goes_on = tokio::select! {
                biased;
                () = self.shutdown.cancelled() => false,
                goes_on = Box::pin(step) => goes_on,
            };
            if !goes_on {
                self.end();
                return;
            }
            let now = Instant::now();
            let look_at = now + running.next_look(now);
            self.lock().look_at = look_at;
        }
    }

    /// The relay has ended: what waits in its line is dropped (its commands' senders are
    /// answered: closed), and nothing more is taken.
    fn end(&self) {
        let waiting = {
            let mut state = self.lock();
            state.ended = true;
            state.idle = None;
            std::mem::take(&mut state.work)
        };
        drop(waiting);
        self.space.notify_waiters();
        self.space.notify_one();
    }

    /// Puts a look in the line if one is due at `now` (or whenever, with `now` `None`);
    /// whether the relay goes on.
    fn look(&self, now: Option<Instant>) -> bool {
        let due = {
            let state = self.lock();
            if state.ended {
                return false;
            }
            now.is_none_or(|now| state.look_at <= now)
        };
        if due {
            let _ = self.put(Work::Look);
        }
        true
    }
}

impl Take for Line {
    /// A frame for the relay's client; one that finds the relay ended is dropped with it.
    fn take(&self, message: Box<async_nats::Message>) -> Result<(), Box<async_nats::Message>> {
        match self.put(Work::Frame(message)) {
            Err(Refused::Full(Work::Frame(message))) => Err(message),
            _ => Ok(()),
        }
    }
}

/// The client's end of a relay: what its session's room handle holds. Its end, as the last
/// handle goes, tells the relay that the session has ended.
#[derive(Debug)]
pub(crate) struct ClientEnd(pub(crate) Arc<Line>);

impl Relayed for ClientEnd {
    fn offer(&self, envelope: Box<Envelope>) -> Result<(), Option<Box<Envelope>>> {
        match self.0.put(Work::Command(envelope)) {
            Ok(()) => Ok(()),
            Err(Refused::Full(Work::Command(envelope))) => Err(Some(envelope)),
            Err(_) => Err(None),
        }
    }

    fn space(&self) -> &Notify {
        &self.0.space
    }

    fn is_closed(&self) -> bool {
        self.0.lock().ended
    }
}

impl Drop for ClientEnd {
    fn drop(&mut self) {
        let _ = self.0.put(Work::Ended);
    }
}

/// The relays of this node's members, for the sweep.
#[derive(Debug, Default)]
pub(crate) struct Relays {
    lines: Mutex<Vec<Weak<Line>>>,
}

impl Relays {
    fn lock(&self) -> MutexGuard<'_, Vec<Weak<Line>>> {
        self.lines.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn add(&self, line: &Arc<Line>) {
        self.lock().push(Arc::downgrade(line));
    }

    /// Every [`ALIVE_EVERY`], puts a look in the line of each relay that is due one, and in
    /// every relay's line at once when a node goes quiet (perhaps a room's owner); forgets the
    /// relays that have ended. Until `stop`.
    pub(crate) async fn sweep(
        self: Arc<Self>,
        mut quiet: watch::Receiver<u64>,
        stop: CancellationToken,
    ) {
        let mut every = tokio::time::interval(ALIVE_EVERY);
        every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            let now = tokio::select! {
                _ = every.tick() => Some(Instant::now()),
                Ok(()) = quiet.changed() => None,
                () = stop.cancelled() => return,
            };
            self.lock()
                .retain(|line| line.upgrade().is_some_and(|line| line.look(now)));
        }
    }
}

#[cfg(test)]
mod tests {
    use futures_util::FutureExt;

    use super::*;
    use crate::room::{RoomCmd, RoomHandle};

    impl Line {
        /// A line whose relay is busy (as if its task ran it, which never takes anything).
        fn busy(relays: &Relays) -> Arc<Line> {
            let line = Arc::new_cyclic(|me| {
                Line::new(me, None, TaskTracker::new(), CancellationToken::new())
            });
            relays.add(&line);
            line
        }
    }

    fn frame() -> Box<async_nats::Message> {
        Box::new(async_nats::Message {
            subject: "boardroom.member.n.1.AAAA".into(),
            reply: None,
            payload: "1 {}".into(),
            headers: None,
            status: None,
            description: None,
            length: 4,
        })
    }

    #[test]
    fn a_line_holds_back_a_flood_of_commands_and_ends_with_its_relay() {
        let line = Line::busy(&Relays::default());
        let handle = RoomHandle::relayed("ABCD".into(), Arc::new(ClientEnd(line.clone())));
        let send = || handle.send(Envelope::new(1, RoomCmd::Leave)).now_or_never();
        // The relay takes nothing: the line fills to its bound, then a command waits.
        let mut queued = 0;
        while send() == Some(true) {
            queued += 1;
            assert!(queued <= ROOM_QUEUE, "{queued} commands queued");
        }
        assert_eq!(queued, ROOM_QUEUE);
        // One taken makes room for one more, and wakes the sender that waits.
        let mut waiting = Box::pin(handle.send(Envelope::new(1, RoomCmd::Leave)));
        assert!((&mut waiting).now_or_never().is_none());
        assert!(matches!(line.next(&mut None), Some(Work::Command(_))));
        assert_eq!((&mut waiting).now_or_never(), Some(true));
        // The relay ends: what was in the line is dropped with it, and a command is refused
        // at once.
        line.end();
        assert_eq!(send(), Some(false));
        assert!(handle.is_closed());
        assert!(line.lock().work.is_empty());
    }

    #[test]
    fn a_line_drops_the_frames_past_its_bound_and_keeps_the_order_they_came_in() {
        let line = Line::busy(&Relays::default());
        for _ in 0..FRAMES_QUEUE {
            assert!(line.take(frame()).is_ok());
        }
        assert!(
            line.take(frame()).is_err(),
            "a frame past the bound is refused"
        );
        // Commands are counted apart from frames.
        let end = ClientEnd(line.clone());
        assert!(
            end.offer(Box::new(Envelope::new(1, RoomCmd::Leave)))
                .is_ok()
        );
        for _ in 0..FRAMES_QUEUE {
            assert!(matches!(line.next(&mut None), Some(Work::Frame(_))));
        }
        assert!(matches!(line.next(&mut None), Some(Work::Command(_))));
        assert!(line.next(&mut None).is_none());
        // The client's end tells the relay its session has ended.
        drop(end);
        assert!(matches!(line.next(&mut None), Some(Work::Ended)));
    }

    #[test]
    fn the_sweep_puts_a_look_in_a_line_once_it_is_due_and_forgets_a_relay_that_ended() {
        let relays = Relays::default();
        let line = Line::busy(&relays);
        let now = Instant::now();
        // Not due yet: nothing, unless a node went quiet (a look whenever).
        assert!(line.look(Some(now)));
        assert!(line.next(&mut None).is_none());
        assert!(line.look(None));
        assert!(matches!(line.next(&mut None), Some(Work::Look)));
        // Due: one look, however many sweeps pass before the relay takes it.
        let due = now + CHECK_EVERY;
        assert!(line.look(Some(due)));
        assert!(line.look(Some(due + ALIVE_EVERY)));
        assert!(matches!(line.next(&mut None), Some(Work::Look)));
        assert!(line.next(&mut None).is_none());
        // Ended: the sweep lets it go.
        line.end();
        assert!(!line.look(None));
        relays
            .lock()
            .retain(|line| line.upgrade().is_some_and(|line| line.look(None)));
        assert!(relays.lock().is_empty());
    }

    #[test]
    fn a_waiting_relay_is_its_state_and_its_line() {
        // What a remote member's relay holds on its node while it waits, which is most of
        // its life: its state (boxed) and its line (in an `Arc`), with no task (a task's
        // future and tokio's header around it were 640 bytes).
        let (relay, line) = (size_of::<Relay>(), size_of::<Line>());
        assert!(relay <= 240, "a relay's state is {relay} bytes");
        assert!(line <= 144, "a relay's line is {line} bytes");
    }
}
