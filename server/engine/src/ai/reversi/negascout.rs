//! The steps of negascout (principal variation search) that the middle-game search and the
//! endgame solver share: how one child of a node is searched, and how its score moves the
//! node's window.

/// The score of one child, from the mover's side, in the window `(alpha, beta)`.
///
/// The first child (the one ordering expects to be best) gets the whole window. Every other
/// child is only asked whether it beats `alpha`, with a null window, which is much cheaper; when
/// it does (and is below `beta`), it is searched again with a window that starts from the score
/// the first look proved. `search(lo, hi)` searches the child in the window `(lo, hi)` and
/// returns its score from the mover's side.
#[inline]
pub(super) fn child_score(
    is_first: bool,
    alpha: i32,
    beta: i32,
    mut search: impl FnMut(i32, i32) -> i32,
) -> i32 {
    if is_first {
        return search(alpha, beta);
    }
    let score = search(alpha, alpha + 1);
    if score > alpha && score < beta {
        search(score - 1, beta)
    } else {
        score
    }
}

/// Takes a child's `score` into its node's `best` score and `alpha` (fail-soft, exclusive
/// bounds); true when it reaches `beta`, which refutes the node.
#[inline(always)]
pub(super) fn cuts_off(score: i32, best: &mut i32, alpha: &mut i32, beta: i32) -> bool {
    if score > *best {
        *best = score;
        if score > *alpha {
            *alpha = score;
            return score >= beta;
        }
    }
    false
}
