//! The size of the future an async fn returns, for the tests that keep long-lived tasks small:
//! a task holds its future at its largest for its whole life (a connection's, a room's, a
//! gate's), so the memory of thousands of them is that size times thousands.

/// For an async fn of three arguments.
pub(crate) fn of3<A, B, C, F>(_: fn(A, B, C) -> F) -> usize {
    std::mem::size_of::<F>()
}

/// For an async fn of four arguments.
pub(crate) fn of4<A, B, C, D, F>(_: fn(A, B, C, D) -> F) -> usize {
    std::mem::size_of::<F>()
}
