//! STUB: reversi move-generation benchmark, filled in with the game.
fn main() {}
