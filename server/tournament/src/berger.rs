//! The Berger tables (FIDE C.05, Annex 1): the schedule of a round robin.
//!
//! Numbers are table numbers from 1 to an even `n` (an odd field adds a number `n` that means
//! a free round). Each round's pairs are written first mover first, in board order, as in the
//! published tables; each number's colours alternate as evenly as the field allows.

/// The pairs of round `round` (from 1 to `n - 1`) of the table for `n` numbers (even, at least
/// 2), first mover first, in board order.
///
/// Number `n` stays on the first board, moving first in even rounds; the others turn round
/// it: round `r`'s first board holds `a = 1 + (r - 1) * n / 2` (counted round `n - 1`), and the
/// numbers after and before `a` meet on the boards that follow, the one after `a` moving first.
pub(crate) fn round(n: u32, round: u32) -> Vec<(u32, u32)> {
    debug_assert!(n >= 2 && n.is_multiple_of(2) && (1..n).contains(&round));
    let ring = i64::from(n - 1);
    let wrap = |x: i64| u32::try_from((x - 1).rem_euclid(ring) + 1).unwrap_or(1);
    let a = i64::from(wrap(1 + i64::from(round - 1) * i64::from(n / 2)));
    let mut pairs = Vec::with_capacity(n as usize / 2);
    let head = u32::try_from(a).unwrap_or(1);
    pairs.push(if round % 2 == 1 { (head, n) } else { (n, head) });
    for board in 1..i64::from(n / 2) {
        pairs.push((wrap(a + board), wrap(a - board)));
    }
    pairs
}
