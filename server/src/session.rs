//! One WebSocket connection: a reader loop that checks and routes the client's messages, and a
//! writer task that drains the connection's bounded outbound queue into the socket.
//!
//! The session is an explicit state machine: `AwaitingHello -> Lobby -> InRoom`. Limits are
//! checked before parsing: frame size, then the rate limit, then `protocol::decode`.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::context::Services;
use std::time::Duration;

use axum::extract::ws::{CloseFrame, Message, WebSocket};
use boardroom_engine::ai::Level;
use boardroom_protocol::{
    ClientMsg, EnginePlays, ErrorCode, IMPLIED_LEGAL, JoinAs, MAX_FRAME_BYTES, Opponent,
    PROTOCOL_VERSION, RoomCode, SeatChoice, ServerMsg, decode, encode,
};
use futures_util::{SinkExt, StreamExt};
use rand::RngExt;
use tokio::sync::{mpsc, oneshot};
use tracing::Instrument;

use crate::admission::{Act, AddressKey};
use crate::bots::Bot;
use crate::context::Server;
use crate::convert;
use crate::engines::Engine;
use crate::limits::TokenBucket;
use crate::lobby::Player;
use crate::outbox::{self, ConnId, Frame, Outbox, Queued};
use crate::refusal::Refusal;
use crate::room::{OpeningSpec, RoomCmd, RoomHandle, Rules};
use crate::store::{Occupant, PlayerId};
use crate::text;

/// The AI thinking times per move a room may ask for, in ms; the server caps each level's
/// below that (`Limits::ai_budget`).
const AI_BUDGET_MS: std::ops::RangeInclusive<u64> = 10..=30_000;

/// Close code: the server is going away.
const CLOSE_GOING_AWAY: u16 = 1001;
/// Close code: a policy was broken (flooding).
const CLOSE_POLICY: u16 = 1008;
/// Close code: a frame was too large.
const CLOSE_TOO_BIG: u16 = 1009;
/// Close code: the server is at capacity.
const CLOSE_TRY_LATER: u16 = 1013;

/// Where a session stands.
#[derive(Debug)]
enum State {
    /// Nothing but `hello` is accepted yet.
    AwaitingHello,
    /// Signed in, in no room.
    Lobby(Player),
    /// Signed in and in a room.
    InRoom(Player, RoomHandle),
}

/// What the reader does after a message.
enum Flow {
    /// Read the next one.
    Continue,
    /// Close the connection with this code and reason.
    Close(u16, &'static str),
}

/// Serves one WebSocket connection until it closes or the server shuts down.
pub(crate) async fn run(socket: WebSocket, server: Server, client: AddressKey) {
    let services = server.services.clone();
    let conn = services.next_conn();
    let span = tracing::info_span!("session", conn, %client);
    async move {
        let open = services.connections.fetch_add(1, Ordering::Relaxed) + 1;
        services
            .metrics
            .connections_total
            .fetch_add(1, Ordering::Relaxed);
        let (sink, mut stream) = socket.split();
        let (outbox, queue) = outbox::channel(
            services.limits.outbound_queue,
            services.limits.outbound_bytes,
        );
        // Pings carry the time they left, measured from here; their pongs give the lag.
        let epoch = tokio::time::Instant::now();
        let writer = tokio::spawn(write_loop(sink, queue, services.clone(), epoch));
        if open > services.limits.max_connections {
            services.metrics.error_sent(ErrorCode::ServerBusy);
            let busy = ServerMsg::error(
                ErrorCode::ServerBusy,
                "the server is full; try again later",
                None,
            );
            let _ = outbox.send(Frame::text(encode(&busy))).await;
            let _ = outbox
                .send(Frame::Close(CLOSE_TRY_LATER, "server full"))
                .await;
            drain(&mut stream, services.limits.close_drain).await;
        } else {
            let mut session = Session {
                conn,
                bucket: TokenBucket::new(
                    services.limits.rate_burst,
                    services.limits.rate_per_second,
                    tokio::time::Instant::now().into_std(),
                ),
                server,
                outbox: outbox.clone(),
                state: State::AwaitingHello,
                strikes: 0,
                rooms_pending: Arc::new(AtomicBool::new(false)),
                client,
                epoch,
                lag: Duration::ZERO,
                bot: None,
            };
            let flow = session.read_loop(&mut stream).await;
            if let Some(name) = &session.bot {
                services.bots.sign_out(name, conn);
            }
            if let State::InRoom(_, room) = &session.state {
                room.send(RoomCmd::Disconnected { conn }).await;
            }
            if let Flow::Close(code, reason) = flow {
                let _ = outbox.send(Frame::Close(code, reason)).await;
                drain(&mut stream, services.limits.close_drain).await;
            }
        }
        drop(outbox);
        let _ = writer.await;
        services.connections.fetch_sub(1, Ordering::Relaxed);
        tracing::debug!("connection closed");
    }
    .instrument(span)
    .await;
}

/// A ping's payload: the milliseconds since `epoch`, which the pong brings back.
fn ping_stamp(epoch: tokio::time::Instant) -> axum::body::Bytes {
    let ms = u64::try_from(epoch.elapsed().as_millis()).unwrap_or(u64::MAX);
    axum::body::Bytes::copy_from_slice(&ms.to_be_bytes())
}

/// After the server has sent its close frame: reads and drops what the client still sends,
/// until its own close frame, the end of the stream, or `wait`. Closing a socket whose input is
/// still unread resets it, and a reset throws away what the client had not read yet, the
/// error and the close frame that say why among it.
async fn drain(stream: &mut futures_util::stream::SplitStream<WebSocket>, wait: Duration) {
    let until_close = async {
        while let Some(Ok(message)) = stream.next().await {
            if let Message::Close(_) = message {
                break;
            }
        }
    };
    let _ = tokio::time::timeout(wait, until_close).await;
}

/// Drains the outbound queue into the socket, pings on a timer, and gives up on a socket that
/// accepts nothing for the idle timeout (a client that does not read).
async fn write_loop(
    mut sink: futures_util::stream::SplitSink<WebSocket, Message>,
    mut queue: mpsc::Receiver<Queued>,
    services: Arc<Services>,
    epoch: tokio::time::Instant,
) {
    let limits = &services.limits;
    let mut ping = tokio::time::interval(limits.ping_interval);
    ping.reset();
    loop {
        // The frame keeps its share of the byte budget until it is on the socket.
        let (message, _queued) = tokio::select! {
            // The next frame for this client; `None` once the session has finished.
            mut queued = queue.recv() => match queued.as_mut().map(|q| { q.taken(); &q.frame }) {
                Some(Frame::Text(text)) => (Message::Text(text.clone()), queued),
                Some(&Frame::Close(code, reason)) => {
                    let close = Message::Close(Some(CloseFrame { code, reason: reason.into() }));
                    let _ = tokio::time::timeout(limits.idle_timeout, sink.send(close)).await;
                    break;
                }
                None => break,
            },
            // Keep-alive: browsers answer pings by themselves, which counts as activity.
            _ = ping.tick() => (Message::Ping(ping_stamp(epoch)), None),
        };
        // Most frames go straight into the socket's buffer: only a send that has to wait for
        // the client to read is timed (a timer each frame was a measurable share of a move).
        let mut send = sink.send(message);
        let sent = match futures_util::poll!(&mut send) {
            std::task::Poll::Ready(sent) => Ok(sent),
            std::task::Poll::Pending => tokio::time::timeout(limits.idle_timeout, send).await,
        };
        match sent {
            Ok(Ok(())) => {}
            Ok(Err(_)) => break,
            Err(_) => {
                tracing::info!("client stopped reading; closing");
                break;
            }
        }
    }
    let _ = sink.close().await;
}

/// The reader side of a connection.
struct Session {
    /// This connection's number.
    conn: ConnId,
    /// The services and the lobby.
    server: Server,
    /// This connection's outbound queue.
    outbox: Outbox,
    /// Where the session stands.
    state: State,
    /// The rate limit.
    bucket: TokenBucket,
    /// Rate-limit refusals in a row.
    strikes: u32,
    /// Raised while a `rooms` answer waits to be written.
    rooms_pending: Arc<AtomicBool>,
    /// The client's address, as the per-address caps count it.
    client: AddressKey,
    /// When the writer's pings are stamped from.
    epoch: tokio::time::Instant,
    /// The network delay one way, half the round trip of the last ping.
    lag: Duration,
    /// The bot's name, for a connection signed in as a bot.
    bot: Option<String>,
}

impl Session {
    async fn read_loop(
        &mut self,
        stream: &mut futures_util::stream::SplitStream<WebSocket>,
    ) -> Flow {
        let shutdown = self.server.services.shutdown.clone();
        let limits = &self.server.services.limits;
        let (idle, lobby_idle) = (limits.idle_timeout, limits.lobby_idle);
        let opened = tokio::time::Instant::now();
        let hello_by = opened + limits.hello_timeout;
        // When the client last sent anything at all, and when it last asked for something.
        let (mut heard, mut asked) = (opened, opened);
        // One shutdown wait and one timer for the connection's life, rather than one of each a
        // frame: the timer is moved on (most often later, which costs no lock) as frames come.
        let shut = shutdown.cancelled();
        tokio::pin!(shut);
        let timer = tokio::time::sleep_until(hello_by);
        tokio::pin!(timer);
        loop {
            // Whichever deadline comes first: hello, silence, or a lobby visit that asks nothing.
            let (deadline, expired) = match self.state {
                State::AwaitingHello if hello_by < heard + idle => {
                    (hello_by, Flow::Close(CLOSE_POLICY, "no hello"))
                }
                // A bot waits in the lobby for invitations: only silence closes it.
                State::Lobby(_) if self.bot.is_none() && asked + lobby_idle < heard + idle => (
                    asked + lobby_idle,
                    Flow::Close(CLOSE_GOING_AWAY, "idle in the lobby"),
                ),
                _ => (heard + idle, Flow::Close(CLOSE_GOING_AWAY, "idle")),
            };
            if timer.deadline() != deadline {
                timer.as_mut().reset(deadline);
            }
            let message = tokio::select! {
                // In this order: a frame that came counts even if its deadline has passed too.
                biased;
                // The server is shutting down: say goodbye.
                () = &mut shut => return Flow::Close(CLOSE_GOING_AWAY, "server shutting down"),
                // The next frame from the client.
                next = stream.next() => match next {
                    None => return Flow::Continue,
                    Some(Err(e)) => return self.on_read_error(e).await,
                    Some(Ok(message)) => message,
                },
                // A deadline passed.
                () = &mut timer => return expired,
            };
            heard = tokio::time::Instant::now();
            if let Message::Close(_) = message {
                return Flow::Continue;
            }
            // Every frame counts against the rate limit, pings and pongs too.
            match self.over_rate().await {
                None => {}
                Some(Flow::Continue) => continue,
                Some(close) => return close,
            }
            let flow = match message {
                Message::Text(text) => {
                    asked = heard;
                    self.on_text(text.as_str()).await
                }
                Message::Binary(_) => {
                    self.reply_error(ErrorCode::BadRequest, "frames must be JSON text", None)
                        .await;
                    Flow::Continue
                }
                Message::Pong(stamp) => {
                    self.lag_from_pong(&stamp);
                    Flow::Continue
                }
                Message::Ping(_) | Message::Close(_) => Flow::Continue,
            };
            if let Flow::Close(..) = flow {
                return flow;
            }
        }
    }

    /// A frame the WebSocket layer refused: one far over the size limit is answered like any
    /// oversized frame (it was never buffered: its header announced the size); anything else
    /// means the connection is gone.
    async fn on_read_error(&self, error: axum::Error) -> Flow {
        let inner = error.into_inner();
        if let Some(tungstenite::Error::Capacity(_)) = inner.downcast_ref::<tungstenite::Error>() {
            return self.too_large().await;
        }
        tracing::debug!(error = %inner, "read failed");
        Flow::Continue
    }

    /// Refuses an oversized frame: `too_large`, then close 1009.
    async fn too_large(&self) -> Flow {
        self.reply_error(
            ErrorCode::TooLarge,
            &format!("a frame may be at most {MAX_FRAME_BYTES} bytes"),
            None,
        )
        .await;
        Flow::Close(CLOSE_TOO_BIG, "frame too large")
    }

    async fn reply(&self, msg: &ServerMsg) {
        if let ServerMsg::Error { code, .. } = msg {
            self.server.services.metrics.error_sent(*code);
        }
        // The writer stops only when the connection is going away; then nothing more matters.
        let _ = self.outbox.send(Frame::text(encode(msg))).await;
    }

    async fn reply_error(&self, code: ErrorCode, message: &str, reference: Option<&str>) {
        self.reply(&ServerMsg::error(code, message, reference))
            .await;
    }

    /// A pong to one of our pings: the lag is half its round trip. A pong the client made up
    /// (not 8 bytes, or from the future) changes nothing.
    fn lag_from_pong(&mut self, stamp: &[u8]) {
        let Ok(bytes) = <[u8; 8]>::try_from(stamp) else {
            return;
        };
        let sent = Duration::from_millis(u64::from_be_bytes(bytes));
        if let Some(round_trip) = self.epoch.elapsed().checked_sub(sent) {
            self.lag = round_trip / 2;
        }
    }

    /// Takes a token for a frame. Without one the frame is refused with `rate_limited`
    /// (`Some(Continue)`: it is not handled); after `rate_strikes` refusals in a row the
    /// connection is closed (1008), once the client has been told why.
    async fn over_rate(&mut self) -> Option<Flow> {
        if self.bucket.take(tokio::time::Instant::now().into_std()) {
            self.strikes = 0;
            return None;
        }
        self.strikes += 1;
        let closing = self.strikes >= self.server.services.limits.rate_strikes;
        let message = if closing {
            "too many messages; the connection is closed"
        } else {
            "too many messages; slow down"
        };
        self.reply_error(ErrorCode::RateLimited, message, None)
            .await;
        Some(if closing {
            Flow::Close(CLOSE_POLICY, "rate limit exceeded")
        } else {
            Flow::Continue
        })
    }

    async fn on_text(&mut self, text: &str) -> Flow {
        if text.len() > MAX_FRAME_BYTES {
            return self.too_large().await;
        }
        let msg = match decode(text) {
            Ok(msg) => msg,
            Err(e) => {
                self.reply(&e.to_server_msg()).await;
                return Flow::Continue;
            }
        };
        let reference = msg.type_name();
        if let Err(refusal) = self.on_message(msg).await {
            self.reply_error(refusal.code, &refusal.message, Some(reference))
                .await;
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
        Flow::Continue
    }

    async fn on_message(&mut self, msg: ClientMsg) -> Result<(), Refusal> {
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
                },
            ) => {
                self.outbox.implied_legal = features.iter().any(|f| f == IMPLIED_LEGAL);
                let bot = bot.then_some(plays);
                self.hello(protocol, &name, token.as_deref(), bot).await
            }
            (State::AwaitingHello, _) => Err(unauthorized()),
            (_, ClientMsg::Hello { .. }) => Err(Refusal::new(
                ErrorCode::BadRequest,
                "hello is sent once, first",
            )),
            (_, ClientMsg::ListRooms) => self.list_rooms().await,
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
                let opponent = match (opponent, engine, bot) {
                    (_, Some(_), Some(_)) => {
                        return Err(Refusal::new(
                            ErrorCode::BadRequest,
                            "an engine or a bot, not both",
                        ));
                    }
                    (Some(Opponent::Ai), Some(name), None) => Rival::Engine(self.engine(&name)?),
                    (Some(Opponent::Ai), None, Some(name)) => {
                        Rival::Bot(self.server.services.bots.find(&name)?)
                    }
                    (Some(Opponent::Ai), None, None) => Rival::Ai(ai_level),
                    (_, Some(_), _) | (_, _, Some(_)) => {
                        return Err(Refusal::new(
                            ErrorCode::BadRequest,
                            "an engine or a bot plays only with \"opponent\": \"ai\"",
                        ));
                    }
                    (_, None, None) => Rival::Human,
                };
                self.create_room(game, options.unwrap_or_default(), seat, opponent)
                    .await
            }
            (_, ClientMsg::JoinRoom { room, join_as }) => {
                self.join_room(&room, join_as.unwrap_or_default()).await
            }
            (_, ClientMsg::LeaveRoom) => self.leave_room().await,
            (_, ClientMsg::ListGames { before, limit }) => {
                let player = self.player().ok_or_else(unauthorized)?.id;
                let page =
                    crate::games::list(&self.server.services, player, before.as_deref(), limit)
                        .await?;
                self.reply(&page).await;
                Ok(())
            }
            (_, ClientMsg::RequestReview { game_id }) => {
                let player = self.player().ok_or_else(unauthorized)?.id;
                let services = &self.server.services;
                let answer = services
                    .reviews
                    .request(
                        &services.store,
                        (player, self.client),
                        (self.conn, &self.outbox),
                        &game_id,
                        None,
                    )
                    .await?;
                self.reply(&answer).await;
                Ok(())
            }
            (_, ClientMsg::GetGame { game_id }) => {
                let record = crate::records::stored(&self.server.services, &game_id).await?;
                self.reply(&record).await;
                Ok(())
            }
            (_, ClientMsg::OpenSgf { sgf }) => {
                // A frame's worth of text: read off the reactor all the same.
                let record = tokio::task::spawn_blocking(move || crate::records::from_file(&sgf))
                    .await
                    .map_err(|_| {
                        Refusal::new(ErrorCode::ServerBusy, "reading the file failed")
                    })??;
                self.reply(&record).await;
                Ok(())
            }
            (_, ClientMsg::ReviewSgf { sgf }) => {
                let player = self.player().ok_or_else(unauthorized)?.id;
                let who = (player, self.client);
                let (record, answer) = crate::imports::review(
                    &self.server.services,
                    who,
                    (self.conn, &self.outbox),
                    sgf,
                )
                .await?;
                self.reply(&record).await;
                self.reply(&answer).await;
                Ok(())
            }
            (_, ClientMsg::PlayerInfo { name }) => self.rename(&name).await,
            (_, ClientMsg::ListBots) => {
                let (lobby, services) = (&self.server.lobby, &self.server.services);
                let cap = services.limits.rooms_per_bot;
                let bots = services
                    .bots
                    .list(|player| lobby.holdings(player).rooms >= cap);
                self.reply(&ServerMsg::Bots { bots }).await;
                Ok(())
            }
            (_, ClientMsg::DeclineInvite { room }) => self.decline(&room).await,
            (
                State::InRoom(..),
                ClientMsg::SeatAi {
                    bot: Some(name), ..
                },
            ) => {
                let bot = self.server.services.bots.find(&name)?;
                self.invite(bot, true).await
            }
            (State::InRoom(player, room), msg) => {
                let mut engine = None;
                if let ClientMsg::SeatAi { engine: name, .. } = &msg {
                    let held = self.server.lobby.holdings(player.id);
                    if let Some(refusal) =
                        held.refuse_another(&self.server.services.limits, false, true)
                    {
                        return Err(refusal);
                    }
                    if let Some(name) = name {
                        engine = Some(self.engine(name)?);
                    }
                }
                let room = room.clone();
                if let Some(engine) = engine {
                    let player = self
                        .server
                        .lobby
                        .engine_player(&self.server.services, &engine.spec.name)
                        .await
                        .map_err(|_| busy_store())?;
                    let cmd = RoomCmd::SeatEngine {
                        conn: self.conn,
                        player,
                        engine,
                    };
                    if !room.send(cmd).await {
                        self.left_closed_room();
                        return Err(not_in_room());
                    }
                    return Ok(());
                }
                if !room
                    .send(RoomCmd::Client {
                        conn: self.conn,
                        msg,
                        lag: self.lag,
                    })
                    .await
                {
                    self.left_closed_room();
                    return Err(not_in_room());
                }
                Ok(())
            }
            (State::Lobby(_), _) => Err(not_in_room()),
        }
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

    /// `list_rooms`: the lobby's list, unless the last one has not left yet: a client that
    /// asks without reading holds at most one list in the server's memory.
    async fn list_rooms(&mut self) -> Result<(), Refusal> {
        if self.rooms_pending.swap(true, Ordering::AcqRel) {
            return Err(Refusal::new(
                ErrorCode::RateLimited,
                "your last room list has not been read yet",
            ));
        }
        let frame = Frame::Text(self.server.lobby.rooms_frame());
        let _ = self
            .outbox
            .send_flagged(frame, self.rooms_pending.clone())
            .await;
        Ok(())
    }

    /// `player_info`: a new name, stored, and shown in the room the player is in.
    async fn rename(&mut self, name: &str) -> Result<(), Refusal> {
        let name = text::name(name)?;
        let id = self.player().ok_or_else(unauthorized)?.id;
        if self.bot.is_some() {
            return Err(Refusal::new(
                ErrorCode::BadRequest,
                "a bot keeps the name it signed in with",
            ));
        }
        self.may_take(&name, Some(id))?;
        self.server
            .lobby
            .rename(&self.server.services, id, &name)
            .await
            .map_err(|_| busy_store())?;
        if let Some(player) = self.player_mut() {
            player.name.clone_from(&name);
        }
        if let State::InRoom(_, room) = &self.state {
            room.send(RoomCmd::Renamed { player: id, name }).await;
        }
        Ok(())
    }

    /// `hello`; `bot` is what a bot says it plays, for a connection signing in as one.
    async fn hello(
        &mut self,
        protocol: u32,
        name: &str,
        token: Option<&str>,
        bot: Option<Vec<EnginePlays>>,
    ) -> Result<(), Refusal> {
        if protocol != PROTOCOL_VERSION {
            return Err(Refusal::new(
                ErrorCode::BadRequest,
                format!("this server speaks protocol {PROTOCOL_VERSION}, not {protocol}"),
            ));
        }
        let name = text::name(name)?;
        let known_id = token.and_then(|t| self.server.lobby.id_of(t));
        self.may_take(&name, known_id)?;
        if bot.is_some() && self.server.services.engines.named_like(&name) {
            return Err(Refusal::new(
                ErrorCode::BadRequest,
                "that name is one of the server's engines",
            ));
        }
        let known = known_id.is_some();
        if !known && !self.allow(Act::NewPlayer) {
            return Err(Refusal::new(
                ErrorCode::RateLimited,
                "too many new players from your address; sign in with your saved token, or wait a minute",
            ));
        }
        let (player, token) = self
            .server
            .lobby
            .sign_in(&self.server.services, token, &name)
            .await
            .map_err(|_| busy_store())?;
        if let Some(plays) = bot {
            self.server.services.bots.sign_in(
                &player.name,
                player.id,
                self.conn,
                &self.outbox,
                plays,
            )?;
            self.bot = Some(player.name.clone());
        }
        tracing::info!(player = player.id, bot = self.bot.is_some(), "signed in");
        self.reply(&ServerMsg::Welcome {
            protocol: PROTOCOL_VERSION,
            player_id: player.id.to_string(),
            token,
            name: player.name.clone(),
            engines: convert::engines_out(&self.server.services.engines),
        })
        .await;
        // A bot waits in the lobby: it goes back to a game by its code, as it knows it.
        let room = player.room.clone().filter(|_| self.bot.is_none());
        self.state = State::Lobby(player);
        // A known player goes straight back to the room it was in: to its own seat if it holds
        // one, else back among the spectators (never into a seat that happens to be free).
        if let Some(code) = room
            && let Some(room) = self.find_room(&code).await
        {
            let _ = self.enter(room, JoinAs::Spectator).await;
        }
        Ok(())
    }

    /// Refuses `name` when a bot online goes by it and `player` (if known) is not that bot.
    fn may_take(&self, name: &str, player: Option<PlayerId>) -> Result<(), Refusal> {
        if self.server.services.bots.taken(name, player) {
            return Err(Refusal::new(
                ErrorCode::BadRequest,
                "that name belongs to a bot online",
            ));
        }
        Ok(())
    }

    /// Whether `bot` may be invited now: it holds fewer rooms than a bot may, and a
    /// connection of it waits in the lobby.
    fn bot_free(&self, bot: &Bot) -> Result<(), Refusal> {
        if let Some(player) = self.player() {
            crate::bots::refuse_another_place(
                bot,
                self.server.lobby.rooms_with(player.id, bot.player),
                &self.server.services.limits,
            )?;
        }
        let cap = self.server.services.limits.rooms_per_bot;
        if self.server.lobby.holdings(bot.player).rooms >= cap {
            return Err(Refusal::new(
                ErrorCode::ServerBusy,
                format!(
                    "the bot {} plays in as many rooms as a bot may ({cap}); try again later",
                    bot.name
                ),
            ));
        }
        if !self.server.services.bots.has_waiting(&bot.name) {
            return Err(Refusal::new(
                ErrorCode::ServerBusy,
                format!(
                    "the bot {} is busy: none of its connections waits for a game",
                    bot.name
                ),
            ));
        }
        Ok(())
    }

    /// Invites `bot` to the free seat of the room this session is in (`check`: after
    /// [`Session::bot_free`]; a new room's creator has checked it already). The seat is kept
    /// for it, and it gets `invited`.
    async fn invite(&mut self, bot: Bot, check: bool) -> Result<(), Refusal> {
        let State::InRoom(_, room) = &self.state else {
            return Err(not_in_room());
        };
        if check {
            self.bot_free(&bot)?;
        }
        let name = bot.name.clone();
        let (reply, answer) = oneshot::channel();
        let cmd = RoomCmd::Invite {
            conn: self.conn,
            bot,
            reply,
        };
        if !room.send(cmd).await {
            self.left_closed_room();
            return Err(not_in_room());
        }
        let invited = answer.await.unwrap_or_else(|_| Err(room_closed()))?;
        // A bot that went away since (or has no connection free any more) does not come: the
        // seat kept for it lapses at its deadline and the room is told.
        if !self.server.services.bots.invite(&name, &invited) {
            tracing::info!(bot = %name, "invitation not delivered");
        }
        Ok(())
    }

    /// `decline_invite`: the bot says no; the seat kept for it is free again.
    async fn decline(&self, code: &RoomCode) -> Result<(), Refusal> {
        let player = self.player().ok_or_else(unauthorized)?.id;
        let room = self.server.lobby.room(code.as_str()).ok_or_else(|| {
            Refusal::new(ErrorCode::NoSuchRoom, format!("there is no room {code}"))
        })?;
        let (reply, answer) = oneshot::channel();
        if !room.send(RoomCmd::Decline { player, reply }).await {
            return Err(room_closed());
        }
        answer.await.unwrap_or_else(|_| Err(room_closed()))
    }

    /// The engine registered as `name`, or a refusal naming the ones there are.
    fn engine(&self, name: &str) -> Result<Arc<Engine>, Refusal> {
        let engines = &self.server.services.engines;
        engines.get(name).ok_or_else(|| {
            let names: Vec<&str> = engines
                .list()
                .iter()
                .map(|e| e.spec.name.as_str())
                .collect();
            let known = if names.is_empty() {
                "this server runs none".to_owned()
            } else {
                format!("this server runs {}", names.join(", "))
            };
            let shown: String = name.chars().take(40).collect();
            Refusal::new(
                ErrorCode::BadRequest,
                format!("there is no engine {shown:?}: {known}"),
            )
        })
    }

    async fn create_room(
        &mut self,
        game: boardroom_protocol::GameKind,
        options: boardroom_protocol::Options,
        seat: Option<SeatChoice>,
        opponent: Rival,
    ) -> Result<(), Refusal> {
        let config = convert::config(game, &options)
            .map_err(|e| Refusal::new(ErrorCode::BadRequest, e.to_string()))?;
        if let Rival::Bot(bot) = &opponent {
            bot.fits(&config)?;
            self.bot_free(bot)?;
        }
        if let Rival::Engine(engine) = &opponent {
            if !engine.plays(&config) {
                return Err(Refusal::new(
                    ErrorCode::BadRequest,
                    format!(
                        "the engine {} does not play this game with these options",
                        engine.spec.name
                    ),
                ));
            }
            let owner = crate::ai_pool::Owner::Address(self.client);
            self.server
                .services
                .engines
                .has_room(&owner)
                .map_err(|why| Refusal::new(ErrorCode::ServerBusy, why))?;
        }
        let rules = Rules::from_wire(options.clock, options.undo)?;
        // The opening is checked like moves; the first game's is drawn now.
        let opening = match &options.opening {
            Some(choice) => OpeningSpec::from_wire(choice, &config)?.map(|spec| {
                let first = spec.draw(&config, &mut rand::rng());
                (spec, first)
            }),
            None => None,
        };
        if let Some((_, first)) = &opening {
            let player = self.player().ok_or_else(unauthorized)?.id;
            let store = &self.server.services.store;
            crate::hints::check_opening(store, player, &config, &first.moves).await?;
        }
        if let Some(ms) = options.ai_budget_ms
            && !AI_BUDGET_MS.contains(&ms)
        {
            return Err(Refusal::new(
                ErrorCode::BadRequest,
                format!(
                    "ai_budget_ms is {} to {} milliseconds",
                    AI_BUDGET_MS.start(),
                    AI_BUDGET_MS.end()
                ),
            ));
        }
        let player = self.player().ok_or_else(unauthorized)?.id;
        // A room waiting for a bot counts as neither: the bot comes at once or not at all.
        let (waiting, against_ai) = match opponent {
            Rival::Human => (true, false),
            Rival::Bot(_) => (false, false),
            Rival::Ai(_) | Rival::Engine(_) => (false, true),
        };
        let held = self.server.lobby.holdings(player);
        if let Some(refusal) =
            held.refuse_another(&self.server.services.limits, waiting, against_ai)
        {
            return Err(refusal);
        }
        if !self.allow(Act::NewRoom) {
            return Err(Refusal::new(
                ErrorCode::RateLimited,
                "too many new rooms from your address; wait a minute",
            ));
        }
        let side = match seat.unwrap_or_default() {
            SeatChoice::Black => boardroom_engine::Side::Black,
            SeatChoice::White => boardroom_engine::Side::White,
            SeatChoice::Random => {
                if rand::rng().random_bool(0.5) {
                    boardroom_engine::Side::Black
                } else {
                    boardroom_engine::Side::White
                }
            }
        };
        let mut seats = [None, None];
        seats[side.index()] = Some(Occupant::Player(player));
        let mut invite = None;
        match opponent {
            Rival::Human => {}
            Rival::Bot(bot) => invite = Some(bot),
            Rival::Ai(ai_level) => {
                if self.server.services.ai.is_busy() {
                    return Err(Refusal::new(
                        ErrorCode::ServerBusy,
                        "the server's AI is too busy; try again shortly",
                    ));
                }
                let level: Level = convert::level_in(ai_level.unwrap_or_default());
                seats[side.opponent().index()] = Some(Occupant::Ai(level));
            }
            Rival::Engine(engine) => {
                let id = self
                    .server
                    .lobby
                    .engine_player(&self.server.services, &engine.spec.name)
                    .await
                    .map_err(|_| busy_store())?;
                seats[side.opponent().index()] = Some(Occupant::Player(id));
            }
        }
        let room = self
            .server
            .lobby
            .create_room(
                &self.server.services,
                config,
                options.ai_budget_ms,
                rules,
                seats,
                opening,
                self.client,
            )
            .await?;
        tracing::info!(room = room.code(), game = %game, "room created");
        // The new room exists: only now is the old one left.
        self.leave_current().await;
        self.enter(room, JoinAs::Player).await?;
        match invite {
            Some(bot) => self.invite(bot, false).await,
            None => Ok(()),
        }
    }

    async fn join_room(&mut self, code: &RoomCode, join_as: JoinAs) -> Result<(), Refusal> {
        let room = self.find_room(code.as_str()).await.ok_or_else(|| {
            Refusal::new(ErrorCode::NoSuchRoom, format!("there is no room {code}"))
        })?;
        if let State::InRoom(_, current) = &self.state
            && current.code() == room.code()
        {
            // Joining the room one is in again re-sends its state (and may take a seat).
            return self.enter(room, join_as).await;
        }
        // The other room is asked first whether it would take us, so that a refusal (a full
        // room) leaves us where we were, our game untouched.
        let player = self.player().ok_or_else(unauthorized)?.id;
        if join_as == JoinAs::Player && !self.server.lobby.seated_in(player, room.code()) {
            let held = self.server.lobby.holdings(player);
            if let Some(refusal) = held.refuse_another(&self.server.services.limits, false, false) {
                return Err(refusal);
            }
        }
        let (reply, answer) = oneshot::channel();
        if !room
            .send(RoomCmd::Peek {
                player,
                join_as,
                reply,
            })
            .await
        {
            return Err(room_closed());
        }
        answer.await.unwrap_or_else(|_| Err(room_closed()))?;
        self.leave_current().await;
        self.enter(room, join_as).await
    }

    /// The room `code`: this node's, the one the session is in, or in a cluster one that
    /// another node owns.
    async fn find_room(&self, code: &str) -> Option<RoomHandle> {
        if let Some(room) = self.server.lobby.room(code) {
            return Some(room);
        }
        if let State::InRoom(_, current) = &self.state
            && current.code().eq_ignore_ascii_case(code)
        {
            return Some(current.clone());
        }
        crate::cluster::relay::find(&self.server.services, code).await
    }

    /// Enters a room; on success the session is in it.
    async fn enter(&mut self, room: RoomHandle, join_as: JoinAs) -> Result<(), Refusal> {
        let player = self.player().ok_or_else(unauthorized)?.clone();
        // The room is recorded before the room answers: the member may see its `room_state`,
        // drop and reconnect at once, and must find its way back.
        self.record_room(player.id, Some(room.code())).await;
        let (reply, answer) = oneshot::channel();
        let sent = room
            .send(RoomCmd::Join {
                conn: self.conn,
                player: player.id,
                name: player.name.clone(),
                outbox: self.outbox.clone(),
                join_as,
                reply,
            })
            .await;
        let result = if sent {
            answer.await.unwrap_or_else(|_| Err(room_closed()))
        } else {
            Err(room_closed())
        };
        match result {
            Ok(()) => {
                self.state = State::InRoom(player, room);
                Ok(())
            }
            Err(refusal) => {
                if let State::InRoom(_, current) = &self.state
                    && current.code() == room.code()
                {
                    // Still a member (a spectator asking for a full seat, say).
                    return Err(refusal);
                }
                self.record_room(player.id, None).await;
                self.state = State::Lobby(player);
                Err(refusal)
            }
        }
    }

    /// Records the room the player is in, so that a reconnect finds it; a failure costs only
    /// that, and is logged.
    async fn record_room(&self, player: PlayerId, room: Option<&str>) {
        if let Err(e) = self
            .server
            .lobby
            .set_player_room(&self.server.services, player, room)
            .await
        {
            tracing::warn!(error = %e, "player's room not stored");
        }
    }

    async fn leave_current(&mut self) {
        if let State::InRoom(player, room) = &self.state {
            let (player, room) = (player.clone(), room.clone());
            let (reply, answer) = oneshot::channel();
            if room
                .send(RoomCmd::Leave {
                    conn: self.conn,
                    reply,
                })
                .await
            {
                let _ = answer.await;
            }
            self.record_room(player.id, None).await;
            self.state = State::Lobby(player);
            self.reply(&ServerMsg::Left {
                room: RoomCode::new(room.code()),
            })
            .await;
        }
    }

    async fn leave_room(&mut self) -> Result<(), Refusal> {
        if let State::InRoom(..) = self.state {
            self.leave_current().await;
            Ok(())
        } else {
            Err(not_in_room())
        }
    }
}

/// Who a new room's creator plays against.
enum Rival {
    /// A person, who joins later.
    Human,
    /// The server's AI, at a level.
    Ai(Option<boardroom_protocol::AiLevel>),
    /// An external engine.
    Engine(Arc<Engine>),
    /// A bot online, invited to the other seat.
    Bot(Bot),
}

fn room_closed() -> Refusal {
    Refusal::new(ErrorCode::NoSuchRoom, "the room has closed")
}

fn unauthorized() -> Refusal {
    Refusal::new(ErrorCode::Unauthorized, "say hello first")
}

fn not_in_room() -> Refusal {
    Refusal::new(ErrorCode::NotInRoom, "you are not in a room")
}

fn busy_store() -> Refusal {
    Refusal::new(
        ErrorCode::ServerBusy,
        "the server could not store that; try again",
    )
}
