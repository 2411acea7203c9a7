//! `boardroom-server`: start it, and a friend on the LAN opens the link it prints (or scans
//! its QR code).
//! `boardroom-server backup FILE` copies the database while it runs; `restore FILE` puts a
//! copy into an empty data folder; `migrate --from DIR --to postgres://...` copies a SQLite
//! store into PostgreSQL; `health` asks a running server whether it serves; `bots add NAME`
//! registers a bot and prints the key it signs in with.

use std::io::IsTerminal;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use std::time::Duration;

use boardroom_server::cluster::DEFAULT_LEASE;
use boardroom_server::store::{Location, Store, migrate};
use boardroom_server::{
    ClusterConfig, LimitArgs, ServerConfig, backup, bot_registry, discovery, net, qr, run_cluster,
    run_on, shutdown_signal,
};
use clap::{Parser, Subcommand, ValueEnum};
use tracing_subscriber::EnvFilter;

/// The allocator: mimalloc rather than the C library's. Every move allocates and frees many
/// small blocks (the room's next state, its events, frames, store jobs), often freeing on one
/// thread what another allocated; under load glibc's malloc took about a seventh of the
/// server's CPU for that (docs/scaling.md).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// Boardroom: play board games with a friend on the same network, or against the computer.
#[derive(Debug, Parser)]
#[command(version, about)]
struct Args {
    /// What to do; without a command, serve.
    #[command(subcommand)]
    command: Option<Command>,
    /// The port for HTTP and WebSocket.
    #[arg(long, env = "BOARDROOM_PORT", default_value_t = 7878, global = true)]
    port: u16,
    /// The address to listen on (0.0.0.0: every interface, so the LAN can reach it).
    #[arg(long, env = "BOARDROOM_BIND", default_value = "0.0.0.0", global = true)]
    bind: std::net::IpAddr,
    /// The folder for the database.
    #[arg(
        long,
        env = "BOARDROOM_DATA",
        default_value = "./boardroom-data",
        global = true
    )]
    data: PathBuf,
    /// Where the games are kept: `sqlite` (the file in --data) or a PostgreSQL URL
    /// (`postgres://user:password@host:5432/boardroom`).
    #[arg(long, env = "BOARDROOM_STORE", value_name = "URL", global = true)]
    store: Option<String>,
    /// Run as one node of a cluster: the NATS server the nodes talk over (`nats://HOST:PORT`).
    /// Needs a PostgreSQL `--store`, the same for every node.
    #[arg(long, env = "BOARDROOM_CLUSTER", value_name = "URL", global = true)]
    cluster: Option<String>,
    /// In a cluster, the node's lease on its rooms, in milliseconds: a node that stops
    /// renewing it (dead, frozen or cut off) loses its rooms to the live nodes after this long,
    /// and steps down itself after half of it.
    #[arg(
        long,
        env = "BOARDROOM_CLUSTER_LEASE_MS",
        value_name = "MS",
        default_value_t = u64::try_from(DEFAULT_LEASE.as_millis()).unwrap_or(10_000),
        value_parser = clap::value_parser!(u64).range(100..),
        global = true
    )]
    cluster_lease_ms: u64,
    /// How logs are written.
    #[arg(long, env = "BOARDROOM_LOG_FORMAT", value_enum, default_value_t = LogFormat::Text, global = true)]
    log_format: LogFormat,
    /// Announce the server on the LAN over mDNS, so apps find it without an address.
    #[arg(long, env = "BOARDROOM_DISCOVERY", value_enum, default_value_t = Switch::On, global = true)]
    discovery: Switch,
    /// The name the server is announced under (default: "Boardroom on <host name>").
    #[arg(long, env = "BOARDROOM_NAME", global = true)]
    name: Option<String>,
    /// What one client, and everyone together, may do.
    #[command(flatten)]
    limits: LimitArgs,
}

/// On or off.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Switch {
    /// Enabled.
    On,
    /// Disabled.
    Off,
}

/// The commands.
#[derive(Debug, Subcommand)]
enum Command {
    /// Serve (the default).
    Serve,
    /// Copy the database to FILE, safely, while the server runs (SQLite's online backup).
    Backup {
        /// Where the copy goes; an older file of that name is replaced. If FILE is a folder (one
        /// that exists, or a path ending in `/`), the copy goes into it as
        /// `boardroom-<UTC time>.sqlite3`.
        file: PathBuf,
        /// FILE is a folder: keep only the newest N timed copies in it.
        #[arg(long, value_name = "N")]
        keep: Option<usize>,
    },
    /// Put the backup FILE into the data folder, which must hold no database yet. Stop the
    /// server first (or restore into a new folder), then start it on that folder.
    Restore {
        /// A file written by `backup`.
        file: PathBuf,
    },
    /// Copy the SQLite store of a data folder into an empty PostgreSQL database: every player,
    /// room, game, move and request, with their ids. Stop the server first.
    Migrate {
        /// The data folder holding the SQLite store.
        #[arg(long, value_name = "DIR")]
        from: PathBuf,
        /// The PostgreSQL database, which must be empty (`postgres://...`).
        #[arg(long, value_name = "URL")]
        to: String,
    },
    /// Ask the server listening on --port (and --bind) of this machine whether it serves
    /// (`GET /healthz`); the exit status is 0 if it does. For a container's health check, where
    /// there is no curl.
    Health,
    /// The bots that may sign in as bots (docs/bots.md): register one, remove one, list them.
    /// Works while the server runs; a change counts at the bot's next sign-in.
    Bots {
        /// What to do.
        #[command(subcommand)]
        action: BotsAction,
    },
    /// List the Boardroom servers announced on the LAN (mDNS), then exit.
    Find {
        /// How long to listen for answers.
        #[arg(long, default_value_t = 3)]
        seconds: u64,
    },
}

/// What `bots` does.
#[derive(Debug, Subcommand)]
enum BotsAction {
    /// Register a bot; prints the key it signs in with (its `token`), which is shown only now.
    Add {
        /// The bot's name, as people will see it.
        name: String,
    },
    /// Remove a bot's registration: its key no longer makes it a bot. Its games stay.
    Remove {
        /// The bot's name.
        name: String,
    },
    /// List the registered bots.
    List,
}

/// Log output formats.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum LogFormat {
    /// Human-readable lines.
    Text,
    /// One JSON object per line, for log shippers.
    Json,
}

fn main() -> ExitCode {
    let args = Args::parse();
    let done = match &args.command {
        None | Some(Command::Serve) => serve(&args),
        Some(Command::Backup { .. } | Command::Restore { .. }) if !on_sqlite(&args) => Err(
            "backup and restore are for the SQLite store; back a PostgreSQL store up with \
             pg_dump"
                .into(),
        ),
        Some(Command::Backup { file, keep }) => take_backup(&args.data, file, *keep),
        Some(Command::Restore { file }) => backup::restore(file, &args.data)
            .map(|summary| {
                println!(
                    "restored {} into {}: {summary}",
                    file.display(),
                    args.data.display()
                )
            })
            .map_err(Into::into),
        Some(Command::Migrate { from, to }) => copy_into_postgres(from, to),
        Some(Command::Find { seconds }) => find(Duration::from_secs(*seconds)),
        Some(Command::Bots { action }) => bots(&args, action),
        Some(Command::Health) => health(&args),
    };
    match done {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("boardroom-server: {e}");
            ExitCode::FAILURE
        }
    }
}

fn take_backup(
    data: &Path,
    file: &Path,
    keep: Option<usize>,
) -> Result<(), Box<dyn std::error::Error>> {
    // A folder: one that exists, one written with a trailing slash, or any path with --keep.
    let folder =
        file.is_dir() || keep.is_some() || file.as_os_str().to_string_lossy().ends_with('/');
    let (file, summary) = if folder {
        std::fs::create_dir_all(file)?;
        backup::backup_into(data, file, keep)?
    } else {
        (file.to_path_buf(), backup::backup(data, file)?)
    };
    println!(
        "backed up {} to {}: {summary}",
        data.display(),
        file.display()
    );
    Ok(())
}

/// Whether `--store` leaves the store in the SQLite file of `--data`.
fn on_sqlite(args: &Args) -> bool {
    matches!(
        Location::from_flag(args.store.as_deref(), &args.data),
        Ok(Location::Sqlite(_))
    )
}

/// `migrate`: copies the SQLite store in `from` into the PostgreSQL database at `to`.
fn copy_into_postgres(from: &Path, to: &str) -> Result<(), Box<dyn std::error::Error>> {
    let target = match Location::from_flag(Some(to), from)? {
        Location::Postgres(url) => url,
        Location::Sqlite(_) => return Err("--to must be a postgres:// URL".into()),
    };
    let runtime = tokio::runtime::Runtime::new()?;
    let copied = runtime.block_on(migrate::sqlite_to_postgres(from, &target))?;
    println!(
        "copied {} into {}: {copied}",
        from.join(boardroom_server::store::DATABASE_FILE).display(),
        Location::Postgres(target)
    );
    Ok(())
}

/// `bots`: changes or lists the registered bots in the store of `--data` / `--store`.
fn bots(args: &Args, action: &BotsAction) -> Result<(), Box<dyn std::error::Error>> {
    let location = Location::from_flag(args.store.as_deref(), &args.data)?;
    let runtime = tokio::runtime::Runtime::new()?;
    runtime.block_on(async {
        let (store, _) = Store::open_at(&location).await?;
        match action {
            BotsAction::Add { name } => {
                let registered = bot_registry::add(&store, name).await?;
                println!(
                    "registered the bot {}; it signs in with \"bot\": true and this token \
                     (shown only now):\n{}",
                    registered.player.name, registered.key
                );
            }
            BotsAction::Remove { name } => {
                let removed = bot_registry::remove(&store, name).await?;
                println!("{} is no longer a registered bot", removed.name);
            }
            BotsAction::List => {
                let bots = bot_registry::list(&store).await?;
                if bots.is_empty() {
                    println!("no bots are registered (add one with `bots add NAME`)");
                }
                for bot in bots {
                    println!("{}", bot.name);
                }
            }
        }
        Ok::<(), Box<dyn std::error::Error>>(())
    })
}

/// Prints every server heard within `wait`: name, page and version, one per line.
fn find(wait: Duration) -> Result<(), Box<dyn std::error::Error>> {
    let browser = discovery::Browser::start()?;
    std::thread::sleep(wait);
    let servers = browser.servers();
    if servers.is_empty() {
        println!("no Boardroom server answered within {} s", wait.as_secs());
    }
    for server in servers {
        let version = server.version.as_deref().unwrap_or("?");
        println!("{}\t{}\tversion {version}", server.name, server.http_url());
    }
    Ok(())
}

/// `health`: a plain HTTP/1.0 `GET /healthz` on this machine, answered `200` within a few
/// seconds, or an error saying what came instead.
fn health(args: &Args) -> Result<(), Box<dyn std::error::Error>> {
    use std::io::{Read, Write};
    const DEADLINE: Duration = Duration::from_secs(3);
    let ip = match args.bind {
        std::net::IpAddr::V4(v4) if v4.is_unspecified() => std::net::Ipv4Addr::LOCALHOST.into(),
        std::net::IpAddr::V6(v6) if v6.is_unspecified() => std::net::Ipv6Addr::LOCALHOST.into(),
        ip => ip,
    };
    let addr = SocketAddr::new(ip, args.port);
    let mut stream = std::net::TcpStream::connect_timeout(&addr, DEADLINE)
        .map_err(|e| format!("nothing answers on {addr}: {e}"))?;
    stream.set_read_timeout(Some(DEADLINE))?;
    stream.set_write_timeout(Some(DEADLINE))?;
    write!(stream, "GET /healthz HTTP/1.0\r\nHost: {addr}\r\n\r\n")?;
    let mut answer = Vec::new();
    stream.take(4096).read_to_end(&mut answer)?;
    let answer = String::from_utf8_lossy(&answer);
    let status = answer.lines().next().unwrap_or_default();
    if status.split_whitespace().nth(1) == Some("200") {
        println!("{addr}: ok");
        Ok(())
    } else {
        Err(format!("{addr} answered {status:?}").into())
    }
}

fn serve(args: &Args) -> Result<(), Box<dyn std::error::Error>> {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    match args.log_format {
        // Colours only on a terminal: journald and log files get plain text.
        LogFormat::Text => tracing_subscriber::fmt()
            .with_ansi(std::io::stdout().is_terminal())
            .with_env_filter(filter)
            .init(),
        LogFormat::Json => tracing_subscriber::fmt()
            .json()
            .with_env_filter(filter)
            .init(),
    }
    // Every connection is a file descriptor; many systems start processes with only 1024.
    match rlimit::increase_nofile_limit(u64::MAX) {
        Ok(limit) => tracing::debug!(limit, "open-file limit"),
        Err(e) => tracing::warn!(error = %e, "could not raise the open-file limit"),
    }
    let store = Location::from_flag(args.store.as_deref(), &args.data)?;
    let runtime = tokio::runtime::Runtime::new()?;
    runtime.block_on(async {
        let listener = tokio::net::TcpListener::bind(SocketAddr::new(args.bind, args.port)).await?;
        let bound = listener.local_addr()?;
        let links = net::invite_links(bound);
        if args.log_format == LogFormat::Text {
            println!("Boardroom is running. A friend on your network opens:");
            for link in &links {
                println!("  {link}");
            }
            // The console's link carries its key: printed for the host, never logged.
            if let Ok(key) = boardroom_server::admin::AdminKey::of_folder(&args.data) {
                let ip = if bound.ip().is_unspecified() {
                    std::net::IpAddr::from([127, 0, 0, 1])
                } else {
                    bound.ip()
                };
                let here = format!("http://{}", SocketAddr::new(ip, bound.port()));
                println!(
                    "The host's console (keep this link to yourself): {}",
                    key.link(&here)
                );
            }
            // A log file or the journal gets the links alone: a picture is for a person.
            if std::io::stdout().is_terminal()
                && let Some(link) = net::scan_link(&links)
                && let Some(code) = qr::Qr::new(link)
            {
                println!("or scans this with a phone's camera ({link}):");
                print!("{}", code.terminal());
            }
        }
        // In JSON mode stdout carries only log lines; the links go into this one.
        tracing::info!(address = %bound, links = ?links, "listening");
        let config = ServerConfig {
            data_dir: args.data.clone(),
            limits: args.limits.limits(),
        };
        // Announcing a server only this machine can reach would mislead everyone else.
        let announcement = if args.discovery == Switch::On && !args.bind.is_loopback() {
            let name = args
                .name
                .clone()
                .unwrap_or_else(discovery::default_instance_name);
            match discovery::announce(bound.port(), &name) {
                Ok(announcement) => {
                    tracing::info!(name = announcement.fullname(), "announced on the LAN");
                    Some(announcement)
                }
                Err(e) => {
                    tracing::warn!(error = %e, "not announced on the LAN");
                    None
                }
            }
        } else {
            None
        };
        match &args.cluster {
            None => run_on(listener, config, &store, shutdown_signal()).await?,
            Some(nats_url) => {
                let cluster = ClusterConfig {
                    nats_url: nats_url.clone(),
                    lease: Duration::from_millis(args.cluster_lease_ms),
                };
                run_cluster(listener, config, &store, &cluster, shutdown_signal()).await?;
            }
        }
        // Withdrawn off the reactor: the goodbye waits for the daemon.
        tokio::task::spawn_blocking(move || drop(announcement))
            .await
            .ok();
        Ok(())
    })
}
