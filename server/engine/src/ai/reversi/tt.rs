//! The transposition table: bounds on the score of positions searched before, keyed by the
//! whole position (so there are no false hits), with the best move found there.
//!
//! Each position may land in one of two neighbouring slots; a new entry replaces the shallower
//! or older of the two. Both the middle-game search (depths, hundredths of a disc) and the
//! endgame solver (empties, discs) use it, each with a table of its own.

use super::position::Position;

/// No best move known.
pub(crate) const NO_MOVE: u8 = 64;

/// What a search of the window `(alpha, beta)` that returned `best` proves about the score, as
/// the `(lower, upper)` bounds to store: a result at or below `alpha` is only an upper bound, one
/// at or above `beta` only a lower bound, one between them exact. `limit` (at most `i16::MAX`)
/// bounds every score, and stands for the side that nothing was proved about.
#[inline]
pub(crate) fn proven_bounds(best: i32, alpha: i32, beta: i32, limit: i32) -> (i16, i16) {
    let fit = |v: i32| {
        #[expect(
            clippy::cast_possible_truncation,
            reason = "clamped to `limit`, which fits an i16"
        )]
        let v = v.clamp(-limit, limit) as i16;
        v
    };
    if best <= alpha {
        (fit(-limit), fit(best))
    } else if best >= beta {
        (fit(best), fit(limit))
    } else {
        (fit(best), fit(best))
    }
}

/// One stored result.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Entry {
    /// The side to move's discs.
    pub(crate) player: u64,
    /// The other side's discs.
    pub(crate) opponent: u64,
    /// The score is at least this.
    pub(crate) lower: i16,
    /// The score is at most this.
    pub(crate) upper: i16,
    /// How deep the search that found the bounds went.
    pub(crate) depth: u8,
    /// The best (or refuting) square, or [`NO_MOVE`].
    pub(crate) best: u8,
    /// The search generation that stored it, to let old entries go first.
    pub(crate) age: u8,
}

impl Entry {
    /// An empty slot: no position has both sides owning every square.
    const EMPTY: Entry = Entry {
        player: u64::MAX,
        opponent: u64::MAX,
        lower: 0,
        upper: 0,
        depth: 0,
        best: NO_MOVE,
        age: 0,
    };
}

/// A transposition table of `2^bits` entries.
#[derive(Debug, Clone)]
pub(crate) struct Table {
    /// The slots.
    entries: Vec<Entry>,
    /// `entries.len() - 1`.
    mask: usize,
    /// The current generation.
    age: u8,
}

impl Table {
    /// A table of `2^bits` entries (24 bytes each).
    pub(crate) fn new(bits: u32) -> Table {
        let len = 1usize << bits.clamp(1, 28);
        Table {
            entries: vec![Entry::EMPTY; len],
            mask: len - 1,
            age: 0,
        }
    }

    /// Starts a new generation: entries of older ones are replaced first.
    pub(crate) fn next_age(&mut self) {
        self.age = self.age.wrapping_add(1);
    }

    /// The first of the position's two slots.
    #[inline]
    fn slot(&self, pos: Position) -> usize {
        let h = (pos.player ^ pos.opponent.rotate_left(23))
            .wrapping_mul(0x9e37_79b9_7f4a_7c15)
            .rotate_left(29)
            ^ pos.opponent.wrapping_mul(0xc2b2_ae3d_27d4_eb4f);
        #[expect(
            clippy::cast_possible_truncation,
            reason = "only the low bits are kept, so the truncation on 32-bit targets is harmless"
        )]
        let h = (h ^ (h >> 32)) as usize;
        h & self.mask & !1
    }

    /// The entry of `pos`, if stored.
    #[inline]
    pub(crate) fn probe(&self, pos: Position) -> Option<Entry> {
        let i = self.slot(pos);
        let hit = |e: &Entry| e.player == pos.player && e.opponent == pos.opponent;
        if hit(&self.entries[i]) {
            Some(self.entries[i])
        } else if hit(&self.entries[i + 1]) {
            Some(self.entries[i + 1])
        } else {
            None
        }
    }

    /// Stores the bounds found for `pos`. When the position is stored already from a search at
    /// least as deep, the bounds are narrowed; otherwise they replace it.
    #[inline]
    pub(crate) fn store(&mut self, pos: Position, depth: u8, lower: i16, upper: i16, best: u8) {
        let i = self.slot(pos);
        let age = self.age;
        let mut target = None;
        for j in [i, i + 1] {
            let e = &mut self.entries[j];
            if e.player == pos.player && e.opponent == pos.opponent {
                if e.depth == depth {
                    e.lower = e.lower.max(lower);
                    e.upper = e.upper.min(upper);
                    if e.lower > e.upper {
                        // Bounds from differently ordered searches may cross; trust the new.
                        e.lower = lower;
                        e.upper = upper;
                    }
                    if best != NO_MOVE {
                        e.best = best;
                    }
                    e.age = age;
                    return;
                }
                if e.depth > depth {
                    return;
                }
                target = Some(j);
                break;
            }
        }
        let j = target.unwrap_or_else(|| {
            let (a, b) = (&self.entries[i], &self.entries[i + 1]);
            // Replace the older generation first, then the shallower search.
            let key = |e: &Entry| (e.age == age, e.depth);
            if key(a) <= key(b) { i } else { i + 1 }
        });
        self.entries[j] = Entry {
            player: pos.player,
            opponent: pos.opponent,
            lower,
            upper,
            depth,
            best,
            age,
        };
    }

    /// Forgets everything.
    pub(crate) fn clear(&mut self) {
        self.entries.fill(Entry::EMPTY);
        self.age = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_probes_and_narrows() {
        let mut t = Table::new(4);
        let p = Position::new(1, 2);
        assert_eq!(t.probe(p), None);
        t.store(p, 3, -10, 20, 5);
        t.store(p, 3, 0, 30, NO_MOVE);
        let e = t.probe(p).expect("stored");
        assert_eq!((e.lower, e.upper, e.best), (0, 20, 5));
        // A shallower result does not replace a deeper one.
        t.store(p, 1, 7, 7, 9);
        assert_eq!(t.probe(p).expect("stored").depth, 3);
        // A deeper one does.
        t.store(p, 5, 7, 7, 9);
        assert_eq!(t.probe(p).expect("stored").lower, 7);
        t.clear();
        assert_eq!(t.probe(p), None);
    }
}
