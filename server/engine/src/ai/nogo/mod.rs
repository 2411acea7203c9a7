//! The computer players of nogo: the baselines and the engines behind the levels.
//!
//! - easy: [`LibertyBot`], the seed program's strategy (the `liberty` baseline);
//! - medium: [`Mcts`] with [`Settings::medium`], UCT with RAVE thinking at most 0.2 s;
//! - hard: [`Mcts`] with [`Settings::hard`], the same search with the shape prior (see [`shape`])
//!   for the whole budget.

mod fast;
mod liberty;
mod mcts;
mod playout;
pub mod shape;
mod shape_weights;
mod tree;

pub use liberty::LibertyBot;
pub use mcts::{Analysis, Mcts, Report, Settings};
pub use playout::Policy;

use super::{Bot, Level, RandomBot};
use crate::NoGo;

/// The bot that plays at a level.
#[must_use]
pub fn bot(level: Level) -> Box<dyn Bot<NoGo>> {
    match level {
        Level::Easy => Box::new(LibertyBot),
        Level::Medium => Box::new(Mcts::new("medium", Settings::medium())),
        Level::Hard => Box::new(Mcts::new("hard", Settings::hard())),
    }
}

/// A bot by name, for the arena: a level (`easy`, `medium`, `hard`), a baseline (`liberty`), or
/// `random`; `medium` and `hard` take knobs after a colon (`hard:mobility=20,weight=0.1`, see
/// [`Settings::with_knobs`]).
#[must_use]
pub fn by_name(name: &str) -> Option<Box<dyn Bot<NoGo>>> {
    if let Some((level, knobs)) = name.split_once(':') {
        let settings = match level {
            "medium" => Settings::medium(),
            "hard" => Settings::hard(),
            _ => return None,
        };
        return Some(Box::new(Mcts::new("tuned", settings.with_knobs(knobs)?)));
    }
    match name {
        "random" => Some(Box::new(RandomBot)),
        "liberty" => Some(Box::new(LibertyBot)),
        _ => name.parse().ok().map(bot),
    }
}

/// Positions for tests: late in random 7x7 games, where some but not all legal moves leave the
/// opponent without a legal move, each with those winning moves.
#[cfg(test)]
pub(super) fn positions_with_a_win(count: usize) -> Vec<(NoGo, Vec<crate::Point>)> {
    use rand::rngs::SmallRng;
    use rand::{RngExt, SeedableRng};

    use crate::{Game, Move, MoveList, NoGoConfig};

    let config = NoGoConfig {
        size: 7,
        center_first_forbidden: true,
    };
    let mut found = Vec::new();
    let mut rng = SmallRng::seed_from_u64(11);
    let mut moves = MoveList::new();
    while found.len() < count {
        let mut game = NoGo::new(&config);
        while !game.is_over() {
            game.legal_moves(&mut moves);
            let wins: Vec<crate::Point> = moves
                .iter()
                .filter_map(|m| m.point())
                .filter(|&p| {
                    let mut after = game.clone();
                    after.play_unchecked(Move::Place(p));
                    after.is_over()
                })
                .collect();
            if !wins.is_empty() && wins.len() < moves.len() && game.ply() > 34 {
                found.push((game.clone(), wins));
                break;
            }
            let k = rng.random_range(0..game.legal_count());
            let p = game.nth_legal(k).expect("k below the count");
            game.play_unchecked(Move::Place(p));
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_levels_resolve() {
        for name in ["random", "liberty", "easy", "medium", "hard"] {
            assert!(by_name(name).is_some(), "{name}");
        }
        assert!(by_name("nobody").is_none());
        assert_eq!(bot(Level::Easy).name(), "liberty");
        assert_eq!(bot(Level::Hard).name(), "hard");
    }
}
