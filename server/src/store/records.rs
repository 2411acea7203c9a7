//! What the store holds, as the rest of the server sees it: the same whichever database is
//! underneath.

use boardroom_engine::ai::Level;
use boardroom_engine::{Config, Move, Point, Side};

use super::{GameId, PlayerId};

/// Who sits in a seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Occupant {
    /// A person, by player id.
    Player(PlayerId),
    /// The server AI at a level.
    Ai(Level),
}

/// How a finished game ended, as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredResult {
    /// `black`, `white` or `draw`.
    pub result: String,
    /// The protocol's reason (`five`, `resign`, ...).
    pub reason: String,
    /// The winning row, if any.
    pub line: Vec<Point>,
}

/// A player as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredPlayer {
    /// The row id.
    pub id: PlayerId,
    /// SHA-256 of the player's token; the token itself is never stored.
    pub token_hash: Vec<u8>,
    /// The display name.
    pub name: String,
    /// The room the player was last in, if any.
    pub room: Option<String>,
    /// Whether the host registered the player as a bot (`boardroom-server bots add`).
    pub bot: bool,
}

/// A room's rules in the one shape they are kept in: the game and the options the room
/// accepted, as the protocol writes them (`create_room`'s `game` and `options`). Column `game`
/// holds the one, column `options` the other as its JSON, in rooms and in each of their games;
/// `room::Accepted::from_wire` is the one way from them to a game, a clock and an opening.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredOptions {
    /// The game.
    pub game: boardroom_protocol::GameKind,
    /// Its options, the clock, undo, the opening and the AI's time among them.
    pub options: boardroom_protocol::Options,
}

impl StoredOptions {
    /// The options of a game set up by `config` alone: no clock, undo allowed, no opening.
    #[must_use]
    pub fn of_config(config: &Config) -> StoredOptions {
        StoredOptions {
            game: crate::convert::game_kind_out(config.kind()),
            options: crate::convert::options_out(config, None),
        }
    }

    /// The game as the engine sets it up.
    ///
    /// # Errors
    /// The options do not make a game (a row edited by hand).
    pub fn config(&self) -> Result<Config, super::StoreError> {
        crate::convert::config(self.game, &self.options)
            .map_err(|e| super::StoreError::Corrupt(format!("options: {e}")))
    }
}

/// A room as stored: enough to rebuild it exactly.
#[derive(Debug, Clone, PartialEq)]
pub struct StoredRoom {
    /// The room code.
    pub code: String,
    /// The game and the options the room accepted.
    pub options: StoredOptions,
    /// Who sits in each seat, black first.
    pub seats: [Option<Occupant>; 2],
    /// The current game.
    pub game_id: GameId,
    /// The current game's moves, in order.
    pub moves: Vec<Move>,
    /// The mover's time left after each move, in a timed game (ms).
    pub times: Vec<Option<u64>>,
    /// How the current game ended, if it has.
    pub result: Option<StoredResult>,
    /// When anyone last acted in the room (ms since the epoch).
    pub last_active_ms: i64,
    /// Requests of the current game still waiting for an answer.
    pub requests: StoredRequests,
    /// The current game's chat, oldest first: its newest [`CHAT_LINES_READ`] lines.
    pub chat: Vec<StoredChat>,
}

/// How many of a game's newest chat lines a room reads back (as many as its chat log keeps).
pub const CHAT_LINES_READ: i64 = 100;

/// One line of a game's chat, as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredChat {
    /// When it was said (ms since the epoch).
    pub at_ms: i64,
    /// The speaker's name.
    pub speaker: String,
    /// The speaker's seat, `None` for a spectator.
    pub seat: Option<Side>,
    /// What was said.
    pub text: String,
}

/// The requests waiting for an answer in a room, each by the side that asked.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct StoredRequests {
    /// Take back the asker's last move.
    pub undo: Option<Side>,
    /// Call the game a draw.
    pub draw: Option<Side>,
    /// Start a new game.
    pub play_again: Option<Side>,
}

/// Everything the server needs at start-up.
#[derive(Debug, Default)]
pub struct Snapshot {
    /// Every player.
    pub players: Vec<StoredPlayer>,
    /// Every open room.
    pub rooms: Vec<StoredRoom>,
    /// The secret public game ids are made with.
    pub game_ids: GameIdKey,
    /// The tokens of players' other devices (`player_tokens`), each with its player.
    pub tokens: Vec<(Vec<u8>, PlayerId)>,
    /// The players with an account, each with its name's key.
    pub accounts: Vec<(PlayerId, String)>,
}

/// A player's new rating after a rated game (`Write::RateGame`).
#[derive(Debug, Clone, PartialEq)]
pub struct RatingRow {
    /// Whose.
    pub player: PlayerId,
    /// Glicko-2's rating.
    pub rating: f64,
    /// Its deviation.
    pub deviation: f64,
    /// Its volatility.
    pub volatility: f64,
}

/// A player's rating in one game and rule, as stored.
#[derive(Debug, Clone, PartialEq)]
pub struct StoredRating {
    /// Whose.
    pub player: PlayerId,
    /// The player's name.
    pub name: String,
    /// What it rates (`"gomoku/renju"`).
    pub kind: String,
    /// Glicko-2's rating.
    pub rating: f64,
    /// Its deviation.
    pub deviation: f64,
    /// Its volatility.
    pub volatility: f64,
    /// Rated games played.
    pub games: i64,
}

/// An account as stored: whose it is and its password's hash.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredAccount {
    /// The player whose name it is.
    pub player: PlayerId,
    /// The name's key (`text::account_key`).
    pub name_key: String,
    /// The password's argon2id PHC string.
    pub password_hash: String,
}

/// The server's secret for public game ids (`game_id_key`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct GameIdKey {
    /// The key: random bytes, made once.
    pub key: Vec<u8>,
    /// The largest game id when the key was made: those games also answer to bare numbers.
    pub legacy_max: GameId,
}

impl GameIdKey {
    /// A fresh random key's bytes.
    #[must_use]
    pub fn fresh() -> Vec<u8> {
        let mut key = vec![0; 32];
        rand::fill(key.as_mut_slice());
        key
    }
}

/// A finished or running game, for export.
#[derive(Debug, Clone, PartialEq)]
pub struct GameRecord {
    /// The game and its options.
    pub config: Config,
    /// The display names of the two sides, black first.
    pub names: [Option<String>; 2],
    /// The moves, in order.
    pub moves: Vec<Move>,
    /// The mover's time left after each move, in a timed game (ms).
    pub times: Vec<Option<u64>>,
    /// The options it was played under (its clock among them).
    pub options: boardroom_protocol::Options,
    /// How it ended, if it has.
    pub result: Option<StoredResult>,
    /// When it started (ms since the epoch).
    pub started_ms: i64,
    /// When it ended (ms since the epoch), once it has.
    pub ended_ms: Option<i64>,
    /// Who sat in each seat, black first.
    pub seats: [Option<Occupant>; 2],
    /// For a game read from a file (no seats, no room): who brought it.
    pub imported_by: Option<PlayerId>,
    /// Whether the game is being played: not over, and its room's current game.
    pub under_way: bool,
}

impl GameRecord {
    /// Whether the record is whole, to replay or to review: the game is not being played (it
    /// has ended, or its room closed before it did), or it came from a file, which is kept as
    /// the file had it, ended or not. A game under way is its players' until it ends.
    #[must_use]
    pub fn is_whole(&self) -> bool {
        !self.under_way
    }
}

/// An event as stored: its settings and every command it was given, in order; running them
/// again through its rules gives its state.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredTournament {
    /// The event's id.
    pub id: i64,
    /// The player who made it, its host.
    pub host: PlayerId,
    /// Its settings, as the tournaments module writes them.
    pub settings: String,
    /// When it was made, in ms since the epoch.
    pub created_ms: i64,
    /// Whether it is over.
    pub finished: bool,
    /// The commands, oldest first: each its time (ms on the event's clock) and its text.
    pub commands: Vec<(i64, String)>,
    /// Which stored game, in which room, plays which game of the event.
    pub games: Vec<TournamentGame>,
}

/// A game of an event, as stored: its number in the event, the stored game and its room.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TournamentGame {
    /// The event's number for it, from 1.
    pub game_no: u32,
    /// The stored game.
    pub game_id: GameId,
    /// The room it is played in.
    pub room: String,
}

/// A review of a game as stored: who asked, how it searches, and the positions judged so far
/// (each an evaluation as the review module writes it, in order from the start).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredReview {
    /// The game reviewed.
    pub game_id: GameId,
    /// The player who asked for it.
    pub player: PlayerId,
    /// The seed of the review's searches.
    pub seed: i64,
    /// The effort's name.
    pub effort: String,
    /// The positions judged, `steps[k]` the one after `k` moves.
    pub steps: Vec<String>,
    /// Whether every position is judged.
    pub done: bool,
}
