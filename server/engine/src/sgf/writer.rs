//! Export of a game record to SGF (FF\[4\]). The game-specific root properties come from
//! [`Game::sgf_root`]; the forms for each game are written down in `docs/sgf.md`. Whatever this
//! writes, [`super::from_sgf`] reads back to the same record.

use std::fmt::Write as _;

use crate::board::Shape;
use crate::{Game, Move, OutcomeReason, Side};

/// What the record says beyond the moves. Everything is optional.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SgfInfo {
    /// Black's name (`PB`).
    pub black: Option<String>,
    /// White's name (`PW`).
    pub white: Option<String>,
    /// The result (`RE`), when something other than the rules ended the game (`B+R` for a
    /// resignation, `0` for an agreed draw). Without it the result comes from the rules' outcome.
    pub result: Option<String>,
    /// The date the game was played (`DT`, `YYYY-MM-DD`).
    pub date: Option<String>,
    /// The clock, in a timed game.
    pub time: Option<SgfTime>,
    /// Where the record comes from (`SO`), when not from a game played where it was written:
    /// a game read from a file says so.
    pub source: Option<String>,
}

/// A timed game's clock in SGF: the time limit (`TM`), how the time goes on (`OT`), and each
/// side's time left after each of its moves (`BL`, `WL`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SgfTime {
    /// Each side's main time, in seconds (`TM`).
    pub main_s: u64,
    /// What comes after or beside it, in words (`OT`), e.g. `2 s increment` or `30 s per move`.
    pub overtime: String,
    /// The mover's time left after each move, in milliseconds, where known.
    pub left_ms: Vec<Option<u64>>,
}

/// The game's record as one SGF game tree.
#[must_use]
pub fn to_sgf<G: Game>(game: &G, info: &SgfInfo) -> String {
    to_sgf_annotated(game, info, &[])
}

/// The game's record as one SGF game tree, with a comment (`C`) after each move that has one:
/// `comments[k]` belongs to the `k`-th move (0-based), such as a review's verdict on it.
#[must_use]
pub fn to_sgf_annotated<G: Game>(game: &G, info: &SgfInfo, comments: &[Option<String>]) -> String {
    let mut out = String::from("(;FF[4]CA[UTF-8]AP[Boardroom]");
    out.push_str(&game.sgf_root());
    let result = info.result.clone().or_else(|| rules_result(game));
    let fields = [
        ("PB", &info.black),
        ("PW", &info.white),
        ("DT", &info.date),
        ("RE", &result),
        ("SO", &info.source),
    ];
    for (name, value) in fields {
        if let Some(value) = value {
            let _ = write!(out, "{name}[{}]", escape(value));
        }
    }
    if let Some(time) = &info.time {
        let _ = write!(out, "TM[{}]OT[{}]", time.main_s, escape(&time.overtime));
    }
    let mut side = Side::Black;
    if let Some(setup) = game.setup() {
        for (name, points) in [("AB", &setup.stones.black), ("AW", &setup.stones.white)] {
            if !points.is_empty() {
                out.push_str(name);
                for &p in points {
                    let _ = write!(out, "[{}]", coordinate(game.shape(), Move::Place(p)));
                }
            }
        }
        side = setup.to_move;
        out.push_str(if side == Side::Black {
            "PL[B]"
        } else {
            "PL[W]"
        });
    }
    let left = info.time.as_ref().map_or(&[][..], |t| &t.left_ms[..]);
    for (ply, &m) in game.history().iter().enumerate() {
        let colour = match side {
            Side::Black => 'B',
            Side::White => 'W',
        };
        let _ = write!(out, ";{colour}[{}]", coordinate(game.shape(), m));
        if let Some(Some(ms)) = left.get(ply) {
            // Seconds with the tenths, as SGF viewers show a clock.
            let _ = write!(out, "{colour}L[{}.{}]", ms / 1000, ms % 1000 / 100);
        }
        if let Some(Some(text)) = comments.get(ply) {
            let _ = write!(out, "C[{}]", escape(text));
        }
        side = side.opponent();
    }
    out.push_str(")\n");
    out
}

/// The SGF value of a move: two letters for the point's column and row in the board's bounding
/// box (`aa` is the top-left corner), empty for a pass.
#[must_use]
pub fn coordinate(shape: Shape, m: Move) -> String {
    let letter = |n: usize| char::from(b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"[n]);
    match m.point().and_then(|p| shape.box_coords(p)) {
        Some((bx, by)) => [letter(bx), letter(by)].iter().collect(),
        None => String::new(),
    }
}

/// `RE` from the rules: `B+`/`W+` for a win (`B+12` with the disc margin in reversi), `0` for a
/// draw, nothing while the game goes on.
fn rules_result<G: Game>(game: &G) -> Option<String> {
    let outcome = game.outcome()?;
    let Some(winner) = outcome.winner else {
        return Some("0".to_owned());
    };
    let letter = match winner {
        Side::Black => 'B',
        Side::White => 'W',
    };
    if outcome.reason == OutcomeReason::Count {
        let stones = game.stones();
        let margin = stones.black.len().abs_diff(stones.white.len());
        Some(format!("{letter}+{margin}"))
    } else {
        Some(format!("{letter}+"))
    }
}

/// Escapes an SGF text value: `]` and `\` get a backslash.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if c == ']' || c == '\\' {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_timed_game_writes_its_clock_and_the_time_left_after_each_move() {
        let config = crate::Config::validate(crate::GameKind::Gomoku, &crate::Options::default())
            .unwrap_or_else(|e| panic!("{e}"));
        let moves = [
            Move::Place(crate::Point::new(7, 7)),
            Move::Place(crate::Point::new(8, 8)),
        ];
        let game = crate::AnyGame::replay(&config, &moves).unwrap_or_else(|e| panic!("{e}"));
        let info = SgfInfo {
            result: Some("W+T".to_owned()),
            time: Some(SgfTime {
                main_s: 180,
                overtime: "2 s increment".to_owned(),
                left_ms: vec![Some(180_000), Some(171_560)],
            }),
            ..SgfInfo::default()
        };
        let sgf = to_sgf(&game, &info);
        assert!(sgf.contains("RE[W+T]TM[180]OT[2 s increment]"), "{sgf}");
        assert!(sgf.contains(";B[hh]BL[180.0];W[ii]WL[171.5])"), "{sgf}");
    }

    #[test]
    fn escapes_text() {
        assert_eq!(escape(r"a]b\c"), r"a\]b\\c");
    }

    #[test]
    fn hex_coordinates_use_the_bounding_box() {
        let shape = Shape::Hex { size: 8 };
        assert_eq!(
            coordinate(shape, Move::Place(crate::Point::new(0, 0))),
            "hh"
        );
        assert_eq!(
            coordinate(shape, Move::Place(crate::Point::new(-7, 7))),
            "ao"
        );
        assert_eq!(coordinate(shape, Move::Pass), "");
    }
}
