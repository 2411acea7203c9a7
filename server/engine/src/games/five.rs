//! The five-in-a-row core shared by [`crate::Gomoku`] and [`crate::HexGomoku`]: a [`Grid`] of
//! either shape, the moves played, the side to move, and the outcome of the last move.
//!
//! Both games are "place a stone on an empty point, a row of five wins, a full board draws"; they
//! differ only in the board's shape and in which rows win. The grid's line directions (four on
//! the square board, three on the hexagon) make every scan here shape-blind, so the AI can build
//! on one core for both boards.

use std::sync::Arc;

use crate::board::{Cell, Grid, Shape};
use crate::{Move, MoveList, Outcome, OutcomeReason, Point, RuleError, Setup, SetupError, Side};

/// Which rows of a side's stones win.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Five {
    /// Five or more in a row.
    AtLeast,
    /// Exactly five; six or more is no win.
    Exactly,
    /// Five or more, unless the opponent's stones close the row at both ends (caro); the
    /// board's edge does not close it.
    Open,
}

impl Five {
    /// Whether an unbroken row of `len` stones wins under this rule, `closed` saying whether the
    /// opponent's stones stand at both of its ends.
    #[must_use]
    pub const fn wins(self, len: usize, closed: bool) -> bool {
        match self {
            Five::AtLeast => len >= 5,
            Five::Exactly => len == 5,
            Five::Open => len >= 5 && !closed,
        }
    }
}

/// The state of a five-in-a-row game. The outcome is decided by the move that ends the game and
/// kept, so asking for it never rescans the board.
#[derive(Debug, Clone)]
pub(crate) struct FiveInRow {
    /// The board's cells and line geometry.
    grid: Grid,
    /// Every move since the start position.
    history: Vec<Move>,
    /// The side whose turn it is.
    to_move: Side,
    /// The set-up position the history starts from; `None` for the empty board. Shared, so that
    /// a clone copies a pointer, not the stone lists.
    setup: Option<Arc<Setup>>,
    /// How the game ended, decided by the last move; `None` while it goes on.
    outcome: Option<Outcome>,
    /// How many points are still free; the board is full at zero.
    empty: usize,
    /// Which rows win, indexed by [`Side::index`].
    wins: [Five; 2],
}

impl FiveInRow {
    /// An empty board of this shape, black to move.
    #[must_use]
    pub(crate) fn new(shape: Shape, wins: [Five; 2]) -> FiveInRow {
        FiveInRow {
            grid: Grid::new(shape),
            history: Vec::new(),
            to_move: Side::Black,
            setup: None,
            outcome: None,
            empty: shape.point_count(),
            wins,
        }
    }

    /// The position of a set-up. A position that already holds a winning row is refused, so that
    /// every win comes from a move and its outcome is known without a scan; a full board without
    /// a winner is a draw from the start.
    ///
    /// # Errors
    /// [`SetupError::OffBoard`], [`SetupError::Overlap`] or [`SetupError::AlreadyWon`].
    pub(crate) fn from_setup(
        shape: Shape,
        wins: [Five; 2],
        setup: &Setup,
    ) -> Result<FiveInRow, SetupError> {
        let mut game = FiveInRow::new(shape, wins);
        let stones = [
            (Side::Black, &setup.stones.black),
            (Side::White, &setup.stones.white),
        ];
        for (side, points) in stones {
            for &p in points {
                let i = game.grid.index(p).ok_or(SetupError::OffBoard(p))?;
                if game.grid.cell(i) != Cell::Empty {
                    return Err(SetupError::Overlap(p));
                }
                game.grid.set(i, Cell::stone(side));
                game.empty -= 1;
            }
        }
        for (side, points) in stones {
            for &p in points {
                if let Some(i) = game.grid.index(p)
                    && game.winning_row(i, side).is_some()
                {
                    return Err(SetupError::AlreadyWon(p));
                }
            }
        }
        game.to_move = setup.to_move;
        game.setup = Some(Arc::new(setup.clone()));
        if game.empty == 0 {
            game.end_drawn();
        }
        Ok(game)
    }

    /// The board.
    #[must_use]
    pub(crate) fn grid(&self) -> &Grid {
        &self.grid
    }

    /// Every move since the start position.
    #[must_use]
    pub(crate) fn history(&self) -> &[Move] {
        &self.history
    }

    /// The side whose turn it is.
    #[must_use]
    pub(crate) fn to_move(&self) -> Side {
        self.to_move
    }

    /// The set-up the history starts from, if any.
    #[must_use]
    pub(crate) fn setup(&self) -> Option<&Setup> {
        self.setup.as_deref()
    }

    /// The stone on a point (`None` when empty or off the board).
    #[must_use]
    pub(crate) fn stone_at(&self, p: Point) -> Option<Side> {
        self.grid.stone(p)
    }

    /// How many points are free.
    #[must_use]
    pub(crate) fn free_points(&self) -> usize {
        self.empty
    }

    /// How the game ended, if it has.
    #[must_use]
    pub(crate) fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    /// The checks every five-in-a-row game shares, in order: a pass is never allowed, then
    /// off the board, occupied, and game over. Gives the cell index of an acceptable placement,
    /// which a game with further rules (renju) checks on.
    ///
    /// # Errors
    /// [`RuleError::CannotPass`], [`RuleError::OffBoard`], [`RuleError::Occupied`] or
    /// [`RuleError::GameOver`].
    pub(crate) fn check(&self, m: Move) -> Result<usize, RuleError> {
        let Move::Place(p) = m else {
            return Err(RuleError::CannotPass);
        };
        let i = self.grid.index(p).ok_or(RuleError::OffBoard)?;
        if self.grid.cell(i) != Cell::Empty {
            return Err(RuleError::Occupied);
        }
        if self.outcome.is_some() {
            return Err(RuleError::GameOver);
        }
        Ok(i)
    }

    /// Fills `moves` (cleared first) with every free point for which `allowed` holds, given the
    /// point's cell index; nothing once the game is over.
    pub(crate) fn legal_moves(&self, moves: &mut MoveList, mut allowed: impl FnMut(usize) -> bool) {
        moves.clear();
        if self.outcome.is_some() {
            return;
        }
        moves.extend(
            self.empties()
                .filter(|&i| allowed(i))
                .map(|i| Move::Place(self.grid.point(i))),
        );
    }

    /// The free points' cell indices, in board order.
    pub(crate) fn empties(&self) -> impl Iterator<Item = usize> + '_ {
        self.grid
            .indices()
            .filter(|&i| self.grid.cell(i) == Cell::Empty)
    }

    /// Ends the game drawn with `board_full`: the board is full, or the side to move has no
    /// point it may play.
    pub(crate) fn end_drawn(&mut self) {
        self.outcome = Some(Outcome {
            winner: None,
            reason: OutcomeReason::BoardFull,
            line: Vec::new(),
        });
    }

    /// Plays a placement already known to be legal and decides the outcome from it. A pass or
    /// an unplayable point changes nothing (the trait leaves illegal moves unspecified; doing
    /// nothing is the safest unspecified).
    pub(crate) fn play(&mut self, m: Move) {
        let Some(i) = m.point().and_then(|p| self.grid.index(p)) else {
            return;
        };
        if self.grid.cell(i) != Cell::Empty {
            return;
        }
        let side = self.to_move;
        self.grid.set(i, Cell::stone(side));
        self.history.push(m);
        self.empty -= 1;
        self.to_move = side.opponent();
        if let Some(line) = self.winning_row(i, side) {
            self.outcome = Some(Outcome {
                winner: Some(side),
                reason: OutcomeReason::Five,
                line,
            });
        } else if self.empty == 0 {
            self.end_drawn();
        }
    }

    /// Which rows win for each side, indexed by [`Side::index`].
    #[must_use]
    pub(crate) fn rows(&self) -> [Five; 2] {
        self.wins
    }

    /// The winning row through `index` for `side`'s stone there, in order along its line: the
    /// first line direction whose unbroken row wins under `side`'s rule.
    #[must_use]
    pub(crate) fn winning_row(&self, index: usize, side: Side) -> Option<Vec<Point>> {
        let rule = self.wins[side.index()];
        self.grid
            .lines()
            .iter()
            .find(|&&dir| {
                rule.wins(
                    self.grid.line_length(index, dir, side),
                    rule == Five::Open && self.grid.line_closed(index, dir, side),
                )
            })
            .map(|&dir| self.grid.line_points(index, dir, side))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Stones;

    fn square() -> FiveInRow {
        FiveInRow::new(Shape::Square { size: 9 }, [Five::AtLeast; 2])
    }

    #[test]
    fn the_last_move_decides() {
        let mut game = square();
        for x in 0..4 {
            game.play(Move::Place(Point::new(x, 0)));
            game.play(Move::Place(Point::new(x, 1)));
        }
        assert!(game.outcome().is_none());
        game.play(Move::Place(Point::new(4, 0)));
        let outcome = game.outcome().expect("five in a row");
        assert_eq!(outcome.winner, Some(Side::Black));
        let want: Vec<Point> = (0..5).map(|x| Point::new(x, 0)).collect();
        assert_eq!(outcome.line, want);
        assert_eq!(
            game.check(Move::Place(Point::new(8, 8))),
            Err(RuleError::GameOver)
        );
    }

    #[test]
    fn set_ups_are_checked() {
        let shape = Shape::Square { size: 9 };
        let setup = |black: Vec<Point>, white: Vec<Point>| Setup {
            stones: Stones { black, white },
            to_move: Side::White,
        };
        let row: Vec<Point> = (0..5).map(|x| Point::new(x, 3)).collect();
        let rules = [Five::AtLeast; 2];
        assert_eq!(
            FiveInRow::from_setup(shape, rules, &setup(row.clone(), vec![])).err(),
            Some(SetupError::AlreadyWon(Point::new(0, 3)))
        );
        let off = Point::new(9, 0);
        assert_eq!(
            FiveInRow::from_setup(shape, rules, &setup(vec![off], vec![])).err(),
            Some(SetupError::OffBoard(off))
        );
        let p = Point::new(2, 2);
        assert_eq!(
            FiveInRow::from_setup(shape, rules, &setup(vec![p], vec![p])).err(),
            Some(SetupError::Overlap(p))
        );
        let mut six = row;
        six.push(Point::new(5, 3));
        let game = FiveInRow::from_setup(shape, [Five::Exactly; 2], &setup(six, vec![]))
            .expect("six is no win under the exact rule");
        assert_eq!(game.to_move(), Side::White);
        assert!(game.outcome().is_none());
    }
}
