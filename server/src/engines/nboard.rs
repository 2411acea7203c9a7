//! The NBoard protocol, the manager's side: `nboard 2`, `set depth`, `set game GGF`, `ping`,
//! `go` out; `pong`, `=== move`, `set myname` in (everything else an engine says is ignored, as
//! the protocol asks). Reversi only.
//!
//! Every question sends the whole game with `set game`, so an undo or a new game needs nothing
//! special. `ping n` before `go` fences off a late answer to an abandoned question: an `===`
//! before `pong n` is not this question's.

use boardroom_engine::{Game, GameKind, Move, Point, Side};

use super::manager::{Ask, Input, Machine, Output, mover, quote};
use super::plays::{Played, Plays};

/// The search depth an engine is set to when its settings give none.
pub(crate) const DEFAULT_DEPTH: u32 = 12;

/// Where the conversation stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    /// No process.
    Down,
    /// A process was asked for.
    Spawning,
    /// The game sent, waiting for `pong n`.
    Fencing(u32),
    /// Waiting for `=== move`.
    Thinking,
    /// Nothing asked.
    Idle,
}

/// The manager's side of one NBoard engine.
#[derive(Debug)]
pub(crate) struct Nboard {
    /// Where the conversation stands.
    phase: Phase,
    /// The question being answered.
    asked: Option<Ask>,
    /// The last `ping` number.
    pings: u32,
    /// The depth the engine is set to.
    depth: u32,
}

impl Nboard {
    /// An engine not started yet, to search at `depth`.
    pub(crate) fn new(depth: u32) -> Nboard {
        Nboard {
            phase: Phase::Down,
            asked: None,
            pings: 0,
            depth,
        }
    }

    /// The game, the fence and `go`.
    fn question(&mut self) -> Vec<Output> {
        let Some(ask) = &self.asked else {
            self.phase = Phase::Idle;
            return Vec::new();
        };
        self.pings += 1;
        self.phase = Phase::Fencing(self.pings);
        vec![
            Output::Send(format!("set game {}", ggf(ask))),
            Output::Send(format!("ping {}", self.pings)),
            Output::Send("go".to_owned()),
        ]
    }

    fn line(&mut self, line: &str) -> Vec<Output> {
        let line = line.trim();
        if let Some(name) = line.strip_prefix("set myname ") {
            return vec![Output::About(name.trim().to_owned())];
        }
        if let Some(n) = line.strip_prefix("pong ") {
            if self.phase == Phase::Fencing(n.trim().parse().unwrap_or(0)) {
                self.phase = Phase::Thinking;
            }
            return Vec::new();
        }
        let Some(answer) = line.strip_prefix("===") else {
            return Vec::new();
        };
        if self.phase != Phase::Thinking {
            // An answer to an abandoned question.
            return Vec::new();
        }
        self.phase = Phase::Idle;
        self.asked = None;
        match parse_move(answer) {
            Some(mv) => vec![Output::Moved(mv)],
            None => {
                self.phase = Phase::Down;
                vec![Output::Fault(format!(
                    "printed {}, not a move",
                    quote(line)
                ))]
            }
        }
    }
}

impl Machine for Nboard {
    fn handle(&mut self, input: Input<'_>) -> Vec<Output> {
        match input {
            Input::Ask(ask) => {
                if ask.game.kind() != GameKind::Reversi {
                    return vec![Output::Fault(format!(
                        "plays reversi only, not {}",
                        ask.game.kind()
                    ))];
                }
                self.asked = Some(ask.clone());
                if self.phase == Phase::Idle {
                    return self.question();
                }
                // Down, or busy with an abandoned question: a fresh process.
                self.phase = Phase::Spawning;
                vec![Output::Spawn]
            }
            Input::Started => {
                let mut out = vec![
                    Output::Send("nboard 2".to_owned()),
                    Output::Send(format!("set depth {}", self.depth)),
                ];
                out.extend(self.question());
                out
            }
            Input::Line(line) => self.line(line),
            Input::Exited => {
                let was_waiting = self.waiting();
                self.phase = Phase::Down;
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
            Phase::Spawning | Phase::Fencing(_) | Phase::Thinking
        )
    }
}

/// A square's name: `a1` is the top left, the letter the column.
fn square(p: Point) -> String {
    let column = char::from(b'A' + u8::try_from(p.x).unwrap_or(0));
    format!("{column}{}", p.y + 1)
}

/// The move of an `===` answer: `d3`, `D3/-1.5/0.2`, `PA` (pass).
fn parse_move(answer: &str) -> Option<Move> {
    let text = answer.trim();
    let text = text.split(['/', ' ']).next()?.to_ascii_lowercase();
    if text == "pa" || text == "pass" {
        return Some(Move::Pass);
    }
    let mut chars = text.chars();
    let (column, row) = (chars.next()?, chars.as_str());
    if !('a'..='h').contains(&column) {
        return None;
    }
    let row: i8 = row.parse().ok()?;
    if !(1..=8).contains(&row) {
        return None;
    }
    let x = i8::try_from(u32::from(column) - u32::from('a')).ok()?;
    Some(Move::Place(Point::new(x, row - 1)))
}

/// The game in GGF: the start position, then every move; `TI` is the engine's time left in a
/// timed game (its moves carry no times, so all of it is still to spend).
fn ggf(ask: &Ask) -> String {
    let start = ask.game.start();
    let mut board = String::with_capacity(64);
    for y in 0..8 {
        for x in 0..8 {
            board.push(match start.stone_at(Point::new(x, y)) {
                Some(Side::Black) => '*',
                Some(Side::White) => 'O',
                None => '-',
            });
        }
    }
    let first = start.to_move();
    let to_move = if first == Side::Black { '*' } else { 'O' };
    let time = ask.clock.map_or_else(String::new, |clock| {
        let secs = clock.left.as_secs();
        format!("TI[{}:{:02}]", secs / 60, secs % 60)
    });
    let mut text = format!("(;GM[Othello]PC[Boardroom]{time}TY[8]BO[8 {board} {to_move}]");
    for (ply, mv) in ask.history().iter().enumerate() {
        let colour = if mover(first, ply) == Side::Black {
            'B'
        } else {
            'W'
        };
        let played = match mv {
            Move::Place(p) => square(*p),
            Move::Pass => "PA".to_owned(),
        };
        text.push_str(&format!("{colour}[{played}]"));
    }
    text.push_str(";)");
    text
}

/// Asks an NBoard engine whether it answers: `nboard 2`, `ping 1`, and its `pong 1`. Whatever
/// answers plays reversi.
#[derive(Debug)]
pub(crate) struct Probe {
    /// Whether the `pong` came.
    done: bool,
}

impl Probe {
    /// A probe not started yet; it expects [`Input::Started`] first.
    pub(crate) fn new() -> Probe {
        Probe { done: false }
    }
}

impl Machine for Probe {
    fn handle(&mut self, input: Input<'_>) -> Vec<Output> {
        match input {
            Input::Started => vec![
                Output::Send("nboard 2".to_owned()),
                Output::Send("ping 1".to_owned()),
            ],
            Input::Ask(_) => Vec::new(),
            Input::Exited => {
                self.done = true;
                vec![Output::Fault("exited while asked what it plays".to_owned())]
            }
            Input::Line(line) => {
                let line = line.trim();
                if let Some(name) = line.strip_prefix("set myname ") {
                    return vec![Output::About(name.trim().to_owned())];
                }
                if line == "pong 1" && !self.done {
                    self.done = true;
                    return vec![
                        Output::Close,
                        Output::Found(Plays(vec![Played::any(GameKind::Reversi)])),
                    ];
                }
                Vec::new()
            }
        }
    }

    fn waiting(&self) -> bool {
        !self.done
    }
}
