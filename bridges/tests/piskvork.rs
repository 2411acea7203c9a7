//! `pbrain-boardroom` driven as a Gomocup manager drives a brain: the real program as a child
//! process, scripted lines in, its replies checked, and whole games refereed by the engine's
//! rules.

mod common;

use boardroom_engine::{Config, Game, Gomoku, GomokuConfig, GomokuRule, Move, Point, openings};
use common::{Program, Step};

const BRAIN: &str = env!("CARGO_BIN_EXE_pbrain-boardroom");

/// Runs a transcript against a fresh brain (see [`Program::play`]; `<move>` stands for any
/// `x,y`), which must then end cleanly on `END`. Returns the moves it answered.
fn check(transcript: &str) -> Vec<Point> {
    let mut brain = Program::start(BRAIN, &[]);
    let received = brain.play(transcript, |step| match step {
        Step::Got("<move>", got) => Some(parse_move(got).is_some()),
        _ => None,
    });
    brain.send("END");
    let status = brain.finish();
    assert!(status.success(), "{status}");
    received
        .iter()
        .filter_map(|line| parse_move(line))
        .collect()
}

/// A brain's move line, `x,y`.
fn parse_move(line: &str) -> Option<Point> {
    let (x, y) = line.split_once(',')?;
    Some(Point::new(x.parse().ok()?, y.parse().ok()?))
}

#[test]
fn the_commands_and_their_answers() {
    check(
        "> ABOUT
         < name=\"Boardroom\"*
         > BEGIN
         < ERROR no board*
         > START 15
         < OK
         > RECTSTART 15,15
         < OK
         > INFO timeout_turn 200
         > INFO timeout_match 100000
         > INFO time_left 100000
         > INFO max_memory 83886080
         > INFO game_type 1
         > BEGIN
         < <move>
         > RESTART
         < OK
         > TURN 7,7
         < <move>
         > TAKEBACK 7,7
         < ERROR*
         > TURN 3,3
         < <move>
         > RESTART
         < OK
         > PLAY 7,7
         < 7,7
         > TAKEBACK 7,7
         < OK
         > PLAY 7,7
         < 7,7",
    );
}

#[test]
fn bad_lines_are_answered_and_change_nothing() {
    check(
        "> START 20
         < ERROR only 15x15*
         > RECTSTART 20,15
         < ERROR*
         > START fifteen
         < ERROR*
         > START 15
         < OK
         > INFO timeout_turn 200
         > TURN 7
         < ERROR*
         > TURN 99,99
         < ERROR*
         > TURN -1,3
         < ERROR*
         > SWAP3BOARD
         < UNKNOWN SWAP3BOARD
         > what is this
         < UNKNOWN what is this
         > BOARD
         > 7,7,1
         > seven,7,2
         > DONE
         < ERROR BOARD*
         > BOARD
         > 7,7,1
         > 8,8,1
         > DONE
         < ERROR BOARD*
         > TURN 7,7
         < <move>
         > TURN 7,7
         < ERROR TURN 7,7: point is occupied",
    );
}

#[test]
fn garbled_bytes_are_unknown_and_the_brain_plays_on() {
    let mut brain = Program::start(BRAIN, &[]);
    assert_eq!(brain.ask("START 15"), "OK");
    brain.send_bytes(b"\xff\xfe\x00\x1b[31mTURN\r\n");
    assert!(brain.line().starts_with("UNKNOWN"), "{}", brain.transcript);
    brain.send("INFO timeout_turn 200");
    assert!(
        parse_move(&brain.ask("TURN 7,7")).is_some(),
        "{}",
        brain.transcript
    );
    brain.send("END");
    assert!(brain.finish().success());
    assert!(brain.said_nothing_more());
}

#[test]
fn a_given_position_is_won_or_defended() {
    // Own four 5..8 on row 7, closed by white at 4,7: only 9,7 makes five.
    check(
        "> START 15
         > INFO timeout_turn 500
         < OK
         > BOARD
         > 5,7,1
         > 4,7,2
         > 6,7,1
         > 0,0,2
         > 7,7,1
         > 0,14,2
         > 8,7,1
         > 14,0,2
         > DONE
         < 9,7",
    );
    // The opponent's four 5..8 on row 9 (closed by the brain's 4,9): the brain must block 9,9.
    // Stones in no particular order, as gomoku managers may send them.
    check(
        "> START 15
         > INFO timeout_turn 500
         < OK
         > BOARD
         > 8,9,2
         > 4,9,1
         > 14,14,1
         > 5,9,2
         > 7,9,2
         > 6,9,2
         > 0,0,1
         > DONE
         < 9,9",
    );
}

/// The renju board of the engine's own test: black's 7,5 7,6 5,7 6,7 make 7,7 a double three,
/// the point that would win under freestyle. White's stones are far away.
const RENJU_BOARD: &str = "> BOARD
     > 7,5,1
     > 0,0,2
     > 7,6,1
     > 14,0,2
     > 5,7,1
     > 0,14,2
     > 6,7,1
     > 14,14,2
     > DONE";

#[test]
fn black_never_plays_a_forbidden_point_under_renju() {
    let moves = check(&format!(
        "> START 15
         < OK
         > INFO rule 4
         > INFO timeout_turn 500
         {RENJU_BOARD}
         < <move>"
    ));
    let mut game = Gomoku::new(&GomokuConfig {
        size: 15,
        rule: GomokuRule::Renju,
    });
    for (x, y) in [
        (7, 5),
        (0, 0),
        (7, 6),
        (14, 0),
        (5, 7),
        (0, 14),
        (6, 7),
        (14, 14),
    ] {
        game = game.play(Move::Place(Point::new(x, y))).expect("legal").0;
    }
    assert!(game.forbidden(Point::new(7, 7)).is_some());
    assert!(
        game.is_legal(Move::Place(moves[0])),
        "black played {}",
        moves[0]
    );
}

/// Two brains play a whole game through a manager that referees every move with the engine's
/// rules: each move legal (under renju, none of black's forbidden), until five or a full board.
fn whole_game(rule: GomokuRule, mask: u32) {
    let config = GomokuConfig { size: 15, rule };
    let mut referee = Gomoku::new(&config);
    let mut brains = [Program::start(BRAIN, &[]), Program::start(BRAIN, &[])];
    for brain in &mut brains {
        assert_eq!(brain.ask("START 15"), "OK");
        brain.send(&format!("INFO rule {mask}"));
        brain.send("INFO timeout_turn 100");
        brain.send("INFO timeout_match 0");
    }
    let mut reply = brains[0].ask("BEGIN");
    let mut turn = 0;
    loop {
        let Some(p) = parse_move(&reply) else {
            panic!("not a move: {reply:?}\n{}", brains[turn].transcript);
        };
        referee = match referee.play(Move::Place(p)) {
            Ok((game, _)) => game,
            Err(refused) => panic!("{p}: {}\n{}", refused.error, brains[turn].transcript),
        };
        if referee.is_over() {
            break;
        }
        turn = 1 - turn;
        reply = brains[turn].ask(&format!("TURN {},{}", p.x, p.y));
    }
    for brain in &mut brains {
        brain.send("END");
        assert!(brain.finish().success());
    }
    assert!(referee.outcome().is_some());
}

#[test]
fn a_whole_freestyle_game_against_itself() {
    whole_game(GomokuRule::Freestyle, 0);
}

#[test]
fn a_whole_standard_game_against_itself() {
    whole_game(GomokuRule::Standard, 1);
}

#[test]
fn a_whole_renju_game_against_itself() {
    whole_game(GomokuRule::Renju, 4);
}

#[test]
fn swap2_opens_with_a_balanced_opening_and_chooses_after_three_stones() {
    let mut brain = Program::start(BRAIN, &[]);
    assert_eq!(brain.ask("START 15"), "OK");
    brain.send("INFO timeout_turn 300");
    brain.send("SWAP2BOARD");
    let reply = brain.ask("DONE");
    let stones: Vec<Point> = reply.split(' ').filter_map(parse_move).collect();
    let config = GomokuConfig {
        size: 15,
        rule: GomokuRule::Freestyle,
    };
    let shape = Gomoku::new(&config).shape();
    let known = openings::for_config(&Config::Gomoku(config))
        .iter()
        .any(|o| o.moves(shape) == stones.iter().map(|&p| Move::Place(p)).collect::<Vec<_>>());
    assert!(
        known,
        "{reply:?} is none of the built-in openings\n{}",
        brain.transcript
    );
    // Three stones of a strong black start: the brain, white to move, swaps or plays on legally.
    brain.send("SWAP2BOARD");
    for line in ["7,7", "7,6", "8,6"] {
        brain.send(line);
    }
    let choice = brain.ask("DONE");
    if choice != "SWAP" {
        let game = Gomoku::replay(
            &config,
            &[(7, 7), (7, 6), (8, 6)].map(|(x, y)| Move::Place(Point::new(x, y))),
        )
        .expect("legal");
        let p = parse_move(&choice).expect("SWAP or a move");
        assert!(
            game.is_legal(Move::Place(p)),
            "{choice}\n{}",
            brain.transcript
        );
    }
    brain.send("END");
    assert!(brain.finish().success());
}

#[test]
fn a_move_comes_within_the_turn_limit() {
    // A middle game where the search has plenty to do; a 300 ms turn must be answered long
    // before the generous bound, whatever else the machine is doing.
    let mut brain = Program::start(BRAIN, &[]);
    assert_eq!(brain.ask("START 15"), "OK");
    brain.send("INFO timeout_turn 300");
    brain.send("INFO time_left 2147483647");
    brain.send("BOARD");
    for stone in [
        "7,7,2", "8,8,1", "6,8,2", "8,6,1", "8,7,2", "6,6,1", "9,6,2", "7,9,1", "5,9,2", "9,9,1",
    ] {
        brain.send(stone);
    }
    let asked = std::time::Instant::now();
    let reply = brain.ask("DONE");
    let took = asked.elapsed();
    assert!(parse_move(&reply).is_some(), "{}", brain.transcript);
    assert!(
        took < std::time::Duration::from_secs(10),
        "a 300 ms turn took {took:?}"
    );
    brain.send("END");
    assert!(brain.finish().success());
}
