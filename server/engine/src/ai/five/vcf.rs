//! Victory by continuous fours (VCF): a win in which every attacking move makes a four, so the
//! defender's reply is forced, until a five or a double threat comes.
//!
//! Because every defence is forced, the tree is narrow and the search can go deep; it is what
//! makes the engine never miss a forced win, and, asked for the opponent (after a pass), never
//! miss a forced loss it must block. The rules are honoured both ways under renju: black's fours
//! must be legal moves, and a five point that black must block but may not play is a win for
//! white.
//!
//! Positions proved to hold no VCF are remembered by hash, with the depth they were searched
//! to, so the transpositions that fours produce in abundance are searched once.

use super::board::Board;
use super::patterns::{OPEN_FOUR, OPEN_THREE};
use crate::ai::Budget;

/// How many positions each table of failed attacks remembers by default (a power of two).
pub(crate) const TABLE_SIZE: usize = 1 << 18;

/// How deep the VCF searches inside a threat search go.
const VCF_IN_VCT: u8 = 12;

/// How many threats a threat-search node tries, best first.
const THREAT_WIDTH: usize = 10;

/// How many nodes pass between two looks at the clock.
const CLOCK_EVERY: u64 = 16;

/// A VCF solver with its memory of failed positions.
#[derive(Debug, Clone)]
pub(crate) struct Vcf {
    /// Per slot: the hash of a position (attacker to move) without a VCF, its low byte replaced
    /// by the depth it was searched to (see [`remembered`]). Plain words, so a fresh table is
    /// zeroed memory the system maps lazily.
    failed: Vec<u64>,
    /// The same for wins by continuous threats ([`Vcf::solve_vct`]).
    failed_vct: Vec<u64>,
    /// Nodes searched by the current call.
    nodes: u64,
    /// Nodes searched by every call: the clock is read every [`CLOCK_EVERY`] of them, so that
    /// many short calls in a row look at it too.
    ticks: u64,
    /// The most nodes the current call may search.
    limit: u64,
    /// Set when the budget or the node limit ran out: the answer is then "not found".
    stopped: bool,
}

impl Default for Vcf {
    fn default() -> Vcf {
        Vcf::new(TABLE_SIZE)
    }
}

impl Vcf {
    /// A solver with an empty memory of `size` positions per table (a power of two).
    #[must_use]
    pub(crate) fn new(size: usize) -> Vcf {
        let size = size.next_power_of_two();
        Vcf {
            failed: vec![0; size],
            failed_vct: vec![0; size],
            nodes: 0,
            ticks: 0,
            limit: u64::MAX,
            stopped: false,
        }
    }

    /// Nodes searched by the last call.
    #[must_use]
    pub(crate) fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Whether the last call ran out of time or nodes before it could answer.
    #[must_use]
    pub(crate) fn stopped(&self) -> bool {
        self.stopped
    }

    /// The first move of a VCF for the side to move, searching at most `depth` attacking moves
    /// deep and `limit` nodes, within `budget`. `None` if there is none (or none was found in
    /// time: see [`Vcf::stopped`]).
    pub(crate) fn solve(
        &mut self,
        board: &mut Board,
        depth: u8,
        limit: u64,
        budget: &Budget<'_>,
    ) -> Option<usize> {
        self.nodes = 0;
        self.limit = limit;
        self.stopped = false;
        let mut first = None;
        self.attack(board, depth, budget, &mut first)
            .then_some(first)?
    }

    /// Whether the side to move (the attacker) wins by continuous fours within `depth` moves.
    /// On success `first` holds the attacker's first move (or the five).
    fn attack(
        &mut self,
        board: &mut Board,
        depth: u8,
        budget: &Budget<'_>,
        first: &mut Option<usize>,
    ) -> bool {
        if let Some(settled) = self.settled(board, depth, budget, first) {
            return settled;
        }
        let me = board.to_move();
        let op = me.opponent();
        if self.probe(board.hash(), depth) {
            return false;
        }
        let mut moves: Vec<(i32, usize)> = Vec::new();
        match board.five_count(op) {
            0 => {
                for &i in board.cells() {
                    if board.is_free(i) && board.makes_four(i, me) {
                        let open = i32::from(board.best(i, me) == OPEN_FOUR);
                        moves.push((open * 1_000_000 + board.value(i, me), i));
                    }
                }
                moves.sort_unstable_by(|a, b| b.cmp(a));
            }
            1 => {
                // The defender threatens a five: the attacker must block it, and goes on only if
                // the block is itself a four.
                if let Some(i) = board.five_point(op)
                    && board.makes_four(i, me)
                {
                    moves.push((0, i));
                }
            }
            _ => {}
        }
        for (_, i) in moves {
            if !board.allowed(i, me) {
                continue;
            }
            board.play(i);
            let win = self.defend(board, depth, budget);
            board.undo();
            if win {
                *first = Some(i);
                return true;
            }
            if self.stopped {
                return false;
            }
        }
        if !self.stopped {
            self.store(board.hash(), depth);
        }
        false
    }

    /// The defender is to move after the attacker's four, in a VCF.
    fn defend(&mut self, board: &mut Board, depth: u8, budget: &Budget<'_>) -> bool {
        self.block_four(board, depth, budget, Self::attack)
    }

    /// The defender is to move after the attacker's four: it must block the five point (it has
    /// no five of its own, or the attacker would have had to block it). Whether the attacker
    /// still wins, `attack_on` searching its next move after the block.
    fn block_four(
        &mut self,
        board: &mut Board,
        depth: u8,
        budget: &Budget<'_>,
        attack_on: impl FnOnce(&mut Self, &mut Board, u8, &Budget<'_>, &mut Option<usize>) -> bool,
    ) -> bool {
        let attacker = board.to_move().opponent();
        let defender = board.to_move();
        match board.five_count(attacker) {
            0 => false,
            1 => {
                let Some(block) = board.five_point(attacker) else {
                    return false;
                };
                if !board.allowed(block, defender) {
                    // Renju: black may not block on a forbidden point.
                    return true;
                }
                board.play(block);
                let mut ignored = None;
                let win = attack_on(self, board, depth - 1, budget, &mut ignored);
                board.undo();
                win
            }
            _ => true,
        }
    }

    /// The first move of a win by continuous threats for the side to move: every attacking move
    /// makes a four or an open three, `depth` of them at most. After an open three the defender
    /// may block on any point that stops the open four, or answer with a four of its own; a
    /// defender with a VCF of its own refutes the three. Sound (a win found is a win, up to the
    /// renju nuance that a three counts only when one of its open-four points is allowed) but
    /// not complete. `None` if none was found within `limit` nodes and `budget`.
    pub(crate) fn solve_vct(
        &mut self,
        board: &mut Board,
        depth: u8,
        limit: u64,
        budget: &Budget<'_>,
    ) -> Option<usize> {
        self.nodes = 0;
        self.limit = limit;
        self.stopped = false;
        let mut first = None;
        let win = self.threats(board, depth, budget, &mut first);
        (win && !self.stopped).then_some(first)?
    }

    /// Whether the side to move wins by continuous threats within `depth` attacking moves.
    fn threats(
        &mut self,
        board: &mut Board,
        depth: u8,
        budget: &Budget<'_>,
        first: &mut Option<usize>,
    ) -> bool {
        if let Some(settled) = self.settled(board, depth, budget, first) {
            return settled;
        }
        let me = board.to_move();
        let op = me.opponent();
        let hash = board.hash();
        let at = slot(hash, self.failed_vct.len());
        if remembered(self.failed_vct[at], hash, depth) {
            return false;
        }
        match board.five_count(op) {
            0 => {}
            1 => {
                // Blocking the opponent's four keeps the initiative only if it is a four too.
                let Some(block) = board.five_point(op) else {
                    return false;
                };
                if !board.makes_four(block, me) || !board.allowed(block, me) {
                    return false;
                }
                board.play(block);
                let win = self.after_four(board, depth, budget);
                board.undo();
                if win {
                    *first = Some(block);
                }
                return win;
            }
            _ => return false,
        }
        // Continuous fours alone, first: cheap, and most wins are of that kind.
        if self.attack(board, depth.min(VCF_IN_VCT), budget, first) {
            return true;
        }
        let mut moves: Vec<(i32, usize)> = Vec::new();
        for &i in board.cells() {
            if board.is_free(i) && board.best(i, me) >= OPEN_THREE {
                moves.push((board.value(i, me) + board.value(i, op) / 2, i));
            }
        }
        moves.sort_unstable_by(|a, b| b.cmp(a));
        moves.truncate(THREAT_WIDTH);
        for (_, i) in moves {
            if self.stopped {
                return false;
            }
            if !board.allowed(i, me) {
                continue;
            }
            board.play(i);
            let win = if board.five_count(me) > 0 {
                self.after_four(board, depth, budget)
            } else if board.open_four_moves(me) > 0 {
                self.after_three(board, depth, budget)
            } else {
                false
            };
            board.undo();
            if win {
                *first = Some(i);
                return true;
            }
        }
        if !self.stopped {
            self.failed_vct[at] = memo(hash, depth);
        }
        false
    }

    /// The defender to move after the attacker's four, in a threat search.
    fn after_four(&mut self, board: &mut Board, depth: u8, budget: &Budget<'_>) -> bool {
        self.block_four(board, depth, budget, Self::threats)
    }

    /// The defender to move after the attacker's open three: every block and every counter-four
    /// must lose, and the defender must have no VCF of its own.
    fn after_three(&mut self, board: &mut Board, depth: u8, budget: &Budget<'_>) -> bool {
        let attacker = board.to_move().opponent();
        let defender = board.to_move();
        // Under renju a three whose open-four points are all forbidden to black is no threat.
        let mut real = false;
        for k in 0..board.cells().len() {
            let i = board.cells()[k];
            if board.is_free(i)
                && board.best(i, attacker) == OPEN_FOUR
                && board.allowed(i, attacker)
            {
                real = true;
                break;
            }
        }
        if !real {
            return false;
        }
        let mut ignored = None;
        if self.attack(board, VCF_IN_VCT, budget, &mut ignored) || self.stopped {
            return false;
        }
        let replies: Vec<usize> = board
            .cells()
            .iter()
            .copied()
            .filter(|&i| {
                board.is_free(i) && (board.makes_four(i, attacker) || board.makes_four(i, defender))
            })
            .collect();
        for r in replies {
            if !board.allowed(r, defender) {
                continue;
            }
            board.play(r);
            let mut ignored = None;
            let win = self.threats(board, depth - 1, budget, &mut ignored);
            board.undo();
            if !win {
                return false;
            }
        }
        true
    }

    /// What every attacking node asks first: a five already on the board wins (and is the
    /// move); no depth left or the budget spent loses. `None` when the node must be searched.
    fn settled(
        &mut self,
        board: &Board,
        depth: u8,
        budget: &Budget<'_>,
        first: &mut Option<usize>,
    ) -> Option<bool> {
        let me = board.to_move();
        if board.five_count(me) > 0
            && let Some(i) = board.five_points(me).next()
        {
            *first = Some(i);
            return Some(true);
        }
        if depth == 0 || self.stopped || self.tick(budget) {
            return Some(false);
        }
        None
    }

    /// Counts a node; whether the search must stop (and marks it stopped).
    fn tick(&mut self, budget: &Budget<'_>) -> bool {
        self.nodes += 1;
        self.ticks += 1;
        if self.nodes >= self.limit
            || (self.ticks.is_multiple_of(CLOCK_EVERY) && budget.exhausted())
        {
            self.stopped = true;
        }
        self.stopped
    }

    /// Whether the position is known to have no VCF within `depth`.
    fn probe(&self, hash: u64, depth: u8) -> bool {
        remembered(self.failed[slot(hash, self.failed.len())], hash, depth)
    }

    /// Remembers that the position has no VCF within `depth`.
    fn store(&mut self, hash: u64, depth: u8) {
        let at = slot(hash, self.failed.len());
        self.failed[at] = memo(hash, depth);
    }
}

/// The word remembering that the position of `hash` failed at `depth`.
fn memo(hash: u64, depth: u8) -> u64 {
    (hash & !0xFF) | u64::from(depth)
}

/// Whether `word` remembers the position of `hash` failing at `depth` or deeper.
fn remembered(word: u64, hash: u64, depth: u8) -> bool {
    word & !0xFF == hash & !0xFF && (word & 0xFF) >= u64::from(depth) && word != 0
}

/// The slot of a hash in a table of `len` entries (a power of two).
fn slot(hash: u64, len: usize) -> usize {
    // The high bits: the transposition table of the main search indexes by the low ones.
    usize::try_from(hash >> 32).unwrap_or(0) & (len - 1)
}
