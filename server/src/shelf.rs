//! The AI's engines kept between moves: a few, for the seats that asked last.
//!
//! An engine remembers what its last search learned (the NoGo tree, the gomoku and reversi
//! transposition tables), and its next search of the same game starts from that: after the
//! AI's move and the reply, the NoGo search finds the part of its tree below them already
//! grown. Keeping every room's engine would let memory grow with the number of games, so the
//! shelf holds at most `capacity` of them, the ones used last; a seat whose engine was pushed
//! off gets a fresh one, which plays as well, only without the head start.
//!
//! A plain container behind a std `Mutex`, taken only to take or put an engine; the searches
//! themselves run with the engine off the shelf.

use std::collections::VecDeque;
use std::sync::{Mutex, MutexGuard};

/// Values `V` by key `K`, the `capacity` put back last.
#[derive(Debug)]
pub(crate) struct Shelf<K, V> {
    /// How many values it keeps.
    capacity: usize,
    /// The values, the one put back last in front.
    kept: Mutex<VecDeque<(K, V)>>,
}

impl<K: PartialEq, V> Shelf<K, V> {
    /// A shelf for `capacity` values (none when 0).
    #[must_use]
    pub(crate) fn new(capacity: usize) -> Shelf<K, V> {
        Shelf {
            capacity,
            kept: Mutex::new(VecDeque::new()),
        }
    }

    /// The values, whatever a panicking holder left behind (a list, always whole).
    fn kept(&self) -> MutexGuard<'_, VecDeque<(K, V)>> {
        self.kept
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Takes the value kept for `key` off the shelf, if there is one.
    pub(crate) fn take(&self, key: &K) -> Option<V> {
        let mut kept = self.kept();
        let at = kept.iter().position(|(k, _)| k == key)?;
        kept.remove(at).map(|(_, v)| v)
    }

    /// Puts `value` on the shelf as `key`'s, in front (a value already there for `key` is
    /// dropped); the last one is dropped when the shelf is over its capacity. The dropped
    /// values are freed after the lock is let go.
    pub(crate) fn put(&self, key: K, value: V) {
        let dropped: Vec<(K, V)> = {
            let mut kept = self.kept();
            let mut dropped: Vec<(K, V)> = Vec::new();
            if let Some(at) = kept.iter().position(|(k, _)| *k == key) {
                dropped.extend(kept.remove(at));
            }
            kept.push_front((key, value));
            while kept.len() > self.capacity {
                dropped.extend(kept.pop_back());
            }
            dropped
        };
        drop(dropped);
    }
}

#[cfg(test)]
mod tests {
    use super::Shelf;

    /// Runs a script of `put KEY VALUE` and `take KEY` lines on a shelf of `capacity`; each
    /// `take` is checked against what it should find (`-` for nothing).
    fn check(capacity: usize, script: &[(&str, &str)]) {
        let shelf: Shelf<String, String> = Shelf::new(capacity);
        for (step, (line, want)) in script.iter().enumerate() {
            match line.split_whitespace().collect::<Vec<_>>().as_slice() {
                ["put", key, value] => {
                    shelf.put((*key).to_owned(), (*value).to_owned());
                    assert_eq!(*want, "", "step {step}: a put finds nothing");
                }
                ["take", key] => {
                    let got = shelf.take(&(*key).to_owned());
                    assert_eq!(got.as_deref().unwrap_or("-"), *want, "step {step}: {line}");
                }
                _ => panic!("bad line {line:?}"),
            }
        }
    }

    #[test]
    fn keeps_what_was_put_back_last() {
        check(
            2,
            &[
                ("take a", "-"),
                ("put a a1", ""),
                ("put b b1", ""),
                ("take a", "a1"),
                // Taken means gone, until it is put back.
                ("take a", "-"),
                ("put a a2", ""),
                ("put c c1", ""),
                // b was the oldest of three: dropped.
                ("take b", "-"),
                ("take c", "c1"),
                ("take a", "a2"),
            ],
        );
    }

    #[test]
    fn a_key_has_one_value() {
        check(
            3,
            &[
                ("put a a1", ""),
                ("put a a2", ""),
                ("take a", "a2"),
                ("take a", "-"),
            ],
        );
    }

    #[test]
    fn a_shelf_of_nothing_keeps_nothing() {
        check(0, &[("put a a1", ""), ("take a", "-")]);
    }
}
