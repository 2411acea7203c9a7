//! STUB: the server binary.
fn main() {}
