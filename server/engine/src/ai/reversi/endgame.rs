//! The exact endgame solver: the final disc difference under perfect play, by alpha-beta over
//! every remaining move.
//!
//! What makes it fast is the usual set of Othello tricks:
//! - null-window (negascout) search below the root, fail-soft;
//! - a transposition table for positions with many empties;
//! - "fastest first" move ordering far from the end: the move that leaves the opponent fewest
//!   replies (corners counted twice) is searched first, as it has the smallest subtree;
//! - ordering by a shallow search on the evaluation far from the end, where a subtree is large
//!   enough to pay for it;
//! - parity ordering near the end (`parity.rs`): empties in quadrants with an odd number
//!   of empty squares first, since the side that moves last in a region usually gains there;
//! - a cutoff on stable discs: the opponent's stable discs cap the score;
//! - the last four empties solved without move generation, and the last square counted
//!   without playing it (`last_empties.rs`).

use super::candidate::{Candidate, bring_best_to};
use super::eval::{CORNERS, Eval, neighbours};
use super::last_empties::{self, flips_at};
use super::negascout::{child_score, cuts_off};
use super::node_clock::NodeClock;
use super::parity::{ODD_SQUARES, QUADRANT_BIT, odd_quadrants, ordered, quadrant_parity};
use super::position::{Position, Squares};
use super::stability::stable_count;
use super::tt::{NO_MOVE, Table, proven_bounds};
use crate::ai::Budget;

/// From this many empties down, the solver uses [`Run::shallow`]: no table.
const SHALLOW: u32 = 7;

/// From this many empties up, [`Run::shallow`] sorts the moves fastest first; below, it takes
/// them in parity order as they come.
const SHALLOW_SORT: u32 = 7;

/// From this many empties up, [`Run::shallow`] tries the stability cutoff.
const SHALLOW_STABILITY: u32 = 6;

/// From this many empties up (after the move), moves are ordered by the evaluation.
const EVAL_ORDER: u32 = 11;

/// From this many empties up (after the move), moves are ordered by a shallow search on the
/// evaluation ([`Run::probe`]), deeper the more empties there are ([`probe_depth`]).
const PROBE_ORDER: u32 = 14;

/// From this many empties up, the children are looked up in the table before any is searched.
const ETC: u32 = 10;

/// A bound no score reaches.
const INFINITY: i32 = 65;

/// A bound no evaluation reaches.
const PROBE_INFINITY: i32 = 20_000;

/// Room for the moves of a position of the shallow search: one per empty square.
const SHALLOW_MOVES: usize = SHALLOW as usize;

/// Room for every move of a position: one per square at most.
const MAX_MOVES: usize = 64;

/// How deep [`Run::probe`] looks to order a move that leaves `empties` empty squares: one ply
/// more for every three empties from 12, at most six. A subtree that size is worth a search
/// of a few hundred nodes to order well.
fn probe_depth(empties: u32) -> u32 {
    (empties.saturating_sub(9) / 3).min(6)
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
    fn order(&mut self, pos: Position, moves: u64, hint: u8) -> Vec<Candidate> {
        let mut list = [Candidate::default(); MAX_MOVES];
        let count = self.candidates(pos, moves, hint, &mut list);
        let mut list = list[..count].to_vec();
        list.sort_by_key(|c| -c.key);
        list
    }

    /// Fills `list` with the moves of `pos` and their sort keys, in square order; returns how
    /// many.
    fn candidates(
        &mut self,
        pos: Position,
        moves: u64,
        hint: u8,
        list: &mut [Candidate; MAX_MOVES],
    ) -> usize {
        let odd = odd_quadrants(pos.empty());
        let mut count = 0;
        for square in Squares(moves) {
            let flips = pos.flips(square);
            let key = self.key(pos.play_flips(square, flips), square, hint, odd);
            list[count] = Candidate { square, flips, key };
            count += 1;
        }
        count
    }

    /// The sort key of the move to `square` that led to `next`. Far from the end: what a
    /// shallow search or the evaluation thinks of it, less a little for each reply it leaves
    /// the opponent. Nearer the end: few replies for the opponent first (corners counted
    /// twice), then few empty squares next to our discs. Odd regions break ties; the table's
    /// move comes before all.
    #[inline]
    fn key(&mut self, next: Position, square: u32, hint: u8, odd: u64) -> i32 {
        if u32::from(hint) == square {
            return i32::MAX;
        }
        let replies = next.moves();
        let mobility = (replies.count_ones() + (replies & CORNERS).count_ones()).cast_signed();
        let empties = next.empties();
        let key = if empties >= PROBE_ORDER {
            let depth = probe_depth(empties);
            -self.probe(next, depth, -PROBE_INFINITY, PROBE_INFINITY) / 2 - mobility * 50
        } else if empties >= EVAL_ORDER {
            -self.eval.score(next) / 2 - mobility * 150
        } else {
            let exposure = (next.empty() & neighbours(next.opponent)).count_ones();
            -(mobility << 4) - exposure.cast_signed()
        };
        if odd & (1 << square) != 0 {
            key + 4
        } else {
            key
        }
    }

    /// A shallow alpha-beta search of `pos` on the evaluation, `depth` plies deep, to order
    /// the moves of nodes far from the end: a better guess than the evaluation alone.
    fn probe(&mut self, pos: Position, depth: u32, mut alpha: i32, beta: i32) -> i32 {
        self.clock.nodes += 1;
        if depth == 0 {
            return self.eval.score(pos);
        }
        let moves = pos.moves();
        if moves == 0 {
            if pos.opponent_moves() == 0 {
                return 100 * pos.final_score();
            }
            return -self.probe(pos.pass(), depth, -beta, -alpha);
        }
        let mut best = -PROBE_INFINITY;
        for square in Squares(moves) {
            let score = -self.probe(pos.play(square), depth - 1, -beta, -alpha);
            if cuts_off(score, &mut best, &mut alpha, beta) {
                break;
            }
        }
        best
    }

    /// The score of `pos` within `alpha..beta` (exclusive bounds), fail-soft.
    fn search(&mut self, pos: Position, mut alpha: i32, mut beta: i32) -> i32 {
        let empties = pos.empties();
        if empties <= SHALLOW {
            return self.shallow(pos, alpha, beta, quadrant_parity(pos.empty()), false);
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
        let mut list = [Candidate::default(); MAX_MOVES];
        let count = self.candidates(pos, moves, hint, &mut list);
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
        let (lower, upper) = proven_bounds(best, original_alpha, beta, 64);
        #[expect(
            clippy::cast_possible_truncation,
            reason = "empties are below 64, so they fit a byte"
        )]
        self.tt.store(pos, empties as u8, lower, upper, best_square);
        best
    }

    /// [`Run::shallow`] with the moves sorted fastest first (fewest replies), parity breaking
    /// ties: no table.
    fn sorted_shallow(
        &mut self,
        pos: Position,
        mut alpha: i32,
        beta: i32,
        parity: usize,
        passed: bool,
    ) -> i32 {
        let odd = ODD_SQUARES[parity];
        let mut list = [Candidate::default(); SHALLOW_MOVES];
        let mut count = 0;
        for square in ordered(pos.empty()) {
            let flips = flips_at(pos, square);
            if flips == 0 || count == list.len() {
                continue;
            }
            let replies = pos.play_flips(square, flips).moves();
            let mobility = (replies.count_ones() + (replies & CORNERS).count_ones()).cast_signed();
            let key = -(mobility << 2) + i32::from(odd & (1 << square) != 0);
            list[count] = Candidate { square, flips, key };
            count += 1;
        }
        if count == 0 {
            return self.no_move(pos, alpha, beta, parity, passed);
        }
        let list = &mut list[..count];
        let mut best = -INFINITY;
        for i in 0..list.len() {
            bring_best_to(list, i);
            let c = list[i];
            let score = self.shallow_move(pos, c.square, c.flips, alpha, beta, parity);
            if cuts_off(score, &mut best, &mut alpha, beta) {
                return best;
            }
        }
        best
    }

    /// Search near the end, with no table: empties in odd quadrants first, then by their worth
    /// ([`ordered`]), sorted fastest first from [`SHALLOW_SORT`] empties up, and the last four
    /// to [`last_empties`]. `parity` is [`quadrant_parity`] of `pos`, kept up to date move by
    /// move; `passed` says the other side has just passed, so that two passes end the game.
    fn shallow(
        &mut self,
        pos: Position,
        mut alpha: i32,
        beta: i32,
        parity: usize,
        passed: bool,
    ) -> i32 {
        let empty = pos.empty();
        let odd = ODD_SQUARES[parity];
        if empty.count_ones() <= 4 {
            let mut squares = [0; 4];
            let mut count = 0;
            for square in ordered(empty & odd).chain(ordered(empty & !odd)) {
                squares[count] = square;
                count += 1;
            }
            return last_empties::solve(pos, alpha, beta, &squares[..count], &mut self.clock.nodes);
        }
        if self.tick() {
            return 0;
        }
        let empties = empty.count_ones();
        if empties >= SHALLOW_STABILITY && alpha >= stability_threshold(empties) {
            let cap = 64 - 2 * stable_count(pos.opponent, pos.player).cast_signed();
            if cap <= alpha {
                return cap;
            }
        }
        if empties >= SHALLOW_SORT {
            return self.sorted_shallow(pos, alpha, beta, parity, passed);
        }
        let mut best = -INFINITY;
        for part in [empty & odd, empty & !odd] {
            for square in ordered(part) {
                let flips = flips_at(pos, square);
                if flips == 0 {
                    continue;
                }
                let score = self.shallow_move(pos, square, flips, alpha, beta, parity);
                if cuts_off(score, &mut best, &mut alpha, beta) {
                    return best;
                }
            }
        }
        if best == -INFINITY {
            return self.no_move(pos, alpha, beta, parity, passed);
        }
        best
    }

    /// The score of the move to `square` (turning `flips`) for the side to move in `pos`.
    #[inline]
    fn shallow_move(
        &mut self,
        pos: Position,
        square: u32,
        flips: u64,
        alpha: i32,
        beta: i32,
        parity: usize,
    ) -> i32 {
        let next = pos.play_flips(square, flips);
        let child_parity = parity ^ usize::from(QUADRANT_BIT[square as usize]);
        -self.shallow(next, -beta, -alpha, child_parity, false)
    }

    /// The score of `pos` when the side to move has no move: it passes, or, if the other side
    /// has just passed (`passed`), the game is over.
    fn no_move(
        &mut self,
        pos: Position,
        alpha: i32,
        beta: i32,
        parity: usize,
        passed: bool,
    ) -> i32 {
        if passed {
            // Neither side can move. The pass turned the board round, so the score is for the
            // side that passed first; the caller negates it back.
            return pos.final_score();
        }
        -self.shallow(pos.pass(), -beta, -alpha, parity, true)
    }
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
    use super::super::testing::{minimax, random_position};
    use super::*;

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
