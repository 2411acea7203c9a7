//! Reversi AI speed: middle-game search nodes per second, endgame solver nodes per second on
//! FForum problems, and Monte Carlo playouts per second (random and Roxanne), each reported by
//! criterion as elements per second (one element a node or a playout).
//!
//! `cargo bench -p boardroom-engine --bench reversi_ai`

use std::hint::black_box;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use boardroom_engine::ai::Budget;
use boardroom_engine::ai::reversi::eval::Eval;
use boardroom_engine::ai::reversi::ffo;
use boardroom_engine::ai::reversi::search::Searcher;
use boardroom_engine::ai::reversi::{Playout, Position, Solver};
use boardroom_engine::{Game, Reversi, ReversiConfig};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

mod common;
use rand::SeedableRng;
use rand::rngs::SmallRng;

/// The benchmarks' middle game, as bitboards.
fn midgame() -> Position {
    Position::of(&common::reversi_midgame())
}

/// A budget that never runs out.
fn forever(stop: &AtomicBool) -> Budget<'_> {
    Budget::new(Duration::from_secs(86_400), stop)
}

/// A fixed-depth search from a fresh table; returns the nodes visited.
fn search(pos: Position, depth: u32) -> u64 {
    let stop = AtomicBool::new(false);
    let mut searcher = Searcher::new(16, Eval::default());
    searcher
        .think(pos, depth, Duration::from_secs(86_400), &forever(&stop))
        .nodes
}

/// The exact solve of a position from a fresh table; returns the nodes visited.
fn solve(solver: &mut Solver, pos: Position) -> u64 {
    let stop = AtomicBool::new(false);
    solver.clear();
    solver
        .solve(pos, -64, 64, &[], &forever(&stop))
        .expect("no time limit")
        .nodes
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("reversi search");
    group.sample_size(10);
    for (name, pos) in [
        ("start", Position::of(&Reversi::new(&ReversiConfig))),
        ("midgame", midgame()),
    ] {
        let depth = 9;
        group.throughput(Throughput::Elements(search(pos, depth)));
        group.bench_function(format!("depth {depth} ({name}), nodes"), |b| {
            b.iter(|| search(black_box(pos), depth));
        });
    }
    group.finish();

    let mut group = c.benchmark_group("reversi endgame");
    group.sample_size(10);
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/ffo/fforum-1-19.obf"
    ))
    .expect("FFO data");
    let problems = ffo::parse_all(&text).expect("problems");
    let mut solver = Solver::new(16);
    for number in [1usize, 13] {
        let pos = problems[number - 1].position;
        group.throughput(Throughput::Elements(solve(&mut solver, pos)));
        group.bench_function(
            format!("fforum #{number} ({} empties), nodes", pos.empties()),
            |b| b.iter(|| solve(&mut solver, black_box(pos))),
        );
    }
    group.finish();

    let mut group = c.benchmark_group("reversi playouts");
    let start = Position::of(&Reversi::new(&ReversiConfig));
    let mut rng = SmallRng::seed_from_u64(1);
    group.throughput(Throughput::Elements(1));
    for (name, playout) in [("random", Playout::Random), ("roxanne", Playout::Roxanne)] {
        group.bench_function(format!("{name} from the start, playouts"), |b| {
            b.iter(|| playout.run(black_box(start), &mut rng));
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
