//! `cluster_takeover`: how long a game waits when its node is killed. Each run starts two nodes
//! (the real server binary, `--cluster` on a nats-server and a PostgreSQL of the bench's own,
//! both on loopback), plays two moves on the first, kills it with SIGKILL, and times, from the
//! kill, until black, signing in again with its token on the second node, is back in its room
//! and sees its next move's `step`: the lease running out, the takeover, the read back and the
//! reconnect together. Prints p50, p99 and max over the runs.
//!
//! ```sh
//! cargo build --release -p boardroom-server -p boardroom-tests
//! target/release/cluster_takeover --server target/release/boardroom-server --runs 20
//! ```

use std::path::PathBuf;
use std::time::{Duration, Instant};

use boardroom_protocol::{GameKind, RoomCode};
use boardroom_tests::nats::Nats;
use boardroom_tests::postgres::Postgres;
use boardroom_tests::{Frame, TestServer, free_port, hello_message, room_state};
use clap::Parser;

/// Takeover time after kill -9.
#[derive(Debug, Parser)]
struct Args {
    /// The server binary.
    #[arg(long)]
    server: PathBuf,
    /// How many kills.
    #[arg(long, default_value_t = 20)]
    runs: usize,
    /// The nodes' lease (`--cluster-lease-ms`).
    #[arg(long, default_value_t = 1000)]
    lease_ms: u64,
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args = Args::parse();
    let postgres = Postgres::start();
    let nats = Nats::start();
    let runtime = tokio::runtime::Runtime::new()?;
    let mut times = Vec::with_capacity(args.runs);
    for run in 0..args.runs {
        let store = postgres.create_database(&format!("run{run}"));
        let time = runtime.block_on(one_run(&args, &store, &nats.url()));
        println!("run {run}: {} ms", time.as_millis());
        times.push(time);
    }
    times.sort_unstable();
    let at = |p: f64| {
        let last = times.len().saturating_sub(1);
        #[expect(
            clippy::cast_possible_truncation,
            clippy::cast_sign_loss,
            clippy::cast_precision_loss,
            reason = "an index into a short list"
        )]
        let index = ((last as f64) * p).round() as usize;
        times.get(index).map_or(0, Duration::as_millis)
    };
    println!(
        "takeover after kill -9, lease {} ms, {} runs: p50 {} ms, p99 {} ms, max {} ms",
        args.lease_ms,
        times.len(),
        at(0.5),
        at(0.99),
        at(1.0)
    );
    Ok(())
}

/// One kill; the time from it to black's next `step` on the survivor.
async fn one_run(args: &Args, store: &str, nats: &str) -> Duration {
    let lease = args.lease_ms.to_string();
    let flags = [
        "--store",
        store,
        "--cluster",
        nats,
        "--cluster-lease-ms",
        &lease,
    ];
    let (first_dir, second_dir) = (boardroom_tests::data_dir(), boardroom_tests::data_dir());
    let mut first =
        TestServer::spawn_binary_with(&args.server, first_dir.path(), free_port(), &flags).await;
    let survivor =
        TestServer::spawn_binary_with(&args.server, second_dir.path(), free_port(), &flags).await;
    let mut table = first.table(GameKind::Gomoku, None).await;
    table.black.put(7, 7, 0).await;
    table.white.next_step_ply().await;
    table.white.put(0, 0, 1).await;
    table.black.next_step_ply().await;
    table.black.next_step_ply().await;
    let room = table.start.room.clone();
    first.kill();
    let killed = Instant::now();
    let mut black = loop {
        if let Some(client) = back_in(&survivor, &table.black_token, &room).await {
            break client;
        }
        assert!(
            killed.elapsed() < Duration::from_secs(60),
            "the room was never taken over"
        );
    };
    black.put(7, 8, 2).await;
    assert_eq!(black.next_step_ply().await, 3);
    killed.elapsed()
}

/// Signs black in on `node`; the client if it was put back into `room`.
async fn back_in(
    node: &TestServer,
    token: &str,
    room: &RoomCode,
) -> Option<boardroom_tests::TestClient> {
    let mut client = node.connect().await;
    client.send(&hello_message(1, "Black", Some(token))).await;
    while let Ok(Frame::Message(msg)) =
        tokio::time::timeout(Duration::from_millis(100), client.next_frame()).await
    {
        if let Some(state) = room_state(&msg) {
            assert_eq!(&state.room, room);
            return Some(client);
        }
    }
    client.close().await;
    None
}
