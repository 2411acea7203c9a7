//! The computer players of nogo: the baselines and the engines behind the levels.

use super::{Bot, Level, RandomBot};
use crate::NoGo;

/// The bot that plays at a level.
#[must_use]
pub fn bot(level: Level) -> Box<dyn Bot<NoGo>> {
    match level {
        Level::Easy | Level::Medium | Level::Hard => Box::new(RandomBot),
    }
}

/// A bot by name, for the arena: a level (`easy`, `medium`, `hard`), a baseline, or `random`.
#[must_use]
pub fn by_name(name: &str) -> Option<Box<dyn Bot<NoGo>>> {
    match name {
        "random" => Some(Box::new(RandomBot)),
        _ => name.parse().ok().map(bot),
    }
}
