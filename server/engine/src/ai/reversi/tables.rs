//! The square tables of the two table baselines (from the seed program): a rank for every
//! square, 1 the most wanted. Corners rank first in both; the squares next to a corner rank last
//! in Roxanne's, and the Mobility table also keeps away from the centre, where moves open the
//! position for the opponent.

/// Roxanne's ranks, row by row from `[0,0]`.
pub const ROXANNE: [u8; 64] = [
    1, 5, 3, 3, 3, 3, 5, 1, //
    5, 5, 4, 4, 4, 4, 5, 5, //
    3, 4, 2, 2, 2, 2, 4, 3, //
    3, 4, 2, 9, 9, 2, 4, 3, //
    3, 4, 2, 9, 9, 2, 4, 3, //
    3, 4, 2, 2, 2, 2, 4, 3, //
    5, 5, 4, 4, 4, 4, 5, 5, //
    1, 5, 3, 3, 3, 3, 5, 1, //
];

/// The Mobility strategy's ranks, row by row from `[0,0]`.
pub const MOBILITY: [u8; 64] = [
    1, 8, 2, 4, 4, 2, 8, 1, //
    8, 9, 7, 6, 6, 7, 9, 8, //
    2, 7, 3, 5, 5, 3, 7, 2, //
    4, 6, 5, 10, 10, 5, 6, 4, //
    4, 6, 5, 10, 10, 5, 6, 4, //
    2, 7, 3, 5, 5, 3, 7, 2, //
    8, 9, 7, 6, 6, 7, 9, 8, //
    1, 8, 2, 4, 4, 2, 8, 1, //
];

/// The squares of each rank as masks, best rank first; ranks that no square has are left out,
/// so a bot scans only as many masks as the table has ranks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RankMasks {
    /// The masks, best rank first; only the first `len` are used.
    masks: [u64; 16],
    /// How many ranks the table has.
    len: usize,
}

impl RankMasks {
    /// The masks of a table whose ranks are below 16.
    #[must_use]
    pub const fn new(table: &[u8; 64]) -> RankMasks {
        let mut by_rank = [0u64; 16];
        let mut square = 0;
        while square < 64 {
            by_rank[(table[square] & 15) as usize] |= 1 << square;
            square += 1;
        }
        let mut masks = [0u64; 16];
        let mut len = 0;
        let mut rank = 0;
        while rank < 16 {
            if by_rank[rank] != 0 {
                masks[len] = by_rank[rank];
                len += 1;
            }
            rank += 1;
        }
        RankMasks { masks, len }
    }

    /// The moves of the best rank among `moves` (zero when `moves` is).
    #[must_use]
    #[inline]
    pub fn best(&self, moves: u64) -> u64 {
        for &mask in &self.masks[..self.len] {
            let best = moves & mask;
            if best != 0 {
                return best;
            }
        }
        0
    }
}

/// Roxanne's ranks as masks.
pub const ROXANNE_MASKS: RankMasks = RankMasks::new(&ROXANNE);

/// The Mobility table's ranks as masks.
pub const MOBILITY_MASKS: RankMasks = RankMasks::new(&MOBILITY);

/// The `index`-th set bit of `mask` (0-based, lowest first), as a square; `index` must be below
/// the number of set bits.
#[must_use]
#[inline]
pub fn nth_square(mut mask: u64, index: u32) -> u32 {
    for _ in 0..index {
        mask &= mask.wrapping_sub(1);
    }
    mask.trailing_zeros()
}

/// A uniformly random square of a non-empty mask, from 64 random bits.
#[must_use]
#[inline]
pub fn random_square(mask: u64, random: u64) -> u32 {
    let count = u64::from(mask.count_ones());
    // The high half of a 32x32-bit product maps the random word onto 0..count evenly enough
    // (the bias is below 2^-26).
    let index = ((random >> 32) * count) >> 32;
    // `index < count <= 64`, so the cast is lossless.
    nth_square(mask, index as u32)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_are_symmetric() {
        for table in [&ROXANNE, &MOBILITY] {
            for y in 0..8 {
                for x in 0..8 {
                    let v = table[y * 8 + x];
                    assert_eq!(v, table[x * 8 + y]);
                    assert_eq!(v, table[y * 8 + 7 - x]);
                    assert_eq!(v, table[(7 - y) * 8 + x]);
                }
            }
        }
    }

    #[test]
    fn corners_rank_first() {
        let corners = 1 | (1 << 7) | (1 << 56) | (1 << 63);
        assert_eq!(ROXANNE_MASKS.best(u64::MAX), corners);
        assert_eq!(MOBILITY_MASKS.best(u64::MAX), corners);
        // Roxanne: the squares next to a corner (rank 5) only when nothing else is left.
        assert_eq!(ROXANNE_MASKS.best((1 << 1) | (1 << 9)), (1 << 1) | (1 << 9));
        assert_eq!(ROXANNE_MASKS.best((1 << 1) | (1 << 10)), 1 << 10);
        assert_eq!(ROXANNE_MASKS.best(0), 0);
    }

    #[test]
    fn random_squares_are_in_the_mask() {
        let mask = 0x8100_0000_0000_0081;
        let mut seen = 0;
        for i in 0..64u64 {
            let s = random_square(mask, i.wrapping_mul(0x9e37_79b9_7f4a_7c15));
            assert_ne!(mask & (1 << s), 0);
            seen |= 1 << s;
        }
        assert_eq!(seen, mask);
        assert_eq!(nth_square(0b1010_1000, 2), 7);
    }
}
