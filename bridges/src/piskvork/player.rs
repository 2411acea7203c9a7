//! The search behind the brain's moves: the engine's `hard` five-in-a-row AI, kept from move to
//! move so that its tables stay warm, on the time the brain allows.

use std::sync::atomic::AtomicBool;

use boardroom_engine::Move;
use boardroom_engine::ai::five::Engine;
use boardroom_engine::ai::{Bot, Budget, Level};
use rand::rngs::SmallRng;

use super::brain::Search;
use crate::session::Searcher;

/// The `hard` engine and its random number generator.
#[derive(Debug)]
pub struct Player {
    /// The engine, its memory kept between moves.
    engine: Engine,
    /// Breaks the engine's ties.
    rng: SmallRng,
}

impl Player {
    /// The `hard` engine, its ties broken by `rng`.
    #[must_use]
    pub fn new(rng: SmallRng) -> Player {
        Player {
            engine: Engine::at(Level::Hard),
            rng,
        }
    }
}

impl Searcher<Search> for Player {
    type Found = Option<Move>;

    fn search(&mut self, request: &Search, stop: &AtomicBool) -> Option<Move> {
        let budget = Budget::new(request.time, stop);
        self.engine.choose(&request.game, &budget, &mut self.rng)
    }
}
