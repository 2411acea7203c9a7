//! Why an SGF file could not be read: one small enum whose `Display` names the problem and
//! where it is, in words a player can act on.

use std::fmt;

use crate::{OptionsError, RuleError, SetupError, Side};

/// An SGF file that is not a record Boardroom can read. Positions are byte offsets into the text
/// (0 is the first byte); moves are numbered from 1 in the order they are played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SgfError {
    /// The text holds no game tree: no `(` at all.
    NoGameTree,
    /// The text is neither UTF-8 nor in a character set the file names and the reader knows.
    NotText {
        /// The first byte that is not part of a character.
        at: usize,
    },
    /// A game tree opened at `at` is never closed.
    UnclosedTree {
        /// The byte of its `(`.
        at: usize,
    },
    /// A property value opened at `at` is never closed.
    UnclosedValue {
        /// The byte of its `[`.
        at: usize,
    },
    /// A character that cannot stand where it is.
    Unexpected {
        /// The character.
        found: char,
        /// Its byte.
        at: usize,
    },
    /// A property name with no value after it.
    NoValue {
        /// The property's name.
        property: String,
        /// The byte where the name starts.
        at: usize,
    },
    /// `GM` names a game Boardroom does not play (or Go without `RU[nogo]`).
    UnknownGame {
        /// The `GM` value.
        game: String,
    },
    /// `RU` names a rule Boardroom does not know for the game.
    UnknownRule {
        /// The `RU` value.
        rule: String,
    },
    /// A property whose value cannot be read as what it stands for.
    BadValue {
        /// The property's name.
        property: String,
        /// Its value as written.
        value: String,
        /// The byte where the value starts.
        at: usize,
    },
    /// Something SGF allows that Boardroom's records cannot hold.
    Unsupported {
        /// What it is, as a phrase.
        what: &'static str,
        /// The byte where it starts.
        at: usize,
    },
    /// The board size or rule is outside what the game allows.
    Options(OptionsError),
    /// The set-up stones are no position of the game.
    Setup(SetupError),
    /// A move by the wrong side (and, in reversi, not after a forced pass).
    WrongTurn {
        /// The move's number.
        number: usize,
        /// The side whose move the file says it is.
        side: Side,
        /// The byte of the move's property.
        at: usize,
    },
    /// A move the rules refuse.
    Illegal {
        /// The move's number.
        number: usize,
        /// The move as written, such as `B[hh]`.
        written: String,
        /// Why the rules refuse it.
        error: RuleError,
        /// The byte of the move's property.
        at: usize,
    },
    /// `RE` names a winner the moves contradict.
    ResultMismatch {
        /// The `RE` value.
        result: String,
        /// The winner by the rules (`None` for a draw).
        winner: Option<Side>,
    },
}

impl fmt::Display for SgfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SgfError::NoGameTree => f.write_str("not an SGF file: no game tree '(' found"),
            SgfError::NotText { at } => write!(
                f,
                "not text: byte {at} is not UTF-8 (nor Latin-1 named by CA)"
            ),
            SgfError::UnclosedTree { at } => {
                write!(f, "the game tree opened at byte {at} is never closed")
            }
            SgfError::UnclosedValue { at } => {
                write!(f, "unclosed property value at byte {at}")
            }
            SgfError::Unexpected { found, at } => {
                write!(f, "unexpected {found:?} at byte {at}")
            }
            SgfError::NoValue { property, at } => {
                write!(f, "property {property} at byte {at} has no value")
            }
            SgfError::UnknownGame { game } => write!(
                f,
                "unknown game GM[{game}]: Boardroom reads GM[4] (gomoku, renju, caro, hex gomoku), \
                 GM[2] (reversi) and GM[1] with RU[nogo]"
            ),
            SgfError::UnknownRule { rule } => write!(
                f,
                "unknown rule RU[{rule}]: expected freestyle, standard, renju, caro or hex"
            ),
            SgfError::BadValue {
                property,
                value,
                at,
            } => write!(f, "{property}[{value}] at byte {at} cannot be read"),
            SgfError::Unsupported { what, at } => {
                write!(f, "{what} (byte {at}) is not supported")
            }
            SgfError::Options(e) => write!(f, "the board: {e}"),
            SgfError::Setup(e) => write!(f, "the set-up stones: {e}"),
            SgfError::WrongTurn { number, side, at } => write!(
                f,
                "move {number} (byte {at}) is {side}'s, but it is {}'s turn",
                side.opponent()
            ),
            SgfError::Illegal {
                number,
                written,
                error,
                at,
            } => write!(
                f,
                "move {number} {written} (byte {at}) is illegal ({error})"
            ),
            SgfError::ResultMismatch { result, winner } => match winner {
                Some(side) => write!(f, "RE[{result}] but the moves end in {side}'s win"),
                None => write!(f, "RE[{result}] but the moves end in a draw"),
            },
        }
    }
}

impl std::error::Error for SgfError {}
