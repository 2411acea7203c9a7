//! An NBoard engine: Boardroom's `hard` reversi AI behind the NBoard protocol on standard input
//! and output. `--move-ms N` caps each move's thinking (default 1000); see the crate's README.

use std::io;
use std::process::ExitCode;
use std::time::Duration;

use boardroom_bridges::nboard::{Player, State};
use boardroom_bridges::session;

/// Each move's longest think when no `--move-ms` is given: the `hard` level's usual second.
const DEFAULT_MOVE_MS: u64 = 1000;

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let mut move_ms = DEFAULT_MOVE_MS;
    while let Some(arg) = args.next() {
        match (arg.as_str(), args.next().map(|v| v.parse::<u64>())) {
            ("--move-ms", Some(Ok(ms))) => move_ms = ms,
            _ => {
                eprintln!("usage: nboard-boardroom [--move-ms MILLISECONDS]");
                return ExitCode::FAILURE;
            }
        }
    }
    let state = State::new(Duration::from_millis(move_ms));
    let input = io::BufReader::new(io::stdin());
    match session::run(state, Player::new(), input, io::stdout().lock()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("nboard-boardroom: {e}");
            ExitCode::FAILURE
        }
    }
}
