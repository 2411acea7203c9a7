//! Middle-game positions reached by random play, for the benchmarks of the five-in-a-row games.

use boardroom_engine::{Game, Move};
use rand::SeedableRng;
use rand::rngs::SmallRng;

/// How many moves each timed sequence plays.
pub(crate) const SEQUENCE: usize = 20;

/// A middle game: `stones` random legal moves from `pick` (which may give up with `None`),
/// then [`SEQUENCE`] more, none of which ends the game. Seeds are tried in turn until a random
/// game gets that far without a winner, so the position is the same on every run.
pub(crate) fn random_midgame<G: Game>(
    config: &G::Config,
    stones: usize,
    mut pick: impl FnMut(&G, &mut SmallRng) -> Option<Move>,
) -> (G, Vec<Move>) {
    for seed in 0.. {
        let mut rng = SmallRng::seed_from_u64(seed);
        let mut game = G::new(config);
        let mut moves = Vec::new();
        for _ in 0..stones + SEQUENCE {
            let Some(m) = pick(&game, &mut rng) else {
                break;
            };
            game.play_unchecked(m);
            moves.push(m);
            if game.is_over() {
                break;
            }
        }
        if !game.is_over() && moves.len() == stones + SEQUENCE {
            let start = G::replay(config, &moves[..stones]).expect("legal moves");
            return (start, moves[stones..].to_vec());
        }
    }
    unreachable!("some seed gives a midgame")
}
