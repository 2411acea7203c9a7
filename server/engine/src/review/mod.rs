//! The review of a finished game: every position judged by a game's engine, every move marked
//! by what it gave away.
//!
//! - [`Effort`] (`effort`): how hard each position is searched, in depth, nodes and simulations.
//! - [`Evaluation`] (`evaluation`): one position judged: black's chance to win on one scale
//!   for every game (`scale`), the engine's move, and what the number rests on.
//! - `five`, `reversi`, `nogo`: how each game's positions are judged.
//! - [`judge`] (`judge`): a move classed by the drop in the mover's chance (lichess's
//!   thresholds), reversi's discs once solved, and five in a row's missed wins by continuous
//!   fours.
//! - [`Review`] (`state`): the pure, resumable state machine a caller steps one position at a
//!   time.
//!
//! The scale and the thresholds are written down in `docs/review.md`.

mod effort;
mod evaluation;
mod five;
mod judge;
mod nogo;
mod reversi;
mod scale;
mod state;

pub use effort::Effort;
pub use evaluation::{Basis, Evaluation, Reference};
pub use judge::{
    BLUNDER, Class, DISCS, INACCURACY, MISTAKE, MoveReview, Verdict, judge, verdict_words,
};
pub use scale::{GOMOKU_POINTS, HEX_POINTS, RENJU_POINTS, REVERSI_DISCS};
pub use state::{Review, Step, TooManyEvaluations};

use rand::rngs::SmallRng;

use crate::AnyGame;
use crate::ai::Budget;

/// Judges one position of any game at `effort` within `budget`, drawing from `rng`: what a
/// review records for it.
#[must_use]
pub fn evaluate(
    game: &AnyGame,
    effort: &Effort,
    budget: &Budget<'_>,
    rng: &mut SmallRng,
) -> Evaluation {
    match game {
        AnyGame::Gomoku(g) => five::evaluate(g, effort, budget, rng),
        AnyGame::HexGomoku(g) => five::evaluate(g, effort, budget, rng),
        AnyGame::Reversi(g) => reversi::evaluate(g, effort, budget),
        AnyGame::NoGo(g) => nogo::evaluate(g, effort, budget, rng),
    }
}
