//! Botzone's JSON turns, the platform's side: a bot reads one line,
//! `{"requests": [...], "responses": [...], "data": "..."}` (the opponent's moves as
//! `{"x": x, "y": y}`, `{"x": -1, "y": -1}` for "you begin" or a pass; its own earlier answers),
//! and prints one line, `{"response": {"x": x, "y": y}, "data": "..."}`. A bot then exits, and
//! the next turn starts it again with the whole history; or it prints
//! `>>>BOTZONE_REQUEST_KEEP_RUNNING<<<` and stays, and the next turn sends it only the new
//! request. Any game: the points are ours (`[x, y]`, axial on the hexagon).
//!
//! A position that does not continue the one the bot kept (an undo, a new game) starts it
//! again with the whole history.

use boardroom_engine::{Game, GameKind, Move, Point};
use serde_json::{Value, json};

use super::manager::{Ask, Input, Machine, Output, mover, quote};

/// What a long-running bot prints after its answer to stay.
pub(crate) const KEEP_RUNNING: &str = ">>>BOTZONE_REQUEST_KEEP_RUNNING<<<";

/// The most bytes of `data` a bot may carry from turn to turn.
const MAX_DATA: usize = 16 * 1024;

/// Where the conversation stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    /// No process, or one that will exit by itself.
    Down,
    /// A process was asked for.
    Spawning,
    /// The input sent, waiting for the answer.
    Thinking,
    /// Answered; a long-running bot may still say so.
    Idle,
}

/// The platform's side of one bot.
#[derive(Debug)]
pub(crate) struct Botzone {
    /// Where the conversation stands.
    phase: Phase,
    /// The question being answered.
    asked: Option<Ask>,
    /// The history the bot has seen, its own last answer included.
    seen: Vec<Move>,
    /// Whether the process stays between turns.
    keeps_running: bool,
    /// The `data` the bot saved last turn.
    data: String,
}

impl Botzone {
    /// A bot not started yet.
    pub(crate) fn new() -> Botzone {
        Botzone {
            phase: Phase::Down,
            asked: None,
            seen: Vec::new(),
            keeps_running: false,
            data: String::new(),
        }
    }

    fn ask(&mut self, ask: &Ask) -> Vec<Output> {
        let history = ask.history();
        let continues = history.len() == self.seen.len() + 1 && history.starts_with(&self.seen);
        self.asked = Some(ask.clone());
        if !continues {
            self.data.clear();
        }
        if continues
            && self.phase == Phase::Idle
            && self.keeps_running
            && let Some(&last) = history.last()
        {
            self.phase = Phase::Thinking;
            return vec![Output::Send(request(last).to_string())];
        }
        self.phase = Phase::Spawning;
        self.keeps_running = false;
        vec![Output::Spawn]
    }

    /// The first input of a fresh process: the whole history.
    fn whole(&mut self) -> Vec<Output> {
        let Some(ask) = &self.asked else {
            self.phase = Phase::Down;
            return Vec::new();
        };
        let me = ask.side();
        let first = ask.game.start().to_move();
        let mut requests = Vec::new();
        let mut responses = Vec::new();
        if first == me {
            requests.push(json!({"x": -1, "y": -1}));
        }
        for (ply, &mv) in ask.history().iter().enumerate() {
            if mover(first, ply) == me {
                responses.push(request(mv));
            } else {
                requests.push(request(mv));
            }
        }
        let mut input = json!({"requests": requests, "responses": responses});
        if !self.data.is_empty() {
            input["data"] = Value::String(self.data.clone());
        }
        self.phase = Phase::Thinking;
        vec![Output::Send(input.to_string())]
    }

    fn line(&mut self, line: &str) -> Vec<Output> {
        let line = line.trim();
        if line == KEEP_RUNNING {
            if self.phase == Phase::Idle {
                self.keeps_running = true;
            }
            return Vec::new();
        }
        if self.phase != Phase::Thinking {
            return Vec::new();
        }
        let passes = self
            .asked
            .as_ref()
            .is_some_and(|a| a.game.kind() == GameKind::Reversi);
        match answer(line, passes) {
            Ok((mv, data)) => {
                if let Some(ask) = self.asked.take() {
                    self.seen = ask.history().to_vec();
                    self.seen.push(mv);
                }
                self.data = data;
                self.phase = Phase::Idle;
                vec![Output::Moved(mv)]
            }
            Err(why) => {
                self.phase = Phase::Down;
                self.asked = None;
                self.seen.clear();
                vec![Output::Fault(why)]
            }
        }
    }
}

impl Machine for Botzone {
    fn handle(&mut self, input: Input<'_>) -> Vec<Output> {
        match input {
            Input::Ask(ask) => self.ask(ask),
            Input::Started => self.whole(),
            Input::Line(line) => self.line(line),
            Input::Exited => {
                let was_waiting = self.waiting();
                self.phase = Phase::Down;
                self.keeps_running = false;
                if was_waiting {
                    self.asked = None;
                    vec![Output::Fault("exited without answering".to_owned())]
                } else {
                    Vec::new()
                }
            }
        }
    }

    fn waiting(&self) -> bool {
        matches!(self.phase, Phase::Spawning | Phase::Thinking)
    }
}

/// A move as a request or response: `{"x": x, "y": y}`, a pass as `{"x": -1, "y": -1}`.
fn request(mv: Move) -> Value {
    match mv {
        Move::Place(p) => json!({"x": p.x, "y": p.y}),
        Move::Pass => json!({"x": -1, "y": -1}),
    }
}

/// The move and the saved data of a bot's answer; `{"x": -1, "y": -1}` is a pass where the
/// game has passes (on the hexagon it is a point).
fn answer(line: &str, passes: bool) -> Result<(Move, String), String> {
    let value: Value = serde_json::from_str(line)
        .map_err(|_| format!("printed {}, not a JSON answer", quote(line)))?;
    let response = value
        .get("response")
        .ok_or_else(|| format!("answered {} without a response", quote(line)))?;
    let coordinate = |key: &str| {
        response
            .get(key)
            .and_then(Value::as_i64)
            .and_then(|v| i8::try_from(v).ok())
    };
    let (Some(x), Some(y)) = (coordinate("x"), coordinate("y")) else {
        return Err(format!(
            "answered {}, whose response is not {{\"x\": x, \"y\": y}}",
            quote(line)
        ));
    };
    let mv = if passes && (x, y) == (-1, -1) {
        Move::Pass
    } else {
        Move::Place(Point::new(x, y))
    };
    let data = match value.get("data") {
        None | Some(Value::Null) => String::new(),
        Some(Value::String(s)) => s.clone(),
        Some(other) => other.to_string(),
    };
    if data.len() > MAX_DATA {
        return Err(format!("saved more than {MAX_DATA} bytes of data"));
    }
    Ok((mv, data))
}
