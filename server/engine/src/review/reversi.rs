//! A reversi position judged: a forced pass played out, the exact endgame solver once few
//! squares are empty (the final disc margin under perfect play), and otherwise the middle-game
//! search at the review's depth.

use super::{Effort, Evaluation, scale};
use crate::ai::Budget;
use crate::ai::reversi::search::Searcher;
use crate::ai::reversi::{Eval, Position, Solver, WIN, square_move};
use crate::{Game, Move, Reversi, Side};

/// The size of the search's and the solver's tables, as a power of two: a fresh pair for every
/// position, so that no position's verdict depends on the ones judged before it.
const TABLE_BITS: u32 = 18;

/// Judges a reversi position.
pub(super) fn evaluate(game: &Reversi, effort: &Effort, budget: &Budget<'_>) -> Evaluation {
    let me = game.to_move();
    let pos = Position::of(game);
    if game.is_over() {
        let margin = from_black(me, pos.final_score());
        return Evaluation::proven(winner(margin), Some(margin), None);
    }
    if pos.moves() == 0 {
        // A forced pass: the position after it is this one's.
        let mut after = game.clone();
        after.play_unchecked(Move::Pass);
        let mut next = evaluate(&after, effort, budget);
        next.best = Some(Move::Pass);
        return next;
    }
    let mut cut = false;
    if pos.empties() <= effort.exact_empties {
        match Solver::new(TABLE_BITS).solve(pos, -64, 64, &[], budget) {
            Some(solution) => {
                let margin = from_black(me, solution.score);
                let best = solution.best.map(square_move);
                return Evaluation::proven(winner(margin), Some(margin), best);
            }
            // Out of budget: the search below is all there is time for.
            None => cut = true,
        }
    }
    let mut searcher = Searcher::new(TABLE_BITS, Eval::default());
    let found = searcher.think(pos, effort.reversi_depth, budget.remaining(), budget);
    let best = found.best.map(square_move);
    // The search ends at the effort's depth, at the end of the game, or with a proof.
    cut |= found.depth < effort.reversi_depth.min(pos.empties()) && found.score.abs() < WIN;
    if found.score.abs() > WIN {
        // Every line the search looked at ends the game: the winner is known, if not the margin.
        return Evaluation::proven(winner(from_black(me, found.score)), None, best)
            .cut_short_if(cut);
    }
    #[expect(
        clippy::cast_precision_loss,
        reason = "scores are a few thousand hundredths of a disc"
    )]
    let discs = found.score as f32 / 100.0;
    let chance = scale::logistic(discs, scale::REVERSI_DISCS);
    Evaluation::estimate(
        scale::for_black(me, chance),
        from_black(me, found.score),
        best,
    )
    .cut_short_if(cut)
}

/// A score for the side to move, `me`, seen from black's side.
fn from_black(me: Side, score: i32) -> i32 {
    match me {
        Side::Black => score,
        Side::White => -score,
    }
}

/// The winner of a final margin from black's side.
fn winner(margin: i32) -> Option<Side> {
    match margin.signum() {
        1 => Some(Side::Black),
        -1 => Some(Side::White),
        _ => None,
    }
}
