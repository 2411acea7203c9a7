//! `arena_bench`: an arena of many people over real WebSockets, as its players see it: how long
//! the start takes to seat everyone (the first round, one room a pair), the honest move latency
//! while the arena runs (one player's `put_step` to the opponent's `step`), how long a player
//! waits for the next game after a `game_over`, and the server's memory and CPU time.
//!
//! ```sh
//! cargo build --release -p boardroom-server -p boardroom-tests
//! target/release/arena_bench --spawn target/release/boardroom-server --entrants 1000 --minutes 2 --move-ms 500 --moves 20
//! ```
//! The bench starts the server (`--spawn`, on a free loopback port with a fresh data folder and
//! discovery off) or uses one already running (`--addr`, `--pid` to measure it). A host makes a
//! gomoku 15x15 arena of `--minutes`; each entrant connects from a loopback address of its own
//! (127.1.x.y), as people at machines of their own would, so that the server's per-address
//! limits see many machines, and joins (`join_tournament`); the host starts it. Each player goes
//! to every game the arena gives it (`tournament_game`, then `join_room` as a player) and plays
//! legal moves at `--move-ms` a move; once `--moves` plies are on the board the side to move
//! resigns, both leave the room and wait for their next game. The bench stops when the arena's
//! time is up (or after `--seconds`, the host then ending the arena). Only loopback addresses
//! are allowed as targets.
//!
//! Every change of an event (a join, a result) is shown to everyone watching it, entrants
//! included, as the whole event (`tournament`): the players count these frames and their bytes
//! but skip them unread, so the bench's own cost is reading them off the socket. A game that
//! ends while the arena is behind with its results waits for them: the re-pairing time is the
//! arena's delay, and those still waiting at the end are counted with how long they had waited.

use std::collections::{BTreeMap, HashMap};
use std::net::{Ipv4Addr, SocketAddr};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

use boardroom_protocol::{
    ClientMsg, GameKind, GameReady, HostAction, JoinAs, Options, Point, RoomState, Seat, ServerMsg,
    Status, TournamentFormat, TournamentSettings, TournamentStatus, TournamentView, decode_server,
    encode_client,
};
use boardroom_tests::measure::{cpu_time, percentile_ms, rss_kib};
use boardroom_tests::room_machine;
use clap::Parser;
use futures_util::{SinkExt, StreamExt};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use tokio::net::TcpStream;
use tokio::sync::Semaphore;
use tokio::time::Instant as TokioInstant;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// An arena of many people, measured over real sockets.
#[derive(Debug, Parser)]
struct Args {
    /// The server's address (loopback only). With `--spawn`: a free port of 127.0.0.1 unless
    /// given; without: 127.0.0.1:7878.
    #[arg(long)]
    addr: Option<SocketAddr>,
    /// Start this server binary with a fresh data folder, and measure its memory and CPU.
    #[arg(long)]
    spawn: Option<PathBuf>,
    /// With `--spawn`: more arguments for the server (limits), e.g.
    /// `--server-arg=--max-rooms --server-arg=20000`.
    #[arg(long = "server-arg", allow_hyphen_values = true)]
    server_args: Vec<String>,
    /// Measure this already running server process.
    #[arg(long)]
    pid: Option<u32>,
    /// People in the arena, each a connection from its own loopback address.
    #[arg(long, default_value_t = 1000)]
    entrants: usize,
    /// The arena's length (1 to 1440).
    #[arg(long, default_value_t = 2)]
    minutes: u32,
    /// Stop after this many seconds from the start instead (the host ends the arena).
    #[arg(long)]
    seconds: Option<u64>,
    /// A player's time over each of its moves.
    #[arg(long, default_value_t = 500)]
    move_ms: u64,
    /// Plies played in each game; then the side to move resigns.
    #[arg(long, default_value_t = 20)]
    moves: u32,
    /// Connections opened at once while setting up.
    #[arg(long, default_value_t = 200)]
    connect_concurrency: usize,
    /// The longest a player waits for anything while playing (a step, its room, its next game).
    #[arg(long, default_value_t = 30)]
    wait_s: u64,
    /// The longest everyone may take to connect and join.
    #[arg(long, default_value_t = 600)]
    setup_s: u64,
}

type Socket = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// The start of an event view's frame (`tournament`): players skip these unread, as they are
/// large and many (every change of the event goes to everyone watching it).
const VIEW_PREFIX: &str = r#"{"type":"tournament","#;

/// The points along a side of the board.
const SIZE: i8 = 15;

/// Everything the players measure, shared.
#[derive(Debug, Default)]
struct Tally {
    /// When the arena's time is up (set before the start).
    end: OnceLock<TokioInstant>,
    /// When each player got its first game.
    first_games: Mutex<Vec<Instant>>,
    /// Put sent, by (event game, ply of the move): the opponent takes it out.
    sent: Mutex<HashMap<(u32, u32), Instant>>,
    /// `put_step` to the opponent's `step`, in microseconds.
    latencies: Mutex<Vec<u64>>,
    /// A `game_over` to the player's next `tournament_game`, in microseconds.
    repairs: Mutex<Vec<u64>>,
    /// Moves the opponent saw.
    moves: AtomicU64,
    /// Of those, seen in a `room_state` the room sent instead of steps (the queue was full).
    resynced: AtomicU64,
    /// Steps whose ply was not the next (a gap).
    lost: AtomicU64,
    /// Steps seen twice.
    duplicated: AtomicU64,
    /// `game_over`s seen (two a game).
    game_overs: AtomicU64,
    /// Games a player joined.
    games_joined: AtomicU64,
    /// Players still waiting for their next game at the end: how long they had waited, in
    /// microseconds.
    unpaired: Mutex<Vec<u64>>,
    /// Moves the opponent saw in the `room_state` it got on joining (made before it came).
    before_join: AtomicU64,
    /// Event views the players received, and their bytes.
    views: AtomicU64,
    /// See `views`.
    view_bytes: AtomicU64,
    /// Players whose `join_tournament` was sent.
    join_sent: AtomicU64,
    /// Errors the server sent, by code and the message they answer.
    errors: Mutex<BTreeMap<String, u64>>,
}

impl Tally {
    fn push(list: &Mutex<Vec<u64>>, d: Duration) {
        lock(list).push(u64::try_from(d.as_micros()).unwrap_or(u64::MAX));
    }

    fn end(&self) -> Option<TokioInstant> {
        self.end.get().copied()
    }

    fn error(&self, code: boardroom_protocol::ErrorCode, reference: Option<&str>, message: &str) {
        let key = format!("{code} ({})", reference.unwrap_or("-"));
        let mut errors = lock(&self.errors);
        let total: u64 = errors.values().sum();
        if total < 5 {
            eprintln!("server error {key}: {message}");
        }
        *errors.entry(key).or_default() += 1;
    }
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// A connection to the server.
struct Conn {
    socket: Socket,
    tally: Arc<Tally>,
    /// Decode event views (the host) or skip them (players).
    views: bool,
}

/// What a wait gave.
enum Got {
    Msg(ServerMsg),
    /// Nothing before the deadline.
    Timeout,
}

impl Conn {
    async fn open(
        addr: SocketAddr,
        from: Ipv4Addr,
        name: &str,
        tally: Arc<Tally>,
        views: bool,
    ) -> Result<Conn, String> {
        let tcp = boardroom_tests::connect_tcp_from(addr, from)
            .await
            .map_err(|e| format!("connect from {from}: {e}"))?;
        let _ = tcp.set_nodelay(true);
        let (socket, _) = tokio::time::timeout(
            Duration::from_secs(30),
            tokio_tungstenite::client_async(format!("ws://{addr}/ws"), MaybeTlsStream::Plain(tcp)),
        )
        .await
        .map_err(|_| format!("no upgrade from {from} in 30 s"))?
        .map_err(|e| format!("upgrade from {from}: {e}"))?;
        let mut conn = Conn {
            socket,
            tally,
            views,
        };
        conn.send(&ClientMsg::Hello {
            protocol: 1,
            name: name.into(),
            token: None,
            features: Vec::new(),
            bot: false,
            plays: Vec::new(),
            password: None,
        })
        .await?;
        let until = TokioInstant::now() + Duration::from_secs(30);
        loop {
            match conn.next(until).await? {
                Got::Msg(ServerMsg::Welcome { .. }) => return Ok(conn),
                Got::Msg(ServerMsg::Error { code, message, .. }) => {
                    return Err(format!("hello refused: {code}: {message}"));
                }
                Got::Msg(_) => {}
                Got::Timeout => return Err(format!("no welcome for {name} in 30 s")),
            }
        }
    }

    async fn send(&mut self, msg: &ClientMsg) -> Result<(), String> {
        tokio::time::timeout(
            Duration::from_secs(30),
            self.socket.send(Message::text(encode_client(msg))),
        )
        .await
        .map_err(|_| "send: blocked for 30 s".to_owned())?
        .map_err(|e| format!("send: {e}"))
    }

    /// The next message before `until`; event views are skipped unless this connection reads
    /// them, and every `error` is counted.
    async fn next(&mut self, until: TokioInstant) -> Result<Got, String> {
        loop {
            let Ok(next) = tokio::time::timeout_at(until, self.socket.next()).await else {
                return Ok(Got::Timeout);
            };
            let text = match next {
                Some(Ok(Message::Text(text))) => text,
                Some(Ok(Message::Close(close))) => {
                    return Err(format!("closed by the server: {close:?}"));
                }
                Some(Ok(_)) => continue,
                Some(Err(e)) => return Err(format!("socket: {e}")),
                None => return Err("closed".into()),
            };
            if text.as_str().starts_with(VIEW_PREFIX) {
                self.tally.views.fetch_add(1, Ordering::Relaxed);
                self.tally
                    .view_bytes
                    .fetch_add(text.len() as u64, Ordering::Relaxed);
                if !self.views {
                    continue;
                }
            }
            let msg = decode_server(text.as_str()).map_err(|e| format!("decode: {e}"))?;
            if let ServerMsg::Error {
                code,
                message,
                reference,
                ..
            } = &msg
            {
                self.tally.error(*code, reference.as_deref(), message);
            }
            return Ok(Got::Msg(msg));
        }
    }
}

/// A deadline `wait` from now, but not past the arena's end.
fn deadline(wait: Duration, end: Option<TokioInstant>) -> TokioInstant {
    let at = TokioInstant::now() + wait;
    end.map_or(at, |end| at.min(end))
}

fn past(end: Option<TokioInstant>) -> bool {
    end.is_some_and(|end| TokioInstant::now() >= end)
}

/// A player's game as it tracks it.
struct Board {
    /// The points that hold a stone, row by row.
    occupied: Vec<bool>,
    /// Plies played.
    ply: u32,
    /// The side to move.
    to_move: Seat,
    /// Its legal points.
    legal: Vec<Point>,
    /// The game is over.
    over: bool,
}

fn cell(p: Point) -> usize {
    usize::try_from(i32::from(p.y) * i32::from(SIZE) + i32::from(p.x)).unwrap_or(0)
}

impl Board {
    fn of(state: &RoomState) -> Board {
        let mut occupied = vec![false; 225];
        for p in state.stones.black.iter().chain(&state.stones.white) {
            if let Some(c) = occupied.get_mut(cell(*p)) {
                *c = true;
            }
        }
        Board {
            occupied,
            ply: state.ply,
            to_move: state.to_move,
            legal: state.legal.clone(),
            over: state.status == Status::Over,
        }
    }

    /// A legal point, at random, that holds no stone as far as this board knows.
    fn pick(&self, rng: &mut SmallRng) -> Option<Point> {
        let free: Vec<Point> = self
            .legal
            .iter()
            .copied()
            .filter(|p| !self.occupied.get(cell(*p)).copied().unwrap_or(true))
            .collect();
        if free.is_empty() {
            None
        } else {
            Some(free[rng.random_range(0..free.len())])
        }
    }
}

/// How a game ended for a player.
enum Ended {
    /// Its `game_over` (or a `room_state` saying so) came at this time; a next game already
    /// announced comes with it.
    Over(Instant, Option<GameReady>),
    /// The arena's time ran out first.
    TimeUp,
}

/// One person of the arena.
struct Player {
    n: usize,
    conn: Conn,
    tally: Arc<Tally>,
    rng: SmallRng,
    wait: Duration,
    move_ms: Duration,
    moves: u32,
}

impl Player {
    /// Plays every game the arena gives until its end.
    async fn run(mut self, setup: Duration) -> Result<Conn, String> {
        let mut next: Option<GameReady> = None;
        let mut ended_at: Option<Instant> = None;
        loop {
            let game = match next.take() {
                Some(game) => game,
                None => {
                    // Before the start (no end yet) the wait is the setup's; then, for the next
                    // game, until the arena's end: how long it takes is what is measured.
                    let until = self
                        .tally
                        .end()
                        .unwrap_or_else(|| TokioInstant::now() + setup);
                    match self.next_game(until).await? {
                        Some(game) => game,
                        None if past(self.tally.end()) => {
                            if let Some(at) = ended_at {
                                Tally::push(&self.tally.unpaired, at.elapsed());
                            }
                            return Ok(self.conn);
                        }
                        None => {
                            return Err(format!(
                                "player {}: no first game within {} s",
                                self.n,
                                setup.as_secs()
                            ));
                        }
                    }
                }
            };
            let now = Instant::now();
            match ended_at {
                None => lock(&self.tally.first_games).push(now),
                Some(at) => Tally::push(&self.tally.repairs, now.saturating_duration_since(at)),
            }
            if past(self.tally.end()) {
                return Ok(self.conn);
            }
            match self.play(&game).await? {
                Ended::Over(at, announced) => {
                    ended_at = Some(at);
                    next = announced;
                    self.conn.send(&ClientMsg::LeaveRoom).await?;
                }
                Ended::TimeUp => return Ok(self.conn),
            }
        }
    }

    /// Waits for a `tournament_game`; `None` when `until` came first.
    async fn next_game(&mut self, until: TokioInstant) -> Result<Option<GameReady>, String> {
        loop {
            match self.conn.next(until).await? {
                Got::Msg(ServerMsg::TournamentGame(game)) => return Ok(Some(game)),
                Got::Msg(_) => {}
                Got::Timeout => return Ok(None),
            }
        }
    }

    /// Goes to the game's room and plays it out.
    async fn play(&mut self, game: &GameReady) -> Result<Ended, String> {
        let n = self.n;
        let no = game.game;
        let seat = game.seat;
        self.tally.games_joined.fetch_add(1, Ordering::Relaxed);
        self.conn
            .send(&ClientMsg::JoinRoom {
                room: game.room.clone(),
                join_as: Some(JoinAs::Player),
            })
            .await?;
        let mut announced = None;
        let mut board = loop {
            let end = self.tally.end();
            match self.conn.next(deadline(self.wait, end)).await? {
                Got::Msg(ServerMsg::RoomState(state)) => {
                    if state.you != Some(seat) {
                        return Err(format!(
                            "player {n}: game {no}: seated as {:?}, not {seat:?}",
                            state.you
                        ));
                    }
                    // The opponent's moves made before this player came (black plays the odd
                    // plies): no step brings them.
                    let my_parity = u32::from(seat == Seat::Black);
                    let mut sent = lock(&self.tally.sent);
                    for ply in (1..=state.ply).filter(|p| p % 2 != my_parity) {
                        if sent.remove(&(no, ply)).is_some() {
                            self.tally.before_join.fetch_add(1, Ordering::Relaxed);
                        }
                    }
                    drop(sent);
                    break Board::of(&state);
                }
                Got::Msg(ServerMsg::Error {
                    code, reference, ..
                }) if reference.as_deref() == Some("join_room") => {
                    return Err(format!("player {n}: game {no}: join_room refused: {code}"));
                }
                Got::Msg(ServerMsg::TournamentGame(next)) => announced = Some(next),
                Got::Msg(_) => {}
                Got::Timeout if past(end) => return Ok(Ended::TimeUp),
                Got::Timeout => {
                    return Err(format!(
                        "player {n}: game {no}: no room_state for {} s",
                        self.wait.as_secs()
                    ));
                }
            }
        };
        // When the position last changed: the next move is due `move_ms` after it.
        let mut changed = Instant::now();
        let mut put_at: Option<u32> = None;
        let mut resigned = false;
        let mut refusals = 0;
        loop {
            if board.over {
                return Ok(Ended::Over(Instant::now(), announced));
            }
            let end = self.tally.end();
            if board.to_move == seat && put_at != Some(board.ply) && !resigned {
                if board.ply >= self.moves {
                    self.conn.send(&ClientMsg::Resign).await?;
                    resigned = true;
                } else {
                    let due = TokioInstant::from_std(changed + self.move_ms);
                    if end.is_some_and(|end| due >= end) {
                        return Ok(Ended::TimeUp);
                    }
                    tokio::time::sleep_until(due).await;
                    if let Some(at) = board.pick(&mut self.rng) {
                        let ply = board.ply;
                        lock(&self.tally.sent).insert((no, ply + 1), Instant::now());
                        self.conn.send(&ClientMsg::PutStep { at, ply }).await?;
                        put_at = Some(ply);
                    }
                }
            }
            let msg = match self.conn.next(deadline(self.wait, end)).await? {
                Got::Msg(msg) => msg,
                Got::Timeout if past(end) => return Ok(Ended::TimeUp),
                Got::Timeout => {
                    let whose = if board.to_move == seat {
                        "its own"
                    } else {
                        "the opponent's"
                    };
                    return Err(format!(
                        "player {n}: game {no}: nothing for {} s at ply {}, waiting for {whose} move",
                        self.wait.as_secs(),
                        board.ply
                    ));
                }
            };
            match msg {
                ServerMsg::Step {
                    ply,
                    by,
                    at,
                    to_move,
                    legal,
                    ..
                } => {
                    match ply.cmp(&(board.ply + 1)) {
                        std::cmp::Ordering::Equal => {}
                        std::cmp::Ordering::Less => {
                            self.tally.duplicated.fetch_add(1, Ordering::Relaxed);
                            continue;
                        }
                        std::cmp::Ordering::Greater => {
                            self.tally
                                .lost
                                .fetch_add(u64::from(ply - board.ply - 1), Ordering::Relaxed);
                        }
                    }
                    if by != seat {
                        self.seen(no, ply, false);
                    }
                    if let Some(p) = at
                        && let Some(c) = board.occupied.get_mut(cell(p))
                    {
                        *c = true;
                    }
                    board.ply = ply;
                    board.to_move = to_move;
                    board.legal = legal;
                    changed = Instant::now();
                }
                ServerMsg::RoomState(state) => {
                    // The room's queue to us was full: the whole state instead of the steps.
                    // Black plays the odd plies.
                    let my_parity = u32::from(seat == Seat::Black);
                    for ply in board.ply + 1..=state.ply {
                        if ply % 2 != my_parity {
                            self.seen(no, ply, true);
                        }
                    }
                    if state.ply != board.ply {
                        changed = Instant::now();
                    }
                    board = Board::of(&state);
                }
                ServerMsg::GameOver { .. } => {
                    self.tally.game_overs.fetch_add(1, Ordering::Relaxed);
                    return Ok(Ended::Over(Instant::now(), announced));
                }
                ServerMsg::TournamentGame(next) => announced = Some(next),
                ServerMsg::Error { reference, .. } if reference.as_deref() == Some("put_step") => {
                    // Tried again from the next message on (the position may have moved).
                    refusals += 1;
                    if refusals > 3 {
                        return Err(format!(
                            "player {n}: game {no}: four moves refused at ply {}",
                            board.ply
                        ));
                    }
                    lock(&self.tally.sent).remove(&(no, board.ply + 1));
                    put_at = None;
                }
                _ => {}
            }
        }
    }

    /// The opponent's move of `ply` reached this player (in a `room_state` when `resync`).
    fn seen(&self, game: u32, ply: u32, resync: bool) {
        let sent = lock(&self.tally.sent).remove(&(game, ply));
        if let Some(sent) = sent {
            Tally::push(&self.tally.latencies, sent.elapsed());
            self.tally.moves.fetch_add(1, Ordering::Relaxed);
            if resync {
                self.tally.resynced.fetch_add(1, Ordering::Relaxed);
            }
        }
    }
}

/// The host: makes the arena, waits for everyone, starts it and follows it to its end.
struct Host {
    conn: Conn,
    id: String,
    last: Option<TournamentView>,
}

impl Host {
    async fn create(
        addr: SocketAddr,
        minutes: u32,
        tally: Arc<Tally>,
        wait: Duration,
    ) -> Result<Host, String> {
        let mut conn = Conn::open(addr, Ipv4Addr::new(127, 2, 0, 1), "Host", tally, true).await?;
        let settings = TournamentSettings {
            name: "Arena bench".to_owned(),
            game: GameKind::Gomoku,
            options: Options {
                size: Some(i64::from(SIZE)),
                ..Options::default()
            },
            format: TournamentFormat::Arena { minutes },
            late_join: true,
            round_break_s: 0,
            openings: false,
        };
        conn.send(&ClientMsg::CreateTournament {
            settings: Box::new(settings),
            entrants: Vec::new(),
            play: false,
        })
        .await?;
        let until = TokioInstant::now() + wait;
        loop {
            match conn.next(until).await? {
                Got::Msg(ServerMsg::Tournament(view)) => {
                    return Ok(Host {
                        conn,
                        id: view.id.clone(),
                        last: Some(*view),
                    });
                }
                Got::Msg(ServerMsg::Error { code, message, .. }) => {
                    return Err(format!("the arena was refused: {code}: {message}"));
                }
                Got::Msg(_) => {}
                Got::Timeout => return Err("no answer to create_tournament".into()),
            }
        }
    }

    /// Reads the event's views until one satisfies `done`, asking for it again when none came
    /// for five seconds (a watcher with a full queue misses a showing); `None` at `until`.
    async fn until(
        &mut self,
        until: TokioInstant,
        done: impl Fn(&TournamentView) -> bool,
        progress: impl Fn(&TournamentView),
    ) -> Result<Option<TournamentView>, String> {
        let mut said = TokioInstant::now();
        loop {
            let now = TokioInstant::now();
            if now >= until {
                return Ok(None);
            }
            let soon = (now + Duration::from_secs(5)).min(until);
            match self.conn.next(soon).await? {
                Got::Msg(ServerMsg::Tournament(view)) => {
                    let view = *view;
                    if done(&view) {
                        self.last = Some(view.clone());
                        return Ok(Some(view));
                    }
                    if said.elapsed() >= Duration::from_secs(5) {
                        progress(&view);
                        said = TokioInstant::now();
                    }
                    self.last = Some(view);
                }
                Got::Msg(_) => {}
                Got::Timeout => {
                    if let Some(view) = &self.last {
                        progress(view);
                        said = TokioInstant::now();
                    }
                    let again = ClientMsg::WatchTournament {
                        tournament: self.id.clone(),
                    };
                    self.conn.send(&again).await?;
                }
            }
        }
    }

    async fn say(&mut self, action: HostAction) -> Result<(), String> {
        self.conn
            .send(&ClientMsg::TournamentHost {
                tournament: self.id.clone(),
                action,
                add: None,
                entrant: None,
                game: None,
                result: None,
            })
            .await
    }
}

/// The server `--spawn` started, killed when dropped, and its data folder.
struct Spawned {
    child: Child,
    _data: tempfile::TempDir,
    log: PathBuf,
}

impl Drop for Spawned {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

async fn spawn_server(
    binary: &std::path::Path,
    addr: SocketAddr,
    extra: &[String],
) -> Result<Spawned, Box<dyn std::error::Error>> {
    let data = tempfile::tempdir()?;
    let log = data.path().join("server.log");
    let child = Command::new(binary)
        .args([
            "--bind",
            &addr.ip().to_string(),
            "--port",
            &addr.port().to_string(),
            "--discovery",
            "off",
            "--data",
        ])
        .arg(data.path())
        .args(extra)
        .env("RUST_LOG", "warn")
        .env("BOARDROOM_DISCOVERY", "off")
        .stdout(Stdio::null())
        .stderr(std::fs::File::create(&log)?)
        .spawn()?;
    let mut spawned = Spawned {
        child,
        _data: data,
        log,
    };
    for _ in 0..100 {
        if TcpStream::connect(addr).await.is_ok() {
            return Ok(spawned);
        }
        if let Some(status) = spawned.child.try_wait()? {
            let log = std::fs::read_to_string(&spawned.log).unwrap_or_default();
            return Err(format!("the server exited ({status}):\n{log}").into());
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    Err(format!("the server did not listen on {addr} in 10 s").into())
}

/// Percentiles of a list of microseconds, as a line: `p50 1.00  p99 2.00  max 3.00  (n 10)`.
fn spread(values: &Mutex<Vec<u64>>) -> String {
    let mut values = lock(values).clone();
    values.sort_unstable();
    format!(
        "p50 {:.2}  p99 {:.2}  max {:.2}  (n {})",
        percentile_ms(&values, 50.0),
        percentile_ms(&values, 99.0),
        values.last().map_or(0.0, |&m| m as f64 / 1000.0),
        values.len()
    )
}

fn cpu_since(pid: Option<u32>, before: Option<Duration>) -> Option<Duration> {
    Some(cpu_time(pid?)?.saturating_sub(before?))
}

fn secs(d: Option<Duration>) -> String {
    d.map_or_else(|| "-".to_owned(), |d| format!("{:.2} s", d.as_secs_f64()))
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args = Args::parse();
    let _ = rlimit::increase_nofile_limit(u64::MAX);
    if args.entrants < 2 {
        return Err("an arena needs two entrants at least".into());
    }
    let mut addr = args
        .addr
        .unwrap_or_else(|| SocketAddr::from(([127, 0, 0, 1], 7878)));
    if !addr.ip().is_loopback() {
        return Err("arena_bench only targets loopback addresses".into());
    }
    let spawned = match &args.spawn {
        Some(binary) => {
            if args.addr.is_none() {
                addr = SocketAddr::from(([127, 0, 0, 1], boardroom_tests::free_port()));
            }
            Some(spawn_server(binary, addr, &args.server_args).await?)
        }
        None => None,
    };
    let pid = spawned.as_ref().map(|s| s.child.id()).or(args.pid);
    let cores = std::thread::available_parallelism().map_or(0, usize::from);
    let wait = Duration::from_secs(args.wait_s);
    let setup = Duration::from_secs(args.setup_s);
    let tally = Arc::new(Tally::default());

    // RSS, sampled every second from here on.
    let max_rss = Arc::new(AtomicU64::new(0));
    let sampler = pid.map(|pid| {
        let max_rss = max_rss.clone();
        tokio::spawn(async move {
            let mut ticker = tokio::time::interval(Duration::from_secs(1));
            loop {
                ticker.tick().await;
                max_rss.fetch_max(rss_kib(pid).unwrap_or(0), Ordering::Relaxed);
            }
        })
    });

    let cpu_setup = pid.and_then(cpu_time);
    let setup_began = Instant::now();
    let mut host = Host::create(addr, args.minutes, tally.clone(), wait).await?;
    eprintln!(
        "arena {} on {addr}; connecting and joining {} players...",
        host.id, args.entrants
    );
    let gate = Arc::new(Semaphore::new(args.connect_concurrency.max(1)));
    let mut players = tokio::task::JoinSet::new();
    for n in 0..args.entrants {
        let gate = gate.clone();
        let tally = tally.clone();
        let tournament = host.id.clone();
        let (move_ms, moves) = (Duration::from_millis(args.move_ms), args.moves);
        players.spawn(async move {
            let conn = {
                let _permit = gate.acquire_owned().await;
                let mut conn = Conn::open(
                    addr,
                    room_machine(n),
                    &format!("p{n}"),
                    tally.clone(),
                    false,
                )
                .await
                .map_err(|e| format!("player {n}: {e}"))?;
                conn.send(&ClientMsg::JoinTournament { tournament }).await?;
                tally.join_sent.fetch_add(1, Ordering::Relaxed);
                conn
            };
            let player = Player {
                n,
                conn,
                tally,
                rng: SmallRng::seed_from_u64(n as u64),
                wait,
                move_ms,
                moves,
            };
            player.run(setup).await
        });
    }
    let entrants = args.entrants;
    let everyone = host
        .until(
            TokioInstant::now() + setup,
            |v| v.standings.len() >= entrants,
            |v| {
                eprintln!(
                    "  {} joined ({} join_tournament sent) after {:.0} s",
                    v.standings.len(),
                    tally.join_sent.load(Ordering::Relaxed),
                    setup_began.elapsed().as_secs_f64()
                );
            },
        )
        .await;
    let failed_early = |why: String, players: &mut tokio::task::JoinSet<Result<Conn, String>>| {
        players.abort_all();
        let errors = lock(&tally.errors).clone();
        format!("{why}; errors seen: {errors:?}")
    };
    match everyone {
        Ok(Some(_)) => {}
        Ok(None) => {
            // Why: the first failed player, if one failed.
            let mut why = String::new();
            while let Some(Ok(Err(e))) = players.try_join_next() {
                why = e;
            }
            return Err(failed_early(
                format!(
                    "not everyone joined within {} s (last seen: {} of {}) {why}",
                    args.setup_s,
                    host.last.as_ref().map_or(0, |v| v.standings.len()),
                    entrants
                ),
                &mut players,
            )
            .into());
        }
        Err(e) => return Err(failed_early(format!("the host: {e}"), &mut players).into()),
    }
    let joined_in = setup_began.elapsed();
    let cpu_setup = cpu_since(pid, cpu_setup);
    eprintln!(
        "everyone joined in {:.1} s; starting the arena",
        joined_in.as_secs_f64()
    );

    // The arena.
    let length = Duration::from_secs(u64::from(args.minutes) * 60);
    let run_for = args
        .seconds
        .map_or(length, |s| Duration::from_secs(s).min(length));
    let cpu_before = pid.and_then(cpu_time);
    let views_before = tally.views.load(Ordering::Relaxed);
    let view_bytes_before = tally.view_bytes.load(Ordering::Relaxed);
    let start = Instant::now();
    let end = TokioInstant::from_std(start) + run_for;
    let _ = tally.end.set(end);
    host.say(HostAction::Start).await?;
    let started = host
        .until(
            TokioInstant::now() + wait,
            |v| v.status != TournamentStatus::Waiting,
            |_| {},
        )
        .await?;
    if started.is_none() {
        return Err(failed_early(
            format!("the arena did not start within {} s", args.wait_s),
            &mut players,
        )
        .into());
    }

    // The host follows the arena to its end (reading all the while: a client that reads
    // nothing answers no ping, and is closed as idle), ending it itself when cut short.
    let cut_short = run_for < length;
    let host_done = tokio::spawn(async move {
        let over = |v: &TournamentView| v.status == TournamentStatus::Over;
        if cut_short {
            if let Some(view) = host.until(end, over, |_| {}).await? {
                return Ok::<_, String>(Some(view));
            }
            host.say(HostAction::Finish).await?;
        }
        host.until(end + wait, over, |_| {}).await
    });

    // Progress while it runs; the players end on their own at the end.
    let mut failures: Vec<String> = Vec::new();
    let mut kept = Vec::new();
    let mut ticker = tokio::time::interval(Duration::from_secs(10));
    ticker.tick().await;
    let give_up = end + wait + Duration::from_secs(10);
    loop {
        tokio::select! {
            done = players.join_next() => match done {
                Some(Ok(Ok(conn))) => kept.push(conn),
                Some(Ok(Err(e))) => failures.push(e),
                Some(Err(e)) => failures.push(format!("a player's task: {e}")),
                None => break,
            },
            _ = ticker.tick() => eprintln!(
                "  {:.0} s: {} first games, {} moves, {} games over, {} failed",
                start.elapsed().as_secs_f64(),
                lock(&tally.first_games).len(),
                tally.moves.load(Ordering::Relaxed),
                tally.game_overs.load(Ordering::Relaxed) / 2,
                failures.len(),
            ),
            () = tokio::time::sleep_until(give_up) => {
                let left = players.len();
                players.abort_all();
                failures.push(format!("{left} players still busy {} s after the end", args.wait_s + 10));
                break;
            }
        }
    }
    let elapsed = start.elapsed();
    let cpu_arena = cpu_since(pid, cpu_before);
    let views = tally.views.load(Ordering::Relaxed) - views_before;
    let view_bytes = tally.view_bytes.load(Ordering::Relaxed) - view_bytes_before;
    // The event's own count, from the host's last view.
    let over = match host_done.await {
        Ok(Ok(view)) => view,
        Ok(Err(e)) => {
            failures.push(format!("the host: {e}"));
            None
        }
        Err(e) => {
            failures.push(format!("the host's task: {e}"));
            None
        }
    };
    drop(kept);
    if let Some(sampler) = sampler {
        sampler.abort();
    }

    // The figures.
    let first: Vec<Instant> = lock(&tally.first_games).clone();
    let mut first_waits: Vec<u64> = first
        .iter()
        .map(|t| u64::try_from(t.saturating_duration_since(start).as_micros()).unwrap_or(u64::MAX))
        .collect();
    first_waits.sort_unstable();
    println!(
        "arena: entrants {}  minutes {}  move-ms {}  moves {}  ran {:.1} s  ({} cores)",
        args.entrants,
        args.minutes,
        args.move_ms,
        args.moves,
        elapsed.as_secs_f64(),
        cores
    );
    println!(
        "setup: connected and joined in {:.1} s  server CPU {}",
        joined_in.as_secs_f64(),
        secs(cpu_setup)
    );
    // The first round is everyone but the odd one out, who waits for the first game to end.
    let paired = args.entrants / 2 * 2;
    let round: &[u64] = &first_waits[..paired.min(first_waits.len())];
    println!(
        "first round: {} of {} players ({} games) seated in {:.1} ms  per player ms p50 {:.2}  p99 {:.2}",
        round.len(),
        paired,
        paired / 2,
        round.last().map_or(0.0, |&m| m as f64 / 1000.0),
        percentile_ms(round, 50.0),
        percentile_ms(round, 99.0),
    );
    if let Some(&odd) = first_waits.get(paired) {
        println!(
            "  the odd one out got its first game after {:.1} ms",
            odd as f64 / 1000.0
        );
    }
    let moves = tally.moves.load(Ordering::Relaxed);
    println!(
        "moves {}  moves/s {:.0}  of them seen in a resync {}",
        moves,
        moves as f64 / elapsed.as_secs_f64(),
        tally.resynced.load(Ordering::Relaxed)
    );
    println!("move latency ms  {}", spread(&tally.latencies));
    println!("re-pairing ms  {}", spread(&tally.repairs));
    let (counted, opened, void) = over.as_ref().map_or((0, 0, 0), |v| {
        (
            v.standings.iter().map(|r| u64::from(r.games)).sum::<u64>() / 2,
            v.games.iter().map(|g| g.game).max().unwrap_or(0),
            v.games.iter().filter(|g| g.void).count(),
        )
    });
    println!(
        "games: joined by both {}  ended (game_over) {}  counted by the arena {}  opened {}  void {} (of the newest 200){}",
        tally.games_joined.load(Ordering::Relaxed) / 2,
        tally.game_overs.load(Ordering::Relaxed) / 2,
        counted,
        opened,
        void,
        if over.is_none() {
            "  (the arena's end was not seen)"
        } else {
            ""
        }
    );
    println!(
        "event views to players while it ran: {}  {:.1} MiB",
        views,
        view_bytes as f64 / (1024.0 * 1024.0)
    );
    println!(
        "server CPU while it ran {}  ({:.0}% of one core)  max RSS {:.1} MiB",
        secs(cpu_arena),
        cpu_arena.map_or(0.0, |c| 100.0 * c.as_secs_f64() / elapsed.as_secs_f64()),
        max_rss.load(Ordering::Relaxed) as f64 / 1024.0
    );
    let errors = lock(&tally.errors).clone();
    let unanswered = lock(&tally.sent).len();
    let mut unpaired = lock(&tally.unpaired).clone();
    unpaired.sort_unstable();
    println!(
        "waiting for their next game at the end: {} players, the longest for {:.1} s",
        unpaired.len(),
        unpaired.last().map_or(0.0, |&m| m as f64 / 1e6)
    );
    println!(
        "lost steps {}  duplicated steps {}  moves seen on joining {}  puts never seen (time up) {}  errors {}  failed players {}",
        tally.lost.load(Ordering::Relaxed),
        tally.duplicated.load(Ordering::Relaxed),
        tally.before_join.load(Ordering::Relaxed),
        unanswered,
        errors.values().sum::<u64>(),
        failures.len()
    );
    for (kind, count) in &errors {
        println!("  error {kind}: {count}");
    }
    for failure in failures.iter().take(5) {
        println!("  failed: {failure}");
    }
    if let Some(spawned) = &spawned {
        let log = std::fs::read_to_string(&spawned.log).unwrap_or_default();
        let lines: Vec<&str> = log.lines().filter(|l| !l.trim().is_empty()).collect();
        println!("server log: {} lines", lines.len());
        for line in lines.iter().take(5) {
            println!("  {line}");
        }
    }
    drop(spawned);
    Ok(())
}
