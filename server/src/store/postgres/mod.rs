//! The PostgreSQL store: the same tables as SQLite's, written by one task on one connection
//! (`writer.rs`), read on another (`Reader`). Every connection sets `synchronous_commit` on,
//! whatever the server's default: a commit returns only once it is flushed, which is what lets
//! a room broadcast a move the moment its write is answered.

mod cached;
mod statements;
mod touched;
mod writer;

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use tokio::sync::mpsc;
use tokio_postgres::{Client, NoTls};

use super::columns::{GAME_COLUMNS, GameRow, MoveList, PLAYER_COLUMNS, RoomRow, chat_line};
use super::records::{
    CHAT_LINES_READ, GameIdKey, GameRecord, Occupant, Snapshot, StoredChat, StoredPlayer,
    StoredReview, StoredRoom, StoredTournament, TournamentGame,
};
use super::{GameId, Job, PlayerId, StoreError};
use crate::metrics::Metrics;
use statements::Statements;

pub(crate) use cached::CachedClient;

/// The versioned schema: `server/migrations/postgres/V*.sql`, the same versions as SQLite's,
/// applied in order by refinery, which records them in `refinery_schema_history`.
mod migrations {
    refinery::embed_migrations!("migrations/postgres");
}

/// The advisory lock held while migrating, so that servers starting together on one database
/// apply each version once ("BoardMig" in ASCII).
const MIGRATION_LOCK: i64 = 0x426f_6172_644d_6967;

/// How long a connection may take before the store gives up on it, unless the URL says.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(10);

/// Parses `url`, with this server's defaults where the URL says nothing.
fn config(url: &str) -> Result<tokio_postgres::Config, StoreError> {
    let mut config: tokio_postgres::Config = url.parse()?;
    if config.get_connect_timeout().is_none() {
        config.connect_timeout(CONNECT_TIMEOUT);
    }
    if config.get_application_name().is_none() {
        config.application_name("boardroom");
    }
    Ok(config)
}

/// A connection, driven by a task of its own, with `synchronous_commit` on.
async fn connect(config: &tokio_postgres::Config) -> Result<Client, StoreError> {
    let (client, connection) = config.connect(NoTls).await?;
    tokio::spawn(async move {
        if let Err(e) = connection.await {
            tracing::warn!(error = %e, "store: PostgreSQL connection lost");
        }
    });
    client.batch_execute("SET synchronous_commit = on").await?;
    Ok(client)
}

/// A connection to `url` (for `migrate`).
pub(super) async fn connect_url(url: &str) -> Result<Client, StoreError> {
    connect(&config(url)?).await
}

/// Brings the schema of the database on `client` up to `version` only: an older server's
/// database, for the test that upgrades one.
#[cfg(test)]
pub(super) async fn migrate_until(client: &mut Client, version: i32) -> Result<(), StoreError> {
    migrations::migrations::runner()
        .set_target(refinery::Target::Version(version))
        .run_async(client)
        .await
        .map_err(|e| StoreError::Migration(e.to_string()))?;
    Ok(())
}

/// Brings the schema of the database on `client` up to date, one server at a time.
pub(super) async fn migrate(client: &mut Client) -> Result<(), StoreError> {
    client
        .execute("SELECT pg_advisory_lock($1)", &[&MIGRATION_LOCK])
        .await?;
    let applied = migrations::migrations::runner()
        .run_async(client)
        .await
        .map_err(|e| StoreError::Migration(e.to_string()));
    client
        .execute("SELECT pg_advisory_unlock($1)", &[&MIGRATION_LOCK])
        .await?;
    applied.map(drop)
}

/// The writer's connection and its statements.
#[derive(Debug)]
struct Session {
    client: Client,
    statements: Statements,
}

impl Session {
    async fn open(config: &tokio_postgres::Config) -> Result<Session, StoreError> {
        let client = connect(config).await?;
        let statements = Statements::prepare(&client).await?;
        Ok(Session { client, statements })
    }
}

/// Connects to `url`, brings the schema up to date, reads everything the server needs back,
/// and starts the writer task on `queue`. Answers the reader and what was read.
pub(super) async fn open(
    url: &str,
    queue: mpsc::Receiver<Job>,
    metrics: Arc<Metrics>,
) -> Result<(Reader, Snapshot), StoreError> {
    let config = config(url)?;
    let mut client = connect(&config).await?;
    migrate(&mut client).await?;
    // The first node to start makes the key; the others find it.
    client
        .execute(
            "INSERT INTO game_id_key (id, key, legacy_max)
             VALUES (1, $1, (SELECT COALESCE(MAX(id), 0) FROM games))
             ON CONFLICT (id) DO NOTHING",
            &[&GameIdKey::fresh()],
        )
        .await?;
    let snapshot = load(&mut client).await?;
    let session = Session::open(&config).await?;
    tokio::spawn(writer::run(session, config.clone(), queue, metrics));
    let reader = Reader {
        client: CachedClient::with(config, Some(client)),
    };
    Ok((reader, snapshot))
}

/// Every player and every open room with its current game's moves, read in one consistent
/// snapshot.
async fn load(client: &mut Client) -> Result<Snapshot, StoreError> {
    let tx = client
        .build_transaction()
        .isolation_level(tokio_postgres::IsolationLevel::RepeatableRead)
        .read_only(true)
        .start()
        .await?;
    let players = tx
        .query(&format!("SELECT {PLAYER_COLUMNS} FROM players"), &[])
        .await?
        .iter()
        .map(player_row)
        .collect::<Result<Vec<_>, tokio_postgres::Error>>()?;
    let mut moves: HashMap<GameId, MoveList> = HashMap::new();
    let rows = tx
        .query(
            "SELECT m.game_id, m.x, m.y, m.left_ms
             FROM moves m JOIN rooms r ON r.game_id = m.game_id
             WHERE NOT r.closed
             ORDER BY m.game_id, m.ply",
            &[],
        )
        .await?;
    for r in rows {
        let (x, y): (Option<i16>, Option<i16>) = (r.try_get(1)?, r.try_get(2)?);
        moves.entry(r.try_get(0)?).or_default().push(
            x.map(i64::from),
            y.map(i64::from),
            r.try_get(3)?,
        )?;
    }
    let mut chats: HashMap<GameId, Vec<StoredChat>> = HashMap::new();
    let rows = tx
        .query(
            &format!(
                "SELECT game_id, at_ms, speaker, seat, text FROM
                   (SELECT c.*, row_number() OVER (PARTITION BY c.game_id ORDER BY c.id DESC) AS n
                    FROM chat_lines c JOIN rooms r ON r.game_id = c.game_id
                    WHERE NOT r.closed) newest
                 WHERE n <= {CHAT_LINES_READ}
                 ORDER BY game_id, id"
            ),
            &[],
        )
        .await?;
    for r in rows {
        let line = chat_line(r.try_get(1)?, r.try_get(2)?, r.try_get(3)?, r.try_get(4)?)?;
        chats.entry(r.try_get(0)?).or_default().push(line);
    }
    let mut rooms = Vec::new();
    let rows = tx
        .query(&format!("{OPEN_ROOMS} WHERE NOT r.closed"), &[])
        .await?;
    for r in rows {
        let row = room_row(&r)?;
        let game_moves = moves.remove(&row.game_id).unwrap_or_default();
        let chat = chats.remove(&row.game_id).unwrap_or_default();
        rooms.push(row.into_room(game_moves, chat)?);
    }
    let key = tx
        .query_one("SELECT key, legacy_max FROM game_id_key", &[])
        .await?;
    let game_ids = GameIdKey {
        key: key.try_get(0)?,
        legacy_max: key.try_get(1)?,
    };
    let tokens = tx
        .query("SELECT token_hash, player_id FROM player_tokens", &[])
        .await?
        .iter()
        .map(|r| Ok((r.try_get(0)?, r.try_get(1)?)))
        .collect::<Result<_, tokio_postgres::Error>>()?;
    let accounts = tx
        .query("SELECT player_id, name_key FROM accounts", &[])
        .await?
        .iter()
        .map(|r| Ok((r.try_get(0)?, r.try_get(1)?)))
        .collect::<Result<_, tokio_postgres::Error>>()?;
    tx.commit().await?;
    Ok(Snapshot {
        players,
        rooms,
        game_ids,
        tokens,
        accounts,
    })
}

/// A room with its current game and requests, as `room_row` reads it.
const OPEN_ROOMS: &str = "
    SELECT r.code, r.game, r.options, r.black, r.white, r.game_id, r.last_active_ms,
           g.result, g.reason, g.line, q.undo, q.draw, q.play_again
    FROM rooms r JOIN games g ON g.id = r.game_id
    LEFT JOIN requests q ON q.room = r.code AND q.game_id = r.game_id";

/// A row of [`OPEN_ROOMS`].
fn room_row(r: &tokio_postgres::Row) -> Result<RoomRow, tokio_postgres::Error> {
    Ok(RoomRow {
        code: r.try_get(0)?,
        game: r.try_get(1)?,
        options: r.try_get(2)?,
        black: r.try_get(3)?,
        white: r.try_get(4)?,
        game_id: r.try_get(5)?,
        last_active_ms: r.try_get(6)?,
        result: r.try_get(7)?,
        reason: r.try_get(8)?,
        line: r.try_get(9)?,
        requests: [r.try_get(10)?, r.try_get(11)?, r.try_get(12)?],
    })
}

/// A player row, of [`PLAYER_COLUMNS`].
fn player_row(r: &tokio_postgres::Row) -> Result<StoredPlayer, tokio_postgres::Error> {
    Ok(StoredPlayer {
        id: r.try_get(0)?,
        token_hash: r.try_get(1)?,
        name: r.try_get(2)?,
        room: r.try_get(3)?,
        bot: r.try_get::<_, Option<i64>>(4)?.is_some(),
    })
}

/// Reads games back on a connection of its own, made again when it is lost.
#[derive(Debug)]
pub(super) struct Reader {
    /// The read connection, shared by every read (tokio-postgres pipelines them).
    client: CachedClient,
}

impl Reader {
    /// The read connection, made again if it was lost.
    async fn client(&self) -> Result<Arc<Client>, StoreError> {
        self.client.get().await
    }

    /// One open room with its current game's moves, and the players seated in it (cluster
    /// mode: a room taken over from another node).
    pub(super) async fn open_room(
        &self,
        code: &str,
    ) -> Result<Option<(StoredRoom, Vec<StoredPlayer>)>, StoreError> {
        let client = self.client().await?;
        let Some(r) = client
            .query_opt(
                &format!("{OPEN_ROOMS} WHERE NOT r.closed AND r.code = $1"),
                &[&code],
            )
            .await?
        else {
            return Ok(None);
        };
        let row = room_row(&r)?;
        let mut moves = MoveList::default();
        for r in client
            .query(
                "SELECT x, y, left_ms FROM moves WHERE game_id = $1 ORDER BY ply",
                &[&row.game_id],
            )
            .await?
        {
            let (x, y): (Option<i16>, Option<i16>) = (r.try_get(0)?, r.try_get(1)?);
            moves.push(x.map(i64::from), y.map(i64::from), r.try_get(2)?)?;
        }
        let mut chat = Vec::new();
        for r in client
            .query(
                &format!(
                    "SELECT at_ms, speaker, seat, text FROM
                       (SELECT * FROM chat_lines WHERE game_id = $1
                        ORDER BY id DESC LIMIT {CHAT_LINES_READ}) newest
                     ORDER BY id"
                ),
                &[&row.game_id],
            )
            .await?
        {
            chat.push(chat_line(
                r.try_get(0)?,
                r.try_get(1)?,
                r.try_get(2)?,
                r.try_get(3)?,
            )?);
        }
        let room = row.into_room(moves, chat)?;
        let seated: Vec<PlayerId> = room
            .seats
            .iter()
            .filter_map(|seat| match seat {
                Some(Occupant::Player(id)) => Some(*id),
                _ => None,
            })
            .collect();
        let players = client
            .query(
                &format!("SELECT {PLAYER_COLUMNS} FROM players WHERE id = ANY($1)"),
                &[&seated],
            )
            .await?
            .iter()
            .map(player_row)
            .collect::<Result<Vec<_>, tokio_postgres::Error>>()?;
        Ok(Some((room, players)))
    }

    /// The player with this token hash, as stored now.
    pub(super) async fn player_by_token(
        &self,
        token_hash: &[u8],
    ) -> Result<Option<StoredPlayer>, StoreError> {
        let client = self.client().await?;
        let row = client
            .query_opt(
                &format!(
                    "SELECT {PLAYER_COLUMNS} FROM players WHERE token_hash = $1
                     OR id = (SELECT player_id FROM player_tokens WHERE token_hash = $1)"
                ),
                &[&token_hash],
            )
            .await?;
        Ok(row.as_ref().map(player_row).transpose()?)
    }

    /// Ratings by one of the statements of `store::ratings`.
    pub(super) async fn ratings(
        &self,
        sql: &str,
        ints: &[i64],
        board: Option<&(String, f64)>,
    ) -> Result<Vec<super::StoredRating>, StoreError> {
        let client = self.client().await?;
        let first = ints.first().copied().unwrap_or_default();
        let rows = match board {
            Some((kind, deviation)) => client.query(sql, &[&first, kind, deviation]).await?,
            None => client.query(sql, &[&first]).await?,
        };
        rows.iter()
            .map(|r| {
                Ok(super::StoredRating {
                    player: r.try_get(0)?,
                    name: r.try_get(1)?,
                    kind: r.try_get(2)?,
                    rating: r.try_get(3)?,
                    deviation: r.try_get(4)?,
                    volatility: r.try_get(5)?,
                    games: r.try_get(6)?,
                })
            })
            .collect()
    }

    /// A player's rating history: `(kind, at_ms, rating)`, oldest first.
    pub(super) async fn rating_history(
        &self,
        player: super::PlayerId,
        limit: i64,
    ) -> Result<Vec<(String, i64, f64)>, StoreError> {
        let client = self.client().await?;
        let rows = client
            .query(super::RATING_HISTORY, &[&player, &limit])
            .await?;
        rows.iter()
            .map(|r| Ok((r.try_get(0)?, r.try_get(1)?, r.try_get(2)?)))
            .collect()
    }

    /// Rows of two texts.
    pub(super) async fn text_pairs(&self, sql: &str) -> Result<Vec<(String, String)>, StoreError> {
        let client = self.client().await?;
        let rows = client.query(sql, &[]).await?;
        rows.iter()
            .map(|r| Ok((r.try_get(0)?, r.try_get(1)?)))
            .collect()
    }

    /// The console's last `limit` actions, newest first.
    pub(super) async fn audit(&self, limit: i64) -> Result<Vec<(i64, String, String)>, StoreError> {
        let client = self.client().await?;
        let rows = client.query(super::AUDIT, &[&limit]).await?;
        rows.iter()
            .map(|r| Ok((r.try_get(0)?, r.try_get(1)?, r.try_get(2)?)))
            .collect()
    }

    /// The account looked up `by`.
    pub(super) async fn account(
        &self,
        by: &super::AccountBy,
    ) -> Result<Option<super::StoredAccount>, StoreError> {
        let client = self.client().await?;
        let columns = "SELECT player_id, name_key, password_hash FROM accounts";
        let row = match by {
            super::AccountBy::NameKey(key) => {
                client
                    .query_opt(&format!("{columns} WHERE name_key = $1"), &[key])
                    .await?
            }
            super::AccountBy::Player(id) => {
                client
                    .query_opt(&format!("{columns} WHERE player_id = $1"), &[id])
                    .await?
            }
        };
        Ok(match row {
            Some(row) => Some(super::StoredAccount {
                player: row.try_get(0)?,
                name_key: row.try_get(1)?,
                password_hash: row.try_get(2)?,
            }),
            None => None,
        })
    }

    /// The registered bots, oldest first.
    pub(super) async fn registered_bots(&self) -> Result<Vec<StoredPlayer>, StoreError> {
        let client = self.client().await?;
        let bots = client
            .query(
                &format!(
                    "SELECT {PLAYER_COLUMNS} FROM players WHERE bot_ms IS NOT NULL \
                     ORDER BY bot_ms, id"
                ),
                &[],
            )
            .await?
            .iter()
            .map(player_row)
            .collect::<Result<Vec<_>, tokio_postgres::Error>>()?;
        Ok(bots)
    }

    /// Reads one game for export.
    pub(super) async fn game_record(&self, id: GameId) -> Result<Option<GameRecord>, StoreError> {
        let client = self.client().await?;
        let row = client
            .query_opt(
                &format!("SELECT {GAME_COLUMNS} FROM games WHERE id = $1"),
                &[&id],
            )
            .await?;
        let Some(r) = row else {
            return Ok(None);
        };
        let row = GameRow {
            game: r.try_get(0)?,
            options: r.try_get(1)?,
            black: r.try_get(2)?,
            white: r.try_get(3)?,
            started_ms: r.try_get(4)?,
            ended_ms: r.try_get(5)?,
            result: r.try_get(6)?,
            reason: r.try_get(7)?,
            line: r.try_get(8)?,
            in_open_room: r.try_get(9)?,
        };
        let players = row.players()?;
        let names = client
            .query(
                "SELECT id, name FROM players WHERE id = ANY($1)",
                &[&players],
            )
            .await?
            .iter()
            .map(|r| Ok((r.try_get::<_, PlayerId>(0)?, r.try_get(1)?)))
            .collect::<Result<Vec<_>, tokio_postgres::Error>>()?;
        let mut moves = MoveList::default();
        let rows = client
            .query(
                "SELECT x, y, left_ms FROM moves WHERE game_id = $1 ORDER BY ply",
                &[&id],
            )
            .await?;
        for r in rows {
            let (x, y): (Option<i16>, Option<i16>) = (r.try_get(0)?, r.try_get(1)?);
            moves.push(x.map(i64::from), y.map(i64::from), r.try_get(2)?)?;
        }
        let record = row.into_record(&names, moves)?;
        let import = client
            .query_opt(
                "SELECT player, black, white FROM imports WHERE game_id = $1",
                &[&id],
            )
            .await?;
        Ok(Some(match import {
            Some(r) => record.imported(r.try_get(0)?, [r.try_get(1)?, r.try_get(2)?]),
            None => record,
        }))
    }

    /// The ids of `player`'s games under way (an open room's current game, not over).
    pub(super) async fn games_under_way(
        &self,
        player: PlayerId,
    ) -> Result<Vec<GameId>, StoreError> {
        let client = self.client().await?;
        let seat = format!("player:{player}");
        let rows = client
            .query(
                "SELECT g.id FROM rooms r JOIN games g ON g.id = r.game_id
                 WHERE NOT r.closed AND g.result IS NULL AND (g.black = $1 OR g.white = $1)",
                &[&seat],
            )
            .await?;
        rows.iter()
            .map(|r| r.try_get(0).map_err(StoreError::from))
            .collect()
    }

    /// The game `player` kept from the file of `digest`, if any.
    pub(super) async fn import_of(
        &self,
        player: PlayerId,
        digest: &[u8],
    ) -> Result<Option<GameId>, StoreError> {
        let client = self.client().await?;
        let row = client
            .query_opt(
                "SELECT game_id FROM imports WHERE player = $1 AND digest = $2",
                &[&player, &digest],
            )
            .await?;
        Ok(row.map(|r| r.try_get(0)).transpose()?)
    }

    /// The ids of `player`'s finished games below `before`, newest first, at most `limit`.
    pub(super) async fn games_of(
        &self,
        player: PlayerId,
        before: GameId,
        limit: i64,
    ) -> Result<Vec<GameId>, StoreError> {
        let client = self.client().await?;
        let seat = format!("player:{player}");
        let rows = client
            .query(
                "SELECT id FROM (
                     SELECT id FROM games WHERE black = $1 AND id < $2 AND result IS NOT NULL
                     UNION
                     SELECT id FROM games WHERE white = $1 AND id < $2 AND result IS NOT NULL
                 ) AS mine ORDER BY id DESC LIMIT $3",
                &[&seat, &before, &limit],
            )
            .await?;
        rows.iter()
            .map(|r| r.try_get(0).map_err(StoreError::from))
            .collect()
    }

    /// Every event not yet over, or the one of `id`, with its commands and games.
    pub(super) async fn tournaments(
        &self,
        id: Option<i64>,
    ) -> Result<Vec<StoredTournament>, StoreError> {
        let client = self.client().await?;
        let rows = client
            .query(
                "SELECT id, host, settings, created_ms, finished_ms FROM tournaments
                 WHERE ($1::bigint IS NULL AND finished_ms IS NULL) OR id = $1 ORDER BY id",
                &[&id],
            )
            .await?;
        let mut all = Vec::with_capacity(rows.len());
        for r in rows {
            let id: i64 = r.try_get(0)?;
            let commands = client
                .query(
                    "SELECT at_ms, command FROM tournament_commands WHERE tournament_id = $1
                     ORDER BY seq",
                    &[&id],
                )
                .await?
                .iter()
                .map(|c| Ok((c.try_get(0)?, c.try_get(1)?)))
                .collect::<Result<Vec<(i64, String)>, tokio_postgres::Error>>()?;
            let games = client
                .query(
                    "SELECT game_no, game_id, room FROM tournament_games WHERE tournament_id = $1
                     ORDER BY game_no",
                    &[&id],
                )
                .await?
                .iter()
                .map(|g| {
                    let game_no: i64 = g.try_get(0)?;
                    Ok(TournamentGame {
                        game_no: u32::try_from(game_no).unwrap_or(u32::MAX),
                        game_id: g.try_get(1)?,
                        room: g.try_get(2)?,
                    })
                })
                .collect::<Result<Vec<_>, tokio_postgres::Error>>()?;
            all.push(StoredTournament {
                id,
                host: r.try_get(1)?,
                settings: r.try_get(2)?,
                created_ms: r.try_get(3)?,
                finished: r.try_get::<_, Option<i64>>(4)?.is_some(),
                commands,
                games,
            });
        }
        Ok(all)
    }

    /// Every review not yet done, or the one of `game_id`, with its positions judged.
    pub(super) async fn reviews(
        &self,
        game_id: Option<GameId>,
    ) -> Result<Vec<StoredReview>, StoreError> {
        let client = self.client().await?;
        let rows = client
            .query(
                "SELECT game_id, player, seed, effort, done_ms FROM reviews
                 WHERE ($1::bigint IS NULL AND done_ms IS NULL) OR game_id = $1
                 ORDER BY game_id",
                &[&game_id],
            )
            .await?;
        let mut all = Vec::with_capacity(rows.len());
        for r in rows {
            let game_id: GameId = r.try_get(0)?;
            let steps = client
                .query(
                    "SELECT evaluation FROM review_steps WHERE game_id = $1 ORDER BY ply",
                    &[&game_id],
                )
                .await?
                .iter()
                .map(|s| s.try_get(0))
                .collect::<Result<Vec<String>, tokio_postgres::Error>>()?;
            all.push(StoredReview {
                game_id,
                player: r.try_get(1)?,
                seed: r.try_get(2)?,
                effort: r.try_get(3)?,
                done: r.try_get::<_, Option<i64>>(4)?.is_some(),
                steps,
            });
        }
        Ok(all)
    }
}
