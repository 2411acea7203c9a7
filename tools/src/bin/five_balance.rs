//! `five_balance`: which three-stone starts of gomoku are even between equal players, judged by
//! the games played from them rather than by a search's score.
//!
//! ```text
//! five_balance [--rule freestyle] [--ms 200] [--games 4] [--threads 2] [--seed 1] [FILE]
//! five_balance --set [--rule R] [...]
//! five_balance --list [--rule R]
//! ```
//!
//! Every start of black on the centre, white within two points of it and black's second stone
//! within three, one of each class under the board's eight symmetries (or the starts listed in
//! `FILE`, one a line, as a previous run printed them; with `--set` the rule's built-in
//! openings, each line then ending with the opening's name), is played `--games` times by `hard`
//! against itself. Equal players from the same start would play the same game, so each game
//! gives each side its own thinking time, drawn between half and twice `--ms` (evenly on a log
//! scale): the depths differ, and so do the games. A line a start, once its games are done:
//!
//! ```text
//! 0,0 -1,0 1,-3<TAB>black +2 =0 -2<TAB>50.0%<TAB>41 plies
//! ```
//!
//! (black's wins, draws and losses, black's score, the average length, then a built-in
//! opening's name), so that the starts
//! whose score is near half can be kept, given more games (`FILE` takes these lines as they
//! are), and then checked at the time a match is played at.

use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

use boardroom_engine::ai::five::dead_drawn;
use boardroom_engine::ai::{self, Budget, Level};
use boardroom_engine::{
    Config, Game, GameKind, Gomoku, GomokuConfig, Move, Options, Point, Side, openings,
};
use boardroom_tools::tally::{Tally, Verdict};
use clap::Parser;
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

/// A stone's place as a step from the centre point.
type Step = (i8, i8);

/// The longest game played; one still going is scored a draw.
const MAX_PLIES: usize = 225;

#[derive(Debug, Parser)]
#[command(about = "Plays three-stone gomoku starts, hard against itself, to find the even ones.")]
struct Cli {
    /// The rule: freestyle, standard or renju.
    #[arg(long, default_value = "freestyle")]
    rule: String,
    /// Each side's thinking time a move, around which every game draws its own.
    #[arg(long, default_value_t = 200)]
    ms: u64,
    /// Games from each start.
    #[arg(long, default_value_t = 4)]
    games: usize,
    /// Games played at once.
    #[arg(long, default_value_t = 2)]
    threads: usize,
    /// The seed of the thinking times and of the engine's tie-breaks.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Play the rule's built-in openings.
    #[arg(long, conflicts_with = "file")]
    set: bool,
    /// Only print the starts, one a line.
    #[arg(long)]
    list: bool,
    /// The starts to play, one a line as this tool prints them; every start when absent.
    file: Option<PathBuf>,
}

/// The eight symmetries of the square about its centre.
fn symmetries((x, y): Step) -> [Step; 8] {
    [
        (x, y),
        (-x, y),
        (x, -y),
        (-x, -y),
        (y, x),
        (-y, x),
        (y, -x),
        (-y, -x),
    ]
}

/// Every three-stone start, one of each class under the symmetries (the class's least).
fn candidates() -> Vec<[Step; 3]> {
    let near = |reach: i8| {
        (-reach..=reach)
            .flat_map(move |x| (-reach..=reach).map(move |y| (x, y)))
            .filter(|&s| s != (0, 0))
    };
    let mut starts = Vec::new();
    for white in near(2) {
        for black in near(3).filter(|&b| b != white) {
            let (w, b) = (symmetries(white), symmetries(black));
            let least = (0..8).map(|i| (w[i], b[i])).min().expect("eight");
            if least == (white, black) {
                starts.push([(0, 0), white, black]);
            }
        }
    }
    starts
}

/// The rule's built-in openings as steps from the centre, with their names.
fn built_in(config: &GomokuConfig) -> Vec<(Vec<Step>, &'static str)> {
    openings::for_config(&Config::Gomoku(*config))
        .iter()
        .map(|o| (o.steps().to_vec(), o.name()))
        .collect()
}

/// A start as printed: `0,0 -1,0 1,-3`.
fn show(start: &[Step]) -> String {
    start
        .iter()
        .map(|(x, y)| format!("{x},{y}"))
        .collect::<Vec<_>>()
        .join(" ")
}

/// A start from a line this tool printed (what follows a tab is ignored); `None` for a line that
/// is not one.
fn parse(line: &str) -> Option<Vec<Step>> {
    let steps = line.split('\t').next()?;
    steps
        .split_whitespace()
        .map(|step| {
            let (x, y) = step.split_once(',')?;
            Some((x.parse().ok()?, y.parse().ok()?))
        })
        .collect::<Option<Vec<_>>>()
        .filter(|s| !s.is_empty())
}

/// The game after `start` on `config`'s board, or why it cannot be played.
fn replay(config: &GomokuConfig, start: &[Step]) -> Result<Gomoku, String> {
    let centre = Gomoku::new(config).shape().center();
    let moves: Vec<Move> = start
        .iter()
        .map(|&(x, y)| Move::Place(Point::new(centre.x + x, centre.y + y)))
        .collect();
    Gomoku::replay(config, &moves).map_err(|e| format!("{}: {e}", show(start)))
}

/// One game of `hard` against itself from `game`, each side with its own time drawn around
/// `ms`: the winner, or `None` for a draw, and the plies played.
fn play(mut game: Gomoku, ms: u64, seed: u64) -> (Option<Side>, usize) {
    let mut rng = SmallRng::seed_from_u64(seed);
    let times = [(); 2].map(|()| {
        let factor = 2f64.powf(rng.random_range(-1.0..=1.0));
        Duration::from_secs_f64(ms as f64 * factor / 1e3)
    });
    let mut bots = [(); 2].map(|()| ai::gomoku::bot(Level::Hard));
    let never = AtomicBool::new(false);
    while !game.is_over() && !dead_drawn(&game) && game.ply() < MAX_PLIES {
        let seat = usize::from(game.to_move() == Side::White);
        let budget = Budget::new(times[seat], &never);
        match bots[seat].choose(&game, &budget, &mut rng) {
            Some(m) if game.is_legal(m) => {
                game.play_unchecked(m);
            }
            // The engine always has a legal move; a game without one is left a draw.
            _ => break,
        }
    }
    (game.outcome().and_then(|o| o.winner), game.ply())
}

/// Black's results from one start, and the plies its games took in all.
#[derive(Debug, Default, Clone, Copy)]
struct Results {
    black: Tally,
    plies: usize,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let options = Options {
        rule: Some(cli.rule.clone()),
        ..Options::default()
    };
    let config = match Config::validate(GameKind::Gomoku, &options) {
        Ok(Config::Gomoku(c)) => c,
        Ok(_) => unreachable!("gomoku's options make a gomoku set-up"),
        Err(why) => {
            eprintln!("five_balance: {why}");
            return ExitCode::from(2);
        }
    };
    // Each start, with its name when it is one of the built-in set's.
    let named: Vec<(Vec<Step>, &str)> = match &cli.file {
        None if cli.set => built_in(&config),
        None => candidates()
            .into_iter()
            .map(|s| (s.to_vec(), ""))
            .filter(|(s, _)| replay(&config, s).is_ok())
            .collect(),
        Some(path) => match std::fs::read_to_string(path) {
            Ok(text) => text.lines().filter_map(parse).map(|s| (s, "")).collect(),
            Err(e) => {
                eprintln!("five_balance: {}: {e}", path.display());
                return ExitCode::from(2);
            }
        },
    };
    if cli.list {
        for (start, name) in &named {
            println!("{}\t{name}", show(start));
        }
        return ExitCode::SUCCESS;
    }
    let (starts, names): (Vec<Vec<Step>>, Vec<&str>) = named.into_iter().unzip();
    let games: Vec<Gomoku> = match starts.iter().map(|s| replay(&config, s)).collect() {
        Ok(games) => games,
        Err(why) => {
            eprintln!("five_balance: a start cannot be played: {why}");
            return ExitCode::from(2);
        }
    };
    eprintln!(
        "{} starts, {} games each, {} ms a move around, rule {}",
        starts.len(),
        cli.games,
        cli.ms,
        cli.rule
    );
    let results = Mutex::new(vec![Results::default(); starts.len()]);
    let next = AtomicUsize::new(0);
    let total = starts.len() * cli.games;
    std::thread::scope(|scope| {
        for _ in 0..cli.threads.max(1) {
            scope.spawn(|| {
                loop {
                    let job = next.fetch_add(1, Ordering::Relaxed);
                    if job >= total {
                        break;
                    }
                    let start = job % starts.len();
                    let seed = cli
                        .seed
                        .wrapping_mul(0x9e37_79b9_7f4a_7c15)
                        .wrapping_add(job as u64);
                    let (winner, plies) = play(games[start].clone(), cli.ms, seed);
                    let mut all = results.lock().expect("no thread panics holding it");
                    let r = &mut all[start];
                    r.black.add(match winner {
                        Some(Side::Black) => Verdict::Win,
                        Some(Side::White) => Verdict::Loss,
                        None => Verdict::Draw,
                    });
                    r.plies += plies;
                    let b = r.black;
                    if b.games() == cli.games {
                        println!(
                            "{}\tblack +{} ={} -{}\t{:.1}%\t{} plies\t{}",
                            show(&starts[start]),
                            b.wins,
                            b.draws,
                            b.losses,
                            100.0 * b.score(),
                            r.plies / b.games(),
                            names[start]
                        );
                    }
                }
            });
        }
    });
    let all = results.into_inner().expect("no thread panicked");
    let sum = all.iter().fold(Tally::default(), |a, r| Tally {
        wins: a.wins + r.black.wins,
        draws: a.draws + r.black.draws,
        losses: a.losses + r.black.losses,
    });
    eprintln!(
        "all: black +{} ={} -{}, {:.1}%",
        sum.wins,
        sum.draws,
        sum.losses,
        100.0 * sum.score()
    );
    ExitCode::SUCCESS
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_start_is_one_of_its_class_and_its_line_reads_back() {
        let starts = candidates();
        // 24 places for white times 47 for black, folded by the eight symmetries (the starts on
        // a line or a diagonal through the centre have fewer than eight images).
        assert_eq!(starts.len(), 151);
        let mut seen = std::collections::HashSet::new();
        for start in &starts {
            let images: Vec<_> = (0..8)
                .map(|i| (symmetries(start[1])[i], symmetries(start[2])[i]))
                .collect();
            assert!(
                images.iter().all(|image| !seen.contains(image)),
                "{start:?}"
            );
            seen.extend(images);
            assert_eq!(
                parse(&format!("{}\tblack +1 =0 -0", show(start))).as_deref(),
                Some(&start[..])
            );
        }
        assert_eq!(seen.len(), 24 * 47);
        assert_eq!(parse("not a start"), None);
        assert_eq!(parse(""), None);
    }
}
