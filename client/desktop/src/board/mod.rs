//! The boards: where every point of a game's board lies ([`Geometry`]), and how a board is
//! painted and clicked ([`paint`]).

mod geometry;
mod paint;

pub use geometry::{Geometry, Layout, board_size};
pub use paint::{BoardLook, BoardResponse, paint};
