//! Properties every game's rules must have, checked on many random games of every game and rule:
//! `legal_moves` agrees with `check`, replay reproduces the state, take-back then replay is the
//! identity, and no input panics or changes a game when it is refused.

use boardroom_engine::board::Shape;
use boardroom_engine::{
    AnyGame, Config, Game, GameKind, Move, MoveList, Options, Point, RuleError,
};
use proptest::prelude::*;

/// Every set-up the properties run on: each game, each rule, small and default sizes.
fn configs() -> Vec<Config> {
    let mut configs = Vec::new();
    let with = |kind, size: Option<i64>, rule: Option<&str>, centre: Option<bool>| {
        Config::validate(
            kind,
            &Options {
                size,
                rule: rule.map(str::to_owned),
                center_first_forbidden: centre,
            },
        )
        .expect("valid options")
    };
    for rule in ["freestyle", "standard", "renju"] {
        configs.push(with(GameKind::Gomoku, Some(9), Some(rule), None));
        configs.push(with(GameKind::Gomoku, None, Some(rule), None));
    }
    configs.push(with(GameKind::Reversi, None, None, None));
    configs.push(with(GameKind::NoGo, Some(7), None, Some(false)));
    configs.push(with(GameKind::NoGo, None, None, None));
    configs.push(with(GameKind::HexGomoku, Some(5), None, None));
    configs.push(with(GameKind::HexGomoku, None, None, None));
    configs
}

/// Every point of the board's bounding box plus a ring of off-board points around it.
fn probe_points(shape: Shape) -> Vec<Point> {
    let side = i16::try_from(shape.box_side()).expect("small board");
    let low = match shape {
        Shape::Square { .. } => -1,
        Shape::Hex { size } => -i16::from(size),
    };
    let mut out = Vec::new();
    for y in low..=low + side + 1 {
        for x in low..=low + side + 1 {
            out.push(Point::new(
                i8::try_from(x).expect("small"),
                i8::try_from(y).expect("small"),
            ));
        }
    }
    out
}

/// Checks that `legal_moves` lists exactly the moves `check` accepts, and that refusals say why.
fn assert_legal_agrees(game: &AnyGame) {
    let mut legal = MoveList::new();
    game.legal_moves(&mut legal);
    for &m in &legal {
        assert_eq!(game.check(m), Ok(()), "listed move {m} refused in {game:?}");
    }
    for p in probe_points(game.shape()) {
        let m = Move::Place(p);
        let verdict = game.check(m);
        assert_eq!(verdict.is_ok(), legal.contains(&m), "{m}: {verdict:?}");
        if !game.shape().contains(p) {
            assert!(
                verdict == Err(RuleError::OffBoard) || verdict == Err(RuleError::GameOver),
                "{m} off the board: {verdict:?}"
            );
        }
    }
    assert_eq!(game.check(Move::Pass).is_ok(), legal.contains(&Move::Pass));
    assert_eq!(game.is_over(), legal.is_empty(), "over iff no legal move");
}

/// Plays a random game: each choice picks among the legal moves.
fn random_game(config: &Config, choices: &[usize]) -> AnyGame {
    let mut game = AnyGame::new(config);
    let mut legal = MoveList::new();
    for &choice in choices {
        game.legal_moves(&mut legal);
        if legal.is_empty() {
            break;
        }
        game.play_unchecked(legal[choice % legal.len()]);
    }
    game
}

/// Whether two games are in the same state, as far as the outside can tell.
fn same_state(a: &AnyGame, b: &AnyGame) -> bool {
    a.history() == b.history()
        && a.stones() == b.stones()
        && a.to_move() == b.to_move()
        && a.outcome() == b.outcome()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn legal_moves_agree_with_check(choices in prop::collection::vec(any::<usize>(), 0..120)) {
        for config in configs() {
            let mut game = AnyGame::new(&config);
            let mut legal = MoveList::new();
            for &choice in &choices {
                assert_legal_agrees(&game);
                game.legal_moves(&mut legal);
                if legal.is_empty() {
                    break;
                }
                game.play_unchecked(legal[choice % legal.len()]);
            }
            assert_legal_agrees(&game);
        }
    }

    #[test]
    fn replay_reproduces_the_state(choices in prop::collection::vec(any::<usize>(), 0..200)) {
        for config in configs() {
            let game = random_game(&config, &choices);
            let replayed = AnyGame::replay(&config, game.history()).expect("history replays");
            prop_assert!(same_state(&game, &replayed));
        }
    }

    #[test]
    fn take_back_then_replay_is_identity(
        choices in prop::collection::vec(any::<usize>(), 0..200),
        back in 0usize..12,
    ) {
        for config in configs() {
            let game = random_game(&config, &choices);
            let earlier = game.take_back(back);
            let kept = game.ply().saturating_sub(back);
            prop_assert_eq!(earlier.history(), &game.history()[..kept]);
            let mut again = earlier;
            for &m in &game.history()[kept..] {
                again = again.play(m).map_err(|e| TestCaseError::fail(e.to_string()))?.0;
            }
            prop_assert!(same_state(&game, &again));
        }
    }

    #[test]
    fn any_move_is_answered_without_panic(
        choices in prop::collection::vec(any::<usize>(), 0..60),
        attempts in prop::collection::vec((any::<i8>(), any::<i8>(), any::<bool>()), 1..40),
    ) {
        for config in configs() {
            let mut game = random_game(&config, &choices);
            for &(x, y, pass) in &attempts {
                let m = if pass { Move::Pass } else { Move::Place(Point::new(x, y)) };
                let before = game.clone();
                match game.play(m) {
                    Ok((next, _)) => game = next,
                    Err(refused) => {
                        prop_assert!(same_state(&before, &refused.game));
                        game = refused.game;
                    }
                }
            }
        }
    }
}
