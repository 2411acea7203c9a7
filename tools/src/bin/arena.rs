//! `arena`: plays two bots against each other and measures the difference in strength.
//!
//! ```text
//! arena --game reversi --a hard --b roxanne [--games 200] [--budget-ms 100] [--b-times 4]
//!       [--threads 2] [--seed 1] [--openings set|random] [--opening-plies N] [--balanced]
//!       [--sprt ELO0,ELO1 [--alpha A] [--beta B]] [--rule renju] [--size 15] [--sgf DIR]
//!       [--quiet]
//! ```
//!
//! Games go in pairs: both games of a pair start from the same opening, with A as black in the
//! first and as white in the second, so neither the opening nor the first move favours a side.
//! The openings are a few random legal moves from a seeded generator, or with `--openings set`
//! the engine's built-in openings for the game, in turn: the set's first round as it stands
//! whatever the seed, each later round with two more plies from the seed, so runs under
//! different seeds share their first round. With `--balanced` random plies are kept
//! only when the game's `hard` bot, thinking 100 ms, sees neither side clearly ahead. The
//! result is A's wins, draws and losses, its score `(wins + draws / 2) / games`, and the Elo
//! difference that score implies with its 95% interval, read from the pairs (the two games of
//! a pair are not independent: `boardroom_tools::tally`). A five-in-a-row game stops, drawn, as
//! soon as no five can be made any more (`ai::five::dead_drawn`), rather than fill the board.
//!
//! `--sprt ELO0,ELO1` plays until a sequential test over the pairs decides between "A is ELO0
//! stronger than B" (H0) and "A is ELO1 stronger" (H1), with error rates `--alpha` and `--beta` (5%
//! each), from the built-in openings (unless `--openings random`) with balanced random plies;
//! `--games` is then the most it plays (default 20 000). `--rule` (gomoku: freestyle, standard,
//! renju, caro) and `--size` set the game's options as a room would. Bots are found by name through
//! each game's `ai::<game>::by_name`, or as `PATH@NAME`: bot `NAME` of the `serve_bot` program at
//! `PATH`, built from another commit (so that a change plays against the engine as it was), or for
//! gomoku and hex gomoku as `x:KNOBS`: `hard` with some knobs changed (`Engine::tuned`, e.g.
//! `x:width=16,vct=400000`); without `--budget-ms`, each side thinks for its own default (a level's
//! default budget, 3 s for the UCT baselines as in the seed programs, 1 s for anything else).
//! `--b-times N` gives B N times that: a bot against itself with more time is a reference stronger
//! by a known handicap.

use std::collections::HashMap;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use boardroom_engine::ai::five::{Engine, FiveGame, dead_drawn};
use boardroom_engine::ai::{self, Bot, Budget, Level};
use boardroom_engine::sgf::{SgfInfo, to_sgf};
use boardroom_engine::{
    Config, Game, GameKind, Gomoku, HexGomoku, Move, NoGo, Options, Reversi, Side, openings,
};
use boardroom_tools::cpu::cpu_wait;
use boardroom_tools::external::{self, ExternalBot};
use boardroom_tools::openings::OpeningBook;
use boardroom_tools::sprt::{Decision, Sprt};
use boardroom_tools::tally::{Pairs, Tally, Verdict, elo, show_elo};
use clap::Parser;
use rand::SeedableRng;
use rand::rngs::SmallRng;

/// How long the judge of `--balanced` thinks about an opening.
const JUDGE_TIME: Duration = Duration::from_millis(100);

/// The most games a sequential test plays unless `--games` says otherwise.
const SPRT_GAMES: usize = 20_000;

/// The longest game the arena lets run; a game still going after it is scored a draw.
const MAX_PLIES: usize = 1000;

/// How late a move may come before the arena reports it: the engines promise to answer within
/// 50 ms of their deadline.
const LATE: Duration = Duration::from_millis(50);

/// What the command line asks for.
#[derive(Debug, Clone)]
struct Args {
    /// The game.
    kind: GameKind,
    /// Bot A's name.
    a: String,
    /// Bot B's name.
    b: String,
    /// Games to play (rounded up to an even number); with a sequential test, the most to play.
    games: usize,
    /// Thinking time for both sides, overriding their defaults.
    budget_ms: Option<u64>,
    /// How many times A's thinking time B gets: a time-odds reference is the same bot given
    /// more time.
    b_times: u32,
    /// Games played at once.
    threads: usize,
    /// The seed of the openings and of the bots' randomness.
    seed: u64,
    /// Random plies that open each pair of games.
    opening_plies: Option<usize>,
    /// Whether openings are kept only when judged balanced.
    balanced: bool,
    /// Whether games start from the engine's built-in openings rather than from random plies.
    built_in: Option<bool>,
    /// The sequential test that decides when to stop, if any.
    sprt: Option<Sprt>,
    /// The game's options (`--rule`, `--size`), checked as a room's are.
    options: Options,
    /// Where to write every game as SGF.
    sgf: Option<PathBuf>,
    /// No progress bar.
    quiet: bool,
}

/// The command line as written: [`Args`] is what it asks for once checked.
#[derive(Debug, Parser)]
#[command(about = "Plays two bots against each other and measures the difference in strength.")]
struct Cli {
    /// The game: gomoku, reversi, nogo or hex_gomoku.
    #[arg(long)]
    game: GameKind,
    /// Bot A: a name of the game's bots, PATH@NAME, or for gomoku x:KNOBS.
    #[arg(long)]
    a: String,
    /// Bot B, named the same ways.
    #[arg(long)]
    b: String,
    /// Games to play, rounded up to an even number (default 200); with --sprt, the most to play
    /// (default 20 000).
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
    games: Option<u64>,
    /// Thinking time a move for both sides, instead of each one's default.
    #[arg(long)]
    budget_ms: Option<u64>,
    /// B thinks N times as long as its budget: `--a hard --b hard --b-times 4` measures `hard`
    /// against itself at four times the time.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=1000))]
    b_times: u32,
    /// Games played at once.
    #[arg(long, default_value_t = 1)]
    threads: usize,
    /// The seed of the openings and of the bots' randomness.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Where games start: the engine's built-in openings (set) or random plies (random).
    #[arg(long, value_enum)]
    openings: Option<Openings>,
    /// Random plies that open each pair of games.
    #[arg(long)]
    opening_plies: Option<usize>,
    /// Keep random openings only when `hard` sees neither side clearly ahead.
    #[arg(long)]
    balanced: bool,
    /// Play until a sequential test decides between A ELO0 and ELO1 stronger than B.
    #[arg(long, value_name = "ELO0,ELO1", value_parser = hypotheses, allow_hyphen_values = true)]
    sprt: Option<(f64, f64)>,
    /// The sequential test's chance of accepting H1 when H0 holds.
    #[arg(long, default_value_t = 0.05)]
    alpha: f64,
    /// The sequential test's chance of accepting H0 when H1 holds.
    #[arg(long, default_value_t = 0.05)]
    beta: f64,
    /// The gomoku rule: freestyle, standard, renju or caro.
    #[arg(long)]
    rule: Option<String>,
    /// The board's size, as a room would set it.
    #[arg(long)]
    size: Option<i64>,
    /// Write every game as SGF into this folder.
    #[arg(long, alias = "pgn")]
    sgf: Option<PathBuf>,
    /// No progress bar.
    #[arg(long)]
    quiet: bool,
}

/// Where games start.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum Openings {
    /// The engine's built-in openings for the game, in turn.
    Set,
    /// A few random legal plies.
    Random,
}

/// `--sprt`'s two Elo differences.
fn hypotheses(value: &str) -> Result<(f64, f64), String> {
    let (e0, e1) = value
        .split_once(',')
        .ok_or_else(|| format!("{value:?} is not ELO0,ELO1"))?;
    let elo = |e: &str| {
        e.trim()
            .parse::<f64>()
            .map_err(|_| format!("{e:?} is not a number"))
    };
    Ok((elo(e0)?, elo(e1)?))
}

impl Cli {
    /// What the command line asks for, with the defaults that depend on other flags.
    fn settle(self) -> Result<Args, String> {
        let mut args = Args {
            kind: self.game,
            a: self.a,
            b: self.b,
            games: 0,
            budget_ms: self.budget_ms,
            b_times: self.b_times,
            threads: self.threads.max(1),
            seed: self.seed,
            opening_plies: self.opening_plies,
            balanced: self.balanced,
            built_in: self.openings.map(|o| o == Openings::Set),
            sprt: None,
            options: Options {
                rule: self.rule,
                size: self.size,
                ..Options::default()
            },
            sgf: self.sgf,
            quiet: self.quiet,
        };
        if let Some((elo0, elo1)) = self.sprt {
            let sprt = Sprt::with_rates(elo0, elo1, self.alpha, self.beta)
                .map_err(|e| format!("--sprt: {e}"))?;
            args.sprt = Some(sprt);
            args.balanced = true;
            args.built_in.get_or_insert(true);
        }
        let games = self
            .games
            .map_or(if args.sprt.is_some() { SPRT_GAMES } else { 200 }, |g| {
                usize::try_from(g).unwrap_or(usize::MAX)
            });
        args.games = games + games % 2;
        Ok(args)
    }
}

/// Random plies that open each pair of games, by game: enough to vary the games without
/// spoiling them.
fn default_opening_plies(kind: GameKind) -> usize {
    match kind {
        GameKind::Reversi | GameKind::NoGo => 6,
        GameKind::Gomoku | GameKind::HexGomoku => 2,
    }
}

/// A bot's thinking time when the command line does not set one.
fn default_budget_ms(name: &str) -> u64 {
    let name = external::split_name(name).map_or(name, |(_, bot)| bot);
    match name.parse::<Level>() {
        Ok(level) => level.default_budget_ms(),
        Err(_) if name.starts_with("uct") => 3000,
        Err(_) => 1000,
    }
}

/// One finished game.
#[derive(Debug)]
struct Record {
    /// Its number, from 0.
    index: usize,
    /// A's colour.
    a_side: Side,
    /// The result for A.
    verdict: Verdict,
    /// Moves played, opening included.
    plies: usize,
    /// The longest time each bot (A, B) took for a move.
    longest: [Duration; 2],
    /// The time each bot (A, B) spent in all.
    spent: [Duration; 2],
    /// Moves each bot (A, B) chose.
    moves: [usize; 2],
    /// Moves each bot (A, B) made more than [`LATE`] after its deadline, and of those, how many
    /// were late by less than the time the thread spent waiting for a CPU.
    late: [(usize, usize); 2],
    /// A problem worth reporting: an illegal move, a bot without an answer, a game too long.
    note: Option<String>,
    /// The game as SGF, when asked for.
    sgf: Option<String>,
    /// Whether the match ended while the game was being played: it does not count.
    cancelled: bool,
    /// Whether the game stopped, drawn, because no side could win any more.
    dead: bool,
}

/// Finds a bot by name.
type Finder<G> = Box<dyn Fn(&str) -> Option<Box<dyn Bot<G>>> + Sync>;

/// Finds bots by name: `PATH@NAME` is bot `NAME` served by the program at `PATH` (a
/// `serve_bot` built from another commit), anything else one of the engine's bots.
fn finder<G: Game + 'static>(
    kind: GameKind,
    options: &Options,
    by_name: fn(&str) -> Option<Box<dyn Bot<G>>>,
) -> Finder<G> {
    let options = options.clone();
    Box::new(move |name: &str| match external::split_name(name) {
        Some((program, bot)) => ExternalBot::start(name, program, bot, kind, &options)
            .map(|b| Box::new(b) as Box<dyn Bot<G>>),
        None => by_name(name),
    })
}

/// Everything a worker needs to play games.
struct Match<G: Game> {
    /// The command line.
    args: Args,
    /// The game's set-up.
    config: G::Config,
    /// The game's bots by name: the engine's, and those of other programs (see
    /// [`boardroom_tools::external`]).
    by_name: Finder<G>,
    /// Thinking time of A and B.
    budgets: [Duration; 2],
    /// Where the openings come from.
    book: OpeningBook,
    /// Set when the match is decided: games under way stop, and no new one starts.
    cancel: AtomicBool,
    /// Whether a position can only end drawn: the game stops there, a draw.
    dead: fn(&G) -> bool,
}

impl<G: Game> Match<G> {
    /// Plays game `index`: A is black in even games, white in odd ones.
    fn play(&self, index: usize) -> Record {
        let a_side = if index.is_multiple_of(2) {
            Side::Black
        } else {
            Side::White
        };
        let mut game = self
            .book
            .opening(&self.config, index / 2, || (self.by_name)("hard"));
        let names = [self.args.a.as_str(), self.args.b.as_str()];
        let mut bots = names.map(|n| (self.by_name)(n));
        let mut rng = SmallRng::seed_from_u64(
            self.args
                .seed
                .wrapping_add(index as u64 + 1)
                .wrapping_mul(0xd134_2543_de82_ef95),
        );
        let mut record = Record {
            index,
            a_side,
            verdict: Verdict::Draw,
            plies: 0,
            longest: [Duration::ZERO; 2],
            spent: [Duration::ZERO; 2],
            moves: [0; 2],
            late: [(0, 0); 2],
            note: None,
            sgf: None,
            cancelled: false,
            dead: false,
        };
        let mut forfeit = None;
        while !game.is_over() {
            if self.cancel.load(Ordering::Relaxed) {
                record.cancelled = true;
                return record;
            }
            if (self.dead)(&game) {
                record.dead = true;
                break;
            }
            if game.ply() >= MAX_PLIES {
                record.note = Some(format!("game {index} stopped after {MAX_PLIES} plies"));
                break;
            }
            // Seat 0 is A, seat 1 is B.
            let seat = usize::from(game.to_move() != a_side);
            let Some(bot) = bots[seat].as_mut() else {
                forfeit = Some(seat);
                break;
            };
            let budget = Budget::new(self.budgets[seat], &self.cancel);
            let waited_before = cpu_wait();
            let started = Instant::now();
            let choice = bot.choose(&game, &budget, &mut rng);
            let took = started.elapsed();
            let waited = cpu_wait().saturating_sub(waited_before);
            record.longest[seat] = record.longest[seat].max(took);
            let late = took.saturating_sub(self.budgets[seat]);
            if late > LATE {
                record.late[seat].0 += 1;
                if late.saturating_sub(waited) <= LATE {
                    record.late[seat].1 += 1;
                }
            }
            if late > LATE && record.note.is_none() {
                record.note = Some(format!(
                    "game {index}: {} took {} ms at ply {}, {} ms over its budget ({} ms of it \
                     waiting for a CPU)",
                    names[seat],
                    took.as_millis(),
                    game.ply(),
                    late.as_millis(),
                    waited.as_millis()
                ));
            }
            record.spent[seat] += took;
            record.moves[seat] += 1;
            match choice {
                Some(m) if game.is_legal(m) => {
                    game.play_unchecked(m);
                }
                other => {
                    record.note = Some(format!(
                        "game {index}: {} answered {other:?} at ply {}, an illegal move: it loses",
                        names[seat],
                        game.ply()
                    ));
                    forfeit = Some(seat);
                    break;
                }
            }
        }
        record.plies = game.ply();
        record.verdict = match forfeit {
            Some(0) => Verdict::Loss,
            Some(_) => Verdict::Win,
            None => match game.outcome().and_then(|o| o.winner) {
                Some(w) if w == a_side => Verdict::Win,
                Some(_) => Verdict::Loss,
                None => Verdict::Draw,
            },
        };
        if self.args.sgf.is_some() {
            let (black, white) = if a_side == Side::Black {
                (names[0], names[1])
            } else {
                (names[1], names[0])
            };
            let info = SgfInfo {
                black: Some(black.to_owned()),
                white: Some(white.to_owned()),
                result: forfeit
                    .map(|seat| {
                        let loser = if seat == 0 { a_side } else { a_side.opponent() };
                        format!("{}+F", if loser == Side::Black { 'W' } else { 'B' })
                    })
                    .or_else(|| record.dead.then(|| "0".to_owned())),
                date: None,
                time: None,
                source: None,
            };
            record.sgf = Some(to_sgf(&game, &info));
        }
        record
    }
}

/// A duration as `1m23s` or `12s`.
fn show_time(d: Duration) -> String {
    let s = d.as_secs();
    if s >= 3600 {
        format!("{}h{:02}m", s / 3600, s % 3600 / 60)
    } else if s >= 60 {
        format!("{}m{:02}s", s / 60, s % 60)
    } else {
        format!("{s}s")
    }
}

/// The sequential test's LLR: over the pairs, or over the games one by one while every pair
/// has scored alike (the pairs' spread is not known yet; the games' may be, as when every pair
/// split its two games, which says the sides are even).
fn paired_llr(sprt: &Sprt, pairs: &Pairs, games: &Tally) -> f64 {
    if pairs.variance() > 0.0 {
        sprt.llr(pairs)
    } else {
        sprt.llr(games)
    }
}

/// Draws the progress bar on stderr.
fn progress(total: usize, t: &Tally, pairs: &Pairs, sprt: Option<&Sprt>, started: Instant) {
    const WIDTH: usize = 30;
    let done = t.games();
    let elapsed = started.elapsed();
    let head = format!(
        "+{} ={} -{}  score {:.1}%",
        t.wins,
        t.draws,
        t.losses,
        100.0 * t.score()
    );
    if let Some(sprt) = sprt {
        let (lower, upper) = sprt.bounds();
        eprint!(
            "\r{done} games  {head}  LLR {:.2} ({lower:.2} .. {upper:.2})  {} elapsed   ",
            paired_llr(sprt, pairs, t),
            show_time(elapsed),
        );
        return;
    }
    let filled = done * WIDTH / total.max(1);
    let eta = if done > 0 {
        elapsed.mul_f64((total - done) as f64 / done as f64)
    } else {
        Duration::ZERO
    };
    eprint!(
        "\r[{}{}] {done}/{total}  {head}  {} elapsed, {} left   ",
        "#".repeat(filled),
        ".".repeat(WIDTH - filled),
        show_time(elapsed),
        show_time(eta),
    );
}

/// Plays the whole match and prints the report.
fn run<G: Game<Config: Sync> + 'static>(
    args: Args,
    whole_config: &Config,
    config: G::Config,
    by_name: fn(&str) -> Option<Box<dyn Bot<G>>>,
    dead: fn(&G) -> bool,
) -> ExitCode {
    let by_name = finder(args.kind, &args.options, by_name);
    for name in [&args.a, &args.b] {
        if by_name(name).is_none() {
            eprintln!("arena: no {} bot named {name:?}", args.kind);
            return ExitCode::from(2);
        }
    }
    if let Some(dir) = &args.sgf
        && let Err(e) = std::fs::create_dir_all(dir)
    {
        eprintln!("arena: cannot create {}: {e}", dir.display());
        return ExitCode::from(2);
    }
    let mut budgets = [&args.a, &args.b]
        .map(|n| Duration::from_millis(args.budget_ms.unwrap_or_else(|| default_budget_ms(n))));
    budgets[1] *= args.b_times;
    let opening_plies = args
        .opening_plies
        .unwrap_or_else(|| default_opening_plies(args.kind));
    let set: Vec<Vec<Move>> = if args.built_in == Some(true) {
        let shape = G::new(&config).shape();
        openings::for_matches(whole_config)
            .into_iter()
            .map(|o| o.moves(shape))
            .collect()
    } else {
        Vec::new()
    };
    let openings_said = if set.is_empty() {
        format!(
            "openings of {opening_plies} random plies{}",
            if args.balanced {
                " judged balanced"
            } else {
                ""
            }
        )
    } else {
        format!("the {} built-in openings", set.len())
    };
    let m = Match {
        args: args.clone(),
        config,
        by_name,
        budgets,
        book: OpeningBook {
            plies: opening_plies,
            seed: args.seed,
            judge_time: args.balanced.then_some(JUDGE_TIME),
            set,
        },
        cancel: AtomicBool::new(false),
        dead,
    };
    let mut decision = None;
    let started = Instant::now();
    let next = AtomicUsize::new(0);
    let (send, receive) = mpsc::channel::<Record>();
    let mut tally = Tally::default();
    // The pairs both of whose games are in, and the first game in of each pair still open.
    let mut pairs = Pairs::default();
    let mut halves: HashMap<usize, Verdict> = HashMap::new();
    let mut as_colour = [Tally::default(); 2];
    let mut longest = [Duration::ZERO; 2];
    let mut spent = [Duration::ZERO; 2];
    let mut moves = [0usize; 2];
    let mut late = [(0usize, 0usize); 2];
    let mut plies = 0;
    let mut dead_games = 0;
    let mut notes = Vec::new();
    let mut sgf_errors = 0;
    std::thread::scope(|scope| {
        for _ in 0..args.threads.min(args.games) {
            let send = send.clone();
            let (m, next) = (&m, &next);
            scope.spawn(move || {
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    if index >= m.args.games || m.cancel.load(Ordering::Relaxed) {
                        break;
                    }
                    if send.send(m.play(index)).is_err() {
                        break;
                    }
                }
            });
        }
        drop(send);
        if !args.quiet {
            progress(args.games, &tally, &pairs, args.sprt.as_ref(), started);
        }
        for record in receive {
            if record.cancelled || decision.is_some() {
                continue;
            }
            tally.add(record.verdict);
            match halves.remove(&(record.index / 2)) {
                Some(other) => pairs.add(other, record.verdict),
                None => {
                    halves.insert(record.index / 2, record.verdict);
                }
            }
            as_colour[record.a_side.index()].add(record.verdict);
            for seat in 0..2 {
                longest[seat] = longest[seat].max(record.longest[seat]);
                spent[seat] += record.spent[seat];
                moves[seat] += record.moves[seat];
                late[seat].0 += record.late[seat].0;
                late[seat].1 += record.late[seat].1;
            }
            plies += record.plies;
            dead_games += usize::from(record.dead);
            notes.extend(record.note);
            if let (Some(dir), Some(sgf)) = (&args.sgf, record.sgf) {
                let path = dir.join(format!("{}-{:04}.sgf", args.kind, record.index + 1));
                if std::fs::write(&path, sgf).is_err() {
                    sgf_errors += 1;
                }
            }
            if let Some(sprt) = &args.sprt {
                decision = sprt.verdict(paired_llr(sprt, &pairs, &tally));
                if decision.is_some() {
                    m.cancel.store(true, Ordering::Relaxed);
                }
            }
            if !args.quiet {
                progress(args.games, &tally, &pairs, args.sprt.as_ref(), started);
            }
        }
    });
    if !args.quiet {
        eprintln!();
    }
    for note in &notes {
        eprintln!("arena: {note}");
    }
    let show_budget = |d: Duration| format!("{} ms", d.as_millis());
    let mut game = args.kind.to_string();
    if let Some(rule) = &args.options.rule {
        game.push_str(&format!(" {rule}"));
    }
    if let Some(size) = args.options.size {
        game.push_str(&format!(" size {size}"));
    }
    println!(
        "{}: {} (A) vs {} (B), {} games, budget {} / {}, {}, seed {}, {} threads",
        game,
        args.a,
        args.b,
        tally.games(),
        show_budget(budgets[0]),
        show_budget(budgets[1]),
        openings_said,
        args.seed,
        args.threads
    );
    println!(
        "A: {} wins, {} draws, {} losses; score {:.1}% (as black {:.1}%, as white {:.1}%)",
        tally.wins,
        tally.draws,
        tally.losses,
        100.0 * tally.score(),
        100.0 * as_colour[0].score(),
        100.0 * as_colour[1].score(),
    );
    // The estimate reads the complete pairs (see `tally`), the games when none is.
    let (score, (lo, hi)) = if pairs.pairs() > 0 {
        (pairs.score(), pairs.score_interval())
    } else {
        (tally.score(), tally.score_interval())
    };
    println!(
        "Elo difference: {} (95% interval {} .. {}; score {:.1}% .. {:.1}%)",
        show_elo(elo(score)),
        show_elo(elo(lo)),
        show_elo(elo(hi)),
        100.0 * lo,
        100.0 * hi
    );
    let [none, half, one, one_half, two] = pairs.counts;
    println!(
        "pairs (both colours of an opening): {} complete, A took 0 / 1/2 / 1 / 3/2 / 2 points in {none} / {half} / {one} / {one_half} / {two}; their score {:.1}%",
        pairs.pairs(),
        100.0 * pairs.score(),
    );
    if let Some(sprt) = &args.sprt {
        let (lower, upper) = sprt.bounds();
        let verdict = match decision {
            Some(Decision::H1) => format!("H1 accepted: A is at least {:+} Elo", sprt.elo1),
            Some(Decision::H0) => format!("H0 accepted: A is at most {:+} Elo", sprt.elo0),
            None => format!("no decision after {} pairs", pairs.pairs()),
        };
        println!(
            "SPRT [{}, {}] (alpha {}, beta {}): LLR {:.2} (bounds {lower:.2} .. {upper:.2}); {verdict}",
            sprt.elo0,
            sprt.elo1,
            sprt.alpha,
            sprt.beta,
            paired_llr(sprt, &pairs, &tally),
        );
    }
    let average = |seat: usize| {
        spent[seat]
            .checked_div(u32::try_from(moves[seat]).unwrap_or(u32::MAX).max(1))
            .unwrap_or_default()
    };
    println!(
        "time a move: A {:.0} ms average, {:.0} ms longest; B {:.0} ms average, {:.0} ms longest; {:.1} plies a game; {} in all",
        average(0).as_secs_f64() * 1e3,
        longest[0].as_secs_f64() * 1e3,
        average(1).as_secs_f64() * 1e3,
        longest[1].as_secs_f64() * 1e3,
        plies as f64 / tally.games().max(1) as f64,
        show_time(started.elapsed()),
    );
    if dead_games > 0 {
        println!("{dead_games} drawn games stopped when neither side could make a five any more");
    }
    if late[0].0 + late[1].0 > 0 {
        println!(
            "late by over {} ms: A {} moves ({} of them by waiting for a CPU), B {} moves ({})",
            LATE.as_millis(),
            late[0].0,
            late[0].1,
            late[1].0,
            late[1].1
        );
    }
    if let Some(dir) = &args.sgf {
        println!("games written to {}", dir.display());
        if sgf_errors > 0 {
            eprintln!("arena: {sgf_errors} games could not be written");
        }
    }
    ExitCode::SUCCESS
}

fn main() -> ExitCode {
    let args = match Cli::parse().settle() {
        Ok(args) => args,
        Err(why) => {
            eprintln!("arena: {why}");
            return ExitCode::from(2);
        }
    };
    let config = match Config::validate(args.kind, &args.options) {
        Ok(config) => config,
        Err(why) => {
            eprintln!("arena: {why}");
            return ExitCode::from(2);
        }
    };
    match &config {
        Config::Reversi(c) => run::<Reversi>(args, &config, *c, ai::reversi::by_name, |_| false),
        Config::Gomoku(c) => run::<Gomoku>(args, &config, *c, gomoku_bot, dead_drawn),
        Config::NoGo(c) => run::<NoGo>(args, &config, *c, ai::nogo::by_name, |_| false),
        Config::HexGomoku(c) => run::<HexGomoku>(args, &config, *c, hex_gomoku_bot, dead_drawn),
    }
}

/// A gomoku bot by name: the game's own names, or `x:KNOBS` for a tuned `hard`.
fn gomoku_bot(name: &str) -> Option<Box<dyn Bot<Gomoku>>> {
    tuned(name).or_else(|| ai::gomoku::by_name(name))
}

/// A hex gomoku bot by name: the game's own names, or `x:KNOBS` for a tuned `hard`.
fn hex_gomoku_bot(name: &str) -> Option<Box<dyn Bot<HexGomoku>>> {
    tuned(name).or_else(|| ai::hex_gomoku::by_name(name))
}

/// `x:KNOBS`: the five-in-a-row `hard` engine with the knobs of [`Engine::tuned`] changed (the
/// same names as the strength matches of `tests/five_strength.rs`).
fn tuned<G: FiveGame>(name: &str) -> Option<Box<dyn Bot<G>>> {
    let knobs = name.strip_prefix("x:")?;
    Engine::tuned("tuned", knobs).map(|e| Box::new(e) as Box<dyn Bot<G>>)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Pairs that all split their games give the test no spread of their own: it reads the
    /// games, which say the sides are even (toward H0), rather than wait for ever. Once pairs
    /// differ it reads them.
    #[test]
    fn the_test_reads_the_games_while_every_pair_scored_alike() {
        let sprt = Sprt::new(0.0, 50.0).expect("valid");
        let (mut pairs, mut games) = (Pairs::default(), Tally::default());
        for _ in 0..200 {
            pairs.add(Verdict::Win, Verdict::Loss);
            games.add(Verdict::Win);
            games.add(Verdict::Loss);
        }
        assert_eq!(sprt.llr(&pairs), 0.0);
        assert_eq!(
            sprt.verdict(paired_llr(&sprt, &pairs, &games)),
            Some(Decision::H0)
        );
        pairs.add(Verdict::Win, Verdict::Win);
        games.add(Verdict::Win);
        games.add(Verdict::Win);
        assert_eq!(paired_llr(&sprt, &pairs, &games), sprt.llr(&pairs));
    }

    fn args(line: &str) -> Result<Args, String> {
        Cli::try_parse_from(std::iter::once("arena").chain(line.split_whitespace()))
            .map_err(|e| e.to_string())
            .and_then(Cli::settle)
    }

    #[test]
    fn parses_the_command_line() {
        let a = args("--game reversi --a hard --b roxanne --games 7 --budget-ms 100 --threads 2")
            .expect("valid");
        assert_eq!(a.kind, GameKind::Reversi);
        assert_eq!((a.a.as_str(), a.b.as_str()), ("hard", "roxanne"));
        // Games come in pairs.
        assert_eq!(a.games, 8);
        assert_eq!(a.budget_ms, Some(100));
        assert_eq!(a.b_times, 1);
        assert_eq!(a.threads, 2);
        let odds = args("--game gomoku --a hard --b hard --b-times 4").expect("valid");
        assert_eq!(odds.b_times, 4);
        assert!(args("--game gomoku --a hard --b hard --b-times 0").is_err());
        assert!(args("--a hard --b roxanne").is_err());
        assert!(args("--game chess --a hard --b roxanne").is_err());
        assert!(args("--game reversi --a hard").is_err());
        assert!(args("--game reversi --a hard --b easy --games x").is_err());
        let renju =
            args("--game gomoku --a hard --b combos --rule renju --size 15").expect("valid");
        assert_eq!(renju.options.rule.as_deref(), Some("renju"));
        assert_eq!(renju.options.size, Some(15));
        assert!(matches!(
            Config::validate(renju.kind, &renju.options),
            Ok(Config::Gomoku(c)) if c.rule == boardroom_engine::GomokuRule::Renju
        ));
    }

    #[test]
    fn five_bots_take_tuned_names() {
        for (name, known) in [
            ("x:width=16,vct=400000", true),
            ("x:", true),
            ("x:width=wide", false),
            ("x:colour=7", false),
            ("hard", true),
            ("combos", true),
        ] {
            assert_eq!(gomoku_bot(name).is_some(), known, "{name}");
        }
        assert!(hex_gomoku_bot("x:width=10").is_some());
        assert!(hex_gomoku_bot("tuples").is_some());
    }

    #[test]
    fn default_budgets_follow_the_names() {
        assert_eq!(default_budget_ms("hard"), 1000);
        assert_eq!(default_budget_ms("medium"), 200);
        assert_eq!(default_budget_ms("uct-random"), 3000);
        assert_eq!(default_budget_ms("roxanne"), 1000);
        assert_eq!(default_budget_ms("/old/serve_bot@medium"), 200);
    }

    #[test]
    fn a_sequential_test_plays_balanced_openings_up_to_a_cap() {
        let a = args("--game reversi --a hard --b medium --sprt 0,10").expect("valid");
        let sprt = a.sprt.expect("a test");
        assert_eq!(
            (sprt.elo0, sprt.elo1, sprt.alpha, sprt.beta),
            (0.0, 10.0, 0.05, 0.05)
        );
        assert!(a.balanced);
        assert_eq!(a.games, SPRT_GAMES);
        // A sequential test starts from the built-in openings unless told otherwise.
        assert_eq!(a.built_in, Some(true));
        let random =
            args("--game reversi --a hard --b medium --openings random --sprt 0,5").expect("valid");
        assert_eq!(random.built_in, Some(false));
        assert!(args("--game reversi --a hard --b medium --openings book").is_err());
        let a = args("--game reversi --a hard --b medium --sprt -5,5 --alpha 0.1 --games 500")
            .expect("valid");
        assert_eq!(
            a.sprt.map(|s| (s.elo0, s.alpha, s.beta)),
            Some((-5.0, 0.1, 0.05))
        );
        assert_eq!(a.games, 500);
        assert!(args("--game reversi --a hard --b medium --sprt 10,0").is_err());
        assert!(args("--game reversi --a hard --b medium --sprt 10").is_err());
        assert!(
            !args("--game reversi --a hard --b medium")
                .expect("valid")
                .balanced
        );
    }
}
