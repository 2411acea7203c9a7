//! STUB: move-generation benchmarks, filled in with the games.
fn main() {}
