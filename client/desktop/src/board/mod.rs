//! The boards: where every point of a game's board lies ([`Geometry`]), and how a board is
//! painted and clicked ([`paint`]).

mod geometry;
mod paint;

pub use geometry::{Geometry, Layout};
pub use paint::{BoardLook, BoardResponse, paint};
