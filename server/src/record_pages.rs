//! What `GET /games/{id}.sgf` and `GET /g/{id}` serve: a whole game's SGF record and its plain
//! page, each made once and kept a while, and read by each address at a limited rate.
//!
//! Making a record costs two reads of the store and the game replayed (a reviewed game's
//! review resumed too: some milliseconds for a long game), and anyone with a link may ask, over
//! and over, on many connections. So each address pays from a bucket of its own, as for
//! `GET /rooms` ([`Act::ReadRecord`]: HTTP 429 past it), and what was made is kept on a shelf
//! of the [`KEPT`] asked for last. A whole game never changes but for its review's verdicts,
//! which come once the review is done: a record made with them is kept as long as the shelf
//! keeps it, one made without them until this server finishes a review, and for [`FRESH`] at
//! most (a review finished by another node of a cluster).

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Instant;

use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};

use crate::admission::Act;
use crate::context::Services;
use crate::record_shelf::{FRESH, Made};
use crate::server::Server;
use crate::store::{GameId, StoreError};

pub(crate) use crate::record_shelf::Kind;

/// Game `id`'s record in `kind`'s form: kept on `services`' shelf, or made now; `None` for no
/// whole game.
async fn get(services: &Services, id: GameId, kind: Kind) -> Result<Option<Arc<str>>, StoreError> {
    let key = (id, kind);
    let reviews_done = services.reviews.finished_count();
    if let Some(made) = services.record_pages.shelf.take(&key)
        && (made.reviewed || (made.at.elapsed() < FRESH && made.reviews_done == reviews_done))
    {
        let text = made.text.clone();
        services.record_pages.shelf.put(key, made);
        return Ok(Some(text));
    }
    let Some(record) = services.store.game_record(id).await? else {
        return Ok(None);
    };
    if !record.is_whole() {
        return Ok(None);
    }
    // A finished review goes into the record as each move's comment.
    let review = match services.reviews.finished(&services.store, id).await {
        Ok(review) => review,
        Err(e) => {
            tracing::warn!(error = %e, "reading a review failed; the record goes without it");
            None
        }
    };
    let reviewed = review.is_some();
    let comments = review.map(|r| r.comments()).unwrap_or_default();
    let public = services.game_ids.public(id);
    let text = match kind {
        Kind::Sgf => crate::http::sgf_text(&record, &comments),
        Kind::Page => crate::replay::html(&public, &record, &comments),
    };
    let Some(text) = text else {
        return Err(StoreError::Corrupt(format!("game {id} does not replay")));
    };
    let text: Arc<str> = text.into();
    services.record_pages.shelf.put(
        key,
        Made {
            text: text.clone(),
            reviewed,
            at: Instant::now(),
            reviews_done,
        },
    );
    Ok(Some(text))
}

/// Serves the record of the game `id` (as the client wrote it) in `kind`'s form to the client
/// at `peer`: its public id and the text, or the response that refuses it (429 past the
/// address's rate, 404 for no whole game of that id, 500 when the store fails).
pub(crate) async fn serve(
    server: &Server,
    peer: SocketAddr,
    headers: &HeaderMap,
    id: &str,
    kind: Kind,
) -> Result<(String, Arc<str>), Response> {
    let services = &server.services;
    let client = crate::http::client_key(server, peer, headers);
    let now = tokio::time::Instant::now().into_std();
    if !services.admission.allow(client, Act::ReadRecord, now) {
        return Err((
            StatusCode::TOO_MANY_REQUESTS,
            "too many game records from your address; wait a little\n",
        )
            .into_response());
    }
    let not_found = || (StatusCode::NOT_FOUND, "no such finished game\n").into_response();
    let id = services.game_ids.parse(id).ok_or_else(not_found)?;
    match get(services, id, kind).await {
        Ok(Some(text)) => Ok((services.game_ids.public(id), text)),
        Ok(None) => Err(not_found()),
        Err(e) => {
            tracing::error!(error = %e, "reading a game failed");
            Err((
                StatusCode::INTERNAL_SERVER_ERROR,
                "could not read the game\n",
            )
                .into_response())
        }
    }
}
