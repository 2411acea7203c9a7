//! Every word the app says about ratings, in one place, each from the message catalogues in
//! the player's language. They are the web page's words (`client/web/ratings.js`), so that
//! both clients say the same.

use boardroom_protocol::Rating;

use crate::t;

/// The create form's box (and its row's label).
#[must_use]
pub fn rated() -> String {
    t!("ratings-rated")
}

/// Under the box: who a rated game counts between.
#[must_use]
pub fn rated_about() -> String {
    t!("ratings-rated-hint")
}

/// In the create form of a guest, instead of the box.
#[must_use]
pub fn rated_needs_account() -> String {
    t!("desk-ratings-needs-account")
}

/// A rated room's options, in a few words.
#[must_use]
pub fn rated_room() -> String {
    t!("ratings-rated-room")
}

/// The lobby's tab of leaderboards.
#[must_use]
pub fn tab() -> String {
    t!("ratings-title")
}

/// The heading of the player's own ratings in the Account tab.
#[must_use]
pub fn your_ratings() -> String {
    t!("ratings-your-ratings")
}

/// The button that asks again for a profile or a leaderboard.
#[must_use]
pub fn refresh() -> String {
    t!("desk-ratings-refresh")
}

/// While the answer is awaited.
#[must_use]
pub fn loading() -> String {
    t!("ratings-loading")
}

/// Under the name of a player with an account.
#[must_use]
pub fn account() -> String {
    t!("ratings-account")
}

/// Under the name of a guest.
#[must_use]
pub fn guest() -> String {
    t!("desk-ratings-guest")
}

/// A profile without ratings.
#[must_use]
pub fn no_ratings() -> String {
    t!("ratings-no-ratings")
}

/// What the `?` means.
#[must_use]
pub fn provisional_about() -> String {
    t!("ratings-provisional-note")
}

/// The hover text of a provisional rating.
#[must_use]
pub fn provisional() -> String {
    t!("desk-ratings-provisional")
}

/// The leaderboard's heading.
#[must_use]
pub fn leaderboard() -> String {
    t!("ratings-leaderboard")
}

/// The leaderboard's game choice.
#[must_use]
pub fn game() -> String {
    t!("ratings-game")
}

/// The leaderboard's rule choice (a game rated per rule).
#[must_use]
pub fn rule() -> String {
    t!("ratings-rule")
}

/// The leaderboard's columns.
#[must_use]
pub fn columns() -> [String; 4] {
    [
        "#".to_owned(),
        t!("ratings-name"),
        t!("ratings-rating"),
        t!("ratings-games-column"),
    ]
}

/// An empty leaderboard.
#[must_use]
pub fn no_settled() -> String {
    t!("ratings-no-settled")
}

/// Beside a profile opened from the leaderboard: back to the leaderboard alone.
#[must_use]
pub fn close_profile() -> String {
    t!("desk-close")
}

/// A rating as it is shown: `1662`, or `1662?` while provisional.
#[must_use]
pub fn rating(rating: &Rating) -> String {
    let mark = if rating.provisional { "?" } else { "" };
    format!("{}{mark}", rating.rating)
}

/// How many rated games a rating counts.
#[must_use]
pub fn games(n: u32) -> String {
    t!("ratings-games", count = n)
}

/// A rating's line in a profile: `Gomoku, Freestyle: 1662? · 1 rated game`.
#[must_use]
pub fn rating_line(title: &str, rating: &Rating) -> String {
    t!(
        "desk-ratings-line",
        title = title,
        rating = self::rating(rating),
        games = games(rating.games)
    )
}

/// The heading of another player's profile.
#[must_use]
pub fn profile_of(name: &str) -> String {
    t!("ratings-profile-of", name = name)
}

/// The chart's words for a screen reader: where the history went.
#[must_use]
pub fn chart_label(title: &str, first: i32, last: i32, points: usize) -> String {
    if points == 1 {
        t!("ratings-chart-one", title = title, rating = last)
    } else {
        t!(
            "ratings-chart",
            title = title,
            first = first,
            last = last,
            count = points
        )
    }
}

/// The last points of a history as text, oldest first: `Last games: 1534 (2025-11-24 16:10),
/// 1580 (2025-11-24 16:20)` (no arrow: the default font has none).
#[must_use]
pub fn last_points(points: &[(i32, String)]) -> String {
    let listed: Vec<String> = points
        .iter()
        .map(|(rating, when)| t!("desk-ratings-point", rating = *rating, when = when.as_str()))
        .collect();
    t!(
        "desk-ratings-last-games",
        points = listed.join(&t!("app-list-separator"))
    )
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
