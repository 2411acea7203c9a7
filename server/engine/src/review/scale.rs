//! One scale for every game: the chance that black wins, from 0 to 1, a draw counting half.
//! Each engine's own score is mapped onto it by a logistic curve fitted to games (the fits are
//! in `docs/review.md`); a proven result is 0, ½ or 1.

use crate::Side;

/// Gomoku (freestyle and standard): the engine's score (pattern points for the side to move)
/// that makes the odds `e : 1`. Each scale here is fitted to the results of self-play games
/// (`tests/review_calibration.rs`; the figures are in `docs/review.md`).
pub const GOMOKU_POINTS: f32 = 350.0;

/// Renju: the same. Black's forbidden points make a lead in patterns count for less.
pub const RENJU_POINTS: f32 = 950.0;

/// Hex gomoku: the same. On the hexagon's three lines the patterns tell the least.
pub const HEX_POINTS: f32 = 1350.0;

/// Reversi: the estimated final disc margin (in discs, for the side to move) that makes the
/// odds `e : 1`.
pub const REVERSI_DISCS: f32 = 6.0;

/// The chance of winning for a score `x` in units of `scale`: `1 / (1 + e^(-x / scale))`.
#[must_use]
pub(super) fn logistic(x: f32, scale: f32) -> f32 {
    1.0 / (1.0 + (-x / scale).exp())
}

/// Black's chance from the chance of `side`.
#[must_use]
pub(super) fn for_black(side: Side, chance: f32) -> f32 {
    match side {
        Side::Black => chance,
        Side::White => 1.0 - chance,
    }
}

/// Black's chance when the game's result is known: 1, ½ or 0.
#[must_use]
pub(super) fn proven(winner: Option<Side>) -> f32 {
    match winner {
        Some(Side::Black) => 1.0,
        Some(Side::White) => 0.0,
        None => 0.5,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_curve_is_even_at_zero_and_symmetric() {
        assert!((logistic(0.0, 7.0) - 0.5).abs() < 1e-6);
        let up = logistic(10.0, 7.0);
        assert!((up + logistic(-10.0, 7.0) - 1.0).abs() < 1e-6);
        assert!(up > 0.75 && up < 0.85, "{up}");
        assert!((for_black(Side::White, 0.8) - 0.2).abs() < 1e-6);
        assert!((proven(None) - 0.5).abs() < f32::EPSILON);
    }
}
