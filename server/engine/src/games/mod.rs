//! The four games, one file each (renju's forbidden-point analysis beside gomoku).

mod five;
mod gomoku;
mod hex_gomoku;
mod nogo;
pub(crate) mod renju;
mod reversi;

pub use five::Five;
pub use gomoku::Gomoku;
pub use hex_gomoku::HexGomoku;
pub use nogo::NoGo;
pub use reversi::Reversi;
