//! The computer players of gomoku: the baselines and the engines behind the levels.

use super::{Bot, Level, RandomBot};
use crate::Gomoku;

/// The bot that plays at a level.
#[must_use]
pub fn bot(level: Level) -> Box<dyn Bot<Gomoku>> {
    match level {
        Level::Easy | Level::Medium | Level::Hard => Box::new(RandomBot),
    }
}

/// A bot by name, for the arena: a level (`easy`, `medium`, `hard`), a baseline, or `random`.
#[must_use]
pub fn by_name(name: &str) -> Option<Box<dyn Bot<Gomoku>>> {
    match name {
        "random" => Some(Box::new(RandomBot)),
        _ => name.parse().ok().map(bot),
    }
}
