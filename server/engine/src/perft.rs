//! Perft: counting the move paths of a given length, the standard check of move generation.

use crate::{Game, MoveList};

/// The number of move sequences of exactly `depth` plies from `game`. A game that ends before
/// `depth` counts as one leaf, and a forced pass counts as a ply: the convention of the published
/// reversi tables.
#[must_use]
pub fn perft<G: Game>(game: &G, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut moves = MoveList::new();
    game.legal_moves(&mut moves);
    if moves.is_empty() {
        return 1;
    }
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|&m| {
            let mut child = game.clone();
            child.play_unchecked(m);
            perft(&child, depth - 1)
        })
        .sum()
}
