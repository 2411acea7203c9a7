//! The Piskvork protocol (Gomocup's "new protocol"): a manager starts the brain as a child
//! process and talks to it one line at a time over its standard input and output.
//!
//! - [`command`]: the manager's lines, parsed.
//! - [`clock`]: how long a move may take, from what the manager said about time.
//! - [`brain`]: the brain as a pure state machine: the game, the rule, the limits, and the
//!   replies.
//! - [`player`]: the search behind the brain's moves, the engine's `hard` five-in-a-row AI, and
//!   behind swap2's choices (the engine's built-in openings and its outlook).
//!
//! Boards are 15x15 only; the rule comes from `INFO rule` (a bit mask: 1 exactly five, 4 renju;
//! 0 freestyle). Coordinates are `x,y` from the top-left corner, as the engine's points are.

pub mod brain;
pub mod clock;
pub mod command;
pub mod player;

pub use brain::{Brain, Search};
pub use player::Player;
