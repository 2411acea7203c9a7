//! Ratings: Glicko-2 in each game, and in gomoku each rule, apart (`kind_of`), moved by the
//! games of rated rooms (`options.rated`) between two accounts or an account and the server's
//! AI at its fixed rating (`ai.rs`); the sums in `glicko.rs`, pure. A game with a guest, a bot
//! or an engine in a seat, or one aborted or decided before both sides moved, is not rated.
//! `docs/ratings.md` says more.

mod ai;
mod glicko;

pub(crate) use ai::rating as ai_rating;

use boardroom_engine::Config;
use boardroom_engine::ai::Level;
use boardroom_protocol::{GameResult, Reason};
use skillratings::glicko2::Glicko2Rating;

use crate::store::{AccountBy, GameId, PlayerId, RatingRow, Store, Write};
pub(crate) use glicko::{PROVISIONAL_DEVIATION, provisional};

/// What a rating is of: the game, and for gomoku its rule (`"gomoku/renju"`, `"reversi"`).
pub(crate) fn kind_of(config: &Config) -> String {
    let game = config.kind().as_str();
    // A game with rules (the catalogue's `rule` option) is rated by rule.
    match config.to_options().rule {
        Some(rule) => format!("{game}/{rule}"),
        None => game.to_owned(),
    }
}

/// Who sat at a side of a game that ended in a rated room.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Rated {
    /// A person (rated if they have an account).
    Person(PlayerId),
    /// The server's AI.
    Ai(Level),
    /// A bot or an engine: the game is not rated.
    Unrated,
}

/// A game of a rated room ended: the ratings of its players move, stored with the game.
/// Runs on a task of its own (two reads and a write); a failure only leaves the game unrated,
/// with a warning.
pub(crate) async fn game_ended(
    store: Store,
    config: Config,
    seats: [Rated; 2],
    ended: (GameResult, Reason, usize),
    game_id: GameId,
) {
    let (result, reason, ply) = ended;
    if reason == Reason::Aborted || ply < 2 {
        return;
    }
    let kind = kind_of(&config);
    let mut sides = Vec::with_capacity(2);
    for seat in seats {
        let side = match seat {
            Rated::Person(player) => match before(&store, player, &kind).await {
                Ok(Some(rating)) => (Some(player), glicko::Side::Player(rating)),
                Ok(None) => return,
                Err(e) => {
                    tracing::warn!(game = game_id, error = %e, "a rating could not be read; the game is not rated");
                    return;
                }
            },
            Rated::Ai(level) => (None, glicko::Side::Fixed(ai::rating(&config, level))),
            Rated::Unrated => return,
        };
        sides.push(side);
    }
    let [(black, black_side), (white, white_side)] = [sides[0], sides[1]];
    let after = glicko::rate(black_side, white_side, result);
    let rows: Vec<RatingRow> = [black, white]
        .into_iter()
        .zip(after)
        .filter_map(|(player, after)| {
            let (player, after) = (player?, after?);
            Some(RatingRow {
                player,
                rating: after.rating,
                deviation: after.deviation,
                volatility: after.volatility,
            })
        })
        .collect();
    if rows.is_empty() {
        return;
    }
    if let Err(e) = store
        .write(Write::RateGame {
            game_id,
            kind,
            rows,
        })
        .await
    {
        tracing::warn!(game = game_id, error = %e, "a rated game's ratings were not stored");
    }
}

/// A person's rating in the game of `config`, rounded, if they have an account and have played
/// it rated; for an event's seeding (`tournaments`).
pub(crate) async fn of_person(store: &Store, player: PlayerId, config: &Config) -> Option<u32> {
    let kind = kind_of(config);
    let rating = store
        .ratings_of(player)
        .await
        .ok()?
        .into_iter()
        .find(|r| r.kind == kind)?
        .rating;
    #[expect(
        clippy::cast_possible_truncation,
        clippy::cast_sign_loss,
        reason = "a rating is a few thousand at most, and above zero once clamped"
    )]
    Some(rating.round().max(0.0) as u32)
}

/// A person's rating in `kind` before a game: their last, or a newcomer's; `None` for a
/// person without an account.
async fn before(
    store: &Store,
    player: PlayerId,
    kind: &str,
) -> Result<Option<Glicko2Rating>, crate::store::StoreError> {
    if store.account(AccountBy::Player(player)).await?.is_none() {
        return Ok(None);
    }
    let rating = store
        .ratings_of(player)
        .await?
        .into_iter()
        .find(|r| r.kind == kind)
        .map_or_else(Glicko2Rating::new, |r| Glicko2Rating {
            rating: r.rating,
            deviation: r.deviation,
            volatility: r.volatility,
        });
    Ok(Some(rating))
}
