//! A refusal: why a client's request was turned down, as the `error` message will say it.

use boardroom_protocol::{ErrorCode, WordArg, Words};

use crate::words;

/// A refusal sent back to a client: the code, and a sentence for a person as a message of
/// the clients' catalogues (`words`) and in English (`message`). Whatever refused the request
/// left everything as it was.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Refusal {
    /// The protocol's error code.
    pub(crate) code: ErrorCode,
    /// What went wrong, for a person, in English.
    pub(crate) message: String,
    /// The same as a message of the catalogues (absent only for a refusal relayed from a
    /// server that sent none).
    pub(crate) words: Option<Words>,
    /// For a request that may be made again later: how long to wait.
    pub(crate) retry_in: Option<std::time::Duration>,
    /// For a draw offer: the game's ply from which the player may offer one again (draws are
    /// offered at most once every so many moves), when that is later than now.
    pub(crate) retry_at_ply: Option<u32>,
}

impl Refusal {
    /// A refusal with its code, saying the catalogues' message `id` with its variables.
    pub(crate) fn says(code: ErrorCode, id: &str, args: &[(&str, WordArg)]) -> Refusal {
        Refusal::told(code, words::say(id, args))
    }

    /// A refusal with its code and its words.
    pub(crate) fn told(code: ErrorCode, words: Words) -> Refusal {
        Refusal {
            code,
            message: words::english(&words),
            words: Some(words),
            retry_in: None,
            retry_at_ply: None,
        }
    }

    /// The `error` that tells it, answering a message of type `reference`.
    pub(crate) fn into_error(self, reference: &str) -> boardroom_protocol::ServerMsg {
        self.into_msg(Some(reference))
    }

    /// The `error` that tells it, answering a message of type `reference` if any.
    pub(crate) fn into_msg(self, reference: Option<&str>) -> boardroom_protocol::ServerMsg {
        boardroom_protocol::ServerMsg::Error {
            code: self.code,
            message: self.message,
            reference: reference.map(str::to_owned),
            retry_in_ms: self
                .retry_in
                .map(|d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX)),
            retry_at_ply: self.retry_at_ply,
            words: self.words,
        }
    }

    /// A refusal of a request that may be made again after `retry_in`.
    pub(crate) fn later(
        code: ErrorCode,
        id: &str,
        args: &[(&str, WordArg)],
        retry_in: std::time::Duration,
    ) -> Refusal {
        Refusal {
            retry_in: Some(retry_in),
            ..Refusal::says(code, id, args)
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

/// An `error` that answers no request (one the server sends of itself), in the catalogues'
/// words and in English.
pub(crate) fn notice(
    code: ErrorCode,
    id: &str,
    args: &[(&str, WordArg)],
) -> boardroom_protocol::ServerMsg {
    Refusal::says(code, id, args).into_msg(None)
}
