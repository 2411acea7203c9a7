//! What a connection asks of a room: [`RoomCmd`], the one command type, and the [`Envelope`] it
//! travels in on the room's queue.
//!
//! A command is plain data, so that in cluster mode a relay sends it to the room's owner as it
//! is, serialised, and the owner's gate puts it in an envelope there: neither spells the
//! commands out again. What cannot travel (the asking connection's number and queue on this
//! node, the channel its answer goes back on) is the envelope's.

use boardroom_protocol::{ClientMsg, ErrorCode, JoinAs};
use serde::{Deserialize, Serialize};
use tokio::sync::oneshot;

use crate::admission::AddressKey;
use crate::outbox::{ConnId, Outbox};
use crate::refusal::Refusal;
use crate::store::PlayerId;

/// What a connection asks of a room.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(tag = "t", rename_all = "snake_case")]
pub(crate) enum RoomCmd {
    /// Enter as a player (taking a free seat or one's own) or as a spectator; answered once the
    /// member is in and has its `room_state`. The envelope brings the member's queue.
    Join {
        /// The player behind the connection.
        player: PlayerId,
        /// The player's current name.
        name: String,
        /// Player or spectator.
        join_as: JoinAs,
    },
    /// Would the room take this player as `join_as`? Asked before leaving another room, so that
    /// a refusal leaves the player where they were.
    Peek {
        /// The player.
        player: PlayerId,
        /// Player or spectator.
        join_as: JoinAs,
    },
    /// Leave on purpose: the seat is given up.
    Leave,
    /// The connection dropped; its seat stays its player's.
    Disconnected,
    /// The host removed `player` from the server: they leave the room, and a game under way
    /// is theirs to lose as a leaver's, a seat held while they were away included.
    Remove {
        /// Who.
        player: PlayerId,
    },
    /// A player took a new name (already stored).
    Renamed {
        /// Who.
        player: PlayerId,
        /// The new name.
        name: String,
    },
    /// Seat the external engine registered as `engine` in the free seat (`seat_ai` with
    /// `engine`); engines are registered under the same names on every node.
    SeatEngine {
        /// The player record that stands for the engine.
        player: PlayerId,
        /// The engine's registered name.
        engine: String,
    },
    /// Keep the free seat for the bot online as `bot`, and send it `invited`.
    Invite {
        /// The bot's name.
        bot: String,
    },
    /// An invited bot says no (`decline_invite`).
    Decline {
        /// The bot's player.
        player: PlayerId,
    },
    /// The seats belong to their players until the game ends (an event's game): one who
    /// leaves before a move is away rather than gone.
    HoldSeats,
    /// The host closes the room from the console: a game under way is aborted, everyone in the
    /// room is told (`left` with `by_host`) and the room closes.
    CloseByHost,
    /// The game's result was decided away from the board (an event's): a game under way ends
    /// with it.
    Adjudicate {
        /// The result.
        result: boardroom_protocol::GameResult,
        /// Why, as the protocol says it.
        reason: boardroom_protocol::Reason,
        /// Why, for the players.
        detail: String,
    },
    /// An in-room message of the member.
    Client {
        /// The message.
        msg: ClientMsg,
        /// The network delay measured on the member's connection, which a move's clock is not
        /// charged.
        lag_ms: u64,
    },
}

impl RoomCmd {
    /// For a member's in-room message: the message type its refusal refers to. The room tells
    /// such a refusal to the member itself, in order with everything else it sends it, and
    /// answers that it has taken the command; any other command's refusal is its answer, which
    /// whoever asked tells.
    #[must_use]
    pub(crate) fn refers_to(&self) -> Option<&'static str> {
        match self {
            RoomCmd::Client { msg, .. } => Some(msg.type_name()),
            RoomCmd::SeatEngine { .. } => Some("seat_ai"),
            _ => None,
        }
    }
}

/// The room's answer to a command: `Ok` once it has taken it, or why it refused (see
/// [`RoomCmd::refers_to`] for the refusals it tells the member instead).
pub(crate) type Answer = Result<(), Refusal>;

/// A command on a room's queue.
#[derive(Debug)]
pub(crate) struct Envelope {
    /// The connection that asks, numbered on this node (a gate numbers another node's member
    /// on this node).
    pub(crate) conn: ConnId,
    /// What it asks.
    pub(crate) cmd: RoomCmd,
    /// The connection's queue, for a [`RoomCmd::Join`]: the room sends the member's messages
    /// there.
    pub(crate) outbox: Option<Outbox>,
    /// Where the connection comes from, for a [`RoomCmd::Join`] of this node's (a gate's
    /// member of another node brings none).
    pub(crate) address: Option<AddressKey>,
    /// Where the answer goes once the room has taken the command; `None` when nobody waits.
    pub(crate) reply: Option<oneshot::Sender<Answer>>,
}

impl Envelope {
    /// `cmd` from `conn`, with no queue and nobody waiting for its answer.
    #[must_use]
    pub(crate) fn new(conn: ConnId, cmd: RoomCmd) -> Envelope {
        Envelope {
            conn,
            cmd,
            outbox: None,
            address: None,
            reply: None,
        }
    }

    /// The same, bringing the connection's queue (for a join).
    #[must_use]
    pub(crate) fn with_outbox(self, outbox: Outbox) -> Envelope {
        Envelope {
            outbox: Some(outbox),
            ..self
        }
    }

    /// The same, saying where the connection comes from (for a join).
    #[must_use]
    pub(crate) fn from(self, address: AddressKey) -> Envelope {
        Envelope {
            address: Some(address),
            ..self
        }
    }
}

/// The refusal when the room closed before it answered.
#[must_use]
pub(crate) fn closed() -> Refusal {
    Refusal::says(ErrorCode::NoSuchRoom, "server-room-closed", &[])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_command_crosses_the_wire_as_it_left() {
        let check = |json: &str| {
            let cmd: RoomCmd = serde_json::from_str(json).expect("decodes");
            assert_eq!(serde_json::to_string(&cmd).expect("encodes"), json);
        };
        check(r#"{"t":"join","player":7,"name":"Ann","join_as":"spectator"}"#);
        check(r#"{"t":"leave"}"#);
        check(r#"{"t":"seat_engine","player":9,"engine":"pbrain"}"#);
        check(r#"{"t":"client","msg":{"type":"put_step","at":[7,7],"ply":3},"lag_ms":40}"#);
    }

    #[test]
    fn only_in_room_messages_are_refused_by_the_room_to_the_member() {
        let client = RoomCmd::Client {
            msg: ClientMsg::Resign,
            lag_ms: 0,
        };
        assert_eq!(client.refers_to(), Some("resign"));
        assert_eq!(RoomCmd::Leave.refers_to(), None);
        let peek = RoomCmd::Peek {
            player: 1,
            join_as: JoinAs::Player,
        };
        assert_eq!(peek.refers_to(), None);
    }
}
