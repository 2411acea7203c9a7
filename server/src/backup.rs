//! Backup and restore of the database, for `boardroom-server backup` and `restore`.
//!
//! A backup uses SQLite's online backup API on a read-only connection: it copies every page in
//! one step inside one read transaction, so the copy is a consistent snapshot even while the
//! server goes on writing (in WAL mode a reader never blocks the writer, and the writer never
//! invalidates a reader's snapshot). The copy is written next to the target as `<file>.partial`,
//! checked (`PRAGMA integrity_check`), flushed, and only then renamed into place, so a file with
//! the target's name is always a whole backup.
//!
//! A restore puts a backup into a data folder that holds no database yet (the server must be
//! stopped, or pointed at a new folder), the same way, and gives the file to the folder's owner.

use std::fmt;
use std::path::{Path, PathBuf};
use std::time::Duration;

use rusqlite::backup::{Backup, StepResult};
use rusqlite::{Connection, OpenFlags};

use crate::store::DATABASE_FILE;

/// How the names of timed backups start and end.
const PREFIX: &str = "boardroom-";
/// See [`PREFIX`].
const SUFFIX: &str = ".sqlite3";

/// How often a busy or locked copy step is retried before giving up.
const BUSY_RETRIES: u32 = 200;
/// The pause between two tries of a busy copy step.
const BUSY_PAUSE: Duration = Duration::from_millis(50);

/// Why a backup or a restore failed. Nothing is left under the target's name.
#[derive(Debug, thiserror::Error)]
pub enum BackupError {
    /// There is no database to copy.
    #[error("there is no database at {}", .0.display())]
    NoDatabase(PathBuf),
    /// The target is the live database itself.
    #[error("{} is the live database; write the backup somewhere else", .0.display())]
    OntoItself(PathBuf),
    /// Restore: the data folder already has a database.
    #[error(
        "{} already holds a database; stop the server and move that folder aside (or restore \
         into a new folder)",
        .0.display()
    )]
    NotEmpty(PathBuf),
    /// The file is not a (whole) Boardroom database.
    #[error("{} is not a Boardroom database: {why}", .path.display())]
    NotBoardroom {
        /// The file.
        path: PathBuf,
        /// What is wrong with it.
        why: String,
    },
    /// The source stayed busy for every retry.
    #[error("the database stayed busy; try again")]
    Busy,
    /// SQLite failed.
    #[error("database: {0}")]
    Sqlite(#[from] rusqlite::Error),
    /// A file could not be written, renamed or flushed.
    #[error("file: {0}")]
    Io(#[from] std::io::Error),
}

/// What a backup or a restore copied.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Summary {
    /// Players known.
    pub players: u64,
    /// Rooms still open.
    pub open_rooms: u64,
    /// Games, finished or not.
    pub games: u64,
    /// Moves of every game.
    pub moves: u64,
    /// The copy's size in bytes.
    pub bytes: u64,
}

impl fmt::Display for Summary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} players, {} open rooms, {} games, {} moves ({} KiB)",
            self.players,
            self.open_rooms,
            self.games,
            self.moves,
            self.bytes.div_ceil(1024)
        )
    }
}

/// Copies the database of `data_dir` to `target` while the server may be running.
///
/// # Errors
/// [`BackupError`] when there is no database, the copy fails, or it does not check out.
pub fn backup(data_dir: &Path, target: &Path) -> Result<Summary, BackupError> {
    let source = data_dir.join(DATABASE_FILE);
    if !source.is_file() {
        return Err(BackupError::NoDatabase(source));
    }
    if target.exists() && same_file(&source, target)? {
        return Err(BackupError::OntoItself(target.to_path_buf()));
    }
    let from = Connection::open_with_flags(&source, OpenFlags::SQLITE_OPEN_READ_ONLY)?;
    from.busy_timeout(Duration::from_secs(10))?;
    copy(&from, &source, target)
}

/// Backs up into the folder `dir` under a name with the time (`boardroom-<UTC time>.sqlite3`,
/// which sorts by age), then, with `keep`, deletes all but the newest `keep` such files there.
/// Returns the new file's path.
///
/// # Errors
/// As [`backup`]; also when the folder cannot be listed or an old copy cannot be deleted.
pub fn backup_into(
    data_dir: &Path,
    dir: &Path,
    keep: Option<usize>,
) -> Result<(PathBuf, Summary), BackupError> {
    let now = crate::store::now_ms().max(0) / 1000;
    let (days, secs) = (now / 86_400, now % 86_400);
    let name = format!(
        "{PREFIX}{}T{:02}{:02}{:02}Z{SUFFIX}",
        crate::http::civil_date(days),
        secs / 3600,
        secs / 60 % 60,
        secs % 60
    );
    let file = dir.join(name);
    let summary = backup(data_dir, &file)?;
    if let Some(keep) = keep {
        let mut copies: Vec<PathBuf> = std::fs::read_dir(dir)?
            .filter_map(Result::ok)
            .map(|entry| entry.path())
            .filter(|path| {
                path.file_name()
                    .and_then(|n| n.to_str())
                    .is_some_and(|n| n.starts_with(PREFIX) && n.ends_with(SUFFIX))
            })
            .collect();
        copies.sort();
        let old = copies.len().saturating_sub(keep.max(1));
        for path in &copies[..old] {
            std::fs::remove_file(path)?;
        }
    }
    Ok((file, summary))
}

/// Puts the backup `file` into `data_dir`, which must hold no database yet.
///
/// # Errors
/// [`BackupError`] when the file is not a whole Boardroom database, the folder already has a
/// database, or the copy fails.
pub fn restore(file: &Path, data_dir: &Path) -> Result<Summary, BackupError> {
    if !file.is_file() {
        return Err(BackupError::NoDatabase(file.to_path_buf()));
    }
    let from = Connection::open_with_flags(file, OpenFlags::SQLITE_OPEN_READ_ONLY)?;
    check(&from, file)?;
    std::fs::create_dir_all(data_dir)?;
    let target = data_dir.join(DATABASE_FILE);
    for suffix in ["", "-wal", "-shm", "-journal"] {
        let mut name = target.clone().into_os_string();
        name.push(suffix);
        if Path::new(&name).exists() {
            return Err(BackupError::NotEmpty(data_dir.to_path_buf()));
        }
    }
    let summary = copy(&from, file, &target)?;
    give_to_folder_owner(data_dir, &target)?;
    Ok(summary)
}

/// Copies the database open on `from` (read from `source`) to `target`, via `<target>.partial`.
fn copy(from: &Connection, source: &Path, target: &Path) -> Result<Summary, BackupError> {
    let mut partial = target.as_os_str().to_owned();
    partial.push(".partial");
    let partial = PathBuf::from(partial);
    match std::fs::remove_file(&partial) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => return Err(e.into()),
        _ => {}
    }
    let result = copy_to_partial(from, source, &partial);
    let summary = match result {
        Ok(summary) => summary,
        Err(e) => {
            let _ = std::fs::remove_file(&partial);
            return Err(e);
        }
    };
    std::fs::File::open(&partial)?.sync_all()?;
    std::fs::rename(&partial, target)?;
    if let Some(parent) = target.parent().filter(|p| !p.as_os_str().is_empty()) {
        // The rename is durable once the folder is flushed (not possible everywhere).
        if let Ok(folder) = std::fs::File::open(parent) {
            let _ = folder.sync_all();
        }
    }
    Ok(Summary {
        bytes: std::fs::metadata(target)?.len(),
        ..summary
    })
}

fn copy_to_partial(
    from: &Connection,
    source: &Path,
    partial: &Path,
) -> Result<Summary, BackupError> {
    let mut to = Connection::open(partial)?;
    {
        let backup = Backup::new(from, &mut to)?;
        let mut tries = 0;
        // All pages in one step: one read transaction, one consistent snapshot, no restarts.
        loop {
            match backup.step(-1)? {
                StepResult::Done => break,
                StepResult::More => {}
                _ => {
                    tries += 1;
                    if tries > BUSY_RETRIES {
                        return Err(BackupError::Busy);
                    }
                    std::thread::sleep(BUSY_PAUSE);
                }
            }
        }
    }
    // One self-contained file: no -wal beside it to lose when it is copied elsewhere.
    to.pragma_update(None, "journal_mode", "DELETE")?;
    let summary = check(&to, source)?;
    to.close().map_err(|(_, e)| e)?;
    Ok(summary)
}

/// Checks that `conn` holds a whole Boardroom database and counts what is in it.
fn check(conn: &Connection, path: &Path) -> Result<Summary, BackupError> {
    let not_ours = |why: String| BackupError::NotBoardroom {
        path: path.to_path_buf(),
        why,
    };
    let verdict: String = conn
        .query_row("PRAGMA integrity_check", [], |r| r.get(0))
        .map_err(|e| not_ours(e.to_string()))?;
    if verdict != "ok" {
        return Err(not_ours(format!("integrity check: {verdict}")));
    }
    let count = |sql: &str| -> Result<u64, BackupError> {
        let n: i64 = conn
            .query_row(sql, [], |r| r.get(0))
            .map_err(|e| not_ours(e.to_string()))?;
        Ok(u64::try_from(n).unwrap_or(0))
    };
    Ok(Summary {
        players: count("SELECT count(*) FROM players")?,
        open_rooms: count("SELECT count(*) FROM rooms WHERE closed = 0")?,
        games: count("SELECT count(*) FROM games")?,
        moves: count("SELECT count(*) FROM moves")?
            // A file from before the move log (V6) has only `moves`.
            + if count("SELECT count(*) FROM sqlite_master WHERE name = 'move_log'")? > 0 {
                count("SELECT count(*) FROM move_log")?
            } else {
                0
            },
        bytes: 0,
    })
}

/// Whether two existing paths name the same file.
fn same_file(a: &Path, b: &Path) -> Result<bool, BackupError> {
    Ok(std::fs::canonicalize(a)? == std::fs::canonicalize(b)?)
}

/// Gives a restored file to the owner of its data folder, so that a restore run as root leaves
/// a file the service's own user can write.
#[cfg(unix)]
fn give_to_folder_owner(folder: &Path, file: &Path) -> Result<(), BackupError> {
    use std::os::unix::fs::MetadataExt;
    let (want, have) = (std::fs::metadata(folder)?, std::fs::metadata(file)?);
    if (want.uid(), want.gid()) != (have.uid(), have.gid()) {
        std::os::unix::fs::chown(file, Some(want.uid()), Some(want.gid()))?;
    }
    Ok(())
}

#[cfg(not(unix))]
fn give_to_folder_owner(_folder: &Path, _file: &Path) -> Result<(), BackupError> {
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::{Store, StoredOptions, Write};
    use boardroom_engine::{Config, GameKind, Move, Options, Point};

    #[tokio::test]
    async fn a_backup_taken_during_writes_restores_into_an_empty_folder_only() {
        let live = tempfile::tempdir().expect("temp dir");
        let (store, _) = Store::open(live.path()).expect("opens");
        let config = Config::validate(GameKind::Gomoku, &Options::default()).expect("defaults");
        let game_id = store
            .write(Write::CreateRoom {
                code: "ABCD".into(),
                options: StoredOptions::of_config(&config),
                seats: [None, None],
            })
            .await
            .expect("room");
        for ply in 0..5 {
            let x = i8::try_from(ply).expect("small");
            let mv = Move::Place(Point::new(x, 0));
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
        let out = tempfile::tempdir().expect("temp dir");
        let file = out.path().join("copy.sqlite3");
        let summary = backup(live.path(), &file).expect("backs up");
        assert_eq!(
            (summary.open_rooms, summary.games, summary.moves),
            (1, 1, 5)
        );
        assert!(summary.bytes > 0);
        assert!(!out.path().join("copy.sqlite3.partial").exists());
        // A second backup to the same name replaces the first.
        backup(live.path(), &file).expect("backs up again");

        assert!(matches!(
            backup(live.path(), &live.path().join(DATABASE_FILE)),
            Err(BackupError::OntoItself(_))
        ));
        assert!(matches!(
            restore(&file, live.path()),
            Err(BackupError::NotEmpty(_))
        ));
        let junk = out.path().join("junk");
        std::fs::write(&junk, b"not a database at all, just some text").expect("write");
        assert!(restore(&junk, &out.path().join("fresh")).is_err());

        let fresh = out.path().join("fresh");
        let restored = restore(&file, &fresh).expect("restores");
        assert_eq!(restored.moves, 5);
        let (_store, snapshot) = Store::open(&fresh).expect("the restored folder opens");
        assert_eq!(snapshot.rooms[0].code, "ABCD");
        assert_eq!(snapshot.rooms[0].moves.len(), 5);
    }

    #[tokio::test]
    async fn timed_backups_in_a_folder_keep_the_newest() {
        let live = tempfile::tempdir().expect("temp dir");
        let (store, _) = Store::open(live.path()).expect("opens");
        drop(store);
        let dir = tempfile::tempdir().expect("temp dir");
        for old in [
            "boardroom-2001-01-01T000000Z.sqlite3",
            "boardroom-2002-01-01T000000Z.sqlite3",
        ] {
            std::fs::write(dir.path().join(old), b"old").expect("write");
        }
        std::fs::write(dir.path().join("notes.txt"), b"mine").expect("write");
        let (file, _) = backup_into(live.path(), dir.path(), Some(2)).expect("backs up");
        let name = file.file_name().and_then(|n| n.to_str()).expect("a name");
        assert!(
            name.starts_with("boardroom-20") && name.ends_with("Z.sqlite3"),
            "{name}"
        );
        let mut left: Vec<String> = std::fs::read_dir(dir.path())
            .expect("lists")
            .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
            .collect();
        left.sort();
        assert_eq!(
            left,
            ["boardroom-2002-01-01T000000Z.sqlite3", name, "notes.txt"]
        );
    }

    #[test]
    fn no_database_no_backup() {
        let empty = tempfile::tempdir().expect("temp dir");
        let target = empty.path().join("b.sqlite3");
        assert!(matches!(
            backup(empty.path(), &target),
            Err(BackupError::NoDatabase(_))
        ));
        assert!(!target.exists());
    }
}
