//! The search tree of [`super::mcts`]: nodes and their moves (edges) in two flat vectors, the
//! selection rule (UCT blended with RAVE), and the statistics update after a simulation.
//!
//! A node's edges are one contiguous run of the edge vector, created all at once when the node
//! is expanded; an edge keeps the statistics of its move, so a move that was never expanded
//! costs only its edge. Each edge also keeps all-moves-as-first (AMAF) statistics: how the
//! simulations went in which the mover of its node played its point at any later time. In NoGo
//! a point tends to be as good for a side now as a few moves later, so these statistics give a
//! sound estimate long before the move's own ones do (RAVE, Gelly and Silver 2007).
//!
//! The tree also proves what it can (MCTS-solver, Winands et al. 2008): a move that leaves the
//! opponent without a legal move wins; a move into a position where the opponent has a winning
//! move loses; a move into a position where every answer loses wins. Proven moves need no more
//! playouts: a simulation that reaches one counts its known result, and the selection takes a
//! proven win and leaves proven losses alone.

use crate::{Point, Side};

use super::playout::Owners;

/// The `child` of an edge whose node has not been made yet (the root, node 0, is nobody's
/// child).
const UNEXPANDED: u32 = 0;

/// What is known for sure about a move, from its mover's point of view.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Proof {
    /// Nothing yet: the statistics are all there is.
    Open,
    /// The mover wins whatever the opponent does.
    Win,
    /// The opponent wins whatever the mover does.
    Loss,
}

/// A move of a node, with its statistics from its mover's point of view.
#[derive(Debug, Clone, Copy)]
pub(super) struct Edge {
    /// Where the stone goes.
    pub(super) point: Point,
    /// The node after the move, or [`UNEXPANDED`].
    child: u32,
    /// What is proven about the move.
    proof: Proof,
    /// Simulations through this move, the prior's virtual ones included.
    visits: u32,
    /// How many of `visits` are the prior's (at most 255).
    prior: u8,
    /// Of those, the ones the mover won.
    wins: f32,
    /// Simulations from the node in which the mover played this point later on.
    amaf_visits: u32,
    /// Of those, the ones the mover won.
    amaf_wins: f32,
}

/// A position in the tree: the run of its edges.
#[derive(Debug, Clone, Copy)]
struct Node {
    /// The index of its first edge.
    first: u32,
    /// How many edges it has (its legal moves).
    len: u32,
    /// Simulations through the node.
    visits: u32,
}

/// How the tree weighs what it knows when it picks a move to follow.
#[derive(Debug, Clone, Copy)]
pub(super) struct Weights {
    /// The UCT exploration constant.
    pub(super) exploration: f32,
    /// Whether the AMAF statistics take part.
    pub(super) rave: bool,
    /// RAVE's bias constant `b`: the smaller, the longer the AMAF value keeps its weight.
    pub(super) rave_bias: f32,
    /// Whether proofs are carried up the tree (moves that win at once are marked either way).
    pub(super) solver: bool,
}

/// The tree of one search.
#[derive(Debug, Clone, Default)]
pub(super) struct Tree {
    /// Every node; the root is node 0.
    nodes: Vec<Node>,
    /// Every edge, each node's in one run.
    edges: Vec<Edge>,
}

/// What a move is believed to be worth before any simulation: virtual simulations it starts
/// with, and how many of them its mover won.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub(super) struct Prior {
    /// Virtual simulations.
    pub(super) visits: u32,
    /// Of those, the ones won.
    pub(super) wins: f32,
}

/// One step of a simulation's way down the tree.
#[derive(Debug, Clone, Copy)]
pub(super) struct Step {
    /// The node the step leaves.
    node: u32,
    /// The edge it takes.
    edge: u32,
}

impl Tree {
    /// A tree whose root has the moves `points`, each with its prior (see [`Tree::add_node`]).
    pub(super) fn new(points: impl Iterator<Item = (Point, Prior)>) -> Tree {
        let mut tree = Tree::default();
        tree.add_node(points);
        tree
    }

    /// How many edges the tree holds: its memory is about 24 bytes each.
    pub(super) fn edge_count(&self) -> usize {
        self.edges.len()
    }

    /// The edges of the root.
    pub(super) fn root_edges(&self) -> &[Edge] {
        self.edges_of(0)
    }

    /// Appends a node with the moves `points` and returns its index. Each move starts with its
    /// prior's virtual simulations (at most 255), in its own statistics and its AMAF ones
    /// alike.
    pub(super) fn add_node(&mut self, points: impl Iterator<Item = (Point, Prior)>) -> u32 {
        let first = self.edges.len();
        self.edges.extend(points.map(|(point, prior)| Edge {
            point,
            child: UNEXPANDED,
            proof: Proof::Open,
            visits: prior.visits.min(255),
            // At most 255, as the line above.
            prior: prior.visits.min(255) as u8,
            wins: prior.wins,
            amaf_visits: prior.visits.min(255),
            amaf_wins: prior.wins,
        }));
        // Edge and node counts stay far below u32::MAX: the search caps the tree's size.
        self.nodes.push(Node {
            first: first as u32,
            len: (self.edges.len() - first) as u32,
            visits: 0,
        });
        (self.nodes.len() - 1) as u32
    }

    /// The node reached from `node` by the move on `point`, if it has been made.
    pub(super) fn child_by_point(&self, node: u32, point: Point) -> Option<u32> {
        let k = self.edges_of(node).iter().position(|e| e.point == point)?;
        // An edge's index fits in u32, as every index of the tree does.
        self.child(self.nodes[node as usize].first + k as u32)
    }

    /// The part of the tree below `node`, as a tree of its own whose root is `node`: what one
    /// search leaves the next once the game has moved on to that position. Statistics, priors
    /// and proofs are kept as they are (they are facts about the positions, not about the
    /// search that found them); nodes elsewhere are dropped.
    pub(super) fn subtree(&self, node: u32) -> Tree {
        let mut tree = Tree::default();
        // Old nodes still to copy, each with the new edge that is to lead to it.
        let mut stack = vec![(node, None)];
        while let Some((old, link)) = stack.pop() {
            let n = self.nodes[old as usize];
            // Within the old tree's counts, which fit in u32.
            let first = tree.edges.len() as u32;
            tree.edges.extend(self.edges_of(old).iter().map(|e| Edge {
                child: UNEXPANDED,
                ..*e
            }));
            tree.nodes.push(Node { first, ..n });
            let new = (tree.nodes.len() - 1) as u32;
            if let Some(edge) = link {
                tree.set_child(edge, new);
            }
            for (k, e) in self.edges_of(old).iter().enumerate() {
                if e.child != UNEXPANDED {
                    stack.push((e.child, Some(first + k as u32)));
                }
            }
        }
        tree
    }

    /// Simulations through the root so far.
    pub(super) fn root_visits(&self) -> u32 {
        self.nodes[0].visits
    }

    /// The edges of node `node`.
    fn edges_of(&self, node: u32) -> &[Edge] {
        let n = self.nodes[node as usize];
        &self.edges[n.first as usize..(n.first + n.len) as usize]
    }

    /// The index of the edge of `node` to follow, or `None` for a node without moves. A proven
    /// win is taken at once and proven losses are passed over, unless every move is one.
    pub(super) fn select(&self, node: u32, weights: &Weights) -> Option<u32> {
        let n = self.nodes[node as usize];
        let edges = self.edges_of(node);
        let log_visits = ((n.visits + 1) as f32).ln();
        let bias = 4.0 * weights.rave_bias * weights.rave_bias;
        let mut best = (f32::NEG_INFINITY, None);
        for (k, e) in edges.iter().enumerate() {
            let score = match e.proof {
                Proof::Win => return Some(n.first + k as u32),
                // Below any open move's score, so followed only when all moves lose.
                Proof::Loss => -1.0 - e.visits as f32,
                Proof::Open => {
                    let visits = e.visits as f32;
                    let value = if weights.rave && e.amaf_visits > 0 {
                        let amaf = e.amaf_visits as f32;
                        let beta = amaf / (amaf + visits + bias * amaf * visits);
                        let own = if e.visits > 0 { e.wins / visits } else { 0.0 };
                        (1.0 - beta) * own + beta * e.amaf_wins / amaf
                    } else if e.visits > 0 {
                        e.wins / visits
                    } else {
                        // A move never tried goes first.
                        2.0
                    };
                    value + weights.exploration * (log_visits / (visits + 1.0)).sqrt()
                }
            };
            if score > best.0 {
                best = (score, Some(n.first + k as u32));
            }
        }
        best.1
    }

    /// The edge with index `edge`.
    pub(super) fn edge(&self, edge: u32) -> &Edge {
        &self.edges[edge as usize]
    }

    /// The node an edge leads to, if it has been made.
    pub(super) fn child(&self, edge: u32) -> Option<u32> {
        match self.edges[edge as usize].child {
            UNEXPANDED => None,
            child => Some(child),
        }
    }

    /// Links `edge` to its new node `child`.
    pub(super) fn set_child(&mut self, edge: u32, child: u32) {
        self.edges[edge as usize].child = child;
    }

    /// Marks `edge` as a move that wins at once: the opponent has no legal move after it.
    pub(super) fn set_won(&mut self, edge: u32) {
        self.edges[edge as usize].proof = Proof::Win;
    }

    /// What is proven about `edge`.
    pub(super) fn proof(edge: &Edge) -> Proof {
        edge.proof
    }

    /// Whether every move of the root is a proven loss.
    pub(super) fn root_lost(&self) -> bool {
        self.root_edges().iter().all(|e| e.proof == Proof::Loss)
    }

    /// Simulations through an edge so far, not counting the prior's.
    pub(super) fn visits(edge: &Edge) -> u32 {
        edge.visits - u32::from(edge.prior)
    }

    /// The share of simulations through an edge its mover won.
    pub(super) fn value(edge: &Edge) -> f32 {
        if edge.visits == 0 {
            0.0
        } else {
            edge.wins / edge.visits as f32
        }
    }

    /// Counts one simulation that went down `path` (the root's mover is `root_mover`) and was
    /// won by `winner`. `owners` holds the points played after the tree; the tree's own moves
    /// are added to it on the way up, so that each node's AMAF update sees exactly the moves
    /// played from that node on.
    pub(super) fn update(
        &mut self,
        path: &[Step],
        root_mover: Side,
        winner: Side,
        owners: &mut Owners,
        weights: &Weights,
    ) {
        if weights.solver {
            self.propagate_proofs(path);
        }
        for (depth, step) in path.iter().enumerate().rev() {
            let mover = if depth % 2 == 0 {
                root_mover
            } else {
                root_mover.opponent()
            };
            let won = if winner == mover { 1.0 } else { 0.0 };
            let node = &mut self.nodes[step.node as usize];
            node.visits += 1;
            let (first, len) = (node.first as usize, node.len as usize);
            let edge = &mut self.edges[step.edge as usize];
            edge.visits += 1;
            edge.wins += won;
            owners.set(edge.point, mover);
            if weights.rave {
                for e in &mut self.edges[first..first + len] {
                    if owners.played(e.point, mover) {
                        e.amaf_visits += 1;
                        e.amaf_wins += won;
                    }
                }
            }
        }
    }
}

impl Tree {
    /// Carries proofs up `path` from its last move: the move into a node where the mover has a
    /// winning move loses, and the move into a node where every move loses wins.
    fn propagate_proofs(&mut self, path: &[Step]) {
        for pair in path.windows(2).rev() {
            let (into, from) = (pair[0].edge, pair[1]);
            let proof = match self.edges[from.edge as usize].proof {
                Proof::Win => Proof::Loss,
                Proof::Loss
                    if self
                        .edges_of(from.node)
                        .iter()
                        .all(|e| e.proof == Proof::Loss) =>
                {
                    Proof::Win
                }
                _ => return,
            };
            self.edges[into as usize].proof = proof;
        }
    }
}

impl Step {
    /// The step from `node` along `edge`.
    pub(super) fn new(node: u32, edge: u32) -> Step {
        Step { node, edge }
    }

    /// The index of the edge the step takes.
    pub(super) fn edge_index(&self) -> u32 {
        self.edge
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn weights(rave: bool) -> Weights {
        Weights {
            exploration: 0.4,
            rave,
            rave_bias: 0.1,
            solver: true,
        }
    }

    /// Two moves without priors, at `(x, 0)` and `(x + 1, 0)`.
    fn two(x: i8) -> impl Iterator<Item = (Point, Prior)> {
        [
            (Point::new(x, 0), Prior::default()),
            (Point::new(x + 1, 0), Prior::default()),
        ]
        .into_iter()
    }

    #[test]
    fn untried_moves_come_first_then_the_winners() {
        let points = [Point::new(0, 0), Point::new(1, 0)];
        let mut tree = Tree::new(points.iter().map(|&p| (p, Prior::default())));
        let mut owners = Owners::new(9);
        let first = tree.select(0, &weights(false)).expect("moves");
        tree.update(
            &[Step::new(0, first)],
            Side::Black,
            Side::White,
            &mut owners,
            &weights(false),
        );
        let second = tree.select(0, &weights(false)).expect("moves");
        assert_ne!(first, second, "the untried move is next");
        owners.clear();
        tree.update(
            &[Step::new(0, second)],
            Side::Black,
            Side::Black,
            &mut owners,
            &weights(false),
        );
        assert_eq!(
            tree.select(0, &weights(false)),
            Some(second),
            "the winner is followed"
        );
    }

    #[test]
    fn amaf_counts_later_moves_of_the_same_side_only() {
        let points = [Point::new(0, 0), Point::new(1, 0), Point::new(2, 0)];
        let mut tree = Tree::new(points.iter().map(|&p| (p, Prior::default())));
        let mut owners = Owners::new(9);
        owners.set(Point::new(1, 0), Side::Black);
        owners.set(Point::new(2, 0), Side::White);
        tree.update(
            &[Step::new(0, 0)],
            Side::Black,
            Side::Black,
            &mut owners,
            &weights(true),
        );
        let amaf: Vec<u32> = tree.root_edges().iter().map(|e| e.amaf_visits).collect();
        assert_eq!(amaf, vec![1, 1, 0]);
    }

    /// A subtree keeps the nodes below its new root with their statistics and links, and
    /// nothing else.
    #[test]
    fn a_subtree_keeps_what_lies_below_its_root() {
        let w = weights(true);
        let mut owners = Owners::new(9);
        let mut tree = Tree::new(two(0));
        let a = tree.add_node(two(2));
        tree.set_child(1, a);
        let b = tree.add_node(two(4));
        tree.set_child(tree.nodes[a as usize].first + 1, b);
        let beside = tree.add_node(two(6));
        tree.set_child(0, beside);
        let a_second = tree.nodes[a as usize].first + 1;
        let b_first = tree.nodes[b as usize].first;
        for winner in [Side::Black, Side::White, Side::Black] {
            owners.clear();
            let path = [
                Step::new(0, 1),
                Step::new(a, a_second),
                Step::new(b, b_first),
            ];
            tree.update(&path, Side::Black, winner, &mut owners, &w);
        }
        assert_eq!(tree.child_by_point(0, Point::new(1, 0)), Some(a));
        assert_eq!(tree.child_by_point(0, Point::new(5, 0)), None);
        let sub = tree.subtree(a);
        assert_eq!(
            sub.edge_count(),
            4,
            "the node and its one child, not the node beside"
        );
        assert_eq!(sub.root_visits(), 3);
        let stats = |edges: &[Edge]| -> Vec<_> {
            edges
                .iter()
                .map(|e| (e.point, e.visits, e.wins, e.amaf_visits, e.amaf_wins))
                .collect()
        };
        assert_eq!(stats(sub.root_edges()), stats(tree.edges_of(a)));
        let below = sub
            .child_by_point(0, Point::new(3, 0))
            .expect("the child is linked");
        assert_eq!(sub.nodes[below as usize].visits, 3);
        assert_eq!(sub.edges_of(below)[0].visits, 3);
        assert_eq!(sub.edges_of(below)[0].point, Point::new(4, 0));
    }

    #[test]
    fn proofs_climb_the_tree() {
        let w = weights(true);
        let mut owners = Owners::new(9);
        let mut tree = Tree::new(two(0));
        // Under the root's first move, the opponent has a move that wins at once.
        let a = tree.add_node(two(2));
        tree.set_child(0, a);
        let a_first = tree.nodes[a as usize].first;
        tree.set_won(a_first);
        tree.update(
            &[Step::new(0, 0), Step::new(a, a_first)],
            Side::Black,
            Side::White,
            &mut owners,
            &w,
        );
        assert_eq!(tree.root_edges()[0].proof, Proof::Loss);
        assert_eq!(
            tree.select(0, &w),
            Some(1),
            "the proven loss is passed over"
        );
        // Under the second, both of the opponent's moves are lost.
        let b = tree.add_node(two(4));
        tree.set_child(1, b);
        let b_first = tree.nodes[b as usize].first;
        for k in 0..2 {
            let under = tree.add_node(two(6));
            tree.set_child(b_first + k, under);
            let won = tree.nodes[under as usize].first;
            tree.set_won(won);
            owners.clear();
            let path = [
                Step::new(0, 1),
                Step::new(b, b_first + k),
                Step::new(under, won),
            ];
            tree.update(&path, Side::Black, Side::Black, &mut owners, &w);
        }
        assert_eq!(tree.root_edges()[1].proof, Proof::Win);
        assert_eq!(tree.select(0, &w), Some(1), "the proven win is taken");
        assert!(!tree.root_lost());
    }
}
