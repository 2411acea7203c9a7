//! NoGo speed: listing the legal moves of a midgame 9x9 position, checking and playing a whole
//! game move by move, and uniformly random playouts from the empty board to the end (the work of
//! an MCTS playout; `games.md` puts a plain bitboard implementation at about 100k a second).
//!
//! `cargo bench -p boardroom-engine --bench nogo`

use std::hint::black_box;

use boardroom_engine::{Game, Move, MoveList, NoGo, NoGoConfig};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

/// The standard 9x9 game with the centre rule.
fn nine() -> NoGoConfig {
    NoGoConfig::default()
}

/// Plays uniformly random legal moves until the game ends, or `limit` moves.
fn random_moves(game: &mut NoGo, rng: &mut SmallRng, limit: usize) {
    for _ in 0..limit {
        let count = game.legal_count();
        if count == 0 {
            break;
        }
        let p = game
            .nth_legal(rng.random_range(0..count))
            .expect("k below the count");
        game.play_unchecked(Move::Place(p));
    }
}

/// A 9x9 position after 30 random moves: the middle of a typical game.
fn midgame() -> NoGo {
    let mut game = NoGo::new(&nine());
    random_moves(&mut game, &mut SmallRng::seed_from_u64(1), 30);
    assert!(!game.is_over(), "the seed gives a game still going");
    game
}

fn legal_moves(c: &mut Criterion) {
    let game = midgame();
    let mut moves = MoveList::with_capacity(81);
    c.bench_function("nogo9/legal_moves_midgame", |b| {
        b.iter(|| {
            black_box(&game).legal_moves(&mut moves);
            black_box(moves.len())
        });
    });
}

fn check_and_play(c: &mut Criterion) {
    let mut whole = NoGo::new(&nine());
    random_moves(&mut whole, &mut SmallRng::seed_from_u64(2), usize::MAX);
    let moves = whole.history().to_vec();
    let mut group = c.benchmark_group("nogo9");
    group.throughput(Throughput::Elements(moves.len() as u64));
    group.bench_function("check_and_play_per_move", |b| {
        b.iter(|| {
            let mut game = NoGo::new(&nine());
            for &m in &moves {
                game.check(black_box(m)).expect("a move of a played game");
                game.play_unchecked(m);
            }
            black_box(game.is_over())
        });
    });
    group.finish();
}

fn playouts(c: &mut Criterion) {
    let mut group = c.benchmark_group("nogo_playout");
    group.throughput(Throughput::Elements(1));
    for size in [9, 19] {
        let start = NoGo::new(&NoGoConfig {
            size,
            ..NoGoConfig::default()
        });
        let mut rng = SmallRng::seed_from_u64(3);
        group.bench_function(format!("{size}x{size}/nth_legal"), |b| {
            b.iter(|| {
                let mut game = start.clone();
                random_moves(&mut game, &mut rng, usize::MAX);
                black_box(game.ply())
            });
        });
    }
    // The same playout through the generic interface every game has: list, then pick.
    let start = NoGo::new(&nine());
    let mut rng = SmallRng::seed_from_u64(4);
    let mut moves = MoveList::with_capacity(81);
    group.bench_function("9x9/legal_moves", |b| {
        b.iter(|| {
            let mut game = start.clone();
            loop {
                game.legal_moves(&mut moves);
                if moves.is_empty() {
                    break;
                }
                game.play_unchecked(moves[rng.random_range(0..moves.len())]);
            }
            black_box(game.ply())
        });
    });
    group.finish();
}

criterion_group!(benches, legal_moves, check_and_play, playouts);
criterion_main!(benches);
