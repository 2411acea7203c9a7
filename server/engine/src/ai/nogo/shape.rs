//! The shape prior: what a move looks like locally, weighed by a table fitted to the search's
//! own choices.
//!
//! A move is described by the 3x3 block around it, from its mover's point of view (each of the
//! four sides empty, off the board, or a stone of either colour whose group has 1, 2 or 3 and more
//! liberties; each corner empty, off the board, or a stone of either colour), brought to one
//! canonical form under the board's eight symmetries; and by a few small features: whether the
//! point is the mover's reserve or, if both may play it, how much it shifts the balance of legal
//! points (the mobility prior's gain, clamped to -2..=2); its distance to the edge (0 to 4); and
//! its distances to the last move and to the mover's own last move.
//! The weights in `shape_weights.rs` are a softmax's over the legal moves, fitted by
//! `nogo_shapes fit` to the shares of simulations a 0.2 s search without this prior gave the
//! moves of self-play games (see docs/strength.md); the search turns a move's probability into
//! a prior (see [`super::Settings::shape_prior`]), which made `hard` about 100 Elo stronger at
//! 1 s a move.

use crate::{Game, Move, NoGo, Point, Side};

use super::shape_weights;

/// How many indices [`extras`] spreads over: 6 for reserve-or-gain, 5 for the edge distance, 5
/// each for the distances to the last two moves.
pub const EXTRAS: usize = 21;

/// The four sides of a point, then its four corners, as offsets.
const AROUND: [(i8, i8); 8] = [
    (0, -1),
    (1, 0),
    (0, 1),
    (-1, 0),
    (1, -1),
    (1, 1),
    (-1, 1),
    (-1, -1),
];

/// For each of the square's eight symmetries (a swap of the axes, then a flip of either), the
/// slot of [`AROUND`] each slot's cell comes from: a side from a side, a corner from a corner.
const SYMMETRIES: [[usize; 8]; 8] = symmetries();

/// Builds [`SYMMETRIES`].
const fn symmetries() -> [[usize; 8]; 8] {
    let mut table = [[0; 8]; 8];
    let mut s = 0;
    while s < 8 {
        let (swap, flip_x, flip_y) = (s & 4 != 0, s & 1 != 0, s & 2 != 0);
        let mut k = 0;
        while k < 8 {
            let (x, y) = AROUND[k];
            let (x, y) = if swap { (y, x) } else { (x, y) };
            let x = if flip_x { -x } else { x };
            let y = if flip_y { -y } else { y };
            let mut from = 0;
            while AROUND[from].0 != x || AROUND[from].1 != y {
                from += 1;
            }
            table[s][k] = from;
            k += 1;
        }
        s += 1;
    }
    table
}

/// The place value of each slot in a code: a side a digit of base 8, a corner of base 4 above
/// the sides' 8^4.
const PLACES: [u32; 8] = [1, 8, 64, 512, 4096, 4096 * 4, 4096 * 16, 4096 * 64];

/// What is on a side point: 0 empty, 1 to 3 the mover's stone with 1, 2, 3+ liberties, 4 to 6
/// the opponent's, 7 off the board.
fn side_cell(game: &NoGo, p: Point, mover: Side) -> u32 {
    if !game.shape().contains(p) {
        return 7;
    }
    match game.stone_at(p) {
        None => 0,
        Some(side) => {
            let liberties = game.liberties(p).unwrap_or(3).clamp(1, 3) as u32;
            if side == mover {
                liberties
            } else {
                3 + liberties
            }
        }
    }
}

/// What is on a corner point: 0 empty, 1 the mover's stone, 2 the opponent's, 3 off the board.
fn corner_cell(game: &NoGo, p: Point, mover: Side) -> u32 {
    if !game.shape().contains(p) {
        return 3;
    }
    match game.stone_at(p) {
        None => 0,
        Some(side) if side == mover => 1,
        Some(_) => 2,
    }
}

/// The canonical code of the 3x3 block around `p` for the side to move of `game`: the smallest
/// code over the eight symmetries, each side a digit of base 8, each corner of base 4.
#[must_use]
pub fn pattern(game: &NoGo, p: Point) -> u32 {
    let mover = game.to_move();
    let mut cells = [0u32; 8];
    for (cell, &(dx, dy)) in cells.iter_mut().zip(&AROUND[..4]) {
        *cell = side_cell(game, Point::new(p.x + dx, p.y + dy), mover);
    }
    for (cell, &(dx, dy)) in cells[4..].iter_mut().zip(&AROUND[4..]) {
        *cell = corner_cell(game, Point::new(p.x + dx, p.y + dy), mover);
    }
    SYMMETRIES
        .iter()
        .map(|from| {
            from.iter()
                .zip(PLACES)
                .map(|(&f, place)| cells[f] * place)
                .sum::<u32>()
        })
        .min()
        .unwrap_or(0)
}

/// The small features of the legal move `p` as indices below [`EXTRAS`]: 0 for the mover's
/// reserve, 1 to 5 for a shared point by its gain (-2 to 2, see the mobility prior); 6 to 10 for
/// the distance to the edge (0 to 4); 11 to 15 for the distance to the last move (1, 2, 3, 4 and
/// more, none), 16 to 20 the same for the mover's own last move. Distances count king steps: play
/// is local, and the answer to a move is mostly next to it.
#[must_use]
pub fn extras(game: &NoGo, p: Point) -> [usize; 4] {
    let mover = game.to_move();
    let kind = if game.may_play(mover.opponent(), p) {
        (3 + game.mobility_gain(p).clamp(-2, 2)) as usize
    } else {
        0
    };
    let last = i8::try_from(game.config().size).unwrap_or(i8::MAX) - 1;
    let edge = p.x.min(p.y).min(last - p.x).min(last - p.y).clamp(0, 4) as usize;
    let history = game.history();
    let near = |back: usize| -> usize {
        let Some(&Move::Place(q)) = history.len().checked_sub(back).and_then(|i| history.get(i))
        else {
            return 4;
        };
        let d = (q.x - p.x).abs().max((q.y - p.y).abs());
        (d.clamp(1, 4) - 1) as usize
    };
    [kind, 6 + edge, 11 + near(1), 16 + near(2)]
}

/// The fitted logit of the legal move `p`: its pattern's weight (none for a pattern too rare to
/// have been fitted) plus its extras'.
#[must_use]
pub fn logit(game: &NoGo, p: Point) -> f32 {
    let code = pattern(game, p);
    let own = shape_weights::PATTERNS
        .binary_search_by_key(&code, |&(c, _)| c)
        .map_or(0, |i| shape_weights::PATTERNS[i].1);
    let extra: i16 = extras(game, p)
        .iter()
        .map(|&e| shape_weights::EXTRAS[e])
        .sum();
    f32::from(own + extra) / 100.0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Move, NoGoConfig};

    fn game(moves: &[(i8, i8)]) -> NoGo {
        let moves: Vec<Move> = moves
            .iter()
            .map(|&(x, y)| Move::Place(Point::new(x, y)))
            .collect();
        NoGo::replay(&NoGoConfig::default(), &moves).expect("legal")
    }

    #[test]
    fn symmetric_blocks_share_a_code() {
        // A black stone left of the point, a white one below, and the mirror images.
        let a = game(&[(3, 4), (4, 5), (0, 0)]);
        let b = game(&[(5, 4), (4, 3), (0, 0)]);
        assert_eq!(a.to_move(), b.to_move());
        assert_eq!(pattern(&a, Point::new(4, 4)), pattern(&b, Point::new(4, 4)));
        let c = game(&[(3, 4), (5, 4), (0, 0)]);
        assert_ne!(pattern(&a, Point::new(4, 4)), pattern(&c, Point::new(4, 4)));
        // Every corner of the board is the same block.
        let empty = game(&[]);
        let corners =
            [(0, 0), (8, 0), (0, 8), (8, 8)].map(|(x, y)| pattern(&empty, Point::new(x, y)));
        assert!(corners.iter().all(|&c| c == corners[0]));
        assert_ne!(corners[0], pattern(&empty, Point::new(0, 4)));
    }

    #[test]
    fn colours_are_the_movers() {
        // The same block with the colours swapped and the other side to move.
        let a = game(&[(3, 4), (0, 0)]);
        let b = game(&[(0, 0), (3, 4), (8, 8)]);
        assert_ne!(a.to_move(), b.to_move());
        assert_eq!(pattern(&a, Point::new(4, 4)), pattern(&b, Point::new(4, 4)));
    }

    #[test]
    fn extras_tell_the_reserve_and_the_edge() {
        // After a first move (the centre rule would skew the balance of the first).
        let one = game(&[(8, 8)]);
        assert_eq!(extras(&one, Point::new(0, 3)), [3, 6, 14, 20]);
        assert_eq!(extras(&one, Point::new(4, 3)), [3, 9, 14, 20]);
        // The distances to the last move and to the mover's own last move.
        let two = game(&[(4, 3), (2, 2)]);
        assert_eq!(extras(&two, Point::new(3, 3))[2..], [11, 16]);
        assert_eq!(extras(&two, Point::new(5, 1))[2..], [13, 17]);
        assert_eq!(extras(&two, Point::new(8, 8))[2..], [14, 19]);
        // A white stone in the corner with one liberty left, white to move: black may not take
        // that liberty, so it is white's reserve.
        let atari = game(&[(1, 0), (0, 0), (8, 8)]);
        assert!(!atari.may_play(Side::Black, Point::new(0, 1)));
        assert_eq!(extras(&atari, Point::new(0, 1))[0], 0);
    }
}
