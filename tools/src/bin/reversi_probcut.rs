//! Fits Multi-ProbCut's table for the reversi engine from the engine's own searches.
//!
//! ```text
//! cargo run --release -p boardroom-tools --bin reversi_probcut -- --positions 3000 --depth 10
//! ```
//!
//! Positions come from self-play at depth 4 (a few random plies first, and now and then a
//! random move, so that the positions vary). Each is searched at every depth from 1 to
//! `--depth` with a full window and without Multi-ProbCut; for each depth `d` from 3 the pair
//! (score at the shallow depth `shallow_depth(d)`, score at `d`) goes to the position's stage.
//! A least-squares line through each stage's pairs gives `a` and `b`, the spread of what it
//! leaves `sigma`. The table it prints goes into `src/ai/reversi/probcut.rs`.

use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use boardroom_engine::ai::Budget;
use boardroom_engine::ai::reversi::eval::Eval;
use boardroom_engine::ai::reversi::probcut::{STAGE_WIDTH, shallow_depth};
use boardroom_engine::ai::reversi::search::Searcher;
use boardroom_engine::ai::reversi::{Position, tables::random_square};
use clap::Parser;
use rand::rngs::SmallRng;
use rand::{Rng, RngExt, SeedableRng};

/// The shallowest depth fitted, as in the engine.
const MIN_DEPTH: u32 = 3;

/// Scores beyond this are proven results, not the evaluation's.
const EVAL_LIMIT: i32 = 6400;

/// Stages of `STAGE_WIDTH` empties: 0..=60.
const STAGES: usize = (60 / STAGE_WIDTH) as usize + 1;

/// What the command line asks for.
#[derive(Debug, Parser)]
#[command(about = "Fits Multi-ProbCut's table for the reversi engine from its own searches.")]
struct Args {
    /// Positions to search.
    #[arg(long, default_value_t = 3000)]
    positions: usize,
    /// The deepest search.
    #[arg(long, default_value_t = 10)]
    depth: u32,
    /// Threads.
    #[arg(long, default_value_t = 1)]
    threads: usize,
    /// Seed.
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

/// A self-play game's positions with 14 to 56 empties and a choice to make, about one in three.
fn positions(seed: u64) -> Vec<Position> {
    let stop = AtomicBool::new(false);
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut searcher = Searcher::new(14, Eval::default());
    let mut pos = Position::new(0x0000_0008_1000_0000, 0x0000_0010_0800_0000);
    let opening = rng.random_range(2..=10);
    let mut out = Vec::new();
    let mut ply = 0;
    while pos.empties() > 14 {
        let moves = pos.moves();
        if moves == 0 {
            if pos.opponent_moves() == 0 {
                break;
            }
            pos = pos.pass();
            continue;
        }
        if ply >= opening
            && moves.count_ones() > 1
            && pos.empties() <= 56
            && rng.random_range(0..3) == 0
        {
            out.push(pos);
        }
        let square = if ply < opening || rng.random_range(0..8) == 0 {
            random_square(moves, rng.next_u64())
        } else {
            let budget = Budget::new(Duration::from_secs(3600), &stop);
            let r = searcher.think(pos, 4, Duration::from_secs(3600), &budget);
            r.best.unwrap_or(moves.trailing_zeros())
        };
        pos = pos.play(square);
        ply += 1;
    }
    out
}

/// A position's scores at depths 1..=`depth` (index 0 unused), up to the first that is not the
/// evaluation's.
fn scores(searcher: &mut Searcher, pos: Position, depth: u32) -> Vec<i32> {
    let stop = AtomicBool::new(false);
    let mut out = vec![0];
    for d in 1..=depth {
        let budget = Budget::new(Duration::from_secs(3600), &stop);
        let r = searcher.think(pos, d, Duration::from_secs(3600), &budget);
        if r.depth != d || r.score.abs() >= EVAL_LIMIT {
            break;
        }
        out.push(r.score);
    }
    out
}

/// One stage and depth's pairs (shallow, deep).
type Pairs = Vec<(f64, f64)>;

/// The least-squares line `deep = a shallow + b` and the spread of its error.
fn fit(pairs: &Pairs) -> (f64, f64, f64) {
    let n = pairs.len() as f64;
    let (sx, sy) = pairs
        .iter()
        .fold((0.0, 0.0), |(a, b), (x, y)| (a + x, b + y));
    let (mx, my) = (sx / n, sy / n);
    let (mut sxx, mut sxy) = (0.0, 0.0);
    for (x, y) in pairs {
        sxx += (x - mx) * (x - mx);
        sxy += (x - mx) * (y - my);
    }
    let a = if sxx > 0.0 { sxy / sxx } else { 1.0 };
    let b = my - a * mx;
    let var = pairs
        .iter()
        .map(|(x, y)| (y - a * x - b).powi(2))
        .sum::<f64>()
        / (n - 2.0).max(1.0);
    (a, b, var.sqrt())
}

fn main() {
    let args = Args::parse();
    let started = Instant::now();
    let columns = (args.depth.max(MIN_DEPTH) - MIN_DEPTH + 1) as usize;
    let pairs: Mutex<Vec<Vec<Pairs>>> = Mutex::new(vec![vec![Vec::new(); columns]; STAGES]);
    let done = AtomicUsize::new(0);
    let next_game = AtomicUsize::new(0);
    std::thread::scope(|scope| {
        for _ in 0..args.threads.max(1) {
            scope.spawn(|| {
                let mut searcher = Searcher::new(18, Eval::default());
                while done.load(Ordering::Relaxed) < args.positions {
                    let game = next_game.fetch_add(1, Ordering::Relaxed) as u64;
                    for pos in positions(args.seed.wrapping_mul(1_000_003) + game) {
                        let s = scores(&mut searcher, pos, args.depth);
                        let stage = (pos.empties() / STAGE_WIDTH) as usize;
                        let mut all = pairs.lock().expect("no panic");
                        for d in MIN_DEPTH..s.len() as u32 {
                            let shallow = s[shallow_depth(d) as usize];
                            all[stage][(d - MIN_DEPTH) as usize]
                                .push((f64::from(shallow), f64::from(s[d as usize])));
                        }
                        drop(all);
                        let n = done.fetch_add(1, Ordering::Relaxed) + 1;
                        if n.is_multiple_of(100) {
                            eprint!("\r{n} positions, {:.0} s", started.elapsed().as_secs_f64());
                        }
                        if n >= args.positions {
                            break;
                        }
                    }
                }
            });
        }
    });
    let pairs = pairs.into_inner().expect("no panic");
    eprintln!(
        "\r{} positions in {:.0} s",
        done.load(Ordering::Relaxed),
        started.elapsed().as_secs_f64()
    );
    // Stages with too few pairs for a depth take the nearest stage's fit that has enough.
    let enough = |stage: usize, col: usize| pairs[stage][col].len() >= 40;
    println!(
        "// {} positions, depths {MIN_DEPTH}..={}: a (thousandths), b and sigma (hundredths of a disc); pairs",
        done.load(Ordering::Relaxed),
        args.depth
    );
    println!("const FITS: [[Fit; {columns}]; {STAGES}] = [");
    for stage in 0..STAGES {
        println!(
            "    // {} to {} empties",
            stage as u32 * STAGE_WIDTH,
            stage as u32 * STAGE_WIDTH + STAGE_WIDTH - 1
        );
        println!("    [");
        for (col, here) in pairs[stage].iter().enumerate() {
            let source = (0..STAGES)
                .filter(|&s| enough(s, col))
                .min_by_key(|&s| s.abs_diff(stage));
            let (a, b, sigma, n) = match source {
                Some(s) => {
                    let (a, b, sigma) = fit(&pairs[s][col]);
                    (a, b, sigma, here.len())
                }
                None => (1.0, 0.0, 1000.0, 0),
            };
            println!(
                "        Fit {{ a: {}, b: {}, sigma: {} }}, // depth {}: {n}",
                ((a * 1000.0).round() as i32).max(100),
                b.round() as i32,
                sigma.round() as i32,
                col as u32 + MIN_DEPTH
            );
        }
        println!("    ],");
    }
    println!("];");
}
