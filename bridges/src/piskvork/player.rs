//! The search behind the brain's moves: the engine's `hard` five-in-a-row AI, kept from move to
//! move so that its tables stay warm, on the time the brain allows; and swap2's choices, from
//! the engine's built-in openings and its outlook on a position.

use std::sync::atomic::AtomicBool;

use boardroom_engine::ai::five::Engine;
use boardroom_engine::ai::{Bot, Budget, Level, Outlook};
use boardroom_engine::{Config, Game, openings};
use rand::rngs::SmallRng;

use super::brain::{Ask, Found, Search};
use crate::session::Searcher;

/// The `hard` engine and its random number generator.
#[derive(Debug)]
pub struct Player {
    /// The engine, its memory kept between moves.
    engine: Engine,
    /// Breaks the engine's ties, and draws swap2's openings.
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
    type Found = Found;

    fn search(&mut self, request: &Search, stop: &AtomicBool) -> Found {
        let game = &request.game;
        match request.ask {
            Ask::Move => {
                let budget = Budget::new(request.time, stop);
                Found::Move(self.engine.choose(game, &budget, &mut self.rng))
            }
            Ask::Opening => {
                let config = Config::Gomoku(game.config());
                let moves = openings::pick(&config, &mut self.rng)
                    .map(|o| o.moves(game.shape()))
                    .unwrap_or_default();
                Found::Opening(moves)
            }
            // Half the time to judge the position, the rest to find the move if it is kept.
            Ask::SwapOrMove => {
                let judged = Budget::new(request.time / 2, stop);
                if self.engine.outlook(game, &judged, &mut self.rng) == Some(Outlook::Losing) {
                    return Found::Swap;
                }
                let budget = Budget::new(request.time / 2, stop);
                Found::Move(self.engine.choose(game, &budget, &mut self.rng))
            }
        }
    }
}
