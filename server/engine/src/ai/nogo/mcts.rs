//! Monte Carlo tree search for NoGo: the medium and hard levels.
//!
//! Each simulation walks down the tree by UCT blended with RAVE (see [`super::tree`]), adds a
//! node where a move has been tried often enough, finishes the game with a playout (see
//! [`super::playout`]) and counts the result on the way back up. On boards of up to 128 points
//! (11x11) a simulation plays on a copy of the root's playout board (see [`super::fast`]), whose
//! incremental legal sets make a move a few word operations, and replays the game itself only
//! where it makes a node; larger boards simulate on the game, to the same result draw for draw.
//!
//! The search checks its budget every few simulations (a simulation takes microseconds), so it
//! ends within a millisecond of the deadline or of the stop flag being set.

use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use rand::RngExt;
use rand::rngs::SmallRng;

use crate::ai::{Bot, Budget, Outlook};
use crate::{Game, Move, MoveList, NoGo, NoGoConfig, Point, Setup, Side};

use super::fast::{Geometry, PlayoutBoard};
use super::playout::{Owners, Policy, playout, playout_fast};
use super::shape;
use super::tree::{Edge, Prior, Proof, Step, Tree, Weights};

/// How often (in simulations) the search looks at the clock and the stop flag.
const CHECK_EVERY: u64 = 16;

/// The knobs of a search.
#[derive(Debug, Clone, Copy)]
pub struct Settings {
    /// The UCT exploration constant.
    pub exploration: f32,
    /// Whether RAVE statistics guide the selection.
    pub rave: bool,
    /// RAVE's bias constant: the smaller, the longer the AMAF values keep their weight.
    pub rave_bias: f32,
    /// Whether the tree proves wins and losses and carries them up (see the `tree` module).
    pub solver: bool,
    /// How many simulations a move must have had before the position after it gets a node
    /// (fewer nodes, less memory; the move's own statistics are kept either way).
    pub expand_at: u32,
    /// Virtual lost simulations a move into the mover's own reserve starts with.
    pub reserve_prior: u32,
    /// Virtual simulations a move on a point both sides may play starts with when it changes
    /// the balance of legal points, won in the share `0.5 + mobility_weight * gain` (clamped to
    /// 0..1): `gain` is how much the move raises its mover's legal points less the opponent's,
    /// beyond the one point each side loses when a point both could play is taken, so a move
    /// that leaves the opponent an extra point it can no longer play gains 1. Zero turns the
    /// prior off.
    pub mobility_prior: u32,
    /// The share of won virtual simulations a point of mobility gain is worth.
    pub mobility_weight: f32,
    /// Virtual simulations every move on a point both sides may play starts with by its shape
    /// (see [`super::shape`]), in place of the mobility prior, won in the share
    /// `0.5 + shape_scale * ln(n * p)` (clamped to 0..1), where `p` is the move's probability
    /// under the fitted softmax over the `n` legal moves: an even share for a move the fit
    /// likes no more than the average. Zero turns the prior off (and the mobility prior on).
    pub shape_prior: u32,
    /// The share of won virtual simulations a unit of log-probability above the average is worth.
    pub shape_scale: f32,
    /// How the playouts pick their moves.
    pub policy: Policy,
    /// The longest the search thinks, whatever the budget allows.
    pub max_time: Option<Duration>,
    /// The most simulations per move, for repeatable tests and benchmarks.
    pub max_playouts: Option<u64>,
    /// The most edges the tree may hold (about 24 bytes each); past it no node is added.
    pub max_edges: usize,
    /// Whether a search keeps its tree for the next one: when the next position is this one
    /// with a few moves played that the tree had nodes for, the search starts from what it
    /// already knows about that position rather than from nothing.
    pub keep_tree: bool,
}

impl Settings {
    /// These settings with knobs changed, from `name=value` pairs separated by commas: `c`
    /// (exploration), `bias` (RAVE bias), `expand`, `reserve`, `mobility`, `weight`
    /// (mobility weight), `shape`, `scale`, `redraws`, `keep` (1 or 0: whether the tree is
    /// kept). `None` for an unknown knob or a value that does not parse.
    #[must_use]
    pub fn with_knobs(mut self, knobs: &str) -> Option<Settings> {
        for knob in knobs.split(',').filter(|k| !k.is_empty()) {
            let (name, value) = knob.split_once('=')?;
            match name {
                "c" => self.exploration = value.parse().ok()?,
                "bias" => self.rave_bias = value.parse().ok()?,
                "expand" => self.expand_at = value.parse().ok()?,
                "reserve" => self.reserve_prior = value.parse().ok()?,
                "mobility" => self.mobility_prior = value.parse().ok()?,
                "weight" => self.mobility_weight = value.parse().ok()?,
                "shape" => self.shape_prior = value.parse().ok()?,
                "scale" => self.shape_scale = value.parse().ok()?,
                "keep" => self.keep_tree = value.parse::<u8>().ok()? != 0,
                "redraws" => {
                    self.policy = Policy::SpareReserve {
                        redraws: value.parse().ok()?,
                    }
                }
                _ => return None,
            }
        }
        Some(self)
    }

    /// The hard level: RAVE, priors (the shape prior among them) and reserve-sparing playouts,
    /// for as long as the budget allows.
    #[must_use]
    pub const fn hard() -> Settings {
        Settings {
            exploration: 0.05,
            rave: true,
            rave_bias: 0.005,
            solver: true,
            expand_at: 4,
            reserve_prior: 10,
            mobility_prior: 20,
            mobility_weight: 0.15,
            shape_prior: 40,
            shape_scale: 0.1,
            policy: Policy::SpareReserve { redraws: 3 },
            max_time: None,
            max_playouts: None,
            max_edges: 1 << 21,
            keep_tree: true,
        }
    }

    /// The medium level: the same search, thinking at most 0.2 s and 12,000 simulations a move.
    /// The simulation cap holds `medium` where the ladder wants it, below `hard`, on any machine:
    /// with time alone it grew with every speed-up of the search (the playout board made it
    /// half as fast again, and `hard` then won 70% of 40 games against it, not 75%).
    ///
    /// It goes without the shape prior, which `hard` gained by (+98 Elo at 1 s, see
    /// docs/strength.md): the ladder's step from `medium` to `hard` was measured without it.
    #[must_use]
    pub const fn medium() -> Settings {
        Settings {
            max_time: Some(Duration::from_millis(200)),
            max_playouts: Some(12_000),
            shape_prior: 0,
            keep_tree: false,
            ..Settings::hard()
        }
    }
}

/// What the last search did, for benchmarks and logs.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Report {
    /// Simulations run.
    pub playouts: u64,
    /// Time spent.
    pub elapsed: Duration,
    /// Edges in the tree at the end.
    pub edges: usize,
    /// Simulations the tree already held when the search started: what the search before it
    /// left below the moves played since (see [`Settings::keep_tree`]).
    pub kept: u64,
}

impl Report {
    /// Simulations per second.
    #[must_use]
    pub fn playouts_per_second(&self) -> f64 {
        self.playouts as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }
}

/// A Monte Carlo tree search bot.
#[derive(Debug, Clone)]
pub struct Mcts {
    /// The name it goes by in logs and the arena.
    name: &'static str,
    /// Its knobs.
    settings: Settings,
    /// What its last search did.
    last: Report,
    /// The last search's tree, when the settings keep it.
    kept: Option<Kept>,
}

/// A search's tree with the position it grew from, kept for the next search.
#[derive(Debug, Clone)]
struct Kept {
    /// The game's set-up.
    config: NoGoConfig,
    /// The position its history starts from.
    setup: Option<Setup>,
    /// The moves from there to the tree's root.
    history: Vec<Move>,
    /// The tree.
    tree: Tree,
}

impl Mcts {
    /// A bot called `name` that searches with `settings`.
    #[must_use]
    pub fn new(name: &'static str, settings: Settings) -> Mcts {
        Mcts {
            name,
            settings,
            last: Report::default(),
            kept: None,
        }
    }

    /// What the last call of [`Bot::choose`] did.
    #[must_use]
    pub fn last_search(&self) -> Report {
        self.last
    }

    /// The moves of `game` with their priors (see [`Settings::reserve_prior`],
    /// [`Settings::mobility_prior`] and [`Settings::shape_prior`]), into `moves` as a buffer.
    fn moves_with_priors<'a>(
        game: &'a NoGo,
        moves: &'a mut MoveList,
        s: &Settings,
    ) -> impl Iterator<Item = (Point, Prior)> + 'a {
        game.legal_moves(moves);
        let mover = game.to_move();
        let opponent = mover.opponent();
        let (reserve_prior, mobility_prior, weight) =
            (s.reserve_prior, s.mobility_prior, s.mobility_weight);
        let (shape_prior, shape_scale) = (s.shape_prior, s.shape_scale);
        // The log of each move's probability under the shape softmax, times the move count.
        let shapes: Vec<f32> = if shape_prior > 0 {
            let logits: Vec<f32> = moves
                .iter()
                .filter_map(|m| m.point())
                .map(|p| shape::logit(game, p))
                .collect();
            let top = logits.iter().copied().fold(f32::NEG_INFINITY, f32::max);
            let norm = top + logits.iter().map(|l| (l - top).exp()).sum::<f32>().ln();
            let n = (logits.len() as f32).ln();
            logits.iter().map(|l| l - norm + n).collect()
        } else {
            Vec::new()
        };
        moves
            .iter()
            .filter_map(|m| m.point())
            .enumerate()
            .map(move |(k, p)| {
                let prior = if !game.may_play(opponent, p) {
                    Prior {
                        visits: reserve_prior,
                        wins: 0.0,
                    }
                } else if let Some(&r) = shapes.get(k) {
                    let share = (0.5 + shape_scale * r).clamp(0.0, 1.0);
                    Prior {
                        visits: shape_prior,
                        wins: share * shape_prior as f32,
                    }
                } else {
                    let gain = if mobility_prior > 0 {
                        game.mobility_gain(p)
                    } else {
                        0
                    };
                    if gain == 0 {
                        Prior::default()
                    } else {
                        let share = (0.5 + weight * gain as f32).clamp(0.0, 1.0);
                        Prior {
                            visits: mobility_prior,
                            wins: share * mobility_prior as f32,
                        }
                    }
                };
                (p, prior)
            })
    }

    /// What the kept tree knows about `game`: its part below `game`'s position when `game`
    /// is the kept root's position with moves played that the tree has nodes for. Anything
    /// else (another game, a move taken back, a reply the tree never looked at) finds nothing,
    /// and the kept tree is dropped either way.
    fn reuse(&mut self, game: &NoGo) -> Option<Tree> {
        let kept = self.kept.take()?;
        if kept.config != game.config() || kept.setup.as_ref() != game.setup() {
            return None;
        }
        let later = game.history().strip_prefix(kept.history.as_slice())?;
        let mut node = 0;
        for m in later {
            let Move::Place(p) = *m else { return None };
            node = kept.tree.child_by_point(node, p)?;
        }
        Some(if node == 0 {
            kept.tree
        } else {
            kept.tree.subtree(node)
        })
    }

    /// Runs [`Mcts::search`] and hands its tree and report to `read`; keeps the tree for the
    /// next search when the settings say so.
    fn searched<T>(
        &mut self,
        game: &NoGo,
        budget: &Budget<'_>,
        rng: &mut SmallRng,
        read: impl FnOnce(&Tree, &mut SmallRng) -> T,
    ) -> T {
        let tree = self.search(game, budget, rng);
        let answer = read(&tree, rng);
        if self.settings.keep_tree {
            self.kept = Some(Kept {
                config: game.config(),
                setup: game.setup().cloned(),
                history: game.history().to_vec(),
                tree,
            });
        }
        answer
    }

    /// Runs simulations from `game` until the budget, the time cap or the playout cap ends the
    /// search, and returns the tree: a new one, or the part of the kept one below `game`.
    fn search(&mut self, game: &NoGo, budget: &Budget<'_>, rng: &mut SmallRng) -> Tree {
        let s = self.settings;
        let start = Instant::now();
        let deadline = match s.max_time {
            Some(cap) => budget.deadline.min(start + cap),
            None => budget.deadline,
        };
        let weights = self.weights();
        let mut moves = MoveList::with_capacity(game.shape().point_count());
        let mut tree = match self.reuse(game) {
            Some(tree) => tree,
            None => Tree::new(Mcts::moves_with_priors(game, &mut moves, &s)),
        };
        let kept = u64::from(tree.root_visits());
        let mut owners = Owners::new(game.config().size);
        let mut path: Vec<Step> = Vec::new();
        // Boards of up to 128 points simulate on the playout board, larger ones on the game.
        let fast = Geometry::new(game.config().size).map(|geometry| {
            let board = PlayoutBoard::new(&geometry, game);
            (geometry, board)
        });
        let root_mover = game.to_move();
        let mut playouts = 0u64;
        loop {
            if playouts.is_multiple_of(CHECK_EVERY)
                && (budget.stop.load(Ordering::Relaxed)
                    || Instant::now() >= deadline
                    || s.max_playouts.is_some_and(|cap| playouts >= cap))
            {
                break;
            }
            path.clear();
            owners.clear();
            let winner = match &fast {
                Some((geometry, board)) => {
                    let mut board = board.clone();
                    self.descend_fast(
                        game,
                        &mut tree,
                        &mut path,
                        &mut board,
                        geometry,
                        rng,
                        &mut owners,
                        &mut moves,
                    )
                }
                None => self.descend(game, &mut tree, &mut path, rng, &mut owners, &mut moves),
            };
            tree.update(&path, root_mover, winner, &mut owners, &weights);
            playouts += 1;
            // Once the root is proven won or lost, more simulations change nothing.
            let first = path.first().map_or(Proof::Open, |step| {
                Tree::proof(tree.edge(step.edge_index()))
            });
            if first == Proof::Win || (first == Proof::Loss && tree.root_lost()) {
                break;
            }
            if s.max_playouts.is_some_and(|cap| playouts >= cap) {
                break;
            }
        }
        self.last = Report {
            playouts,
            elapsed: start.elapsed(),
            edges: tree.edge_count(),
            kept,
        };
        tree
    }
}

impl Mcts {
    /// One simulation's way down the tree from `game` and its playout, on the game itself:
    /// fills `path` and `owners` and returns the winner.
    fn descend(
        &self,
        game: &NoGo,
        tree: &mut Tree,
        path: &mut Vec<Step>,
        rng: &mut SmallRng,
        owners: &mut Owners,
        moves: &mut MoveList,
    ) -> Side {
        let s = &self.settings;
        let mut pos = game.clone();
        let mut node = 0;
        loop {
            let Some(e) = tree.select(node, &self.weights()) else {
                return pos.to_move().opponent();
            };
            path.push(Step::new(node, e));
            let edge = *tree.edge(e);
            let mover = pos.to_move();
            match Tree::proof(&edge) {
                Proof::Win => return mover,
                Proof::Loss => return mover.opponent(),
                Proof::Open => {}
            }
            pos.play_unchecked(Move::Place(edge.point));
            if pos.is_over() {
                tree.set_won(e);
                return mover;
            }
            if let Some(child) = tree.child(e) {
                node = child;
                continue;
            }
            if Tree::visits(&edge) + 1 >= s.expand_at && tree.edge_count() < s.max_edges {
                let child = tree.add_node(Mcts::moves_with_priors(&pos, moves, s));
                tree.set_child(e, child);
            }
            return playout(&mut pos, s.policy, rng, owners);
        }
    }

    /// [`Mcts::descend`] on the playout board `board`, a copy of the root's: the game is
    /// replayed only where a node is made, for its moves' priors.
    #[expect(
        clippy::too_many_arguments,
        reason = "the search's buffers, lent for one simulation"
    )]
    fn descend_fast(
        &self,
        game: &NoGo,
        tree: &mut Tree,
        path: &mut Vec<Step>,
        board: &mut PlayoutBoard,
        geometry: &Geometry,
        rng: &mut SmallRng,
        owners: &mut Owners,
        moves: &mut MoveList,
    ) -> Side {
        let s = &self.settings;
        let mut mover = game.to_move();
        let mut node = 0;
        loop {
            let Some(e) = tree.select(node, &self.weights()) else {
                return mover.opponent();
            };
            path.push(Step::new(node, e));
            let edge = *tree.edge(e);
            match Tree::proof(&edge) {
                Proof::Win => return mover,
                Proof::Loss => return mover.opponent(),
                Proof::Open => {}
            }
            board.place(geometry, geometry.index(edge.point), mover);
            // The centre rule concerns the first move only, which the tree's root made.
            if board.legal_count(mover.opponent()) == 0 {
                tree.set_won(e);
                return mover;
            }
            if let Some(child) = tree.child(e) {
                node = child;
                mover = mover.opponent();
                continue;
            }
            if Tree::visits(&edge) + 1 >= s.expand_at && tree.edge_count() < s.max_edges {
                let mut pos = game.clone();
                for step in path.iter() {
                    pos.play_unchecked(Move::Place(tree.edge(step.edge_index()).point));
                }
                let child = tree.add_node(Mcts::moves_with_priors(&pos, moves, s));
                tree.set_child(e, child);
            }
            return playout_fast(board, geometry, mover.opponent(), s.policy, rng, owners);
        }
    }

    /// How the tree weighs what it knows, from the settings.
    fn weights(&self) -> Weights {
        let s = &self.settings;
        Weights {
            exploration: s.exploration,
            rave: s.rave,
            rave_bias: s.rave_bias,
            solver: s.solver,
        }
    }
}

/// How far from an even share of won simulations counts as a clear lead.
const CLEAR_LEAD: f32 = 0.15;

impl Bot<NoGo> for Mcts {
    fn name(&self) -> &str {
        self.name
    }

    /// A proof when the search has one; otherwise the share of simulations the most searched
    /// move won, past `CLEAR_LEAD` either side of even.
    fn outlook(&mut self, game: &NoGo, budget: &Budget<'_>, rng: &mut SmallRng) -> Option<Outlook> {
        if let Some(outcome) = game.outcome() {
            return Some(if outcome.winner == Some(game.to_move()) {
                Outlook::Winning
            } else {
                Outlook::Losing
            });
        }
        self.searched(game, budget, rng, |tree, _| {
            let edges = tree.root_edges();
            if edges.iter().any(|e| Tree::proof(e) == Proof::Win) {
                return Some(Outlook::Winning);
            }
            if tree.root_lost() {
                return Some(Outlook::Losing);
            }
            let best = edges.iter().max_by_key(|e| Tree::visits(e))?;
            if Tree::visits(best) == 0 {
                return None;
            }
            Some(Outlook::from_score(Tree::value(best) - 0.5, CLEAR_LEAD))
        })
    }

    fn choose(&mut self, game: &NoGo, budget: &Budget<'_>, rng: &mut SmallRng) -> Option<Move> {
        let mut moves = MoveList::new();
        game.legal_moves(&mut moves);
        if moves.len() <= 1 {
            self.last = Report::default();
            return moves.first().copied();
        }
        self.searched(game, budget, rng, |tree, rng| {
            let edges = tree.root_edges();
            if let Some(e) = edges.iter().find(|e| Tree::proof(e) == Proof::Win) {
                return Some(Move::Place(e.point));
            }
            if tree.root_visits() == 0 {
                // Stopped before the first simulation, with no kept tree to go by: any point
                // the opponent could take too.
                let opponent = game.to_move().opponent();
                let shared: Vec<Point> = edges
                    .iter()
                    .map(|e| e.point)
                    .filter(|&p| game.may_play(opponent, p))
                    .collect();
                let pool: Vec<Point> = if shared.is_empty() {
                    edges.iter().map(|e| e.point).collect()
                } else {
                    shared
                };
                return pool
                    .get(rng.random_range(0..pool.len().max(1)))
                    .copied()
                    .map(Move::Place);
            }
            // The move that won the most simulations (see `most_won`).
            edges
                .iter()
                .max_by(|a, b| most_won(a, b))
                .map(|e| Move::Place(e.point))
        })
    }
}

/// Orders root edges by how good a choice each is: the one that won the most simulations is
/// the most visited among the good ones, and untouched by the virtual losses of the priors.
/// Proven losses come last; when all moves lose, the one searched the most is the one that
/// holds out longest.
fn most_won(a: &Edge, b: &Edge) -> std::cmp::Ordering {
    let key = |e: &Edge| {
        let open = Tree::proof(e) != Proof::Loss;
        (
            open,
            Tree::value(e) * Tree::visits(e) as f32,
            Tree::visits(e),
        )
    };
    let (ka, kb) = (key(a), key(b));
    ka.0.cmp(&kb.0)
        .then(ka.1.total_cmp(&kb.1))
        .then(ka.2.cmp(&kb.2))
}

/// What a search found about a position: what a review records.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Analysis {
    /// The move the search plays.
    pub best: Point,
    /// The share of the simulations through that move which the side to move won.
    pub value: f32,
    /// The share of all the root's simulations which the side to move won. The best move's
    /// share leans to the side to move (its search chose that move for doing well), this one
    /// leans against it (it counts the moves tried and dropped).
    pub mean: f32,
    /// A proven result for the side to move: `Some(true)` won, `Some(false)` lost.
    pub proven: Option<bool>,
}

impl Mcts {
    /// Searches `game` as [`Bot::choose`] does and says what it found; `None` once the game is
    /// over.
    pub fn analyse(
        &mut self,
        game: &NoGo,
        budget: &Budget<'_>,
        rng: &mut SmallRng,
    ) -> Option<Analysis> {
        if game.is_over() {
            return None;
        }
        self.searched(game, budget, rng, |tree, _| {
            let edges = tree.root_edges();
            if let Some(e) = edges.iter().find(|e| Tree::proof(e) == Proof::Win) {
                return Some(Analysis {
                    best: e.point,
                    value: 1.0,
                    mean: 1.0,
                    proven: Some(true),
                });
            }
            let best = edges.iter().max_by(|a, b| most_won(a, b))?;
            let lost = tree.root_lost();
            let wins: f32 = edges
                .iter()
                .map(|e| Tree::value(e) * Tree::visits(e) as f32)
                .sum();
            let visits: f32 = edges.iter().map(|e| Tree::visits(e) as f32).sum();
            Some(Analysis {
                best: best.point,
                value: if lost { 0.0 } else { Tree::value(best) },
                mean: if lost { 0.0 } else { wins / visits.max(1.0) },
                proven: lost.then_some(false),
            })
        })
    }
}

impl Mcts {
    /// Searches `game` as [`Bot::choose`] does and returns each root move with the simulations
    /// it had (the priors' virtual ones left out): the search's preference over the moves, which
    /// the shape prior is fitted to (see `shape`). Empty once the game is over.
    pub fn root_visits(
        &mut self,
        game: &NoGo,
        budget: &Budget<'_>,
        rng: &mut SmallRng,
    ) -> Vec<(Point, u32)> {
        if game.is_over() {
            return Vec::new();
        }
        self.searched(game, budget, rng, |tree, _| {
            tree.root_edges()
                .iter()
                .map(|e| (e.point, Tree::visits(e)))
                .collect()
        })
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::AtomicBool;
    use std::thread;

    use rand::SeedableRng;

    use super::*;
    use crate::NoGoConfig;

    fn quick(ms: u64) -> Mcts {
        Mcts::new(
            "test",
            Settings {
                max_time: Some(Duration::from_millis(ms)),
                ..Settings::hard()
            },
        )
    }

    #[test]
    fn plays_legal_moves_to_the_end() {
        let stop = AtomicBool::new(false);
        let mut rng = SmallRng::seed_from_u64(1);
        let mut bot = quick(5);
        for size in [7, 9] {
            let config = NoGoConfig {
                size,
                center_first_forbidden: true,
            };
            let mut game = NoGo::new(&config);
            while !game.is_over() {
                let budget = Budget::new(Duration::from_secs(5), &stop);
                let m = bot.choose(&game, &budget, &mut rng).expect("a move");
                game = game.play(m).expect("legal").0;
            }
            let budget = Budget::new(Duration::from_secs(5), &stop);
            assert_eq!(bot.choose(&game, &budget, &mut rng), None);
        }
    }

    #[test]
    fn takes_a_move_that_leaves_the_opponent_nothing() {
        let stop = AtomicBool::new(false);
        let mut rng = SmallRng::seed_from_u64(2);
        let mut bot = quick(50);
        for (game, wins) in super::super::positions_with_a_win(10) {
            let budget = Budget::new(Duration::from_secs(5), &stop);
            let m = bot.choose(&game, &budget, &mut rng).expect("a move");
            assert!(
                wins.contains(&m.point().expect("a placement")),
                "{m} in {game:?}"
            );
        }
    }

    /// The priors of the moves of a 7x7 position given as text (`X` black, `O` white), black
    /// to move.
    fn priors(text: &str, settings: &Settings) -> Vec<(Point, Prior)> {
        let shape = crate::board::Shape::Square { size: 7 };
        let setup = crate::Setup::parse(shape, text, crate::Side::Black).expect("parses");
        let config = NoGoConfig {
            size: 7,
            center_first_forbidden: true,
        };
        let game = NoGo::from_setup(&config, &setup).expect("valid");
        let mut moves = MoveList::new();
        Mcts::moves_with_priors(&game, &mut moves, settings).collect()
    }

    /// The prior of the legal move `p` in the position `text` under `settings`.
    fn prior(text: &str, p: Point, settings: &Settings) -> Prior {
        priors(text, settings)
            .into_iter()
            .find(|&(q, _)| q == p)
            .map(|(_, prior)| prior)
            .expect("a legal move")
    }

    #[test]
    fn priors_follow_the_balance_of_legal_points() {
        // The mobility prior: medium's, and hard's without the shape prior.
        let s = Settings::medium();
        let prior = |text: &str, p: Point| prior(text, p, &s);
        let corner = ".X..... ......O ....... ....... ....... ....... .......";
        // b1 closes the corner a1 to white: white loses two points, black one.
        let closes = prior(corner, Point::new(0, 1));
        assert_eq!(closes.visits, s.mobility_prior);
        assert!(closes.wins > 0.5 * closes.visits as f32, "{closes:?}");
        // A point in the open changes nothing beyond itself: no prior.
        assert_eq!(prior(corner, Point::new(3, 3)), Prior::default());
        // Black's own eye: reserve, so virtual losses.
        let eye = ".X..... X.....O ....... ....... ....... ....... .......";
        let reserve = prior(eye, Point::new(0, 0));
        assert_eq!(reserve.visits, s.reserve_prior);
        assert_eq!(reserve.wins, 0.0);
        // Next to a lone white stone with two liberties, leaving it one: the point left is one
        // black may no longer play, a loss of one for black.
        let atari = "O...... ....... ....... ....... ....... ....... .......";
        let takes = prior(atari, Point::new(1, 0));
        assert_eq!(takes.visits, s.mobility_prior);
        assert!(takes.wins < 0.5 * takes.visits as f32, "{takes:?}");
    }

    /// Hard's shape prior gives every shared move its virtual simulations, more of them won for
    /// the move that closes a point to the opponent than for one in the open; the reserve keeps
    /// its virtual losses.
    #[test]
    fn the_shape_prior_weighs_every_shared_move() {
        let s = Settings::hard();
        let corner = ".X..... ......O ....... ....... ....... ....... .......";
        let all = priors(corner, &s);
        // No point there is either side's reserve.
        assert!(all.iter().all(|(_, prior)| prior.visits == s.shape_prior));
        let closes = prior(corner, Point::new(0, 1), &s);
        let open = prior(corner, Point::new(3, 3), &s);
        assert!(closes.wins > open.wins, "{closes:?} against {open:?}");
        // The shares spread: some moves start well below even.
        assert!(
            all.iter()
                .any(|(_, prior)| prior.wins < 0.4 * s.shape_prior as f32)
        );
        let eye = ".X..... X.....O ....... ....... ....... ....... .......";
        let reserve = prior(eye, Point::new(0, 0), &s);
        assert_eq!((reserve.visits, reserve.wins), (s.reserve_prior, 0.0));
    }

    /// The simulations on the playout board are the ones on the game, draw for draw: the same
    /// seed grows the same tree either way, from the empty board (centre rule and all) and from
    /// later positions.
    #[test]
    fn the_playout_board_grows_the_same_tree() {
        let bot = Mcts::new("test", Settings::hard());
        let mut setup_rng = SmallRng::seed_from_u64(5);
        for (size, plies) in [(9, 0), (9, 1), (9, 30), (7, 20), (11, 10)] {
            let config = NoGoConfig {
                size,
                center_first_forbidden: true,
            };
            let mut game = NoGo::new(&config);
            for _ in 0..plies {
                let k = setup_rng.random_range(0..game.legal_count());
                let p = game.nth_legal(k).expect("below the count");
                game.play_unchecked(Move::Place(p));
            }
            let geometry = Geometry::new(size).expect("small enough");
            let board = PlayoutBoard::new(&geometry, &game);
            let trees = [false, true].map(|fast| {
                let mut rng = SmallRng::seed_from_u64(u64::from(size) + plies);
                let mut moves = MoveList::new();
                let mut tree = Tree::new(Mcts::moves_with_priors(&game, &mut moves, &bot.settings));
                let (mut owners, mut path) = (Owners::new(size), Vec::new());
                for _ in 0..3000 {
                    path.clear();
                    owners.clear();
                    let winner = if fast {
                        let mut board = board.clone();
                        bot.descend_fast(
                            &game,
                            &mut tree,
                            &mut path,
                            &mut board,
                            &geometry,
                            &mut rng,
                            &mut owners,
                            &mut moves,
                        )
                    } else {
                        bot.descend(
                            &game,
                            &mut tree,
                            &mut path,
                            &mut rng,
                            &mut owners,
                            &mut moves,
                        )
                    };
                    tree.update(&path, game.to_move(), winner, &mut owners, &bot.weights());
                }
                (tree.edge_count(), format!("{:?}", tree.root_edges()))
            });
            assert_eq!(trees[0], trees[1], "{size}x{size} after {plies}");
        }
    }

    /// The search after a move and a reply starts from the part of its tree below them; a
    /// position the tree does not lead to (a move taken back, another game) starts afresh.
    #[test]
    fn the_next_search_starts_from_the_kept_tree() {
        let stop = AtomicBool::new(false);
        let budget = Budget::new(Duration::from_secs(30), &stop);
        let mut rng = SmallRng::seed_from_u64(6);
        let settings = Settings {
            max_playouts: Some(4000),
            ..Settings::hard()
        };
        let root_visits = |bot: &mut Mcts, game: &NoGo, rng: &mut SmallRng| -> u32 {
            bot.root_visits(game, &budget, rng)
                .iter()
                .map(|&(_, n)| n)
                .sum()
        };
        let mut bot = Mcts::new("test", settings);
        let mut game = NoGo::new(&NoGoConfig::default());
        for _ in 0..6 {
            let k = rng.random_range(0..game.legal_count());
            game.play_unchecked(Move::Place(game.nth_legal(k).expect("below the count")));
        }
        assert_eq!(
            root_visits(&mut bot, &game, &mut rng),
            4000,
            "nothing kept yet"
        );
        let start = game.clone();
        let mine = bot.choose(&game, &budget, &mut rng).expect("a move");
        assert!(game.is_legal(mine));
        game.play_unchecked(mine);
        // The reply the search looked at most, so that its node was surely made.
        let reply = bot.kept.as_ref().map(|kept| {
            let node = kept
                .tree
                .child_by_point(0, mine.point().expect("a stone"))
                .expect("made");
            kept.tree
                .subtree(node)
                .root_edges()
                .iter()
                .max_by_key(|e| Tree::visits(e))
                .expect("moves")
                .point
        });
        let reply = Move::Place(reply.expect("kept"));
        assert!(game.is_legal(reply));
        game.play_unchecked(reply);
        let after = root_visits(&mut bot, &game, &mut rng);
        assert!(after > 4000, "{after} simulations: some were kept");
        assert_eq!(bot.last_search().playouts, 4000);
        assert_eq!(bot.last_search().kept, u64::from(after - 4000));

        // Back to a position before the tree's root: a fresh start.
        assert_eq!(root_visits(&mut bot, &start, &mut rng), 4000);
        // The same position again: all of it is kept.
        assert_eq!(root_visits(&mut bot, &start, &mut rng), 8000);
        // Without keeping, never.
        let mut forgetful = Mcts::new(
            "test",
            Settings {
                keep_tree: false,
                ..settings
            },
        );
        root_visits(&mut forgetful, &start, &mut rng);
        assert_eq!(root_visits(&mut forgetful, &start, &mut rng), 4000);
    }

    #[test]
    fn keeps_the_deadline() {
        let stop = AtomicBool::new(false);
        let mut rng = SmallRng::seed_from_u64(3);
        let mut bot = Mcts::new("test", Settings::hard());
        let game = NoGo::new(&NoGoConfig::default());
        // Two tries, so that one stall of a loaded machine's scheduler does not fail it.
        let mut times = Vec::new();
        while times.len() < 2 {
            let asked = Instant::now();
            let budget = Budget::new(Duration::from_millis(150), &stop);
            let m = bot.choose(&game, &budget, &mut rng).expect("a move");
            assert!(game.is_legal(m));
            assert!(bot.last_search().playouts > 0);
            times.push(asked.elapsed());
            if asked.elapsed() < Duration::from_millis(200) {
                break;
            }
        }
        assert!(
            times.iter().all(|&t| t >= Duration::from_millis(150)),
            "{times:?}"
        );
        assert!(
            times.len() < 2 || times[1] < Duration::from_millis(200),
            "{times:?}"
        );
    }

    #[test]
    fn stops_when_told() {
        let stop = AtomicBool::new(false);
        let mut rng = SmallRng::seed_from_u64(4);
        let mut bot = Mcts::new("test", Settings::hard());
        let game = NoGo::new(&NoGoConfig::default());
        let budget = Budget::new(Duration::from_secs(30), &stop);
        let (m, lag) = thread::scope(|scope| {
            let search = scope.spawn(|| {
                let m = bot.choose(&game, &budget, &mut rng);
                (m, Instant::now())
            });
            thread::sleep(Duration::from_millis(100));
            let stopped = Instant::now();
            stop.store(true, Ordering::Relaxed);
            let (m, answered) = search.join().expect("the search ends");
            (m, answered.saturating_duration_since(stopped))
        });
        assert!(lag < Duration::from_millis(50), "{lag:?}");
        assert!(game.is_legal(m.expect("a move")));

        // Stopped before it starts, it still answers at once with a legal move.
        let asked = Instant::now();
        let m = bot.choose(&game, &budget, &mut rng).expect("a move");
        assert!(asked.elapsed() < Duration::from_millis(50));
        assert!(game.is_legal(m));
        assert_eq!(bot.last_search().playouts, 0);
    }
}
