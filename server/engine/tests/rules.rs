//! The rules, proven case by case: every `tests/data/*.cases` file is a list of positions drawn
//! as text, moves, and the verdicts the rules must give. The format is described in
//! `tests/data/README.md`.

use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::path::Path;

use boardroom_engine::{
    AnyGame, Config, Effects, Game, GameKind, Move, MoveList, Options, Point, RuleError, Setup,
    Side,
};

/// One case of a case file: where it starts, what is played, what must hold.
#[derive(Debug, Default)]
struct Case {
    /// The case's name, for failure messages.
    name: String,
    /// The file and line of the `case` line.
    origin: String,
    /// The `game` line: the game and its options.
    game: Option<(GameKind, Options)>,
    /// The side to move in the drawn board.
    to_move: Option<Side>,
    /// The drawn board, if any.
    board: Option<String>,
    /// The moves, in order.
    plays: Vec<Move>,
    /// The expectations, as their text after `expect`.
    expects: Vec<String>,
}

/// The state after a case's moves: the game, and the result of the last move.
struct Played {
    /// The game after every accepted move.
    game: AnyGame,
    /// The last move's result: its effects, or why it was refused.
    last: Option<Result<Effects, RuleError>>,
}

fn parse_point(text: &str) -> Result<Move, String> {
    if text == "pass" {
        return Ok(Move::Pass);
    }
    let (x, y) = text
        .split_once(',')
        .ok_or_else(|| format!("point {text:?} is not x,y"))?;
    let coord = |s: &str| s.trim().parse::<i8>().map_err(|e| format!("{text:?}: {e}"));
    Ok(Move::Place(Point::new(coord(x)?, coord(y)?)))
}

fn parse_side(text: &str) -> Result<Side, String> {
    match text {
        "black" => Ok(Side::Black),
        "white" => Ok(Side::White),
        other => Err(format!("{other:?} is not a side")),
    }
}

fn parse_game(rest: &str) -> Result<(GameKind, Options), String> {
    let mut words = rest.split_whitespace();
    let kind: GameKind = words
        .next()
        .ok_or("game line names no game")?
        .parse()
        .map_err(|e| format!("{e}"))?;
    let mut options = Options::default();
    for word in words {
        let (key, value) = word
            .split_once('=')
            .ok_or_else(|| format!("option {word:?} is not key=value"))?;
        match key {
            "size" => options.size = Some(value.parse().map_err(|e| format!("size: {e}"))?),
            "rule" => options.rule = Some(value.to_owned()),
            "center_first_forbidden" => {
                options.center_first_forbidden =
                    Some(value.parse().map_err(|e| format!("{key}: {e}"))?);
            }
            other => return Err(format!("unknown option {other:?}")),
        }
    }
    Ok((kind, options))
}

fn is_board_row(line: &str) -> bool {
    !line.is_empty() && line.chars().all(|c| ".+XOxo ".contains(c))
}

fn parse_cases(file: &Path, text: &str) -> Result<Vec<Case>, String> {
    let mut cases: Vec<Case> = Vec::new();
    let mut in_board = false;
    for (number, raw) in text.lines().enumerate() {
        let at = format!("{}:{}", file.display(), number + 1);
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if in_board && is_board_row(line) {
            let case = cases
                .last_mut()
                .ok_or(format!("{at}: board outside a case"))?;
            let board = case.board.get_or_insert_with(String::new);
            board.push_str(line);
            board.push('\n');
            continue;
        }
        in_board = false;
        let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
        let rest = rest.trim();
        if word == "case" {
            cases.push(Case {
                name: rest.to_owned(),
                origin: at,
                ..Case::default()
            });
            continue;
        }
        let case = cases
            .last_mut()
            .ok_or(format!("{at}: {word:?} before the first case"))?;
        let fail = |e: String| format!("{at}: {e}");
        match word {
            "game" => case.game = Some(parse_game(rest).map_err(fail)?),
            "to_move" => case.to_move = Some(parse_side(rest).map_err(fail)?),
            "board" => in_board = true,
            "play" => case.plays.push(parse_point(rest).map_err(fail)?),
            "expect" => case.expects.push(rest.to_owned()),
            other => return Err(fail(format!("unknown keyword {other:?}"))),
        }
    }
    Ok(cases)
}

fn points(words: &[&str]) -> Result<BTreeSet<Point>, String> {
    words
        .iter()
        .map(|w| match parse_point(w)? {
            Move::Place(p) => Ok(p),
            Move::Pass => Err("pass is not a point".to_owned()),
        })
        .collect()
}

/// Sets the case up and plays its moves; every move but the last must be legal.
fn play(case: &Case) -> Result<Played, String> {
    let (kind, options) = case.game.as_ref().ok_or("no game line")?;
    if case.expects.is_empty() {
        return Err("the case expects nothing".to_owned());
    }
    let config = Config::validate(*kind, options).map_err(|e| format!("options: {e}"))?;
    let mut game = match &case.board {
        None => AnyGame::new(&config),
        Some(board) => {
            let shape = AnyGame::new(&config).shape();
            let setup = Setup::parse(shape, board, case.to_move.unwrap_or(Side::Black))
                .map_err(|e| format!("board: {e}"))?;
            AnyGame::from_setup(&config, &setup).map_err(|e| format!("set-up: {e}"))?
        }
    };
    let mut last = None;
    for (i, &m) in case.plays.iter().enumerate() {
        let before = game.clone();
        match game.play(m) {
            Ok((next, effects)) => {
                game = next;
                last = Some(Ok(effects));
            }
            Err(refused) if i + 1 == case.plays.len() => {
                let unchanged = refused.game.history() == before.history()
                    && refused.game.stones() == before.stones()
                    && refused.game.to_move() == before.to_move();
                if !unchanged {
                    return Err(format!("refused move {m} changed the game"));
                }
                game = refused.game;
                last = Some(Err(refused.error));
            }
            Err(refused) => return Err(format!("move {m} refused: {}", refused.error)),
        }
    }
    Ok(Played { game, last })
}

/// Checks one expectation against the played case.
fn check(played: &Played, expect: &str) -> Result<(), String> {
    let words: Vec<&str> = expect.split_whitespace().collect();
    let game = &played.game;
    let mut legal = MoveList::new();
    game.legal_moves(&mut legal);
    let outcome = game.outcome();
    match words.as_slice() {
        ["ok"] => match &played.last {
            Some(Ok(_)) => Ok(()),
            other => Err(format!("last move: {other:?}")),
        },
        ["refused", reason] => match &played.last {
            Some(Err(e)) if e.as_str() == *reason => Ok(()),
            other => Err(format!("last move: {other:?}")),
        },
        ["over", winner, reason] => {
            let outcome = outcome.ok_or("the game is not over")?;
            let got = outcome.winner.map_or("draw", Side::as_str);
            if got == *winner && outcome.reason.as_str() == *reason {
                Ok(())
            } else {
                Err(format!("outcome: {outcome:?}"))
            }
        }
        ["not_over"] => match outcome {
            None => Ok(()),
            Some(o) => Err(format!("the game is over: {o:?}")),
        },
        ["line", rest @ ..] => {
            let got: BTreeSet<Point> = outcome
                .ok_or("the game is not over")?
                .line
                .into_iter()
                .collect();
            (got == points(rest)?)
                .then_some(())
                .ok_or(format!("line: {got:?}"))
        }
        ["flipped", rest @ ..] => {
            let Some(Ok(effects)) = &played.last else {
                return Err("no accepted last move".to_owned());
            };
            let mover = game.to_move().opponent();
            let got: BTreeSet<Point> = effects.turned_to(mover).collect();
            (got == points(rest)?)
                .then_some(())
                .ok_or(format!("flipped: {got:?}"))
        }
        ["to_move", side] => (game.to_move() == parse_side(side)?)
            .then_some(())
            .ok_or(format!("to move: {}", game.to_move())),
        ["legal", rest @ ..] => {
            for w in rest {
                let m = parse_point(w)?;
                if !legal.contains(&m) {
                    return Err(format!("{m} is not among the legal moves"));
                }
            }
            Ok(())
        }
        ["illegal", rest @ ..] => {
            for w in rest {
                let m = parse_point(w)?;
                if legal.contains(&m) {
                    return Err(format!("{m} is among the legal moves"));
                }
            }
            Ok(())
        }
        ["legal_count", n] => {
            let n: usize = n.parse().map_err(|e| format!("{e}"))?;
            (legal.len() == n)
                .then_some(())
                .ok_or(format!("{} legal moves", legal.len()))
        }
        ["stones", black, white] => {
            let stones = game.stones();
            let want = format!("black={} white={}", stones.black.len(), stones.white.len());
            (want == format!("{black} {white}"))
                .then_some(())
                .ok_or(want)
        }
        _ => Err(format!("unknown expectation {expect:?}")),
    }
}

#[test]
fn every_case_file_holds() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/data exists")
        .map(|entry| entry.expect("readable directory").path())
        .filter(|p| p.extension().is_some_and(|e| e == "cases"))
        .collect();
    files.sort();
    let mut failures = String::new();
    let mut count = 0;
    for file in &files {
        let text = std::fs::read_to_string(file).expect("readable case file");
        let cases = match parse_cases(file, &text) {
            Ok(cases) => cases,
            Err(e) => {
                let _ = writeln!(failures, "{e}");
                continue;
            }
        };
        for case in cases {
            count += 1;
            let result = play(&case).and_then(|played| {
                case.expects
                    .iter()
                    .try_for_each(|e| check(&played, e).map_err(|why| format!("expect {e}: {why}")))
            });
            if let Err(why) = result {
                let _ = writeln!(failures, "{} ({}): {why}", case.origin, case.name);
            }
        }
    }
    assert!(failures.is_empty(), "failed cases:\n{failures}");
    println!("{count} cases in {} files", files.len());
}
