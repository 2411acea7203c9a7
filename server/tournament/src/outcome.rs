//! Colours and how a game of the event ended.

use std::fmt;

/// A side of a game. Black moves first in every game Boardroom plays, so black has the role that
/// white has in the pairing rules written for chess: where FIDE's rules say "white", read black.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Colour {
    /// The side that moves first.
    Black,
    /// The side that moves second.
    White,
}

impl Colour {
    /// The other side.
    #[must_use]
    pub const fn opposite(self) -> Colour {
        match self {
            Colour::Black => Colour::White,
            Colour::White => Colour::Black,
        }
    }

    /// The lowercase name, as the protocol spells a side.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Colour::Black => "black",
            Colour::White => "white",
        }
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// How a game of the event ended, as its room (or the host) says.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// Played, and this side won (a line, more discs, a resignation, a flag).
    Win(Colour),
    /// Played, and drawn.
    Draw,
    /// Not played: the other side never came (or forfeited before a move), so this side wins
    /// without a game. It counts as a win, but not as a game played for the colours and the
    /// tie-breaks, and a player who has one gets no bye (FIDE C.04.1.d).
    ForfeitWin(Colour),
    /// Not played by either side: both lose (a round ended by the host with the game unplayed).
    DoubleForfeit,
}

impl Outcome {
    /// What `side` scored, in half points: 2 a win, 1 a draw, 0 a loss.
    #[must_use]
    pub fn half_points(self, side: Colour) -> u32 {
        match self {
            Outcome::Win(c) | Outcome::ForfeitWin(c) => {
                if c == side {
                    2
                } else {
                    0
                }
            }
            Outcome::Draw => 1,
            Outcome::DoubleForfeit => 0,
        }
    }

    /// Whether the game was played over the board.
    #[must_use]
    pub const fn played(self) -> bool {
        matches!(self, Outcome::Win(_) | Outcome::Draw)
    }

    /// The outcome as transcripts and logs write it: `black`, `white`, `draw`,
    /// `black-forfeit` (black wins, white did not play), `white-forfeit`, `double-forfeit`.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Outcome::Win(Colour::Black) => "black",
            Outcome::Win(Colour::White) => "white",
            Outcome::Draw => "draw",
            Outcome::ForfeitWin(Colour::Black) => "black-forfeit",
            Outcome::ForfeitWin(Colour::White) => "white-forfeit",
            Outcome::DoubleForfeit => "double-forfeit",
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// An outcome written in an unknown way.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownOutcome;

impl fmt::Display for UnknownOutcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("unknown outcome")
    }
}

impl std::error::Error for UnknownOutcome {}

impl std::str::FromStr for Outcome {
    type Err = UnknownOutcome;

    fn from_str(s: &str) -> Result<Outcome, UnknownOutcome> {
        [
            Outcome::Win(Colour::Black),
            Outcome::Win(Colour::White),
            Outcome::Draw,
            Outcome::ForfeitWin(Colour::Black),
            Outcome::ForfeitWin(Colour::White),
            Outcome::DoubleForfeit,
        ]
        .into_iter()
        .find(|o| o.as_str() == s)
        .ok_or(UnknownOutcome)
    }
}
