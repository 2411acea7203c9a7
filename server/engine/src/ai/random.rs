//! The simplest bot: a uniformly random legal move.

use rand::prelude::IndexedRandom;
use rand::rngs::SmallRng;

use super::{Bot, Budget};
use crate::{Game, Move, MoveList};

/// Plays a uniformly random legal move. The floor of every strength table, and the bot a room
/// seats for a game that has no stronger one yet.
#[derive(Debug, Default, Clone, Copy)]
pub struct RandomBot;

impl<G: Game> Bot<G> for RandomBot {
    fn name(&self) -> &str {
        "random"
    }

    fn choose(&mut self, game: &G, _budget: &Budget<'_>, rng: &mut SmallRng) -> Option<Move> {
        let mut moves = MoveList::new();
        game.legal_moves(&mut moves);
        moves.choose(rng).copied()
    }
}
