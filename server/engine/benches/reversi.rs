//! Reversi move generation: listing and playing every move of a middle-game position, through the
//! `Game` trait and on the bare bitboards, and perft from the start (bitboard and generic).

use std::hint::black_box;

use boardroom_engine::perft::perft;
use boardroom_engine::{Game, MoveList, Reversi, ReversiConfig};
use criterion::{Criterion, criterion_group, criterion_main};

mod common;
use common::reversi_midgame as midgame;

fn bench(c: &mut Criterion) {
    let game = midgame();
    let mut moves = MoveList::new();
    game.legal_moves(&mut moves);
    assert_eq!(moves.len(), 12, "the middle game of the perft file");

    c.bench_function("reversi trait legal_moves + play (midgame)", |b| {
        let mut moves = MoveList::new();
        b.iter(|| {
            let game = black_box(&game);
            game.legal_moves(&mut moves);
            let mut flipped = 0;
            for &m in &moves {
                let mut child = game.clone();
                flipped += child.play_unchecked(m).changed.len();
            }
            flipped
        });
    });

    let (player, opponent) = game.bitboards();
    c.bench_function("reversi bitboard moves + flips (midgame)", |b| {
        b.iter(|| {
            let (player, opponent) = black_box((player, opponent));
            let mut mask = Reversi::move_mask(player, opponent);
            let mut flipped = 0;
            while mask != 0 {
                flipped |= Reversi::flip_mask(player, opponent, mask.trailing_zeros());
                mask &= mask - 1;
            }
            flipped
        });
    });

    let start = Reversi::new(&ReversiConfig);
    c.bench_function("reversi bitboard perft 6 (start)", |b| {
        b.iter(|| black_box(&start).perft_fast(6));
    });
    c.bench_function("reversi generic perft 6 (start)", |b| {
        b.iter(|| perft(black_box(&start), 6));
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
