//! The AI's verdict on a position, which the server's AI goes by when offered a draw: clear
//! leads and proven results are seen from both sides, and an even opening is not mistaken for
//! either.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use boardroom_engine::ai::{AnyBot, Bot, Budget, Level, Outlook};
use boardroom_engine::{AnyGame, Config, Game, GameKind, Options, Point, Setup, Side, Stones};
use rand::SeedableRng;
use rand::rngs::SmallRng;

/// One position: the game, its stones (`black`, `white` as x,y pairs), and the verdict for each
/// side to move.
struct Case {
    name: &'static str,
    kind: GameKind,
    black: Vec<(i8, i8)>,
    white: Vec<(i8, i8)>,
    black_to_move: Outlook,
    white_to_move: Outlook,
}

/// Reversi with black everywhere but two white discs and six empty squares in one corner.
fn reversi_black() -> Vec<(i8, i8)> {
    let white = [(6, 5), (6, 4)];
    let empty = |x: i8, y: i8| (x >= 6 && y >= 6) || (x == 7 && (y == 4 || y == 5));
    (0..8)
        .flat_map(|y| (0..8).map(move |x| (x, y)))
        .filter(|&(x, y)| !empty(x, y) && !white.contains(&(x, y)))
        .collect()
}

fn cases() -> Vec<Case> {
    vec![
        Case {
            name: "reversi: black owns the board",
            kind: GameKind::Reversi,
            black: reversi_black(),
            white: vec![(6, 5), (6, 4)],
            black_to_move: Outlook::Winning,
            white_to_move: Outlook::Losing,
        },
        Case {
            name: "gomoku: black has an open four",
            kind: GameKind::Gomoku,
            black: vec![(5, 7), (6, 7), (7, 7), (8, 7)],
            white: vec![(5, 5), (9, 9), (3, 11)],
            black_to_move: Outlook::Winning,
            white_to_move: Outlook::Losing,
        },
        Case {
            name: "gomoku: white has an open four",
            kind: GameKind::Gomoku,
            black: vec![(5, 5), (9, 9), (3, 11), (12, 1)],
            white: vec![(7, 4), (7, 5), (7, 6), (7, 7)],
            black_to_move: Outlook::Losing,
            white_to_move: Outlook::Winning,
        },
        Case {
            name: "hex gomoku: black has an open four",
            kind: GameKind::HexGomoku,
            black: vec![(-2, 0), (-1, 0), (0, 0), (1, 0)],
            white: vec![(0, 2), (2, -3), (-3, 1)],
            black_to_move: Outlook::Winning,
            white_to_move: Outlook::Losing,
        },
    ]
}

fn position(case: &Case, to_move: Side) -> AnyGame {
    let config = Config::validate(case.kind, &Options::default()).expect("default options");
    let points = |list: &Vec<(i8, i8)>| list.iter().map(|&(x, y)| Point { x, y }).collect();
    let setup = Setup {
        stones: Stones {
            black: points(&case.black),
            white: points(&case.white),
        },
        to_move,
    };
    AnyGame::from_setup(&config, &setup).expect(case.name)
}

fn judge(game: &AnyGame) -> Option<Outlook> {
    let stop = AtomicBool::new(false);
    let budget = Budget::new(Duration::from_millis(300), &stop);
    let mut rng = SmallRng::seed_from_u64(5);
    AnyBot::new(Level::Easy).outlook(game, &budget, &mut rng)
}

#[test]
fn clear_positions_are_judged_from_both_sides() {
    for case in &cases() {
        for (side, expected) in [
            (Side::Black, case.black_to_move),
            (Side::White, case.white_to_move),
        ] {
            let game = position(case, side);
            assert_eq!(
                judge(&game),
                Some(expected),
                "{} ({side} to move)",
                case.name
            );
        }
    }
}

#[test]
fn the_openings_are_not_a_clear_lead() {
    for kind in GameKind::ALL {
        let config = Config::validate(kind, &Options::default()).expect("default options");
        let game = AnyGame::new(&config);
        assert_eq!(judge(&game), Some(Outlook::Balanced), "{kind}");
    }
}
