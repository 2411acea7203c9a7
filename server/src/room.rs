//! A room: one task that owns a match and is the only place its state changes.
//!
//! Sessions and AI searches send it [`RoomCmd`]s. It checks seats, turns, `ply` and the rules,
//! makes each move durable in the store, and only then tells every member. It never waits on a
//! client: each member has a bounded outbound queue that the room fills with `try_send`; a member
//! that falls behind is skipped and later gets a full `room_state` instead (lila-ws's resync).

use std::panic::AssertUnwindSafe;
use std::sync::Arc;
use std::time::{Duration, Instant};

use boardroom_engine::ai::{Level, Outlook};
use boardroom_engine::{AnyGame, Config, Game, GameKind, Move, MoveList, Point, Side};
use boardroom_protocol::{
    ClientMsg, ErrorCode, GameResult, JoinAs, Pending, PendingKind, PlayerInfo, PlayerKind,
    Players, Reason, RoomCode, RoomState, RoomSummary, Score, ServerMsg, Status, encode,
};
use futures_util::FutureExt;
use tokio::sync::{mpsc, oneshot};

use crate::ai_pool::SearchHandle;
use crate::convert;
use crate::lobby::{ConnId, Lobby, Refusal, check_name};
use crate::session::{Frame, Outbox};
use crate::store::{
    GameId, Occupant, PlayerId, StoreError, StoredRequests, StoredResult, Write, now_ms,
};

/// Commands waiting for a room at most; senders wait beyond that (backpressure on a flood).
const ROOM_QUEUE: usize = 256;

/// How often a room checks whether it has been idle too long, at most.
const IDLE_CHECK: Duration = Duration::from_secs(60);

/// How soon a room tries again to resynchronise a member whose queue was full.
const RESYNC_RETRY: Duration = Duration::from_millis(250);

/// How long the AI thinks over a draw offer.
const DRAW_THOUGHT: Duration = Duration::from_millis(300);

/// Who holds a seat.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Holder {
    /// A person.
    Human {
        /// The player's id.
        player: PlayerId,
        /// The player's name, kept current by `player_info`.
        name: String,
    },
    /// The server AI.
    Ai {
        /// Its strength.
        level: Level,
    },
}

impl Holder {
    fn occupant(&self) -> Occupant {
        match self {
            Holder::Human { player, .. } => Occupant::Player(*player),
            Holder::Ai { level } => Occupant::Ai(*level),
        }
    }

    fn name(&self) -> String {
        match self {
            Holder::Human { name, .. } => name.clone(),
            Holder::Ai { level } => format!("Boardroom AI ({level})"),
        }
    }
}

/// What a room is built from: a new room, or one restored from the store.
#[derive(Debug)]
pub(crate) struct RoomInit {
    /// The room code.
    pub(crate) code: String,
    /// The game and its options.
    pub(crate) config: Config,
    /// The AI's time per move, when the room set one.
    pub(crate) ai_budget_ms: Option<u64>,
    /// The current game's id.
    pub(crate) game_id: GameId,
    /// Who sits where, black first.
    pub(crate) seats: [Option<Holder>; 2],
    /// The current game's moves.
    pub(crate) moves: Vec<Move>,
    /// How the current game ended, if it has.
    pub(crate) result: Option<StoredResult>,
    /// Requests of the current game waiting for an answer.
    pub(crate) requests: StoredRequests,
}

/// A message for a room.
#[derive(Debug)]
pub(crate) enum RoomCmd {
    /// A connection enters the room, as a player (taking a free seat or its own) or a spectator.
    Join {
        /// The connection.
        conn: ConnId,
        /// The player behind it.
        player: PlayerId,
        /// Where the room sends this member's messages.
        outbox: Outbox,
        /// Player or spectator.
        join_as: JoinAs,
        /// Gets `Ok` once the member is in and has its `room_state`.
        reply: oneshot::Sender<Result<(), Refusal>>,
    },
    /// A connection leaves the room on purpose (its seat is given up).
    Leave {
        /// The connection.
        conn: ConnId,
        /// Gets an answer once the member is out.
        reply: oneshot::Sender<()>,
    },
    /// A connection dropped; its seat stays its player's.
    Disconnected {
        /// The connection.
        conn: ConnId,
    },
    /// An in-room message from a member.
    Client {
        /// The connection.
        conn: ConnId,
        /// The message.
        msg: ClientMsg,
    },
    /// An AI search answered.
    AiMove {
        /// The game it searched.
        game_id: GameId,
        /// The ply it searched at.
        ply: usize,
        /// Its move, if it found one.
        mv: Option<Move>,
    },
    /// The AI judged the position after a draw offer.
    AiJudged {
        /// The game it judged.
        game_id: GameId,
        /// The side to move when it judged.
        to_move: Side,
        /// How the side to move stands, if the AI has a view.
        outlook: Option<Outlook>,
    },
}

/// A cheap handle to a room's task.
#[derive(Debug, Clone)]
pub(crate) struct RoomHandle {
    /// The room code.
    code: Arc<str>,
    /// The room's command queue.
    tx: mpsc::Sender<RoomCmd>,
}

impl RoomHandle {
    /// The room code.
    #[must_use]
    pub(crate) fn code(&self) -> &str {
        &self.code
    }

    /// Sends a command; waits while the room's queue is full. `false` if the room has closed.
    pub(crate) async fn send(&self, cmd: RoomCmd) -> bool {
        self.tx.send(cmd).await.is_ok()
    }
}

/// One connection in the room.
#[derive(Debug)]
struct Member {
    /// The connection.
    conn: ConnId,
    /// The player behind it.
    player: PlayerId,
    /// The seat it plays, or `None` for a spectator.
    seat: Option<Side>,
    /// Its outbound queue.
    outbox: Outbox,
    /// Set when its queue was full: it missed messages and gets a `room_state` next.
    needs_resync: bool,
}

/// How the current game ended.
#[derive(Debug, Clone)]
struct Ended {
    /// Who won.
    result: GameResult,
    /// Why.
    reason: Reason,
    /// The winning row, if any.
    line: Vec<Point>,
}

/// The room's whole state, owned by its task.
struct Room {
    /// The room code.
    code: RoomCode,
    /// The game and its options.
    config: Config,
    /// The AI's time per move, if the room set one.
    ai_budget_ms: Option<u64>,
    /// The current game.
    game: AnyGame,
    /// The current game's stored id.
    game_id: GameId,
    /// Who sits where, black first.
    seats: [Option<Holder>; 2],
    /// How the current game ended, if it has.
    ended: Option<Ended>,
    /// Requests waiting for an answer, by the seat that asked.
    pending: Pending,
    /// The connections in the room.
    members: Vec<Member>,
    /// The server's shared state.
    lobby: Arc<Lobby>,
    /// The room's own queue, for AI answers.
    tx: mpsc::Sender<RoomCmd>,
    /// The AI search under way, if any.
    search: Option<SearchHandle>,
    /// When someone last acted.
    last_active: Instant,
    /// When to try again to send `room_state` to members that missed messages; `None` while
    /// nobody needs it.
    resync_at: Option<tokio::time::Instant>,
}

/// Starts a room's task.
///
/// # Errors
/// [`StoreError::Corrupt`] when the stored moves do not replay.
pub(crate) fn spawn(lobby: &Arc<Lobby>, init: RoomInit) -> Result<RoomHandle, StoreError> {
    let game = AnyGame::replay(&init.config, &init.moves)
        .map_err(|e| StoreError::Corrupt(format!("room {}: {e}", init.code)))?;
    let ended = init.result.as_ref().and_then(|r| {
        Some(Ended {
            result: convert::result_from_name(&r.result)?,
            reason: convert::reason_from_name(&r.reason)?,
            line: r.line.clone(),
        })
    });
    // A request the AI was still weighing is dropped: the asker can ask again.
    let waiting = |by: Option<Side>| {
        by.filter(|side| !matches!(init.seats[side.opponent().index()], Some(Holder::Ai { .. })))
            .map(convert::seat)
    };
    let pending = Pending {
        undo: waiting(init.requests.undo).filter(|_| ended.is_none()),
        draw: waiting(init.requests.draw).filter(|_| ended.is_none()),
        play_again: waiting(init.requests.play_again).filter(|_| ended.is_some()),
    };
    let (tx, rx) = mpsc::channel(ROOM_QUEUE);
    let mut room = Room {
        code: RoomCode::new(init.code.clone()),
        config: init.config,
        ai_budget_ms: init.ai_budget_ms,
        game,
        game_id: init.game_id,
        seats: init.seats,
        ended,
        pending,
        members: Vec::new(),
        lobby: lobby.clone(),
        tx: tx.clone(),
        search: None,
        last_active: Instant::now(),
        resync_at: None,
    };
    lobby.update_summary(room.summary());
    let shutdown = lobby.shutdown.clone();
    lobby.tracker.spawn(async move {
        room.maybe_start_ai();
        room.run(rx, shutdown).await;
    });
    Ok(RoomHandle {
        code: init.code.into(),
        tx,
    })
}

impl Room {
    /// The room's event loop.
    async fn run(
        &mut self,
        mut rx: mpsc::Receiver<RoomCmd>,
        shutdown: tokio_util::sync::CancellationToken,
    ) {
        let mut idle_check = tokio::time::interval(
            IDLE_CHECK
                .min(self.lobby.limits.room_idle / 4)
                .max(Duration::from_millis(10)),
        );
        loop {
            tokio::select! {
                // A command from a session or an AI search.
                cmd = rx.recv() => {
                    let Some(cmd) = cmd else { break };
                    // A bug in one room must not take the server down: the room closes, its
                    // members are told, and its stored moves stay.
                    if AssertUnwindSafe(self.handle(cmd)).catch_unwind().await.is_err() {
                        tracing::error!(room = %self.code, "room failed; closing it");
                        self.broadcast(&ServerMsg::error(
                            ErrorCode::ServerBusy,
                            "this room failed and was closed; its moves so far are kept",
                            None,
                        ));
                        self.lobby.remove_room(self.code.as_str());
                        break;
                    }
                    if self.should_close() {
                        self.close().await;
                        break;
                    }
                }
                // A member that missed messages may have room in its queue again.
                () = sleep_until_some(self.resync_at) => self.retry_resyncs(),
                // The periodic idle check: close a room nobody has touched for too long.
                _ = idle_check.tick() => {
                    if self.members.is_empty()
                        && self.last_active.elapsed() >= self.lobby.limits.room_idle
                    {
                        self.close().await;
                        break;
                    }
                }
                // Server shutdown: stop; everything is already stored.
                () = shutdown.cancelled() => break,
            }
        }
        if let Some(search) = self.search.take() {
            search.cancel();
        }
    }

    /// A room closes when nobody is in it and no person holds a seat to come back to.
    fn should_close(&self) -> bool {
        self.members.is_empty()
            && !self
                .seats
                .iter()
                .any(|s| matches!(s, Some(Holder::Human { .. })))
    }

    async fn close(&mut self) {
        if let Some(search) = self.search.take() {
            search.cancel();
        }
        let code = self.code.as_str().to_owned();
        if let Err(e) = self
            .lobby
            .store
            .write(Write::CloseRoom { code: code.clone() })
            .await
        {
            tracing::warn!(room = %code, error = %e, "closing the room was not stored");
        }
        self.lobby.remove_room(&code);
        tracing::info!(room = %code, "room closed");
    }

    async fn handle(&mut self, cmd: RoomCmd) {
        let (requests_before, game_before) = (self.pending, self.game_id);
        match cmd {
            RoomCmd::Join {
                conn,
                player,
                outbox,
                join_as,
                reply,
            } => {
                let result = self.join(conn, player, outbox, join_as).await;
                let _ = reply.send(result);
            }
            RoomCmd::Leave { conn, reply } => {
                self.leave(conn).await;
                let _ = reply.send(());
            }
            RoomCmd::Disconnected { conn } => self.disconnected(conn),
            RoomCmd::Client { conn, msg } => {
                self.last_active = Instant::now();
                let reference = msg.type_name();
                if let Err(refusal) = self.client(conn, msg).await {
                    self.lobby.metrics.error_sent(refusal.code);
                    self.send_to(
                        conn,
                        &ServerMsg::error(refusal.code, refusal.message, Some(reference)),
                    );
                }
            }
            RoomCmd::AiMove { game_id, ply, mv } => self.ai_move(game_id, ply, mv).await,
            RoomCmd::AiJudged {
                game_id,
                to_move,
                outlook,
            } => self.ai_draw_answer(game_id, to_move, outlook).await,
        }
        if (self.pending, self.game_id) != (requests_before, game_before) {
            self.store_requests().await;
        }
        self.lobby.update_summary(self.summary());
    }

    /// Stores the requests waiting now, so a restart keeps them. (Unlike a move, a request is
    /// announced before it is stored: losing one to a crash costs a click, not a game.)
    async fn store_requests(&self) {
        let side = |seat: Option<boardroom_protocol::Seat>| seat.map(convert::side);
        let write = Write::SetRequests {
            code: self.code.to_string(),
            game_id: self.game_id,
            requests: StoredRequests {
                undo: side(self.pending.undo),
                draw: side(self.pending.draw),
                play_again: side(self.pending.play_again),
            },
        };
        if let Err(e) = self.lobby.store.write(write).await {
            tracing::warn!(room = %self.code, error = %e, "requests not stored");
        }
    }

    // ----- membership -------------------------------------------------------------------------

    async fn join(
        &mut self,
        conn: ConnId,
        player: PlayerId,
        outbox: Outbox,
        join_as: JoinAs,
    ) -> Result<(), Refusal> {
        self.last_active = Instant::now();
        let own = self.seat_of_player(player);
        let seat = match (own, join_as) {
            (Some(side), _) => Some(side),
            (None, JoinAs::Spectator) => None,
            (None, JoinAs::Player) => {
                let free = Side::ALL
                    .into_iter()
                    .find(|s| self.seats[s.index()].is_none())
                    .ok_or_else(|| {
                        Refusal::new(
                            ErrorCode::RoomFull,
                            "both seats are taken; join as a spectator to watch",
                        )
                    })?;
                let name = self
                    .lobby
                    .player(player)
                    .map_or_else(|| format!("Player {player}"), |p| p.name);
                let holder = Holder::Human { player, name };
                self.set_seat(free, Some(holder.clone())).await?;
                self.broadcast(&ServerMsg::PlayerJoined {
                    seat: convert::seat(free),
                    name: holder.name(),
                    kind: PlayerKind::Human,
                    level: None,
                });
                Some(free)
            }
        };
        let was_connected = seat.is_some_and(|s| self.is_connected(s));
        self.members.retain(|m| m.conn != conn);
        self.members.push(Member {
            conn,
            player,
            seat,
            outbox,
            needs_resync: false,
        });
        if let Err(e) = self
            .lobby
            .set_player_room(player, Some(self.code.as_str()))
            .await
        {
            tracing::warn!(error = %e, "player's room not stored");
        }
        let state = self.room_state(Some(conn));
        self.send_to(conn, &state);
        if let (Some(side), false, Some(_)) = (seat, was_connected, own) {
            self.broadcast_except(
                conn,
                &ServerMsg::PeerStatus {
                    seat: convert::seat(side),
                    connected: true,
                },
            );
        }
        self.maybe_start_ai();
        Ok(())
    }

    async fn leave(&mut self, conn: ConnId) {
        let Some(index) = self.members.iter().position(|m| m.conn == conn) else {
            return;
        };
        let member = self.members.remove(index);
        if let Err(e) = self.lobby.set_player_room(member.player, None).await {
            tracing::warn!(error = %e, "player's room not stored");
        }
        let Some(side) = member.seat else { return };
        // Other connections of the same player lose the seat with it.
        for m in &mut self.members {
            if m.player == member.player {
                m.seat = None;
            }
        }
        if self.ended.is_none() && self.game.ply() > 0 && self.status() == Status::Playing {
            self.finish(
                GameResult::win(convert::seat(side.opponent())),
                Reason::Forfeit,
                Vec::new(),
            )
            .await;
        }
        self.cancel_pending_of(side);
        if self.set_seat(side, None).await.is_ok() {
            self.broadcast(&ServerMsg::PlayerLeft {
                seat: convert::seat(side),
            });
        }
    }

    fn disconnected(&mut self, conn: ConnId) {
        let Some(index) = self.members.iter().position(|m| m.conn == conn) else {
            return;
        };
        let member = self.members.remove(index);
        if let Some(side) = member.seat
            && !self.is_connected(side)
        {
            self.broadcast(&ServerMsg::PeerStatus {
                seat: convert::seat(side),
                connected: false,
            });
        }
    }

    fn renamed(&mut self, player: PlayerId, new_name: &str) {
        for side in Side::ALL {
            if let Some(Holder::Human { player: p, name }) = &mut self.seats[side.index()]
                && *p == player
            {
                new_name.clone_into(name);
                self.broadcast(&ServerMsg::PlayerInfo {
                    seat: convert::seat(side),
                    name: new_name.to_owned(),
                });
            }
        }
    }

    async fn set_seat(&mut self, side: Side, holder: Option<Holder>) -> Result<(), Refusal> {
        self.lobby
            .store
            .write(Write::SetSeat {
                code: self.code.as_str().to_owned(),
                game_id: self.game_id,
                side,
                occupant: holder.as_ref().map(Holder::occupant),
            })
            .await
            .map_err(store_refusal)?;
        self.seats[side.index()] = holder;
        Ok(())
    }

    // ----- in-room messages -------------------------------------------------------------------

    async fn client(&mut self, conn: ConnId, msg: ClientMsg) -> Result<(), Refusal> {
        let member = self
            .members
            .iter()
            .find(|m| m.conn == conn)
            .ok_or_else(|| Refusal::new(ErrorCode::NotInRoom, "you are not in this room"))?;
        let (player, seat) = (member.player, member.seat);
        match msg {
            ClientMsg::Chat { text } => self.chat(player, seat, text),
            ClientMsg::PlayerInfo { name } => {
                let name = check_name(&name)?;
                self.lobby
                    .rename(player, &name)
                    .await
                    .map_err(store_refusal)?;
                self.renamed(player, &name);
                Ok(())
            }
            ClientMsg::SeatAi { level } => {
                self.seated(seat)?;
                let level = convert::level_in(level.unwrap_or_default());
                self.seat_ai(level).await
            }
            ClientMsg::PutStep { at, ply } => {
                let side = self.playing(seat)?;
                if self.game.to_move() != side {
                    return Err(Refusal::new(ErrorCode::NotYourTurn, "it is not your turn"));
                }
                if usize::try_from(ply).ok() != Some(self.game.ply()) {
                    return Err(Refusal::new(
                        ErrorCode::Stale,
                        format!(
                            "the board has moved on: {} moves have been played, you sent ply {ply}",
                            self.game.ply()
                        ),
                    ));
                }
                self.play(Move::Place(convert::point_in(at))).await
            }
            ClientMsg::UndoRequest => self.undo_request(seat).await,
            ClientMsg::UndoAgree => self.undo_answer(seat, true).await,
            ClientMsg::UndoRefuse => self.undo_answer(seat, false).await,
            ClientMsg::DrawOffer => self.draw_offer(seat).await,
            ClientMsg::DrawAgree => self.draw_answer(seat, true).await,
            ClientMsg::DrawRefuse => self.draw_answer(seat, false).await,
            ClientMsg::Resign => {
                let side = self.playing(seat)?;
                self.finish(
                    GameResult::win(convert::seat(side.opponent())),
                    Reason::Resign,
                    Vec::new(),
                )
                .await;
                Ok(())
            }
            ClientMsg::PlayAgain => self.play_again_offer(seat).await,
            ClientMsg::PlayAgainAgree => self.play_again_answer(seat, true).await,
            ClientMsg::PlayAgainRefuse => self.play_again_answer(seat, false).await,
            other => Err(Refusal::new(
                ErrorCode::BadRequest,
                format!("{} is not a room message", other.type_name()),
            )),
        }
    }

    /// The member's seat, or a refusal for a spectator.
    fn seated(&self, seat: Option<Side>) -> Result<Side, Refusal> {
        seat.ok_or_else(|| {
            Refusal::new(
                ErrorCode::NotYourTurn,
                "spectators can watch and chat, not play",
            )
        })
    }

    /// The member's seat in a game under way, or why not.
    fn playing(&self, seat: Option<Side>) -> Result<Side, Refusal> {
        let side = self.seated(seat)?;
        if self.ended.is_some() {
            return Err(Refusal::new(ErrorCode::GameOver, "the game is over"));
        }
        if self.status() == Status::Waiting {
            return Err(Refusal::new(
                ErrorCode::NotYourTurn,
                "waiting for an opponent to take the other seat",
            ));
        }
        Ok(side)
    }

    fn chat(&mut self, player: PlayerId, seat: Option<Side>, text: String) -> Result<(), Refusal> {
        let chars = text.chars().count();
        if chars == 0 || chars > boardroom_protocol::MAX_CHAT_CHARS || text.trim().is_empty() {
            return Err(Refusal::new(
                ErrorCode::BadRequest,
                format!(
                    "a chat message is 1 to {} characters",
                    boardroom_protocol::MAX_CHAT_CHARS
                ),
            ));
        }
        let from = self
            .lobby
            .player(player)
            .map_or_else(|| format!("Player {player}"), |p| p.name);
        self.broadcast(&ServerMsg::Chat {
            from,
            seat: seat.map(convert::seat),
            text,
            at: u64::try_from(now_ms()).unwrap_or(0),
        });
        Ok(())
    }

    async fn seat_ai(&mut self, level: Level) -> Result<(), Refusal> {
        let free = Side::ALL
            .into_iter()
            .find(|s| self.seats[s.index()].is_none())
            .ok_or_else(|| Refusal::new(ErrorCode::RoomFull, "both seats are taken"))?;
        if self.lobby.ai.is_busy() {
            return Err(Refusal::new(
                ErrorCode::ServerBusy,
                "the server's AI is too busy; try again shortly",
            ));
        }
        let holder = Holder::Ai { level };
        self.set_seat(free, Some(holder.clone())).await?;
        self.broadcast(&ServerMsg::PlayerJoined {
            seat: convert::seat(free),
            name: holder.name(),
            kind: PlayerKind::Ai,
            level: Some(convert::level_out(level)),
        });
        self.maybe_start_ai();
        Ok(())
    }

    // ----- moves ------------------------------------------------------------------------------

    /// Plays a move for the side to move: checks the rules, stores it, tells everyone, then plays
    /// any forced passes and wakes the AI if it is its turn.
    async fn play(&mut self, mv: Move) -> Result<(), Refusal> {
        self.apply(mv).await?;
        loop {
            if self.ended.is_some() {
                return Ok(());
            }
            let mut legal = MoveList::new();
            self.game.legal_moves(&mut legal);
            if legal.as_slice() != [Move::Pass] {
                break;
            }
            self.apply(Move::Pass).await?;
        }
        self.maybe_start_ai();
        Ok(())
    }

    /// One move: rules, store, broadcast, and the end of the game if it ends here.
    async fn apply(&mut self, mv: Move) -> Result<(), Refusal> {
        let side = self.game.to_move();
        let ply = self.game.ply();
        let (next, effects) = self.game.clone().play(mv).map_err(|refused| {
            Refusal::new(
                convert::error_code(refused.error),
                format!("illegal move {mv}: {}", refused.error),
            )
        })?;
        self.lobby
            .store
            .write(Write::AppendMove {
                game_id: self.game_id,
                ply,
                mv,
            })
            .await
            .map_err(store_refusal)?;
        self.lobby.metrics.moved();
        self.game = next;
        let mut legal = MoveList::new();
        self.game.legal_moves(&mut legal);
        let flipped = (self.config.kind() == GameKind::Reversi && mv != Move::Pass)
            .then(|| convert::points_out(&effects.flipped));
        self.broadcast(&ServerMsg::Step {
            ply: u32::try_from(self.game.ply()).unwrap_or(u32::MAX),
            by: convert::seat(side),
            at: mv.point().map(convert::point_out),
            pass: mv == Move::Pass,
            flipped,
            to_move: convert::seat(self.game.to_move()),
            legal: convert::legal_points(&legal),
        });
        for kind in [PendingKind::Undo, PendingKind::Draw] {
            self.cancel_pending(kind);
        }
        if let Some(outcome) = self.game.outcome() {
            self.finish(
                convert::result(outcome.winner),
                convert::reason(outcome.reason),
                outcome.line,
            )
            .await;
        }
        Ok(())
    }

    /// Ends the game: stores the result and tells everyone.
    async fn finish(&mut self, result: GameResult, reason: Reason, line: Vec<Point>) {
        if let Some(search) = self.search.take() {
            search.cancel();
        }
        let stored = StoredResult {
            result: convert::result_name(result).to_owned(),
            reason: convert::reason_name(reason).to_owned(),
            line: line.clone(),
        };
        if let Err(e) = self
            .lobby
            .store
            .write(Write::FinishGame {
                game_id: self.game_id,
                result: stored,
            })
            .await
        {
            tracing::error!(room = %self.code, error = %e, "game result not stored");
        }
        self.pending = Pending::default();
        let line = (!line.is_empty()).then(|| convert::points_out(&line));
        self.ended = Some(Ended {
            result,
            reason,
            line: line
                .iter()
                .flatten()
                .map(|p| convert::point_in(*p))
                .collect(),
        });
        self.broadcast(&ServerMsg::GameOver {
            result,
            reason,
            line,
        });
    }

    // ----- requests ---------------------------------------------------------------------------

    fn cancel_pending(&mut self, kind: PendingKind) {
        let slot = pending_slot(&mut self.pending, kind);
        if slot.take().is_some() {
            self.broadcast(&ServerMsg::OfferCancelled { kind });
        }
    }

    fn cancel_pending_of(&mut self, side: Side) {
        let seat = Some(convert::seat(side));
        for kind in [PendingKind::Undo, PendingKind::Draw, PendingKind::PlayAgain] {
            if self.pending.get(kind) == seat {
                self.cancel_pending(kind);
            }
        }
    }

    /// Starts a request of `kind` by `side`, unless one is already waiting.
    fn open_request(&mut self, kind: PendingKind, side: Side) -> Result<(), Refusal> {
        let slot = pending_slot(&mut self.pending, kind);
        if slot.is_some() {
            return Err(Refusal::new(
                ErrorCode::AlreadyPending,
                "that request is already waiting for an answer",
            ));
        }
        *slot = Some(convert::seat(side));
        Ok(())
    }

    /// Takes the answer to a request of `kind` from `side`: the request must be the opponent's.
    fn close_request(&mut self, kind: PendingKind, side: Side) -> Result<Side, Refusal> {
        let slot = pending_slot(&mut self.pending, kind);
        match *slot {
            Some(by) if convert::side(by) == side.opponent() => {
                *slot = None;
                Ok(side.opponent())
            }
            _ => Err(Refusal::new(
                ErrorCode::NothingPending,
                "there is no request from your opponent to answer",
            )),
        }
    }

    fn is_ai(&self, side: Side) -> bool {
        matches!(self.seats[side.index()], Some(Holder::Ai { .. }))
    }

    /// The history length after taking back `side`'s last placement (and everything after it).
    fn undo_target(&self, side: Side) -> Option<usize> {
        let history = self.game.history();
        let first = self.game.start().to_move();
        (0..history.len()).rev().find(|&i| {
            let mover = if i % 2 == 0 { first } else { first.opponent() };
            mover == side && history[i] != Move::Pass
        })
    }

    async fn undo_request(&mut self, seat: Option<Side>) -> Result<(), Refusal> {
        let side = self.playing(seat)?;
        if self.undo_target(side).is_none() {
            return Err(Refusal::new(
                ErrorCode::IllegalMove,
                "you have no move to take back",
            ));
        }
        self.open_request(PendingKind::Undo, side)?;
        self.broadcast(&ServerMsg::UndoRequested {
            by: convert::seat(side),
        });
        if self.is_ai(side.opponent()) {
            self.undo_answer(Some(side.opponent()), true).await?;
        }
        Ok(())
    }

    async fn undo_answer(&mut self, seat: Option<Side>, agree: bool) -> Result<(), Refusal> {
        let side = self.seated(seat)?;
        let requester = self.close_request(PendingKind::Undo, side)?;
        if !agree {
            self.broadcast(&ServerMsg::UndoRefused);
            return Ok(());
        }
        let Some(keep) = self.undo_target(requester) else {
            return Ok(());
        };
        if let Some(search) = self.search.take() {
            search.cancel();
        }
        self.lobby
            .store
            .write(Write::TruncateMoves {
                game_id: self.game_id,
                keep,
            })
            .await
            .map_err(store_refusal)?;
        self.game = self.game.take_back(self.game.ply() - keep);
        self.cancel_pending(PendingKind::Draw);
        self.broadcast(&ServerMsg::Undone {
            ply: u32::try_from(keep).unwrap_or(u32::MAX),
        });
        self.send_states();
        Ok(())
    }

    async fn draw_offer(&mut self, seat: Option<Side>) -> Result<(), Refusal> {
        let side = self.playing(seat)?;
        self.open_request(PendingKind::Draw, side)?;
        self.broadcast(&ServerMsg::DrawOffered {
            by: convert::seat(side),
        });
        let ai = side.opponent();
        if let Some(Holder::Ai { level }) = self.seats[ai.index()] {
            // The engine weighs the position off the room's task; the answer comes back as a
            // command, like a move.
            let (tx, game_id, to_move) = (self.tx.clone(), self.game_id, self.game.to_move());
            self.lobby
                .ai
                .judge(self.game.clone(), level, DRAW_THOUGHT, move |outlook| {
                    let _ = tx.try_send(RoomCmd::AiJudged {
                        game_id,
                        to_move,
                        outlook,
                    });
                });
        }
        Ok(())
    }

    /// The AI answers a draw offer still open in the same game: it refuses only when its
    /// engine sees it clearly winning (an AI without a view agrees).
    async fn ai_draw_answer(&mut self, game_id: GameId, to_move: Side, outlook: Option<Outlook>) {
        let Some(by) = self.pending.draw else {
            return;
        };
        let ai = convert::side(by).opponent();
        if game_id != self.game_id || self.ended.is_some() || !self.is_ai(ai) {
            return;
        }
        let for_ai = outlook.map(|o| if to_move == ai { o } else { o.for_opponent() });
        let agree = for_ai != Some(Outlook::Winning);
        if let Err(refusal) = self.draw_answer(Some(ai), agree).await {
            tracing::warn!(room = %self.code, error = %refusal.message, "AI draw answer refused");
        }
    }

    async fn draw_answer(&mut self, seat: Option<Side>, agree: bool) -> Result<(), Refusal> {
        let side = self.seated(seat)?;
        self.close_request(PendingKind::Draw, side)?;
        if agree {
            self.finish(GameResult::Draw, Reason::Agreement, Vec::new())
                .await;
        } else {
            self.broadcast(&ServerMsg::DrawRefused);
        }
        Ok(())
    }

    async fn play_again_offer(&mut self, seat: Option<Side>) -> Result<(), Refusal> {
        let side = self.seated(seat)?;
        if self.ended.is_none() {
            return Err(Refusal::new(
                ErrorCode::GameNotOver,
                "the game is still going on",
            ));
        }
        if self.seats[side.opponent().index()].is_none() {
            return Err(Refusal::new(
                ErrorCode::NotYourTurn,
                "there is no opponent to play again",
            ));
        }
        self.open_request(PendingKind::PlayAgain, side)?;
        self.broadcast(&ServerMsg::PlayAgainOffered {
            by: convert::seat(side),
        });
        if self.is_ai(side.opponent()) {
            self.play_again_answer(Some(side.opponent()), true).await?;
        }
        Ok(())
    }

    async fn play_again_answer(&mut self, seat: Option<Side>, agree: bool) -> Result<(), Refusal> {
        let side = self.seated(seat)?;
        self.close_request(PendingKind::PlayAgain, side)?;
        if !agree {
            self.broadcast(&ServerMsg::PlayAgainRefused);
            return Ok(());
        }
        let swapped = [self.seats[1].clone(), self.seats[0].clone()];
        let game_id = self
            .lobby
            .store
            .write(Write::NewGame {
                code: self.code.as_str().to_owned(),
                seats: swapped.clone().map(|h| h.map(|h| h.occupant())),
            })
            .await
            .map_err(store_refusal)?;
        self.seats = swapped;
        for member in &mut self.members {
            member.seat = member.seat.map(Side::opponent);
        }
        self.game_id = game_id;
        self.game = AnyGame::new(&self.config);
        self.ended = None;
        self.pending = Pending::default();
        self.send_states();
        self.maybe_start_ai();
        Ok(())
    }

    // ----- the AI -----------------------------------------------------------------------------

    /// Starts a search if the AI is to move and none is running.
    fn maybe_start_ai(&mut self) {
        if self.search.is_some() || self.ended.is_some() || self.status() != Status::Playing {
            return;
        }
        let side = self.game.to_move();
        let Some(Holder::Ai { level }) = self.seats[side.index()] else {
            return;
        };
        let budget = Duration::from_millis(
            self.ai_budget_ms
                .unwrap_or_else(|| level.default_budget_ms())
                .clamp(10, 30_000),
        );
        let (tx, game_id, ply) = (self.tx.clone(), self.game_id, self.game.ply());
        self.search = Some(
            self.lobby
                .ai
                .search(self.game.clone(), level, budget, move |mv| {
                    // The room may have closed meanwhile; then nobody wants the move.
                    let _ = tx.try_send(RoomCmd::AiMove { game_id, ply, mv });
                }),
        );
    }

    async fn ai_move(&mut self, game_id: GameId, ply: usize, mv: Option<Move>) {
        self.search = None;
        let side = self.game.to_move();
        let wanted = game_id == self.game_id
            && ply == self.game.ply()
            && self.ended.is_none()
            && self.is_ai(side);
        if !wanted {
            self.maybe_start_ai();
            return;
        }
        let Some(mv) = mv else {
            tracing::warn!(room = %self.code, "the AI found no move");
            return;
        };
        if let Err(refusal) = self.play(mv).await {
            tracing::error!(room = %self.code, mv = %mv, error = %refusal.message, "AI move refused");
        }
    }

    // ----- views ------------------------------------------------------------------------------

    fn status(&self) -> Status {
        if self.ended.is_some() {
            Status::Over
        } else if self.seats.iter().all(Option::is_some) {
            Status::Playing
        } else {
            Status::Waiting
        }
    }

    fn seat_of_player(&self, player: PlayerId) -> Option<Side> {
        Side::ALL.into_iter().find(|s| {
            matches!(&self.seats[s.index()], Some(Holder::Human { player: p, .. }) if *p == player)
        })
    }

    /// Whether a seat's holder is here: always for the AI, for a person if any of their
    /// connections is a member.
    fn is_connected(&self, side: Side) -> bool {
        match &self.seats[side.index()] {
            Some(Holder::Ai { .. }) => true,
            Some(Holder::Human { player, .. }) => self.members.iter().any(|m| m.player == *player),
            None => false,
        }
    }

    fn players(&self) -> Players {
        let info = |side: Side| {
            self.seats[side.index()].as_ref().map(|holder| PlayerInfo {
                name: holder.name(),
                kind: match holder {
                    Holder::Human { .. } => PlayerKind::Human,
                    Holder::Ai { .. } => PlayerKind::Ai,
                },
                connected: self.is_connected(side),
                level: match holder {
                    Holder::Ai { level } => Some(convert::level_out(*level)),
                    Holder::Human { .. } => None,
                },
            })
        };
        Players {
            black: info(Side::Black),
            white: info(Side::White),
        }
    }

    fn summary(&self) -> RoomSummary {
        RoomSummary {
            room: self.code.clone(),
            game: convert::game_kind_out(self.config.kind()),
            options: convert::options_out(&self.config, self.ai_budget_ms),
            players: self.players(),
            spectators: u32::try_from(self.members.iter().filter(|m| m.seat.is_none()).count())
                .unwrap_or(u32::MAX),
            status: self.status(),
        }
    }

    /// The whole truth, as one member sees it (`you` differs).
    fn room_state(&self, conn: Option<ConnId>) -> ServerMsg {
        let you = conn
            .and_then(|c| self.members.iter().find(|m| m.conn == c))
            .and_then(|m| m.seat)
            .map(convert::seat);
        let mut legal = MoveList::new();
        self.game.legal_moves(&mut legal);
        let stones = self.game.stones();
        let score = (self.config.kind() == GameKind::Reversi).then(|| Score {
            black: u32::try_from(stones.black.len()).unwrap_or(0),
            white: u32::try_from(stones.white.len()).unwrap_or(0),
        });
        ServerMsg::RoomState(Box::new(RoomState {
            room: self.code.clone(),
            game_id: self.game_id.to_string(),
            game: convert::game_kind_out(self.config.kind()),
            options: convert::options_out(&self.config, self.ai_budget_ms),
            you,
            players: self.players(),
            stones: convert::stones(&stones),
            to_move: convert::seat(self.game.to_move()),
            ply: u32::try_from(self.game.ply()).unwrap_or(u32::MAX),
            history: self
                .game
                .history()
                .iter()
                .copied()
                .map(convert::history_entry)
                .collect(),
            legal: if self.ended.is_some() {
                Vec::new()
            } else {
                convert::legal_points(&legal)
            },
            status: self.status(),
            result: self.ended.as_ref().map(|e| e.result),
            reason: self.ended.as_ref().map(|e| e.reason),
            line: self
                .ended
                .as_ref()
                .filter(|e| !e.line.is_empty())
                .map(|e| convert::points_out(&e.line)),
            pending: self.pending,
            score,
        }))
    }

    // ----- sending ----------------------------------------------------------------------------

    /// Sends every member its own `room_state`.
    fn send_states(&mut self) {
        let conns: Vec<ConnId> = self.members.iter().map(|m| m.conn).collect();
        for conn in conns {
            let state = self.room_state(Some(conn));
            self.send_to(conn, &state);
        }
    }

    fn send_to(&mut self, conn: ConnId, msg: &ServerMsg) {
        let frame = Frame::text(encode(msg));
        if let Some(index) = self.members.iter().position(|m| m.conn == conn) {
            self.deliver(index, &frame);
        }
    }

    fn broadcast(&mut self, msg: &ServerMsg) {
        let frame = Frame::text(encode(msg));
        for index in 0..self.members.len() {
            self.deliver(index, &frame);
        }
    }

    fn broadcast_except(&mut self, except: ConnId, msg: &ServerMsg) {
        let frame = Frame::text(encode(msg));
        for index in 0..self.members.len() {
            if self.members[index].conn != except {
                self.deliver(index, &frame);
            }
        }
    }

    /// Sends `room_state` to every member that missed messages and has room again.
    fn retry_resyncs(&mut self) {
        self.resync_at = None;
        for index in 0..self.members.len() {
            if self.members[index].needs_resync {
                self.resync(index);
            }
        }
    }

    /// Tries to send a member that missed messages the whole state; if its queue is still full,
    /// tries again a little later.
    fn resync(&mut self, index: usize) {
        let conn = self.members[index].conn;
        let state = Frame::text(encode(&self.room_state(Some(conn))));
        let member = &mut self.members[index];
        if member.outbox.try_send(state).is_ok() {
            member.needs_resync = false;
        } else if self.resync_at.is_none() {
            self.resync_at = Some(tokio::time::Instant::now() + RESYNC_RETRY);
        }
    }

    /// Puts a frame on a member's queue without waiting. A full queue marks the member for a
    /// resync: it gets the whole `room_state` as soon as its queue has room again.
    fn deliver(&mut self, index: usize, frame: &Frame) {
        if self.members[index].needs_resync {
            self.resync(index);
            return;
        }
        let member = &mut self.members[index];
        if let Err(mpsc::error::TrySendError::Full(_)) = member.outbox.try_send(frame.clone()) {
            member.needs_resync = true;
            if self.resync_at.is_none() {
                self.resync_at = Some(tokio::time::Instant::now() + RESYNC_RETRY);
            }
        }
    }
}

/// Sleeps until the instant, or forever when there is none.
async fn sleep_until_some(at: Option<tokio::time::Instant>) {
    match at {
        Some(at) => tokio::time::sleep_until(at).await,
        None => std::future::pending().await,
    }
}

fn pending_slot(pending: &mut Pending, kind: PendingKind) -> &mut Option<boardroom_protocol::Seat> {
    match kind {
        PendingKind::Undo => &mut pending.undo,
        PendingKind::Draw => &mut pending.draw,
        PendingKind::PlayAgain => &mut pending.play_again,
    }
}

fn store_refusal(e: StoreError) -> Refusal {
    tracing::error!(error = %e, "store write failed");
    Refusal::new(
        ErrorCode::ServerBusy,
        "the server could not store that; nothing changed, try again",
    )
}
