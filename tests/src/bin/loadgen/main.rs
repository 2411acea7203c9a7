//! `loadgen`: many rooms, two clients each, playing legal gomoku moves over real WebSockets at a
//! set pace, and what the players see of it: moves per second, the latency from one player's
//! `put_step` to the opponent's `step` (p50/p99/max), the server's memory, and every lost or
//! duplicated step.
//!
//! ```sh
//! cargo build --release -p boardroom-server -p boardroom-tests
//! target/release/loadgen --spawn target/release/boardroom-server --rooms 5000 --interval-ms 2000 --seconds 60
//! ```
//! Each room's two players connect from a loopback address of their own (127.1.x.y), as
//! players on a LAN would, so that the server's per-address limits see many machines.
//! `--attack` adds hostile clients beside them (see `attack.rs`), and the report says what the
//! honest players felt of it. Only loopback addresses are allowed as targets.
//!
//! `--cluster N` with `--spawn` starts a PostgreSQL, a nats-server and N nodes of the binary in
//! cluster mode on `--addr`'s port and the next ones; `--addrs` spreads the load over nodes
//! already running (`--pids` to measure them). Each room's black then plays on one node and its
//! white on the next, so that every move crosses from one node to another over NATS;
//! `--same-node` seats both on the room's own node, the same cluster with no move crossing (what
//! a crossing move and a remote member are measured against).
//! ```sh
//! target/release/loadgen --spawn target/release/boardroom-server --cluster 3 --rooms 1000 --seconds 60
//! ```
//! One process holds at most its file limit of sockets (20,000 here, so about 9,500 rooms with
//! a server beside it): `--procs N` runs the rooms in N processes of its own (see `procs.rs`)
//! and prints their figures combined.

mod attack;
mod procs;
mod storm;

use std::net::{Ipv4Addr, SocketAddr};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use boardroom_protocol::{
    ClientMsg, GameKind, Point, Seat, ServerMsg, decode_server, encode_client,
};
use boardroom_tests::measure::{cpu_time, percentile_ms, rss_kib};
use boardroom_tests::room_machine;
use clap::Parser;
use futures_util::{SinkExt, StreamExt};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use tokio::net::TcpStream;
use tokio::sync::{Mutex, Semaphore};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// Load generator for a Boardroom server.
#[derive(Debug, Parser)]
struct Args {
    /// The server's address (loopback only).
    #[arg(long, default_value = "127.0.0.1:7878")]
    addr: SocketAddr,
    /// Start this server binary on `--addr` with a fresh data folder, and measure its memory.
    #[arg(long)]
    spawn: Option<PathBuf>,
    /// With `--spawn`: start this many nodes in cluster mode (one PostgreSQL, one nats-server)
    /// on `--addr`'s port and the ports after it.
    #[arg(long)]
    cluster: Option<u16>,
    /// Nodes already running, to spread the rooms over (instead of `--addr`).
    #[arg(long, value_delimiter = ',')]
    addrs: Vec<SocketAddr>,
    /// The processes of `--addrs`, to measure their memory and CPU.
    #[arg(long, value_delimiter = ',')]
    pids: Vec<u32>,
    /// Measure the memory of this already running server process.
    #[arg(long)]
    pid: Option<u32>,
    /// Rooms to open (two clients each).
    #[arg(long, default_value_t = 100)]
    rooms: usize,
    /// Each room plays one move per interval.
    #[arg(long, default_value_t = 2000)]
    interval_ms: u64,
    /// How long to play, once every room is open.
    #[arg(long, default_value_t = 30)]
    seconds: u64,
    /// Connections opened at once while setting up.
    #[arg(long, default_value_t = 200)]
    connect_concurrency: usize,
    /// Run attackers beside the honest rooms: 50 clients listing rooms without reading, 500
    /// idle sockets, 10 clients spamming room creation and 4 hogging the AI (the counts can be
    /// set one by one below).
    #[arg(long)]
    attack: bool,
    /// With `--attack`: clients that list rooms without reading.
    #[arg(long, default_value_t = 50)]
    listers: usize,
    /// With `--attack`: silent TCP connections.
    #[arg(long, default_value_t = 500)]
    idlers: usize,
    /// With `--attack`: clients spamming room creation.
    #[arg(long, default_value_t = 10)]
    creators: usize,
    /// With `--attack`: clients keeping the hard AI thinking.
    #[arg(long, default_value_t = 4)]
    hogs: usize,
    /// Play on clocks of this many seconds a side (Fischer, no increment), and measure how
    /// close to its true time each flag falls: after `--flag-after` plies the side to move
    /// stops moving, and the `game_over` it gets is compared with the time its clock showed.
    #[arg(long)]
    clock_s: Option<u32>,
    /// With `--clock-s`: the plies played before the side to move stops.
    #[arg(long, default_value_t = 6)]
    flag_after: u32,
    /// Say `implied_legal` in `hello`: steps whose legal points are the empty points leave
    /// them out, and the players work them out from the board they keep.
    #[arg(long)]
    implied_legal: bool,
    /// With several nodes: both players of a room on the node that opens it, so that no move
    /// crosses nodes while the cluster (its room list, its bus) is the same.
    #[arg(long)]
    same_node: bool,
    /// Run the rooms in this many processes (each its own file limit of sockets), and print
    /// their figures combined.
    #[arg(long, default_value_t = 1)]
    procs: usize,
    /// Instead of rooms: this many clients arriving within `--storm-seconds`, each signing in
    /// and opening a room (asking again after `server_busy`), and how soon each request was
    /// answered (see `storm.rs`).
    #[arg(long)]
    storm: Option<usize>,
    /// With `--storm`: the seconds over which the clients arrive.
    #[arg(long, default_value_t = 5.0)]
    storm_seconds: f64,
    /// With `--storm`: the time within which a request counts as answered soon.
    #[arg(long, default_value_t = 2000)]
    storm_bound_ms: u64,
    /// A process of `--procs`: opens its rooms, says so, plays once told to, and prints what
    /// it measured as JSON.
    #[arg(long, hide = true)]
    worker: bool,
    /// With `--worker`: the number of its first room (each room plays from a loopback address
    /// of its own, numbered over all the processes).
    #[arg(long, hide = true, default_value_t = 0)]
    first_room: usize,
}

impl Args {
    /// The servers already running to load: `--addrs`, or else `--addr`.
    fn running(&self) -> Vec<SocketAddr> {
        if self.addrs.is_empty() {
            vec![self.addr]
        } else {
            self.addrs.clone()
        }
    }
}

/// What the rooms of one process measured while playing; the figures of several processes
/// add up (`procs.rs`).
#[derive(Debug, Default, serde::Serialize, serde::Deserialize)]
struct Played {
    /// Seconds from the start of play until the last room stopped.
    seconds: f64,
    /// Moves the opponents saw.
    moves: u64,
    /// Steps missing.
    lost: u64,
    /// Steps seen twice.
    duplicated: u64,
    /// Errors the server sent.
    errors: u64,
    /// Of those, `server_busy`.
    busy: u64,
    /// Rooms that stopped with an error.
    failures: u64,
    /// `put_step` to the opponent's `step`, in microseconds.
    latencies: Vec<u64>,
    /// With clocks: a flag's fall less when it was due, in microseconds.
    flag_errors: Vec<i64>,
}

impl procs::Figures for Played {
    /// Adds another process's figures (its time is the longer of the two).
    fn add(&mut self, other: Played) {
        self.seconds = self.seconds.max(other.seconds);
        self.moves += other.moves;
        self.lost += other.lost;
        self.duplicated += other.duplicated;
        self.errors += other.errors;
        self.busy += other.busy;
        self.failures += other.failures;
        self.latencies.extend(other.latencies);
        self.flag_errors.extend(other.flag_errors);
    }
}

type Socket = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// Everything the rooms measure, shared.
#[derive(Debug, Default)]
struct Tally {
    /// Moves the opponents saw.
    moves: AtomicU64,
    /// Steps whose ply was not the one expected next (a gap).
    lost: AtomicU64,
    /// Steps seen twice.
    duplicated: AtomicU64,
    /// Errors the server sent.
    errors: AtomicU64,
    /// Of those, `server_busy`: an honest player turned away.
    busy: AtomicU64,
    /// `put_step` to the opponent's `step`, in microseconds.
    latencies: Mutex<Vec<u64>>,
    /// With clocks: when each flag fell, less when the clock said it would, in microseconds.
    flag_errors: Mutex<Vec<i64>>,
}

/// A WebSocket to the server at `addr` from the loopback address `from`.
async fn socket_from(addr: SocketAddr, from: Ipv4Addr) -> Result<Socket, String> {
    let tcp = boardroom_tests::connect_tcp_from(addr, from)
        .await
        .map_err(|e| format!("connect: {e}"))?;
    let _ = tcp.set_nodelay(true);
    let (socket, _) =
        tokio_tungstenite::client_async(format!("ws://{addr}/ws"), MaybeTlsStream::Plain(tcp))
            .await
            .map_err(|e| format!("upgrade: {e}"))?;
    Ok(socket)
}

async fn connect(
    addr: SocketAddr,
    from: Ipv4Addr,
    name: &str,
    features: &[&str],
) -> Result<Socket, String> {
    let mut socket = socket_from(addr, from).await?;
    send(
        &mut socket,
        &ClientMsg::Hello {
            protocol: 1,
            name: name.into(),
            token: None,
            features: features.iter().map(|f| (*f).to_owned()).collect(),
            bot: false,
            plays: Vec::new(),
            password: None,
        },
    )
    .await?;
    loop {
        match recv(&mut socket).await? {
            ServerMsg::Welcome { .. } => return Ok(socket),
            refused @ ServerMsg::Error { .. } => return Err(refusal("hello", &refused)),
            _ => {}
        }
    }
}

/// What a refusal said, as the load generator reports it.
fn refusal(asked: &str, msg: &ServerMsg) -> String {
    match msg {
        ServerMsg::Error { code, message, .. } => format!("{asked} refused: {code:?}: {message}"),
        _ => format!("{asked}: not a refusal"),
    }
}

async fn send(socket: &mut Socket, msg: &ClientMsg) -> Result<(), String> {
    socket
        .send(Message::text(encode_client(msg)))
        .await
        .map_err(|e| format!("send: {e}"))
}

async fn recv(socket: &mut Socket) -> Result<ServerMsg, String> {
    loop {
        let next = tokio::time::timeout(Duration::from_secs(15), socket.next())
            .await
            .map_err(|_| "no message for 15 s".to_owned())?;
        match next {
            Some(Ok(Message::Text(text))) => {
                return decode_server(text.as_str()).map_err(|e| format!("decode: {e}"));
            }
            Some(Ok(_)) => {}
            Some(Err(e)) => return Err(format!("socket: {e}")),
            None => return Err("closed".into()),
        }
    }
}

/// One side of a room as the load generator tracks it.
struct Side {
    /// The socket.
    socket: Socket,
    /// The last ply this client saw.
    ply: u32,
    /// The clocks of the last step this client saw, and when it saw them.
    clock: Option<(boardroom_protocol::ClockState, Instant)>,
    /// The board's points that hold a stone, row by row (15 x 15 gomoku).
    occupied: Vec<bool>,
}

/// The points along a side of the board the load generator plays on.
const SIZE: i8 = 15;

impl Side {
    /// A player on a new socket, with an empty board.
    fn new(socket: Socket) -> Side {
        Side {
            socket,
            ply: 0,
            clock: None,
            occupied: vec![false; 225],
        }
    }

    /// The empty points: the legal ones, when a step says they are implied.
    fn empty_points(&self) -> Vec<Point> {
        (0..SIZE)
            .flat_map(|y| (0..SIZE).map(move |x| Point::new(x, y)))
            .filter(|p| !self.occupied[cell(*p)])
            .collect()
    }
}

/// Where a point is in [`Side::occupied`].
fn cell(p: Point) -> usize {
    usize::try_from(i32::from(p.y) * i32::from(SIZE) + i32::from(p.x)).unwrap_or(0)
}

impl Side {
    /// Reads until a `step` (returning it), noting anything unexpected.
    async fn next_step(&mut self, tally: &Tally) -> Result<(u32, Vec<Point>, bool), String> {
        loop {
            match recv(&mut self.socket).await? {
                ServerMsg::Step {
                    ply,
                    at,
                    legal,
                    legal_implied,
                    clock,
                    ..
                } => {
                    self.clock = clock.map(|c| (c, Instant::now()));
                    if let Some(at) = at {
                        self.occupied[cell(at)] = true;
                    }
                    let legal = if legal_implied {
                        self.empty_points()
                    } else {
                        legal
                    };
                    match ply.cmp(&(self.ply + 1)) {
                        std::cmp::Ordering::Equal => {}
                        std::cmp::Ordering::Less => {
                            tally.duplicated.fetch_add(1, Ordering::Relaxed);
                        }
                        std::cmp::Ordering::Greater => {
                            tally
                                .lost
                                .fetch_add(u64::from(ply - self.ply - 1), Ordering::Relaxed);
                        }
                    }
                    self.ply = ply;
                    return Ok((ply, legal, false));
                }
                ServerMsg::GameOver { .. } => return Ok((self.ply, Vec::new(), true)),
                ServerMsg::Error { code, message, .. } => {
                    if code == boardroom_protocol::ErrorCode::ServerBusy {
                        tally.busy.fetch_add(1, Ordering::Relaxed);
                    }
                    let earlier = tally.errors.fetch_add(1, Ordering::Relaxed);
                    if earlier < 5 {
                        eprintln!("server error {code}: {message}");
                    }
                }
                _ => {}
            }
        }
    }
}

/// Opens a room with two players; returns them black first, with black's legal points.
async fn open_room(
    (addr, white_addr): (SocketAddr, SocketAddr),
    n: usize,
    clock_s: Option<u32>,
    features: &[&str],
) -> Result<(Side, Side, Vec<Point>), String> {
    let mut black = connect(addr, room_machine(n), &format!("b{n}"), features).await?;
    send(
        &mut black,
        &boardroom_tests::create_room_as_black(
            GameKind::Gomoku,
            clock_s.map(|initial_s| boardroom_protocol::Options {
                clock: Some(boardroom_protocol::ClockOptions {
                    initial_s: Some(initial_s),
                    ..boardroom_protocol::ClockOptions::default()
                }),
                ..boardroom_protocol::Options::default()
            }),
        ),
    )
    .await?;
    let (room, legal) = loop {
        match recv(&mut black).await? {
            ServerMsg::RoomState(state) => break (state.room.clone(), state.legal.clone()),
            refused @ ServerMsg::Error { .. } => return Err(refusal("create_room", &refused)),
            _ => {}
        }
    };
    let mut white = connect(white_addr, room_machine(n), &format!("w{n}"), features).await?;
    let join = ClientMsg::JoinRoom {
        room,
        join_as: None,
    };
    send(&mut white, &join).await?;
    // A room moving between nodes says when to ask again (`server_busy` with a hint), as the
    // clients do; any other refusal ends the run.
    let mut tries = 0;
    loop {
        match recv(&mut white).await? {
            ServerMsg::RoomState(_) => break,
            ServerMsg::Error {
                code: boardroom_protocol::ErrorCode::ServerBusy,
                retry_in_ms: Some(wait),
                ..
            } if tries < 20 => {
                tries += 1;
                tokio::time::sleep(Duration::from_millis(wait.min(5_000))).await;
                send(&mut white, &join).await?;
            }
            refused @ ServerMsg::Error { .. } => return Err(refusal("join_room", &refused)),
            _ => {}
        }
    }
    Ok((Side::new(black), Side::new(white), legal))
}

/// Starts a new game after the end: one asks, the other agrees. Returns black's legal points
/// and whether `first` plays black in the new game (colours swap, so it depends on who was
/// black before).
async fn rematch(first: &mut Side, second: &mut Side) -> Result<(Vec<Point>, bool), String> {
    send(&mut first.socket, &ClientMsg::PlayAgain).await?;
    loop {
        if let ServerMsg::PlayAgainOffered { .. } = recv(&mut second.socket).await? {
            break;
        }
    }
    send(&mut second.socket, &ClientMsg::PlayAgainAgree).await?;
    let mut legal = Vec::new();
    let mut first_is_black = false;
    for (index, side) in [&mut *first, &mut *second].into_iter().enumerate() {
        loop {
            if let ServerMsg::RoomState(state) = recv(&mut side.socket).await? {
                side.ply = state.ply;
                side.occupied = vec![false; 225];
                for p in state.stones.black.iter().chain(&state.stones.white) {
                    side.occupied[cell(*p)] = true;
                }
                if state.you == Some(Seat::Black) {
                    legal = state.legal.clone();
                    first_is_black = index == 0;
                }
                break;
            }
        }
    }
    Ok((legal, first_is_black))
}

/// When rooms move: one move per `interval` from `start` (each room at its own offset) until
/// `end`.
#[derive(Debug, Clone, Copy)]
struct Pace {
    /// Time between two moves of one room.
    interval: Duration,
    /// When play starts.
    start: Instant,
    /// When play stops.
    end: Instant,
    /// With clocks: the ply at which the side to move stops moving.
    flag_after: Option<u32>,
}

/// Plays one room at the pace until the end.
async fn play_room(
    (mut black, mut white, mut legal): (Side, Side, Vec<Point>),
    pace: Pace,
    tally: Arc<Tally>,
    seed: u64,
) -> Result<(), String> {
    let Pace {
        interval,
        start,
        end,
        flag_after,
    } = pace;
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut next = tokio::time::Instant::from_std(start)
        + Duration::from_millis(rng.random_range(0..interval.as_millis().max(1) as u64));
    loop {
        tokio::time::sleep_until(next).await;
        next += interval;
        if Instant::now() >= end {
            return Ok(());
        }
        if flag_after.is_some_and(|plies| black.ply >= plies) {
            return wait_for_the_flag(&mut black, &mut white, &tally).await;
        }
        if legal.is_empty() {
            let (new_legal, first_is_black) = rematch(&mut black, &mut white).await?;
            legal = new_legal;
            if !first_is_black {
                std::mem::swap(&mut black, &mut white);
            }
            continue;
        }
        let at = legal[rng.random_range(0..legal.len())];
        let ply = black.ply;
        let sent = Instant::now();
        send(&mut black.socket, &ClientMsg::PutStep { at, ply }).await?;
        let (seen, next_legal, over) = white.next_step(&tally).await?;
        let latency = sent.elapsed();
        black.next_step(&tally).await?;
        if over || seen != ply + 1 {
            // The move ended the game (its game_over follows the step on both sockets).
            let _ = white.next_step(&tally).await;
            let _ = black.next_step(&tally).await;
            legal = Vec::new();
        } else {
            legal = next_legal;
        }
        tally.moves.fetch_add(1, Ordering::Relaxed);
        tally
            .latencies
            .lock()
            .await
            .push(u64::try_from(latency.as_micros()).unwrap_or(u64::MAX));
        std::mem::swap(&mut black, &mut white);
    }
}

/// The side to move (`mover`) has stopped: waits for the flag to fall and notes how far from
/// the time its clock showed at the last step it saw.
async fn wait_for_the_flag(
    mover: &mut Side,
    other: &mut Side,
    tally: &Tally,
) -> Result<(), String> {
    let (clock, seen) = mover.clock.ok_or("no clock in the last step")?;
    let left = match clock.running {
        Some(Seat::Black) => clock.black_ms,
        Some(Seat::White) => clock.white_ms,
        None => return Err("no clock running".into()),
    };
    let due = seen + Duration::from_millis(left);
    let (_, _, over) = other.next_step(tally).await?;
    if !over {
        return Err("a step came instead of the flag".into());
    }
    let fell = Instant::now();
    let error = if fell >= due {
        i64::try_from((fell - due).as_micros()).unwrap_or(i64::MAX)
    } else {
        -i64::try_from((due - fell).as_micros()).unwrap_or(i64::MAX)
    };
    tally.flag_errors.lock().await.push(error);
    Ok(())
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args = Args::parse();
    if !args.addr.ip().is_loopback() || args.addrs.iter().any(|a| !a.ip().is_loopback()) {
        return Err("loadgen only targets loopback addresses".into());
    }
    let _ = rlimit::increase_nofile_limit(u64::MAX);
    if args.worker {
        return procs::worker(&args).await;
    }
    if args.procs > 1 && args.attack {
        return Err("--attack runs in one process: leave out --procs".into());
    }
    let (spawned, addrs) = spawn_servers(&args).await?;
    let pids: Vec<u32> = if spawned.children.is_empty() {
        args.pids.iter().copied().chain(args.pid).collect()
    } else {
        spawned.children.iter().map(Child::id).collect()
    };
    if let Some(clients) = args.storm {
        let (stormed, measured) = if args.procs > 1 {
            procs::run(&args, &addrs, &pids)?
        } else {
            storm_here(&args, clients, &addrs, &pids).await
        };
        storm::report(&args, addrs.len(), stormed, &measured);
        drop(spawned);
        return Ok(());
    }
    let (played, measured, attacked) = if args.procs > 1 {
        let (played, measured) = procs::run(&args, &addrs, &pids)?;
        (played, measured, None)
    } else {
        here(&args, &addrs, &pids).await?
    };
    report(&args, addrs.len(), played, &measured);
    if let Some(damage) = attacked {
        let load = |a: &AtomicU64| a.load(Ordering::Relaxed);
        println!(
            "attackers: lists asked {}  idle sockets opened {}  rooms created {} (refused {})  AI moves waited for {}",
            load(&damage.lists),
            load(&damage.idle_opened),
            load(&damage.rooms_created),
            load(&damage.refusals),
            load(&damage.ai_moves),
        );
    }
    drop(spawned);
    Ok(())
}

/// With `--spawn`: starts the server (or `--cluster` nodes, with their PostgreSQL and
/// nats-server) and waits until each listens. Returns them and the addresses to load.
async fn spawn_servers(
    args: &Args,
) -> Result<(Spawned, Vec<SocketAddr>), Box<dyn std::error::Error>> {
    let mut spawned = Spawned::default();
    let Some(binary) = &args.spawn else {
        return Ok((spawned, args.running()));
    };
    let nodes = args.cluster.unwrap_or(1).max(1);
    let cluster = args.cluster.map(|_| {
        let postgres = boardroom_tests::postgres::Postgres::start();
        let store = postgres.create_database("loadgen");
        let nats = boardroom_tests::nats::Nats::start();
        (postgres, store, nats)
    });
    let addrs: Vec<SocketAddr> = (0..nodes)
        .map(|i| SocketAddr::new(args.addr.ip(), args.addr.port() + i))
        .collect();
    for addr in &addrs {
        let data = tempfile::tempdir()?;
        let mut command = Command::new(binary);
        command
            .args([
                "--bind",
                &addr.ip().to_string(),
                "--port",
                &addr.port().to_string(),
                "--data",
            ])
            .arg(data.path());
        if let Some((_, store, nats)) = &cluster {
            command.args(["--store", store, "--cluster", &nats.url()]);
        }
        let child = command
            .env("RUST_LOG", "warn")
            .env("BOARDROOM_DISCOVERY", "off")
            .stdout(Stdio::null())
            .spawn()?;
        spawned.children.push(child);
        spawned.folders.push(data);
        for _ in 0..100 {
            if TcpStream::connect(addr).await.is_ok() {
                break;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }
    spawned.cluster = cluster.map(|(postgres, _, nats)| (postgres, nats));
    Ok((spawned, addrs))
}

/// What the load generator measured of the servers while the rooms played.
#[derive(Debug, Default)]
struct Measured {
    /// Each server's largest resident memory, in KiB.
    max_rss: Vec<u64>,
    /// Each server's CPU time over the play.
    cpu: Vec<Option<Duration>>,
}

/// The servers' CPU times now, to measure from.
fn cpu_now(pids: &[u32]) -> Vec<Option<Duration>> {
    pids.iter().map(|&p| cpu_time(p)).collect()
}

/// The CPU each server used since `before`.
fn cpu_since(pids: &[u32], before: &[Option<Duration>]) -> Vec<Option<Duration>> {
    pids.iter()
        .zip(before)
        .map(|(&p, before)| {
            cpu_time(p)
                .zip(*before)
                .map(|(after, before)| after.saturating_sub(before))
        })
        .collect()
}

/// Notes each server's memory now into `max_rss`.
fn sample_rss(pids: &[u32], max_rss: &mut [u64]) {
    for (max, &pid) in max_rss.iter_mut().zip(pids) {
        *max = rss_kib(pid).unwrap_or(0).max(*max);
    }
}

/// Opens rooms `first..first + count`, `connect_concurrency` connections at a time, each
/// room's black on one node and its white on the next (on the same one with `--same-node`).
async fn open_rooms(
    args: &Args,
    addrs: &[SocketAddr],
    first: usize,
    count: usize,
) -> Result<Vec<(Side, Side, Vec<Point>)>, String> {
    eprintln!("opening {count} rooms ({} sockets)...", 2 * count);
    let opened = Instant::now();
    let gate = Arc::new(Semaphore::new(args.connect_concurrency));
    let mut setups = tokio::task::JoinSet::new();
    for n in first..first + count {
        let gate = gate.clone();
        let white = if args.same_node { n } else { n + 1 };
        let pair = (addrs[n % addrs.len()], addrs[white % addrs.len()]);
        let (clock_s, implied_legal) = (args.clock_s, args.implied_legal);
        setups.spawn(async move {
            let _permit = gate.acquire_owned().await;
            let features: &[&str] = if implied_legal {
                &[boardroom_protocol::IMPLIED_LEGAL]
            } else {
                &[]
            };
            open_room(pair, n, clock_s, features).await
        });
    }
    let mut rooms = Vec::with_capacity(count);
    while let Some(room) = setups.join_next().await {
        rooms.push(room.map_err(|e| format!("opening a room: {e}"))??);
    }
    eprintln!(
        "opened in {:.1} s; playing for {} s",
        opened.elapsed().as_secs_f64(),
        args.seconds
    );
    Ok(rooms)
}

/// When play starts now, by `args`.
fn pace_from_now(args: &Args) -> Pace {
    let start = Instant::now();
    Pace {
        interval: Duration::from_millis(args.interval_ms),
        start,
        end: start + Duration::from_secs(args.seconds),
        flag_after: args.clock_s.map(|_| args.flag_after),
    }
}

/// Plays every room until `pace` ends, noting the memory of `pids` each second.
async fn play(
    rooms: Vec<(Side, Side, Vec<Point>)>,
    pace: Pace,
    seed_from: usize,
    pids: &[u32],
    max_rss: &mut [u64],
) -> Played {
    let tally = Arc::new(Tally::default());
    let mut players = tokio::task::JoinSet::new();
    for (n, room) in rooms.into_iter().enumerate() {
        players.spawn(play_room(room, pace, tally.clone(), (seed_from + n) as u64));
    }
    let mut failures = 0;
    let mut ticker = tokio::time::interval(Duration::from_secs(1));
    loop {
        tokio::select! {
            done = players.join_next() => match done {
                Some(Ok(Ok(()))) => {}
                Some(Ok(Err(e))) => { failures += 1; if failures <= 5 { eprintln!("room failed: {e}"); } }
                Some(Err(e)) => { failures += 1; eprintln!("room task failed: {e}"); }
                None => break,
            },
            _ = ticker.tick() => sample_rss(pids, max_rss),
        }
    }
    let load = |a: &AtomicU64| a.load(Ordering::Relaxed);
    Played {
        seconds: pace.start.elapsed().as_secs_f64(),
        moves: load(&tally.moves),
        lost: load(&tally.lost),
        duplicated: load(&tally.duplicated),
        errors: load(&tally.errors),
        busy: load(&tally.busy),
        failures,
        latencies: std::mem::take(&mut *tally.latencies.lock().await),
        flag_errors: std::mem::take(&mut *tally.flag_errors.lock().await),
    }
}

/// Every room in this process, with the attackers beside them if asked.
async fn here(
    args: &Args,
    addrs: &[SocketAddr],
    pids: &[u32],
) -> Result<(Played, Measured, Option<Arc<attack::Damage>>), Box<dyn std::error::Error>> {
    let rooms = open_rooms(args, addrs, 0, args.rooms).await?;
    let damage = Arc::new(attack::Damage::default());
    let pace = pace_from_now(args);
    let before = cpu_now(pids);
    let mut attackers = args.attack.then(|| {
        let attack = attack::Attack {
            listers: args.listers,
            idlers: args.idlers,
            creators: args.creators,
            hogs: args.hogs,
        };
        eprintln!("attacking: {attack:?}");
        attack::start(args.addr, attack, pace.end, &damage)
    });
    let mut max_rss = vec![0; pids.len()];
    let played = play(rooms, pace, 0, pids, &mut max_rss).await;
    let cpu = cpu_since(pids, &before);
    if let Some(attackers) = attackers.as_mut() {
        attackers.abort_all();
    }
    Ok((
        played,
        Measured { max_rss, cpu },
        args.attack.then_some(damage),
    ))
}

/// A storm of `clients` from this process, measuring `pids` meanwhile.
async fn storm_here(
    args: &Args,
    clients: usize,
    addrs: &[SocketAddr],
    pids: &[u32],
) -> (storm::Stormed, Measured) {
    let before = cpu_now(pids);
    let mut max_rss = vec![0; pids.len()];
    let storm = storm::run(addrs, 0, clients, args.storm_seconds);
    tokio::pin!(storm);
    let mut ticker = tokio::time::interval(Duration::from_secs(1));
    let stormed = loop {
        tokio::select! {
            stormed = &mut storm => break stormed,
            _ = ticker.tick() => sample_rss(pids, &mut max_rss),
        }
    };
    let cpu = cpu_since(pids, &before);
    (stormed, Measured { max_rss, cpu })
}

/// Prints the figures.
fn report(args: &Args, nodes: usize, mut played: Played, measured: &Measured) {
    played.latencies.sort_unstable();
    let Played {
        seconds,
        moves,
        latencies,
        ..
    } = &played;
    println!(
        "rooms {}  sockets {}  nodes {}  processes {}  seconds {:.1}",
        args.rooms,
        2 * args.rooms,
        nodes,
        args.procs.max(1),
        seconds
    );
    println!("moves {}  moves/s {:.0}", moves, *moves as f64 / seconds);
    println!(
        "latency ms  p50 {:.2}  p99 {:.2}  max {:.2}",
        percentile_ms(latencies, 50.0),
        percentile_ms(latencies, 99.0),
        latencies.last().map_or(0.0, |&m| m as f64 / 1000.0)
    );
    let mut flags: Vec<u64> = played
        .flag_errors
        .iter()
        .map(|e| e.unsigned_abs())
        .collect();
    if !flags.is_empty() {
        flags.sort_unstable();
        println!(
            "flags {}  |fall - due| ms  p50 {:.2}  p99 {:.2}  max {:.2}",
            flags.len(),
            percentile_ms(&flags, 50.0),
            percentile_ms(&flags, 99.0),
            flags.last().map_or(0.0, |&m| m as f64 / 1000.0)
        );
    }
    print_servers(measured, ("move", *moves));
    println!(
        "lost steps {}  duplicated steps {}  errors {}  server_busy {}  failed rooms {}",
        played.lost, played.duplicated, played.errors, played.busy, played.failures
    );
}

/// Prints the servers' CPU, over all and for each of `per` (what, how many), and their memory.
fn print_servers(measured: &Measured, (what, count): (&str, u64)) {
    let cpu_total: Option<Duration> = measured.cpu.iter().copied().sum();
    if let Some(cpu) = cpu_total {
        println!(
            "server CPU {:.2} s  per {what} {:.1} us",
            cpu.as_secs_f64(),
            cpu.as_secs_f64() * 1e6 / count.max(1) as f64
        );
    }
    match measured.max_rss.len() {
        0 => println!("server RSS not measured (use --spawn or --pid)"),
        1 => println!(
            "server max RSS {:.1} MiB",
            measured.max_rss[0] as f64 / 1024.0
        ),
        _ => {
            for (node, (rss, cpu)) in measured.max_rss.iter().zip(&measured.cpu).enumerate() {
                println!(
                    "node {node}  max RSS {:.1} MiB  CPU {:.2} s",
                    *rss as f64 / 1024.0,
                    cpu.map_or(0.0, |c| c.as_secs_f64())
                );
            }
        }
    }
}

/// The processes `--spawn` started, killed when dropped, and what they ran on.
#[derive(Default)]
struct Spawned {
    /// The servers.
    children: Vec<Child>,
    /// Their data folders.
    folders: Vec<tempfile::TempDir>,
    /// With `--cluster`: the PostgreSQL and nats-server they share.
    cluster: Option<(
        boardroom_tests::postgres::Postgres,
        boardroom_tests::nats::Nats,
    )>,
}

impl Drop for Spawned {
    fn drop(&mut self) {
        for child in &mut self.children {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}
