//! `store_bench`: moves per second through the store's group commit, on SQLite and on
//! PostgreSQL, as the rooms of a busy server would write them: each of `--rooms` rooms appends a
//! move, waits until the store answers (the move is durable), and appends the next, for
//! `--seconds`. The writer batches whatever waits into one transaction, so the figure is how
//! many durable moves one store takes a second, and the latency what a room waits for each.
//!
//! ```sh
//! cargo build --release -p boardroom-tests --bin store_bench
//! target/release/store_bench --rooms 1000 --seconds 10                 # SQLite, then PostgreSQL
//! target/release/store_bench --store postgres://user@host/boardroom    # a database of yours
//! ```
//! `postgres` (the default's second run) is a cluster of the bench's own, as the tests start
//! one (`boardroom_tests::postgres`), with PostgreSQL's defaults: `fsync` and
//! `synchronous_commit` on. With `--fenced`, each PostgreSQL room is claimed by one node first
//! and every move carries its fence, as in cluster mode (one more statement per move, and a
//! row lock on the room's owner row until the commit).

use std::time::{Duration, Instant};

use boardroom_engine::{Config, GameKind, Move, Options, Point};
use boardroom_server::cluster::Ownership;
use boardroom_server::store::{Location, Store, StoredOptions, Write};
use boardroom_tests::postgres::Postgres;
use clap::Parser;

/// Moves per second through the store, with group commit.
#[derive(Debug, Parser)]
struct Args {
    /// The stores to measure, in turn: `sqlite` (a file in a temporary folder), `postgres` (a
    /// cluster of the bench's own) or a `postgres://` URL of an empty database.
    #[arg(long, default_values = ["sqlite", "postgres"])]
    store: Vec<String>,
    /// Rooms writing at once, each one move at a time.
    #[arg(long, default_value_t = 1000)]
    rooms: usize,
    /// How long each store is measured.
    #[arg(long, default_value_t = 10)]
    seconds: u64,
    /// On PostgreSQL, write as cluster mode does: each room claimed by a node, each move
    /// fenced by the claim's epoch.
    #[arg(long)]
    fenced: bool,
}

/// What one store did.
struct Figures {
    moves: usize,
    elapsed: Duration,
    /// Each move's wait for the store, sorted, in microseconds.
    latencies: Vec<u64>,
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args = Args::parse();
    let runtime = tokio::runtime::Runtime::new()?;
    for store in &args.store {
        let folder = tempfile::tempdir()?;
        // Kept until the store has been measured.
        let mut own_cluster = None;
        let location = match store.as_str() {
            "sqlite" => Location::Sqlite(folder.path().to_path_buf()),
            "postgres" => {
                let cluster = own_cluster.insert(Postgres::start());
                Location::Postgres(cluster.create_database("bench"))
            }
            url => Location::from_flag(Some(url), folder.path())?,
        };
        let fenced = args.fenced && matches!(location, Location::Postgres(_));
        let figures = runtime.block_on(measure(&location, args.rooms, args.seconds, fenced))?;
        let name = if fenced {
            format!("{store} (fenced)")
        } else {
            store.clone()
        };
        report(&name, args.rooms, &figures);
        drop(own_cluster);
    }
    Ok(())
}

async fn measure(
    at: &Location,
    rooms: usize,
    seconds: u64,
    fenced: bool,
) -> Result<Figures, String> {
    let (store, _) = Store::open_at(at).await.map_err(|e| e.to_string())?;
    let node = match (fenced, at) {
        (true, Location::Postgres(url)) => Some(
            Ownership::register(url, "bench", "bench", Duration::from_secs(3600))
                .await
                .map_err(|e| e.to_string())?,
        ),
        _ => None,
    };
    let config =
        Config::validate(GameKind::Gomoku, &Options::default()).map_err(|e| e.to_string())?;
    let mut games = Vec::with_capacity(rooms);
    for n in 0..rooms {
        let game_id = store
            .write(Write::CreateRoom {
                code: format!("B{n:05}"),
                options: StoredOptions::of_config(&config),
                seats: [None, None],
            })
            .await
            .map_err(|e| e.to_string())?;
        let handle = match &node {
            Some(node) => store.fenced(
                node.claim_new(&format!("B{n:05}"))
                    .await
                    .map_err(|e| e.to_string())?
                    .ok_or("the room is owned already")?,
            ),
            None => store.clone(),
        };
        games.push((game_id, handle));
    }
    let started = Instant::now();
    let deadline = started + Duration::from_secs(seconds);
    let mut tasks = tokio::task::JoinSet::new();
    for (game_id, store) in games {
        tasks.spawn(async move { play(&store, game_id, deadline).await });
    }
    let mut latencies = Vec::new();
    while let Some(done) = tasks.join_next().await {
        latencies.extend(done.map_err(|e| e.to_string())??);
    }
    let elapsed = started.elapsed();
    latencies.sort_unstable();
    Ok(Figures {
        moves: latencies.len(),
        elapsed,
        latencies,
    })
}

/// One room: a move, its answer, the next, until `deadline`; each move's wait.
async fn play(store: &Store, game_id: i64, deadline: Instant) -> Result<Vec<u64>, String> {
    let mut waits = Vec::new();
    let mut ply = 0usize;
    while Instant::now() < deadline {
        // Where the stone goes does not matter to the store; the point walks the board.
        let at = Point::new(
            i8::try_from(ply % 15).unwrap_or(0),
            i8::try_from(ply / 15 % 15).unwrap_or(0),
        );
        let asked = Instant::now();
        store
            .write(Write::AppendMove {
                game_id,
                ply,
                mv: Move::Place(at),
                left_ms: None,
            })
            .await
            .map_err(|e| e.to_string())?;
        waits.push(u64::try_from(asked.elapsed().as_micros()).unwrap_or(u64::MAX));
        ply += 1;
    }
    Ok(waits)
}

fn report(store: &str, rooms: usize, figures: &Figures) {
    let at = |p: f64| {
        let last = figures.latencies.len().saturating_sub(1);
        let index = ((last as f64) * p).round() as usize;
        figures.latencies.get(index).copied().unwrap_or(0) as f64 / 1000.0
    };
    let per_second = figures.moves as f64 / figures.elapsed.as_secs_f64();
    println!(
        "{store}: {rooms} rooms, {} durable moves in {:.1} s: {per_second:.0} moves/s; \
         wait per move p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        figures.moves,
        figures.elapsed.as_secs_f64(),
        at(0.5),
        at(0.99),
        at(1.0),
    );
}
