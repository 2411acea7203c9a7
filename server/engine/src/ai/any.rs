//! The bot a server seats: chosen by game and level at runtime.

use std::{fmt, str::FromStr};

use rand::rngs::SmallRng;

use super::{Bot, Budget, Outlook};
use crate::{AnyGame, Move};

/// The server AI's strength.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub enum Level {
    /// The seed program's own strategy: beatable by a casual player.
    Easy,
    /// A real engine on a short budget.
    #[default]
    Medium,
    /// The strongest engine, about a second a move.
    Hard,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    /// The protocol's name of the level.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }

    /// The default thinking time of a move at this level, in milliseconds.
    #[must_use]
    pub const fn default_budget_ms(self) -> u64 {
        match self {
            Level::Easy => 100,
            Level::Medium => 200,
            Level::Hard => 1000,
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A name that is not a level.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownLevel(pub String);

impl fmt::Display for UnknownLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown AI level {:?}", self.0)
    }
}

impl std::error::Error for UnknownLevel {}

impl FromStr for Level {
    type Err = UnknownLevel;

    fn from_str(s: &str) -> Result<Level, UnknownLevel> {
        Level::ALL
            .into_iter()
            .find(|l| l.as_str() == s)
            .ok_or_else(|| UnknownLevel(s.to_owned()))
    }
}

/// A bot for whichever game a room plays, at a level.
#[derive(Debug, Clone, Copy)]
pub struct AnyBot {
    /// The strength asked for.
    level: Level,
}

impl AnyBot {
    /// The bot of a level; each game's module says which engine plays at which level.
    #[must_use]
    pub fn new(level: Level) -> AnyBot {
        AnyBot { level }
    }

    /// The level this bot plays at.
    #[must_use]
    pub fn level(&self) -> Level {
        self.level
    }
}

impl Bot<AnyGame> for AnyBot {
    fn name(&self) -> &str {
        self.level.as_str()
    }

    fn choose(&mut self, game: &AnyGame, budget: &Budget<'_>, rng: &mut SmallRng) -> Option<Move> {
        match game {
            AnyGame::Gomoku(g) => super::gomoku::bot(self.level).choose(g, budget, rng),
            AnyGame::Reversi(g) => super::reversi::bot(self.level).choose(g, budget, rng),
            AnyGame::NoGo(g) => super::nogo::bot(self.level).choose(g, budget, rng),
            AnyGame::HexGomoku(g) => super::hex_gomoku::bot(self.level).choose(g, budget, rng),
        }
    }

    /// The strongest engine's view whatever the level: a weak level plays weakly, but it need
    /// not misjudge a draw offer.
    fn outlook(
        &mut self,
        game: &AnyGame,
        budget: &Budget<'_>,
        rng: &mut SmallRng,
    ) -> Option<Outlook> {
        let judge = Level::Hard;
        match game {
            AnyGame::Gomoku(g) => super::gomoku::bot(judge).outlook(g, budget, rng),
            AnyGame::Reversi(g) => super::reversi::bot(judge).outlook(g, budget, rng),
            AnyGame::NoGo(g) => super::nogo::bot(judge).outlook(g, budget, rng),
            AnyGame::HexGomoku(g) => super::hex_gomoku::bot(judge).outlook(g, budget, rng),
        }
    }
}
