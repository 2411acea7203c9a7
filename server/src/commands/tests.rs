//! The lobby's commands driven by transcript files: client messages in, the frames every
//! connection got out, on a real lobby, real rooms and a real SQLite store, with no socket.
//!
//! Every `server/tests/data/lobby/*.lobby` file is a list of cases run through one `check`; the
//! format is described in `server/tests/data/lobby/README.md`.

use std::collections::BTreeMap;
use std::net::{IpAddr, Ipv4Addr};
use std::sync::Arc;
use std::time::Duration;

use boardroom_protocol::{ErrorCode, JoinAs, ServerMsg, decode};
use clap::Parser;
use tokio_util::sync::CancellationToken;
use tokio_util::task::TaskTracker;

use super::Handler;
use crate::admission::AddressKey;
use crate::context::Services;
use crate::limit_args::LimitArgs;
use crate::limits::Limits;
use crate::lobby::Lobby;
use crate::metrics::Metrics;
use crate::outbox::{self, Frame};
use crate::room::{Envelope, RoomCmd};
use crate::server::Server;
use crate::store::Store;
use crate::transcript::{self, Script};

/// The `limits` line: the server's flags for limits.
#[derive(Debug, Parser)]
struct Flags {
    #[command(flatten)]
    limits: LimitArgs,
}

/// A connection of a case: its handler and the frames queued for it.
struct Conn {
    handler: Handler,
    queue: outbox::Inbox,
}

/// A case being run.
struct Run {
    /// Where the server's tasks run; each step runs to its end on it.
    runtime: tokio::runtime::Runtime,
    /// The limits the server starts with (a `limits` line changes them before it starts).
    limits: Limits,
    /// The server, started at the first message.
    server: Option<(Server, tempfile::TempDir)>,
    /// The connections, by number.
    conns: BTreeMap<u32, Conn>,
    /// The tokens handed out, in order: `$TOKEN1` is the first.
    tokens: Vec<String>,
    /// The room codes seen, in order: `$ROOM1` is the first.
    rooms: Vec<String>,
}

impl Default for Run {
    fn default() -> Run {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap_or_else(|e| panic!("{e}"));
        Run {
            runtime,
            limits: Limits::default(),
            server: None,
            conns: BTreeMap::new(),
            tokens: Vec::new(),
            rooms: Vec::new(),
        }
    }
}

impl Drop for Run {
    fn drop(&mut self) {
        if let Some((server, _)) = &self.server {
            server.services.shutdown.cancel();
        }
    }
}

impl Run {
    /// The server, started now if it has not been.
    fn server(&mut self) -> Result<Server, String> {
        if let Some((server, _)) = &self.server {
            return Ok(server.clone());
        }
        let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
        let (store, snapshot) = Store::open(dir.path()).map_err(|e| e.to_string())?;
        let limits = self.limits.clone();
        let server = self.runtime.block_on(async move {
            let services = Services::new(
                store,
                crate::game_ids::GameIds::new(&snapshot.game_ids),
                limits,
                CancellationToken::new(),
                TaskTracker::new(),
                Vec::new(),
                Arc::new(Metrics::default()),
            );
            Server {
                services: Arc::new(services),
                lobby: Arc::new(Lobby::default()),
                tournaments: Arc::default(),
            }
        });
        self.server = Some((server.clone(), dir));
        Ok(server)
    }

    /// The text with `$TOKENn` and `$ROOMn` put back as what they stand for.
    fn expand(&self, text: &str) -> String {
        let mut text = text.to_owned();
        // From the last, so that `$ROOM1` does not take the start of `$ROOM12`.
        for (index, token) in self.tokens.iter().enumerate().rev() {
            text = text.replace(&format!("$TOKEN{}", index + 1), token);
        }
        for (index, code) in self.rooms.iter().enumerate().rev() {
            text = text.replace(&format!("$ROOM{}", index + 1), code);
        }
        text
    }

    /// `$ROOMn` for a room code, numbered in the order codes are first seen.
    fn room(&mut self, code: &str) -> String {
        let index = match self.rooms.iter().position(|c| c == code) {
            Some(index) => index,
            None => {
                self.rooms.push(code.to_owned());
                self.rooms.len() - 1
            }
        };
        format!("$ROOM{}", index + 1)
    }

    /// `$TOKENn` for a token, numbered in the order tokens are first handed out.
    fn token(&mut self, token: &str) -> String {
        let index = match self.tokens.iter().position(|t| t == token) {
            Some(index) => index,
            None => {
                self.tokens.push(token.to_owned());
                self.tokens.len() - 1
            }
        };
        format!("$TOKEN{}", index + 1)
    }

    /// Connection `n`, opened now (from an address of its own) if it is not open.
    fn conn(&mut self, n: u32) -> Result<&mut Conn, String> {
        if !self.conns.contains_key(&n) {
            let server = self.server()?;
            let limits = &server.services.limits;
            let (outbox, queue) = outbox::channel(limits.outbound_queue, limits.outbound_bytes);
            let conn = server.services.next_conn();
            let octet = u8::try_from(n).map_err(|e| e.to_string())?;
            let client = AddressKey::of(IpAddr::V4(Ipv4Addr::new(10, 0, 0, octet)));
            let handler = Handler::new(server, conn, outbox, client);
            self.conns.insert(n, Conn { handler, queue });
        }
        self.conns
            .get_mut(&n)
            .ok_or_else(|| format!("no connection c{n}"))
    }

    /// Waits until every room seen has handled every command sent to it so far: each answers a
    /// question only once it has taken the commands before it.
    fn settle(&mut self) {
        let Some((server, _)) = &self.server else {
            return;
        };
        let rooms: Vec<_> = self
            .rooms
            .iter()
            .filter_map(|code| server.lobby.room(code))
            .collect();
        self.runtime.block_on(async {
            for room in rooms {
                let peek = RoomCmd::Peek {
                    player: 0,
                    join_as: JoinAs::Spectator,
                };
                let _ = room.ask(Envelope::new(0, peek)).await;
            }
        });
    }

    /// Every frame queued for each connection since the last step, described, by connection.
    fn frames(&mut self) -> Vec<String> {
        let mut texts = Vec::new();
        for (n, conn) in &mut self.conns {
            while let Ok(mut queued) = conn.queue.try_recv() {
                queued.taken();
                if let Frame::Text(text) = &queued.frame {
                    texts.push((*n, text.as_str().to_owned()));
                }
            }
        }
        let mut lines = Vec::new();
        for (n, text) in texts {
            let line = match serde_json::from_str::<ServerMsg>(&text) {
                Ok(msg) => self.describe(&msg),
                Err(e) => format!("unreadable frame {text:?}: {e}"),
            };
            lines.push(format!("c{n} < {line}"));
        }
        // A code named in a sentence is written as what stands for it.
        lines
            .into_iter()
            .map(|mut line| {
                for (index, code) in self.rooms.iter().enumerate() {
                    line = line.replace(code.as_str(), &format!("$ROOM{}", index + 1));
                }
                line
            })
            .collect()
    }

    /// One message as a transcript line: its type and what the cases look at.
    fn describe(&mut self, msg: &ServerMsg) -> String {
        let name = |info: Option<&boardroom_protocol::PlayerInfo>| {
            info.map_or_else(|| "-".to_owned(), |p| p.name.clone())
        };
        match msg {
            ServerMsg::Welcome { name, token, .. } => {
                format!("welcome {name} {}", self.token(token))
            }
            ServerMsg::Error {
                code,
                message,
                reference,
                ..
            } => match reference {
                Some(reference) => format!("error {} [{reference}]: {message}", code_name(*code)),
                None => format!("error {}: {message}", code_name(*code)),
            },
            ServerMsg::RoomState(state) => {
                let you = state.you.map_or("-".to_owned(), |s| s.to_string());
                format!(
                    "room_state {} {} {} black={} white={} you={you}",
                    self.room(state.room.as_str()),
                    state.game,
                    wire_name(&state.status),
                    name(state.players.black.as_ref()),
                    name(state.players.white.as_ref()),
                )
            }
            ServerMsg::Left { room, .. } => format!("left {}", self.room(room.as_str())),
            ServerMsg::Rooms { rooms, total } => {
                let listed: Vec<String> = rooms
                    .iter()
                    .map(|r| format!("{} {}", self.room(r.room.as_str()), wire_name(&r.status)))
                    .collect();
                let total = total.unwrap_or_default();
                if listed.is_empty() {
                    format!("rooms {total}")
                } else {
                    format!("rooms {total}: {}", listed.join(", "))
                }
            }
            ServerMsg::PlayerJoined { seat, name, .. } => format!("player_joined {seat} {name}"),
            ServerMsg::PlayerLeft { seat } => format!("player_left {seat}"),
            ServerMsg::PeerStatus {
                seat, connected, ..
            } => {
                let now = if *connected {
                    "connected"
                } else {
                    "disconnected"
                };
                format!("peer_status {seat} {now}")
            }
            ServerMsg::PlayerInfo { seat, name } => format!("player_info {seat} {name}"),
            ServerMsg::Bots { bots } => {
                let listed: Vec<String> = bots
                    .iter()
                    .map(|b| format!("{}{}", b.name, if b.busy { " busy" } else { "" }))
                    .collect();
                format!("bots: {}", listed.join(", "))
            }
            ServerMsg::Invited { room, seat, by, .. } => {
                format!("invited {} {seat} by {by}", self.room(room.as_str()))
            }
            ServerMsg::Games { games, more } => format!("games {} more={more}", games.len()),
            ServerMsg::GameRecord(record) => {
                format!("game_record {} moves={}", record.game, record.moves.len())
            }
            ServerMsg::ReviewProgress { done, total, .. } => {
                format!("review_progress {done}/{total}")
            }
            other => other.type_name().to_owned(),
        }
    }
}

/// An error code as the wire writes it.
fn code_name(code: ErrorCode) -> String {
    wire_name(&code)
}

/// A unit variant as the wire writes it (`"rate_limited"` without its quotes).
fn wire_name<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_value(value)
        .ok()
        .and_then(|v| v.as_str().map(str::to_owned))
        .unwrap_or_default()
}

/// `cN` as a connection number.
fn conn_number(word: &str) -> Result<u32, String> {
    word.strip_prefix('c')
        .and_then(|n| n.parse().ok())
        .ok_or_else(|| format!("{word:?} is not a connection (c1, c2, ...)"))
}

impl Script for Run {
    fn is_expectation(line: &str) -> bool {
        line.split_whitespace().nth(1) == Some("<")
    }

    fn step(&mut self, line: &str) -> Result<Vec<String>, String> {
        let (first, rest) = line.split_once(' ').unwrap_or((line, ""));
        if first == "limits" {
            if self.server.is_some() {
                return Err("limits come before the first message".to_owned());
            }
            let words = std::iter::once("boardroom-server").chain(rest.split_whitespace());
            let flags = Flags::try_parse_from(words).map_err(|e| e.to_string())?;
            self.limits = flags.limits.limits();
            return Ok(Vec::new());
        }
        let n = conn_number(first)?;
        match rest.split_once(' ') {
            Some((">", json)) => {
                let text = self.expand(json);
                self.conn(n)?;
                let Run { runtime, conns, .. } = self;
                let handler = conns
                    .get_mut(&n)
                    .map(|conn| &mut conn.handler)
                    .ok_or_else(|| format!("no connection c{n}"))?;
                runtime.block_on(async {
                    match decode(&text) {
                        Ok(msg) => handler.handle(msg, Duration::ZERO).await,
                        Err(e) => handler.reply(&e.to_server_msg()).await,
                    }
                });
            }
            None if rest == "closes" => {
                let mut conn = self
                    .conns
                    .remove(&n)
                    .ok_or_else(|| format!("c{n} is not open"))?;
                self.runtime.block_on(conn.handler.closed());
            }
            // As a cluster's gate tells a room of a member whose node fell silent: the room
            // hears it is gone, while its queue stays open and read.
            Some(("falls", "silent")) => {
                let conn = self
                    .conns
                    .get(&n)
                    .ok_or_else(|| format!("c{n} is not open"))?;
                let super::State::InRoom(_, room) = &conn.handler.state else {
                    return Err(format!("c{n} is in no room"));
                };
                let gone = Envelope::new(conn.handler.conn, RoomCmd::Disconnected);
                self.runtime.block_on(room.send(gone));
            }
            _ => {
                return Err(format!(
                    "{line:?} is not `cN > JSON`, `cN closes` or `cN falls silent`"
                ));
            }
        }
        self.settle();
        Ok(self.frames())
    }
}

#[test]
fn transcripts() {
    transcript::check_all::<Run>(&transcript::files("lobby", "lobby"));
}

#[test]
fn a_wrong_transcript_fails() {
    let text = "case a list is no pong\nc1 > {\"type\":\"list_rooms\"}\nc1 < pong\n";
    let failures = transcript::check_text::<Run>("wrong.lobby", text);
    assert_eq!(failures.len(), 1, "{failures:?}");
    assert!(failures[0].contains("expected `c1 < pong`"), "{failures:?}");
}
