//! `five_speed [--depth N] [--board square|hex] [--knobs KNOBS]`: the five-in-a-row engine's
//! search speed on a fixed amount of work, and a fingerprint of what it found.
//!
//! Every must-defend position of `server/engine/tests/data/vcf.positions` (36 on the square
//! board, 36 on the hexagon), seen from the defender's side, is searched by `hard` held to a
//! fixed depth (default 4) with no clock to stop it, each with a fresh engine. For each position
//! the move, score, depth and nodes are printed; then the nodes per second of CPU time of the
//! thread (steady on a shared machine, unlike the wall clock). A change that should only make
//! the search faster must leave every printed move and node count as they were. `--knobs`
//! changes more of `hard`'s knobs (`Engine::tuned`, e.g. `width=16`), to see what a change of
//! the search costs or saves at the same depth.

use std::process::ExitCode;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use boardroom_engine::ai::Budget;
use boardroom_engine::ai::five::{Engine, FiveGame};
use boardroom_engine::board::Shape;
use boardroom_engine::{
    Game, Gomoku, GomokuConfig, GomokuRule, HexGomoku, HexGomokuConfig, Setup, Side,
};
use boardroom_tools::cpu::cpu_time;
use clap::Parser;
use rand::SeedableRng;
use rand::rngs::SmallRng;

/// The test positions, one block each (see `server/engine/tests/vcf.rs` for the format).
const POSITIONS: &str = include_str!("../../../server/engine/tests/data/vcf.positions");

/// One must-defend position, turned so that the defender is to move.
enum Position {
    /// A gomoku position.
    Square(Gomoku),
    /// A hexagonal gomoku position.
    Hex(HexGomoku),
}

/// The must-defend positions, defender to move.
fn positions() -> Result<Vec<(String, Position)>, String> {
    let mut out = Vec::new();
    for block in POSITIONS.split("\nposition ").skip(1) {
        let mut lines = block.lines();
        let name = lines.next().unwrap_or_default().to_owned();
        let game = lines.next().unwrap_or_default();
        let to_move = if lines.next().unwrap_or_default().ends_with("white") {
            Side::White
        } else {
            Side::Black
        };
        if lines.next().unwrap_or_default().ends_with("win") {
            continue;
        }
        let _board = lines.next();
        let rows: String = lines.collect::<Vec<_>>().join("\n");
        let bad = |e| format!("position {name}: {e}");
        if game.starts_with("game hex_gomoku") {
            let setup = Setup::parse(Shape::Hex { size: 8 }, &rows, to_move).map_err(bad)?;
            let game = HexGomoku::from_setup(&HexGomokuConfig { size: 8 }, &setup)
                .map_err(|e| format!("position {name}: {e}"))?;
            out.push((name, Position::Hex(game)));
        } else {
            let rule = game
                .split_whitespace()
                .find_map(|w| w.strip_prefix("rule="))
                .and_then(GomokuRule::from_name)
                .unwrap_or_default();
            let setup = Setup::parse(Shape::Square { size: 15 }, &rows, to_move).map_err(bad)?;
            let game = Gomoku::from_setup(&GomokuConfig { size: 15, rule }, &setup)
                .map_err(|e| format!("position {name}: {e}"))?;
            out.push((name, Position::Square(game)));
        }
    }
    Ok(out)
}

/// Searches one position to `depth`; prints what was found and gives the nodes.
fn search<G: FiveGame>(name: &str, game: &G, knobs: &str) -> u64 {
    let stop = AtomicBool::new(false);
    let budget = Budget::new(Duration::from_secs(3600), &stop);
    let Some(mut engine) = Engine::tuned("fixed", knobs) else {
        return 0;
    };
    let mut rng = SmallRng::seed_from_u64(1);
    match engine.analyse(game, &budget, &mut rng) {
        Some(r) => {
            println!(
                "{name}: best {} score {} depth {} nodes {}",
                r.best, r.score, r.depth, r.nodes
            );
            r.nodes
        }
        None => {
            println!("{name}: over");
            0
        }
    }
}

/// What the command line asks for.
#[derive(Debug, Parser)]
#[command(about = "The five-in-a-row engine's search speed on a fixed amount of work.")]
struct Args {
    /// The depth every position is searched to.
    #[arg(long, default_value_t = 4)]
    depth: u32,
    /// Only this board: square or hex (default both).
    #[arg(long, value_parser = ["square", "hex"])]
    board: Option<String>,
    /// More of `hard`'s knobs, e.g. `width=16`.
    #[arg(long, default_value = "")]
    knobs: String,
}

fn main() -> ExitCode {
    let Args {
        depth,
        board,
        knobs: extra,
    } = Args::parse();
    let mut boards = vec!["square", "hex"];
    if let Some(board) = board {
        boards.retain(|&b| b == board);
    }
    let knobs = format!("depth={depth},{extra}");
    if Engine::tuned("fixed", &knobs).is_none() {
        eprintln!("five_speed: unknown knobs {extra:?}");
        return ExitCode::from(2);
    }
    let all = match positions() {
        Ok(all) => all,
        Err(why) => {
            eprintln!("five_speed: {why}");
            return ExitCode::FAILURE;
        }
    };
    for board in boards {
        let cpu = cpu_time();
        let clock = Instant::now();
        let mut nodes = 0;
        for (name, p) in &all {
            nodes += match (p, board) {
                (Position::Square(g), "square") => search(name, g, &knobs),
                (Position::Hex(g), "hex") => search(name, g, &knobs),
                _ => continue,
            };
        }
        let wall = clock.elapsed().as_secs_f64();
        match cpu.zip(cpu_time()) {
            Some((before, after)) => {
                let used = (after - before).as_secs_f64().max(1e-9);
                println!(
                    "{board}: depth {depth}, {nodes} nodes, {used:.2} s of CPU ({wall:.2} s wall): \
                     {:.0} nodes per CPU second",
                    nodes as f64 / used
                );
            }
            None => println!(
                "{board}: depth {depth}, {nodes} nodes in {wall:.2} s wall: {:.0} nodes/s",
                nodes as f64 / wall.max(1e-9)
            ),
        }
    }
    ExitCode::SUCCESS
}
