//! STUB: hex_gomoku move-generation benchmark, filled in with the game.
fn main() {}
