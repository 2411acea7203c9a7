//! SGF round trips over random games of every game and rule: a record written by `to_sgf`,
//! read by `from_sgf` and written again gives the identical text, and reads back to the same
//! game (set-up, moves, state) and the same names, result, date and clock. And no text, however
//! broken, makes the reader panic.

use boardroom_engine::sgf::{SgfInfo, SgfTime, from_sgf, to_sgf_annotated};
use boardroom_engine::{AnyGame, Config, Game, GameKind, MoveList, Options, Setup};
use proptest::prelude::*;

/// Every set-up the round trips run on: each game, each rule, the smallest and largest sizes.
fn configs() -> Vec<Config> {
    let with = |kind, size: i64, rule: Option<&str>, centre: Option<bool>| {
        Config::validate(
            kind,
            &Options {
                size: Some(size),
                rule: rule.map(str::to_owned),
                center_first_forbidden: centre,
            },
        )
        .expect("valid options")
    };
    let mut configs = Vec::new();
    for rule in ["freestyle", "standard", "renju"] {
        configs.push(with(GameKind::Gomoku, 9, Some(rule), None));
        configs.push(with(GameKind::Gomoku, 19, Some(rule), None));
    }
    configs.push(with(GameKind::Reversi, 8, None, None));
    configs.push(with(GameKind::NoGo, 7, None, Some(false)));
    configs.push(with(GameKind::NoGo, 19, None, Some(true)));
    configs.push(with(GameKind::HexGomoku, 5, None, None));
    configs.push(with(GameKind::HexGomoku, 10, None, None));
    configs
}

/// Plays the moves `choices` pick among the legal ones onto `game`.
fn play_on(mut game: AnyGame, choices: &[usize]) -> AnyGame {
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

/// A random game of `config`: from the start, or (with `setup_at`) from the position some
/// moves in, drawn as set-up stones.
fn random_game(config: &Config, choices: &[usize], setup_at: Option<usize>) -> AnyGame {
    let start = AnyGame::new(config);
    let Some(at) = setup_at else {
        return play_on(start, choices);
    };
    let (before, after) = choices.split_at(at.min(choices.len()));
    let drawn = play_on(start, before);
    if drawn.is_over() {
        return drawn;
    }
    let setup = Setup {
        stones: drawn.stones(),
        to_move: drawn.to_move(),
    };
    let game = AnyGame::from_setup(config, &setup).expect("a position a game reached");
    play_on(game, after)
}

/// Text of the kind players write: letters, digits, spaces, SGF's own brackets and backslash,
/// and letters beyond ASCII.
fn text() -> impl Strategy<Value = String> {
    "[a-zA-Z0-9 ()\\[\\]\\\\:;éøあ]{0,12}"
}

/// A record's information; the clock's time left is given per move later.
fn info() -> impl Strategy<Value = SgfInfo> {
    (
        prop::option::of(text()),
        prop::option::of(text()),
        prop::option::of(prop::sample::select(vec!["B+R", "W+T", "B+F", "Void", "0"])),
        prop::option::of("20[0-9]{2}-[01][0-9]-[0-3][0-9]"),
        prop::option::of((0u64..10_000, text())),
        prop::option::of(text()),
    )
        .prop_map(|(black, white, result, date, time, source)| SgfInfo {
            black,
            white,
            result: result.map(str::to_owned),
            date,
            source,
            time: time.map(|(main_s, overtime)| SgfTime {
                main_s,
                overtime,
                left_ms: Vec::new(),
            }),
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    #[test]
    fn write_read_write_is_identical(
        choices in prop::collection::vec(any::<usize>(), 0..150),
        setup_at in prop::option::of(0usize..30),
        info in info(),
        left in prop::collection::vec(prop::option::of(0u64..100_000_000), 0..150),
        comments in prop::collection::vec(prop::option::of(text()), 0..40),
    ) {
        for config in configs() {
            let game = random_game(&config, &choices, setup_at);
            let mut info = info.clone();
            // A result the rules would contradict is no record a game could have.
            if game.is_over() {
                info.result = None;
            }
            if let Some(time) = &mut info.time {
                time.left_ms = left.iter().copied().take(game.ply()).collect();
            }
            let written = to_sgf_annotated(&game, &info, &comments);
            let record = from_sgf(&written)
                .map_err(|e| TestCaseError::fail(format!("{e}\n{written}")))?;
            prop_assert_eq!(record.to_sgf(), written.clone());
            prop_assert_eq!(record.config(), config);
            prop_assert_eq!(record.setup(), game.setup());
            prop_assert_eq!(record.moves(), game.history());
            prop_assert_eq!(record.game.stones(), game.stones());
            prop_assert_eq!(record.game.outcome(), game.outcome());
            prop_assert_eq!(&record.info.black, &info.black);
            prop_assert_eq!(&record.info.white, &info.white);
            prop_assert_eq!(&record.info.date, &info.date);
            let main = |i: &SgfInfo| i.time.as_ref().map(|t| (t.main_s, t.overtime.clone()));
            prop_assert_eq!(main(&record.info), main(&info));
        }
    }

    #[test]
    fn broken_text_is_refused_without_panic(
        choices in prop::collection::vec(any::<usize>(), 0..80),
        cuts in prop::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 1..6),
    ) {
        for config in configs() {
            let game = random_game(&config, &choices, None);
            let mut bytes = to_sgf_annotated(&game, &SgfInfo::default(), &[]).into_bytes();
            for (at, byte) in &cuts {
                if bytes.is_empty() {
                    break;
                }
                let i = at.index(bytes.len());
                // Replace a byte, or cut the text there.
                if byte % 4 == 0 {
                    bytes.truncate(i);
                } else {
                    bytes[i] = *byte;
                }
            }
            let _ = boardroom_engine::sgf::from_sgf_bytes(&bytes);
        }
    }
}
