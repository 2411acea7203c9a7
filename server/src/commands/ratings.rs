//! Ratings: `list_leaderboard` and `get_profile`, read from the store (`crate::ratings` moves
//! them when a rated game ends).

use boardroom_protocol::{
    ErrorCode, GameKind, LeaderboardRow, Options, ProfileRating, Rating, RatingPoint, ServerMsg,
};

use super::{Handler, busy_store, unauthorized};
use crate::convert;
use crate::ratings::{PROVISIONAL_DEVIATION, kind_of, provisional};
use crate::refusal::Refusal;
use crate::store::{PlayerId, StoredRating};

/// The most rows of a leaderboard.
const LEADERBOARD_ROWS: i64 = 100;
/// The most points of a rating's history in a profile.
const HISTORY_POINTS: i64 = 100;

impl Handler {
    /// `list_leaderboard`.
    pub(super) async fn list_leaderboard(
        &self,
        game: GameKind,
        rule: Option<String>,
    ) -> Result<(), Refusal> {
        self.player().ok_or_else(unauthorized)?;
        let options = Options {
            rule,
            ..Options::default()
        };
        let config = convert::config(game, &options)
            .map_err(|e| Refusal::told(ErrorCode::BadRequest, crate::words::options_error(&e)))?;
        let kind = kind_of(&config);
        let best = self
            .server
            .services
            .store
            .leaderboard(&kind, PROVISIONAL_DEVIATION, LEADERBOARD_ROWS)
            .await
            .map_err(|_| busy_store())?;
        let rows = best
            .iter()
            .zip(1..)
            .map(|(stored, rank)| LeaderboardRow {
                rank,
                player_id: stored.player.to_string(),
                name: stored.name.clone(),
                rating: rating_of(stored),
            })
            .collect();
        self.reply(&ServerMsg::Leaderboard { kind, rows }).await;
        Ok(())
    }

    /// `get_profile`: a player's name, account and ratings with their histories.
    pub(super) async fn get_profile(&self, player_id: Option<String>) -> Result<(), Refusal> {
        let me = self.player().ok_or_else(unauthorized)?.id;
        let no_such = || Refusal::says(ErrorCode::BadRequest, "server-no-such-player", &[]);
        let id: PlayerId = match player_id {
            Some(text) => text.parse().map_err(|_| no_such())?,
            None => me,
        };
        let lobby = &self.server.lobby;
        let player = lobby.player(id).ok_or_else(no_such)?;
        let store = &self.server.services.store;
        let ratings = store.ratings_of(id).await.map_err(|_| busy_store())?;
        let history = store
            .rating_history(id, HISTORY_POINTS)
            .await
            .map_err(|_| busy_store())?;
        let ratings = ratings
            .iter()
            .map(|stored| ProfileRating {
                rating: rating_of(stored),
                history: history
                    .iter()
                    .filter(|(kind, _, _)| *kind == stored.kind)
                    .map(|(_, at_ms, rating)| RatingPoint {
                        at_ms: *at_ms,
                        rating: round(*rating),
                    })
                    .collect(),
            })
            .collect();
        self.reply(&ServerMsg::Profile {
            player_id: id.to_string(),
            name: player.name,
            account: lobby.has_account(id),
            ratings,
        })
        .await;
        Ok(())
    }
}

/// A stored rating as the protocol shows it.
fn rating_of(stored: &StoredRating) -> Rating {
    Rating {
        kind: stored.kind.clone(),
        rating: round(stored.rating),
        deviation: round(stored.deviation),
        provisional: provisional(stored.deviation),
        games: u32::try_from(stored.games).unwrap_or(u32::MAX),
    }
}

#[expect(
    clippy::cast_possible_truncation,
    reason = "ratings and deviations are a few thousand at most, rounded to show"
)]
fn round(x: f64) -> i32 {
    x.round() as i32
}
