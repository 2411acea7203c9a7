//! The small values that messages are made of: games, seats, points, options, codes.
//!
//! Each type has exactly one JSON form, written next to it. Enums travel as snake_case strings.
//! Fields shown as `field?` in `shared/protocol.md` are `Option`s that are left out when `None`;
//! fields shown as nullable (`you: seat|null`, a free seat in `players`) are `Option`s that are
//! written as an explicit `null`.

use std::fmt;

use serde::de::{self, MapAccess, SeqAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// Which game a room plays. JSON: `"gomoku"`, `"reversi"`, `"nogo"` or `"hex_gomoku"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameKind {
    /// Five in a row on a square board (freestyle, standard, renju or caro).
    Gomoku,
    /// Othello on 8x8.
    Reversi,
    /// Anti-Go: capturing and suicide are both illegal.
    #[serde(rename = "nogo")]
    NoGo,
    /// Five in a row on a hexagonal board.
    HexGomoku,
}

impl GameKind {
    /// Every game, in the order the protocol lists them.
    pub const ALL: [GameKind; 4] = [
        GameKind::Gomoku,
        GameKind::Reversi,
        GameKind::NoGo,
        GameKind::HexGomoku,
    ];

    /// The game's name on the wire.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            GameKind::Gomoku => "gomoku",
            GameKind::Reversi => "reversi",
            GameKind::NoGo => "nogo",
            GameKind::HexGomoku => "hex_gomoku",
        }
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One of the two seats at a board. Black moves first. JSON: `"black"` or `"white"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Seat {
    /// The first player.
    Black,
    /// The second player.
    White,
}

impl Seat {
    /// Both seats, black first.
    pub const ALL: [Seat; 2] = [Seat::Black, Seat::White];

    /// The other seat.
    #[must_use]
    pub const fn other(self) -> Seat {
        match self {
            Seat::Black => Seat::White,
            Seat::White => Seat::Black,
        }
    }

    /// The seat's name on the wire.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Seat::Black => "black",
            Seat::White => "white",
        }
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The seat asked for when creating a room. JSON: `"black"`, `"white"` or `"random"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SeatChoice {
    /// Play black, and move first.
    Black,
    /// Play white.
    White,
    /// Let the server toss a coin; the default when `seat` is absent.
    #[default]
    Random,
}

/// A point of a board. JSON: a two-element array of integers.
///
/// Square boards (`gomoku`, `reversi`, `nogo`) read it as `[x, y]`: column from the left, row
/// from the top, both 0-based. `hex_gomoku` reads it as axial `[q, r]` with the centre at
/// `[0, 0]`. Both coordinates must fit in `-128..=127`; anything else is a malformed message
/// (`bad_request`), while a point in that range but off the board is a rule matter for the room
/// (`illegal_move`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point {
    /// Column (square boards) or `q` (hexagonal board).
    pub x: i8,
    /// Row (square boards) or `r` (hexagonal board).
    pub y: i8,
}

impl Point {
    /// A point from its two coordinates.
    #[must_use]
    pub const fn new(x: i8, y: i8) -> Point {
        Point { x, y }
    }
}

impl fmt::Display for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "[{},{}]", self.x, self.y)
    }
}

impl Serialize for Point {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        [self.x, self.y].serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Point {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Point, D::Error> {
        deserializer.deserialize_seq(PointVisitor)
    }
}

/// Reads `[x, y]` with messages that say what a point should look like.
struct PointVisitor;

impl<'de> Visitor<'de> for PointVisitor {
    type Value = Point;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a point [x, y] of two integers")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Point, A::Error> {
        let x = next_coordinate(&mut seq, 0, &self)?;
        let y = next_coordinate(&mut seq, 1, &self)?;
        // A third element makes the point ambiguous; say how many there were.
        let mut len = 2;
        while seq.next_element::<de::IgnoredAny>()?.is_some() {
            len += 1;
        }
        if len != 2 {
            return Err(de::Error::invalid_length(len, &self));
        }
        Ok(Point { x, y })
    }
}

/// Reads the coordinate at `index`, checking that it is there and fits in an `i8`.
fn next_coordinate<'de, A: SeqAccess<'de>>(
    seq: &mut A,
    index: usize,
    expected: &PointVisitor,
) -> Result<i8, A::Error> {
    // Read as i64 first so that an out-of-range number gets a message about points, not about i8.
    let value: i64 = seq
        .next_element()?
        .ok_or_else(|| de::Error::invalid_length(index, expected))?;
    i8::try_from(value).map_err(|_| {
        de::Error::custom(format_args!(
            "coordinate {value} is out of range: a point's coordinates are -128 to 127"
        ))
    })
}

/// The stones on a board, by colour, whatever the board's shape.
/// JSON: `{"black": [[x,y], ...], "white": [...]}`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Stones {
    /// Black's stones (or discs), in no particular order.
    pub black: Vec<Point>,
    /// White's stones (or discs), in no particular order.
    pub white: Vec<Point>,
}

/// The short code that names a room, e.g. `K7Q2`; people read it aloud, and the invite link
/// `http://HOST:PORT/r/CODE` carries it. JSON: a string.
///
/// The protocol does not fix its alphabet or length: the server makes the codes, and a code it
/// does not know is answered with `no_such_room`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct RoomCode(String);

impl RoomCode {
    /// A room code from its text.
    #[must_use]
    pub fn new(code: impl Into<String>) -> RoomCode {
        RoomCode(code.into())
    }

    /// The code's text.
    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for RoomCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl From<String> for RoomCode {
    fn from(code: String) -> RoomCode {
        RoomCode(code)
    }
}

impl From<&str> for RoomCode {
    fn from(code: &str) -> RoomCode {
        RoomCode(code.to_owned())
    }
}

/// Why a request was refused: the `code` of an `error` message. JSON: a snake_case string.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    /// The frame is not JSON, not an object, has an unknown `type`, or a field is missing or of
    /// the wrong type. The connection stays open and nothing changed.
    BadRequest,
    /// The frame is over [`crate::MAX_FRAME_BYTES`]; the server closes the connection with 1009.
    TooLarge,
    /// A message other than `hello` came before `hello`.
    Unauthorized,
    /// The client sends faster than the server allows.
    RateLimited,
    /// No room has that code (or it was closed).
    NoSuchRoom,
    /// Both seats are taken (or there is no empty seat for the AI).
    RoomFull,
    /// The message only makes sense inside a room, and the connection is in none (or only
    /// watches it).
    NotInRoom,
    /// A move or a request made when it is the other seat's turn.
    NotYourTurn,
    /// `put_step`'s `ply` is not the number of moves played: the client is behind.
    Stale,
    /// The move breaks a rule of the game (occupied, off the board, flips nothing, ...).
    IllegalMove,
    /// The move is forbidden to black under renju (overline, double four, double three).
    Forbidden,
    /// The game is over; moves and in-game requests are refused.
    GameOver,
    /// `play_again` before the game is over.
    GameNotOver,
    /// An answer (agree or refuse) with no request of that kind pending.
    NothingPending,
    /// A request of that kind is already pending.
    AlreadyPending,
    /// The server cannot take more work now (e.g. every AI worker is busy).
    ServerBusy,
}

impl ErrorCode {
    /// Every code, in the order the protocol lists them.
    pub const ALL: [ErrorCode; 16] = [
        ErrorCode::BadRequest,
        ErrorCode::TooLarge,
        ErrorCode::Unauthorized,
        ErrorCode::RateLimited,
        ErrorCode::NoSuchRoom,
        ErrorCode::RoomFull,
        ErrorCode::NotInRoom,
        ErrorCode::NotYourTurn,
        ErrorCode::Stale,
        ErrorCode::IllegalMove,
        ErrorCode::Forbidden,
        ErrorCode::GameOver,
        ErrorCode::GameNotOver,
        ErrorCode::NothingPending,
        ErrorCode::AlreadyPending,
        ErrorCode::ServerBusy,
    ];

    /// The code's name on the wire.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            ErrorCode::BadRequest => "bad_request",
            ErrorCode::TooLarge => "too_large",
            ErrorCode::Unauthorized => "unauthorized",
            ErrorCode::RateLimited => "rate_limited",
            ErrorCode::NoSuchRoom => "no_such_room",
            ErrorCode::RoomFull => "room_full",
            ErrorCode::NotInRoom => "not_in_room",
            ErrorCode::NotYourTurn => "not_your_turn",
            ErrorCode::Stale => "stale",
            ErrorCode::IllegalMove => "illegal_move",
            ErrorCode::Forbidden => "forbidden",
            ErrorCode::GameOver => "game_over",
            ErrorCode::GameNotOver => "game_not_over",
            ErrorCode::NothingPending => "nothing_pending",
            ErrorCode::AlreadyPending => "already_pending",
            ErrorCode::ServerBusy => "server_busy",
        }
    }
}

impl fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// How hard the server AI plays. JSON: `"easy"`, `"medium"` or `"hard"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AiLevel {
    /// The seed program's own strategy: beatable by a casual player.
    Easy,
    /// A real engine with a short budget; the default when a level is absent.
    #[default]
    Medium,
    /// The strongest engine, with the longest budget.
    Hard,
}

/// Who the creator of a room wants to play. JSON: `"human"` or `"ai"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Opponent {
    /// Wait for a person to join; the default when `opponent` is absent.
    #[default]
    Human,
    /// The server AI takes the other seat at once.
    Ai,
}

/// What kind of player sits in a seat. JSON: `"human"` or `"ai"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PlayerKind {
    /// A person on a client.
    Human,
    /// The server AI.
    Ai,
}

/// How to enter a room. JSON: `"player"` or `"spectator"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum JoinAs {
    /// Take the empty seat (`room_full` if there is none); the default when `as` is absent.
    #[default]
    Player,
    /// Watch without a seat.
    Spectator,
}

/// Where a room's game stands. JSON: `"waiting"`, `"playing"` or `"over"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// A seat is still empty; no move can be played yet.
    Waiting,
    /// Both seats are taken and the game is on.
    Playing,
    /// The game has ended; see the result.
    Over,
}

/// How a game ended. JSON: `"black"`, `"white"` (the winner) or `"draw"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameResult {
    /// Black won.
    Black,
    /// White won.
    White,
    /// Nobody won.
    Draw,
}

impl GameResult {
    /// The result in which `seat` wins.
    #[must_use]
    pub const fn win(seat: Seat) -> GameResult {
        match seat {
            Seat::Black => GameResult::Black,
            Seat::White => GameResult::White,
        }
    }

    /// The winner, or `None` for a draw.
    #[must_use]
    pub const fn winner(self) -> Option<Seat> {
        match self {
            GameResult::Black => Some(Seat::Black),
            GameResult::White => Some(Seat::White),
            GameResult::Draw => None,
        }
    }
}

/// Why a game ended. JSON: a snake_case string.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reason {
    /// Five (or more, where the rule allows) in a row.
    Five,
    /// Reversi: neither side can move; more discs wins, equal is a draw.
    Count,
    /// NoGo: the side to move has no legal move and loses.
    NoLegalMove,
    /// Five-in-a-row games: the board filled up without a winner.
    BoardFull,
    /// A player resigned.
    Resign,
    /// Both players agreed to a draw.
    Agreement,
    /// A player left the game and the opponent claimed it (a win, or a draw if they chose).
    Forfeit,
    /// A player's time ran out.
    Timeout,
    /// The game was called off before both sides had made a move; it counts for nobody.
    Aborted,
}

/// A kind of request that waits for the opponent's answer. JSON: `"undo"`, `"draw"` or
/// `"play_again"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PendingKind {
    /// Take back the requester's last move.
    Undo,
    /// End the game as a draw.
    Draw,
    /// Start a new game in the same room, colours swapped.
    PlayAgain,
}

/// A game's options as a client asked for them; nothing here is checked but the JSON types.
/// JSON: an object, every key optional; the game's default applies to a key left out (see
/// `games.md`).
///
/// Keys this version does not know are ignored, so that a newer client (e.g. one sending the
/// planned `clock`) still gets a room from an older server. A known key with a value of the
/// wrong JSON type, or `options` that is not an object, makes the whole message a `bad_request`.
/// Values out of range (a size the game does not allow, an unknown rule, an option the game does
/// not have) are refused by the server when it builds the game.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash, Serialize)]
pub struct Options {
    /// Board size: points along an edge (gomoku 9..=19, default 15; nogo 7..=19, default 9;
    /// hex_gomoku 5..=10 points a side, default 8; reversi only 8).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub size: Option<i64>,
    /// Gomoku's rule: `freestyle` (default), `standard` or `renju`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rule: Option<String>,
    /// NoGo: whether the very first move may not be the centre point (default true).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub center_first_forbidden: Option<bool>,
    /// The time the server AI may think per move, in milliseconds (the server caps it); absent
    /// means the level's own budget.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ai_budget_ms: Option<u64>,
    /// The game's clock; absent means untimed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub clock: Option<ClockOptions>,
    /// Whether a player may ask to take a move back (default true); `false` turns undo off for
    /// both players.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub undo: Option<bool>,
    /// How each game starts: from given moves, a built-in opening by name, or one drawn at
    /// random for every game; absent means the empty board (the game's usual start).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub opening: Option<OpeningChoice>,
    /// Whether the room's games are rated (a game between two accounts, or an account and the
    /// server's AI, changes their ratings); absent means casual.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rated: Option<bool>,
}

/// A room's opening. JSON: `"random"` (a built-in opening drawn for every game), an opening's
/// name (`"sword"`), or a list of points played in turn from the start (`[[7, 7], [8, 8]]`).
/// The server checks the name against the game's set and each point like any move.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum OpeningChoice {
    /// `"random"`, or the name of a built-in opening.
    Named(String),
    /// These moves, black first.
    Moves(Vec<Point>),
}

impl OpeningChoice {
    /// The choice that draws a built-in opening for every game.
    pub const RANDOM: &'static str = "random";
}

impl Serialize for OpeningChoice {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            OpeningChoice::Named(name) => name.serialize(serializer),
            OpeningChoice::Moves(points) => points.serialize(serializer),
        }
    }
}

impl<'de> Deserialize<'de> for OpeningChoice {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<OpeningChoice, D::Error> {
        deserializer.deserialize_any(OpeningVisitor)
    }
}

/// Reads an [`OpeningChoice`]: a string or a list of points.
struct OpeningVisitor;

impl<'de> Visitor<'de> for OpeningVisitor {
    type Value = OpeningChoice;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("\"random\", an opening's name, or a list of points [[x, y], ...]")
    }

    fn visit_str<E: de::Error>(self, name: &str) -> Result<OpeningChoice, E> {
        Ok(OpeningChoice::Named(name.to_owned()))
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<OpeningChoice, A::Error> {
        let mut points = Vec::new();
        while let Some(point) = seq.next_element::<Point>()? {
            points.push(point);
        }
        Ok(OpeningChoice::Moves(points))
    }
}

/// The opening the current game began with (`room_state.opening`). JSON: `{"name"?: "sword",
/// "plies": 3}`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct OpeningInfo {
    /// The built-in opening's name; absent for moves the room was given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// How many of the game's first moves are the opening's: undo never takes them back.
    pub plies: u32,
}

/// An external engine the server can seat, and what it plays (`welcome.engines`).
/// JSON: `{"name": "pela", "protocol": "piskvork", "about"?: "Pela 2.1", "plays": [...]}`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct EngineInfo {
    /// The name to seat it by (`create_room` or `seat_ai` with `"engine"`).
    pub name: String,
    /// The protocol it speaks: `piskvork`, `nboard` or `botzone` (for a person to read).
    pub protocol: String,
    /// The engine's own name for itself, when it told one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub about: Option<String>,
    /// What it plays; a room can seat it only for one of these.
    pub plays: Vec<EnginePlays>,
}

/// One game an engine plays. JSON: `{"game": "gomoku", "rules"?: ["freestyle", "renju"],
/// "sizes"?: [15, 19]}`; `rules` only for gomoku, `sizes` absent when every size is played.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct EnginePlays {
    /// The game.
    pub game: GameKind,
    /// Gomoku's rules it plays.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rules: Vec<String>,
    /// The board sizes it plays; empty means every size.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub sizes: Vec<i64>,
}

/// A bot online, as `bots` lists it. JSON: `{"name": "simplebot", "plays"?: [{"game":
/// "gomoku"}], "busy": false}`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct BotInfo {
    /// Its name, to seat it by.
    pub name: String,
    /// The games it said it plays; empty means every game.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub plays: Vec<EnginePlays>,
    /// Whether it would be refused now: no connection of it free, or as many rooms as a bot
    /// may hold.
    pub busy: bool,
}

/// A game clock as a room asks for it. JSON: `{"initial_s": 180, "increment_s": 2}` (Fischer:
/// a time for the whole game, plus an increment after each move) or `{"per_move_s": 30}` (a
/// fixed time for every move, as in Gomocup and Botzone). Checked by the server.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ClockOptions {
    /// Fischer: each player's time for the game, in seconds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub initial_s: Option<u32>,
    /// Fischer: the seconds added to a player's time after each of their moves (default 0).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub increment_s: Option<u32>,
    /// Time per move: the seconds a player has for each move; nothing carries over.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub per_move_s: Option<u32>,
}

/// Both clocks as the server sees them. JSON: `{"black_ms": 171500, "white_ms": 180000,
/// "running": "white"}`, plus `first_move_ms` before both sides have made their first move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ClockState {
    /// Black's time left, in milliseconds.
    pub black_ms: u64,
    /// White's time left, in milliseconds.
    pub white_ms: u64,
    /// The clock that is running now, counting down from the time given above (as of when the
    /// message was sent); absent while none runs (before the first moves, or after the end).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub running: Option<Seat>,
    /// Before both sides have made their first move the clocks do not run; instead the side to
    /// move has this long to make its first move, or the game is aborted.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first_move_ms: Option<u64>,
}

impl<'de> Deserialize<'de> for Options {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Options, D::Error> {
        // serde's derived reader would also take an array, `[15, "renju"]`, filling fields by
        // position; options are an object and nothing else.
        deserializer.deserialize_map(OptionsVisitor)
    }
}

/// Reads [`Options`] from an object only.
struct OptionsVisitor;

impl<'de> Visitor<'de> for OptionsVisitor {
    type Value = Options;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("an object of game options")
    }

    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Options, A::Error> {
        let raw = RawOptions::deserialize(de::value::MapAccessDeserializer::new(map))?;
        Ok(Options {
            size: raw.size,
            rule: raw.rule,
            center_first_forbidden: raw.center_first_forbidden,
            ai_budget_ms: raw.ai_budget_ms,
            clock: raw.clock,
            undo: raw.undo,
            opening: raw.opening,
            rated: raw.rated,
        })
    }
}

/// The derived reader behind [`OptionsVisitor`]: the keys [`Options`] knows, each optional;
/// other keys are skipped.
#[derive(Default, Deserialize)]
#[serde(default)]
struct RawOptions {
    /// See [`Options::size`].
    size: Option<i64>,
    /// See [`Options::rule`].
    rule: Option<String>,
    /// See [`Options::center_first_forbidden`].
    center_first_forbidden: Option<bool>,
    /// See [`Options::ai_budget_ms`].
    ai_budget_ms: Option<u64>,
    /// See [`Options::clock`].
    clock: Option<ClockOptions>,
    /// See [`Options::undo`].
    undo: Option<bool>,
    /// See [`Options::opening`].
    opening: Option<OpeningChoice>,
    /// See [`Options::rated`].
    rated: Option<bool>,
}

/// The two seats of a room, each empty (`null`) or taken.
/// JSON: `{"black": null | player, "white": null | player}`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Players {
    /// Who sits at black, or `None` (sent as `null`) while the seat is empty.
    pub black: Option<PlayerInfo>,
    /// Who sits at white, or `None` (sent as `null`) while the seat is empty.
    pub white: Option<PlayerInfo>,
}

impl Players {
    /// The player at `seat`, if any.
    #[must_use]
    pub fn get(&self, seat: Seat) -> Option<&PlayerInfo> {
        match seat {
            Seat::Black => self.black.as_ref(),
            Seat::White => self.white.as_ref(),
        }
    }

    /// The slot for `seat`, to fill or empty it.
    #[must_use]
    pub fn get_mut(&mut self, seat: Seat) -> &mut Option<PlayerInfo> {
        match seat {
            Seat::Black => &mut self.black,
            Seat::White => &mut self.white,
        }
    }
}

/// The player in a seat. JSON: `{"name": "...", "kind": "human"|"ai", "connected": bool,
/// "level"?: "easy"|"medium"|"hard", "claim_in_ms"?: 41200}`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PlayerInfo {
    /// The name the player chose (`hello` or `player_info`), or the AI's name.
    pub name: String,
    /// Whether a person or the server AI plays this seat.
    pub kind: PlayerKind,
    /// Whether the player has a live connection now; a seat stays taken while its player is
    /// away. Always true for the AI.
    pub connected: bool,
    /// The AI's level; present only when `kind` is `ai` (an extension of protocol.md).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<AiLevel>,
    /// In a `room_state`, for a player away from a game under way: how long they still have
    /// to come back before the opponent may claim (the countdown `peer_status` started).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub claim_in_ms: Option<u64>,
    /// For an external engine (`kind` is `ai`): the engine's name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub engine: Option<String>,
}

/// One room as the lobby lists it (`rooms`).
/// JSON: `{"room", "game", "options", "players": {"black", "white"}, "spectators", "status"}`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct RoomSummary {
    /// The room's code.
    pub room: RoomCode,
    /// The game it plays.
    pub game: GameKind,
    /// The options the room was created with.
    pub options: Options,
    /// Who sits where; an empty seat is `null`.
    pub players: Players,
    /// How many people watch without a seat.
    pub spectators: u32,
    /// Whether the room waits for a player, plays, or has finished a game.
    pub status: Status,
}

/// One move of a game record: a stone on a point, or a pass.
/// JSON: `{"at": [x, y]}` or `{"pass": true}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "RawHistoryEntry", into = "RawHistoryEntry")]
pub enum HistoryEntry {
    /// A stone (or disc) put on a point.
    Place(Point),
    /// A pass (reversi, when the side to move has no placement).
    Pass,
}

/// The JSON form of a [`HistoryEntry`], checked by `TryFrom` so that exactly one of the two
/// keys is present.
#[derive(Serialize, Deserialize)]
struct RawHistoryEntry {
    /// The point played, for a placement.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    at: Option<Point>,
    /// True for a pass.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pass: bool,
}

impl TryFrom<RawHistoryEntry> for HistoryEntry {
    type Error = &'static str;

    fn try_from(raw: RawHistoryEntry) -> Result<HistoryEntry, &'static str> {
        match (raw.at, raw.pass) {
            (Some(at), false) => Ok(HistoryEntry::Place(at)),
            (None, true) => Ok(HistoryEntry::Pass),
            (Some(_), true) => Err("a history entry has either `at` or `pass`, not both"),
            (None, false) => Err("a history entry needs `at` or `pass: true`"),
        }
    }
}

impl From<HistoryEntry> for RawHistoryEntry {
    fn from(entry: HistoryEntry) -> RawHistoryEntry {
        match entry {
            HistoryEntry::Place(at) => RawHistoryEntry {
                at: Some(at),
                pass: false,
            },
            HistoryEntry::Pass => RawHistoryEntry {
                at: None,
                pass: true,
            },
        }
    }
}

/// The requests waiting for an answer, each with the seat that asked. A kind with nothing
/// pending is left out, so no request pending is `{}`.
/// JSON: `{"undo"?: seat, "draw"?: seat, "play_again"?: seat}`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Pending {
    /// The seat that asked to take back its last move.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub undo: Option<Seat>,
    /// The seat that offered a draw.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub draw: Option<Seat>,
    /// The seat that asked for a new game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub play_again: Option<Seat>,
}

impl Pending {
    /// The seat that made the pending request of `kind`, if any.
    #[must_use]
    pub const fn get(&self, kind: PendingKind) -> Option<Seat> {
        match kind {
            PendingKind::Undo => self.undo,
            PendingKind::Draw => self.draw,
            PendingKind::PlayAgain => self.play_again,
        }
    }
}

/// The disc or stone count of each side, as the scoreboard shows it. JSON: `{"black": n,
/// "white": n}`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Score {
    /// Black's count.
    pub black: u32,
    /// White's count.
    pub white: u32,
}

/// The whole truth about a room, sent on join, reconnect, undo and new game (`room_state`).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct RoomState {
    /// The room's code.
    pub room: RoomCode,
    /// The current game's id, for `GET /games/{game_id}.sgf`; a new game (play again) gets a new
    /// id.
    pub game_id: String,
    /// The game the room plays.
    pub game: GameKind,
    /// The game's options, as the room uses them.
    pub options: Options,
    /// The receiver's own seat, or `None` (sent as `null`) for a spectator.
    pub you: Option<Seat>,
    /// Who sits where; an empty seat is `null`.
    pub players: Players,
    /// Every stone on the board now.
    pub stones: Stones,
    /// The seat whose turn it is.
    pub to_move: Seat,
    /// How many moves (passes included) have been played; `put_step` must echo it.
    pub ply: u32,
    /// Every move since the start, oldest first; `history.len() == ply`.
    pub history: Vec<HistoryEntry>,
    /// The points the side to move may play; empty when the game is not being played.
    pub legal: Vec<Point>,
    /// Where the game stands.
    pub status: Status,
    /// How the game ended; present only when `status` is `over`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<GameResult>,
    /// Why the game ended; present only when `status` is `over` (an extension of protocol.md,
    /// so that a client joining a finished game can say why).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<Reason>,
    /// The winning row, when the game was won by one (an extension of protocol.md).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub line: Option<Vec<Point>>,
    /// The requests waiting for an answer.
    pub pending: Pending,
    /// Each side's disc count, for games that are decided by counting (reversi).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub score: Option<Score>,
    /// Both clocks, in a timed game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<ClockState>,
    /// An absent player's seat whose countdown ran out: the receiver, if seated opposite, may
    /// claim the game (`claim_victory` or `claim_draw`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub claimable: Option<Seat>,
    /// Once the game is over, a sentence on why, when `reason` alone does not say it (an
    /// engine that crashed, ran out of time or played an illegal move).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub detail: Option<String>,
    /// The opening the game began with, when it began with one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub opening: Option<OpeningInfo>,
}

/// One line of a room's chat, as `chat` sent it (`chat_history`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChatEntry {
    /// The speaker's name.
    pub from: String,
    /// The speaker's seat, or `None` (sent as `null`) for a spectator.
    pub seat: Option<Seat>,
    /// What was said.
    pub text: String,
    /// When the server received it, in milliseconds since the Unix epoch (UTC).
    pub at: u64,
    /// When `text` is one of the server's fixed phrases, its id (as in `chat`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub phrase: Option<String>,
}

/// One finished game in a player's list (`games`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameSummary {
    /// The game's id: for `GET /g/{game_id}` (its replay), `GET /games/{game_id}.sgf`, and
    /// `request_review`.
    pub game_id: String,
    /// The game.
    pub game: GameKind,
    /// Its options.
    pub options: Options,
    /// Black's name (the AI's for an AI seat); `null` for a seat nobody held.
    pub black: Option<String>,
    /// White's name.
    pub white: Option<String>,
    /// The seat the player asking held.
    pub you: Seat,
    /// How it ended.
    pub result: GameResult,
    /// Why.
    pub reason: Reason,
    /// When it started, in milliseconds since the Unix epoch.
    pub started_ms: i64,
    /// When it ended, in milliseconds since the Unix epoch (absent for a game of an older
    /// server that did not record it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ended_ms: Option<i64>,
    /// How many moves were played (passes included).
    pub moves: u32,
}

/// A whole game to replay (`game_record`): a finished game of the store (`get_game`) or a game
/// read from an SGF file (`open_sgf`). Every move carries what it did (the discs it turned
/// over), so a client steps through the game without knowing the rules.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    /// The game's id in the store; absent for a game read from an SGF file.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game_id: Option<String>,
    /// Whether the stored game was read from an SGF file a player brought (`review_sgf`)
    /// rather than played on the server: its names and result are the file's. Absent (false)
    /// for a game played here.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub imported: bool,
    /// The game.
    pub game: GameKind,
    /// Its options (the board and rule).
    pub options: Options,
    /// Black's name, when known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub black: Option<String>,
    /// White's name, when known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub white: Option<String>,
    /// How it ended; absent for a record that does not say (an SGF file of a game not over).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<GameResult>,
    /// Why it ended, with `result`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<Reason>,
    /// The winning row, when a row won the game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub line: Option<Vec<Point>>,
    /// When it started, in milliseconds since the Unix epoch (a stored game only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub started_ms: Option<i64>,
    /// The position before the first move (reversi's four discs, an SGF file's set-up stones;
    /// empty for the other games' usual start).
    pub start: Stones,
    /// Every move, oldest first.
    pub moves: Vec<RecordMove>,
}

/// One move of a [`GameRecord`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RecordMove {
    /// The seat that moved.
    pub by: Seat,
    /// The point played; absent for a pass.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub at: Option<Point>,
    /// True for a pass.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub pass: bool,
    /// Reversi: the discs the move turned over (kept for clients that read no `changed`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub flipped: Vec<Point>,
    /// Every point the move changed besides its own, with what stands there now.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub changed: Vec<crate::Changed>,
    /// The record's comment on the move (an SGF file's `C`, or a finished review's verdict).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub comment: Option<String>,
}

/// What a review made of a move. JSON: a snake_case string.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MoveClass {
    /// Nothing worth a mark.
    Good,
    /// A little given away: the mover's chance dropped by 5 points of 100 or more.
    Inaccuracy,
    /// A real loss: 10 points or more.
    Mistake,
    /// A loss that can turn the game: 15 points or more, a win let go, or 10 discs or more of
    /// a solved reversi endgame.
    Blunder,
}

/// One move of a review (`review`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReviewedMove {
    /// The move's ply: 0 for the first move.
    pub ply: u32,
    /// What it was.
    pub class: MoveClass,
    /// The engine's move in the position before it, when it was another (absent for a pass).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub best: Option<Point>,
    /// Black's chance to win after the engine's move (`best`), in thousandths, when the review
    /// judged it: with `black`, what a client needs to say the verdict in its own words.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub after_best: Option<u16>,
    /// Five in a row: the win by continuous fours the mover let go, from the mover's first four
    /// to the five (the defender's forced blocks between). Absent unless the move missed one.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub missed_vcf: Vec<Point>,
    /// Reversi, solved exactly: the discs the move lost against perfect play.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub discs_lost: Option<u32>,
    /// The verdict in words, as the SGF export's comment says it.
    pub comment: String,
}

/// A finished review of a game (`review`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameReview {
    /// The game reviewed.
    pub game_id: String,
    /// Black's chance to win in each position, in thousandths (0 to 1000, a draw counting
    /// half): the start first, then after each move. The evaluation graph.
    pub black: Vec<u16>,
    /// Every move's verdict, in order.
    pub moves: Vec<ReviewedMove>,
}
