//! Whole-system tests of Boardroom over real sockets: a real server on a loopback port with a
//! real SQLite file in a temporary folder, and clients speaking the real protocol. With
//! `BOARDROOM_TEST_STORE=postgres` every server keeps its store in PostgreSQL instead (see
//! [`store_for`]), so that any of these tests runs on that store as it is. With
//! `BOARDROOM_TEST_CLUSTER=1` every in-process server is two nodes of a cluster on that
//! PostgreSQL and a NATS of the test process, and its clients connect to the two in turn (see
//! [`CLUSTER_VARIABLE`]): a room's players then sit on different nodes.
//!
//! - [`TestServer`]: the server in this process (`start`) or as the real binary (`spawn_binary`),
//!   so a test can kill it with SIGKILL and start it again on the same data.
//! - [`TestClient`]: a WebSocket client with `send`, `send_raw` and `recv`/`expect` helpers, and
//!   the steps most tests take: sign in, create or join a room, move, list the rooms.
//! - [`private_network`]: a loopback-only network namespace for tests that multicast.
//! - [`postgres`]: a PostgreSQL of a test's own, for servers on that store.
//! - [`nats`]: a NATS server of a test's own, for servers in cluster mode.
//! - [`setup`]: the system tools those need, installed by `tests/setup.sh` when missing.
//! - [`measure`]: a process's CPU and memory, and latency percentiles, for the load benchmarks.

pub mod events;
pub mod http;
pub mod measure;
pub mod nats;
pub mod postgres;
pub mod private_network;
pub mod setup;
mod watchdog;

use std::net::{Ipv4Addr, SocketAddr};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use boardroom_protocol::{
    ClientMsg, GameKind, JoinAs, Opponent, Options, Point, RoomCode, RoomState, RoomSummary,
    SeatChoice, ServerMsg, decode_server, encode_client,
};
use boardroom_server::store::Location;
use boardroom_server::{ClusterConfig, Limits, ServerConfig};
use futures_util::{SinkExt, StreamExt};
use tokio::net::TcpStream;
use tokio::sync::oneshot;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// How long a test waits for an expected message before failing.
pub const WAIT: Duration = Duration::from_secs(10);

/// A running server and the folder of its data.
#[derive(Debug)]
pub struct TestServer {
    /// Where it listens.
    pub addr: SocketAddr,
    /// Resolves the in-process server's shutdown future.
    stop: Option<oneshot::Sender<()>>,
    /// The in-process server's task.
    task: Option<tokio::task::JoinHandle<()>>,
    /// The binary's process, when started as one.
    child: Option<Child>,
    /// With [`CLUSTER_VARIABLE`] set: the second node, to which every other client connects.
    peer: Option<Box<TestServer>>,
    /// How many clients have connected, to take turns between the nodes.
    turns: AtomicUsize,
}

impl TestServer {
    /// Starts the server in this process on a free loopback port, with its data in `data`.
    pub async fn start(data: &Path) -> TestServer {
        TestServer::start_with(data, Limits::default()).await
    }

    /// Like [`TestServer::start`], with these limits.
    pub async fn start_with(data: &Path, limits: Limits) -> TestServer {
        TestServer::start_on(data, &store_for(data), limits).await
    }

    /// Like [`TestServer::start_with`], with the store at `store` (a PostgreSQL database of
    /// [`postgres::Postgres`], say).
    pub async fn start_on(data: &Path, store: &Location, limits: Limits) -> TestServer {
        let cluster =
            (cluster_mode() && matches!(store, Location::Postgres(_))).then(|| ClusterConfig {
                nats_url: shared_nats().url(),
                lease: boardroom_server::cluster::DEFAULT_LEASE,
            });
        let mut server = TestServer::start_node(data, store, limits.clone(), cluster.clone()).await;
        if cluster.is_some() {
            let peer = TestServer::start_node(data, store, limits, cluster).await;
            server.peer = Some(Box::new(peer));
        }
        server
    }

    /// One server in this process, a node of a cluster with `cluster`.
    async fn start_node(
        data: &Path,
        store: &Location,
        limits: Limits,
        cluster: Option<ClusterConfig>,
    ) -> TestServer {
        let store = store.clone();
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind a loopback port");
        let addr = listener.local_addr().expect("bound address");
        let (stop, stopped) = oneshot::channel::<()>();
        let config = ServerConfig {
            data_dir: data.to_path_buf(),
            limits,
        };
        let task = tokio::spawn(async move {
            let stopped = async {
                let _ = stopped.await;
            };
            match cluster {
                Some(cluster) => {
                    boardroom_server::run_cluster(listener, config, &store, &cluster, stopped).await
                }
                None => boardroom_server::run_on(listener, config, &store, stopped).await,
            }
            .expect("server runs");
        });
        TestServer {
            addr,
            stop: Some(stop),
            task: Some(task),
            child: None,
            peer: None,
            turns: AtomicUsize::new(0),
        }
    }

    /// Starts the real server binary at `binary` on `port` (0 is not allowed: the test must
    /// know the port to reconnect after a restart) with its data in `data`, and waits for
    /// /healthz. Tests in the server package pass `env!("CARGO_BIN_EXE_boardroom-server")`,
    /// which Cargo builds for them.
    pub async fn spawn_binary(binary: &Path, data: &Path, port: u16) -> TestServer {
        TestServer::spawn_binary_with(binary, data, port, &[]).await
    }

    /// Like [`TestServer::spawn_binary`], with more flags for the binary (limits, say).
    pub async fn spawn_binary_with(
        binary: &Path,
        data: &Path,
        port: u16,
        flags: &[&str],
    ) -> TestServer {
        // The store named here, else the test's choice (never BOARDROOM_STORE from outside).
        let store = if flags.contains(&"--store") {
            None
        } else {
            Some(match store_for(data) {
                Location::Postgres(url) => url,
                Location::Sqlite(_) => "sqlite".to_owned(),
            })
        };
        // The server logs on its stdout; a test shows it only when asked:
        // `BOARDROOM_TEST_LOG=info cargo test ...`.
        let log = std::env::var("BOARDROOM_TEST_LOG").ok();
        let child = Command::new(binary)
            .args(["--bind", "127.0.0.1", "--port", &port.to_string(), "--data"])
            .arg(data)
            .args(store.iter().flat_map(|store| ["--store", store]))
            .args(flags)
            .env("RUST_LOG", log.as_deref().unwrap_or("warn"))
            // Never announce on the machine's real network from a test.
            .env("BOARDROOM_DISCOVERY", "off")
            .stdout(if log.is_some() {
                Stdio::inherit()
            } else {
                Stdio::null()
            })
            .stderr(Stdio::inherit())
            .spawn()
            .expect("start the server binary");
        let addr = SocketAddr::from(([127, 0, 0, 1], port));
        let server = TestServer {
            addr,
            stop: None,
            task: None,
            child: Some(child),
            peer: None,
            turns: AtomicUsize::new(0),
        };
        for _ in 0..200 {
            if http_get(addr, "/healthz")
                .await
                .is_some_and(|(status, _)| status == 200)
            {
                return server;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("the server binary did not come up on port {port}");
    }

    /// The binary's process id, when started as one.
    #[must_use]
    pub fn pid(&self) -> Option<u32> {
        self.child.as_ref().map(Child::id)
    }

    /// Kills the binary with SIGKILL: no shutdown, no flush, nothing.
    pub fn kill(&mut self) {
        if let Some(mut child) = self.child.take() {
            child.kill().expect("kill the server");
            child.wait().expect("reap the server");
        }
    }

    /// Waits up to `within` for the binary to exit on its own; its exit status, if it did.
    pub async fn wait_exit(&mut self, within: Duration) -> Option<std::process::ExitStatus> {
        let deadline = tokio::time::Instant::now() + within;
        let child = self.child.as_mut().expect("a server started as a binary");
        loop {
            if let Some(status) = child.try_wait().expect("the server's status") {
                self.child = None;
                return Some(status);
            }
            if tokio::time::Instant::now() >= deadline {
                return None;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// Sends the binary SIGTERM, the way a service manager stops it, and waits for it to exit.
    pub fn terminate(&mut self) -> std::process::ExitStatus {
        let mut child = self.child.take().expect("a server started as a binary");
        let sent = Command::new("kill")
            .args(["-TERM", &child.id().to_string()])
            .status()
            .expect("run kill");
        assert!(sent.success(), "kill -TERM failed");
        child.wait().expect("the server exits")
    }

    /// Stops the in-process server the graceful way and waits for it.
    pub async fn stop(&mut self) {
        if let Some(mut peer) = self.peer.take() {
            Box::pin(peer.stop()).await;
        }
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(task) = self.task.take() {
            task.await.expect("server task ends cleanly");
        }
    }

    /// The WebSocket URL.
    #[must_use]
    pub fn ws_url(&self) -> String {
        format!("ws://{}/ws", self.addr)
    }

    /// Where the next client connects: this server, or with two nodes each in turn.
    fn next_addr(&self) -> SocketAddr {
        match &self.peer {
            Some(peer) if self.turns.fetch_add(1, Ordering::Relaxed) % 2 == 1 => peer.addr,
            _ => self.addr,
        }
    }

    /// Every node's address: this server's, and with [`CLUSTER_VARIABLE`] set the second
    /// node's, for a test of what each node holds on its own.
    #[must_use]
    pub fn nodes(&self) -> Vec<SocketAddr> {
        std::iter::once(self.addr)
            .chain(self.peer.iter().map(|peer| peer.addr))
            .collect()
    }

    /// Connects a client to the node at `node` (one of [`TestServer::nodes`]) and signs it in
    /// with `name`; returns it with its token.
    pub async fn client_at(node: SocketAddr, name: &str) -> (TestClient, String) {
        let mut client = TestClient::connect(&format!("ws://{node}/ws")).await;
        let token = client.hello(name, None).await;
        (client, token)
    }

    /// Connects a client (without saying hello).
    pub async fn connect(&self) -> TestClient {
        TestClient::connect(&format!("ws://{}/ws", self.next_addr())).await
    }

    /// Connects a client from the loopback address `from` (any of 127.0.0.0/8), so that a test
    /// can play several machines: the server counts its per-address limits by it.
    pub async fn connect_from(&self, from: Ipv4Addr) -> TestClient {
        let addr = self.next_addr();
        TestClient::connect_from(&format!("ws://{addr}/ws"), addr, from)
            .await
            .expect("connect to the server")
    }

    /// Connects from `from` and signs in with `name`; returns the client and its token.
    pub async fn client_from(&self, from: Ipv4Addr, name: &str) -> (TestClient, String) {
        let mut client = self.connect_from(from).await;
        let token = client.hello(name, None).await;
        (client, token)
    }

    /// Two signed-in players at a new table of `game`: "Black" created the room in the black
    /// seat and "White" joined it; both have read their `room_state`, and black has read white's
    /// arrival.
    pub async fn table(&self, game: GameKind, options: Option<Options>) -> Table {
        let (mut black, black_token) = self.client("Black").await;
        let start = black.create_room_as_black(game, options).await;
        let (mut white, white_token) = self.client("White").await;
        white.join_room(start.room.clone(), None).await;
        black
            .expect(|m| matches!(m, ServerMsg::PlayerJoined { .. }).then_some(()))
            .await;
        Table {
            black,
            black_token,
            white,
            white_token,
            start,
        }
    }

    /// Connects a client and signs it in with `name`; returns it with its token.
    pub async fn client(&self, name: &str) -> (TestClient, String) {
        let mut client = self.connect().await;
        let token = client.hello(name, None).await;
        (client, token)
    }
}

impl Drop for TestServer {
    fn drop(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
    }
}

/// The environment variable that puts every test server's store in PostgreSQL: `postgres`.
pub const STORE_VARIABLE: &str = "BOARDROOM_TEST_STORE";

/// The environment variable that makes every in-process test server two nodes of a cluster
/// (on PostgreSQL, whatever [`STORE_VARIABLE`] says): `1`. Clients connect to the two nodes in
/// turn, so a room's second player reaches it through the other node, over NATS.
pub const CLUSTER_VARIABLE: &str = "BOARDROOM_TEST_CLUSTER";

/// Whether [`CLUSTER_VARIABLE`] is set.
fn cluster_mode() -> bool {
    std::env::var(CLUSTER_VARIABLE).is_ok_and(|v| v == "1")
}

/// The NATS of this test process, for servers in cluster mode, started on first use.
fn shared_nats() -> &'static nats::Nats {
    static SHARED: OnceLock<nats::Nats> = OnceLock::new();
    SHARED.get_or_init(nats::Nats::start)
}

/// The store a test server on the data folder `data` uses: the SQLite file in it, or, with
/// [`STORE_VARIABLE`] set to `postgres` (or [`CLUSTER_VARIABLE`] set), that folder's database
/// on the test process's own PostgreSQL ([`postgres::shared`]; a server started again on the
/// folder finds it again).
#[must_use]
pub fn store_for(data: &Path) -> Location {
    match std::env::var(STORE_VARIABLE).as_deref() {
        Ok("postgres") => Location::Postgres(postgres::shared().database_for(data)),
        _ if cluster_mode() => Location::Postgres(postgres::shared().database_for(data)),
        _ => Location::Sqlite(data.to_path_buf()),
    }
}

/// Registers the bot `name` in the store of the test server on `data`, as its host would with
/// `boardroom-server bots add`: the key the bot signs in with (its token).
///
/// # Panics
/// When the store cannot be opened or refuses the name.
pub async fn register_bot(data: &Path, name: &str) -> String {
    let (store, _) = boardroom_server::store::Store::open_at(&store_for(data))
        .await
        .expect("open the test server's store");
    boardroom_server::bot_registry::add(&store, name)
        .await
        .expect("register the bot")
        .key
}

/// A free loopback port (bound, read, released).
pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port()
}

/// The loopback address of the `n`th room's players in the load benchmarks, as if each room's
/// players sat at a machine of their own: 127.1.0.1 and on.
#[must_use]
pub fn room_machine(n: usize) -> Ipv4Addr {
    let n = u32::try_from(n).unwrap_or(u32::MAX);
    Ipv4Addr::new(127, 1, (n / 250) as u8, (n % 250 + 1) as u8)
}

/// A TCP connection to `addr` from the local address `from` (port chosen by the system).
///
/// # Errors
/// When the socket cannot be bound or the connection is refused.
pub async fn connect_tcp_from(addr: SocketAddr, from: Ipv4Addr) -> std::io::Result<TcpStream> {
    let socket = tokio::net::TcpSocket::new_v4()?;
    socket.bind(SocketAddr::from((from, 0)))?;
    socket.connect(addr).await
}

/// A plain HTTP/1.1 GET; returns the status code and the body.
pub async fn http_get(addr: SocketAddr, path: &str) -> Option<(u16, String)> {
    http_get_from(addr, Ipv4Addr::LOCALHOST, path).await
}

/// [`http_get`] from the loopback address `from`.
pub async fn http_get_from(addr: SocketAddr, from: Ipv4Addr, path: &str) -> Option<(u16, String)> {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut stream = connect_tcp_from(addr, from).await.ok()?;
    let request = format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await.ok()?;
    let mut response = Vec::new();
    stream.read_to_end(&mut response).await.ok()?;
    let text = String::from_utf8_lossy(&response).into_owned();
    let status = text.split_whitespace().nth(1)?.parse().ok()?;
    let body = text.split_once("\r\n\r\n").map(|(_, b)| b.to_owned())?;
    Some((status, body))
}

/// One client connection.
#[derive(Debug)]
pub struct TestClient {
    /// The WebSocket.
    socket: WebSocketStream<MaybeTlsStream<TcpStream>>,
}

impl TestClient {
    /// Connects to the WebSocket at `url` (without saying hello).
    pub async fn connect(url: &str) -> TestClient {
        let (socket, _) = tokio_tungstenite::connect_async(url)
            .await
            .expect("connect to the server");
        TestClient { socket }
    }

    /// Connects to the WebSocket at `url` (the server at `addr`) from the local address
    /// `from`. `None` when the server refuses the connection or the upgrade (an address over
    /// its cap gets an HTTP 429).
    pub async fn connect_from(url: &str, addr: SocketAddr, from: Ipv4Addr) -> Option<TestClient> {
        let stream = connect_tcp_from(addr, from).await.ok()?;
        let (socket, _) = tokio_tungstenite::client_async(url, MaybeTlsStream::Plain(stream))
            .await
            .ok()?;
        Some(TestClient { socket })
    }

    /// A WebSocket over `tcp` with this upgrade `request` (headers of the test's choosing).
    /// `None` when the server refuses the upgrade.
    pub async fn over(
        request: tokio_tungstenite::tungstenite::handshake::client::Request,
        tcp: TcpStream,
    ) -> Option<TestClient> {
        let (socket, _) = tokio_tungstenite::client_async(request, MaybeTlsStream::Plain(tcp))
            .await
            .ok()?;
        Some(TestClient { socket })
    }

    /// The WebSocket, for a test that speaks below the messages (control frames).
    pub fn socket(&mut self) -> &mut WebSocketStream<MaybeTlsStream<TcpStream>> {
        &mut self.socket
    }

    /// Sends a message.
    pub async fn send(&mut self, msg: &ClientMsg) {
        self.send_raw(&encode_client(msg)).await;
    }

    /// Sends any text frame.
    pub async fn send_raw(&mut self, text: &str) {
        self.socket
            .send(Message::text(text))
            .await
            .expect("send a frame");
    }

    /// The next server message; `None` when the connection closed. Panics after [`WAIT`].
    pub async fn next(&mut self) -> Option<ServerMsg> {
        loop {
            let frame = tokio::time::timeout(WAIT, self.socket.next())
                .await
                .expect("a message within the wait");
            match frame {
                Some(Ok(Message::Text(text))) => {
                    return Some(
                        decode_server(text.as_str()).expect("the server sends valid messages"),
                    );
                }
                Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return None,
                Some(Ok(_)) => {}
            }
        }
    }

    /// The next frame as the tests see it: a message, or the close (with its code, if any).
    pub async fn next_frame(&mut self) -> Frame {
        loop {
            let frame = tokio::time::timeout(WAIT, self.socket.next())
                .await
                .expect("a frame within the wait");
            match frame {
                Some(Ok(Message::Text(text))) => {
                    return Frame::Message(
                        decode_server(text.as_str()).expect("the server sends valid messages"),
                    );
                }
                Some(Ok(Message::Close(frame))) => {
                    return Frame::Closed(frame.map(|f| u16::from(f.code)));
                }
                None | Some(Err(_)) => return Frame::Closed(None),
                Some(Ok(_)) => {}
            }
        }
    }

    /// The next server message, which must exist.
    pub async fn recv(&mut self) -> ServerMsg {
        self.next().await.expect("the connection is open")
    }

    /// The next server message, waiting up to `wait` for it (for a player between the games
    /// of an event, whose next game waits for the others' to end).
    ///
    /// # Panics
    /// When nothing comes within `wait`, or the connection closes.
    pub async fn recv_within(&mut self, wait: Duration) -> ServerMsg {
        loop {
            let frame = tokio::time::timeout(wait, self.socket.next())
                .await
                .expect("a message within the wait");
            match frame {
                Some(Ok(Message::Text(text))) => {
                    return decode_server(text.as_str()).expect("the server sends valid messages");
                }
                Some(Ok(Message::Close(_))) | None | Some(Err(_)) => {
                    panic!("the connection closed")
                }
                Some(Ok(_)) => {}
            }
        }
    }

    /// Reads messages until one matches `pick`, returning what it picks. Panics if the
    /// connection closes or nothing matches within [`WAIT`].
    pub async fn expect<T>(&mut self, mut pick: impl FnMut(&ServerMsg) -> Option<T>) -> T {
        let deadline = tokio::time::Instant::now() + WAIT;
        // What went by, for the failure message.
        let mut skipped = Vec::new();
        loop {
            let Ok(msg) = tokio::time::timeout_at(deadline, self.next()).await else {
                panic!(
                    "the expected message did not come within the wait; came instead: {skipped:#?}"
                );
            };
            let Some(msg) = msg else {
                panic!(
                    "the connection closed before the expected message; came before: {skipped:#?}"
                );
            };
            if let Some(found) = pick(&msg) {
                return found;
            }
            skipped.push(msg);
        }
    }

    /// Reads messages until the next `step`; returns its ply.
    pub async fn next_step_ply(&mut self) -> u32 {
        self.expect(|m| match m {
            ServerMsg::Step { ply, .. } => Some(*ply),
            _ => None,
        })
        .await
    }

    /// Waits for the close frame (skipping messages before it); returns its code.
    pub async fn closed(&mut self) -> Option<u16> {
        loop {
            let frame = tokio::time::timeout(WAIT, self.socket.next())
                .await
                .expect("the connection closes within the wait");
            match frame {
                Some(Ok(Message::Close(frame))) => return frame.map(|f| u16::from(f.code)),
                None | Some(Err(_)) => return None,
                Some(Ok(_)) => {}
            }
        }
    }

    /// Says hello; returns the token the server gave.
    pub async fn hello(&mut self, name: &str, token: Option<&str>) -> String {
        self.send(&hello_message(1, name, token)).await;
        self.expect(|m| match m {
            ServerMsg::Welcome { token, .. } => Some(token.clone()),
            _ => None,
        })
        .await
    }

    /// Creates a room of `game` for two people, this client in the black seat; returns the
    /// room's first state (waiting for white). The way every two-player test begins.
    pub async fn create_room_as_black(
        &mut self,
        game: GameKind,
        options: Option<Options>,
    ) -> RoomState {
        self.send(&create_room_as_black(game, options)).await;
        self.expect(room_state).await
    }

    /// Joins `room` (as a player when `join_as` is `None`), or asks again for the state of the
    /// room this client is in; returns the `room_state` the server answers with.
    pub async fn join_room(&mut self, room: RoomCode, join_as: Option<JoinAs>) -> RoomState {
        self.send(&ClientMsg::JoinRoom { room, join_as }).await;
        self.expect(room_state).await
    }

    /// Sends a move: a `put_step` at `at` on `ply`.
    pub async fn put_point(&mut self, at: Point, ply: u32) {
        self.send(&ClientMsg::PutStep { at, ply }).await;
    }

    /// Sends a move: a `put_step` at (`x`, `y`) on `ply`.
    pub async fn put(&mut self, x: i8, y: i8, ply: u32) {
        self.send(&ClientMsg::PutStep {
            at: Point::new(x, y),
            ply,
        })
        .await;
    }

    /// Asks for the lobby's list of rooms and returns it.
    pub async fn list_rooms(&mut self) -> Vec<RoomSummary> {
        self.send(&ClientMsg::ListRooms).await;
        self.expect(|m| match m {
            ServerMsg::Rooms { rooms, .. } => Some(rooms.clone()),
            _ => None,
        })
        .await
    }

    /// Closes the connection politely.
    pub async fn close(mut self) {
        let _ = self.socket.close(None).await;
    }
}

/// Two players in one room, as [`TestServer::table`] sets them up.
#[derive(Debug)]
pub struct Table {
    /// The creator, in the black seat.
    pub black: TestClient,
    /// Black's token.
    pub black_token: String,
    /// The player who joined, in the white seat.
    pub white: TestClient,
    /// White's token.
    pub white_token: String,
    /// The room as black first saw it (waiting for white).
    pub start: RoomState,
}

/// A frame from the server, as [`TestClient::next_frame`] gives it.
#[derive(Debug)]
pub enum Frame {
    /// A message.
    Message(ServerMsg),
    /// The connection closed, with the close code if the server sent one.
    Closed(Option<u16>),
}

/// A `hello` message. The protocol version is a parameter so that a test can send a wrong one;
/// everything else says 1.
#[must_use]
pub fn hello_message(protocol: u32, name: &str, token: Option<&str>) -> ClientMsg {
    ClientMsg::Hello {
        protocol,
        name: name.to_owned(),
        token: token.map(str::to_owned),
        features: Vec::new(),
        bot: false,
        plays: Vec::new(),
        password: None,
    }
}

/// `create_room` for a game of `game` between two people, the sender in the black seat: what
/// most tests and the load generators ask.
#[must_use]
pub fn create_room_as_black(game: GameKind, options: Option<Options>) -> ClientMsg {
    ClientMsg::CreateRoom {
        game,
        options,
        seat: Some(SeatChoice::Black),
        opponent: Some(Opponent::Human),
        ai_level: None,
        engine: None,
        bot: None,
    }
}

/// A bot's `hello` (`"bot": true`, playing every game), with `token` its key when it has one.
#[must_use]
pub fn bot_hello_message(name: &str, token: Option<&str>) -> ClientMsg {
    let mut hello = hello_message(1, name, token);
    if let ClientMsg::Hello { bot, .. } = &mut hello {
        *bot = true;
    }
    hello
}

/// Picks an `error` message's code and sentence.
#[must_use]
pub fn error_of(msg: &ServerMsg) -> Option<(boardroom_protocol::ErrorCode, String)> {
    match msg {
        ServerMsg::Error { code, message, .. } => Some((*code, message.clone())),
        _ => None,
    }
}

/// Picks an `error` message's code.
#[must_use]
pub fn error_code(msg: &ServerMsg) -> Option<boardroom_protocol::ErrorCode> {
    match msg {
        ServerMsg::Error { code, .. } => Some(*code),
        _ => None,
    }
}

/// Picks a `game_over`'s result and reason.
#[must_use]
pub fn game_over(
    msg: &ServerMsg,
) -> Option<(boardroom_protocol::GameResult, boardroom_protocol::Reason)> {
    match msg {
        ServerMsg::GameOver { result, reason, .. } => Some((*result, *reason)),
        _ => None,
    }
}

/// Picks a `room_state`.
#[must_use]
pub fn room_state(msg: &ServerMsg) -> Option<RoomState> {
    match msg {
        ServerMsg::RoomState(state) => Some((**state).clone()),
        _ => None,
    }
}

/// A temporary data folder.
#[must_use]
pub fn data_dir() -> tempfile::TempDir {
    tempfile::tempdir().expect("a temporary folder")
}
