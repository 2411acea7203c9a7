//! A position given as plain data: the stones and the side to move, not yet checked against any
//! game's rules. [`crate::Game::from_setup`] is the only way to turn one into a game.

use std::fmt;

use crate::board::Shape;
use crate::{Point, Side, Stones};

/// Stones and the side to move: "a not necessarily legal position".
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Setup {
    /// The stones on the board.
    pub stones: Stones,
    /// The side to move next.
    pub to_move: Side,
}

/// Why a [`Setup`] is not a position of the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SetupError {
    /// A stone off the board.
    OffBoard(Point),
    /// Two stones on one point.
    Overlap(Point),
    /// NoGo: a group without a liberty (no legal game reaches it).
    NoLiberty(Point),
    /// The position already holds a winning row.
    AlreadyWon(Point),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::OffBoard(p) => write!(f, "stone off the board at {p}"),
            SetupError::Overlap(p) => write!(f, "two stones at {p}"),
            SetupError::NoLiberty(p) => write!(f, "the group at {p} has no liberty"),
            SetupError::AlreadyWon(p) => write!(f, "a winning row already stands at {p}"),
        }
    }
}

impl std::error::Error for SetupError {}

/// Text that is not a board of the given shape.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseBoardError(pub String);

impl fmt::Display for ParseBoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ParseBoardError {}

impl Setup {
    /// Reads a board drawn as text: `X` (or `x`, `B`) black, `O` (or `o`, `W`) white, `.` or `+`
    /// empty, one character per point in the order of [`Shape::points`] (row by row). Whitespace
    /// is ignored, so a hexagon may be drawn indented as [`render`] does.
    ///
    /// # Errors
    /// [`ParseBoardError`] for an unknown character or the wrong number of points.
    pub fn parse(shape: Shape, text: &str, to_move: Side) -> Result<Setup, ParseBoardError> {
        let cells: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
        if cells.len() != shape.point_count() {
            return Err(ParseBoardError(format!(
                "board has {} points, expected {}",
                cells.len(),
                shape.point_count()
            )));
        }
        let mut stones = Stones::default();
        for (p, c) in shape.points().zip(cells) {
            match c {
                'X' | 'x' | 'B' => stones.black.push(p),
                'O' | 'o' | 'W' => stones.white.push(p),
                '.' | '+' => {}
                other => {
                    return Err(ParseBoardError(format!(
                        "unknown board character {other:?}"
                    )));
                }
            }
        }
        Ok(Setup { stones, to_move })
    }
}

/// Draws a board as text, the inverse of [`Setup::parse`]: `X`, `O` and `.` separated by spaces,
/// one row per line; hexagon rows are indented so the text shows the hexagon.
#[must_use]
pub fn render(shape: Shape, stone_at: impl Fn(Point) -> Option<Side>) -> String {
    let mut out = String::new();
    let mut row: Option<i8> = None;
    for p in shape.points() {
        if row != Some(p.y) {
            if row.is_some() {
                out.push('\n');
            }
            row = Some(p.y);
            if let Shape::Hex { .. } = shape {
                out.extend(std::iter::repeat_n(' ', usize::from(p.y.unsigned_abs())));
            }
        } else {
            out.push(' ');
        }
        out.push(match stone_at(p) {
            Some(Side::Black) => 'X',
            Some(Side::White) => 'O',
            None => '.',
        });
    }
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_and_render_round_trip() {
        let shape = Shape::Hex { size: 5 };
        let mut text = render(shape, |p| (p == Point::new(0, 0)).then_some(Side::Black));
        let setup = Setup::parse(shape, &text, Side::White).expect("parses");
        assert_eq!(setup.stones.black, vec![Point::new(0, 0)]);
        text.push('X');
        assert!(Setup::parse(shape, &text, Side::White).is_err());
    }
}
