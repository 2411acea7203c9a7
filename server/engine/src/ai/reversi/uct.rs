//! UCT, the Monte Carlo tree search of the seed programs: grow a tree one node per playout,
//! walk it by the UCB1 bound `w/n + c * sqrt(ln N / n)` with `c = sqrt 2`, and finish every
//! walk with a playout to the end of the game, random (`uct-random`) or by Roxanne's table
//! (`uct-roxanne`). The move played is the root child visited most.

use rand::Rng;
use rand::rngs::SmallRng;

use super::baselines::TableBot;
use super::position::{Position, square_move};
use super::tables::random_square;
use crate::ai::{Bot, Budget};
use crate::{Game, Move, Reversi};

/// The exploration constant of UCB1.
const EXPLORATION: f64 = std::f64::consts::SQRT_2;

/// The square number that stands for a pass in the tree.
const PASS: u8 = 64;

/// No node: the end of a sibling list.
const NONE: u32 = u32::MAX;

/// How a playout chooses its moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Playout {
    /// A uniformly random legal move.
    Random,
    /// Roxanne's choice: the best-ranked square, ties at random.
    Roxanne,
}

impl Playout {
    /// Plays `pos` out to the end and returns the final disc difference for its side to move.
    #[must_use]
    pub fn run(self, mut pos: Position, rng: &mut SmallRng) -> i32 {
        let roxanne = TableBot::roxanne();
        // `sign` is +1 while `pos` is seen from the side that was to move at the start.
        let mut sign = 1;
        let mut passed = false;
        loop {
            let moves = pos.moves();
            if moves == 0 {
                if passed {
                    // Neither side can move: the game is over.
                    return sign * pos.final_score();
                }
                passed = true;
            } else {
                passed = false;
                let square = match self {
                    Playout::Random => random_square(moves, rng.next_u64()),
                    Playout::Roxanne => roxanne.pick(moves, rng.next_u64()),
                };
                pos = Position::play(pos, square);
                sign = -sign;
                continue;
            }
            pos = pos.pass();
            sign = -sign;
        }
    }
}

/// One node of the tree: the position after a move, and what the playouts through it found.
#[derive(Debug, Clone, Copy)]
struct Node {
    /// The legal squares not yet turned into children.
    untried: u64,
    /// The first child, or [`NONE`].
    first_child: u32,
    /// The next child of the same parent, or [`NONE`].
    next_sibling: u32,
    /// Playouts through this node.
    visits: u32,
    /// Their score for the side that made the move into this node: 1 a win, 1/2 a draw.
    wins: f32,
    /// The move into this node: a square, or [`PASS`].
    square: u8,
    /// Whether the side to move must pass and that child is not made yet.
    pass_untried: bool,
}

impl Node {
    /// A fresh node for `pos`, reached by `square`.
    fn new(pos: Position, square: u8) -> Node {
        let untried = pos.moves();
        Node {
            untried,
            first_child: NONE,
            next_sibling: NONE,
            visits: 0,
            wins: 0.0,
            square,
            pass_untried: untried == 0 && pos.opponent_moves() != 0,
        }
    }
}

/// A UCT player.
#[derive(Debug, Clone)]
pub struct UctBot {
    /// The arena name.
    name: &'static str,
    /// How playouts move.
    playout: Playout,
    /// The most nodes the tree may hold; past it, walks end at the leaves they reach.
    max_nodes: usize,
    /// The tree, reused between moves to keep the allocation.
    nodes: Vec<Node>,
    /// Playouts run by the last search, for benchmarks and logs.
    last_playouts: u64,
}

impl UctBot {
    /// UCT with playouts of kind `playout`.
    #[must_use]
    pub fn new(playout: Playout) -> UctBot {
        UctBot {
            name: match playout {
                Playout::Random => "uct-random",
                Playout::Roxanne => "uct-roxanne",
            },
            playout,
            max_nodes: 2_000_000,
            nodes: Vec::new(),
            last_playouts: 0,
        }
    }

    /// The playouts of the last search.
    #[must_use]
    pub fn last_playouts(&self) -> u64 {
        self.last_playouts
    }

    /// Searches `root` until the budget runs out and returns the square of the most visited
    /// child (or [`PASS`]); `None` when the game is over.
    fn search(&mut self, root: Position, budget: &Budget<'_>, rng: &mut SmallRng) -> Option<u8> {
        self.nodes.clear();
        self.nodes.push(Node::new(root, PASS));
        let root_node = self.nodes[0];
        if root_node.untried == 0 && !root_node.pass_untried {
            return None;
        }
        // One legal move needs no thought.
        if root_node.untried.count_ones() == 1 {
            return u8::try_from(root_node.untried.trailing_zeros()).ok();
        }
        if root_node.pass_untried {
            return Some(PASS);
        }
        let mut path: Vec<u32> = Vec::with_capacity(64);
        let mut playouts = 0u64;
        loop {
            if playouts.is_multiple_of(16) && budget.exhausted() {
                break;
            }
            playouts += 1;
            path.clear();
            path.push(0);
            let mut index = 0u32;
            let mut pos = root;
            // Select: walk down while every move of the node has a child.
            loop {
                let node = self.nodes[index as usize];
                if node.untried != 0 || node.pass_untried || node.first_child == NONE {
                    break;
                }
                index = self.best_child(node);
                pos = Self::step(pos, self.nodes[index as usize].square);
                path.push(index);
            }
            // Expand: one new child, unless the tree is full or the game is over.
            let node = self.nodes[index as usize];
            if (node.untried != 0 || node.pass_untried) && self.nodes.len() < self.max_nodes {
                let square = if node.pass_untried {
                    self.nodes[index as usize].pass_untried = false;
                    PASS
                } else {
                    let square = random_square(node.untried, rng.next_u64());
                    self.nodes[index as usize].untried &= !(1u64 << square);
                    #[expect(clippy::cast_possible_truncation, reason = "a square is below 64")]
                    let square = square as u8;
                    square
                };
                pos = Self::step(pos, square);
                let child = u32::try_from(self.nodes.len()).unwrap_or(NONE);
                let mut fresh = Node::new(pos, square);
                fresh.next_sibling = node.first_child;
                self.nodes.push(fresh);
                self.nodes[index as usize].first_child = child;
                path.push(child);
            }
            // Simulate from the last node, then back the result up the path.
            let score = self.playout.run(pos, rng);
            // `score` is for the side to move at the last node; that node's move was made by
            // the other side.
            let mut result = match score.signum() {
                1 => 0.0,
                -1 => 1.0,
                _ => 0.5,
            };
            for &i in path.iter().rev() {
                let n = &mut self.nodes[i as usize];
                n.visits += 1;
                n.wins += result;
                result = 1.0 - result;
            }
        }
        self.last_playouts = playouts;
        let mut best = None;
        let mut best_visits = 0;
        let mut child = self.nodes[0].first_child;
        while child != NONE {
            let node = self.nodes[child as usize];
            if best.is_none() || node.visits > best_visits {
                best = Some(node.square);
                best_visits = node.visits;
            }
            child = node.next_sibling;
        }
        // With no playout at all, any legal move will do.
        best.or_else(|| u8::try_from(root_node.untried.trailing_zeros()).ok())
    }

    /// The child of `node` (whose moves all have children) with the best UCB1 bound.
    fn best_child(&self, node: Node) -> u32 {
        let log_parent = f64::from(node.visits.max(1)).ln();
        let mut best = node.first_child;
        let mut best_value = f64::NEG_INFINITY;
        let mut child = node.first_child;
        while child != NONE {
            let c = self.nodes[child as usize];
            let value = if c.visits == 0 {
                f64::INFINITY
            } else {
                let n = f64::from(c.visits);
                f64::from(c.wins) / n + EXPLORATION * (log_parent / n).sqrt()
            };
            if value > best_value {
                best_value = value;
                best = child;
            }
            child = c.next_sibling;
        }
        best
    }

    /// The position after the move `square` (or a pass).
    fn step(pos: Position, square: u8) -> Position {
        if square == PASS {
            pos.pass()
        } else {
            pos.play(u32::from(square))
        }
    }
}

impl Bot<Reversi> for UctBot {
    fn name(&self) -> &str {
        self.name
    }

    fn choose(&mut self, game: &Reversi, budget: &Budget<'_>, rng: &mut SmallRng) -> Option<Move> {
        if game.is_over() {
            return None;
        }
        let square = self.search(Position::of(game), budget, rng)?;
        Some(if square == PASS {
            Move::Pass
        } else {
            square_move(u32::from(square))
        })
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::AtomicBool;
    use std::time::{Duration, Instant};

    use rand::SeedableRng;

    use super::*;
    use crate::ReversiConfig;

    #[test]
    fn playouts_end_with_a_full_count() {
        let mut rng = SmallRng::seed_from_u64(3);
        let start = Position::of(&Reversi::new(&ReversiConfig));
        for playout in [Playout::Random, Playout::Roxanne] {
            for _ in 0..100 {
                let score = playout.run(start, &mut rng);
                assert!((-64..=64).contains(&score));
                // With empties going to the winner, a decided game's score has even parity.
                assert_eq!(score % 2, 0);
            }
        }
    }

    #[test]
    fn plays_legal_moves_within_the_budget() {
        let stop = AtomicBool::new(false);
        let mut rng = SmallRng::seed_from_u64(5);
        let mut game = Reversi::new(&ReversiConfig);
        let mut bot = UctBot::new(Playout::Random);
        while !game.is_over() {
            let started = Instant::now();
            let budget = Budget::new(Duration::from_millis(5), &stop);
            let m = bot.choose(&game, &budget, &mut rng).expect("a move");
            assert!(
                started.elapsed() < Duration::from_millis(5) + crate::ai::reversi::engine::SLACK
            );
            game = game.play(m).expect("legal").0;
        }
    }
}
