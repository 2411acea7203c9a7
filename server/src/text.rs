//! Text from clients that other people will see: names and chat lines.

use boardroom_protocol::{ErrorCode, MAX_CHAT_CHARS, MAX_NAME_CHARS};

use crate::refusal::Refusal;

/// A display name, trimmed: 1 to `MAX_NAME_CHARS` printable characters.
///
/// # Errors
/// `bad_request` for an empty, too long or unprintable name.
pub(crate) fn name(name: &str) -> Result<String, Refusal> {
    let name = name.trim();
    let chars = name.chars().count();
    if chars == 0 || chars > MAX_NAME_CHARS || name.chars().any(char::is_control) {
        return Err(Refusal::new(
            ErrorCode::BadRequest,
            format!("a name is 1 to {MAX_NAME_CHARS} printable characters"),
        ));
    }
    Ok(name.to_owned())
}

/// A chat line: 1 to `MAX_CHAT_CHARS` characters, not all blank.
///
/// # Errors
/// `bad_request` for an empty, blank or too long line.
pub(crate) fn chat(text: String) -> Result<String, Refusal> {
    let chars = text.chars().count();
    if chars == 0 || chars > MAX_CHAT_CHARS || text.trim().is_empty() {
        return Err(Refusal::new(
            ErrorCode::BadRequest,
            format!("a chat message is 1 to {MAX_CHAT_CHARS} characters"),
        ));
    }
    Ok(text)
}
