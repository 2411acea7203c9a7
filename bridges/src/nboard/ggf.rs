//! The game records of `set game`, in GGF (Generic Game Format): `(;GM[Othello]...TI[15:00]
//! TY[8]BO[8 <64 squares> <side>]B[F5]W[F6/-1.2/3.4]...;)`. Only what the engine needs is read:
//! the board type, the start position, the moves (with the seconds each took), and the time
//! each player had.

use std::fmt;
use std::time::Duration;

use boardroom_engine::{Game, Move, MoveList, Point, Reversi, ReversiConfig, Setup, Side, Stones};

use super::parse_square;

/// A game read from GGF.
#[derive(Debug, Clone)]
pub struct Record {
    /// The game at its last move.
    pub game: Reversi,
    /// Each side's time left (indexed by [`Side::index`]), when the record gives a time limit.
    pub clock: Option<[Duration; 2]>,
}

/// Why a record cannot be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadRecord(String);

impl fmt::Display for BadRecord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for BadRecord {}

/// Reads a GGF game record.
///
/// # Errors
/// [`BadRecord`] for a record that is not 8x8 Othello, a malformed board, or a move the rules
/// refuse.
pub fn parse(text: &str) -> Result<Record, BadRecord> {
    let properties = properties(text)?;
    let value = |key: &str| {
        properties
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, v)| v.trim())
    };
    if let Some(kind) = value("TY")
        && kind != "8"
    {
        return Err(BadRecord(format!("board type {kind:?}: only 8 is played")));
    }
    let mut game = match value("BO") {
        Some(board) => start(board)?,
        None => Reversi::new(&ReversiConfig),
    };
    let limit = value("TI").and_then(time_limit);
    let mut used = [Duration::ZERO; 2];
    let mut legal = MoveList::new();
    for (number, (key, text)) in properties
        .iter()
        .filter(|(k, _)| *k == "B" || *k == "W")
        .enumerate()
    {
        let side = if *key == "B" {
            Side::Black
        } else {
            Side::White
        };
        let mut parts = text.split('/');
        let m = parts
            .next()
            .and_then(parse_square)
            .ok_or_else(|| BadRecord(format!("move {}: cannot read {text:?}", number + 1)))?;
        // A pass the record leaves out: the side to move had nothing but to pass.
        game.legal_moves(&mut legal);
        if game.to_move() != side && legal.as_slice() == [Move::Pass] {
            game = play(game, Move::Pass, number)?;
        }
        if game.to_move() != side {
            return Err(BadRecord(format!("move {}: not {side}'s turn", number + 1)));
        }
        game = play(game, m, number)?;
        if let Some(seconds) = parts.nth(1).and_then(|t| t.trim().parse::<f64>().ok())
            && let Ok(time) = Duration::try_from_secs_f64(seconds)
        {
            used[side.index()] += time;
        }
    }
    let clock = limit.map(|limit| used.map(|u| limit.saturating_sub(u)));
    Ok(Record { game, clock })
}

/// Plays move `number` of the record.
fn play(game: Reversi, m: Move, number: usize) -> Result<Reversi, BadRecord> {
    game.play(m)
        .map(|(game, _)| game)
        .map_err(|refused| BadRecord(format!("move {}: {}", number + 1, refused.error)))
}

/// The record's properties in order, as `(key, value)`: upper-case keys, bracketed values.
fn properties(text: &str) -> Result<Vec<(&str, &str)>, BadRecord> {
    let mut out = Vec::new();
    let mut rest = text.trim();
    rest = rest.strip_prefix("(;").unwrap_or(rest);
    loop {
        rest = rest.trim_start_matches(|c: char| c.is_whitespace() || c == ';' || c == ')');
        if rest.is_empty() {
            return Ok(out);
        }
        let key_end = rest
            .find(|c: char| !c.is_ascii_uppercase())
            .unwrap_or(rest.len());
        let (key, after) = rest.split_at(key_end);
        let Some(after) = after.strip_prefix('[') else {
            return Err(BadRecord(format!(
                "cannot read the record at {:?}",
                clip(rest)
            )));
        };
        if key.is_empty() {
            return Err(BadRecord(format!(
                "a value without a key at {:?}",
                clip(rest)
            )));
        }
        let Some((value, after)) = after.split_once(']') else {
            return Err(BadRecord(format!("{key}[ is never closed")));
        };
        out.push((key, value));
        rest = after;
    }
}

/// The start of `text`, for a message.
fn clip(text: &str) -> String {
    text.chars().take(20).collect()
}

/// `BO[8 <64 squares> <side>]`: `*` black, `O` white, `-` empty, the side to move last; rows may
/// be written apart.
fn start(board: &str) -> Result<Reversi, BadRecord> {
    let mut words = board.split_whitespace();
    if words.next() != Some("8") {
        return Err(BadRecord(format!("board {board:?}: only 8x8 is played")));
    }
    let mut squares: Vec<char> = words.flat_map(str::chars).collect();
    let to_move = match squares.pop() {
        Some('*') => Side::Black,
        Some('O' | 'o') => Side::White,
        _ => return Err(BadRecord(format!("board {board:?}: no side to move"))),
    };
    if squares.len() != 64 {
        return Err(BadRecord(format!(
            "board {board:?}: {} squares, not 64",
            squares.len()
        )));
    }
    let mut stones = Stones::default();
    for (k, square) in (0_i8..).zip(&squares) {
        let p = Point::new(k % 8, k / 8);
        match square {
            '*' | 'X' | 'x' | '#' => stones.black.push(p),
            'O' | 'o' => stones.white.push(p),
            '-' | '.' => {}
            other => return Err(BadRecord(format!("board: {other:?} is not a square"))),
        }
    }
    Reversi::from_setup(&ReversiConfig, &Setup { stones, to_move })
        .map_err(|e| BadRecord(format!("board: {e}")))
}

/// `TI[15:00]` (minutes and seconds, or hours too; anything after a `/` is an extension, not
/// counted).
fn time_limit(text: &str) -> Option<Duration> {
    let main = text.split('/').next()?.trim();
    let mut seconds = 0_u64;
    for part in main.split(':') {
        seconds = seconds
            .checked_mul(60)?
            .checked_add(part.trim().parse().ok()?)?;
    }
    Some(Duration::from_secs(seconds))
}

#[cfg(test)]
mod tests {
    use super::*;

    const START: &str = "---------------------------O*------*O---------------------------";

    fn record(moves: &str) -> String {
        format!("(;GM[Othello]PC[NBoard]PB[a]PW[b]RE[?]TI[15:00]TY[8]BO[8 {START} *]{moves};)")
    }

    #[test]
    fn a_record_from_the_start() {
        let r = parse(&record("B[F5]W[F6/-1.00/20.5]B[D3//3]W[C5]")).expect("a game");
        assert_eq!(r.game.ply(), 4);
        assert_eq!(r.game.to_move(), Side::Black);
        let left = r.clock.expect("a time limit");
        assert_eq!(left[Side::Black.index()], Duration::from_secs(897));
        assert_eq!(left[Side::White.index()], Duration::from_secs_f64(879.5));
        assert_eq!(
            r.game.stone_at(Point::new(2, 4)),
            Some(Side::White),
            "c5 is white's"
        );
    }

    #[test]
    fn a_board_written_in_rows_and_no_clock() {
        let rows: Vec<&str> = (0..8).map(|r| &START[r * 8..r * 8 + 8]).collect();
        let text = format!("(;GM[Othello]BO[8 {} O];)", rows.join(" "));
        let r = parse(&text).expect("a position");
        assert_eq!(r.game.to_move(), Side::White);
        assert!(r.clock.is_none());
    }

    #[test]
    fn bad_records() {
        let cases = [
            record("B[F5]W[F5]"),
            record("B[Z9]"),
            record("W[F5]"),
            "(;GM[Othello]TY[10]BO[10 - *];)".to_owned(),
            "(;GM[Othello]BO[8 ---- *];)".to_owned(),
            "(;GM[Othello]BO[8 garbage".to_owned(),
            "not a record at all".to_owned(),
        ];
        for text in cases {
            assert!(parse(&text).is_err(), "{text}");
        }
    }
}
