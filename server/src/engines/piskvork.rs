//! Gomocup's Piskvork protocol, the manager's side: `START`, `INFO`, `BEGIN`, `TURN`, `BOARD`,
//! `RESTART` out; `OK`, `x,y`, `MESSAGE`, `DEBUG`, `ERROR`, `UNKNOWN` in. Gomoku only (the
//! protocol has square boards and rules 0, 1 and 4).
//!
//! The brain keeps the position between turns: when the new position is the last one plus the
//! opponent's reply it hears `TURN`; any other position (an undo, a new game, an opening) is
//! sent whole with `BOARD`, after `RESTART` (or, for a brain that does not know `RESTART`, in a
//! fresh process). A new question while the brain still thinks abandons the old one: the
//! process is replaced.
//!
//! [`Probe`] asks a brain what it plays: `ABOUT`, `START n` for every size, and each rule by
//! `INFO rule` (a brain may answer `ERROR`), with `ABOUT` after each as a barrier.

use boardroom_engine::{Config, Game, GameKind, GomokuRule, Move, Point};

use super::manager::{Ask, Input, Machine, Output, mover, quote};
use super::plays::{Played, Plays};

/// Where the conversation stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    /// No process.
    Down,
    /// A process was asked for.
    Spawning,
    /// `START` sent, waiting for `OK`.
    Starting,
    /// `RESTART` sent, waiting for `OK`.
    Restarting,
    /// The position sent, waiting for a move.
    Thinking,
    /// Nothing asked.
    Idle,
}

/// The board a brain holds.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Board {
    /// Its size.
    size: u8,
    /// Its rule.
    rule: GomokuRule,
    /// The moves on it, in order.
    moves: Vec<Move>,
}

/// The manager's side of one brain.
#[derive(Debug)]
pub(crate) struct Piskvork {
    /// Where the conversation stands.
    phase: Phase,
    /// The brain's board once it has `START`ed; `None` while down.
    board: Option<Board>,
    /// The question being answered.
    asked: Option<Ask>,
}

impl Piskvork {
    /// A brain not started yet.
    pub(crate) fn new() -> Piskvork {
        Piskvork {
            phase: Phase::Down,
            board: None,
            asked: None,
        }
    }

    fn ask(&mut self, ask: &Ask) -> Vec<Output> {
        let Some((size, rule)) = square_gomoku(&ask.game.config()) else {
            return vec![Output::Fault(format!(
                "plays gomoku only, not {}",
                ask.game.kind()
            ))];
        };
        self.asked = Some(ask.clone());
        let board = self
            .board
            .as_ref()
            .filter(|b| b.size == size && b.rule == rule);
        match (self.phase, board) {
            (Phase::Idle, Some(board)) => {
                let history = ask.history();
                if board.moves.is_empty() {
                    self.phase = Phase::Thinking;
                    let mut out = infos(ask);
                    out.extend(position(ask));
                    return out;
                }
                if history.len() == board.moves.len() + 1
                    && history.starts_with(&board.moves)
                    && let Some(Move::Place(p)) = history.last()
                {
                    self.phase = Phase::Thinking;
                    let mut out = turn_infos(ask);
                    out.push(Output::Send(format!("TURN {},{}", p.x, p.y)));
                    return out;
                }
                self.phase = Phase::Restarting;
                vec![Output::Send("RESTART".to_owned())]
            }
            _ => self.respawn(),
        }
    }

    fn respawn(&mut self) -> Vec<Output> {
        self.phase = Phase::Spawning;
        self.board = None;
        vec![Output::Spawn]
    }

    /// The brain said `OK` to `START` or `RESTART`: the rule, the time, the position.
    fn set_up(&mut self) -> Vec<Output> {
        let Some(ask) = &self.asked else {
            self.phase = Phase::Idle;
            return Vec::new();
        };
        self.phase = Phase::Thinking;
        let mut out = infos(ask);
        out.extend(position(ask));
        out
    }

    fn line(&mut self, line: &str) -> Vec<Output> {
        let (word, _) = split_word(line);
        if matches!(word.as_str(), "MESSAGE" | "DEBUG" | "SUGGEST") {
            return Vec::new();
        }
        match self.phase {
            Phase::Starting => match word.as_str() {
                "OK" => {
                    if let Some((size, rule)) = self
                        .asked
                        .as_ref()
                        .and_then(|a| square_gomoku(&a.game.config()))
                    {
                        self.board = Some(Board {
                            size,
                            rule,
                            moves: Vec::new(),
                        });
                    }
                    self.set_up()
                }
                _ => self.fault(format!("refused to start: {}", quote(line))),
            },
            Phase::Restarting => match word.as_str() {
                "OK" => {
                    if let Some(board) = &mut self.board {
                        board.moves.clear();
                    }
                    self.set_up()
                }
                // A brain without RESTART starts again in a fresh process.
                "UNKNOWN" | "ERROR" => self.respawn(),
                _ => self.fault(format!("answered RESTART with {}", quote(line))),
            },
            Phase::Thinking => match parse_point(line) {
                Some(p) => {
                    let mv = Move::Place(p);
                    if let (Some(board), Some(ask)) = (&mut self.board, &self.asked) {
                        board.moves = ask.history().to_vec();
                        board.moves.push(mv);
                    }
                    self.phase = Phase::Idle;
                    self.asked = None;
                    vec![Output::Moved(mv)]
                }
                None if matches!(word.as_str(), "ERROR" | "UNKNOWN") => {
                    self.fault(format!("answered {}", quote(line)))
                }
                None => self.fault(format!("printed {}, not a move", quote(line))),
            },
            // Nothing was asked: what the brain says now is dropped.
            Phase::Down | Phase::Spawning | Phase::Idle => Vec::new(),
        }
    }

    /// The brain broke the protocol: what it holds is unknown now, so the next question
    /// starts it again in a fresh process.
    fn fault(&mut self, why: String) -> Vec<Output> {
        self.asked = None;
        self.board = None;
        self.phase = Phase::Down;
        vec![Output::Fault(why)]
    }
}

impl Machine for Piskvork {
    fn handle(&mut self, input: Input<'_>) -> Vec<Output> {
        match input {
            Input::Ask(ask) => self.ask(ask),
            Input::Started => {
                let Some((size, _)) = self
                    .asked
                    .as_ref()
                    .and_then(|a| square_gomoku(&a.game.config()))
                else {
                    self.phase = Phase::Idle;
                    return Vec::new();
                };
                self.phase = Phase::Starting;
                vec![Output::Send(format!("START {size}"))]
            }
            Input::Line(line) => self.line(line),
            Input::Exited => {
                let was_waiting = self.waiting();
                self.phase = Phase::Down;
                self.board = None;
                self.asked = None;
                if was_waiting {
                    vec![Output::Fault("exited without answering".to_owned())]
                } else {
                    Vec::new()
                }
            }
        }
    }

    fn waiting(&self) -> bool {
        matches!(
            self.phase,
            Phase::Spawning | Phase::Starting | Phase::Restarting | Phase::Thinking
        )
    }
}

/// The size and rule of a gomoku set-up; `None` for the other games.
fn square_gomoku(config: &Config) -> Option<(u8, GomokuRule)> {
    match *config {
        Config::Gomoku(c) => Some((c.size, c.rule)),
        _ => None,
    }
}

/// The protocol's number for a rule (the engine's Gomocup mask).
fn rule_number(rule: GomokuRule) -> u32 {
    rule.gomocup_mask()
}

/// Everything a brain is told before a game's first question: its time, its memory, the rule.
fn infos(ask: &Ask) -> Vec<Output> {
    let rule = square_gomoku(&ask.game.config()).map_or(0, |(_, rule)| rule_number(rule));
    let mut out = turn_infos(ask);
    out.push(Output::Send(format!("INFO max_memory {}", ask.memory)));
    out.push(Output::Send("INFO game_type 1".to_owned()));
    out.push(Output::Send(format!("INFO rule {rule}")));
    out
}

/// What a brain is told before every move: its time.
fn turn_infos(ask: &Ask) -> Vec<Output> {
    let mut out = vec![Output::Send(format!(
        "INFO timeout_turn {}",
        ask.budget.as_millis()
    ))];
    if let Some(clock) = ask.clock {
        out.push(Output::Send(format!(
            "INFO timeout_match {}",
            clock.initial.as_millis()
        )));
        out.push(Output::Send(format!(
            "INFO time_left {}",
            clock.left.as_millis()
        )));
    }
    out
}

/// The whole position: `BEGIN` on an empty board, else `BOARD`, the stones in the order played
/// (1 the brain's, 2 the opponent's), `DONE`.
fn position(ask: &Ask) -> Vec<Output> {
    let history = ask.history();
    if history.is_empty() {
        return vec![Output::Send("BEGIN".to_owned())];
    }
    let me = ask.side();
    let first = ask.game.start().to_move();
    let mut out = vec![Output::Send("BOARD".to_owned())];
    for (ply, mv) in history.iter().enumerate() {
        if let Move::Place(p) = mv {
            let field = if mover(first, ply) == me { 1 } else { 2 };
            out.push(Output::Send(format!("{},{},{field}", p.x, p.y)));
        }
    }
    out.push(Output::Send("DONE".to_owned()));
    out
}

/// `x,y` (spaces allowed around the numbers), or `None`.
fn parse_point(line: &str) -> Option<Point> {
    let (x, y) = line.trim().split_once(',')?;
    Some(Point::new(x.trim().parse().ok()?, y.trim().parse().ok()?))
}

/// The first word, upper-cased (brains may answer in either case), and the rest.
fn split_word(line: &str) -> (String, &str) {
    let line = line.trim();
    let (word, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
    (word.to_ascii_uppercase(), rest.trim())
}

/// The board sizes a probe tries: every gomoku size.
const SIZES: std::ops::RangeInclusive<u8> = 9..=19;

/// What the probe is waiting for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Step {
    /// The answer to the first `ABOUT`.
    About,
    /// The answer to `START size`.
    Size(u8),
    /// The barrier `ABOUT` after `INFO rule` and `START`, and whether anything but one `OK`
    /// came before it.
    Rule(usize, bool, bool),
    /// Done.
    Done,
}

/// Asks a brain what it plays.
#[derive(Debug)]
pub(crate) struct Probe {
    /// What is awaited.
    step: Step,
    /// The sizes it took.
    sizes: Vec<u8>,
    /// The rules it took.
    rules: Vec<&'static str>,
}

impl Probe {
    /// A probe not started yet; it expects [`Input::Started`] first.
    pub(crate) fn new() -> Probe {
        Probe {
            step: Step::About,
            sizes: Vec::new(),
            rules: Vec::new(),
        }
    }

    /// Asks about the rule at `index`, or ends.
    fn next_rule(&mut self, index: usize) -> Vec<Output> {
        let Some((&rule, &size)) = GomokuRule::ALL.get(index).zip(self.sizes.first()) else {
            return self.done();
        };
        self.step = Step::Rule(index, false, false);
        vec![
            Output::Send(format!("INFO rule {}", rule_number(rule))),
            Output::Send(format!("START {size}")),
            Output::Send("ABOUT".to_owned()),
        ]
    }

    fn done(&mut self) -> Vec<Output> {
        self.step = Step::Done;
        if self.sizes.is_empty() {
            return vec![Output::Fault(format!(
                "accepted no board size from {} to {}",
                SIZES.start(),
                SIZES.end()
            ))];
        }
        if self.rules.is_empty() {
            return vec![Output::Fault("accepted no rule".to_owned())];
        }
        vec![
            Output::Send("END".to_owned()),
            Output::Close,
            Output::Found(Plays(vec![Played {
                game: GameKind::Gomoku,
                rules: std::mem::take(&mut self.rules),
                sizes: std::mem::take(&mut self.sizes),
            }])),
        ]
    }
}

impl Machine for Probe {
    fn handle(&mut self, input: Input<'_>) -> Vec<Output> {
        let line = match input {
            Input::Started => return vec![Output::Send("ABOUT".to_owned())],
            Input::Ask(_) => return Vec::new(),
            Input::Exited => {
                self.step = Step::Done;
                return vec![Output::Fault("exited while asked what it plays".to_owned())];
            }
            Input::Line(line) => line,
        };
        let (word, _) = split_word(line);
        if matches!(word.as_str(), "MESSAGE" | "DEBUG") {
            return Vec::new();
        }
        let about_answer = word.starts_with("NAME=") || word == "UNKNOWN";
        match self.step {
            Step::About => {
                let mut out = Vec::new();
                if let Some(name) = about_name(line) {
                    out.push(Output::About(name));
                }
                self.step = Step::Size(*SIZES.start());
                out.push(Output::Send(format!("START {}", SIZES.start())));
                out
            }
            Step::Size(size) => {
                if word == "OK" {
                    self.sizes.push(size);
                }
                if size < *SIZES.end() {
                    self.step = Step::Size(size + 1);
                    vec![Output::Send(format!("START {}", size + 1))]
                } else {
                    self.next_rule(0)
                }
            }
            Step::Rule(index, ok_seen, refused) => {
                if about_answer {
                    if ok_seen
                        && !refused
                        && let Some(&rule) = GomokuRule::ALL.get(index)
                    {
                        self.rules.push(rule.as_str());
                    }
                    return self.next_rule(index + 1);
                }
                let (ok_seen, refused) = match word.as_str() {
                    "OK" if !ok_seen => (true, refused),
                    _ => (ok_seen, true),
                };
                self.step = Step::Rule(index, ok_seen, refused);
                Vec::new()
            }
            Step::Done => Vec::new(),
        }
    }

    fn waiting(&self) -> bool {
        self.step != Step::Done
    }
}

/// The name and version from an `ABOUT` answer: `name="pela", version="1.0", ...`.
fn about_name(line: &str) -> Option<String> {
    let field = |key: &str| {
        line.split(',').find_map(|part| {
            let (k, v) = part.split_once('=')?;
            (k.trim().eq_ignore_ascii_case(key)).then(|| v.trim().trim_matches('"').to_owned())
        })
    };
    let name = field("name").filter(|n| !n.is_empty())?;
    Some(match field("version").filter(|v| !v.is_empty()) {
        Some(version) => format!("{name} {version}"),
        None => name,
    })
}
