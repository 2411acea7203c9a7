//! The five-in-a-row AI's speed: the time the VCF solver takes to find the win in each test
//! position of `tests/data/vcf.positions` (square and hex), the time to prove the threat in the
//! must-defend positions (the opponent's VCF), and the main search's nodes per second.
//!
//! `cargo bench -p boardroom-engine --bench five_ai -- --quick`

use std::hint::black_box;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use boardroom_engine::ai::Budget;
use boardroom_engine::ai::Level;
use boardroom_engine::ai::five::{self, Engine, FiveGame};
use boardroom_engine::board::Shape;
use boardroom_engine::{
    Game, Gomoku, GomokuConfig, GomokuRule, HexGomoku, HexGomokuConfig, Setup, Side,
};
use criterion::{Criterion, criterion_group, criterion_main};
use rand::SeedableRng;
use rand::rngs::SmallRng;

/// One test position: the game and whether the side to move wins (or must defend).
enum Position {
    /// A gomoku position.
    Square(Gomoku, bool),
    /// A hexagonal gomoku position.
    Hex(HexGomoku, bool),
}

/// Reads the test positions (see `tests/vcf.rs` for the format). A defend position is turned
/// round, so that its side to move is the one with the VCF.
fn positions() -> Vec<Position> {
    let text = include_str!("../tests/data/vcf.positions");
    let mut out = Vec::new();
    for block in text.split("\nposition ").skip(1) {
        let mut lines = block.lines();
        let _name = lines.next();
        let game = lines.next().unwrap_or_default();
        let to_move = if lines.next().unwrap_or_default().ends_with("white") {
            Side::White
        } else {
            Side::Black
        };
        let win = lines.next().unwrap_or_default().ends_with("win");
        let _board = lines.next();
        let rows: String = lines.collect::<Vec<_>>().join("\n");
        let side = if win { to_move } else { to_move.opponent() };
        if game.starts_with("game hex_gomoku") {
            let setup = Setup::parse(Shape::Hex { size: 8 }, &rows, side).expect("a board");
            let config = HexGomokuConfig { size: 8 };
            out.push(Position::Hex(
                HexGomoku::from_setup(&config, &setup).expect("a position"),
                win,
            ));
        } else {
            let rule = if game.contains("renju") {
                GomokuRule::Renju
            } else if game.contains("standard") {
                GomokuRule::Standard
            } else {
                GomokuRule::Freestyle
            };
            let setup = Setup::parse(Shape::Square { size: 15 }, &rows, side).expect("a board");
            let config = GomokuConfig { size: 15, rule };
            out.push(Position::Square(
                Gomoku::from_setup(&config, &setup).expect("a position"),
                win,
            ));
        }
    }
    out
}

/// Solves one position's VCF.
fn solve<G: FiveGame>(game: &G) -> u64 {
    let stop = AtomicBool::new(false);
    let budget = Budget::new(Duration::from_secs(10), &stop);
    let r = five::vcf(game, 40, &budget);
    assert!(r.win.is_some(), "every position has a VCF for its attacker");
    r.nodes
}

/// Times the solver over one set of positions.
fn vcf_set(c: &mut Criterion, name: &str, hex: bool, win: bool) {
    let set: Vec<Position> = positions()
        .into_iter()
        .filter(|p| match p {
            Position::Square(_, w) => !hex && *w == win,
            Position::Hex(_, w) => hex && *w == win,
        })
        .collect();
    let mut nodes = 0;
    let mut slowest = Duration::ZERO;
    for p in &set {
        let clock = Instant::now();
        nodes += match p {
            Position::Square(g, _) => solve(g),
            Position::Hex(g, _) => solve(g),
        };
        slowest = slowest.max(clock.elapsed());
    }
    println!(
        "{name}: {} positions, {nodes} VCF nodes in all, slowest {slowest:?}",
        set.len()
    );
    c.bench_function(name, |b| {
        b.iter(|| {
            for p in &set {
                black_box(match p {
                    Position::Square(g, _) => solve(g),
                    Position::Hex(g, _) => solve(g),
                });
            }
        });
    });
}

fn vcf_times(c: &mut Criterion) {
    vcf_set(c, "vcf/square/win (all positions)", false, true);
    vcf_set(c, "vcf/square/threat (all positions)", false, false);
    vcf_set(c, "vcf/hex/win (all positions)", true, true);
    vcf_set(c, "vcf/hex/threat (all positions)", true, false);
}

/// The main search's speed: `hard` thinks 500 ms on each must-defend position's mirror (a
/// busy middle game), and the nodes per second are printed.
fn search_speed(_c: &mut Criterion) {
    let stop = AtomicBool::new(false);
    let mut rng = SmallRng::seed_from_u64(1);
    for (label, hex) in [("square", false), ("hex", true)] {
        let mut nodes = 0;
        let mut time = Duration::ZERO;
        let mut engine = Engine::at(Level::Hard);
        for p in positions().iter().take(200) {
            let clock = Instant::now();
            let budget = Budget::new(Duration::from_millis(200), &stop);
            let report = match p {
                Position::Square(g, false) if !hex => {
                    // The defender's view: the side that must find the defence.
                    let mut flipped = Setup {
                        stones: g.stones(),
                        to_move: g.to_move(),
                    };
                    flipped.to_move = g.to_move().opponent();
                    let g = Gomoku::from_setup(&g.config(), &flipped).expect("same stones");
                    engine.analyse(&g, &budget, &mut rng)
                }
                Position::Hex(g, false) if hex => {
                    let flipped = Setup {
                        stones: g.stones(),
                        to_move: g.to_move().opponent(),
                    };
                    let g = HexGomoku::from_setup(&g.config(), &flipped).expect("same stones");
                    engine.analyse(&g, &budget, &mut rng)
                }
                _ => continue,
            };
            time += clock.elapsed();
            nodes += report.map_or(0, |r| r.nodes);
        }
        println!(
            "search/{label}: {nodes} nodes in {time:?}: {:.0} nodes/s",
            nodes as f64 / time.as_secs_f64().max(1e-9)
        );
    }
}

criterion_group!(benches, search_speed, vcf_times);
criterion_main!(benches);
