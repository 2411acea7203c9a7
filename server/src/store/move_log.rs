//! The SQLite store's log of recent moves (table `move_log`, migration V6).
//!
//! `moves` is ordered by game, so a commit of the moves of many games writes one page of the
//! WAL for each game that moved (and syncs it, and later copies it back into the database).
//! Appended to the log instead, the moves of a commit share its last page or two. Once the log
//! holds [`FOLD_ROWS`] moves, the writer folds its oldest [`FOLD_SLICE`] into `moves` inside a
//! batch's transaction, which then touches each game's page once for the moves of it there;
//! start-up folds whatever a stop left. Readers see both tables through the view `all_moves`.
//!
//! The log has no index (one would scatter its pages again), so the writer keeps in memory
//! which plies of a game are stored, read once per game from the database: a ply stored twice
//! is refused as `moves`' primary key refuses it, without a lookup per move. It keeps when it
//! last touched the game's room too, so that a move rewrites the room's row only once a minute.

use std::collections::HashMap;

use rusqlite::{Connection, OptionalExtension, params};

use super::columns::{int_column, move_columns};
use super::{GameId, StoreError};
use boardroom_engine::Move;

/// How many moves the log holds before it is folded into `moves`: a fold rewrites each active
/// game's page once, so the more moves it carries the fewer pages a move costs; a read of one
/// game scans the log, so it stays small enough for that scan to take well under a
/// millisecond.
pub(super) const FOLD_ROWS: usize = 8192;

/// How many of the oldest logged moves one batch folds. A fold costs a page of `moves` for
/// each game among the moves it carries: the whole log at once, with 9,000 games under way,
/// was 10 to 40 ms of the writer's time in one batch, and every move waiting behind it waited
/// that long too; a slice is a few milliseconds, once every thousand moves or so.
pub(super) const FOLD_SLICE: usize = 1024;

/// How stale a room's `last_active_ms` may grow while its game goes on: a move older by less
/// leaves the room's row alone.
pub(super) const TOUCH_AFTER_MS: i64 = 60_000;

/// The most games the writer keeps in mind; past it, it forgets them all and reads each again
/// when it next moves (a finished game is forgotten at once).
pub(super) const MAX_KNOWN: usize = 100_000;

/// What the writer knows of one game.
#[derive(Debug)]
struct Known {
    /// A bit for each ply stored, in the log or in `moves`.
    plies: Vec<u64>,
    /// When a move of it last rewrote its room's `last_active_ms`.
    touched_ms: i64,
}

impl Known {
    fn has(&self, ply: usize) -> bool {
        self.plies
            .get(ply / 64)
            .is_some_and(|word| word & (1 << (ply % 64)) != 0)
    }

    fn set(&mut self, ply: usize) {
        if self.plies.len() <= ply / 64 {
            self.plies.resize(ply / 64 + 1, 0);
        }
        self.plies[ply / 64] |= 1 << (ply % 64);
    }

    /// Forgets the plies from `keep` on.
    fn keep(&mut self, keep: usize) {
        for (word, bits) in self.plies.iter_mut().enumerate() {
            let first = word * 64;
            if first >= keep {
                *bits = 0;
            } else if keep - first < 64 {
                *bits &= (1 << (keep - first)) - 1;
            }
        }
    }
}

/// The writer's view of the log and of the games it writes.
#[derive(Debug)]
pub(super) struct MoveLog {
    /// Moves in the log.
    rows: usize,
    /// Fold once the log holds this many moves: [`FOLD_ROWS`], or that many more than when a
    /// fold last failed (it is not tried again on every batch).
    fold_at: usize,
    /// The games it has written moves of.
    games: HashMap<GameId, Known>,
}

impl MoveLog {
    /// Counts the moves in the log.
    pub(super) fn open(conn: &Connection) -> Result<MoveLog, StoreError> {
        let mut log = MoveLog {
            rows: 0,
            fold_at: FOLD_ROWS,
            games: HashMap::new(),
        };
        log.reload(conn)?;
        Ok(log)
    }

    /// Forgets what it knew and counts the log again, after a write that failed part-way.
    pub(super) fn reload(&mut self, conn: &Connection) -> Result<(), StoreError> {
        self.games.clear();
        let rows: i64 = conn.query_row("SELECT count(*) FROM move_log", [], |r| r.get(0))?;
        self.rows = usize::try_from(rows).unwrap_or(0);
        Ok(())
    }

    /// A game the writer has just made: it has no moves yet and its room's row was written
    /// `at_ms`, so its first move looks nothing up. Otherwise that first move read the game's
    /// plies through `all_moves`, a scan of the whole log: with thousands of games starting
    /// at once, thousands of scans of thousands of rows on the writer (docs/scaling.md).
    pub(super) fn started(&mut self, game_id: GameId, at_ms: i64) {
        self.remember(
            game_id,
            Known {
                plies: Vec::new(),
                touched_ms: at_ms,
            },
        );
    }

    /// Keeps what it knows of a game; past [`MAX_KNOWN`] games it forgets the others first.
    fn remember(&mut self, game_id: GameId, known: Known) -> &mut Known {
        if self.games.len() >= MAX_KNOWN {
            self.games.clear();
        }
        self.games.entry(game_id).insert_entry(known).into_mut()
    }

    /// What it knows of a game, read from the database the first time.
    fn known(&mut self, conn: &Connection, game_id: GameId) -> Result<&mut Known, StoreError> {
        if !self.games.contains_key(&game_id) {
            let mut known = Known {
                plies: Vec::new(),
                touched_ms: i64::MIN,
            };
            let mut stmt = conn.prepare_cached("SELECT ply FROM all_moves WHERE game_id = ?")?;
            for ply in stmt.query_map([game_id], |r| r.get::<_, i64>(0))? {
                if let Ok(ply) = usize::try_from(ply?) {
                    known.set(ply);
                }
            }
            return Ok(self.remember(game_id, known));
        }
        Ok(self.games.get_mut(&game_id).expect("known"))
    }

    /// Appends a move. A ply already stored, in the log or in `moves`, is refused and nothing
    /// is written. A room's last activity counts in minutes (an idle room closes after hours,
    /// a finished one after minutes), so a move rewrites the room's row only once a minute,
    /// before the move itself: should the move then fail, its room's time has only moved on.
    pub(super) fn append(
        &mut self,
        conn: &Connection,
        game_id: GameId,
        ply: usize,
        mv: Move,
        at_ms: i64,
        left_ms: Option<u64>,
    ) -> Result<(), StoreError> {
        let known = self.known(conn, game_id)?;
        if known.has(ply) {
            return Err(StoreError::PlyStored);
        }
        let touch = at_ms.saturating_sub(known.touched_ms) >= TOUCH_AFTER_MS;
        if touch {
            conn.prepare_cached("UPDATE rooms SET last_active_ms = ? WHERE game_id = ?")?
                .execute(params![at_ms, game_id])?;
        }
        let (x, y) = move_columns(mv);
        conn.prepare_cached(
            "INSERT INTO move_log (game_id, ply, x, y, at_ms, left_ms) VALUES (?, ?, ?, ?, ?, ?)",
        )?
        .execute(params![
            game_id,
            int_column(ply),
            x,
            y,
            at_ms,
            left_ms.map(int_column)
        ])?;
        known.set(ply);
        if touch {
            known.touched_ms = at_ms;
        }
        self.rows += 1;
        Ok(())
    }

    /// Keeps only a game's first `keep` moves, wherever they are.
    pub(super) fn truncate(
        &mut self,
        conn: &Connection,
        game_id: GameId,
        keep: usize,
    ) -> Result<(), StoreError> {
        let from = int_column(keep);
        conn.prepare_cached("DELETE FROM moves WHERE game_id = ? AND ply >= ?")?
            .execute(params![game_id, from])?;
        let logged = conn
            .prepare_cached("DELETE FROM move_log WHERE game_id = ? AND ply >= ?")?
            .execute(params![game_id, from])?;
        self.rows = self.rows.saturating_sub(logged);
        if let Some(known) = self.games.get_mut(&game_id) {
            known.keep(keep);
        }
        Ok(())
    }

    /// A game is over: no move of it comes again.
    pub(super) fn finished(&mut self, game_id: GameId) {
        self.games.remove(&game_id);
    }

    /// Whether the log is due to be folded.
    pub(super) fn is_full(&self) -> bool {
        self.rows >= self.fold_at
    }

    /// Moves the oldest [`FOLD_SLICE`] logged moves into `moves`, within the caller's
    /// transaction. If that fails (the caller rolls it back), the log stays as it was and is
    /// tried again [`FOLD_ROWS`] moves later: nothing is lost meanwhile, reads just scan a
    /// longer log.
    pub(super) fn fold(&mut self, conn: &Connection) -> Result<(), StoreError> {
        match fold_oldest(conn, FOLD_SLICE) {
            Ok(folded) => {
                self.rows = self.rows.saturating_sub(folded);
                self.fold_at = FOLD_ROWS;
                Ok(())
            }
            Err(e) => {
                self.fold_at = self.rows + FOLD_ROWS;
                Err(e)
            }
        }
    }
}

/// Moves the oldest `most` logged moves into `moves` (the log's rows are numbered as they came:
/// `seq`, its rowid); answers how many. Run inside a transaction, as [`fold`].
fn fold_oldest(conn: &Connection, most: usize) -> Result<usize, StoreError> {
    let beyond: Option<i64> = conn
        .prepare_cached("SELECT seq FROM move_log ORDER BY seq LIMIT 1 OFFSET ?")?
        .query_row([int_column(most)], |r| r.get(0))
        .optional()?;
    fold_before(conn, beyond.unwrap_or(i64::MAX))
}

/// Moves every logged move into `moves`; answers how many. Run inside a transaction, as
/// [`fold_before`].
pub(super) fn fold(conn: &Connection) -> Result<usize, StoreError> {
    fold_before(conn, i64::MAX)
}

/// Moves the logged moves numbered below `beyond` into `moves`; answers how many. Run inside a
/// transaction: the two statements stand or fall together.
fn fold_before(conn: &Connection, beyond: i64) -> Result<usize, StoreError> {
    conn.prepare_cached(
        "INSERT INTO moves (game_id, ply, x, y, at_ms, left_ms)
         SELECT game_id, ply, x, y, at_ms, left_ms FROM move_log WHERE seq < ? ORDER BY seq",
    )?
    .execute([beyond])?;
    Ok(conn
        .prepare_cached("DELETE FROM move_log WHERE seq < ?")?
        .execute([beyond])?)
}

#[cfg(test)]
mod tests {
    use super::Known;

    #[test]
    fn a_game_knows_its_plies_and_forgets_those_taken_back() {
        let mut known = Known {
            plies: Vec::new(),
            touched_ms: 0,
        };
        for ply in [0, 1, 2, 63, 64, 65, 130] {
            known.set(ply);
        }
        for (keep, left) in [
            (200, vec![0, 1, 2, 63, 64, 65, 130]),
            (65, vec![0, 1, 2, 63, 64]),
            (64, vec![0, 1, 2, 63]),
            (2, vec![0, 1]),
            (0, vec![]),
        ] {
            known.keep(keep);
            let has: Vec<usize> = (0..200).filter(|&p| known.has(p)).collect();
            assert_eq!(has, left, "keep {keep}");
        }
    }
}
