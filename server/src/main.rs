//! The server binary.
fn main() {}
