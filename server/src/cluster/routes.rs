//! Messages for many receivers of this node on one NATS subscription for the node, each handed
//! to its receiver's route by its subject: the frames of other nodes' rooms for this node's
//! members (`boardroom.member.NODE.>`, each to its relay) and the commands for this node's
//! rooms (`boardroom.room.NODE.*`, each to its room's gate). One subscription a receiver took
//! 5.9 KB of memory for its queue alone (async-nats's channel allocates its first 32 messages
//! of 184 bytes at once), for as long as the receiver lasted (docs/scaling.md); a route here is
//! an entry in a map, and either a queue of boxes that the receiver's task takes them from (a
//! room's gate) or the receiver itself, which takes each as it comes (a relay, which has no
//! task of its own while it waits: `relays`). The queue is flume's, 152 bytes while empty,
//! where a tokio channel holds 800 (its state padded to cache lines and its first block of 32
//! entries) for a route's whole life.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use futures_util::StreamExt;
use tokio_util::sync::CancellationToken;
use tokio_util::task::TaskTracker;

/// Commands a room's route holds before its gate has taken them: each of its remote members
/// waits for the answer to one before sending the next (and asks after the room now and
/// then), so this is room for a crowd of spectators at once. A command past it is dropped, and its
/// sender, answered by nobody, tells its client the room is away.
pub(crate) const GATE_QUEUE: usize = 256;

/// A receiver that takes each message as it is handed over, without a queue of the route's.
pub(crate) trait Take: Send + Sync + std::fmt::Debug {
    /// Takes `message`, or gives it back when it cannot take more now.
    ///
    /// # Errors
    /// The message, not taken.
    fn take(&self, message: Box<async_nats::Message>) -> Result<(), Box<async_nats::Message>>;
}

/// Where a route's messages go.
#[derive(Debug, Clone)]
enum Way {
    /// To a queue its receiver's task takes them from.
    Queue(flume::Sender<Box<async_nats::Message>>),
    /// To the receiver itself.
    To(Arc<dyn Take>),
}

/// A route: its number (to tell it from a later route on the same subject) and where its
/// messages go.
type Entry = (u64, Way);

/// Where each receiver's messages go.
#[derive(Debug, Default)]
pub(crate) struct Routes {
    /// By subject, each kept once, by the map and its route alike.
    routes: Mutex<HashMap<Arc<str>, Entry>>,
    /// The next route's number.
    next: AtomicU64,
    /// The answer to a request on a subject with no route, if one is sent at once (as
    /// nats-server said "no responders" when each receiver had its own subscription).
    unrouted: Option<axum::body::Bytes>,
}

/// A route, while it is held: dropping it stops its messages.
#[derive(Debug)]
pub(crate) struct Routed {
    routes: Arc<Routes>,
    subject: Arc<str>,
    number: u64,
}

/// One receiver's messages on a queue of the route's, while it is held.
#[derive(Debug)]
pub(crate) struct Route {
    /// Held for its drop.
    _routed: Routed,
    queue: flume::Receiver<Box<async_nats::Message>>,
}

impl Routes {
    /// These routes, answering a request on a subject without a route with `answer` at once.
    pub(crate) fn answering_unrouted(answer: axum::body::Bytes) -> Routes {
        Routes {
            unrouted: Some(answer),
            ..Routes::default()
        }
    }

    fn lock(&self) -> MutexGuard<'_, HashMap<Arc<str>, Entry>> {
        self.routes.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The messages sent on `subject` (one of this node's subscription) from now on, on a
    /// queue that holds `depth` of them.
    pub(crate) fn route(self: &Arc<Self>, subject: &str, depth: usize) -> Route {
        let (sender, queue) = flume::bounded(depth);
        Route {
            _routed: self.add(subject, Way::Queue(sender)),
            queue,
        }
    }

    /// The messages sent on `subject` from now on, each handed to `to` as it comes.
    pub(crate) fn route_to(self: &Arc<Self>, subject: &str, to: Arc<dyn Take>) -> Routed {
        self.add(subject, Way::To(to))
    }

    fn add(self: &Arc<Self>, subject: &str, way: Way) -> Routed {
        let subject: Arc<str> = subject.into();
        let number = self.next.fetch_add(1, Ordering::Relaxed);
        self.lock().insert(subject.clone(), (number, way));
        Routed {
            routes: self.clone(),
            subject,
            number,
        }
    }

    /// Hands `message` to the route of its subject; gives it back when there is none (a
    /// member that left, a room that closed). One its receiver cannot take now is dropped:
    /// its sender gets no answer (a member's relay tells its client the room is away; a frame
    /// dropped shows as a gap in the frames' numbers, and the member joins again).
    fn hand(&self, message: async_nats::Message) -> Option<async_nats::Message> {
        let way = self
            .lock()
            .get(message.subject.as_str())
            .map(|(_, way)| way.clone());
        let Some(way) = way else {
            return Some(message);
        };
        let message = Box::new(message);
        let refused = match way {
            Way::Queue(queue) => queue.try_send(message).err().map(|e| e.into_inner()),
            Way::To(to) => to.take(message).err(),
        };
        if let Some(refused) = refused {
            let subject = &refused.subject;
            tracing::debug!(%subject, "cluster: a message for a receiver that is not taking it");
        }
        None
    }
}

impl Route {
    /// The next message; `None` once the node's subscription has ended. Boxed as the route
    /// holds it: a message is some 170 bytes, and a gate's task waits here all its life, its
    /// future sized for what it waits for.
    pub(crate) async fn next(&mut self) -> Option<Box<async_nats::Message>> {
        self.queue.recv_async().await.ok()
    }
}

impl Drop for Routed {
    fn drop(&mut self) {
        let mut routes = self.routes.lock();
        // A later route on the same subject (the member joined again, the room opened again
        // here) is not this one's to drop.
        if routes
            .get(&*self.subject)
            .is_some_and(|(number, _)| *number == self.number)
        {
            routes.remove(&*self.subject);
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

    /// A receiver that takes up to `room` messages, keeping their subjects.
    #[derive(Debug)]
    struct Taker {
        room: usize,
        taken: Mutex<Vec<String>>,
    }

    impl Take for Taker {
        fn take(&self, message: Box<async_nats::Message>) -> Result<(), Box<async_nats::Message>> {
            let mut taken = self.taken.lock().expect("a test's lock");
            if taken.len() == self.room {
                return Err(message);
            }
            taken.push(message.subject.to_string());
            Ok(())
        }
    }

    #[tokio::test]
    async fn each_message_goes_to_its_receiver_s_route_while_it_is_held() {
        let routes = Arc::new(Routes::default());
        let mut a = routes.route("boardroom.room.n.AAAA", 4);
        let mut b = routes.route("boardroom.room.n.BBBB", 4);
        routes.hand(frame("boardroom.room.n.BBBB"));
        routes.hand(frame("boardroom.room.n.AAAA"));
        let unrouted = routes.hand(frame("boardroom.room.n.CCCC"));
        assert!(
            unrouted.is_some(),
            "a message without a route is given back"
        );
        let subject = |m: Option<Box<async_nats::Message>>| m.map(|m| m.subject.to_string());
        assert_eq!(
            subject(a.next().await).as_deref(),
            Some("boardroom.room.n.AAAA")
        );
        assert_eq!(
            subject(b.next().await).as_deref(),
            Some("boardroom.room.n.BBBB")
        );
        // A room that opens again on the same subject: the old route's end leaves the new one.
        let again = routes.route("boardroom.room.n.AAAA", 4);
        drop(a);
        assert_eq!(routes.lock().len(), 2);
        drop(again);
        drop(b);
        assert!(routes.lock().is_empty(), "nothing kept for receivers gone");
        // A route whose receiver does not take its messages drops those past its queue.
        let full = routes.route("boardroom.room.n.DDDD", 4);
        for _ in 0..7 {
            routes.hand(frame("boardroom.room.n.DDDD"));
        }
        assert_eq!(full.queue.len(), 4);
    }

    #[test]
    fn a_receiver_without_a_queue_takes_each_message_as_it_comes() {
        let routes = Arc::new(Routes::default());
        let taker = Arc::new(Taker {
            room: 2,
            taken: Mutex::default(),
        });
        let routed = routes.route_to("boardroom.member.n.1.AAAA", taker.clone());
        for _ in 0..3 {
            assert!(routes.hand(frame("boardroom.member.n.1.AAAA")).is_none());
        }
        // The third, refused, is dropped: the receiver sees a gap in the frames' numbers.
        assert_eq!(taker.taken.lock().expect("a test's lock").len(), 2);
        drop(routed);
        assert!(
            routes.hand(frame("boardroom.member.n.1.AAAA")).is_some(),
            "a route dropped takes no more"
        );
        assert_eq!(
            Arc::strong_count(&taker),
            1,
            "the routes keep nothing of it"
        );
    }
}
