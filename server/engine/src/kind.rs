//! Which game a room plays.

use std::{fmt, str::FromStr};

/// The four games, as a runtime choice.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum GameKind {
    /// Five in a row on a square grid (freestyle, standard, renju or caro).
    Gomoku,
    /// Othello on 8x8.
    Reversi,
    /// Anti-Go: capturing and suicide are both illegal.
    NoGo,
    /// Five in a row on a hexagonal triangle mesh.
    HexGomoku,
}

impl GameKind {
    /// Every game.
    pub const ALL: [GameKind; 4] = [
        GameKind::Gomoku,
        GameKind::Reversi,
        GameKind::NoGo,
        GameKind::HexGomoku,
    ];

    /// The protocol's name of the game.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            GameKind::Gomoku => "gomoku",
            GameKind::Reversi => "reversi",
            GameKind::NoGo => "nogo",
            GameKind::HexGomoku => "hex_gomoku",
        }
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A name that is not one of the games.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownGame(pub String);

impl fmt::Display for UnknownGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown game {:?}", self.0)
    }
}

impl std::error::Error for UnknownGame {}

impl FromStr for GameKind {
    type Err = UnknownGame;

    fn from_str(s: &str) -> Result<GameKind, UnknownGame> {
        GameKind::ALL
            .into_iter()
            .find(|k| k.as_str() == s)
            .ok_or_else(|| UnknownGame(s.to_owned()))
    }
}
