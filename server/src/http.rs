//! The HTTP side of the one port: the web client, the WebSocket, health, metrics, the open
//! rooms, and game records.

use axum::Router;
use std::net::SocketAddr;
use tower_http::compression::CompressionLayer;

use axum::extract::{ConnectInfo, Path, Query, State, WebSocketUpgrade};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use boardroom_engine::sgf::{SgfInfo, SgfTime, to_sgf_annotated};
use boardroom_engine::{AnyGame, Game};
use boardroom_protocol::MAX_FRAME_BYTES;
use futures_util::FutureExt;

use crate::admission::{Act, AddressKey, client_ip};
use crate::record_pages::Kind;
use crate::server::Server;
use crate::session;
use crate::store::GameRecord;
use crate::web;

/// What a game from a file says of itself in its SGF record (`SO`): not played here.
pub(crate) const IMPORTED: &str =
    "an SGF file a player brought for a review; not a game played on this server";

/// Frames up to this size are read and answered with `too_large`; larger ones are cut off by
/// the WebSocket layer itself.
const READ_LIMIT: usize = 4 * MAX_FRAME_BYTES;

/// A connection's read buffer, held (and filled: the WebSocket layer zeroes it before each read)
/// for the connection's life. A client's frames are a few hundred bytes; a larger one grows the
/// buffer while it is read. 4 KB was 70 MB over 18,000 connections (docs/scaling.md).
const READ_BUFFER: usize = 1024;

/// The router of every HTTP route.
pub(crate) fn router(server: Server) -> Router {
    Router::new()
        .route("/", get(web::index))
        .route("/r/{code}", get(web::index))
        .route("/e/{id}", get(web::index))
        .route("/assets/{*file}", get(web::asset))
        .route("/locales/{file}", get(web::locale))
        .route("/sounds/{file}", get(web::sound))
        .route("/healthz", get(healthz))
        .route("/info", get(info))
        .route("/rooms", get(rooms))
        .route("/metrics", get(metrics))
        .route("/qr.svg", get(qr_svg))
        .route("/games/{file}", get(game_sgf))
        .route("/g/{id}", get(crate::replay::page))
        .route("/t/{id}", get(event))
        .merge(crate::admin::routes())
        // Pages, scripts, records and lists go gzipped to a client that takes it (a phone on a
        // busy network gets the page's scripts in a third of the bytes); tiny answers and
        // images stay as they are. The socket, added after, is not wrapped.
        .layer(CompressionLayer::new())
        .route("/ws", get(websocket))
        .with_state(server)
}

/// `GET /t/{id}`: an event's standings page; `GET /t/{id}.json`: the event itself, as the
/// `tournament` message shows it (404 for no such event).
async fn event(State(server): State<Server>, Path(id): Path<String>) -> Response {
    if let Some(id) = id.strip_suffix(".csv") {
        return match server.tournaments.export(&server, id).await {
            Some(export) => download(
                "text/csv; charset=utf-8",
                &format!("boardroom-event-{id}.csv"),
                export.csv,
            ),
            None => (StatusCode::NOT_FOUND, "no such event\n").into_response(),
        };
    }
    if let Some(id) = id.strip_suffix(".sgf") {
        return match server.tournaments.export(&server, id).await {
            Some(export) => download(
                SGF_TYPE,
                &format!("boardroom-event-{id}.sgf"),
                event_sgf(&server, &export).await,
            ),
            None => (StatusCode::NOT_FOUND, "no such event\n").into_response(),
        };
    }
    let Some(id) = id.strip_suffix(".json") else {
        return web::standings_page();
    };
    match server.tournaments.view(&server, id).await {
        Some(view) => (
            [(header::CONTENT_TYPE, "application/json")],
            serde_json::to_string(&view).unwrap_or_default(),
        )
            .into_response(),
        None => (StatusCode::NOT_FOUND, "no such event\n").into_response(),
    }
}

/// SGF's content type.
const SGF_TYPE: &str = "application/x-go-sgf; charset=utf-8";

/// A file to save (`Content-Disposition: attachment`) named `file`.
fn download(content_type: &str, file: &str, body: String) -> Response {
    (
        [
            (header::CONTENT_TYPE, content_type.to_owned()),
            (
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"{file}\""),
            ),
        ],
        body,
    )
        .into_response()
}

/// The most games an event's SGF collection holds (an arena's first ones beyond).
const MAX_EVENT_SGF_GAMES: usize = 2000;

/// An event's games as one SGF collection: each game's record, in order, its root naming the
/// event (`EV`) and the round (`RO`).
async fn event_sgf(server: &Server, export: &crate::tournaments::Export) -> String {
    let event = sgf_escape(&export.name);
    let mut out = String::new();
    for (round, game_id) in export.games.iter().take(MAX_EVENT_SGF_GAMES) {
        let Ok(Some(record)) = server.services.store.game_record(*game_id).await else {
            continue;
        };
        let Some(text) = sgf_text(&record, &[]) else {
            continue;
        };
        let round = if *round > 0 {
            format!("RO[{round}]")
        } else {
            String::new()
        };
        let rest = text.strip_prefix("(;").unwrap_or(&text);
        out.push_str(&format!("(;EV[{event}]{round}{rest}\n"));
    }
    out
}

/// Text as an SGF property value: `\` and `]` escaped.
fn sgf_escape(text: &str) -> String {
    text.replace('\\', "\\\\").replace(']', "\\]")
}

async fn healthz(State(server): State<Server>) -> impl IntoResponse {
    if server.services.shutdown.is_cancelled() {
        (StatusCode::SERVICE_UNAVAILABLE, "shutting down\n")
    } else {
        (StatusCode::OK, "ok\n")
    }
}

/// Counters and gauges in the Prometheus text format.
async fn metrics(State(server): State<Server>) -> impl IntoResponse {
    (
        [(header::CONTENT_TYPE, crate::metrics::CONTENT_TYPE)],
        server.lobby.metrics_text(&server.services),
    )
}

/// What a client shows about the server: the links to share, the protocol version and the
/// games it plays (its catalogue, as `welcome` carries it).
async fn info(State(server): State<Server>) -> impl IntoResponse {
    let body = serde_json::json!({
        "name": "Boardroom",
        "version": env!("CARGO_PKG_VERSION"),
        "protocol": boardroom_protocol::PROTOCOL_VERSION,
        "links": server.services.invite_links,
        "games": crate::convert::catalogue(),
    });
    (
        [(header::CONTENT_TYPE, "application/json")],
        body.to_string(),
    )
}

/// `GET /qr.svg?link=URL`'s query.
#[derive(Debug, serde::Deserialize)]
struct QrQuery {
    /// The invite link to draw.
    link: String,
}

/// `GET /qr.svg?link=URL`: one of this server's invite links as a QR code, which the page shows
/// beside the link so that a friend's phone joins by scanning it. Drawn here rather than in the
/// page because the terminal and the desktop app draw the same code from the same encoder
/// (`qr`), and the page has no build step to bring one in. Only the server's own links are
/// drawn (`net::is_invite_link`), so that it makes no QR code of anybody else's link.
async fn qr_svg(
    Query(query): Query<QrQuery>,
    headers: HeaderMap,
    State(server): State<Server>,
) -> Response {
    let host = headers.get(header::HOST).and_then(|h| h.to_str().ok());
    if !crate::net::is_invite_link(&query.link, &server.services.invite_links, host) {
        return (
            StatusCode::BAD_REQUEST,
            "only this server's invite links are drawn\n",
        )
            .into_response();
    }
    match crate::qr::Qr::new(&query.link) {
        Some(code) => (
            [
                (header::CONTENT_TYPE, "image/svg+xml"),
                (header::CACHE_CONTROL, "max-age=3600"),
                (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
            ],
            code.svg(),
        )
            .into_response(),
        None => (StatusCode::BAD_REQUEST, "the link is too long\n").into_response(),
    }
}

/// The open rooms, as the `rooms` message lists them: for a look at a server without signing
/// in (the desktop app's Find view), which a `list_rooms` over the WebSocket would need.
async fn rooms(
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    State(server): State<Server>,
) -> Response {
    let client = client_key(&server, peer, &headers);
    let now = tokio::time::Instant::now().into_std();
    if !server.services.admission.allow(client, Act::ListRooms, now) {
        return (
            StatusCode::TOO_MANY_REQUESTS,
            "too many room lists from your address; wait a little\n",
        )
            .into_response();
    }
    (
        [(header::CONTENT_TYPE, "application/json")],
        server.lobby.rooms_frame().as_str().to_owned(),
    )
        .into_response()
}

/// The client's address as the caps count it: the peer, or the client a trusted proxy names.
pub(crate) fn client_key(server: &Server, peer: SocketAddr, headers: &HeaderMap) -> AddressKey {
    let forwarded = headers.get("x-forwarded-for").and_then(|v| v.to_str().ok());
    AddressKey::of(client_ip(
        peer.ip(),
        forwarded,
        &server.services.limits.trusted_proxies,
    ))
}

async fn websocket(
    ws: WebSocketUpgrade,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    State(server): State<Server>,
) -> Response {
    let client = client_key(&server, peer, &headers);
    // A proxy's clients were not counted when the proxy connected: each is, here.
    let admitted = if server.services.limits.trusted_proxies.contains(&peer.ip()) {
        let now = tokio::time::Instant::now().into_std();
        match server.services.admission.connect(client, now) {
            Some(admitted) => Some(admitted),
            None => {
                server.services.metrics.refused_connection();
                return (
                    StatusCode::TOO_MANY_REQUESTS,
                    "too many connections from your address\n",
                )
                    .into_response();
            }
        }
    } else {
        None
    };
    ws.max_message_size(READ_LIMIT)
        .max_frame_size(READ_LIMIT)
        .read_buffer_size(READ_BUFFER)
        .write_buffer_size(0)
        .on_upgrade(move |socket| {
            // Upgraded sockets outlive the HTTP connection's graceful shutdown, so sessions are
            // tracked by our own tracker and stopped by our own token. The session is a task
            // of its own and the upgrade's task ends here: awaited in it, the session's future
            // was held twice over (once as the block's capture, once awaited) beside the
            // upgrade's own state, 3.9 KB a connection for its life where the session's own
            // task holds 2.0 (docs/scaling.md).
            let tracker = server.services.tracker.clone();
            let session = session::run(socket, server, client);
            tracker.spawn(session.map(move |()| drop(admitted)));
            std::future::ready(())
        })
}

/// `GET /games/{id}.sgf`: a whole game's record (finished, or from a file), with a finished
/// review's verdicts as comments (`record_pages.rs`). A game under way has none: its moves are
/// its room's until it ends.
async fn game_sgf(
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    Path(file): Path<String>,
    State(server): State<Server>,
) -> Response {
    let Some(id) = file.strip_suffix(".sgf") else {
        return (StatusCode::NOT_FOUND, "no such finished game\n").into_response();
    };
    match crate::record_pages::serve(&server, peer, &headers, id, Kind::Sgf).await {
        Ok((public, text)) => download(
            SGF_TYPE,
            &format!("boardroom-{public}.sgf"),
            text.to_string(),
        ),
        Err(refused) => refused,
    }
}

/// A stored game as SGF: the moves replayed through the rules, the names, the result, and a
/// comment on each move where `comments` has one.
pub(crate) fn sgf_text(record: &GameRecord, comments: &[Option<String>]) -> Option<String> {
    let game = AnyGame::replay(&record.config, &record.moves).ok()?;
    let result = record.result.as_ref().and_then(|r| {
        let winner = match (r.result.as_str(), r.reason.as_str()) {
            (_, "aborted") => return Some("Void".to_owned()),
            ("black", _) => "B",
            ("white", _) => "W",
            _ => return Some("0".to_owned()),
        };
        match r.reason.as_str() {
            "resign" => Some(format!("{winner}+R")),
            "timeout" => Some(format!("{winner}+T")),
            "forfeit" => Some(format!("{winner}+F")),
            // A rules ending: the engine writes it, with the margin where there is one.
            _ => None,
        }
    });
    let date = civil_date(record.started_ms.max(0) / 86_400_000);
    Some(to_sgf_annotated(
        &game,
        &SgfInfo {
            black: record.names[0].clone(),
            white: record.names[1].clone(),
            result,
            date: Some(date),
            time: record
                .options
                .clock
                .map(|clock| sgf_time(clock, &record.times)),
            source: record.imported_by.map(|_| IMPORTED.to_owned()),
        },
        comments,
    ))
}

/// A timed game's clock for its record: `TM` is the main time (a clock per move has none),
/// `OT` says the rest in words.
fn sgf_time(clock: boardroom_protocol::ClockOptions, times: &[Option<u64>]) -> SgfTime {
    let (main_s, overtime) = match (clock.initial_s, clock.per_move_s) {
        (_, Some(per_move)) => (0, format!("{per_move} s per move")),
        (initial, None) => (
            u64::from(initial.unwrap_or(0)),
            format!("{} s increment", clock.increment_s.unwrap_or(0)),
        ),
    };
    SgfTime {
        main_s,
        overtime,
        left_ms: times.to_vec(),
    }
}

/// `YYYY-MM-DD` of a day count since 1970-01-01 (or `?` for a day past what `time` counts).
pub(crate) fn civil_date(days: i64) -> String {
    time::OffsetDateTime::UNIX_EPOCH
        .checked_add(time::Duration::days(days))
        .map_or_else(
            || "?".to_owned(),
            |at| {
                format!(
                    "{:04}-{:02}-{:02}",
                    at.year(),
                    u8::from(at.month()),
                    at.day()
                )
            },
        )
}

#[cfg(test)]
mod tests {
    use super::civil_date;

    #[test]
    fn dates() {
        assert_eq!(civil_date(0), "1970-01-01");
        assert_eq!(civil_date(20_778), "2026-11-21");
        assert_eq!(civil_date(11_016), "2000-02-29");
    }
}
