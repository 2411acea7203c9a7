//! The engine never misses a forced win by continuous fours, and always blocks one.
//!
//! `tests/data/vcf.positions` holds positions of gomoku (freestyle, standard and renju) and of
//! hexagonal gomoku, each of one of two kinds:
//! - `win`: the side to move wins by continuous fours. `hard` must play a move that keeps the
//!   win: a five, or a four after whose forced block the side still has a VCF.
//! - `defend`: the opponent threatens a VCF (the side to move has none). `hard` must play a move
//!   after which the opponent, to move, has no VCF.
//!
//! Both checks use the VCF solver with no node limit and a generous time budget; `hard` plays
//! with its default budget of one second.
//!
//! Format, one position per `position` line:
//! ```text
//! position <name>
//! game <gomoku|hex_gomoku> [size=N] [rule=freestyle|standard|renju]
//! to_move <black|white>
//! expect <win|defend>
//! board
//! <rows as in the rule cases: X black, O white, . free>
//! ```
//! The board ends at the next blank line. The positions were made by `generate_positions`
//! below (self-play with the solver as the judge) and are checked by it.

use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use boardroom_engine::ai::five::{self, FiveGame};
use boardroom_engine::ai::{Bot, Budget, Level, gomoku, hex_gomoku};
use boardroom_engine::board::Shape;
use boardroom_engine::{
    Game, Gomoku, GomokuConfig, GomokuRule, HexGomoku, HexGomokuConfig, Move, Point, Setup, Side,
};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

/// How deep the checking solver goes.
const CHECK_DEPTH: u8 = 40;

/// A position of the file.
#[derive(Debug, Clone)]
struct Position {
    /// Its name.
    name: String,
    /// Hexagonal gomoku (true) or gomoku.
    hex: bool,
    /// The board size.
    size: u8,
    /// The gomoku rule.
    rule: GomokuRule,
    /// The side to move.
    to_move: Side,
    /// `win` or `defend`.
    expect: String,
    /// The board rows.
    board: String,
}

/// Reads the positions file.
fn positions() -> Vec<Position> {
    let text = include_str!("data/vcf.positions");
    let mut out = Vec::new();
    let mut current: Option<Position> = None;
    let mut in_board = false;
    for line in text.lines() {
        let line = line.trim_end();
        if line.trim_start().starts_with('#') {
            continue;
        }
        if in_board {
            if line.trim().is_empty() {
                in_board = false;
                out.extend(current.take());
            } else if let Some(p) = current.as_mut() {
                p.board.push_str(line);
                p.board.push('\n');
            }
            continue;
        }
        let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
        match word {
            "position" => {
                current = Some(Position {
                    name: rest.to_owned(),
                    hex: false,
                    size: 15,
                    rule: GomokuRule::Freestyle,
                    to_move: Side::Black,
                    expect: String::new(),
                    board: String::new(),
                });
            }
            "game" => {
                let p = current.as_mut().expect("a position first");
                let mut parts = rest.split_whitespace();
                p.hex = parts.next() == Some("hex_gomoku");
                p.size = if p.hex { 8 } else { 15 };
                for opt in parts {
                    match opt.split_once('=') {
                        Some(("size", n)) => p.size = n.parse().expect("a size"),
                        Some(("rule", "standard")) => p.rule = GomokuRule::Standard,
                        Some(("rule", "renju")) => p.rule = GomokuRule::Renju,
                        Some(("rule", "freestyle")) => p.rule = GomokuRule::Freestyle,
                        _ => panic!("unknown option {opt}"),
                    }
                }
            }
            "to_move" => {
                current.as_mut().expect("a position first").to_move = if rest == "white" {
                    Side::White
                } else {
                    Side::Black
                };
            }
            "expect" => current.as_mut().expect("a position first").expect = rest.to_owned(),
            "board" => in_board = true,
            "" => {}
            other => panic!("unknown line {other}"),
        }
    }
    out.extend(current.take());
    out
}

/// The VCF solver's verdict for the side to move, with a generous budget.
fn solver_wins<G: FiveGame>(game: &G) -> bool {
    let stop = AtomicBool::new(false);
    let budget = Budget::new(Duration::from_secs(20), &stop);
    let r = five::vcf(game, CHECK_DEPTH, &budget);
    assert!(!r.stopped, "the checking solver ran out of time");
    r.win.is_some()
}

/// Whether playing `m` keeps the side to move's win: a five, or a four whose forced block
/// leaves a VCF.
fn keeps_win<G: FiveGame>(game: &G, m: Move) -> bool {
    let me = game.to_move();
    let Ok((after, _)) = game.clone().play(m) else {
        return false;
    };
    if after.is_over() {
        return after.outcome().and_then(|o| o.winner) == Some(me);
    }
    // The opponent's only move that does not lose at once is the block; without one
    // (an open four), or when the block is refused (renju), the win stands.
    let mut blocks = Vec::new();
    let mut legal = Vec::new();
    after.legal_moves(&mut legal);
    for &reply in &legal {
        let (next, _) = after.clone().play(reply).expect("legal");
        let mut finishes = Vec::new();
        next.legal_moves(&mut finishes);
        let wins_now = finishes.iter().any(|&f| {
            let (end, _) = next.clone().play(f).expect("legal");
            end.outcome().and_then(|o| o.winner) == Some(me)
        });
        if !wins_now {
            blocks.push(next);
        }
    }
    blocks.iter().all(solver_wins)
}

/// Whether the opponent has no VCF after `m`.
fn defends<G: FiveGame>(game: &G, m: Move) -> bool {
    match game.clone().play(m) {
        Ok((after, _)) => after.is_over() || !solver_wins(&after),
        Err(_) => false,
    }
}

/// Checks every position of one board type and kind with `hard`, two at a time.
fn check(hex: bool, expect: &str) {
    let all: Vec<Position> = positions()
        .into_iter()
        .filter(|p| p.hex == hex && p.expect == expect)
        .collect();
    assert!(
        all.len() >= 30,
        "only {} {expect} positions for {}",
        all.len(),
        if hex { "hex" } else { "square" }
    );
    let queue = Arc::new(Mutex::new(all.clone()));
    let failures = Arc::new(Mutex::new(Vec::new()));
    let slowest = Arc::new(Mutex::new(Duration::ZERO));
    std::thread::scope(|scope| {
        for _ in 0..2 {
            let (queue, failures, slowest) = (
                Arc::clone(&queue),
                Arc::clone(&failures),
                Arc::clone(&slowest),
            );
            scope.spawn(move || {
                loop {
                    let Some(p) = queue.lock().expect("queue").pop() else {
                        break;
                    };
                    let clock = Instant::now();
                    let ok = if p.hex {
                        let game = hex_game(&p);
                        let m = hard_move(&game, hex_gomoku::bot(Level::Hard));
                        if expect == "win" {
                            keeps_win(&game, m)
                        } else {
                            defends(&game, m)
                        }
                    } else {
                        let game = square_game(&p);
                        let m = hard_move(&game, gomoku::bot(Level::Hard));
                        if expect == "win" {
                            keeps_win(&game, m)
                        } else {
                            defends(&game, m)
                        }
                    };
                    let mut s = slowest.lock().expect("slowest");
                    *s = (*s).max(clock.elapsed());
                    if !ok {
                        failures.lock().expect("failures").push(p.name.clone());
                    }
                }
            });
        }
    });
    let failures = failures.lock().expect("failures");
    assert!(failures.is_empty(), "hard failed on {failures:?}");
    println!(
        "{} {expect} positions: all passed, slowest check {:?}",
        all.len(),
        slowest.lock().expect("slowest")
    );
}

/// `hard`'s move with its default budget.
fn hard_move<G: Game>(game: &G, mut bot: Box<dyn Bot<G>>) -> Move {
    let stop = AtomicBool::new(false);
    let budget = Budget::new(
        Duration::from_millis(Level::Hard.default_budget_ms()),
        &stop,
    );
    let mut rng = SmallRng::seed_from_u64(1);
    bot.choose(game, &budget, &mut rng).expect("a move")
}

/// The gomoku game of a position.
fn square_game(p: &Position) -> Gomoku {
    let config = GomokuConfig {
        size: p.size,
        rule: p.rule,
    };
    let setup = Setup::parse(Shape::Square { size: p.size }, &p.board, p.to_move).expect("board");
    Gomoku::from_setup(&config, &setup).expect("a position")
}

/// The hexagonal gomoku game of a position.
fn hex_game(p: &Position) -> HexGomoku {
    let config = HexGomokuConfig { size: p.size };
    let setup = Setup::parse(Shape::Hex { size: p.size }, &p.board, p.to_move).expect("board");
    HexGomoku::from_setup(&config, &setup).expect("a position")
}

#[test]
fn square_wins_are_found() {
    check(false, "win");
}

#[test]
fn square_threats_are_blocked() {
    check(false, "defend");
}

#[test]
fn hex_wins_are_found() {
    check(true, "win");
}

#[test]
fn hex_threats_are_blocked() {
    check(true, "defend");
}

/// Every position is what it says: the solver finds the win, or the threat.
#[test]
fn positions_are_what_they_say() {
    for p in positions() {
        let (wins, threat) = if p.hex {
            let g = hex_game(&p);
            (solver_wins(&g), opponent_wins(&g))
        } else {
            let g = square_game(&p);
            (solver_wins(&g), opponent_wins(&g))
        };
        match p.expect.as_str() {
            "win" => assert!(wins, "{}: no win", p.name),
            "defend" => assert!(!wins && threat, "{}: not a threat to block", p.name),
            other => panic!("{}: unknown expectation {other}", p.name),
        }
    }
}

/// Whether the opponent of the side to move would have a VCF if it were its turn.
fn opponent_wins<G: FiveGame>(game: &G) -> bool {
    let mut setup = Setup {
        stones: game.stones(),
        to_move: game.to_move().opponent(),
    };
    setup.to_move = game.to_move().opponent();
    let flipped = G::from_setup(&game.config(), &setup).expect("same stones");
    solver_wins(&flipped)
}

/// Writes fresh positions to `$VCF_OUT`: self-play of `medium`-like engines with random
/// openings, keeping positions where the solver proves a VCF of two fours or more for the
/// side to move (`win`), or for the opponent while the side to move has none and `hard` finds
/// a defence (`defend`).
#[test]
#[ignore = "generates the data file: VCF_OUT=path cargo test --release --test vcf -- --ignored"]
fn generate_positions() {
    use std::fmt::Write as _;
    let path = std::env::var("VCF_OUT").expect("VCF_OUT");
    let want: usize = std::env::var("VCF_EACH")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(40);
    let mut out = String::from(
        "# Positions for tests/vcf.rs, made by its generate_positions; see there for the format.\n",
    );
    let mut made = 0;
    for (label, hex, rule) in [
        ("freestyle", false, GomokuRule::Freestyle),
        ("standard", false, GomokuRule::Standard),
        ("renju", false, GomokuRule::Renju),
        ("hex", true, GomokuRule::Freestyle),
    ] {
        // A third of the square positions for each rule; all hex ones from one type.
        let quota = if hex { want } else { want.div_ceil(3) };
        let mut counts = [0, 0];
        let mut seed = 0;
        while counts[0] < quota || counts[1] < quota {
            seed += 1;
            let found = if hex {
                harvest(
                    HexGomoku::new(&HexGomokuConfig { size: 8 }),
                    hex_gomoku::bot,
                    seed,
                )
            } else {
                harvest(
                    Gomoku::new(&GomokuConfig { size: 15, rule }),
                    gomoku::bot,
                    seed,
                )
            };
            for (kind, setup) in found {
                let k = usize::from(kind == "defend");
                if counts[k] >= quota {
                    continue;
                }
                counts[k] += 1;
                made += 1;
                let shape = if hex {
                    Shape::Hex { size: 8 }
                } else {
                    Shape::Square { size: 15 }
                };
                let stone = |p: Point| {
                    if setup.stones.black.contains(&p) {
                        Some(Side::Black)
                    } else if setup.stones.white.contains(&p) {
                        Some(Side::White)
                    } else {
                        None
                    }
                };
                let game = if hex {
                    "hex_gomoku".to_owned()
                } else {
                    format!("gomoku rule={label}")
                };
                let _ = write!(
                    out,
                    "\nposition {label} {kind} {}\ngame {game}\nto_move {}\nexpect {kind}\nboard\n{}",
                    counts[k],
                    setup.to_move,
                    boardroom_engine::render(shape, stone)
                );
            }
            println!("{label}: seed {seed}, {counts:?}");
        }
    }
    std::fs::write(&path, out).expect("write");
    println!("{made} positions written to {path}");
}

/// Plays one randomised game and gives the interesting positions met on the way.
fn harvest<G: FiveGame>(
    start: G,
    bots: fn(Level) -> Box<dyn Bot<G>>,
    seed: u64,
) -> Vec<(&'static str, Setup)> {
    let stop = AtomicBool::new(false);
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut game = start;
    let mut bot = bots(Level::Medium);
    let mut found: Vec<(&'static str, Setup)> = Vec::new();
    let centre = game.shape().center();
    game.play_unchecked(Move::Place(centre));
    let mut last_found = 0;
    while !game.is_over() && found.len() < 2 {
        let quick = Budget::new(Duration::from_millis(20), &stop);
        if game.ply() >= 8 && game.ply() >= last_found + 6 {
            let setup = Setup {
                stones: game.stones(),
                to_move: game.to_move(),
            };
            let deep = Budget::new(Duration::from_secs(5), &stop);
            let mine = five::vcf(&game, CHECK_DEPTH, &deep);
            let shallow = five::vcf(&game, 1, &deep);
            if mine.win.is_some() && shallow.win.is_none() {
                found.push(("win", setup.clone()));
                last_found = game.ply();
            } else if mine.win.is_none() && !mine.stopped {
                let flipped = G::from_setup(
                    &game.config(),
                    &Setup {
                        stones: setup.stones.clone(),
                        to_move: game.to_move().opponent(),
                    },
                )
                .expect("same stones");
                let theirs = five::vcf(&flipped, CHECK_DEPTH, &deep);
                let theirs_short = five::vcf(&flipped, 1, &deep);
                if theirs.win.is_some() && theirs_short.win.is_none() {
                    let m = hard_move(&game, bots(Level::Hard));
                    if defends(&game, m) {
                        found.push(("defend", setup.clone()));
                        last_found = game.ply();
                    }
                }
            }
        }
        // Mostly the engine's move, sometimes a random one near the last stones, so that games
        // differ and threats get left on the board.
        let random = rng.random_range(0..3) == 0;
        let m = if random {
            let mut legal = Vec::new();
            game.legal_moves(&mut legal);
            let near: Vec<Move> = legal
                .into_iter()
                .filter(|m| {
                    let p = m.point().expect("a place");
                    game.history().iter().rev().take(4).any(|h| {
                        let q = h.point().expect("a place");
                        (i16::from(p.x) - i16::from(q.x)).abs() <= 2
                            && (i16::from(p.y) - i16::from(q.y)).abs() <= 2
                    })
                })
                .collect();
            if near.is_empty() {
                bot.choose(&game, &quick, &mut rng).expect("a move")
            } else {
                near[rng.random_range(0..near.len())]
            }
        } else {
            bot.choose(&game, &quick, &mut rng).expect("a move")
        };
        game.play_unchecked(m);
    }
    found
}
