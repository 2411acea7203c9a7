//! The lobby's commands: what a connection asks outside the game of its room. One [`Handler`]
//! per connection holds where the connection stands (`AwaitingHello -> Lobby -> InRoom`) and
//! turns each of its messages into replies on the connection's queue and effects on the lobby,
//! the rooms and the store; a member's in-room messages go on to its room.
//!
//! The handler reads and writes no socket: the session reads each frame, checks and decodes it,
//! and hands the message here; the replies go on the queue that the session's writer drains.
//! So the handler's decisions are tested without a socket, on a real lobby, real rooms and a
//! real store (`tests.rs`, the transcripts of `server/tests/data/lobby/*.lobby`).
//!
//! # Layout
//! - `hello`: signing in (`hello`) and names (`player_info`).
//! - `rooms`: entering and leaving rooms (`join_room`, `leave_room`), and `list_rooms`.
//! - `new_room`: `create_room`, against a person, the AI, an engine or a bot.
//! - `seats`: an engine or a bot in a room's free seat (`seat_ai`), invitations
//!   (`decline_invite`) and `list_bots`.
//! - `games`: games past: `list_games`, `get_game`, `open_sgf`, `review_sgf`,
//!   `request_review`.

mod accounts;
mod games;
mod hello;
mod new_room;
mod ratings;
mod rooms;
mod seats;
#[cfg(test)]
mod tests;
mod tournaments;

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use boardroom_protocol::{ClientMsg, ErrorCode, IMPLIED_LEGAL, ServerMsg, encode};

use crate::admission::{Act, AddressKey};
use crate::lobby::Player;
use crate::outbox::{ConnId, Frame, Outbox};
use crate::refusal::Refusal;
use crate::room::{Envelope, RoomCmd, RoomHandle};
use crate::server::Server;
use crate::words::text;

/// Where a connection stands.
#[derive(Debug)]
enum State {
    /// Nothing but `hello` is accepted yet.
    AwaitingHello,
    /// Signed in, in no room.
    Lobby(Player),
    /// Signed in and in a room.
    InRoom(Player, RoomHandle),
}

/// One connection's side of the lobby: where it stands, and what its messages do.
#[derive(Debug)]
pub(crate) struct Handler {
    /// This connection's number.
    conn: ConnId,
    /// The services and the lobby.
    server: Server,
    /// This connection's outbound queue: the replies go there, and so do its room's frames.
    outbox: Outbox,
    /// Where the connection stands.
    state: State,
    /// Raised while a `rooms` answer waits to be written.
    rooms_pending: Arc<AtomicBool>,
    /// The client's address, as the per-address caps count it.
    client: AddressKey,
    /// The bot's name, for a connection signed in as a bot.
    bot: Option<String>,
    /// The event the connection watches, if any.
    watching: Option<i64>,
    /// The hash of the token the connection signed in with.
    token_hash: Option<Vec<u8>>,
    /// The room the player was in when they signed in, which was moving between nodes: the
    /// connection goes back to it once a live node owns it.
    rejoin: Option<rooms::Rejoin>,
}

impl Handler {
    /// The handler of the connection `conn` from `client`, whose frames go on `outbox`; it
    /// awaits `hello`.
    #[must_use]
    pub(crate) fn new(server: Server, conn: ConnId, outbox: Outbox, client: AddressKey) -> Handler {
        Handler {
            conn,
            server,
            outbox,
            state: State::AwaitingHello,
            rooms_pending: Arc::new(AtomicBool::new(false)),
            client,
            bot: None,
            watching: None,
            token_hash: None,
            rejoin: None,
        }
    }

    /// Whether the connection has not said `hello` yet.
    #[must_use]
    pub(crate) fn awaits_hello(&self) -> bool {
        matches!(self.state, State::AwaitingHello)
    }

    /// Whether the connection is a person's in no room: a visit to the lobby that asks for
    /// nothing ends (a bot waits there for invitations).
    #[must_use]
    pub(crate) fn idles_in_lobby(&self) -> bool {
        matches!(self.state, State::Lobby(_)) && self.bot.is_none() && self.watching.is_none()
    }

    /// Handles one message of the client's; `lag` is the network delay measured on the
    /// connection, which a move's clock is not charged. A refusal is answered with an `error`
    /// that refers to the message.
    pub(crate) async fn handle(&mut self, msg: ClientMsg, lag: Duration) {
        let reference = msg.type_name();
        // A connection's task holds the largest future it can await for its whole life, and
        // the lobby's commands each await a large one: the room's commands (moves above all)
        // are sent from here, and the rest are boxed while they run, which kept each
        // connection's task about 6.5 KB smaller (docs/scaling.md).
        let answer = if matches!(self.state, State::InRoom(..)) && goes_to_room(&msg) {
            self.send_in_room(msg, lag).await
        } else {
            // A place among the node's commands in progress (a ping needs none), or
            // `server_busy` soon (`command_gate.rs`).
            let place = match msg {
                ClientMsg::Ping => Ok(None),
                _ => self.server.services.commands.enter().await.map(Some),
            };
            match place {
                Ok(_place) => Box::pin(self.on_message(msg, lag)).await,
                Err(busy) => Err(busy),
            }
        };
        if let Err(refusal) = answer {
            self.reply(&refusal.into_error(reference)).await;
        }
        // A bot's connection in the lobby may be invited, once it has answered the last
        // invitation (or said anything else).
        if let Some(name) = &self.bot {
            let waiting = matches!(self.state, State::Lobby(_));
            self.server
                .services
                .bots
                .set_waiting(name, self.conn, waiting);
        }
    }

    /// The connection has closed: a bot's connection no longer waits for invitations, and a
    /// member's room is told (the seat stays its player's).
    pub(crate) async fn closed(&mut self) {
        if let Some(player) = self.player() {
            self.server.services.signed_in.remove(player.id, self.conn);
        }
        if let Some(name) = &self.bot {
            self.server.services.bots.sign_out(name, self.conn);
        }
        if let Some(event) = self.watching.take() {
            self.server.tournaments.unwatch(event, self.conn).await;
        }
        if let State::InRoom(_, room) = &self.state {
            room.send(Envelope::new(self.conn, RoomCmd::Disconnected))
                .await;
        }
    }

    /// Sends `msg` to the client.
    pub(crate) async fn reply(&self, msg: &ServerMsg) {
        if let ServerMsg::Error { code, .. } = msg {
            self.server.services.metrics.error_sent(*code);
        }
        // The writer stops only when the connection is going away; then nothing more matters.
        let _ = self.outbox.send(Frame::text(encode(msg))).await;
    }

    async fn on_message(&mut self, msg: ClientMsg, lag: Duration) -> Result<(), Refusal> {
        if let ClientMsg::Ping = msg {
            if let State::AwaitingHello = self.state {
                return Err(unauthorized());
            }
            self.reply(&ServerMsg::Pong).await;
            return Ok(());
        }
        match (&self.state, msg) {
            (
                State::AwaitingHello,
                ClientMsg::Hello {
                    protocol,
                    name,
                    token,
                    features,
                    bot,
                    plays,
                    password,
                },
            ) => {
                self.outbox.implied_legal = features.iter().any(|f| f == IMPLIED_LEGAL);
                let bot = bot.then_some(plays);
                self.hello(protocol, &name, token.as_deref(), bot, password)
                    .await
            }
            (State::AwaitingHello, _) => Err(unauthorized()),
            (_, ClientMsg::Hello { .. }) => Err(Refusal::says(
                ErrorCode::BadRequest,
                "server-hello-twice",
                &[],
            )),
            (_, ClientMsg::ListRooms) => self.list_rooms().await,
            (_, ClientMsg::SignUp { password }) => self.sign_up(password).await,
            (
                _,
                ClientMsg::ChangePassword {
                    old_password,
                    password,
                },
            ) => self.change_password(old_password, password).await,
            (_, ClientMsg::SignOutElsewhere) => self.sign_out_elsewhere().await,
            (_, ClientMsg::ListLeaderboard { game, rule }) => {
                self.list_leaderboard(game, rule).await
            }
            (_, ClientMsg::GetProfile { player_id }) => self.get_profile(player_id).await,
            (
                _,
                ClientMsg::CreateRoom {
                    game,
                    options,
                    seat,
                    opponent,
                    ai_level,
                    engine,
                    bot,
                },
            ) => {
                let rival = self.rival(opponent, ai_level, engine, bot)?;
                self.create_room(game, options.unwrap_or_default(), seat, rival)
                    .await
            }
            (_, ClientMsg::JoinRoom { room, join_as }) => {
                self.join_room(&room, join_as.unwrap_or_default()).await
            }
            (_, ClientMsg::LeaveRoom) => self.leave_room().await,
            (_, ClientMsg::ListGames { before, limit }) => {
                self.list_games(before.as_deref(), limit).await
            }
            (_, ClientMsg::RequestReview { game_id }) => self.request_review(&game_id).await,
            (_, ClientMsg::GetGame { game_id }) => self.get_game(&game_id).await,
            (_, ClientMsg::OpenSgf { sgf }) => self.open_sgf(sgf).await,
            (_, ClientMsg::ReviewSgf { sgf }) => self.review_sgf(sgf).await,
            (_, ClientMsg::PlayerInfo { name }) => self.rename(&name).await,
            (_, ClientMsg::ListBots) => self.list_bots().await,
            (_, ClientMsg::DeclineInvite { room }) => self.decline(&room).await,
            (
                _,
                ClientMsg::CreateTournament {
                    settings,
                    entrants,
                    play,
                },
            ) => self.create_tournament(*settings, entrants, play).await,
            (_, ClientMsg::ListTournaments) => self.list_tournaments().await,
            (_, ClientMsg::WatchTournament { tournament }) => {
                self.watch_tournament(&tournament).await
            }
            (_, ClientMsg::JoinTournament { tournament }) => {
                self.join_tournament(&tournament).await
            }
            (_, ClientMsg::LeaveTournament { tournament }) => {
                self.leave_tournament(&tournament).await
            }
            (
                _,
                ClientMsg::TournamentHost {
                    tournament,
                    action,
                    add,
                    entrant,
                    game,
                    result,
                },
            ) => {
                let fields = tournaments::HostFields {
                    add,
                    entrant,
                    game,
                    result,
                };
                self.tournament_host(&tournament, action, fields).await
            }
            (
                State::InRoom(..),
                ClientMsg::SeatAi {
                    bot: Some(name), ..
                },
            ) => {
                let bot = self.server.services.bots.find(&name)?;
                self.invite(bot, true).await
            }
            (State::InRoom(player, _), msg) => {
                if let ClientMsg::SeatAi { engine, .. } = &msg {
                    let held = self.server.lobby.holdings(player.id);
                    if let Some(refusal) =
                        held.refuse_another(&self.server.services.limits, false, true)
                    {
                        return Err(refusal);
                    }
                    if let Some(name) = engine {
                        return self.seat_engine(name).await;
                    }
                }
                self.send_in_room(msg, lag).await
            }
            (State::Lobby(_), _) => Err(not_in_room()),
        }
    }

    /// Sends a member's in-room message to its room (a chat line once moderation allows it).
    async fn send_in_room(&mut self, msg: ClientMsg, lag: Duration) -> Result<(), Refusal> {
        if let (ClientMsg::Chat { text }, Some(player)) = (&msg, self.player()) {
            let moderation = &self.server.services.admin.moderation;
            moderation.may_chat(player.id, text)?;
        }
        let lag_ms = u64::try_from(lag.as_millis()).unwrap_or(u64::MAX);
        self.send_to_room(RoomCmd::Client { msg, lag_ms }).await
    }

    /// Sends a command to the room the connection is in, without waiting for its answer (the
    /// room tells the member its refusal itself).
    async fn send_to_room(&mut self, cmd: RoomCmd) -> Result<(), Refusal> {
        let State::InRoom(_, room) = &self.state else {
            return Err(not_in_room());
        };
        if !room.send(Envelope::new(self.conn, cmd)).await {
            self.left_closed_room();
            return Err(not_in_room());
        }
        Ok(())
    }

    fn player(&self) -> Option<&Player> {
        match &self.state {
            State::AwaitingHello => None,
            State::Lobby(player) | State::InRoom(player, _) => Some(player),
        }
    }

    fn player_mut(&mut self) -> Option<&mut Player> {
        match &mut self.state {
            State::AwaitingHello => None,
            State::Lobby(player) | State::InRoom(player, _) => Some(player),
        }
    }

    fn left_closed_room(&mut self) {
        if let State::InRoom(player, _) = &self.state {
            self.state = State::Lobby(player.clone());
        }
    }

    /// Whether this client's address may `act` now (counted if so).
    fn allow(&self, act: Act) -> bool {
        let now = tokio::time::Instant::now().into_std();
        self.server.services.admission.allow(self.client, act, now)
    }
}

/// Whether a member's message is the room's to handle as it is, with nothing for the lobby to
/// do first (`seat_ai` may name a bot or an engine, which the lobby looks up).
fn goes_to_room(msg: &ClientMsg) -> bool {
    matches!(
        msg,
        ClientMsg::PutStep { .. }
            | ClientMsg::UndoRequest
            | ClientMsg::UndoAgree
            | ClientMsg::UndoRefuse
            | ClientMsg::DrawOffer
            | ClientMsg::DrawAgree
            | ClientMsg::DrawRefuse
            | ClientMsg::Resign
            | ClientMsg::Abort
            | ClientMsg::ClaimVictory
            | ClientMsg::ClaimDraw
            | ClientMsg::Chat { .. }
            | ClientMsg::PlayAgain
            | ClientMsg::PlayAgainAgree
            | ClientMsg::PlayAgainRefuse
    )
}

fn unauthorized() -> Refusal {
    Refusal::says(ErrorCode::Unauthorized, "server-hello-first", &[])
}

fn not_in_room() -> Refusal {
    Refusal::says(ErrorCode::NotInRoom, "server-not-in-a-room", &[])
}

fn no_such_room(code: &str) -> Refusal {
    Refusal::says(
        ErrorCode::NoSuchRoom,
        "server-no-such-room",
        &[("code", text(code))],
    )
}

/// How soon a client may ask again for a room that is moving between nodes.
const MOVING_RETRY: std::time::Duration = std::time::Duration::from_millis(500);

/// The room `code` is moving between nodes (its owner died and another takes it over): ask
/// again in a moment, the room and its seats are kept.
fn room_moving(code: &str) -> Refusal {
    Refusal::later(
        ErrorCode::ServerBusy,
        "server-room-moving",
        &[("code", text(code))],
        MOVING_RETRY,
    )
}

fn busy_store() -> Refusal {
    Refusal::says(ErrorCode::ServerBusy, "server-not-stored", &[])
}
