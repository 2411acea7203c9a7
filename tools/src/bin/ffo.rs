//! `ffo [--max-empties N] [--tt-bits B] <file.obf>...`: solves FForum endgame problems exactly
//! with the reversi engine's solver and prints, for each, the score and move found against the
//! listed ones, the time (clock and, on Linux, CPU) and the speed. Exits with status 1 if any
//! score or move is wrong.
//!
//! The solver's table has `2^B` entries of 24 bytes (default 18: 6 MB); every problem starts
//! with it empty. A table that fits the processor's caches is faster on problems of this size
//! than a larger one.

use std::process::ExitCode;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use boardroom_engine::ai::Budget;
use boardroom_engine::ai::reversi::ffo;
use boardroom_engine::ai::reversi::{Solver, square_name};
use boardroom_tools::cpu::cpu_time;
use clap::Parser;

/// What the command line asks for.
#[derive(Debug, Parser)]
#[command(about = "Solves FForum endgame problems exactly with the reversi engine's solver.")]
struct Args {
    /// Skip problems with more empty squares than this.
    #[arg(long, default_value_t = 64)]
    max_empties: u32,
    /// The solver's table holds 2^B entries.
    #[arg(long, value_name = "B", default_value_t = 18)]
    tt_bits: u32,
    /// The problem files (.obf).
    #[arg(required = true)]
    files: Vec<String>,
}

fn main() -> ExitCode {
    let Args {
        max_empties,
        tt_bits,
        files,
    } = Args::parse();
    let stop = AtomicBool::new(false);
    let mut solver = Solver::new(tt_bits);
    let mut wrong = 0;
    let (mut total_time, mut total_cpu, mut total_nodes) = (Duration::ZERO, Duration::ZERO, 0u64);
    println!(
        "{:>4} {:>3} {:>6} {:>6} {:>5} {:>12} {:>9} {:>9} {:>7}",
        "#", "emp", "listed", "found", "move", "nodes", "time s", "cpu s", "Mn/s"
    );
    for file in &files {
        let text = match std::fs::read_to_string(file) {
            Ok(text) => text,
            Err(e) => {
                eprintln!("ffo: {file}: {e}");
                return ExitCode::from(2);
            }
        };
        let problems = match ffo::parse_all(&text) {
            Ok(p) => p,
            Err(e) => {
                eprintln!("ffo: {file}: {e}");
                return ExitCode::from(2);
            }
        };
        for (i, problem) in problems.iter().enumerate() {
            let empties = problem.position.empties();
            if empties > max_empties {
                continue;
            }
            solver.clear();
            let budget = Budget::new(Duration::from_secs(86_400), &stop);
            let started = Instant::now();
            let cpu_before = cpu_time();
            let Some(solution) = solver.solve(problem.position, -64, 64, &[], &budget) else {
                continue;
            };
            let time = started.elapsed();
            let cpu = cpu_time()
                .zip(cpu_before)
                .map_or(time, |(after, before)| after.saturating_sub(before));
            total_time += time;
            total_cpu += cpu;
            total_nodes += solution.nodes;
            let listed = problem.best_score().unwrap_or(0);
            let ok_score = solution.score == listed;
            let ok_move = solution.best.is_none_or(|s| problem.is_best(s));
            if !ok_score || !ok_move {
                wrong += 1;
            }
            // The CPU clock ticks too coarsely for the quick problems: the rate of a row is by
            // the wall clock.
            #[expect(
                clippy::cast_precision_loss,
                reason = "node counts stay far below 2^52, where f64 would start to round"
            )]
            let rate = solution.nodes as f64 / time.as_secs_f64().max(1e-9) / 1e6;
            println!(
                "{:>4} {:>3} {:>+6} {:>+6} {:>5} {:>12} {:>9.3} {:>9.3} {:>7.1}{}",
                i + 1,
                empties,
                listed,
                solution.score,
                solution.best.map_or("pass".to_owned(), square_name),
                solution.nodes,
                time.as_secs_f64(),
                cpu.as_secs_f64(),
                rate,
                if ok_score && ok_move { "" } else { "  WRONG" }
            );
        }
    }
    #[expect(
        clippy::cast_precision_loss,
        reason = "node counts stay far below 2^52, where f64 would start to round"
    )]
    let rate = total_nodes as f64 / total_cpu.as_secs_f64().max(1e-9) / 1e6;
    println!(
        "total {:.3} s ({:.3} s of CPU), {total_nodes} nodes, {rate:.1} M nodes per CPU second, \
         {wrong} wrong",
        total_time.as_secs_f64(),
        total_cpu.as_secs_f64()
    );
    if wrong == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
