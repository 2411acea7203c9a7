//! The computer players of hex_gomoku: the baseline and the engines behind the levels.

use super::five::engine::{Engine, HARD, MEDIUM};
use super::five::tuples::Tuples;
use super::{Bot, Level, RandomBot};
use crate::HexGomoku;

/// The bot that plays at a level: `easy` is the `tuples` baseline, `medium` and `hard` the
/// engine (the same one as gomoku's, on the hexagon's three lines).
#[must_use]
pub fn bot(level: Level) -> Box<dyn Bot<HexGomoku>> {
    match level {
        Level::Easy => Box::new(Tuples),
        Level::Medium => Box::new(Engine::new("medium", MEDIUM)),
        Level::Hard => Box::new(Engine::new("hard", HARD)),
    }
}

/// A bot by name, for the arena: a level (`easy`, `medium`, `hard`), the baseline `tuples`, or
/// `random`.
#[must_use]
pub fn by_name(name: &str) -> Option<Box<dyn Bot<HexGomoku>>> {
    match name {
        "random" => Some(Box::new(RandomBot)),
        "tuples" => Some(Box::new(Tuples)),
        _ => name.parse().ok().map(bot),
    }
}
