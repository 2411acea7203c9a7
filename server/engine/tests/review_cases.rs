//! Reviews of constructed games, case by case: every case of `tests/data/review/games.txt` is a
//! game (a drawn position and moves, or one line of SGF) and the verdicts its review must give,
//! checked by one `check`. The format is described at the top of the file.
//!
//! Every review runs at `Effort::QUICK` with a budget far beyond what it needs, so that the
//! effort, not the clock, ends each search and the verdicts do not depend on the machine.

use std::fmt::Write as _;
use std::path::Path;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use boardroom_engine::ai::Budget;
use boardroom_engine::review::{Class, Effort, Evaluation, Review, Step};
use boardroom_engine::sgf::from_sgf;
use boardroom_engine::{AnyGame, Config, Game, GameKind, Move, Options, Point, Setup, Side};

/// The cases file.
const CASES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/review/games.txt");

/// One case: where it starts, the game, and the expectations.
#[derive(Debug, Default)]
struct Case {
    /// The name.
    name: String,
    /// The line of its `case` line.
    line: usize,
    /// The `game` line.
    game: Option<(GameKind, Options)>,
    /// The side to move of the board.
    to_move: Option<Side>,
    /// The board's rows.
    board: Option<String>,
    /// The `sgf` line.
    sgf: Option<String>,
    /// The moves under review.
    plays: Vec<Move>,
    /// The expectations, as their text after `expect `.
    expects: Vec<String>,
}

fn parse_move(text: &str) -> Move {
    if text == "pass" {
        return Move::Pass;
    }
    let (x, y) = text.split_once(',').expect("x,y");
    Move::Place(Point::new(x.parse().expect("x"), y.parse().expect("y")))
}

fn parse_side(text: &str) -> Side {
    match text {
        "black" => Side::Black,
        "white" => Side::White,
        other => panic!("{other:?} is no side"),
    }
}

fn parse_game(text: &str) -> (GameKind, Options) {
    let mut words = text.split_whitespace();
    let kind: GameKind = words.next().expect("a game").parse().expect("a game");
    let mut options = Options::default();
    for word in words {
        let (key, value) = word.split_once('=').expect("key=value");
        match key {
            "size" => options.size = Some(value.parse().expect("a size")),
            "rule" => options.rule = Some(value.to_owned()),
            "center_first_forbidden" => {
                options.center_first_forbidden = Some(value.parse().expect("a bool"));
            }
            other => panic!("unknown option {other}"),
        }
    }
    (kind, options)
}

/// The cases of the file.
fn cases() -> Vec<Case> {
    let text = std::fs::read_to_string(Path::new(CASES)).expect("games.txt");
    let mut cases: Vec<Case> = Vec::new();
    let mut in_board = false;
    for (n, line) in text.lines().enumerate() {
        let line = line.trim_end();
        if line.starts_with('#') || line.trim().is_empty() {
            in_board = false;
            continue;
        }
        let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
        let known = ["case", "game", "to_move", "board", "sgf", "play", "expect"];
        if in_board && !known.contains(&word) {
            let case = cases.last_mut().expect("a case");
            let board = case.board.get_or_insert_with(String::new);
            board.push_str(line);
            board.push('\n');
            continue;
        }
        in_board = false;
        if word == "case" {
            cases.push(Case {
                name: rest.to_owned(),
                line: n + 1,
                ..Case::default()
            });
            continue;
        }
        let case = cases.last_mut().expect("a case line first");
        match word {
            "game" => case.game = Some(parse_game(rest)),
            "to_move" => case.to_move = Some(parse_side(rest)),
            "board" => in_board = true,
            "sgf" => case.sgf = Some(rest.to_owned()),
            "play" => case.plays.extend(rest.split_whitespace().map(parse_move)),
            "expect" => case.expects.push(rest.to_owned()),
            other => panic!("line {}: unknown word {other:?}", n + 1),
        }
    }
    cases
}

/// The game a case reviews: its start, then its moves, each checked.
fn game_of(case: &Case) -> Result<AnyGame, String> {
    let mut game = if let Some(sgf) = &case.sgf {
        from_sgf(sgf).map_err(|e| e.to_string())?.game
    } else {
        let (kind, options) = case.game.clone().ok_or("no game")?;
        let config = Config::validate(kind, &options).map_err(|e| e.to_string())?;
        let start = AnyGame::new(&config);
        match &case.board {
            None => start,
            Some(rows) => {
                let to_move = case.to_move.unwrap_or(Side::Black);
                let setup =
                    Setup::parse(start.shape(), rows, to_move).map_err(|e| e.to_string())?;
                AnyGame::from_setup(&config, &setup).map_err(|e| e.to_string())?
            }
        }
    };
    for &m in &case.plays {
        game = game.play(m).map_err(|e| format!("{m}: {e}"))?.0;
    }
    Ok(game)
}

/// Runs a review to the end.
fn run(review: &mut Review) {
    let stop = AtomicBool::new(false);
    loop {
        let budget = Budget::new(Duration::from_secs(120), &stop);
        match review.step(&budget) {
            Step::Done => return,
            Step::Stopped => panic!("nobody stops this review"),
            Step::Judged { .. } => {}
        }
    }
}

/// What every review must be, whatever the case: chances on the scale, legal best moves, the
/// last position of a finished game proven for its winner.
fn sane(game: &AnyGame, evaluations: &[Evaluation]) -> Result<(), String> {
    for (k, e) in evaluations.iter().enumerate() {
        let position = game.take_back(game.ply() - k);
        if !(0.0..=1.0).contains(&e.black) {
            return Err(format!("position {k}: chance {}", e.black));
        }
        match e.best {
            Some(m) if !position.is_legal(m) => {
                return Err(format!("position {k}: best move {m} is illegal"));
            }
            None if !position.is_over() => return Err(format!("position {k}: no best move")),
            _ => {}
        }
    }
    if let (Some(outcome), Some(last)) = (game.outcome(), evaluations.last())
        && last.proven_winner() != Some(outcome.winner)
    {
        return Err(format!("last position {last:?}, outcome {outcome:?}"));
    }
    Ok(())
}

/// Whether `line` replays from `position` to a five of `winner`.
fn wins_by(position: &AnyGame, line: &[Move], winner: Side) -> bool {
    let mut game = position.clone();
    for &m in line {
        match game.play(m) {
            Ok((next, _)) => game = next,
            Err(_) => return false,
        }
    }
    game.outcome().is_some_and(|o| o.winner == Some(winner))
}

/// The failure of one expectation, if it fails.
fn expect(game: &AnyGame, review: &Review, expect: &str) -> Option<String> {
    let words: Vec<&str> = expect.split_whitespace().collect();
    let number = |i: usize| -> usize { words[i].parse().expect("a number") };
    let moves = review.moves();
    let judged = |k: usize| moves.get(k - 1).cloned();
    let evaluation = |k: usize| review.evaluations().get(k).cloned();
    let fail = |got: &dyn std::fmt::Debug| Some(format!("expect {expect}: got {got:?}"));
    match words[0] {
        "class" => {
            let got = judged(number(1)).map(|m| m.class);
            let want = match words[2] {
                "good" => Class::Good,
                "inaccuracy" => Class::Inaccuracy,
                "mistake" => Class::Mistake,
                "blunder" => Class::Blunder,
                other => panic!("no class {other}"),
            };
            (got != Some(want)).then(|| fail(&judged(number(1))))?
        }
        "missed_vcf" => {
            let k = number(1);
            let m = judged(k)?;
            let before = game.take_back(game.ply() - (k - 1));
            let ok = !m.missed_vcf.is_empty() && wins_by(&before, &m.missed_vcf, m.mover);
            (!ok).then(|| fail(&m))?
        }
        "no_missed_vcf" => {
            let m = judged(number(1))?;
            (!m.missed_vcf.is_empty()).then(|| fail(&m))?
        }
        "discs_lost" => {
            let got = judged(number(1)).and_then(|m| m.discs_lost);
            (got != Some(words[2].parse().expect("discs"))).then(|| fail(&got))?
        }
        "proven" => {
            let winner = match words[2] {
                "draw" => None,
                side => Some(parse_side(side)),
            };
            let got = evaluation(number(1));
            let proven = got.as_ref().and_then(Evaluation::proven_winner);
            (proven != Some(winner)).then(|| fail(&got))?
        }
        "estimate" => {
            let got = evaluation(number(1));
            let proven = got.as_ref().and_then(Evaluation::proven_winner);
            proven.is_some().then(|| fail(&got))?
        }
        "best" => {
            let got = evaluation(number(1)).and_then(|e| e.best);
            (got != Some(parse_move(words[2]))).then(|| fail(&got))?
        }
        other => panic!("unknown expectation {other:?}"),
    }
}

/// Reviews a case's game and checks every expectation, the sanity of every value, and that a
/// review resumed halfway from the stored evaluations ends the same.
fn check(case: &Case) -> Result<(), String> {
    let game = game_of(case)?;
    let seed = 7;
    let mut review = Review::new(&game, Effort::QUICK, seed);
    run(&mut review);
    let mut failures = String::new();
    for line in &case.expects {
        if let Some(failure) = expect(&game, &review, line) {
            let _ = writeln!(failures, "  {failure}");
        }
    }
    if let Err(why) = sane(&game, review.evaluations()) {
        let _ = writeln!(failures, "  not sane: {why}");
    }
    let half = review.evaluations()[..review.positions() / 2].to_vec();
    let mut resumed =
        Review::resume(&game, Effort::QUICK, seed, half).map_err(|e| e.to_string())?;
    run(&mut resumed);
    if resumed.evaluations() != review.evaluations() {
        let _ = writeln!(failures, "  a resumed review ends otherwise");
    }
    if failures.is_empty() {
        Ok(())
    } else {
        let marks: Vec<String> = review
            .moves()
            .iter()
            .map(|m| format!("{} {}", m.ply + 1, m.comment(game.shape())))
            .collect();
        Err(format!("{failures}  moves:\n    {}", marks.join("\n    ")))
    }
}

#[test]
fn every_case_is_judged_as_expected() {
    let cases = cases();
    assert!(cases.len() >= 10, "only {} cases", cases.len());
    let mut failures = String::new();
    for case in &cases {
        if let Err(why) = check(case) {
            let _ = writeln!(failures, "line {}: {}\n{why}", case.line, case.name);
        }
    }
    assert!(failures.is_empty(), "{failures}");
}
