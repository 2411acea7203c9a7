//! The engine: threat-aware principal-variation search over the shared board.
//!
//! At the root it settles what needs no search: a five, a forced block, a win by continuous fours
//! ([`Vcf`](super::vcf::Vcf)); and when the opponent has such a win, it keeps only the moves after
//! which the opponent no longer has one. Then iterative deepening with a transposition table
//! searches the rest. Inside the tree every node answers threats first: a five wins, the opponent's
//! four must be blocked (without spending depth), an open four or two threats at once (two fours, a
//! four and an open three, two open threes) against an opponent without a four wins, and against an
//! open three only blocks and counter-fours are tried. Quiet nodes try their best few points by
//! pattern value, near the stones.

use std::borrow::Cow;
use std::time::{Duration, Instant};

use super::board::{Board, Totals, Weights};
use super::memory::{Bound, Entry, Memory, from_tt, to_tt};
use super::order::Order;
use super::patterns::{OPEN_FOUR, OPEN_THREE};
use crate::Side;
use crate::ai::Budget;

/// The score of a win at the root; a win `n` plies away scores `WIN - n`.
pub(crate) const WIN: i32 = 1_000_000;

/// Scores beyond this are wins or losses.
pub(crate) const DECIDED: i32 = WIN - 1000;

/// How many plies a win that a solver found inside the tree (continuous fours at a leaf,
/// continuous threats at an inner node) is scored as lasting: proven, but not counted, and
/// longer than the wins the tree plays out itself.
const SOLVED_PLIES: i32 = 20;

/// The deepest the tree goes, forced replies included.
const MAX_PLY: usize = 60;

/// How many nodes pass between two looks at the clock.
const CLOCK_EVERY: u64 = 16;

/// How the engine plays: the knobs that make the levels.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Settings {
    /// The deepest nominal depth of the iterative deepening.
    pub(crate) max_depth: i32,
    /// How many quiet moves an inner node tries, best first.
    pub(crate) width: usize,
    /// How many quiet moves the root tries.
    pub(crate) root_width: usize,
    /// How many attacking moves deep the root's VCF searches go.
    pub(crate) vcf_depth: u8,
    /// Nodes a VCF search at a leaf may use; zero for none.
    pub(crate) leaf_vcf: u64,
    /// Nodes the root's search for a win by continuous threats may use; zero for none.
    pub(crate) vct_nodes: u64,
    /// How many attacking moves deep that search goes.
    pub(crate) vct_depth: u8,
    /// Nodes the root may spend on each look for the opponent's win by continuous threats
    /// (once after a pass, then once after each candidate when it has one); zero for none.
    pub(crate) vct_defence: u64,
    /// Nodes an inner node may spend looking for the side to move's win by continuous threats;
    /// zero for none. Only nodes with at least [`Settings::node_vct_from`] plies left look: a
    /// deep win found there is one the plies below could not reach.
    pub(crate) node_vct: u64,
    /// The fewest plies an inner node must have left to look for a win by continuous threats.
    pub(crate) node_vct_from: i32,
    /// The most a quiet point's history adds to its value in the move order; zero for none.
    /// A quiet move that cuts a node off is likely to cut off its cousins too, whatever its
    /// codes say, so the search keeps per point and side how often that happened (depth²
    /// × 4 for each cutoff, as much taken from the moves tried before it), and a quiet node
    /// chooses its [`Settings::width`] points by the order's value plus that history: points
    /// the codes rank low get in where the tree has shown them to work. Started afresh each
    /// search (kept from move to move it gained nothing).
    pub(crate) history: i32,
    /// Whether a side to move that can make two threats at once (two fours, a four and an open
    /// three, two open threes) against an opponent with no four scores as winning: the
    /// opponent can stop one threat only, and has no four to gain a move with. Renju's black
    /// is forbidden two of them and is left to the search.
    pub(crate) combo_wins: bool,
    /// The longest the engine thinks, whatever the budget allows.
    pub(crate) time_cap: Option<Duration>,
    /// From which quiet move of a node (counting from 0) the moves that make no threat and
    /// stop none are searched a ply shallower first (late move reduction); zero for never.
    pub(crate) reduce_from: usize,
    /// The move order's weights, when not the board's own ([`Order::table_for_lines`]).
    pub(crate) order: Option<Order>,
    /// Whether moves are ordered by the hand-set order ([`Board::value`]) when `order` gives
    /// none, rather than by the board's fitted one: `medium` and the review keep what they
    /// were measured with.
    pub(crate) hand_order: bool,
    /// The percentage of the time after which no new iteration is started.
    pub(crate) spend: u8,
    /// The evaluation's weights, when not the board's own ([`Weights::for_lines`]).
    pub(crate) weights: Option<Weights>,
    /// Whether the square board is judged with [`Weights::HAND_SET`] rather than its fitted
    /// weights (when `weights` gives none): for what was measured with them, `medium`'s
    /// place on the ladder and the review's scales.
    pub(crate) hand_set_square: bool,
}

/// What a search found, for the bot and for the benchmarks.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Found {
    /// The cell to play.
    pub(crate) best: usize,
    /// Its score for the side to move.
    pub(crate) score: i32,
    /// The last depth searched to the end.
    pub(crate) depth: i32,
    /// Nodes of the main search.
    pub(crate) nodes: u64,
}

/// One search from one root.
struct Search<'a> {
    /// The position, changed and restored as the tree is walked.
    board: Board,
    /// The engine's knobs.
    settings: Settings,
    /// Transposition table and VCF solver.
    memory: &'a mut Memory,
    /// The budget, with the deadline the engine gives itself.
    budget: Budget<'a>,
    /// Nodes searched.
    nodes: u64,
    /// Set once the budget ran out: every score after that is meaningless.
    stopped: bool,
    /// A reusable move list per ply, each move packed with its value ([`packed`]).
    lists: Vec<Vec<u64>>,
    /// The move order's values by key ([`Order::table`]); `None` for the hand-set order.
    order: Option<Cow<'static, [[i32; 2]]>>,
}

/// Chooses a move for the side to move on `board`. `None` only if the board has no free point.
/// `noise` breaks ties between equally valued root moves (from the bot's random generator).
pub(crate) fn think(
    board: Board,
    settings: Settings,
    memory: &mut Memory,
    budget: &Budget<'_>,
    noise: &mut dyn FnMut() -> u32,
) -> Option<Found> {
    let start = Instant::now();
    let deadline = match settings.time_cap {
        Some(cap) => budget.deadline.min(start + cap),
        None => budget.deadline,
    };
    let budget = Budget {
        deadline,
        stop: budget.stop,
    };
    let board = match settings.weights {
        Some(weights) => board.with_weights(weights),
        None if settings.hand_set_square && board.grid().lines().len() == 4 => {
            board.with_weights(Weights::HAND_SET)
        }
        None => board,
    };
    memory.age = (memory.age + 1) & 63;
    Search::new(board, settings, memory, budget).root(start, noise)
}

impl<'a> Search<'a> {
    /// A search of `board` that has counted no node yet.
    fn new(
        board: Board,
        settings: Settings,
        memory: &'a mut Memory,
        budget: Budget<'a>,
    ) -> Search<'a> {
        let order = match settings.order {
            Some(order) => Some(Cow::Owned(order.table())),
            None if settings.hand_order => None,
            None => Order::table_for_lines(board.grid().lines().len()).map(Cow::Borrowed),
        };
        if settings.history > 0 {
            let cells = board.cells().iter().max().map_or(0, |&i| i + 1);
            memory.history.clear();
            memory.history.resize(cells, [0; 2]);
        }
        Search {
            board,
            settings,
            memory,
            budget,
            nodes: 0,
            stopped: false,
            lists: vec![Vec::new(); MAX_PLY + 2],
            order,
        }
    }

    /// The root: the cases that need no search, then iterative deepening.
    fn root(&mut self, start: Instant, noise: &mut dyn FnMut() -> u32) -> Option<Found> {
        let me = self.board.to_move();
        let op = me.opponent();
        let quick = |best: usize, score: i32| Found {
            best,
            score,
            depth: 0,
            nodes: 0,
        };
        if self.board.free() == 0 {
            return None;
        }
        if self.board.free() == self.board.cells().len() {
            let centre = self.board.grid().shape().center();
            return self.board.grid().index(centre).map(|i| quick(i, 0));
        }
        if self.board.five_count(me) > 0 {
            return self.board.five_points(me).next().map(|i| quick(i, WIN));
        }
        if self.board.five_count(op) > 0 {
            // Block it (the only move that does not lose at once), even when there are two;
            // with two, the game is lost in two plies.
            let score = if self.board.five_count(op) > 1 {
                -(WIN - 2)
            } else {
                0
            };
            return self.board.five_points(op).next().map(|i| quick(i, score));
        }
        // A win by continuous fours, searched for at most a third of the time.
        let third = Instant::now() + self.budget.deadline.saturating_duration_since(start) / 3;
        let vcf_budget = Budget {
            deadline: third.min(self.budget.deadline),
            stop: self.budget.stop,
        };
        if let Some(i) = self.memory.vcf.solve(
            &mut self.board,
            self.settings.vcf_depth,
            u64::MAX,
            &vcf_budget,
        ) {
            return Some(quick(i, WIN));
        }
        if self.settings.vct_nodes > 0
            && let Some(i) = self.memory.vcf.solve_vct(
                &mut self.board,
                self.settings.vct_depth,
                self.settings.vct_nodes,
                &vcf_budget,
            )
        {
            return Some(quick(i, WIN - 1));
        }

        let mut moves = self.root_moves(noise);
        if moves.is_empty() {
            return None;
        }
        // The opponent's continuous fours: keep only the moves that stop them; its continuous
        // threats (when looked for): the moves that stop them go first.
        let threes = Threat::Threes(self.settings.vct_defence);
        if self.opponent_wins(Threat::Fours, &vcf_budget) {
            moves = self.defences(moves, Threat::Fours, &vcf_budget);
        } else if self.settings.vct_defence > 0 && self.opponent_wins(threes, &vcf_budget) {
            moves = self.defences(moves, threes, &vcf_budget);
        }
        if moves.len() == 1 {
            return Some(quick(moves[0], 0));
        }

        let mut best = moves[0];
        let mut best_score = -WIN;
        let mut depth_done = 0;
        for depth in 1..=self.settings.max_depth {
            let (score, mv) = self.root_iteration(&mut moves, depth);
            if self.stopped {
                // The first move of an iteration is the previous best; a move that beat it at
                // this depth before the clock ran out is the better choice.
                if let Some(mv) = mv {
                    best = mv;
                    best_score = score;
                }
                break;
            }
            if let Some(mv) = mv {
                best = mv;
                best_score = score;
            }
            depth_done = depth;
            if best_score.abs() >= DECIDED {
                break;
            }
            // Another iteration costs several times this one: start it only while the share of
            // the time it may use is not spent. One the clock cuts short still counts for the
            // moves it searched to the end.
            let spent = start.elapsed();
            let total = self.budget.deadline.saturating_duration_since(start);
            if spent.as_secs_f64() * 100.0 > total.as_secs_f64() * f64::from(self.settings.spend) {
                break;
            }
        }
        Some(Found {
            best,
            score: best_score,
            depth: depth_done,
            nodes: self.nodes,
        })
    }

    /// The root's candidates, best first: every allowed free point near the stones, ranked by
    /// value, the first [`Settings::root_width`] of them.
    fn root_moves(&mut self, noise: &mut dyn FnMut() -> u32) -> Vec<usize> {
        let me = self.board.to_move();
        let mut scored: Vec<(i32, u32, usize)> = Vec::new();
        for k in 0..self.board.cells().len() {
            let i = self.board.cells()[k];
            if !self.board.is_free(i) || !self.board.is_near(i) {
                continue;
            }
            let v = self.rank(i);
            scored.push((v, noise() % 16, i));
        }
        scored.sort_unstable_by(|a, b| b.cmp(a));
        let mut out = Vec::new();
        for (_, _, i) in scored {
            if out.len() >= self.settings.root_width {
                break;
            }
            if self.board.allowed(i, me) {
                out.push(i);
            }
        }
        out
    }

    /// Whether the side to move has a win of the kind `threat`, found within its limits.
    fn threat_found(&mut self, threat: Threat, budget: &Budget<'_>) -> bool {
        let solver = &mut self.memory.vcf;
        match threat {
            Threat::Fours => solver
                .solve(&mut self.board, self.settings.vcf_depth, u64::MAX, budget)
                .is_some(),
            Threat::Threes(limit) => solver
                .solve_vct(
                    &mut self.board,
                    self.settings.vct_depth.max(1),
                    limit,
                    budget,
                )
                .is_some(),
        }
    }

    /// Whether the opponent, were it to move now, has a win of the kind `threat`.
    fn opponent_wins(&mut self, threat: Threat, budget: &Budget<'_>) -> bool {
        self.board.pass();
        let found = self.threat_found(threat, budget);
        self.board.pass();
        found
    }

    /// The moves after which the opponent has no win of the kind `threat`. Moves the solver
    /// could not settle in time are kept after the proven ones; when nothing defends, all moves
    /// are kept (the game is lost, and the search picks the longest resistance). A threat
    /// search that finds nothing within its nodes proves nothing, so against continuous threats
    /// the moves it does not refute are kept in their order, ahead of the rest.
    fn defences(&mut self, moves: Vec<usize>, threat: Threat, budget: &Budget<'_>) -> Vec<usize> {
        let me = self.board.to_move();
        let op = me.opponent();
        // Every free point near the stones can be a defence, not only the top-ranked ones.
        let mut all: Vec<usize> = moves.clone();
        for k in 0..self.board.cells().len() {
            let i = self.board.cells()[k];
            if self.board.is_free(i)
                && (self.board.is_near(i) || self.board.makes_four(i, op))
                && !all.contains(&i)
                && self.board.allowed(i, me)
            {
                all.push(i);
            }
        }
        let mut proven = Vec::new();
        let mut unsure = Vec::new();
        for i in all {
            if budget.exhausted() {
                // No time to prove the rest: they are kept as unsure.
                unsure.push(i);
                continue;
            }
            self.board.play(i);
            let refuted = self.threat_found(threat, budget);
            let stopped = self.memory.vcf.stopped();
            self.board.undo();
            match (refuted, stopped) {
                (false, false) => proven.push(i),
                (false, true) => unsure.push(i),
                (true, _) => {}
            }
        }
        if !proven.is_empty() {
            if matches!(threat, Threat::Threes(_)) {
                proven.extend(unsure);
                proven.truncate(self.settings.root_width.max(moves.len()));
            }
            proven
        } else if !unsure.is_empty() {
            unsure
        } else {
            moves
        }
    }

    /// One iteration at the root: every move searched to `depth`, the best moved to the front.
    /// Gives the best score and move found (the move is `None` if the clock ran out before the
    /// first move was searched).
    fn root_iteration(&mut self, moves: &mut [usize], depth: i32) -> (i32, Option<usize>) {
        let mut alpha = -WIN - 1;
        let beta = WIN + 1;
        let mut best: Option<(usize, i32)> = None;
        for (k, &i) in moves.iter().enumerate() {
            self.board.play(i);
            let score = if k == 0 {
                -self.negamax(depth - 1, -beta, -alpha, 1)
            } else {
                let s = -self.negamax(depth - 1, -alpha - 1, -alpha, 1);
                if s > alpha && !self.stopped {
                    -self.negamax(depth - 1, -beta, -alpha, 1)
                } else {
                    s
                }
            };
            self.board.undo();
            if self.stopped {
                break;
            }
            if score > alpha {
                alpha = score;
                best = Some((k, score));
            }
        }
        match best {
            Some((k, score)) => {
                moves[..=k].rotate_right(1);
                (score, Some(moves[0]))
            }
            None => (alpha, None),
        }
    }

    /// Looks at the clock now and then.
    fn tick(&mut self) {
        self.nodes += 1;
        if self.nodes.is_multiple_of(CLOCK_EVERY) && self.budget.exhausted() {
            self.stopped = true;
        }
    }

    /// The score of the position for the side to move, searched `depth` plies deep (forced
    /// replies do not count), within the window `alpha..beta`.
    fn negamax(&mut self, depth: i32, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        let me = self.board.to_move();
        let op = me.opponent();
        let ply_score = i32::try_from(ply).unwrap_or(0);
        if self.board.five_count(me) > 0 {
            return WIN - ply_score;
        }
        if self.board.free() == 0 {
            return 0;
        }
        self.tick();
        if self.stopped {
            return 0;
        }
        if ply >= MAX_PLY {
            return self.board.evaluate();
        }
        match self.board.five_count(op) {
            0 => {}
            1 => {
                let Some(block) = self.board.five_point(op) else {
                    return 0;
                };
                if !self.board.allowed(block, me) {
                    return -(WIN - ply_score - 1);
                }
                if depth <= 0
                    && let Some((score, _)) = self.leaf_after(block, ply + 1)
                {
                    return -score;
                }
                self.memory.prefetch(self.board.hash_after(block));
                self.board.play(block);
                let score = -self.negamax(depth, -beta, -alpha, ply + 1);
                self.board.undo();
                return score;
            }
            _ => return -(WIN - ply_score - 1),
        }
        if self.board.open_four_moves(me) > 0
            && self.board.four_moves(op) == 0
            && self.has_open_four(me)
        {
            return WIN - ply_score - 2;
        }
        if self.double_threat_wins(self.board.totals(), me) {
            return WIN - ply_score - 4;
        }
        if depth <= 0 {
            return self.leaf(ply_score);
        }

        let hash = self.board.hash();
        let mut tt_move = None;
        if let Some(entry) = self.memory.probe(hash) {
            tt_move = usize::try_from(entry.best).ok();
            if i32::from(entry.depth) >= depth {
                let score = from_tt(entry.score, ply_score);
                match entry.bound {
                    Bound::Exact => return score,
                    Bound::Lower if score >= beta => return score,
                    Bound::Upper if score <= alpha => return score,
                    _ => {}
                }
            }
        }

        if let Some(score) = self.node_threat_win(depth, ply_score, hash) {
            return score;
        }

        // The table's move is the best of this position's own list at a shallower depth, so it
        // is tried before the list is made: when it cuts off, the list is never made.
        let tt_first = tt_move.filter(|&t| self.board.is_free(t));
        let mut pending = tt_first;
        let mut list = std::mem::take(&mut self.lists[ply]);
        list.clear();
        let mut limit = None;
        let mut next = 0;
        // Against an open three every move is a defence or a four: none is reduced.
        let quiet = self.board.open_four_moves(op) == 0;
        let alpha_in = alpha;
        let mut best_score = -WIN;
        let mut best_move = None;
        let mut searched = 0;
        loop {
            let i = if let Some(t) = pending.take() {
                t
            } else {
                let limit = *limit.get_or_insert_with(|| self.node_moves(&mut list, tt_first));
                let Some(i) = pick(&mut list, next, limit) else {
                    break;
                };
                next += 1;
                i
            };
            if !self.board.allowed(i, me) {
                continue;
            }
            let reduce = i32::from(
                quiet
                    && depth >= 3
                    && self.settings.reduce_from > 0
                    && searched >= self.settings.reduce_from
                    && self.board.best(i, me) < OPEN_THREE
                    && self.board.best(i, op) < OPEN_THREE,
            );
            let leaf = if depth == 1 {
                self.leaf_after(i, ply + 1)
            } else {
                None
            };
            let score = if let Some((v, counted)) = leaf {
                // A leaf's score does not depend on the window: the search again with the full
                // window that a score inside it calls for would give the same, counting the node
                // once more.
                if searched > 0 && counted && -v > alpha && -v < beta && !self.stopped {
                    self.tick();
                }
                -v
            } else {
                if depth > 1 {
                    self.memory.prefetch(self.board.hash_after(i));
                }
                self.board.play(i);
                let score = if searched == 0 {
                    -self.negamax(depth - 1, -beta, -alpha, ply + 1)
                } else {
                    let mut s = alpha + 1;
                    if reduce > 0 {
                        s = -self.negamax(depth - 1 - reduce, -alpha - 1, -alpha, ply + 1);
                    }
                    if s > alpha && !self.stopped {
                        s = -self.negamax(depth - 1, -alpha - 1, -alpha, ply + 1);
                    }
                    if s > alpha && s < beta && !self.stopped {
                        -self.negamax(depth - 1, -beta, -alpha, ply + 1)
                    } else {
                        s
                    }
                };
                self.board.undo();
                score
            };
            searched += 1;
            if self.stopped {
                break;
            }
            if score > best_score {
                best_score = score;
                best_move = Some(i);
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                if quiet && self.settings.history > 0 {
                    let tt_tried = tt_first.filter(|&t| t != i);
                    self.reward(i, me, depth, &list[..next], tt_tried);
                }
                break;
            }
        }
        self.lists[ply] = list;
        if self.stopped {
            return 0;
        }
        if searched == 0 {
            // Every candidate was forbidden: judge the position as it stands.
            return self.board.evaluate();
        }
        let bound = if best_score >= beta {
            Bound::Lower
        } else if best_score > alpha_in {
            Bound::Exact
        } else {
            Bound::Upper
        };
        let entry = Entry {
            key: hash,
            score: to_tt(best_score, ply_score),
            best: best_move.and_then(|i| u32::try_from(i).ok()).unwrap_or(0),
            depth: i8::try_from(depth).unwrap_or(i8::MAX),
            bound,
            age: self.memory.age,
        };
        self.memory.store(entry);
        best_score
    }

    /// A win by continuous threats of the side to move, looked for at an inner node with
    /// [`Settings::node_vct_from`] plies or more left whose opponent has no open three (against
    /// one, only fours can win, and the node's own search tries them): its score, a win some
    /// plies further than the search can tell, remembered in the table as a lower bound.
    fn node_threat_win(&mut self, depth: i32, ply_score: i32, hash: u64) -> Option<i32> {
        let op = self.board.to_move().opponent();
        if self.settings.node_vct == 0
            || depth < self.settings.node_vct_from
            || self.board.open_four_moves(op) > 0
        {
            return None;
        }
        let first = self.memory.vcf.solve_vct(
            &mut self.board,
            self.settings.vct_depth,
            self.settings.node_vct,
            &self.budget,
        )?;
        let score = WIN - ply_score - SOLVED_PLIES;
        self.memory.store(Entry {
            key: hash,
            score: to_tt(score, ply_score),
            best: u32::try_from(first).unwrap_or(0),
            depth: i8::MAX,
            bound: Bound::Lower,
            age: self.memory.age,
        });
        Some(score)
    }

    /// A quiet move `i` of `me` cut a node `depth` plies deep off: its history rises, and that
    /// of the moves tried before it (the picked part of `tried`, and the table's move `tt`)
    /// falls, each by a step that shrinks as the value nears the bound.
    fn reward(&mut self, i: usize, me: Side, depth: i32, tried: &[u64], tt: Option<usize>) {
        let bound = self.settings.history;
        let step = (depth * depth * 4).min(bound);
        let s = me.index();
        let push = |h: &mut i32, by: i32| *h += by - *h * by.abs() / bound;
        push(&mut self.memory.history[i][s], step);
        for j in tried.iter().filter_map(|&word| move_of(word)) {
            if j != i {
                push(&mut self.memory.history[j][s], -step);
            }
        }
        if let Some(j) = tt {
            push(&mut self.memory.history[j][s], -step);
        }
    }

    /// How promising free cell `i` is for the side to move to try: the move order's value of
    /// its codes for both sides.
    fn rank(&self, i: usize) -> i32 {
        let me = self.board.to_move();
        let op = me.opponent();
        match &self.order {
            Some(table) => table[self.board.key(i, me)][0] + table[self.board.key(i, op)][1],
            None => self.board.value(i, me) + self.board.value(i, op),
        }
    }

    /// What [`Search::negamax`] gives at depth 0 after the side to move plays free cell `i`, at
    /// `ply`, for the side to move then, worked out from the totals the move would leave
    /// ([`Board::totals_after`]) rather than by playing it: most nodes are such leaves, and
    /// playing and taking back a stone costs several times more. With it, whether the node was
    /// counted (the search counts a node only once it is not decided by a five or a full board).
    /// `None` when the leaf needs the position itself: a four to block, renju's forbidden
    /// points, the depth limit of the tree, a leaf whose side to move may have a VCF to find.
    fn leaf_after(&mut self, i: usize, ply: usize) -> Option<(i32, bool)> {
        if self.board.renju() || ply >= MAX_PLY {
            return None;
        }
        let me = self.board.to_move().opponent();
        let op = me.opponent();
        let ply_score = i32::try_from(ply).unwrap_or(0);
        let after = self.board.totals_after(i);
        if after.five_count(me) > 0 {
            return Some((WIN - ply_score, false));
        }
        if self.board.free() == 1 {
            return Some((0, false));
        }
        if after.five_count(op) == 1 {
            return None;
        }
        // A side to move with two fours may have continuous fours: the leaf looks for them.
        if self.settings.leaf_vcf > 0 && after.four_moves(me) >= 2 && after.five_count(op) == 0 {
            return None;
        }
        self.tick();
        if self.stopped {
            return Some((0, true));
        }
        // Without renju every point that makes an open four may be played.
        let score = if after.five_count(op) > 1 {
            -(WIN - ply_score - 1)
        } else if after.open_four_moves(me) > 0 && after.four_moves(op) == 0 {
            WIN - ply_score - 2
        } else if self.double_threat_wins(&after, me) {
            WIN - ply_score - 4
        } else {
            static_score(&after, me, self.board.weights())
        };
        Some((score, true))
    }

    /// The score of a position at the end of the nominal depth: a win by continuous fours if a
    /// short search finds one, the static evaluation otherwise.
    fn leaf(&mut self, ply_score: i32) -> i32 {
        let me = self.board.to_move();
        if self.settings.leaf_vcf > 0 && self.board.four_moves(me) >= 2 {
            let found = self.memory.vcf.solve(
                &mut self.board,
                self.settings.vcf_depth,
                self.settings.leaf_vcf,
                &self.budget,
            );
            if found.is_some() {
                return WIN - ply_score - SOLVED_PLIES;
            }
        }
        static_score(self.board.totals(), me, self.board.weights())
    }

    /// Whether `me`, to move in a position with `totals`, wins by two threats at once
    /// ([`Settings::combo_wins`]): it has a point for them, the opponent no point for a four,
    /// and renju does not forbid them.
    fn double_threat_wins(&self, totals: &Totals, me: Side) -> bool {
        self.settings.combo_wins
            && totals.combo_moves(me) > 0
            && totals.four_moves(me.opponent()) == 0
            && !(self.board.renju() && me == Side::Black)
    }

    /// Whether `side` has an allowed point that makes an open four.
    fn has_open_four(&mut self, side: Side) -> bool {
        for k in 0..self.board.cells().len() {
            let i = self.board.cells()[k];
            if self.board.is_free(i)
                && self.board.best(i, side) == OPEN_FOUR
                && self.board.allowed(i, side)
            {
                return true;
            }
        }
        false
    }

    /// Fills `list`, unordered, with the moves a node may try, each with its value: against an
    /// open three only the blocks and the side's own fours; otherwise the points near the
    /// stones. Gives how many of them the node tries, best first ([`pick`]): all when forced,
    /// otherwise the best [`Settings::width`], of which the table's move `tried` (searched
    /// already, left out of the list) is one.
    fn node_moves(&self, list: &mut Vec<u64>, tried: Option<usize>) -> usize {
        let me = self.board.to_move();
        let op = me.opponent();
        list.clear();
        let forced = self.board.open_four_moves(op) > 0;
        let mut width = self.settings.width;
        for &i in self.board.cells() {
            if !self.board.is_free(i) {
                continue;
            }
            let candidate = if forced {
                self.board.makes_four(i, op) || self.board.makes_four(i, me)
            } else {
                self.board.is_near(i)
            };
            if !candidate {
                continue;
            }
            if Some(i) == tried {
                width = width.saturating_sub(1);
            } else {
                let mut value = self.rank(i);
                if !forced && self.settings.history > 0 {
                    value = (value + self.memory.history[i][me.index()]).max(0);
                }
                list.push(packed(value, i));
            }
        }
        if forced { list.len() } else { width }
    }
}

/// A kind of win the root defends against.
#[derive(Debug, Clone, Copy)]
enum Threat {
    /// Continuous fours, searched to the end.
    Fours,
    /// Continuous threats (fours and open threes), searched for at most this many nodes.
    Threes(u64),
}

/// The static score of a leaf for `me` to move, from its totals: the evaluation, and on top of
/// it the bonus of a side to move with an open three, which makes an open four before the
/// opponent can.
fn static_score(totals: &Totals, me: Side, weights: &Weights) -> i32 {
    let mut score = totals.evaluate(me);
    if totals.open_four_moves(me) > 0 {
        score += weights.open_four;
    }
    score
}

/// How many of a node's moves are picked one by one before the rest of those it tries are
/// sorted at once: most nodes that cut off do so within their first few moves, and a pass for
/// the best of the rest costs less than ordering a dozen.
const PICKED_ONE_BY_ONE: usize = 3;

/// A move `i` and its `value` (never below zero) in one word that orders as the pair
/// (value, move) does: one comparison the processor makes without a branch.
fn packed(value: i32, i: usize) -> u64 {
    debug_assert!(value >= 0 && u32::try_from(i).is_ok());
    u64::from(value.cast_unsigned()) << 32 | (i as u64 & 0xFFFF_FFFF)
}

/// The move of a word made by [`packed`].
fn move_of(word: u64) -> Option<usize> {
    usize::try_from(word & 0xFFFF_FFFF).ok()
}

/// The move `next` of a node's list in order of value, best first (the words are all
/// different, so the order is the same however it is reached), or `None` after the first
/// `limit`. The moves before `next` were picked already and are in place.
fn pick(list: &mut Vec<u64>, next: usize, limit: usize) -> Option<usize> {
    if next >= limit.min(list.len()) {
        return None;
    }
    if next < PICKED_ONE_BY_ONE {
        let rest = &mut list[next..];
        let (mut best, mut top) = (0, rest[0]);
        for (k, &word) in rest.iter().enumerate().skip(1) {
            if word > top {
                (best, top) = (k, word);
            }
        }
        rest.swap(0, best);
    } else if next == PICKED_ONE_BY_ONE {
        // Only the best `limit` are tried: put them first, then sort only them.
        let want = limit - next;
        if list.len() - next > want {
            list[next..].select_nth_unstable_by(want - 1, |a, b| b.cmp(a));
            list.truncate(limit);
        }
        list[next..].sort_unstable_by(|a, b| b.cmp(a));
    }
    move_of(list[next])
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A search of `board` with an hour to think: the tests call its parts, not the clock.
    fn unhurried<'a>(
        board: Board,
        settings: Settings,
        memory: &'a mut Memory,
        stop: &'a std::sync::atomic::AtomicBool,
    ) -> Search<'a> {
        Search::new(
            board,
            settings,
            memory,
            Budget::new(Duration::from_secs(3600), stop),
        )
    }

    /// A leaf worked out from the totals a move would leave ([`Search::leaf_after`]) scores and
    /// counts as the leaf played and searched at depth 0, at every free point near the stones,
    /// along games on both boards whose moves are half the time the best by value (so that
    /// fours, open fours and fives come up) and half the time random.
    #[test]
    fn leaves_worked_out_score_as_leaves_played() {
        use std::sync::atomic::AtomicBool;

        use rand::rngs::SmallRng;
        use rand::{RngExt, SeedableRng};

        use super::super::patterns::FIVE;
        use crate::board::{Grid, Shape};

        let stop = AtomicBool::new(false);
        // How often each kind of leaf came up: a five, the opponent's two fives, an open four,
        // two threats at once, a static score, and a leaf that must be played.
        let mut kinds = [0_usize; 6];
        for (shape, seed) in [
            (Shape::Square { size: 15 }, 1),
            (Shape::Square { size: 15 }, 2),
            (Shape::Hex { size: 8 }, 3),
            (Shape::Hex { size: 8 }, 4),
        ] {
            let grid = Grid::new(shape);
            let mut board = Board::new(&grid, Side::Black, [crate::games::Five::AtLeast; 2], false);
            board.play(board.cells()[board.cells().len() / 2]);
            let mut memory = Memory::default();
            let mut search = unhurried(board, super::super::engine::HARD, &mut memory, &stop);
            let mut rng = SmallRng::seed_from_u64(seed);
            for ply in 1..70 {
                let near: Vec<usize> = search
                    .board
                    .cells()
                    .iter()
                    .copied()
                    .filter(|&i| search.board.is_free(i) && search.board.is_near(i))
                    .collect();
                for &i in &near {
                    let Some((worked_out, counted)) = search.leaf_after(i, ply) else {
                        kinds[5] += 1;
                        continue;
                    };
                    let nodes = search.nodes;
                    search.board.play(i);
                    let played = search.negamax(0, -WIN - 1, WIN + 1, ply);
                    search.board.undo();
                    assert_eq!(
                        (worked_out, counted),
                        (played, search.nodes > nodes),
                        "{shape:?}, ply {ply}, move {i}"
                    );
                    let ply_score = i32::try_from(ply).expect("small");
                    let kind = match played {
                        s if s == WIN - ply_score => 0,
                        s if s == -(WIN - ply_score - 1) => 1,
                        s if s == WIN - ply_score - 2 => 2,
                        s if s == WIN - ply_score - 4 => 3,
                        _ => 4,
                    };
                    kinds[kind] += 1;
                }
                // The game goes on without fives, so that every position is one a search meets.
                let me = search.board.to_move();
                let mut moves: Vec<usize> = near
                    .into_iter()
                    .filter(|&i| search.board.best(i, me) < FIVE)
                    .collect();
                if moves.is_empty() {
                    break;
                }
                moves.sort_by_key(|&i| {
                    std::cmp::Reverse(
                        search.board.value(i, me) + search.board.value(i, me.opponent()),
                    )
                });
                let k = if rng.random_range(0..2) == 0 {
                    0
                } else {
                    rng.random_range(0..moves.len())
                };
                search.board.play(moves[k]);
            }
        }
        println!("kinds of leaves: {kinds:?}");
        assert!(kinds.iter().all(|&n| n > 0), "kinds of leaves: {kinds:?}");
    }

    /// A double open three for black to move is a win by continuous threats one move deep:
    /// a node one ply above the leaves sees it only when it looks for such wins itself, and
    /// remembers it as a lower bound.
    #[test]
    fn inner_nodes_find_wins_by_continuous_threats() {
        use std::sync::atomic::AtomicBool;

        use crate::Point;
        use crate::board::{Grid, Shape};

        let stop = AtomicBool::new(false);
        let grid = Grid::new(Shape::Square { size: 15 });
        let at = |x, y| grid.index(Point { x, y }).expect("on the board");
        let mut board = Board::new(&grid, Side::Black, [crate::games::Five::AtLeast; 2], false);
        // Black's two twos meet at (7, 7); white's stones sit in the corners.
        for (black, white) in [
            ((5, 7), (0, 0)),
            ((6, 7), (0, 14)),
            ((7, 5), (14, 0)),
            ((7, 6), (14, 14)),
        ] {
            board.play(at(black.0, black.1));
            board.play(at(white.0, white.1));
        }
        let hash = board.hash();
        for (node_vct, decided) in [(0, false), (1000, true)] {
            let settings = Settings {
                node_vct,
                node_vct_from: 1,
                history: 0,
                combo_wins: false,
                ..super::super::engine::HARD
            };
            let mut memory = Memory::default();
            let mut search = unhurried(board.clone(), settings, &mut memory, &stop);
            let score = search.negamax(1, -WIN - 1, WIN + 1, 0);
            assert_eq!(
                score >= DECIDED,
                decided,
                "looking with {node_vct} nodes: {score}"
            );
            let entry = memory.probe(hash).expect("stored");
            if decided {
                let point = u32::try_from(at(7, 7)).expect("small");
                assert_eq!((entry.bound, entry.best), (Bound::Lower, point));
            }
        }
    }

    /// Two threats at once against an opponent without a four win: a node scores them so
    /// before it searches, and so does a leaf, played or worked out; while the opponent has a
    /// four, or where renju forbids black the double three, they are left to the search.
    #[test]
    fn a_double_threat_against_no_four_scores_as_a_win() {
        use std::sync::atomic::AtomicBool;

        use crate::Point;
        use crate::board::{Grid, Shape};
        use crate::games::Five::{AtLeast, Exactly};

        let stop = AtomicBool::new(false);
        let grid = Grid::new(Shape::Square { size: 15 });
        let at = |x, y| grid.index(Point { x, y }).expect("on the board");
        let won = WIN - 4;
        // Black's two twos meet at (7, 7), a double three; white's stones sit apart, and when
        // white is to have a four to answer with, it gets three in a row on the top line (and
        // black three stones far from each other).
        let check = |renju: bool, white_four: bool, decided: bool| {
            let rows = if renju {
                [Exactly, AtLeast]
            } else {
                [AtLeast; 2]
            };
            let mut board = Board::new(&grid, Side::Black, rows, renju);
            let mut moves = vec![
                ((5, 7), (0, 0)),
                ((6, 7), (0, 14)),
                ((7, 5), (14, 14)),
                ((7, 6), (14, 10)),
            ];
            if white_four {
                moves.extend([((3, 13), (10, 0)), ((6, 13), (11, 0)), ((12, 12), (12, 0))]);
            }
            for (black, white) in moves {
                board.play(at(black.0, black.1));
                board.play(at(white.0, white.1));
            }
            assert_eq!(board.totals().combo_moves(Side::Black), 1);
            assert_eq!(board.four_moves(Side::White) > 0, white_four);
            let settings = Settings {
                combo_wins: true,
                ..super::super::engine::HARD
            };
            let mut memory = Memory::default();
            let mut search = unhurried(board, settings, &mut memory, &stop);
            let node = search.negamax(0, -WIN - 1, WIN + 1, 0);
            assert_eq!(
                node == won,
                decided,
                "renju {renju}, four {white_four}: {node}"
            );
            // The same position one ply down, reached by white's quiet move.
            search.board.pass();
            if !renju {
                let quiet = at(1, 14);
                let (leaf, _) = search.leaf_after(quiet, 1).expect("a quiet leaf");
                assert_eq!(leaf == won - 1, decided, "worked out: {leaf}");
            }
        };
        check(false, false, true);
        check(false, true, false);
        check(true, false, false);
    }

    /// A quiet move that cut a node off is valued higher in the next node's list by its
    /// history, the moves tried before it lower, and however often that happens no value
    /// moves further than the bound.
    #[test]
    fn cutoffs_raise_a_move_in_the_order_within_the_bound() {
        use std::sync::atomic::AtomicBool;

        use crate::Point;
        use crate::board::{Grid, Shape};

        let stop = AtomicBool::new(false);
        let grid = Grid::new(Shape::Square { size: 15 });
        let at = |x, y| grid.index(Point { x, y }).expect("on the board");
        let mut board = Board::new(&grid, Side::Black, [crate::games::Five::AtLeast; 2], false);
        board.play(at(7, 7));
        board.play(at(8, 8));
        let settings = Settings {
            history: 100,
            ..super::super::engine::HARD
        };
        let mut memory = Memory::default();
        let mut search = unhurried(board, settings, &mut memory, &stop);
        let values = |search: &Search<'_>| -> Vec<(usize, i32)> {
            let mut list = Vec::new();
            search.node_moves(&mut list, None);
            let mut out: Vec<(usize, i32)> = list
                .iter()
                .map(|&w| {
                    let i = move_of(w).expect("a cell");
                    (i, i32::try_from(w >> 32).expect("a value"))
                })
                .collect();
            out.sort_unstable();
            out
        };
        let before = values(&search);
        let value =
            |list: &[(usize, i32)], i: usize| list.iter().find(|&&(j, _)| j == i).map(|&(_, v)| v);
        let (cut, earlier, table) = (at(9, 9), at(6, 6), at(7, 8));
        let tried = [packed(0, earlier), packed(0, cut)];
        search.reward(cut, Side::Black, 3, &tried, Some(table));
        let after = values(&search);
        let step = 36;
        assert_eq!(value(&after, cut), value(&before, cut).map(|v| v + step));
        assert_eq!(
            value(&after, earlier),
            value(&before, earlier).map(|v| v - step)
        );
        assert_eq!(
            value(&after, table),
            value(&before, table).map(|v| v - step)
        );
        // White's history is its own.
        assert_eq!(search.memory.history[cut][Side::White.index()], 0);
        for _ in 0..1000 {
            search.reward(cut, Side::Black, 20, &tried, Some(table));
        }
        let black = Side::Black.index();
        assert!((90..=100).contains(&search.memory.history[cut][black]));
        assert!((-100..=-90).contains(&search.memory.history[earlier][black]));
    }

    #[test]
    fn moves_are_picked_best_first_up_to_the_limit() {
        let values = [5, 90, 12, 90, 0, 33, 71, 8, 33, 64];
        let sorted = |limit: usize| -> Vec<usize> {
            let mut pairs: Vec<(i32, usize)> =
                values.iter().enumerate().map(|(i, &v)| (v, i)).collect();
            pairs.sort_unstable_by(|a, b| b.cmp(a));
            pairs.into_iter().take(limit).map(|(_, i)| i).collect()
        };
        for limit in [0, 1, 3, 4, 7, 10, 12] {
            let mut list: Vec<u64> = values
                .iter()
                .enumerate()
                .map(|(i, &v)| packed(v, i))
                .collect();
            let picked: Vec<usize> = (0..)
                .map_while(|next| pick(&mut list, next, limit))
                .collect();
            assert_eq!(picked, sorted(limit), "limit {limit}");
        }
    }
}
