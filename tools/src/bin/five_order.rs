//! `five_order`: fits the five-in-a-row engine's move order (`ai::five::Order`) to the moves
//! deeper searches chose.
//!
//! ```text
//! five_order collect --games 150 --ms 200 --seed 1 > order-1.txt
//! five_order fit order-*.txt
//! ```
//!
//! A node of the search tries only its best few quiet points, so a good move the order ranks
//! low is never seen. `collect` plays `hard` (with the knobs given) against itself on the
//! square board from openings of a few random plies and writes, for every position a quiet node
//! would rank ([`order_candidates`]), one line: the game's number, the place in the list of the
//! point `hard` played, then each candidate's two keys (its codes for the side to move and for
//! the other side). `fit` reads such files and fits a linear score of the candidates' features
//! (`key_features` for each side) by softmax regression: the chosen point's probability among
//! its position's candidates is made as high as it can be (the loss is convex, so the descent
//! finds its one minimum). Every tenth game is held back; it prints the loss as the descent goes,
//! and for both the hand-set order and the fit how often the chosen point is ranked first, and
//! how often it is within the first 8 and 16 (a node's width), then the fit as the engine's
//! `order=` knob. `fit --against=ORDER` ranks the held-back positions by an order of that form
//! as well (the engine's own, to tell whether new games call for a new fit).

use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use boardroom_engine::ai::Budget;
use boardroom_engine::ai::five::{
    Engine, FEATURES, Order, dead_drawn, hand_order_value, key_features, order_candidates,
};
use boardroom_engine::{Game, Gomoku, GomokuConfig, GomokuRule, Move};
use boardroom_tools::openings::random_opening;
use clap::{Parser, Subcommand};
use rand::SeedableRng;
use rand::rngs::SmallRng;

/// The command line.
#[derive(Debug, Parser)]
struct Args {
    #[command(subcommand)]
    command: Command,
}

/// What to do.
#[derive(Debug, Subcommand)]
enum Command {
    /// Plays `hard` against itself and prints every ranked position with the point played.
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
        /// Random plies that open each game.
        #[arg(long, default_value_t = 4)]
        plies: usize,
        /// The rule: freestyle, standard or renju.
        #[arg(long, default_value = "freestyle")]
        rule: String,
        /// Knobs of `hard` (see `Engine::tuned`).
        #[arg(long, default_value = "")]
        knobs: String,
    },
    /// Fits the order to collected positions and prints it as the `order=` knob.
    Fit {
        /// Files written by `collect`.
        files: Vec<PathBuf>,
        /// Steps of the descent.
        #[arg(long, default_value_t = 2000)]
        steps: usize,
        /// The descent's step size.
        #[arg(long, default_value_t = 0.05)]
        rate: f64,
        /// What a weight of the fit is worth in the engine's integer units.
        #[arg(long, default_value_t = 100.0)]
        scale: f64,
        /// An order (the `order=` knob's form) to rank the held-back positions by beside the
        /// hand-set one and the fit: the engine's own, say.
        #[arg(long)]
        against: Option<String>,
    },
}

fn main() -> ExitCode {
    let result = match Args::parse().command {
        Command::Collect {
            games,
            ms,
            seed,
            plies,
            rule,
            knobs,
        } => collect(games, ms, seed, plies, &rule, &knobs),
        Command::Fit {
            files,
            steps,
            rate,
            scale,
            against,
        } => fit(&files, steps, rate, scale, against.as_deref()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("five_order: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Plays `games` self-play games and prints their ranked positions.
fn collect(
    games: usize,
    ms: u64,
    seed: u64,
    plies: usize,
    rule: &str,
    knobs: &str,
) -> Result<(), String> {
    let rule = match rule {
        "freestyle" => GomokuRule::Freestyle,
        "standard" => GomokuRule::Standard,
        "renju" => GomokuRule::Renju,
        other => return Err(format!("unknown rule {other:?}")),
    };
    let config = GomokuConfig {
        rule,
        ..GomokuConfig::default()
    };
    let stop = AtomicBool::new(false);
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut out = std::io::stdout().lock();
    for number in 0..games {
        let mut engines: Vec<Engine> = (0..2)
            .map(|_| Engine::tuned("hard", knobs))
            .collect::<Option<_>>()
            .ok_or_else(|| format!("unknown knobs {knobs:?}"))?;
        let mut game: Gomoku = random_opening(&config, plies, &mut rng);
        let mut ranked = 0;
        while !game.is_over() && !dead_drawn(&game) {
            let candidates = order_candidates(&game);
            let budget = Budget::new(Duration::from_millis(ms), &stop);
            let engine = &mut engines[game.to_move().index()];
            let Some(report) = engine.analyse(&game, &budget, &mut rng) else {
                break;
            };
            if let Some(candidates) = candidates
                && let Some(place) = candidates.iter().position(|c| c.0 == report.best)
            {
                let keys: Vec<String> = candidates
                    .iter()
                    .map(|&(_, me, op)| format!("{me} {op}"))
                    .collect();
                writeln!(out, "{number} {place} {}", keys.join(" ")).map_err(|e| e.to_string())?;
                ranked += 1;
            }
            let m = Move::Place(report.best);
            if !game.is_legal(m) {
                return Err(format!("game {number}: {} is not legal", report.best));
            }
            game.play_unchecked(m);
        }
        eprintln!(
            "game {} of {games}: {} plies, {ranked} ranked positions",
            number + 1,
            game.ply()
        );
    }
    Ok(())
}

/// How many weights the fit has: the features of a point for the side to move, then for the
/// other side.
const WEIGHTS: usize = 2 * FEATURES;

/// One ranked position.
struct Sample {
    /// The game it comes from (with its file in the high bits).
    game: u64,
    /// Each candidate's features: the side to move's, then the other side's.
    x: Vec<[f64; WEIGHTS]>,
    /// Each candidate's hand-set order value.
    hand: Vec<i64>,
    /// The place of the point played among the candidates.
    chosen: usize,
}

/// Reads the positions of `files`.
fn read(files: &[PathBuf]) -> Result<Vec<Sample>, String> {
    let mut samples = Vec::new();
    for (k, file) in files.iter().enumerate() {
        let reader = BufReader::new(
            std::fs::File::open(file).map_err(|e| format!("{}: {e}", file.display()))?,
        );
        for (n, line) in reader.lines().enumerate() {
            let line = line.map_err(|e| format!("{}: {e}", file.display()))?;
            let at = || format!("{}:{}", file.display(), n + 1);
            let fields: Vec<usize> = line
                .split_whitespace()
                .map(str::parse)
                .collect::<Result<_, _>>()
                .map_err(|e| format!("{}: {e}", at()))?;
            let [game, chosen, keys @ ..] = fields.as_slice() else {
                return Err(format!("{}: too short", at()));
            };
            if keys.len() % 2 != 0 || *chosen >= keys.len() / 2 {
                return Err(format!("{}: the keys do not pair up", at()));
            }
            let mut x = Vec::with_capacity(keys.len() / 2);
            let mut hand = Vec::with_capacity(keys.len() / 2);
            for pair in keys.chunks(2) {
                let mut features = [0.0; WEIGHTS];
                for (side, &key) in pair.iter().enumerate() {
                    for (f, v) in key_features(key).into_iter().enumerate() {
                        features[side * FEATURES + f] = f64::from(v);
                    }
                }
                x.push(features);
                hand.push(
                    i64::from(hand_order_value(pair[0])) + i64::from(hand_order_value(pair[1])),
                );
            }
            samples.push(Sample {
                game: (k as u64) << 32 | *game as u64,
                x,
                hand,
                chosen: *chosen,
            });
        }
    }
    Ok(samples)
}

/// The place (0 for first) of the chosen candidate when ranked by `scores`, ties counted
/// against it.
fn place_of<T: PartialOrd>(scores: &[T], chosen: usize) -> usize {
    scores
        .iter()
        .enumerate()
        .filter(|&(k, s)| k != chosen && *s >= scores[chosen])
        .count()
}

/// The candidates' scores under `w`.
fn scores(w: &[f64; WEIGHTS], s: &Sample) -> Vec<f64> {
    s.x.iter()
        .map(|x| w.iter().zip(x).map(|(a, b)| a * b).sum())
        .collect()
}

/// The mean loss (minus the log of the chosen point's softmax probability) of `w` over
/// `samples`, and its gradient.
fn loss(w: &[f64; WEIGHTS], samples: &[&Sample]) -> (f64, [f64; WEIGHTS]) {
    let mut total = 0.0;
    let mut grad = [0.0; WEIGHTS];
    for s in samples {
        let z = scores(w, s);
        let top = z.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        let e: Vec<f64> = z.iter().map(|v| (v - top).exp()).collect();
        let sum: f64 = e.iter().sum();
        total += sum.ln() + top - z[s.chosen];
        for (x, ek) in s.x.iter().zip(&e) {
            let p = ek / sum;
            for (g, xi) in grad.iter_mut().zip(x) {
                *g += p * xi;
            }
        }
        for (g, xi) in grad.iter_mut().zip(&s.x[s.chosen]) {
            *g -= xi;
        }
    }
    let n = samples.len().max(1) as f64;
    grad.iter_mut().for_each(|g| *g /= n);
    (total / n, grad)
}

/// How often the chosen point is ranked first, within the first 8, within the first 16.
fn ranks(samples: &[&Sample], place: impl Fn(&Sample) -> usize) -> [f64; 3] {
    let n = samples.len().max(1) as f64;
    let share =
        |within: usize| 100.0 * samples.iter().filter(|s| place(s) < within).count() as f64 / n;
    [share(1), share(8), share(16)]
}

/// Fits the order to the positions of `files` and prints it.
fn fit(
    files: &[PathBuf],
    steps: usize,
    rate: f64,
    scale: f64,
    against: Option<&str>,
) -> Result<(), String> {
    let samples = read(files)?;
    let train: Vec<&Sample> = samples.iter().filter(|s| s.game % 10 != 0).collect();
    let test: Vec<&Sample> = samples.iter().filter(|s| s.game % 10 == 0).collect();
    let candidates: usize = samples.iter().map(|s| s.x.len()).sum();
    eprintln!(
        "{} positions ({} held back), {:.1} candidates a position",
        samples.len(),
        test.len(),
        candidates as f64 / samples.len().max(1) as f64
    );
    let report = |name: &str, set: &[&Sample], place: &dyn Fn(&Sample) -> usize| {
        let [first, eight, sixteen] = ranks(set, place);
        eprintln!("{name}: first {first:.1}%, in 8 {eight:.1}%, in 16 {sixteen:.1}%");
    };
    let hand = |s: &Sample| place_of(&s.hand, s.chosen);
    report("hand-set, held back", &test, &hand);
    if let Some(text) = against {
        let order = Order::parse(text).ok_or_else(|| format!("not an order: {text:?}"))?;
        let w: [f64; WEIGHTS] = std::array::from_fn(|k| {
            f64::from(if k < FEATURES {
                order.attack[k]
            } else {
                order.defence[k - FEATURES]
            })
        });
        let given = |s: &Sample| place_of(&scores(&w, s), s.chosen);
        report("the order given, held back", &test, &given);
    }
    // Adam, full batch, from zero (the loss is convex).
    let mut w = [0.0; WEIGHTS];
    let (mut m, mut v) = ([0.0; WEIGHTS], [0.0; WEIGHTS]);
    let (b1, b2) = (0.9f64, 0.999f64);
    for t in 1..=steps {
        let (now, grad) = loss(&w, &train);
        let t_i = i32::try_from(t).unwrap_or(i32::MAX);
        for i in 0..WEIGHTS {
            m[i] = b1 * m[i] + (1.0 - b1) * grad[i];
            v[i] = b2 * v[i] + (1.0 - b2) * grad[i] * grad[i];
            let m_hat = m[i] / (1.0 - b1.powi(t_i));
            let v_hat = v[i] / (1.0 - b2.powi(t_i));
            w[i] -= rate * m_hat / (v_hat.sqrt() + 1e-12);
        }
        if t % 500 == 0 || t == steps {
            eprintln!(
                "step {t}: loss {now:.4} (held back {:.4})",
                loss(&w, &test).0
            );
        }
    }
    let fitted = |s: &Sample| place_of(&scores(&w, s), s.chosen);
    report("fitted, held back", &test, &fitted);
    report("fitted, fitted on", &train, &fitted);
    let list = |part: &[f64]| {
        part.iter()
            .map(|x| format!("{}", (x * scale).round()))
            .collect::<Vec<_>>()
            .join(":")
    };
    println!("order={}/{}", list(&w[..FEATURES]), list(&w[FEATURES..]));
    Ok(())
}
