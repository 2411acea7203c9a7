//! Computer players. Every bot, from the simplest to the strongest, answers the same question
//! through [`Bot`]: given a position and a [`Budget`], which move?
//!
//! Bots are generic over the concrete game for speed; [`AnyBot`] picks one for a game chosen at
//! runtime, which is what the server seats.

mod any;
mod budget;
pub mod five;
pub mod gomoku;
pub mod hex_gomoku;
pub mod nogo;
mod outlook;
mod random;
pub mod reversi;

pub use any::{AnyBot, Level};
pub use budget::Budget;
pub use outlook::Outlook;
pub use random::RandomBot;

use rand::rngs::SmallRng;

use crate::{Game, Move};

/// A computer player for game `G`.
pub trait Bot<G: Game>: Send {
    /// A short name for logs and the arena, such as `random` or `roxanne`.
    fn name(&self) -> &str;

    /// The move to play in `game`, chosen within `budget`; `None` only when the game is over
    /// (or has no legal move). All randomness comes from `rng`, so a seeded generator makes a
    /// bot's play repeatable.
    fn choose(&mut self, game: &G, budget: &Budget<'_>, rng: &mut SmallRng) -> Option<Move>;

    /// How the side to move stands in `game`, judged within `budget`: what the server's AI
    /// goes by when offered a draw. Bots without an evaluation have no view (`None`).
    fn outlook(&mut self, _game: &G, _budget: &Budget<'_>, _rng: &mut SmallRng) -> Option<Outlook> {
        None
    }
}
