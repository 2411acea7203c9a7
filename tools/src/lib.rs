//! Tools that measure Boardroom's engine from outside it: they read files, print figures and
//! time themselves, which the engine itself never does (it has no IO).
//!
//! The binaries: `arena` (bot against bot, with Elo), `perft` (move generation speed), `ffo`
//! (the FForum endgame problems), `reversi_tune` (fits the reversi evaluation to self-play),
//! `reversi_probcut` (fits the reversi search's Multi-ProbCut table), `serve_bot` (a bot on
//! standard input and output, for the arena to play engines built from other commits).
//! The matches in `tests/` (`five_strength`, `nogo_strength`) are ignored by default.
//!
//! This library holds what several of them share.

pub mod cpu;
pub mod external;
pub mod openings;
pub mod sprt;
pub mod tally;
