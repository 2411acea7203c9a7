//! Boardroom's wire protocol, version 1: every message a client and the server exchange, as serde
//! types, and the codec between them and WebSocket text frames.
//!
//! This crate is the one Rust definition of the contract in `shared/protocol.md`; `docs/protocol.md`
//! describes it for people who write their own client. It holds wire types only: the server maps
//! them to the engine's types by hand (`server/src/convert.rs`), so the rules never depend on
//! serde.
//!
//! # Layout
//! - [`ClientMsg`] (`client_msg.rs`): everything a client may send.
//! - [`ServerMsg`] (`server_msg.rs`): everything the server may send.
//! - `catalogue.rs`: [`GameInfo`], the games the server plays as `welcome` lists them, and
//!   [`Changed`], a point a move changed besides its own.
//! - `types.rs`: the values messages are made of: [`GameKind`], [`Seat`], [`Point`], [`Stones`],
//!   [`Options`], [`RoomState`], [`ErrorCode`], ...
//! - `codec.rs`: [`decode`] and [`encode`] for the server, [`encode_client`] and
//!   [`decode_server`] for clients and tests, and [`DecodeError`], which says which
//!   [`ErrorCode`] answers a bad frame.
//! - `tests/fixtures/{client,server}/<type>.json`: one golden frame (or more) per message type,
//!   checked to decode and re-encode to the same JSON.
//!
//! Every message is a JSON object whose `"type"` names it in snake_case. Optional fields are left
//! out when absent, and unknown fields are ignored when reading, so new optional fields can be
//! added without breaking anyone.
//!
//! # Example
//! ```
//! use boardroom_protocol::{ClientMsg, PROTOCOL_VERSION, ServerMsg, decode, encode};
//!
//! let msg = decode(r#"{"type": "hello", "protocol": 1, "name": "Ada"}"#)?;
//! let ClientMsg::Hello { protocol, name, token, .. } = msg else {
//!     panic!("not a hello");
//! };
//! assert_eq!((protocol, name.as_str(), token), (PROTOCOL_VERSION, "Ada", None));
//!
//! let welcome = ServerMsg::Welcome {
//!     protocol: PROTOCOL_VERSION,
//!     player_id: "p1".into(),
//!     token: "s3cret".into(),
//!     name,
//!     engines: Vec::new(),
//!     games: Vec::new(),
//!     account: false,
//! };
//! assert_eq!(
//!     encode(&welcome),
//!     r#"{"type":"welcome","protocol":1,"player_id":"p1","token":"s3cret","name":"Ada"}"#
//! );
//!
//! let bad = decode(r#"{"type": "put_step", "at": "h8", "ply": 0}"#).unwrap_err();
//! assert_eq!(bad.code().as_str(), "bad_request");
//! assert_eq!(bad.type_ref(), Some("put_step"));
//! # Ok::<(), boardroom_protocol::DecodeError>(())
//! ```

#![warn(missing_docs)]

mod account;
mod catalogue;
mod chat;
mod client_msg;
mod codec;
mod ratings;
mod server_msg;
mod tournament;
mod types;
mod words;

pub use account::Password;
pub use catalogue::{
    BoardKind, Changed, GameInfo, MoveChanges, OptionChoice, OptionInfo, OptionKind, Piece,
    ScoreKind, SizeRange,
};
pub use chat::{ChatMode, ChatPhrase};
pub use client_msg::ClientMsg;
pub use codec::{DecodeError, decode, decode_server, encode, encode_client};
pub use ratings::{LeaderboardRow, ProfileRating, Rating, RatingPoint};
pub use server_msg::ServerMsg;
pub use tournament::{
    EntrantChoice, GameReady, HostAction, StandingRow, TournamentBye, TournamentFormat,
    TournamentGame, TournamentResult, TournamentSettings, TournamentStatus, TournamentSummary,
    TournamentView,
};
pub use types::{
    AiLevel, BotInfo, ChatEntry, ClockOptions, ClockState, EngineInfo, EnginePlays, ErrorCode,
    GameKind, GameRecord, GameResult, GameReview, GameSummary, HistoryEntry, JoinAs, MoveClass,
    OpeningChoice, OpeningInfo, Opponent, Options, Pending, PendingKind, PlayerInfo, PlayerKind,
    Players, Point, Reason, RecordMove, ReviewedMove, RoomCode, RoomState, RoomSummary, Score,
    Seat, SeatChoice, Status, Stones,
};
pub use words::{WordArg, Words};

/// The protocol version this crate speaks: `hello` and `welcome` carry it.
pub const PROTOCOL_VERSION: u32 = 1;

/// The largest text frame a client may send, in bytes (16 KiB). A longer frame is answered with
/// `error` `too_large`, and the server closes the connection with code 1009.
pub const MAX_FRAME_BYTES: usize = 16 * 1024;

/// The `hello` feature by which a client says it works out the legal points itself when they
/// are all the empty points: its `step`s may then leave `legal` out (`legal_implied`).
pub const IMPLIED_LEGAL: &str = "implied_legal";

/// The most characters (Unicode scalar values) a chat text may have; the room refuses longer
/// ones, and empty ones, with `bad_request`.
pub const MAX_CHAT_CHARS: usize = 500;

/// The most games one `games` page holds.
pub const MAX_GAMES_PAGE: u32 = 50;

/// The most characters (Unicode scalar values) a player's name may have; the server cuts or
/// refuses longer ones.
pub const MAX_NAME_CHARS: usize = 32;
