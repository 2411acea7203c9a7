//! Perft: the move-path counts of `tests/data/reversi.perft` (shakmaty's `id` / `setup` /
//! `perft <depth> <nodes>` line format), checked with the bitboard perft and, on the smaller
//! counts, with the trait-generic one. Counts above the node limits are kept in the file for the
//! `perft` tool and skipped here to keep the test suite fast.

use std::path::Path;

use boardroom_engine::board::Shape;
use boardroom_engine::perft::perft;
use boardroom_engine::{Game, Reversi, ReversiConfig, Setup, Side};

/// The largest count the bitboard perft is asked to reproduce (depth 9 from the start is
/// 3,005,288).
const FAST_LIMIT: u64 = 5_000_000;

/// The largest count the trait-generic perft, which clones a game per node, is asked for.
const GENERIC_LIMIT: u64 = 500_000;

/// One position of the file and its counts.
#[derive(Debug)]
struct Position {
    /// The `id` line.
    id: String,
    /// The `setup` line's position.
    game: Reversi,
    /// The `perft` lines: depth and node count.
    counts: Vec<(u32, u64)>,
}

/// Reads a `setup` line's value: `start`, or 64 cells of `X`, `O` and `.` and the side to move.
fn parse_setup(text: &str) -> Result<Reversi, String> {
    if text == "start" {
        return Ok(Reversi::new(&ReversiConfig));
    }
    let (cells, side) = text
        .split_once(' ')
        .ok_or("setup needs 64 cells and the side to move")?;
    let side = match side.trim() {
        "black" => Side::Black,
        "white" => Side::White,
        other => return Err(format!("{other:?} is not a side")),
    };
    let setup = Setup::parse(Shape::Square { size: 8 }, cells, side).map_err(|e| e.to_string())?;
    Reversi::from_setup(&ReversiConfig, &setup).map_err(|e| e.to_string())
}

fn parse_file(text: &str) -> Result<Vec<Position>, String> {
    let mut positions = Vec::new();
    let mut id: Option<String> = None;
    for (number, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fail = |e: String| format!("line {}: {e}", number + 1);
        let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
        match word {
            "id" => id = Some(rest.to_owned()),
            "setup" => positions.push(Position {
                id: id
                    .take()
                    .ok_or_else(|| fail("setup without an id".to_owned()))?,
                game: parse_setup(rest).map_err(fail)?,
                counts: Vec::new(),
            }),
            "perft" => {
                let (depth, nodes) = rest
                    .split_once(' ')
                    .ok_or_else(|| fail("perft needs a depth and a count".to_owned()))?;
                let depth = depth.parse().map_err(|e| fail(format!("depth: {e}")))?;
                let nodes = nodes.parse().map_err(|e| fail(format!("nodes: {e}")))?;
                positions
                    .last_mut()
                    .ok_or_else(|| fail("perft before the first setup".to_owned()))?
                    .counts
                    .push((depth, nodes));
            }
            other => return Err(fail(format!("unknown keyword {other:?}"))),
        }
    }
    Ok(positions)
}

fn positions() -> Vec<Position> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/reversi.perft");
    let text = std::fs::read_to_string(&path).expect("tests/data/reversi.perft is readable");
    parse_file(&text).expect("tests/data/reversi.perft parses")
}

#[test]
fn bitboard_perft_matches_the_table() {
    let mut checked = 0;
    for position in positions() {
        for &(depth, nodes) in &position.counts {
            if nodes <= FAST_LIMIT {
                let got = position.game.perft_fast(depth);
                assert_eq!(got, nodes, "{} depth {depth}", position.id);
                checked += 1;
            }
        }
    }
    // Depths 1 to 9 from the start alone are nine counts.
    assert!(checked >= 9, "only {checked} counts under the limit");
    println!("{checked} bitboard perft counts checked");
}

#[test]
fn generic_perft_matches_the_table() {
    let mut checked = 0;
    for position in positions() {
        for &(depth, nodes) in &position.counts {
            if nodes <= GENERIC_LIMIT {
                let got = perft(&position.game, depth);
                assert_eq!(got, nodes, "{} depth {depth}", position.id);
                checked += 1;
            }
        }
    }
    assert!(checked >= 6, "only {checked} counts under the limit");
    println!("{checked} generic perft counts checked");
}

#[test]
fn the_file_starts_from_the_published_start_counts() {
    let positions = positions();
    let start = positions
        .iter()
        .find(|p| p.id == "start")
        .expect("a start position");
    let published = [
        4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288, 24571284, 212258800, 1939886636,
    ];
    let depths: Vec<u32> = (1..=12).collect();
    let expected: Vec<(u32, u64)> = depths.into_iter().zip(published).collect();
    assert_eq!(start.counts, expected);
}
