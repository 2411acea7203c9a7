//! Hexagonal gomoku's hot paths on a midgame position: a move's legality check, the move and the
//! win check, and the legal move list.
//!
//! `cargo bench -p boardroom-engine --bench hex_gomoku -- --quick`

use std::hint::black_box;

use boardroom_engine::{Game, HexGomoku, HexGomokuConfig, Move, MoveList, Point};
mod random_midgame;
use random_midgame::random_midgame;

use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use rand::RngExt;
use rand::rngs::SmallRng;

/// A random legal move within `radius` of the centre, or `None` if none is found quickly.
fn random_move(game: &HexGomoku, rng: &mut SmallRng, radius: i8) -> Option<Move> {
    (0..1000)
        .map(|_| {
            let q = rng.random_range(-radius..=radius);
            let r = rng.random_range(-radius..=radius);
            Move::Place(Point::new(q, r))
        })
        .find(|&m| game.is_legal(m))
}

/// A midgame on the size-8 hexagon: `stones` random legal moves near the centre, then a sequence
/// of [`random_midgame::SEQUENCE`] more that does not end the game.
fn midgame(stones: usize) -> (HexGomoku, Vec<Move>) {
    let config = HexGomokuConfig { size: 8 };
    random_midgame(&config, stones, |game, rng| random_move(game, rng, 5))
}

fn bench(c: &mut Criterion) {
    let (game, moves) = midgame(40);
    let mut group = c.benchmark_group("hex_gomoku");
    group.throughput(Throughput::Elements(moves.len() as u64));
    group.bench_function("check+play+win per move", |b| {
        b.iter_batched(
            || game.clone(),
            |mut g| {
                for &m in &moves {
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
    let mut list = MoveList::new();
    c.bench_function("hex_gomoku/legal_moves (40 stones)", |b| {
        b.iter(|| {
            game.legal_moves(&mut list);
            black_box(list.len())
        });
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
