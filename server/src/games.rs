//! A player's finished games, newest first, a page at a time (`list_games` -> `games`): read
//! from the store, each summed up from its record (opponent, game, result, date, moves).
//!
//! Pages go by game id (`before` the last id of the previous page) rather than by offset, so a
//! game finished while someone pages through does not shift what they see.

use boardroom_protocol::{GameSummary, MAX_GAMES_PAGE, Seat, ServerMsg};

use crate::context::Services;
use crate::convert;
use crate::refusal::Refusal;
use crate::store::{GameRecord, Occupant, PlayerId};

/// Games on a page when `limit` is left out.
const DEFAULT_PAGE: u32 = 20;

/// `list_games`: the page of `player`'s finished games before `before`.
///
/// # Errors
/// `bad_request` for a `before` that is no game id; `server_busy` when the store fails.
pub(crate) async fn list(
    services: &Services,
    player: PlayerId,
    before: Option<&str>,
    limit: Option<u32>,
) -> Result<ServerMsg, Refusal> {
    let (store, public) = (&services.store, &services.game_ids);
    let before = before.map(|text| public.parse_wire(text)).transpose()?;
    let limit = limit.unwrap_or(DEFAULT_PAGE).clamp(1, MAX_GAMES_PAGE) as usize;
    let busy = |e: crate::store::StoreError| {
        tracing::warn!(error = %e, "listing games failed");
        Refusal::says(
            boardroom_protocol::ErrorCode::ServerBusy,
            "server-games-unread",
            &[],
        )
    };
    // One more than the page, to know whether more follow.
    let mut ids = store
        .games_of(player, before, limit + 1)
        .await
        .map_err(busy)?;
    let more = ids.len() > limit;
    ids.truncate(limit);
    let mut games = Vec::with_capacity(ids.len());
    for id in ids {
        if let Some(record) = store.game_record(id).await.map_err(busy)?
            && let Some(summary) = summary(public.public(id), &record, player)
        {
            games.push(summary);
        }
    }
    Ok(ServerMsg::Games { games, more })
}

/// A finished game as `player`'s list shows it; `None` for a game not over, or not theirs.
fn summary(game_id: String, record: &GameRecord, player: PlayerId) -> Option<GameSummary> {
    let you = match record.seats {
        [Some(Occupant::Player(p)), _] if p == player => Seat::Black,
        [_, Some(Occupant::Player(p))] if p == player => Seat::White,
        _ => return None,
    };
    let result = record.result.as_ref()?;
    Some(GameSummary {
        game_id,
        game: convert::game_kind_out(record.config.kind()),
        options: convert::options_out(&record.config, None),
        black: record.names[0].clone(),
        white: record.names[1].clone(),
        you,
        result: convert::result_from_name(&result.result)?,
        reason: convert::reason_from_name(&result.reason)?,
        started_ms: record.started_ms,
        ended_ms: record.ended_ms,
        moves: u32::try_from(record.moves.len()).unwrap_or(u32::MAX),
    })
}
