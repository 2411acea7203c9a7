//! One WebSocket connection: a reader loop that checks the client's frames and hands each
//! message to the connection's [`Handler`] (the lobby's commands), and a writer task that
//! drains the connection's bounded outbound queue into the socket.
//!
//! Limits are checked before parsing: the rate limit (every frame pays), then the frame's
//! size, then `protocol::decode`. The deadlines are the connection's: `hello` soon after it
//! opens, a lobby visit that asks for something, and silence. On a close the server sends the
//! reason, then reads on until the client's close frame, so that nothing is reset away.

use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;

use axum::extract::ws::{CloseFrame, Message, WebSocket};
use boardroom_protocol::{ErrorCode, MAX_FRAME_BYTES, decode, encode};
use futures_util::{SinkExt, StreamExt};
use tracing::Instrument;

use crate::admission::AddressKey;
use crate::commands::Handler;
use crate::context::Services;
use crate::limits::TokenBucket;
use crate::outbox::{self, Frame, Outbox};
use crate::refusal::{self, Refusal};
use crate::server::Server;
use crate::words;

/// Close code: the server is going away.
const CLOSE_GOING_AWAY: u16 = 1001;
/// Close code: a policy was broken (flooding).
const CLOSE_POLICY: u16 = 1008;
/// Close code: a frame was too large.
const CLOSE_TOO_BIG: u16 = 1009;
/// Close code: the server is at capacity.
const CLOSE_TRY_LATER: u16 = 1013;

/// What the reader does after a message.
enum Flow {
    /// Read the next one.
    Continue,
    /// Close the connection with this code and reason.
    Close(u16, &'static str),
}

/// Serves one WebSocket connection until it closes or the server shuts down.
///
/// Not an async fn: the socket is split here, so that the connection's task holds its two
/// halves and not the socket as well (an async fn keeps its arguments for its whole life).
pub(crate) fn run(
    socket: WebSocket,
    server: Server,
    client: AddressKey,
) -> impl Future<Output = ()> + Send {
    let services = server.services.clone();
    let conn = services.next_conn();
    let span = tracing::info_span!("session", conn, %client);
    let (sink, mut stream) = socket.split();
    async move {
        let open = services.connections.fetch_add(1, Ordering::Relaxed) + 1;
        services
            .metrics
            .connections_total
            .fetch_add(1, Ordering::Relaxed);
        let (outbox, queue) = outbox::channel(
            services.limits.outbound_queue,
            services.limits.outbound_bytes,
        );
        // Pings carry the time they left, measured from here; their pongs give the lag.
        let epoch = tokio::time::Instant::now();
        let writer = tokio::spawn(write_loop(sink, queue, services.clone(), epoch));
        if open > services.limits.max_connections {
            services.metrics.error_sent(ErrorCode::ServerBusy);
            let busy = refusal::notice(ErrorCode::ServerBusy, "server-full", &[]);
            let _ = outbox.send(Frame::text(encode(&busy))).await;
            let _ = outbox
                .send(Frame::Close(CLOSE_TRY_LATER, "server full"))
                .await;
            drain(&mut stream, services.limits.close_drain).await;
        } else {
            let mut session = Session {
                handler: Handler::new(server, conn, outbox.clone(), client),
                services: services.clone(),
                bucket: TokenBucket::new(
                    services.limits.rate_burst,
                    services.limits.rate_per_second,
                    tokio::time::Instant::now().into_std(),
                ),
                strikes: 0,
                epoch,
                lag: Duration::ZERO,
            };
            let flow = session.read_loop(&mut stream, &outbox).await;
            Box::pin(session.handler.closed()).await;
            if let Flow::Close(code, reason) = flow {
                let _ = outbox.send(Frame::Close(code, reason)).await;
                drain(&mut stream, services.limits.close_drain).await;
            }
        }
        drop(outbox);
        let _ = writer.await;
        services.connections.fetch_sub(1, Ordering::Relaxed);
        tracing::debug!("connection closed");
    }
    .instrument(span)
}

/// A ping's payload: the milliseconds since `epoch`, which the pong brings back.
fn ping_stamp(epoch: tokio::time::Instant) -> axum::body::Bytes {
    let ms = u64::try_from(epoch.elapsed().as_millis()).unwrap_or(u64::MAX);
    axum::body::Bytes::copy_from_slice(&ms.to_be_bytes())
}

/// After the server has sent its close frame: reads and drops what the client still sends,
/// until its own close frame, the end of the stream, or `wait`. Closing a socket whose input is
/// still unread resets it, and a reset throws away what the client had not read yet, the
/// error and the close frame that say why among it.
async fn drain(stream: &mut futures_util::stream::SplitStream<WebSocket>, wait: Duration) {
    let until_close = async {
        while let Some(Ok(message)) = stream.next().await {
            if let Message::Close(_) = message {
                break;
            }
        }
    };
    let _ = tokio::time::timeout(wait, until_close).await;
}

/// Drains the outbound queue into the socket, pings on a timer, and gives up on a socket that
/// accepts nothing for the idle timeout (a client that does not read).
async fn write_loop(
    mut sink: futures_util::stream::SplitSink<WebSocket, Message>,
    mut queue: outbox::Inbox,
    services: Arc<Services>,
    epoch: tokio::time::Instant,
) {
    let limits = &services.limits;
    let mut ping = tokio::time::interval(limits.ping_interval);
    ping.reset();
    loop {
        // The frame keeps its share of the byte budget until it is on the socket.
        let (message, _queued) = tokio::select! {
            // The next frame for this client; `None` once the session has finished.
            mut queued = queue.recv() => match queued.as_mut().map(|q| { q.taken(); &q.frame }) {
                Some(Frame::Text(text)) => (Message::Text(text.clone()), queued),
                Some(&Frame::Close(code, reason)) => {
                    let close = Message::Close(Some(CloseFrame { code, reason: reason.into() }));
                    let _ = tokio::time::timeout(limits.idle_timeout, sink.send(close)).await;
                    break;
                }
                None => break,
            },
            // Keep-alive: browsers answer pings by themselves, which counts as activity.
            _ = ping.tick() => (Message::Ping(ping_stamp(epoch)), None),
        };
        // Most frames go straight into the socket's buffer: only a send that has to wait for
        // the client to read is timed (a timer each frame was a measurable share of a move).
        let mut send = sink.send(message);
        let sent = match futures_util::poll!(&mut send) {
            std::task::Poll::Ready(sent) => Ok(sent),
            std::task::Poll::Pending => tokio::time::timeout(limits.idle_timeout, send).await,
        };
        match sent {
            Ok(Ok(())) => {}
            Ok(Err(_)) => break,
            Err(_) => {
                tracing::info!("client stopped reading; closing");
                break;
            }
        }
    }
    let _ = sink.close().await;
}

/// The reader side of a connection.
struct Session {
    /// The lobby's side of the connection: where it stands, and what its messages do.
    handler: Handler,
    /// The shared services.
    services: Arc<Services>,
    /// The rate limit.
    bucket: TokenBucket,
    /// Rate-limit refusals in a row.
    strikes: u32,
    /// When the writer's pings are stamped from.
    epoch: tokio::time::Instant,
    /// The network delay one way, half the round trip of the last ping.
    lag: Duration,
}

impl Session {
    async fn read_loop(
        &mut self,
        stream: &mut futures_util::stream::SplitStream<WebSocket>,
        outbox: &Outbox,
    ) -> Flow {
        let shutdown = self.services.shutdown.clone();
        let limits = &self.services.limits;
        let (idle, lobby_idle) = (limits.idle_timeout, limits.lobby_idle);
        let opened = tokio::time::Instant::now();
        let hello_by = opened + limits.hello_timeout;
        // When the client last sent anything at all, and when it last asked for something.
        let (mut heard, mut asked) = (opened, opened);
        // One shutdown wait and one timer for the connection's life, rather than one of each a
        // frame: the timer is moved on (most often later, which costs no lock) as frames come.
        let shut = shutdown.cancelled();
        tokio::pin!(shut);
        // The writer stopped: a close the server sent (the host removed the player, their
        // token was revoked) ends the connection here too, not when the client answers it.
        let written_off = outbox.closed();
        tokio::pin!(written_off);
        let timer = tokio::time::sleep_until(hello_by);
        tokio::pin!(timer);
        // The next try to go back to a room that was moving between nodes, while one waits.
        let rejoin = tokio::time::sleep_until(hello_by);
        tokio::pin!(rejoin);
        loop {
            // Whichever deadline comes first: hello, silence, or a lobby visit that asks nothing.
            let (deadline, expired) = if self.handler.awaits_hello() && hello_by < heard + idle {
                (hello_by, Flow::Close(CLOSE_POLICY, "no hello"))
            } else if self.handler.idles_in_lobby() && asked + lobby_idle < heard + idle {
                // A bot waits in the lobby for invitations: only silence closes it.
                (
                    asked + lobby_idle,
                    Flow::Close(CLOSE_GOING_AWAY, "idle in the lobby"),
                )
            } else {
                (heard + idle, Flow::Close(CLOSE_GOING_AWAY, "idle"))
            };
            if timer.deadline() != deadline {
                timer.as_mut().reset(deadline);
            }
            let rejoin_at = self.handler.rejoin_at();
            if let Some(at) = rejoin_at
                && rejoin.deadline() != at
            {
                rejoin.as_mut().reset(at);
            }
            let message = tokio::select! {
                // In this order: a frame that came counts even if its deadline has passed too.
                biased;
                // The server is shutting down: say goodbye.
                () = &mut shut => return Flow::Close(CLOSE_GOING_AWAY, "server shutting down"),
                () = &mut written_off => return Flow::Continue,
                // The next frame from the client.
                next = stream.next() => match next {
                    None => return Flow::Continue,
                    Some(Err(e)) => return Box::pin(self.on_read_error(e)).await,
                    Some(Ok(message)) => message,
                },
                // A deadline passed.
                () = &mut timer => return expired,
                () = &mut rejoin, if rejoin_at.is_some() => {
                    // Boxed, as the lobby's commands are (see `Handler::handle`).
                    Box::pin(self.handler.rejoin()).await;
                    continue;
                }
            };
            heard = tokio::time::Instant::now();
            if let Message::Close(_) = message {
                return Flow::Continue;
            }
            // Every frame counts against the rate limit, pings and pongs too.
            if self.bucket.take(heard.into_std()) {
                self.strikes = 0;
            } else {
                match Box::pin(self.over_rate()).await {
                    Flow::Continue => continue,
                    close => return close,
                }
            }
            let flow = match message {
                Message::Text(text) => {
                    asked = heard;
                    // Boxed while it runs, as every handler here: the connection's task holds
                    // this loop's future at its largest for its whole life (docs/scaling.md).
                    Box::pin(self.on_text(text.as_str())).await
                }
                Message::Binary(_) => {
                    let refused =
                        refusal::notice(ErrorCode::BadRequest, "server-frame-not-text", &[]);
                    Box::pin(self.handler.reply(&refused)).await;
                    Flow::Continue
                }
                Message::Pong(stamp) => {
                    self.lag_from_pong(&stamp);
                    Flow::Continue
                }
                Message::Ping(_) | Message::Close(_) => Flow::Continue,
            };
            if let Flow::Close(..) = flow {
                return flow;
            }
        }
    }

    /// A frame the WebSocket layer refused: one far over the size limit is answered like any
    /// oversized frame (it was never buffered: its header announced the size); anything else
    /// means the connection is gone.
    async fn on_read_error(&self, error: axum::Error) -> Flow {
        let inner = error.into_inner();
        if let Some(tungstenite::Error::Capacity(_)) = inner.downcast_ref::<tungstenite::Error>() {
            return self.too_large().await;
        }
        tracing::debug!(error = %inner, "read failed");
        Flow::Continue
    }

    /// Refuses an oversized frame: `too_large`, then close 1009.
    async fn too_large(&self) -> Flow {
        self.handler
            .reply(&refusal::notice(
                ErrorCode::TooLarge,
                "server-frame-too-large",
                &[("most", words::num(MAX_FRAME_BYTES))],
            ))
            .await;
        Flow::Close(CLOSE_TOO_BIG, "frame too large")
    }

    /// A pong to one of our pings: the lag is half its round trip. A pong the client made up
    /// (not 8 bytes, or from the future) changes nothing.
    fn lag_from_pong(&mut self, stamp: &[u8]) {
        let Ok(bytes) = <[u8; 8]>::try_from(stamp) else {
            return;
        };
        let sent = Duration::from_millis(u64::from_be_bytes(bytes));
        if let Some(round_trip) = self.epoch.elapsed().checked_sub(sent) {
            self.lag = round_trip / 2;
        }
    }

    /// A frame that found no token: refused with `rate_limited` (`Continue`: it is not
    /// handled); after `rate_strikes` refusals in a row the connection is closed (1008), once
    /// the client has been told why.
    async fn over_rate(&mut self) -> Flow {
        self.strikes += 1;
        let closing = self.strikes >= self.services.limits.rate_strikes;
        let told = if closing {
            refusal::notice(ErrorCode::RateLimited, "server-too-fast-closed", &[])
        } else {
            refusal::notice(ErrorCode::RateLimited, "server-too-fast", &[])
        };
        self.handler.reply(&told).await;
        if closing {
            Flow::Close(CLOSE_POLICY, "rate limit exceeded")
        } else {
            Flow::Continue
        }
    }

    /// A text frame: checked for size, decoded, and handed to the connection's handler.
    async fn on_text(&mut self, text: &str) -> Flow {
        if text.len() > MAX_FRAME_BYTES {
            return self.too_large().await;
        }
        match decode(text) {
            Ok(msg) => self.handler.handle(msg, self.lag).await,
            Err(e) => {
                let told = Refusal::told(e.code(), words::decode_error(&e));
                self.handler.reply(&told.into_msg(e.type_ref())).await;
            }
        }
        Flow::Continue
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_connection_task_stays_small() {
        // Every connection's task holds this future for its whole life, at its largest: with
        // the lobby's commands in it, it was 9 KB, 160 MB over 18,000 connections; with a text
        // frame's handling in it, and the socket kept beside its two halves, 4 KB.
        let size = crate::future_size::of3(super::run);
        assert!(size <= 2 * 1024, "a connection's future is {size} bytes");
    }
}
