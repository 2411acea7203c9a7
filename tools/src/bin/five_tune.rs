//! `five_tune`: fits the five-in-a-row evaluation's weights (`ai::five::Features`) to the
//! outcomes of self-play games, Texel style, or to the scores their searches gave.
//!
//! ```text
//! five_tune collect --game hex_gomoku --games 200 --ms 100 --seed 1 > hex-1.txt
//! five_tune fit --from hex_gomoku hex-*.txt
//! five_tune fit --from gomoku --lambda 1 --free classes sq-*.txt
//! ```
//!
//! `collect` plays `hard` (with the knobs given, e.g. `weights=...`) against itself from
//! openings of a few random plies and writes every quiet position of every game (neither side
//! can make a five; a game in which no five can be made any more stops there, a draw, as in the
//! arena), one a line: the game's number, the result for the side to move (1, 0.5 or
//! 0), the nineteen feature counts of the side to move (nine codes, ten classes of a point by
//! its two strongest lines), the nineteen of the other side, and 1 or 0 for an open four the
//! side to move can make, then the score the search that played the move gave the position
//! (`NaN` for a forced reply, which no search scored). Older files, of nine counts a side, or
//! twelve with three combinations, and no score, are read too, the classes they did not count
//! as zero. `fit` reads such files, finds the scale `K` at which `1 / (1 + 10^(-eval / K))` of
//! the engine's own evaluation (of the game `--from` names) best predicts the results, then
//! moves the weights (`--free`: all of them, the classes alone, or the codes and the three
//! combinations) to lower the mean squared error at that scale against a target that is the
//! result, the score through the same scale (`--lambda 1`), or a blend, so the fitted values
//! stay in the search's units. Every tenth game is held back to report the error before and
//! after; the result is printed as the engine's `weights=` knob.

use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use boardroom_engine::ai::Budget;
use boardroom_engine::ai::five::{
    CODES, COMBO_CLASS, Engine, FEATURES, FiveGame, WEIGHED, Weights, dead_drawn, features, weights,
};
use boardroom_engine::{Game, Gomoku, GomokuConfig, HexGomoku, HexGomokuConfig, Move};
use boardroom_tools::openings::random_opening;
use clap::{Parser, Subcommand, ValueEnum};
use rand::SeedableRng;
use rand::rngs::SmallRng;

/// The command line.
#[derive(Debug, Parser)]
struct Args {
    #[command(subcommand)]
    command: Command,
}

/// The games whose evaluation can be fitted.
#[derive(Debug, Clone, Copy, ValueEnum)]
enum Kind {
    /// Gomoku, freestyle, 15x15.
    Gomoku,
    /// Hexagonal gomoku on its default board.
    #[value(name = "hex_gomoku")]
    HexGomoku,
}

/// What to do.
#[derive(Debug, Subcommand)]
enum Command {
    /// Plays `hard` against itself and prints every quiet position with the game's result.
    Collect {
        /// The game.
        #[arg(long, value_enum, default_value_t = Kind::HexGomoku)]
        game: Kind,
        /// Games to play.
        #[arg(long, default_value_t = 100)]
        games: usize,
        /// Thinking time a move, in milliseconds.
        #[arg(long, default_value_t = 100)]
        ms: u64,
        /// Seed of the openings and the searches.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Random plies that open each game.
        #[arg(long, default_value_t = 4)]
        plies: usize,
        /// Knobs of `hard` (see `Engine::tuned`).
        #[arg(long, default_value = "")]
        knobs: String,
    },
    /// Fits the weights to collected positions and prints them as the `weights=` knob.
    Fit {
        /// The game whose engine weights the fit starts from and compares with.
        #[arg(long, value_enum, default_value_t = Kind::HexGomoku)]
        from: Kind,
        /// Files written by `collect`.
        files: Vec<PathBuf>,
        /// Steps of the descent.
        #[arg(long, default_value_t = 3000)]
        steps: usize,
        /// The descent's first step size, in the weights' units (it falls to zero by the
        /// last step).
        #[arg(long, default_value_t = 2.0)]
        rate: f64,
        /// How much of each position's target is its search's score (through the same scale)
        /// rather than its game's result: 0 the result alone, 1 the score alone.
        #[arg(long, default_value_t = 0.0)]
        lambda: f64,
        /// Which weights move.
        #[arg(long, value_enum, default_value_t = Free::All)]
        free: Free,
    },
}

fn main() -> ExitCode {
    let result = match Args::parse().command {
        Command::Collect {
            game,
            games,
            ms,
            seed,
            plies,
            knobs,
        } => {
            let plan = Plan {
                games,
                ms,
                seed,
                plies,
                knobs,
            };
            match game {
                Kind::Gomoku => collect::<Gomoku>(&GomokuConfig::default(), &plan),
                Kind::HexGomoku => collect::<HexGomoku>(&HexGomokuConfig::default(), &plan),
            }
        }
        Command::Fit {
            from,
            files,
            steps,
            rate,
            lambda,
            free,
        } => {
            let own = match from {
                Kind::Gomoku => weights(&Gomoku::new(&GomokuConfig::default())),
                Kind::HexGomoku => weights(&HexGomoku::new(&HexGomokuConfig::default())),
            };
            fit(&files, own, steps, rate, lambda, free)
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("five_tune: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Which weights a fit moves.
#[derive(Debug, Clone, Copy, ValueEnum)]
enum Free {
    /// Every weight but none's and five's.
    All,
    /// The ten classes of each side; the codes and the open-four bonus stay the engine's.
    Classes,
    /// The codes, the three combinations among the classes and the open-four bonus (the fit of
    /// before the classes: the other classes stay the engine's).
    Combos,
}

impl Free {
    /// Whether the fit moves weight `i` of a sample's vector.
    fn moves(self, i: usize) -> bool {
        let feature = i % WEIGHED;
        let class = (i < 2 * WEIGHED && feature >= CODES).then(|| feature - CODES);
        !FIXED.contains(&i)
            && match self {
                Free::All => true,
                Free::Classes => class.is_some(),
                Free::Combos => class.is_none_or(|c| COMBO_CLASS.contains(&c)),
            }
    }
}

/// What `collect` plays.
struct Plan {
    /// Games to play.
    games: usize,
    /// Thinking time a move, in milliseconds.
    ms: u64,
    /// Seed of the openings and the searches.
    seed: u64,
    /// Random opening plies.
    plies: usize,
    /// Knobs of the engines.
    knobs: String,
}

/// Plays the self-play games of `plan` and prints their quiet positions.
fn collect<G: FiveGame>(config: &G::Config, plan: &Plan) -> Result<(), String> {
    let stop = AtomicBool::new(false);
    let mut rng = SmallRng::seed_from_u64(plan.seed);
    let mut out = std::io::stdout().lock();
    for number in 0..plan.games {
        // Fresh engines every game, one a side, as the arena plays them.
        let mut engines: Vec<Engine> = (0..2)
            .map(|_| Engine::tuned("hard", &plan.knobs))
            .collect::<Option<_>>()
            .ok_or_else(|| format!("unknown knobs {:?}", plan.knobs))?;
        let mut game: G = random_opening(config, plan.plies, &mut rng);
        let mut positions = Vec::new();
        // A dead game (no five possible) is a draw whose remaining positions all count nothing.
        while !game.is_over() && !dead_drawn(&game) {
            let f = features(&game);
            let budget = Budget::new(Duration::from_millis(plan.ms), &stop);
            let engine = &mut engines[game.to_move().index()];
            let Some(report) = engine.analyse(&game, &budget, &mut rng) else {
                break;
            };
            if f.quiet {
                // A score without a search behind it (a forced reply) says nothing.
                let score = if report.depth > 0 || report.proven() {
                    f64::from(report.score)
                } else {
                    f64::NAN
                };
                positions.push((game.to_move(), f, score));
            }
            game.play_unchecked(Move::Place(report.best));
        }
        let winner = game.outcome().and_then(|o| o.winner);
        for (side, f, score) in positions {
            let result = match winner {
                None => "0.5",
                Some(w) if w == side => "1",
                Some(_) => "0",
            };
            let counts: Vec<String> = f
                .mover
                .iter()
                .chain(&f.waiter)
                .map(i32::to_string)
                .collect();
            writeln!(
                out,
                "{number} {result} {} {} {score}",
                counts.join(" "),
                u8::from(f.open_four)
            )
            .map_err(|e| e.to_string())?;
        }
        eprintln!(
            "game {} of {}: {} plies, {}",
            number + 1,
            plan.games,
            game.ply(),
            match winner {
                None => "draw".to_string(),
                Some(w) => format!("{w:?} won"),
            }
        );
    }
    Ok(())
}

/// How many weights a position's features meet: the features of each side and the open-four
/// bonus.
const WEIGHTS: usize = 2 * WEIGHED + 1;

/// The codes whose weights the fit leaves alone: none (no five can pass, always 0) and five
/// (never met in a quiet position).
const FIXED: [usize; 4] = [0, CODES - 1, WEIGHED, WEIGHED + CODES - 1];

/// One position: its features as one vector (the side to move's counts, the other side's
/// negated, the open-four flag) and the result for the side to move.
struct Sample {
    /// The game it comes from.
    game: u64,
    /// The features, so that the evaluation is their dot product with the weights.
    x: [f64; WEIGHTS],
    /// 1, 0.5 or 0.
    result: f64,
    /// The score the search that played the move gave the position, when the file has it.
    score: Option<f64>,
}

/// `weights` as one vector, in the order of a sample's features.
fn as_vector(weights: &Weights) -> [f64; WEIGHTS] {
    let mut w = [0.0; WEIGHTS];
    for (k, &v) in weights.mover.iter().chain(&weights.waiter).enumerate() {
        w[k] = f64::from(v);
    }
    w[2 * WEIGHED] = f64::from(weights.open_four);
    w
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
            let fields: Vec<f64> = line
                .split_whitespace()
                .map(str::parse)
                .collect::<Result<_, _>>()
                .map_err(|e| format!("{}:{}: {e}", file.display(), n + 1))?;
            let [game, result, rest @ ..] = fields.as_slice() else {
                return Err(format!("{}:{}: too short", file.display(), n + 1));
            };
            let mut x = [0.0; WEIGHTS];
            let mut score = None;
            if rest.len() == WEIGHTS + 1 {
                x.copy_from_slice(&rest[..WEIGHTS]);
                score = Some(rest[WEIGHTS]);
            } else if rest.len() == WEIGHTS {
                x.copy_from_slice(rest);
            } else if rest.len() == 2 * CODES + 1 || rest.len() == 2 * FEATURES + 1 {
                // An older file: the codes alone, or with the three combinations, which are
                // classes of their own (a point counted in a combination is in its class).
                let side = (rest.len() - 1) / 2;
                for (s, at) in [(0, 0), (side, WEIGHED)] {
                    x[at..at + CODES].copy_from_slice(&rest[s..s + CODES]);
                    for (k, &class) in COMBO_CLASS.iter().enumerate().take(side - CODES) {
                        x[at + CODES + class] = rest[s + CODES + k];
                    }
                }
                x[2 * WEIGHED] = rest[2 * side];
            } else {
                return Err(format!(
                    "{}:{}: {} counts",
                    file.display(),
                    n + 1,
                    rest.len()
                ));
            }
            for v in &mut x[WEIGHED..2 * WEIGHED] {
                *v = -*v;
            }
            #[expect(
                clippy::cast_possible_truncation,
                clippy::cast_sign_loss,
                reason = "game numbers are small whole numbers"
            )]
            let game = (k as u64) << 32 | *game as u64;
            samples.push(Sample {
                game,
                x,
                result: *result,
                score,
            });
        }
    }
    Ok(samples)
}

/// The predicted score of an evaluation at scale `k`.
fn predict(eval: f64, k: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-eval / k))
}

/// The evaluation of a sample under `w`.
fn eval(w: &[f64; WEIGHTS], s: &Sample) -> f64 {
    w.iter().zip(&s.x).map(|(a, b)| a * b).sum()
}

/// The mean squared error of `w` at scale `k` over `samples`.
fn error<'a>(w: &[f64; WEIGHTS], k: f64, samples: impl Iterator<Item = &'a Sample>) -> f64 {
    let (mut sum, mut n) = (0.0, 0usize);
    for s in samples {
        let d = predict(eval(w, s), k) - s.result;
        sum += d * d;
        n += 1;
    }
    sum / n.max(1) as f64
}

/// Fits the weights to the positions of `files`, starting from `own`, the engine's, and prints
/// the weights of the lowest training error met. (A step too large can throw the evaluation
/// where every prediction is 0 or 1 and the gradient vanishes: the best is kept, not the last.)
fn fit(
    files: &[PathBuf],
    own: Weights,
    steps: usize,
    rate: f64,
    lambda: f64,
    free: Free,
) -> Result<(), String> {
    let mut samples = read(files)?;
    let trains = |s: &&Sample| !s.game.is_multiple_of(10);
    let draws = samples.iter().filter(|s| s.result == 0.5).count();
    eprintln!(
        "{} positions ({} held back), {:.1}% of them from drawn games",
        samples.len(),
        samples.iter().filter(|s| !trains(s)).count(),
        100.0 * draws as f64 / samples.len().max(1) as f64
    );
    let mut w = as_vector(&own);
    // The scale: a golden-section search over log K.
    let (mut lo, mut hi) = (1f64.ln(), 100_000f64.ln());
    let ratio = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..60 {
        let a = hi - ratio * (hi - lo);
        let b = lo + ratio * (hi - lo);
        if error(&w, a.exp(), samples.iter().filter(trains))
            < error(&w, b.exp(), samples.iter().filter(trains))
        {
            hi = b;
        } else {
            lo = a;
        }
    }
    let k = f64::midpoint(lo, hi).exp();
    // The targets blend each result with its search's score, at the scale the results set.
    for s in &mut samples {
        if let Some(v) = s.score.filter(|v| !v.is_nan()) {
            s.result = (1.0 - lambda) * s.result + lambda * predict(v, k);
        }
    }
    let (train, test): (Vec<&Sample>, Vec<&Sample>) = samples.iter().partition(trains);
    let before = (
        error(&w, k, train.iter().copied()),
        error(&w, k, test.iter().copied()),
    );
    eprintln!(
        "K = {k:.1}; the engine's weights: error {:.5} (held back {:.5})",
        before.0, before.1
    );
    // Adam on the mean squared error, full batch.
    let (mut m, mut v) = ([0.0; WEIGHTS], [0.0; WEIGHTS]);
    let (b1, b2) = (0.9f64, 0.999f64);
    let mut best = (before.0, w);
    for t in 1..=steps {
        let mut grad = [0.0; WEIGHTS];
        let mut sum = 0.0;
        for s in &train {
            let p = predict(eval(&w, s), k);
            sum += (p - s.result) * (p - s.result);
            // d/d eval of (p - r)^2, with dp/d eval = p (1 - p) ln 10 / K.
            let g = 2.0 * (p - s.result) * p * (1.0 - p) * std::f64::consts::LN_10 / k;
            for (gi, xi) in grad.iter_mut().zip(&s.x) {
                *gi += g * xi;
            }
        }
        let now = sum / train.len().max(1) as f64;
        if now < best.0 {
            best = (now, w);
        }
        let rate = rate * (1.0 - t as f64 / (steps as f64 + 1.0));
        for i in 0..WEIGHTS {
            if !free.moves(i) {
                continue;
            }
            let g = grad[i] / train.len() as f64;
            m[i] = b1 * m[i] + (1.0 - b1) * g;
            v[i] = b2 * v[i] + (1.0 - b2) * g * g;
            let m_hat = m[i] / (1.0 - b1.powi(i32::try_from(t).unwrap_or(i32::MAX)));
            let v_hat = v[i] / (1.0 - b2.powi(i32::try_from(t).unwrap_or(i32::MAX)));
            w[i] = (w[i] - rate * m_hat / (v_hat.sqrt() + 1e-12)).max(0.0);
        }
        if t % 500 == 0 || t == steps {
            eprintln!(
                "step {t}: error {:.5} (held back {:.5})",
                error(&w, k, train.iter().copied()),
                error(&w, k, test.iter().copied())
            );
        }
    }
    if error(&w, k, train.iter().copied()) > best.0 {
        w = best.1;
    }
    eprintln!(
        "kept: error {:.5} (held back {:.5})",
        error(&w, k, train.iter().copied()),
        error(&w, k, test.iter().copied())
    );
    let list = |part: &[f64]| {
        part.iter()
            .map(|x| format!("{}", x.round()))
            .collect::<Vec<_>>()
            .join(":")
    };
    println!(
        "weights={}/{}/{}",
        list(&w[..WEIGHED]),
        list(&w[WEIGHED..2 * WEIGHED]),
        w[2 * WEIGHED].round()
    );
    Ok(())
}
