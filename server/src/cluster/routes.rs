//! Messages for many receivers of this node on one NATS subscription for the node, each handed
//! to its receiver's route by its subject: the frames of other nodes' rooms for this node's
//! members (`boardroom.member.NODE.>`, each to its relay) and the commands for this node's
//! rooms (`boardroom.room.NODE.*`, each to its room's gate). One subscription a receiver took
//! 5.9 KB of memory for its queue alone (async-nats's channel allocates its first 32 messages
//! of 184 bytes at once), for as long as the receiver lasted (docs/scaling.md); a route here is
//! an entry in a map and a queue of boxes. The queue is flume's, 152 bytes while empty, where a
//! tokio channel holds 800 (its state padded to cache lines and its first block of 32 entries)
//! for a route's whole life: one a remote member, and one a room of a node in a cluster.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use futures_util::StreamExt;
use tokio_util::sync::CancellationToken;
use tokio_util::task::TaskTracker;

/// Frames a member's route holds before its relay has taken them. The room's owner sends a
/// member at most [`super::outlets::WINDOW`] frames unanswered, so that many is the most such
/// a route holds from one way out; the rest is slack for one the owner gave up and a new one.
/// (A flume queue grows as it is filled: the depth costs nothing while the route is empty.)
pub(crate) const FRAMES_QUEUE: usize = 2 * super::outlets::WINDOW as usize;

/// Commands a room's route holds before its gate has taken them: each of its remote members
/// waits for the answer to one before sending the next (and asks after the room now and
/// then), so this is room for a crowd of spectators at once. A command past it is dropped, and its
/// sender, answered by nobody, tells its client the room is away.
pub(crate) const GATE_QUEUE: usize = 256;

/// A route's queue: its number (to tell it from a later route on the same subject) and where
/// its messages go.
type Entry = (u64, flume::Sender<Box<async_nats::Message>>);

/// Where each receiver's messages go.
#[derive(Debug)]
pub(crate) struct Routes {
    routes: Mutex<HashMap<String, Entry>>,
    /// The next route's number.
    next: AtomicU64,
    /// How many messages a route holds before its receiver takes them.
    depth: usize,
    /// The answer to a request on a subject with no route, if one is sent at once (as
    /// nats-server said "no responders" when each receiver had its own subscription).
    unrouted: Option<axum::body::Bytes>,
}

/// One receiver's messages, while it is held: dropping it stops them.
#[derive(Debug)]
pub(crate) struct Route {
    routes: Arc<Routes>,
    subject: String,
    number: u64,
    queue: flume::Receiver<Box<async_nats::Message>>,
}

impl Routes {
    /// Routes whose queues hold `depth` messages each; a request on a subject without a route
    /// gets no answer.
    pub(crate) fn new(depth: usize) -> Routes {
        Routes {
            routes: Mutex::default(),
            next: AtomicU64::new(0),
            depth,
            unrouted: None,
        }
    }

    /// These routes, answering a request on a subject without a route with `answer` at once.
    pub(crate) fn answering_unrouted(self, answer: axum::body::Bytes) -> Routes {
        Routes {
            unrouted: Some(answer),
            ..self
        }
    }

    fn lock(&self) -> MutexGuard<'_, HashMap<String, Entry>> {
        self.routes.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The messages sent on `subject` (one of this node's subscription), from now on.
    pub(crate) fn route(self: &Arc<Self>, subject: String) -> Route {
        let (sender, queue) = flume::bounded(self.depth);
        let number = self.next.fetch_add(1, Ordering::Relaxed);
        self.lock().insert(subject.clone(), (number, sender));
        Route {
            routes: self.clone(),
            subject,
            number,
            queue,
        }
    }

    /// Hands `message` to the route of its subject; gives it back when there is none (a
    /// member that left, a room that closed). One for a full route is dropped: its sender gets
    /// no answer (a member's relay tells its client the room is away; a frame dropped shows
    /// as a gap in the frames' numbers, and the member joins again).
    fn hand(&self, message: async_nats::Message) -> Option<async_nats::Message> {
        let route = self
            .lock()
            .get(message.subject.as_str())
            .map(|(_, sender)| sender.clone());
        let Some(route) = route else {
            return Some(message);
        };
        if let Err(refused) = route.try_send(Box::new(message)) {
            let subject = &refused.into_inner().subject;
            tracing::debug!(%subject, "cluster: a message for a receiver that is not taking it");
        }
        None
    }
}

impl Route {
    /// The next message; `None` once the node's subscription has ended. Boxed as the route
    /// holds it: a message is some 170 bytes, and a gate's and a relay's tasks wait here all
    /// their lives, their futures sized for what they wait for.
    pub(crate) async fn next(&mut self) -> Option<Box<async_nats::Message>> {
        self.queue.recv_async().await.ok()
    }
}

impl Drop for Route {
    fn drop(&mut self) {
        let mut routes = self.routes.lock();
        // A later route on the same subject (the member joined again, the room opened again
        // here) is not this one's to drop.
        if routes
            .get(&self.subject)
            .is_some_and(|(number, _)| *number == self.number)
        {
            routes.remove(&self.subject);
        }
    }
}

/// Subscribes to `subject` (before anything can be sent on it), then hands each message to
/// its route on a task of `tracker`, until `stop`.
pub(crate) async fn follow(
    nats: &async_nats::Client,
    subject: String,
    routes: Arc<Routes>,
    tracker: &TaskTracker,
    stop: CancellationToken,
) {
    let Some(mut incoming) = subscribe(nats, subject, "other nodes cannot reach this node").await
    else {
        return;
    };
    let nats = nats.clone();
    tracker.spawn(async move {
        loop {
            tokio::select! {
                () = stop.cancelled() => return,
                message = incoming.next() => match message {
                    Some(message) => {
                        let unrouted = routes.hand(message).and_then(|message| message.reply);
                        if let (Some(reply), Some(answer)) = (unrouted, &routes.unrouted) {
                            let _ = nats.publish(reply, answer.clone()).await;
                        }
                    }
                    None => return,
                },
            }
        }
    });
}

/// One of the node's subscriptions, made and flushed (so that nats-server has it before anything
/// is sent on it); `None`, said as an error with `unless` (what the node then cannot do), when
/// it cannot be made.
pub(crate) async fn subscribe(
    nats: &async_nats::Client,
    subject: String,
    unless: &str,
) -> Option<async_nats::Subscriber> {
    let subscriber = match nats.subscribe(subject.clone()).await {
        Ok(subscriber) => subscriber,
        Err(e) => {
            tracing::error!(%subject, error = %e, "cluster: {unless}");
            return None;
        }
    };
    if let Err(e) = nats.flush().await {
        tracing::warn!(%subject, error = %e, "cluster: the node's subscription not flushed");
    }
    Some(subscriber)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn frame(subject: &str) -> async_nats::Message {
        async_nats::Message {
            subject: subject.into(),
            reply: None,
            payload: "{}".into(),
            headers: None,
            status: None,
            description: None,
            length: 2,
        }
    }

    #[tokio::test]
    async fn each_frame_goes_to_its_member_s_route_while_it_is_held() {
        let frames = Arc::new(Routes::new(FRAMES_QUEUE));
        let mut a = frames.route("boardroom.member.n.1.AAAA".into());
        let mut b = frames.route("boardroom.member.n.2.AAAA".into());
        frames.hand(frame("boardroom.member.n.2.AAAA"));
        frames.hand(frame("boardroom.member.n.1.AAAA"));
        let unrouted = frames.hand(frame("boardroom.member.n.3.AAAA"));
        assert!(
            unrouted.is_some(),
            "a message without a route is given back"
        );
        let subject = |m: Option<Box<async_nats::Message>>| m.map(|m| m.subject.to_string());
        assert_eq!(
            subject(a.next().await).as_deref(),
            Some("boardroom.member.n.1.AAAA")
        );
        assert_eq!(
            subject(b.next().await).as_deref(),
            Some("boardroom.member.n.2.AAAA")
        );
        // A member that joins again on the same subject: the old route's end leaves the new one.
        let again = frames.route("boardroom.member.n.1.AAAA".into());
        drop(a);
        assert_eq!(frames.lock().len(), 2);
        drop(again);
        drop(b);
        assert!(frames.lock().is_empty(), "nothing kept for members gone");
        // A route that does not take its frames drops those past its queue.
        let full = frames.route("boardroom.member.n.4.AAAA".into());
        for _ in 0..FRAMES_QUEUE + 3 {
            frames.hand(frame("boardroom.member.n.4.AAAA"));
        }
        assert_eq!(full.queue.len(), FRAMES_QUEUE);
    }
}
