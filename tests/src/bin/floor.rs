//! `floor`: what a move costs on this machine when the server does nothing but pass frames on,
//! to set beside `loadgen`'s figure for the real server.
//!
//! It starts itself as a relay built the way the server is (tokio, axum's WebSocket, mimalloc, a
//! reader and a writer task per connection, the writer fed by a channel) but with no rules, no
//! store and no JSON: each frame a player sends is answered by one `step`-sized frame to each
//! player of its pair, as a move is. Then it plays the load generator's pace against it, rooms
//! of two players from loopback addresses of their own, one move per room per interval, and
//! prints the relay's CPU per move from /proc, as `loadgen` does for the server. `--direct`
//! writes the steps from the task that read the move instead, without the writer tasks.
//!
//! ```sh
//! cargo build --release -p boardroom-tests
//! target/release/floor --rooms 2500 --interval-ms 500 --seconds 40
//! ```

use std::collections::HashMap;
use std::net::SocketAddr;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::extract::ws::{Message as RelayMessage, Utf8Bytes, WebSocket, WebSocketUpgrade};
use axum::extract::{Query, State};
use axum::response::Response;
use boardroom_tests::measure::{cpu_time, percentile_ms, rss_kib};
use clap::Parser;
use futures_util::stream::SplitSink;
use futures_util::{SinkExt, StreamExt};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use tokio::net::TcpStream;
use tokio::sync::{Semaphore, mpsc};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// The relay allocates as the server does.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// A move as a player sends it (the size of a gomoku `put_step`).
const PUT: &str = r#"{"type":"put_step","at":[7,7],"ply":10}"#;

/// A move as both players get it (the size of a gomoku `step` to a client that works the legal
/// points out itself).
const STEP: &str = r#"{"type":"step","ply":11,"by":"black","at":[7,8],"to_move":"white","legal":[],"legal_implied":true}"#;

/// The floor under a move: a relay with nothing in it, played at the load generator's pace.
#[derive(Debug, Parser)]
struct Args {
    /// The relay's address (loopback only).
    #[arg(long, default_value = "127.0.0.1:17993")]
    addr: SocketAddr,
    /// Rooms to open (two clients each).
    #[arg(long, default_value_t = 2500)]
    rooms: usize,
    /// Each room plays one move per interval.
    #[arg(long, default_value_t = 500)]
    interval_ms: u64,
    /// How long to play, once every room is open.
    #[arg(long, default_value_t = 40)]
    seconds: u64,
    /// Write the steps straight into the players' sockets from the task that read the move,
    /// with no writer task between: what that hop costs.
    #[arg(long)]
    direct: bool,
    /// Run as the relay on `--addr` (what the benchmark starts itself as).
    #[arg(long, hide = true)]
    relay: bool,
}

/// The relay's rooms: how to write to each of the two players, by room number.
type Rooms = Arc<Mutex<HashMap<u32, [Option<Out>; 2]>>>;

/// How the relay writes to a player.
#[derive(Clone)]
enum Out {
    /// Through a queue to the connection's writer task, as the server does.
    Queue(mpsc::Sender<RelayMessage>),
    /// Straight into the socket from the task that read the move (`--direct`).
    Socket(Arc<tokio::sync::Mutex<SplitSink<WebSocket, RelayMessage>>>),
}

impl Out {
    async fn send(&self, frame: RelayMessage) {
        match self {
            Out::Queue(queue) => {
                let _ = queue.try_send(frame);
            }
            Out::Socket(socket) => {
                let _ = socket.lock().await.send(frame).await;
            }
        }
    }
}

/// Which room and seat a connection is, from its URL.
#[derive(Debug, serde::Deserialize)]
struct Place {
    room: u32,
    seat: usize,
}

async fn upgrade(
    upgrade: WebSocketUpgrade,
    Query(place): Query<Place>,
    State((rooms, direct)): State<(Rooms, bool)>,
) -> Response {
    // As the server sets its sockets up.
    upgrade
        .read_buffer_size(4096)
        .write_buffer_size(0)
        .on_upgrade(move |socket| relay(socket, place, rooms, direct))
}

/// One player's connection: frames in answered by a step to both players of the room.
async fn relay(socket: WebSocket, place: Place, rooms: Rooms, direct: bool) {
    let seat = place.seat.min(1);
    let (mut sink, mut stream) = socket.split();
    let mut writer = None;
    let out = if direct {
        Out::Socket(Arc::new(tokio::sync::Mutex::new(sink)))
    } else {
        let (queue, mut frames) = mpsc::channel(64);
        writer = Some(tokio::spawn(async move {
            while let Some(frame) = frames.recv().await {
                if sink.send(frame).await.is_err() {
                    break;
                }
            }
        }));
        Out::Queue(queue)
    };
    rooms
        .lock()
        .expect("no relay task panics holding the rooms")
        .entry(place.room)
        .or_default()[seat] = Some(out);
    while let Some(Ok(frame)) = stream.next().await {
        if !matches!(frame, RelayMessage::Text(_)) {
            continue;
        }
        let players = rooms
            .lock()
            .expect("no relay task panics holding the rooms")
            .get(&place.room)
            .cloned()
            .unwrap_or_default();
        for player in players.iter().flatten() {
            player
                .send(RelayMessage::Text(Utf8Bytes::from_static(STEP)))
                .await;
        }
    }
    if let Some(writer) = writer {
        writer.abort();
    }
}

async fn serve_relay(addr: SocketAddr, direct: bool) -> std::io::Result<()> {
    let rooms = (Rooms::default(), direct);
    let app = axum::Router::new()
        .route("/ws", axum::routing::get(upgrade))
        .with_state(rooms);
    let listener = tokio::net::TcpListener::bind(addr).await?;
    axum::serve(listener, app).await
}

type Socket = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// A player's WebSocket to the relay, from the loopback address of its room.
async fn player(addr: SocketAddr, room: usize, seat: usize) -> Result<Socket, String> {
    let tcp = boardroom_tests::connect_tcp_from(addr, boardroom_tests::room_machine(room))
        .await
        .map_err(|e| format!("connect: {e}"))?;
    let _ = tcp.set_nodelay(true);
    let url = format!("ws://{addr}/ws?room={room}&seat={seat}");
    let (socket, _) = tokio_tungstenite::client_async(url, MaybeTlsStream::Plain(tcp))
        .await
        .map_err(|e| format!("upgrade: {e}"))?;
    Ok(socket)
}

/// The next text frame on a player's socket.
async fn next_step(socket: &mut Socket) -> Result<(), String> {
    loop {
        match tokio::time::timeout(Duration::from_secs(15), socket.next()).await {
            Err(_) => return Err("no frame for 15 s".into()),
            Ok(Some(Ok(Message::Text(_)))) => return Ok(()),
            Ok(Some(Ok(_))) => {}
            Ok(Some(Err(e))) => return Err(format!("socket: {e}")),
            Ok(None) => return Err("closed".into()),
        }
    }
}

/// One room's moves until `end`: the side to move sends, both wait for their step; the latency
/// is the time to the opponent's.
async fn play(
    [mut mover, mut other]: [Socket; 2],
    (interval, start, end): (Duration, Instant, Instant),
    moves: Arc<AtomicU64>,
    seed: u64,
) -> Result<Vec<u64>, String> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut next = tokio::time::Instant::from_std(start)
        + Duration::from_millis(rng.random_range(0..interval.as_millis().max(1) as u64));
    let mut latencies = Vec::new();
    loop {
        tokio::time::sleep_until(next).await;
        next += interval;
        if Instant::now() >= end {
            return Ok(latencies);
        }
        let sent = Instant::now();
        mover
            .send(Message::text(PUT))
            .await
            .map_err(|e| format!("send: {e}"))?;
        next_step(&mut other).await?;
        latencies.push(u64::try_from(sent.elapsed().as_micros()).unwrap_or(u64::MAX));
        next_step(&mut mover).await?;
        moves.fetch_add(1, Ordering::Relaxed);
        std::mem::swap(&mut mover, &mut other);
    }
}

/// The relay process, killed when dropped.
struct Relay(Child);

impl Drop for Relay {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args = Args::parse();
    if !args.addr.ip().is_loopback() {
        return Err("floor only runs on loopback addresses".into());
    }
    let _ = rlimit::increase_nofile_limit(u64::MAX);
    if args.relay {
        return Ok(serve_relay(args.addr, args.direct).await?);
    }
    let relay = Relay(
        Command::new(std::env::current_exe()?)
            .args(["--relay", "--addr", &args.addr.to_string()])
            .args(args.direct.then_some("--direct"))
            .stdout(Stdio::null())
            .spawn()?,
    );
    for _ in 0..100 {
        if TcpStream::connect(args.addr).await.is_ok() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }

    eprintln!(
        "opening {} rooms ({} sockets)...",
        args.rooms,
        2 * args.rooms
    );
    let gate = Arc::new(Semaphore::new(200));
    let mut setups = tokio::task::JoinSet::new();
    for room in 0..args.rooms {
        let (gate, addr) = (gate.clone(), args.addr);
        setups.spawn(async move {
            let _permit = gate.acquire_owned().await;
            Ok::<_, String>([player(addr, room, 0).await?, player(addr, room, 1).await?])
        });
    }
    let mut rooms = Vec::with_capacity(args.rooms);
    while let Some(room) = setups.join_next().await {
        rooms.push(room??);
    }

    let moves = Arc::new(AtomicU64::new(0));
    let start = Instant::now();
    let pace = (
        Duration::from_millis(args.interval_ms),
        start,
        start + Duration::from_secs(args.seconds),
    );
    let cpu_before = cpu_time(relay.0.id());
    let mut players = tokio::task::JoinSet::new();
    for (n, room) in rooms.into_iter().enumerate() {
        players.spawn(play(room, pace, moves.clone(), n as u64));
    }
    let (mut latencies, mut failures) = (Vec::new(), 0);
    while let Some(done) = players.join_next().await {
        match done {
            Ok(Ok(room)) => latencies.extend(room),
            Ok(Err(e)) => {
                failures += 1;
                if failures <= 5 {
                    eprintln!("room failed: {e}");
                }
            }
            Err(e) => return Err(e.into()),
        }
    }
    let elapsed = start.elapsed().as_secs_f64();
    let cpu = cpu_time(relay.0.id())
        .zip(cpu_before)
        .map(|(after, before)| after.saturating_sub(before));
    latencies.sort_unstable();
    let moves = moves.load(Ordering::Relaxed).max(1);
    println!(
        "rooms {}  seconds {elapsed:.1}  moves {moves}  moves/s {:.0}",
        args.rooms,
        moves as f64 / elapsed
    );
    println!(
        "latency ms  p50 {:.2}  p99 {:.2}",
        percentile_ms(&latencies, 50.0),
        percentile_ms(&latencies, 99.0)
    );
    if let Some(cpu) = cpu {
        println!(
            "relay CPU {:.2} s  per move {:.1} us",
            cpu.as_secs_f64(),
            cpu.as_secs_f64() * 1e6 / moves as f64
        );
    }
    println!(
        "relay RSS {:.1} MiB  failed rooms {failures}",
        rss_kib(relay.0.id()).unwrap_or(0) as f64 / 1024.0
    );
    Ok(())
}
