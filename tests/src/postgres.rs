//! A PostgreSQL of a test's own: Debian's server binaries, a new cluster in a temporary folder,
//! listening on a free loopback port (and a socket in that folder) only, stopped when dropped.
//!
//! PostgreSQL refuses to run as root, and tests here run as root: as root the cluster belongs
//! to the `postgres` user and every server command runs through `runuser -u postgres --`;
//! anyone else runs them as themselves. `tests/setup.sh` installs the packages.
//!
//! A test killed outright runs no `Drop`; so a watchdog shell started with the cluster stops it
//! and removes its folder once the test's process is gone. That also stops [`shared`], the one
//! cluster of a test process, which is never dropped.
//!
//! ```no_run
//! let pg = boardroom_tests::postgres::Postgres::start();
//! let url = pg.create_database("game_flow"); // postgres://postgres@127.0.0.1:PORT/game_flow
//! ```

use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::OnceLock;

use crate::free_port;

/// The user the server runs as when the tests run as root.
const SERVER_USER: &str = "postgres";

/// How often a start is tried on a new port, should another process take the free port first.
const START_TRIES: usize = 3;

/// A running PostgreSQL cluster in a temporary folder.
#[derive(Debug)]
pub struct Postgres {
    /// The folder: `data/` (the cluster), `sock/` (its socket), `log`.
    dir: tempfile::TempDir,
    /// Where `initdb`, `pg_ctl` and `psql` are.
    bin: PathBuf,
    /// The loopback port it listens on.
    port: u16,
    /// Whether it is running (so that `stop` is done once).
    running: bool,
}

impl Postgres {
    /// Makes a new cluster (trust authentication, superuser `postgres`) and starts it on a free
    /// loopback port. Panics, with the server's log, when it cannot.
    #[must_use]
    pub fn start() -> Postgres {
        crate::setup::ensure("PostgreSQL's server (initdb, pg_ctl) and runuser", || {
            newest_bin().is_some() && (!as_root() || crate::setup::runs("runuser", "--version"))
        });
        let bin = server_bin();
        let dir = tempfile::Builder::new()
            .prefix("boardroom-pg-")
            .tempdir()
            .expect("a temporary folder");
        std::fs::create_dir(dir.path().join("sock")).expect("the socket folder");
        if as_root() {
            let owned = Command::new("chown")
                .args(["-R", &format!("{SERVER_USER}:{SERVER_USER}")])
                .arg(dir.path())
                .status()
                .expect("run chown");
            assert!(
                owned.success(),
                "chown the cluster's folder to {SERVER_USER}"
            );
        }
        let data = dir.path().join("data");
        let made = server_command(&bin.join("initdb"))
            .arg("-D")
            .arg(&data)
            .args(["-A", "trust", "-U", "postgres", "-E", "UTF8", "--locale=C"])
            .arg("--no-sync")
            .output()
            .expect("run initdb");
        assert_success("initdb", &made);
        let mut postgres = Postgres {
            dir,
            bin,
            port: 0,
            running: false,
        };
        for _ in 0..START_TRIES {
            postgres.port = free_port();
            if postgres.pg_ctl_start() {
                postgres.running = true;
                postgres.watch();
                return postgres;
            }
        }
        panic!(
            "PostgreSQL did not start; its log:\n{}",
            std::fs::read_to_string(postgres.dir.path().join("log")).unwrap_or_default()
        );
    }

    /// Starts the server; whether it came up.
    fn pg_ctl_start(&self) -> bool {
        let options = format!(
            "-c listen_addresses=127.0.0.1 -p {} -k {}",
            self.port,
            self.dir.path().join("sock").display()
        );
        server_command(&self.bin.join("pg_ctl"))
            .arg("-D")
            .arg(self.dir.path().join("data"))
            .arg("-l")
            .arg(self.dir.path().join("log"))
            .args(["-w", "-t", "60", "-o", &options, "start"])
            .stdout(Stdio::null())
            .status()
            .is_ok_and(|status| status.success())
    }

    /// Starts the watchdog: a shell that waits (a second at a time) for this process to end,
    /// then stops the cluster and removes its folder. After a normal `Drop` it finds nothing
    /// left to do.
    fn watch(&self) {
        let dir = self.dir.path().display().to_string();
        let pg_ctl = server_command(&self.bin.join("pg_ctl"));
        let stop: Vec<String> = std::iter::once(pg_ctl.get_program())
            .chain(pg_ctl.get_args())
            .map(|part| part.to_string_lossy().into_owned())
            .collect();
        crate::watchdog::when_gone(&format!(
            "{stop} -D '{dir}/data' -m immediate stop >/dev/null 2>&1; rm -rf '{dir}'",
            stop = stop.join(" "),
        ));
    }

    /// The loopback port it listens on.
    #[must_use]
    pub fn port(&self) -> u16 {
        self.port
    }

    /// The URL of `database` on this server, as superuser.
    #[must_use]
    pub fn url(&self, database: &str) -> String {
        format!("postgres://postgres@127.0.0.1:{}/{database}", self.port)
    }

    /// The database of the data folder `data`, made on first use, and its URL: the same folder
    /// always gets the same database, so a test that starts its server again on its folder
    /// finds its store again.
    #[must_use]
    pub fn database_for(&self, data: &Path) -> String {
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        data.hash(&mut hasher);
        let name = format!("data_{:016x}", hasher.finish());
        let exists = self.sql(
            "postgres",
            &format!("SELECT 1 FROM pg_database WHERE datname = '{name}'"),
        );
        if exists.is_empty() {
            self.create_database(&name)
        } else {
            self.url(&name)
        }
    }

    /// Creates the empty database `name` and gives its URL.
    #[must_use]
    pub fn create_database(&self, name: &str) -> String {
        self.sql("postgres", &format!("CREATE DATABASE \"{name}\""));
        self.url(name)
    }

    /// Runs `sql` in `database` with psql; gives what it printed, unaligned, tuples only (one
    /// row a line, columns split by `|`). Panics when psql fails.
    pub fn sql(&self, database: &str, sql: &str) -> String {
        let output = Command::new(self.bin.join("psql"))
            .args([
                "-h",
                "127.0.0.1",
                "-p",
                &self.port.to_string(),
                "-U",
                "postgres",
            ])
            .args([
                "-d",
                database,
                "-X",
                "-q",
                "-A",
                "-t",
                "-v",
                "ON_ERROR_STOP=1",
            ])
            .args(["-c", sql])
            .output()
            .expect("run psql");
        assert_success("psql", &output);
        String::from_utf8_lossy(&output.stdout).trim().to_owned()
    }

    /// Stops the server (fast shutdown: sessions are ended, what was committed stays).
    pub fn stop(&mut self) {
        if !std::mem::take(&mut self.running) {
            return;
        }
        let _ = server_command(&self.bin.join("pg_ctl"))
            .arg("-D")
            .arg(self.dir.path().join("data"))
            .args(["-w", "-m", "fast", "stop"])
            .stdout(Stdio::null())
            .status();
    }
}

impl Drop for Postgres {
    fn drop(&mut self) {
        self.stop();
    }
}

/// The cluster of this test process, started on first use and stopped by its watchdog when the
/// process ends.
pub fn shared() -> &'static Postgres {
    static SHARED: OnceLock<Postgres> = OnceLock::new();
    SHARED.get_or_init(Postgres::start)
}

/// Whether this process runs as root (and so must hand the server to [`SERVER_USER`]).
fn as_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|out| out.stdout.trim_ascii() == b"0")
}

/// A server command (`initdb`, `pg_ctl`), run as [`SERVER_USER`] when we are root.
fn server_command(program: &Path) -> Command {
    if as_root() {
        let mut command = Command::new("runuser");
        // The server's user may not enter the test's folder.
        command
            .current_dir("/")
            .args(["-u", SERVER_USER, "--"])
            .arg(program);
        command
    } else {
        Command::new(program)
    }
}

/// The newest `/usr/lib/postgresql/<version>/bin` with an `initdb` in it (Debian's layout).
fn server_bin() -> PathBuf {
    newest_bin().unwrap_or_else(|| {
        panic!("no PostgreSQL server under /usr/lib/postgresql: run tests/setup.sh")
    })
}

/// The newest `/usr/lib/postgresql/<version>/bin` with an `initdb` in it, if any.
fn newest_bin() -> Option<PathBuf> {
    let root = Path::new("/usr/lib/postgresql");
    std::fs::read_dir(root)
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|entry| {
            let version: u32 = entry.file_name().to_str()?.parse().ok()?;
            let bin = entry.path().join("bin");
            bin.join("initdb").is_file().then_some((version, bin))
        })
        .max()
        .map(|(_, bin)| bin)
}

fn assert_success(what: &str, output: &Output) {
    assert!(
        output.status.success(),
        "{what} failed ({}):\n{}{}",
        output.status,
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
}
