//! `serve_bot`: one of the engine's bots on standard input and output, so that the arena can
//! play an engine built from another commit against today's (`--b PATH@hard`, see
//! `boardroom_tools::external`).
//!
//! ```text
//! serve_bot --game gomoku [--rule renju] [--size 15] [--center-first-forbidden true]
//! ```
//!
//! One request a line, one answer a line:
//! - `new NAME`: a fresh bot by the game's `ai::<game>::by_name` (a new game starts); `ok`, or
//!   `error` and why.
//! - `go MS SEED MOVES...`: the bot's move in the game replayed from its start through `MOVES`
//!   (`x,y` or `pass` each), thinking `MS` milliseconds with its random generator seeded by
//!   `SEED`; `move x,y`, `move pass`, or `move none`.
//!
//! It reads nothing but the public API, so that the same file builds against older versions of
//! the engine: copy it into an old tree's `tools/src/bin/` and build that tree's tools.

use std::io::{BufRead, Write};
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use boardroom_engine::ai::{self, Bot, Budget};
use boardroom_engine::{
    Config, Game, GameKind, Gomoku, HexGomoku, Move, NoGo, Options, Point, Reversi,
};
use clap::Parser;
use rand::SeedableRng;
use rand::rngs::SmallRng;

/// A move as the protocol writes it.
fn show(m: Option<Move>) -> String {
    match m {
        Some(Move::Place(p)) => format!("move {},{}", p.x, p.y),
        Some(Move::Pass) => "move pass".to_owned(),
        None => "move none".to_owned(),
    }
}

/// A move as the protocol writes it, read back.
fn parse_move(text: &str) -> Option<Move> {
    if text == "pass" {
        return Some(Move::Pass);
    }
    let (x, y) = text.split_once(',')?;
    Some(Move::Place(Point::new(x.parse().ok()?, y.parse().ok()?)))
}

/// Answers requests until the input ends.
fn serve<G: Game>(config: &G::Config, by_name: fn(&str) -> Option<Box<dyn Bot<G>>>) -> ExitCode {
    let stop = AtomicBool::new(false);
    let mut bot: Option<Box<dyn Bot<G>>> = None;
    let stdin = std::io::stdin();
    let mut out = std::io::stdout().lock();
    for line in stdin.lock().lines() {
        let Ok(line) = line else {
            break;
        };
        let mut words = line.split_whitespace();
        let answer = match words.next() {
            Some("new") => {
                let name = words.next().unwrap_or_default();
                bot = by_name(name);
                if bot.is_some() {
                    "ok".to_owned()
                } else {
                    format!("error no bot named {name:?}")
                }
            }
            Some("go") => {
                let ms: u64 = words.next().and_then(|w| w.parse().ok()).unwrap_or(1000);
                let seed: u64 = words.next().and_then(|w| w.parse().ok()).unwrap_or(0);
                let moves: Option<Vec<Move>> = words.map(parse_move).collect();
                let game = moves.and_then(|m| G::replay(config, &m).ok());
                match (game, bot.as_mut()) {
                    (Some(game), Some(bot)) => {
                        let budget = Budget::new(Duration::from_millis(ms), &stop);
                        let mut rng = SmallRng::seed_from_u64(seed);
                        show(bot.choose(&game, &budget, &mut rng))
                    }
                    (None, _) => "error the moves do not replay".to_owned(),
                    (_, None) => "error no bot: send new first".to_owned(),
                }
            }
            Some("quit") | None => break,
            Some(other) => format!("error unknown request {other:?}"),
        };
        if writeln!(out, "{answer}")
            .and_then(|()| out.flush())
            .is_err()
        {
            break;
        }
    }
    ExitCode::SUCCESS
}

/// What the command line asks for: the game and its options, as a room would set them.
#[derive(Debug, Parser)]
#[command(about = "Serves the engine's bots to the arena over standard input and output.")]
struct Args {
    /// The game: gomoku, reversi, nogo or hex_gomoku.
    #[arg(long)]
    game: GameKind,
    /// The gomoku rule: freestyle, standard, renju or caro.
    #[arg(long)]
    rule: Option<String>,
    /// The board's size.
    #[arg(long)]
    size: Option<i64>,
    /// NoGo: whether the first move may not be the centre point.
    #[arg(long)]
    center_first_forbidden: Option<bool>,
}

fn main() -> ExitCode {
    let args = Args::parse();
    let (kind, options) = (
        args.game,
        Options {
            rule: args.rule,
            size: args.size,
            center_first_forbidden: args.center_first_forbidden,
        },
    );
    match Config::validate(kind, &options) {
        Ok(Config::Reversi(c)) => serve::<Reversi>(&c, ai::reversi::by_name),
        Ok(Config::Gomoku(c)) => serve::<Gomoku>(&c, ai::gomoku::by_name),
        Ok(Config::NoGo(c)) => serve::<NoGo>(&c, ai::nogo::by_name),
        Ok(Config::HexGomoku(c)) => serve::<HexGomoku>(&c, ai::hex_gomoku::by_name),
        Err(why) => {
            eprintln!("serve_bot: {why}");
            ExitCode::from(2)
        }
    }
}
