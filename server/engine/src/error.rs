//! Why a move is refused.

use std::fmt;

/// The one way the rules refuse a move. `Display` gives short lowercase text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RuleError {
    /// The point is not on the board.
    OffBoard,
    /// The point already holds a stone.
    Occupied,
    /// Reversi: the disc would flip nothing.
    NoFlip,
    /// A pass while the side to move has a placement, or in a game without passes.
    CannotPass,
    /// NoGo: the stone's own group would have no liberty.
    Suicide,
    /// NoGo: the stone would leave an enemy group without a liberty.
    Captures,
    /// NoGo with `center_first_forbidden`: the first move may not be the centre point.
    CenterFirst,
    /// Renju: black may not play this point.
    Forbidden(Forbidden),
    /// The game has ended.
    GameOver,
}

/// Why renju forbids black a point.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Forbidden {
    /// Six or more in a row.
    Overline,
    /// Two fours at once (on two lines, or two on one line).
    DoubleFour,
    /// Two real (open) threes at once.
    DoubleThree,
}

impl Forbidden {
    /// The snake_case name used in test data and messages.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Forbidden::Overline => "overline",
            Forbidden::DoubleFour => "double_four",
            Forbidden::DoubleThree => "double_three",
        }
    }
}

impl RuleError {
    /// The snake_case name used in test data.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            RuleError::OffBoard => "off_board",
            RuleError::Occupied => "occupied",
            RuleError::NoFlip => "no_flip",
            RuleError::CannotPass => "cannot_pass",
            RuleError::Suicide => "suicide",
            RuleError::Captures => "captures",
            RuleError::CenterFirst => "center_first",
            RuleError::Forbidden(f) => f.as_str(),
            RuleError::GameOver => "game_over",
        }
    }
}

impl fmt::Display for Forbidden {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Forbidden::Overline => "overline",
            Forbidden::DoubleFour => "double four",
            Forbidden::DoubleThree => "double three",
        })
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleError::OffBoard => f.write_str("point is off the board"),
            RuleError::Occupied => f.write_str("point is occupied"),
            RuleError::NoFlip => f.write_str("move flips no disc"),
            RuleError::CannotPass => f.write_str("passing is not allowed now"),
            RuleError::Suicide => f.write_str("move leaves its own group without liberties"),
            RuleError::Captures => f.write_str("move would capture"),
            RuleError::CenterFirst => f.write_str("first move may not be the centre"),
            RuleError::Forbidden(kind) => write!(f, "forbidden for black: {kind}"),
            RuleError::GameOver => f.write_str("game is over"),
        }
    }
}

impl std::error::Error for RuleError {}

/// A refused [`crate::Game::play`]: the reason and the game, handed back unchanged.
#[derive(Clone, PartialEq, Eq)]
pub struct PlayError<G> {
    /// Why the move was refused.
    pub error: RuleError,
    /// The game as it was before the attempt.
    pub game: G,
}

impl<G> fmt::Debug for PlayError<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("PlayError")
            .field("error", &self.error)
            .finish_non_exhaustive()
    }
}

impl<G> fmt::Display for PlayError<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.error.fmt(f)
    }
}

impl<G> std::error::Error for PlayError<G> {}

/// A move list that could not be replayed: which move and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ReplayError {
    /// The 0-based index of the refused move in the list.
    pub index: usize,
    /// Why it was refused.
    pub error: RuleError,
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "move {} refused: {}", self.index + 1, self.error)
    }
}

impl std::error::Error for ReplayError {}
