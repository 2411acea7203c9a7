//! The engine's memory between moves: the transposition table of the main search, and the
//! VCF solver with its own tables.
//!
//! A table entry is two plain words, so a fresh table is zeroed memory the system maps lazily;
//! buckets of two entries keep a deep search's result from being pushed out by the many shallow
//! nodes near the leaves.

use super::search::DECIDED;
use super::vcf::Vcf;

/// Which side of the true score a stored score is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(super) enum Bound {
    /// The slot is empty.
    #[default]
    None,
    /// The true score.
    Exact,
    /// The true score is at least this.
    Lower,
    /// The true score is at most this.
    Upper,
}

/// One remembered position.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub(crate) struct Entry {
    /// The position's hash.
    pub(super) key: u64,
    /// Its score, wins counted from this node.
    pub(super) score: i32,
    /// The best move found, a cell index.
    pub(super) best: u32,
    /// The depth searched.
    pub(super) depth: i8,
    /// How the score bounds the true one.
    pub(super) bound: Bound,
    /// The search that stored it, counted modulo 64 ([`Memory::age`]).
    pub(super) age: u8,
}

impl Entry {
    /// The entry as two words: the key, then score, move, depth and bound. A table of plain
    /// words starts as zeroed memory that the system maps lazily, so a fresh engine costs no
    /// time to set up.
    fn pack(self) -> [u64; 2] {
        let bound = match self.bound {
            Bound::None => 0_u64,
            Bound::Exact => 1,
            Bound::Lower => 2,
            Bound::Upper => 3,
        };
        let score = u64::from(self.score.cast_unsigned());
        let best = u64::from(self.best & 0xFFFF);
        let depth = u64::from(self.depth.cast_unsigned());
        let age = u64::from(self.age & 63);
        [
            self.key,
            score | best << 32 | depth << 48 | bound << 56 | age << 58,
        ]
    }

    /// The entry of two words made by [`Entry::pack`].
    fn unpack(words: [u64; 2]) -> Entry {
        let [key, data] = words;
        let bound = match data >> 56 & 3 {
            1 => Bound::Exact,
            2 => Bound::Lower,
            3 => Bound::Upper,
            _ => Bound::None,
        };
        // Each field is masked to its width first, so the conversions are exact.
        Entry {
            key,
            score: u32::try_from(data & 0xFFFF_FFFF).unwrap_or(0).cast_signed(),
            best: u32::try_from(data >> 32 & 0xFFFF).unwrap_or(0),
            depth: u8::try_from(data >> 48 & 0xFF).unwrap_or(0).cast_signed(),
            bound,
            age: u8::try_from(data >> 58).unwrap_or(0),
        }
    }
}

/// How many entries the transposition table holds (a power of two).
const TT_SIZE: usize = 1 << 18;

/// The engine's memory, kept between moves by the bot that owns it.
#[derive(Debug, Clone)]
pub(crate) struct Memory {
    /// The transposition table, entries packed by [`Entry::pack`], in buckets of two: a
    /// position may sit in either entry of the bucket its hash picks ([`Memory::store`]).
    tt: Vec<[u64; 2]>,
    /// The searches made with this memory, modulo 64: entries of older searches give way.
    pub(super) age: u8,
    /// The VCF solver and its table.
    pub(super) vcf: Vcf,
    /// Per cell and side: how often a quiet move there cut a node off in this search (see
    /// [`super::search::Settings::history`]); empty when the search keeps none.
    pub(super) history: Vec<[i32; 2]>,
}

impl Default for Memory {
    fn default() -> Memory {
        Memory {
            tt: vec![[0; 2]; TT_SIZE],
            age: 0,
            vcf: Vcf::default(),
            history: Vec::new(),
        }
    }
}

impl Memory {
    /// The stored entry of the position with `hash`, if either entry of its bucket holds it.
    pub(super) fn probe(&self, hash: u64) -> Option<Entry> {
        let at = tt_bucket(hash);
        self.tt[at..at + 2]
            .iter()
            .map(|&words| Entry::unpack(words))
            .find(|e| e.key == hash && e.bound != Bound::None)
    }

    /// Asks the processor to bring the bucket of `hash` into the cache without waiting for it:
    /// the table is far larger than the cache, and a node's first look at it would otherwise
    /// wait on memory (a tenth of the search's time at a second a move). Called before the
    /// move that leads to the node, whose board update then runs while the bucket comes.
    pub(super) fn prefetch(&self, hash: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
            let bucket: *const [u64; 2] = &raw const self.tt[tt_bucket(hash)];
            #[expect(
                unsafe_code,
                reason = "a prefetch reads nothing and cannot fault; SSE is part of every x86-64"
            )]
            // SAFETY: `_mm_prefetch` only hints the cache; the address is in the table.
            unsafe {
                _mm_prefetch::<_MM_HINT_T0>(bucket.cast());
            }
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = hash;
    }

    /// Stores `entry`. The bucket's first entry keeps the deepest search of the current move:
    /// it is replaced by the same position, by a search as deep or deeper, or when an older move
    /// stored it; anything else goes to the second entry, which is always replaced. One slot a
    /// position would let the many shallow nodes near the leaves push out the few deep ones,
    /// whose subtrees are the costliest to search again.
    pub(super) fn store(&mut self, entry: Entry) {
        let at = tt_bucket(entry.key);
        let first = Entry::unpack(self.tt[at]);
        let slot = if first.key == entry.key || first.depth <= entry.depth || first.age != entry.age
        {
            at
        } else {
            at + 1
        };
        self.tt[slot] = entry.pack();
    }
}

/// The first of the two table entries of a hash's bucket.
fn tt_bucket(hash: u64) -> usize {
    usize::try_from(hash & (TT_SIZE as u64 - 2)).unwrap_or(0)
}

/// A score as stored: wins counted from this node rather than from the root.
pub(super) fn to_tt(score: i32, ply: i32) -> i32 {
    if score >= DECIDED {
        score + ply
    } else if score <= -DECIDED {
        score - ply
    } else {
        score
    }
}

/// A stored score as seen from a node `ply` plies from the root.
pub(super) fn from_tt(score: i32, ply: i32) -> i32 {
    if score >= DECIDED {
        score - ply
    } else if score <= -DECIDED {
        score + ply
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::super::search::WIN;
    use super::*;

    #[test]
    fn entries_pack_and_unpack() {
        for (score, bound) in [
            (-WIN + 3, Bound::Upper),
            (0, Bound::Exact),
            (12_345, Bound::Lower),
        ] {
            let entry = Entry {
                key: 0xDEAD_BEEF_F00D,
                score,
                best: 840,
                depth: -1,
                bound,
                age: 63,
            };
            assert_eq!(Entry::unpack(entry.pack()), entry);
        }
        assert_eq!(Entry::unpack([0, 0]).bound, Bound::None);
    }

    #[test]
    fn buckets_keep_the_deep_entry_of_the_current_search() {
        let mut memory = Memory::default();
        let entry = |key: u64, depth: i8, age: u8| Entry {
            key,
            score: 7,
            best: 40,
            depth,
            bound: Bound::Exact,
            age,
        };
        // Three positions of one bucket (the same low bits).
        let (deep, shallow, other) = (0x10_0000_0004, 0x20_0000_0004, 0x30_0000_0004);
        assert_eq!(tt_bucket(deep), tt_bucket(other));
        memory.store(entry(deep, 6, 1));
        memory.store(entry(shallow, 2, 1));
        assert_eq!(memory.probe(deep), Some(entry(deep, 6, 1)));
        assert_eq!(memory.probe(shallow), Some(entry(shallow, 2, 1)));
        // A shallow newcomer takes the second entry, never the deep one's.
        memory.store(entry(other, 1, 1));
        assert_eq!(memory.probe(deep), Some(entry(deep, 6, 1)));
        assert_eq!(memory.probe(shallow), None);
        assert_eq!(memory.probe(other), Some(entry(other, 1, 1)));
        // The same position searched again replaces itself, however shallow.
        memory.store(entry(deep, 3, 1));
        assert_eq!(memory.probe(deep), Some(entry(deep, 3, 1)));
        // A later search's entry pushes out a deeper one of an earlier search.
        memory.store(entry(deep, 9, 1));
        memory.store(entry(shallow, 1, 2));
        assert_eq!(memory.probe(deep), None);
        assert_eq!(memory.probe(shallow), Some(entry(shallow, 1, 2)));
    }
}
