//! The rules of Boardroom's four games, pure: no IO, no async, no serde.
//!
//! # Layout
//! - [`Side`], [`Point`], [`Move`]: the small vocabulary every game shares.
//! - [`Game`]: the trait every game implements; [`AnyGame`] forwards to the one chosen at runtime.
//! - [`catalogue`]: what each game is (title, board, sizes, options and their defaults, what a
//!   move changes), said once for the server and the clients.
//! - [`Options`] -> [`Config::validate`] -> [`Config`]: the only way to set a game up.
//! - [`board`]: board shapes and the padded cell grid with its line directions (square and hex).
//! - [`games`]: [`Gomoku`] (freestyle, standard, renju), [`Reversi`] (bitboards), [`NoGo`],
//!   [`HexGomoku`].
//! - [`sgf`]: game records as SGF: export, and import with every move checked by the rules.
//! - [`perft`]: move-path counting, the standard test of move generation.
//! - [`ai`]: the [`ai::Bot`] trait, its [`ai::Budget`], and the bots.
//! - [`review`]: a finished game judged position by position, its moves marked.
//!
//! The only way a rule fails is [`RuleError`]; [`Game::play`] hands the game back on error.
//!
//! # Example
//! ```
//! use boardroom_engine::{Config, Game, GameKind, Gomoku, Move, Options, Point, RuleError};
//!
//! let Config::Gomoku(config) = Config::validate(GameKind::Gomoku, &Options::default())? else {
//!     unreachable!()
//! };
//! let game = Gomoku::new(&config);
//! let (game, _effects) = game.play(Move::Place(Point::new(7, 7)))?;
//! let refused = game.play(Move::Place(Point::new(7, 7))).unwrap_err();
//! assert_eq!(refused.error, RuleError::Occupied);
//! assert_eq!(refused.game.ply(), 1);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod ai;
mod any;
pub mod board;
pub mod catalogue;
mod config;
mod error;
mod game;
pub mod games;
mod kind;
pub mod openings;
pub mod perft;
mod point;
pub mod review;
mod setup;
pub mod sgf;
mod side;

pub use any::AnyGame;
pub use config::{
    Config, GomokuConfig, GomokuRule, HexGomokuConfig, NoGoConfig, Options, OptionsError,
    ReversiConfig,
};
pub use error::{Forbidden, PlayError, ReplayError, RuleError};
pub use game::{Change, Effects, Game, Outcome, OutcomeReason, Stones};
pub use games::{Gomoku, HexGomoku, NoGo, Reversi};
pub use kind::{GameKind, UnknownGame};
pub use point::{Move, MoveList, Point};
pub use setup::{ParseBoardError, Setup, SetupError, render};
pub use side::Side;
