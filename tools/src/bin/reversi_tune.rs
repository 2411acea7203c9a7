//! Fits the weights of the reversi evaluation to self-play games.
//!
//! ```text
//! cargo run --release -p boardroom-tools --bin reversi_tune -- --games 2000 --depth 4
//! ```
//!
//! The engine plays games against itself from random openings, at a fixed depth and with the
//! endgame solved exactly, and every position is labelled with the game's final disc difference
//! for its side to move. For each stage (four empties wide) a ridge least-squares fit of the
//! features to that label gives the weights; `--rounds` repeats the games with the new weights.
//! The table it prints goes into `src/ai/reversi/eval.rs`.

use std::sync::Mutex;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use boardroom_engine::ai::Budget;
use boardroom_engine::ai::reversi::eval::{Eval, FEATURE_NAMES, FEATURES, features};
use boardroom_engine::ai::reversi::search::Searcher;
use boardroom_engine::ai::reversi::{Position, Solver, tables::random_square};
use clap::Parser;
use rand::rngs::SmallRng;
use rand::{Rng, RngExt, SeedableRng};

/// Stages of four empties each: 0..=3, 4..=7, ..., 60.
const STAGES: usize = 16;

/// A labelled position.
#[derive(Debug, Clone, Copy)]
struct Sample {
    /// The position.
    pos: Position,
    /// The final disc difference for its side to move.
    label: i32,
}

/// What the command line asks for.
#[derive(Debug, Parser)]
#[command(about = "Fits the weights of the reversi evaluation to self-play games.")]
struct Args {
    /// Games per round.
    #[arg(long, default_value_t = 2000)]
    games: usize,
    /// Middle-game search depth of the self-play.
    #[arg(long, default_value_t = 4)]
    depth: u32,
    /// Threads.
    #[arg(long, default_value_t = 1)]
    threads: usize,
    /// Rounds of play and fit.
    #[arg(long, default_value_t = 1)]
    rounds: usize,
    /// Random plies at the start of each game.
    #[arg(long, default_value_t = 10)]
    opening: usize,
    /// Empties from which the endgame is solved.
    #[arg(long, default_value_t = 14)]
    solve: u32,
    /// Seed.
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

/// Plays one self-play game and returns its positions with their labels.
fn play_game(eval: &Eval, args: &Args, seed: u64) -> Vec<Sample> {
    let stop = AtomicBool::new(false);
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut searcher = Searcher::new(16, eval.clone());
    let mut solver = Solver::new(16);
    let mut pos = Position::new(0x0000_0008_1000_0000, 0x0000_0010_0800_0000);
    // Positions, each with whether its side to move is the side that moved first.
    let mut seen: Vec<(Position, bool)> = Vec::new();
    let mut first = true;
    let mut ply = 0;
    let mut solved: Option<i32> = None;
    // Openings of varied length, so that every stage of the game has positions.
    let opening = rng.random_range(2..=args.opening.max(2));
    loop {
        let moves = pos.moves();
        if moves == 0 {
            if pos.opponent_moves() == 0 {
                break;
            }
            pos = pos.pass();
            first = !first;
            continue;
        }
        if ply >= opening {
            seen.push((pos, first));
        }
        let square = if ply < opening {
            random_square(moves, rng.next_u64())
        } else if pos.empties() <= args.solve {
            let budget = Budget::new(Duration::from_secs(3600), &stop);
            let s = solver
                .solve(pos, -64, 64, &[], &budget)
                .expect("no time limit");
            if solved.is_none() {
                // The rest of the game is perfect play: the final result is this score.
                solved = Some(if first { s.score } else { -s.score });
            }
            s.best.unwrap_or(moves.trailing_zeros())
        } else {
            let budget = Budget::new(Duration::from_secs(3600), &stop);
            let r = searcher.think(pos, args.depth, Duration::from_secs(3600), &budget);
            r.best.unwrap_or(moves.trailing_zeros())
        };
        pos = pos.play(square);
        first = !first;
        ply += 1;
    }
    // `pos` is seen from the side `first` says.
    let final_first = if first {
        pos.final_score()
    } else {
        -pos.final_score()
    };
    if let Some(s) = solved {
        assert_eq!(s, final_first, "perfect play keeps the solved score");
    }
    seen.into_iter()
        .map(|(pos, is_first)| Sample {
            pos,
            label: if is_first { final_first } else { -final_first },
        })
        .collect()
}

/// Solves `a x = b` for a small symmetric positive definite `a` by Gaussian elimination.
fn solve_linear(mut a: Vec<Vec<f64>>, mut b: Vec<f64>) -> Vec<f64> {
    let n = b.len();
    for col in 0..n {
        let pivot = (col..n)
            .max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))
            .unwrap_or(col);
        a.swap(col, pivot);
        b.swap(col, pivot);
        let d = a[col][col];
        if d.abs() < 1e-12 {
            continue;
        }
        for row in 0..n {
            if row != col {
                let f = a[row][col] / d;
                let pivot_row = a[col].clone();
                for (x, p) in a[row].iter_mut().zip(&pivot_row).skip(col) {
                    *x -= f * p;
                }
                b[row] -= f * b[col];
            }
        }
    }
    (0..n)
        .map(|i| {
            if a[i][i].abs() < 1e-12 {
                0.0
            } else {
                b[i] / a[i][i]
            }
        })
        .collect()
}

/// Fits one stage: ridge least squares of the features onto 100 x label.
fn fit(samples: &[&Sample]) -> [i32; FEATURES] {
    let mut a = vec![vec![0.0; FEATURES]; FEATURES];
    let mut b = vec![0.0; FEATURES];
    for s in samples {
        let f = features(s.pos).map(f64::from);
        let y = 100.0 * f64::from(s.label);
        for i in 0..FEATURES {
            b[i] += f[i] * y;
            for j in 0..FEATURES {
                a[i][j] += f[i] * f[j];
            }
        }
    }
    let ridge = 1.0 + samples.len() as f64 * 0.001;
    for (i, row) in a.iter_mut().enumerate() {
        row[i] += ridge;
    }
    let w = solve_linear(a, b);
    let mut out = [0; FEATURES];
    for (o, w) in out.iter_mut().zip(w) {
        *o = w.round() as i32;
    }
    out
}

/// Root mean square error of an evaluation on samples, in discs.
fn rms(eval: &Eval, samples: &[&Sample]) -> f64 {
    let n = samples.len().max(1) as f64;
    let sum: f64 = samples
        .iter()
        .map(|s| {
            let e = f64::from(eval.score(s.pos).clamp(-6400, 6400)) / 100.0;
            (e - f64::from(s.label)).powi(2)
        })
        .sum();
    (sum / n).sqrt()
}

fn main() {
    let args = Args::parse();
    let mut eval = Eval::default();
    for round in 0..args.rounds {
        let started = Instant::now();
        let samples = Mutex::new(Vec::new());
        let next = std::sync::atomic::AtomicUsize::new(0);
        std::thread::scope(|scope| {
            for _ in 0..args.threads.max(1) {
                scope.spawn(|| {
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        if i >= args.games {
                            break;
                        }
                        let seed =
                            args.seed.wrapping_mul(1_000_003) + (round * args.games + i) as u64;
                        let game = play_game(&eval, &args, seed);
                        samples.lock().expect("no panic").extend(game);
                        if i % 100 == 99 {
                            eprint!("\rround {round}: {} games", i + 1);
                        }
                    }
                });
            }
        });
        let samples = samples.into_inner().expect("no panic");
        eprintln!(
            "\rround {round}: {} games, {} positions in {:.0} s",
            args.games,
            samples.len(),
            started.elapsed().as_secs_f64()
        );
        let mut weights = Box::new([[0i32; FEATURES]; 61]);
        let mut table = [[0i32; FEATURES]; STAGES];
        for (stage, row) in table.iter_mut().enumerate() {
            let in_stage: Vec<&Sample> = samples
                .iter()
                .filter(|s| (s.pos.empties() as usize / 4).min(STAGES - 1) == stage)
                .collect();
            if in_stage.len() < 50 {
                // Too few positions to fit: keep the current weights.
                *row = *eval.weights((stage * 4 + 2) as u32);
            } else {
                *row = fit(&in_stage);
            }
        }
        for (empties, w) in weights.iter_mut().enumerate() {
            *w = table[(empties / 4).min(STAGES - 1)];
        }
        let fitted = Eval::from_weights(weights);
        println!("// round {round}: rms error in discs by stage, before -> after");
        for stage in 0..STAGES {
            let in_stage: Vec<&Sample> = samples
                .iter()
                .filter(|s| (s.pos.empties() as usize / 4).min(STAGES - 1) == stage)
                .collect();
            println!(
                "//   empties {:2}..{:2}: {:6} positions, {:5.2} -> {:5.2}",
                stage * 4,
                stage * 4 + 3,
                in_stage.len(),
                rms(&eval, &in_stage),
                rms(&fitted, &in_stage)
            );
        }
        println!("// {}", FEATURE_NAMES.join(", "));
        println!("const STAGE_WEIGHTS: [[i32; FEATURES]; {STAGES}] = [");
        for row in &table {
            let cells: Vec<String> = row.iter().map(i32::to_string).collect();
            println!("    [{}],", cells.join(", "));
        }
        println!("];");
        eval = fitted;
    }
}
