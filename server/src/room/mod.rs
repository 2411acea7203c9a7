//! A room: one task that owns a match and is the only place its state changes.
//!
//! # Layout
//! - `command`: what a connection asks of a room ([`RoomCmd`]), plain data that crosses
//!   NATS as it is, in the [`Envelope`] that carries it on the room's queue.
//! - `core`: the rules of the room as a pure state machine: a command and the time in, the next
//!   state and events out, or a refusal. No IO.
//! - `task`: the shell around it: the task's loop, store writes (durable before anyone is
//!   told), the fan-out, the AI searches and the timers.
//! - `views`: the wire messages made from the state and the events.
//! - `fanout`: each member's bounded queue, and the resync of members that fell behind.
//! - `holder`: who holds a seat.
//! - `accepted`: the room's rules from the options it accepted (and is stored with).
//! - `seating`: whether the AI or an engine may take a seat, for a new room and a free seat.
//!
//! Connections send a room [`RoomCmd`]s through its [`RoomHandle`]; the room tells the rest of the
//! server about itself through a [`Directory`] (the lobby), so it needs nothing of the lobby.

mod accepted;
mod chat_log;
mod clock;
mod command;
mod core;
mod fanout;
mod holder;
mod opening;
mod rules;
pub(crate) mod seating;
mod task;
#[cfg(test)]
mod tests;
mod views;

use std::sync::Arc;
use std::time::Duration;

use boardroom_engine::{AnyGame, Game, Move};
use boardroom_protocol::{Pending, RoomSummary};
use tokio::sync::{mpsc, oneshot};

pub(crate) use self::accepted::Accepted;
pub(crate) use self::command::{Answer, Envelope, RoomCmd, closed};
pub(crate) use self::holder::Holder;
pub(crate) use self::opening::{Drawn, OpeningSpec};
pub(crate) use self::rules::{ClockSpec, Timing};
use crate::admission::AddressKey;
use crate::ai_pool::Owner;
use crate::context::Services;
use crate::convert;
use crate::store::{Fence, GameId, PlayerId, StoreError, StoredChat, StoredRequests, StoredResult};

/// Commands waiting for a room (or a relay) at most; senders wait beyond that (backpressure on a
/// flood).
pub(crate) const ROOM_QUEUE: usize = 256;

/// A room's queue of commands, as the room (or, for a room of another node, the relay) takes
/// them. Each envelope is boxed: a queue holds its first block of 32 slots from the start,
/// and 32 envelopes in place were 8 KB of every room, idle or not (docs/scaling.md).
pub(crate) type Commands = mpsc::Receiver<Box<Envelope>>;

/// Where a relayed handle's commands go: the relay of a client in a room of another node,
/// whose line (`cluster::relays`) holds them until the relay takes them, [`ROOM_QUEUE`] at most.
pub(crate) trait Relayed: Send + Sync + std::fmt::Debug {
    /// Puts a command in the relay's line.
    ///
    /// # Errors
    /// The command given back while the line is full; `None` once the relay has ended (what
    /// was in its line then was dropped, so that its senders were answered: closed).
    fn offer(&self, envelope: Box<Envelope>) -> Result<(), Option<Box<Envelope>>>;
    /// Notified once a command has left a full line, or the relay has ended.
    fn space(&self) -> &tokio::sync::Notify;
    /// Whether the relay has ended.
    fn is_closed(&self) -> bool;
}

/// Who holds a room's seats, as the per-player caps count them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Occupancy {
    /// The people seated, black first.
    pub(crate) players: [Option<PlayerId>; 2],
    /// Whether the server's AI holds a seat.
    pub(crate) ai: bool,
    /// The bots invited to the empty seats, black first: each counts as a room it holds.
    pub(crate) invited: [Option<PlayerId>; 2],
}

impl Occupancy {
    /// Whether `player` sits here, or is a bot invited to a seat here.
    #[must_use]
    pub(crate) fn holds(&self, player: PlayerId) -> bool {
        self.players.contains(&Some(player)) || self.invited.contains(&Some(player))
    }
}

/// Where a room tells the rest of the server about itself: what `list_rooms` shows of it, who
/// sits in it, and that it closed.
pub(crate) trait Directory: Send + Sync + std::fmt::Debug {
    /// The room's summary or seats may have changed.
    fn publish(&self, summary: RoomSummary, occupancy: Occupancy);
    /// The room closed: forget it.
    fn closed(&self, code: &str);
}

/// What a room is built from: a new room, or one restored from the store.
#[derive(Debug)]
pub(crate) struct RoomInit {
    /// The room code.
    pub(crate) code: String,
    /// The game, its options and the room's rules.
    pub(crate) accepted: Accepted,
    /// The current game's id.
    pub(crate) game_id: GameId,
    /// Who sits where, black first.
    pub(crate) seats: [Option<Holder>; 2],
    /// Which seats a registered bot holds, black first (a restored room's; a new room's bot
    /// comes later, by invitation).
    pub(crate) bots: [bool; 2],
    /// The current game's moves.
    pub(crate) moves: Vec<Move>,
    /// How the current game ended, if it has.
    pub(crate) result: Option<StoredResult>,
    /// Requests of the current game waiting for an answer.
    pub(crate) requests: StoredRequests,
    /// The current game's chat as stored (a restored room's), oldest first.
    pub(crate) chat: Vec<StoredChat>,
    /// Each side's clock as stored after its last move, in a restored timed game.
    pub(crate) clock_left: [Option<Duration>; 2],
    /// The address the room was created from, whose turn its AI searches take; unknown for a
    /// room restored from the store.
    pub(crate) owner: Option<AddressKey>,
    /// When someone last acted in a restored room (ms since the epoch): its idle deadline
    /// goes on from there rather than starting again at every restart.
    pub(crate) last_active_ms: Option<i64>,
    /// In cluster mode, this node's claim on the room: every write of the room carries it.
    /// (`moves` begin with the opening of `accepted`, if it has one.)
    pub(crate) fence: Option<Fence>,
}

/// A cheap handle to a room's task.
#[derive(Debug, Clone)]
pub(crate) struct RoomHandle {
    /// The room code.
    code: Arc<str>,
    /// The room's command queue.
    tx: Queue,
}

/// Where a handle's commands go.
#[derive(Debug, Clone)]
enum Queue {
    /// To the room's task on this node.
    Room(mpsc::Sender<Box<Envelope>>),
    /// To the relay of a client in a room of another node; the last handle's end tells the
    /// relay that its client's session has ended.
    Relay(Arc<dyn Relayed>),
}

impl RoomHandle {
    /// The room code.
    #[must_use]
    pub(crate) fn code(&self) -> &str {
        &self.code
    }

    /// Puts a command on the room's queue; waits while the queue is full. `false` if the room
    /// has closed.
    pub(crate) async fn send(&self, envelope: Envelope) -> bool {
        let mut envelope = Box::new(envelope);
        match &self.tx {
            Queue::Room(tx) => match tx.try_send(envelope) {
                Ok(()) => true,
                Err(mpsc::error::TrySendError::Closed(_)) => false,
                // Rare (a room takes its commands as they come), and boxed: the wait's future
                // would otherwise be part of every connection's task, all its life.
                Err(mpsc::error::TrySendError::Full(envelope)) => {
                    Box::pin(tx.send(envelope)).await.is_ok()
                }
            },
            Queue::Relay(relay) => loop {
                envelope = match relay.offer(envelope) {
                    Ok(()) => return true,
                    Err(Some(full)) => full,
                    Err(None) => return false,
                };
                // Full: waits until the relay has taken a command (rare, and boxed as above).
                // A command taken since the offer left its notice already, which this finds.
                Box::pin(relay.space().notified()).await;
            },
        }
    }

    /// Sends a command and waits for the room's answer: [`closed`] if the room closes first.
    pub(crate) async fn ask(&self, mut envelope: Envelope) -> Answer {
        let (reply, answer) = oneshot::channel();
        envelope.reply = Some(reply);
        if !self.send(envelope).await {
            return Err(closed());
        }
        answer.await.unwrap_or_else(|_| Err(closed()))
    }

    /// Whether the room has closed (the host closed it: its members were told already).
    pub(crate) fn is_closed(&self) -> bool {
        match &self.tx {
            Queue::Room(tx) => tx.is_closed(),
            Queue::Relay(relay) => relay.is_closed(),
        }
    }

    /// Returns once the room has closed: a room of this node's (a gate waits on it). A
    /// relayed handle's queue cannot be waited on: its end shows when a command is refused.
    pub(crate) async fn closed(&self) {
        match &self.tx {
            Queue::Room(tx) => tx.closed().await,
            Queue::Relay(_) => std::future::pending().await,
        }
    }

    /// A handle whose commands go to `relay` rather than to a room task here: for a room
    /// another node of the cluster owns, whose commands travel over NATS.
    pub(crate) fn relayed(code: Arc<str>, relay: Arc<dyn Relayed>) -> RoomHandle {
        RoomHandle {
            code,
            tx: Queue::Relay(relay),
        }
    }
}

/// Starts a room's task.
///
/// # Errors
/// [`StoreError::Corrupt`] when the stored moves do not replay.
pub(crate) fn spawn(
    services: &Arc<Services>,
    directory: Arc<dyn Directory>,
    init: RoomInit,
) -> Result<RoomHandle, StoreError> {
    let Accepted {
        config,
        rules,
        ai_budget_ms,
        opening,
    } = init.accepted;
    let game = AnyGame::replay(&config, &init.moves)
        .map_err(|e| StoreError::Corrupt(format!("room {}: {e}", init.code)))?;
    let ended = init.result.as_ref().and_then(|r| {
        Some(core::Ended {
            result: convert::result_from_name(&r.result)?,
            reason: convert::reason_from_name(&r.reason)?,
            line: r.line.clone(),
            clock: None,
            // Why an engine lost is told when it happens; the store keeps the reason only.
            detail: None,
        })
    });
    let seat = |side: Option<boardroom_engine::Side>| side.map(convert::seat);
    let parts = core::Parts {
        code: init.code.clone(),
        config,
        ai_budget_ms,
        game_id: init.game_id,
        game,
        seats: init.seats,
        bots: init.bots,
        ended,
        pending: Pending {
            undo: seat(init.requests.undo),
            draw: seat(init.requests.draw),
            play_again: seat(init.requests.play_again),
        },
        rules,
        timing: Timing::from_limits(&services.limits),
        clock_left: init.clock_left,
        chat: init
            .chat
            .into_iter()
            .map(|line| chat_log::ChatLine {
                from: line.speaker,
                seat: line.seat,
                text: line.text,
                at_ms: u64::try_from(line.at_ms).unwrap_or(0),
            })
            .collect(),
        opening,
        seed: rand::random(),
        ids: services.game_ids.clone(),
    };
    let now = tokio::time::Instant::now().into_std();
    let idle_ms = init.last_active_ms.map_or(0, |at| {
        u64::try_from(crate::store::now_ms() - at).unwrap_or(0)
    });
    let last_active = now
        .checked_sub(Duration::from_millis(idle_ms))
        .unwrap_or(now);
    let core = core::Core::new(parts, last_active);
    let (tx, rx) = mpsc::channel(ROOM_QUEUE);
    let owner = match init.owner {
        Some(address) => Owner::Address(address),
        None => Owner::Room(init.code.as_str().into()),
    };
    task::start(services, directory, core, owner, init.fence, rx);
    Ok(RoomHandle {
        code: init.code.into(),
        tx: Queue::Room(tx),
    })
}
