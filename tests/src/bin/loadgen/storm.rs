//! `--storm N`: N clients arriving within a few seconds, each signing in and opening a room, as a
//! club night's players do when the host reads out the link, or every player of a dead node
//! coming back at once. What matters is that each request is answered, and soon: with what it
//! asked for, or with `server_busy` and when to ask again; silence is the failure.
//!
//! Each client connects from a loopback address of its own, says `hello`, then `create_room`,
//! and asks again after a `server_busy`'s hint (reconnecting if the server closed the socket),
//! as the clients do, up to [`TRIES`] times. Every request's time to its first answer is kept
//! (for `hello`, from the start of the TCP connection), and so is each client's time until it
//! sits in its room.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use boardroom_protocol::{ClientMsg, ErrorCode, GameKind, ServerMsg};
use boardroom_tests::measure::percentile_ms;
use boardroom_tests::room_machine;
use tokio::sync::Mutex;

use super::{Args, Measured, Socket, print_servers, recv, send, socket_from};

/// How often a client asks before it gives up.
const TRIES: u32 = 20;

/// How long a client waits after a `server_busy` that gives no hint.
const NO_HINT: Duration = Duration::from_secs(1);

/// What the clients of one process saw; the figures of several processes add up.
#[derive(Debug, Default, serde::Serialize, serde::Deserialize)]
pub(super) struct Stormed {
    /// Clients started.
    pub(super) clients: u64,
    /// Every `hello`'s time to its first answer (from the start of its connection), in
    /// microseconds.
    pub(super) hellos: Vec<u64>,
    /// Every connection's time to open (TCP, then the WebSocket upgrade), in microseconds.
    pub(super) connects: Vec<u64>,
    /// Every `create_room`'s time to its first answer, in microseconds.
    pub(super) creates: Vec<u64>,
    /// Answers that were `server_busy` with a retry hint.
    pub(super) busy: u64,
    /// Answers that were `server_busy` without one.
    pub(super) busy_without_hint: u64,
    /// Other refusals (each ends its client).
    pub(super) refused: u64,
    /// Requests that got no answer: nothing for 15 s, or the socket closed or never opened.
    pub(super) silent: u64,
    /// Clients that sat in their room in the end.
    pub(super) seated: u64,
    /// Each seated client's time from its start until it sat, in microseconds.
    pub(super) seated_in: Vec<u64>,
}

impl super::procs::Figures for Stormed {
    /// Adds another process's figures.
    fn add(&mut self, other: Stormed) {
        self.clients += other.clients;
        self.hellos.extend(other.hellos);
        self.creates.extend(other.creates);
        self.connects.extend(other.connects);
        self.busy += other.busy;
        self.busy_without_hint += other.busy_without_hint;
        self.refused += other.refused;
        self.silent += other.silent;
        self.seated += other.seated;
        self.seated_in.extend(other.seated_in);
    }
}

/// How a request was answered.
enum Answer {
    /// With what it asked for.
    Done,
    /// `server_busy`: ask again after its hint, if it gave one.
    Busy(Option<Duration>),
    /// Any other refusal.
    Refused(String),
    /// Not at all.
    Silent(String),
}

/// Runs clients `first..first + count` over `addrs`, their starts spread evenly over
/// `seconds`; returns what they saw once every one has sat or given up (the sockets are held
/// until then, so that the server carries them all).
pub(super) async fn run(addrs: &[SocketAddr], first: usize, count: usize, seconds: f64) -> Stormed {
    let start = Instant::now();
    let stormed = Arc::new(Mutex::new(Stormed {
        clients: count as u64,
        ..Stormed::default()
    }));
    let held = Arc::new(Mutex::new(Vec::with_capacity(count)));
    let mut clients = tokio::task::JoinSet::new();
    for i in 0..count {
        let n = first + i;
        let addr = addrs[n % addrs.len()];
        let at = start + Duration::from_secs_f64(seconds * i as f64 / count.max(1) as f64);
        let (stormed, held) = (stormed.clone(), held.clone());
        clients.spawn(async move {
            tokio::time::sleep_until(at.into()).await;
            client(addr, n, &stormed, &held).await;
        });
    }
    while clients.join_next().await.is_some() {}
    held.lock().await.clear();
    std::mem::take(&mut *stormed.lock().await)
}

/// One client: signs in and opens a room, asking again after each `server_busy`.
async fn client(addr: SocketAddr, n: usize, stormed: &Mutex<Stormed>, held: &Mutex<Vec<Socket>>) {
    let start = Instant::now();
    let mut socket: Option<Socket> = None;
    for _ in 0..TRIES {
        let asked = Instant::now();
        let (answer, asked_for) = match socket.as_mut() {
            Some(socket) => (create_room(socket).await, Asked::CreateRoom),
            None => match sign_in(addr, n).await {
                Ok((signed_in, answer, connected)) => {
                    socket = Some(signed_in);
                    stormed.lock().await.connects.push(connected);
                    (answer, Asked::Hello)
                }
                Err(silent) => (silent, Asked::Hello),
            },
        };
        let took = micros(asked);
        let mut figures = stormed.lock().await;
        figures.note(&answer, asked_for, took, n);
        match answer {
            Answer::Done if asked_for == Asked::CreateRoom => {
                figures.seated += 1;
                figures.seated_in.push(micros(start));
                drop(figures);
                if let Some(socket) = socket {
                    held.lock().await.push(socket);
                }
                return;
            }
            Answer::Done => {}
            Answer::Busy(hint) => {
                drop(figures);
                // A busy server may have closed the socket (it was full): sign in again then.
                if asked_for == Asked::Hello {
                    socket = None;
                }
                tokio::time::sleep(hint.unwrap_or(NO_HINT)).await;
            }
            Answer::Refused(_) | Answer::Silent(_) => return,
        }
    }
}

/// What a client asked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Asked {
    /// To sign in (from the start of its connection).
    Hello,
    /// For a room.
    CreateRoom,
}

impl Stormed {
    /// Notes the answer to client `n`'s request, which took `took` microseconds.
    fn note(&mut self, answer: &Answer, asked: Asked, took: u64, n: usize) {
        if !matches!(answer, Answer::Silent(_)) {
            match asked {
                Asked::Hello => self.hellos.push(took),
                Asked::CreateRoom => self.creates.push(took),
            }
        }
        match answer {
            Answer::Done => {}
            Answer::Busy(Some(_)) => self.busy += 1,
            Answer::Busy(None) => self.busy_without_hint += 1,
            Answer::Refused(why) => {
                self.refused += 1;
                if self.refused <= 5 {
                    eprintln!("client {n}: {why}");
                }
            }
            Answer::Silent(why) => {
                self.silent += 1;
                if self.silent <= 5 {
                    eprintln!("client {n}: {why}");
                }
            }
        }
    }
}

/// Connects and says `hello`: the socket, its answer and how long the connection took to
/// open (in microseconds), or no answer at all.
async fn sign_in(addr: SocketAddr, n: usize) -> Result<(Socket, Answer, u64), Answer> {
    let start = Instant::now();
    let connect = socket_from(addr, room_machine(n));
    let mut socket = match tokio::time::timeout(Duration::from_secs(15), connect).await {
        Ok(Ok(socket)) => socket,
        Ok(Err(e)) => return Err(Answer::Silent(e)),
        Err(_) => return Err(Answer::Silent("connect: 15 s".into())),
    };
    let connected = micros(start);
    let answer = hello(&mut socket, n).await;
    Ok((socket, answer, connected))
}

/// Prints the figures.
pub(super) fn report(args: &Args, nodes: usize, mut stormed: Stormed, measured: &Measured) {
    stormed.hellos.sort_unstable();
    stormed.creates.sort_unstable();
    stormed.connects.sort_unstable();
    stormed.seated_in.sort_unstable();
    let mut answers: Vec<u64> = stormed
        .hellos
        .iter()
        .chain(&stormed.creates)
        .copied()
        .collect();
    answers.sort_unstable();
    let bound = args.storm_bound_ms * 1000;
    let late = answers.iter().filter(|&&a| a > bound).count();
    println!(
        "clients {}  nodes {}  processes {}  arriving over {:.1} s",
        stormed.clients,
        nodes,
        args.procs.max(1),
        args.storm_seconds
    );
    println!(
        "requests answered {}  silent {}  answered after {} ms {}",
        answers.len(),
        stormed.silent,
        args.storm_bound_ms,
        late
    );
    for (what, times) in [
        ("any", &answers),
        ("hello", &stormed.hellos),
        ("create_room", &stormed.creates),
        ("(connect)", &stormed.connects),
    ] {
        println!(
            "time to answer ms, {what:11}  p50 {:.2}  p99 {:.2}  max {:.2}",
            percentile_ms(times, 50.0),
            percentile_ms(times, 99.0),
            times.last().map_or(0.0, |&m| m as f64 / 1000.0)
        );
    }
    println!(
        "server_busy {} (without a hint {})  other refusals {}",
        stormed.busy, stormed.busy_without_hint, stormed.refused
    );
    let seated = &stormed.seated_in;
    println!(
        "seated {} of {}  time to seat ms  p50 {:.2}  p99 {:.2}  max {:.2}",
        stormed.seated,
        stormed.clients,
        percentile_ms(seated, 50.0),
        percentile_ms(seated, 99.0),
        seated.last().map_or(0.0, |&m| m as f64 / 1000.0)
    );
    print_servers(measured, ("client", stormed.clients));
}

fn micros(since: Instant) -> u64 {
    u64::try_from(since.elapsed().as_micros()).unwrap_or(u64::MAX)
}

async fn hello(socket: &mut Socket, n: usize) -> Answer {
    let hello = boardroom_tests::hello_message(1, &format!("s{n}"), None);
    ask(socket, &hello, |msg| {
        matches!(msg, ServerMsg::Welcome { .. })
    })
    .await
}

async fn create_room(socket: &mut Socket) -> Answer {
    let create = boardroom_tests::create_room_as_black(GameKind::Gomoku, None);
    ask(socket, &create, |msg| {
        matches!(msg, ServerMsg::RoomState(_))
    })
    .await
}

/// Sends `msg` and reads until the answer `done` looks for, or a refusal.
async fn ask(socket: &mut Socket, msg: &ClientMsg, done: impl Fn(&ServerMsg) -> bool) -> Answer {
    if let Err(e) = send(socket, msg).await {
        return Answer::Silent(e);
    }
    loop {
        match recv(socket).await {
            Ok(msg) if done(&msg) => return Answer::Done,
            Ok(ServerMsg::Error {
                code: ErrorCode::ServerBusy,
                retry_in_ms,
                ..
            }) => {
                return Answer::Busy(retry_in_ms.map(Duration::from_millis));
            }
            Ok(refused @ ServerMsg::Error { .. }) => {
                return Answer::Refused(super::refusal(msg.type_name(), &refused));
            }
            Ok(_) => {}
            Err(e) => return Answer::Silent(e),
        }
    }
}
