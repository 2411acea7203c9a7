//! The computer players of reversi: the baselines and the engines behind the levels.
//!
//! # Layout
//! - [`position`]: the two-bitboard position every bot searches.
//! - [`tables`], [`baselines`]: the seed program's square tables and the `roxanne` and
//!   `mobility` bots (`roxanne` is the easy level).
//! - [`uct`]: UCT with random or Roxanne playouts (`uct-random`, `uct-roxanne`).
//! - [`stability`], [`eval`]: stable discs and the evaluation.
//! - `tt`, [`search`]: the transposition table and the middle-game negascout search, with
//!   [`probcut`] (Multi-ProbCut's fitted cuts).
//! - `candidate`, `node_clock`, `negascout`: the move list entry, the clock and the child
//!   search that the middle-game search and the solver share.
//! - [`endgame`]: the exact endgame solver, with `parity` (the order of empty squares near the
//!   end) and `last_empties` (the last four); [`ffo`]: the FForum test problems' format.
//! - [`engine`]: search and solver together, the medium and hard levels.

pub mod baselines;
mod candidate;
pub mod endgame;
pub mod engine;
pub mod eval;
pub mod ffo;
mod last_empties;
mod negascout;
mod node_clock;
mod parity;
pub mod position;
pub mod probcut;
pub mod search;
pub mod stability;
pub mod tables;
#[cfg(test)]
mod testing;
mod tt;
pub mod uct;

pub use baselines::TableBot;
pub use endgame::{Solution, Solver, solve_exact};
pub use engine::{Engine, Settings};
pub use eval::{Eval, WIN};
pub use position::{Position, Squares, move_square, square_move, square_name};
pub use uct::{Playout, UctBot};

use super::{Bot, Level, RandomBot};
use crate::Reversi;

/// The bot that plays at a level: Roxanne's table (easy), a shallow search (medium) or the
/// full engine (hard).
#[must_use]
pub fn bot(level: Level) -> Box<dyn Bot<Reversi>> {
    match level {
        Level::Easy => Box::new(TableBot::roxanne()),
        Level::Medium => Box::new(Engine::medium()),
        Level::Hard => Box::new(Engine::hard()),
    }
}

/// A bot by name, for the arena: a level (`easy`, `medium`, `hard`), a baseline (`roxanne`,
/// `mobility`, `uct-roxanne`, `uct-random`), or `random`; `medium` and `hard` take knobs after
/// a colon (`hard:exact=21,wld=23`, see [`Settings::with_knobs`]).
#[must_use]
pub fn by_name(name: &str) -> Option<Box<dyn Bot<Reversi>>> {
    if let Some((level, knobs)) = name.split_once(':') {
        let settings = match level {
            "medium" => Settings::MEDIUM,
            "hard" => Settings::HARD,
            _ => return None,
        };
        return Some(Box::new(Engine::new(settings.with_knobs(knobs)?)));
    }
    match name {
        "random" => Some(Box::new(RandomBot)),
        "roxanne" => Some(Box::new(TableBot::roxanne())),
        "mobility" => Some(Box::new(TableBot::mobility())),
        "uct-roxanne" => Some(Box::new(UctBot::new(Playout::Roxanne))),
        "uct-random" => Some(Box::new(UctBot::new(Playout::Random))),
        _ => name.parse().ok().map(bot),
    }
}
