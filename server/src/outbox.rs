//! What a room or a session puts on a connection's way out: frames on a bounded queue that the
//! connection's writer task drains into its socket.

use axum::extract::ws::Utf8Bytes;
use tokio::sync::mpsc;

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
}

/// A connection's bounded outbound queue.
pub(crate) type Outbox = mpsc::Sender<Frame>;
