//! The evidence behind the built-in openings' balance (see `openings::reversi` and
//! `openings::hex_gomoku`): each opening searched again by the `hard` engine at two consecutive
//! depths with no time limit, and held to the margins it was picked by; NoGo's openings are held
//! to the `hard` bot's outlook. The searches take minutes, so these tests are ignored by default:
//!
//! ```text
//! cargo test --release -p boardroom-engine --test openings -- --ignored
//! ```
//!
//! Gomoku's sets were judged by the games played from them, not by a score (a search's score
//! found even the starts from which black won 79% of the games at a second): the tool
//! `five_balance --set --rule R` plays them again (`openings::gomoku`).

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use boardroom_engine::ai::Budget;
use boardroom_engine::ai::five::Engine as FiveEngine;
use boardroom_engine::ai::reversi::{Engine as ReversiEngine, Position, Settings};
use boardroom_engine::{AnyGame, Config, GameKind, Options, openings};
use rand::SeedableRng;
use rand::rngs::SmallRng;

/// How an opening set was measured: the two depths, the average it must stay within, and the
/// lead neither depth may see (both in the engine's units for the side to move).
struct Measure {
    config: Config,
    depths: [u32; 2],
    even: i32,
    clear_lead: i32,
}

/// The score the `hard` engine gives the side to move at `depth`, with no time limit.
fn score(game: &AnyGame, depth: u32) -> i32 {
    let stop = AtomicBool::new(false);
    let budget = Budget::new(Duration::from_secs(3600), &stop);
    let mut rng = SmallRng::seed_from_u64(1);
    let five = || FiveEngine::tuned("measure", &format!("depth={depth},cap=0")).expect("knobs");
    match game {
        AnyGame::Gomoku(g) => five().analyse(g, &budget, &mut rng).expect("running").score,
        AnyGame::HexGomoku(g) => five().analyse(g, &budget, &mut rng).expect("running").score,
        AnyGame::Reversi(g) => {
            let mut engine = ReversiEngine::new(Settings {
                max_depth: depth,
                ..Settings::HARD
            });
            engine.best_square(Position::of(g), &budget);
            engine.report().score
        }
        AnyGame::NoGo(_) => unreachable!("NoGo's openings are not measured"),
    }
}

/// Every opening of the set stays within the measure's margins.
fn check(measure: &Measure) {
    let mut failures = Vec::new();
    for opening in openings::for_config(&measure.config) {
        let game = opening.game(&measure.config).expect("the opening replays");
        let scores = measure.depths.map(|d| score(&game, d));
        let average = (scores[0] + scores[1]) / 2;
        let lead = scores[0].abs().max(scores[1].abs());
        println!("{:24} {scores:?}", opening.name());
        if average.abs() > measure.even || lead >= measure.clear_lead {
            failures.push(format!("{}: {scores:?}", opening.name()));
        }
    }
    assert!(failures.is_empty(), "unbalanced: {failures:?}");
}

fn config(kind: GameKind, rule: Option<&str>) -> Config {
    let options = Options {
        rule: rule.map(str::to_owned),
        ..Options::default()
    };
    Config::validate(kind, &options).expect("valid options")
}

#[test]
#[ignore = "minutes of search; run in release mode"]
fn reversi_openings_are_balanced() {
    check(&Measure {
        config: config(GameKind::Reversi, None),
        depths: [10, 11],
        even: 50,
        clear_lead: 400,
    });
}

#[test]
#[ignore = "minutes of search; run in release mode"]
fn hex_gomoku_openings_are_balanced() {
    check(&Measure {
        config: config(GameKind::HexGomoku, None),
        depths: [7, 8],
        even: 60,
        clear_lead: 240,
    });
}

/// NoGo has no search score to hold to a margin; its openings are held to the `hard` bot's
/// outlook (the view the server's AI answers draw offers by) after a second's thought, on the
/// default 9x9 board.
#[test]
#[ignore = "a second of search per opening; the verdict depends on the machine's speed"]
fn nogo_openings_look_balanced() {
    use boardroom_engine::ai::{Outlook, nogo};

    let config = config(GameKind::NoGo, None);
    let mut failures = Vec::new();
    for opening in openings::for_config(&config) {
        let AnyGame::NoGo(game) = opening.game(&config).expect("the opening replays") else {
            unreachable!("a NoGo set-up plays NoGo");
        };
        let stop = AtomicBool::new(false);
        let budget = Budget::new(Duration::from_secs(1), &stop);
        let mut rng = SmallRng::seed_from_u64(1);
        let outlook =
            nogo::bot(boardroom_engine::ai::Level::Hard).outlook(&game, &budget, &mut rng);
        println!("{:24} {outlook:?}", opening.name());
        if outlook != Some(Outlook::Balanced) {
            failures.push(format!("{}: {outlook:?}", opening.name()));
        }
    }
    assert!(failures.is_empty(), "not balanced: {failures:?}");
}
