//! The NBoard protocol: the NBoard Othello GUI (and other programs that speak it) starts the
//! engine as a child process and talks to it one line at a time over its standard input and
//! output.
//!
//! - [`command`]: the GUI's lines, parsed.
//! - [`ggf`]: the game records of `set game` (Generic Game Format).
//! - [`state`]: the engine as a pure state machine: the game, the depth, the clock, and the
//!   replies.
//! - [`player`]: the search behind `go` and `hint`, the engine's `hard` reversi AI.
//!
//! Squares are written `F5` (column `A`-`H` from the left, row `1`-`8` from the top), a pass
//! `PA`, as the engine's points read them.

pub mod command;
pub mod ggf;
pub mod player;
pub mod state;

pub use player::Player;
pub use state::{State, Think, Thought};

use boardroom_engine::{Move, Point};

/// A move as NBoard writes it: `F5`, or `PA` for a pass.
#[must_use]
pub fn square_name(m: Move) -> String {
    match m {
        Move::Pass => "PA".to_owned(),
        Move::Place(p) => {
            let column = u8::try_from(p.x).map_or('?', |x| char::from(b'A' + x));
            format!("{column}{}", p.y + 1)
        }
    }
}

/// A move written `F5` (either case) or `PA`/`PASS`; `None` for anything else, or a square off
/// the 8x8 board.
#[must_use]
pub fn parse_square(text: &str) -> Option<Move> {
    let text = text.trim().to_ascii_uppercase();
    if text == "PA" || text == "PASS" {
        return Some(Move::Pass);
    }
    let &[column @ b'A'..=b'H', row @ b'1'..=b'8'] = text.as_bytes() else {
        return None;
    };
    let x = i8::try_from(column - b'A').ok()?;
    let y = i8::try_from(row - b'1').ok()?;
    Some(Move::Place(Point::new(x, y)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_both_ways() {
        assert_eq!(parse_square("f5"), Some(Move::Place(Point::new(5, 4))));
        assert_eq!(parse_square("A1"), Some(Move::Place(Point::new(0, 0))));
        assert_eq!(parse_square("h8"), Some(Move::Place(Point::new(7, 7))));
        assert_eq!(parse_square("pa"), Some(Move::Pass));
        for bad in ["i1", "a9", "a0", "f", "f55", ""] {
            assert_eq!(parse_square(bad), None, "{bad:?}");
        }
        for text in ["A1", "F5", "H8", "PA"] {
            assert_eq!(parse_square(text).map(square_name).as_deref(), Some(text));
        }
    }
}
