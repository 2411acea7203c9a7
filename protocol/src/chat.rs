//! How players may chat on a server: the host's kid mode (`chat_mode`), and the fixed phrases of
//! its gentlest setting. A phrase travels as its English text, so that a bot or an older client
//! reads it as any chat line, and with its id, so that each client says it in its player's
//! language (the clients' catalogues name it `chat-phrase-ID`).

use serde::{Deserialize, Serialize};

/// How much chat the host allows on the server.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ChatMode {
    /// Chat as usual.
    #[default]
    Open,
    /// Only the server's fixed phrases: a client offers them instead of a text box.
    Phrases,
    /// No chat at all.
    Off,
}

/// One of the fixed phrases a player may send in [`ChatMode::Phrases`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChatPhrase {
    /// Its id: a client says it by its catalogue's message `chat-phrase-ID`.
    pub id: String,
    /// What to send as `chat`'s `text` (English).
    pub text: String,
}
