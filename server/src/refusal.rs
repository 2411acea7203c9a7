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
}

impl Refusal {
    /// A refusal with its code and message.
    pub(crate) fn new(code: ErrorCode, message: impl Into<String>) -> Refusal {
        Refusal {
            code,
            message: message.into(),
        }
    }
}
