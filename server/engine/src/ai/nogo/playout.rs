//! Playouts: finishing a game with quick, mostly random moves, the estimate behind every
//! statistic of the search.
//!
//! A point that only the side to move may play is its reserve: the opponent can never take it,
//! so filling it now spends a move that is still there later, while a point both sides may play
//! is gone for the opponent too. The reserve-sparing policy therefore redraws a few times when
//! its random draw lands on a reserve point; it costs a lookup per draw and makes the playouts
//! end the way a sensible game would.

use rand::RngExt;
use rand::rngs::SmallRng;

use crate::{Game, Move, NoGo, Point, Side};

use super::fast::{Geometry, PlayoutBoard};

/// How a playout picks its moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Policy {
    /// A uniformly random legal move.
    Uniform,
    /// A random legal move, redrawn up to `redraws` times while it is a point the opponent could
    /// not play (the mover's own reserve).
    SpareReserve {
        /// How many times a draw on a reserve point is replaced by another.
        redraws: u8,
    },
}

/// Who played which point during a simulation: for the all-moves-as-first statistics. NoGo
/// never takes a stone off the board, so each point is played at most once per simulation and
/// one owner per point is the whole record.
#[derive(Debug, Clone)]
pub(super) struct Owners {
    /// Points along one edge, to turn a point into an index.
    size: usize,
    /// By dense index `y * size + x`: 0 for no stone played, else 1 + the side's index.
    by_point: Vec<u8>,
}

impl Owners {
    /// An empty record for a board of `size` x `size` points.
    pub(super) fn new(size: u8) -> Owners {
        let size = usize::from(size);
        Owners {
            size,
            by_point: vec![0; size * size],
        }
    }

    /// Forgets every point, for the next simulation.
    pub(super) fn clear(&mut self) {
        self.by_point.fill(0);
    }

    /// Notes that `side` played `p`.
    pub(super) fn set(&mut self, p: Point, side: Side) {
        let index = self.index(p);
        if let Some(owner) = self.by_point.get_mut(index) {
            *owner = 1 + side.index() as u8;
        }
    }

    /// Notes that `side` played the point with dense index `d`.
    pub(super) fn set_index(&mut self, d: usize, side: Side) {
        if let Some(owner) = self.by_point.get_mut(d) {
            *owner = 1 + side.index() as u8;
        }
    }

    /// Whether `side` played `p`.
    pub(super) fn played(&self, p: Point, side: Side) -> bool {
        self.by_point.get(self.index(p)) == Some(&(1 + side.index() as u8))
    }

    /// The dense index of `p` (points of the board only, so both coordinates are small and
    /// non-negative).
    fn index(&self, p: Point) -> usize {
        p.y as usize * self.size + p.x as usize
    }
}

/// Plays `game` to its end by `policy`, noting each move in `owners`, and returns the winner.
pub(super) fn playout(
    game: &mut NoGo,
    policy: Policy,
    rng: &mut SmallRng,
    owners: &mut Owners,
) -> Side {
    let size = game.config().size;
    loop {
        let count = game.legal_count();
        let mover = game.to_move();
        let Some(mut p) = draw(game, count, size, rng) else {
            // The side to move has no legal move: it has lost.
            return mover.opponent();
        };
        if let Policy::SpareReserve { redraws } = policy {
            for _ in 0..redraws {
                if game.may_play(mover.opponent(), p) {
                    break;
                }
                match draw(game, count, size, rng) {
                    Some(q) => p = q,
                    None => break,
                }
            }
        }
        owners.set(p, mover);
        game.play_unchecked(Move::Place(p));
    }
}

/// Plays the position on `board` to its end by `policy`, `mover` to move, noting each move in
/// `owners`, and returns the winner: the same game, draw for draw of `rng`, as [`playout`] plays
/// from the same position, on the faster board.
pub(super) fn playout_fast(
    board: &mut PlayoutBoard,
    geometry: &Geometry,
    mut mover: Side,
    policy: Policy,
    rng: &mut SmallRng,
    owners: &mut Owners,
) -> Side {
    loop {
        let count = board.legal_count(mover);
        let Some(mut d) = draw_fast(board, geometry, mover, count, rng) else {
            return mover.opponent();
        };
        if let Policy::SpareReserve { redraws } = policy {
            for _ in 0..redraws {
                if board.is_legal(mover.opponent(), d) {
                    break;
                }
                match draw_fast(board, geometry, mover, count, rng) {
                    Some(q) => d = q,
                    None => break,
                }
            }
        }
        owners.set_index(d, mover);
        board.place(geometry, d, mover);
        mover = mover.opponent();
    }
}

/// [`draw`] on the playout board: the same draws of `rng` give the same point.
fn draw_fast(
    board: &PlayoutBoard,
    geometry: &Geometry,
    mover: Side,
    count: usize,
    rng: &mut SmallRng,
) -> Option<usize> {
    if count == 0 {
        return None;
    }
    // At most 128 points.
    let points = geometry.points() as u32;
    if count * 4 >= points as usize {
        for _ in 0..TRIES {
            let d = rng.random_range(0..points) as usize;
            if board.is_legal(mover, d) {
                return Some(d);
            }
        }
    }
    board.nth_legal(mover, rng.random_range(0..count))
}

/// A uniformly random legal move of the side to move, which has `count` of them on a board of
/// `size` x `size` points; `None` when it has none.
///
/// While legal points are plentiful, a random point of the board is legal often enough that a
/// few tries of it beat selecting the `k`-th member of the legal set; either way the draw is
/// uniform over the legal points.
fn draw(game: &NoGo, count: usize, size: u8, rng: &mut SmallRng) -> Option<Point> {
    if count == 0 {
        return None;
    }
    let points = u32::from(size) * u32::from(size);
    if count * 4 >= points as usize {
        for _ in 0..TRIES {
            let d = rng.random_range(0..points);
            // Both coordinates are below the size, at most 19.
            let p = Point::new((d % u32::from(size)) as i8, (d / u32::from(size)) as i8);
            if game.is_legal_fast(p) {
                return Some(p);
            }
        }
    }
    game.nth_legal(rng.random_range(0..count))
}

/// How many random points [`draw`] tries before it falls back to counting through the set.
const TRIES: usize = 6;

#[cfg(test)]
mod tests {
    use rand::SeedableRng;

    use super::*;
    use crate::NoGoConfig;

    #[test]
    fn playouts_end_with_the_loser_to_move() {
        let mut rng = SmallRng::seed_from_u64(7);
        for policy in [Policy::Uniform, Policy::SpareReserve { redraws: 3 }] {
            for _ in 0..20 {
                let mut game = NoGo::new(&NoGoConfig::default());
                let mut owners = Owners::new(9);
                let winner = playout(&mut game, policy, &mut rng, &mut owners);
                assert!(game.is_over());
                assert_eq!(game.to_move(), winner.opponent());
                let stones = game.stones();
                for (side, points) in [(Side::Black, &stones.black), (Side::White, &stones.white)] {
                    for &p in points {
                        assert!(owners.played(p, side));
                        assert!(!owners.played(p, side.opponent()));
                    }
                }
            }
        }
    }

    /// The playouts on the playout board are the ones on the game: same winner, same owners.
    #[test]
    fn the_fast_playout_plays_the_same_games() {
        for seed in 0..200u64 {
            let size = [7, 9, 9, 11][seed as usize % 4];
            let config = NoGoConfig {
                size,
                center_first_forbidden: true,
            };
            let mut setup_rng = SmallRng::seed_from_u64(seed);
            let mut game = NoGo::new(&config);
            for _ in 0..1 + seed % 40 {
                if game.is_over() {
                    break;
                }
                let k = setup_rng.random_range(0..game.legal_count());
                let p = game.nth_legal(k).expect("below the count");
                game.play_unchecked(Move::Place(p));
            }
            let geometry = Geometry::new(size).expect("small enough");
            let mut board = PlayoutBoard::new(&geometry, &game);
            let policy = if seed % 3 == 0 {
                Policy::Uniform
            } else {
                Policy::SpareReserve { redraws: 3 }
            };
            let (mut slow_owners, mut fast_owners) = (Owners::new(size), Owners::new(size));
            let mut rng = SmallRng::seed_from_u64(seed + 1000);
            let mover = game.to_move();
            let slow = playout(&mut game, policy, &mut rng, &mut slow_owners);
            let mut rng = SmallRng::seed_from_u64(seed + 1000);
            let fast = playout_fast(
                &mut board,
                &geometry,
                mover,
                policy,
                &mut rng,
                &mut fast_owners,
            );
            assert_eq!(slow, fast, "seed {seed}");
            assert_eq!(slow_owners.by_point, fast_owners.by_point, "seed {seed}");
        }
    }
}
