//! The pairing of one bracket (FIDE C.04.3 B): candidates made in the order of D, each checked
//! against the absolute criteria and the completion criterion (C.1 to C.4) and judged by the
//! quality criteria; the first perfect candidate is taken, or else the best (B.8).
//!
//! The rules define the best candidate by its place in a sequence that grows factorially with
//! the bracket, so the walk through it prunes: a candidate is built pair by pair, the criteria
//! are sums over its pairs, and a beginning that cannot beat the best candidate found so far
//! (or, for C.10, cannot even with the fewest colour conflicts left possible) is skipped with
//! every candidate that starts with it. What is skipped could only tie or lose, and a tie goes
//! to the earlier candidate, so the result is the one the whole sequence gives. A bracket has a
//! budget of steps; when it runs out, the best candidate found so far is taken.

use super::Ctx;
use super::order::{Exchanges, Step, Visitor, mdp_sets, transpositions};

/// The steps (pairs tried, players checked for completion) one bracket may take.
const BUDGET: u64 = 250_000;

/// The quality criteria after C.6, in their order: the number of players each one counts.
pub(super) type Costs = [u32; 8];
/// C.8: topscorers or their opponents with a colour difference beyond 2.
pub(super) const C8: usize = 0;
/// C.9: topscorers or their opponents with the same colour three times running.
pub(super) const C9: usize = 1;
/// C.10: players who do not get their colour preference.
pub(super) const C10: usize = 2;
/// C.11: players who do not get their strong colour preference.
pub(super) const C11: usize = 3;
/// C.12: players who receive the same downfloat as in the previous round.
pub(super) const C12: usize = 4;
/// C.13: players who receive the same upfloat as in the previous round.
pub(super) const C13: usize = 5;
/// C.14: players who receive the same downfloat as two rounds before.
pub(super) const C14: usize = 6;
/// C.15: players who receive the same upfloat as two rounds before.
pub(super) const C15: usize = 7;

/// How a candidate does on the quality criteria, in their priority (lower is better; C.5 is
/// fixed by the search's level).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
struct Quality {
    /// C.6: the pairing score difference, its score differences from the highest (A.8).
    psd: Vec<i32>,
    /// C.8 to C.15.
    costs: Costs,
}

/// A bracket's pairing: its pairs and the players who float down, as ranks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Candidate {
    /// The pairs, each as made (S1's player first).
    pub(super) pairs: Vec<(usize, usize)>,
    /// The players left unpaired, who move down to the next bracket.
    pub(super) downfloaters: Vec<usize>,
}

/// A bracket to pair.
pub(super) struct Bracket<'a> {
    /// The round's players.
    pub(super) ctx: &'a Ctx<'a>,
    /// The bracket's players, as ranks, in BSN order: the moved-down players first.
    pub(super) members: Vec<usize>,
    /// How many of `members` moved down from above (M0).
    pub(super) mdps: usize,
    /// The players of the lower scoregroups, as ranks.
    pub(super) rest: Vec<usize>,
}

/// What a search through one level (a number of pairs, of them a number of moved-down players)
/// found.
enum Level {
    /// The best candidate of the level.
    Found(Candidate),
    /// The level has no candidate that meets the absolute and completion criteria.
    Empty,
    /// The budget ran out before any candidate was found.
    OutOfBudget,
}

impl Bracket<'_> {
    /// The bracket's pairing.
    ///
    /// The criteria C.5 (the most pairs) and C.6 (the lowest PSD: as many moved-down players
    /// paired as can be) come first, so the search goes level by level from the most pairs and
    /// moved-down players paired that the bracket could hold, and takes the first level with a
    /// candidate. Should the budget run out with none (or no level have one), the bracket takes
    /// the pairs of a maximum matching of the players left to pair, which the round's
    /// completion guarantees exists.
    pub(super) fn pair(&self) -> Candidate {
        let n = self.members.len();
        let m0 = self.mdps;
        let residents = n - m0;
        let mut spent = 0;
        for k in (0..=self.max_pairs()).rev() {
            let hi = m0.min(residents).min(k);
            let lo = (2 * k).saturating_sub(residents);
            for m1 in (lo..=hi).rev() {
                match self.level(k, m1, &mut spent) {
                    Level::Found(candidate) => return candidate,
                    Level::Empty => {}
                    Level::OutOfBudget => return self.fallback(),
                }
            }
        }
        self.fallback()
    }

    /// The most pairs the bracket could hold (B.1 b), the completion of the round aside: a
    /// maximum matching of its players, two moved-down players never paired together.
    fn max_pairs(&self) -> usize {
        let graph = crate::matching::Graph::new(self.members.len(), |a, b| {
            !(a < self.mdps && b < self.mdps)
                && self.ctx.compatible(self.members[a], self.members[b])
        });
        crate::matching::maximum(&graph).iter().flatten().count() / 2
    }

    /// The player at a place in the bracket.
    fn player(&self, place: usize) -> usize {
        self.members[place]
    }

    /// Searches the candidates with `k` pairs, `m1` of them with moved-down players.
    fn level(&self, k: usize, m1: usize, spent: &mut u64) -> Level {
        let mdps: Vec<usize> = (0..self.mdps).collect();
        let scores: Vec<u32> = mdps
            .iter()
            .map(|&p| self.ctx.score(self.player(p)))
            .collect();
        let sets = if self.mdps == 0 {
            vec![Vec::new()]
        } else {
            mdp_sets(&mdps, &scores, m1)
        };
        let psds: Vec<Vec<i32>> = sets.iter().map(|set| self.psd(set, k, m1)).collect();
        let Some(best_psd) = psds.iter().min().cloned() else {
            return Level::Empty;
        };
        let mut bound = [0; 8];
        (bound[C10], bound[C11]) = self.fewest_conflicts(k);
        let bound = Quality {
            psd: best_psd,
            costs: bound,
        };
        // First only the candidates that can still reach the bound on C.8 to C.10, which finds
        // the first of the best candidates without walking every worse one before it; if there
        // is none, all of them.
        let mut found = None;
        let mut out_of_budget = false;
        for target in [Some(bound.costs), None] {
            let limit = match target {
                Some(_) => (*spent + BUDGET / 2).min(BUDGET),
                None => BUDGET,
            };
            let mut search = Search {
                bracket: self,
                k,
                m1,
                spent: *spent,
                limit,
                best: None,
                bound: bound.clone(),
                target,
                halted: false,
                out_of_budget: false,
                psd: Vec::new(),
                limbo: Vec::new(),
                pairs: Vec::new(),
                costs: vec![[0; 8]],
            };
            search.walk(&sets, &psds);
            *spent = search.spent;
            out_of_budget = search.out_of_budget;
            if let Some((_, candidate)) = search.best {
                found = Some(candidate);
                break;
            }
        }
        match found {
            Some(candidate) => Level::Found(candidate),
            None if out_of_budget => Level::OutOfBudget,
            None => Level::Empty,
        }
    }

    /// The pairing score difference of the candidates whose S1 holds the moved-down players
    /// `set` (A.8): a pair scores the difference of its scores, a downfloater its score less an
    /// artificial value one point below the bracket's lowest. Residents share a score, so it
    /// does not matter which of them are paired.
    fn psd(&self, set: &[usize], k: usize, m1: usize) -> Vec<i32> {
        let score = |p: usize| self.ctx.score(self.player(p)) as i32;
        let resident = score(self.members.len() - 1);
        let artificial = resident - 2;
        let mut psd: Vec<i32> = Vec::new();
        for p in 0..self.mdps {
            if set.contains(&p) {
                psd.push(score(p) - resident);
            } else {
                psd.push(score(p) - artificial);
            }
        }
        let residents = self.members.len() - self.mdps;
        let floating = residents + m1 - 2 * k;
        psd.extend(std::iter::repeat_n(resident - artificial, floating));
        psd.extend(std::iter::repeat_n(0, k - m1));
        psd.sort_unstable_by(|a, b| b.cmp(a));
        psd
    }

    /// Lower bounds of C.10 and C.11 over every candidate of `k` pairs, counting colours alone:
    /// the fewest pairs whose players want the same colour, and of those the fewest in which
    /// the player denied (the weaker, E.2) wants it more than mildly, since each one that costs
    /// C.11 nothing holds a player with a mild preference.
    fn fewest_conflicts(&self, k: usize) -> (u32, u32) {
        let mut wants = [0usize; 3];
        let mut mild = 0;
        for &p in &self.members {
            wants[self.ctx.wants(p)] += 1;
            mild += usize::from(self.ctx.mild(p));
        }
        let [black, white, none] = wants;
        let opposite = black.min(white);
        let odd = black.abs_diff(white);
        let with_none = odd.min(none);
        let free_pairs = opposite + with_none + (none - with_none) / 2;
        let conflicts = k.saturating_sub(free_pairs);
        let count = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
        (count(conflicts), count(conflicts.saturating_sub(mild)))
    }

    /// A candidate from a maximum matching of the bracket and the players below it, the
    /// bracket's own pairs tried first, which may pair two moved-down players together.
    fn fallback(&self) -> Candidate {
        let mut all: Vec<usize> = self.members.clone();
        all.extend(&self.rest);
        let odd = all.len() % 2 == 1;
        let n = all.len();
        let graph = crate::matching::Graph::new(n + usize::from(odd), |a, b| {
            if b == n {
                self.ctx.bye_ok(all[a])
            } else {
                self.ctx.compatible(all[a], all[b])
            }
        });
        let mate = crate::matching::maximum(&graph);
        let mut pairs = Vec::new();
        let mut downfloaters = Vec::new();
        for (a, &m) in mate.iter().enumerate().take(self.members.len()) {
            match m {
                Some(b) if b < self.members.len() => {
                    if a < b {
                        pairs.push((all[a], all[b]));
                    }
                }
                _ => downfloaters.push(all[a]),
            }
        }
        Candidate {
            pairs,
            downfloaters,
        }
    }
}

/// A search through one level of a bracket's candidates.
struct Search<'b> {
    /// The bracket.
    bracket: &'b Bracket<'b>,
    /// The pairs of every candidate of the level.
    k: usize,
    /// The moved-down players paired in every candidate of the level.
    m1: usize,
    /// The steps taken, the bracket's earlier levels included.
    spent: u64,
    /// The steps this search may reach.
    limit: u64,
    /// The best candidate found so far, with its quality.
    best: Option<(Quality, Candidate)>,
    /// No candidate of the level does better than this.
    bound: Quality,
    /// Until a candidate is found: skip those that cannot reach these costs on C.8 to C.10.
    target: Option<Costs>,
    /// Whether the search is over (the bound reached, or the budget spent).
    halted: bool,
    /// Whether the budget ran out.
    out_of_budget: bool,
    /// The PSD of the candidates of the current set of moved-down players.
    psd: Vec<i32>,
    /// The moved-down players left out of S1, as places.
    limbo: Vec<usize>,
    /// The pairs of the candidate being built, as places.
    pairs: Vec<(usize, usize)>,
    /// The costs of the candidate being built, after each of its pairs.
    costs: Vec<Costs>,
}

impl Search<'_> {
    /// Walks the candidates of every set of moved-down players in S1 (D.3), in order.
    fn walk(&mut self, sets: &[Vec<usize>], psds: &[Vec<i32>]) {
        let bracket = self.bracket;
        let mdps: Vec<usize> = (0..bracket.mdps).collect();
        let residents: Vec<usize> = (bracket.mdps..bracket.members.len()).collect();
        for (set, psd) in sets.iter().zip(psds) {
            if self.best.as_ref().is_some_and(|(q, _)| *psd > q.psd) {
                continue;
            }
            self.psd.clone_from(psd);
            self.limbo = mdps.iter().copied().filter(|p| !set.contains(p)).collect();
            let m1 = self.m1;
            let mut stage = MdpStage {
                search: &mut *self,
                s1: set,
            };
            transpositions(m1, &residents, &mut stage);
            if self.halted {
                break;
            }
        }
    }

    /// Counts a step; false once the budget is spent.
    fn spend(&mut self, steps: u64) -> bool {
        self.spent += steps;
        if self.spent > self.limit {
            self.halted = true;
            self.out_of_budget = true;
        }
        !self.halted
    }

    /// Whether a candidate that starts with costs `costs` (and at least `more` further colour
    /// conflicts) cannot do better than the best one found.
    fn hopeless(&self, costs: &Costs, more: u32) -> bool {
        let Some((best, _)) = &self.best else {
            return self.target.is_some_and(|target| {
                [costs[C8], costs[C9], costs[C10] + more] > [target[C8], target[C9], target[C10]]
            });
        };
        match self.psd.cmp(&best.psd) {
            std::cmp::Ordering::Less => false,
            std::cmp::Ordering::Greater => true,
            std::cmp::Ordering::Equal => {
                let mut at_least = *costs;
                at_least[C10] += more;
                at_least >= best.costs
            }
        }
    }

    /// Tries the pair of places `x` (S1) and `y`: whether the candidates that go on from it are
    /// worth walking, with its costs pushed if they are.
    fn try_pair(&mut self, x: usize, y: usize, upfloat: bool, more: u32) -> Step {
        if !self.spend(1) {
            return Step::Stop;
        }
        let ctx = self.bracket.ctx;
        let (px, py) = (self.bracket.player(x), self.bracket.player(y));
        if !ctx.compatible(px, py) {
            return Step::Skip;
        }
        let mut costs = *self.costs.last().unwrap_or(&[0; 8]);
        let added = ctx.pair_costs(px.min(py), px.max(py), upfloat.then_some(py));
        for (c, a) in costs.iter_mut().zip(added) {
            *c += a;
        }
        if self.hopeless(&costs, more) {
            return Step::Skip;
        }
        self.costs.push(costs);
        self.pairs.push((x, y));
        Step::Go
    }

    /// Takes back the last pair tried.
    fn untry(&mut self) {
        self.costs.pop();
        self.pairs.pop();
    }

    /// Pairs the remainder: the residents `left` (places, BSN order) once the moved-down
    /// players are paired, as a homogeneous bracket (B.7). False if the search halted.
    fn remainder(&mut self, left: &[usize]) -> bool {
        let pairs = self.k - self.m1;
        let (s1, s2) = left.split_at(pairs.min(left.len()));
        for exchange in Exchanges::new(s1, s2) {
            let (s1, s2) = exchange.apply(s1, s2);
            let mut stage = RemainderStage::new(self, s1, &s2);
            if !transpositions(pairs, &s2, &mut stage) || self.halted {
                return false;
            }
        }
        true
    }

    /// A whole candidate: its pairs are `self.pairs`, the remainder's `unused` float down with
    /// the Limbo.
    fn arrive(&mut self, unused: &[usize]) -> bool {
        if !self.spend(1) {
            return false;
        }
        let ctx = self.bracket.ctx;
        let mut costs = *self.costs.last().unwrap_or(&[0; 8]);
        let downfloaters: Vec<usize> = self
            .limbo
            .iter()
            .chain(unused)
            .map(|&p| self.bracket.player(p))
            .collect();
        for &d in &downfloaters {
            let added = ctx.float_costs(d);
            costs[C12] += added[C12];
            costs[C14] += added[C14];
        }
        let quality = Quality {
            psd: self.psd.clone(),
            costs,
        };
        if self.best.as_ref().is_some_and(|(best, _)| quality >= *best) {
            return true;
        }
        if !self.spend(downfloaters.len() as u64 + self.bracket.rest.len() as u64) {
            return false;
        }
        if !ctx.completes(&downfloaters, &self.bracket.rest) {
            return true;
        }
        let pairs = self
            .pairs
            .iter()
            .map(|&(x, y)| (self.bracket.player(x), self.bracket.player(y)))
            .collect();
        let reached = quality <= self.bound;
        self.best = Some((
            quality,
            Candidate {
                pairs,
                downfloaters,
            },
        ));
        if reached {
            self.halted = true;
        }
        !self.halted
    }
}

/// Counts of players by the colour they want: black, white, none (see [`Ctx::wants`]).
type Tally = [u32; 3];

/// The fewest colour conflicts left when S1's players still to pair want `s1` and the players
/// of S2 still free want `s2`: S1's players wanting black need partners wanting white or
/// nothing, and so on.
fn conflicts_left(s1: Tally, s2: Tally) -> u32 {
    let black = s1[0].saturating_sub(s2[1] + s2[2]);
    let white = s1[1].saturating_sub(s2[0] + s2[2]);
    black.max(white)
}

/// The tallies of what each suffix of `s1` (places) wants.
fn suffix_tallies(bracket: &Bracket<'_>, s1: &[usize]) -> Vec<Tally> {
    let mut out = vec![[0; 3]; s1.len() + 1];
    for i in (0..s1.len()).rev() {
        out[i] = out[i + 1];
        out[i][bracket.ctx.wants(bracket.player(s1[i]))] += 1;
    }
    out
}

/// The tally of what the players at `places` want.
fn tally(bracket: &Bracket<'_>, places: &[usize]) -> Tally {
    let mut t = [0; 3];
    for &p in places {
        t[bracket.ctx.wants(bracket.player(p))] += 1;
    }
    t
}

/// The walk through the pairings of the moved-down players in S1 with the residents (S2).
struct MdpStage<'s, 'b> {
    /// The search.
    search: &'s mut Search<'b>,
    /// S1: the moved-down players, as places.
    s1: &'s [usize],
}

impl Visitor for MdpStage<'_, '_> {
    fn descend(&mut self, depth: usize, partner: usize) -> Step {
        self.search.try_pair(self.s1[depth], partner, true, 0)
    }

    fn ascend(&mut self, _: usize, _: usize) {
        self.search.untry();
    }

    fn arrive(&mut self, _: &[usize], unused: &[usize]) -> bool {
        self.search.remainder(unused)
    }
}

/// The walk through the transpositions of a remainder (or of a homogeneous bracket).
struct RemainderStage<'s, 'b> {
    /// The search.
    search: &'s mut Search<'b>,
    /// S1, as places.
    s1: Vec<usize>,
    /// What each suffix of S1 wants.
    wants: Vec<Tally>,
    /// What the players of S2 not yet chosen want.
    free: Tally,
}

impl<'s, 'b> RemainderStage<'s, 'b> {
    fn new(search: &'s mut Search<'b>, s1: Vec<usize>, s2: &[usize]) -> RemainderStage<'s, 'b> {
        let wants = suffix_tallies(search.bracket, &s1);
        let free = tally(search.bracket, s2);
        RemainderStage {
            search,
            s1,
            wants,
            free,
        }
    }
}

impl Visitor for RemainderStage<'_, '_> {
    fn descend(&mut self, depth: usize, partner: usize) -> Step {
        let want = self
            .search
            .bracket
            .ctx
            .wants(self.search.bracket.player(partner));
        let mut free = self.free;
        free[want] -= 1;
        let more = conflicts_left(self.wants[depth + 1], free);
        let step = self.search.try_pair(self.s1[depth], partner, false, more);
        if step == Step::Go {
            self.free = free;
        }
        step
    }

    fn ascend(&mut self, _: usize, partner: usize) {
        self.free[self
            .search
            .bracket
            .ctx
            .wants(self.search.bracket.player(partner))] += 1;
        self.search.untry();
    }

    fn arrive(&mut self, _: &[usize], unused: &[usize]) -> bool {
        self.search.arrive(unused)
    }
}
