//! The review as a state machine: stepped to the end it judges every position once; a stop
//! flag records nothing; a stored review resumes; the same seed gives the same review; and its
//! verdicts go into a record as comments that read back.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use boardroom_engine::ai::Budget;
use boardroom_engine::review::{Effort, Review, Step, TooManyEvaluations};
use boardroom_engine::sgf::{SgfInfo, from_sgf, to_sgf_annotated};
use boardroom_engine::{AnyGame, Config, Game, GameKind, Move, Options, Point};

/// A short freestyle game on 9x9 that black wins with a five on the top row.
fn short_game() -> AnyGame {
    let config = Config::validate(
        GameKind::Gomoku,
        &Options {
            size: Some(9),
            ..Options::default()
        },
    )
    .expect("valid options");
    let moves: Vec<Move> = [
        (0, 0),
        (0, 8),
        (1, 0),
        (1, 8),
        (2, 0),
        (5, 5),
        (3, 0),
        (6, 6),
        (4, 0),
    ]
    .iter()
    .map(|&(x, y)| Move::Place(Point::new(x, y)))
    .collect();
    AnyGame::replay(&config, &moves).expect("legal moves")
}

/// Steps a review to the end, returning how many positions were judged.
fn run(review: &mut Review) -> usize {
    let stop = AtomicBool::new(false);
    let first = review.evaluations().len();
    let mut judged = 0;
    loop {
        let budget = Budget::new(Duration::from_secs(60), &stop);
        match review.step(&budget) {
            Step::Judged { ply, cut_short, .. } => {
                assert_eq!(ply, first + judged, "positions come in order");
                assert!(!cut_short, "a minute is more than a quick effort needs");
                judged += 1;
            }
            Step::Done => return judged,
            Step::Stopped => panic!("nothing stops this review"),
        }
    }
}

#[test]
fn every_position_is_judged_once_and_the_same_seed_gives_the_same_review() {
    let game = short_game();
    let mut review = Review::new(&game, Effort::QUICK, 3);
    assert_eq!(review.positions(), 10);
    assert_eq!(run(&mut review), 10);
    assert!(review.is_done());
    assert_eq!(review.moves().len(), 9);
    let stop = AtomicBool::new(false);
    let budget = Budget::new(Duration::from_secs(1), &stop);
    assert_eq!(review.step(&budget), Step::Done);
    let mut again = Review::new(&game, Effort::QUICK, 3);
    run(&mut again);
    assert_eq!(again.evaluations(), review.evaluations());
    assert_eq!(again.moves(), review.moves());
}

#[test]
fn a_stop_flag_records_nothing_and_the_review_goes_on_later() {
    let game = short_game();
    let mut review = Review::new(&game, Effort::QUICK, 3);
    let stop = AtomicBool::new(true);
    let budget = Budget::new(Duration::from_secs(60), &stop);
    assert_eq!(review.step(&budget), Step::Stopped);
    assert!(review.evaluations().is_empty());
    assert_eq!(run(&mut review), 10);
}

#[test]
fn a_stored_review_resumes_and_a_foreign_one_is_refused() {
    let game = short_game();
    let mut whole = Review::new(&game, Effort::QUICK, 5);
    run(&mut whole);
    let stored = whole.evaluations()[..4].to_vec();
    let mut resumed = Review::resume(&game, Effort::QUICK, 5, stored).expect("fits the game");
    assert_eq!(resumed.evaluations().len(), 4);
    assert_eq!(resumed.moves().len(), 3);
    assert_eq!(run(&mut resumed), 6);
    assert_eq!(resumed.evaluations(), whole.evaluations());
    let too_many = [whole.evaluations(), &whole.evaluations()[..1]].concat();
    assert_eq!(
        Review::resume(&game, Effort::QUICK, 5, too_many).err(),
        Some(TooManyEvaluations {
            given: 11,
            positions: 10
        })
    );
}

#[test]
fn the_verdicts_go_into_the_record_as_comments() {
    let game = short_game();
    let mut review = Review::new(&game, Effort::QUICK, 1);
    run(&mut review);
    // White's moves on the bottom row let black's five come: the last of them, at least, is
    // marked, and the five itself is not.
    let moves = review.moves();
    assert!(moves.iter().any(|m| m.class.as_str() == "blunder"));
    assert_eq!(moves[8].class.as_str(), "good");
    let comments = review.comments();
    assert_eq!(comments.len(), 9);
    let written = to_sgf_annotated(&game, &SgfInfo::default(), &comments);
    let record = from_sgf(&written).expect("reads back");
    assert_eq!(record.comments, comments);
    assert_eq!(record.to_sgf(), written);
}
