//! The search tree of [`super::mcts`]: nodes and their moves (edges) in two flat vectors, the
//! selection rule (UCT blended with RAVE), and the statistics update after a simulation.
//!
//! A node's edges are one contiguous run of the edge vector, created all at once when the node
//! is expanded; an edge keeps the statistics of its move, so a move that was never expanded
//! costs only its edge. Each edge also keeps all-moves-as-first (AMAF) statistics: how the
//! simulations went in which the mover of its node played its point at any later time. In NoGo
//! a point tends to be as good for a side now as a few moves later, so these statistics give a
//! sound estimate long before the move's own ones do (RAVE, Gelly and Silver 2007).

use crate::{Point, Side};

use super::playout::Owners;

/// The `child` of an edge whose node has not been made yet.
const UNEXPANDED: u32 = 0;
/// The `child` of an edge whose move wins at once: the opponent is left without a legal move.
const WINS: u32 = u32::MAX;

/// A move of a node, with its statistics from its mover's point of view.
#[derive(Debug, Clone, Copy)]
pub(super) struct Edge {
    /// Where the stone goes.
    pub(super) point: Point,
    /// The node after the move, [`UNEXPANDED`], or [`WINS`].
    child: u32,
    /// Simulations through this move.
    visits: u32,
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
}

/// The tree of one search.
#[derive(Debug, Default)]
pub(super) struct Tree {
    /// Every node; the root is node 0.
    nodes: Vec<Node>,
    /// Every edge, each node's in one run.
    edges: Vec<Edge>,
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
    /// A tree whose root has the moves `points`, each with `prior` virtual losses when it
    /// is the mover's reserve (see [`Tree::add_node`]).
    pub(super) fn new(points: impl Iterator<Item = (Point, bool)>, prior: u32) -> Tree {
        let mut tree = Tree::default();
        tree.add_node(points, prior);
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

    /// Appends a node with the moves `points` and returns its index. Each point comes with
    /// whether it is the mover's reserve (a point the opponent cannot play); such a move starts
    /// with `prior` simulations lost, since spending the reserve early is rarely right.
    pub(super) fn add_node(
        &mut self,
        points: impl Iterator<Item = (Point, bool)>,
        prior: u32,
    ) -> u32 {
        let first = self.edges.len();
        self.edges.extend(points.map(|(point, reserve)| {
            let visits = if reserve { prior } else { 0 };
            Edge {
                point,
                child: UNEXPANDED,
                visits,
                wins: 0.0,
                amaf_visits: visits,
                amaf_wins: 0.0,
            }
        }));
        // Edge and node counts stay far below u32::MAX: the search caps the tree's size.
        self.nodes.push(Node {
            first: first as u32,
            len: (self.edges.len() - first) as u32,
            visits: 0,
        });
        (self.nodes.len() - 1) as u32
    }

    /// The edges of node `node`.
    fn edges_of(&self, node: u32) -> &[Edge] {
        let n = self.nodes[node as usize];
        &self.edges[n.first as usize..(n.first + n.len) as usize]
    }

    /// The index of the edge of `node` to follow, or `None` for a node without moves.
    pub(super) fn select(&self, node: u32, weights: &Weights) -> Option<u32> {
        let n = self.nodes[node as usize];
        let edges = self.edges_of(node);
        if let Some(k) = edges.iter().position(|e| e.child == WINS) {
            return Some(n.first + k as u32);
        }
        let log_visits = ((n.visits + 1) as f32).ln();
        let bias = 4.0 * weights.rave_bias * weights.rave_bias;
        let mut best = (f32::NEG_INFINITY, None);
        for (k, e) in edges.iter().enumerate() {
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
            let score = value + weights.exploration * (log_visits / (visits + 1.0)).sqrt();
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
            UNEXPANDED | WINS => None,
            child => Some(child),
        }
    }

    /// Links `edge` to its new node `child`.
    pub(super) fn set_child(&mut self, edge: u32, child: u32) {
        self.edges[edge as usize].child = child;
    }

    /// Marks `edge` as a move that wins at once.
    pub(super) fn set_wins(&mut self, edge: u32) {
        self.edges[edge as usize].child = WINS;
    }

    /// Whether `edge` is known to win at once.
    pub(super) fn wins_at_once(&self, edge: &Edge) -> bool {
        edge.child == WINS
    }

    /// Simulations through an edge so far.
    pub(super) fn visits(edge: &Edge) -> u32 {
        edge.visits
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
        rave: bool,
    ) {
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
            if rave {
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
        }
    }

    #[test]
    fn untried_moves_come_first_then_the_winners() {
        let points = [Point::new(0, 0), Point::new(1, 0)];
        let mut tree = Tree::new(points.iter().map(|&p| (p, false)), 0);
        let mut owners = Owners::new(9);
        let first = tree.select(0, &weights(false)).expect("moves");
        tree.update(
            &[Step::new(0, first)],
            Side::Black,
            Side::White,
            &mut owners,
            false,
        );
        let second = tree.select(0, &weights(false)).expect("moves");
        assert_ne!(first, second, "the untried move is next");
        owners.clear();
        tree.update(
            &[Step::new(0, second)],
            Side::Black,
            Side::Black,
            &mut owners,
            false,
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
        let mut tree = Tree::new(points.iter().map(|&p| (p, false)), 0);
        let mut owners = Owners::new(9);
        owners.set(Point::new(1, 0), Side::Black);
        owners.set(Point::new(2, 0), Side::White);
        tree.update(
            &[Step::new(0, 0)],
            Side::Black,
            Side::Black,
            &mut owners,
            true,
        );
        let amaf: Vec<u32> = tree.root_edges().iter().map(|e| e.amaf_visits).collect();
        assert_eq!(amaf, vec![1, 1, 0]);
    }
}
