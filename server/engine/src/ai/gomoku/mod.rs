//! The computer players of gomoku (every rule): the baseline and the engines behind the levels.
//! The rule comes with the game, so one set of bots serves freestyle, standard and renju.

use super::five::combos::Combos;
use super::five::engine::{Engine, HARD, MEDIUM};
use super::{Bot, Level, RandomBot};
use crate::Gomoku;

/// The bot that plays at a level: `easy` is the `combos` baseline, `medium` and `hard` the
/// engine.
#[must_use]
pub fn bot(level: Level) -> Box<dyn Bot<Gomoku>> {
    match level {
        Level::Easy => Box::new(Combos),
        Level::Medium => Box::new(Engine::new("medium", MEDIUM)),
        Level::Hard => Box::new(Engine::new("hard", HARD)),
    }
}

/// A bot by name, for the arena: a level (`easy`, `medium`, `hard`), the baseline `combos`, or
/// `random`.
#[must_use]
pub fn by_name(name: &str) -> Option<Box<dyn Bot<Gomoku>>> {
    match name {
        "random" => Some(Box::new(RandomBot)),
        "combos" => Some(Box::new(Combos)),
        _ => name.parse().ok().map(bot),
    }
}
