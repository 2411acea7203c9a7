//! The event driven by transcript files: commands in, events out, on a virtual clock.
//!
//! Every `server/tournament/tests/data/*.tour` file is a list of cases; [`check`] runs each one
//! and compares every line it prints with the lines the file expects. The format is described
//! in `server/tournament/tests/data/README.md`. The same files hold the published examples of
//! the pairing rules (the Berger tables, the order of transpositions and exchanges), which is
//! why this runner lives inside the crate.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use crate::berger;
use crate::dutch::order::{Exchange, Step, Visitor, exchange_order, mdp_sets, transpositions};
use crate::{
    Colour, Command, Entrant, EntrantId, Event, Format, GameNo, GameState, Kind, Outcome, Presence,
    Scale, Settings, Status, Tournament,
};

/// A case being run.
#[derive(Default)]
struct Run {
    /// The event, once the case's `event` line made it.
    event: Option<Tournament>,
    /// The virtual clock, in milliseconds.
    now: u64,
}

/// Whether a line is what a step must have printed rather than a step.
fn is_expectation(line: &str) -> bool {
    line.starts_with('>') || line.starts_with('!') || line.starts_with('=')
}

fn parse_id(text: &str) -> Result<EntrantId, String> {
    text.strip_prefix('p')
        .and_then(|n| n.parse().ok())
        .map(EntrantId)
        .ok_or_else(|| format!("{text:?} is not pN"))
}

fn parse_num<T: std::str::FromStr>(text: &str) -> Result<T, String> {
    text.parse()
        .map_err(|_| format!("{text:?} is not a number"))
}

fn parse_outcome(text: &str) -> Result<Outcome, String> {
    text.parse()
        .map_err(|_| format!("{text:?} is not an outcome"))
}

/// A list of numbers written `1,2,3` (or `-` for none).
fn parse_list(text: &str) -> Result<Vec<usize>, String> {
    if text == "-" {
        return Ok(Vec::new());
    }
    text.split(',').map(parse_num).collect()
}

/// `key=value` options after a line's words.
fn option<'a>(words: &[&'a str], key: &str) -> Option<&'a str> {
    words
        .iter()
        .find_map(|w| w.strip_prefix(key).and_then(|r| r.strip_prefix('=')))
}

impl Run {
    fn event(&self) -> Result<&Tournament, String> {
        self.event.as_ref().ok_or_else(|| "no event yet".to_owned())
    }

    /// The name of an entrant, as standings lines print it.
    fn name(&self, id: EntrantId) -> String {
        self.event
            .as_ref()
            .and_then(|e| e.entrant(id))
            .map_or_else(|| id.to_string(), |(e, _)| e.name.clone())
    }

    fn step(&mut self, line: &str) -> Result<Vec<String>, String> {
        let words: Vec<&str> = line.split_whitespace().collect();
        let command = match words.as_slice() {
            ["event", format, rest @ ..] => return self.new_event(format, rest),
            ["at", ms] => {
                self.now = parse_num(ms)?;
                return Ok(Vec::new());
            }
            ["?", query @ ..] => return self.query(query),
            ["berger", n] => return Ok(berger_lines(parse_num(n)?)),
            ["transpositions", n1, s2, show] => return transposition_lines(n1, s2, show),
            ["exchange", a, "before", b] => {
                let (a, b) = (parse_exchange(a)?, parse_exchange(b)?);
                let first = exchange_order(&a, &b) == std::cmp::Ordering::Less;
                return Ok(vec![format!("= {}", if first { "yes" } else { "no" })]);
            }
            ["mdp_sets", scores, m1] => return mdp_lines(scores, m1),
            ["join", id, name, rest @ ..] => Command::Join(Entrant {
                id: parse_id(id)?,
                name: (*name).to_owned(),
                kind: match rest.first().copied().unwrap_or("person") {
                    "person" => Kind::Person,
                    "engine" => Kind::Engine,
                    "bot" => Kind::Bot,
                    other => match other.strip_prefix("ai:") {
                        Some(level) => Kind::Ai {
                            level: level.to_owned(),
                        },
                        None if other.starts_with("rating=") => Kind::Person,
                        None => return Err(format!("{other:?} is not a kind")),
                    },
                },
                rating: option(rest, "rating").map(parse_num).transpose()?,
            }),
            ["withdraw", id] => Command::Withdraw(parse_id(id)?),
            ["remove", id] => Command::Remove(parse_id(id)?),
            ["start"] => Command::Start,
            ["pause"] => Command::Pause,
            ["resume"] => Command::Resume,
            ["end_round"] => Command::EndRound,
            ["finish"] => Command::Finish,
            ["tick"] => Command::Tick,
            ["report", game, outcome] => Command::Report {
                game: GameNo(parse_num(game)?),
                outcome: parse_outcome(outcome)?,
            },
            ["fix", game, outcome] => Command::Fix {
                game: GameNo(parse_num(game)?),
                outcome: parse_outcome(outcome)?,
            },
            ["results", round, outcomes @ ..] => return self.results(parse_num(round)?, outcomes),
            _ => return Err(format!("unknown step {line:?}")),
        };
        let event = self.event()?;
        match event.handle(command, self.now) {
            Ok((next, events)) => {
                self.event = Some(next);
                Ok(events.iter().map(|e| self.event_line(e)).collect())
            }
            Err(refusal) => Ok(vec![format!("! {}", refusal.as_str())]),
        }
    }

    /// `results R O1 O2 ...`: reports the games of round R in board order, one outcome each,
    /// printing only what the last report produced.
    fn results(&mut self, round: u32, outcomes: &[&str]) -> Result<Vec<String>, String> {
        let games = self
            .event()?
            .round(round)
            .ok_or_else(|| format!("no round {round}"))?
            .games
            .clone();
        if games.len() != outcomes.len() {
            return Err(format!("round {round} has {} games", games.len()));
        }
        let mut last = Vec::new();
        for (game, outcome) in games.into_iter().zip(outcomes) {
            let (next, events) = self
                .event()?
                .handle(
                    Command::Report {
                        game,
                        outcome: parse_outcome(outcome)?,
                    },
                    self.now,
                )
                .map_err(|r| format!("game {game}: {r}"))?;
            self.event = Some(next);
            last = events;
        }
        Ok(last.iter().map(|e| self.event_line(e)).collect())
    }

    fn new_event(&mut self, format: &str, rest: &[&str]) -> Result<Vec<String>, String> {
        let double = rest.contains(&"double");
        let format = match format {
            "round_robin" => Format::RoundRobin { double },
            "swiss" => Format::Swiss {
                rounds: parse_num(option(rest, "rounds").ok_or("swiss needs rounds=N")?)?,
            },
            "arena" => Format::Arena {
                duration_ms: parse_num::<u64>(
                    option(rest, "minutes").ok_or("arena needs minutes=N")?,
                )? * 60_000,
            },
            "gauntlet" => Format::Gauntlet {
                challenger: parse_id(
                    option(rest, "challenger").ok_or("gauntlet needs challenger=pN")?,
                )?,
                double,
            },
            other => return Err(format!("{other:?} is not a format")),
        };
        let mut settings = Settings::new(format);
        if let Some(v) = option(rest, "late_join") {
            settings.late_join = v == "yes";
        }
        if let Some(v) = option(rest, "openings") {
            settings.openings = parse_num(v)?;
        }
        if let Some(v) = option(rest, "break") {
            settings.round_break_ms = parse_num(v)?;
        }
        if let Some(v) = option(rest, "rematch_wait") {
            settings.rematch_wait_ms = parse_num(v)?;
        }
        if let Some(v) = option(rest, "initial") {
            settings.initial_colour = if v == "white" {
                Colour::White
            } else {
                Colour::Black
            };
        }
        match Tournament::new(settings) {
            Ok(event) => {
                self.event = Some(event);
                self.now = 0;
                Ok(Vec::new())
            }
            Err(e) => Ok(vec![format!("! {e}")]),
        }
    }

    fn event_line(&self, event: &Event) -> String {
        let text = match event {
            Event::Joined { id, late } => {
                format!("joined {id}{}", if *late { " late" } else { "" })
            }
            Event::Left { id, why } => format!("left {id} {}", why.as_str()),
            Event::Started => "started".to_owned(),
            Event::RoundStarted { round } => format!("round {round}"),
            Event::GameOpened(p) => {
                let opening = p
                    .opening
                    .map(|o| format!(" opening={o}"))
                    .unwrap_or_default();
                format!("game {}: {}-{}{opening}", p.game, p.black, p.white)
            }
            Event::Bye {
                id, half_points, ..
            } => format!("bye {id} +{}", Scale::HalfPoints.show(*half_points)),
            Event::GameStopped { game, outcome } => format!("stopped {game} {outcome}"),
            Event::ResultFixed { game, outcome } => format!("fixed {game} {outcome}"),
            Event::GameVoided { game } => format!("void {game}"),
            Event::RoundOver { round } => format!("round {round} over"),
            Event::Paused => "paused".to_owned(),
            Event::Resumed => "resumed".to_owned(),
            Event::Over(ending) => format!("over {ending}"),
            Event::StandingsChanged => "standings".to_owned(),
        };
        format!("> {text}")
    }

    fn query(&self, query: &[&str]) -> Result<Vec<String>, String> {
        let event = self.event()?;
        let lines: Vec<String> = match query {
            ["standings"] => self.standings_lines(event),
            ["crosstable"] => self.crosstable_lines(event),
            ["csv"] => event
                .standings_csv()
                .split("\r\n")
                .filter(|l| !l.is_empty())
                .map(str::to_owned)
                .collect(),
            ["round", n] => {
                let round = event
                    .round(parse_num(n)?)
                    .ok_or_else(|| format!("no round {n}"))?;
                let mut lines: Vec<String> = round
                    .games
                    .iter()
                    .filter_map(|&g| event.game(g))
                    .map(|g| {
                        let state = match g.state {
                            GameState::Open => "open".to_owned(),
                            GameState::Done(o) => o.to_string(),
                            GameState::Void => "void".to_owned(),
                        };
                        let p = g.pairing;
                        format!("game {}: {}-{} {state}", p.game, p.black, p.white)
                    })
                    .collect();
                lines.extend(
                    round
                        .byes
                        .iter()
                        .map(|(id, h)| format!("bye {id} +{}", Scale::HalfPoints.show(*h))),
                );
                lines
            }
            ["deadline"] => vec![
                event
                    .next_deadline()
                    .map_or_else(|| "none".to_owned(), |d| d.to_string()),
            ],
            ["status"] => vec![match event.status() {
                Status::Registering => "registering".to_owned(),
                Status::Running { paused: false } => "running".to_owned(),
                Status::Running { paused: true } => "paused".to_owned(),
                Status::Over(ending) => format!("over {ending}"),
            }],
            ["current", id] => vec![
                event
                    .current_game(parse_id(id)?)
                    .map_or_else(|| "none".to_owned(), |g| format!("game {}", g.pairing.game)),
            ],
            ["rounds"] => vec![format!(
                "{} of {}",
                event.rounds().len(),
                event
                    .total_rounds()
                    .map_or_else(|| "-".to_owned(), |t| t.to_string())
            )],
            _ => return Err(format!("unknown query {query:?}")),
        };
        Ok(lines.into_iter().map(|l| format!("= {l}")).collect())
    }

    fn standings_lines(&self, event: &Tournament) -> Vec<String> {
        let standings = event.standings();
        let format = event.settings().format;
        standings
            .rows
            .iter()
            .map(|r| {
                let mut line = format!(
                    "{} {} {} {}/{}/{}",
                    r.rank,
                    self.name(r.id),
                    standings.scale.show(r.points),
                    r.wins,
                    r.draws,
                    r.losses
                );
                let quarter = |q: u32| {
                    let whole = q / 4;
                    match q % 4 {
                        0 => whole.to_string(),
                        1 => format!("{whole}.25"),
                        2 => format!("{whole}.5"),
                        _ => format!("{whole}.75"),
                    }
                };
                match format {
                    Format::Swiss { .. } => {
                        let _ = write!(
                            line,
                            " bh={} mbh={} sb={}",
                            Scale::HalfPoints.show(r.buchholz),
                            Scale::HalfPoints.show(r.median_buchholz),
                            quarter(r.sonneborn_berger)
                        );
                    }
                    Format::RoundRobin { .. } | Format::Gauntlet { .. } => {
                        let _ = write!(line, " sb={}", quarter(r.sonneborn_berger));
                    }
                    Format::Arena { .. } => {
                        if r.on_fire {
                            line.push_str(" fire");
                        }
                    }
                }
                if r.presence != Presence::Active {
                    let _ = write!(line, " ({})", r.presence.as_str());
                }
                line
            })
            .collect()
    }

    fn crosstable_lines(&self, event: &Tournament) -> Vec<String> {
        let table = event.crosstable();
        table
            .ids
            .iter()
            .enumerate()
            .map(|(i, &id)| {
                let cells: Vec<String> = table.cells[i]
                    .iter()
                    .enumerate()
                    .map(|(j, marks)| {
                        if i == j {
                            return "x".to_owned();
                        }
                        if marks.is_empty() {
                            return ".".to_owned();
                        }
                        marks
                            .iter()
                            .map(|m| {
                                let sign = m.verdict.map_or("*", |v| v.sign());
                                let colour = if m.colour == Colour::Black { 'b' } else { 'w' };
                                format!("{sign}{colour}")
                            })
                            .collect()
                    })
                    .collect();
                format!("{}: {}", self.name(id), cells.join(" "))
            })
            .collect()
    }
}

/// A whole Berger table.
fn berger_lines(n: u32) -> Vec<String> {
    (1..n)
        .map(|r| {
            let pairs: Vec<String> = berger::round(n, r)
                .iter()
                .map(|(a, b)| format!("{a}-{b}"))
                .collect();
            format!("= round {r}: {}", pairs.join(" "))
        })
        .collect()
}

/// Records the transpositions a walk makes.
#[derive(Default)]
struct Record(Vec<Vec<usize>>);

impl Visitor for Record {
    fn descend(&mut self, _: usize, _: usize) -> Step {
        Step::Go
    }
    fn ascend(&mut self, _: usize, _: usize) {}
    fn arrive(&mut self, chosen: &[usize], _: &[usize]) -> bool {
        self.0.push(chosen.to_vec());
        true
    }
}

/// `transpositions N1 A..B show=i,j,...`: the transpositions of S2 = BSNs A to B for an S1 of
/// N1, the ones at the positions shown (from 1), then how many there are.
fn transposition_lines(n1: &str, s2: &str, show: &str) -> Result<Vec<String>, String> {
    let n1: usize = parse_num(n1)?;
    let (a, b) = s2.split_once("..").ok_or("S2 is A..B")?;
    let s2: Vec<usize> = (parse_num(a)?..=parse_num(b)?).collect();
    let show = parse_list(show.strip_prefix("show=").ok_or("show=i,j,...")?)?;
    let mut record = Record::default();
    transpositions(n1, &s2, &mut record);
    let mut lines: Vec<String> = show
        .iter()
        .filter_map(|&i| {
            let t = record.0.get(i.checked_sub(1)?)?;
            let t: Vec<String> = t.iter().map(ToString::to_string).collect();
            Some(format!("= #{i}: {}", t.join("-")))
        })
        .collect();
    lines.push(format!("= count {}", record.0.len()));
    Ok(lines)
}

/// An exchange written `S1:S2`, each side BSNs joined by `+`.
fn parse_exchange(text: &str) -> Result<Exchange, String> {
    let (a, b) = text.split_once(':').ok_or("an exchange is S1:S2")?;
    let side = |t: &str| -> Result<Vec<usize>, String> {
        let mut v: Vec<usize> = t.split('+').map(parse_num).collect::<Result<_, _>>()?;
        v.sort_unstable();
        Ok(v)
    };
    Ok(Exchange {
        from_s1: side(a)?,
        from_s2: side(b)?,
    })
}

/// `mdp_sets S1,S2,... M1`: the sets of M1 moved-down players (BSN 1 up, with these scores in
/// half points) in D.3's order.
fn mdp_lines(scores: &str, m1: &str) -> Result<Vec<String>, String> {
    let scores: Vec<u32> = parse_list(scores)?
        .into_iter()
        .map(|s| u32::try_from(s).unwrap_or(0))
        .collect();
    let mdps: Vec<usize> = (1..=scores.len()).collect();
    Ok(mdp_sets(&mdps, &scores, parse_num(m1)?)
        .iter()
        .map(|set| {
            let set: Vec<String> = set.iter().map(ToString::to_string).collect();
            format!("= {}", set.join(","))
        })
        .collect())
}

/// Runs one case's lines (numbered from the file), stopping at the first difference.
fn run_case(lines: &[(usize, &str)]) -> Result<(), String> {
    let mut run = Run::default();
    let mut printed: Vec<String> = Vec::new();
    for &(at, line) in lines {
        let fail = |why: String| format!("line {at}: {why}");
        if is_expectation(line) {
            if printed.first().map(String::as_str) != Some(line) {
                let got = printed.first().map_or("nothing", String::as_str);
                return Err(fail(format!("expected `{line}`, got `{got}`")));
            }
            printed.remove(0);
            continue;
        }
        if let Some(extra) = printed.first() {
            return Err(fail(format!("unexpected `{extra}` before this line")));
        }
        printed = run.step(line).map_err(fail)?;
    }
    match printed.first() {
        Some(extra) => Err(format!("unexpected `{extra}` at the end")),
        None => Ok(()),
    }
}

/// Runs one file, case by case: the differences, one per failed case.
fn check(path: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
    let file = path.display();
    let mut cases: Vec<(&str, Vec<(usize, &str)>)> = Vec::new();
    for (index, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(name) = line.strip_prefix("case ") {
            cases.push((name, Vec::new()));
        } else if let Some((_, lines)) = cases.last_mut() {
            lines.push((index + 1, line));
        } else {
            return vec![format!(
                "{file}:{}: a line before the first case",
                index + 1
            )];
        }
    }
    cases
        .iter()
        .filter_map(|(name, lines)| {
            run_case(lines)
                .err()
                .map(|why| format!("{file}: case {name:?}: {why}"))
        })
        .collect()
}

/// The transcript files, in name order.
fn files() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{dir:?}: {e}"))
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|e| e == "tour"))
        .collect();
    files.sort();
    files
}

#[test]
fn transcripts() {
    let files = files();
    assert!(!files.is_empty());
    let failures: Vec<String> = files.iter().flat_map(|path| check(path)).collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_runner_catches_a_wrong_line() {
    let dir = std::env::temp_dir().join(format!("tour-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{e}"));
    let path = dir.join("wrong.tour");
    let text = "case wrong\nevent swiss rounds=1\njoin p1 Ann\n> joined p2\n";
    std::fs::write(&path, text).unwrap_or_else(|e| panic!("{e}"));
    let failures = check(&path);
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(failures.len(), 1, "{failures:?}");
    assert!(failures[0].contains("expected `> joined p2`, got `> joined p1`"));
}
