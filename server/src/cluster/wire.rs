//! What travels between nodes for a room one node owns and another node's client uses: the
//! subjects, the requests to the room's gate (the room's own [`RoomCmd`], as it is) and their
//! answers. A request is a NATS request on the room's subject, which names its owner (so that
//! each node needs one subscription for all its rooms, `routes`); the room's frames for the
//! member are messages on the member's subject, each numbered ([`numbered`]), every
//! [`FRAMES_ANSWERED`]th a request answered once it is on the client's queue.

use std::sync::Arc;

use boardroom_protocol::{ErrorCode, Words};
use serde::{Deserialize, Serialize};

use crate::outbox::ConnId;
use crate::refusal::Refusal;
use crate::room::{self, RoomCmd};

/// The longest room code the cluster routes: codes are 4 characters, now and then a few more.
const MAX_CODE: usize = 16;

/// The subject of the room `code` (upper case) on its owner `node`, on which that node takes
/// the room's commands; `None` for a code no room can have (it must be one NATS token).
pub(crate) fn room_subject(node: &str, code: &str) -> Option<String> {
    let routable = !code.is_empty()
        && code.len() <= MAX_CODE
        && code.bytes().all(|b| b.is_ascii_alphanumeric());
    routable.then(|| format!("{}.{}", rooms_of(node), code.to_ascii_uppercase()))
}

/// The prefix of the subjects of the rooms `node` owns.
fn rooms_of(node: &str) -> String {
    format!("boardroom.room.{node}")
}

/// The one subscription on which `node` takes the commands of all its rooms.
pub(crate) fn rooms_subscription(node: &str) -> String {
    format!("{}.*", rooms_of(node))
}

/// The one subscription on which `node` takes the frames of other nodes' rooms for all its
/// members.
pub(crate) fn members_subscription(node: &str) -> String {
    format!("boardroom.member.{node}.>")
}

/// The subject on which `member` takes the frames of the room `code`.
pub(crate) fn member_subject(member: &Member, code: &str) -> String {
    format!(
        "boardroom.member.{}.{}.{}",
        member.node,
        member.conn,
        code.to_ascii_uppercase()
    )
}

/// A member's frames go as plain messages, and every this many-th as a request, answered once it
/// (and so every one before it) is on the client's queue (`outlets`): the bus carries one
/// answer for so many frames where it carried one each.
pub(crate) const FRAMES_ANSWERED: u64 = 4;

/// A frame as it travels to a member: its number among the frames the member has been sent
/// since it was attached (from 1), a space, and the frame's text.
pub(crate) fn numbered(number: u64, text: &str) -> axum::body::Bytes {
    let mut payload = Vec::with_capacity(text.len() + 8);
    payload.extend_from_slice(number.to_string().as_bytes());
    payload.push(b' ');
    payload.extend_from_slice(text.as_bytes());
    payload.into()
}

/// A frame's number and its text, as [`numbered`] made them; `None` for anything else.
pub(crate) fn frame_of(payload: &[u8]) -> Option<(u64, &str)> {
    let space = payload.iter().position(|&b| b == b' ')?;
    let (number, text) = payload.split_at(space);
    let number = std::str::from_utf8(number).ok()?.parse().ok()?;
    Some((number, std::str::from_utf8(&text[1..]).ok()?))
}

/// A client of another node in a room: its node and its connection there.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub(crate) struct Member {
    /// The node the client is connected to: on that node, its own name, which every one of
    /// its relays shares rather than copies.
    pub(crate) node: Arc<str>,
    /// The connection, numbered by that node.
    pub(crate) conn: ConnId,
}

/// What a node sends on a room's subject, for a client of its own that is (or would be) a member
/// of the room.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(tag = "t", rename_all = "snake_case")]
pub(crate) enum ToGate {
    /// Is the room here?
    Probe,
    /// The member is still there: does the room still know it? (Asked when the room and its
    /// node have been quiet, [`super::relay::ALIVE_EVERY`].)
    Alive {
        /// Who.
        member: Member,
    },
    /// A command of the member's, as its node's room handle took it.
    Room {
        /// Who.
        member: Member,
        /// The member's client works out legal points itself: its queue on the owner is made
        /// so when it is first attached.
        implied_legal: bool,
        /// The command.
        cmd: RoomCmd,
    },
}

/// A room's answer to a command.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "t", rename_all = "snake_case")]
pub(crate) enum Answer {
    /// Done.
    Ok,
    /// Refused, as the client will be told.
    Refused {
        /// The code.
        code: ErrorCode,
        /// Why, in English.
        message: String,
        /// When to ask again.
        retry_in_ms: Option<u64>,
        /// From which ply to offer a draw again (absent from an older node's answer).
        #[serde(default)]
        retry_at_ply: Option<u32>,
        /// Why, in the catalogues' words (absent from an older node's answer).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        words: Option<Words>,
    },
    /// The room does not know this member (it was taken over since, or forgot it): the member
    /// must join again.
    Unknown,
    /// The node has no room of this code (it closed, or another node took it over): the
    /// node's answer for a room's subject without a gate, as nothing answered there once.
    NoRoom,
}

impl Answer {
    /// The room's answer, as sent.
    pub(crate) fn of(result: room::Answer) -> Answer {
        match result {
            Ok(()) => Answer::Ok,
            Err(refusal) => Answer::Refused {
                code: refusal.code,
                message: refusal.message,
                retry_in_ms: refusal
                    .retry_in
                    .map(|d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX)),
                retry_at_ply: refusal.retry_at_ply,
                words: refusal.words,
            },
        }
    }

    /// [`Answer::NoRoom`], as sent.
    pub(crate) fn no_room() -> axum::body::Bytes {
        serde_json::to_vec(&Answer::NoRoom)
            .unwrap_or_default()
            .into()
    }

    /// Back into the room's answer: `Unknown` as the room having closed.
    pub(crate) fn into_result(self) -> room::Answer {
        match self {
            Answer::Ok => Ok(()),
            Answer::Refused {
                code,
                message,
                retry_in_ms,
                retry_at_ply,
                words,
            } => Err(Refusal {
                code,
                message,
                words,
                retry_in: retry_in_ms.map(std::time::Duration::from_millis),
                retry_at_ply,
            }),
            Answer::Unknown | Answer::NoRoom => Err(room::closed()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_codes_that_make_one_token_are_routed() {
        let check = |code: &str, subject: Option<&str>| {
            assert_eq!(room_subject("node-1", code).as_deref(), subject, "{code:?}");
        };
        check("ab2c", Some("boardroom.room.node-1.AB2C"));
        check("", None);
        check("AB.C", None);
        check("A*", None);
        check("A>", None);
        check("A B", None);
        check(&"A".repeat(17), None);
    }

    #[test]
    fn a_frame_keeps_its_number_and_its_text() {
        let text = r#"{"type":"step","ply":3}"#;
        assert_eq!(frame_of(&numbered(17, text)), Some((17, text)));
        assert_eq!(frame_of(&numbered(1, "")), Some((1, "")));
        // Not a numbered frame: no number, a number out of range, text that is not UTF-8.
        assert_eq!(frame_of(text.as_bytes()), None);
        assert_eq!(frame_of(b"x1 {}"), None);
        assert_eq!(frame_of(b"99999999999999999999999 {}"), None);
        assert_eq!(frame_of(&[b'2', b' ', 0xff]), None);
    }

    #[test]
    fn a_refusal_comes_back_as_it_left() {
        let refusal = Refusal::later(
            ErrorCode::RateLimited,
            "server-draw-too-soon",
            &[
                ("every", crate::words::num(10)),
                ("left", crate::words::num(6)),
            ],
            std::time::Duration::from_millis(1500),
        )
        .at_ply(Some(14));
        let sent = serde_json::to_vec(&Answer::of(Err(refusal.clone()))).expect("encodes");
        let back: Answer = serde_json::from_slice(&sent).expect("decodes");
        assert_eq!(back.into_result(), Err(refusal));
    }
}
