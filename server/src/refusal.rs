//! A refusal: why a client's request was turned down, as the `error` message will say it.

use boardroom_protocol::ErrorCode;

/// A refusal sent back to a client: the code and a sentence for a person. Whatever refused
/// the request left everything as it was.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Refusal {
    /// The protocol's error code.
    pub(crate) code: ErrorCode,
    /// What went wrong, for a person.
    pub(crate) message: String,
    /// For a request that may be made again later: how long to wait.
    pub(crate) retry_in: Option<std::time::Duration>,
    /// For a draw offer: the game's ply from which the player may offer one again (draws are
    /// offered at most once every so many moves), when that is later than now.
    pub(crate) retry_at_ply: Option<u32>,
}

impl Refusal {
    /// A refusal with its code and message.
    pub(crate) fn new(code: ErrorCode, message: impl Into<String>) -> Refusal {
        Refusal {
            code,
            message: message.into(),
            retry_in: None,
            retry_at_ply: None,
        }
    }

    /// The `error` that tells it, answering a message of type `reference`.
    pub(crate) fn into_error(self, reference: &str) -> boardroom_protocol::ServerMsg {
        boardroom_protocol::ServerMsg::Error {
            code: self.code,
            message: self.message,
            reference: Some(reference.to_owned()),
            retry_in_ms: self
                .retry_in
                .map(|d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX)),
            retry_at_ply: self.retry_at_ply,
            words: None,
        }
    }

    /// A refusal of a request that may be made again after `retry_in`.
    pub(crate) fn later(
        code: ErrorCode,
        message: impl Into<String>,
        retry_in: std::time::Duration,
    ) -> Refusal {
        Refusal {
            retry_in: Some(retry_in),
            ..Refusal::new(code, message)
        }
    }

    /// The same refusal, saying also from which ply the request may be made again.
    pub(crate) fn at_ply(self, retry_at_ply: Option<u32>) -> Refusal {
        Refusal {
            retry_at_ply,
            ..self
        }
    }
}
