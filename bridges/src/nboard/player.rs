//! The search behind `go` and `hint`: the engine's `hard` reversi AI (its middle-game search,
//! then its exact endgame solver), held to the depth NBoard sets and the time the state allows.
//! A hint of several moves spends half the time on the best move and shares the rest among the
//! others, each valued by a search one ply shallower of the position it leads to.

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use boardroom_engine::ai::Budget;
use boardroom_engine::ai::reversi::{Engine, Position, Settings, square_move};
use boardroom_engine::{Game, Move, MoveList, Reversi, Side};

use super::state::{Ask, Think, Thought};
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

    /// The engine for `depth`.
    fn engine(&mut self, depth: u32) -> &mut Engine {
        let settings = Settings {
            max_depth: depth,
            ..Settings::HARD
        };
        if self
            .engine
            .as_ref()
            .is_some_and(|(built, _)| *built != depth)
        {
            self.engine = None;
        }
        &mut self
            .engine
            .get_or_insert_with(|| (depth, Engine::new(settings)))
            .1
    }
}

impl Searcher<Think> for Player {
    type Found = Thought;

    fn search(&mut self, request: &Think, stop: &AtomicBool) -> Thought {
        let started = Instant::now();
        let game = &request.game;
        let mut legal = MoveList::new();
        game.legal_moves(&mut legal);
        let mut thought = Thought {
            best: None,
            eval: None,
            depth: 0,
            seconds: 0.0,
            others: Vec::new(),
        };
        // A pass or a single placement is played without a search, and without a value.
        match legal.as_slice() {
            [] => {}
            [only] => thought.best = Some(*only),
            _ => {
                let wanted = match request.ask {
                    Ask::Go => 1,
                    Ask::Hint(n) => usize::try_from(n).unwrap_or(usize::MAX),
                };
                let root_time = if wanted > 1 {
                    request.time / 2
                } else {
                    request.time
                };
                let engine = self.engine(request.depth);
                let budget = Budget::new(root_time, stop);
                let best = square_move(engine.best_square(Position::of(game), &budget));
                let report = engine.report();
                thought.best = Some(best);
                thought.eval = Some(discs(report.score, report.solved.is_some()));
                thought.depth = report.depth;
                if wanted > 1 {
                    // One ply shallower than the root reached, so that each move is searched as
                    // deep as the best one was (odd and even depths judge a position
                    // differently); a small table, since these searches are short.
                    let engine = &mut Engine::new(Settings {
                        max_depth: report.depth.saturating_sub(1).max(1),
                        tt_bits: CHILD_TT_BITS,
                        ..Settings::HARD
                    });
                    let rest: Vec<Move> = legal.iter().copied().filter(|&m| m != best).collect();
                    let each = request.time.saturating_sub(started.elapsed())
                        / u32::try_from(rest.len()).unwrap_or(1).max(1);
                    let mut others: Vec<(Move, f64)> = rest
                        .into_iter()
                        .filter_map(|m| {
                            let next = game.clone().play(m).ok()?.0;
                            Some((m, -value(engine, &next, each, stop)))
                        })
                        .collect();
                    others.sort_by(|a, b| b.1.total_cmp(&a.1));
                    others.truncate(wanted - 1);
                    thought.others = others;
                }
            }
        }
        thought.seconds = started.elapsed().as_secs_f64();
        thought
    }
}

/// The transposition tables' size (a power of two) for the searches of a hint's other moves.
const CHILD_TT_BITS: u32 = 16;

/// A score of the engine's report in discs: a middle-game score is in hundredths of a disc, a
/// solved one in discs (or, won, drawn or lost only, by its sign).
fn discs(score: i32, solved: bool) -> f64 {
    let score = f64::from(score);
    if solved { score } else { score / 100.0 }
}

/// The value of `game` for its side to move, in discs, from a search of at most `time`; forced
/// moves are played out first, and a finished game is its final count.
fn value(engine: &mut Engine, game: &Reversi, time: Duration, stop: &AtomicBool) -> f64 {
    let mut game = game.clone();
    let mut sign = 1.0;
    let mut legal = MoveList::new();
    loop {
        game.legal_moves(&mut legal);
        match legal.as_slice() {
            [] => {
                let stones = game.stones();
                let (black, white) = (stones.black.len(), stones.white.len());
                let lead = f64::from(u32::try_from(black).unwrap_or(0))
                    - f64::from(u32::try_from(white).unwrap_or(0));
                let mine = if game.to_move() == Side::Black {
                    lead
                } else {
                    -lead
                };
                return sign * mine;
            }
            [only] => {
                let Ok((next, _)) = game.clone().play(*only) else {
                    return 0.0;
                };
                game = next;
                sign = -sign;
            }
            _ => break,
        }
    }
    let budget = Budget::new(time, stop);
    engine.best_square(Position::of(&game), &budget);
    let report = engine.report();
    sign * discs(report.score, report.solved.is_some())
}
