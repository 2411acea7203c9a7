//! The engine as a pure state machine: lines from the GUI in, reply lines and search requests
//! out. It keeps the game (refereed by the engine's rules: an illegal move is reported with a
//! `status ERROR` line and not played), the search depth and the clock.
//!
//! NBoard has no error reply; the protocol asks engines to ignore lines they do not know. A
//! known command that cannot be carried out is answered with a `status ERROR ...` line, which
//! the GUI shows in its status bar, and changes nothing.

use std::time::Duration;

use boardroom_engine::{Game, Move, Reversi, ReversiConfig, Side};

use super::command::Command;
use super::{ggf, square_name};
use crate::session::{Machine, Output};

/// What the GUI asked the search for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ask {
    /// `go`: the move to play.
    Go,
    /// `hint n`: the values of the best `n` moves.
    Hint(u32),
}

/// A request to search.
#[derive(Debug, Clone)]
pub struct Think {
    /// Why.
    pub ask: Ask,
    /// The position.
    pub game: Reversi,
    /// The deepest middle-game search.
    pub depth: u32,
    /// How long the search may run.
    pub time: Duration,
}

/// What a search found.
#[derive(Debug, Clone, PartialEq)]
pub struct Thought {
    /// The best move (`None` once the game is over).
    pub best: Option<Move>,
    /// Its value for the side to move, in discs (`None` for a forced move).
    pub eval: Option<f64>,
    /// The middle-game depth reached (0 when the endgame was solved or the move forced).
    pub depth: u32,
    /// Seconds the search took.
    pub seconds: f64,
    /// For a hint of more than one move: the next best moves, best first, with their values
    /// for the side to move, in discs (each from a shorter search than the best move's).
    pub others: Vec<(Move, f64)>,
}

/// The engine's state between lines.
#[derive(Debug, Clone)]
pub struct State {
    /// The game as the GUI last described it.
    game: Reversi,
    /// Each side's time left, when the game record gave a limit.
    clock: Option<[Duration; 2]>,
    /// `set depth`: the deepest middle-game search.
    depth: u32,
    /// The longest a move may take whatever the clock says.
    move_time: Duration,
    /// What the last search was for.
    asked: Ask,
}

/// The deepest search until `set depth` says otherwise: as deep as the time allows.
const DEFAULT_DEPTH: u32 = 60;

impl State {
    /// An engine at the standard start, each move taking at most `move_time`.
    #[must_use]
    pub fn new(move_time: Duration) -> State {
        State {
            game: Reversi::new(&ReversiConfig),
            clock: None,
            depth: DEFAULT_DEPTH,
            move_time,
            asked: Ask::Go,
        }
    }

    /// The game as the engine sees it.
    #[must_use]
    pub fn game(&self) -> &Reversi {
        &self.game
    }

    /// How long the next search may run: the move time, or less when the clock's time left,
    /// shared over the side's remaining moves, is shorter.
    fn time(&self) -> Duration {
        let Some(clock) = self.clock else {
            return self.move_time;
        };
        let left = clock[self.game.to_move().index()];
        let empties = 64 - u32::try_from(self.game.ply()).unwrap_or(60).min(60) - 4;
        let moves_left = empties / 2 + 1;
        let share = (left / moves_left).saturating_sub(left / moves_left / 10);
        self.move_time.min(share).max(Duration::from_millis(10))
    }

    /// A search request.
    fn think(&mut self, ask: Ask) -> Vec<Output<Think>> {
        self.asked = ask;
        vec![Output::Search(Think {
            ask,
            game: self.game.clone(),
            depth: self.depth,
            time: self.time(),
        })]
    }

    /// `move`: the GUI's game goes on by `m`, which took `seconds`.
    fn play(&mut self, m: Move, seconds: Option<f64>) -> Vec<Output<Think>> {
        let mover: Side = self.game.to_move();
        match self.game.clone().play(m) {
            Ok((game, _)) => {
                self.game = game;
                if let (Some(clock), Some(time)) = (
                    self.clock.as_mut(),
                    seconds.and_then(|s| Duration::try_from_secs_f64(s).ok()),
                ) {
                    let left = &mut clock[mover.index()];
                    *left = left.saturating_sub(time);
                }
                Vec::new()
            }
            Err(refused) => error(format!("move {}: {}", square_name(m), refused.error)),
        }
    }
}

impl Machine for State {
    type Search = Think;
    type Found = Thought;

    fn handle(&mut self, line: &str) -> Vec<Output<Think>> {
        match Command::parse(line) {
            Command::Nboard => vec![Output::Line("set myname Boardroom".to_owned())],
            Command::Depth(depth) => {
                self.depth = depth.clamp(1, DEFAULT_DEPTH);
                Vec::new()
            }
            Command::Game(text) => match ggf::parse(&text) {
                Ok(record) => {
                    self.game = record.game;
                    self.clock = record.clock;
                    Vec::new()
                }
                Err(why) => error(format!("set game: {why}")),
            },
            Command::Move(m, seconds) => self.play(m, seconds),
            Command::Hint(n) => self.think(Ask::Hint(n)),
            Command::Go => self.think(Ask::Go),
            Command::Ping(n) => vec![Output::Line(format!("pong {n}"))],
            Command::Learn => vec![Output::Line("learned".to_owned())],
            Command::Quit => vec![Output::Quit],
            Command::Bad(why) => error(why),
            Command::Ignored => Vec::new(),
        }
    }

    fn found(&mut self, found: Thought) -> Vec<Output<Think>> {
        let Some(best) = found.best else {
            return error("the game is over".to_owned());
        };
        let eval = found.eval.map(|e| format!("{e:.2}"));
        match self.asked {
            Ask::Go => vec![Output::Line(match eval {
                Some(eval) => format!("=== {}/{eval}/{:.1}", square_name(best), found.seconds),
                None => format!("=== {}", square_name(best)),
            })],
            Ask::Hint(n) => {
                let best = (best, eval.unwrap_or_else(|| "0.00".to_owned()));
                let others = found.others.iter().map(|&(m, e)| (m, format!("{e:.2}")));
                let n = usize::try_from(n).unwrap_or(usize::MAX).max(1);
                let mut out: Vec<Output<Think>> = std::iter::once(best)
                    .chain(others)
                    .take(n)
                    .map(|(m, eval)| {
                        let line = format!("search {} {eval} 0 {}", square_name(m), found.depth);
                        Output::Line(line)
                    })
                    .collect();
                out.push(Output::Line("status".to_owned()));
                out
            }
        }
    }

    /// `ping` asks the engine to stop thinking before it answers.
    fn interrupts(line: &str) -> bool {
        line.trim_start()
            .get(..4)
            .is_some_and(|w| w.eq_ignore_ascii_case("ping"))
    }
}

/// A `status ERROR` line.
fn error(why: String) -> Vec<Output<Think>> {
    vec![Output::Line(format!("status ERROR {why}"))]
}

#[cfg(test)]
mod tests {
    use std::collections::VecDeque;

    use super::*;
    use crate::nboard::parse_square;

    /// Runs a transcript against an engine whose moves take at most 1000 ms: `> line` is
    /// handled; `< line` expects the next output to be that line; `? go|hint ms` expects a
    /// search (`hintN` for `hint N`); `! move eval depth [move eval]...` answers it, the pairs
    /// after the depth being the next best moves (`! none` for no move, eval `-` for none);
    /// `= quit` expects the end; `@ ply` checks the game's length.
    fn check(transcript: &str) {
        let mut state = State::new(Duration::from_millis(1000));
        let mut outputs: VecDeque<Output<Think>> = VecDeque::new();
        for (number, line) in transcript.lines().map(str::trim).enumerate() {
            let (tag, rest) = line.split_once(' ').unwrap_or((line, ""));
            let at = format!("line {}: {line:?}", number + 1);
            match tag {
                ">" => outputs.extend(state.handle(rest)),
                "<" => match outputs.pop_front() {
                    Some(Output::Line(got)) => assert_eq!(got, rest, "{at}"),
                    other => panic!("{at}: got {other:?}"),
                },
                "?" => match outputs.pop_front() {
                    Some(Output::Search(think)) => {
                        let ask = match think.ask {
                            Ask::Go => "go".to_owned(),
                            Ask::Hint(n) => format!("hint{n}"),
                        };
                        let got = format!("{ask} {}", think.time.as_millis());
                        assert_eq!(got, rest, "{at}");
                    }
                    other => panic!("{at}: got {other:?}"),
                },
                "!" => {
                    let words: Vec<&str> = rest.split_whitespace().collect();
                    let thought = match words.as_slice() {
                        ["none"] => Thought {
                            best: None,
                            eval: None,
                            depth: 0,
                            seconds: 0.0,
                            others: Vec::new(),
                        },
                        [m, eval, depth, others @ ..] => Thought {
                            best: parse_square(m),
                            eval: eval.parse().ok(),
                            depth: depth.parse().expect("a depth"),
                            seconds: 0.25,
                            others: others
                                .chunks(2)
                                .map(|pair| {
                                    let m = parse_square(pair[0]).expect("a move");
                                    (m, pair[1].parse().expect("a value"))
                                })
                                .collect(),
                        },
                        _ => panic!("{at}"),
                    };
                    outputs.extend(state.found(thought));
                }
                "=" => assert!(matches!(outputs.pop_front(), Some(Output::Quit)), "{at}"),
                "@" => assert_eq!(state.game().ply().to_string(), rest, "{at}"),
                "" => {}
                other => panic!("{at}: unknown tag {other:?}"),
            }
        }
        assert!(outputs.is_empty(), "left over: {outputs:?}");
    }

    const START: &str = "---------------------------O*------*O---------------------------";

    #[test]
    fn a_session() {
        check(&format!(
            "> nboard 2
             < set myname Boardroom
             > set depth 10
             > set game (;GM[Othello]BO[8 {START} *]B[F5]W[D6];)
             @ 2
             > go
             ? go 1000
             ! C3 -1.5 10
             < === C3/-1.50/0.2
             @ 2
             > move C3/-1.50/0.25
             @ 3
             > hint 2
             ? hint2 1000
             ! D3 0.25 9 E3 -0.5 C5 -2
             < search D3 0.25 0 9
             < search E3 -0.50 0 9
             < status
             > hint 1
             ? hint1 1000
             ! D3 0.25 9 E3 -0.5
             < search D3 0.25 0 9
             < status
             > ping 4
             < pong 4
             > learn
             < learned
             > quit
             = quit"
        ));
    }

    #[test]
    fn the_clock_shortens_the_search() {
        // A minute each, two plies played: black has 30 moves left. With 10 s left (50 s used)
        // a move gets 10/30 s less a tenth; with 59 s left the share is above the 1 s cap.
        check(&format!(
            "> set game (;GM[Othello]TI[1:00]BO[8 {START} *]B[F5/0/50]W[D6/0/1];)
             > go
             ? go 300
             ! C3 - 0
             < === C3
             > set game (;GM[Othello]TI[1:00]BO[8 {START} *]B[F5/0/1]W[D6/0/1];)
             > go
             ? go 1000"
        ));
    }

    #[test]
    fn what_is_refused() {
        check(&format!(
            "> set game (;GM[Othello]BO[8 {START} *];)
             > move A1
             < status ERROR move A1: move flips no disc
             > move PA
             < status ERROR move PA: passing is not allowed now
             @ 0
             > set game (;GM[Othello]TY[8r]BO[8 {START} *];)
             < status ERROR set game: board type \"8r\": only 8 is played
             > hint x
             < status ERROR hint: cannot read \"x\"
             > go
             ? go 1000
             ! none
             < status ERROR the game is over"
        ));
    }
}
