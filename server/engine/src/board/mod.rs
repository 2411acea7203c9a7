//! Board geometry shared by the games: which points exist ([`Shape`]) and a padded cell array
//! with its line directions ([`Grid`]). Reversi uses its own bitboards instead.

mod grid;
mod shape;

pub use grid::{Cell, Grid, PAD};
pub use shape::Shape;
