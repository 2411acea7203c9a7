//! The server's AI levels at fixed ratings, so that a rated game against one counts as one
//! against a player of that strength. Anchored at `easy` = 1000 in every game (a beginner who
//! knows the rules); `medium` and `hard` are placed above it by the Elo differences the arena
//! measured between the levels (docs/strength.md: 200 games a pair at the levels' own times, or
//! 100 for the square board's `hard` since its evaluation was fitted; the point estimates, or
//! the lower end of the 95% interval where every game was won).
//! `docs/ratings.md` lists each number's source.

use boardroom_engine::Config;
use boardroom_engine::ai::Level;

/// Where `easy` stands in every game.
const EASY: f64 = 1000.0;

/// The fixed rating of the AI at `level` in the game of `config`.
pub(crate) fn rating(config: &Config, level: Level) -> f64 {
    // (medium over easy, hard over medium), measured.
    let (medium, hard) = match super::kind_of(config).as_str() {
        "gomoku/standard" => (531.0, 402.0),
        "gomoku/renju" => (478.0, 604.0),
        // Freestyle's; caro is not measured apart.
        "gomoku/freestyle" | "gomoku/caro" => (512.0, 463.0),
        "hex_gomoku" => (443.0, 382.0),
        // Hard over medium with Multi-ProbCut; medium over easy: 199 of 200.
        "reversi" => (920.0, 512.0),
        // Medium over easy: 200 of 200, the interval's lower end.
        "nogo" => (687.0, 282.0),
        _ => (500.0, 400.0),
    };
    match level {
        Level::Easy => EASY,
        Level::Medium => EASY + medium,
        Level::Hard => EASY + medium + hard,
    }
}
