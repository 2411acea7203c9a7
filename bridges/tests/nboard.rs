//! `nboard-boardroom` driven as the NBoard GUI drives an engine: the real program as a child
//! process, scripted lines in, its replies checked, and a whole game refereed by the engine's
//! rules.

mod common;

use boardroom_bridges::nboard::{parse_square, square_name};
use boardroom_engine::{Game, Move, MoveList, Reversi, ReversiConfig};
use common::{Program, Step};

const ENGINE: &str = env!("CARGO_BIN_EXE_nboard-boardroom");

/// The standard start as GGF's board: `*` black, `O` white.
const START: &str = "---------------------------O*------*O---------------------------";

/// A game record from the standard start with these moves (`B[F5]W[F6]...`).
fn record(moves: &str) -> String {
    format!("(;GM[Othello]PC[test]PB[a]PW[b]RE[?]TI[15:00]TY[8]BO[8 {START} *]{moves};)")
}

/// An engine with moves of at most `move_ms`, past its greeting.
fn engine(move_ms: &str) -> Program {
    let mut engine = Program::start(ENGINE, &["--move-ms", move_ms]);
    assert_eq!(engine.ask("nboard 2"), "set myname Boardroom");
    engine
}

/// Runs a transcript against a fresh engine (`--move-ms 100`, greeted; see [`Program::play`]).
/// `=== <move>` stands for a `go` answer whose move is legal in the game the transcript set up
/// last. The engine must then end on `quit`.
fn check(transcript: &str) {
    let mut engine = engine("100");
    let mut game = Reversi::new(&ReversiConfig);
    engine.play(transcript, |step| match step {
        Step::Sent(sent) => {
            if let Some(ggf) = sent.strip_prefix("set game ")
                && let Ok(record) = boardroom_bridges::nboard::ggf::parse(ggf)
            {
                game = record.game;
            }
            None
        }
        Step::Got("=== <move>", got) => Some(answer(got).is_some_and(|m| game.is_legal(m))),
        Step::Got(..) => None,
    });
    engine.send("quit");
    assert!(engine.finish().success());
    assert!(engine.said_nothing_more(), "{}", engine.transcript);
}

/// The move of a `=== F5/eval/time` line.
fn answer(line: &str) -> Option<Move> {
    let rest = line.strip_prefix("=== ")?;
    parse_square(rest.split('/').next()?)
}

#[test]
fn the_commands_and_their_answers() {
    check(&format!(
        "> set depth 6
         > set game {}
         > ping 1
         < pong 1
         > go
         < === <move>
         > hint 3
         < search *
         < search *
         < search *
         < status
         > hint 1
         < search *
         < status
         > learn
         < learned
         > move F6
         > ping 2
         < pong 2",
        record("B[F5]")
    ));
}

#[test]
fn a_forced_move_and_a_pass() {
    // White b1 between black c1 and the empty a1: black's only move is a1, which flips it.
    let only_a1 = "(;GM[Othello]TY[8]BO[8 -O*------------------------------------------------------------- *];)";
    // Black a1 and white b1, white to move: white can flank nothing and must pass.
    let white_passes = "(;GM[Othello]TY[8]BO[8 *O-------------------------------------------------------------- O];)";
    check(&format!(
        "> set game {only_a1}
         > go
         < === A1
         > set game {white_passes}
         > go
         < === PA"
    ));
}

#[test]
fn bad_lines_are_reported_and_change_nothing() {
    check(&format!(
        "> set game {}
         > move Z9
         < status ERROR move*
         > move A1
         < status ERROR move A1*
         > set game (;GM[Othello]BO[8 garbage
         < status ERROR set game*
         > set game {}
         < status ERROR set game*
         > set depth deep
         < status ERROR set depth*
         > analyze everything
         > \u{1b}[31m
         > go
         < === <move>
         > ping 9
         < pong 9",
        record("B[F5]"),
        record("B[F5]W[F5]"),
    ));
}

#[test]
fn garbled_bytes_are_ignored_and_the_engine_answers_on() {
    let mut engine = Program::start(ENGINE, &["--move-ms", "100"]);
    engine.send_bytes(b"\xff\xfe\x00garbage\n");
    assert_eq!(engine.ask("ping 1"), "pong 1");
    engine.send("quit");
    assert!(engine.finish().success());
}

#[test]
fn pong_comes_after_the_answer_and_stops_a_long_think() {
    // Ten minutes a move: only the ping can end this search in time for the test.
    let mut engine = engine("600000");
    engine.send(&format!("set game {}", record("B[F5]W[D6]")));
    engine.send("go");
    engine.send("ping 7");
    let first = engine.line();
    assert!(answer(&first).is_some(), "{}", engine.transcript);
    assert_eq!(engine.line(), "pong 7");
    // A second search, no ping waiting, runs on until its own ping.
    engine.send("hint 1");
    std::thread::sleep(std::time::Duration::from_millis(300));
    engine.send("ping 8");
    assert!(
        engine.line().starts_with("search "),
        "{}",
        engine.transcript
    );
    assert_eq!(engine.line(), "status");
    assert_eq!(engine.line(), "pong 8");
    engine.send("quit");
    assert!(engine.finish().success());
}

#[test]
fn a_whole_game_against_a_scripted_opponent() {
    // The engine plays black; white always takes its first legal move in square order.
    let mut engine = engine("50");
    engine.send("set depth 8");
    engine.send(&format!("set game {}", record("")));
    let mut referee = Reversi::new(&ReversiConfig);
    let mut legal = MoveList::new();
    while !referee.is_over() {
        let m = if referee.to_move() == boardroom_engine::Side::Black {
            let reply = engine.ask("go");
            match answer(&reply) {
                Some(m) => m,
                None => panic!("not an answer: {reply:?}\n{}", engine.transcript),
            }
        } else {
            referee.legal_moves(&mut legal);
            legal[0]
        };
        referee = match referee.play(m) {
            Ok((game, _)) => game,
            Err(refused) => panic!("{m}: {}\n{}", refused.error, engine.transcript),
        };
        engine.send(&format!("move {}", square_name(m)));
    }
    assert_eq!(engine.ask("ping 1"), "pong 1");
    engine.send("quit");
    assert!(engine.finish().success());
    let stones = referee.stones();
    assert!(
        stones.black.len() > stones.white.len(),
        "the engine beats first-legal-move: {} to {}",
        stones.black.len(),
        stones.white.len()
    );
}
