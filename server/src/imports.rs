//! A game from an SGF file kept for a review (`review_sgf`). A review is stored by game id,
//! resumed after a restart, exported in the game's SGF and shown at `/g/{id}`, so a file's game
//! becomes a stored game first: a row of its own with no room and no seats, the moves as the
//! file gave them, and who brought it (`imports`). Only then is it reviewed as any game is.
//!
//! Bounds: a file is a frame's worth (16 KiB); the same file brought again by the same player
//! is the same game (by the SHA-256 of its text), so asking twice costs nothing; and a player
//! keeps at most [`Limits::imports_per_player`] games from files, which bounds what one
//! player adds to the store that was not played here.
//!
//! [`Limits::imports_per_player`]: crate::limits::Limits::imports_per_player

use boardroom_engine::Game;
use boardroom_protocol::ErrorCode;
use sha2::{Digest, Sha256};

use crate::context::Services;
use crate::convert;
use crate::records::{FileGame, read_file};
use crate::refusal::Refusal;
use crate::store::{GameId, Import, PlayerId, StoredResult, Write};

/// Keeps the game of the SGF file `sgf` as `player`'s, or finds it kept before: its game id.
///
/// # Errors
/// `bad_request` for a file that is not a game Boardroom reads (naming the problem), or one
/// that starts from a set-up position; `rate_limited` for a player at the cap; `server_busy`
/// when the store fails. Nothing is stored then.
pub(crate) async fn keep(
    services: &Services,
    player: PlayerId,
    sgf: String,
) -> Result<GameId, Refusal> {
    let digest = Sha256::digest(sgf.as_bytes()).to_vec();
    // A frame's worth of text: read off the reactor all the same.
    let read = tokio::task::spawn_blocking(move || read_file(&sgf))
        .await
        .map_err(|_| busy())??;
    let FileGame { record, result } = read;
    if record.setup().is_some() {
        return Err(Refusal::new(
            ErrorCode::BadRequest,
            "the SGF file starts from a set-up position (AB, AW or AE): a review starts from \
             the game's own start",
        ));
    }
    let store = &services.store;
    let kept = store.imports_of(player).await.map_err(|e| {
        tracing::warn!(error = %e, "reading a player's imports failed");
        busy()
    })?;
    if let Some((id, _)) = kept.iter().find(|(_, d)| *d == digest) {
        return Ok(*id);
    }
    let cap = services.limits.imports_per_player;
    if kept.len() >= cap {
        return Err(Refusal::new(
            ErrorCode::RateLimited,
            format!(
                "you have {} games from files kept for reviews, the most a player may; \
                 review the games you played here instead",
                kept.len()
            ),
        ));
    }
    // The names are shown to anyone with the game's link: kept only when they pass the rules
    // for a player's name.
    let name = |name: &Option<String>| name.as_deref().and_then(|n| crate::text::name(n).ok());
    let import = Import {
        player,
        digest,
        config: record.config(),
        names: [name(&record.info.black), name(&record.info.white)],
        moves: record.moves().to_vec(),
        result: result.map(|(result, reason)| StoredResult {
            result: convert::result_name(result).to_owned(),
            reason: convert::reason_name(reason).to_owned(),
            line: record.game.outcome().map(|o| o.line).unwrap_or_default(),
        }),
    };
    store
        .write(Write::ImportGame(Box::new(import)))
        .await
        .map_err(|e| {
            tracing::warn!(error = %e, "keeping a game from a file failed");
            busy()
        })
}

fn busy() -> Refusal {
    Refusal::new(
        ErrorCode::ServerBusy,
        "the server could not keep the game; try again",
    )
}
