//! Boardroom's AI in the ecosystems of other programs: a brain for Gomocup-style managers and
//! Piskvork (gomoku freestyle, standard and renju, 15x15) and an engine for the NBoard Othello
//! GUI (reversi). Both play the engine crate's `hard` AI within the time they are given.
//!
//! # Layout
//! - [`session`]: the one input/output loop both programs run around a protocol's pure state
//!   machine (a [`session::Machine`]) and the searches it asks for (a [`session::Searcher`]).
//! - [`piskvork`]: the Piskvork protocol: its commands, the brain's state machine, its time
//!   budget and the search.
//! - [`nboard`]: the NBoard protocol: its commands, GGF game records, the engine's state machine
//!   and the search.
//!
//! The binaries `pbrain-boardroom` and `nboard-boardroom` only join these to stdin and stdout.

pub mod nboard;
pub mod piskvork;
pub mod session;
