//! One rated game through Glicko-2 (the `skillratings` crate): the new ratings of its two
//! sides. A side is a player, whose rating moves, or the server's AI at a fixed rating, which
//! never does (it counts as a well-known opponent: a deviation of [`FIXED_DEVIATION`]). Pure.

use boardroom_protocol::GameResult;
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};

/// A rating whose deviation is above this is provisional (as lichess marks it with `?`).
pub(crate) const PROVISIONAL_DEVIATION: f64 = 110.0;

/// The deviation an opponent of fixed rating is taken to have.
pub(crate) const FIXED_DEVIATION: f64 = 60.0;

/// A side of a rated game.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum Side {
    /// A player, with their rating before the game.
    Player(Glicko2Rating),
    /// The server's AI, at its level's fixed rating.
    Fixed(f64),
}

impl Side {
    fn rating(self) -> Glicko2Rating {
        match self {
            Side::Player(rating) => rating,
            Side::Fixed(rating) => Glicko2Rating {
                rating,
                deviation: FIXED_DEVIATION,
                ..Glicko2Rating::new()
            },
        }
    }
}

/// The ratings after a game of `black` against `white` that ended `result`: black's and
/// white's, `None` for a side of fixed rating (and for both when nothing was decided: an
/// aborted game is no game).
pub(crate) fn rate(black: Side, white: Side, result: GameResult) -> [Option<Glicko2Rating>; 2] {
    let outcome = match result {
        GameResult::Black => Outcomes::WIN,
        GameResult::White => Outcomes::LOSS,
        GameResult::Draw => Outcomes::DRAW,
    };
    let (after_black, after_white) = glicko2(
        &black.rating(),
        &white.rating(),
        &outcome,
        &Glicko2Config::new(),
    );
    let moves = |side: Side, after| matches!(side, Side::Player(_)).then_some(after);
    [moves(black, after_black), moves(white, after_white)]
}

/// Whether a rating is still provisional.
pub(crate) fn provisional(deviation: f64) -> bool {
    deviation > PROVISIONAL_DEVIATION
}

#[cfg(test)]
mod tests {
    use super::*;

    fn player(rating: f64, deviation: f64) -> Side {
        Side::Player(Glicko2Rating {
            rating,
            deviation,
            volatility: 0.06,
        })
    }

    #[test]
    fn a_win_raises_the_winner_and_lowers_the_loser_by_as_much_when_alike() {
        let [black, white] = rate(
            player(1500.0, 350.0),
            player(1500.0, 350.0),
            GameResult::Black,
        );
        let (black, white) = (black.expect("rated"), white.expect("rated"));
        assert!(black.rating > 1600.0, "{black:?}");
        assert!((black.rating - 1500.0 + white.rating - 1500.0).abs() < 1e-6);
        assert!(black.deviation < 350.0, "a game makes the rating surer");
        let [draw, _] = rate(
            player(1500.0, 350.0),
            player(1500.0, 350.0),
            GameResult::Draw,
        );
        assert!((draw.expect("rated").rating - 1500.0).abs() < 1e-6);
    }

    #[test]
    fn beating_a_strong_ai_counts_more_and_the_ai_never_moves() {
        let newcomer = player(1500.0, 350.0);
        let [beat_easy, ai] = rate(newcomer, Side::Fixed(1000.0), GameResult::Black);
        assert_eq!(ai, None, "the AI's rating is fixed");
        let [beat_hard, _] = rate(newcomer, Side::Fixed(1900.0), GameResult::Black);
        let gain = |after: Option<Glicko2Rating>| after.expect("rated").rating - 1500.0;
        assert!(
            gain(beat_hard) > 3.0 * gain(beat_easy),
            "{beat_hard:?} {beat_easy:?}"
        );
        let [_, lost_to_easy] = rate(Side::Fixed(1000.0), newcomer, GameResult::Black);
        assert!(lost_to_easy.expect("rated").rating < 1300.0);
    }

    #[test]
    fn a_rating_is_provisional_until_its_deviation_falls() {
        let mut me = player(1500.0, 350.0);
        let mut games = 0;
        while let Side::Player(rating) = me
            && provisional(rating.deviation)
        {
            let result = if games % 2 == 0 {
                GameResult::Black
            } else {
                GameResult::White
            };
            me = Side::Player(rate(me, player(1500.0, 80.0), result)[0].expect("rated"));
            games += 1;
        }
        assert!((10..=25).contains(&games), "{games} games to settle");
    }
}
