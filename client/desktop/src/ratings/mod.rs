//! Ratings in the app: the Rated box of the create form, a player's profile (each rating with
//! its history drawn as a line) and the leaderboards. The words are in [`texts`], a rating
//! kind's name read from the catalogue in [`kind`], the leaderboard's choice of game and rule
//! in [`choice`], a history's scale in [`chart`]; what the server said is folded into the view
//! state (`state/ratings.rs`), and the screens are `views/profile.rs`, `views/leaderboard.rs`
//! and `views/rating_chart.rs`.

pub mod chart;
pub mod choice;
pub mod kind;
pub mod texts;

pub use choice::LeaderboardChoice;
