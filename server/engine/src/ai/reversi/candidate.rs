//! The move list entry the middle-game search and the endgame solver both sort: a move with
//! the discs it turns, computed once, and the key that orders it.

/// A move being ordered: its square, the discs it turns, and its sort key.
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct Candidate {
    /// The square played.
    pub(super) square: u32,
    /// The discs it turns.
    pub(super) flips: u64,
    /// Larger searches first.
    pub(super) key: i32,
}
