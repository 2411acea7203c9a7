//! The host's notice: one word from the console to everyone on the server ("the club closes at
//! ten"). It goes to every connection at once and, while it stands, to each that signs in
//! later; an empty one takes it down. In a cluster the console's node publishes it and every
//! other node hands it to its own connections (`cluster::everywhere`).

use std::sync::Mutex;

use boardroom_protocol::{ServerMsg, encode};

use crate::outbox::Frame;
use crate::signed_in::SignedIn;

/// The notice standing now, if any.
#[derive(Debug, Default)]
pub(crate) struct Notice {
    standing: Mutex<Option<ServerMsg>>,
}

impl Notice {
    /// Puts up `text` (empty: takes the notice down) and tells every connection of
    /// `signed_in`; answers how many were told.
    pub(crate) fn post(&self, text: String, at_ms: i64, signed_in: &SignedIn) -> u32 {
        let up = !text.is_empty();
        let msg = ServerMsg::Notice { text, at_ms };
        let frame = Frame::text(encode(&msg));
        *self
            .standing
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner) = up.then_some(msg);
        signed_in.send_all(&frame)
    }

    /// The notice for a player who signs in now, if one stands.
    pub(crate) fn standing(&self) -> Option<ServerMsg> {
        self.standing
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .clone()
    }
}
