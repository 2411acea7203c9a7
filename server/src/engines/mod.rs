//! External engines: programs that speak Gomocup's Piskvork protocol, the NBoard protocol or
//! Botzone's JSON turns, registered by the operator and seated by the server like its own AI.
//!
//! # Layout
//! - `spec`: one engine as the operator registers it (`--engine NAME=PROTOCOL:COMMAND`,
//!   `BOARDROOM_ENGINES`, the `--engines-file` settings), checked at start-up.
//! - `plays`: what an engine plays (games, gomoku rules, sizes).
//! - `registry`: this server's engines, what each was found to play (asked at start-up), and
//!   the cap on engine processes.
//! - `process`: a child process with its memory limit, its output read in bounded lines, its
//!   process group killed on drop.
//! - `manager`: what the protocol machines speak: `Ask` in, outputs out.
//! - `piskvork`, `nboard`, `botzone`: each protocol's manager side as a pure state machine
//!   (and its probe), driven by transcripts in tests (`transcripts`).
//! - `runner`: a machine run around a process, before a deadline.
//! - `seat`: an engine in a room's seat: a task per seat, questions in, answers out.
//!
//! The room sees an engine only as a seat holder that is asked for moves and answers (or
//! fails: a crash, a time-out, garbage); the room's core decides what a failure costs.

mod botzone;
mod manager;
mod nboard;
mod piskvork;
mod plays;
mod process;
mod registry;
mod runner;
mod seat;
mod spec;
#[cfg(test)]
mod transcripts;

pub(crate) use manager::{Ask, AskClock};
pub(crate) use plays::rules_named;
pub use plays::{Played, Plays};
pub(crate) use registry::{Engine, Engines};
pub(crate) use seat::{Answer, EngineSeat, Failure};
pub use spec::{DEFAULT_MEMORY, DEFAULT_TIME_PER_MOVE, EngineProtocol, EngineSpec, EnginesFile};
