//! The durable store: players, rooms, games and every move, in one of two databases behind one
//! handle. SQLite (one file in the data folder) is the default, embedded and needing nothing;
//! PostgreSQL (`--store postgres://...`) is for a server whose games must outlive its machine,
//! and for several servers sharing one store.
//!
//! Both keep the same promise, in the same way. One writer (a thread for SQLite, a task for
//! PostgreSQL) owns the write connection. Rooms send it [`Write`] jobs; it takes every job
//! waiting, runs them in one transaction, commits (SQLite with a full fsync, PostgreSQL with
//! `synchronous_commit` on), and only then answers. That is group commit: a `step` is broadcast
//! only after its move is durable, yet a busy server pays one flush for many moves. A job that
//! fails fails alone: the others of its batch are stored all the same.
//!
//! The seam is small: the writer's queue, which both share, and `Reads`, the enum of the two
//! ways to read a game back. What each database does is in `sqlite.rs` and `postgres/`; the
//! types here and in `records.rs` are all the rest of the server sees.
//!
//! Files: `records.rs` (what is stored), `columns.rs` (how a value is written in a column, the
//! same in both databases), `location.rs` (`--store`), `fence.rs` (a cluster owner's right to
//! write a room), `sqlite.rs`, `postgres/`, `migrate.rs` (`boardroom-server migrate`: SQLite
//! into PostgreSQL).

mod columns;
mod fence;
mod location;
pub mod migrate;
mod move_log;
mod postgres;
mod records;
mod sqlite;
#[cfg(test)]
mod upgrade_tests;

use std::path::Path;
use std::sync::Arc;
use std::time::{Instant, SystemTime, UNIX_EPOCH};

use boardroom_engine::{Config, Move, Side};
use tokio::sync::{mpsc, oneshot};

use crate::metrics::Metrics;

pub use fence::Fence;
pub use location::Location;
pub(crate) use postgres::CachedClient;
pub use records::{
    CHAT_LINES_READ, GameIdKey, GameRecord, Occupant, RatingRow, Snapshot, StoredAccount,
    StoredChat, StoredOptions, StoredPlayer, StoredRating, StoredRequests, StoredResult,
    StoredReview, StoredRoom, StoredTournament, TournamentGame,
};

/// A player's row id.
pub type PlayerId = i64;
/// A game's row id: the `game_id` of the protocol and of `/games/{id}.sgf`.
pub type GameId = i64;

/// The SQLite database's file name inside the data folder.
pub const DATABASE_FILE: &str = "boardroom.sqlite3";

/// How many write jobs may wait for the writer before senders wait in turn.
const WRITE_QUEUE: usize = 4096;

/// Why the store failed. Every failure leaves the room's state as it was.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// SQLite refused or failed.
    #[error("database: {0}")]
    Sqlite(#[from] rusqlite::Error),
    /// PostgreSQL refused or failed, or could not be reached.
    #[error("database: {0}")]
    Postgres(#[from] tokio_postgres::Error),
    /// The transaction holding this write failed as a whole (its commit, or the connection):
    /// the same message for every write of the batch, none of which was stored.
    #[error("database: {0}")]
    Batch(String),
    /// The data folder could not be made.
    #[error("data folder: {0}")]
    Io(#[from] std::io::Error),
    /// A new account's name is another account's (or the player has one already).
    #[error("the name is taken by an account")]
    NameTaken,
    /// The writer has stopped (the server is shutting down).
    #[error("the store is closed")]
    Closed,
    /// A stored row does not describe a game (the file was edited by hand, or is from a newer
    /// version).
    #[error("corrupt row: {0}")]
    Corrupt(String),
    /// A write named a row that is not there (a room, say).
    #[error("no such {0}")]
    Missing(&'static str),
    /// A new room's code is that of a room still open. (A closed room's code may be drawn
    /// again: the new room takes its row over, and its games keep their records.)
    #[error("the room code is in use")]
    CodeInUse,
    /// A move was stored for a ply that already has one.
    #[error("that ply already has a move")]
    PlyStored,
    /// The schema could not be brought up to date.
    #[error("migration: {0}")]
    Migration(String),
    /// The write's fence no longer holds: its node lost its lease, or the room has another
    /// owner (cluster mode). Nothing of the write was stored.
    #[error("this node no longer owns the room")]
    Fenced,
    /// A new room's claim failed: another node owns its code, or this node's lease has run out
    /// (cluster mode). Nothing of the write was stored.
    #[error("the room code is another node's")]
    Unclaimed,
    /// `--store` names no store this server knows.
    #[error(
        "unknown store {0:?}: give `sqlite` (the file in the data folder) or a \
         postgres:// URL"
    )]
    UnknownStore(String),
}

/// A player's ratings (`$1`: the player), the same text in both databases.
const RATINGS_OF: &str =
    "SELECT r.player_id, p.name, r.kind, r.rating, r.deviation, r.volatility, r.games
    FROM ratings r JOIN players p ON p.id = r.player_id WHERE r.player_id = $1 ORDER BY r.kind";

/// A leaderboard (`$1`: the limit, `$2`: the kind, `$3`: the largest deviation shown).
const LEADERBOARD: &str =
    "SELECT r.player_id, p.name, r.kind, r.rating, r.deviation, r.volatility, r.games
    FROM ratings r JOIN players p ON p.id = r.player_id
    WHERE r.kind = $2 AND r.deviation <= $3 ORDER BY r.rating DESC, r.player_id LIMIT $1";

/// A player's rating history (`$1`: the player, `$2`: the games kept a kind), oldest first.
const RATING_HISTORY: &str = "SELECT kind, at_ms, rating FROM (
        SELECT kind, at_ms, rating, game_id,
               row_number() OVER (PARTITION BY kind ORDER BY at_ms DESC, game_id DESC) AS n
        FROM rating_history WHERE player_id = $1
    ) AS h WHERE n <= $2 ORDER BY kind, at_ms, game_id";

/// What the host's console put in force.
const MODERATION: &str = "SELECT kind, target FROM moderation ORDER BY at_ms, kind, target";

/// The console's last actions (`$1`: how many), newest first.
const AUDIT: &str = "SELECT at_ms, action, detail FROM audit ORDER BY id DESC LIMIT $1";

/// How an account is looked up.
#[derive(Debug, Clone)]
pub enum AccountBy {
    /// By its name's key (`text::account_key`).
    NameKey(String),
    /// By its player.
    Player(PlayerId),
}

/// A write job for the writer.
#[derive(Debug)]
pub enum Write {
    /// A new player; answers the id.
    CreatePlayer {
        /// SHA-256 of the token.
        token_hash: Vec<u8>,
        /// The display name.
        name: String,
    },
    /// A bot the host registers: a new player, marked as a registered bot; answers the id.
    RegisterBot {
        /// SHA-256 of the bot's key (its token).
        token_hash: Vec<u8>,
        /// The bot's name.
        name: String,
    },
    /// A registered bot no longer is one; its old key no longer signs in (`Missing` when the
    /// player is no registered bot).
    RemoveBot {
        /// Who.
        id: PlayerId,
        /// A token hash nobody holds, in place of the key's.
        token_hash: Vec<u8>,
    },
    /// Gives a player an account (`NameTaken` when another account has the name's key, or
    /// the player has one).
    CreateAccount {
        /// Who.
        player: PlayerId,
        /// The name's key (`text::account_key`).
        name_key: String,
        /// The password's argon2id PHC string.
        password_hash: String,
    },
    /// A new password for a player's account (`Missing` when the player has none).
    SetPassword {
        /// Whose.
        player: PlayerId,
        /// The password's argon2id PHC string.
        password_hash: String,
    },
    /// A token for one more of a player's devices (a sign-in).
    AddToken {
        /// Whose.
        player: PlayerId,
        /// SHA-256 of the token.
        token_hash: Vec<u8>,
    },
    /// Every token of a player stops working but `keep`, which becomes their one token.
    RevokeTokens {
        /// Whose.
        player: PlayerId,
        /// SHA-256 of the token kept (the device that asked).
        keep: Vec<u8>,
    },
    /// The ratings after a rated game: each row's rating replaced (one more game), and kept in
    /// its history with the game.
    RateGame {
        /// The game.
        game_id: GameId,
        /// What it rates.
        kind: String,
        /// The players' new ratings.
        rows: Vec<RatingRow>,
    },
    /// The host's console puts a rule in force (`on`) or lifts it: `kind` is `ban_player`,
    /// `ban_address` or `mute`, `target` the player's id or the address.
    Moderate {
        /// What.
        kind: String,
        /// Whom.
        target: String,
        /// In force, or lifted.
        on: bool,
    },
    /// An action of the host's console, for the audit log.
    Audit {
        /// What was done (`ban`, `kick`, ...).
        action: String,
        /// To whom, and how, in words.
        detail: String,
    },
    /// A player changed name.
    RenamePlayer {
        /// Who.
        id: PlayerId,
        /// The new name.
        name: String,
    },
    /// The room a player is in (none after leaving).
    SetPlayerRoom {
        /// Who.
        id: PlayerId,
        /// The room code, or none.
        room: Option<String>,
    },
    /// A new room with its first game; answers the game id.
    CreateRoom {
        /// The room code.
        code: String,
        /// The game and the options it accepted.
        options: StoredOptions,
        /// The seats, black first.
        seats: [Option<Occupant>; 2],
    },
    /// A seat changed hands, in the room and its current game.
    SetSeat {
        /// The room code.
        code: String,
        /// The current game.
        game_id: GameId,
        /// Which seat.
        side: Side,
        /// Who sits there now.
        occupant: Option<Occupant>,
    },
    /// A move of the current game.
    AppendMove {
        /// The game.
        game_id: GameId,
        /// The move's ply (0 for the first move).
        ply: usize,
        /// The move.
        mv: Move,
        /// The mover's time left after it, in a timed game (ms).
        left_ms: Option<u64>,
    },
    /// A line of a game's chat.
    AppendChat {
        /// The game.
        game_id: GameId,
        /// The line.
        line: StoredChat,
    },
    /// Moves taken back: keep only the first `keep`.
    TruncateMoves {
        /// The game.
        game_id: GameId,
        /// How many moves stay.
        keep: usize,
    },
    /// The game ended.
    FinishGame {
        /// The game.
        game_id: GameId,
        /// The result.
        result: StoredResult,
    },
    /// A new game in the room (play again); answers the game id.
    NewGame {
        /// The room code.
        code: String,
        /// The seats of the new game, black first.
        seats: [Option<Occupant>; 2],
    },
    /// The requests waiting in a room's current game changed.
    SetRequests {
        /// The room code.
        code: String,
        /// The current game.
        game_id: GameId,
        /// What waits now.
        requests: StoredRequests,
    },
    /// The room closed; its games stay.
    CloseRoom {
        /// The room code.
        code: String,
    },
    /// A review of a finished game, asked for by one of its players, not yet begun.
    CreateReview {
        /// The game.
        game_id: GameId,
        /// Who asked.
        player: PlayerId,
        /// The seed of its searches.
        seed: i64,
        /// The effort's name.
        effort: String,
    },
    /// One more position of a review judged.
    ReviewStep {
        /// The game.
        game_id: GameId,
        /// The position's ply (0 is the start).
        ply: usize,
        /// The evaluation, as the review module writes it.
        evaluation: String,
    },
    /// Every position of a review is judged.
    FinishReview {
        /// The game.
        game_id: GameId,
    },
    /// A new event, with its host and settings; answers its id.
    CreateTournament {
        /// Its host.
        host: PlayerId,
        /// Its settings, as the tournaments module writes them.
        settings: String,
    },
    /// The next command of an event, in order.
    TournamentCommand {
        /// The event.
        tournament: i64,
        /// The command's place in the event's log, from 0.
        seq: u64,
        /// Its time, in ms on the event's clock.
        at_ms: i64,
        /// The command, as the tournaments module writes it.
        command: String,
    },
    /// A game of an event opened in a room.
    TournamentGame {
        /// The event.
        tournament: i64,
        /// Which game of it.
        game: TournamentGame,
    },
    /// The event is over: it is no longer run again at start-up.
    FinishTournament {
        /// The event.
        tournament: i64,
    },
    /// A game read from an SGF file, kept for a review of `player`'s, within the caps on
    /// kept files: answers the game id (the one kept before, for the same file from the same
    /// player), or a cap's code ([`Store::import`] reads it).
    ImportGame(Box<Import>),
}

/// A game read from a file, as [`Write::ImportGame`] keeps it: the game (no room, no seats)
/// and who brought it.
#[derive(Debug)]
pub struct Import {
    /// Who brought the file.
    pub player: PlayerId,
    /// The address it came from, as the per-address caps count it.
    pub address: Option<String>,
    /// The most files kept that the write may find, checked in the transaction that keeps it.
    pub caps: ImportCaps,
    /// SHA-256 of the file's text: the same file brought again is the same game.
    pub digest: Vec<u8>,
    /// The game and its options.
    pub config: Config,
    /// The names the file gave, black first.
    pub names: [Option<String>; 2],
    /// The moves, in order.
    pub moves: Vec<Move>,
    /// How it ended, where the file says.
    pub result: Option<StoredResult>,
}

/// The caps on kept files: one player's, one address's, and the server's.
#[derive(Debug, Clone, Copy)]
pub struct ImportCaps {
    /// Files one player keeps at most.
    pub per_player: usize,
    /// Files the players of one address keep at most, together.
    pub per_address: usize,
    /// Files the server keeps at most, everyone's together.
    pub total: usize,
}

/// What became of a file to keep.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Imported {
    /// Kept now, or kept before (the same file from the same player): the game's id.
    Kept(GameId),
    /// Not kept: this cap is reached.
    Refused(ImportCap),
}

/// The cap a file to keep ran into.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ImportCap {
    /// The player's.
    Player,
    /// The address's.
    Address,
    /// The server's.
    Server,
}

impl ImportCap {
    /// How the writers answer a refusal in place of a game id (ids are positive).
    const CODES: [(i64, ImportCap); 3] = [
        (-1, ImportCap::Player),
        (-2, ImportCap::Address),
        (-3, ImportCap::Server),
    ];

    /// The writers' answer for this cap.
    fn code(self) -> i64 {
        ImportCap::CODES
            .iter()
            .find(|(_, cap)| *cap == self)
            .map_or(-1, |(code, _)| *code)
    }

    /// The cap a writer's answer names, if it names one.
    fn of_code(code: i64) -> Option<ImportCap> {
        ImportCap::CODES
            .iter()
            .find(|(c, _)| *c == code)
            .map(|(_, cap)| *cap)
    }
}

/// What a write does with its room's claim, in cluster mode.
#[derive(Debug)]
enum Guard {
    /// Checks it, in the transaction that holds the write.
    Fence(Arc<Fence>),
    /// Makes it (a new room), in the transaction that holds the write.
    Claim(Fence),
}

/// A job with the way back to whoever asked.
#[derive(Debug)]
struct Job {
    /// The write.
    write: Write,
    /// The owner's fence the write must pass, or the new room's claim it makes, in cluster
    /// mode.
    guard: Option<Guard>,
    /// Gets the job's answer (an id, or 0) once the transaction holding it has committed.
    reply: oneshot::Sender<Result<i64, StoreError>>,
}

/// How a game is read back, by database: the one thing besides the writer's queue that
/// differs between them once the store is open.
#[derive(Debug, Clone)]
enum Reads {
    /// A few read connections, each read on a blocking thread.
    Sqlite(Arc<sqlite::ReadPool>),
    /// A shared read connection.
    Postgres(Arc<postgres::Reader>),
}

/// A cheap, cloneable handle to the store.
#[derive(Debug, Clone)]
pub struct Store {
    /// The writer's queue.
    jobs: mpsc::Sender<Job>,
    /// Where reads go.
    reads: Reads,
    /// Where write latency is counted.
    metrics: Arc<Metrics>,
    /// The fence every write of this handle carries (a room's handle in cluster mode).
    fence: Option<Arc<Fence>>,
}

/// Milliseconds since the epoch, now.
#[must_use]
pub fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

impl Store {
    /// Opens (or creates) the SQLite store in `data_dir`, reads everything the server needs
    /// back, and starts the writer thread. Blocking: call it off the async threads.
    ///
    /// # Errors
    /// [`StoreError`] when the folder or the database cannot be opened, or a row is corrupt.
    pub fn open(data_dir: &Path) -> Result<(Store, Snapshot), StoreError> {
        Store::open_sqlite(data_dir, Arc::default())
    }

    /// Opens the store at `location`, brings its schema up to date, reads everything the
    /// server needs back, and starts the writer.
    ///
    /// # Errors
    /// [`StoreError`] when the database cannot be reached or opened, its schema cannot be
    /// brought up to date, or a row is corrupt.
    pub async fn open_at(location: &Location) -> Result<(Store, Snapshot), StoreError> {
        Store::open_with_metrics(location, Arc::default()).await
    }

    /// [`Store::open_at`], counting write and commit latency in `metrics`.
    pub(crate) async fn open_with_metrics(
        location: &Location,
        metrics: Arc<Metrics>,
    ) -> Result<(Store, Snapshot), StoreError> {
        match location {
            Location::Sqlite(data_dir) => {
                let data_dir = data_dir.clone();
                tokio::task::spawn_blocking(move || Store::open_sqlite(&data_dir, metrics))
                    .await
                    .map_err(|_| StoreError::Closed)?
            }
            Location::Postgres(url) => {
                let (jobs, queue) = mpsc::channel(WRITE_QUEUE);
                let (reader, snapshot) = postgres::open(url, queue, metrics.clone()).await?;
                let reads = Reads::Postgres(Arc::new(reader));
                Ok((
                    Store {
                        jobs,
                        reads,
                        metrics,
                        fence: None,
                    },
                    snapshot,
                ))
            }
        }
    }

    fn open_sqlite(
        data_dir: &Path,
        metrics: Arc<Metrics>,
    ) -> Result<(Store, Snapshot), StoreError> {
        let (jobs, queue) = mpsc::channel(WRITE_QUEUE);
        let (path, snapshot) = sqlite::open(data_dir, queue, metrics.clone())?;
        let reads = Reads::Sqlite(Arc::new(sqlite::ReadPool::new(path)));
        Ok((
            Store {
                jobs,
                reads,
                metrics,
                fence: None,
            },
            snapshot,
        ))
    }

    /// This store, with every write checked against `fence` in the transaction that holds it:
    /// the handle a room's task writes through in cluster mode. Only PostgreSQL checks fences
    /// (cluster mode needs it); SQLite, which one node alone can open, has nothing to check.
    #[must_use]
    pub fn fenced(&self, fence: Fence) -> Store {
        Store {
            fence: Some(Arc::new(fence)),
            ..self.clone()
        }
    }

    /// Whether this is a PostgreSQL store (the one cluster mode can share).
    #[must_use]
    pub fn is_postgres(&self) -> bool {
        matches!(self.reads, Reads::Postgres(_))
    }

    /// Makes a write durable. Resolves once the transaction holding it has committed; answers
    /// the new row's id for creations, 0 otherwise.
    ///
    /// # Errors
    /// [`StoreError`] when the write failed ([`StoreError::Fenced`] when this handle's fence no
    /// longer holds); nothing of it was stored.
    pub async fn write(&self, write: Write) -> Result<i64, StoreError> {
        self.send(write, self.fence.clone().map(Guard::Fence)).await
    }

    /// Claims a new room for this node and makes `write` (the room's creation) in the same
    /// transaction, which the writer commits with the other writes waiting: a storm of new
    /// rooms costs the database one commit a batch, not one a room (docs/scaling.md). A
    /// claim's fence is [`Fence::new_room`]'s. On SQLite, which one node alone opens, there is
    /// nothing to claim and this is [`Store::write`].
    ///
    /// # Errors
    /// [`StoreError::Unclaimed`] when another node owns the code or this node's lease has run
    /// out; any other [`StoreError`] as [`Store::write`]. Nothing was stored or claimed then.
    pub async fn write_claiming(&self, fence: Fence, write: Write) -> Result<i64, StoreError> {
        self.send(write, Some(Guard::Claim(fence))).await
    }

    async fn send(&self, write: Write, guard: Option<Guard>) -> Result<i64, StoreError> {
        let (reply, answer) = oneshot::channel();
        let asked = Instant::now();
        self.jobs
            .send(Job {
                write,
                guard,
                reply,
            })
            .await
            .map_err(|_| StoreError::Closed)?;
        let answer = answer.await.map_err(|_| StoreError::Closed)?;
        self.metrics.store_write.observe(asked.elapsed());
        answer
    }

    /// Keeps a game from a file, checking the caps on kept files in the transaction that keeps
    /// it: two players (or two nodes) keeping files at once cannot both pass a cap by one.
    ///
    /// # Errors
    /// [`StoreError`] when the write failed; nothing of it was stored.
    pub async fn import(&self, import: Import) -> Result<Imported, StoreError> {
        let answer = self.write(Write::ImportGame(Box::new(import))).await?;
        match ImportCap::of_code(answer) {
            Some(cap) => Ok(Imported::Refused(cap)),
            None if answer > 0 => Ok(Imported::Kept(answer)),
            None => Err(StoreError::Corrupt(format!("an import answered {answer}"))),
        }
    }

    /// One open room with its current game's moves, and the players seated in it: what a node
    /// taking the room over starts it from. `Ok(None)` when the room is closed or unknown, and
    /// always on SQLite, which no other node writes.
    ///
    /// # Errors
    /// [`StoreError`] when the database fails or a row is corrupt.
    pub async fn open_room(
        &self,
        code: &str,
    ) -> Result<Option<(StoredRoom, Vec<StoredPlayer>)>, StoreError> {
        match &self.reads {
            Reads::Sqlite(_) => Ok(None),
            Reads::Postgres(reader) => reader.open_room(code).await,
        }
    }

    /// The player with this token hash as stored now: for a node that has not seen the player
    /// since it started (cluster mode), and for a bot signing in, whose registration the host
    /// may have changed from the command line while the server runs. `Ok(None)` when unknown.
    ///
    /// # Errors
    /// [`StoreError`] when the database fails.
    pub async fn player_by_token(
        &self,
        token_hash: &[u8],
    ) -> Result<Option<StoredPlayer>, StoreError> {
        match &self.reads {
            Reads::Sqlite(pool) => {
                let token_hash = token_hash.to_vec();
                pool.read(move |conn| sqlite::player_by_token(conn, &token_hash))
                    .await
            }
            Reads::Postgres(reader) => reader.player_by_token(token_hash).await,
        }
    }

    /// The account whose name's key is `name_key`, or the account of `player`.
    ///
    /// # Errors
    /// [`StoreError`] when the database fails.
    pub async fn account(&self, by: AccountBy) -> Result<Option<StoredAccount>, StoreError> {
        match &self.reads {
            Reads::Sqlite(pool) => pool.read(move |conn| sqlite::account(conn, &by)).await,
            Reads::Postgres(reader) => reader.account(&by).await,
        }
    }

    /// A player's ratings, one per game and rule they have played rated.
    ///
    /// # Errors
    /// [`StoreError`] when the database fails.
    pub async fn ratings_of(&self, player: PlayerId) -> Result<Vec<StoredRating>, StoreError> {
        let (sql, params) = (RATINGS_OF, vec![player]);
        self.ratings(sql, params, None).await
    }

    /// The best `limit` ratings in `kind` whose deviation is at most `max_deviation`, best
    /// first.
    ///
    /// # Errors
    /// [`StoreError`] when the database fails.
    pub async fn leaderboard(
        &self,
        kind: &str,
        max_deviation: f64,
        limit: i64,
    ) -> Result<Vec<StoredRating>, StoreError> {
        self.ratings(
            LEADERBOARD,
            vec![limit],
            Some((kind.to_owned(), max_deviation)),
        )
        .await
    }

    async fn ratings(
        &self,
        sql: &'static str,
        ints: Vec<i64>,
        board: Option<(String, f64)>,
    ) -> Result<Vec<StoredRating>, StoreError> {
        match &self.reads {
            Reads::Sqlite(pool) => {
                pool.read(move |conn| sqlite::ratings(conn, sql, &ints, board.as_ref()))
                    .await
            }
            Reads::Postgres(reader) => reader.ratings(sql, &ints, board.as_ref()).await,
        }
    }

    /// A player's ratings after each of their last `limit` rated games in each kind, oldest
    /// first: `(kind, at_ms, rating)`.
    ///
    /// # Errors
    /// [`StoreError`] when the database fails.
    pub async fn rating_history(
        &self,
        player: PlayerId,
        limit: i64,
    ) -> Result<Vec<(String, i64, f64)>, StoreError> {
        match &self.reads {
            Reads::Sqlite(pool) => {
                pool.read(move |conn| sqlite::rating_history(conn, player, limit))
                    .await
            }
            Reads::Postgres(reader) => reader.rating_history(player, limit).await,
        }
    }

    /// The rules the host's console put in force: `(kind, target)`.
    ///
    /// # Errors
    /// [`StoreError`] when the database fails.
    pub async fn moderation(&self) -> Result<Vec<(String, String)>, StoreError> {
        self.text_pairs(MODERATION).await
    }

    /// The last `limit` actions of the host's console, newest first: `(at_ms, action, detail)`.
    ///
    /// # Errors
    /// [`StoreError`] when the database fails.
    pub async fn audit(&self, limit: i64) -> Result<Vec<(i64, String, String)>, StoreError> {
        match &self.reads {
            Reads::Sqlite(pool) => pool.read(move |conn| sqlite::audit(conn, limit)).await,
            Reads::Postgres(reader) => reader.audit(limit).await,
        }
    }

    async fn text_pairs(&self, sql: &'static str) -> Result<Vec<(String, String)>, StoreError> {
        match &self.reads {
            Reads::Sqlite(pool) => pool.read(move |conn| sqlite::text_pairs(conn, sql)).await,
            Reads::Postgres(reader) => reader.text_pairs(sql).await,
        }
    }

    /// The bots the host registered, oldest first.
    ///
    /// # Errors
    /// [`StoreError`] when the database fails.
    pub async fn registered_bots(&self) -> Result<Vec<StoredPlayer>, StoreError> {
        match &self.reads {
            Reads::Sqlite(pool) => pool.read(sqlite::registered_bots).await,
            Reads::Postgres(reader) => reader.registered_bots().await,
        }
    }

    /// Reads one game for export.
    ///
    /// # Errors
    /// [`StoreError`] when the database fails; `Ok(None)` when there is no such game.
    pub async fn game_record(&self, id: GameId) -> Result<Option<GameRecord>, StoreError> {
        match &self.reads {
            Reads::Sqlite(pool) => pool.read(move |conn| sqlite::game_record(conn, id)).await,
            Reads::Postgres(reader) => reader.game_record(id).await,
        }
    }

    /// The ids of `player`'s finished games older than `before` (every one when `None`),
    /// newest first, at most `limit`.
    ///
    /// # Errors
    /// [`StoreError`] when the database fails.
    pub async fn games_of(
        &self,
        player: PlayerId,
        before: Option<GameId>,
        limit: usize,
    ) -> Result<Vec<GameId>, StoreError> {
        let before = before.unwrap_or(GameId::MAX);
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        match &self.reads {
            Reads::Sqlite(pool) => {
                pool.read(move |conn| sqlite::games_of(conn, player, before, limit))
                    .await
            }
            Reads::Postgres(reader) => reader.games_of(player, before, limit).await,
        }
    }

    /// The ids of `player`'s games under way: in an open room, seated, not over.
    ///
    /// # Errors
    /// [`StoreError`] when the database fails.
    pub async fn games_under_way(&self, player: PlayerId) -> Result<Vec<GameId>, StoreError> {
        match &self.reads {
            Reads::Sqlite(pool) => {
                pool.read(move |conn| sqlite::games_under_way(conn, player))
                    .await
            }
            Reads::Postgres(reader) => reader.games_under_way(player).await,
        }
    }

    /// The game `player` kept from the file whose digest is `digest`, if any.
    ///
    /// # Errors
    /// [`StoreError`] when the database fails.
    pub async fn import_of(
        &self,
        player: PlayerId,
        digest: Vec<u8>,
    ) -> Result<Option<GameId>, StoreError> {
        match &self.reads {
            Reads::Sqlite(pool) => {
                pool.read(move |conn| sqlite::import_of(conn, player, &digest))
                    .await
            }
            Reads::Postgres(reader) => reader.import_of(player, &digest).await,
        }
    }

    /// Reads one game's review, with every position judged so far.
    ///
    /// # Errors
    /// [`StoreError`] when the database fails; `Ok(None)` when the game has no review.
    pub async fn review(&self, game_id: GameId) -> Result<Option<StoredReview>, StoreError> {
        self.reviews(Some(game_id)).await.map(|mut all| all.pop())
    }

    /// Every event not yet over (`id` `None`), or the one of `id`, with its commands and
    /// games: what a server runs again at start-up.
    ///
    /// # Errors
    /// [`StoreError`] when the database fails.
    pub async fn tournaments(&self, id: Option<i64>) -> Result<Vec<StoredTournament>, StoreError> {
        match &self.reads {
            Reads::Sqlite(pool) => pool.read(move |conn| sqlite::tournaments(conn, id)).await,
            Reads::Postgres(reader) => reader.tournaments(id).await,
        }
    }

    /// Every review not yet done (`game_id` `None`), or the one of a game: what a server
    /// resumes at start-up.
    ///
    /// # Errors
    /// [`StoreError`] when the database fails.
    pub async fn reviews(&self, game_id: Option<GameId>) -> Result<Vec<StoredReview>, StoreError> {
        match &self.reads {
            Reads::Sqlite(pool) => pool.read(move |conn| sqlite::reviews(conn, game_id)).await,
            Reads::Postgres(reader) => reader.reviews(game_id).await,
        }
    }
}

/// Answers every job of a finished batch. The asker may have gone (its room closed); the write
/// stands all the same.
fn answer_all(batch: &mut Vec<Job>, answers: Vec<Result<i64, StoreError>>) {
    for (job, answer) in batch.drain(..).zip(answers) {
        let _ = job.reply.send(answer);
    }
}
