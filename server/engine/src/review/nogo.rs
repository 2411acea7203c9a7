//! A NoGo position judged by the Monte Carlo search of the `hard` level, held to the review's
//! number of simulations: a share of simulations won is already a chance to win, and the
//! search's proofs are proven results.
//!
//! Which share: the best move's leans to the side to move and the share of all the root's
//! simulations leans against it, by about as much (self-play positions, the chance of a
//! position plus its successor's for the other side, which would be 1 with no lean: best
//! move's +0.05 at 2 000 simulations and +0.02 at 30 000, all simulations' -0.025 and -0.01).
//! Their mean leans by under 0.015, well below an inaccuracy; either alone would mark the
//! engine's own moves as inaccuracies.

use rand::rngs::SmallRng;

use super::{Effort, Evaluation, scale};
use crate::ai::Budget;
use crate::ai::nogo::{Mcts, Settings};
use crate::{Game, Move, NoGo};

/// Judges a NoGo position.
pub(super) fn evaluate(
    game: &NoGo,
    effort: &Effort,
    budget: &Budget<'_>,
    rng: &mut SmallRng,
) -> Evaluation {
    let me = game.to_move();
    let settings = Settings {
        max_playouts: Some(effort.playouts.max(1)),
        max_time: None,
        ..Settings::hard()
    };
    let mut mcts = Mcts::new("review", settings);
    let Some(found) = mcts.analyse(game, budget, rng) else {
        // Over: the side to move has no legal move and has lost.
        let winner = game.outcome().and_then(|o| o.winner);
        return Evaluation::proven(winner, None, None);
    };
    let best = Some(Move::Place(found.best));
    // The search runs its simulations, or stops early on a proof; anything else was the budget.
    let cut = found.proven.is_none() && mcts.last_search().playouts < effort.playouts.max(1);
    let judged = match found.proven {
        Some(true) => Evaluation::proven(Some(me), None, best),
        Some(false) => Evaluation::proven(Some(me.opponent()), None, best),
        None => {
            let black = scale::for_black(me, f32::midpoint(found.value, found.mean));
            #[expect(
                clippy::cast_possible_truncation,
                reason = "a share from 0 to 1, in thousandths"
            )]
            let score = ((black - 0.5) * 1000.0).round() as i32;
            Evaluation::estimate(black, score, best)
        }
    };
    judged.cut_short_if(cut)
}
