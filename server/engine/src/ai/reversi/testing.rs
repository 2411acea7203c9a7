//! What the reversi tests share: positions from random games, and plain minimax to check
//! the solvers against.

use super::position::{Position, Squares};
use super::tables::random_square;

/// Plain minimax over every move, with no pruning: the exact final disc difference.
pub(super) fn minimax(pos: Position) -> i32 {
    let moves = pos.moves();
    if moves == 0 {
        if pos.opponent_moves() == 0 {
            return pos.final_score();
        }
        return -minimax(pos.pass());
    }
    Squares(moves)
        .map(|s| -minimax(pos.play(s)))
        .max()
        .unwrap_or(0)
}

/// A position reached by random moves from the start, reproducible from `seed`, with
/// `empties` empty squares, or fewer if the game ended first.
pub(super) fn random_position(seed: u64, empties: u32) -> Position {
    let mut state = seed;
    let mut pos = Position::new(0x0000_0008_1000_0000, 0x0000_0010_0800_0000);
    while pos.empties() > empties {
        let moves = pos.moves();
        if moves == 0 {
            if pos.opponent_moves() == 0 {
                return pos;
            }
            pos = pos.pass();
            continue;
        }
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1);
        pos = pos.play(random_square(moves, state));
    }
    pos
}
