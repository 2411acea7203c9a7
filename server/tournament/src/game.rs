//! The games and rounds of an event.

use std::fmt;

use crate::entrant::EntrantId;
use crate::outcome::Outcome;

/// A game of the event, numbered from 1 in the order the games were made.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GameNo(pub u32);

impl fmt::Display for GameNo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// Who plays whom in a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pairing {
    /// The game.
    pub game: GameNo,
    /// Its round, from 1; 0 in an arena, which has none.
    pub round: u32,
    /// Who plays black (moves first).
    pub black: EntrantId,
    /// Who plays white.
    pub white: EntrantId,
    /// Which opening of the server's set the game starts from, if the event uses openings.
    pub opening: Option<u32>,
}

/// Where a game stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameState {
    /// Under way (or about to be).
    Open,
    /// Over, with this result.
    Done(Outcome),
    /// Not counted: still under way when an arena ended.
    Void,
}

/// A game of the event.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Game {
    /// Who plays whom.
    pub pairing: Pairing,
    /// Where it stands.
    pub state: GameState,
}

impl Game {
    /// Whether `id` plays in it.
    #[must_use]
    pub fn has(&self, id: EntrantId) -> bool {
        self.pairing.black == id || self.pairing.white == id
    }

    /// The result, if it has one that counts.
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        match self.state {
            GameState::Done(outcome) => Some(outcome),
            GameState::Open | GameState::Void => None,
        }
    }
}

/// A round of a round robin, a Swiss or a gauntlet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Round {
    /// Its number, from 1.
    pub number: u32,
    /// Its games, in board order.
    pub games: Vec<GameNo>,
    /// Who has no game this round, and what that scores in half points.
    pub byes: Vec<(EntrantId, u32)>,
    /// Whether every game has a result.
    pub over: bool,
}
