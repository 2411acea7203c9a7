//! `perft <game> <depth> [--generic]`: counts the move paths of `depth` plies from a game's start
//! position and prints the count, the time and the speed.
//!
//! Reversi runs on its bitboard perft unless `--generic` asks for the trait-generic
//! [`boardroom_engine::perft::perft`], which every other game uses (with its default options).

use std::process::ExitCode;
use std::time::Instant;

use boardroom_engine::{AnyGame, Config, Game, GameKind, Reversi, ReversiConfig, perft};
use clap::Parser;

/// What the command line asks for.
#[derive(Debug, Parser)]
#[command(about = "Counts the move paths from a game's start position.")]
struct Args {
    /// The game to count: gomoku, reversi, nogo or hex_gomoku.
    #[arg(value_name = "GAME")]
    kind: GameKind,
    /// Plies to count.
    depth: u32,
    /// Use the trait-generic perft even where a fast one exists.
    #[arg(long)]
    generic: bool,
}

fn main() -> ExitCode {
    let args = Args::parse();
    let started = Instant::now();
    let nodes = if args.kind == GameKind::Reversi && !args.generic {
        Reversi::new(&ReversiConfig).perft_fast(args.depth)
    } else {
        let game = AnyGame::new(&Config::default_for(args.kind));
        perft::perft(&game, args.depth)
    };
    let seconds = started.elapsed().as_secs_f64();
    #[expect(
        clippy::cast_precision_loss,
        reason = "node counts stay far below 2^52, where f64 would start to round"
    )]
    let rate = nodes as f64 / seconds.max(1e-9) / 1e6;
    println!("perft {} depth {}: {nodes} nodes", args.kind, args.depth);
    println!("{seconds:.3} s, {rate:.1} M nodes/s");
    ExitCode::SUCCESS
}
