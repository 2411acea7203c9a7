//! The middle-game search: iterative deepening over a negascout (principal variation) search
//! with a transposition table, ordering moves by the table's move, then by a shallow search or
//! the evaluation, then by the opponent's mobility.
//!
//! Scores are the evaluation's (hundredths of a disc, for the side to move); a position where
//! the game is over scores beyond [`WIN`], so that a sure win beats any estimate.

use std::time::{Duration, Instant};

use super::candidate::{Candidate, bring_best_to};
use super::eval::{CORNERS, Eval, WIN, terminal_score};
use super::negascout::child_score;
use super::node_clock::NodeClock;
use super::position::{Position, Squares};
use super::probcut;
use super::tt::{NO_MOVE, Table, proven_bounds};
use crate::ai::Budget;

/// A bound beyond every score.
const INFINITY: i32 = 20_000;

/// How many nodes pass between two looks at the clock.
const CLOCK_INTERVAL: u64 = 2048;

/// Scores an evaluation can give (it clamps to ±6400): Multi-ProbCut works only inside.
const EVAL_LIMIT: i32 = 6400;

/// Half the width of the aspiration window around the last iteration's score.
const ASPIRATION: i32 = 60;

/// What a search found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SearchResult {
    /// The best square found, `None` if the side to move has no placement.
    pub best: Option<u32>,
    /// Its score.
    pub score: i32,
    /// The deepest iteration completed (0 when not even depth 1 finished).
    pub depth: u32,
    /// Positions visited.
    pub nodes: u64,
}

/// A middle-game searcher with its table and evaluation, kept between moves.
#[derive(Debug, Clone)]
pub struct Searcher {
    /// Bounds by position, depth in plies.
    tt: Table,
    /// The evaluation at the leaves.
    eval: Eval,
    /// How far beyond the window (hundredths of the fit's standard deviation) a shallow search
    /// must land for Multi-ProbCut to cut a node; 0 turns it off.
    probcut: i32,
}

impl Searcher {
    /// A searcher with a table of `2^tt_bits` entries, without Multi-ProbCut.
    #[must_use]
    pub fn new(tt_bits: u32, eval: Eval) -> Searcher {
        Searcher {
            tt: Table::new(tt_bits),
            eval,
            probcut: 0,
        }
    }

    /// This searcher cutting nodes by Multi-ProbCut when a shallow search lands `t` hundredths
    /// of a standard deviation beyond the window (0: never).
    #[must_use]
    pub fn with_probcut(mut self, t: u32) -> Searcher {
        self.probcut = t.min(1000).cast_signed();
        self
    }

    /// The evaluation in use.
    #[must_use]
    pub fn eval(&self) -> &Eval {
        &self.eval
    }

    /// Iterative deepening from depth 1 up to `max_depth`, until the budget runs out or, once
    /// `soft` has passed, before starting an iteration that would likely not finish. Returns
    /// the result of the deepest iteration, or of a partial one when it found a better move.
    pub fn think(
        &mut self,
        pos: Position,
        max_depth: u32,
        soft: Duration,
        budget: &Budget<'_>,
    ) -> SearchResult {
        let started = Instant::now();
        self.tt.next_age();
        let moves = pos.moves();
        let mut result = SearchResult {
            best: Squares(moves).next(),
            score: 0,
            depth: 0,
            nodes: 0,
        };
        if moves == 0 {
            return result;
        }
        // Root moves with the score of the last iteration, best first.
        let mut root: Vec<(u32, i32)> = Squares(moves).map(|s| (s, 0)).collect();
        {
            let run = Run::new(&mut self.tt, &self.eval, self.probcut, budget);
            root.sort_by_key(|&(s, _)| -run.order_key(pos, s, NO_MOVE, 0));
        }
        let empties = pos.empties();
        for depth in 1..=max_depth.max(1) {
            let mut run = Run::new(&mut self.tt, &self.eval, self.probcut, budget);
            let guess = result.score;
            let (mut alpha, mut beta) = if depth > 2 && guess.abs() < WIN {
                (guess - ASPIRATION, guess + ASPIRATION)
            } else {
                (-INFINITY, INFINITY)
            };
            let mut outcome;
            loop {
                outcome = run.root(pos, depth, alpha, beta, &mut root);
                if run.clock.aborted {
                    break;
                }
                let (score, _) = outcome;
                if score <= alpha && alpha > -INFINITY {
                    alpha = -INFINITY;
                } else if score >= beta && beta < INFINITY {
                    beta = INFINITY;
                } else {
                    break;
                }
            }
            result.nodes += run.clock.nodes;
            let (score, done) = outcome;
            if run.clock.aborted {
                // A partial iteration counts when a move was searched to the end: the root
                // list keeps the best proven move first.
                if done > 0 {
                    result.best = Some(root[0].0);
                }
                break;
            }
            result.best = Some(root[0].0);
            result.score = score;
            result.depth = depth;
            if score.abs() >= WIN || depth >= empties || started.elapsed() >= soft {
                break;
            }
        }
        result
    }
}

/// One search: the table, the evaluation, the budget and the counters.
struct Run<'a, 'b> {
    /// The searcher's table.
    tt: &'a mut Table,
    /// The evaluation.
    eval: &'a Eval,
    /// The nodes visited and the budget.
    clock: NodeClock<'a, 'b>,
    /// Multi-ProbCut's threshold (0: off).
    probcut: i32,
    /// Set during a Multi-ProbCut's shallow search, which cuts nothing itself: its scores are
    /// what the fit was made from.
    probing: bool,
}

impl<'a, 'b> Run<'a, 'b> {
    /// A fresh run.
    fn new(tt: &'a mut Table, eval: &'a Eval, probcut: i32, budget: &'a Budget<'b>) -> Run<'a, 'b> {
        Run {
            tt,
            eval,
            clock: NodeClock::new(budget, CLOCK_INTERVAL),
            probcut,
            probing: false,
        }
    }

    /// Multi-ProbCut at a null-window node of `pos` searched to `depth`: `Some(score)` when a
    /// shallow search says the deep one would very likely fail high (the score is `beta`) or
    /// low (`alpha`); `None` to search the node.
    fn probcut(&mut self, pos: Position, depth: u32, alpha: i32, beta: i32) -> Option<i32> {
        // Only well inside the evaluation's range, and not where the search would reach the
        // end of the game (there the scores are not the evaluation's).
        if alpha <= -EVAL_LIMIT || beta >= EVAL_LIMIT || depth + 2 >= pos.empties() {
            return None;
        }
        let fit = probcut::fit(pos.empties(), depth);
        let shallow = probcut::shallow_depth(depth);
        self.probing = true;
        let high = probcut::high_bound(fit, self.probcut, beta);
        let mut cut = None;
        if high < EVAL_LIMIT && self.pvs(pos, shallow, high - 1, high) >= high {
            cut = Some(beta);
        } else {
            let low = probcut::low_bound(fit, self.probcut, alpha);
            if low > -EVAL_LIMIT && self.pvs(pos, shallow, low, low + 1) <= low {
                cut = Some(alpha);
            }
        }
        self.probing = false;
        cut
    }

    /// Counts a node and looks at the clock now and then; true when the search must stop.
    #[inline]
    fn tick(&mut self) -> bool {
        self.clock.tick()
    }

    /// Searches the root moves (in the order of `root`) to `depth` within `alpha..beta`;
    /// moves the best to the front of `root` and returns its score with how many moves were
    /// searched completely.
    fn root(
        &mut self,
        pos: Position,
        depth: u32,
        mut alpha: i32,
        beta: i32,
        root: &mut [(u32, i32)],
    ) -> (i32, usize) {
        let mut best = -INFINITY;
        let mut done = 0;
        for i in 0..root.len() {
            let square = root[i].0;
            let next = pos.play(square);
            let score = child_score(i == 0, alpha, beta, |lo, hi| {
                -self.pvs(next, depth - 1, -hi, -lo)
            });
            if self.clock.aborted {
                break;
            }
            done += 1;
            root[i].1 = score;
            if score > best {
                best = score;
                // The best move so far goes first, the others keep their order.
                root[..=i].rotate_right(1);
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        // Keep the rest in order of their scores for the next iteration (stable: ties keep the
        // order they had).
        if !self.clock.aborted {
            root[1..].sort_by_key(|&(_, s)| -s);
        }
        (best, done)
    }

    /// A sort key for the move `square` of `pos`: the table's move first, then corners, then
    /// the moves that leave the opponent fewest replies, then the evaluation after the move.
    #[inline]
    fn order_key(&self, pos: Position, square: u32, hint: u8, depth: u32) -> i32 {
        if u32::from(hint) == square {
            return i32::MAX;
        }
        let next = pos.play(square);
        let replies = next.moves();
        let mobility = (replies.count_ones() + (replies & CORNERS).count_ones()).cast_signed();
        if depth >= 3 {
            -self.eval.score(next) - mobility * 40
        } else {
            -mobility * 100 + if CORNERS & (1 << square) != 0 { 200 } else { 0 }
        }
    }

    /// The negascout search of `pos` to `depth` within `alpha..beta` (exclusive), fail-soft.
    fn pvs(&mut self, pos: Position, depth: u32, mut alpha: i32, mut beta: i32) -> i32 {
        if self.tick() {
            return 0;
        }
        if depth == 0 {
            return self.eval.score(pos);
        }
        let moves = pos.moves();
        if moves == 0 {
            if pos.opponent_moves() == 0 {
                return terminal_score(pos);
            }
            // A pass costs no depth: it is forced.
            return -self.pvs(pos.pass(), depth, -beta, -alpha);
        }
        if depth == 1 {
            let mut best = -INFINITY;
            for square in Squares(moves) {
                let score = -self.eval.score(pos.play(square));
                best = best.max(score);
                if best >= beta {
                    break;
                }
            }
            self.clock.nodes += u64::from(moves.count_ones());
            return best;
        }
        let null_window = beta - alpha == 1;
        let mut hint = NO_MOVE;
        #[expect(clippy::cast_possible_truncation, reason = "depths are far below 256")]
        let depth_byte = depth as u8;
        if let Some(e) = self.tt.probe(pos) {
            hint = e.best;
            if e.depth >= depth_byte {
                let (lower, upper) = (i32::from(e.lower), i32::from(e.upper));
                if lower >= beta {
                    return lower;
                }
                if upper <= alpha {
                    return upper;
                }
                if lower == upper {
                    return lower;
                }
                alpha = alpha.max(lower - 1);
                beta = beta.min(upper + 1);
            }
        }
        if self.probcut > 0
            && !self.probing
            && depth >= probcut::MIN_DEPTH
            && null_window
            && let Some(score) = self.probcut(pos, depth, alpha, beta)
        {
            return if self.clock.aborted { 0 } else { score };
        }
        let original_alpha = alpha;
        let mut list = [Candidate::default(); 32];
        let mut count = 0;
        for square in Squares(moves) {
            if count < list.len() {
                let flips = pos.flips(square);
                list[count] = Candidate {
                    square,
                    flips,
                    key: self.order_key(pos, square, hint, depth),
                };
                count += 1;
            }
        }
        let list = &mut list[..count];
        let mut best = -INFINITY;
        let mut best_square = NO_MOVE;
        for i in 0..list.len() {
            bring_best_to(list, i);
            let c = list[i];
            let next = pos.play_flips(c.square, c.flips);
            let score = child_score(i == 0, alpha, beta, |lo, hi| {
                -self.pvs(next, depth - 1, -hi, -lo)
            });
            if self.clock.aborted {
                return 0;
            }
            if score > best {
                best = score;
                #[expect(clippy::cast_possible_truncation, reason = "a square is below 64")]
                let square = c.square as u8;
                best_square = square;
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        let (lower, upper) = proven_bounds(best, original_alpha, beta, INFINITY);
        self.tt.store(pos, depth_byte, lower, upper, best_square);
        best
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::AtomicBool;

    use super::super::testing::random_position;
    use super::*;
    use crate::{Game, Reversi, ReversiConfig};

    #[test]
    fn finds_a_move_at_every_depth_and_stops_on_time() {
        let stop = AtomicBool::new(false);
        let pos = Position::of(&Reversi::new(&ReversiConfig));
        let mut searcher = Searcher::new(16, Eval::default());
        for depth in 1..=5 {
            let budget = Budget::new(Duration::from_secs(60), &stop);
            let r = searcher.think(pos, depth, Duration::from_secs(60), &budget);
            assert_eq!(r.depth, depth);
            assert!(r.best.is_some_and(|s| pos.moves() & (1 << s) != 0));
        }
        let budget = Budget::new(Duration::from_millis(30), &stop);
        let started = Instant::now();
        let r = searcher.think(pos, 60, Duration::from_secs(60), &budget);
        assert!(started.elapsed() < Duration::from_millis(30) + crate::ai::reversi::engine::SLACK);
        assert!(r.best.is_some());
    }

    #[test]
    fn probcut_searches_fewer_nodes_for_a_legal_move() {
        let stop = AtomicBool::new(false);
        let pos = random_position(5, 40);
        let mut nodes = [0; 2];
        for (n, t) in nodes.iter_mut().zip([0, 150]) {
            let mut searcher = Searcher::new(16, Eval::default()).with_probcut(t);
            let budget = Budget::new(Duration::from_secs(60), &stop);
            let r = searcher.think(pos, 8, Duration::from_secs(60), &budget);
            assert_eq!(r.depth, 8);
            assert!(r.best.is_some_and(|s| pos.moves() & (1 << s) != 0));
            *n = r.nodes;
        }
        assert!(nodes[1] < nodes[0], "{nodes:?}");
    }

    #[test]
    fn deep_search_at_the_end_proves_the_result() {
        let pos = random_position(11, 8);
        if pos.moves() == 0 {
            return;
        }
        let stop = AtomicBool::new(false);
        let budget = Budget::new(Duration::from_secs(60), &stop);
        let mut searcher = Searcher::new(16, Eval::default());
        let r = searcher.think(pos, 20, Duration::from_secs(60), &budget);
        let exact = super::super::endgame::solve_exact(pos).score;
        // The search stops at the first depth that proves the result, so the sign is exact
        // but the margin may not be.
        assert_eq!(r.score.signum(), exact.signum());
        assert!(exact == 0 || r.score.abs() > WIN);
    }
}
