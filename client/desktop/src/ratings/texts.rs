//! Every word the app says about ratings, in one place, so that they move to message
//! catalogues together with the app's other texts. They are the web page's words
//! (`client/web/ratings.js`), so that both clients say the same.

use boardroom_protocol::Rating;

/// The create form's box (and its row's label).
pub const RATED: &str = "Rated";
/// Under the box: who a rated game counts between.
pub const RATED_ABOUT: &str = "A rated game counts only between two accounts, or against the computer: with a guest, a bot or a program it is played but not rated.";
/// In the create form of a guest, instead of the box.
pub const RATED_NEEDS_ACCOUNT: &str =
    "Rated games are for accounts: keep your name with a password in the Account tab.";
/// A rated room's options, in a few words.
pub const RATED_ROOM: &str = "rated";

/// The lobby's tab of leaderboards.
pub const TAB: &str = "Ratings";
/// The heading of the player's own ratings in the Account tab.
pub const YOUR_RATINGS: &str = "Your ratings";
/// The button that asks again for a profile or a leaderboard.
pub const REFRESH: &str = "Refresh ratings";
/// While the answer is awaited.
pub const LOADING: &str = "Loading…";
/// Under the name of a player with an account.
pub const ACCOUNT: &str = "An account";
/// Under the name of a guest.
pub const GUEST: &str =
    "A guest: a guest's games are not rated. Keep the name with a password to be rated.";
/// A profile without ratings.
pub const NO_RATINGS: &str = "No rated games yet.";
/// What the `?` means.
pub const PROVISIONAL_ABOUT: &str =
    "A ? marks a provisional rating: it settles after some 15 to 25 rated games.";
/// The hover text of a provisional rating.
pub const PROVISIONAL: &str = "provisional: few rated games yet";

/// The leaderboard's heading.
pub const LEADERBOARD: &str = "Leaderboard";
/// The leaderboard's game choice.
pub const GAME: &str = "Game";
/// The leaderboard's rule choice (a game rated per rule).
pub const RULE: &str = "Rule";
/// The leaderboard's columns.
pub const COLUMNS: [&str; 4] = ["#", "Name", "Rating", "Games"];
/// An empty leaderboard.
pub const NO_SETTLED: &str =
    "No settled ratings yet: a player shows here once their rating is no longer provisional.";
/// Beside a profile opened from the leaderboard: back to the leaderboard alone.
pub const CLOSE_PROFILE: &str = "Close";

/// A rating as it is shown: `1662`, or `1662?` while provisional.
#[must_use]
pub fn rating(rating: &Rating) -> String {
    let mark = if rating.provisional { "?" } else { "" };
    format!("{}{mark}", rating.rating)
}

/// How many rated games a rating counts.
#[must_use]
pub fn games(n: u32) -> String {
    if n == 1 {
        "1 rated game".to_owned()
    } else {
        format!("{n} rated games")
    }
}

/// A rating's line in a profile: `Gomoku, Freestyle: 1662? · 1 rated game`.
#[must_use]
pub fn rating_line(title: &str, rating: &Rating) -> String {
    format!(
        "{title}: {} · {}",
        self::rating(rating),
        games(rating.games)
    )
}

/// The heading of another player's profile.
#[must_use]
pub fn profile_of(name: &str) -> String {
    format!("{name}'s ratings")
}

/// The chart's words for a screen reader: where the history went.
#[must_use]
pub fn chart_label(title: &str, first: i32, last: i32, points: usize) -> String {
    if points == 1 {
        format!("{title}: {last} after 1 rated game")
    } else {
        format!("{title}: from {first} to {last} over the last {points} rated games")
    }
}

/// The last points of a history as text, oldest first: `Last games: 1534 (2025-11-24 16:10),
/// 1580 (2025-11-24 16:20)` (no arrow: the default font has none).
#[must_use]
pub fn last_points(points: &[(i32, String)]) -> String {
    let listed: Vec<String> = points
        .iter()
        .map(|(rating, when)| format!("{rating} ({when})"))
        .collect();
    format!("Last games: {}", listed.join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn of(value: i32, provisional: bool, games: u32) -> Rating {
        Rating {
            kind: "a/b".into(),
            rating: value,
            deviation: 0,
            provisional,
            games,
        }
    }

    #[test]
    fn a_provisional_rating_shows_a_question_mark() {
        assert_eq!(rating(&of(1662, true, 1)), "1662?");
        assert_eq!(rating(&of(1712, false, 31)), "1712");
        assert_eq!(
            rating_line("Gomoku, Freestyle", &of(1662, true, 1)),
            "Gomoku, Freestyle: 1662? · 1 rated game"
        );
        assert_eq!(games(31), "31 rated games");
        assert_eq!(
            chart_label("Reversi", 1500, 1662, 1),
            "Reversi: 1662 after 1 rated game"
        );
        assert_eq!(
            chart_label("Reversi", 1400, 1662, 3),
            "Reversi: from 1400 to 1662 over the last 3 rated games"
        );
        assert_eq!(
            last_points(&[(1534, "a".into()), (1580, "b".into())]),
            "Last games: 1534 (a), 1580 (b)"
        );
    }
}
