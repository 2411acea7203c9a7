//! The SQLite store: one file (WAL, `synchronous=FULL`) in the data folder, written by one
//! thread. A batch is one transaction with each job inside a savepoint of its own, so a job that
//! fails is rolled back alone; the commit's fsync makes the whole batch durable at once. Reads
//! run on connections of their own (`ReadPool`: a few kept open, a few reads at once): in WAL
//! mode a reader never waits for the writer.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Instant;

use rusqlite::{Connection, OptionalExtension, params};
use tokio::sync::mpsc;

use super::columns::{
    GAME_COLUMNS, GameRow, MoveList, PLAYER_COLUMNS, RoomRow, chat_line, int_column, line_text,
    move_columns, occupant_column, occupant_columns, options_column, request_columns, seat_column,
};
use super::move_log::{self, MoveLog};
use super::records::{
    CHAT_LINES_READ, GameIdKey, GameRecord, Snapshot, StoredChat, StoredOptions, StoredPlayer,
    StoredRequests, StoredReview, StoredTournament, TournamentGame,
};
use super::{
    DATABASE_FILE, GameId, Import, ImportCap, Job, PlayerId, StoreError, Write, answer_all, now_ms,
};
use crate::metrics::Metrics;

/// The versioned schema: `server/migrations/sqlite/V*.sql`, applied in order by refinery,
/// which records what it applied in `refinery_schema_history`. A database from before the
/// versions gets V1 as a no-op (its statements tolerate existing tables) and the rest on top.
mod migrations {
    refinery::embed_migrations!("migrations/sqlite");
}

/// Opens a connection the way every connection to the store is opened.
pub(super) fn open_connection(path: &Path) -> Result<Connection, StoreError> {
    let conn = Connection::open(path)?;
    conn.pragma_update(None, "journal_mode", "WAL")?;
    conn.pragma_update(None, "synchronous", "FULL")?;
    conn.pragma_update(None, "foreign_keys", "ON")?;
    conn.busy_timeout(std::time::Duration::from_secs(5))?;
    Ok(conn)
}

/// Reads that may run at once: each holds a blocking thread and a connection.
const READERS: usize = 4;

/// The store's read connections: a few kept open between reads (a connection costs a file
/// open and its pragmas, and keeps its prepared statements), and at most [`READERS`] reads at
/// once, each on a blocking thread: however many requests come, reads take a bounded number
/// of threads and connections, and the others wait their turn. In WAL mode a reader never
/// waits for the writer.
#[derive(Debug)]
pub(super) struct ReadPool {
    /// The database file.
    path: PathBuf,
    /// Connections not in use.
    idle: std::sync::Mutex<Vec<Connection>>,
    /// One per read running.
    permits: tokio::sync::Semaphore,
}

impl ReadPool {
    /// A pool of reads of the database at `path`.
    pub(super) fn new(path: PathBuf) -> ReadPool {
        ReadPool {
            path,
            idle: std::sync::Mutex::new(Vec::new()),
            permits: tokio::sync::Semaphore::new(READERS),
        }
    }

    fn idle(&self) -> std::sync::MutexGuard<'_, Vec<Connection>> {
        self.idle
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Runs `read` on a connection of the pool, on a blocking thread, once a reader is free.
    pub(super) async fn read<T: Send + 'static>(
        self: &Arc<Self>,
        read: impl FnOnce(&Connection) -> Result<T, StoreError> + Send + 'static,
    ) -> Result<T, StoreError> {
        let _permit = self
            .permits
            .acquire()
            .await
            .map_err(|_| StoreError::Closed)?;
        let pool = self.clone();
        tokio::task::spawn_blocking(move || {
            let taken = pool.idle().pop();
            let conn = match taken {
                Some(conn) => conn,
                None => open_connection(&pool.path)?,
            };
            let answer = read(&conn);
            // A connection that failed a read is let go, in case the failure was its own.
            if answer.is_ok() {
                pool.idle().push(conn);
            }
            answer
        })
        .await
        .map_err(|_| StoreError::Closed)?
    }
}

/// Brings the schema of the database on `conn` up to date, and its moves: those a stop left in
/// the log go into `moves`.
pub(super) fn migrate(conn: &mut Connection) -> Result<(), StoreError> {
    migrations::migrations::runner()
        .run(conn)
        .map_err(|e| StoreError::Migration(e.to_string()))?;
    let tx = conn.transaction()?;
    move_log::fold(&tx)?;
    tx.commit()?;
    Ok(())
}

/// Brings the schema of the database on `conn` up to `version` only: an older server's database,
/// for the test that upgrades one.
#[cfg(test)]
pub(super) fn migrate_until(conn: &mut Connection, version: i32) -> Result<(), StoreError> {
    migrations::migrations::runner()
        .set_target(refinery::Target::Version(version))
        .run(conn)
        .map_err(|e| StoreError::Migration(e.to_string()))?;
    Ok(())
}

/// Opens (or creates) the database in `data_dir`, brings it up to date, reads it, and starts
/// the writer thread on `queue`. Answers the file's path (for reads) and what was read.
pub(super) fn open(
    data_dir: &Path,
    queue: mpsc::Receiver<Job>,
    metrics: Arc<Metrics>,
) -> Result<(PathBuf, Snapshot), StoreError> {
    std::fs::create_dir_all(data_dir)?;
    let path = data_dir.join(DATABASE_FILE);
    let mut conn = open_connection(&path)?;
    migrate(&mut conn)?;
    conn.execute(
        "INSERT INTO game_id_key (id, key, legacy_max)
         VALUES (1, ?, (SELECT COALESCE(MAX(id), 0) FROM games))
         ON CONFLICT (id) DO NOTHING",
        [GameIdKey::fresh()],
    )?;
    let snapshot = load(&conn)?;
    let log = MoveLog::open(&conn)?;
    std::thread::Builder::new()
        .name("store-writer".into())
        .spawn(move || writer(conn, log, queue, &metrics))?;
    Ok((path, snapshot))
}

/// Reads one game for export. Blocking.
pub(super) fn game_record(conn: &Connection, id: GameId) -> Result<Option<GameRecord>, StoreError> {
    read_game(conn, id)
}

/// The ids of `player`'s finished games below `before`, newest first, at most `limit`.
/// Blocking.
pub(super) fn games_of(
    conn: &Connection,
    player: PlayerId,
    before: GameId,
    limit: i64,
) -> Result<Vec<GameId>, StoreError> {
    let seat = format!("player:{player}");
    // One index range per seat (`games_by_black`, `games_by_white`), merged.
    let mut stmt = conn.prepare(
        "SELECT id FROM (
             SELECT id FROM games WHERE black = ?1 AND id < ?2 AND result IS NOT NULL
             UNION
             SELECT id FROM games WHERE white = ?1 AND id < ?2 AND result IS NOT NULL
         ) ORDER BY id DESC LIMIT ?3",
    )?;
    let ids = stmt
        .query_map(params![seat, before, limit], |r| r.get(0))?
        .collect::<Result<Vec<GameId>, _>>()?;
    Ok(ids)
}

/// The ids of `player`'s games under way (an open room's current game, not over). Blocking.
pub(super) fn games_under_way(
    conn: &Connection,
    player: PlayerId,
) -> Result<Vec<GameId>, StoreError> {
    let seat = format!("player:{player}");
    let mut stmt = conn.prepare(
        "SELECT g.id FROM rooms r JOIN games g ON g.id = r.game_id
         WHERE r.closed = 0 AND g.result IS NULL AND (g.black = ?1 OR g.white = ?1)",
    )?;
    let ids = stmt
        .query_map([seat], |r| r.get(0))?
        .collect::<Result<Vec<GameId>, _>>()?;
    Ok(ids)
}

/// A player row, of [`PLAYER_COLUMNS`].
fn player_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<StoredPlayer> {
    Ok(StoredPlayer {
        id: r.get(0)?,
        token_hash: r.get(1)?,
        name: r.get(2)?,
        room: r.get(3)?,
        bot: r.get::<_, Option<i64>>(4)?.is_some(),
    })
}

/// The player with this token hash, as stored now. Blocking.
pub(super) fn player_by_token(
    conn: &Connection,
    token_hash: &[u8],
) -> Result<Option<StoredPlayer>, StoreError> {
    Ok(conn
        .query_row(
            &format!(
                "SELECT {PLAYER_COLUMNS} FROM players WHERE token_hash = ?1
                 OR id = (SELECT player_id FROM player_tokens WHERE token_hash = ?1)"
            ),
            [token_hash],
            player_row,
        )
        .optional()?)
}

/// The registered bots, oldest first. Blocking.
pub(super) fn registered_bots(conn: &Connection) -> Result<Vec<StoredPlayer>, StoreError> {
    let mut stmt = conn.prepare(&format!(
        "SELECT {PLAYER_COLUMNS} FROM players WHERE bot_ms IS NOT NULL ORDER BY bot_ms, id"
    ))?;
    let bots = stmt
        .query_map([], player_row)?
        .collect::<Result<Vec<_>, _>>()?;
    Ok(bots)
}

/// Every review not yet done, or the one of `game_id`, with its positions judged. Blocking.
pub(super) fn reviews(
    conn: &Connection,
    game_id: Option<GameId>,
) -> Result<Vec<StoredReview>, StoreError> {
    let mut stmt = conn.prepare(
        "SELECT game_id, player, seed, effort, done_ms FROM reviews
         WHERE (?1 IS NULL AND done_ms IS NULL) OR game_id = ?1 ORDER BY game_id",
    )?;
    let heads = stmt
        .query_map([game_id], |r| {
            Ok(StoredReview {
                game_id: r.get(0)?,
                player: r.get(1)?,
                seed: r.get(2)?,
                effort: r.get(3)?,
                done: r.get::<_, Option<i64>>(4)?.is_some(),
                steps: Vec::new(),
            })
        })?
        .collect::<Result<Vec<_>, _>>()?;
    let mut steps =
        conn.prepare("SELECT evaluation FROM review_steps WHERE game_id = ? ORDER BY ply")?;
    let mut all = Vec::with_capacity(heads.len());
    for mut review in heads {
        review.steps = steps
            .query_map([review.game_id], |r| r.get(0))?
            .collect::<Result<Vec<String>, _>>()?;
        all.push(review);
    }
    Ok(all)
}

/// Every event not yet over, or the one of `id`, with its commands and games. Blocking.
pub(super) fn tournaments(
    conn: &Connection,
    id: Option<i64>,
) -> Result<Vec<StoredTournament>, StoreError> {
    let mut stmt = conn.prepare(
        "SELECT id, host, settings, created_ms, finished_ms FROM tournaments
         WHERE (?1 IS NULL AND finished_ms IS NULL) OR id = ?1 ORDER BY id",
    )?;
    let heads = stmt
        .query_map([id], |r| {
            Ok(StoredTournament {
                id: r.get(0)?,
                host: r.get(1)?,
                settings: r.get(2)?,
                created_ms: r.get(3)?,
                finished: r.get::<_, Option<i64>>(4)?.is_some(),
                commands: Vec::new(),
                games: Vec::new(),
            })
        })?
        .collect::<Result<Vec<_>, _>>()?;
    let mut commands = conn.prepare(
        "SELECT at_ms, command FROM tournament_commands WHERE tournament_id = ? ORDER BY seq",
    )?;
    let mut games = conn.prepare(
        "SELECT game_no, game_id, room FROM tournament_games WHERE tournament_id = ?
         ORDER BY game_no",
    )?;
    let mut all = Vec::with_capacity(heads.len());
    for mut event in heads {
        event.commands = commands
            .query_map([event.id], |r| Ok((r.get(0)?, r.get(1)?)))?
            .collect::<Result<Vec<_>, _>>()?;
        event.games = games
            .query_map([event.id], |r| {
                Ok(TournamentGame {
                    game_no: r.get(0)?,
                    game_id: r.get(1)?,
                    room: r.get(2)?,
                })
            })?
            .collect::<Result<Vec<_>, _>>()?;
        all.push(event);
    }
    Ok(all)
}

/// A game's newest chat lines ([`CHAT_LINES_READ`]), oldest first.
fn read_chat(conn: &Connection, game_id: GameId) -> Result<Vec<StoredChat>, StoreError> {
    let mut stmt = conn.prepare_cached(
        "SELECT at_ms, speaker, seat, text FROM
           (SELECT * FROM chat_lines WHERE game_id = ? ORDER BY id DESC LIMIT ?)
         ORDER BY id",
    )?;
    let rows = stmt.query_map(rusqlite::params![game_id, CHAT_LINES_READ], |r| {
        Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?))
    })?;
    let mut chat = Vec::new();
    for row in rows {
        let (at_ms, speaker, seat, text) = row?;
        chat.push(chat_line(at_ms, speaker, seat, text)?);
    }
    Ok(chat)
}

/// A game's moves in order, and the mover's time left after each.
fn read_moves(conn: &Connection, game_id: GameId) -> Result<MoveList, StoreError> {
    let mut stmt =
        conn.prepare_cached("SELECT x, y, left_ms FROM all_moves WHERE game_id = ? ORDER BY ply")?;
    let rows = stmt.query_map([game_id], |row| {
        Ok((
            row.get::<_, Option<i64>>(0)?,
            row.get::<_, Option<i64>>(1)?,
            row.get::<_, Option<i64>>(2)?,
        ))
    })?;
    let mut moves = MoveList::default();
    for row in rows {
        let (x, y, left) = row?;
        moves.push(x, y, left)?;
    }
    Ok(moves)
}

fn read_game(conn: &Connection, id: GameId) -> Result<Option<GameRecord>, StoreError> {
    let row = conn
        .query_row(
            &format!("SELECT {GAME_COLUMNS} FROM games WHERE id = ?"),
            [id],
            |r| {
                Ok(GameRow {
                    game: r.get(0)?,
                    options: r.get(1)?,
                    black: r.get(2)?,
                    white: r.get(3)?,
                    started_ms: r.get(4)?,
                    ended_ms: r.get(5)?,
                    result: r.get(6)?,
                    reason: r.get(7)?,
                    line: r.get(8)?,
                    in_open_room: r.get(9)?,
                })
            },
        )
        .optional()?;
    let Some(row) = row else {
        return Ok(None);
    };
    let mut names = Vec::new();
    for id in row.players()? {
        let name: Option<String> = conn
            .query_row("SELECT name FROM players WHERE id = ?", [id], |r| r.get(0))
            .optional()?;
        names.extend(name.map(|name| (id, name)));
    }
    let moves = read_moves(conn, id)?;
    let record = row.into_record(&names, moves)?;
    let import = conn
        .query_row(
            "SELECT player, black, white FROM imports WHERE game_id = ?",
            [id],
            |r| Ok((r.get(0)?, [r.get(1)?, r.get(2)?])),
        )
        .optional()?;
    Ok(Some(match import {
        Some((player, names)) => record.imported(player, names),
        None => record,
    }))
}

/// The game `player` kept from the file of `digest`, if any. Blocking.
pub(super) fn import_of(
    conn: &Connection,
    player: PlayerId,
    digest: &[u8],
) -> Result<Option<GameId>, StoreError> {
    let found = conn
        .query_row(
            "SELECT game_id FROM imports WHERE player = ? AND digest = ?",
            params![player, digest],
            |r| r.get(0),
        )
        .optional()?;
    Ok(found)
}

/// The cap `import` runs into, if any, as the store stands in the transaction of `conn`.
fn import_cap(conn: &Connection, import: &Import) -> Result<Option<ImportCap>, StoreError> {
    let count = |sql: &str, param: Option<&dyn rusqlite::ToSql>| -> Result<usize, StoreError> {
        let n: i64 = match param {
            Some(p) => conn.query_row(sql, [p], |r| r.get(0))?,
            None => conn.query_row(sql, [], |r| r.get(0))?,
        };
        Ok(usize::try_from(n).unwrap_or(usize::MAX))
    };
    let caps = import.caps;
    if count(
        "SELECT count(*) FROM imports WHERE player = ?",
        Some(&import.player),
    )? >= caps.per_player
    {
        return Ok(Some(ImportCap::Player));
    }
    if let Some(address) = &import.address
        && count(
            "SELECT count(*) FROM imports WHERE address = ?",
            Some(address),
        )? >= caps.per_address
    {
        return Ok(Some(ImportCap::Address));
    }
    if count("SELECT count(*) FROM imports", None)? >= caps.total {
        return Ok(Some(ImportCap::Server));
    }
    Ok(None)
}

fn load(conn: &Connection) -> Result<Snapshot, StoreError> {
    let mut players = Vec::new();
    let mut stmt = conn.prepare(&format!("SELECT {PLAYER_COLUMNS} FROM players"))?;
    let rows = stmt.query_map([], player_row)?;
    for row in rows {
        players.push(row?);
    }
    let mut rooms = Vec::new();
    let mut stmt = conn.prepare(
        "SELECT r.code, r.game, r.options, r.black, r.white, r.game_id,
                r.last_active_ms, g.result, g.reason, g.line, q.undo, q.draw, q.play_again
         FROM rooms r JOIN games g ON g.id = r.game_id
         LEFT JOIN requests q ON q.room = r.code AND q.game_id = r.game_id
         WHERE r.closed = 0",
    )?;
    let rows = stmt.query_map([], |r| {
        Ok(RoomRow {
            code: r.get(0)?,
            game: r.get(1)?,
            options: r.get(2)?,
            black: r.get(3)?,
            white: r.get(4)?,
            game_id: r.get(5)?,
            last_active_ms: r.get(6)?,
            result: r.get(7)?,
            reason: r.get(8)?,
            line: r.get(9)?,
            requests: [r.get(10)?, r.get(11)?, r.get(12)?],
        })
    })?;
    for row in rows {
        let row = row?;
        let moves = read_moves(conn, row.game_id)?;
        let chat = read_chat(conn, row.game_id)?;
        rooms.push(row.into_room(moves, chat)?);
    }
    let game_ids = conn.query_row("SELECT key, legacy_max FROM game_id_key", [], |r| {
        Ok(GameIdKey {
            key: r.get(0)?,
            legacy_max: r.get(1)?,
        })
    })?;
    let tokens = conn
        .prepare("SELECT token_hash, player_id FROM player_tokens")?
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect::<Result<_, _>>()?;
    let accounts = conn
        .prepare("SELECT player_id, name_key FROM accounts")?
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect::<Result<_, _>>()?;
    Ok(Snapshot {
        players,
        rooms,
        game_ids,
        tokens,
        accounts,
    })
}

/// Ratings by one of the statements of `store::ratings`: `$1` the first of `ints`, and for a
/// leaderboard `$2` its kind and `$3` its largest deviation. Blocking.
pub(super) fn ratings(
    conn: &Connection,
    sql: &str,
    ints: &[i64],
    board: Option<&(String, f64)>,
) -> Result<Vec<super::StoredRating>, StoreError> {
    let mut stmt = conn.prepare(sql)?;
    let first = ints.first().copied().unwrap_or_default();
    let row = |r: &rusqlite::Row<'_>| {
        Ok(super::StoredRating {
            player: r.get(0)?,
            name: r.get(1)?,
            kind: r.get(2)?,
            rating: r.get(3)?,
            deviation: r.get(4)?,
            volatility: r.get(5)?,
            games: r.get(6)?,
        })
    };
    let rows = match board {
        Some((kind, deviation)) => stmt
            .query_map(
                rusqlite::named_params! {"$1": first, "$2": kind, "$3": deviation},
                row,
            )?
            .collect::<Result<Vec<_>, _>>()?,
        None => stmt
            .query_map(rusqlite::named_params! {"$1": first}, row)?
            .collect::<Result<Vec<_>, _>>()?,
    };
    Ok(rows)
}

/// A player's rating history: `(kind, at_ms, rating)`, the last `limit` games of each kind,
/// oldest first. Blocking.
pub(super) fn rating_history(
    conn: &Connection,
    player: PlayerId,
    limit: i64,
) -> Result<Vec<(String, i64, f64)>, StoreError> {
    let mut stmt = conn.prepare(super::RATING_HISTORY)?;
    let rows = stmt
        .query_map(rusqlite::named_params! {"$1": player, "$2": limit}, |r| {
            Ok((r.get(0)?, r.get(1)?, r.get(2)?))
        })?
        .collect::<Result<Vec<_>, _>>()?;
    Ok(rows)
}

/// Rows of two texts. Blocking.
pub(super) fn text_pairs(
    conn: &Connection,
    sql: &str,
) -> Result<Vec<(String, String)>, StoreError> {
    let mut stmt = conn.prepare(sql)?;
    let rows = stmt
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect::<Result<Vec<_>, _>>()?;
    Ok(rows)
}

/// The console's last `limit` actions, newest first. Blocking.
pub(super) fn audit(
    conn: &Connection,
    limit: i64,
) -> Result<Vec<(i64, String, String)>, StoreError> {
    let mut stmt = conn.prepare(super::AUDIT)?;
    let rows = stmt
        .query_map(rusqlite::named_params! {"$1": limit}, |r| {
            Ok((r.get(0)?, r.get(1)?, r.get(2)?))
        })?
        .collect::<Result<Vec<_>, _>>()?;
    Ok(rows)
}

/// The account looked up `by`. Blocking.
pub(super) fn account(
    conn: &Connection,
    by: &super::AccountBy,
) -> Result<Option<super::StoredAccount>, StoreError> {
    let row = |r: &rusqlite::Row<'_>| {
        Ok(super::StoredAccount {
            player: r.get(0)?,
            name_key: r.get(1)?,
            password_hash: r.get(2)?,
        })
    };
    let columns = "SELECT player_id, name_key, password_hash FROM accounts";
    Ok(match by {
        super::AccountBy::NameKey(key) => conn
            .query_row(&format!("{columns} WHERE name_key = ?"), [key], row)
            .optional()?,
        super::AccountBy::Player(id) => conn
            .query_row(&format!("{columns} WHERE player_id = ?"), [id], row)
            .optional()?,
    })
}

/// The writer thread: takes every waiting job, runs them in one transaction, commits, answers.
///
/// A batch is what queued while the last one ran, and no more: the writer does not wait for
/// it to grow. A wait of 4 ms for a busy store's batch to gather (from 2026-11-26) shared
/// each commit's fixed cost among more moves, a quarter of a move's CPU, but every move
/// waited it (p50 0.8 to 4.5 ms) and at 9,000 rooms the slowest hundredth waited 45 to 740 ms
/// instead of 15 to 18 (docs/scaling.md).
fn writer(
    mut conn: Connection,
    mut log: MoveLog,
    mut queue: mpsc::Receiver<Job>,
    metrics: &Metrics,
) {
    let mut batch = Vec::new();
    while let Some(first) = queue.blocking_recv() {
        batch.push(first);
        while let Ok(next) = queue.try_recv() {
            batch.push(next);
        }
        let started = Instant::now();
        let answers = run_batch(&mut conn, &mut log, &batch);
        metrics.store_commit.observe(started.elapsed());
        answer_all(&mut batch, answers);
    }
}

fn run_batch(
    conn: &mut Connection,
    log: &mut MoveLog,
    batch: &[Job],
) -> Vec<Result<i64, StoreError>> {
    let all_failed = |e: &rusqlite::Error| {
        batch
            .iter()
            .map(|_| Err(StoreError::Batch(e.to_string())))
            .collect()
    };
    let mut tx = match conn.transaction() {
        Ok(tx) => tx,
        Err(e) => return all_failed(&e),
    };
    let mut answers = Vec::with_capacity(batch.len());
    for job in batch {
        let answer = if let Write::AppendMove { .. } = job.write {
            // A move, the hottest write, needs no savepoint of its own (two statements more):
            // it writes nothing before its checks pass, and what it writes is one statement.
            apply(&tx, log, &job.write)
        } else {
            in_savepoint(&mut tx, |sp| apply(sp, log, &job.write))
        };
        if let Err(e) = &answer
            && !matches!(e, StoreError::PlyStored)
            && touches_moves(&job.write)
        {
            // Rolled back after a write to the log, perhaps: what the writer knew of the moves
            // is read again.
            reload(log, &tx);
        }
        answers.push(answer);
    }
    if log.is_full()
        && let Err(e) = in_savepoint(&mut tx, |sp| log.fold(sp))
    {
        tracing::error!(error = %e, "folding the move log failed; tried again later");
        reload(log, &tx);
    }
    if let Err(e) = tx.commit() {
        tracing::error!(error = %e, "store commit failed");
        reload(log, conn);
        return all_failed(&e);
    }
    answers
}

/// Runs `f` in a savepoint of `tx`: what it wrote is kept only if it succeeds, and a failure
/// leaves the rest of the batch as it was.
fn in_savepoint<T>(
    tx: &mut rusqlite::Transaction<'_>,
    f: impl FnOnce(&Connection) -> Result<T, StoreError>,
) -> Result<T, StoreError> {
    let sp = tx.savepoint()?;
    let value = f(&sp)?;
    sp.commit()?;
    Ok(value)
}

/// Whether a write changes the moves, and with them what the move log knows.
fn touches_moves(write: &Write) -> bool {
    matches!(
        write,
        Write::AppendMove { .. } | Write::TruncateMoves { .. }
    )
}

/// Forgets what the move log knew and counts it again, after a failure. (Should even that
/// fail, the database is failing as a whole, and says so in the log.)
fn reload(log: &mut MoveLog, conn: &Connection) {
    if let Err(e) = log.reload(conn) {
        tracing::error!(error = %e, "reading the move log failed");
    }
}

fn apply(conn: &Connection, log: &mut MoveLog, write: &Write) -> Result<i64, StoreError> {
    let now = now_ms();
    match write {
        Write::CreatePlayer { token_hash, name } => {
            conn.execute(
                "INSERT INTO players (token_hash, name, created_ms) VALUES (?, ?, ?)",
                params![token_hash, name, now],
            )?;
            Ok(conn.last_insert_rowid())
        }
        Write::RegisterBot { token_hash, name } => {
            conn.execute(
                "INSERT INTO players (token_hash, name, created_ms, bot_ms) VALUES (?, ?, ?, ?)",
                params![token_hash, name, now, now],
            )?;
            Ok(conn.last_insert_rowid())
        }
        Write::RemoveBot { id, token_hash } => {
            let changed = conn.execute(
                "UPDATE players SET bot_ms = NULL, token_hash = ? WHERE id = ? AND bot_ms IS NOT NULL",
                params![token_hash, id],
            )?;
            if changed == 0 {
                return Err(StoreError::Missing("bot"));
            }
            Ok(0)
        }
        Write::CreateAccount {
            player,
            name_key,
            password_hash,
        } => {
            let made = conn.execute(
                "INSERT OR IGNORE INTO accounts
                 (player_id, name_key, password_hash, created_ms, changed_ms)
                 VALUES (?, ?, ?, ?, ?)",
                params![player, name_key, password_hash, now, now],
            )?;
            if made == 0 {
                return Err(StoreError::NameTaken);
            }
            Ok(0)
        }
        Write::SetPassword {
            player,
            password_hash,
        } => {
            let changed = conn.execute(
                "UPDATE accounts SET password_hash = ?, changed_ms = ? WHERE player_id = ?",
                params![password_hash, now, player],
            )?;
            if changed == 0 {
                return Err(StoreError::Missing("account"));
            }
            Ok(0)
        }
        Write::AddToken { player, token_hash } => {
            conn.execute(
                "INSERT INTO player_tokens (token_hash, player_id, created_ms) VALUES (?, ?, ?)",
                params![token_hash, player, now],
            )?;
            Ok(0)
        }
        Write::RevokeTokens { player, keep } => {
            conn.execute(
                "DELETE FROM player_tokens WHERE player_id = ?",
                params![player],
            )?;
            conn.execute(
                "UPDATE players SET token_hash = ? WHERE id = ?",
                params![keep, player],
            )?;
            Ok(0)
        }
        Write::RateGame {
            game_id,
            kind,
            rows,
        } => {
            for row in rows {
                conn.execute(
                    "INSERT INTO ratings
                     (player_id, kind, rating, deviation, volatility, games, updated_ms)
                     VALUES (?1, ?2, ?3, ?4, ?5, 1, ?6)
                     ON CONFLICT (player_id, kind) DO UPDATE SET rating = ?3, deviation = ?4,
                     volatility = ?5, games = ratings.games + 1, updated_ms = ?6",
                    params![
                        row.player,
                        kind,
                        row.rating,
                        row.deviation,
                        row.volatility,
                        now
                    ],
                )?;
                conn.execute(
                    "INSERT OR IGNORE INTO rating_history
                     (player_id, kind, game_id, rating, deviation, at_ms)
                     VALUES (?, ?, ?, ?, ?, ?)",
                    params![row.player, kind, game_id, row.rating, row.deviation, now],
                )?;
            }
            Ok(0)
        }
        Write::Moderate { kind, target, on } => {
            if *on {
                conn.execute(
                    "INSERT OR IGNORE INTO moderation (kind, target, at_ms) VALUES (?, ?, ?)",
                    params![kind, target, now],
                )?;
            } else {
                conn.execute(
                    "DELETE FROM moderation WHERE kind = ? AND target = ?",
                    params![kind, target],
                )?;
            }
            Ok(0)
        }
        Write::Audit { action, detail } => {
            conn.execute(
                "INSERT INTO audit (at_ms, action, detail) VALUES (?, ?, ?)",
                params![now, action, detail],
            )?;
            Ok(0)
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
            options,
            seats,
        } => {
            let [black, white] = occupant_columns(seats);
            let (game, options) = (options.game.as_str(), options_column(&options.options));
            conn.execute(
                "INSERT INTO games (room, game, options, black, white, started_ms)
                 VALUES (?, ?, ?, ?, ?, ?)",
                params![code, game, options, black, white, now],
            )?;
            let game_id = conn.last_insert_rowid();
            // A closed room's code may be drawn again: the new room takes the row over (the old
            // games keep their records, under their own ids); an open room's code changes
            // nothing, and the job fails.
            let stored = conn.execute(
                "INSERT INTO rooms (code, game, options, black, white, game_id, created_ms,
                                    last_active_ms)
                 VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                 ON CONFLICT (code) DO UPDATE SET game = excluded.game,
                    options = excluded.options, black = excluded.black,
                    white = excluded.white, game_id = excluded.game_id,
                    created_ms = excluded.created_ms, last_active_ms = excluded.last_active_ms,
                    closed = 0
                 WHERE rooms.closed = 1",
                params![code, game, options, black, white, game_id, now, now],
            )?;
            if stored == 0 {
                return Err(StoreError::CodeInUse);
            }
            log.started(game_id, now);
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
            // The hottest write of all: into the log (`move_log.rs`).
            log.append(conn, *game_id, *ply, *mv, now, *left_ms)?;
            Ok(0)
        }
        Write::AppendChat { game_id, line } => {
            conn.prepare_cached(
                "INSERT INTO chat_lines (game_id, at_ms, speaker, seat, text)
                 VALUES (?, ?, ?, ?, ?)",
            )?
            .execute(rusqlite::params![
                game_id,
                line.at_ms,
                line.speaker,
                line.seat.map(seat_column),
                line.text
            ])?;
            Ok(0)
        }
        Write::TruncateMoves { game_id, keep } => {
            log.truncate(conn, *game_id, *keep)?;
            Ok(0)
        }
        Write::FinishGame { game_id, result } => {
            log.finished(*game_id);
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
            let (game, options): (String, String) = conn.query_row(
                "SELECT game, options FROM rooms WHERE code = ?",
                [code],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )?;
            let [black, white] = occupant_columns(seats);
            conn.execute(
                "INSERT INTO games (room, game, options, black, white, started_ms)
                 VALUES (?, ?, ?, ?, ?, ?)",
                params![code, game, options, black, white, now],
            )?;
            let game_id = conn.last_insert_rowid();
            conn.execute(
                "UPDATE rooms SET game_id = ?, black = ?, white = ?, last_active_ms = ?
                 WHERE code = ?",
                params![game_id, black, white, now, code],
            )?;
            log.started(game_id, now);
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
                let [undo, draw, play_again] = request_columns(requests);
                conn.execute(
                    "INSERT OR REPLACE INTO requests (room, game_id, undo, draw, play_again)
                     VALUES (?, ?, ?, ?, ?)",
                    params![code, game_id, undo, draw, play_again],
                )?;
            }
            Ok(0)
        }
        Write::CloseRoom { code } => {
            conn.execute("UPDATE rooms SET closed = 1 WHERE code = ?", [code])?;
            conn.execute("UPDATE players SET room = NULL WHERE room = ?", [code])?;
            Ok(0)
        }
        Write::CreateTournament { host, settings } => {
            conn.execute(
                "INSERT INTO tournaments (host, settings, created_ms) VALUES (?, ?, ?)",
                params![host, settings, now],
            )?;
            Ok(conn.last_insert_rowid())
        }
        Write::TournamentCommand {
            tournament,
            seq,
            at_ms,
            command,
        } => {
            conn.execute(
                "INSERT INTO tournament_commands (tournament_id, seq, at_ms, command)
                 VALUES (?, ?, ?, ?)",
                params![
                    tournament,
                    i64::try_from(*seq).unwrap_or(i64::MAX),
                    at_ms,
                    command
                ],
            )?;
            Ok(0)
        }
        Write::TournamentGame { tournament, game } => {
            conn.execute(
                "INSERT INTO tournament_games (tournament_id, game_no, game_id, room)
                 VALUES (?, ?, ?, ?)",
                params![tournament, game.game_no, game.game_id, game.room],
            )?;
            Ok(0)
        }
        Write::FinishTournament { tournament } => {
            conn.execute(
                "UPDATE tournaments SET finished_ms = ? WHERE id = ? AND finished_ms IS NULL",
                params![now, tournament],
            )?;
            Ok(0)
        }
        Write::CreateReview {
            game_id,
            player,
            seed,
            effort,
        } => {
            conn.execute(
                "INSERT INTO reviews (game_id, player, seed, effort, requested_ms)
                 VALUES (?, ?, ?, ?, ?)",
                params![game_id, player, seed, effort, now],
            )?;
            Ok(0)
        }
        Write::ImportGame(import) => {
            // The same file from the same player is the game kept before; a file past a cap
            // is not kept. Both are read in the transaction that would keep it.
            let found = conn
                .query_row(
                    "SELECT game_id FROM imports WHERE player = ? AND digest = ?",
                    params![import.player, import.digest],
                    |r| r.get(0),
                )
                .optional()?;
            if let Some(id) = found {
                return Ok(id);
            }
            if let Some(cap) = import_cap(conn, import)? {
                return Ok(cap.code());
            }
            let stored = StoredOptions::of_config(&import.config);
            let (game, options) = (stored.game.as_str(), options_column(&stored.options));
            let (result, reason, line) = match &import.result {
                Some(r) => (Some(&r.result), Some(&r.reason), Some(line_text(&r.line))),
                None => (None, None, None),
            };
            conn.execute(
                "INSERT INTO games (room, game, options, started_ms, ended_ms, result, reason, line)
                 VALUES ('', ?, ?, ?, ?, ?, ?, ?)",
                params![game, options, now, now, result, reason, line],
            )?;
            let game_id = conn.last_insert_rowid();
            let mut insert = conn.prepare_cached(
                "INSERT INTO moves (game_id, ply, x, y, at_ms) VALUES (?, ?, ?, ?, ?)",
            )?;
            for (ply, mv) in import.moves.iter().enumerate() {
                let (x, y) = move_columns(*mv);
                insert.execute(params![game_id, int_column(ply), x, y, now])?;
            }
            let [black, white] = &import.names;
            conn.execute(
                "INSERT INTO imports (game_id, player, digest, black, white, address)
                 VALUES (?, ?, ?, ?, ?, ?)",
                params![
                    game_id,
                    import.player,
                    import.digest,
                    black,
                    white,
                    import.address
                ],
            )?;
            Ok(game_id)
        }
        Write::ReviewStep {
            game_id,
            ply,
            evaluation,
        } => {
            conn.prepare_cached(
                "INSERT OR REPLACE INTO review_steps (game_id, ply, evaluation) VALUES (?, ?, ?)",
            )?
            .execute(params![game_id, int_column(*ply), evaluation])?;
            Ok(0)
        }
        Write::FinishReview { game_id } => {
            conn.execute(
                "UPDATE reviews SET done_ms = ? WHERE game_id = ?",
                params![now, game_id],
            )?;
            Ok(0)
        }
    }
}
