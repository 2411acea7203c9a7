//! NoGo search speed: MCTS simulations (selection, expansion, playout, update) per second with
//! the hard level's settings, from the empty 9x9 board and from a midgame position. `games.md`
//! puts a plain bitboard implementation at about 100k random playouts a second on one core.
//!
//! `cargo bench -p boardroom-engine --bench nogo_ai`

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use boardroom_engine::ai::nogo::{Mcts, Policy, Settings};
use boardroom_engine::ai::{Bot, Budget};
use boardroom_engine::{Game, Move, NoGo, NoGoConfig};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

/// Simulations per measured search.
const PLAYOUTS: u64 = 5_000;

/// A 9x9 position after `moves` random moves.
fn position(moves: usize) -> NoGo {
    let mut game = NoGo::new(&NoGoConfig::default());
    let mut rng = SmallRng::seed_from_u64(1);
    for _ in 0..moves {
        let count = game.legal_count();
        let p = game
            .nth_legal(rng.random_range(0..count))
            .expect("k below the count");
        game.play_unchecked(Move::Place(p));
    }
    assert!(!game.is_over(), "the seed gives a game still going");
    game
}

fn searches(c: &mut Criterion) {
    let stop = AtomicBool::new(false);
    let mut group = c.benchmark_group("nogo_mcts");
    group.throughput(Throughput::Elements(PLAYOUTS));
    let uniform = Settings {
        policy: Policy::Uniform,
        ..Settings::hard()
    };
    for (name, settings) in [("hard", Settings::hard()), ("uniform_playouts", uniform)] {
        for (at, game) in [("start", position(0)), ("move30", position(30))] {
            let mut bot = Mcts::new(
                "bench",
                Settings {
                    max_playouts: Some(PLAYOUTS),
                    ..settings
                },
            );
            let mut rng = SmallRng::seed_from_u64(2);
            group.bench_function(format!("9x9/{name}/{at}"), |b| {
                b.iter(|| {
                    let budget = Budget::new(Duration::from_secs(60), &stop);
                    bot.choose(&game, &budget, &mut rng)
                });
            });
        }
    }
    group.finish();
}

criterion_group!(benches, searches);
criterion_main!(benches);
