//! A Gomocup brain: Boardroom's `hard` gomoku AI behind the Piskvork protocol on standard input
//! and output. Managers start it with no arguments; see the crate's README.

use std::io;
use std::process::ExitCode;

use boardroom_bridges::piskvork::{Brain, Player};
use boardroom_bridges::session;

fn main() -> ExitCode {
    let player = Player::new(rand::make_rng());
    match session::run(
        Brain::new(),
        player,
        io::BufReader::new(io::stdin()),
        io::stdout().lock(),
    ) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("pbrain-boardroom: {e}");
            ExitCode::FAILURE
        }
    }
}
