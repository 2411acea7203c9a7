//! Sets of points as words of bits, bit `n` standing for the point with dense index `n` (see
//! [`super::layout::Layout`]). A 19x19 board has 361 points, so six words hold any set; a 9x9
//! board needs two. The functions take slices so one flat vector can hold a set per group.

/// How many words a set of `points` points needs.
pub(super) const fn words_for(points: usize) -> usize {
    points.div_ceil(64)
}

/// Adds `n`; returns whether it was missing (so counts can follow).
pub(super) fn insert(set: &mut [u64], n: usize) -> bool {
    let (word, bit) = (n / 64, 1u64 << (n % 64));
    match set.get_mut(word) {
        Some(w) if *w & bit == 0 => {
            *w |= bit;
            true
        }
        _ => false,
    }
}

/// Removes `n`; returns whether it was there.
pub(super) fn remove(set: &mut [u64], n: usize) -> bool {
    let (word, bit) = (n / 64, 1u64 << (n % 64));
    match set.get_mut(word) {
        Some(w) if *w & bit != 0 => {
            *w &= !bit;
            true
        }
        _ => false,
    }
}

/// Whether `n` is in the set.
pub(super) fn contains(set: &[u64], n: usize) -> bool {
    set.get(n / 64).is_some_and(|w| w & (1u64 << (n % 64)) != 0)
}

/// How many points the set holds.
#[cfg(test)]
pub(super) fn count(set: &[u64]) -> usize {
    set.iter().map(|w| w.count_ones() as usize).sum()
}

/// The `k`-th member (0-based, in increasing order), if the set has that many.
pub(super) fn select(set: &[u64], mut k: usize) -> Option<usize> {
    for (index, &word) in set.iter().enumerate() {
        let here = word.count_ones() as usize;
        if k < here {
            // Stepping over the lower bits one by one beats narrowing the range by counting
            // halves: without a popcount instruction in the baseline target, counting is slow.
            let mut bits = word;
            for _ in 0..k {
                bits &= bits - 1;
            }
            return Some(index * 64 + bits.trailing_zeros() as usize);
        }
        k -= here;
    }
    None
}

/// The members in increasing order.
pub(super) fn ones(set: &[u64]) -> Ones<'_> {
    Ones {
        set,
        word: 0,
        bits: set.first().copied().unwrap_or(0),
    }
}

/// The iterator of [`ones`].
#[derive(Debug, Clone)]
pub(super) struct Ones<'a> {
    /// The whole set.
    set: &'a [u64],
    /// The index of the word being read.
    word: usize,
    /// The bits of that word not yet returned.
    bits: u64,
}

impl Iterator for Ones<'_> {
    type Item = usize;

    fn next(&mut self) -> Option<usize> {
        while self.bits == 0 {
            self.word += 1;
            self.bits = *self.set.get(self.word)?;
        }
        let bit = self.bits.trailing_zeros() as usize;
        self.bits &= self.bits - 1;
        Some(self.word * 64 + bit)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn members_come_back_in_order() {
        let mut set = [0u64; 3];
        for n in [0, 5, 63, 64, 130] {
            assert!(insert(&mut set, n));
        }
        assert!(!insert(&mut set, 5));
        assert!(!insert(&mut set, 500), "out of range is ignored");
        assert_eq!(ones(&set).collect::<Vec<_>>(), vec![0, 5, 63, 64, 130]);
        assert_eq!(count(&set), 5);
        assert_eq!(select(&set, 3), Some(64));
        assert_eq!(select(&set, 5), None);
        assert!(remove(&mut set, 63));
        assert!(!remove(&mut set, 63));
        assert!(!contains(&set, 63));
        assert!(contains(&set, 130));
        assert_eq!(ones(&[]).next(), None);
    }

    #[test]
    fn select_agrees_with_counting() {
        let words = [0x8000_0001_0f0f_00ffu64, u64::MAX, 0, 0x5555_5555_5555_5555];
        let members: Vec<usize> = ones(&words).collect();
        for (k, &n) in members.iter().enumerate() {
            assert_eq!(select(&words, k), Some(n));
        }
        assert_eq!(select(&words, members.len()), None);
    }
}
