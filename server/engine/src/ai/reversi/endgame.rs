//! The exact endgame solver: the final disc difference under perfect play, by alpha-beta over
//! every remaining move.
//!
//! What makes it fast is the usual set of Othello tricks:
//! - null-window (negascout) search below the root, fail-soft;
//! - a transposition table for positions with many empties;
//! - "fastest first" move ordering far from the end: the move that leaves the opponent fewest
//!   replies (corners counted twice) is searched first, as it has the smallest subtree;
//! - parity ordering near the end: empties in quadrants with an odd number of empty squares
//!   first, since the side that moves last in a region usually gains there;
//! - a cutoff on stable discs: the opponent's stable discs cap the score;
//! - the last empty square counted directly, without making the move.

use super::candidate::{Candidate, bring_best_to};
use super::eval::{CORNERS, Eval, neighbours};
use super::negascout::child_score;
use super::node_clock::NodeClock;
use super::position::{Position, Squares};
use super::stability::stable_count;
use super::tt::{NO_MOVE, Table, proven_bounds};
use crate::ai::Budget;

/// From this many empties down, the solver uses [`Run::shallow`]: no table, no sorting.
const SHALLOW: u32 = 7;

/// From this many empties up (after the move), moves are ordered by the evaluation.
const EVAL_ORDER: u32 = 10;

/// From this many empties up, the children are looked up in the table before any is searched.
const ETC: u32 = 12;

/// A bound no score reaches.
const INFINITY: i32 = 65;

/// The quadrants of the board, for parity.
const QUADRANTS: [u64; 4] = [
    0x0000_0000_0f0f_0f0f,
    0x0000_0000_f0f0_f0f0,
    0x0f0f_0f0f_0000_0000,
    0xf0f0_f0f0_0000_0000,
];

/// The squares of the quadrants that hold an odd number of empty squares.
#[inline]
fn odd_quadrants(empty: u64) -> u64 {
    let mut odd = 0;
    for q in QUADRANTS {
        if (empty & q).count_ones() % 2 == 1 {
            odd |= q;
        }
    }
    odd
}

/// How many nodes pass between two looks at the clock.
const CLOCK_INTERVAL: u64 = 4096;

/// The result of a root search.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Solution {
    /// The score (final disc difference for the side to move), exact when it lies strictly
    /// inside the window searched, else a bound on the side it fell out.
    pub score: i32,
    /// The best square, or `None` when the side to move must pass or the game is over.
    pub best: Option<u32>,
    /// Positions visited.
    pub nodes: u64,
}

/// An endgame solver with its transposition table, kept between searches.
#[derive(Debug, Clone)]
pub struct Solver {
    /// Bounds (in discs) by position; depth is the number of empties.
    tt: Table,
    /// The evaluation that orders moves far from the end.
    eval: Eval,
}

impl Solver {
    /// A solver with a table of `2^tt_bits` entries.
    #[must_use]
    pub fn new(tt_bits: u32) -> Solver {
        Solver {
            tt: Table::new(tt_bits),
            eval: Eval::default(),
        }
    }

    /// Forgets every stored result.
    pub fn clear(&mut self) {
        self.tt.clear();
    }

    /// Solves `pos` within the window `alpha..beta` (use `-64, 64` for the exact score; a
    /// narrower window is faster and gives a bound outside it), searching the squares of
    /// `first` (in order) before the rest. `None` if the budget ran out first.
    pub fn solve(
        &mut self,
        pos: Position,
        alpha: i32,
        beta: i32,
        first: &[u32],
        budget: &Budget<'_>,
    ) -> Option<Solution> {
        self.tt.next_age();
        let mut run = Run {
            tt: &mut self.tt,
            eval: &self.eval,
            clock: NodeClock::new(budget, CLOCK_INTERVAL),
        };
        let (score, best) = run.root(pos, alpha - 1, beta + 1, first);
        if run.clock.aborted {
            return None;
        }
        Some(Solution {
            score,
            best,
            nodes: run.clock.nodes,
        })
    }
}

/// One search: the table, the budget and the counters.
struct Run<'a, 'b> {
    /// The solver's table.
    tt: &'a mut Table,
    /// The evaluation that orders moves far from the end.
    eval: &'a Eval,
    /// The nodes visited and the budget.
    clock: NodeClock<'a, 'b>,
}

impl Run<'_, '_> {
    /// Counts a node and looks at the clock now and then; true when the search must stop.
    #[inline]
    fn tick(&mut self) -> bool {
        self.clock.tick()
    }

    /// The root: every move with a full window for the first and null windows after, returning
    /// the best score and square. The bounds are exclusive.
    fn root(
        &mut self,
        pos: Position,
        mut alpha: i32,
        beta: i32,
        first: &[u32],
    ) -> (i32, Option<u32>) {
        let moves = pos.moves();
        if moves == 0 {
            if pos.opponent_moves() == 0 {
                return (pos.final_score(), None);
            }
            let score = -self.search(pos.pass(), -beta, -alpha);
            return (score, None);
        }
        let mut list = self.order(pos, moves, NO_MOVE);
        // The caller's preferred squares go first, in its order.
        let mut front = 0;
        for &square in first {
            if let Some(i) = list[front..].iter().position(|c| c.square == square) {
                list[front..=front + i].rotate_right(1);
                front += 1;
            }
        }
        let mut best = -INFINITY;
        let mut best_square = list[0].square;
        for (i, c) in list.iter().enumerate() {
            let next = pos.play_flips(c.square, c.flips);
            let score = child_score(i == 0, alpha, beta, |lo, hi| -self.search(next, -hi, -lo));
            if self.clock.aborted {
                return (best, Some(best_square));
            }
            if score > best {
                best = score;
                best_square = c.square;
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        (best, Some(best_square))
    }

    /// The moves of `pos` in search order.
    fn order(&self, pos: Position, moves: u64, hint: u8) -> Vec<Candidate> {
        let mut list: Vec<Candidate> = Squares(moves)
            .map(|square| self.candidate(pos, square, hint, odd_quadrants(pos.empty())))
            .collect();
        list.sort_by_key(|c| -c.key);
        list
    }

    /// A move with its sort key: few replies for the opponent first, then few empty squares
    /// next to our discs, then odd regions; the table's move before all.
    #[inline]
    fn candidate(&self, pos: Position, square: u32, hint: u8, odd: u64) -> Candidate {
        let flips = pos.flips(square);
        let next = pos.play_flips(square, flips);
        let replies = next.moves();
        let mobility = (replies.count_ones() + (replies & CORNERS).count_ones()).cast_signed();
        let mut key = if next.empties() >= EVAL_ORDER {
            -self.eval.score(next) / 2 - mobility * 150
        } else {
            let exposure = (next.empty() & neighbours(next.opponent)).count_ones();
            -(mobility << 4) - exposure.cast_signed()
        };
        if odd & (1 << square) != 0 {
            key += 4;
        }
        if u32::from(hint) == square {
            key = i32::MAX;
        }
        Candidate { square, flips, key }
    }

    /// The score of `pos` within `alpha..beta` (exclusive bounds), fail-soft.
    fn search(&mut self, pos: Position, mut alpha: i32, mut beta: i32) -> i32 {
        let empties = pos.empties();
        if empties <= SHALLOW {
            return self.shallow(pos, alpha, beta, false);
        }
        if self.tick() {
            return 0;
        }
        let moves = pos.moves();
        if moves == 0 {
            if pos.opponent_moves() == 0 {
                return pos.final_score();
            }
            return -self.search(pos.pass(), -beta, -alpha);
        }
        // The opponent's stable discs cap our score.
        if alpha >= stability_threshold(empties) {
            let cap = 64 - 2 * stable_count(pos.opponent, pos.player).cast_signed();
            if cap <= alpha {
                return cap;
            }
            beta = beta.min(cap + 1);
        }
        let mut hint = NO_MOVE;
        if let Some(e) = self.tt.probe(pos) {
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
            hint = e.best;
        }
        let original_alpha = alpha;
        let mut list = [Candidate::default(); 32];
        let mut count = 0;
        let odd = odd_quadrants(pos.empty());
        for square in Squares(moves) {
            if count < list.len() {
                list[count] = self.candidate(pos, square, hint, odd);
                count += 1;
            }
        }
        let list = &mut list[..count];
        // Enhanced transposition cutoff: a child already known to refute the window ends the
        // search before any of it is searched again.
        if empties >= ETC {
            for c in list.iter() {
                let next = pos.play_flips(c.square, c.flips);
                if let Some(e) = self.tt.probe(next) {
                    let score = -i32::from(e.upper);
                    if score >= beta {
                        return score;
                    }
                }
            }
        }
        let mut best = -INFINITY;
        let mut best_square = NO_MOVE;
        for i in 0..list.len() {
            // Selection sort as we go: cutoffs often come before the list is sorted.
            bring_best_to(list, i);
            let c = list[i];
            let next = pos.play_flips(c.square, c.flips);
            let score = child_score(i == 0, alpha, beta, |lo, hi| -self.search(next, -hi, -lo));
            if self.clock.aborted {
                return 0;
            }
            if score > best {
                best = score;
                // A square is below 64.
                #[allow(clippy::cast_possible_truncation)]
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
        let (lower, upper) = proven_bounds(best, original_alpha, beta, 64);
        // Empties are below 64, so they fit a byte.
        #[allow(clippy::cast_possible_truncation)]
        self.tt.store(pos, empties as u8, lower, upper, best_square);
        best
    }

    /// Search near the end: empties in odd quadrants first, no table, no sorting. `passed` says
    /// the other side has just passed, so that two passes end the game.
    fn shallow(&mut self, pos: Position, mut alpha: i32, beta: i32, passed: bool) -> i32 {
        let empty = pos.empty();
        if empty.count_ones() == 1 {
            self.clock.nodes += 1;
            return last_square(pos, empty.trailing_zeros());
        }
        if self.tick() {
            return 0;
        }
        let odd = odd_quadrants(empty);
        let mut best = -INFINITY;
        for part in [empty & odd, empty & !odd] {
            for square in Squares(part) {
                let flips = pos.flips(square);
                if flips == 0 {
                    continue;
                }
                let score = -self.shallow(pos.play_flips(square, flips), -beta, -alpha, false);
                if score > best {
                    best = score;
                    if score > alpha {
                        alpha = score;
                        if alpha >= beta {
                            return best;
                        }
                    }
                }
            }
        }
        if best == -INFINITY {
            if passed {
                // Neither side can move. The pass turned the board round, so the score is
                // for the side that passed first; the caller negates it back.
                return pos.final_score();
            }
            return -self.shallow(pos.pass(), -beta, -alpha, true);
        }
        best
    }
}

/// The exact score with one empty square left: played by the side to move if it can, else by
/// the other side if it can, else left to the winner.
#[inline]
fn last_square(pos: Position, square: u32) -> i32 {
    let mine = pos.player.count_ones().cast_signed();
    let flips = pos.flips(square);
    if flips != 0 {
        // The board is full afterwards: 64 discs.
        let after = mine + 1 + flips.count_ones().cast_signed();
        return 2 * after - 64;
    }
    let theirs_flips = crate::Reversi::flip_mask(pos.opponent, pos.player, square);
    if theirs_flips != 0 {
        let after = mine - theirs_flips.count_ones().cast_signed();
        return 2 * after - 64;
    }
    // 63 discs on the board: never a draw, and the winner takes the empty square.
    let diff = 2 * mine - 63;
    if diff > 0 { diff + 1 } else { diff - 1 }
}

/// From which alpha the stability cutoff is worth trying at a number of empties: only a high
/// alpha can be refuted by counting the opponent's stable discs.
#[inline]
fn stability_threshold(empties: u32) -> i32 {
    (2 * empties.cast_signed()).clamp(8, 64)
}

/// The exact final disc difference of `pos` for the side to move, with no time limit, using a
/// table of `2^20` entries. For tests and tools; the engine keeps its own [`Solver`].
#[must_use]
pub fn solve_exact(pos: Position) -> Solution {
    let stop = std::sync::atomic::AtomicBool::new(false);
    let budget = Budget::new(std::time::Duration::from_secs(365 * 24 * 3600), &stop);
    let mut solver = Solver::new(20);
    solver
        .solve(pos, -64, 64, &[], &budget)
        .unwrap_or(Solution {
            score: 0,
            best: None,
            nodes: 0,
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Plain minimax over every move, for checking.
    fn minimax(pos: Position) -> i32 {
        let moves = pos.moves();
        if moves == 0 {
            if pos.opponent_moves() == 0 {
                return pos.final_score();
            }
            return -minimax(pos.pass());
        }
        Squares(moves)
            .map(|s| -minimax(pos.play(s)))
            .max()
            .unwrap_or(0)
    }

    /// A position some random moves into the game, reproducible from a seed.
    fn random_position(seed: u64, empties: u32) -> Position {
        let mut state = seed;
        let mut pos = Position::new(0x0000_0008_1000_0000, 0x0000_0010_0800_0000);
        while pos.empties() > empties {
            let moves = pos.moves();
            if moves == 0 {
                if pos.opponent_moves() == 0 {
                    return pos;
                }
                pos = pos.pass();
                continue;
            }
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1);
            let square = super::super::tables::random_square(moves, state);
            pos = pos.play(square);
        }
        pos
    }

    #[test]
    fn the_last_square_is_counted_right() {
        for seed in 0..200 {
            let pos = random_position(seed, 1);
            assert_eq!(last_square(pos, pos.empty().trailing_zeros()), minimax(pos));
        }
    }

    #[test]
    fn agrees_with_minimax_on_small_endgames() {
        for seed in 0..40 {
            let pos = random_position(seed, 9);
            let exact = minimax(pos);
            let solution = solve_exact(pos);
            assert_eq!(solution.score, exact, "seed {seed}");
            if let Some(best) = solution.best {
                assert_eq!(-minimax(pos.play(best)), exact, "seed {seed}");
            }
        }
    }

    #[test]
    fn narrow_windows_give_bounds() {
        for seed in 0..20 {
            let pos = random_position(seed + 100, 10);
            let exact = solve_exact(pos).score;
            let stop = std::sync::atomic::AtomicBool::new(false);
            let budget = Budget::new(std::time::Duration::from_secs(60), &stop);
            let mut solver = Solver::new(12);
            let win = solver.solve(pos, -1, 1, &[], &budget).expect("time");
            assert_eq!(win.score.signum(), exact.signum(), "seed {seed}");
        }
    }
}
