//! The durable store: one SQLite file (WAL) under the data folder holding players, rooms, games
//! and every move.
//!
//! One writer thread owns the write connection. Rooms send it [`Write`] jobs; it takes every job
//! waiting, runs them in one transaction (each inside its own savepoint, so one failure does not
//! undo the others), commits with a full fsync, and only then answers. That is group commit: a
//! `step` is broadcast only after its move is on disk, yet a busy server pays one flush for many
//! moves. Reads (start-up recovery, SGF export) use their own connections off the async threads.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Instant, SystemTime, UNIX_EPOCH};

use boardroom_engine::ai::Level;
use boardroom_engine::{Config, GameKind, Move, Options, Point, Side};
use rusqlite::{Connection, OptionalExtension, params};
use tokio::sync::{mpsc, oneshot};

use crate::metrics::Metrics;

/// A player's row id.
pub type PlayerId = i64;
/// A game's row id: the `game_id` of the protocol and of `/games/{id}.sgf`.
pub type GameId = i64;

/// The database's file name inside the data folder.
pub const DATABASE_FILE: &str = "boardroom.sqlite3";

/// How many write jobs may wait for the writer before senders wait in turn.
const WRITE_QUEUE: usize = 4096;

/// Why the store failed. Every failure leaves the room's state as it was.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// SQLite refused or failed.
    #[error("database: {0}")]
    Sqlite(#[from] rusqlite::Error),
    /// The data folder could not be made.
    #[error("data folder: {0}")]
    Io(#[from] std::io::Error),
    /// The writer thread has stopped (the server is shutting down).
    #[error("the store is closed")]
    Closed,
    /// A stored row does not describe a game (the file was edited by hand, or is from a newer
    /// version).
    #[error("corrupt row: {0}")]
    Corrupt(String),
    /// The schema could not be brought up to date.
    #[error("migration: {0}")]
    Migration(String),
}

/// Who sits in a seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Occupant {
    /// A person, by player id.
    Player(PlayerId),
    /// The server AI at a level.
    Ai(Level),
}

impl Occupant {
    /// The stored text: `player:<id>` or `ai:<level>`.
    fn to_text(self) -> String {
        match self {
            Occupant::Player(id) => format!("player:{id}"),
            Occupant::Ai(level) => format!("ai:{level}"),
        }
    }

    fn from_text(text: &str) -> Result<Occupant, StoreError> {
        let corrupt = || StoreError::Corrupt(format!("occupant {text:?}"));
        match text.split_once(':') {
            Some(("player", id)) => id.parse().map(Occupant::Player).map_err(|_| corrupt()),
            Some(("ai", level)) => level.parse().map(Occupant::Ai).map_err(|_| corrupt()),
            _ => Err(corrupt()),
        }
    }
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
}

/// A room's rules beyond the game, as stored: its clock and whether undo is allowed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StoredRules {
    /// The clock as the room asked for it (already checked), or `None` for an untimed game.
    pub clock: Option<boardroom_protocol::ClockOptions>,
    /// Whether players may ask to take moves back.
    pub undo: bool,
}

impl Default for StoredRules {
    fn default() -> StoredRules {
        StoredRules {
            clock: None,
            undo: true,
        }
    }
}

impl StoredRules {
    /// The column's text: `NULL` for the defaults, else a small JSON object.
    fn to_column(self) -> Option<String> {
        if self == StoredRules::default() {
            return None;
        }
        let mut map = serde_json::Map::new();
        if let Some(clock) = self.clock {
            map.insert(
                "clock".into(),
                serde_json::to_value(clock).unwrap_or_default(),
            );
        }
        if !self.undo {
            map.insert("undo".into(), false.into());
        }
        Some(serde_json::Value::Object(map).to_string())
    }

    fn from_column(text: Option<String>) -> Result<StoredRules, StoreError> {
        let Some(text) = text else {
            return Ok(StoredRules::default());
        };
        let corrupt = |e: serde_json::Error| StoreError::Corrupt(format!("rules {text:?}: {e}"));
        let value: serde_json::Value = serde_json::from_str(&text).map_err(corrupt)?;
        Ok(StoredRules {
            clock: value
                .get("clock")
                .cloned()
                .map(serde_json::from_value)
                .transpose()
                .map_err(corrupt)?,
            undo: value
                .get("undo")
                .and_then(serde_json::Value::as_bool)
                .unwrap_or(true),
        })
    }
}

/// A room as stored: enough to rebuild it exactly.
#[derive(Debug, Clone, PartialEq)]
pub struct StoredRoom {
    /// The room code.
    pub code: String,
    /// The game and its options.
    pub config: Config,
    /// The AI's thinking time per move, when the room set one.
    pub ai_budget_ms: Option<u64>,
    /// Who sits in each seat, black first.
    pub seats: [Option<Occupant>; 2],
    /// The current game.
    pub game_id: GameId,
    /// The current game's moves, in order.
    pub moves: Vec<Move>,
    /// The mover's time left after each move, in a timed game (ms).
    pub times: Vec<Option<u64>>,
    /// The clock and undo rules.
    pub rules: StoredRules,
    /// How the current game ended, if it has.
    pub result: Option<StoredResult>,
    /// When anyone last acted in the room (ms since the epoch).
    pub last_active_ms: i64,
    /// Requests of the current game still waiting for an answer.
    pub requests: StoredRequests,
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
    /// The clock and undo rules it was played under.
    pub rules: StoredRules,
    /// How it ended, if it has.
    pub result: Option<StoredResult>,
    /// When it started (ms since the epoch).
    pub started_ms: i64,
}

/// A write job for the writer thread.
#[derive(Debug)]
pub enum Write {
    /// A new player; answers the id.
    CreatePlayer {
        /// SHA-256 of the token.
        token_hash: Vec<u8>,
        /// The display name.
        name: String,
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
        /// The game and its options.
        config: Config,
        /// The AI's time per move, if set.
        ai_budget_ms: Option<u64>,
        /// The clock and undo rules.
        rules: StoredRules,
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
}

/// A job with the way back to whoever asked.
#[derive(Debug)]
struct Job {
    /// The write.
    write: Write,
    /// Gets the job's answer (an id, or 0) once the transaction holding it has committed.
    reply: oneshot::Sender<Result<i64, StoreError>>,
}

/// A cheap, cloneable handle to the store.
#[derive(Debug, Clone)]
pub struct Store {
    /// The writer thread's queue.
    jobs: mpsc::Sender<Job>,
    /// The database file, for read connections.
    path: PathBuf,
    /// Where write latency is counted.
    metrics: Arc<Metrics>,
}

/// Milliseconds since the epoch, now.
#[must_use]
pub fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

fn open_connection(path: &Path) -> Result<Connection, StoreError> {
    let conn = Connection::open(path)?;
    conn.pragma_update(None, "journal_mode", "WAL")?;
    conn.pragma_update(None, "synchronous", "FULL")?;
    conn.pragma_update(None, "foreign_keys", "ON")?;
    conn.busy_timeout(std::time::Duration::from_secs(5))?;
    Ok(conn)
}

/// The versioned schema: `server/migrations/sqlite/V*.sql`, applied in order by refinery,
/// which records what it applied in `refinery_schema_history`. A database from before the
/// versions gets V1 as a no-op (its statements tolerate existing tables) and the rest on top.
mod migrations {
    refinery::embed_migrations!("migrations/sqlite");
}

/// The stored form of a game's options: the engine's options as a small JSON object.
fn options_json(config: &Config) -> String {
    let options = config.to_options();
    let mut map = serde_json::Map::new();
    if let Some(size) = options.size {
        map.insert("size".into(), size.into());
    }
    if let Some(rule) = options.rule {
        map.insert("rule".into(), rule.into());
    }
    if let Some(centre) = options.center_first_forbidden {
        map.insert("center_first_forbidden".into(), centre.into());
    }
    serde_json::Value::Object(map).to_string()
}

fn config_from_row(game: &str, options: &str) -> Result<Config, StoreError> {
    let corrupt = |what: String| StoreError::Corrupt(what);
    let kind: GameKind = game.parse().map_err(|e| corrupt(format!("{e}")))?;
    let value: serde_json::Value =
        serde_json::from_str(options).map_err(|e| corrupt(format!("options: {e}")))?;
    let options = Options {
        size: value.get("size").and_then(serde_json::Value::as_i64),
        rule: value
            .get("rule")
            .and_then(serde_json::Value::as_str)
            .map(str::to_owned),
        center_first_forbidden: value
            .get("center_first_forbidden")
            .and_then(serde_json::Value::as_bool),
    };
    Config::validate(kind, &options).map_err(|e| corrupt(format!("options: {e}")))
}

fn line_text(line: &[Point]) -> String {
    line.iter()
        .map(|p| format!("{},{}", p.x, p.y))
        .collect::<Vec<_>>()
        .join(" ")
}

fn line_from_text(text: &str) -> Result<Vec<Point>, StoreError> {
    text.split_whitespace()
        .map(|pair| {
            let (x, y) = pair
                .split_once(',')
                .ok_or_else(|| StoreError::Corrupt(format!("line {text:?}")))?;
            let coord = |s: &str| {
                s.parse::<i8>()
                    .map_err(|_| StoreError::Corrupt(format!("line {text:?}")))
            };
            Ok(Point::new(coord(x)?, coord(y)?))
        })
        .collect()
}

fn occupant_column(occupant: Option<Occupant>) -> Option<String> {
    occupant.map(Occupant::to_text)
}

fn occupant_from_column(text: Option<String>) -> Result<Option<Occupant>, StoreError> {
    text.as_deref().map(Occupant::from_text).transpose()
}

fn side_from_column(text: Option<String>) -> Result<Option<Side>, StoreError> {
    match text.as_deref() {
        None => Ok(None),
        Some("black") => Ok(Some(Side::Black)),
        Some("white") => Ok(Some(Side::White)),
        Some(other) => Err(StoreError::Corrupt(format!("side {other:?}"))),
    }
}

/// A side's name, which is also the name of its seat's column.
fn seat_column(side: Side) -> &'static str {
    match side {
        Side::Black => "black",
        Side::White => "white",
    }
}

impl Store {
    /// Opens (or creates) the store in `data_dir`, reads everything the server needs back, and
    /// starts the writer thread. Blocking: call it off the async threads.
    ///
    /// # Errors
    /// [`StoreError`] when the folder or the database cannot be opened, or a row is corrupt.
    pub fn open(data_dir: &Path) -> Result<(Store, Snapshot), StoreError> {
        Store::open_with_metrics(data_dir, Arc::default())
    }

    /// [`Store::open`], counting write and commit latency in `metrics`.
    pub(crate) fn open_with_metrics(
        data_dir: &Path,
        metrics: Arc<Metrics>,
    ) -> Result<(Store, Snapshot), StoreError> {
        std::fs::create_dir_all(data_dir)?;
        let path = data_dir.join(DATABASE_FILE);
        let mut conn = open_connection(&path)?;
        migrations::migrations::runner()
            .run(&mut conn)
            .map_err(|e| StoreError::Migration(e.to_string()))?;
        let snapshot = load(&conn)?;
        let (jobs, queue) = mpsc::channel(WRITE_QUEUE);
        let counted = metrics.clone();
        std::thread::Builder::new()
            .name("store-writer".into())
            .spawn(move || writer(conn, queue, &counted))?;
        Ok((
            Store {
                jobs,
                path,
                metrics,
            },
            snapshot,
        ))
    }

    /// Makes a write durable. Resolves once the transaction holding it has committed; answers
    /// the new row's id for creations, 0 otherwise.
    ///
    /// # Errors
    /// [`StoreError`] when the write failed; nothing of it was stored.
    pub async fn write(&self, write: Write) -> Result<i64, StoreError> {
        let (reply, answer) = oneshot::channel();
        let asked = Instant::now();
        self.jobs
            .send(Job { write, reply })
            .await
            .map_err(|_| StoreError::Closed)?;
        let answer = answer.await.map_err(|_| StoreError::Closed)?;
        self.metrics.store_write.observe(asked.elapsed());
        answer
    }

    /// Reads one game for export, on a blocking thread.
    ///
    /// # Errors
    /// [`StoreError`] when the database fails; `Ok(None)` when there is no such game.
    pub async fn game_record(&self, id: GameId) -> Result<Option<GameRecord>, StoreError> {
        let path = self.path.clone();
        tokio::task::spawn_blocking(move || {
            let conn = open_connection(&path)?;
            read_game(&conn, id)
        })
        .await
        .map_err(|_| StoreError::Closed)?
    }
}

/// A game's moves in order, and the mover's time left after each.
fn read_moves(
    conn: &Connection,
    game_id: GameId,
) -> Result<(Vec<Move>, Vec<Option<u64>>), StoreError> {
    let mut stmt =
        conn.prepare_cached("SELECT x, y, left_ms FROM moves WHERE game_id = ? ORDER BY ply")?;
    let rows = stmt.query_map([game_id], |row| {
        Ok((
            row.get::<_, Option<i8>>(0)?,
            row.get::<_, Option<i8>>(1)?,
            row.get::<_, Option<i64>>(2)?,
        ))
    })?;
    let mut moves = Vec::new();
    let mut times = Vec::new();
    for row in rows {
        let (x, y, left) = row?;
        moves.push(match (x, y) {
            (Some(x), Some(y)) => Move::Place(Point::new(x, y)),
            _ => Move::Pass,
        });
        times.push(left.and_then(|ms| u64::try_from(ms).ok()));
    }
    Ok((moves, times))
}

fn read_result(
    result: Option<String>,
    reason: Option<String>,
    line: Option<String>,
) -> Result<Option<StoredResult>, StoreError> {
    match (result, reason) {
        (Some(result), Some(reason)) => Ok(Some(StoredResult {
            result,
            reason,
            line: line_from_text(line.as_deref().unwrap_or(""))?,
        })),
        _ => Ok(None),
    }
}

fn player_name(
    conn: &Connection,
    occupant: Option<Occupant>,
) -> Result<Option<String>, StoreError> {
    Ok(match occupant {
        None => None,
        Some(Occupant::Ai(level)) => Some(format!("Boardroom AI ({level})")),
        Some(Occupant::Player(id)) => conn
            .query_row("SELECT name FROM players WHERE id = ?", [id], |r| r.get(0))
            .optional()?,
    })
}

fn read_game(conn: &Connection, id: GameId) -> Result<Option<GameRecord>, StoreError> {
    let row = conn
        .query_row(
            "SELECT game, options, black, white, started_ms, result, reason, line, rules
             FROM games WHERE id = ?",
            [id],
            |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, Option<String>>(2)?,
                    r.get::<_, Option<String>>(3)?,
                    r.get::<_, i64>(4)?,
                    r.get::<_, Option<String>>(5)?,
                    r.get::<_, Option<String>>(6)?,
                    r.get::<_, Option<String>>(7)?,
                    r.get::<_, Option<String>>(8)?,
                ))
            },
        )
        .optional()?;
    let Some((game, options, black, white, started_ms, result, reason, line, rules)) = row else {
        return Ok(None);
    };
    let (moves, times) = read_moves(conn, id)?;
    Ok(Some(GameRecord {
        config: config_from_row(&game, &options)?,
        names: [
            player_name(conn, occupant_from_column(black)?)?,
            player_name(conn, occupant_from_column(white)?)?,
        ],
        moves,
        times,
        rules: StoredRules::from_column(rules)?,
        result: read_result(result, reason, line)?,
        started_ms,
    }))
}

fn load(conn: &Connection) -> Result<Snapshot, StoreError> {
    let mut players = Vec::new();
    let mut stmt = conn.prepare("SELECT id, token_hash, name, room FROM players")?;
    let rows = stmt.query_map([], |r| {
        Ok(StoredPlayer {
            id: r.get(0)?,
            token_hash: r.get(1)?,
            name: r.get(2)?,
            room: r.get(3)?,
        })
    })?;
    for row in rows {
        players.push(row?);
    }
    let mut rooms = Vec::new();
    let mut stmt = conn.prepare(
        "SELECT r.code, r.game, r.options, r.ai_budget_ms, r.black, r.white, r.game_id,
                r.last_active_ms, g.result, g.reason, g.line, q.undo, q.draw, q.play_again,
                r.rules
         FROM rooms r JOIN games g ON g.id = r.game_id
         LEFT JOIN requests q ON q.room = r.code AND q.game_id = r.game_id
         WHERE r.closed = 0",
    )?;
    let rows = stmt.query_map([], |r| {
        Ok((
            r.get::<_, String>(0)?,
            r.get::<_, String>(1)?,
            r.get::<_, String>(2)?,
            r.get::<_, Option<i64>>(3)?,
            r.get::<_, Option<String>>(4)?,
            r.get::<_, Option<String>>(5)?,
            r.get::<_, GameId>(6)?,
            r.get::<_, i64>(7)?,
            r.get::<_, Option<String>>(8)?,
            r.get::<_, Option<String>>(9)?,
            r.get::<_, Option<String>>(10)?,
            [
                r.get::<_, Option<String>>(11)?,
                r.get::<_, Option<String>>(12)?,
                r.get::<_, Option<String>>(13)?,
            ],
            r.get::<_, Option<String>>(14)?,
        ))
    })?;
    for row in rows {
        let (
            code,
            game,
            options,
            budget,
            black,
            white,
            game_id,
            last_active_ms,
            result,
            reason,
            line,
            [undo, draw, play_again],
            rules,
        ) = row?;
        let (moves, times) = read_moves(conn, game_id)?;
        rooms.push(StoredRoom {
            config: config_from_row(&game, &options)?,
            ai_budget_ms: budget.and_then(|b| u64::try_from(b).ok()),
            seats: [occupant_from_column(black)?, occupant_from_column(white)?],
            moves,
            times,
            rules: StoredRules::from_column(rules)?,
            result: read_result(result, reason, line)?,
            code,
            game_id,
            last_active_ms,
            requests: StoredRequests {
                undo: side_from_column(undo)?,
                draw: side_from_column(draw)?,
                play_again: side_from_column(play_again)?,
            },
        });
    }
    Ok(Snapshot { players, rooms })
}

/// The writer thread: takes every waiting job, runs them in one transaction, commits, answers.
fn writer(mut conn: Connection, mut queue: mpsc::Receiver<Job>, metrics: &Metrics) {
    let mut batch = Vec::new();
    while let Some(first) = queue.blocking_recv() {
        batch.push(first);
        while let Ok(next) = queue.try_recv() {
            batch.push(next);
        }
        let started = Instant::now();
        let answers = run_batch(&mut conn, &batch);
        metrics.store_commit.observe(started.elapsed());
        for (job, answer) in batch.drain(..).zip(answers) {
            // The asker may have gone (its room closed); the write stands all the same.
            let _ = job.reply.send(answer);
        }
    }
}

fn run_batch(conn: &mut Connection, batch: &[Job]) -> Vec<Result<i64, StoreError>> {
    let tx = match conn.transaction() {
        Ok(tx) => tx,
        Err(e) => {
            return batch
                .iter()
                .map(|_| Err(StoreError::from(clone_error(&e))))
                .collect();
        }
    };
    let mut answers = Vec::with_capacity(batch.len());
    let mut tx = tx;
    for job in batch {
        let answer = (|| {
            let sp = tx.savepoint()?;
            let id = apply(&sp, &job.write)?;
            sp.commit()?;
            Ok(id)
        })();
        answers.push(answer);
    }
    if let Err(e) = tx.commit() {
        tracing::error!(error = %e, "store commit failed");
        return batch
            .iter()
            .map(|_| Err(StoreError::from(clone_error(&e))))
            .collect();
    }
    answers
}

/// rusqlite errors are not `Clone`; every job of a failed batch gets the same message.
fn clone_error(e: &rusqlite::Error) -> rusqlite::Error {
    rusqlite::Error::InvalidParameterName(e.to_string())
}

fn apply(conn: &Connection, write: &Write) -> Result<i64, StoreError> {
    let now = now_ms();
    match write {
        Write::CreatePlayer { token_hash, name } => {
            conn.execute(
                "INSERT INTO players (token_hash, name, created_ms) VALUES (?, ?, ?)",
                params![token_hash, name, now],
            )?;
            Ok(conn.last_insert_rowid())
        }
        Write::RenamePlayer { id, name } => {
            conn.execute(
                "UPDATE players SET name = ? WHERE id = ?",
                params![name, id],
            )?;
            Ok(0)
        }
        Write::SetPlayerRoom { id, room } => {
            conn.execute(
                "UPDATE players SET room = ? WHERE id = ?",
                params![room, id],
            )?;
            Ok(0)
        }
        Write::CreateRoom {
            code,
            config,
            ai_budget_ms,
            rules,
            seats,
        } => {
            let [black, white] = seats.map(occupant_column);
            let (game, options) = (config.kind().as_str(), options_json(config));
            let rules = rules.to_column();
            conn.execute(
                "INSERT INTO games (room, game, options, black, white, started_ms, rules)
                 VALUES (?, ?, ?, ?, ?, ?, ?)",
                params![code, game, options, black, white, now, rules],
            )?;
            let game_id = conn.last_insert_rowid();
            let budget = ai_budget_ms.and_then(|b| i64::try_from(b).ok());
            conn.execute(
                "INSERT INTO rooms (code, game, options, ai_budget_ms, black, white, game_id,
                                    created_ms, last_active_ms, rules)
                 VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                params![
                    code, game, options, budget, black, white, game_id, now, now, rules
                ],
            )?;
            Ok(game_id)
        }
        Write::SetSeat {
            code,
            game_id,
            side,
            occupant,
        } => {
            let column = seat_column(*side);
            let value = occupant_column(*occupant);
            conn.execute(
                &format!("UPDATE rooms SET {column} = ?, last_active_ms = ? WHERE code = ?"),
                params![value, now, code],
            )?;
            // A finished game's record never changes: who played it stays who played it; the
            // seat change applies to the room, and so to the next game.
            conn.execute(
                &format!("UPDATE games SET {column} = ? WHERE id = ? AND result IS NULL"),
                params![value, game_id],
            )?;
            Ok(0)
        }
        Write::AppendMove {
            game_id,
            ply,
            mv,
            left_ms,
        } => {
            let (x, y) = match mv {
                Move::Place(p) => (Some(p.x), Some(p.y)),
                Move::Pass => (None, None),
            };
            let ply = i64::try_from(*ply).unwrap_or(i64::MAX);
            // The hottest write of all: statements prepared once and kept.
            conn.prepare_cached(
                "INSERT INTO moves (game_id, ply, x, y, at_ms, left_ms) VALUES (?, ?, ?, ?, ?, ?)",
            )?
            .execute(params![
                game_id,
                ply,
                x,
                y,
                now,
                left_ms.and_then(|ms| i64::try_from(ms).ok())
            ])?;
            conn.prepare_cached("UPDATE rooms SET last_active_ms = ? WHERE game_id = ?")?
                .execute(params![now, game_id])?;
            Ok(0)
        }
        Write::TruncateMoves { game_id, keep } => {
            let keep = i64::try_from(*keep).unwrap_or(i64::MAX);
            conn.execute(
                "DELETE FROM moves WHERE game_id = ? AND ply >= ?",
                params![game_id, keep],
            )?;
            Ok(0)
        }
        Write::FinishGame { game_id, result } => {
            conn.execute(
                "UPDATE games SET ended_ms = ?, result = ?, reason = ?, line = ? WHERE id = ?",
                params![
                    now,
                    result.result,
                    result.reason,
                    line_text(&result.line),
                    game_id
                ],
            )?;
            Ok(0)
        }
        Write::NewGame { code, seats } => {
            let (game, options, rules): (String, String, Option<String>) = conn.query_row(
                "SELECT game, options, rules FROM rooms WHERE code = ?",
                [code],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
            )?;
            let [black, white] = seats.map(occupant_column);
            conn.execute(
                "INSERT INTO games (room, game, options, black, white, started_ms, rules)
                 VALUES (?, ?, ?, ?, ?, ?, ?)",
                params![code, game, options, black, white, now, rules],
            )?;
            let game_id = conn.last_insert_rowid();
            conn.execute(
                "UPDATE rooms SET game_id = ?, black = ?, white = ?, last_active_ms = ?
                 WHERE code = ?",
                params![game_id, black, white, now, code],
            )?;
            Ok(game_id)
        }
        Write::SetRequests {
            code,
            game_id,
            requests,
        } => {
            if *requests == StoredRequests::default() {
                conn.execute("DELETE FROM requests WHERE room = ?", [code])?;
            } else {
                conn.execute(
                    "INSERT OR REPLACE INTO requests (room, game_id, undo, draw, play_again)
                     VALUES (?, ?, ?, ?, ?)",
                    params![
                        code,
                        game_id,
                        requests.undo.map(seat_column),
                        requests.draw.map(seat_column),
                        requests.play_again.map(seat_column),
                    ],
                )?;
            }
            Ok(0)
        }
        Write::CloseRoom { code } => {
            conn.execute("UPDATE rooms SET closed = 1 WHERE code = ?", [code])?;
            conn.execute("UPDATE players SET room = NULL WHERE room = ?", [code])?;
            Ok(0)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use boardroom_engine::Options;

    fn gomoku() -> Config {
        Config::validate(GameKind::Gomoku, &Options::default()).expect("defaults")
    }

    #[tokio::test]
    async fn a_room_and_its_moves_come_back_after_reopening() {
        let dir = tempfile::tempdir().expect("temp dir");
        let (store, snapshot) = Store::open(dir.path()).expect("opens");
        assert!(snapshot.rooms.is_empty());
        let player = store
            .write(Write::CreatePlayer {
                token_hash: vec![1; 32],
                name: "Ada".into(),
            })
            .await
            .expect("player");
        let seats = [
            Some(Occupant::Player(player)),
            Some(Occupant::Ai(Level::Hard)),
        ];
        let game_id = store
            .write(Write::CreateRoom {
                rules: StoredRules::default(),
                code: "K7Q2".into(),
                config: gomoku(),
                ai_budget_ms: Some(300),
                seats,
            })
            .await
            .expect("room");
        let moves = [
            Move::Place(Point::new(7, 7)),
            Move::Place(Point::new(8, 8)),
            Move::Pass,
        ];
        for (ply, mv) in moves.into_iter().enumerate() {
            store
                .write(Write::AppendMove {
                    game_id,
                    ply,
                    mv,
                    left_ms: None,
                })
                .await
                .expect("move");
        }
        store
            .write(Write::TruncateMoves { game_id, keep: 2 })
            .await
            .expect("undo");
        drop(store);

        let (_store, snapshot) = Store::open(dir.path()).expect("reopens");
        assert_eq!(snapshot.players.len(), 1);
        let room = &snapshot.rooms[0];
        assert_eq!(room.code, "K7Q2");
        assert_eq!(room.config, gomoku());
        assert_eq!(room.seats, seats);
        assert_eq!(room.ai_budget_ms, Some(300));
        assert_eq!(room.moves, moves[..2]);
    }

    #[tokio::test]
    async fn a_failed_write_does_not_spoil_the_batch() {
        let dir = tempfile::tempdir().expect("temp dir");
        let (store, _) = Store::open(dir.path()).expect("opens");
        let game_id = store
            .write(Write::CreateRoom {
                rules: StoredRules::default(),
                code: "AAAA".into(),
                config: gomoku(),
                ai_budget_ms: None,
                seats: [None, None],
            })
            .await
            .expect("room");
        let mv = Move::Place(Point::new(1, 1));
        let first = store.write(Write::AppendMove {
            game_id,
            ply: 0,
            mv,
            left_ms: None,
        });
        let duplicate = store.write(Write::AppendMove {
            game_id,
            ply: 0,
            mv,
            left_ms: None,
        });
        let (first, duplicate) = tokio::join!(first, duplicate);
        assert!(first.is_ok());
        assert!(duplicate.is_err(), "the same ply twice is refused");
        let record = store
            .game_record(game_id)
            .await
            .expect("reads")
            .expect("exists");
        assert_eq!(record.moves, vec![mv]);
    }
}
