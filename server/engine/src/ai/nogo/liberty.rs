//! `liberty`: the seed program's NoGo strategy, the easy level and the yardstick every stronger
//! level is measured against.
//!
//! The seed plays in three phases by the move number (on 9x9: up to move 20, moves 21 to 55,
//! then the rest; other sizes scale the bounds with the number of points):
//! - early, the point whose stone has the fewest liberties, so that the opponent cannot build
//!   safe room for later;
//! - middle, the point that leaves its own colour in the most separate groups, to keep the
//!   position split up;
//! - late, a short search for a line that ends the game in its favour, else a random move.
//!
//! In the first two phases ties go to the move with the best mobility (own legal points minus
//! the opponent's after the move), then to chance.

use rand::RngExt;
use rand::rngs::SmallRng;
use rand::seq::SliceRandom;

use crate::ai::{Bot, Budget};
use crate::{Game, Move, MoveList, NoGo, Point, Side};

/// The move number (1-based) that ends the opening on a 9x9 board.
const EARLY_END: usize = 20;
/// The move number that ends the middle game on a 9x9 board.
const MIDDLE_END: usize = 55;
/// The points of the 9x9 board the phase bounds are given for.
const SEED_POINTS: usize = 81;
/// The most moves the late search tries at one position, as in the seed (it keeps the search
/// narrow enough to go deep).
const WIDTH: usize = 7;
/// The deepest the late search looks, in plies.
const MAX_DEPTH: u32 = 9;

/// The seed program's strategy. See the module documentation.
#[derive(Debug, Default, Clone, Copy)]
pub struct LibertyBot;

/// The three parts of a game the seed plays differently.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    /// Fewest liberties first.
    Early,
    /// Most separate groups first.
    Middle,
    /// A short search.
    Late,
}

impl Bot<NoGo> for LibertyBot {
    fn name(&self) -> &str {
        "liberty"
    }

    fn choose(&mut self, game: &NoGo, budget: &Budget<'_>, rng: &mut SmallRng) -> Option<Move> {
        let mut moves = MoveList::new();
        game.legal_moves(&mut moves);
        let points: Vec<Point> = moves.iter().filter_map(|m| m.point()).collect();
        if points.is_empty() {
            return None;
        }
        let me = game.to_move();
        let chosen = match phase(game) {
            Phase::Early => best(game, &points, rng, |after, p| {
                let liberties = after.liberties(p).unwrap_or(0);
                (-(liberties as i64), mobility(after, me))
            }),
            Phase::Middle => best(game, &points, rng, |after, _| {
                (after.group_count(me) as i64, mobility(after, me))
            }),
            Phase::Late => late(game, budget, rng),
        };
        chosen
            .or_else(|| points.get(rng.random_range(0..points.len())).copied())
            .map(Move::Place)
    }
}

/// The phase of the move about to be played.
fn phase(game: &NoGo) -> Phase {
    let stones = game.stones();
    let number = stones.black.len() + stones.white.len() + 1;
    let points = game.shape().point_count();
    if number <= EARLY_END * points / SEED_POINTS {
        Phase::Early
    } else if number <= MIDDLE_END * points / SEED_POINTS {
        Phase::Middle
    } else {
        Phase::Late
    }
}

/// How many more points `side` may play than its opponent: the seed's measure of a position.
fn mobility(game: &NoGo, side: Side) -> i64 {
    game.legal_count_for(side) as i64 - game.legal_count_for(side.opponent()) as i64
}

/// The move of `points` whose position after it scores highest by `key`, ties at random.
fn best<K: Ord>(
    game: &NoGo,
    points: &[Point],
    rng: &mut SmallRng,
    key: impl Fn(&NoGo, Point) -> K,
) -> Option<Point> {
    let mut top: Vec<Point> = Vec::new();
    let mut top_key = None;
    for &p in points {
        let mut after = game.clone();
        after.play_unchecked(Move::Place(p));
        let k = key(&after, p);
        match top_key.as_ref().map(|t| k.cmp(t)) {
            Some(std::cmp::Ordering::Less) => {}
            Some(std::cmp::Ordering::Equal) => top.push(p),
            _ => {
                top_key = Some(k);
                top.clear();
                top.push(p);
            }
        }
    }
    top.get(rng.random_range(0..top.len().max(1))).copied()
}

/// The late phase: the first move of a forced win found by deepening the search two plies at a
/// time, or `None` when none turns up within the depth and the budget.
fn late(game: &NoGo, budget: &Budget<'_>, rng: &mut SmallRng) -> Option<Point> {
    let mut depth = 1;
    while depth <= MAX_DEPTH && !budget.exhausted() {
        if let Some(p) = find_win(game, depth, budget, rng) {
            return Some(p);
        }
        depth += 2;
    }
    None
}

/// The moves the search tries for the side to move, with the position after each: those that
/// raise its mobility, at most [`WIDTH`] of them in random order; when none does, any
/// [`WIDTH`] legal moves.
fn candidates(game: &NoGo, rng: &mut SmallRng) -> Vec<(Point, NoGo)> {
    let me = game.to_move();
    let before = mobility(game, me);
    let mut moves = MoveList::new();
    game.legal_moves(&mut moves);
    moves.shuffle(rng);
    let mut raising = Vec::with_capacity(WIDTH);
    let mut others = Vec::with_capacity(WIDTH);
    for m in moves {
        let Some(p) = m.point() else { continue };
        let mut after = game.clone();
        after.play_unchecked(m);
        if mobility(&after, me) > before {
            raising.push((p, after));
            if raising.len() == WIDTH {
                break;
            }
        } else if others.len() < WIDTH {
            others.push((p, after));
        }
    }
    if raising.is_empty() { others } else { raising }
}

/// A move of the side to move that wins within `depth` plies whatever the opponent answers
/// among its own candidates; `None` when there is none or the budget ran out.
fn find_win(game: &NoGo, depth: u32, budget: &Budget<'_>, rng: &mut SmallRng) -> Option<Point> {
    for (p, after) in candidates(game, rng) {
        if after.is_over() {
            return Some(p);
        }
        if budget.exhausted() {
            return None;
        }
        if depth >= 3 && opponent_loses(&after, depth - 1, budget, rng) {
            return Some(p);
        }
    }
    None
}

/// Whether every candidate answer of the side to move (the opponent of the searching side) in
/// the unfinished `game` lets the searching side win within `depth` plies.
fn opponent_loses(game: &NoGo, depth: u32, budget: &Budget<'_>, rng: &mut SmallRng) -> bool {
    candidates(game, rng)
        .into_iter()
        .all(|(_, after)| !after.is_over() && find_win(&after, depth - 1, budget, rng).is_some())
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::AtomicBool;
    use std::time::Duration;

    use rand::SeedableRng;

    use super::*;
    use crate::NoGoConfig;

    #[test]
    fn plays_legal_moves_to_the_end() {
        let stop = AtomicBool::new(false);
        for seed in 0..4 {
            let mut rng = SmallRng::seed_from_u64(seed);
            let mut game = NoGo::new(&NoGoConfig::default());
            while !game.is_over() {
                let budget = Budget::new(Duration::from_millis(20), &stop);
                let m = LibertyBot.choose(&game, &budget, &mut rng).expect("a move");
                game = game.play(m).expect("legal").0;
            }
            assert_eq!(
                LibertyBot.choose(&game, &Budget::new(Duration::ZERO, &stop), &mut rng),
                None
            );
        }
    }

    #[test]
    fn opens_on_the_edge_with_fewest_liberties() {
        let stop = AtomicBool::new(false);
        let mut rng = SmallRng::seed_from_u64(1);
        let game = NoGo::new(&NoGoConfig::default());
        let m = LibertyBot
            .choose(
                &game,
                &Budget::new(Duration::from_millis(50), &stop),
                &mut rng,
            )
            .expect("a move");
        let p = m.point().expect("a placement");
        // A corner stone has two liberties, the fewest on an empty board.
        assert!([0, 8].contains(&p.x) && [0, 8].contains(&p.y), "{p}");
    }

    #[test]
    fn late_search_takes_a_move_that_leaves_the_opponent_nothing() {
        let stop = AtomicBool::new(false);
        let mut rng = SmallRng::seed_from_u64(2);
        for (game, wins) in super::super::positions_with_a_win(10) {
            let budget = Budget::new(Duration::from_millis(100), &stop);
            let m = LibertyBot.choose(&game, &budget, &mut rng).expect("a move");
            assert!(
                wins.contains(&m.point().expect("a placement")),
                "{m} in {game:?}"
            );
        }
    }

    #[test]
    fn late_search_keeps_the_budget() {
        let stop = AtomicBool::new(false);
        let mut rng = SmallRng::seed_from_u64(3);
        let mut game = NoGo::new(&NoGoConfig::default());
        // Random moves into the late phase, where the bot searches.
        while phase(&game) != Phase::Late {
            let k = rng.random_range(0..game.legal_count());
            let p = game.nth_legal(k).expect("k below the count");
            game.play_unchecked(Move::Place(p));
            assert!(!game.is_over(), "the seed gives a long game");
        }
        while !game.is_over() {
            // Two tries, so that one stall of a loaded machine's scheduler does not fail it.
            let mut times = Vec::new();
            let m = loop {
                let asked = std::time::Instant::now();
                let budget = Budget::new(Duration::from_millis(30), &stop);
                let m = LibertyBot.choose(&game, &budget, &mut rng).expect("a move");
                times.push(asked.elapsed());
                if asked.elapsed() < Duration::from_millis(80) {
                    break m;
                }
                assert!(times.len() < 2, "{times:?}");
            };
            game = game.play(m).expect("legal").0;
        }
    }
}
