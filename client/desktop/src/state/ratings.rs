//! What the server said of ratings: the players' profiles asked for (one's own and those
//! opened from a leaderboard), by player id, and the last leaderboard. Pure, like the rest of
//! the view state: the time an answer arrived is handed in, and kept, so that a screen (or a
//! test) can tell a fresh answer from an old one.

use std::collections::HashMap;
use std::time::Instant;

use boardroom_protocol::{LeaderboardRow, ProfileRating};

/// The most profiles kept; the one that arrived first goes when another comes.
const PROFILES_KEPT: usize = 32;

/// A player's profile, as the last `profile` about them said.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Profile {
    /// Their public id.
    pub player_id: String,
    /// Their name.
    pub name: String,
    /// Whether they have an account (only accounts are rated).
    pub account: bool,
    /// Their ratings, each with its history, oldest point first.
    pub ratings: Vec<ProfileRating>,
    /// When the answer arrived.
    pub received: Instant,
}

/// A leaderboard as the server sent it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Leaderboard {
    /// What it ranks (`"gomoku/freestyle"`).
    pub kind: String,
    /// Best first; settled ratings only.
    pub rows: Vec<LeaderboardRow>,
}

/// The ratings the server has told of.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RatingsView {
    /// Profiles by player id.
    pub profiles: HashMap<String, Profile>,
    /// The last leaderboard.
    pub leaderboard: Option<Leaderboard>,
}

impl RatingsView {
    /// The profile of `player_id`, if one came.
    #[must_use]
    pub fn profile(&self, player_id: &str) -> Option<&Profile> {
        self.profiles.get(player_id)
    }

    /// The rows of the leaderboard of `kind`, if that is the last one that came.
    #[must_use]
    pub fn leaderboard_of(&self, kind: &str) -> Option<&[LeaderboardRow]> {
        self.leaderboard
            .as_ref()
            .filter(|board| board.kind == kind)
            .map(|board| board.rows.as_slice())
    }

    /// A `leaderboard`.
    pub(super) fn leaderboard_came(&mut self, kind: String, rows: Vec<LeaderboardRow>) {
        self.leaderboard = Some(Leaderboard { kind, rows });
    }

    /// A `profile`: kept in place of the player's last one; the profile that came first goes
    /// when too many are kept.
    pub(super) fn profile_came(&mut self, profile: Profile) {
        if !self.profiles.contains_key(&profile.player_id)
            && self.profiles.len() >= PROFILES_KEPT
            && let Some(oldest) = self
                .profiles
                .values()
                .min_by_key(|p| p.received)
                .map(|p| p.player_id.clone())
        {
            self.profiles.remove(&oldest);
        }
        self.profiles.insert(profile.player_id.clone(), profile);
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use boardroom_protocol::{Rating, RatingPoint, ServerMsg, decode_server};

    use super::*;
    use crate::state::ViewState;

    fn rating(kind: &str, value: i32, provisional: bool) -> Rating {
        Rating {
            kind: kind.into(),
            rating: value,
            deviation: if provisional { 200 } else { 60 },
            provisional,
            games: 1,
        }
    }

    fn profile(id: &str, history: &[i32]) -> ServerMsg {
        let last = history.last().copied().unwrap_or(1500);
        ServerMsg::Profile {
            player_id: id.into(),
            name: format!("Player {id}"),
            account: true,
            ratings: vec![ProfileRating {
                rating: rating("gomoku/freestyle", last, true),
                history: history
                    .iter()
                    .zip(0..)
                    .map(|(&rating, i)| RatingPoint {
                        at_ms: 1_764_000_000_000 + i * 600_000,
                        rating,
                    })
                    .collect(),
            }],
        }
    }

    #[test]
    fn profiles_are_kept_by_player_with_the_time_they_came() {
        let start = Instant::now();
        let mut state = ViewState::default();
        state.apply(profile("7", &[1662]), start);
        let later = start + Duration::from_secs(1);
        state.apply(profile("12", &[1662, 1534, 1580]), later);
        let ada = state.ratings.profile("7").expect("a profile");
        assert_eq!(ada.name, "Player 7");
        assert_eq!(ada.received, start);
        assert_eq!(ada.ratings[0].history.len(), 1);
        let other = state.ratings.profile("12").expect("a profile");
        assert_eq!(other.ratings[0].rating.rating, 1580);
        assert_eq!(other.received, later);

        // The same player again replaces the old answer.
        state.apply(profile("7", &[1662, 1700]), later);
        let ada = state.ratings.profile("7").expect("a profile");
        assert_eq!((ada.ratings[0].history.len(), ada.received), (2, later));
        assert_eq!(state.ratings.profile("99"), None);
    }

    #[test]
    fn the_profiles_kept_are_bounded_and_the_oldest_goes() {
        let start = Instant::now();
        let mut state = ViewState::default();
        for i in 0..=PROFILES_KEPT {
            let at = start + Duration::from_millis(u64::try_from(i).expect("small"));
            state.apply(profile(&i.to_string(), &[]), at);
        }
        assert_eq!(state.ratings.profiles.len(), PROFILES_KEPT);
        assert_eq!(state.ratings.profile("0"), None, "the first went");
        assert!(state.ratings.profile("1").is_some());
    }

    #[test]
    fn a_leaderboard_is_shown_for_its_own_kind_only() {
        let now = Instant::now();
        let mut state = ViewState::default();
        assert_eq!(state.ratings.leaderboard_of("gomoku/renju"), None);
        let msg = decode_server(
            r#"{"type": "leaderboard", "kind": "gomoku/renju", "rows": [{"rank": 1, "player_id": "12", "name": "Ada", "kind": "gomoku/renju", "rating": 1712, "deviation": 64, "provisional": false, "games": 31}]}"#,
        )
        .expect("a leaderboard");
        state.apply(msg, now);
        let rows = state
            .ratings
            .leaderboard_of("gomoku/renju")
            .expect("the rows");
        assert_eq!((rows[0].rank, rows[0].name.as_str()), (1, "Ada"));
        let settled = Rating {
            games: 31,
            deviation: 64,
            ..rating("gomoku/renju", 1712, false)
        };
        assert_eq!(rows[0].rating, settled);
        // An answer for another kind (a choice changed meanwhile) is not this one's.
        assert_eq!(state.ratings.leaderboard_of("gomoku/freestyle"), None);
        state.apply(
            ServerMsg::Leaderboard {
                kind: "gomoku/freestyle".into(),
                rows: Vec::new(),
            },
            now,
        );
        assert_eq!(
            state.ratings.leaderboard_of("gomoku/freestyle"),
            Some(&[][..])
        );
        assert_eq!(state.ratings.leaderboard_of("gomoku/renju"), None);
    }
}
