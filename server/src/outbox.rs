//! What a room or a session puts on a connection's way out: frames on a queue that the
//! connection's writer task drains into its socket.
//!
//! The queue is bounded twice: in frames, and in bytes. A client that does not read must not
//! make the server hold more than its byte budget for it, however large the frames (a room list
//! can be many kilobytes): a frame waits for, or is refused, room in the budget, and gives its
//! bytes back only once the writer has put it on the socket.
//!
//! A room's member of another node (in a cluster) has no queue here: its frames go on their
//! way at once ([`Remote`]), bounded by what its node has not yet said it took, and wait on
//! that node, in its client's own queue.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use axum::extract::ws::Utf8Bytes;
use tokio::sync::{OwnedSemaphorePermit, Semaphore, mpsc};

/// A connection's number, unique for the server's life.
pub(crate) type ConnId = u64;

/// Something for the writer task to put on the socket.
#[derive(Debug, Clone)]
pub(crate) enum Frame {
    /// A text frame, encoded once and shared by every member of a room.
    Text(Utf8Bytes),
    /// Close the connection with a code and a reason.
    Close(u16, &'static str),
}

impl Frame {
    /// A text frame from encoded JSON.
    #[must_use]
    pub(crate) fn text(json: String) -> Frame {
        Frame::Text(Utf8Bytes::from(json))
    }

    /// The bytes it holds.
    fn len(&self) -> usize {
        match self {
            Frame::Text(text) => text.len(),
            Frame::Close(_, reason) => reason.len(),
        }
    }
}

/// A frame on its way, with its share of the byte budget (given back when this is dropped,
/// once the frame is on the socket), and the flag to lower once the writer has taken it.
#[derive(Debug)]
pub(crate) struct Queued {
    /// The frame.
    pub(crate) frame: Frame,
    /// Its bytes of the budget.
    _bytes: OwnedSemaphorePermit,
    /// Lowered when the writer takes the frame: see [`Outbox::send_flagged`].
    flag: Option<Lower>,
}

impl Queued {
    /// The writer has the frame: it is no longer waiting in the queue (its flag goes down),
    /// though its bytes count until it is written and this is dropped.
    pub(crate) fn taken(&mut self) {
        self.flag = None;
    }
}

/// Lowers a flag when dropped.
#[derive(Debug)]
struct Lower(Arc<AtomicBool>);

impl Drop for Lower {
    fn drop(&mut self) {
        self.0.store(false, Ordering::Release);
    }
}

/// Why a frame was not queued.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Refused {
    /// The queue is full, in frames or in bytes.
    Full,
    /// The connection is gone.
    Closed,
}

/// A connection's outbound queue: the sending side. Cheap to clone.
#[derive(Debug, Clone)]
pub(crate) struct Outbox {
    /// Where its frames go.
    way: Way,
    /// The client works out legal points itself (its `hello` said `implied_legal`): a `step`
    /// whose legal points are the empty points may leave them out.
    pub(crate) implied_legal: bool,
}

/// Where an outbox's frames go.
#[derive(Debug, Clone)]
enum Way {
    /// A connection of this server: its queue.
    Local(Queue),
    /// A member of another node's.
    Remote(Arc<dyn Remote>),
}

/// A connection's queue, bounded in frames and bytes.
#[derive(Debug, Clone)]
struct Queue {
    /// The frames.
    tx: mpsc::Sender<Box<Queued>>,
    /// One permit per byte of the budget.
    bytes: Arc<Semaphore>,
    /// The budget: a frame larger than this takes all of it.
    budget: u32,
}

/// The way out of a room's member of another node (`cluster::outlets`): it takes a frame at
/// once or refuses it, never waits, and queues nothing here.
pub(crate) trait Remote: std::fmt::Debug + Send + Sync {
    /// Sends a text frame on its way to the member.
    ///
    /// # Errors
    /// [`Refused::Full`] while the member's node has too many frames it has not yet said it
    /// took, [`Refused::Closed`] once the member is gone.
    fn offer(&self, text: &Utf8Bytes) -> Result<(), Refused>;
}

/// A connection's outbound queue: the receiving side, the writer's.
///
/// It holds boxes: a tokio channel allocates its first block of 32 entries when it is made and
/// keeps it for its life, and a [`Queued`] is 56 bytes, so a queue of frames held 1.8 KB for
/// every connection (and every member of a room on another node) whether or not a frame
/// waited; boxed, 256 bytes, and each frame its box while it waits (docs/scaling.md).
pub(crate) type Inbox = mpsc::Receiver<Box<Queued>>;

/// Makes a connection's queue: at most `frames` frames and `budget` bytes (a single larger frame
/// still goes, alone).
#[must_use]
pub(crate) fn channel(frames: usize, budget: usize) -> (Outbox, Inbox) {
    let budget = u32::try_from(budget.max(1)).unwrap_or(u32::MAX);
    let (tx, rx) = mpsc::channel(frames.max(1));
    let bytes = Arc::new(Semaphore::new(budget as usize));
    let queue = Queue { tx, bytes, budget };
    (
        Outbox {
            way: Way::Local(queue),
            implied_legal: false,
        },
        rx,
    )
}

/// A connection's queue held without keeping the connection open: for what outlives a request,
/// such as the watchers of a review in the background. A closed connection's writer ends as it
/// would without it.
#[derive(Debug, Clone)]
pub(crate) struct WeakOutbox(WeakWay);

/// Where an outbox's frames go, held weakly.
#[derive(Debug, Clone)]
enum WeakWay {
    /// A connection's queue: its frames weakly, its byte budget and its permits.
    Local(mpsc::WeakSender<Box<Queued>>, Arc<Semaphore>, u32),
    /// A member of another node's way.
    Remote(std::sync::Weak<dyn Remote>),
}

impl WeakOutbox {
    /// The queue, while its connection is open.
    pub(crate) fn upgrade(&self) -> Option<Outbox> {
        let way = match &self.0 {
            WeakWay::Local(tx, bytes, budget) => Way::Local(Queue {
                tx: tx.upgrade()?,
                bytes: bytes.clone(),
                budget: *budget,
            }),
            WeakWay::Remote(remote) => Way::Remote(remote.upgrade()?),
        };
        Some(Outbox {
            way,
            implied_legal: false,
        })
    }
}

impl Outbox {
    /// The way out of a room's member of another node.
    pub(crate) fn remote(remote: Arc<dyn Remote>, implied_legal: bool) -> Outbox {
        Outbox {
            way: Way::Remote(remote),
            implied_legal,
        }
    }

    /// This queue, held weakly.
    pub(crate) fn downgrade(&self) -> WeakOutbox {
        WeakOutbox(match &self.way {
            Way::Local(queue) => {
                WeakWay::Local(queue.tx.downgrade(), queue.bytes.clone(), queue.budget)
            }
            Way::Remote(remote) => WeakWay::Remote(Arc::downgrade(remote)),
        })
    }

    /// Resolves once the connection's writer has stopped (it closed the socket: the server
    /// ended the connection, or the client stopped reading). A member of another node has no
    /// writer here (its node's connection has): never.
    pub(crate) async fn closed(&self) {
        match &self.way {
            Way::Local(queue) => queue.tx.closed().await,
            Way::Remote(_) => std::future::pending().await,
        }
    }

    /// Queues a frame without waiting.
    ///
    /// # Errors
    /// [`Refused::Full`] when it does not fit now, [`Refused::Closed`] when the connection is
    /// gone.
    pub(crate) fn try_send(&self, frame: Frame) -> Result<(), Refused> {
        match &self.way {
            Way::Local(queue) => queue.try_send(frame),
            Way::Remote(remote) => offer(remote.as_ref(), &frame),
        }
    }

    /// Queues a frame, waiting while the queue is full; a member of another node's way does
    /// not wait (its node does), and refuses it while full.
    ///
    /// # Errors
    /// [`Refused::Closed`] when the connection is gone; [`Refused::Full`] for a member of
    /// another node's way that is.
    pub(crate) async fn send(&self, frame: Frame) -> Result<(), Refused> {
        self.send_with(frame, None).await
    }

    /// Queues a frame like [`Outbox::send`], and lowers `flag` once the writer has taken it
    /// (or it was dropped): how a session knows that its last answer of a kind is no longer
    /// waiting. A client that asks again as soon as it has read the answer finds the flag down.
    ///
    /// # Errors
    /// As [`Outbox::send`].
    pub(crate) async fn send_flagged(
        &self,
        frame: Frame,
        flag: Arc<AtomicBool>,
    ) -> Result<(), Refused> {
        self.send_with(frame, Some(Lower(flag))).await
    }

    async fn send_with(&self, frame: Frame, flag: Option<Lower>) -> Result<(), Refused> {
        match &self.way {
            Way::Local(queue) => queue.send_with(frame, flag).await,
            // The frame is on its way, or refused, and the flag comes down as it is dropped.
            Way::Remote(remote) => offer(remote.as_ref(), &frame),
        }
    }
}

/// Hands a frame to a member of another node's way: a text frame; a close is its node's to
/// send, with its connection.
fn offer(remote: &dyn Remote, frame: &Frame) -> Result<(), Refused> {
    match frame {
        Frame::Text(text) => remote.offer(text),
        Frame::Close(..) => Ok(()),
    }
}

impl Queue {
    /// The permits a frame takes: its bytes, at most the whole budget, at least one.
    fn cost(&self, frame: &Frame) -> u32 {
        u32::try_from(frame.len())
            .unwrap_or(u32::MAX)
            .clamp(1, self.budget)
    }

    fn try_send(&self, frame: Frame) -> Result<(), Refused> {
        if self.tx.is_closed() {
            return Err(Refused::Closed);
        }
        let bytes = self
            .bytes
            .clone()
            .try_acquire_many_owned(self.cost(&frame))
            .map_err(|_| Refused::Full)?;
        self.tx
            .try_send(Box::new(Queued {
                frame,
                _bytes: bytes,
                flag: None,
            }))
            .map_err(|e| match e {
                mpsc::error::TrySendError::Full(_) => Refused::Full,
                mpsc::error::TrySendError::Closed(_) => Refused::Closed,
            })
    }

    async fn send_with(&self, frame: Frame, flag: Option<Lower>) -> Result<(), Refused> {
        let bytes = self
            .bytes
            .clone()
            .acquire_many_owned(self.cost(&frame))
            .await
            .map_err(|_| Refused::Closed)?;
        self.tx
            .send(Box::new(Queued {
                frame,
                _bytes: bytes,
                flag,
            }))
            .await
            .map_err(|_| Refused::Closed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(bytes: usize) -> Frame {
        Frame::text("x".repeat(bytes))
    }

    #[tokio::test]
    async fn the_byte_budget_bounds_the_queue_and_comes_back_once_a_frame_is_written() {
        let (outbox, mut rx) = channel(100, 1000);
        assert_eq!(outbox.try_send(text(600)), Ok(()));
        assert_eq!(
            outbox.try_send(text(600)),
            Err(Refused::Full),
            "over the bytes"
        );
        assert_eq!(outbox.try_send(text(400)), Ok(()));
        assert_eq!(outbox.try_send(text(1)), Err(Refused::Full));
        let written = rx.recv().await.map(|q| q.frame.len());
        assert_eq!(written, Some(600));
        assert_eq!(outbox.try_send(text(600)), Ok(()), "its bytes came back");
    }

    #[tokio::test]
    async fn a_frame_larger_than_the_budget_goes_alone() {
        let (outbox, mut rx) = channel(100, 1000);
        assert_eq!(outbox.try_send(text(5000)), Ok(()));
        assert_eq!(outbox.try_send(text(1)), Err(Refused::Full));
        drop(rx.recv().await);
        assert_eq!(outbox.try_send(text(1)), Ok(()));
    }

    #[tokio::test]
    async fn the_frame_count_bounds_the_queue_too() {
        let (outbox, _rx) = channel(2, 1000);
        assert_eq!(outbox.try_send(text(1)), Ok(()));
        assert_eq!(outbox.try_send(text(1)), Ok(()));
        assert_eq!(outbox.try_send(text(1)), Err(Refused::Full));
    }

    #[tokio::test]
    async fn a_flag_is_lowered_once_the_writer_takes_its_frame() {
        let (outbox, mut rx) = channel(10, 1000);
        let flag = Arc::new(AtomicBool::new(true));
        outbox
            .send_flagged(text(10), flag.clone())
            .await
            .expect("queued");
        assert!(flag.load(Ordering::Acquire));
        let mut queued = rx.recv().await.expect("queued");
        assert!(flag.load(Ordering::Acquire), "not taken yet");
        queued.taken();
        assert!(!flag.load(Ordering::Acquire));
    }

    #[tokio::test]
    async fn a_closed_connection_refuses() {
        let (outbox, rx) = channel(10, 1000);
        drop(rx);
        assert_eq!(outbox.try_send(text(1)), Err(Refused::Closed));
        assert_eq!(outbox.send(text(1)).await, Err(Refused::Closed));
    }
}
