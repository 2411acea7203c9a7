//! The room's task: the thin shell of IO around the room's core. It turns what arrives into
//! commands, keeps the core's next state only once the store holds its events (so a `step` is
//! broadcast only after its move is durable), tells the members, and runs the AI.

use std::collections::HashMap;
use std::ops::ControlFlow;
use std::panic::AssertUnwindSafe;
use std::sync::Arc;
use std::time::Duration;

use boardroom_engine::ai::Level;
use boardroom_engine::{Game, Side};
use boardroom_protocol::{ClientMsg, ErrorCode, PendingKind, Status};
use futures_util::{FutureExt, StreamExt};

use super::core::{Command, Core, Event};
use super::fanout::Fanout;
use super::{Directory, Envelope, RoomCmd, views};
use crate::admission::AddressKey;
use crate::ai_pool::{Owner, SearchHandle, Seat};
use crate::context::Services;
use crate::convert;
use crate::engines::{Answer, Ask, AskClock, EngineSeat, Failure};
use crate::event_games::EndedGame;
use crate::hints::Position;
use crate::live_games;
use crate::outbox::{ConnId, Outbox};
use crate::refusal::{self, Refusal};
use crate::store::{
    Fence, Store, StoreError, StoredChat, StoredRequests, StoredResult, Write, now_ms,
};
use crate::text;
use crate::words;

/// How often a room checks whether it has been idle too long, at most.
const IDLE_CHECK: Duration = Duration::from_secs(60);

/// How long the AI thinks over a draw offer.
const DRAW_THOUGHT: Duration = Duration::from_millis(300);

/// The shell's state around the core.
struct Room {
    /// The rules and the state.
    core: Core,
    /// The members' queues.
    fanout: Fanout,
    /// The queue of the connection whose `Join` is being handled: it joins the fan-out when the
    /// core lets it in.
    joining: Option<(ConnId, Outbox)>,
    /// The shared services.
    services: Arc<Services>,
    /// Where the room writes: the services' store, fenced by the room's claim in cluster mode.
    store: Store,
    /// The room's claim, in cluster mode; given up when the room closes.
    fence: Option<Fence>,
    /// Where the room publishes its summary.
    directory: Arc<dyn Directory>,
    /// Where AI answers come back. Unbounded, because a room has at most one search and one
    /// draw judgement in flight, and an answer must never be dropped. flume's: 152 bytes for
    /// the room's life where a tokio channel holds 800 (docs/scaling.md).
    ai_answers: flume::Sender<Command>,
    /// The search under way, with the turn it searches.
    search: Option<(u64, SearchHandle)>,
    /// Whose turn the room's AI searches take.
    owner: Owner,
    /// When the core next needs a [`Command::Tick`].
    deadline: Option<tokio::time::Instant>,
    /// The last turn a search was started for: a search that found nothing is not started
    /// again for the same position.
    searched: Option<u64>,
    /// The external engine in a seat, once it has been needed: its task and process (dropped,
    /// and the process killed, when the engine leaves the seat or the room closes).
    engine: Option<EngineSeat>,
    /// The turn the engine was last asked about, and whether its answer is still awaited.
    engine_asked: Option<(u64, bool)>,
    /// Where each member of this node comes from, for the node's book of live games.
    addresses: HashMap<ConnId, AddressKey>,
    /// What was last written to the node's book of live games: the turn, the status, and the
    /// addresses of the people seated.
    live_written: Option<(u64, Status, Vec<AddressKey>)>,
    /// The last turn whose position was compared with the games under way elsewhere.
    mirror_checked: Option<u64>,
    /// The turn whose position was found to be a player's game elsewhere: neither the AI nor
    /// an engine is asked about it, and the game is called off.
    called_off: Option<u64>,
}

/// Starts the room's task on the server's tracker.
pub(super) fn start(
    services: &Arc<Services>,
    directory: Arc<dyn Directory>,
    core: Core,
    owner: Owner,
    fence: Option<Fence>,
    rx: super::Commands,
) {
    let (ai_answers, ai_rx) = flume::unbounded();
    let store = match &fence {
        Some(fence) => services.store.fenced(fence.clone()),
        None => services.store.clone(),
    };
    let mut room = Room {
        core,
        fanout: Fanout::default(),
        joining: None,
        services: services.clone(),
        store,
        fence,
        directory,
        ai_answers,
        search: None,
        owner,
        deadline: None,
        searched: None,
        engine: None,
        engine_asked: None,
        addresses: HashMap::new(),
        live_written: None,
        mirror_checked: None,
        called_off: None,
    };
    services.tracker.spawn(async move {
        room.after(true);
        room.run(rx, ai_rx).await;
    });
}

impl Room {
    /// The room's event loop.
    async fn run(&mut self, mut rx: super::Commands, ai_rx: flume::Receiver<Command>) {
        // A stream keeps its place in the queue's wait list from one turn of the loop to the
        // next, where a `recv_async` a turn would make one each time.
        let mut ai_rx = ai_rx.into_stream();
        let shutdown = self.services.shutdown.clone();
        let limits = &self.services.limits;
        let (room_idle, waiting_idle) = (limits.room_idle, limits.waiting_room_idle);
        let mut idle_check = tokio::time::interval(
            IDLE_CHECK
                .min(room_idle / 4)
                .min(waiting_idle / 4)
                .max(Duration::from_millis(10)),
        );
        // One shutdown wait for the room's life, rather than one a command.
        let shut = shutdown.cancelled();
        tokio::pin!(shut);
        // Each handler is boxed while it runs: the room's task holds its loop's future at its
        // largest for its whole life, and a command's handling in it made that 4.3 KB where
        // the loop needs 0.6 (docs/scaling.md).
        loop {
            let flow = tokio::select! {
                // A command from a connection (or a gate, for one of another node).
                cmd = rx.recv() => match cmd {
                    Some(cmd) => Box::pin(self.guarded(*cmd)).await,
                    None => ControlFlow::Break(()),
                },
                // An AI search or judgement answered.
                Some(answer) = ai_rx.next() => Box::pin(self.guarded_ai(answer)).await,
                // A clock ran out, a first move did not come, a countdown ended.
                () = sleep_until_some(self.deadline) => {
                    self.deadline = None;
                    Box::pin(self.guarded_ai(Command::Tick)).await
                }
                // A member that missed messages may have room in its queue again.
                () = sleep_until_some(self.fanout.resync_at) => {
                    self.fanout.retry_resyncs(&self.core);
                    ControlFlow::Continue(())
                }
                // The periodic idle check: close an empty room nobody has touched for too long,
                // sooner when no game is under way in it.
                _ = idle_check.tick() => {
                    let now = tokio::time::Instant::now().into_std();
                    let limit = if self.core.status() == Status::Playing { room_idle } else { waiting_idle };
                    if self.core.members().is_empty()
                        && now.saturating_duration_since(self.core.last_active()) >= limit
                    {
                        Box::pin(self.close()).await;
                        ControlFlow::Break(())
                    } else {
                        ControlFlow::Continue(())
                    }
                }
                // Server shutdown: stop; everything is already stored.
                () = &mut shut => ControlFlow::Break(()),
            };
            if flow.is_break() {
                break;
            }
        }
        if let Some((_, search)) = self.search.take() {
            search.cancel();
        }
        self.services
            .live_games
            .set(&self.core.code, Vec::new(), None);
    }

    /// Handles a connection's command. A bug in one room must not take the server down: the room
    /// closes, its members are told, and its stored moves stay.
    async fn guarded(&mut self, envelope: Envelope) -> ControlFlow<()> {
        match AssertUnwindSafe(self.on_cmd(envelope)).catch_unwind().await {
            Ok(flow) => flow,
            Err(_) => self.failed(),
        }
    }

    /// Handles an AI answer, guarded like a connection's command.
    async fn guarded_ai(&mut self, answer: Command) -> ControlFlow<()> {
        if let Command::AiMoved { turn, .. } = answer
            && self.search.as_ref().is_some_and(|(t, _)| *t == turn)
        {
            self.search = None;
        }
        if let Command::EngineAnswered { turn, .. } = answer
            && let Some((asked, waiting)) = &mut self.engine_asked
            && *asked == turn
        {
            *waiting = false;
        }
        match AssertUnwindSafe(self.execute(answer)).catch_unwind().await {
            Ok(Ok(())) => ControlFlow::Continue(()),
            Ok(Err(refusal)) => {
                tracing::error!(room = %self.core.code, error = %refusal.message, "AI answer refused");
                ControlFlow::Continue(())
            }
            Err(_) => self.failed(),
        }
    }

    fn failed(&mut self) -> ControlFlow<()> {
        tracing::error!(room = %self.core.code, "room failed; closing it");
        self.fanout.broadcast(
            &refusal::notice(ErrorCode::ServerBusy, "server-room-failed", &[]),
            None,
            &self.core,
        );
        self.directory.closed(&self.core.code);
        ControlFlow::Break(())
    }

    async fn on_cmd(&mut self, envelope: Envelope) -> ControlFlow<()> {
        let Envelope {
            conn,
            cmd,
            outbox,
            address,
            reply,
        } = envelope;
        if let RoomCmd::CloseByHost = cmd {
            self.close_by_host().await;
            if let Some(reply) = reply {
                let _ = reply.send(Ok(()));
            }
            return ControlFlow::Break(());
        }
        let refers_to = cmd.refers_to();
        let joined = matches!(cmd, RoomCmd::Join { .. });
        let answer = match (self.take(conn, cmd, outbox).await, refers_to) {
            (Err(refusal), Some(reference)) => {
                self.refuse(conn, refusal, reference);
                Ok(())
            }
            (answer, _) => answer,
        };
        if joined
            && answer.is_ok()
            && let Some(address) = address
        {
            self.addresses.insert(conn, address);
        }
        if let Some(reply) = reply {
            let _ = reply.send(answer);
        }
        if self.core.should_close() {
            self.close().await;
            return ControlFlow::Break(());
        }
        ControlFlow::Continue(())
    }

    /// Does what a connection asked; its refusal, if the room refused.
    async fn take(
        &mut self,
        conn: ConnId,
        cmd: RoomCmd,
        outbox: Option<Outbox>,
    ) -> Result<(), Refusal> {
        match cmd {
            RoomCmd::Join {
                player,
                name,
                join_as,
            } => {
                self.joining = outbox.map(|outbox| (conn, outbox));
                let result = self
                    .execute(Command::Join {
                        conn,
                        player,
                        name,
                        join_as,
                    })
                    .await;
                self.joining = None;
                result
            }
            RoomCmd::Peek { player, join_as } => self.core.can_join(player, join_as),
            RoomCmd::Leave => {
                let left = self.execute(Command::Leave { conn }).await;
                if let Err(refusal) = &left {
                    tracing::warn!(room = %self.core.code, error = %refusal.message, "leave not stored");
                }
                left
            }
            RoomCmd::Disconnected => self.execute(Command::Disconnected { conn }).await,
            RoomCmd::Renamed { player, name } => {
                self.execute(Command::Renamed { player, name }).await
            }
            RoomCmd::Remove { player } => self.execute(Command::Remove { player }).await,
            RoomCmd::SeatEngine { player, engine } => {
                let Some(engine) = self.services.engines.get(&engine) else {
                    return Err(Refusal::says(
                        ErrorCode::BadRequest,
                        "server-room-no-such-engine",
                        &[("name", words::text(&engine))],
                    ));
                };
                super::seating::engine(&self.services, &engine, self.core.config(), &self.owner)?;
                self.execute(Command::SeatEngine {
                    conn,
                    player,
                    name: engine.spec.name.clone(),
                })
                .await
            }
            RoomCmd::Invite { bot } => self.invite(conn, &bot).await,
            RoomCmd::Decline { player } => self.execute(Command::Decline { player }).await,
            RoomCmd::HoldSeats => self.execute(Command::HoldSeats).await,
            RoomCmd::CloseByHost => Ok(()),
            RoomCmd::Adjudicate {
                result,
                reason,
                detail,
            } => {
                self.execute(Command::Adjudicate {
                    result,
                    reason,
                    detail,
                })
                .await
            }
            RoomCmd::Client { msg, lag_ms } => {
                let command = self.command(conn, msg, Duration::from_millis(lag_ms))?;
                self.execute(command).await
            }
        }
    }

    /// Keeps the free seat for the bot online as `name`, invited by the member on `conn`, and
    /// sends the bot its `invited`.
    async fn invite(&mut self, conn: ConnId, name: &str) -> Result<(), Refusal> {
        let bot = self.services.bots.find(name)?;
        bot.fits(self.core.config())?;
        let by = self.core.member(conn).map(|m| m.name.clone());
        let player = bot.player;
        self.execute(Command::Invite {
            conn,
            player,
            name: bot.name.clone(),
        })
        .await?;
        let side = Side::ALL
            .into_iter()
            .find(|s| self.core.invited()[s.index()] == Some(player))
            .unwrap_or(Side::White);
        let within = self.services.limits.bot_join_timeout;
        let invited = views::invited(&self.core, side, &by.unwrap_or_default(), within);
        // A bot that went away since (or has no connection free any more) does not come: the
        // seat kept for it lapses at its deadline and the room is told.
        if !self.services.bots.invite(&bot.name, &invited) {
            tracing::info!(bot = %bot.name, "invitation not delivered");
        }
        Ok(())
    }

    /// Tells the member on `conn` why its message (of type `reference`) was refused.
    fn refuse(&mut self, conn: ConnId, refusal: Refusal, reference: &str) {
        self.services.metrics.error_sent(refusal.code);
        let error = refusal.into_error(reference);
        self.fanout.send_to(conn, &error, &self.core);
    }

    /// A member's message as a command for the core, or why it cannot be one.
    fn command(&self, conn: ConnId, msg: ClientMsg, lag: Duration) -> Result<Command, Refusal> {
        let ask = |kind| Command::Ask { conn, kind };
        let answer = |kind, agree| Command::Answer { conn, kind, agree };
        Ok(match msg {
            ClientMsg::PutStep { at, ply } => Command::Put {
                conn,
                at: convert::point_in(at),
                ply,
                lag,
            },
            ClientMsg::Abort => Command::Abort { conn },
            ClientMsg::ClaimVictory => Command::Claim { conn, draw: false },
            ClientMsg::ClaimDraw => Command::Claim { conn, draw: true },
            ClientMsg::Chat { text } => Command::Chat {
                conn,
                text: text::chat(&text)?,
                at_ms: u64::try_from(now_ms()).unwrap_or(0),
            },
            ClientMsg::SeatAi { level, .. } => {
                super::seating::ai(&self.services)?;
                Command::SeatAi {
                    conn,
                    level: convert::level_in(level.unwrap_or_default()),
                }
            }
            ClientMsg::UndoRequest => ask(PendingKind::Undo),
            ClientMsg::UndoAgree => answer(PendingKind::Undo, true),
            ClientMsg::UndoRefuse => answer(PendingKind::Undo, false),
            ClientMsg::DrawOffer => ask(PendingKind::Draw),
            ClientMsg::DrawAgree => answer(PendingKind::Draw, true),
            ClientMsg::DrawRefuse => answer(PendingKind::Draw, false),
            ClientMsg::PlayAgain => ask(PendingKind::PlayAgain),
            ClientMsg::PlayAgainAgree => answer(PendingKind::PlayAgain, true),
            ClientMsg::PlayAgainRefuse => answer(PendingKind::PlayAgain, false),
            ClientMsg::Resign => Command::Resign { conn },
            other => {
                return Err(Refusal::says(
                    ErrorCode::BadRequest,
                    "server-not-a-room-message",
                    &[("type", words::text(other.type_name()))],
                ));
            }
        })
    }

    /// Runs a command through the core; keeps the result once the store holds it, then tells
    /// everyone and starts what must follow (the AI, the summary).
    async fn execute(&mut self, command: Command) -> Result<(), Refusal> {
        let now = tokio::time::Instant::now().into_std();
        let (mut next, events) = self.core.handle(command, now)?;
        if let Err(e) = self.persist(&mut next, &events).await {
            tracing::error!(room = %self.core.code, error = %e, "store write failed");
            return Err(Refusal::says(
                ErrorCode::ServerBusy,
                "server-room-not-stored",
                &[],
            ));
        }
        self.core = next;
        self.tell(&events);
        // A move changes nothing the lobby shows (a move that ends the game comes with
        // `Ended`), and moves are most of what a room does: the summary is published only
        // after the events that may change it.
        let listed = events.iter().any(|e| {
            !matches!(
                e,
                Event::Moved { .. }
                    | Event::Chat { .. }
                    | Event::Requested { .. }
                    | Event::Refused { .. }
                    | Event::Cancelled { .. }
                    | Event::Undone { .. }
                    | Event::Judge { .. }
            )
        });
        self.after(listed);
        Ok(())
    }

    /// Makes the events durable, in order; a new game gets its id from the store here.
    async fn persist(&self, next: &mut Core, events: &[Event]) -> Result<(), StoreError> {
        let store = &self.store;
        let code = next.code.clone();
        let code = &code;
        let mut game_id = self.core.game_id();
        for event in events {
            let write = match event {
                Event::Seat { side, holder, .. } => Write::SetSeat {
                    code: code.clone(),
                    game_id,
                    side: *side,
                    occupant: holder.as_ref().map(super::Holder::occupant),
                },
                Event::Moved {
                    by, mv, ply, clock, ..
                } => {
                    self.services.metrics.moved();
                    Write::AppendMove {
                        game_id,
                        ply: ply - 1,
                        mv: *mv,
                        left_ms: clock.map(|c| {
                            u64::try_from(c.left[by.index()].as_millis()).unwrap_or(u64::MAX)
                        }),
                    }
                }
                Event::Opened { moves } => {
                    // A new game's opening: stored as its first moves, in order.
                    for (ply, mv) in moves.iter().enumerate() {
                        store
                            .write(Write::AppendMove {
                                game_id,
                                ply,
                                mv: *mv,
                                left_ms: None,
                            })
                            .await?;
                    }
                    continue;
                }
                Event::Undone { keep } => Write::TruncateMoves {
                    game_id,
                    keep: *keep,
                },
                Event::Ended(ended) => Write::FinishGame {
                    game_id,
                    result: StoredResult {
                        result: convert::result_name(ended.result).to_owned(),
                        reason: convert::reason_name(ended.reason).to_owned(),
                        line: ended.line.clone(),
                    },
                },
                Event::Chat {
                    from,
                    seat,
                    text,
                    at_ms,
                } => {
                    // Kept with the game for a player who comes back after a restart; a line
                    // lost by a failing store is logged, not refused: it was said all the same.
                    let line = StoredChat {
                        at_ms: i64::try_from(*at_ms).unwrap_or(i64::MAX),
                        speaker: from.clone(),
                        seat: *seat,
                        text: text.clone(),
                    };
                    if let Err(e) = store.write(Write::AppendChat { game_id, line }).await {
                        tracing::warn!(room = %code, error = %e, "a chat line not stored");
                    }
                    continue;
                }
                Event::NewGame => {
                    game_id = store
                        .write(Write::NewGame {
                            code: code.clone(),
                            seats: next
                                .seats()
                                .clone()
                                .map(|h| h.as_ref().map(super::Holder::occupant)),
                        })
                        .await?;
                    next.name_game(game_id);
                    continue;
                }
                _ => continue,
            };
            store.write(write).await?;
        }
        if (next.pending(), next.game_id()) != (self.core.pending(), self.core.game_id()) {
            // Unlike a move, a request that a crash loses costs a click, not a game: a failure
            // here is only logged.
            let side = |seat: Option<boardroom_protocol::Seat>| seat.map(convert::side);
            let pending = next.pending();
            let write = Write::SetRequests {
                code: code.clone(),
                game_id: next.game_id(),
                requests: StoredRequests {
                    undo: side(pending.undo),
                    draw: side(pending.draw),
                    play_again: side(pending.play_again),
                },
            };
            if let Err(e) = store.write(write).await {
                tracing::warn!(room = %code, error = %e, "requests not stored");
            }
        }
        Ok(())
    }

    /// The room's AI at `level`, whose engine is kept between its searches.
    fn ai_seat(&self, level: Level) -> Seat {
        Seat {
            room: Arc::from(self.core.code.as_str()),
            level,
        }
    }

    /// Tells the members what happened, in order.
    fn tell(&mut self, events: &[Event]) {
        for event in events {
            match event {
                Event::Entered { conn } => {
                    if let Some((joining, outbox)) = self.joining.take_if(|(c, _)| c == conn) {
                        self.fanout.add(joining, outbox);
                    }
                    let now = tokio::time::Instant::now().into_std();
                    let state = views::room_state(&self.core, Some(*conn), now);
                    self.fanout.send_to(*conn, &state, &self.core);
                    if let Some(history) = views::chat_history(&self.core) {
                        self.fanout.send_to(*conn, &history, &self.core);
                    }
                }
                Event::Left { conn } => self.fanout.remove(*conn),
                Event::NewGame => self.fanout.send_states(&self.core),
                Event::Judge { level } => {
                    let (answers, turn) = (self.ai_answers.clone(), self.core.turn());
                    self.services.ai.judge(
                        self.owner.clone(),
                        self.ai_seat(*level),
                        self.core.game().clone(),
                        DRAW_THOUGHT,
                        move |outlook| {
                            let _ = answers.send(Command::AiJudged { turn, outlook });
                        },
                    );
                }
                Event::Presence { except, .. } => {
                    if let Some(msg) = views::message(event, &self.core) {
                        self.fanout.broadcast(&msg, *except, &self.core);
                    }
                }
                Event::Seat {
                    side: Side::Black,
                    holder: Some(_),
                    ..
                } if self.core.seats()[Side::White.index()].is_some() => {
                    // White's shown name may have changed with black's (two alike get a number).
                    let white = Event::Renamed {
                        side: Side::White,
                        name: String::new(),
                    };
                    for event in [event, &white] {
                        if let Some(msg) = views::message(event, &self.core) {
                            self.fanout.broadcast(&msg, None, &self.core);
                        }
                    }
                }
                Event::Moved { .. } => {
                    let implied = views::implied_step(event);
                    let core = &self.core;
                    self.fanout.broadcast_step(
                        || views::message(event, core),
                        implied.as_ref(),
                        core,
                    );
                }
                _ => {
                    if let Some(msg) = views::message(event, &self.core) {
                        self.fanout.broadcast(&msg, None, &self.core);
                    }
                    if let Event::Undone { .. } = event {
                        self.fanout.send_states(&self.core);
                    }
                }
            }
        }
        // An event's game: its result goes to the event, now that it is stored, and only once
        // its players have `game_over` on their queues, so that it comes before the event's
        // word of their next game (a bot that is still playing declines an invitation).
        for event in events {
            if let Event::Ended(ended) = event {
                let ended = EndedGame {
                    game_id: self.core.game_id(),
                    result: ended.result,
                    reason: ended.reason,
                    ply: self.core.game().ply(),
                };
                if !self.services.event_games.ended(ended)
                    && let Some(node) = &self.services.cluster
                {
                    crate::event_games::tell_cluster(&self.services.tracker, node, ended);
                }
                if self.core.rules().rated {
                    self.rate(ended);
                }
            }
        }
    }

    /// A game of a rated room ended: its players' ratings move, on a task of their own.
    fn rate(&self, ended: EndedGame) {
        use super::Holder;
        use crate::ratings::Rated;
        let seats = self.core.seats().clone().map(|holder| match holder {
            Some(Holder::Human { player, .. }) => Rated::Person(player),
            Some(Holder::Ai { level }) => Rated::Ai(level),
            Some(Holder::Engine { .. }) | None => Rated::Unrated,
        });
        // A bot is a person to the room: the ratings leave it out by its account (it has none).
        self.services.tracker.spawn(crate::ratings::game_ended(
            self.services.store.clone(),
            *self.core.config(),
            seats,
            (ended.result, ended.reason, ended.ply),
            ended.game_id,
        ));
    }

    /// What follows any change: the AI's search started or stopped, the next deadline set,
    /// and the summary published when it may have changed (`listed`).
    fn after(&mut self, listed: bool) {
        let turn = self.core.turn();
        self.write_live();
        self.call_off_mirror(turn);
        let wanted = self
            .core
            .ai_to_move()
            .filter(|_| self.called_off != Some(turn));
        if let Some((searched, search)) = &self.search
            && (*searched != turn || wanted.is_none())
        {
            search.cancel();
            self.search = None;
        }
        if let Some(level) = wanted
            && self.search.is_none()
            && self.searched != Some(turn)
        {
            let mut budget = self
                .services
                .limits
                .ai_budget(level, self.core.ai_budget_ms());
            // On a clock, the AI thinks well within its time: a twentieth of what it has
            // (a third of a clock per move), so that it never flags.
            let now = tokio::time::Instant::now().into_std();
            if let Some(left) = self.core.time_to_move(now) {
                let share = match self.core.rules().clock {
                    Some(super::ClockSpec::PerMove(_)) => left / 3,
                    _ => left / 20,
                };
                budget = budget.min(share).max(Duration::from_millis(10));
            }
            let answers = self.ai_answers.clone();
            let search = self.services.ai.search(
                self.owner.clone(),
                self.ai_seat(level),
                self.core.game().clone(),
                budget,
                move |mv| {
                    let _ = answers.send(Command::AiMoved { turn, mv });
                },
            );
            self.search = Some((turn, search));
            self.searched = Some(turn);
        }
        self.drive_engine();
        if listed {
            let seats = self.core.seats();
            let occupancy = super::Occupancy {
                players: [seats[0].as_ref(), seats[1].as_ref()]
                    .map(|h| h.and_then(super::Holder::player)),
                ai: seats.iter().flatten().any(|h| h.player().is_none()),
                invited: self.core.invited(),
            };
            self.directory
                .publish(views::summary(&self.core), occupancy);
        }
        self.deadline = self
            .core
            .next_deadline()
            .map(tokio::time::Instant::from_std);
    }

    /// Writes where the room's game stands to the node's book of live games, when that
    /// changed: a game under way past its first moves, with where the people seated here
    /// come from.
    fn write_live(&mut self) {
        let members = self.core.members();
        self.addresses
            .retain(|conn, _| members.iter().any(|m| m.conn == *conn));
        let now = (
            self.core.turn(),
            self.core.status(),
            self.seated_addresses(),
        );
        if self.live_written.as_ref() == Some(&now) {
            return;
        }
        let game = self.core.game();
        let position = (now.1 == Status::Playing && game.ply() >= live_games::FROM_PLY)
            .then(|| Position::of(game));
        self.services
            .live_games
            .set(&self.core.code, now.2.clone(), position);
        self.live_written = Some(now);
    }

    /// Where the people seated here (their connections in the room) come from.
    fn seated_addresses(&self) -> Vec<AddressKey> {
        let mut addresses: Vec<AddressKey> = self
            .core
            .members()
            .iter()
            .filter(|m| m.seat.is_some())
            .filter_map(|m| self.addresses.get(&m.conn).copied())
            .collect();
        addresses.sort_unstable();
        addresses.dedup();
        addresses
    }

    /// Before the AI or an engine is asked about `turn`: when its position is that of a game
    /// under way in another room with someone seated there from where a person seated here
    /// comes from, the game is called off instead (`live_games.rs`).
    fn call_off_mirror(&mut self, turn: u64) {
        let machine_to_move =
            self.core.ai_to_move().is_some() || self.core.engine_to_move().is_some();
        if !machine_to_move
            || self.mirror_checked == Some(turn)
            || self.core.game().ply() < live_games::FROM_PLY
        {
            return;
        }
        // Once a turn: after this the AI or the engine is asked, and what it says stands.
        self.mirror_checked = Some(turn);
        let position = Position::of(self.core.game());
        let Some(other) = self.services.live_games.same_position(
            &self.seated_addresses(),
            &position,
            &self.core.code,
        ) else {
            return;
        };
        self.called_off = Some(turn);
        tracing::info!(room = %self.core.code, other = %other, "called off: the position of a live game");
        let _ = self.ai_answers.send(Command::CallOff {
            turn,
            detail: format!(
                "this position is that of a game under way in room {other}: the server's \
                 engines give no help in your own games"
            ),
        });
    }

    /// The engine's side of [`Room::after`]: its task started when an engine holds a seat
    /// (and stopped when none does), a question it no longer needs to answer dropped, and the
    /// question for this turn asked, with the room's time.
    fn drive_engine(&mut self) {
        let name = self.core.seats().iter().flatten().find_map(|h| match h {
            super::Holder::Engine { name, .. } => Some(name.clone()),
            _ => None,
        });
        // An engine's process holds one of the server's few places: only while an engine
        // holds a seat and a person seated in the room is there to play it (its task starts
        // again, from the position, when one comes back), or when no person holds a seat at
        // all: an event's game between the engine and the AI, or another engine.
        let people_seated = self
            .core
            .seats()
            .iter()
            .flatten()
            .any(|h| matches!(h, super::Holder::Human { .. }));
        let seated_here = !people_seated || self.core.members().iter().any(|m| m.seat.is_some());
        let Some(name) = name.filter(|_| seated_here) else {
            self.engine = None;
            self.engine_asked = None;
            return;
        };
        let turn = self.core.turn();
        let wanted = self.core.engine_to_move().is_some() && self.called_off != Some(turn);
        if let Some((asked, true)) = self.engine_asked
            && (asked != turn || !wanted)
        {
            if let Some(seat) = &self.engine {
                seat.cancel();
            }
            self.engine_asked = None;
        }
        if !wanted || self.engine_asked.is_some_and(|(asked, _)| asked == turn) {
            return;
        }
        self.engine_asked = Some((turn, true));
        let answers = self.ai_answers.clone();
        let fail = |why: String| {
            let _ = answers.send(Command::EngineAnswered {
                turn,
                answer: Answer::Failed(Failure::Broke(why)),
            });
        };
        if self.engine.is_none() {
            let Some(engine) = self.services.engines.get(&name) else {
                fail("is not run by this server any more".to_owned());
                return;
            };
            let Some(permit) = self.services.engines.permit(&self.owner) else {
                fail("could not be started: the server runs as many engines as it may".to_owned());
                return;
            };
            let answers = self.ai_answers.clone();
            self.engine = Some(EngineSeat::start(
                &engine,
                permit,
                &self.services.tracker,
                self.services.shutdown.clone(),
                move |turn, answer| {
                    let _ = answers.send(Command::EngineAnswered { turn, answer });
                },
            ));
        }
        let (Some(seat), Some(engine)) = (&self.engine, self.services.engines.get(&name)) else {
            return;
        };
        // The engine's time: the room's time per move, else the operator's for the engine, at
        // most the server's cap. On a clock, the engine is told its clock and may use all of
        // it: the room's flag, not the question's deadline, ends a game that runs out.
        let mut budget = self
            .core
            .ai_budget_ms()
            .map_or(engine.spec.time_per_move, Duration::from_millis)
            .min(self.services.limits.ai_budget_max);
        let mut limit = budget;
        let now = tokio::time::Instant::now().into_std();
        let clock = self.core.time_to_move(now).and_then(|left| {
            let spec = self.core.rules().clock?;
            let share = match spec {
                super::ClockSpec::PerMove(_) => left,
                _ => left / 20,
            };
            budget = budget.min(share).max(Duration::from_millis(10));
            limit = left;
            Some(AskClock {
                left,
                initial: spec.initial(),
            })
        });
        seat.ask(
            turn,
            Ask {
                game: self.core.game().clone(),
                budget,
                clock,
                memory: engine.spec.told_memory(),
            },
            limit,
        );
    }

    /// Closes the room at the host's word: a game under way ends aborted (nobody wins, nothing
    /// is rated), everyone in the room is told they are out of it, and the room closes.
    async fn close_by_host(&mut self) {
        if self.core.status() == boardroom_protocol::Status::Playing {
            let aborted = self
                .execute(Command::Adjudicate {
                    result: boardroom_protocol::GameResult::Draw,
                    reason: boardroom_protocol::Reason::Aborted,
                    detail: "closed by the host".to_owned(),
                })
                .await;
            if let Err(refusal) = aborted {
                tracing::warn!(room = %self.core.code, error = %refusal.message, "the closed room's game not aborted");
            }
        }
        let left = boardroom_protocol::ServerMsg::Left {
            room: boardroom_protocol::RoomCode::new(&self.core.code),
            by_host: true,
        };
        self.fanout.broadcast(&left, None, &self.core);
        self.close().await;
    }

    async fn close(&mut self) {
        if let Some((_, search)) = self.search.take() {
            search.cancel();
        }
        self.engine = None;
        let code = self.core.code.clone();
        if let Err(e) = self
            .store
            .write(Write::CloseRoom { code: code.clone() })
            .await
        {
            tracing::warn!(room = %code, error = %e, "closing the room was not stored");
        }
        if let (Some(node), Some(fence)) = (&self.services.cluster, &self.fence) {
            node.release(fence).await;
        }
        self.directory.closed(&code);
        tracing::info!(room = %code, "room closed");
    }
}

/// Sleeps until the instant, or forever when there is none.
async fn sleep_until_some(at: Option<tokio::time::Instant>) {
    match at {
        Some(at) => tokio::time::sleep_until(at).await,
        None => std::future::pending().await,
    }
}

#[cfg(test)]
mod tests {
    use crate::future_size;

    #[test]
    fn a_room_s_loop_stays_small() {
        // A room's task holds this future for its whole life, at its largest: with a
        // command's handling in it, it was 4.3 KB, 38 MB over 9,000 rooms.
        let size = future_size::of3(super::Room::run);
        assert!(size <= 1024, "a room's loop is {size} bytes");
    }
}
