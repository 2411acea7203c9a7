//! A small NoGo match loop, to measure the bots before the arena binary does: plays games
//! between two bots with colours alternated and prints the score of the first.
//!
//! Ignored by default (it takes minutes). Run with, for instance:
//!
//! ```text
//! NOGO_A=hard NOGO_B=liberty NOGO_GAMES=100 NOGO_BUDGET_MS=1000 NOGO_THREADS=2 \
//!   cargo test -p boardroom-tools --release --test nogo_strength -- --ignored --nocapture
//! ```
//!
//! A bot is a name of `ai::nogo::by_name`, or `mcts` followed by `:key=value,...` overrides of
//! the hard settings (`c`, `rave`, `solver`, `bias`, `expand`, `prior`, `redraws`, `ms`), for tuning.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use boardroom_engine::ai::nogo::{Mcts, Policy, Settings, by_name};
use boardroom_engine::ai::{Bot, Budget};
use boardroom_engine::{Game, NoGo, NoGoConfig, Side};
use rand::SeedableRng;
use rand::rngs::SmallRng;

/// A setting from the environment, or `default`.
fn env_or<T: std::str::FromStr>(key: &str, default: T) -> T {
    std::env::var(key)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// The bot a name stands for.
fn make(name: &str) -> Box<dyn Bot<NoGo>> {
    let Some(rest) = name.strip_prefix("mcts") else {
        return by_name(name).unwrap_or_else(|| panic!("unknown bot {name}"));
    };
    let mut s = Settings::hard();
    for pair in rest
        .trim_start_matches(':')
        .split(',')
        .filter(|p| !p.is_empty())
    {
        let (key, value) = pair.split_once('=').expect("key=value");
        let number: f32 = value.parse().expect("a number");
        match key {
            "c" => s.exploration = number,
            "rave" => s.rave = number != 0.0,
            "solver" => s.solver = number != 0.0,
            "bias" => s.rave_bias = number,
            "expand" => s.expand_at = number as u32,
            "prior" => s.reserve_prior = number as u32,
            "redraws" if number == 0.0 => s.policy = Policy::Uniform,
            "redraws" => {
                s.policy = Policy::SpareReserve {
                    redraws: number as u8,
                }
            }
            "ms" => s.max_time = Some(Duration::from_millis(number as u64)),
            _ => panic!("unknown setting {key}"),
        }
    }
    Box::new(Mcts::new("mcts", s))
}

/// Plays one game; returns the winner.
fn play<'a>(
    black: &'a mut dyn Bot<NoGo>,
    white: &'a mut dyn Bot<NoGo>,
    budget_ms: u64,
    seed: u64,
) -> Side {
    let stop = AtomicBool::new(false);
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut game = NoGo::new(&NoGoConfig::default());
    loop {
        if let Some(outcome) = game.outcome() {
            return outcome.winner.expect("nogo has no draws");
        }
        let bot = match game.to_move() {
            Side::Black => &mut *black,
            Side::White => &mut *white,
        };
        let budget = Budget::new(Duration::from_millis(budget_ms), &stop);
        let asked = Instant::now();
        let m = bot.choose(&game, &budget, &mut rng).expect("a move");
        let late = asked
            .elapsed()
            .saturating_sub(Duration::from_millis(budget_ms));
        if late > Duration::from_millis(50) {
            // A loaded machine can hold a thread back; say so rather than fail the match.
            eprintln!("{} answered {late:?} after the deadline", bot.name());
        }
        game = game.play(m).expect("a legal move").0;
    }
}

#[test]
#[ignore = "a match of many games; run with --release --ignored"]
fn match_two_bots() {
    let a: String = env_or("NOGO_A", "hard".to_owned());
    let b: String = env_or("NOGO_B", "liberty".to_owned());
    let games: usize = env_or("NOGO_GAMES", 20);
    let budget_ms: u64 = env_or("NOGO_BUDGET_MS", 100);
    let threads: usize = env_or("NOGO_THREADS", 2);
    let seed: u64 = env_or("NOGO_SEED", 1);
    let next = Arc::new(AtomicUsize::new(0));
    // Wins of `a` as black, games as black, wins as white, games as white.
    let tally = Arc::new(Mutex::new([0usize; 4]));
    let start = Instant::now();
    let workers: Vec<_> = (0..threads)
        .map(|_| {
            let (a, b, next, tally) = (a.clone(), b.clone(), next.clone(), tally.clone());
            std::thread::spawn(move || {
                let (mut bot_a, mut bot_b) = (make(&a), make(&b));
                loop {
                    let g = next.fetch_add(1, Ordering::Relaxed);
                    if g >= games {
                        break;
                    }
                    let a_black = g % 2 == 0;
                    let winner = if a_black {
                        play(
                            &mut *bot_a,
                            &mut *bot_b,
                            budget_ms,
                            seed * 1_000_003 + g as u64,
                        )
                    } else {
                        play(
                            &mut *bot_b,
                            &mut *bot_a,
                            budget_ms,
                            seed * 1_000_003 + g as u64,
                        )
                    };
                    let a_side = if a_black { Side::Black } else { Side::White };
                    let mut t = tally.lock().expect("no panics while held");
                    let at = if a_black { 0 } else { 2 };
                    t[at + 1] += 1;
                    if winner == a_side {
                        t[at] += 1;
                    }
                    eprintln!(
                        "game {g}: {a} {} {}; {a} so far {}/{}",
                        if a_black { "black" } else { "white" },
                        if winner == a_side { "won" } else { "lost" },
                        t[0] + t[2],
                        t[1] + t[3]
                    );
                }
            })
        })
        .collect();
    for w in workers {
        w.join().expect("a worker finished");
    }
    let t = *tally.lock().expect("no panics while held");
    let wins = t[0] + t[2];
    println!(
        "{a} vs {b}: {wins}/{games} = {:.1}% ({a} as black {}/{}, as white {}/{}), budget {budget_ms} ms, {:.0} s",
        100.0 * wins as f64 / games.max(1) as f64,
        t[0],
        t[1],
        t[2],
        t[3],
        start.elapsed().as_secs_f64()
    );
}

#[test]
#[ignore = "a speed figure; run with --release --ignored"]
fn search_speed() {
    let playouts: u64 = env_or("NOGO_PLAYOUTS", 200_000);
    let name: String = env_or("NOGO_A", "mcts".to_owned());
    let stop = AtomicBool::new(false);
    let knobs: String = env_or("NOGO_KNOBS", String::new());
    let mut settings = Settings::hard().with_knobs(&knobs).expect("known knobs");
    settings.max_playouts = Some(playouts);
    if name.contains("uniform") {
        settings.policy = Policy::Uniform;
    }
    let mut bot = Mcts::new("speed", settings);
    let mut rng = SmallRng::seed_from_u64(3);
    let game = NoGo::new(&NoGoConfig::default());
    let budget = Budget::new(Duration::from_secs(600), &stop);
    bot.choose(&game, &budget, &mut rng).expect("a move");
    let report = bot.last_search();
    println!(
        "{} simulations in {:?}: {:.0}/s wall, {} edges",
        report.playouts,
        report.elapsed,
        report.playouts_per_second(),
        report.edges
    );
}

/// How much of each search the tree kept from the search before holds: a game of two `hard`
/// bots (each its own tree) at `NOGO_BUDGET_MS` a move, one line a move and a summary.
#[test]
#[ignore = "a figure of the kept tree; run with --release --ignored"]
fn kept_tree() {
    let budget_ms: u64 = env_or("NOGO_BUDGET_MS", 1000);
    let seed: u64 = env_or("NOGO_SEED", 7);
    let stop = AtomicBool::new(false);
    let mut bots = [0, 1].map(|_| Mcts::new("hard", Settings::hard()));
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut game = NoGo::new(&NoGoConfig::default());
    let (mut shares, mut full) = (Vec::new(), 0);
    while !game.is_over() {
        let bot = &mut bots[game.ply() % 2];
        let budget = Budget::new(Duration::from_millis(budget_ms), &stop);
        let m = bot.choose(&game, &budget, &mut rng).expect("a move");
        let r = bot.last_search();
        let share = r.kept as f64 / (r.kept + r.playouts).max(1) as f64;
        println!(
            "ply {}: {} simulations, {} kept ({:.0}%), {} edges",
            game.ply(),
            r.playouts,
            r.kept,
            100.0 * share,
            r.edges
        );
        // The moves that searched to the end of their time (not those cut short by a proof).
        if r.elapsed >= Duration::from_millis(budget_ms / 2) {
            shares.push(share);
            full += usize::from(r.edges >= Settings::hard().max_edges);
        }
        game = game.play(m).expect("legal").0;
    }
    shares.sort_by(f64::total_cmp);
    println!(
        "{} moves searched to the end of their time: kept share mean {:.1}%, median {:.1}%; \
         {full} of them reached the edge cap",
        shares.len(),
        100.0 * shares.iter().sum::<f64>() / shares.len().max(1) as f64,
        100.0 * shares.get(shares.len() / 2).copied().unwrap_or(0.0),
    );
}

#[test]
#[ignore = "a timing probe; run with --release --ignored"]
fn deadline_probe() {
    let budget_ms: u64 = env_or("NOGO_BUDGET_MS", 50);
    let games: usize = env_or("NOGO_GAMES", 4);
    let stop = AtomicBool::new(false);
    let mut bot = Mcts::new("probe", Settings::hard());
    let mut rng = SmallRng::seed_from_u64(5);
    let (mut worst_search, mut worst_total, mut moves) = (Duration::ZERO, Duration::ZERO, 0);
    for _ in 0..games {
        let mut game = NoGo::new(&NoGoConfig::default());
        while !game.is_over() {
            let budget = Budget::new(Duration::from_millis(budget_ms), &stop);
            let asked = Instant::now();
            let m = bot.choose(&game, &budget, &mut rng).expect("a move");
            let total = asked.elapsed();
            let search = bot.last_search().elapsed;
            let limit = Duration::from_millis(budget_ms);
            worst_search = worst_search.max(search.saturating_sub(limit));
            worst_total = worst_total.max(total.saturating_sub(limit));
            if total > limit + Duration::from_millis(20) {
                eprintln!("move {}: search {search:?}, total {total:?}", game.ply());
            }
            moves += 1;
            game = game.play(m).expect("legal").0;
        }
    }
    println!("{moves} moves: worst overrun {worst_search:?} in search, {worst_total:?} in all");
}
