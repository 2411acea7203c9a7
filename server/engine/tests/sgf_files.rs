//! SGF reading, case by case: every case of `tests/data/sgf/cases.txt` is a file (or one line)
//! and what reading it must give, checked by one `check`. The format is described in
//! `tests/data/sgf/README.md`.

use std::fmt::Write as _;
use std::path::Path;

use boardroom_engine::sgf::{SgfRecord, from_sgf, from_sgf_bytes};
use boardroom_engine::{Config, Game, GameKind, Move, Options, Point, Side};

/// The folder of the cases.
const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/sgf");

/// One case: its name, where it starts, the SGF bytes and the expectations.
#[derive(Debug, Default)]
struct Case {
    /// The name, for failure messages.
    name: String,
    /// The line of the `case` line.
    line: usize,
    /// The SGF, as bytes.
    sgf: Vec<u8>,
    /// The expectations, as their text after `expect `.
    expects: Vec<String>,
}

/// The bytes of a one-line SGF: `\xNN` stands for a byte that is not UTF-8 on its own.
fn line_bytes(text: &str) -> Vec<u8> {
    let mut out = Vec::new();
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i..].starts_with(b"\\x")
            && let Some(hex) = text.get(i + 2..i + 4)
            && let Ok(b) = u8::from_str_radix(hex, 16)
        {
            out.push(b);
            i += 4;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    out
}

/// The cases of `cases.txt`.
fn cases() -> Vec<Case> {
    let text = std::fs::read_to_string(Path::new(DATA).join("cases.txt")).expect("cases.txt");
    let mut cases: Vec<Case> = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim_end();
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
        if word == "case" {
            cases.push(Case {
                name: rest.to_owned(),
                line: n + 1,
                ..Case::default()
            });
            continue;
        }
        let case = cases.last_mut().expect("a case line first");
        match word {
            "file" => {
                case.sgf = std::fs::read(Path::new(DATA).join(rest))
                    .unwrap_or_else(|e| panic!("{rest}: {e}"));
            }
            "sgf" => case.sgf = line_bytes(rest),
            "expect" => case.expects.push(rest.to_owned()),
            other => panic!("line {}: unknown word {other:?}", n + 1),
        }
    }
    cases
}

/// The move of `x,y` or `pass`.
fn parse_move(text: &str) -> Move {
    if text == "pass" {
        return Move::Pass;
    }
    let (x, y) = text.split_once(',').expect("x,y");
    Move::Place(Point::new(x.parse().expect("x"), y.parse().expect("y")))
}

/// The config of `kind key=value...`.
fn parse_config(text: &str) -> Config {
    let mut words = text.split_whitespace();
    let kind: GameKind = words.next().expect("a game").parse().expect("a game");
    let mut options = Options::default();
    for word in words {
        let (key, value) = word.split_once('=').expect("key=value");
        match key {
            "size" => options.size = Some(value.parse().expect("a size")),
            "rule" => options.rule = Some(value.to_owned()),
            "center_first_forbidden" => {
                options.center_first_forbidden = Some(value.parse().expect("a bool"));
            }
            other => panic!("unknown option {other}"),
        }
    }
    Config::validate(kind, &options).expect("valid options")
}

/// The side a word names.
fn parse_side(text: &str) -> Side {
    match text {
        "black" => Side::Black,
        "white" => Side::White,
        other => panic!("{other:?} is no side"),
    }
}

/// `none` for an absent value, else the value.
fn optional(text: &str) -> Option<String> {
    (text != "none").then(|| text.to_owned())
}

/// The failures of one expectation on a record read from `sgf`, if any.
fn expect_read(record: &SgfRecord, sgf: &[u8], expect: &str) -> Option<String> {
    let (word, rest) = expect.split_once(' ').unwrap_or((expect, ""));
    let number = |text: &str| -> usize { text.parse().expect("a move number") };
    let fail = |got: &dyn std::fmt::Debug| Some(format!("expect {expect}: got {got:?}"));
    match word {
        "game" => {
            let config = parse_config(rest);
            (record.config() != config).then(|| fail(&record.config()))?
        }
        "moves" => (record.moves().len() != number(rest)).then(|| fail(&record.moves().len()))?,
        "move" => {
            let (k, m) = rest.split_once(' ').expect("K move");
            let got = record.moves().get(number(k) - 1);
            (got != Some(&parse_move(m))).then(|| fail(&got))?
        }
        "setup" => {
            let got = record.setup().map(|s| {
                format!(
                    "black={} white={} to_move={}",
                    s.stones.black.len(),
                    s.stones.white.len(),
                    s.to_move
                )
            });
            (got != optional(rest)).then(|| fail(&got))?
        }
        "black" | "white" | "result" | "date" => {
            let info = &record.info;
            let got = match word {
                "black" => &info.black,
                "white" => &info.white,
                "result" => &info.result,
                _ => &info.date,
            };
            (got != &optional(rest)).then(|| fail(got))?
        }
        "time" => {
            let got = record
                .info
                .time
                .as_ref()
                .map(|t| format!("main={} overtime={}", t.main_s, t.overtime));
            (got != optional(rest)).then(|| fail(&got))?
        }
        "left" => {
            let (k, ms) = rest.split_once(' ').expect("K ms");
            let got = record
                .info
                .time
                .as_ref()
                .and_then(|t| t.left_ms.get(number(k) - 1).copied().flatten());
            let want = optional(ms).map(|ms| ms.parse::<u64>().expect("ms"));
            (got != want).then(|| fail(&got))?
        }
        "comment" => {
            let (k, text) = rest.split_once(' ').expect("K text");
            let got = record.comments.get(number(k) - 1).cloned().flatten();
            let want = optional(text).map(|t| t.replace("\\n", "\n"));
            (got != want).then(|| fail(&got))?
        }
        "over" => {
            let winner = match rest {
                "draw" => None,
                side => Some(parse_side(side)),
            };
            let got = record.game.outcome().map(|o| o.winner);
            (got != Some(winner)).then(|| fail(&got))?
        }
        "not_over" => record
            .game
            .is_over()
            .then(|| fail(&record.game.outcome()))?,
        "same" => {
            let written = record.to_sgf();
            (written.as_bytes() != sgf).then(|| fail(&written))?
        }
        "error" => fail(&"the file was read"),
        other => panic!("unknown expectation {other:?}"),
    }
}

/// Reads a case's SGF and checks every expectation, and that writing the record, reading it
/// and writing it again changes nothing.
fn check(case: &Case) -> Result<(), String> {
    let read = from_sgf_bytes(&case.sgf);
    let record = match (read, case.expects.first()) {
        (Err(e), Some(expect)) if expect.starts_with("error ") => {
            let want = &expect["error ".len()..];
            return if e.to_string() == want {
                Ok(())
            } else {
                Err(format!("expected error {want:?}, got {:?}", e.to_string()))
            };
        }
        (Err(e), _) => return Err(format!("not read: {e}")),
        (Ok(record), _) => record,
    };
    let mut failures = String::new();
    for expect in &case.expects {
        if let Some(failure) = expect_read(&record, &case.sgf, expect) {
            let _ = writeln!(failures, "  {failure}");
        }
    }
    let written = record.to_sgf();
    match from_sgf(&written) {
        Ok(again) => {
            if again.to_sgf() != written {
                let _ = writeln!(
                    failures,
                    "  written again differs:\n{written}\n{}",
                    again.to_sgf()
                );
            }
            if again.moves() != record.moves() || again.config() != record.config() {
                let _ = writeln!(failures, "  read again, the game differs");
            }
        }
        Err(e) => {
            let _ = writeln!(failures, "  its own output is refused: {e}\n{written}");
        }
    }
    if failures.is_empty() {
        Ok(())
    } else {
        Err(failures)
    }
}

#[test]
fn every_case_reads_as_expected() {
    let cases = cases();
    assert!(cases.len() > 40, "only {} cases", cases.len());
    let mut failures = String::new();
    for case in &cases {
        if let Err(why) = check(case) {
            let _ = writeln!(failures, "line {}: {}\n{why}", case.line, case.name);
        }
    }
    assert!(failures.is_empty(), "{failures}");
}
