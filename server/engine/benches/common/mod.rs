//! Positions shared by the benchmarks.

use boardroom_engine::{Game, Move, Point, Reversi, ReversiConfig};

/// A reversi middle game reached from the start by a fixed line of play (the `midgame` position
/// of `tests/data/reversi.perft`): 20 plies, black to move with twelve moves.
pub(crate) fn reversi_midgame() -> Reversi {
    let line = [
        (5, 4),
        (5, 3),
        (5, 2),
        (5, 5),
        (3, 2),
        (5, 1),
        (6, 5),
        (2, 2),
        (1, 2),
        (1, 1),
        (6, 3),
        (6, 2),
        (1, 0),
        (3, 1),
        (2, 3),
        (2, 4),
        (5, 0),
        (6, 1),
        (6, 0),
        (6, 4),
    ];
    let moves: Vec<Move> = line
        .iter()
        .map(|&(x, y)| Move::Place(Point::new(x, y)))
        .collect();
    Reversi::replay(&ReversiConfig, &moves).expect("the line is legal")
}
