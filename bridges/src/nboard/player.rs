//! The search behind `go` and `hint`: the engine's `hard` reversi AI (its middle-game search,
//! then its exact endgame solver), held to the depth NBoard sets and the time the state allows.

use std::sync::atomic::AtomicBool;
use std::time::Instant;

use boardroom_engine::ai::Budget;
use boardroom_engine::ai::reversi::{Engine, Position, Settings, square_move};
use boardroom_engine::{Game, MoveList};

use super::state::{Think, Thought};
use crate::session::Searcher;

/// The engine, rebuilt when the depth changes.
#[derive(Debug)]
pub struct Player {
    /// The engine and the depth it was built for.
    engine: Option<(u32, Engine)>,
}

impl Default for Player {
    fn default() -> Player {
        Player::new()
    }
}

impl Player {
    /// A player whose engine is built at the first search.
    #[must_use]
    pub fn new() -> Player {
        Player { engine: None }
    }
}

impl Searcher<Think> for Player {
    type Found = Thought;

    fn search(&mut self, request: &Think, stop: &AtomicBool) -> Thought {
        let started = Instant::now();
        let mut legal = MoveList::new();
        request.game.legal_moves(&mut legal);
        let forced = |best| Thought {
            best,
            eval: None,
            depth: 0,
            seconds: started.elapsed().as_secs_f64(),
        };
        // A pass or a single placement is played without a search, and without a value.
        match legal.as_slice() {
            [] => return forced(None),
            [only] => return forced(Some(*only)),
            _ => {}
        }
        let engine = match &mut self.engine {
            Some((depth, engine)) if *depth == request.depth => engine,
            slot => {
                let settings = Settings {
                    max_depth: request.depth,
                    ..Settings::HARD
                };
                &mut slot.insert((request.depth, Engine::new(settings))).1
            }
        };
        let budget = Budget::new(request.time, stop);
        let square = engine.best_square(Position::of(&request.game), &budget);
        let report = engine.report();
        // The middle game scores in hundredths of a disc; a solved endgame in discs, or (won,
        // drawn or lost only) by its sign.
        let score = f64::from(report.score);
        let eval = match report.solved {
            Some(_) => score,
            None => score / 100.0,
        };
        Thought {
            best: Some(square_move(square)),
            eval: Some(eval),
            depth: report.depth,
            seconds: started.elapsed().as_secs_f64(),
        }
    }
}
