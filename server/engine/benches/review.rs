//! The review's speed: the time to judge one position at each effort, for a position halfway
//! through each of the SGF records of `tests/data/sgf/` (a renju game, a reversi game, a NoGo
//! game, a hex gomoku game), and the time of a whole quick review of each record.
//!
//! `cargo bench -p boardroom-engine --bench review -- --quick`

use std::hint::black_box;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use boardroom_engine::ai::Budget;
use boardroom_engine::review::{Effort, Review, Step, evaluate};
use boardroom_engine::sgf::from_sgf;
use boardroom_engine::{AnyGame, Game};
use criterion::{Criterion, criterion_group, criterion_main};
use rand::SeedableRng;
use rand::rngs::SmallRng;

/// The records, by name.
fn records() -> Vec<(&'static str, AnyGame)> {
    let files = [
        (
            "renju",
            include_str!("../tests/data/sgf/boardroom-renju-timed.sgf"),
        ),
        (
            "reversi",
            include_str!("../tests/data/sgf/boardroom-reversi-pass.sgf"),
        ),
        (
            "nogo",
            include_str!("../tests/data/sgf/boardroom-nogo-comments.sgf"),
        ),
        ("hex", include_str!("../tests/data/sgf/boardroom-hex.sgf")),
    ];
    files
        .into_iter()
        .map(|(name, text)| (name, from_sgf(text).expect("a record").game))
        .collect()
}

fn positions(c: &mut Criterion) {
    let stop = AtomicBool::new(false);
    let mut group = c.benchmark_group("review_position");
    group.sample_size(10);
    for (name, game) in records() {
        let middle = game.take_back(game.ply() / 2);
        for (effort_name, effort) in [("quick", Effort::QUICK), ("standard", Effort::STANDARD)] {
            group.bench_function(format!("{name}/{effort_name}"), |b| {
                b.iter(|| {
                    let budget = Budget::new(Duration::from_secs(60), &stop);
                    let mut rng = SmallRng::seed_from_u64(1);
                    black_box(evaluate(&middle, &effort, &budget, &mut rng))
                });
            });
        }
    }
    group.finish();
}

fn whole_reviews(c: &mut Criterion) {
    let stop = AtomicBool::new(false);
    let mut group = c.benchmark_group("review_game_quick");
    group.sample_size(10);
    for (name, game) in records() {
        group.bench_function(name, |b| {
            b.iter(|| {
                let mut review = Review::new(&game, Effort::QUICK, 1);
                loop {
                    let budget = Budget::new(Duration::from_secs(60), &stop);
                    if review.step(&budget) == Step::Done {
                        break;
                    }
                }
                black_box(review.moves().len())
            });
        });
    }
    group.finish();
}

criterion_group!(benches, positions, whole_reviews);
criterion_main!(benches);
