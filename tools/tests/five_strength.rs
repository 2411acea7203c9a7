//! A small arena for the five-in-a-row bots, to measure strength before the real arena binary
//! exists: plays games between two named bots, colours alternated, each opening played twice
//! (once with each bot as black), and prints the score.
//!
//! ```text
//! FIVE_GAME=gomoku FIVE_RULE=freestyle FIVE_A=hard FIVE_B=combos FIVE_GAMES=20 \
//! FIVE_MS_A=1000 FIVE_MS_B=100 FIVE_THREADS=2 \
//!   cargo test -p boardroom-tools --release --test five_strength -- --ignored --nocapture
//! ```
//!
//! `FIVE_GAME` is `gomoku` or `hex_gomoku`; `FIVE_RULE` (gomoku) `freestyle`, `standard` or
//! `renju`. Openings: black's first stone on the centre, then one to three random stones within
//! two points of it, the same for both games of a pair. Score = (wins + draws / 2) / games for A.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use boardroom_engine::ai::five::{Engine, FiveGame};
use boardroom_engine::ai::{Bot, Budget, gomoku, hex_gomoku};
use boardroom_engine::{
    Game, Gomoku, GomokuConfig, GomokuRule, HexGomoku, HexGomokuConfig, Move, Point, Side,
};
use boardroom_tools::cpu::cpu_wait;
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

/// An environment variable, or a default.
fn env(name: &str, default: &str) -> String {
    std::env::var(name).unwrap_or_else(|_| default.to_owned())
}

/// The opening of game pair `pair`: stones near the centre, the same for both games.
fn opening<G: Game>(start: &G, pair: u64) -> G {
    let mut rng = SmallRng::seed_from_u64(1000 + pair);
    let mut game = start.clone();
    let centre = game.shape().center();
    game.play_unchecked(Move::Place(centre));
    let extra = rng.random_range(1..=3);
    let mut placed = 0;
    while placed < extra {
        let p = Point::new(
            centre.x + rng.random_range(-2..=2),
            centre.y + rng.random_range(-2..=2),
        );
        if game.is_legal(Move::Place(p)) {
            game.play_unchecked(Move::Place(p));
            placed += 1;
        }
    }
    game
}

/// Plays one game from `start`; gives the winner, and for each side the longest overrun of a
/// move's budget less the time the thread waited for a CPU during that move.
fn play<G: Game>(
    start: G,
    black: &mut dyn Bot<G>,
    white: &mut dyn Bot<G>,
    ms: [u64; 2],
    seed: u64,
) -> (Option<Side>, [Duration; 2], [Duration; 2]) {
    let stop = AtomicBool::new(false);
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut game = start;
    let mut longest = [Duration::ZERO; 2];
    let mut raw = [Duration::ZERO; 2];
    while !game.is_over() {
        let side = game.to_move();
        let t = Duration::from_millis(ms[side.index()]);
        let budget = Budget::new(t, &stop);
        let clock = Instant::now();
        let wait = cpu_wait();
        let bot: &mut dyn Bot<G> = if side == Side::Black {
            &mut *black
        } else {
            &mut *white
        };
        let m = bot.choose(&game, &budget, &mut rng).expect("a move");
        let late = clock.elapsed().saturating_sub(t);
        let own = late.saturating_sub(cpu_wait().saturating_sub(wait));
        longest[side.index()] = longest[side.index()].max(own);
        raw[side.index()] = raw[side.index()].max(late);
        assert!(
            game.is_legal(m),
            "{} played an illegal move {m}",
            bot.name()
        );
        game.play_unchecked(m);
    }
    let winner = game.outcome().and_then(|o| o.winner);
    if winner.is_none() && std::env::var("FIVE_SHOW").is_ok() {
        println!(
            "{}",
            boardroom_engine::render(game.shape(), |p| game.stone_at(p))
        );
        let moves: Vec<String> = game.history().iter().map(ToString::to_string).collect();
        println!("{}", moves.join(" "));
    }
    (winner, longest, raw)
}

/// A bot by name: the game's own names, or `x:KNOBS` for a tuned engine (see
/// `Engine::tuned`).
fn named<G: FiveGame>(name: &str, make: fn(&str) -> Option<Box<dyn Bot<G>>>) -> Box<dyn Bot<G>> {
    match name.strip_prefix("x:") {
        Some(knobs) => Box::new(Engine::tuned("tuned", knobs).expect("known knobs")),
        None => make(name).expect("a bot name"),
    }
}

/// Runs the match described by the environment for one game type.
fn run<G: FiveGame>(start: G, make: fn(&str) -> Option<Box<dyn Bot<G>>>) {
    let a = env("FIVE_A", "hard");
    let b = env("FIVE_B", "combos");
    let games: u64 = env("FIVE_GAMES", "10").parse().expect("a number");
    let ms_a: u64 = env("FIVE_MS_A", "1000").parse().expect("a number");
    let ms_b: u64 = env("FIVE_MS_B", "1000").parse().expect("a number");
    let threads: usize = env("FIVE_THREADS", "2").parse().expect("a number");
    let next = Arc::new(AtomicUsize::new(0));
    let tally = Arc::new(Mutex::new((
        0_u64,
        0_u64,
        0_u64,
        Duration::ZERO,
        Duration::ZERO,
    )));
    let clock = Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..threads {
            let (next, tally, start, a, b) = (
                Arc::clone(&next),
                Arc::clone(&tally),
                start.clone(),
                a.clone(),
                b.clone(),
            );
            scope.spawn(move || {
                loop {
                    let g = next.fetch_add(1, Ordering::Relaxed) as u64;
                    if g >= games {
                        break;
                    }
                    let mut bot_a = named(&a, make);
                    let mut bot_b = named(&b, make);
                    let pos = opening(&start, g / 2);
                    // In even games A plays the side to move after the opening.
                    let a_first = g.is_multiple_of(2);
                    let a_side = if a_first {
                        pos.to_move()
                    } else {
                        pos.to_move().opponent()
                    };
                    let (winner, longest, raw) = if a_side == Side::Black {
                        play(pos, &mut *bot_a, &mut *bot_b, [ms_a, ms_b], g)
                    } else {
                        play(pos, &mut *bot_b, &mut *bot_a, [ms_b, ms_a], g)
                    };
                    let mut t = tally.lock().expect("tally");
                    match winner {
                        Some(w) if w == a_side => t.0 += 1,
                        Some(_) => t.2 += 1,
                        None => t.1 += 1,
                    }
                    t.3 = t.3.max(longest[a_side.index()]);
                    t.4 = t.4.max(raw[a_side.index()]);
                    println!(
                        "game {g}: A ({a}) as {a_side}: {}",
                        match winner {
                            Some(w) if w == a_side => "win",
                            Some(_) => "loss",
                            None => "draw",
                        }
                    );
                }
            });
        }
    });
    let (w, d, l, over, over_raw) = *tally.lock().expect("tally");
    let n = (w + d + l).max(1);
    #[expect(
        clippy::cast_precision_loss,
        reason = "game counts are far below 2^52, where f64 would start to round"
    )]
    let score = (w as f64 + d as f64 / 2.0) / n as f64;
    println!(
        "{a} ({ms_a} ms) vs {b} ({ms_b} ms): +{w} ={d} -{l} of {n}, score {:.1}%, A's worst overrun {over_raw:?} ({over:?} less CPU waits), {:.0} s",
        100.0 * score,
        clock.elapsed().as_secs_f64()
    );
}

#[test]
#[ignore = "a long match: run with --release --ignored"]
fn five_match() {
    match env("FIVE_GAME", "gomoku").as_str() {
        "hex_gomoku" => {
            let size = env("FIVE_SIZE", "8").parse().expect("a size");
            run(
                HexGomoku::new(&HexGomokuConfig { size }),
                hex_gomoku::by_name,
            );
        }
        _ => {
            let rule = GomokuRule::from_name(&env("FIVE_RULE", "freestyle")).unwrap_or_default();
            let size = env("FIVE_SIZE", "15").parse().expect("a size");
            run(Gomoku::new(&GomokuConfig { size, rule }), gomoku::by_name);
        }
    }
}

/// Prints what `hard` finds, how deep and how fast, along one self-play game.
#[test]
#[ignore = "diagnostics: run with --release --ignored --nocapture"]
fn five_depths() {
    use boardroom_engine::ai::Level;
    let ms: u64 = env("FIVE_MS_A", "1000").parse().expect("a number");
    let stop = AtomicBool::new(false);
    let mut rng = SmallRng::seed_from_u64(7);
    let mut engine = Engine::at(Level::Hard);
    let mut game = opening(&HexGomoku::new(&HexGomokuConfig { size: 8 }), 3);
    if env("FIVE_GAME", "gomoku") != "hex_gomoku" {
        let mut g = opening(&Gomoku::new(&GomokuConfig::default()), 3);
        while !g.is_over() && g.ply() < 40 {
            let clock = Instant::now();
            let budget = Budget::new(Duration::from_millis(ms), &stop);
            let r = engine.analyse(&g, &budget, &mut rng).expect("a move");
            println!(
                "ply {}: {} score {} depth {} nodes {} in {:?}",
                g.ply(),
                r.best,
                r.score,
                r.depth,
                r.nodes,
                clock.elapsed()
            );
            g.play_unchecked(Move::Place(r.best));
        }
        return;
    }
    while !game.is_over() && game.ply() < 40 {
        let clock = Instant::now();
        let budget = Budget::new(Duration::from_millis(ms), &stop);
        let r = engine.analyse(&game, &budget, &mut rng).expect("a move");
        println!(
            "ply {}: {} score {} depth {} nodes {} in {:?}",
            game.ply(),
            r.best,
            r.score,
            r.depth,
            r.nodes,
            clock.elapsed()
        );
        game.play_unchecked(Move::Place(r.best));
    }
}

/// Looks for slow answers: `hard` against `medium` on the hexagon, and every move that ends
/// more than 15 ms after its deadline is searched again three times and reported.
#[test]
#[ignore = "diagnostics: run with --release --ignored --nocapture"]
fn five_overruns() {
    use boardroom_engine::ai::Level;
    let ms: u64 = env("FIVE_MS_A", "300").parse().expect("a number");
    let stop = AtomicBool::new(false);
    for pair in 0..4 {
        let mut game = opening(&HexGomoku::new(&HexGomokuConfig { size: 8 }), pair);
        let mut hard = Engine::at(Level::Hard);
        let mut medium = Engine::at(Level::Medium);
        let mut rng = SmallRng::seed_from_u64(pair);
        while !game.is_over() {
            let budget = Budget::new(Duration::from_millis(ms), &stop);
            let clock = Instant::now();
            let engine = if game.ply() % 2 == 0 {
                &mut hard
            } else {
                &mut medium
            };
            let r = engine.analyse(&game, &budget, &mut rng).expect("a move");
            let late = clock.elapsed().saturating_sub(Duration::from_millis(ms));
            if late > Duration::from_millis(15) && game.ply() % 2 == 0 {
                let again: Vec<Duration> = (0..3)
                    .map(|_| {
                        let budget = Budget::new(Duration::from_millis(ms), &stop);
                        let clock = Instant::now();
                        let _ = Engine::at(Level::Hard).analyse(&game, &budget, &mut rng);
                        clock.elapsed().saturating_sub(Duration::from_millis(ms))
                    })
                    .collect();
                let moves: Vec<String> = game.history().iter().map(ToString::to_string).collect();
                println!("late {late:?} (again {again:?}) at {}", moves.join(" "));
            }
            game.play_unchecked(Move::Place(r.best));
        }
    }
}
