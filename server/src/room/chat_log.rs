//! The chat of the game being played, kept so that a player who comes back (a reopened link, a
//! second device) reads what was said. Each line is also stored with its game (`chat_lines`),
//! and a room restored after a restart or a take-over reads its game's newest lines back. Bounded in lines and in bytes: a room's chat costs at most
//! [`MAX_BYTES`] of text however long the game. A new game starts a new log.

use std::collections::VecDeque;
use std::sync::Arc;

use boardroom_engine::Side;

/// At most this many lines are kept; the oldest go first.
pub(crate) const MAX_LINES: usize = 100;
/// At most this many bytes of names and text are kept; the oldest lines go first.
pub(crate) const MAX_BYTES: usize = 16 * 1024;

/// One line of chat, as it was said.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct ChatLine {
    /// The speaker's name as a member.
    pub(crate) from: String,
    /// The speaker's seat, `None` for a spectator.
    pub(crate) seat: Option<Side>,
    /// What was said.
    pub(crate) text: String,
    /// When, in ms since the epoch.
    pub(crate) at_ms: u64,
}

impl ChatLine {
    fn bytes(&self) -> usize {
        self.from.len() + self.text.len()
    }
}

/// The kept lines, oldest first. Cloned with the room's core on every command, so the lines sit
/// behind an `Arc`: a clone is a count, and only a new line copies them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct ChatLog {
    lines: Arc<VecDeque<ChatLine>>,
    bytes: usize,
}

impl FromIterator<ChatLine> for ChatLog {
    /// The lines in order, kept within the log's bounds as if said one by one.
    fn from_iter<I: IntoIterator<Item = ChatLine>>(lines: I) -> ChatLog {
        let mut log = ChatLog::default();
        for line in lines {
            log.push(line);
        }
        log
    }
}

impl ChatLog {
    /// Keeps `line`, letting the oldest go while the log is over its bounds.
    pub(crate) fn push(&mut self, line: ChatLine) {
        let lines = Arc::make_mut(&mut self.lines);
        self.bytes += line.bytes();
        lines.push_back(line);
        while lines.len() > MAX_LINES || (self.bytes > MAX_BYTES && lines.len() > 1) {
            if let Some(old) = lines.pop_front() {
                self.bytes -= old.bytes();
            }
        }
    }

    /// The kept lines, oldest first.
    pub(crate) fn lines(&self) -> impl Iterator<Item = &ChatLine> {
        self.lines.iter()
    }

    /// Whether nothing was said.
    pub(crate) fn is_empty(&self) -> bool {
        self.lines.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(i: usize, text: &str) -> ChatLine {
        ChatLine {
            from: "Ada".to_owned(),
            seat: Some(Side::Black),
            text: text.to_owned(),
            at_ms: i as u64,
        }
    }

    #[test]
    fn keeps_the_newest_lines_within_both_bounds() {
        let mut log = ChatLog::default();
        for i in 0..MAX_LINES + 5 {
            log.push(line(i, "gg"));
        }
        assert_eq!(log.lines().count(), MAX_LINES);
        assert_eq!(
            log.lines().next().map(|l| l.at_ms),
            Some(5),
            "the oldest went"
        );

        // Long lines: the bytes bound holds first.
        let long = "字".repeat(500);
        for i in 0..40 {
            log.push(line(1000 + i, &long));
        }
        let bytes: usize = log.lines().map(ChatLine::bytes).sum();
        assert!(bytes <= MAX_BYTES, "{bytes} bytes kept");
        assert_eq!(bytes, log.bytes, "the count is kept right");
        assert_eq!(
            log.lines().last().map(|l| l.at_ms),
            Some(1039),
            "the newest stays"
        );
    }

    #[test]
    fn a_clone_shares_the_lines_until_one_is_added() {
        let mut log = ChatLog::default();
        log.push(line(0, "hello"));
        let before = log.clone();
        log.push(line(1, "again"));
        assert_eq!(before.lines().count(), 1, "the earlier state is as it was");
        assert_eq!(log.lines().count(), 2);
    }
}
