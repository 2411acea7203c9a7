//! The protocol machines driven by transcript files: what happens in, what the machine does
//! out, line by line. Every `server/tests/data/engines/*.engine` file is a list of cases run by
//! one `check`; the format is in `server/tests/data/engines/README.md`.

use std::fmt::Write as _;
use std::time::Duration;

use boardroom_engine::{AnyGame, Config, Game, GameKind, Options};

use super::manager::{Ask, AskClock, Input, Machine, Output};
use super::{botzone, nboard, piskvork};
use crate::transcript::{self, Script, move_text, parse_move};

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
                    let rules: Vec<&str> = played.rules.clone();
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

/// A case being run: the machine of its last `machine` line.
#[derive(Default)]
struct EngineScript {
    machine: Option<Box<dyn Machine>>,
}

impl Script for EngineScript {
    fn is_expectation(line: &str) -> bool {
        line.starts_with("->") || line.starts_with("= ")
    }

    fn step(&mut self, line: &str) -> Result<Vec<String>, String> {
        let words: Vec<&str> = line.split_whitespace().collect();
        if let ["machine", rest @ ..] = words.as_slice() {
            self.machine = Some(machine(rest)?);
            return Ok(Vec::new());
        }
        let machine = self.machine.as_mut().ok_or("no `machine` line yet")?;
        let outputs = match words.as_slice() {
            ["ask", rest @ ..] => machine.handle(Input::Ask(&parse_ask(rest)?)),
            ["started"] => machine.handle(Input::Started),
            ["exited"] => machine.handle(Input::Exited),
            ["?", "waiting", expected] => {
                let got = machine.waiting().to_string();
                if got != *expected {
                    return Err(format!("waiting is {got}, not {expected}"));
                }
                Vec::new()
            }
            _ => match line.strip_prefix("<- ") {
                Some(said) => machine.handle(Input::Line(said)),
                None => return Err(format!("{line:?} is not a transcript line")),
            },
        };
        Ok(outputs.iter().map(describe).collect())
    }
}

#[test]
fn transcripts() {
    let files = transcript::files("engines", "engine");
    assert!(files.len() >= 3, "engine transcripts missing");
    transcript::check_all::<EngineScript>(&files);
}

/// The runner must notice a wrong transcript, or every transcript would pass.
#[test]
fn a_wrong_expectation_fails() {
    let check = transcript::check_text::<EngineScript>;
    let wrong = "case wrong\nmachine piskvork\nask gomoku\n= moved 7,7\n";
    assert_eq!(check("wrong.engine", wrong).len(), 1);
    let missing = "case missing\nmachine piskvork\nask gomoku\n";
    assert_eq!(
        check("missing.engine", missing).len(),
        1,
        "outputs not listed fail the case"
    );
}
