//! Game records as SGF (FF\[4\]): [`to_sgf`] writes one, [`from_sgf`] reads one back, every
//! move checked by the rules. The forms of each game, and what the reader accepts from other
//! programs and what it refuses, are written down in `docs/sgf.md`.
//!
//! - `writer`: the export, one game tree per game.
//! - `syntax`: SGF's grammar, read down the main line.
//! - `reader`: the main line's properties turned into an [`SgfRecord`].
//! - `result`: a record's `RE`, read once: [`parse_result`], [`Ending`].
//! - `error`: [`SgfError`], what a file that cannot be read is told.

mod error;
mod reader;
mod result;
mod syntax;
mod writer;

pub use error::SgfError;
pub use reader::{SgfRecord, from_sgf, from_sgf_bytes};
pub use result::{Ending, named_winner, parse_result};
pub use writer::{SgfInfo, SgfTime, coordinate, to_sgf, to_sgf_annotated};
