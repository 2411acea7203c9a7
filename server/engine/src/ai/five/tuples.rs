//! `tuples`, hexagonal gomoku's baseline: the seed program's depth-2 alpha-beta over five-tuple
//! scores.
//!
//! A five-tuple is a window of five points in a row along one of the lines. For a side, a tuple
//! holding any stone of the other side is worth nothing; otherwise 1, 10, 100, 10000 or 1000000
//! for 1 to 5 of the side's stones, except that three stones with both ends of the tuple free
//! (`.XXX.`) are worth 2000. A position is worth the bot's tuples less the opponent's. The bot
//! tries every free point, the opponent every reply, and the bot plays the point whose worst
//! reply is best (alpha-beta prunes the rest). A move that makes a five ends the game and needs
//! no reply. Ties are broken at random.

use rand::RngExt;
use rand::rngs::SmallRng;

use super::{FiveGame, windows, windows_through};
use crate::ai::{Bot, Budget};
use crate::board::{Cell, Grid};
use crate::{Move, MoveList, Side};

/// What a tuple is worth to a side by its stones in it (none of the other side's).
const WORTH: [i64; 6] = [0, 1, 10, 100, 10_000, 1_000_000];

/// What `.XXX.` is worth.
const OPEN_THREE: i64 = 2000;

/// A decided game, beyond every position score.
const WON: i64 = i64::MAX / 4;

/// The `tuples` baseline.
#[derive(Debug, Default, Clone, Copy)]
pub struct Tuples;

/// The board with its tuples and the running score for black.
struct Position {
    /// The cells.
    grid: Grid,
    /// Every tuple's cells.
    tuples: Vec<[usize; 5]>,
    /// For every cell, the tuples that hold it.
    through: Vec<Vec<usize>>,
    /// Black's tuple total less white's.
    black: i64,
}

impl Position {
    /// A tuple's worth for black less its worth for white.
    fn tuple(&self, t: usize) -> i64 {
        let cells = self.tuples[t].map(|i| self.grid.cell(i));
        worth(&cells, Cell::Black) - worth(&cells, Cell::White)
    }

    /// Puts (or with `Cell::Empty`, takes away) a stone and keeps the score.
    fn set(&mut self, i: usize, cell: Cell) {
        for k in 0..self.through[i].len() {
            let t = self.through[i][k];
            self.black -= self.tuple(t);
        }
        self.grid.set(i, cell);
        for k in 0..self.through[i].len() {
            let t = self.through[i][k];
            self.black += self.tuple(t);
        }
    }

    /// Whether the stone on `i` stands in a row of five or more.
    fn five(&self, i: usize, side: Side) -> bool {
        self.grid
            .lines()
            .iter()
            .any(|&dir| self.grid.line_length(i, dir, side) >= 5)
    }
}

/// A tuple's worth for the side whose stones are `own`.
fn worth(cells: &[Cell; 5], own: Cell) -> i64 {
    let mut n = 0;
    for &c in cells {
        if c == own {
            n += 1;
        } else if c != Cell::Empty {
            return 0;
        }
    }
    if n == 3 && cells[0] == Cell::Empty && cells[4] == Cell::Empty {
        OPEN_THREE
    } else {
        WORTH[n]
    }
}

impl<G: FiveGame> Bot<G> for Tuples {
    fn name(&self) -> &str {
        "tuples"
    }

    fn choose(&mut self, game: &G, _budget: &Budget<'_>, rng: &mut SmallRng) -> Option<Move> {
        let mut legal = MoveList::new();
        game.legal_moves(&mut legal);
        if legal.is_empty() {
            return None;
        }
        let me = game.to_move();
        let grid = game.grid().clone();
        let tuples = windows(&grid);
        let through = windows_through(&grid, &tuples);
        let mut pos = Position {
            grid,
            tuples,
            through,
            black: 0,
        };
        pos.black = (0..pos.tuples.len()).map(|t| pos.tuple(t)).sum();
        let sign = if me == Side::Black { 1 } else { -1 };
        let free: Vec<usize> = pos
            .grid
            .indices()
            .filter(|&i| pos.grid.cell(i) == Cell::Empty)
            .collect();
        let mut best = i64::MIN;
        let mut ties: Vec<Move> = Vec::new();
        for &m in &legal {
            let Some(i) = m.point().and_then(|p| pos.grid.index(p)) else {
                continue;
            };
            pos.set(i, Cell::stone(me));
            let score = if pos.five(i, me) {
                WON
            } else {
                // The opponent's best reply, searched only as far as it can still beat `best`
                // (ties included, so that equal moves are found and one picked at random).
                let mut worst = i64::MAX;
                for &j in &free {
                    if j == i {
                        continue;
                    }
                    pos.set(j, Cell::stone(me.opponent()));
                    let s = if pos.five(j, me.opponent()) {
                        -WON
                    } else {
                        sign * pos.black
                    };
                    pos.set(j, Cell::Empty);
                    worst = worst.min(s);
                    if worst < best {
                        break;
                    }
                }
                worst
            };
            pos.set(i, Cell::Empty);
            if score > best {
                best = score;
                ties.clear();
            }
            if score == best {
                ties.push(m);
            }
        }
        if ties.is_empty() {
            return legal.first().copied();
        }
        Some(ties[rng.random_range(0..ties.len())])
    }
}
