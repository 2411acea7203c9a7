//! Everything a client may send.

use serde::{Deserialize, Serialize};

use crate::account::Password;
use crate::tournament::{EntrantChoice, HostAction, TournamentResult, TournamentSettings};
use crate::types::{
    AiLevel, EnginePlays, GameKind, JoinAs, Opponent, Options, Point, RoomCode, SeatChoice,
};

/// A message from a client to the server. JSON: an object whose `"type"` is the variant's
/// snake_case name, e.g. `{"type": "put_step", "at": [7, 7], "ply": 0}`.
///
/// Fields the server does not know are ignored, so clients may send more than this version reads.
/// Optional fields (`Option`) may be left out or sent as `null`; they are left out when encoded.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ClientMsg {
    /// Opens the session; must be the first message. The server answers `welcome`.
    Hello {
        /// The protocol version the client speaks: [`crate::PROTOCOL_VERSION`].
        protocol: u32,
        /// The name to show to others (the server limits it to [`crate::MAX_NAME_CHARS`]).
        name: String,
        /// The secret from an earlier `welcome`, to come back as the same player (and get
        /// one's seats back); an unknown token simply starts a new player.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        token: Option<String>,
        /// What the client can do beyond this version's messages; the server ignores names it
        /// does not know. `"implied_legal"`: a `step` may leave `legal` out when the legal
        /// points are all the empty points, and the client works them out itself.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        features: Vec<String>,
        /// Signs in as a bot (an extension): a program that people seat by name in their
        /// rooms; it gets `invited` and joins like anyone (docs/bots.md).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        bot: bool,
        /// With `bot`: the games it plays, as `welcome.engines` says an engine's; empty means
        /// every game.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        plays: Vec<EnginePlays>,
        /// Signs in to the account of `name` (an extension): the `welcome` carries a token of
        /// this device's own, and no token need be sent. A wrong name or password is refused
        /// with `unauthorized`, too many tries with `rate_limited`; the connection may then
        /// say `hello` again.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        password: Option<Password>,
    },
    /// Asks for the lobby: the server answers `rooms`.
    ListRooms,
    /// Creates a room and seats the sender in it; the server answers `room_state`.
    CreateRoom {
        /// The game to play.
        game: GameKind,
        /// The game's options; absent means every default.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        options: Option<Options>,
        /// The seat wanted; absent means [`SeatChoice::Random`].
        #[serde(default, skip_serializing_if = "Option::is_none")]
        seat: Option<SeatChoice>,
        /// Who plays the other seat; absent means [`Opponent::Human`].
        #[serde(default, skip_serializing_if = "Option::is_none")]
        opponent: Option<Opponent>,
        /// The AI's level when `opponent` is `ai`; absent means [`AiLevel::Medium`].
        #[serde(default, skip_serializing_if = "Option::is_none")]
        ai_level: Option<AiLevel>,
        /// When `opponent` is `ai`: an external engine of the server's (by the name `welcome`
        /// lists) rather than the server's own AI.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        engine: Option<String>,
        /// When `opponent` is `ai`: a bot online (by the name `bots` lists), which the server
        /// invites to the other seat.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        bot: Option<String>,
    },
    /// Enters a room (leaving the one the connection was in, if any); the server answers
    /// `room_state` and tells the others `player_joined`.
    JoinRoom {
        /// The room's code.
        room: RoomCode,
        /// Whether to take the empty seat or watch; absent means [`JoinAs::Player`].
        /// JSON key: `as`.
        #[serde(rename = "as", default, skip_serializing_if = "Option::is_none")]
        join_as: Option<JoinAs>,
    },
    /// Leaves the room; the server answers `left` and tells the others `player_left`. The seat
    /// is given up.
    LeaveRoom,
    /// Seats the server AI in the room's empty seat; everyone gets `player_joined`. With
    /// `engine`, one of the server's external engines instead.
    SeatAi {
        /// The AI's level; absent means [`AiLevel::Medium`].
        #[serde(default, skip_serializing_if = "Option::is_none")]
        level: Option<AiLevel>,
        /// An external engine, by the name `welcome` lists.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        engine: Option<String>,
        /// A bot online, by the name `bots` lists: the server keeps the seat for it and invites
        /// it.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        bot: Option<String>,
    },
    /// Plays a move. On success everyone in the room gets `step`.
    PutStep {
        /// The point to play.
        at: Point,
        /// The number of moves already played, as the client saw it; a different number is
        /// answered with `stale`, so a move never lands on a position its sender did not see.
        ply: u32,
    },
    /// Asks the opponent to take back the sender's last move; they get `undo_requested`.
    UndoRequest,
    /// Agrees to the opponent's pending undo request.
    UndoAgree,
    /// Refuses the opponent's pending undo request; they get `undo_refused`.
    UndoRefuse,
    /// Offers the opponent a draw; they get `draw_offered`.
    DrawOffer,
    /// Accepts the opponent's pending draw offer: the game ends drawn by agreement.
    DrawAgree,
    /// Refuses the opponent's pending draw offer; they get `draw_refused`.
    DrawRefuse,
    /// Gives the game up: the other seat wins.
    Resign,
    /// Calls the game off before both sides have made their first move: it ends with no winner
    /// (reason `aborted`) and counts for nobody.
    Abort,
    /// Ends the game as a win, after the absent opponent's countdown ran out (`claimable`).
    ClaimVictory,
    /// Ends the game as a draw, after the absent opponent's countdown ran out (`claimable`).
    ClaimDraw,
    /// Says something to everyone in the room.
    Chat {
        /// The text: 1 to [`crate::MAX_CHAT_CHARS`] characters (the room checks it).
        text: String,
    },
    /// Changes the sender's name; everyone in the room gets `player_info`.
    PlayerInfo {
        /// The new name (the server limits it to [`crate::MAX_NAME_CHARS`]).
        name: String,
    },
    /// After the game is over, asks the opponent for a new game; they get
    /// `play_again_offered`.
    PlayAgain,
    /// Accepts the opponent's pending play-again: a new game starts, colours swapped.
    PlayAgainAgree,
    /// Refuses the opponent's pending play-again; they get `play_again_refused`.
    PlayAgainRefuse,
    /// Extension: asks for a `pong`, to keep the connection alive or measure the round trip.
    Ping,
    /// Asks for the sender's finished games, newest first, a page at a time; the server
    /// answers `games`. Allowed in the lobby and in a room.
    ListGames {
        /// Only games older than this one: the last `game_id` of the previous page. Absent:
        /// from the newest.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        before: Option<String>,
        /// At most this many games (1 to [`crate::MAX_GAMES_PAGE`]); absent means 20.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        limit: Option<u32>,
    },
    /// Asks the server's AI to review one of the sender's finished games. The review runs in
    /// the background; the server answers `review_progress` at once and as it goes, and
    /// `review` when it is done (at once, for a game already reviewed).
    RequestReview {
        /// The game, as `games` or `room_state` named it.
        game_id: String,
    },
    /// Asks for a finished game's whole record, to replay it; anyone may (as anyone with the
    /// link may open `GET /g/{game_id}`). The server answers `game_record`.
    GetGame {
        /// The game, as `games` or `room_state` named it.
        game_id: String,
    },
    /// Reads an SGF file (its text, within the frame's 16 KiB) into a game record, to replay
    /// it; the server answers `game_record`, or `bad_request` naming what is wrong with the file.
    OpenSgf {
        /// The file's text.
        sgf: String,
    },
    /// Asks the server's AI to review a game read from an SGF file (its text, within the
    /// frame's 16 KiB). The server keeps the game as the sender's (the same file sent again is
    /// the same game), answers `game_record` with the kept game's `game_id`, then as
    /// `request_review` does: `review_progress`, and `review` when it is done.
    ReviewSgf {
        /// The file's text.
        sgf: String,
    },
    /// Asks for the bots online; the server answers `bots`.
    ListBots,
    /// A bot says no to an invitation (`invited`); the seat kept for it is free again.
    DeclineInvite {
        /// The room it was invited to.
        room: RoomCode,
    },
    /// Makes an event; the sender is its host. The server answers `tournament`.
    CreateTournament {
        /// What the host chose (boxed: the largest of the messages).
        settings: Box<TournamentSettings>,
        /// The server's AI and engines entered at once (a gauntlet's challenger first).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        entrants: Vec<EntrantChoice>,
        /// Whether the host plays in it too.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        play: bool,
    },
    /// Asks for the events of the server; the server answers `tournaments`.
    ListTournaments,
    /// Shows an event and keeps the connection told of it: `tournament` now and whenever it
    /// changes.
    WatchTournament {
        /// The event's id.
        tournament: String,
    },
    /// Enters the sender in an event (and watches it).
    JoinTournament {
        /// The event's id.
        tournament: String,
    },
    /// Takes the sender out of an event: a game of it under way is lost.
    LeaveTournament {
        /// The event's id.
        tournament: String,
    },
    /// Gives the sender's name a password: an account, signed in with from any device (`hello`
    /// with `password`). Answered by `account`; `bad_request` when another account has the name
    /// (or one that looks like it) or the password is too short or long.
    SignUp {
        /// The password.
        password: Password,
    },
    /// A new password for the sender's account; every other device's token stops working.
    /// Answered by `account`.
    ChangePassword {
        /// The password now.
        old_password: Password,
        /// The new one.
        password: Password,
    },
    /// Every other device's token of the sender stops working (and its connections close).
    /// Answered by `account`.
    SignOutElsewhere,
    /// Asks for the best rated players of a game (and, for gomoku, a rule); answered by
    /// `leaderboard`.
    ListLeaderboard {
        /// The game.
        game: GameKind,
        /// Gomoku's rule (absent: freestyle).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        rule: Option<String>,
    },
    /// Asks for a player's profile (absent: the sender's own); answered by `profile`.
    GetProfile {
        /// The player's public id.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        player_id: Option<String>,
    },
    /// The host's controls; anyone else gets `unauthorized`.
    TournamentHost {
        /// The event's id.
        tournament: String,
        /// What the host does.
        action: HostAction,
        /// For `add`: who.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        add: Option<EntrantChoice>,
        /// For `remove`: the entrant's id, as `tournament` lists it.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        entrant: Option<String>,
        /// For `fix`: the game's number in the event.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        game: Option<u32>,
        /// For `fix`: its result.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        result: Option<TournamentResult>,
    },
}

impl ClientMsg {
    /// The `type` of every client message, in the order protocol.md lists them. The decoder
    /// uses it to tell an unknown type from a malformed known one; a test checks it against
    /// the enum and the fixtures.
    pub const TYPES: &'static [&'static str] = &[
        "hello",
        "list_rooms",
        "create_room",
        "join_room",
        "leave_room",
        "seat_ai",
        "put_step",
        "undo_request",
        "undo_agree",
        "undo_refuse",
        "draw_offer",
        "draw_agree",
        "draw_refuse",
        "resign",
        "abort",
        "claim_victory",
        "claim_draw",
        "chat",
        "player_info",
        "play_again",
        "play_again_agree",
        "play_again_refuse",
        "ping",
        "list_games",
        "request_review",
        "get_game",
        "open_sgf",
        "review_sgf",
        "list_bots",
        "decline_invite",
        "create_tournament",
        "list_tournaments",
        "watch_tournament",
        "join_tournament",
        "leave_tournament",
        "sign_up",
        "change_password",
        "sign_out_elsewhere",
        "list_leaderboard",
        "get_profile",
        "tournament_host",
    ];

    /// The message's `type` on the wire, e.g. for the `ref` of an error that answers it.
    #[must_use]
    pub const fn type_name(&self) -> &'static str {
        match self {
            ClientMsg::Hello { .. } => "hello",
            ClientMsg::ListRooms => "list_rooms",
            ClientMsg::CreateRoom { .. } => "create_room",
            ClientMsg::JoinRoom { .. } => "join_room",
            ClientMsg::LeaveRoom => "leave_room",
            ClientMsg::SeatAi { .. } => "seat_ai",
            ClientMsg::PutStep { .. } => "put_step",
            ClientMsg::UndoRequest => "undo_request",
            ClientMsg::UndoAgree => "undo_agree",
            ClientMsg::UndoRefuse => "undo_refuse",
            ClientMsg::DrawOffer => "draw_offer",
            ClientMsg::DrawAgree => "draw_agree",
            ClientMsg::DrawRefuse => "draw_refuse",
            ClientMsg::Resign => "resign",
            ClientMsg::Abort => "abort",
            ClientMsg::ClaimVictory => "claim_victory",
            ClientMsg::ClaimDraw => "claim_draw",
            ClientMsg::Chat { .. } => "chat",
            ClientMsg::PlayerInfo { .. } => "player_info",
            ClientMsg::PlayAgain => "play_again",
            ClientMsg::PlayAgainAgree => "play_again_agree",
            ClientMsg::PlayAgainRefuse => "play_again_refuse",
            ClientMsg::Ping => "ping",
            ClientMsg::ListGames { .. } => "list_games",
            ClientMsg::RequestReview { .. } => "request_review",
            ClientMsg::GetGame { .. } => "get_game",
            ClientMsg::OpenSgf { .. } => "open_sgf",
            ClientMsg::ReviewSgf { .. } => "review_sgf",
            ClientMsg::ListBots => "list_bots",
            ClientMsg::DeclineInvite { .. } => "decline_invite",
            ClientMsg::CreateTournament { .. } => "create_tournament",
            ClientMsg::ListTournaments => "list_tournaments",
            ClientMsg::WatchTournament { .. } => "watch_tournament",
            ClientMsg::JoinTournament { .. } => "join_tournament",
            ClientMsg::LeaveTournament { .. } => "leave_tournament",
            ClientMsg::TournamentHost { .. } => "tournament_host",
            ClientMsg::SignUp { .. } => "sign_up",
            ClientMsg::ChangePassword { .. } => "change_password",
            ClientMsg::SignOutElsewhere => "sign_out_elsewhere",
            ClientMsg::ListLeaderboard { .. } => "list_leaderboard",
            ClientMsg::GetProfile { .. } => "get_profile",
        }
    }
}
