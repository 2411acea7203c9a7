//! A NoGo position with its bookkeeping kept up to date move by move: the groups, each group's
//! liberties, and for each side the set of points where it may play.
//!
//! NoGo never removes a stone, so groups only ever merge. Each group is a circular list of its
//! stones with one root; merging relabels the smaller group, so finding a stone's group is one
//! lookup, even through `&self`. The root keeps the group's liberties as a set of points and
//! their count.
//!
//! Whether a side may play an empty point depends only on whether the point has an empty
//! neighbour and on which adjacent groups are down to one liberty (that liberty being this
//! point). So after a stone goes down, only these points can change their verdict:
//! - the last liberty of its own group, if the group now has one, and the last liberty of each
//!   adjacent enemy group left with one (an own group that had one liberty had it on the new
//!   stone, so no other point saw it);
//! - its empty neighbours, but only those left without an empty neighbour: one that still has
//!   one breathed before and breathes now, and every group around it that reached one liberty
//!   is already in the first list.
//!
//! Updating the legal sets is therefore a few neighbour scans per move, and counting or listing
//! legal moves never scans the board.

use std::fmt;
use std::ops::Range;
use std::sync::Arc;

use crate::board::{Cell, Grid, Shape};
use crate::{RuleError, Side};

use super::bits::{self, Ones};
use super::layout::Layout;

/// A point's place in its group. Only the root's `size` and `liberties` mean anything.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
struct Link {
    /// The dense index of the group's root stone.
    root: u16,
    /// The next stone of the same group, round a circle through all of them.
    next: u16,
    /// Root only: how many stones the group has.
    size: u16,
    /// Root only: how many liberties the group has.
    liberties: u16,
}

/// The stones of a NoGo board with groups, liberties and both sides' legal points.
#[derive(Clone)]
pub(super) struct Board {
    /// The numberings of the points, shared by every copy.
    layout: Arc<Layout>,
    /// The stones.
    grid: Grid,
    /// Each point's group link, by dense index (meaningful for stones only).
    links: Vec<Link>,
    /// Every set of points, [`Layout::words`] words each, in one vector so that a copy is one
    /// allocation: first black's and white's legal points (the empty points where a stone of
    /// that side would neither capture nor be suicide), then each root's liberties by dense
    /// index (see [`legal_range`] and [`liberty_range`]).
    sets: Vec<u64>,
    /// How many points each side's legal set holds.
    legal_count: [u16; 2],
}

/// Where the legal set of `side` sits in [`Board::sets`], for sets of `words` words.
fn legal_range(words: usize, side: Side) -> Range<usize> {
    side.index() * words..(side.index() + 1) * words
}

/// Where the liberties of the group with root `root` sit in [`Board::sets`].
fn liberty_range(words: usize, root: usize) -> Range<usize> {
    (2 + root) * words..(3 + root) * words
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "Board {0}x{0}, legal points: black {1}, white {2}",
            self.layout.size(),
            self.legal_count[0],
            self.legal_count[1]
        )?;
        f.write_str(&self.grid.to_ascii())
    }
}

impl Board {
    /// An empty board of `size` x `size` points (`size` at most 19).
    pub(super) fn new(size: u8) -> Board {
        let grid = Grid::new(Shape::Square { size });
        let layout = Arc::new(Layout::new(&grid));
        let points = layout.points();
        let mut board = Board {
            links: vec![Link::default(); points],
            sets: vec![0; (2 + points) * layout.words()],
            legal_count: [0; 2],
            grid,
            layout,
        };
        board.refresh_all();
        board
    }

    /// The numberings of the points.
    pub(super) fn layout(&self) -> &Layout {
        &self.layout
    }

    /// The stones as a grid.
    #[cfg(test)]
    pub(super) fn grid(&self) -> &Grid {
        &self.grid
    }

    /// The stone on the point with dense index `d`, if any.
    pub(super) fn stone(&self, d: usize) -> Option<Side> {
        self.grid.cell(self.layout.cell(d)).side()
    }

    /// How many liberties the group of the stone at `d` has, or `None` if `d` is empty.
    pub(super) fn liberties(&self, d: usize) -> Option<usize> {
        self.stone(d)
            .map(|_| usize::from(self.links[self.root(d)].liberties))
    }

    /// How many groups of `side` are on the board: the stones of that colour that are their
    /// group's root.
    pub(super) fn group_count(&self, side: Side) -> usize {
        (0..self.layout.points())
            .filter(|&d| self.stone(d) == Some(side) && self.root(d) == d)
            .count()
    }

    /// The first stone, in dense order, whose group has no liberty: only a set-up can make one.
    pub(super) fn group_without_liberty(&self) -> Option<usize> {
        (0..self.layout.points())
            .find(|&d| self.stone(d).is_some() && self.links[self.root(d)].liberties == 0)
    }

    /// Whether `side` may play the point with dense index `d` by the rules about groups (the
    /// centre rule is the game's business): a lookup in the legal set.
    pub(super) fn is_legal(&self, side: Side, d: usize) -> bool {
        bits::contains(&self.sets[legal_range(self.layout.words(), side)], d)
    }

    /// How many points `side` may play.
    pub(super) fn legal_count(&self, side: Side) -> usize {
        usize::from(self.legal_count[side.index()])
    }

    /// The `k`-th point (in dense order) that `side` may play.
    pub(super) fn nth_legal(&self, side: Side, k: usize) -> Option<usize> {
        bits::select(&self.sets[legal_range(self.layout.words(), side)], k)
    }

    /// The points `side` may play, in dense order.
    pub(super) fn legal_points(&self, side: Side) -> Ones<'_> {
        bits::ones(&self.sets[legal_range(self.layout.words(), side)])
    }

    /// Why `side` may not play the empty point `d`, if it may not. A move that takes the last
    /// liberty of an enemy group is [`RuleError::Captures`] even when it is suicide as well:
    /// taking a group off the board is what NoGo forbids first, and a suicide that captures would
    /// not even be a suicide in Go.
    pub(super) fn verdict(&self, side: Side, d: usize) -> Result<(), RuleError> {
        let layout = &*self.layout;
        let own = Cell::stone(side);
        let i = layout.cell(d);
        let mut breathes = false;
        for step in layout.steps() {
            let j = i.wrapping_add_signed(step);
            match self.grid.cell(j) {
                Cell::Empty => breathes = true,
                Cell::Wall => {}
                cell => {
                    let liberties = self.links[self.root(layout.dense(j))].liberties;
                    if cell == own {
                        // A neighbour group with a liberty besides this point lends it.
                        breathes |= liberties > 1;
                    } else if liberties <= 1 {
                        // This point is the enemy group's last liberty.
                        return Err(RuleError::Captures);
                    }
                }
            }
        }
        if breathes {
            Ok(())
        } else {
            Err(RuleError::Suicide)
        }
    }

    /// Puts a stone of `side` on the empty point `d` and brings groups, liberties and legal sets
    /// up to date. Legality is not checked (a set-up may place anything); an occupied point is
    /// left alone.
    pub(super) fn place(&mut self, d: usize, side: Side) {
        if self.stone(d).is_some() {
            return;
        }
        let words = self.layout.words();
        let own = Cell::stone(side);
        // Distinct neighbour roots of each colour, and the empty neighbours.
        let (mut friends, mut friend_count) = ([0usize; 4], 0);
        let (mut enemies, mut enemy_count) = ([0usize; 4], 0);
        let (mut empties, mut empty_count) = ([0usize; 4], 0);
        {
            let layout = &*self.layout;
            let i = layout.cell(d);
            self.grid.set(i, own);
            for step in layout.steps() {
                let j = i.wrapping_add_signed(step);
                let cell = self.grid.cell(j);
                if cell == Cell::Wall {
                    continue;
                }
                let n = layout.dense(j);
                if cell == Cell::Empty {
                    empties[empty_count] = n;
                    empty_count += 1;
                    continue;
                }
                let root = usize::from(self.links[n].root);
                if bits::remove(&mut self.sets[liberty_range(words, root)], d) {
                    self.links[root].liberties -= 1;
                }
                let (roots, count) = if cell == own {
                    (&mut friends, &mut friend_count)
                } else {
                    (&mut enemies, &mut enemy_count)
                };
                if !roots[..*count].contains(&root) {
                    roots[*count] = root;
                    *count += 1;
                }
            }
        }
        for side in Side::ALL {
            if bits::remove(&mut self.sets[legal_range(words, side)], d) {
                self.legal_count[side.index()] -= 1;
            }
        }
        let empties = &empties[..empty_count];
        let root = match friends[..friend_count] {
            [] => {
                self.found(d, empties);
                d
            }
            [first, ref rest @ ..] => {
                let root = rest.iter().fold(first, |root, &f| self.union(root, f));
                self.join(d, root, empties);
                root
            }
        };
        for &point in empties {
            if !self.has_empty_neighbour(point) {
                self.refresh(point);
            }
        }
        for &group in std::iter::once(&root).chain(&enemies[..enemy_count]) {
            if self.links[group].liberties == 1
                && let Some(last) = self.group_liberties(group).next()
            {
                self.refresh(last);
            }
        }
    }

    /// How many points black and white (in that order) may play once `side` has put a stone on
    /// the empty point `d`, without putting it there: the search weighs a move by how it changes
    /// the two sides' mobility, for every move of every node it makes, so this reads the
    /// neighbourhood of `d` where [`Board::place`] would write it.
    ///
    /// The points whose verdicts can change are the ones [`Board::place`] refreshes (see the
    /// module's notes): `d` itself, its empty neighbours left without an empty neighbour, and
    /// the last liberty of the new group and of each adjacent enemy group left with one. Each is
    /// judged as [`Board::both_verdicts`] does, with the liberty counts the stone would leave.
    pub(super) fn legal_counts_after(&self, side: Side, d: usize) -> [usize; 2] {
        let layout = &*self.layout;
        let words = layout.words();
        let i = layout.cell(d);
        let own = Cell::stone(side);
        let mut counts = [self.legal_count[0], self.legal_count[1]].map(usize::from);
        for s in Side::ALL {
            if self.is_legal(s, d) {
                counts[s.index()] -= 1;
            }
        }
        // The new group's liberties: those of the joined groups and the stone's empty
        // neighbours, less `d`. At most six words (19x19).
        let mut merged = [0u64; 6];
        let (mut friends, mut friend_count) = ([usize::MAX; 4], 0);
        let (mut enemies, mut enemy_count) = ([usize::MAX; 4], 0);
        let (mut empties, mut empty_count) = ([0usize; 4], 0);
        for step in layout.steps() {
            let j = i.wrapping_add_signed(step);
            let cell = self.grid.cell(j);
            if cell == Cell::Wall {
                continue;
            }
            let n = layout.dense(j);
            if cell == Cell::Empty {
                bits::insert(&mut merged[..words], n);
                empties[empty_count] = n;
                empty_count += 1;
                continue;
            }
            let root = self.root(n);
            if cell == own {
                if !friends[..friend_count].contains(&root) {
                    friends[friend_count] = root;
                    friend_count += 1;
                    for (m, w) in merged[..words]
                        .iter_mut()
                        .zip(&self.sets[liberty_range(words, root)])
                    {
                        *m |= w;
                    }
                }
            } else if !enemies[..enemy_count].contains(&root) {
                enemies[enemy_count] = root;
                enemy_count += 1;
            }
        }
        bits::remove(&mut merged[..words], d);
        let merged_liberties: u32 = merged[..words].iter().map(|w| w.count_ones()).sum();
        let friends = &friends[..friend_count];
        let enemies = &enemies[..enemy_count];
        // The liberties of the group of the stone at grid index `j` once `d` is taken.
        let liberties_after = |j: usize| -> u32 {
            if j == i {
                return merged_liberties;
            }
            let root = self.root(layout.dense(j));
            if friends.contains(&root) {
                merged_liberties
            } else if enemies.contains(&root) {
                u32::from(self.links[root].liberties) - 1
            } else {
                u32::from(self.links[root].liberties)
            }
        };
        // The points to judge again, at most 4 + 1 + 4.
        let mut again = [usize::MAX; 9];
        let mut again_count = 0;
        let mut note = |q: usize| {
            if !again[..again_count].contains(&q) {
                again[again_count] = q;
                again_count += 1;
            }
        };
        for &e in &empties[..empty_count] {
            let k = layout.cell(e);
            let breathes = layout.steps().iter().any(|&step| {
                let j = k.wrapping_add_signed(step);
                j != i && self.grid.cell(j) == Cell::Empty
            });
            if !breathes {
                note(e);
            }
        }
        if merged_liberties == 1
            && let Some(last) = bits::ones(&merged[..words]).next()
        {
            note(last);
        }
        for &root in enemies {
            if self.links[root].liberties == 2
                && let Some(last) = self.group_liberties(root).find(|&q| q != d)
            {
                note(last);
            }
        }
        for &q in &again[..again_count] {
            let k = layout.cell(q);
            let mut breathes = false;
            let mut lends = [false; 2];
            let mut last = [false; 2];
            for step in layout.steps() {
                let j = k.wrapping_add_signed(step);
                let cell = if j == i { own } else { self.grid.cell(j) };
                if let Some(s) = cell.side() {
                    let liberties = liberties_after(j);
                    lends[s.index()] |= liberties > 1;
                    last[s.index()] |= liberties <= 1;
                } else {
                    breathes |= cell == Cell::Empty;
                }
            }
            let after = [
                !last[1] && (breathes || lends[0]),
                !last[0] && (breathes || lends[1]),
            ];
            for s in Side::ALL {
                let before = self.is_legal(s, q);
                match (before, after[s.index()]) {
                    (true, false) => counts[s.index()] -= 1,
                    (false, true) => counts[s.index()] += 1,
                    _ => {}
                }
            }
        }
        counts
    }

    /// Makes the stone at `d` a group of its own with the liberties `empties` (distinct points).
    fn found(&mut self, d: usize, empties: &[usize]) {
        // Dense indices are below 361 and a stone has at most 4 liberties: all fit in u16.
        self.links[d] = Link {
            root: d as u16,
            next: d as u16,
            size: 1,
            liberties: empties.len() as u16,
        };
        // Each word is written whole, once: the set is read again at once when the next stone
        // joins, and whole-word stores are what a following load can pick up without waiting.
        let range = liberty_range(self.layout.words(), d);
        for (k, word) in self.sets[range].iter_mut().enumerate() {
            *word = empties
                .iter()
                .filter(|&&e| e / 64 == k)
                .fold(0, |w, &e| w | 1u64 << (e % 64));
        }
    }

    /// Adds the stone at `d` to the group with root `root`, with its liberties `empties`.
    fn join(&mut self, d: usize, root: usize, empties: &[usize]) {
        let after = self.links[root].next;
        self.links[d] = Link {
            root: root as u16,
            next: after,
            size: 0,
            liberties: 0,
        };
        self.links[root].next = d as u16;
        self.links[root].size += 1;
        let words = self.layout.words();
        for &e in empties {
            if bits::insert(&mut self.sets[liberty_range(words, root)], e) {
                self.links[root].liberties += 1;
            }
        }
    }

    /// Recomputes both sides' verdicts on every point: for a new board or a set-up.
    pub(super) fn refresh_all(&mut self) {
        for d in 0..self.layout.points() {
            self.refresh(d);
        }
    }

    /// The root of the group of the stone at `d`.
    fn root(&self, d: usize) -> usize {
        usize::from(self.links[d].root)
    }

    /// The liberties of the group with root `root`.
    fn group_liberties(&self, root: usize) -> Ones<'_> {
        let words = self.layout.words();
        bits::ones(&self.sets[liberty_range(words, root)])
    }

    /// Merges the groups with roots `a` and `b` and returns the root of the whole: the larger
    /// group's root, so that a stone is relabelled only when its group at least doubles.
    fn union(&mut self, a: usize, b: usize) -> usize {
        if a == b {
            return a;
        }
        let (big, small) = if self.links[a].size >= self.links[b].size {
            (a, b)
        } else {
            (b, a)
        };
        let mut stone = small;
        loop {
            self.links[stone].root = big as u16;
            stone = usize::from(self.links[stone].next);
            if stone == small {
                break;
            }
        }
        // Cutting both circles after their roots and crossing the ends makes one circle.
        let (after_big, after_small) = (self.links[big].next, self.links[small].next);
        self.links[big].next = after_small;
        self.links[small].next = after_big;
        self.links[big].size += self.links[small].size;
        let words = self.layout.words();
        let mut liberties = 0;
        let (big_at, small_at) = (
            liberty_range(words, big).start,
            liberty_range(words, small).start,
        );
        for k in 0..words {
            let merged = self.sets[big_at + k] | self.sets[small_at + k];
            self.sets[big_at + k] = merged;
            liberties += merged.count_ones();
        }
        // At most 361 liberties.
        self.links[big].liberties = liberties as u16;
        big
    }

    /// Whether the point `d` has an empty neighbour.
    fn has_empty_neighbour(&self, d: usize) -> bool {
        let i = self.layout.cell(d);
        self.layout
            .steps()
            .iter()
            .any(|&step| self.grid.cell(i.wrapping_add_signed(step)) == Cell::Empty)
    }

    /// Recomputes both sides' verdicts on the point `d`.
    fn refresh(&mut self, d: usize) {
        let legal = if self.stone(d).is_none() {
            self.both_verdicts(d)
        } else {
            [false; 2]
        };
        let words = self.layout.words();
        for side in Side::ALL {
            let set = &mut self.sets[legal_range(words, side)];
            let count = &mut self.legal_count[side.index()];
            if legal[side.index()] {
                if bits::insert(set, d) {
                    *count += 1;
                }
            } else if bits::remove(set, d) {
                *count -= 1;
            }
        }
    }

    /// Whether black and white (in that order) may play the empty point `d`: the same answers as
    /// [`Board::verdict`] for each side, from one scan of the neighbours.
    fn both_verdicts(&self, d: usize) -> [bool; 2] {
        let layout = &*self.layout;
        let i = layout.cell(d);
        let mut breathes = false;
        // Per side: some neighbour group of that side has a liberty besides `d`; some has `d`
        // as its last liberty.
        let mut lends = [false; 2];
        let mut last = [false; 2];
        for step in layout.steps() {
            let j = i.wrapping_add_signed(step);
            let cell = self.grid.cell(j);
            if let Some(side) = cell.side() {
                let liberties = self.links[self.root(layout.dense(j))].liberties;
                lends[side.index()] |= liberties > 1;
                last[side.index()] |= liberties <= 1;
            } else {
                breathes |= cell == Cell::Empty;
            }
        }
        [
            !last[1] && (breathes || lends[0]),
            !last[0] && (breathes || lends[1]),
        ]
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use rand::rngs::SmallRng;
    use rand::{RngExt, SeedableRng};

    use super::*;

    /// The stones of the group at `d` and its liberties, found by flood fill on the grid alone.
    fn flood(board: &Board, d: usize) -> (BTreeSet<usize>, BTreeSet<usize>) {
        let layout = board.layout();
        let colour = board.stone(d).expect("a stone");
        let (mut stones, mut liberties) = (BTreeSet::from([d]), BTreeSet::new());
        let mut stack = vec![d];
        while let Some(s) = stack.pop() {
            for step in layout.steps() {
                let j = layout.cell(s).wrapping_add_signed(step);
                match board.grid().cell(j) {
                    Cell::Wall => {}
                    Cell::Empty => {
                        liberties.insert(layout.dense(j));
                    }
                    cell if cell.side() == Some(colour) && stones.insert(layout.dense(j)) => {
                        stack.push(layout.dense(j));
                    }
                    _ => {}
                }
            }
        }
        (stones, liberties)
    }

    /// The verdict on `side` playing the empty point `d`, by placing the stone on a copy of the
    /// bare grid and flood-filling every group it touches.
    fn naive_verdict(board: &Board, side: Side, d: usize) -> Result<(), RuleError> {
        let mut bare = board.clone();
        let layout = board.layout();
        bare.grid.set(layout.cell(d), Cell::stone(side));
        for step in layout.steps() {
            let j = layout.cell(d).wrapping_add_signed(step);
            if bare.grid.cell(j) == Cell::stone(side.opponent())
                && flood(&bare, layout.dense(j)).1.is_empty()
            {
                return Err(RuleError::Captures);
            }
        }
        if flood(&bare, d).1.is_empty() {
            Err(RuleError::Suicide)
        } else {
            Ok(())
        }
    }

    /// Checks every piece of incremental bookkeeping against a recount from the stones alone.
    fn assert_consistent(board: &Board) {
        let layout = board.layout();
        let words = layout.words();
        for d in 0..layout.points() {
            match board.stone(d) {
                Some(_) => {
                    let (stones, liberties) = flood(board, d);
                    let root = board.root(d);
                    let link = board.links[root];
                    assert_eq!(usize::from(link.size), stones.len(), "size at {d}");
                    assert_eq!(usize::from(link.liberties), liberties.len(), "count at {d}");
                    let set: BTreeSet<usize> = board.group_liberties(root).collect();
                    assert_eq!(set, liberties, "liberties at {d}");
                    for &s in &stones {
                        assert_eq!(board.root(s), root, "one root for the group of {d}");
                    }
                    // The circle of the group visits each of its stones once.
                    let mut circle = BTreeSet::new();
                    let mut s = root;
                    while circle.insert(s) {
                        s = usize::from(board.links[s].next);
                    }
                    assert_eq!(circle, stones, "circle at {d}");
                    for side in Side::ALL {
                        assert!(!board.is_legal(side, d), "stone at {d} listed as legal");
                    }
                }
                None => {
                    for side in Side::ALL {
                        let naive = naive_verdict(board, side, d);
                        assert_eq!(board.verdict(side, d), naive, "{side} at {d}\n{board:?}");
                        assert_eq!(board.is_legal(side, d), naive.is_ok(), "{side} at {d}");
                    }
                }
            }
        }
        for side in Side::ALL {
            let set = &board.sets[legal_range(words, side)];
            assert_eq!(bits::count(set), board.legal_count(side));
        }
    }

    /// Random games: each side plays a random legal point, with now and then a stone dropped
    /// anywhere empty (as a set-up would), until the side to move has no legal point.
    #[test]
    fn incremental_bookkeeping_matches_a_recount() {
        for seed in 0..40u64 {
            let mut rng = SmallRng::seed_from_u64(seed);
            let size = [7, 9, 9, 13, 19][seed as usize % 5];
            let mut board = Board::new(size);
            assert_consistent(&board);
            let mut side = Side::Black;
            for ply in 0.. {
                let count = board.legal_count(side);
                if count == 0 {
                    break;
                }
                let wild = ply % 17 == 16;
                let d = if wild {
                    let empty: Vec<usize> = (0..board.layout().points())
                        .filter(|&d| board.stone(d).is_none())
                        .collect();
                    empty[rng.random_range(0..empty.len())]
                } else {
                    board
                        .nth_legal(side, rng.random_range(0..count))
                        .expect("k below the count")
                };
                if !wild && (size <= 9 || ply % 7 == 0) {
                    for q in board.legal_points(side).collect::<Vec<_>>() {
                        let mut after = board.clone();
                        after.place(q, side);
                        let counts = Side::ALL.map(|s| after.legal_count(s));
                        assert_eq!(board.legal_counts_after(side, q), counts, "{side} at {q}");
                    }
                }
                board.place(d, side);
                if size <= 9 || ply % 7 == 0 {
                    assert_consistent(&board);
                }
                side = side.opponent();
            }
            assert_consistent(&board);
        }
    }

    #[test]
    fn a_long_chain_counts_each_liberty_once() {
        let mut board = Board::new(9);
        let layout = Arc::clone(&board.layout);
        // A black snake along row 4 and down column 8, with a white stone touching it.
        for x in 0..9 {
            board.place(
                layout.index(crate::Point::new(x, 4)).expect("on board"),
                Side::Black,
            );
        }
        for y in 5..9 {
            board.place(
                layout.index(crate::Point::new(8, y)).expect("on board"),
                Side::Black,
            );
        }
        board.place(
            layout.index(crate::Point::new(3, 3)).expect("on board"),
            Side::White,
        );
        let d = layout.index(crate::Point::new(0, 4)).expect("on board");
        // Row 3 minus the white stone (8), row 5 columns 0..=7 (8), column 7 rows 6..=8 (3).
        assert_eq!(board.liberties(d), Some(19));
        assert_consistent(&board);
    }
}
