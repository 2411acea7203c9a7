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

/// Brings the best-keyed candidate of `list[i..]` to `list[i]`: a selection sort done as the
/// search goes, since a cutoff often comes before a sorted list would be used up.
#[inline]
pub(super) fn bring_best_to(list: &mut [Candidate], i: usize) {
    let mut top = i;
    for j in i + 1..list.len() {
        if list[j].key > list[top].key {
            top = j;
        }
    }
    list.swap(i, top);
}
