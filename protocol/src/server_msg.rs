//! Everything the server may send.

use serde::{Deserialize, Serialize};

use crate::catalogue::{Changed, GameInfo};
use crate::chat::{ChatMode, ChatPhrase};
use crate::ratings::{LeaderboardRow, ProfileRating};

use crate::tournament::{GameReady, TournamentSummary, TournamentView};
use crate::types::{
    AiLevel, BotInfo, ChatEntry, ClockState, EngineInfo, ErrorCode, GameKind, GameRecord,
    GameResult, GameReview, GameSummary, Options, PendingKind, PlayerKind, Point, Reason, RoomCode,
    RoomState, RoomSummary, Seat,
};

/// A message from the server to a client. JSON: an object whose `"type"` is the variant's
/// snake_case name, e.g. `{"type": "undone", "ply": 12}`.
///
/// Optional fields (`Option`, shown as `field?` in protocol.md) are left out when absent, so that
/// later versions can add fields (clocks, for one) without breaking older clients. Fields that
/// protocol.md shows as nullable (`you`, an empty seat, a spectator's chat `seat`) are always
/// present, as `null` when empty.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMsg {
    /// Answers `hello`: the session is open.
    Welcome {
        /// The protocol version the server speaks: [`crate::PROTOCOL_VERSION`].
        protocol: u32,
        /// The player's public id, stable across reconnects.
        player_id: String,
        /// The player's secret: send it in a later `hello` to come back as the same player.
        /// The server sends it to its owner only.
        token: String,
        /// The name the server will show (the asked-for name, possibly cut or cleaned).
        name: String,
        /// The external engines a room can seat, and what each plays (absent when there are
        /// none).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        engines: Vec<EngineInfo>,
        /// The games this server plays, as its catalogue describes them (absent from older
        /// servers).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        games: Vec<GameInfo>,
        /// Whether the player has an account (a password: `sign_up`); absent means no.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        account: bool,
    },
    /// Answers `list_rooms`: the rooms that wait for a player or are playing.
    Rooms {
        /// One entry per room: the rooms waiting for a player first, then those playing, at
        /// most a few hundred.
        rooms: Vec<RoomSummary>,
        /// How many rooms are waiting or playing in all, listed or not (older servers leave it
        /// out).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        total: Option<u32>,
    },
    /// The whole state of the receiver's room: sent on join, reconnect, undo and new game.
    RoomState(Box<RoomState>),
    /// Someone took a seat (a person joining, or the AI).
    PlayerJoined {
        /// The seat taken.
        seat: Seat,
        /// The player's name.
        name: String,
        /// Whether a person or the server AI took it.
        kind: PlayerKind,
        /// The AI's level, when `kind` is `ai` (an extension of protocol.md).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        level: Option<AiLevel>,
        /// In a timed game that this seat puts under way: both clocks, with the first move's
        /// countdown (`first_move_ms`) running. A player already seated learns here that the
        /// game and its clock have begun.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        clock: Option<ClockState>,
        /// For an external engine (`kind` is `ai`): the engine's name.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        engine: Option<String>,
    },
    /// A player left the room and gave up their seat.
    PlayerLeft {
        /// The seat now empty.
        seat: Seat,
    },
    /// Answers `leave_room`: the receiver is out of the room. Also sent unasked to everyone in a
    /// room the host closed from the console (`by_host`).
    Left {
        /// The room left.
        room: RoomCode,
        /// The host closed the room (a game under way was aborted); absent when the receiver
        /// left.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        by_host: bool,
    },
    /// A seated player's connection dropped or came back; the seat stays theirs either way.
    PeerStatus {
        /// The seat whose player it is.
        seat: Seat,
        /// Whether that player is connected now.
        connected: bool,
        /// When the player went away in a game under way: how long they have to come back
        /// before the opponent may claim the game (a `claimable` follows then).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        claim_in_ms: Option<u64>,
    },
    /// The absent player's countdown ran out: the player opposite may now end the game with
    /// `claim_victory` or `claim_draw`, or wait. Sent to everyone in the room.
    Claimable {
        /// The absent player's seat.
        seat: Seat,
    },
    /// A move was played (and is durably stored). Sent to everyone in the room.
    Step {
        /// The number of moves played, this one included.
        ply: u32,
        /// The seat that moved.
        by: Seat,
        /// The point played; absent for a pass.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        at: Option<Point>,
        /// True for a forced pass (reversi), which the server plays; absent otherwise.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        pass: bool,
        /// The discs the move turned over (reversi only; kept for clients that read no
        /// `changed`).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        flipped: Option<Vec<Point>>,
        /// Every point the move changed besides its own, with what stands there now (the
        /// discs a reversi move turns); absent when it changed no other point.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        changed: Vec<Changed>,
        /// The seat to move next.
        to_move: Seat,
        /// The points `to_move` may play; empty when the move ended the game, or when
        /// `legal_implied` says so.
        legal: Vec<Point>,
        /// Sent only to a client that said `"implied_legal"` in its `hello`: `legal` is left
        /// empty because the points `to_move` may play are exactly the empty points.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        legal_implied: bool,
        /// Both clocks after the move, in a timed game.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        clock: Option<ClockState>,
    },
    /// The opponent asks to take back their last move; answer `undo_agree` or `undo_refuse`.
    UndoRequested {
        /// The seat that asks.
        by: Seat,
    },
    /// Moves were taken back; a `room_state` with the new position follows.
    Undone {
        /// The number of moves played after the take-back.
        ply: u32,
    },
    /// The opponent refused the receiver's undo request.
    UndoRefused {
        /// How long the requester must wait before asking for an undo again, in milliseconds
        /// (an earlier request of theirs sooner gets `rate_limited`); absent when there is no wait.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        retry_in_ms: Option<u64>,
    },
    /// The opponent offers a draw; answer `draw_agree` or `draw_refuse`.
    DrawOffered {
        /// The seat that offers.
        by: Seat,
    },
    /// The opponent refused the receiver's draw offer.
    DrawRefused {
        /// How long the requester must wait before offering a draw again, in milliseconds;
        /// absent when there is no wait.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        retry_in_ms: Option<u64>,
        /// The game's `ply` from which the requester may offer a draw again (a draw is offered
        /// at most once every so many moves); absent when it already may. A client turns its
        /// Draw button on only when both waits are over.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        retry_at_ply: Option<u32>,
    },
    /// The game ended. Sent to everyone in the room.
    GameOver {
        /// Who won, or `draw`.
        result: GameResult,
        /// Why the game ended.
        reason: Reason,
        /// The winning row, when a row won it.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        line: Option<Vec<Point>>,
        /// In a timed game: both clocks as they stopped.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        clock: Option<ClockState>,
        /// A sentence on why, when `reason` alone does not say it: an engine that crashed, ran
        /// out of time or played an illegal move (`reason` is then `forfeit` or `timeout`).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        detail: Option<String>,
    },
    /// Someone in the room said something.
    Chat {
        /// The speaker's name.
        from: String,
        /// The speaker's seat, or `None` (sent as `null`) for a spectator.
        seat: Option<Seat>,
        /// What was said.
        text: String,
        /// When the server received it, in milliseconds since the Unix epoch (UTC).
        at: u64,
        /// Extension: when `text` is one of the server's fixed phrases (`chat_mode`), its id, so
        /// that each client says it in its own player's language.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        phrase: Option<String>,
    },
    /// Extension: what was said during the current game before the receiver came in (or came
    /// back), oldest first; sent after `room_state` on entering a room where someone has
    /// chatted. Lines the receiver already shows (same `at`, `from` and `text`) are the same
    /// lines.
    ChatHistory {
        /// The lines, as `chat` sent each.
        lines: Vec<ChatEntry>,
    },
    /// A seated player changed their name.
    PlayerInfo {
        /// The player's seat.
        seat: Seat,
        /// The new name.
        name: String,
    },
    /// The opponent asks for a new game; answer `play_again_agree` or `play_again_refuse`.
    PlayAgainOffered {
        /// The seat that asks.
        by: Seat,
    },
    /// The opponent refused the receiver's play-again request.
    PlayAgainRefused,
    /// A pending request was dropped because a move was played.
    OfferCancelled {
        /// Which request.
        kind: PendingKind,
    },
    /// A request was refused, or a frame could not be read; nothing changed.
    Error {
        /// What went wrong, for programs.
        code: ErrorCode,
        /// What went wrong, as a sentence for a person.
        message: String,
        /// The `type` of the message this answers, when known. JSON key: `ref`.
        #[serde(rename = "ref", default, skip_serializing_if = "Option::is_none")]
        reference: Option<String>,
        /// For a request that may be made again later (an undo or draw asked too soon after a
        /// refusal): how long to wait, in milliseconds.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        retry_in_ms: Option<u64>,
        /// For a draw offer made too soon: the game's `ply` from which one may be offered again.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        retry_at_ply: Option<u32>,
        /// `message` as a message of the clients' catalogues, for a client to say it in its
        /// player's language (absent from older servers, and for a few sentences that have none).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        words: Option<crate::Words>,
    },
    /// Extension: answers `ping`.
    Pong,
    /// Answers `list_games`: a page of the player's finished games, newest first.
    Games {
        /// The games of this page.
        games: Vec<GameSummary>,
        /// Whether older games follow: ask again with `before` the last `game_id` here.
        more: bool,
    },
    /// How far a review has come: sent when it is asked for, and after each position judged,
    /// to the connections that asked.
    ReviewProgress {
        /// The game under review.
        game_id: String,
        /// Positions judged so far.
        done: u32,
        /// Positions to judge: the game's moves and one (the start).
        total: u32,
    },
    /// A finished review: the evaluation graph and every move's verdict.
    Review(Box<GameReview>),
    /// Answers `get_game` and `open_sgf`: a whole game to replay.
    GameRecord(Box<GameRecord>),
    /// Answers `list_bots`: the bots online (docs/bots.md).
    Bots {
        /// Each bot, by name.
        bots: Vec<BotInfo>,
    },
    /// To a bot: someone seated it in a room, whose seat is kept for it; it joins with
    /// `join_room` within `within_ms`, or says no with `decline_invite`.
    Invited {
        /// The room.
        room: RoomCode,
        /// Its game.
        game: GameKind,
        /// The game's options.
        options: Options,
        /// The seat kept for the bot.
        seat: Seat,
        /// The name of who seated it.
        by: String,
        /// How long the seat is kept, in milliseconds.
        within_ms: u64,
    },
    /// An event, whole: answers `create_tournament`, `watch_tournament` and
    /// `join_tournament`, and comes again to every connection watching it whenever it changes.
    Tournament(Box<TournamentView>),
    /// Answers `list_tournaments`: the server's events, newest first.
    Tournaments {
        /// The events.
        tournaments: Vec<TournamentSummary>,
    },
    /// A player's game of an event is ready: the client goes to its room.
    TournamentGame(GameReady),
    /// The receiver's account: answers `sign_up`, `change_password` and `sign_out_elsewhere`.
    Account {
        /// The account's name.
        name: String,
        /// The player's public id.
        player_id: String,
        /// How many other devices' tokens stopped working with this change.
        revoked: u32,
    },
    /// Answers `list_leaderboard`: the best rated players of one game and rule, best first
    /// (provisional ratings left out).
    Leaderboard {
        /// What it rates (`"gomoku/freestyle"`).
        kind: String,
        /// At most 100 players.
        rows: Vec<LeaderboardRow>,
    },
    /// Answers `get_profile`.
    Profile {
        /// The player's public id.
        player_id: String,
        /// Their name.
        name: String,
        /// Whether they have an account (only accounts are rated).
        account: bool,
        /// Their ratings, one per game and rule they have played rated.
        ratings: Vec<ProfileRating>,
    },
    /// The host's word to everyone on the server, from the console ("the club closes at ten"):
    /// it comes to every connection when the host sends it, and after `welcome` to each that
    /// signs in while it stands. An empty `text` takes it down.
    Notice {
        /// What the host says (at most 500 characters); empty: no notice any more.
        text: String,
        /// When the host sent it (milliseconds since the Unix epoch).
        at_ms: i64,
    },
    /// How players may chat on this server (the host's kid mode): after `welcome` when it is
    /// not `open`, and to every connection when the host changes it.
    ChatMode {
        /// Open, only the fixed phrases, or off.
        mode: ChatMode,
        /// In `phrases` mode, the phrases a player may send; empty otherwise.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        phrases: Vec<ChatPhrase>,
    },
}

impl ServerMsg {
    /// The `type` of every server message, in the order protocol.md lists them. A test checks
    /// it against the enum and the fixtures.
    pub const TYPES: &'static [&'static str] = &[
        "welcome",
        "rooms",
        "room_state",
        "player_joined",
        "player_left",
        "left",
        "peer_status",
        "claimable",
        "step",
        "undo_requested",
        "undone",
        "undo_refused",
        "draw_offered",
        "draw_refused",
        "game_over",
        "chat",
        "chat_history",
        "player_info",
        "play_again_offered",
        "play_again_refused",
        "offer_cancelled",
        "error",
        "pong",
        "games",
        "review_progress",
        "review",
        "game_record",
        "bots",
        "invited",
        "tournament",
        "tournaments",
        "tournament_game",
        "account",
        "leaderboard",
        "profile",
        "notice",
        "chat_mode",
    ];

    /// The message's `type` on the wire.
    #[must_use]
    pub const fn type_name(&self) -> &'static str {
        match self {
            ServerMsg::Welcome { .. } => "welcome",
            ServerMsg::Rooms { .. } => "rooms",
            ServerMsg::RoomState(_) => "room_state",
            ServerMsg::PlayerJoined { .. } => "player_joined",
            ServerMsg::PlayerLeft { .. } => "player_left",
            ServerMsg::Left { .. } => "left",
            ServerMsg::PeerStatus { .. } => "peer_status",
            ServerMsg::Claimable { .. } => "claimable",
            ServerMsg::Step { .. } => "step",
            ServerMsg::UndoRequested { .. } => "undo_requested",
            ServerMsg::Undone { .. } => "undone",
            ServerMsg::UndoRefused { .. } => "undo_refused",
            ServerMsg::DrawOffered { .. } => "draw_offered",
            ServerMsg::DrawRefused { .. } => "draw_refused",
            ServerMsg::GameOver { .. } => "game_over",
            ServerMsg::Chat { .. } => "chat",
            ServerMsg::ChatHistory { .. } => "chat_history",
            ServerMsg::PlayerInfo { .. } => "player_info",
            ServerMsg::PlayAgainOffered { .. } => "play_again_offered",
            ServerMsg::PlayAgainRefused => "play_again_refused",
            ServerMsg::OfferCancelled { .. } => "offer_cancelled",
            ServerMsg::Error { .. } => "error",
            ServerMsg::Pong => "pong",
            ServerMsg::Games { .. } => "games",
            ServerMsg::ReviewProgress { .. } => "review_progress",
            ServerMsg::Review(_) => "review",
            ServerMsg::GameRecord(_) => "game_record",
            ServerMsg::Bots { .. } => "bots",
            ServerMsg::Invited { .. } => "invited",
            ServerMsg::Tournament(_) => "tournament",
            ServerMsg::Tournaments { .. } => "tournaments",
            ServerMsg::TournamentGame(_) => "tournament_game",
            ServerMsg::Account { .. } => "account",
            ServerMsg::Leaderboard { .. } => "leaderboard",
            ServerMsg::Profile { .. } => "profile",
            ServerMsg::Notice { .. } => "notice",
            ServerMsg::ChatMode { .. } => "chat_mode",
        }
    }

    /// An `error` message answering a message of type `reference` (if known).
    #[must_use]
    pub fn error(
        code: ErrorCode,
        message: impl Into<String>,
        reference: Option<&str>,
    ) -> ServerMsg {
        ServerMsg::Error {
            code,
            message: message.into(),
            reference: reference.map(str::to_owned),
            retry_in_ms: None,
            retry_at_ply: None,
            words: None,
        }
    }
}
