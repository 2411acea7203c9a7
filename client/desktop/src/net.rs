//! The connection to a server, on its own thread with its own tokio runtime, so the window never
//! waits on the network. The UI sends [`Command`]s and reads [`NetEvent`]s; every event wakes the
//! window with `request_repaint`.
//!
//! The connection keeps itself open like the web client's `net.js`: it says `hello` (with the
//! token it was given, so the server gives the seats back) on every open, reconnects after a
//! drop with a growing backoff, pings every 15 seconds and takes 40 seconds of silence for a
//! dead link. [`credentials`] says what `hello` carries, and when an account's token that
//! stopped working ends the session instead.

pub mod credentials;

use std::sync::mpsc;
use std::thread;
use std::time::Duration;

use boardroom_protocol::{
    ClientMsg, DecodeError, Password, ServerMsg, decode_server, encode_client,
};
use futures_util::{SinkExt, StreamExt};
use tokio::sync::mpsc as tokio_mpsc;
use tokio::time::{Instant, timeout};
use tokio_tungstenite::tungstenite::Message;

use self::credentials::{Credentials, Heard};

/// Waits before the n-th reconnect attempt (then stays at the last one).
const BACKOFF: [Duration; 6] = [
    Duration::from_millis(300),
    Duration::from_secs(1),
    Duration::from_secs(2),
    Duration::from_secs(4),
    Duration::from_secs(8),
    Duration::from_secs(10),
];

/// How often the connection pings the server.
const PING_EVERY: Duration = Duration::from_secs(15);

/// With nothing heard for this long, the connection is taken for dead and opened again.
const SILENCE: Duration = Duration::from_secs(40);

/// How long opening a connection may take.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(5);

/// Where the connection stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ConnStatus {
    /// Opening the socket.
    Connecting,
    /// The socket is open (and `hello` was sent).
    Open,
    /// The socket closed; a retry is scheduled.
    Closed,
}

/// What the connection tells the UI.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NetEvent {
    /// The connection's status changed.
    Status(ConnStatus),
    /// A message from the server.
    Message(ServerMsg),
    /// This device's account token stopped working (the password was changed, or the other
    /// devices signed out, elsewhere): the connection forgot it and ended.
    SignedOut,
}

/// What the UI asks of the connection.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// Send a message (dropped when the socket is not open).
    Send(ClientMsg),
    /// Use this name in the next `hello`.
    SetName(String),
    /// Say `hello` again, signing in to the account of `name` with `password`: on the open
    /// socket when its last `hello` was refused (the server allows that), else at the next open.
    SignIn {
        /// The account's name.
        name: String,
        /// Its password.
        password: Password,
    },
    /// Drop the socket now, as a network failure would, and reconnect as after one.
    Drop,
    /// Close for good and end the thread.
    Close,
}

/// Wakes the window when an event arrives; `egui::Context` in the app, a no-op where no window
/// exists.
pub trait Waker: Send + 'static {
    /// Asks for a new frame.
    fn wake(&self);
}

impl Waker for eframe::egui::Context {
    fn wake(&self) {
        self.request_repaint();
    }
}

/// A live connection: the two channels to its thread. Dropping it closes the connection.
#[derive(Debug)]
pub struct Connection {
    /// The commands to the network thread.
    commands: tokio_mpsc::UnboundedSender<Command>,
    /// The events from the network thread.
    events: mpsc::Receiver<NetEvent>,
    /// Where it connects, e.g. `ws://10.0.0.2:7878/ws`.
    url: String,
}

impl Connection {
    /// Starts connecting to `url` (a `ws://` URL) in a new thread, saying hello with `me`.
    ///
    /// # Errors
    /// When the thread or its runtime cannot be started.
    pub fn open(url: String, me: Credentials, waker: impl Waker) -> std::io::Result<Connection> {
        let (commands, command_rx) = tokio_mpsc::unbounded_channel();
        let (event_tx, events) = mpsc::channel();
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()?;
        let target = url.clone();
        thread::Builder::new()
            .name("boardroom-net".into())
            .spawn(move || {
                let link = Link {
                    url: target,
                    me,
                    commands: command_rx,
                    events: event_tx,
                    waker: Box::new(waker),
                };
                runtime.block_on(link.run());
            })?;
        Ok(Connection {
            commands,
            events,
            url,
        })
    }

    /// A connection with no thread behind it: nothing is sent and nothing arrives. It lets a
    /// view be drawn from a given state without a server (screenshots, view tests).
    #[must_use]
    pub fn detached(url: String) -> Connection {
        let (commands, _) = tokio_mpsc::unbounded_channel();
        let (_, events) = mpsc::channel();
        Connection {
            commands,
            events,
            url,
        }
    }

    /// Asks the network thread to do something; false when it has ended.
    pub fn command(&self, command: Command) -> bool {
        self.commands.send(command).is_ok()
    }

    /// Sends a message to the server (dropped if the socket is not open right now).
    pub fn send(&self, msg: ClientMsg) -> bool {
        self.command(Command::Send(msg))
    }

    /// The events that arrived since the last call.
    pub fn drain(&self) -> Vec<NetEvent> {
        self.events.try_iter().collect()
    }

    /// The URL it connects to.
    #[must_use]
    pub fn url(&self) -> &str {
        &self.url
    }
}

impl Drop for Connection {
    fn drop(&mut self) {
        let _ = self.commands.send(Command::Close);
    }
}

/// The state of the network thread.
struct Link {
    /// The WebSocket URL.
    url: String,
    /// What to say hello with, updated from every `welcome`.
    me: Credentials,
    /// Commands from the UI.
    commands: tokio_mpsc::UnboundedReceiver<Command>,
    /// Events to the UI.
    events: mpsc::Sender<NetEvent>,
    /// Wakes the UI.
    waker: Box<dyn Waker>,
}

/// How one open socket ended.
enum Ended {
    /// The socket closed or died: reconnect.
    Dropped {
        /// Whether the server welcomed us on it (then the backoff starts anew).
        welcomed: bool,
    },
    /// The UI closed the connection: stop.
    Closed,
    /// The account's token stopped working: stop, and tell the UI.
    SignedOut,
}

impl Link {
    /// Connects, serves, reconnects, until the UI closes the connection.
    async fn run(mut self) {
        let mut attempt = 0usize;
        loop {
            self.emit(NetEvent::Status(ConnStatus::Connecting));
            let opened = timeout(
                CONNECT_TIMEOUT,
                tokio_tungstenite::connect_async(self.url.as_str()),
            )
            .await;
            if let Ok(Ok((socket, _))) = opened {
                match self.serve(socket).await {
                    Ended::Closed => return,
                    Ended::SignedOut => {
                        self.emit(NetEvent::Status(ConnStatus::Closed));
                        self.emit(NetEvent::SignedOut);
                        return;
                    }
                    Ended::Dropped { welcomed } => {
                        if welcomed {
                            attempt = 0;
                        }
                    }
                }
            }
            self.emit(NetEvent::Status(ConnStatus::Closed));
            let base = BACKOFF[attempt.min(BACKOFF.len() - 1)];
            attempt += 1;
            // Up to 30% more, so that many clients dropped at once do not come back at once.
            let jitter = base.mul_f64(f64::from(rand_percent()) * 0.003);
            let until = Instant::now() + base + jitter;
            loop {
                tokio::select! {
                    () = tokio::time::sleep_until(until) => break,
                    command = self.commands.recv() => match command {
                        None | Some(Command::Close) => return,
                        Some(Command::SetName(name)) => self.me.name = name,
                        Some(Command::SignIn { name, password }) => self.me.sign_in(name, password),
                        // Nothing to send on, and no socket to drop.
                        Some(Command::Send(_) | Command::Drop) => {}
                    },
                }
            }
        }
    }

    /// Serves one open socket: hello, then messages both ways, pings, until it ends.
    async fn serve(
        &mut self,
        socket: tokio_tungstenite::WebSocketStream<
            tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>,
        >,
    ) -> Ended {
        let (mut sink, mut stream) = socket.split();
        self.emit(NetEvent::Status(ConnStatus::Open));
        let hello = self.me.hello();
        let mut welcomed = false;
        if sink
            .send(Message::text(encode_client(&hello)))
            .await
            .is_err()
        {
            return Ended::Dropped { welcomed };
        }
        let mut heard = Instant::now();
        let mut ping = tokio::time::interval_at(Instant::now() + PING_EVERY, PING_EVERY);
        // When to say `hello` again, after one the server was too busy to take.
        let mut hello_again: Option<Instant> = None;
        loop {
            tokio::select! {
                () = async {
                    if let Some(at) = hello_again {
                        tokio::time::sleep_until(at).await;
                    }
                }, if hello_again.is_some() => {
                    hello_again = None;
                    let hello = encode_client(&self.me.hello());
                    if sink.send(Message::text(hello)).await.is_err() {
                        return Ended::Dropped { welcomed };
                    }
                }
                frame = stream.next() => {
                    heard = Instant::now();
                    match frame {
                        Some(Ok(Message::Text(text))) => match decode_server(text.as_str()) {
                            Ok(msg) => {
                                if self.me.heard(&msg) == Heard::SignedOut {
                                    return Ended::SignedOut;
                                }
                                welcomed |= matches!(msg, ServerMsg::Welcome { .. });
                                if let Some(wait) = credentials::hello_again_in(&msg) {
                                    hello_again = Some(Instant::now() + wait);
                                }
                                self.emit(NetEvent::Message(msg));
                            }
                            // A newer server may send types this client does not know.
                            Err(DecodeError::UnknownType { .. }) => {}
                            Err(error) => tracing::warn!(%error, "unreadable frame from the server"),
                        },
                        Some(Ok(Message::Close(frame))) => {
                            let code = frame.map(|f| u16::from(f.code));
                            if self.me.closed(code) == Heard::SignedOut {
                                return Ended::SignedOut;
                            }
                            return Ended::Dropped { welcomed };
                        }
                        None | Some(Err(_)) => return Ended::Dropped { welcomed },
                        Some(Ok(_)) => {}
                    }
                }
                command = self.commands.recv() => match command {
                    None | Some(Command::Close) => {
                        let _ = sink.send(Message::Close(None)).await;
                        return Ended::Closed;
                    }
                    Some(Command::Drop) => return Ended::Dropped { welcomed },
                    Some(Command::SetName(name)) => self.me.name = name,
                    // Once welcomed, the server takes no other hello: the sign-in came too late.
                    Some(Command::SignIn { .. }) if welcomed => {}
                    Some(Command::SignIn { name, password }) => {
                        self.me.sign_in(name, password);
                        let hello = encode_client(&self.me.hello());
                        if sink.send(Message::text(hello)).await.is_err() {
                            return Ended::Dropped { welcomed };
                        }
                    }
                    Some(Command::Send(msg)) => {
                        if sink.send(Message::text(encode_client(&msg))).await.is_err() {
                            return Ended::Dropped { welcomed };
                        }
                    }
                },
                _ = ping.tick() => {
                    if heard.elapsed() > SILENCE {
                        return Ended::Dropped { welcomed };
                    }
                    let ping = encode_client(&ClientMsg::Ping);
                    if sink.send(Message::text(ping)).await.is_err() {
                        return Ended::Dropped { welcomed };
                    }
                }
            }
        }
    }

    /// Hands an event to the UI and wakes it.
    fn emit(&self, event: NetEvent) {
        if self.events.send(event).is_ok() {
            self.waker.wake();
        }
    }
}

/// A number from 0 to 99 for the backoff's jitter; the clock's nanoseconds are random enough
/// for spreading retries.
fn rand_percent() -> u32 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos() % 100)
}

/// The WebSocket URL of a server address (`host:port`).
#[must_use]
pub fn ws_url(server: &str) -> String {
    format!("ws://{server}/ws")
}

/// Asks `server` for its open rooms over plain HTTP (`GET /rooms`, the `rooms` message as a
/// page): how the Find view learns what a server has open without signing in, so a look never
/// makes a player, renames one, or shows the player online in a room. Blocking: give it a
/// thread.
///
/// # Errors
/// A few words for the player (in the thread's language) when the server cannot be reached or
/// does not answer.
pub fn probe_rooms(server: &str) -> Result<Vec<boardroom_protocol::RoomSummary>, String> {
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .timeout_global(Some(CONNECT_TIMEOUT))
        .build()
        .into();
    let body = agent
        .get(format!("http://{server}/rooms"))
        .call()
        .map_err(|error| match error {
            ureq::Error::StatusCode(code) => crate::t!("desk-probe-answered", status = code),
            ureq::Error::Timeout(_) => crate::t!("desk-probe-no-answer"),
            _ => crate::t!("desk-probe-cannot-connect"),
        })?
        .body_mut()
        .read_to_string()
        .map_err(|_| crate::t!("desk-probe-connection-lost"))?;
    match decode_server(&body) {
        Ok(ServerMsg::Rooms { rooms, .. }) => Ok(rooms),
        _ => Err(crate::t!("desk-probe-not-boardroom")),
    }
}
