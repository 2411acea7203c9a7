//! The static evaluation of a middle-game position: a weighted sum of the features Othello
//! players reason with (mobility, potential mobility, corners and the squares next to them,
//! stable discs, frontier, disc count and parity), with weights that change with the number of
//! empty squares.
//!
//! Scores are in hundredths of a disc, for the side to move: `+250` means "about two and a half
//! discs ahead at the end". A finished game scores beyond [`WIN`], so that a sure win beats any
//! estimate.

use super::position::Position;
use super::stability::stable_both;

/// The score of a won game, before the disc difference is added.
pub const WIN: i32 = 10_000;

/// The score of a finished game for the side to move.
#[must_use]
#[inline]
pub fn terminal_score(pos: Position) -> i32 {
    let diff = pos.final_score();
    match diff.signum() {
        1 => WIN + diff,
        -1 => -WIN + diff,
        _ => 0,
    }
}

/// The four corners.
pub(crate) const CORNERS: u64 = 0x8100_0000_0000_0081;

/// The left column.
const COLUMN_A: u64 = 0x0101_0101_0101_0101;

/// The right column.
const COLUMN_H: u64 = 0x8080_8080_8080_8080;

/// For each corner: the corner, its X-square (diagonal neighbour) and its two C-squares (edge
/// neighbours).
const CORNER_SQUARES: [(u64, u64, u64); 4] = [
    (1 << 0, 1 << 9, (1 << 1) | (1 << 8)),
    (1 << 7, 1 << 14, (1 << 6) | (1 << 15)),
    (1 << 56, 1 << 49, (1 << 57) | (1 << 48)),
    (1 << 63, 1 << 54, (1 << 62) | (1 << 55)),
];

/// The squares next to any disc of `b`, in all eight directions (including `b`'s own squares
/// when they neighbour each other).
#[must_use]
#[inline]
pub(crate) fn neighbours(b: u64) -> u64 {
    let right = ((b << 1) | (b << 9) | (b >> 7)) & !COLUMN_A;
    let left = ((b >> 1) | (b >> 9) | (b << 7)) & !COLUMN_H;
    right | left | (b << 8) | (b >> 8)
}

/// The number of features.
pub const FEATURES: usize = 11;

/// The names of the features, in order, for tuning output.
pub const FEATURE_NAMES: [&str; FEATURES] = [
    "mobility",
    "corner moves",
    "potential mobility",
    "corners",
    "x-squares",
    "c-squares",
    "stable",
    "frontier",
    "discs",
    "parity",
    "tempo",
];

/// The features of a position, each the side to move's count minus the other side's (parity
/// and tempo are the side to move's alone).
#[must_use]
#[inline]
pub fn features(pos: Position) -> [i32; FEATURES] {
    let p = pos.player;
    let o = pos.opponent;
    let empty = pos.empty();
    let [my_moves, their_moves] = pos.both_moves();
    let diff = |a: u64, b: u64| a.count_ones().cast_signed() - b.count_ones().cast_signed();
    let mut x_squares = 0;
    let mut c_squares = 0;
    for (corner, x, c) in CORNER_SQUARES {
        if empty & corner != 0 {
            x_squares += diff(p & x, o & x);
            c_squares += diff(p & c, o & c);
        }
    }
    let near_empty = neighbours(empty);
    let parity = if empty.count_ones() % 2 == 1 { 1 } else { -1 };
    [
        diff(my_moves, their_moves),
        diff(my_moves & CORNERS, their_moves & CORNERS),
        diff(empty & neighbours(o), empty & neighbours(p)),
        diff(p & CORNERS, o & CORNERS),
        x_squares,
        c_squares,
        {
            let (mine, theirs) = stable_both(p, o);
            diff(mine, theirs)
        },
        diff(p & near_empty, o & near_empty),
        diff(p, o),
        parity,
        1,
    ]
}

/// The weights of the features at each number of empty squares (0..=60).
#[derive(Debug, Clone)]
pub struct Eval {
    /// `weights[empties][feature]`, in hundredths of a disc per unit of the feature.
    weights: Box<[[i32; FEATURES]; 61]>,
}

/// Weights fitted to self-play games (`reversi_tune` in `tools/`), one row for each stage of
/// four empties: row `i` serves `4 i ..= 4 i + 3` empties.
pub const STAGE_WEIGHTS: [[i32; FEATURES]; 16] = [
    [243, 59, -190, 34, 24, -94, 109, -75, -10, 164, 43],
    [246, 333, -127, 164, -59, -85, 74, -86, 26, 98, -36],
    [222, 298, -106, 360, -249, -61, 77, -104, 22, 30, -113],
    [166, 425, -53, 487, -339, -10, 98, -90, 0, 45, -206],
    [137, 421, -22, 645, -466, -10, 119, -72, -28, 31, -248],
    [113, 584, -8, 884, -536, -43, 104, -107, -19, 23, -241],
    [123, 494, -11, 785, -661, -101, 130, -135, -3, -53, -297],
    [79, 380, 55, 850, -838, 60, 145, -147, 14, -82, -321],
    [43, 889, 89, 782, -563, 204, 207, -141, 7, -132, -331],
    [25, 408, 110, 877, -921, 251, 242, -168, 30, -19, -347],
    [24, 345, 98, 919, -1058, 84, 292, -168, 45, 76, -342],
    [40, -317, 110, 1022, -1576, -402, 233, -305, 262, 130, -248],
    [60, -193, 68, 1046, -1530, -723, 360, -309, 289, 158, -144],
    [67, 77, 9, 1486, -1611, -1325, 167, 54, -88, 205, -47],
    [89, 0, -99, 0, -3267, 0, 0, 41, 41, 744, 626],
    [90, 300, 40, 900, -500, -150, 120, -30, -15, 0, 0],
];

/// Hand-set weights at three stages, interpolated in between: the opening (60 empties), the
/// middle game (30) and the end (0).
const ANCHORS: [(u32, [i32; FEATURES]); 3] = [
    (60, [90, 300, 40, 900, -500, -150, 120, -30, -15, 0, 0]),
    (30, [80, 300, 35, 700, -400, -120, 120, -20, -5, 60, 0]),
    (0, [40, 150, 10, 300, -100, -40, 100, 0, 60, 150, 0]),
];

impl Default for Eval {
    /// The fitted weights.
    fn default() -> Eval {
        let mut weights = Box::new([[0; FEATURES]; 61]);
        for (empties, row) in weights.iter_mut().enumerate() {
            *row = STAGE_WEIGHTS[(empties / 4).min(STAGE_WEIGHTS.len() - 1)];
        }
        Eval { weights }
    }
}

impl Eval {
    /// The hand-set weights the fit started from.
    #[must_use]
    pub fn handset() -> Eval {
        let mut weights = Box::new([[0; FEATURES]; 61]);
        for (empties, row) in (0u32..).zip(weights.iter_mut()) {
            // Find the two anchors around `empties` and interpolate.
            let (hi, lo) = if empties >= ANCHORS[1].0 {
                (ANCHORS[0], ANCHORS[1])
            } else {
                (ANCHORS[1], ANCHORS[2])
            };
            let span = (hi.0 - lo.0).cast_signed();
            let t = (empties - lo.0).cast_signed();
            for (k, w) in row.iter_mut().enumerate() {
                *w = lo.1[k] + (hi.1[k] - lo.1[k]) * t / span;
            }
        }
        Eval { weights }
    }

    /// An evaluation with explicit weights for every number of empty squares.
    #[must_use]
    pub fn from_weights(weights: Box<[[i32; FEATURES]; 61]>) -> Eval {
        Eval { weights }
    }

    /// The weights used at `empties` empty squares.
    #[must_use]
    pub fn weights(&self, empties: u32) -> &[i32; FEATURES] {
        &self.weights[(empties as usize).min(60)]
    }

    /// The score of `pos` for the side to move, in hundredths of a disc, within ±6400; or
    /// [`terminal_score`] when the game is over.
    #[must_use]
    #[inline]
    pub fn score(&self, pos: Position) -> i32 {
        let f = features(pos);
        if f[0] == 0 && pos.moves() | pos.opponent_moves() == 0 {
            return terminal_score(pos);
        }
        let w = self.weights(pos.empties());
        let sum: i32 = f.iter().zip(w).map(|(f, w)| f * w).sum();
        sum.clamp(-6400, 6400)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Game, Reversi, ReversiConfig};

    #[test]
    fn neighbours_do_not_wrap() {
        assert_eq!(neighbours(1), (1 << 1) | (1 << 8) | (1 << 9));
        assert_eq!(neighbours(1 << 7), (1 << 6) | (1 << 14) | (1 << 15));
        assert_eq!(neighbours(1 << 63).count_ones(), 3);
        assert_eq!(neighbours(1 << 27).count_ones(), 8);
    }

    #[test]
    fn the_start_is_balanced_and_a_corner_is_good() {
        let eval = Eval::default();
        let start = Position::of(&Reversi::new(&ReversiConfig));
        assert_eq!(eval.score(start), eval.score(start.pass()));
        // The side to move owns a corner: better for it than for the other side.
        let p = Position::new(start.player | 1, start.opponent);
        assert!(eval.score(p) > eval.score(p.pass()));
    }
}
