//! Telling a room's members: each has an outbound queue, bounded in frames and bytes, that the room fills with
//! `try_send`, never waiting. A member whose queue is full is skipped and marked; it gets the
//! whole `room_state` as soon as its queue has room again (lila-ws's resync), tried again every
//! [`RESYNC_RETRY`].

use std::time::Duration;

use boardroom_protocol::{ServerMsg, encode};

use super::core::Core;
use super::views;
use crate::outbox::{ConnId, Frame, Outbox, Refused};

/// The time now, as the room's clocks read it.
fn now() -> std::time::Instant {
    tokio::time::Instant::now().into_std()
}

/// How soon a room tries again to resynchronise a member whose queue was full.
const RESYNC_RETRY: Duration = Duration::from_millis(250);

/// One member's way out.
#[derive(Debug)]
struct Outlet {
    /// The connection.
    conn: ConnId,
    /// Its outbound queue.
    outbox: Outbox,
    /// Set when its queue was full: it missed messages and gets a `room_state` next.
    needs_resync: bool,
}

/// Every member's way out, and when to retry the resyncs.
#[derive(Debug, Default)]
pub(crate) struct Fanout {
    /// The members' queues.
    outlets: Vec<Outlet>,
    /// When to try again to send `room_state` to members that missed messages; `None` while
    /// nobody needs it.
    pub(crate) resync_at: Option<tokio::time::Instant>,
}

impl Fanout {
    /// Adds (or replaces) a member's queue.
    pub(crate) fn add(&mut self, conn: ConnId, outbox: Outbox) {
        self.remove(conn);
        self.outlets.push(Outlet {
            conn,
            outbox,
            needs_resync: false,
        });
    }

    /// Forgets a member's queue.
    pub(crate) fn remove(&mut self, conn: ConnId) {
        self.outlets.retain(|o| o.conn != conn);
    }

    /// Sends one member a message.
    pub(crate) fn send_to(&mut self, conn: ConnId, msg: &ServerMsg, core: &Core) {
        let frame = Frame::text(encode(msg));
        if let Some(index) = self.outlets.iter().position(|o| o.conn == conn) {
            self.deliver(index, &frame, core);
        }
    }

    /// Sends every member the same message (encoded once), but `except`.
    pub(crate) fn broadcast(&mut self, msg: &ServerMsg, except: Option<ConnId>, core: &Core) {
        let frame = Frame::text(encode(msg));
        for index in 0..self.outlets.len() {
            if Some(self.outlets[index].conn) != except {
                self.deliver(index, &frame, core);
            }
        }
    }

    /// Sends every member a `step`: `implied` without its legal points to the members whose
    /// clients work them out themselves (when the step has such a form), `full()` to the
    /// others. Each form is built and encoded once, and only if someone needs it.
    pub(crate) fn broadcast_step(
        &mut self,
        full: impl FnOnce() -> Option<ServerMsg>,
        implied: Option<&ServerMsg>,
        core: &Core,
    ) {
        let implied = implied.map(|msg| Frame::text(encode(msg)));
        let mut full = Some(full);
        let mut full_frame: Option<Frame> = None;
        for index in 0..self.outlets.len() {
            let frame = match &implied {
                Some(implied) if self.outlets[index].outbox.implied_legal => implied.clone(),
                _ => {
                    if full_frame.is_none() {
                        let msg = full.take().and_then(|build| build());
                        full_frame = msg.map(|msg| Frame::text(encode(&msg)));
                    }
                    match &full_frame {
                        Some(frame) => frame.clone(),
                        None => continue,
                    }
                }
            };
            self.deliver(index, &frame, core);
        }
    }

    /// Sends every member its own `room_state`.
    pub(crate) fn send_states(&mut self, core: &Core) {
        for index in 0..self.outlets.len() {
            let state = views::room_state(core, Some(self.outlets[index].conn), now());
            self.deliver(index, &Frame::text(encode(&state)), core);
        }
    }

    /// Sends `room_state` to every member that missed messages and has room again.
    pub(crate) fn retry_resyncs(&mut self, core: &Core) {
        self.resync_at = None;
        for index in 0..self.outlets.len() {
            if self.outlets[index].needs_resync {
                self.resync(index, core);
            }
        }
    }

    /// Tries to send a member that missed messages the whole state; if its queue is still full,
    /// tries again a little later.
    fn resync(&mut self, index: usize, core: &Core) {
        let state = views::room_state(core, Some(self.outlets[index].conn), now());
        let outlet = &mut self.outlets[index];
        if outlet.outbox.try_send(Frame::text(encode(&state))).is_ok() {
            outlet.needs_resync = false;
        } else if self.resync_at.is_none() {
            self.resync_at = Some(tokio::time::Instant::now() + RESYNC_RETRY);
        }
    }

    /// Puts a frame on a member's queue without waiting. A full queue marks the member for a
    /// resync: it gets the whole `room_state` as soon as its queue has room again.
    fn deliver(&mut self, index: usize, frame: &Frame, core: &Core) {
        if self.outlets[index].needs_resync {
            self.resync(index, core);
            return;
        }
        let outlet = &mut self.outlets[index];
        if let Err(Refused::Full) = outlet.outbox.try_send(frame.clone()) {
            outlet.needs_resync = true;
            if self.resync_at.is_none() {
                self.resync_at = Some(tokio::time::Instant::now() + RESYNC_RETRY);
            }
        }
    }
}
