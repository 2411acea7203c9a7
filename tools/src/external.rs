//! A bot in another process, spoken to through `serve_bot`'s line protocol: how the arena plays
//! an engine built from another commit (today's `hard` against a change, say) without that
//! engine being linked in.
//!
//! The arena names such a bot `PATH@NAME`: `PATH` is a `serve_bot` binary, `NAME` the bot it
//! serves. Each bot starts its own process, which lives as long as the bot (one game in the
//! arena), and is given the whole move list every move, so it keeps nothing of the game but what
//! its bot keeps.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

use boardroom_engine::ai::{Bot, Budget};
use boardroom_engine::{GameKind, Move, Options, Point};
use rand::RngExt;
use rand::rngs::SmallRng;

/// Splits an external bot's name into the program and the bot it serves; `None` for the
/// engine's own bots (a name without a `/`).
#[must_use]
pub fn split_name(name: &str) -> Option<(&str, &str)> {
    if !name.contains('/') {
        return None;
    }
    name.rsplit_once('@')
}

/// A bot served by another process.
#[derive(Debug)]
pub struct ExternalBot {
    /// The name given to the arena.
    name: String,
    /// The process.
    child: Child,
    /// Its standard input.
    input: ChildStdin,
    /// Its standard output, read line by line.
    output: BufReader<ChildStdout>,
}

impl ExternalBot {
    /// Starts `program` for the game `kind` with `options`, asking it for a fresh bot `bot`.
    /// `None` when the program does not start or has no such bot.
    #[must_use]
    pub fn start(
        name: &str,
        program: &str,
        bot: &str,
        kind: GameKind,
        options: &Options,
    ) -> Option<ExternalBot> {
        let mut command = Command::new(program);
        command.arg("--game").arg(kind.to_string());
        if let Some(rule) = &options.rule {
            command.arg("--rule").arg(rule);
        }
        if let Some(size) = options.size {
            command.arg("--size").arg(size.to_string());
        }
        if let Some(centre) = options.center_first_forbidden {
            command
                .arg("--center-first-forbidden")
                .arg(centre.to_string());
        }
        let mut child = command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .ok()?;
        let input = child.stdin.take()?;
        let output = BufReader::new(child.stdout.take()?);
        let mut external = ExternalBot {
            name: name.to_owned(),
            child,
            input,
            output,
        };
        (external.ask(&format!("new {bot}"))? == "ok").then_some(external)
    }

    /// Sends one request and reads its answer.
    fn ask(&mut self, request: &str) -> Option<String> {
        writeln!(self.input, "{request}").ok()?;
        self.input.flush().ok()?;
        let mut answer = String::new();
        self.output.read_line(&mut answer).ok()?;
        Some(answer.trim_end().to_owned())
    }
}

impl Drop for ExternalBot {
    fn drop(&mut self) {
        // Closing its input ends the program; wait so that no zombie is left.
        let _ = writeln!(self.input, "quit");
        let _ = self.input.flush();
        let _ = self.child.wait();
    }
}

/// A move as the protocol writes it: `x,y` or `pass`.
#[must_use]
pub fn write_move(m: Move) -> String {
    match m {
        Move::Place(p) => format!("{},{}", p.x, p.y),
        Move::Pass => "pass".to_owned(),
    }
}

/// A move as [`write_move`] writes it, read back.
#[must_use]
pub fn parse_move(text: &str) -> Option<Move> {
    if text == "pass" {
        return Some(Move::Pass);
    }
    let (x, y) = text.split_once(',')?;
    Some(Move::Place(Point::new(x.parse().ok()?, y.parse().ok()?)))
}

/// The move of an answer `move x,y`, `move pass` or `move none`.
fn read_move(answer: &str) -> Option<Move> {
    parse_move(answer.strip_prefix("move ")?)
}

impl<G: boardroom_engine::Game> Bot<G> for ExternalBot {
    fn name(&self) -> &str {
        &self.name
    }

    fn choose(&mut self, game: &G, budget: &Budget<'_>, rng: &mut SmallRng) -> Option<Move> {
        let ms = budget.remaining().as_millis();
        let seed: u64 = rng.random();
        let mut request = format!("go {ms} {seed}");
        for &m in game.history() {
            request.push(' ');
            request.push_str(&write_move(m));
        }
        read_move(&self.ask(&request)?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_moves() {
        assert_eq!(split_name("hard"), None);
        assert_eq!(split_name("hard:exact=21"), None);
        assert_eq!(
            split_name("/tmp/base/serve_bot@hard"),
            Some(("/tmp/base/serve_bot", "hard"))
        );
        for m in [Move::Pass, Move::Place(Point::new(-3, 7))] {
            assert_eq!(read_move(&format!("move {}", write_move(m))), Some(m));
        }
        assert_eq!(read_move("move none"), None);
    }
}
