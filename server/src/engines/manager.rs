//! The vocabulary every protocol's manager side speaks: what the seat asks ([`Ask`]), what
//! happens to the machine ([`Input`]), and what it wants done ([`Output`]). Each protocol
//! (`piskvork`, `nboard`, `botzone`) is a pure [`Machine`] over these, so that a transcript can
//! drive it line by line; `seat` runs one around a real process.

use std::time::Duration;

use boardroom_engine::{AnyGame, Game, Move, Side};

/// A position the engine is to move in, and its time.
#[derive(Debug, Clone)]
pub(crate) struct Ask {
    /// The game so far; the engine plays the side to move.
    pub(crate) game: AnyGame,
    /// The time it has for this move.
    pub(crate) budget: Duration,
    /// In a timed game: the time its clock has left, and the time each side had at the start.
    pub(crate) clock: Option<AskClock>,
    /// The memory it may use, in bytes (some protocols tell the engine).
    pub(crate) memory: u64,
}

/// The clock of a timed game, as an engine is told it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct AskClock {
    /// The engine's time left.
    pub(crate) left: Duration,
    /// Each side's time for the whole game (for a clock per move: the time per move).
    pub(crate) initial: Duration,
}

impl Ask {
    /// The side the engine plays.
    pub(crate) fn side(&self) -> Side {
        self.game.to_move()
    }

    /// The moves so far.
    pub(crate) fn history(&self) -> &[Move] {
        self.game.history()
    }
}

/// Something that happened to a machine.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Input<'a> {
    /// A fresh process started, as the machine asked ([`Output::Spawn`]).
    Started,
    /// The engine is to move in this position.
    Ask(&'a Ask),
    /// The engine printed a line.
    Line(&'a str),
    /// The process ended (or was killed); nothing of it is left.
    Exited,
}

/// What a machine wants done, in order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Output {
    /// Start a fresh process (killing the one there is); [`Input::Started`] follows.
    Spawn,
    /// Write this line to the engine.
    Send(String),
    /// Close the engine's input.
    Close,
    /// The engine's move for the position asked.
    Moved(Move),
    /// The engine broke its protocol; the sentence says how (for a person to read).
    Fault(String),
    /// The engine told its name (and version).
    About(String),
    /// A probe found what the engine plays.
    Found(super::plays::Plays),
}

/// One protocol's manager side.
pub(crate) trait Machine: Send + std::fmt::Debug {
    /// Takes what happened; says what to do.
    fn handle(&mut self, input: Input<'_>) -> Vec<Output>;

    /// Whether an answer is awaited (then a deadline runs, and the end of the process is a
    /// crash).
    fn waiting(&self) -> bool;
}

/// The side that moves at `ply` of a game whose first mover was `first` (every game's history
/// alternates: reversi's passes are moves too).
pub(crate) fn mover(first: Side, ply: usize) -> Side {
    if ply.is_multiple_of(2) {
        first
    } else {
        first.opponent()
    }
}

/// A line cut for a sentence: an engine's garbage is quoted, never in full.
pub(crate) fn quote(line: &str) -> String {
    const SHOWN: usize = 60;
    let mut shown: String = line.chars().take(SHOWN).collect();
    if line.chars().nth(SHOWN).is_some() {
        shown.push_str("...");
    }
    format!("{shown:?}")
}
