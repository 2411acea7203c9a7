//! A game from an SGF file kept for a review (`review_sgf`). A review is stored by game id,
//! resumed after a restart, exported in the game's SGF and shown at `/g/{id}`, so a file's game
//! becomes a stored game first: a row of its own with no room and no seats, the moves as the
//! file gave them, and who brought it (`imports`). Only then is it reviewed as any game is.
//!
//! Bounds, each checked before anything is kept, so that a refused file leaves nothing behind:
//! - a file is a frame's worth (16 KiB);
//! - the review's place is held first ([`Reviews::place`]): a file whose review the caps
//!   refuse is not kept;
//! - files kept: [`Limits::imports_per_player`], [`Limits::imports_per_address`] (whatever
//!   the address's number of players) and [`Limits::imports_total`] for the server, counted
//!   in the store's transaction that keeps the file ([`Store::import`]), so that files sent
//!   at once cannot pass a cap together;
//! - the same file brought again by the same player is the same game (by the SHA-256 of its
//!   text); a player's files are kept one at a time, so the same file sent on several
//!   connections at once is that one game for all of them.
//!
//! [`Reviews::place`]: crate::review::Reviews::place
//! [`Limits::imports_per_player`]: crate::limits::Limits::imports_per_player
//! [`Limits::imports_per_address`]: crate::limits::Limits::imports_per_address
//! [`Limits::imports_total`]: crate::limits::Limits::imports_total
//! [`Store::import`]: crate::store::Store::import

use boardroom_engine::Game;
use boardroom_protocol::{ErrorCode, ServerMsg};
use sha2::{Digest, Sha256};

use crate::admission::AddressKey;
use crate::context::Services;
use crate::convert;
use crate::outbox::{ConnId, Outbox};
use crate::records::{FileGame, read_file};
use crate::refusal::Refusal;
use crate::store::{Import, ImportCap, ImportCaps, Imported, PlayerId, StoreError, StoredResult};
use crate::words::num;

/// `review_sgf`: keeps the game of the SGF file `sgf` as `player`'s (at `client`), or finds it
/// kept before, and asks for its review, told to `conn`: answers the record to send, then the
/// review's answer (its progress, or the finished review).
///
/// # Errors
/// `bad_request` for a file that is not a game Boardroom reads (naming the problem), or one
/// that starts from a set-up position; `rate_limited` for a player or an address at a cap (of
/// reviews or of files kept); `server_busy` when the server keeps as many files as it may, has
/// as many reviews under way as it may, or the store fails. Nothing is kept then.
pub(crate) async fn review(
    services: &Services,
    (player, client): (PlayerId, AddressKey),
    watcher: (ConnId, &Outbox),
    sgf: String,
) -> Result<(ServerMsg, ServerMsg), Refusal> {
    let digest = Sha256::digest(sgf.as_bytes()).to_vec();
    // A frame's worth of text: read off the reactor all the same.
    let read = tokio::task::spawn_blocking(move || read_file(&sgf))
        .await
        .map_err(|_| busy())??;
    let FileGame { record, result } = read;
    if record.setup().is_some() {
        return Err(Refusal::says(
            ErrorCode::BadRequest,
            "server-sgf-setup-review",
            &[],
        ));
    }
    let (store, reviews) = (&services.store, &services.reviews);
    crate::hints::check_review(store, player, record.game.clone(), "file").await?;
    let _turn = services.imports.turn(player).await;
    let found = store
        .import_of(player, digest.clone())
        .await
        .map_err(store_failed)?;
    let (id, place) = match found {
        Some(id) => (id, None),
        None => {
            let place = reviews.place((player, client), record.moves().len() + 1)?;
            // The names are shown to anyone with the game's link: kept only when they pass the
            // rules for a player's name.
            let name =
                |name: &Option<String>| name.as_deref().and_then(|n| crate::text::name(n).ok());
            let limits = &services.limits;
            let import = Import {
                player,
                address: Some(client.to_string()),
                caps: ImportCaps {
                    per_player: limits.imports_per_player,
                    per_address: limits.imports_per_address,
                    total: limits.imports_total,
                },
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
            match store.import(import).await.map_err(store_failed)? {
                Imported::Kept(id) => (id, Some(place)),
                Imported::Refused(cap) => return Err(capped(cap, limits)),
            }
        }
    };
    let id = services.game_ids.public(id);
    let record = crate::records::stored(services, &id).await?;
    let answer = reviews
        .request(store, (player, client), watcher, &id, place)
        .await?;
    Ok((record, answer))
}

/// The refusal of a file past `cap`.
fn capped(cap: ImportCap, limits: &crate::limits::Limits) -> Refusal {
    match cap {
        ImportCap::Player => Refusal::says(
            ErrorCode::RateLimited,
            "server-imports-per-player",
            &[("count", num(limits.imports_per_player))],
        ),
        ImportCap::Address => Refusal::says(
            ErrorCode::RateLimited,
            "server-imports-per-address",
            &[("count", num(limits.imports_per_address))],
        ),
        ImportCap::Server => Refusal::says(ErrorCode::ServerBusy, "server-imports-full", &[]),
    }
}

fn store_failed(e: StoreError) -> Refusal {
    tracing::warn!(error = %e, "keeping a game from a file failed");
    busy()
}

fn busy() -> Refusal {
    Refusal::says(ErrorCode::ServerBusy, "server-import-not-kept", &[])
}
