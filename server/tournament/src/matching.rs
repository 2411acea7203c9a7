//! Maximum matching in a general graph: Edmonds' blossom algorithm.
//!
//! The Swiss pairing asks one question over and over: can these players all be paired (one of
//! them given the bye), with no game repeated and no colour rule broken? That is whether a graph
//! (a player a vertex, an allowed game an edge) has a perfect matching, which Edmonds' algorithm
//! answers in polynomial time where a search through pairings would not. A greedy matching comes
//! first; it is usually perfect already, and the blossom search only repairs what it left.

/// A graph on vertices `0..n` as adjacency lists.
#[derive(Debug, Clone)]
pub(crate) struct Graph {
    /// The neighbours of each vertex.
    adjacent: Vec<Vec<u32>>,
}

impl Graph {
    /// A graph on `n` vertices whose edges are the pairs `allowed` says yes to.
    pub(crate) fn new(n: usize, mut allowed: impl FnMut(usize, usize) -> bool) -> Graph {
        let mut adjacent = vec![Vec::new(); n];
        for a in 0..n {
            for b in a + 1..n {
                if allowed(a, b) {
                    adjacent[a].push(index(b));
                    adjacent[b].push(index(a));
                }
            }
        }
        Graph { adjacent }
    }

    /// The number of vertices.
    fn len(&self) -> usize {
        self.adjacent.len()
    }
}

/// A vertex number as stored.
fn index(v: usize) -> u32 {
    u32::try_from(v).unwrap_or(u32::MAX)
}

/// A vertex number as used.
fn at(v: u32) -> usize {
    v as usize
}

/// No vertex.
const NONE: u32 = u32::MAX;

/// A maximum matching: each vertex's partner, if it has one.
///
/// Vertices are first matched greedily in their order (each with its first free neighbour), so
/// a caller that lists what it prefers to keep together first gets more of it; augmenting paths
/// then make the matching maximum.
pub(crate) fn maximum(graph: &Graph) -> Vec<Option<usize>> {
    let n = graph.len();
    let mut mate = vec![NONE; n];
    for v in 0..n {
        if mate[v] != NONE {
            continue;
        }
        if let Some(&w) = graph.adjacent[v].iter().find(|&&w| mate[at(w)] == NONE) {
            mate[v] = w;
            mate[at(w)] = index(v);
        }
    }
    let mut search = Blossoms::new(n);
    for root in 0..n {
        if mate[root] == NONE {
            search.augment(graph, &mut mate, root);
        }
    }
    mate.into_iter()
        .map(|m| (m != NONE).then(|| at(m)))
        .collect()
}

/// The working arrays of the search for an augmenting path, kept between roots.
struct Blossoms {
    /// The vertex each vertex was reached from (for odd vertices), or `NONE`.
    parent: Vec<u32>,
    /// The base of the blossom each vertex lies in.
    base: Vec<u32>,
    /// Whether a vertex is in the search tree as an even vertex.
    used: Vec<bool>,
    /// Whether a vertex's base lies on the blossom being contracted.
    blossom: Vec<bool>,
    /// The queue of even vertices to scan.
    queue: Vec<u32>,
}

impl Blossoms {
    fn new(n: usize) -> Blossoms {
        Blossoms {
            parent: vec![NONE; n],
            base: (0..n).map(index).collect(),
            used: vec![false; n],
            blossom: vec![false; n],
            queue: Vec::with_capacity(n),
        }
    }

    /// Looks for an augmenting path from the free vertex `root` and flips it if there is one.
    fn augment(&mut self, graph: &Graph, mate: &mut [u32], root: usize) {
        let Some(mut v) = self.find_path(graph, mate, root) else {
            return;
        };
        while v != NONE {
            let pv = self.parent[at(v)];
            let ppv = mate[at(pv)];
            mate[at(v)] = pv;
            mate[at(pv)] = v;
            v = ppv;
        }
    }

    /// The free vertex an alternating path from `root` ends at, with `parent` set along it.
    fn find_path(&mut self, graph: &Graph, mate: &[u32], root: usize) -> Option<u32> {
        let n = graph.len();
        self.used.fill(false);
        self.parent.fill(NONE);
        for (i, b) in self.base.iter_mut().enumerate() {
            *b = index(i);
        }
        self.used[root] = true;
        self.queue.clear();
        self.queue.push(index(root));
        let mut head = 0;
        while head < self.queue.len() {
            let v = self.queue[head];
            head += 1;
            for &to in &graph.adjacent[at(v)] {
                if self.base[at(v)] == self.base[at(to)] || mate[at(v)] == to {
                    continue;
                }
                let to_is_even = at(to) == root
                    || (mate[at(to)] != NONE && self.parent[at(mate[at(to)])] != NONE);
                if to_is_even {
                    let current = self.common_base(mate, v, to);
                    self.blossom.fill(false);
                    self.mark_path(mate, v, current, to);
                    self.mark_path(mate, to, current, v);
                    for i in 0..n {
                        if self.blossom[at(self.base[i])] {
                            self.base[i] = current;
                            if !self.used[i] {
                                self.used[i] = true;
                                self.queue.push(index(i));
                            }
                        }
                    }
                } else if self.parent[at(to)] == NONE {
                    self.parent[at(to)] = v;
                    if mate[at(to)] == NONE {
                        return Some(to);
                    }
                    let next = mate[at(to)];
                    self.used[at(next)] = true;
                    self.queue.push(next);
                }
            }
        }
        None
    }

    /// The base of the smallest blossom holding both `a` and `b`: their lowest common
    /// ancestor in the search tree.
    fn common_base(&self, mate: &[u32], mut a: u32, mut b: u32) -> u32 {
        let mut seen = vec![false; self.base.len()];
        loop {
            a = self.base[at(a)];
            seen[at(a)] = true;
            if mate[at(a)] == NONE {
                break;
            }
            a = self.parent[at(mate[at(a)])];
        }
        loop {
            b = self.base[at(b)];
            if seen[at(b)] {
                return b;
            }
            b = self.parent[at(mate[at(b)])];
        }
    }

    /// Marks the blossom's vertices from `v` down to its base `b`, pointing the odd ones back
    /// across the edge that closed the blossom.
    fn mark_path(&mut self, mate: &[u32], mut v: u32, b: u32, mut child: u32) {
        while self.base[at(v)] != b {
            self.blossom[at(self.base[at(v)])] = true;
            self.blossom[at(self.base[at(mate[at(v)])])] = true;
            self.parent[at(v)] = child;
            child = mate[at(v)];
            v = self.parent[at(mate[at(v)])];
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn size(mate: &[Option<usize>]) -> usize {
        mate.iter().flatten().count() / 2
    }

    fn graph(n: usize, edges: &[(usize, usize)]) -> Graph {
        Graph::new(n, |a, b| edges.contains(&(a, b)) || edges.contains(&(b, a)))
    }

    #[track_caller]
    fn check(n: usize, edges: &[(usize, usize)], expected: usize) {
        let g = graph(n, edges);
        let mate = maximum(&g);
        assert_eq!(size(&mate), expected, "{edges:?}");
        for (v, m) in mate.iter().enumerate() {
            if let Some(w) = *m {
                assert_eq!(mate[w], Some(v));
                assert!(edges.contains(&(v, w)) || edges.contains(&(w, v)));
            }
        }
    }

    #[test]
    fn matchings() {
        // A path of four: greedy in order takes 0-1 and 2-3.
        check(4, &[(0, 1), (1, 2), (2, 3)], 2);
        // A path where greedy goes wrong (1-2 first) and an augmenting path repairs it.
        check(4, &[(1, 2), (0, 1), (2, 3)], 2);
        // A triangle: one pair.
        check(3, &[(0, 1), (1, 2), (0, 2)], 1);
        // A blossom: the odd cycle 0-1-2-3-4 with a stem 5-0, perfect only through the cycle.
        check(6, &[(1, 2), (3, 4), (0, 1), (2, 3), (4, 0), (5, 0)], 3);
        // Two triangles joined by one edge: perfect.
        check(
            6,
            &[(0, 1), (1, 2), (0, 2), (3, 4), (4, 5), (3, 5), (2, 3)],
            3,
        );
        // A star: one pair whatever the order.
        check(5, &[(0, 1), (0, 2), (0, 3), (0, 4)], 1);
        // No edges.
        check(3, &[], 0);
    }

    #[test]
    fn agrees_with_brute_force() {
        // Every graph on six vertices given by the bits of a number, checked against a search.
        let pairs: Vec<(usize, usize)> = (0..6)
            .flat_map(|a| (a + 1..6).map(move |b| (a, b)))
            .collect();
        fn brute(n: usize, edges: &[(usize, usize)], free: u32) -> usize {
            let Some(v) = (0..n).find(|&v| free & (1 << v) != 0) else {
                return 0;
            };
            let without = brute(n, edges, free & !(1 << v));
            edges
                .iter()
                .filter_map(|&(a, b)| {
                    let w = if a == v {
                        b
                    } else if b == v {
                        a
                    } else {
                        return None;
                    };
                    (free & (1 << w) != 0)
                        .then(|| 1 + brute(n, edges, free & !(1 << v) & !(1 << w)))
                })
                .fold(without, usize::max)
        }
        for bits in (0u32..1 << 15).step_by(7) {
            let edges: Vec<(usize, usize)> = pairs
                .iter()
                .enumerate()
                .filter(|(i, _)| bits & (1 << i) != 0)
                .map(|(_, &e)| e)
                .collect();
            check(6, &edges, brute(6, &edges, 0b11_1111));
        }
    }
}
