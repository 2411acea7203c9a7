//! The playout board: a NoGo position of at most 128 points (boards up to 11x11) as sets of
//! points in `u128` words, for the search's simulations, which spend most of their time placing
//! stones.
//!
//! It keeps what the game's own board keeps (groups, each group's liberties, each side's legal
//! points) by the same local rule: after a stone goes down only the point itself, its empty
//! neighbours left without an empty neighbour, and the last liberty of its group and of each
//! adjacent enemy group left with one can change their verdict (see `games/nogo/board.rs`). What
//! it drops is what a game needs and a simulation does not: the history, the set-up, the centre
//! rule (a simulation's playout starts after the first move), general board sizes and their
//! padded grid. A whole position is a few flat arrays, so a simulation starts from a copy of the
//! root's board with one `memcpy`.
//!
//! Dense indices are those of the game (`y * size + x`), so a point means the same here, in the
//! game and in [`super::playout::Owners`].

use crate::{Game, NoGo, Point, Side};

/// The most points the playout board holds: one bit each in a `u128`.
pub(super) const MAX_POINTS: usize = 128;

/// The neighbours of every point of one board size: made once per search.
#[derive(Debug, Clone)]
pub(super) struct Geometry {
    /// Points along one edge.
    size: usize,
    /// Points of the board.
    points: usize,
    /// The neighbours of each point as a set.
    around: [u128; MAX_POINTS],
}

impl Geometry {
    /// The geometry of a `size` x `size` board, `None` if it has more than [`MAX_POINTS`]
    /// points.
    pub(super) fn new(size: u8) -> Option<Geometry> {
        let size = usize::from(size);
        let points = size * size;
        if points > MAX_POINTS {
            return None;
        }
        let mut geometry = Geometry {
            size,
            points,
            around: [0; MAX_POINTS],
        };
        for d in 0..points {
            let (x, y) = (d % size, d / size);
            let mut near = Vec::with_capacity(4);
            if x > 0 {
                near.push(d - 1);
            }
            if x + 1 < size {
                near.push(d + 1);
            }
            if y > 0 {
                near.push(d - size);
            }
            if y + 1 < size {
                near.push(d + size);
            }
            for n in near {
                geometry.around[d] |= 1 << n;
            }
        }
        Some(geometry)
    }

    /// Points of the board.
    pub(super) fn points(&self) -> usize {
        self.points
    }

    /// The dense index of a point of the board.
    pub(super) fn index(&self, p: Point) -> usize {
        p.y as usize * self.size + p.x as usize
    }
}

/// A NoGo position for simulations: the stones, their groups with liberties, and each side's
/// legal points.
#[derive(Debug, Clone)]
pub(super) struct PlayoutBoard {
    /// Each side's stones, by side index.
    stones: [u128; 2],
    /// Each side's legal points: empty points where its stone would neither capture nor be
    /// suicide.
    legal: [u128; 2],
    /// How many points each `legal` set holds (at most 128).
    legal_count: [u8; 2],
    /// The root stone of each stone's group.
    root: [u8; MAX_POINTS],
    /// Root only: the group's liberties.
    liberties: [u128; MAX_POINTS],
    /// Root only: the group's stones.
    members: [u128; MAX_POINTS],
    /// Root only: how many stones the group has.
    size: [u8; MAX_POINTS],
}

/// Whether a set holds more than one point.
fn several(set: u128) -> bool {
    set & set.wrapping_sub(1) != 0
}

impl PlayoutBoard {
    /// The position of `game`, whose board has the size of `geometry`.
    pub(super) fn new(geometry: &Geometry, game: &NoGo) -> PlayoutBoard {
        let mut board = PlayoutBoard {
            stones: [0; 2],
            legal: [0; 2],
            legal_count: [0; 2],
            root: [0; MAX_POINTS],
            liberties: [0; MAX_POINTS],
            members: [0; MAX_POINTS],
            size: [0; MAX_POINTS],
        };
        let stones = game.stones();
        for (side, points) in [(Side::Black, &stones.black), (Side::White, &stones.white)] {
            for &p in points {
                board.place(geometry, geometry.index(p), side);
            }
        }
        // Groups and liberties come out right in any order of stones; the verdicts are judged
        // once more on the whole position, as a set-up's are.
        for d in 0..geometry.points {
            if board.is_empty(d) {
                board.refresh(geometry, d);
            }
        }
        board
    }

    /// How many points `side` may play.
    pub(super) fn legal_count(&self, side: Side) -> usize {
        usize::from(self.legal_count[side.index()])
    }

    /// Whether `side` may play the point `d`.
    pub(super) fn is_legal(&self, side: Side, d: usize) -> bool {
        self.legal[side.index()] >> d & 1 != 0
    }

    /// The `k`-th point (in dense order) `side` may play.
    pub(super) fn nth_legal(&self, side: Side, k: usize) -> Option<usize> {
        let mut set = self.legal[side.index()];
        for _ in 0..k {
            set &= set.wrapping_sub(1);
        }
        (set != 0).then(|| set.trailing_zeros() as usize)
    }

    /// Whether the point `d` is empty.
    fn is_empty(&self, d: usize) -> bool {
        (self.stones[0] | self.stones[1]) >> d & 1 == 0
    }

    /// Puts a stone of `side` on the empty point `d`, which it may play, and brings the groups,
    /// liberties and legal points up to date.
    pub(super) fn place(&mut self, geometry: &Geometry, d: usize, side: Side) {
        let (own, other) = (side.index(), side.opponent().index());
        let bit = 1u128 << d;
        self.stones[own] |= bit;
        for s in 0..2 {
            // Branch-free: whether `d` was legal is a coin flip the predictor cannot learn.
            self.legal_count[s] -= (self.legal[s] >> d) as u8 & 1;
            self.legal[s] &= !bit;
        }
        let empty = !(self.stones[0] | self.stones[1]);
        let around = geometry.around[d];
        let empties = around & empty;
        self.root[d] = d as u8;
        self.size[d] = 1;
        self.members[d] = bit;
        self.liberties[d] = empties;
        // Every enemy group next to `d` loses it before any verdict is judged again.
        let enemies = around & self.stones[other];
        let mut left = enemies;
        while left != 0 {
            let group = usize::from(self.root[left.trailing_zeros() as usize]);
            left &= left - 1;
            self.liberties[group] &= !bit;
        }
        let mut root = d;
        let mut friends = around & self.stones[own];
        while friends != 0 {
            let group = usize::from(self.root[friends.trailing_zeros() as usize]);
            friends &= friends - 1;
            if group != root {
                root = self.merge(root, group);
            }
        }
        self.liberties[root] &= !bit;
        let mut left = empties;
        while left != 0 {
            let e = left.trailing_zeros() as usize;
            left &= left - 1;
            if geometry.around[e] & empty == 0 {
                self.refresh(geometry, e);
            }
        }
        self.refresh_if_last(geometry, root);
        let mut left = enemies;
        while left != 0 {
            let group = usize::from(self.root[left.trailing_zeros() as usize]);
            left &= left - 1;
            // A group next to `d` twice is judged twice, to the same verdict.
            self.refresh_if_last(geometry, group);
        }
    }

    /// Judges the last liberty of the group with root `group` again, if it has only one.
    fn refresh_if_last(&mut self, geometry: &Geometry, group: usize) {
        let liberties = self.liberties[group];
        if liberties != 0 && !several(liberties) {
            self.refresh(geometry, liberties.trailing_zeros() as usize);
        }
    }

    /// Merges the groups with roots `a` and `b` into the larger one's root, which it returns.
    fn merge(&mut self, a: usize, b: usize) -> usize {
        let (big, small) = if self.size[a] >= self.size[b] {
            (a, b)
        } else {
            (b, a)
        };
        let mut stones = self.members[small];
        while stones != 0 {
            self.root[stones.trailing_zeros() as usize] = big as u8;
            stones &= stones - 1;
        }
        self.size[big] += self.size[small];
        self.members[big] |= self.members[small];
        self.liberties[big] |= self.liberties[small];
        big
    }

    /// Judges again whether each side may play the empty point `d`: it may when no enemy group
    /// next to it is down to its last liberty (a capture) and the stone would breathe, through
    /// an empty neighbour or an own group with another liberty.
    fn refresh(&mut self, geometry: &Geometry, d: usize) {
        let around = geometry.around[d];
        let breathes = around & !(self.stones[0] | self.stones[1]) != 0;
        let mut lends = [false; 2];
        let mut last = [false; 2];
        for s in 0..2 {
            let mut near = around & self.stones[s];
            while near != 0 {
                let n = near.trailing_zeros() as usize;
                near &= near - 1;
                let more = several(self.liberties[usize::from(self.root[n])]);
                lends[s] |= more;
                last[s] |= !more;
            }
        }
        let after = [
            !last[1] && (breathes || lends[0]),
            !last[0] && (breathes || lends[1]),
        ];
        let bit = 1u128 << d;
        for (s, legal) in after.into_iter().enumerate() {
            let was = (self.legal[s] >> d) as u8 & 1;
            self.legal_count[s] = self.legal_count[s] + u8::from(legal) - was;
            self.legal[s] = (self.legal[s] & !bit) | (u128::from(legal) << d);
        }
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;
    use crate::{Move, NoGoConfig};

    /// Plays the moves `picks` (each an index into the legal moves, taken modulo their count)
    /// from the empty board of `size` on the game and on the playout board, and checks after
    /// each that both agree on every point for both sides.
    fn check(size: u8, picks: &[usize]) {
        let config = NoGoConfig {
            size,
            center_first_forbidden: true,
        };
        let mut game = NoGo::new(&config);
        let geometry = Geometry::new(size).expect("small enough");
        let mut board = PlayoutBoard::new(&geometry, &game);
        for (ply, &pick) in picks.iter().enumerate() {
            for side in Side::ALL {
                // The centre rule is the game's: before the first move the board ignores it.
                assert_eq!(
                    board.legal_count(side),
                    game.legal_count_for(side) + usize::from(ply == 0 && side == Side::Black)
                );
                for d in 0..geometry.points() {
                    let p =
                        Point::new((d % usize::from(size)) as i8, (d / usize::from(size)) as i8);
                    assert_eq!(
                        board.is_legal(side, d),
                        game.may_play(side, p),
                        "{side} at {p} after {ply}\n{game:?}"
                    );
                }
            }
            if game.is_over() {
                break;
            }
            let count = game.legal_count();
            let p = game.nth_legal(pick % count).expect("below the count");
            board.place(&geometry, geometry.index(p), game.to_move());
            game.play_unchecked(Move::Place(p));
            // A board made from the position agrees with the one kept move by move.
            let fresh = PlayoutBoard::new(&geometry, &game);
            assert_eq!(
                (fresh.legal, fresh.legal_count),
                (board.legal, board.legal_count)
            );
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        #[test]
        fn agrees_with_the_game_move_by_move(size in 7u8..=11, picks in proptest::collection::vec(any::<usize>(), 0..130)) {
            check(size, &picks);
        }
    }

    #[test]
    fn boards_too_large_have_no_geometry() {
        assert!(Geometry::new(11).is_some());
        assert!(Geometry::new(12).is_none());
        assert!(Geometry::new(19).is_none());
    }
}
