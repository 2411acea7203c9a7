//! [`Review`]: the review of a finished game as a pure state machine a caller advances one
//! position at a time.
//!
//! Each step judges one position, and is a function of the game, the effort, the seed and the
//! position's ply alone: no table or generator is carried from one step to the next. So a
//! server can run the steps in the background whenever it likes, store each one, and after a
//! restart hand the stored ones to [`Review::resume`] and go on; the review it finishes is the
//! one an uninterrupted run would have made.

use rand::SeedableRng;
use rand::rngs::SmallRng;

use super::judge::{MoveReview, judge};
use super::{Effort, Evaluation, evaluate};
use crate::ai::Budget;
use crate::{AnyGame, Game, Side};

/// What one step did.
#[derive(Debug, Clone, PartialEq)]
pub enum Step {
    /// The position after `ply` moves was judged; with it, the move that led there.
    Judged {
        /// The position's ply: moves played before it (0 is the start).
        ply: usize,
        /// What the engine found.
        evaluation: Evaluation,
        /// The move before the position, now that both its positions are judged (none for the
        /// start).
        judged: Option<MoveReview>,
        /// Whether the budget ended a search before the effort did ([`Evaluation::cut_short`]).
        cut_short: bool,
    },
    /// The budget's stop flag was set during the step: nothing was recorded, and the next step
    /// judges the same position again.
    Stopped,
    /// Every position is judged.
    Done,
}

/// A stored review does not belong to this game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TooManyEvaluations {
    /// The evaluations given.
    pub given: usize,
    /// The game's positions.
    pub positions: usize,
}

impl std::fmt::Display for TooManyEvaluations {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} evaluations for a game of {} positions",
            self.given, self.positions
        )
    }
}

impl std::error::Error for TooManyEvaluations {}

/// The review of a game: its positions judged so far, in order from the start.
#[derive(Debug, Clone)]
pub struct Review {
    /// The game reviewed, with every move.
    game: AnyGame,
    /// The side that played each move.
    movers: Vec<Side>,
    /// How hard each position is searched.
    effort: Effort,
    /// The seed every position's generator is made from.
    seed: u64,
    /// The positions judged, `evaluations[k]` the one after `k` moves.
    evaluations: Vec<Evaluation>,
}

impl Review {
    /// A review of `game` (its set-up and every move played) not yet begun. `seed` stands for
    /// the random generator: each position's searches draw from one made of it and the ply.
    #[must_use]
    pub fn new(game: &AnyGame, effort: Effort, seed: u64) -> Review {
        let mut replay = game.start();
        let movers = game
            .history()
            .iter()
            .map(|&m| {
                let mover = replay.to_move();
                replay.play_unchecked(m);
                mover
            })
            .collect();
        Review {
            game: game.clone(),
            movers,
            effort,
            seed,
            evaluations: Vec::new(),
        }
    }

    /// A review of `game` that goes on from the positions already judged (stored by the caller
    /// from earlier steps, in order).
    ///
    /// # Errors
    /// [`TooManyEvaluations`] when there are more than the game has positions.
    pub fn resume(
        game: &AnyGame,
        effort: Effort,
        seed: u64,
        evaluations: Vec<Evaluation>,
    ) -> Result<Review, TooManyEvaluations> {
        let positions = game.ply() + 1;
        if evaluations.len() > positions {
            return Err(TooManyEvaluations {
                given: evaluations.len(),
                positions,
            });
        }
        let mut review = Review::new(game, effort, seed);
        review.evaluations = evaluations;
        Ok(review)
    }

    /// The game reviewed.
    #[must_use]
    pub fn game(&self) -> &AnyGame {
        &self.game
    }

    /// The effort each position gets.
    #[must_use]
    pub fn effort(&self) -> Effort {
        self.effort
    }

    /// The seed.
    #[must_use]
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// How many positions the game has: one more than its moves.
    #[must_use]
    pub fn positions(&self) -> usize {
        self.game.ply() + 1
    }

    /// The positions judged so far, from the start: what a progress bar shows and a graph
    /// draws.
    #[must_use]
    pub fn evaluations(&self) -> &[Evaluation] {
        &self.evaluations
    }

    /// Whether every position is judged.
    #[must_use]
    pub fn is_done(&self) -> bool {
        self.evaluations.len() >= self.positions()
    }

    /// Judges the next position within `budget`. A budget whose deadline passes still records
    /// what the searches found by then (verdicts are repeatable only when the effort, not the
    /// deadline, ends them); a stop flag set during the step records nothing.
    pub fn step(&mut self, budget: &Budget<'_>) -> Step {
        let ply = self.evaluations.len();
        if ply >= self.positions() {
            return Step::Done;
        }
        let position = self.game.take_back(self.game.ply() - ply);
        let mut rng = SmallRng::seed_from_u64(position_seed(self.seed, ply));
        let mut evaluation = evaluate(&position, &self.effort, budget, &mut rng);
        let played = self.game.history().get(ply).copied();
        if let Some(best) = evaluation.best
            && played.is_some_and(|m| m != best)
            && position.is_legal(best)
        {
            // The game went another way: judge the engine's way too, to measure it against.
            let mut after = position.clone();
            after.play_unchecked(best);
            let reference = evaluate(&after, &self.effort, budget, &mut rng);
            evaluation.after_best = Some(reference.as_reference());
            evaluation.cut_short |= reference.cut_short;
        }
        if budget.stop.load(std::sync::atomic::Ordering::Relaxed) {
            return Step::Stopped;
        }
        let cut_short = evaluation.cut_short;
        self.evaluations.push(evaluation.clone());
        Step::Judged {
            ply,
            evaluation,
            judged: ply.checked_sub(1).and_then(|k| self.judge_move(k)),
            cut_short,
        }
    }

    /// Every move whose two positions are judged, in order.
    #[must_use]
    pub fn moves(&self) -> Vec<MoveReview> {
        (0..self.game.ply())
            .map_while(|k| self.judge_move(k))
            .collect()
    }

    /// A comment for each move judged so far (black's chance after it, and for a marked move
    /// what it gave away), for [`crate::sgf::to_sgf_annotated`].
    #[must_use]
    pub fn comments(&self) -> Vec<Option<String>> {
        let shape = self.game.shape();
        self.moves()
            .iter()
            .map(|m| Some(m.comment(shape)))
            .collect()
    }

    /// The `k`-th move judged, if both its positions are.
    fn judge_move(&self, k: usize) -> Option<MoveReview> {
        let before = self.evaluations.get(k)?;
        let after = self.evaluations.get(k + 1)?;
        let played = *self.game.history().get(k)?;
        let mover = *self.movers.get(k)?;
        Some(judge(k, mover, played, before, after))
    }
}

/// The seed of the generator for the position after `ply` moves: the review's seed and the ply
/// mixed (splitmix64's finaliser), so that neighbouring plies draw unrelated numbers.
fn position_seed(seed: u64, ply: usize) -> u64 {
    let mut z = seed ^ (ply as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}
