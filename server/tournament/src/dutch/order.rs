//! The order in which a bracket's candidates are made (FIDE C.04.3 D): transpositions of S2
//! (D.1), exchanges of residents between S1 and S2 (D.2), exchanges of moved-down players
//! between S1 and the Limbo (D.3).
//!
//! Players are named here by their place in the bracket, from 0: the rules' in-bracket sequence
//! numbers (BSNs) less one, which changes none of the orders.

use std::cmp::{Ordering, Reverse};

/// What a walk through the transpositions does with a step.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Step {
    /// Look at the transpositions that go on from this pair.
    Go,
    /// Skip them all: none of them can be taken.
    Skip,
    /// Stop the walk.
    Stop,
}

/// What a walk through the transpositions of S2 does at each step.
pub(crate) trait Visitor {
    /// S1's `depth`-th player is tried against `partner`, a player of S2.
    fn descend(&mut self, depth: usize, partner: usize) -> Step;
    /// The pair tried at `depth` (which was gone into) is taken back.
    fn ascend(&mut self, depth: usize, partner: usize);
    /// A whole transposition: S1's players paired in order with `chosen`; `unused` are the
    /// players of S2 left over. Whether to go on to the next transposition.
    fn arrive(&mut self, chosen: &[usize], unused: &[usize]) -> bool;
}

/// Walks the transpositions of S2 (in BSN order) for an S1 of `n1` players, in the order of
/// D.1: sorted on the lexicographic value of their first `n1` BSNs (the others are left over,
/// so their order does not matter). A depth-first walk that tries the lowest free BSN first at
/// each place makes exactly that order, and lets the visitor skip every transposition that
/// begins with a pair it cannot take. Returns false if the visitor stopped the walk.
pub(crate) fn transpositions(n1: usize, s2: &[usize], visitor: &mut impl Visitor) -> bool {
    if n1 > s2.len() {
        return true;
    }
    let mut walk = Walk {
        s2,
        n1,
        used: vec![false; s2.len()],
        chosen: Vec::with_capacity(n1),
    };
    walk.step(visitor)
}

/// The state of a walk.
struct Walk<'a> {
    /// S2, in BSN order.
    s2: &'a [usize],
    /// How many players S1 has.
    n1: usize,
    /// Which of S2's places are taken.
    used: Vec<bool>,
    /// The partners chosen so far, for S1's players in order.
    chosen: Vec<usize>,
}

impl Walk<'_> {
    fn step(&mut self, visitor: &mut impl Visitor) -> bool {
        let depth = self.chosen.len();
        if depth == self.n1 {
            let unused: Vec<usize> = self
                .s2
                .iter()
                .zip(&self.used)
                .filter(|(_, used)| !**used)
                .map(|(&p, _)| p)
                .collect();
            return visitor.arrive(&self.chosen, &unused);
        }
        for i in 0..self.s2.len() {
            if self.used[i] {
                continue;
            }
            let partner = self.s2[i];
            match visitor.descend(depth, partner) {
                Step::Skip => continue,
                Step::Stop => return false,
                Step::Go => {}
            }
            self.used[i] = true;
            self.chosen.push(partner);
            let go_on = self.step(visitor);
            self.chosen.pop();
            self.used[i] = false;
            visitor.ascend(depth, partner);
            if !go_on {
                return false;
            }
        }
        true
    }
}

/// A resident-exchange: equally many players moved from the original S1 to S2 and back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Exchange {
    /// The players moved from S1 to S2, ascending.
    pub(crate) from_s1: Vec<usize>,
    /// The players moved from S2 to S1, ascending.
    pub(crate) from_s2: Vec<usize>,
}

impl Exchange {
    /// S1 and S2 after the exchange, each in BSN order.
    pub(super) fn apply(&self, s1: &[usize], s2: &[usize]) -> (Vec<usize>, Vec<usize>) {
        let mut new_s1: Vec<usize> = s1
            .iter()
            .copied()
            .filter(|p| !self.from_s1.contains(p))
            .chain(self.from_s2.iter().copied())
            .collect();
        let mut new_s2: Vec<usize> = s2
            .iter()
            .copied()
            .filter(|p| !self.from_s2.contains(p))
            .chain(self.from_s1.iter().copied())
            .collect();
        new_s1.sort_unstable();
        new_s2.sort_unstable();
        (new_s1, new_s2)
    }
}

/// D.2's order of two resident-exchanges: the one that comes first has (a) fewer players
/// exchanged; (b) the smaller difference between the sum of the BSNs moved from S2 to S1 and
/// the sum of those moved from S1 to S2; (c) the highest different BSN among those moved from
/// S1 to S2; (d) the lowest different BSN among those moved from S2 to S1.
pub(crate) fn exchange_order(a: &Exchange, b: &Exchange) -> Ordering {
    let difference = |e: &Exchange| {
        e.from_s2.iter().sum::<usize>() as i64 - e.from_s1.iter().sum::<usize>() as i64
    };
    let descending = |e: &Exchange| {
        let mut v = e.from_s1.clone();
        v.sort_unstable_by(|x, y| y.cmp(x));
        v
    };
    a.from_s1
        .len()
        .cmp(&b.from_s1.len())
        .then_with(|| difference(a).cmp(&difference(b)))
        .then_with(|| descending(b).cmp(&descending(a)))
        .then_with(|| a.from_s2.cmp(&b.from_s2))
}

/// The most exchanges of one size put in order; past it, larger exchanges are not tried (a
/// bracket runs out of its budget long before).
const MAX_BATCH: usize = 50_000;

/// The resident-exchanges between S1 and S2 in the order of D.2, the empty exchange (the
/// original subgroups) first.
#[derive(Debug)]
pub(super) struct Exchanges<'a> {
    /// The original S1.
    s1: &'a [usize],
    /// The original S2.
    s2: &'a [usize],
    /// The size of the exchanges in `batch`.
    size: usize,
    /// The exchanges of `size`, in order, last first (so that `pop` takes the next).
    batch: Vec<Exchange>,
}

impl<'a> Exchanges<'a> {
    /// The exchanges between `s1` and `s2` (each in BSN order).
    pub(super) fn new(s1: &'a [usize], s2: &'a [usize]) -> Exchanges<'a> {
        Exchanges {
            s1,
            s2,
            size: 0,
            batch: vec![Exchange {
                from_s1: Vec::new(),
                from_s2: Vec::new(),
            }],
        }
    }
}

impl Iterator for Exchanges<'_> {
    type Item = Exchange;

    fn next(&mut self) -> Option<Exchange> {
        while self.batch.is_empty() {
            self.size += 1;
            if self.size > self.s1.len().min(self.s2.len()) {
                return None;
            }
            let count =
                choose(self.s1.len(), self.size).saturating_mul(choose(self.s2.len(), self.size));
            if count > MAX_BATCH {
                return None;
            }
            let ones = combinations(self.s1, self.size);
            let twos = combinations(self.s2, self.size);
            let mut batch: Vec<Exchange> = ones
                .iter()
                .flat_map(|a| {
                    twos.iter().map(move |b| Exchange {
                        from_s1: a.clone(),
                        from_s2: b.clone(),
                    })
                })
                .collect();
            batch.sort_by(|a, b| exchange_order(b, a));
            self.batch = batch;
        }
        self.batch.pop()
    }
}

/// n choose k, saturating.
fn choose(n: usize, k: usize) -> usize {
    if k > n {
        return 0;
    }
    let k = k.min(n - k);
    let mut result: usize = 1;
    for i in 0..k {
        result = result.saturating_mul(n - i) / (i + 1);
    }
    result
}

/// The `k`-element subsets of `items`, each in the items' order, in lexicographic order.
fn combinations(items: &[usize], k: usize) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    let mut picked = Vec::with_capacity(k);
    fn go(
        items: &[usize],
        k: usize,
        from: usize,
        picked: &mut Vec<usize>,
        out: &mut Vec<Vec<usize>>,
    ) {
        if picked.len() == k {
            out.push(picked.clone());
            return;
        }
        for i in from..items.len() {
            if items.len() - i < k - picked.len() {
                break;
            }
            picked.push(items[i]);
            go(items, k, i + 1, picked, out);
            picked.pop();
        }
    }
    go(items, k, 0, &mut picked, &mut out);
    out
}

/// The most sets of moved-down players put in D.3's order; past it they are taken in the order
/// of their BSNs, which D.3 agrees with except among players of equal score.
const MAX_SETS: usize = 10_000;

/// The sets of `m1` moved-down players (`mdps`, in BSN order, with their `scores`) that S1 may
/// hold, in the order of D.3: first the set with the highest different score, then the lowest
/// lexicographic value of its BSNs. The first is the original S1, the `m1` highest.
pub(crate) fn mdp_sets(mdps: &[usize], scores: &[u32], m1: usize) -> Vec<Vec<usize>> {
    if choose(mdps.len(), m1) > MAX_SETS {
        // In BSN order the first sets are still the ones with the highest scores.
        let mut sets = Vec::new();
        let mut picked = Vec::with_capacity(m1);
        lexicographic_prefix(mdps, m1, 0, &mut picked, &mut sets);
        return sets;
    }
    let mut sets = combinations(mdps, m1);
    let key = |set: &Vec<usize>| {
        let mut s: Vec<u32> = set
            .iter()
            .map(|p| scores[mdps.iter().position(|q| q == p).unwrap_or(0)])
            .collect();
        s.sort_unstable_by(|a, b| b.cmp(a));
        (Reverse(s), set.clone())
    };
    sets.sort_by_cached_key(key);
    sets
}

/// The first [`MAX_SETS`] `k`-subsets of `items` in lexicographic order.
fn lexicographic_prefix(
    items: &[usize],
    k: usize,
    from: usize,
    picked: &mut Vec<usize>,
    out: &mut Vec<Vec<usize>>,
) {
    if out.len() >= MAX_SETS {
        return;
    }
    if picked.len() == k {
        out.push(picked.clone());
        return;
    }
    for i in from..items.len() {
        if items.len() - i < k - picked.len() || out.len() >= MAX_SETS {
            break;
        }
        picked.push(items[i]);
        lexicographic_prefix(items, k, i + 1, picked, out);
        picked.pop();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn choose_counts() {
        assert_eq!(choose(11, 5), 462);
        assert_eq!(choose(5, 0), 1);
        assert_eq!(choose(3, 4), 0);
        assert_eq!(
            combinations(&[1, 2, 3], 2),
            vec![vec![1, 2], vec![1, 3], vec![2, 3]]
        );
    }
}
