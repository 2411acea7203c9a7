//! `perft <game> <depth> [--generic]`: counts the move paths of `depth` plies from a game's start
//! position and prints the count, the time and the speed.
//!
//! Reversi runs on its bitboard perft unless `--generic` asks for the trait-generic
//! [`boardroom_engine::perft::perft`], which every other game uses (with its default options).

use std::process::ExitCode;
use std::time::Instant;

use boardroom_engine::{AnyGame, Config, Game, GameKind, Reversi, ReversiConfig, perft};

const USAGE: &str = "usage: perft <gomoku|reversi|nogo|hex_gomoku> <depth> [--generic]";

/// What the command line asks for.
struct Args {
    /// The game to count.
    kind: GameKind,
    /// Plies to count.
    depth: u32,
    /// Whether to use the trait-generic perft even where a fast one exists.
    generic: bool,
}

fn parse_args(mut args: impl Iterator<Item = String>) -> Result<Args, String> {
    let game = args.next().ok_or("missing game")?;
    let kind: GameKind = game.parse().map_err(|e| format!("{e}"))?;
    let depth = args.next().ok_or("missing depth")?;
    let depth: u32 = depth
        .parse()
        .map_err(|_| format!("depth {depth:?} is not a whole number"))?;
    let generic = match args.next().as_deref() {
        None => false,
        Some("--generic") => true,
        Some(other) => return Err(format!("unexpected argument {other:?}")),
    };
    if let Some(extra) = args.next() {
        return Err(format!("unexpected argument {extra:?}"));
    }
    Ok(Args {
        kind,
        depth,
        generic,
    })
}

fn main() -> ExitCode {
    let args = match parse_args(std::env::args().skip(1)) {
        Ok(args) => args,
        Err(why) => {
            eprintln!("perft: {why}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let started = Instant::now();
    let nodes = if args.kind == GameKind::Reversi && !args.generic {
        Reversi::new(&ReversiConfig).perft_fast(args.depth)
    } else {
        let game = AnyGame::new(&Config::default_for(args.kind));
        perft::perft(&game, args.depth)
    };
    let seconds = started.elapsed().as_secs_f64();
    // Node counts stay far below 2^52, where f64 would start to round.
    #[allow(clippy::cast_precision_loss)]
    let rate = nodes as f64 / seconds.max(1e-9) / 1e6;
    println!("perft {} depth {}: {nodes} nodes", args.kind, args.depth);
    println!("{seconds:.3} s, {rate:.1} M nodes/s");
    ExitCode::SUCCESS
}
