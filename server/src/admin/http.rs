//! The console over HTTP. `GET /admin?key=KEY` (the link the server prints) opens a session: a
//! cookie (`HttpOnly`, `SameSite=Strict`, path `/admin`) and a redirect to `/admin`, the
//! console's page. Without a session, `/admin` and its API answer 401; a wrong key 403.
//! `GET /admin/api/state` is what the page shows; `POST /admin/api/action` does one thing, only
//! with a JSON body from the console's own origin (a page of another site can send neither:
//! its `Origin` differs, and a JSON body needs a preflight no answer here allows), so no other
//! site can act through a host's open session. Every action is kept in the audit log.

use axum::Router;
use axum::extract::{Query, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::{get, post};
use serde::{Deserialize, Serialize};

use super::Rule;
use crate::cluster::everywhere::Act;
use crate::server::Server;
use crate::store::{PlayerId, Write};

/// How many backups made from the console are kept.
const BACKUPS_KEPT: usize = 10;

/// The session cookie's name.
const COOKIE: &str = "boardroom_admin";

/// The console's routes.
pub(crate) fn routes() -> Router<Server> {
    Router::new()
        .route("/admin", get(console))
        .route("/admin/api/state", get(state))
        .route("/admin/api/action", post(action))
}

#[derive(Deserialize)]
struct KeyQuery {
    key: Option<String>,
}

/// The session cookie's value, if the request carries one.
fn cookie(headers: &HeaderMap) -> Option<String> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(name, _)| *name == COOKIE)
        .map(|(_, value)| value.to_owned())
}

/// Whether the request is the host's: a console session's cookie, or the key itself as a bearer
/// token (`Authorization: Bearer KEY`, how the desktop app drives the server it hosts; a page of
/// another site cannot send that header without a preflight no answer here allows).
fn in_session(server: &Server, headers: &HeaderMap) -> bool {
    cookie(headers).is_some_and(|c| server.services.admin.holds(&c)) || bearer(server, headers)
}

/// Whether the request carries the console's key as a bearer token.
fn bearer(server: &Server, headers: &HeaderMap) -> bool {
    headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .is_some_and(|key| server.services.admin.is_key(key.trim()))
}

fn locked() -> Response {
    (
        StatusCode::UNAUTHORIZED,
        Html(
            "<!doctype html><title>Boardroom: host's console</title><h1>Host's console</h1>\
             <p>Open the link the server printed when it started (it carries the key; the key is \
             also in the file admin-key of the server's data folder).</p>",
        ),
    )
        .into_response()
}

/// `GET /admin`: a session from the key, or the console's page.
async fn console(
    State(server): State<Server>,
    Query(query): Query<KeyQuery>,
    headers: HeaderMap,
) -> Response {
    if let Some(key) = query.key {
        return match server.services.admin.open(&key) {
            Some(session) => (
                StatusCode::SEE_OTHER,
                [
                    (header::LOCATION, "/admin".to_owned()),
                    (
                        header::SET_COOKIE,
                        format!(
                            "{COOKIE}={session}; Path=/admin; HttpOnly; SameSite=Strict; Max-Age={}",
                            super::SESSION.as_secs()
                        ),
                    ),
                ],
            )
                .into_response(),
            None => (StatusCode::FORBIDDEN, "that is not the console's key\n").into_response(),
        };
    }
    if !in_session(&server, &headers) {
        return locked();
    }
    (
        [(header::CACHE_CONTROL, "no-store")],
        Html(super::page::PAGE),
    )
        .into_response()
}

/// A player as the console lists them.
#[derive(Debug, Serialize)]
struct Listed {
    id: PlayerId,
    name: String,
    account: bool,
    connections: usize,
    banned: bool,
    muted: bool,
}

/// The console's state: who is online or under a rule, the addresses banned, the last actions.
#[derive(Debug, Serialize)]
struct ConsoleState {
    /// The links the players open (for the class's cards).
    links: Vec<String>,
    /// The kid mode.
    kid_mode: super::KidMode,
    /// The host's notice standing now (empty: none).
    notice: String,
    /// The outside engines the server runs.
    engines: Vec<boardroom_protocol::EngineInfo>,
    /// The bots online.
    bots: Vec<boardroom_protocol::BotInfo>,
    /// The rooms of this server: code, game and who sits where, as the lobby lists them.
    rooms: Vec<boardroom_protocol::RoomSummary>,
    players: Vec<Listed>,
    banned_addresses: Vec<String>,
    audit: Vec<AuditLine>,
}

#[derive(Debug, Serialize)]
struct AuditLine {
    at_ms: i64,
    action: String,
    detail: String,
}

/// `GET /admin/api/state`.
async fn state(State(server): State<Server>, headers: HeaderMap) -> Response {
    if !in_session(&server, &headers) {
        return locked();
    }
    let services = &server.services;
    let moderation = &services.admin.moderation;
    let (banned, banned_addresses, muted) = moderation.listed();
    let mut ids: Vec<(PlayerId, usize)> = services.signed_in.online();
    for id in banned.iter().chain(&muted) {
        if !ids.iter().any(|(known, _)| known == id) {
            ids.push((*id, 0));
        }
    }
    let players = ids
        .into_iter()
        .map(|(id, connections)| Listed {
            id,
            name: server
                .lobby
                .player(id)
                .map_or_else(|| format!("Player {id}"), |p| p.name),
            account: server.lobby.has_account(id),
            connections,
            banned: moderation.player_banned(id),
            muted: moderation.muted(id),
        })
        .collect();
    let audit = match services.store.audit(50).await {
        Ok(rows) => rows
            .into_iter()
            .map(|(at_ms, action, detail)| AuditLine {
                at_ms,
                action,
                detail,
            })
            .collect(),
        Err(e) => {
            tracing::warn!(error = %e, "the audit log could not be read");
            Vec::new()
        }
    };
    axum::Json(ConsoleState {
        links: services.invite_links.clone(),
        kid_mode: moderation.kid_mode(),
        notice: match services.admin.notice.standing() {
            Some(boardroom_protocol::ServerMsg::Notice { text, .. }) => text,
            _ => String::new(),
        },
        engines: crate::convert::engines_out(&services.engines),
        bots: services.bots.list(|_| false),
        rooms: server
            .lobby
            .local_rooms()
            .into_iter()
            .map(|(s, _)| s)
            .collect(),
        players,
        banned_addresses,
        audit,
    })
    .into_response()
}

/// What the console asks.
#[derive(Debug, Deserialize)]
#[serde(tag = "action", rename_all = "snake_case")]
enum Action {
    /// Close the player's connections (their seats then go as any player gone's).
    Kick { player: PlayerId },
    /// Ban a player (whatever name, token or password they come back with) and close them.
    BanPlayer { player: PlayerId },
    /// Ban an address (an IPv6 address's /64) and close its connections.
    BanAddress { address: String },
    /// Lift a player's ban.
    UnbanPlayer { player: PlayerId },
    /// Lift an address's ban.
    UnbanAddress { address: String },
    /// The player may not chat.
    Mute { player: PlayerId },
    /// The player may chat again.
    Unmute { player: PlayerId },
    /// A class: each name of the list (one a line) an account with a new password.
    MakeClass { names: String },
    /// The server-wide kid mode: chat open, off, or fixed phrases.
    KidMode { mode: super::KidMode },
    /// Ends the game of a room as aborted (nobody wins, nothing is rated).
    AbortGame { room: String },
    /// Closes a room: its game aborted, everyone in it sent back to the lobby.
    CloseRoom { room: String },
    /// A backup of the database now, into the data folder's `backups/` (the last 10 kept).
    Backup,
    /// The host's word to everyone on the server (every node of a cluster); empty takes it down.
    Notice { text: String },
}

/// A login card of a class: the name and its password, shown once.
#[derive(Debug, Serialize)]
struct Card {
    name: String,
    password: String,
}

/// Whether a POST comes from the console's own page: its `Origin` is this host's.
fn same_origin(headers: &HeaderMap) -> bool {
    let host = headers.get(header::HOST).and_then(|h| h.to_str().ok());
    let origin = headers.get(header::ORIGIN).and_then(|o| o.to_str().ok());
    match (host, origin) {
        (Some(host), Some(origin)) => {
            origin == format!("http://{host}") || origin == format!("https://{host}")
        }
        _ => false,
    }
}

/// `POST /admin/api/action`.
async fn action(State(server): State<Server>, headers: HeaderMap, body: String) -> Response {
    if !in_session(&server, &headers) {
        return locked();
    }
    let json = headers
        .get(header::CONTENT_TYPE)
        .and_then(|c| c.to_str().ok())
        .is_some_and(|c| c.starts_with("application/json"));
    if !(same_origin(&headers) || bearer(&server, &headers)) || !json {
        return (
            StatusCode::FORBIDDEN,
            "the console acts only from its own page\n",
        )
            .into_response();
    }
    let Ok(action) = serde_json::from_str::<Action>(&body) else {
        return (StatusCode::BAD_REQUEST, "not an action the console knows\n").into_response();
    };
    if let Action::MakeClass { names } = &action {
        return match make_class(&server, names).await {
            Ok(cards) => {
                let done = format!("a class of {} accounts made", cards.len());
                audit(&server, "class", &done).await;
                axum::Json(serde_json::json!({ "done": done, "cards": cards })).into_response()
            }
            Err(why) => (StatusCode::BAD_REQUEST, format!("{why}\n")).into_response(),
        };
    }
    match carry_out(&server, action).await {
        Ok(done) => axum::Json(serde_json::json!({ "done": done })).into_response(),
        Err(why) => (StatusCode::BAD_REQUEST, format!("{why}\n")).into_response(),
    }
}

/// Does `action`, stores what it puts in force and the audit line; answers what was done.
async fn carry_out(server: &Server, action: Action) -> Result<String, String> {
    let services = &server.services;
    let moderation = &services.admin.moderation;
    let who = |id: PlayerId| {
        server.lobby.player(id).map_or_else(
            || format!("player {id}"),
            |p| format!("{} (player {id})", p.name),
        )
    };
    // What the other nodes of a cluster repeat, after the rule (if any) is in force.
    let mut acts: Vec<Act> = Vec::new();
    let (name, rule, done) = match &action {
        Action::Kick { player } => {
            acts.push(Act::ClosePlayer {
                player: *player,
                banned: false,
            });
            let closed = server
                .lobby
                .remove_player(services, *player, "removed by the host")
                .await;
            (
                "kick",
                None,
                format!("{}: {} closed", who(*player), connections(closed)),
            )
        }
        Action::BanPlayer { player } => {
            acts.push(Act::ClosePlayer {
                player: *player,
                banned: true,
            });
            let closed = server
                .lobby
                .remove_player(services, *player, "banned by the host")
                .await;
            (
                "ban",
                Some((Rule::BanPlayer, player.to_string(), true)),
                format!("{}: banned, {} closed", who(*player), connections(closed)),
            )
        }
        Action::BanAddress { address } => {
            let ip: std::net::IpAddr = address
                .parse()
                .map_err(|_| format!("{address:?} is no address"))?;
            acts.push(Act::CloseAddress { address: ip });
            let key = crate::admission::AddressKey::of(ip);
            let closed = server
                .lobby
                .remove_address(services, key, "banned by the host")
                .await;
            (
                "ban",
                Some((Rule::BanAddress, ip.to_string(), true)),
                format!("address {key}: banned, {} closed", connections(closed)),
            )
        }
        Action::UnbanPlayer { player } => (
            "unban",
            Some((Rule::BanPlayer, player.to_string(), false)),
            format!("{}: ban lifted", who(*player)),
        ),
        Action::UnbanAddress { address } => (
            "unban",
            Some((Rule::BanAddress, address.clone(), false)),
            format!("address {address}: ban lifted"),
        ),
        Action::Mute { player } => (
            "mute",
            Some((Rule::Mute, player.to_string(), true)),
            format!("{}: muted", who(*player)),
        ),
        Action::Unmute { player } => (
            "unmute",
            Some((Rule::Mute, player.to_string(), false)),
            format!("{}: may chat again", who(*player)),
        ),
        Action::MakeClass { .. } => return Err("a class is made apart".to_owned()),
        Action::KidMode { mode } => {
            moderation.put_kid_mode(*mode, &services.signed_in);
            acts.push(Act::KidMode { mode: *mode });
            for (stored, on) in [
                (super::KidMode::Off, *mode == super::KidMode::Off),
                (super::KidMode::Phrases, *mode == super::KidMode::Phrases),
            ] {
                services
                    .store
                    .write(Write::Moderate {
                        kind: "kid_mode".to_owned(),
                        target: super::moderation::mode_name(stored).to_owned(),
                        on,
                    })
                    .await
                    .map_err(|e| format!("not stored: {e}"))?;
            }
            (
                "kid mode",
                None,
                format!("chat: {}", super::moderation::mode_name(*mode)),
            )
        }
        Action::Backup => {
            let Some(data) = services.admin.backups_of.clone() else {
                return Err(
                    "a PostgreSQL store is backed up by PostgreSQL's own tools (pg_dump)"
                        .to_owned(),
                );
            };
            let made = tokio::task::spawn_blocking(move || {
                let dir = data.join("backups");
                std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
                crate::backup::backup_into(&data, &dir, Some(BACKUPS_KEPT))
                    .map_err(|e| e.to_string())
            })
            .await
            .map_err(|_| "the backup failed".to_owned())??;
            let (file, summary) = made;
            ("backup", None, format!("{} ({summary})", file.display()))
        }
        Action::Notice { text } => {
            let text = if text.trim().is_empty() {
                String::new()
            } else {
                // Cleaned as a chat line is; the console's answer is the host's, in English.
                crate::text::chat(text.trim()).map_err(|_| {
                    format!(
                        "a notice is 1 to {} characters, not all blank",
                        boardroom_protocol::MAX_CHAT_CHARS
                    )
                })?
            };
            let at_ms = crate::store::now_ms();
            let told = services
                .admin
                .notice
                .post(text.clone(), at_ms, &services.signed_in);
            acts.push(Act::Notice {
                text: text.clone(),
                at_ms,
            });
            let done = if text.is_empty() {
                "the notice taken down".to_owned()
            } else {
                format!("notice {text:?} sent to {}", connections(told))
            };
            ("notice", None, done)
        }
        Action::CloseRoom { room } => {
            let Some(handle) = server.lobby.room(room) else {
                return Err(format!("there is no room {room:?} on this server"));
            };
            handle
                .send(crate::room::Envelope::new(
                    services.next_conn(),
                    crate::room::RoomCmd::CloseByHost,
                ))
                .await;
            ("close", None, format!("room {room} closed"))
        }
        Action::AbortGame { room } => {
            let Some(handle) = server.lobby.room(room) else {
                return Err(format!("there is no room {room:?} on this server"));
            };
            let cmd = crate::room::RoomCmd::Adjudicate {
                result: boardroom_protocol::GameResult::Draw,
                reason: boardroom_protocol::Reason::Aborted,
                detail: "aborted by the host".to_owned(),
            };
            handle
                .send(crate::room::Envelope::new(services.next_conn(), cmd))
                .await;
            ("abort", None, format!("the game of room {room} aborted"))
        }
    };
    if let Some((rule, target, on)) = rule {
        if !moderation.set(rule, &target, on) {
            return Err(format!("{target:?} is not a player or an address"));
        }
        acts.insert(
            0,
            Act::Rule {
                rule,
                target: target.clone(),
                on,
            },
        );
        services
            .store
            .write(Write::Moderate {
                kind: rule.as_str().to_owned(),
                target,
                on,
            })
            .await
            .map_err(|e| format!("not stored: {e}"))?;
    }
    if let Some(node) = &services.cluster {
        for act in acts {
            crate::cluster::everywhere::publish(node, act).await;
        }
    }
    audit(server, name, &done).await;
    Ok(done)
}

/// "1 connection", "2 connections".
fn connections(n: u32) -> String {
    if n == 1 {
        "1 connection".to_owned()
    } else {
        format!("{n} connections")
    }
}

/// Keeps an action in the audit log.
async fn audit(server: &Server, action: &str, done: &str) {
    let write = Write::Audit {
        action: action.to_owned(),
        detail: done.to_owned(),
    };
    if let Err(e) = server.services.store.write(write).await {
        tracing::warn!(error = %e, "a console action was not kept in the audit log");
    }
    tracing::info!(action, %done, "host's console");
}

/// Makes an account of each name of `list`, each with a new password; the login cards. Every
/// name is checked first, so that a list with a bad name makes nobody.
async fn make_class(server: &Server, list: &str) -> Result<Vec<Card>, String> {
    let names = super::class::names(list);
    if names.is_empty() || names.len() > super::class::MAX_NAMES {
        return Err(format!(
            "a class is 1 to {} names, one a line",
            super::class::MAX_NAMES
        ));
    }
    let mut keys = std::collections::HashSet::new();
    let mut checked = Vec::with_capacity(names.len());
    for name in names {
        let name = crate::text::name(&name).map_err(|r| format!("{name:?}: {}", r.message))?;
        if !keys.insert(crate::text::account_key(&name)) {
            return Err(format!(
                "{name:?} is on the list twice (or with a name like it)"
            ));
        }
        if server.lobby.account_holder(&name).is_some() {
            return Err(format!(
                "{name:?} (or a name like it) has an account already"
            ));
        }
        checked.push(name);
    }
    let services = &server.services;
    let mut cards = Vec::with_capacity(checked.len());
    for name in checked {
        let password = super::class::password(&mut rand::rng());
        let hash = services
            .accounts
            .passwords
            .hash(password.clone())
            .await
            .map_err(|r| r.message)?;
        let (player, _) = server
            .lobby
            .sign_in(services, None, &name)
            .await
            .map_err(|e| format!("{name:?} not stored: {e}"))?;
        let name_key = crate::text::account_key(&name);
        services
            .store
            .write(Write::CreateAccount {
                player: player.id,
                name_key: name_key.clone(),
                password_hash: hash,
            })
            .await
            .map_err(|e| format!("{name:?}: {e}"))?;
        server.lobby.add_account(name_key, player.id);
        cards.push(Card { name, password });
    }
    Ok(cards)
}
