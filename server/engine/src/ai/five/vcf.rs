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
use super::patterns::OPEN_FOUR;
use crate::ai::Budget;

/// How many positions the table of failed attacks remembers (a power of two).
const TABLE_SIZE: usize = 1 << 18;

/// How many nodes pass between two looks at the clock.
const CLOCK_EVERY: u64 = 16;

/// A VCF solver with its memory of failed positions.
#[derive(Debug, Clone)]
pub(crate) struct Vcf {
    /// Per slot: the hash of a position (attacker to move) without a VCF, and the depth it was
    /// searched to.
    failed: Vec<(u64, u8)>,
    /// Nodes searched by the current call.
    nodes: u64,
    /// The most nodes the current call may search.
    limit: u64,
    /// Set when the budget or the node limit ran out: the answer is then "not found".
    stopped: bool,
}

impl Default for Vcf {
    fn default() -> Vcf {
        Vcf::new()
    }
}

impl Vcf {
    /// A solver with an empty memory.
    #[must_use]
    pub(crate) fn new() -> Vcf {
        Vcf {
            failed: vec![(0, 0); TABLE_SIZE],
            nodes: 0,
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
        let me = board.to_move();
        let op = me.opponent();
        if board.five_count(me) > 0
            && let Some(i) = board.five_points(me).next()
        {
            *first = Some(i);
            return true;
        }
        if depth == 0 || self.stopped {
            return false;
        }
        self.nodes += 1;
        if self.nodes >= self.limit || (self.nodes % CLOCK_EVERY == 0 && budget.exhausted()) {
            self.stopped = true;
            return false;
        }
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

    /// The defender is to move after the attacker's four: it must block the five point (it has
    /// no five of its own, or the attacker would have had to block it). Whether the attacker
    /// still wins.
    fn defend(&mut self, board: &mut Board, depth: u8, budget: &Budget<'_>) -> bool {
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
                let win = self.attack(board, depth - 1, budget, &mut ignored);
                board.undo();
                win
            }
            _ => true,
        }
    }

    /// Whether the position is known to have no VCF within `depth`.
    fn probe(&self, hash: u64, depth: u8) -> bool {
        let (key, searched) = self.failed[slot(hash)];
        key == hash && searched >= depth
    }

    /// Remembers that the position has no VCF within `depth`.
    fn store(&mut self, hash: u64, depth: u8) {
        self.failed[slot(hash)] = (hash, depth);
    }
}

/// The table slot of a hash.
fn slot(hash: u64) -> usize {
    // The mask keeps the value below TABLE_SIZE, so the conversion is exact.
    usize::try_from(hash >> 40).unwrap_or(0) & (TABLE_SIZE - 1)
}
