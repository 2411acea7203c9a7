//! Ratings on the wire: a player's Glicko-2 rating in one game and rule, the leaderboard of one,
//! and a player's profile with their ratings and how each went.

use serde::{Deserialize, Serialize};

/// A rating in one game and rule.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rating {
    /// What it rates: the game, and for gomoku its rule (`"gomoku/renju"`, `"reversi"`).
    pub kind: String,
    /// The rating, rounded.
    pub rating: i32,
    /// Its deviation (Glicko-2's RD), rounded: how sure the rating is.
    pub deviation: i32,
    /// Whether the rating is still provisional (its deviation is high: few games yet);
    /// clients show it with a `?`.
    pub provisional: bool,
    /// Rated games played in it.
    pub games: u32,
}

/// A line of a leaderboard.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LeaderboardRow {
    /// The place, from 1.
    pub rank: u32,
    /// The player's public id.
    pub player_id: String,
    /// The player's name.
    pub name: String,
    /// The rating.
    #[serde(flatten)]
    pub rating: Rating,
}

/// A point of a rating's history: after a rated game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RatingPoint {
    /// When, in milliseconds since the Unix epoch.
    pub at_ms: i64,
    /// The rating after the game, rounded.
    pub rating: i32,
}

/// One of a profile's ratings, with its history.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProfileRating {
    /// The rating now.
    #[serde(flatten)]
    pub rating: Rating,
    /// How it went, oldest first (the last 100 games).
    pub history: Vec<RatingPoint>,
}
