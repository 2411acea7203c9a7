//! Endgame problems in the FForum text form (as Edax distributes them): a board, the side to
//! move, and the exact score of the best moves. The standard test of an endgame solver.
//!
//! One problem a line: `<64 squares a1..h8, row by row> <side>; <move>:<score>; ...`, squares
//! `X` (black), `O` (white) or `-`, side `X` or `O`, each score the final disc difference for the
//! side to move under perfect play after that move. Square `a1` is `[0,0]`.

use std::fmt;

use super::position::Position;
use crate::Side;

/// One problem.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    /// The position, seen from the side to move.
    pub position: Position,
    /// The side to move.
    pub to_move: Side,
    /// Moves with their exact scores, best first, as listed.
    pub moves: Vec<(u32, i32)>,
}

impl Problem {
    /// The best score.
    #[must_use]
    pub fn best_score(&self) -> Option<i32> {
        self.moves.first().map(|&(_, s)| s)
    }

    /// Whether `square` is one of the best moves.
    #[must_use]
    pub fn is_best(&self, square: u32) -> bool {
        let best = self.best_score();
        self.moves
            .iter()
            .any(|&(s, score)| s == square && Some(score) == best)
    }
}

/// A line that is not a problem.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError(pub String);

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bad problem line: {}", self.0)
    }
}

impl std::error::Error for ParseError {}

/// The square of a name such as `g8`.
fn square(name: &str) -> Option<u32> {
    let mut chars = name.chars();
    let column = chars.next()?.to_ascii_lowercase();
    let row = chars.next()?.to_digit(10)?;
    if chars.next().is_some() || !('a'..='h').contains(&column) || !(1..=8).contains(&row) {
        return None;
    }
    Some((row - 1) * 8 + (u32::from(column) - u32::from('a')))
}

/// Parses one problem line.
///
/// # Errors
/// [`ParseError`] when the board, the side or a move is malformed.
pub fn parse(line: &str) -> Result<Problem, ParseError> {
    let bad = || ParseError(line.to_owned());
    let mut fields = line.split(';');
    let head = fields.next().ok_or_else(bad)?;
    let mut words = head.split_whitespace();
    let board = words.next().ok_or_else(bad)?;
    let side = words.next().ok_or_else(bad)?;
    if board.chars().count() != 64 {
        return Err(bad());
    }
    let (mut black, mut white) = (0u64, 0u64);
    for (i, c) in board.chars().enumerate() {
        match c {
            'X' | 'x' | '*' => black |= 1 << i,
            'O' | 'o' => white |= 1 << i,
            '-' | '.' => {}
            _ => return Err(bad()),
        }
    }
    let (to_move, position) = match side {
        "X" | "x" | "*" => (Side::Black, Position::new(black, white)),
        "O" | "o" => (Side::White, Position::new(white, black)),
        _ => return Err(bad()),
    };
    let mut moves = Vec::new();
    for field in fields {
        let field = field.trim();
        if field.is_empty() {
            continue;
        }
        let (name, score) = field.split_once(':').ok_or_else(bad)?;
        let square = square(name.trim()).ok_or_else(bad)?;
        let score: i32 = score.trim().parse().map_err(|_| bad())?;
        moves.push((square, score));
    }
    Ok(Problem {
        position,
        to_move,
        moves,
    })
}

/// Parses every non-empty line of a file's text.
///
/// # Errors
/// The first malformed line.
pub fn parse_all(text: &str) -> Result<Vec<Problem>, ParseError> {
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(parse)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_a_problem() {
        let line = "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X; \
                    G8:+18; H1:+12; H7:+6;";
        let p = parse(line).expect("valid");
        assert_eq!(p.to_move, Side::Black);
        assert_eq!(p.position.empties(), 14);
        assert_eq!(p.moves[0], (62, 18));
        assert_eq!(p.moves[1], (7, 12));
        assert!(p.is_best(62));
        assert!(!p.is_best(7));
        assert!(parse("X; G8:+18").is_err());
    }
}
