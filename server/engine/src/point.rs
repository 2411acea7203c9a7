//! Points on a board and the moves that name them.

use std::fmt;

/// A point of a board. Square boards read it as `(x, y)`: column from the left, row from the top,
/// both 0-based. The hexagonal board reads it as axial `(q, r)` with the centre at `(0, 0)`.
///
/// One small `Copy` type for every game is what lets [`crate::AnyGame`] forward moves untouched.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point {
    /// Column (square boards) or `q` (hexagonal board).
    pub x: i8,
    /// Row (square boards) or `r` (hexagonal board).
    pub y: i8,
}

impl Point {
    /// A point from its two coordinates.
    #[must_use]
    pub const fn new(x: i8, y: i8) -> Point {
        Point { x, y }
    }
}

impl fmt::Display for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "[{},{}]", self.x, self.y)
    }
}

/// A move in any game: a stone on a point, or a pass (only reversi allows one, and only when the
/// side to move has no placement).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Move {
    /// Put a stone (or disc) on a point.
    Place(Point),
    /// Pass the turn.
    Pass,
}

impl Move {
    /// The point this move places on, if any.
    #[must_use]
    pub const fn point(self) -> Option<Point> {
        match self {
            Move::Place(p) => Some(p),
            Move::Pass => None,
        }
    }
}

impl From<Point> for Move {
    fn from(p: Point) -> Move {
        Move::Place(p)
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Place(p) => p.fmt(f),
            Move::Pass => f.write_str("pass"),
        }
    }
}

/// A reusable buffer of moves. Callers keep one and pass it to `legal_moves`, which clears it
/// first, so that move generation in a search loop does not allocate.
pub type MoveList = Vec<Move>;
