//! Reversi (Othello) on 8x8, kept as two bitboards: the [`Game`] rules on top of the allocation-free
//! move generation in [`bitboard`], which search and perft use directly.

mod bitboard;

use std::sync::Arc;

use crate::board::Shape;
use crate::{
    Change, Effects, Game, GameKind, Move, MoveList, Outcome, OutcomeReason, Point, ReversiConfig,
    RuleError, Setup, SetupError, Side,
};

use bitboard::{Board, DIRECTIONS};

/// The only board reversi is played on.
const SHAPE: Shape = Shape::Square { size: 8 };

/// A game of reversi: the discs, whose turn it is, and how the game got here. Cloning copies two
/// words, the move list and a shared pointer to the set-up.
#[derive(Debug, Clone)]
pub struct Reversi {
    /// The discs, seen from the side to move.
    board: Board,
    /// The side whose discs are `board.player`.
    to_move: Side,
    /// Every move since the start position.
    history: Vec<Move>,
    /// The set-up the game started from; `None` for the standard start.
    setup: Option<Arc<Setup>>,
}

/// The bit of a point, or `None` off the board.
fn square(p: Point) -> Option<u32> {
    let x = u32::try_from(p.x).ok().filter(|&x| x < 8)?;
    let y = u32::try_from(p.y).ok().filter(|&y| y < 8)?;
    Some(y * 8 + x)
}

/// The point of a bit (0..64).
fn point(square: u32) -> Point {
    #[expect(
        clippy::cast_possible_truncation,
        reason = "both coordinates are below 8, so they fit an i8"
    )]
    Point::new((square % 8) as i8, (square / 8) as i8)
}

impl Reversi {
    /// The discs as two bitboards, `(side to move, other side)`; bit `y * 8 + x` is the point
    /// `[x, y]`.
    #[must_use]
    #[inline]
    pub fn bitboards(&self) -> (u64, u64) {
        (self.board.player, self.board.opponent)
    }

    /// Perft from this position on the bitboards: the same count as [`crate::perft::perft`], with
    /// the last ply counted in bulk. This is the fast path of the `perft` tool.
    #[must_use]
    pub fn perft_fast(&self, depth: u32) -> u64 {
        Self::perft_bitboards(self.board.player, self.board.opponent, depth)
    }

    /// Perft of the position where the side to move has the discs `player` and the other side
    /// `opponent` (bit `y * 8 + x` is `[x, y]`; the two must not overlap).
    #[must_use]
    #[inline]
    pub fn perft_bitboards(player: u64, opponent: u64, depth: u32) -> u64 {
        Board { player, opponent }.perft(depth)
    }

    /// The squares where the side to move with discs `player` may play against `opponent`, as a
    /// bitboard.
    #[must_use]
    #[inline]
    pub fn move_mask(player: u64, opponent: u64) -> u64 {
        bitboard::moves(player, opponent)
    }

    /// [`Reversi::move_mask`] of two positions at once, `players[i]` against `opponents[i]`:
    /// on x86-64 about the cost of one.
    #[must_use]
    #[inline]
    pub fn move_masks_pair(players: [u64; 2], opponents: [u64; 2]) -> [u64; 2] {
        bitboard::moves_pair(players, opponents)
    }

    /// The `opponent` discs a `player` disc on bit `square` (0..64) would turn over.
    #[must_use]
    #[inline]
    pub fn flip_mask(player: u64, opponent: u64, square: u32) -> u64 {
        bitboard::flips(player, opponent, square)
    }

    /// The discs of one side.
    fn discs(&self, side: Side) -> u64 {
        if side == self.to_move {
            self.board.player
        } else {
            self.board.opponent
        }
    }

    /// The turned discs of a move on `at`, nearest first along each direction.
    fn flipped_points(at: u32, flipped: u64) -> Vec<Point> {
        let mut points = Vec::with_capacity(flipped.count_ones() as usize);
        let origin = point(at);
        for (dx, dy) in DIRECTIONS {
            let mut p = Point::new(origin.x + dx, origin.y + dy);
            while square(p).is_some_and(|s| flipped & (1 << s) != 0) {
                points.push(p);
                p = Point::new(p.x + dx, p.y + dy);
            }
        }
        points
    }
}

impl Game for Reversi {
    type Config = ReversiConfig;

    fn new(_config: &ReversiConfig) -> Reversi {
        Reversi {
            board: Board::START,
            to_move: Side::Black,
            history: Vec::new(),
            setup: None,
        }
    }

    /// Any stones on distinct points of the board make a position, even one no game reaches.
    fn from_setup(_config: &ReversiConfig, setup: &Setup) -> Result<Reversi, SetupError> {
        let mut discs = [0u64; 2];
        for side in Side::ALL {
            let points = match side {
                Side::Black => &setup.stones.black,
                Side::White => &setup.stones.white,
            };
            for &p in points {
                let bit = 1 << square(p).ok_or(SetupError::OffBoard(p))?;
                if (discs[0] | discs[1]) & bit != 0 {
                    return Err(SetupError::Overlap(p));
                }
                discs[side.index()] |= bit;
            }
        }
        let to_move = setup.to_move;
        Ok(Reversi {
            board: Board {
                player: discs[to_move.index()],
                opponent: discs[to_move.opponent().index()],
            },
            to_move,
            history: Vec::new(),
            setup: Some(Arc::new(setup.clone())),
        })
    }

    fn setup(&self) -> Option<&Setup> {
        self.setup.as_deref()
    }

    fn config(&self) -> ReversiConfig {
        ReversiConfig
    }

    fn kind(&self) -> GameKind {
        GameKind::Reversi
    }

    fn shape(&self) -> Shape {
        SHAPE
    }

    fn to_move(&self) -> Side {
        self.to_move
    }

    fn history(&self) -> &[Move] {
        &self.history
    }

    fn stone_at(&self, p: Point) -> Option<Side> {
        let bit = 1 << square(p)?;
        Side::ALL
            .into_iter()
            .find(|&side| self.discs(side) & bit != 0)
    }

    fn free_points(&self) -> usize {
        (!(self.board.player | self.board.opponent)).count_ones() as usize
    }

    fn legal_moves(&self, moves: &mut MoveList) {
        moves.clear();
        let mut mask = self.board.moves();
        if mask == 0 {
            if self.board.pass().moves() != 0 {
                moves.push(Move::Pass);
            }
            return;
        }
        while mask != 0 {
            moves.push(Move::Place(point(mask.trailing_zeros())));
            mask &= mask - 1;
        }
    }

    fn check(&self, m: Move) -> Result<(), RuleError> {
        let mask = self.board.moves();
        if mask == 0 && self.board.pass().moves() == 0 {
            return Err(RuleError::GameOver);
        }
        match m {
            Move::Pass if mask == 0 => Ok(()),
            Move::Pass => Err(RuleError::CannotPass),
            Move::Place(p) => {
                let s = square(p).ok_or(RuleError::OffBoard)?;
                if (self.board.player | self.board.opponent) & (1 << s) != 0 {
                    Err(RuleError::Occupied)
                } else if mask & (1 << s) == 0 {
                    Err(RuleError::NoFlip)
                } else {
                    Ok(())
                }
            }
        }
    }

    fn play_unchecked(&mut self, m: Move) -> Effects {
        let effects = match m {
            Move::Pass => {
                self.board = self.board.pass();
                Effects::default()
            }
            Move::Place(p) => {
                // An off-board point is not a move at all: leave the game as it is.
                let Some(s) = square(p) else {
                    return Effects::default();
                };
                let flipped = bitboard::flips(self.board.player, self.board.opponent, s);
                self.board = self.board.play(s);
                let mover = Some(self.to_move);
                Effects {
                    changed: Self::flipped_points(s, flipped)
                        .into_iter()
                        .map(|at| Change { at, stone: mover })
                        .collect(),
                }
            }
        };
        self.to_move = self.to_move.opponent();
        self.history.push(m);
        effects
    }

    /// Over when neither side can place a disc (a full board included); more discs wins.
    fn outcome(&self) -> Option<Outcome> {
        if !self.board.is_over() {
            return None;
        }
        let black = self.discs(Side::Black).count_ones();
        let white = self.discs(Side::White).count_ones();
        let winner = match black.cmp(&white) {
            std::cmp::Ordering::Greater => Some(Side::Black),
            std::cmp::Ordering::Less => Some(Side::White),
            std::cmp::Ordering::Equal => None,
        };
        Some(Outcome {
            winner,
            reason: OutcomeReason::Count,
            line: Vec::new(),
        })
    }

    fn sgf_root(&self) -> String {
        "GM[2]SZ[8]".to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::perft::perft;

    fn start() -> Reversi {
        Reversi::new(&ReversiConfig)
    }

    fn at(x: i8, y: i8) -> Move {
        Move::Place(Point::new(x, y))
    }

    #[test]
    fn start_position_and_first_moves() {
        let game = start();
        assert_eq!(game.stone_at(Point::new(3, 3)), Some(Side::White));
        assert_eq!(game.stone_at(Point::new(4, 4)), Some(Side::White));
        assert_eq!(game.stone_at(Point::new(3, 4)), Some(Side::Black));
        assert_eq!(game.stone_at(Point::new(4, 3)), Some(Side::Black));
        assert_eq!(game.stone_at(Point::new(8, 0)), None);
        let mut moves = MoveList::new();
        game.legal_moves(&mut moves);
        assert_eq!(moves, vec![at(3, 2), at(2, 3), at(5, 4), at(4, 5)]);
        assert_eq!(game.check(at(0, 0)), Err(RuleError::NoFlip));
        assert_eq!(game.check(at(3, 3)), Err(RuleError::Occupied));
        assert_eq!(game.check(at(-1, 3)), Err(RuleError::OffBoard));
        assert_eq!(game.check(Move::Pass), Err(RuleError::CannotPass));
    }

    #[test]
    fn a_move_flips_and_passes_the_turn() {
        let (game, effects) = start().play(at(3, 2)).expect("legal");
        assert_eq!(
            effects.changed,
            vec![Change {
                at: Point::new(3, 3),
                stone: Some(Side::Black)
            }]
        );
        assert_eq!(game.to_move(), Side::White);
        assert_eq!(game.stones().black.len(), 4);
        assert_eq!(game.stones().white.len(), 1);
        assert_eq!(game.history(), &[at(3, 2)]);
    }

    #[test]
    fn flipped_discs_come_nearest_first() {
        // Black at the far ends of two diagonals that meet on [3,3], two white discs on each.
        let text = "
            X . . . . . X .
            . O . . . O . .
            . . O . O . . .
            . . . . . . . .
            . . . . . . . .
            . . . . . . . .
            . . . . . . . .
            . . . . . . . .";
        let setup = Setup::parse(SHAPE, text, Side::Black).expect("board");
        let game = Reversi::from_setup(&ReversiConfig, &setup).expect("position");
        let (_, effects) = game.play(at(3, 3)).expect("legal");
        let mut got: Vec<Point> = effects.turned_to(Side::Black).collect();
        // Up-left first or up-right first depends on the direction order; each line is in order.
        let left = got.iter().position(|&p| p == Point::new(2, 2)).expect("in");
        assert_eq!(got[left + 1], Point::new(1, 1));
        let right = got.iter().position(|&p| p == Point::new(4, 2)).expect("in");
        assert_eq!(got[right + 1], Point::new(5, 1));
        got.sort();
        assert_eq!(got.len(), 4);
    }

    #[test]
    fn setup_errors() {
        let mut setup = Setup {
            stones: crate::Stones {
                black: vec![Point::new(0, 0)],
                white: vec![Point::new(0, 0)],
            },
            to_move: Side::White,
        };
        let err = Reversi::from_setup(&ReversiConfig, &setup).expect_err("overlap");
        assert_eq!(err, SetupError::Overlap(Point::new(0, 0)));
        setup.stones.white = vec![Point::new(8, 1)];
        let err = Reversi::from_setup(&ReversiConfig, &setup).expect_err("off board");
        assert_eq!(err, SetupError::OffBoard(Point::new(8, 1)));
        setup.stones.white = vec![Point::new(7, 7)];
        let game = Reversi::from_setup(&ReversiConfig, &setup).expect("position");
        assert_eq!(game.setup(), Some(&setup));
        assert_eq!(game.to_move(), Side::White);
        assert_eq!(game.stone_at(Point::new(7, 7)), Some(Side::White));
        // Neither side can move: the game is over at once, a draw at one disc each.
        assert!(game.is_over());
        assert_eq!(game.check(Move::Pass), Err(RuleError::GameOver));
    }

    #[test]
    fn generic_perft_agrees_with_the_fast_one() {
        let game = start();
        for depth in 0..=5 {
            assert_eq!(perft(&game, depth), game.perft_fast(depth), "depth {depth}");
        }
    }

    #[test]
    fn sgf_root_names_othello() {
        assert_eq!(start().sgf_root(), "GM[2]SZ[8]");
    }
}
