//! The measurement behind the review's scale (`docs/review.md`), ignored by default: self-play
//! games of the medium engines from random openings, each reviewed at the standard effort.
//! Printed for each game: the logistic scale that best fits the positions' estimates to the
//! results (maximum likelihood over a grid), the share of the medium engine's moves each class
//! marks (the noise a player's good moves meet), and the time a review step takes.
//!
//! ```text
//! cargo test --release -p boardroom-engine --test review_calibration -- --ignored --nocapture
//! ```

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use boardroom_engine::ai::{AnyBot, Bot, Budget, Level};
use boardroom_engine::review::{Basis, Class, Effort, Review, Step};
use boardroom_engine::{AnyGame, Config, Game, GameKind, MoveList, Options, Side};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

/// One judged position: the estimate for the side to move, in the fit's unit, and the result
/// for that side (1 won, ½ drawn, 0 lost).
struct Sample {
    /// The estimate for the side to move.
    score: f64,
    /// The result for the side to move.
    result: f64,
}

/// A game of medium against medium after `random` random moves near the middle, on a short
/// budget.
fn self_play(config: &Config, seed: u64, random: usize) -> AnyGame {
    let stop = AtomicBool::new(false);
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut game = AnyGame::new(config);
    let mut bot = AnyBot::new(Level::Medium);
    let mut moves = MoveList::new();
    while !game.is_over() {
        let m = if game.ply() < random {
            game.legal_moves(&mut moves);
            let centre = game.shape().center();
            let near: Vec<_> = moves
                .iter()
                .copied()
                .filter(|m| {
                    m.point().is_none_or(|p| {
                        (i16::from(p.x) - i16::from(centre.x)).abs() <= 3
                            && (i16::from(p.y) - i16::from(centre.y)).abs() <= 3
                    })
                })
                .collect();
            let pool = if near.is_empty() { &moves } else { &near };
            pool[rng.random_range(0..pool.len())]
        } else {
            let budget = Budget::new(Duration::from_millis(30), &stop);
            bot.choose(&game, &budget, &mut rng).expect("a move")
        };
        game.play_unchecked(m);
    }
    game
}

/// The scale that best explains the results by `1 / (1 + e^(-score / scale))`, and the mean
/// log-likelihood it reaches (`ln ½ = -0.693` for no information at all).
fn fit(samples: &[Sample]) -> (f64, f64) {
    let likelihood = |scale: f64| -> f64 {
        samples
            .iter()
            .map(|s| {
                let p = (1.0 / (1.0 + (-s.score / scale).exp())).clamp(1e-6, 1.0 - 1e-6);
                s.result * p.ln() + (1.0 - s.result) * (1.0 - p).ln()
            })
            .sum::<f64>()
            / samples.len().max(1) as f64
    };
    let mut best = (1.0, f64::NEG_INFINITY);
    let mut scale = 0.5;
    while scale < 10_000.0 {
        let l = likelihood(scale);
        if l > best.1 {
            best = (scale, l);
        }
        scale *= 1.05;
    }
    best
}

/// Reviews some self-play games of `config` and prints the fit, the marks and the times;
/// `unit` divides the engine's scores for the fit.
fn calibrate(name: &str, config: &Config, games: u64, random: usize, unit: f64) {
    let stop = AtomicBool::new(false);
    let mut samples = Vec::new();
    let mut times = Vec::new();
    let mut marks = [0usize; 4];
    let mut proven = 0;
    for seed in 0..games {
        let game = self_play(config, seed, random);
        let winner = game.outcome().and_then(|o| o.winner);
        let mut review = Review::new(&game, Effort::STANDARD, seed);
        loop {
            let budget = Budget::new(Duration::from_secs(60), &stop);
            let started = Instant::now();
            let Step::Judged {
                ply, evaluation, ..
            } = review.step(&budget)
            else {
                break;
            };
            times.push(started.elapsed());
            let me = game.take_back(game.ply() - ply).to_move();
            match evaluation.basis {
                Basis::Estimate(score) => {
                    let mine = if me == Side::Black { score } else { -score };
                    samples.push(Sample {
                        score: f64::from(mine) / unit,
                        result: match winner {
                            None => 0.5,
                            Some(w) if w == me => 1.0,
                            Some(_) => 0.0,
                        },
                    });
                }
                Basis::Proven { .. } => proven += 1,
            }
        }
        // The random opening moves are nobody's choice: only the engine's are counted.
        for m in review.moves().iter().skip(random) {
            marks[m.class as usize] += 1;
        }
    }
    times.sort();
    let total: Duration = times.iter().sum();
    let mean = total / u32::try_from(times.len().max(1)).unwrap_or(1);
    let p90 = times[times.len() * 9 / 10];
    let max = times[times.len() - 1];
    let (scale, likelihood) = fit(&samples);
    let moves = marks.iter().sum::<usize>().max(1) as f64;
    let share = |class: Class| format!("{:.1}%", marks[class as usize] as f64 * 100.0 / moves);
    println!(
        "{name}: {} positions ({} estimates, {proven} proven); fitted scale {scale:.1} (mean \
         log-likelihood {likelihood:.3}); medium's moves marked: inaccuracy {}, mistake {}, \
         blunder {} of {moves}; time a step: mean {mean:?}, 90% {p90:?}, max {max:?}",
        times.len(),
        samples.len(),
        share(Class::Inaccuracy),
        share(Class::Mistake),
        share(Class::Blunder),
    );
}

#[test]
#[ignore = "a measurement of minutes: run it by hand"]
fn fit_the_scales() {
    let with = |kind, rule: Option<&str>| {
        Config::validate(
            kind,
            &Options {
                rule: rule.map(str::to_owned),
                ..Options::default()
            },
        )
        .expect("valid options")
    };
    calibrate(
        "gomoku freestyle 15",
        &with(GameKind::Gomoku, Some("freestyle")),
        16,
        4,
        1.0,
    );
    calibrate(
        "renju 15",
        &with(GameKind::Gomoku, Some("renju")),
        16,
        4,
        1.0,
    );
    calibrate("hex gomoku 8", &with(GameKind::HexGomoku, None), 16, 4, 1.0);
    // Reversi's estimates are hundredths of a disc: fitted in discs.
    calibrate("reversi", &with(GameKind::Reversi, None), 16, 6, 100.0);
    // NoGo's estimates are shares of simulations won, in thousandths less a half: used as
    // chances as they are, which is the logistic's slope at the middle for a scale of 250.
    calibrate("nogo 9", &with(GameKind::NoGo, None), 6, 4, 1.0);
}
