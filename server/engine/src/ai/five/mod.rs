//! The five-in-a-row AI shared by gomoku (every rule) and hexagonal gomoku: one line-geometry
//! core over [`crate::board::Grid`], so the square board's four lines and the hexagon's three go
//! through the same code.
//!
//! - `patterns`: what a stone makes along one line, a table built once.
//! - `board`: the search's board, with every free point's patterns kept up to date.
//! - `vcf`: the continuous-four solver (forced wins, and the defence against them).
//! - `order`: which free points a node tries first (the square board's fitted move order).
//! - `search`: the threat-aware principal-variation search behind `medium` and `hard`.
//! - `engine`: the bot that runs it, with the levels' settings.
//! - `combos` and `tuples`: the seed programs' strategies, the baselines.

pub(crate) mod board;
pub(crate) mod combos;
pub(crate) mod engine;
pub(crate) mod memory;
pub(crate) mod order;
pub(crate) mod patterns;
pub(crate) mod search;
pub(crate) mod tuples;
pub(crate) mod vcf;

pub use board::Weights;
pub use combos::Combos;
pub use engine::{Engine, Report};
pub use order::{KEYS, Order, key_features};
pub use tuples::Tuples;

use crate::ai::Budget;
use crate::board::{Cell, Grid};
use crate::games::Five;
use crate::{Game, Gomoku, GomokuRule, HexGomoku, Point};

/// A five-in-a-row game as the AI sees it: its grid and its rule. Implemented by [`Gomoku`]
/// and [`HexGomoku`].
pub trait FiveGame: Game {
    /// The board.
    fn grid(&self) -> &Grid;
    /// Which rows win for each side (indexed by [`crate::Side::index`]).
    fn rows(&self) -> [Five; 2];
    /// Whether black has renju's forbidden points.
    fn renju(&self) -> bool;
}

/// The search board of a game's current position.
pub(crate) fn search_board<G: FiveGame>(game: &G) -> board::Board {
    board::Board::new(game.grid(), game.to_move(), game.rows(), game.renju())
}

/// How many pattern codes there are ([`Features`] counts each).
pub const CODES: usize = patterns::CODES;

/// How many features a side has in the move order: the pattern codes, then the combinations
/// of threats on one point (two fours, a four and an open three, two open threes).
pub const FEATURES: usize = board::FEATURES;

/// How many features a side has in the evaluation: the pattern codes, then the classes of a
/// point by its two strongest lines (every pair of open two, three, open three and four).
pub const WEIGHED: usize = board::WEIGHED;

/// Where the three combinations of threats sit among the classes of the evaluation's features.
pub const COMBO_CLASS: [usize; 3] = board::COMBO_CLASS;

/// What the static evaluation weighs in a position, for fitting its weights to games.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Features {
    /// Per pattern code (none, one, two, open two, three, open three, four, open four, five):
    /// how many (free point, line) pairs a stone of the side to move there gives that code;
    /// then per class of a point (the levels of its two strongest lines) how many free points
    /// have it for the side to move.
    pub mover: [i32; WEIGHED],
    /// The same for the other side.
    pub waiter: [i32; WEIGHED],
    /// Whether the side to move can make an open four.
    pub open_four: bool,
    /// Whether neither side can make a five: a position the evaluation is meant for (the
    /// search answers fives before it ever evaluates).
    pub quiet: bool,
}

/// The evaluation's inputs in `game`'s position.
#[must_use]
pub fn features<G: FiveGame>(game: &G) -> Features {
    let board = search_board(game);
    let me = game.to_move();
    let op = me.opponent();
    Features {
        mover: board.feature_counts(me),
        waiter: board.feature_counts(op),
        open_four: board.open_four_moves(me) > 0,
        quiet: board.five_count(me) == 0 && board.five_count(op) == 0,
    }
}

/// The points a quiet node of the search ranks in `game`'s position, each with the keys of the
/// codes a stone there makes for the side to move and for the other side
/// ([`key_features`]): every allowed free point near the stones. `None` where the search does
/// not rank: when either side can make a five, when the other side has an open three (every
/// block is tried), or when the side to move wins with an open four.
#[must_use]
pub fn order_candidates<G: FiveGame>(game: &G) -> Option<Vec<(Point, usize, usize)>> {
    let mut board = search_board(game);
    let me = game.to_move();
    let op = me.opponent();
    if game.is_over()
        || board.five_count(me) > 0
        || board.five_count(op) > 0
        || board.open_four_moves(op) > 0
        || (board.open_four_moves(me) > 0 && board.four_moves(op) == 0)
    {
        return None;
    }
    let mut out = Vec::new();
    for k in 0..board.cells().len() {
        let i = board.cells()[k];
        if board.is_free(i) && board.is_near(i) && board.allowed(i, me) {
            out.push((board.point(i), board.key(i, me), board.key(i, op)));
        }
    }
    Some(out)
}

/// The hand-set move order's value of a point whose codes make `key`, for one side: a point's
/// value is the sum of both sides'.
#[must_use]
pub fn hand_order_value(key: usize) -> i32 {
    board::hand_value(key)
}

/// The evaluation weights the engine plays `game` with (its board's own).
#[must_use]
pub fn weights<G: FiveGame>(game: &G) -> Weights {
    Weights::for_lines(game.grid().lines().len())
}

/// What a continuous-four search found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct VcfResult {
    /// The first move of a win by continuous fours for the side to move, if one was found.
    pub win: Option<Point>,
    /// Whether the search ran out of time or nodes (so `None` proves nothing).
    pub stopped: bool,
    /// Positions searched.
    pub nodes: u64,
}

/// Searches a win by continuous fours for the side to move of `game`, at most `depth` attacking
/// moves deep, within `budget`: the solver the engine uses, for tests, benchmarks and tools.
/// Under renju, black's fours are legal moves and a five point black may not block wins for
/// white.
#[must_use]
pub fn vcf<G: FiveGame>(game: &G, depth: u8, budget: &Budget<'_>) -> VcfResult {
    let mut board = search_board(game);
    if game.is_over() {
        return VcfResult {
            win: None,
            stopped: false,
            nodes: 0,
        };
    }
    let mut solver = vcf::Vcf::new(1 << 14);
    let win = solver.solve(&mut board, depth, u64::MAX, budget);
    VcfResult {
        win: win.map(|i| board.point(i)),
        stopped: solver.stopped(),
        nodes: solver.nodes(),
    }
}

/// Whether `game` can only end drawn: every window of five points in a row holds stones of both
/// sides, so no five can ever be made, however the game goes on (under every rule: an exact
/// five needs such a window too). On the hexagon a game between strong players is dead in this
/// way some sixty plies before the board is full, so the arena stops there rather than play
/// out the rest.
#[must_use]
pub fn dead_drawn<G: FiveGame>(game: &G) -> bool {
    let grid = game.grid();
    windows(grid).iter().all(|window| {
        let [black, white] = counts(grid, window);
        black > 0 && white > 0
    })
}

impl FiveGame for Gomoku {
    fn grid(&self) -> &Grid {
        self.core().grid()
    }

    fn rows(&self) -> [Five; 2] {
        self.core().rows()
    }

    fn renju(&self) -> bool {
        self.config().rule == GomokuRule::Renju
    }
}

impl FiveGame for HexGomoku {
    fn grid(&self) -> &Grid {
        self.core().grid()
    }

    fn rows(&self) -> [Five; 2] {
        self.core().rows()
    }

    fn renju(&self) -> bool {
        false
    }
}

/// Every window of five points in a row on the board, along every line direction: the unit
/// both baselines count in.
#[must_use]
pub(crate) fn windows(grid: &Grid) -> Vec<[usize; 5]> {
    let mut out = Vec::new();
    for i in grid.indices() {
        for &dir in grid.lines() {
            let window: [usize; 5] = std::array::from_fn(|k| {
                // k < 5, so the conversion is exact.
                i.wrapping_add_signed(dir * isize::try_from(k).unwrap_or(0))
            });
            if window.iter().all(|&j| grid.cell(j) != Cell::Wall) {
                out.push(window);
            }
        }
    }
    out
}

/// For every cell, the windows (indices into `windows`) that hold it.
#[must_use]
pub(crate) fn windows_through(grid: &Grid, windows: &[[usize; 5]]) -> Vec<Vec<usize>> {
    let mut out = vec![Vec::new(); grid.len()];
    for (w, window) in windows.iter().enumerate() {
        for &i in window {
            out[i].push(w);
        }
    }
    out
}

/// The stones of each side in a window, indexed by [`Side::index`].
#[must_use]
pub(crate) fn counts(grid: &Grid, window: &[usize; 5]) -> [usize; 2] {
    let mut n = [0; 2];
    for &i in window {
        if let Some(side) = grid.cell(i).side() {
            n[side.index()] += 1;
        }
    }
    n
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Shape;
    use crate::{GomokuConfig, HexGomokuConfig, Setup, Side};

    /// A 9x9 board with stones by (x + 2y) mod 4 (along a row XXOO, down a column XOXO, along
    /// either diagonal a period of four with two of each, so every five in a row holds both)
    /// except on the `free` points (x, y): whether it is a dead draw under every rule.
    fn check(free: &[(usize, usize)], dead: bool) {
        let rows: String = points()
            .map(|(x, y)| match (free.contains(&(x, y)), (x + 2 * y) % 4) {
                (true, _) => '.',
                (false, 0 | 1) => 'X',
                (false, _) => 'O',
            })
            .collect();
        let setup = Setup::parse(Shape::Square { size: 9 }, &rows, Side::Black).expect("a board");
        for rule in GomokuRule::ALL {
            let game =
                Gomoku::from_setup(&GomokuConfig { size: 9, rule }, &setup).expect("a position");
            assert_eq!(dead_drawn(&game), dead, "{rule:?}: free {free:?}");
        }
    }

    /// Every point (x, y) of the 9x9 board, row by row.
    fn points() -> impl Iterator<Item = (usize, usize)> {
        (0..9).flat_map(|y| (0..9).map(move |x| (x, y)))
    }

    #[test]
    fn a_board_is_dead_when_every_window_holds_both_colours() {
        let scattered = [(4, 4), (7, 5), (3, 8), (8, 8)];
        check(&scattered, true);
        // Five free points in a row, or along a diagonal: a five is still possible.
        let row: Vec<_> = (2..7).map(|x| (x, 4)).chain(scattered).collect();
        check(&row, false);
        let diagonal: Vec<_> = (4..9).map(|k| (k, k)).chain(scattered).collect();
        check(&diagonal, false);
        let everywhere: Vec<_> = points().collect();
        check(&everywhere, false);
        assert!(!dead_drawn(&HexGomoku::new(&HexGomokuConfig { size: 5 })));
    }
}
