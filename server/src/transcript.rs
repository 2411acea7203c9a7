//! The one runner of the server's transcript files (`server/tests/data/*/`): the room's core
//! (`*.room`) and the engines' protocol machines (`*.engine`) are tested by files of cases, each
//! a list of lines put to a [`Script`] and lines it must print back, in order.
//!
//! A file is cases, each opened by `case NAME`; blank lines and `#` comments are skipped. Within
//! a case, a line the script calls an expectation must equal the next line the last step printed;
//! any other line is a step, and the lines the step before printed must all have been matched by
//! then. Each script says what its steps mean; the reading of files and the matching are here, so
//! that both kinds of transcript fail the same way and report the same place.

use std::path::{Path, PathBuf};

use boardroom_engine::{Move, Point};

/// What a transcript drives: fresh for each case.
pub(crate) trait Script: Default {
    /// Whether `line` is what a step must have printed rather than a step.
    fn is_expectation(line: &str) -> bool;

    /// Runs one step; the lines it printed, which the expectations that follow must match.
    fn step(&mut self, line: &str) -> Result<Vec<String>, String>;
}

/// Parses a move as transcripts write it: `x,y` or `pass`.
pub(crate) fn parse_move(text: &str) -> Result<Move, String> {
    if text == "pass" {
        return Ok(Move::Pass);
    }
    let (x, y) = text
        .split_once(',')
        .ok_or_else(|| format!("{text:?} is not x,y"))?;
    let coord = |s: &str| s.parse::<i8>().map_err(|e| format!("{text:?}: {e}"));
    Ok(Move::Place(Point::new(coord(x)?, coord(y)?)))
}

/// A move as transcripts write it.
pub(crate) fn move_text(mv: Move) -> String {
    match mv {
        Move::Pass => "pass".to_owned(),
        Move::Place(p) => format!("{},{}", p.x, p.y),
    }
}

/// Runs one case's lines (numbered from the file), stopping at the first difference.
fn run_case<S: Script>(lines: &[(usize, &str)]) -> Result<(), String> {
    let mut script = S::default();
    // What the last step printed that the case has not matched yet.
    let mut printed: Vec<String> = Vec::new();
    for &(at, line) in lines {
        let fail = |why: String| format!("line {at}: {why}");
        if S::is_expectation(line) {
            if printed.first().map(String::as_str) != Some(line) {
                let got = printed.first().map_or("nothing", String::as_str);
                return Err(fail(format!("expected `{line}`, got `{got}`")));
            }
            printed.remove(0);
            continue;
        }
        if let Some(extra) = printed.first() {
            return Err(fail(format!("unexpected `{extra}` before this line")));
        }
        printed = script.step(line).map_err(fail)?;
    }
    match printed.first() {
        Some(extra) => Err(format!("unexpected `{extra}` at the end")),
        None => Ok(()),
    }
}

/// Runs one file, case by case: the differences, one per failed case.
pub(crate) fn check<S: Script>(path: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
    let file = path.display();
    let mut cases: Vec<(&str, Vec<(usize, &str)>)> = Vec::new();
    for (index, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(name) = line.strip_prefix("case ") {
            cases.push((name, Vec::new()));
        } else if let Some((_, lines)) = cases.last_mut() {
            lines.push((index + 1, line));
        } else {
            return vec![format!(
                "{file}:{}: a line before the first case",
                index + 1
            )];
        }
    }
    cases
        .iter()
        .filter_map(|(name, lines)| {
            run_case::<S>(lines)
                .err()
                .map(|why| format!("{file}: case {name:?}: {why}"))
        })
        .collect()
}

/// The `*.EXTENSION` files of `server/tests/data/FOLDER`, in name order.
pub(crate) fn files(folder: &str, extension: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(folder);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{dir:?}: {e}"))
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|e| e == extension))
        .collect();
    files.sort();
    files
}

/// Runs every file of `files`; panics with all the differences if there are any.
pub(crate) fn check_all<S: Script>(files: &[PathBuf]) {
    let failures: Vec<String> = files.iter().flat_map(|path| check::<S>(path)).collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Writes `text` as a transcript file and checks it: how each runner proves it can fail.
pub(crate) fn check_text<S: Script>(name: &str, text: &str) -> Vec<String> {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let path = dir.path().join(name);
    std::fs::write(&path, text).unwrap_or_else(|e| panic!("{e}"));
    check::<S>(&path)
}
