//! Text from clients that other people will see: names and chat lines.
//!
//! A name is how a person is known at the board, so it must be seen as it is: a name that shows
//! nothing (only spaces, zero-width or format characters), one that turns the text around it
//! (bidi overrides and isolates), or one that passes for the server's AI is refused. A chat line
//! is kept, but without the characters that could make it lie about itself: control characters
//! (NUL, escape sequences) and bidi controls are dropped.

use boardroom_protocol::{ErrorCode, MAX_CHAT_CHARS, MAX_NAME_CHARS};
use unicode_general_category::{GeneralCategory, get_general_category};

use crate::refusal::Refusal;
use crate::words::num;

/// The start of the AI's names (`Boardroom AI (hard)`): nobody else may take it.
const AI_PREFIX: &str = "boardroom ai";

/// The zero-width joiner, a format character that emoji sequences need (👩‍💻): kept.
const ZERO_WIDTH_JOINER: char = '\u{200D}';

/// Whether `c` changes the direction of the text around it (the bidi embeddings, overrides,
/// isolates and marks).
fn is_bidi_control(c: char) -> bool {
    matches!(
        c,
        '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}'
    )
}

/// Whether `c` is a format character other than the joiner (zero-width spaces, soft hyphens,
/// bidi controls, tags).
fn is_format(c: char) -> bool {
    c != ZERO_WIDTH_JOINER && get_general_category(c) == GeneralCategory::Format
}

/// Whether `c` shows something on its own: not a space, a control, a format character or a
/// combining mark.
fn is_visible(c: char) -> bool {
    !c.is_whitespace()
        && !c.is_control()
        && !matches!(
            get_general_category(c),
            GeneralCategory::Format
                | GeneralCategory::NonspacingMark
                | GeneralCategory::EnclosingMark
                | GeneralCategory::SpacingMark
        )
        // Hangul fillers and the braille blank render as nothing.
        && !matches!(c, '\u{115F}' | '\u{1160}' | '\u{3164}' | '\u{FFA0}' | '\u{2800}')
}

/// What a name looks like, for telling whether two names could be taken for one another: the
/// confusable skeleton of Unicode TR39 (`unicode-security`: a Cyrillic о is a Latin o, an m is
/// r n), of the name as written (a capital I is a small l) and of it in small letters (case
/// aside), the zero-width joiner dropped.
fn looks(name: &str) -> [String; 2] {
    use unicode_security::confusable_detection::skeleton;
    let shown: String = name.chars().filter(|&c| c != ZERO_WIDTH_JOINER).collect();
    let shown = shown.trim();
    [
        skeleton(shown).collect(),
        skeleton(&shown.to_lowercase()).collect(),
    ]
}

/// The key of an account's name: its look in small letters, so that no two accounts can be
/// taken for one another (`Ada`, `ada` and `Аda` with a Cyrillic А are one key).
pub(crate) fn account_key(name: &str) -> String {
    let [_, small] = looks(name);
    small
}

/// Whether two names could be taken for one another (TR39's confusables, case aside).
pub(crate) fn looks_alike(a: &str, b: &str) -> bool {
    let (a, b) = (looks(a), looks(b));
    a.iter().any(|look| b.contains(look))
}

/// A display name, trimmed: 1 to `MAX_NAME_CHARS` characters, at least one of them visible,
/// with no control or format character (the joiner aside), and not the AI's.
///
/// # Errors
/// `bad_request`, saying which rule the name broke.
pub(crate) fn name(name: &str) -> Result<String, Refusal> {
    let name = name.trim();
    let chars = name.chars().count();
    let refuse = |id: &str| Err(Refusal::says(ErrorCode::BadRequest, id, &[]));
    if chars == 0 || chars > MAX_NAME_CHARS {
        return Err(Refusal::says(
            ErrorCode::BadRequest,
            "server-name-length",
            &[("most", num(MAX_NAME_CHARS))],
        ));
    }
    if name.chars().any(|c| c.is_control() || is_format(c)) {
        return refuse("server-name-invisible-characters");
    }
    if !name.chars().any(is_visible) {
        return refuse("server-name-nothing-visible");
    }
    if name.to_lowercase().starts_with(AI_PREFIX) {
        return refuse("server-name-is-the-ai");
    }
    Ok(name.to_owned())
}

/// A chat line without its control characters (tabs and line breaks become spaces) and bidi
/// controls: 1 to `MAX_CHAT_CHARS` characters, not all blank.
///
/// # Errors
/// `bad_request` for an empty, blank or too long line.
pub(crate) fn chat(text: &str) -> Result<String, Refusal> {
    let clean: String = text
        .chars()
        .filter_map(|c| match c {
            '\t' | '\n' | '\r' => Some(' '),
            c if c.is_control() || is_bidi_control(c) => None,
            c => Some(c),
        })
        .collect();
    let chars = clean.chars().count();
    if chars == 0 || chars > MAX_CHAT_CHARS || !clean.chars().any(is_visible) {
        return Err(Refusal::says(
            ErrorCode::BadRequest,
            "server-chat-length",
            &[("most", num(MAX_CHAT_CHARS))],
        ));
    }
    Ok(clean)
}

/// The names two seats show: when both would read the same (ignoring case), the second gets a
/// number, so that nobody at the board can pass for the other.
#[must_use]
pub(crate) fn distinct(first: &str, second: &str) -> String {
    if first.to_lowercase() == second.to_lowercase() {
        format!("{second} (2)")
    } else {
        second.to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_that_look_alike_look_alike() {
        let same = [
            ("lucy", "Iucy"),
            ("Bob", "B\u{043E}b"),
            ("simplebot", "SIMPLEBOT"),
            ("simplebot", "simple\u{200D}bot"),
            ("pela", "PELA"),
        ];
        for (a, b) in same {
            assert!(looks_alike(a, b), "{a:?} {b:?}");
        }
        for (a, b) in [("lucy", "lacy"), ("bob", "rob")] {
            assert!(!looks_alike(a, b), "{a:?} {b:?}");
        }
    }

    /// `name(input)` gives `Some(output)`, or `None` for a refusal.
    fn check_name(cases: &[(&str, Option<&str>)]) {
        for (input, want) in cases {
            let got = name(input).ok();
            assert_eq!(got.as_deref(), *want, "name({input:?})");
        }
    }

    #[test]
    fn names() {
        check_name(&[
            ("Ann", Some("Ann")),
            ("  Ann  ", Some("Ann")),
            ("Zoë", Some("Zoë")),
            ("李雷", Some("李雷")),
            ("👩\u{200D}💻", Some("👩\u{200D}💻")),
            ("", None),
            ("   ", None),
            ("\u{200B}", None),
            ("\u{200B}\u{200B}", None),
            ("\u{3164}", None),
            ("\u{0301}", None),
            ("Ann\u{202E}nnA", None),
            ("\u{2066}Ann", None),
            ("An\u{00AD}n", None),
            ("Ann\u{0000}", None),
            ("\u{1b}[31mAnn", None),
            ("Boardroom AI (hard)", None),
            ("boardroom ai", None),
            ("BOARDROOM AI (easy) ", None),
            ("Boardroom fan", Some("Boardroom fan")),
            (
                &"x".repeat(MAX_NAME_CHARS),
                Some(&*"x".repeat(MAX_NAME_CHARS)),
            ),
            (&"x".repeat(MAX_NAME_CHARS + 1), None),
        ]);
    }

    #[test]
    fn chat_lines() {
        let cases: &[(&str, Option<&str>)] = &[
            ("hello", Some("hello")),
            ("a\u{0}b", Some("ab")),
            ("\u{1b}[2Jcleared", Some("[2Jcleared")),
            ("two\nlines", Some("two lines")),
            ("left \u{202E}thgir", Some("left thgir")),
            ("  spaced  ", Some("  spaced  ")),
            ("", None),
            ("   ", None),
            ("\u{0}\u{7}", None),
            ("\u{200B}", None),
        ];
        for (input, want) in cases {
            assert_eq!(chat(input).ok().as_deref(), *want, "chat({input:?})");
        }
        assert!(chat(&"x".repeat(MAX_CHAT_CHARS)).is_ok());
        assert!(chat(&"x".repeat(MAX_CHAT_CHARS + 1)).is_err());
    }

    #[test]
    fn two_seats_never_read_the_same() {
        assert_eq!(distinct("Ann", "Bob"), "Bob");
        assert_eq!(distinct("Ann", "ann"), "ann (2)");
        assert_eq!(distinct("Ann", "Ann"), "Ann (2)");
    }
}
