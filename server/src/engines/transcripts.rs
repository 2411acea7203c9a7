//! The protocol machines driven by transcript files: what happens in, what the machine does
//! out, line by line. Every `server/tests/data/engines/*.engine` file is a list of cases run by
//! one `check`; the format is in `server/tests/data/engines/README.md`.

use std::fmt::Write as _;
use std::path::Path;
use std::time::Duration;

use boardroom_engine::{AnyGame, Config, Game, GameKind, Move, Options, Point};

use super::manager::{Ask, AskClock, Input, Machine, Output};
use super::{botzone, nboard, piskvork};

/// A move as a transcript writes it: `x,y` or `pass`.
fn parse_move(text: &str) -> Result<Move, String> {
    if text == "pass" {
        return Ok(Move::Pass);
    }
    let (x, y) = text
        .split_once(',')
        .ok_or_else(|| format!("{text:?} is not x,y"))?;
    let coord = |s: &str| s.parse::<i8>().map_err(|e| format!("{text:?}: {e}"));
    Ok(Move::Place(Point::new(coord(x)?, coord(y)?)))
}

fn move_text(mv: Move) -> String {
    match mv {
        Move::Pass => "pass".to_owned(),
        Move::Place(p) => format!("{},{}", p.x, p.y),
    }
}

/// An `ask` line: `ask <game> [size=N] [rule=R] [budget=MS] [left=MS initial=MS] [memory=N]
/// [moves=x,y/x,y/pass]`.
fn parse_ask(words: &[&str]) -> Result<Ask, String> {
    let (kind, rest) = words.split_first().ok_or("ask names no game")?;
    let kind: GameKind = kind.parse().map_err(|e| format!("{e}"))?;
    let mut options = Options::default();
    let mut moves = Vec::new();
    let (mut budget, mut memory) = (1000, 1 << 30);
    let (mut left, mut initial) = (None, None);
    for word in rest {
        let (key, value) = word
            .split_once('=')
            .ok_or_else(|| format!("{word:?} is not key=value"))?;
        let number = || value.parse::<u64>().map_err(|e| format!("{key}: {e}"));
        match key {
            "size" => options.size = Some(value.parse().map_err(|e| format!("size: {e}"))?),
            "rule" => options.rule = Some(value.to_owned()),
            "budget" => budget = number()?,
            "memory" => memory = number()?,
            "left" => left = Some(number()?),
            "initial" => initial = Some(number()?),
            "moves" => {
                moves = value
                    .split('/')
                    .filter(|m| !m.is_empty())
                    .map(parse_move)
                    .collect::<Result<_, _>>()?;
            }
            other => return Err(format!("unknown ask key {other:?}")),
        }
    }
    let config = Config::validate(kind, &options).map_err(|e| format!("{e}"))?;
    let game = AnyGame::replay(&config, &moves).map_err(|e| format!("{e}"))?;
    let clock = left.map(|left| AskClock {
        left: Duration::from_millis(left),
        initial: Duration::from_millis(initial.unwrap_or(left)),
    });
    Ok(Ask {
        game,
        budget: Duration::from_millis(budget),
        clock,
        memory,
    })
}

/// A machine named by a `machine` line.
fn machine(words: &[&str]) -> Result<Box<dyn Machine>, String> {
    Ok(match words {
        ["piskvork"] => Box::new(piskvork::Piskvork::new()),
        ["piskvork-probe"] => Box::new(piskvork::Probe::new()),
        ["nboard"] => Box::new(nboard::Nboard::new(nboard::DEFAULT_DEPTH)),
        ["nboard-probe"] => Box::new(nboard::Probe::new()),
        ["botzone"] => Box::new(botzone::Botzone::new()),
        other => return Err(format!("unknown machine {other:?}")),
    })
}

/// One output as a transcript line.
fn describe(output: &Output) -> String {
    match output {
        Output::Spawn => "= spawn".to_owned(),
        Output::Send(line) => format!("-> {line}"),
        Output::Close => "= close".to_owned(),
        Output::Moved(mv) => format!("= moved {}", move_text(*mv)),
        Output::Fault(why) => format!("= fault {why}"),
        Output::About(name) => format!("= about {name}"),
        Output::Found(plays) => {
            let mut line = "= found".to_owned();
            for played in &plays.0 {
                let _ = write!(line, " {}", played.game);
                if !played.rules.is_empty() {
                    let rules: Vec<&str> = played.rules.iter().map(|r| r.as_str()).collect();
                    let _ = write!(line, " rules={}", rules.join(","));
                }
                if !played.sizes.is_empty() {
                    let sizes: Vec<String> = played.sizes.iter().map(u8::to_string).collect();
                    let _ = write!(line, " sizes={}", sizes.join(","));
                }
            }
            line
        }
    }
}

/// Runs one case's lines (numbered), stopping at the first difference.
fn run_case(lines: &[(usize, &str)]) -> Result<(), String> {
    let mut current: Option<Box<dyn Machine>> = None;
    let mut printed: Vec<String> = Vec::new();
    for &(at, line) in lines {
        let fail = |why: String| format!("line {at}: {why}");
        if line.starts_with("->") || line.starts_with("= ") {
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
        let words: Vec<&str> = line.split_whitespace().collect();
        if let ["machine", rest @ ..] = words.as_slice() {
            current = Some(machine(rest).map_err(fail)?);
            continue;
        }
        let machine = current
            .as_mut()
            .ok_or_else(|| fail("no `machine` line yet".to_owned()))?;
        let outputs = match words.as_slice() {
            ["ask", rest @ ..] => {
                let ask = parse_ask(rest).map_err(fail)?;
                machine.handle(Input::Ask(&ask))
            }
            ["started"] => machine.handle(Input::Started),
            ["exited"] => machine.handle(Input::Exited),
            ["?", "waiting", expected] => {
                let got = machine.waiting().to_string();
                if got != *expected {
                    return Err(fail(format!("waiting is {got}, not {expected}")));
                }
                Vec::new()
            }
            _ => match line.strip_prefix("<- ") {
                Some(said) => machine.handle(Input::Line(said)),
                None => return Err(fail(format!("{line:?} is not a transcript line"))),
            },
        };
        printed = outputs.iter().map(describe).collect();
    }
    match printed.first() {
        Some(extra) => Err(format!("unexpected `{extra}` at the end")),
        None => Ok(()),
    }
}

/// Runs one file, case by case; the differences, one per failed case.
fn check(path: &Path) -> Vec<String> {
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
            run_case(lines)
                .err()
                .map(|why| format!("{file}: case {name:?}: {why}"))
        })
        .collect()
}

#[test]
fn transcripts() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/engines");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{dir:?}: {e}"))
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|e| e == "engine"))
        .collect();
    files.sort();
    assert!(files.len() >= 3, "transcripts missing from {dir:?}");
    let failures: Vec<String> = files.iter().flat_map(|path| check(path)).collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The runner must notice a wrong transcript, or every transcript would pass.
#[test]
fn a_wrong_expectation_fails() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let path = dir.path().join("wrong.engine");
    let write = |text: &str| std::fs::write(&path, text).unwrap_or_else(|e| panic!("{e}"));
    write("case wrong\nmachine piskvork\nask gomoku\n= moved 7,7\n");
    assert_eq!(check(&path).len(), 1);
    write("case missing\nmachine piskvork\nask gomoku\n");
    assert_eq!(check(&path).len(), 1, "outputs not listed fail the case");
}
