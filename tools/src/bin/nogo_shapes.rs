//! `nogo_shapes`: fits the NoGo search's shape prior (`ai::nogo::shape`) to the search's own
//! choices.
//!
//! ```text
//! nogo_shapes collect --games 200 --ms 200 --seed 1 --knobs shape=0 > positions-1.txt
//! nogo_shapes fit positions-*.txt > server/engine/src/ai/nogo/shape_weights.rs
//! ```
//!
//! `collect` plays `hard` (with the knobs given) against itself on 9x9 from openings of a few random plies and writes
//! every position it searched, one a line: the moves from the start (`x,y` each), `;`, and each
//! legal move with the simulations the search gave it (`x,y:visits`). `fit` reads such files and
//! fits the weights of the shape features by maximum likelihood of a softmax over the legal
//! moves, with the search's shares of simulations as the target (the same loss as a policy net's,
//! with a table for a net), holding back every tenth position to report how often the fitted
//! prior's favourite is the search's; it prints the weights as a Rust file.

use std::collections::HashMap;
use std::fmt::Write as _;
use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use boardroom_engine::ai::nogo::{Mcts, Settings, shape};
use boardroom_engine::ai::{Bot, Budget};
use boardroom_engine::{Game, Move, NoGo, NoGoConfig, Point};
use boardroom_tools::external::{parse_move, write_move};
use boardroom_tools::openings::random_opening;
use clap::{Parser, Subcommand};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

/// The command line.
#[derive(Debug, Parser)]
struct Args {
    #[command(subcommand)]
    command: Command,
}

/// What to do.
#[derive(Debug, Subcommand)]
enum Command {
    /// Plays `hard` against itself and prints every searched position with its simulations.
    Collect {
        /// Games to play.
        #[arg(long, default_value_t = 100)]
        games: usize,
        /// Thinking time a move, in milliseconds.
        #[arg(long, default_value_t = 200)]
        ms: u64,
        /// Seed of the openings and the searches.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Knobs of the searching `hard` (see `Settings::with_knobs`): `shape=0` searches without
        /// the shape prior, as the weights in the engine were fitted.
        #[arg(long, default_value = "")]
        knobs: String,
    },
    /// Fits the shape weights to collected positions and prints them as Rust.
    Fit {
        /// Files written by `collect`.
        files: Vec<PathBuf>,
        /// Passes over the training positions.
        #[arg(long, default_value_t = 30)]
        epochs: usize,
        /// Patterns seen fewer times than this keep no weight of their own.
        #[arg(long, default_value_t = 30)]
        min_count: usize,
    },
}

fn main() -> ExitCode {
    match Args::parse().command {
        Command::Collect {
            games,
            ms,
            seed,
            knobs,
        } => match Settings::hard().with_knobs(&knobs) {
            Some(settings) => collect(settings, games, ms, seed),
            None => {
                eprintln!("nogo_shapes: unknown knobs {knobs:?}");
                ExitCode::FAILURE
            }
        },
        Command::Fit {
            files,
            epochs,
            min_count,
        } => match fit(&files, epochs, min_count) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("nogo_shapes: {e}");
                ExitCode::FAILURE
            }
        },
    }
}

/// A point as the files write it, read back: a placement in the arena's move text.
fn parse_point(text: &str) -> Option<Point> {
    parse_move(text)?.point()
}

/// Plays `games` self-play games of the search with `settings` at `ms` a move and prints their
/// positions.
fn collect(settings: Settings, games: usize, ms: u64, seed: u64) -> ExitCode {
    let config = NoGoConfig::default();
    let stop = AtomicBool::new(false);
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut out = std::io::stdout().lock();
    let mut bot = Mcts::new("hard", settings);
    for game_number in 0..games {
        let plies = rng.random_range(2..=8);
        let mut game: NoGo = random_opening(&config, plies, &mut rng);
        while !game.is_over() {
            let budget = Budget::new(Duration::from_millis(ms), &stop);
            let visits = bot.root_visits(&game, &budget, &mut rng);
            let total: u32 = visits.iter().map(|v| v.1).sum();
            let choice = if total < 1000 {
                // The search stopped early on a proof: the bot's own choice plays it.
                bot.choose(&game, &budget, &mut rng)
            } else {
                let line = format!(
                    "{};{}",
                    game.history()
                        .iter()
                        .map(|&m| write_move(m))
                        .collect::<Vec<_>>()
                        .join(" "),
                    visits
                        .iter()
                        .map(|&(p, v)| format!("{}:{v}", write_move(Move::Place(p))))
                        .collect::<Vec<_>>()
                        .join(" ")
                );
                if writeln!(out, "{line}").is_err() {
                    return ExitCode::FAILURE;
                }
                visits.iter().max_by_key(|v| v.1).map(|v| Move::Place(v.0))
            };
            let Some(m) = choice else { break };
            game.play_unchecked(m);
        }
        eprintln!("game {} of {games}: {} plies", game_number + 1, game.ply());
    }
    ExitCode::SUCCESS
}

/// One searched position: the features of each legal move and the search's share of it.
struct Sample {
    /// Per legal move, its feature indices into the weight vector.
    features: Vec<Vec<usize>>,
    /// Per legal move, its share of the simulations (summing to 1).
    target: Vec<f32>,
}

/// Reads the positions of `files` and fits the weights.
fn fit(files: &[PathBuf], epochs: usize, min_count: usize) -> Result<(), String> {
    let config = NoGoConfig::default();
    // Raw positions first: the pattern table needs every pattern's count.
    let mut positions: Vec<(NoGo, Vec<(Point, f32)>)> = Vec::new();
    for file in files {
        let reader = BufReader::new(
            std::fs::File::open(file).map_err(|e| format!("{}: {e}", file.display()))?,
        );
        for line in reader.lines() {
            let line = line.map_err(|e| format!("{}: {e}", file.display()))?;
            let Some((moves, visits)) = line.split_once(';') else {
                continue;
            };
            let moves: Option<Vec<Move>> = moves.split_whitespace().map(parse_move).collect();
            let Some(game) = moves.and_then(|m| NoGo::replay(&config, &m).ok()) else {
                continue;
            };
            let visits: Option<Vec<(Point, f32)>> = visits
                .split_whitespace()
                .map(|v| {
                    let (p, n) = v.split_once(':')?;
                    Some((parse_point(p)?, n.parse::<f32>().ok()?))
                })
                .collect();
            let Some(visits) = visits else { continue };
            let total: f32 = visits.iter().map(|v| v.1).sum();
            if visits.len() < 2 || total <= 0.0 {
                continue;
            }
            positions.push((game, visits.iter().map(|&(p, v)| (p, v / total)).collect()));
        }
    }
    let mut counts: HashMap<u32, usize> = HashMap::new();
    for (game, moves) in &positions {
        for &(p, _) in moves {
            *counts.entry(shape::pattern(game, p)).or_default() += 1;
        }
    }
    let mut patterns: Vec<u32> = counts
        .iter()
        .filter(|&(_, &n)| n >= min_count)
        .map(|(&code, _)| code)
        .collect();
    patterns.sort_unstable();
    let index: HashMap<u32, usize> = patterns.iter().enumerate().map(|(i, &c)| (c, i)).collect();
    let extra_base = patterns.len();
    let weights_len = extra_base + shape::EXTRAS;
    let samples: Vec<Sample> = positions
        .iter()
        .map(|(game, moves)| Sample {
            features: moves
                .iter()
                .map(|&(p, _)| {
                    let mut f: Vec<usize> = shape::extras(game, p)
                        .iter()
                        .map(|&e| extra_base + e)
                        .collect();
                    if let Some(&i) = index.get(&shape::pattern(game, p)) {
                        f.push(i);
                    }
                    f
                })
                .collect(),
            target: moves.iter().map(|m| m.1).collect(),
        })
        .collect();
    eprintln!(
        "{} positions, {} patterns seen {min_count} times or more of {}",
        samples.len(),
        patterns.len(),
        counts.len()
    );
    // Every tenth position is held back.
    let train: Vec<&Sample> = samples
        .iter()
        .enumerate()
        .filter(|(i, _)| i % 10 != 0)
        .map(|s| s.1)
        .collect();
    let test: Vec<&Sample> = samples.iter().step_by(10).collect();
    let mut weights = vec![0.0f32; weights_len];
    let mut order: Vec<usize> = (0..train.len()).collect();
    let mut rng = SmallRng::seed_from_u64(1);
    for epoch in 0..epochs {
        // Fisher-Yates: the positions of one game are not fed in a row.
        for i in (1..order.len()).rev() {
            order.swap(i, rng.random_range(0..=i));
        }
        let rate = 0.1 / (1.0 + epoch as f32 / 5.0);
        let mut loss = 0.0f64;
        for &k in &order {
            loss += f64::from(step(&mut weights, train[k], rate, 1e-4));
        }
        let (test_loss, agree) = evaluate(&weights, test.iter().copied());
        eprintln!(
            "epoch {epoch}: training loss {:.4}, held-back loss {test_loss:.4}, favourite agrees {:.1}%",
            loss / train.len() as f64,
            100.0 * agree
        );
    }
    let (uniform_loss, _) = evaluate(&vec![0.0; weights_len], test.iter().copied());
    eprintln!("uniform prior: held-back loss {uniform_loss:.4}");
    print!("{}", render(&patterns, &weights, extra_base));
    Ok(())
}

/// The softmax of `logits`, in place.
fn softmax(logits: &mut [f32]) {
    let top = logits.iter().copied().fold(f32::NEG_INFINITY, f32::max);
    let mut sum = 0.0;
    for l in logits.iter_mut() {
        *l = (*l - top).exp();
        sum += *l;
    }
    for l in logits.iter_mut() {
        *l /= sum;
    }
}

/// The logits of a sample's moves under `weights`.
fn logits(weights: &[f32], sample: &Sample) -> Vec<f32> {
    sample
        .features
        .iter()
        .map(|f| f.iter().map(|&i| weights[i]).sum())
        .collect()
}

/// One gradient step of the cross-entropy on `sample` with L2 decay `decay`; returns the loss.
fn step(weights: &mut [f32], sample: &Sample, rate: f32, decay: f32) -> f32 {
    let mut p = logits(weights, sample);
    softmax(&mut p);
    let mut loss = 0.0;
    for ((features, &target), &prob) in sample.features.iter().zip(&sample.target).zip(&p) {
        loss -= target * prob.max(1e-9).ln();
        let gradient = prob - target;
        for &i in features {
            weights[i] -= rate * (gradient + decay * weights[i]);
        }
    }
    loss
}

/// The mean cross-entropy over `samples` and how often the highest logit is the search's most
/// simulated move.
fn evaluate<'a>(weights: &[f32], samples: impl Iterator<Item = &'a Sample>) -> (f32, f32) {
    let (mut loss, mut agree, mut n) = (0.0f64, 0usize, 0usize);
    for sample in samples {
        let mut p = logits(weights, sample);
        let favourite = arg_max(&p);
        softmax(&mut p);
        loss -= sample
            .target
            .iter()
            .zip(&p)
            .map(|(&t, &q)| f64::from(t * q.max(1e-9).ln()))
            .sum::<f64>();
        if favourite == arg_max(&sample.target) {
            agree += 1;
        }
        n += 1;
    }
    (
        (loss / n.max(1) as f64) as f32,
        agree as f32 / n.max(1) as f32,
    )
}

/// The index of the largest value (the first of equals).
fn arg_max(values: &[f32]) -> usize {
    let mut best = 0;
    for (i, &v) in values.iter().enumerate() {
        if v > values[best] {
            best = i;
        }
    }
    best
}

/// The weights as the Rust file `shape_weights.rs`: hundredths, in `i16`.
fn render(patterns: &[u32], weights: &[f32], extra_base: usize) -> String {
    let hundredths = |w: f32| (w * 100.0).round().clamp(-32_000.0, 32_000.0) as i16;
    let mut out = String::new();
    out.push_str(
        "//! The shape prior's weights, in hundredths, as `nogo_shapes fit` printed them (see \
         `shape`).\n\n",
    );
    out.push_str("/// Each pattern's weight, by its canonical code, sorted by code.\n");
    let _ = writeln!(
        out,
        "pub(super) const PATTERNS: [(u32, i16); {}] = [",
        patterns.len()
    );
    for (i, &code) in patterns.iter().enumerate() {
        let _ = writeln!(out, "    ({code}, {}),", hundredths(weights[i]));
    }
    out.push_str("];\n\n/// The weight of each of the other features, by index.\n");
    // Laid out as rustfmt lays out an array of short numbers, so that the file is printed
    // formatted: on one line if it fits in 100 columns, else filling indented lines.
    let extras: Vec<String> = weights[extra_base..]
        .iter()
        .map(|&w| hundredths(w).to_string())
        .collect();
    let head = format!("pub(super) const EXTRAS: [i16; {}] = [", shape::EXTRAS);
    let one_line = format!("{head}{}];", extras.join(", "));
    if one_line.len() <= 100 {
        let _ = writeln!(out, "{one_line}");
    } else {
        let _ = writeln!(out, "{head}");
        let mut line = String::from("   ");
        for item in &extras {
            if line.len() + 1 + item.len() + 1 > 100 {
                let _ = writeln!(out, "{line}");
                line = String::from("   ");
            }
            let _ = write!(line, " {item},");
        }
        let _ = writeln!(out, "{line}\n];");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Positions of three moves where the search always favours the move with feature 1: the
    /// fit learns to put it first, and its loss falls below the uniform prior's.
    #[test]
    fn the_fit_learns_the_favoured_feature() {
        let samples: Vec<Sample> = (0..30)
            .map(|k| {
                let favoured = k % 3;
                Sample {
                    features: (0..3)
                        .map(|m| if m == favoured { vec![1] } else { vec![0] })
                        .collect(),
                    target: (0..3)
                        .map(|m| if m == favoured { 0.8 } else { 0.1 })
                        .collect(),
                }
            })
            .collect();
        let mut weights = vec![0.0; 2];
        let (uniform, _) = evaluate(&weights, samples.iter());
        for _ in 0..20 {
            for sample in &samples {
                step(&mut weights, sample, 0.1, 1e-4);
            }
        }
        let (fitted, agree) = evaluate(&weights, samples.iter());
        assert!(weights[1] > weights[0] + 1.0, "{weights:?}");
        assert!(fitted < uniform, "{fitted} against {uniform}");
        assert!((agree - 1.0).abs() < 1e-6);
    }
}
