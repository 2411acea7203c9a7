//! `boardroom-server migrate --from <data folder> --to postgres://...`: copies a SQLite store
//! into an empty PostgreSQL database, every row of every table with its id, so that a server
//! started on PostgreSQL carries on where the SQLite one stopped (the same rooms, tokens, game
//! ids and SGF links).
//!
//! The source is read in one read transaction (a consistent snapshot, though the server should
//! be stopped: what it writes after the snapshot is not copied) on a blocking thread, which
//! hands rows over in chunks; each table goes into PostgreSQL with a binary `COPY`. The whole
//! copy is one transaction that first locks the tables and checks that they are empty: it
//! lands whole or not at all, and never on top of a store already in use.

use std::fmt;
use std::path::{Path, PathBuf};

use futures_util::pin_mut;
use rusqlite::types::Value;
use tokio::sync::mpsc;
use tokio_postgres::binary_copy::BinaryCopyInWriter;
use tokio_postgres::types::{ToSql, Type};

use super::{DATABASE_FILE, StoreError, postgres, sqlite};

/// Rows handed from the reading thread to the copy at a time.
const CHUNK: usize = 1000;

/// A column's type in PostgreSQL, which says how SQLite's value is converted.
#[derive(Debug, Clone, Copy)]
enum Kind {
    /// `BIGINT`.
    Int8,
    /// `SMALLINT` (a coordinate).
    Int2,
    /// `BOOLEAN` (SQLite's 0 or 1).
    Bool,
    /// `TEXT`.
    Text,
    /// `BYTEA`.
    Bytea,
    /// `DOUBLE PRECISION` (SQLite's `REAL`).
    Float8,
}

impl Kind {
    fn pg_type(self) -> Type {
        match self {
            Kind::Int8 => Type::INT8,
            Kind::Int2 => Type::INT2,
            Kind::Bool => Type::BOOL,
            Kind::Text => Type::TEXT,
            Kind::Bytea => Type::BYTEA,
            Kind::Float8 => Type::FLOAT8,
        }
    }
}

/// A table and its columns, in the order they are copied (a move's game before the move).
struct Table {
    name: &'static str,
    columns: &'static [(&'static str, Kind)],
}

/// Every table of the store.
const TABLES: [Table; 19] = [
    Table {
        name: "players",
        columns: &[
            ("id", Kind::Int8),
            ("token_hash", Kind::Bytea),
            ("name", Kind::Text),
            ("room", Kind::Text),
            ("created_ms", Kind::Int8),
            ("bot_ms", Kind::Int8),
        ],
    },
    Table {
        name: "games",
        columns: &[
            ("id", Kind::Int8),
            ("room", Kind::Text),
            ("game", Kind::Text),
            ("options", Kind::Text),
            ("black", Kind::Text),
            ("white", Kind::Text),
            ("started_ms", Kind::Int8),
            ("ended_ms", Kind::Int8),
            ("result", Kind::Text),
            ("reason", Kind::Text),
            ("line", Kind::Text),
        ],
    },
    Table {
        name: "rooms",
        columns: &[
            ("code", Kind::Text),
            ("game", Kind::Text),
            ("options", Kind::Text),
            ("black", Kind::Text),
            ("white", Kind::Text),
            ("game_id", Kind::Int8),
            ("created_ms", Kind::Int8),
            ("last_active_ms", Kind::Int8),
            ("closed", Kind::Bool),
        ],
    },
    Table {
        name: "moves",
        columns: &[
            ("game_id", Kind::Int8),
            ("ply", Kind::Int8),
            ("x", Kind::Int2),
            ("y", Kind::Int2),
            ("at_ms", Kind::Int8),
            ("left_ms", Kind::Int8),
        ],
    },
    Table {
        name: "requests",
        columns: &[
            ("room", Kind::Text),
            ("game_id", Kind::Int8),
            ("undo", Kind::Text),
            ("draw", Kind::Text),
            ("play_again", Kind::Text),
        ],
    },
    Table {
        name: "reviews",
        columns: &[
            ("game_id", Kind::Int8),
            ("player", Kind::Int8),
            ("seed", Kind::Int8),
            ("effort", Kind::Text),
            ("requested_ms", Kind::Int8),
            ("done_ms", Kind::Int8),
        ],
    },
    Table {
        name: "review_steps",
        columns: &[
            ("game_id", Kind::Int8),
            ("ply", Kind::Int8),
            ("evaluation", Kind::Text),
        ],
    },
    Table {
        name: "imports",
        columns: &[
            ("game_id", Kind::Int8),
            ("player", Kind::Int8),
            ("digest", Kind::Bytea),
            ("black", Kind::Text),
            ("white", Kind::Text),
            ("address", Kind::Text),
        ],
    },
    Table {
        name: "tournaments",
        columns: &[
            ("id", Kind::Int8),
            ("host", Kind::Int8),
            ("settings", Kind::Text),
            ("created_ms", Kind::Int8),
            ("finished_ms", Kind::Int8),
        ],
    },
    Table {
        name: "tournament_commands",
        columns: &[
            ("tournament_id", Kind::Int8),
            ("seq", Kind::Int8),
            ("at_ms", Kind::Int8),
            ("command", Kind::Text),
        ],
    },
    Table {
        name: "tournament_games",
        columns: &[
            ("tournament_id", Kind::Int8),
            ("game_no", Kind::Int8),
            ("game_id", Kind::Int8),
            ("room", Kind::Text),
        ],
    },
    Table {
        name: "accounts",
        columns: &[
            ("player_id", Kind::Int8),
            ("name_key", Kind::Text),
            ("password_hash", Kind::Text),
            ("created_ms", Kind::Int8),
            ("changed_ms", Kind::Int8),
        ],
    },
    Table {
        name: "player_tokens",
        columns: &[
            ("token_hash", Kind::Bytea),
            ("player_id", Kind::Int8),
            ("created_ms", Kind::Int8),
        ],
    },
    Table {
        name: "ratings",
        columns: &[
            ("player_id", Kind::Int8),
            ("kind", Kind::Text),
            ("rating", Kind::Float8),
            ("deviation", Kind::Float8),
            ("volatility", Kind::Float8),
            ("games", Kind::Int8),
            ("updated_ms", Kind::Int8),
        ],
    },
    Table {
        name: "rating_history",
        columns: &[
            ("player_id", Kind::Int8),
            ("kind", Kind::Text),
            ("game_id", Kind::Int8),
            ("rating", Kind::Float8),
            ("deviation", Kind::Float8),
            ("at_ms", Kind::Int8),
        ],
    },
    Table {
        name: "moderation",
        columns: &[
            ("kind", Kind::Text),
            ("target", Kind::Text),
            ("at_ms", Kind::Int8),
        ],
    },
    Table {
        name: "audit",
        columns: &[
            ("id", Kind::Int8),
            ("at_ms", Kind::Int8),
            ("action", Kind::Text),
            ("detail", Kind::Text),
        ],
    },
    Table {
        name: "chat_lines",
        columns: &[
            ("id", Kind::Int8),
            ("game_id", Kind::Int8),
            ("at_ms", Kind::Int8),
            ("speaker", Kind::Text),
            ("seat", Kind::Text),
            ("text", Kind::Text),
        ],
    },
    Table {
        name: "game_id_key",
        columns: &[
            ("id", Kind::Int8),
            ("key", Kind::Bytea),
            ("legacy_max", Kind::Int8),
        ],
    },
];

/// The tables whose ids PostgreSQL hands out: after the copy each goes on from the largest.
const IDENTITIES: [&str; 5] = ["players", "games", "tournaments", "audit", "chat_lines"];

/// Why a migration did not happen. Nothing was written to the target.
#[derive(Debug, thiserror::Error)]
pub enum MigrateError {
    /// The source folder has no database.
    #[error("there is no database at {}", .0.display())]
    NoSource(PathBuf),
    /// The target already holds a store.
    #[error(
        "the target is not empty ({table} has {rows} rows); migrate copies into an empty \
         database only"
    )]
    NotEmpty {
        /// The first table found with rows.
        table: &'static str,
        /// How many.
        rows: i64,
    },
    /// A value in the source does not fit its column.
    #[error("{table}.{column}: {value} does not fit the column")]
    BadValue {
        /// The table.
        table: &'static str,
        /// The column.
        column: &'static str,
        /// The value, as SQLite holds it.
        value: String,
    },
    /// Either database failed.
    #[error(transparent)]
    Store(#[from] StoreError),
}

impl From<rusqlite::Error> for MigrateError {
    fn from(e: rusqlite::Error) -> MigrateError {
        MigrateError::Store(e.into())
    }
}

impl From<tokio_postgres::Error> for MigrateError {
    fn from(e: tokio_postgres::Error) -> MigrateError {
        MigrateError::Store(e.into())
    }
}

/// What was copied.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Copied {
    /// Players.
    pub players: u64,
    /// Rooms, open or closed.
    pub rooms: u64,
    /// Of those, open.
    pub open_rooms: u64,
    /// Games, finished or not.
    pub games: u64,
    /// Moves of every game.
    pub moves: u64,
    /// Requests waiting for an answer.
    pub requests: u64,
}

impl fmt::Display for Copied {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} players, {} rooms ({} open), {} games, {} moves, {} open requests",
            self.players, self.rooms, self.open_rooms, self.games, self.moves, self.requests
        )
    }
}

/// A chunk of one table's rows from the reading thread; `None` ends the table.
type Chunk = Option<Vec<Vec<Value>>>;

/// Copies the SQLite store in `data_dir` into the empty PostgreSQL database at `url`.
///
/// # Errors
/// [`MigrateError`] when there is no source, the target is not empty, a value does not fit,
/// or either database fails; the target is then left as it was.
pub async fn sqlite_to_postgres(data_dir: &Path, url: &str) -> Result<Copied, MigrateError> {
    let source = data_dir.join(DATABASE_FILE);
    if !source.is_file() {
        return Err(MigrateError::NoSource(source));
    }
    let mut target = postgres::connect_url(url).await?;
    postgres::migrate(&mut target).await?;
    let tx = target.transaction().await?;
    let names: Vec<&str> = TABLES.iter().map(|t| t.name).collect();
    tx.batch_execute(&format!(
        "LOCK TABLE {} IN EXCLUSIVE MODE",
        names.join(", ")
    ))
    .await?;
    for table in &TABLES {
        let rows: i64 = tx
            .query_one(&format!("SELECT count(*) FROM {}", table.name), &[])
            .await?
            .try_get(0)?;
        if rows > 0 {
            return Err(MigrateError::NotEmpty {
                table: table.name,
                rows,
            });
        }
    }

    let (chunks, mut received) = mpsc::channel::<Chunk>(4);
    let reading = tokio::task::spawn_blocking(move || read_source(&source, &chunks));
    let mut counts = [0u64; TABLES.len()];
    for (table, count) in TABLES.iter().zip(&mut counts) {
        let columns: Vec<&str> = table.columns.iter().map(|(name, _)| *name).collect();
        let types: Vec<Type> = table
            .columns
            .iter()
            .map(|(_, kind)| kind.pg_type())
            .collect();
        let sink = tx
            .copy_in(&format!(
                "COPY {} ({}) FROM STDIN (FORMAT binary)",
                table.name,
                columns.join(", ")
            ))
            .await?;
        let writer = BinaryCopyInWriter::new(sink, &types);
        pin_mut!(writer);
        // A closed channel before the table's end: the reading thread failed, and says why
        // below.
        while let Some(Some(rows)) = received.recv().await {
            for row in rows {
                let values = row
                    .into_iter()
                    .zip(table.columns)
                    .map(|(value, &(column, kind))| param(table.name, column, kind, value))
                    .collect::<Result<Vec<_>, _>>()?;
                let refs: Vec<&(dyn ToSql + Sync)> = values
                    .iter()
                    .map(|v| v.as_ref() as &(dyn ToSql + Sync))
                    .collect();
                writer.as_mut().write(&refs).await?;
            }
        }
        *count = writer.finish().await?;
    }
    reading.await.map_err(|_| StoreError::Closed)??;
    for table in IDENTITIES {
        tx.execute(
            &format!(
                "SELECT setval(pg_get_serial_sequence('{table}', 'id'), \
                 COALESCE(MAX(id), 0) + 1, false) FROM {table}"
            ),
            &[],
        )
        .await?;
    }
    let open_rooms: i64 = tx
        .query_one("SELECT count(*) FROM rooms WHERE NOT closed", &[])
        .await?
        .try_get(0)?;
    tx.commit().await?;
    // Reviews are copied as they are; the summary counts the games' tables.
    let [players, games, rooms, moves, requests, ..] = counts;
    Ok(Copied {
        players,
        rooms,
        open_rooms: u64::try_from(open_rooms).unwrap_or(0),
        games,
        moves,
        requests,
    })
}

/// Reads every table of the SQLite database at `path`, brought up to date first, in one read
/// transaction, and hands the rows over in chunks, each table ended by `None`.
fn read_source(path: &Path, chunks: &mpsc::Sender<Chunk>) -> Result<(), MigrateError> {
    let mut conn = sqlite::open_connection(path)?;
    sqlite::migrate(&mut conn)?;
    let tx = conn.transaction()?;
    // The copy stopped (the target failed): it reports its own error.
    let gone = || MigrateError::Store(StoreError::Closed);
    for table in &TABLES {
        let columns: Vec<&str> = table.columns.iter().map(|(name, _)| *name).collect();
        let mut stmt = tx.prepare(&format!(
            "SELECT {} FROM {}",
            columns.join(", "),
            table.name
        ))?;
        let mut rows = stmt.query([])?;
        let mut chunk = Vec::with_capacity(CHUNK);
        while let Some(row) = rows.next()? {
            let values = (0..columns.len())
                .map(|i| row.get::<_, Value>(i))
                .collect::<Result<Vec<_>, _>>()?;
            chunk.push(values);
            if chunk.len() == CHUNK {
                let full = std::mem::replace(&mut chunk, Vec::with_capacity(CHUNK));
                chunks.blocking_send(Some(full)).map_err(|_| gone())?;
            }
        }
        if !chunk.is_empty() {
            chunks.blocking_send(Some(chunk)).map_err(|_| gone())?;
        }
        chunks.blocking_send(None).map_err(|_| gone())?;
    }
    Ok(())
}

/// SQLite's `value` as the parameter of a `kind` column.
fn param(
    table: &'static str,
    column: &'static str,
    kind: Kind,
    value: Value,
) -> Result<Box<dyn ToSql + Sync + Send>, MigrateError> {
    let bad = |value: &Value| MigrateError::BadValue {
        table,
        column,
        value: format!("{value:?}"),
    };
    Ok(match (kind, value) {
        (Kind::Int8, Value::Null) => Box::new(None::<i64>),
        (Kind::Int2, Value::Null) => Box::new(None::<i16>),
        (Kind::Bool, Value::Null) => Box::new(None::<bool>),
        (Kind::Text, Value::Null) => Box::new(None::<String>),
        (Kind::Bytea, Value::Null) => Box::new(None::<Vec<u8>>),
        (Kind::Float8, Value::Null) => Box::new(None::<f64>),
        (Kind::Float8, Value::Real(x)) => Box::new(x),
        #[expect(
            clippy::cast_precision_loss,
            reason = "SQLite keeps a REAL that happens to be whole as an integer"
        )]
        (Kind::Float8, Value::Integer(i)) => Box::new(i as f64),
        (Kind::Int8, Value::Integer(i)) => Box::new(i),
        (Kind::Int2, Value::Integer(i)) => {
            Box::new(i16::try_from(i).map_err(|_| bad(&Value::Integer(i)))?)
        }
        (Kind::Bool, Value::Integer(i)) => Box::new(i != 0),
        (Kind::Text, Value::Text(text)) => Box::new(text),
        (Kind::Bytea, Value::Blob(bytes)) => Box::new(bytes),
        (_, value) => return Err(bad(&value)),
    })
}
