//! `combos`, gomoku's baseline: the seed program's point scorer with one ply of defence.
//!
//! Every window of five points in a row is a possible win ("combination") for a side until the
//! other side puts a stone in it. A free point is worth, for the bot, the sum over its live
//! windows of 5, 50, 100 or 10000 for 1, 2, 3 or 4 of the bot's stones already there; and for
//! the opponent 5, 50, 500 or 5000. For each candidate point the bot adds its own worth to minus
//! the opponent's best worth anywhere after the bot has taken the point (the point's windows are
//! then dead for the opponent), and plays the best sum. The seed program took the first best
//! point in board order; this one breaks ties at random, so games from one opening differ.
//! Its first move on an empty board is the centre.

use rand::RngExt;
use rand::rngs::SmallRng;

use super::{FiveGame, counts, windows, windows_through};
use crate::ai::{Bot, Budget};
use crate::board::Cell;
use crate::{Move, MoveList};

/// What a live window is worth to the bot, by its stones already in it.
const OWN: [i64; 5] = [0, 5, 50, 100, 10_000];

/// What a live window is worth to the opponent, by its stones already in it.
const THEIRS: [i64; 5] = [0, 5, 50, 500, 5_000];

/// The `combos` baseline.
#[derive(Debug, Default, Clone, Copy)]
pub struct Combos;

impl<G: FiveGame> Bot<G> for Combos {
    fn name(&self) -> &str {
        "combos"
    }

    fn choose(&mut self, game: &G, _budget: &Budget<'_>, rng: &mut SmallRng) -> Option<Move> {
        let mut legal = MoveList::new();
        game.legal_moves(&mut legal);
        if legal.is_empty() {
            return None;
        }
        let grid = game.grid();
        let shape = grid.shape();
        if legal.len() == shape.point_count() && legal.contains(&Move::Place(shape.center())) {
            return Some(Move::Place(shape.center()));
        }
        let me = game.to_move().index();
        let op = 1 - me;
        let windows = windows(grid);
        let through = windows_through(grid, &windows);
        // Per window: the bot's and the opponent's stones, or None once the window is dead for
        // that side.
        let live: Vec<[Option<usize>; 2]> = windows
            .iter()
            .map(|w| {
                let n = counts(grid, w);
                [(n[1] == 0).then_some(n[0]), (n[0] == 0).then_some(n[1])]
            })
            .collect();
        let worth = |i: usize, side: usize, table: &[i64; 5], skip: Option<usize>| -> i64 {
            through[i]
                .iter()
                .filter(|&&w| skip.is_none_or(|s| !windows[w].contains(&s)))
                .filter_map(|&w| live[w][side])
                .map(|n| table[n.min(4)])
                .sum()
        };
        let free: Vec<usize> = grid
            .indices()
            .filter(|&i| grid.cell(i) == Cell::Empty)
            .collect();
        let mut best = i64::MIN;
        let mut ties: Vec<Move> = Vec::new();
        for &m in &legal {
            let Some(i) = m.point().and_then(|p| grid.index(p)) else {
                continue;
            };
            let attack = worth(i, me, &OWN, None);
            let reply = free
                .iter()
                .filter(|&&j| j != i)
                .map(|&j| worth(j, op, &THEIRS, Some(i)))
                .max()
                .unwrap_or(0);
            let total = attack - reply;
            if total > best {
                best = total;
                ties.clear();
            }
            if total == best {
                ties.push(m);
            }
        }
        if ties.is_empty() {
            return legal.first().copied();
        }
        Some(ties[rng.random_range(0..ties.len())])
    }
}
