//! Gomoku's hot paths on midgame positions: a move's legality check, the move and the win check
//! (what a search does at every node), the legal move list, and renju's forbidden-point analysis.
//!
//! `cargo bench -p boardroom-engine --bench gomoku -- --quick`

use std::hint::black_box;

use boardroom_engine::{
    Game, Gomoku, GomokuConfig, GomokuRule, Move, MoveList, Point, Setup, Side, Stones,
};
mod random_midgame;
use random_midgame::random_midgame;

use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

/// A random legal move inside the `lo..hi` square, or `None` if none is found quickly.
fn random_move(game: &Gomoku, rng: &mut SmallRng, lo: i8, hi: i8) -> Option<Move> {
    (0..1000)
        .map(|_| {
            Move::Place(Point::new(
                rng.random_range(lo..hi),
                rng.random_range(lo..hi),
            ))
        })
        .find(|&m| game.is_legal(m))
}

/// A midgame under `rule`: `stones` random legal moves inside the `lo..hi` square, then
/// [`random_midgame::SEQUENCE`] more that do not end the game.
fn midgame(rule: GomokuRule, stones: usize, lo: i8, hi: i8) -> (Gomoku, Vec<Move>) {
    let config = GomokuConfig { size: 15, rule };
    random_midgame(&config, stones, |game, rng| random_move(game, rng, lo, hi))
}

/// Times `check` + `play_unchecked` + `outcome` over a sequence of moves, per move.
fn play_sequence(c: &mut Criterion, name: &str, game: &Gomoku, moves: &[Move]) {
    let mut group = c.benchmark_group(name);
    group.throughput(Throughput::Elements(moves.len() as u64));
    group.bench_function("check+play+win per move", |b| {
        b.iter_batched(
            || game.clone(),
            |mut g| {
                for &m in moves {
                    black_box(g.check(black_box(m))).expect("legal");
                    g.play_unchecked(m);
                    black_box(g.outcome());
                }
                g
            },
            BatchSize::SmallInput,
        );
    });
    group.finish();
}

fn bench(c: &mut Criterion) {
    let (free, free_moves) = midgame(GomokuRule::Freestyle, 40, 2, 13);
    play_sequence(c, "gomoku freestyle", &free, &free_moves);
    let mut list = MoveList::new();
    c.bench_function("gomoku freestyle/legal_moves (40 stones)", |b| {
        b.iter(|| {
            free.legal_moves(&mut list);
            black_box(list.len())
        });
    });

    // Renju with black to move on a crowded middle, where many points need the full analysis.
    let (renju, renju_moves) = midgame(GomokuRule::Renju, 60, 3, 12);
    play_sequence(c, "gomoku renju", &renju, &renju_moves);
    c.bench_function("gomoku renju/legal_moves black (60 stones)", |b| {
        b.iter(|| {
            renju.legal_moves(&mut list);
            black_box(list.len())
        });
    });
    let mut group = c.benchmark_group("gomoku renju");
    let empty: Vec<Point> = renju
        .shape()
        .points()
        .filter(|&p| renju.stone_at(p).is_none())
        .collect();
    group.throughput(Throughput::Elements(empty.len() as u64));
    group.bench_function("forbidden per free point (60 stones)", |b| {
        b.iter(|| {
            empty
                .iter()
                .filter(|&&p| renju.forbidden(black_box(p)).is_some())
                .count()
        });
    });
    group.finish();
    println!(
        "renju position: {} free points, {} forbidden for black",
        empty.len(),
        renju.forbidden_points().len()
    );

    // A crowded board: 120 stones over the whole board, black to move.
    let (crowded, _) = midgame(GomokuRule::Renju, 120, 0, 15);
    c.bench_function("gomoku renju/legal_moves black (120 stones)", |b| {
        b.iter(|| {
            crowded.legal_moves(&mut list);
            black_box(list.len())
        });
    });
    c.bench_function("gomoku renju/forbidden_points (120 stones)", |b| {
        b.iter(|| black_box(crowded.forbidden_points().len()));
    });
    println!(
        "crowded renju position: {} forbidden for black",
        crowded.forbidden_points().len()
    );
}

/// A set-up crowded with black shapes, as no sensible game reaches: many points need the full
/// analysis, and many threes need their extension points judged in turn.
fn shape_heavy() -> Gomoku {
    let config = GomokuConfig {
        size: 15,
        rule: GomokuRule::Renju,
    };
    for seed in 0.. {
        let mut rng = SmallRng::seed_from_u64(seed);
        let mut stones = Stones::default();
        for (count, side) in [(45, Side::Black), (20, Side::White)] {
            for _ in 0..count {
                let p = Point::new(rng.random_range(2..13), rng.random_range(2..13));
                if !stones.black.contains(&p) && !stones.white.contains(&p) {
                    match side {
                        Side::Black => stones.black.push(p),
                        Side::White => stones.white.push(p),
                    }
                }
            }
        }
        let setup = Setup {
            stones,
            to_move: Side::Black,
        };
        if let Ok(game) = Gomoku::from_setup(&config, &setup) {
            return game;
        }
    }
    unreachable!("some seed gives a position without a five")
}

fn bench_shapes(c: &mut Criterion) {
    let game = shape_heavy();
    let mut list = MoveList::new();
    c.bench_function("gomoku renju/legal_moves black (shape-heavy set-up)", |b| {
        b.iter(|| {
            game.legal_moves(&mut list);
            black_box(list.len())
        });
    });
    println!(
        "shape-heavy renju position: {} forbidden for black",
        game.forbidden_points().len()
    );
}

criterion_group!(benches, bench, bench_shapes);
criterion_main!(benches);
