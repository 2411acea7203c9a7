//! The frames that other nodes' rooms send this node's members, on one NATS subscription for
//! the node (`boardroom.member.NODE.>`), each handed to its member's relay by its subject.
//! One subscription a member before took 5.9 KB of memory for its queue alone (async-nats's
//! channel allocates its first 32 messages of 184 bytes at once), for as long as the member
//! stayed (docs/scaling.md); a route here is an entry in a map and a queue of boxes.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use futures_util::StreamExt;
use tokio::sync::mpsc;
use tokio_util::sync::CancellationToken;
use tokio_util::task::TaskTracker;

/// Frames a route holds before its relay has taken them. A room's pump sends its next frame
/// only once the last one is answered, so one is the most a route ever holds; the rest is
/// slack for a pump that gave up on a frame and started again.
const ROUTE_QUEUE: usize = 4;

/// A route's queue: its number (to tell it from a later route on the same subject) and where
/// its frames go.
type Entry = (u64, mpsc::Sender<Box<async_nats::Message>>);

/// Where each member's frames go.
#[derive(Debug, Default)]
pub(crate) struct Frames {
    routes: Mutex<HashMap<String, Entry>>,
    /// The next route's number.
    next: AtomicU64,
}

/// One member's frames, while it is held: dropping it stops them.
#[derive(Debug)]
pub(crate) struct Route {
    frames: Arc<Frames>,
    subject: String,
    number: u64,
    queue: mpsc::Receiver<Box<async_nats::Message>>,
}

impl Frames {
    fn lock(&self) -> MutexGuard<'_, HashMap<String, Entry>> {
        self.routes.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The frames sent on `subject` (a member subject of this node), from now on.
    pub(crate) fn route(self: &Arc<Self>, subject: String) -> Route {
        let (sender, queue) = mpsc::channel(ROUTE_QUEUE);
        let number = self.next.fetch_add(1, Ordering::Relaxed);
        self.lock().insert(subject.clone(), (number, sender));
        Route {
            frames: self.clone(),
            subject,
            number,
            queue,
        }
    }

    /// Hands `message` to the route of its subject. One for no route (a member that left) or
    /// a full one (which a pump's one frame at a time never fills) is dropped: the room's pump
    /// then gets no answer, and counts the member as gone, as before.
    fn hand(&self, message: async_nats::Message) {
        let route = self
            .lock()
            .get(message.subject.as_str())
            .map(|(_, sender)| sender.clone());
        if let Some(route) = route
            && route.try_send(Box::new(message)).is_err()
        {
            tracing::debug!("cluster: a frame for a member that is not taking it");
        }
    }
}

impl Route {
    /// The next frame; `None` once the node's subscription has ended.
    pub(crate) async fn next(&mut self) -> Option<async_nats::Message> {
        self.queue.recv().await.map(|message| *message)
    }
}

impl Drop for Route {
    fn drop(&mut self) {
        let mut routes = self.frames.lock();
        // A later route on the same subject (the member joined again) is not this one's to drop.
        if routes
            .get(&self.subject)
            .is_some_and(|(number, _)| *number == self.number)
        {
            routes.remove(&self.subject);
        }
    }
}

/// Subscribes to this node's member subjects (before any member can join a room of another
/// node), then hands each frame to its route on a task of `tracker`, until `stop`.
pub(crate) async fn follow(
    nats: &async_nats::Client,
    node: &str,
    frames: Arc<Frames>,
    tracker: &TaskTracker,
    stop: CancellationToken,
) {
    let subject = format!("boardroom.member.{node}.>");
    let mut incoming = match nats.subscribe(subject).await {
        Ok(incoming) => incoming,
        Err(e) => {
            tracing::error!(error = %e, "cluster: rooms of other nodes cannot reach this node");
            return;
        }
    };
    if let Err(e) = nats.flush().await {
        tracing::warn!(error = %e, "cluster: the members' subscription not flushed");
    }
    tracker.spawn(async move {
        loop {
            tokio::select! {
                () = stop.cancelled() => return,
                message = incoming.next() => match message {
                    Some(message) => frames.hand(message),
                    None => return,
                },
            }
        }
    });
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
        let frames = Arc::new(Frames::default());
        let mut a = frames.route("boardroom.member.n.1.AAAA".into());
        let mut b = frames.route("boardroom.member.n.2.AAAA".into());
        frames.hand(frame("boardroom.member.n.2.AAAA"));
        frames.hand(frame("boardroom.member.n.1.AAAA"));
        frames.hand(frame("boardroom.member.n.3.AAAA"));
        let subject = |m: Option<async_nats::Message>| m.map(|m| m.subject.to_string());
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
        for _ in 0..ROUTE_QUEUE + 3 {
            frames.hand(frame("boardroom.member.n.4.AAAA"));
        }
        assert_eq!(full.queue.len(), ROUTE_QUEUE);
    }
}
