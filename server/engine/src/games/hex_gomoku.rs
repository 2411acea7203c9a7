//! Gomoku on a hexagon of points, each with six neighbours along three line directions: five or
//! more in a row along any of them wins, a full board draws. A thin wrapper over the shared
//! five-in-a-row core; the hexagon's geometry lives in the grid.

use super::five::{Five, FiveInRow};
use crate::board::Shape;
use crate::{
    Effects, Game, GameKind, HexGomokuConfig, Move, MoveList, Outcome, Point, RuleError, Setup,
    SetupError, Side,
};

/// A game of hexagonal gomoku.
#[derive(Debug, Clone)]
pub struct HexGomoku {
    /// The hexagon's size.
    config: HexGomokuConfig,
    /// Board, history, side to move and outcome.
    core: FiveInRow,
}

/// Five or more wins, for both sides.
const WINS: [Five; 2] = [Five::AtLeast, Five::AtLeast];

impl HexGomoku {
    /// The shared five-in-a-row state, for the AI.
    #[must_use]
    #[allow(
        dead_code,
        reason = "the AI builds on the core; the rules alone do not need it"
    )]
    pub(crate) fn core(&self) -> &FiveInRow {
        &self.core
    }
}

impl Game for HexGomoku {
    type Config = HexGomokuConfig;

    fn new(config: &HexGomokuConfig) -> HexGomoku {
        HexGomoku {
            config: *config,
            core: FiveInRow::new(Shape::Hex { size: config.size }, WINS),
        }
    }

    fn from_setup(config: &HexGomokuConfig, setup: &Setup) -> Result<HexGomoku, SetupError> {
        let shape = Shape::Hex { size: config.size };
        Ok(HexGomoku {
            config: *config,
            core: FiveInRow::from_setup(shape, WINS, setup)?,
        })
    }

    fn setup(&self) -> Option<&Setup> {
        self.core.setup()
    }

    fn config(&self) -> HexGomokuConfig {
        self.config
    }

    fn kind(&self) -> GameKind {
        GameKind::HexGomoku
    }

    fn shape(&self) -> Shape {
        self.core.grid().shape()
    }

    fn to_move(&self) -> Side {
        self.core.to_move()
    }

    fn history(&self) -> &[Move] {
        self.core.history()
    }

    fn stone_at(&self, p: Point) -> Option<Side> {
        self.core.stone_at(p)
    }

    fn free_points(&self) -> usize {
        self.core.free_points()
    }

    fn legal_moves(&self, moves: &mut MoveList) {
        self.core.legal_moves(moves, |_| true);
    }

    fn check(&self, m: Move) -> Result<(), RuleError> {
        self.core.check(m).map(|_| ())
    }

    fn play_unchecked(&mut self, m: Move) -> Effects {
        self.core.play(m);
        Effects::default()
    }

    fn outcome(&self) -> Option<Outcome> {
        self.core.outcome().cloned()
    }

    fn sgf_root(&self) -> String {
        let size = self.config.size;
        format!("GM[4]SZ[{}]RU[hex]HX[{size}]", 2 * u16::from(size) - 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{OutcomeReason, Stones};

    /// The three axial line directions, as point steps.
    const DIRECTIONS: [(i8, i8); 3] = [(1, 0), (0, 1), (1, -1)];

    fn config(size: u8) -> HexGomokuConfig {
        HexGomokuConfig { size }
    }

    #[test]
    fn hexagon_sizes() {
        let mut moves = MoveList::new();
        for (size, count) in [(5, 61), (8, 169), (10, 271)] {
            let game = HexGomoku::new(&config(size));
            game.legal_moves(&mut moves);
            assert_eq!(moves.len(), count);
            assert!(
                moves
                    .iter()
                    .all(|m| game.shape().contains(m.point().expect("place")))
            );
        }
    }

    #[test]
    fn rim_points_are_off_the_board() {
        let game = HexGomoku::new(&config(8));
        for (q, r) in [(8, 0), (0, -8), (4, 4), (-4, -4), (7, 1), (-1, -7)] {
            assert_eq!(
                game.check(Move::Place(Point::new(q, r))),
                Err(RuleError::OffBoard),
                "{q},{r}"
            );
        }
        for (q, r) in [(7, 0), (-7, 7), (7, -7), (3, 4), (0, -7)] {
            assert_eq!(game.check(Move::Place(Point::new(q, r))), Ok(()), "{q},{r}");
        }
        assert_eq!(game.check(Move::Pass), Err(RuleError::CannotPass));
    }

    /// Every segment of five points in a row, in every direction, wins when black fills it,
    /// whichever of its points comes last, and the line is the segment in order.
    #[test]
    fn every_five_wins_with_its_line() {
        let shape = Shape::Hex { size: 8 };
        let mut segments = 0;
        for (dq, dr) in DIRECTIONS {
            for start in shape.points() {
                let segment: Vec<Point> = (0..5)
                    .map(|k| Point::new(start.x + k * dq, start.y + k * dr))
                    .collect();
                if !segment.iter().all(|&p| shape.contains(p)) {
                    continue;
                }
                segments += 1;
                for last in 0..5 {
                    let black: Vec<Point> =
                        (0..5).filter(|&k| k != last).map(|k| segment[k]).collect();
                    let setup = Setup {
                        stones: Stones {
                            black,
                            white: Vec::new(),
                        },
                        to_move: Side::Black,
                    };
                    let game = HexGomoku::from_setup(&config(8), &setup).expect("four stones");
                    let (game, _) = game.play(Move::Place(segment[last])).expect("free point");
                    let outcome = game.outcome().expect("five wins");
                    assert_eq!(outcome.winner, Some(Side::Black));
                    assert_eq!(outcome.reason, OutcomeReason::Five);
                    assert_eq!(outcome.line, segment);
                }
            }
        }
        // Along one direction, a row of n points holds n - 4 segments; the rows of a size-8
        // hexagon are 8..=15 long and back, so each direction has 2 * (4+5+..+10) + 11 = 109.
        assert_eq!(segments, 3 * 109);
    }

    #[test]
    fn a_broken_row_does_not_win() {
        let mut game = HexGomoku::new(&config(5));
        let black = [(-2, 0), (-1, 0), (0, 0), (2, 0), (3, 0)];
        let white = [(0, 2), (1, 2), (-2, 2), (-1, 2)];
        for k in 0..4 {
            game.play_unchecked(Move::Place(Point::new(black[k].0, black[k].1)));
            game.play_unchecked(Move::Place(Point::new(white[k].0, white[k].1)));
        }
        game.play_unchecked(Move::Place(Point::new(3, 0)));
        assert!(game.outcome().is_none());
    }

    #[test]
    fn sgf_root_names_the_hexagon() {
        assert_eq!(
            HexGomoku::new(&config(8)).sgf_root(),
            "GM[4]SZ[15]RU[hex]HX[8]"
        );
    }
}
