//! The accept loop: every TCP connection is counted against its address before anything is
//! read from it, and served by hyper with a deadline on its request headers.
//!
//! `axum::serve` would do, but it sets no timer, so a connection that trickles its headers a
//! byte at a time, or sends nothing at all, would be held forever. Here hyper's
//! `header_read_timeout` drops it (it also runs while a kept-alive connection waits for its
//! next request), and the address's count is held by the socket itself, so it lasts as long as
//! the connection does, through a WebSocket upgrade.

use std::io;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::Duration;

use axum::Router;
use axum::extract::ConnectInfo;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::io::{AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tower::ServiceExt;

use crate::admission::{AddressKey, Admitted};
use crate::context::Services;

/// What an address that has too many connections open is told.
const TOO_MANY: &str = "too many connections from your address; close some and try again\n";

/// How long a refused connection is given to take its answer.
const REFUSAL_WAIT: Duration = Duration::from_secs(2);

/// Serves `app` on `listener` until the services' shutdown token is cancelled; connections
/// under way finish their request, upgraded sockets are the sessions' to close.
///
/// # Errors
/// Never, today: accept errors (out of file descriptors, say) are logged and waited out.
pub(crate) async fn serve(
    listener: TcpListener,
    app: Router,
    services: Arc<Services>,
) -> io::Result<()> {
    let stop = services.shutdown.clone();
    loop {
        let (tcp, peer) = tokio::select! {
            () = stop.cancelled() => return Ok(()),
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(e) => {
                    // Out of descriptors, most likely: the connections open now go on, and
                    // new ones wait until some close.
                    tracing::warn!(error = %e, "accept failed");
                    tokio::time::sleep(Duration::from_millis(100)).await;
                    continue;
                }
            },
        };
        let _ = tcp.set_nodelay(true);
        let limits = &services.limits;
        // A proxy's connections carry many clients: they are counted per client at the
        // WebSocket upgrade instead.
        let admitted = if limits.trusted_proxies.contains(&peer.ip()) {
            None
        } else {
            let now = tokio::time::Instant::now().into_std();
            match services.admission.connect(AddressKey::of(peer.ip()), now) {
                Some(admitted) => Some(admitted),
                None => {
                    services.metrics.refused_connection();
                    services.tracker.spawn(refuse(tcp));
                    continue;
                }
            }
        };
        services.tracker.spawn(connection(
            Counted {
                tcp,
                _admitted: admitted,
            },
            peer,
            app.clone(),
            services.clone(),
        ));
    }
}

/// Serves one connection's requests (one, or the upgrade to a WebSocket).
async fn connection(io: Counted, peer: SocketAddr, app: Router, services: Arc<Services>) {
    let service = hyper::service::service_fn(move |mut request: hyper::Request<Incoming>| {
        request.extensions_mut().insert(ConnectInfo(peer));
        app.clone().oneshot(request.map(axum::body::Body::new))
    });
    let mut builder = hyper::server::conn::http1::Builder::new();
    builder
        .timer(TokioTimer::new())
        .header_read_timeout(services.limits.header_timeout)
        .keep_alive(true);
    let conn = builder
        .serve_connection(TokioIo::new(io), service)
        .with_upgrades();
    let mut conn = std::pin::pin!(conn);
    tokio::select! {
        result = conn.as_mut() => {
            if let Err(e) = result {
                tracing::debug!(error = %e, "connection ended");
            }
        }
        () = services.shutdown.cancelled() => {
            conn.as_mut().graceful_shutdown();
            let _ = tokio::time::timeout(Duration::from_secs(1), conn).await;
        }
    }
}

/// Tells a connection over its address's cap why it is turned away, then lets it go: the
/// request it sent is read first, because closing a socket with unread input resets it and
/// throws the answer away.
async fn refuse(mut tcp: TcpStream) {
    let answer = async {
        let answer = format!(
            "HTTP/1.1 429 Too Many Requests\r\ncontent-type: text/plain\r\n\
             content-length: {}\r\nconnection: close\r\n\r\n{TOO_MANY}",
            TOO_MANY.len()
        );
        tcp.write_all(answer.as_bytes()).await?;
        tcp.shutdown().await?;
        let mut sink = [0u8; 1024];
        while tcp.read(&mut sink).await? > 0 {}
        io::Result::Ok(())
    };
    let _ = tokio::time::timeout(REFUSAL_WAIT, answer).await;
}

/// A TCP connection that holds its address's count until it is closed.
#[derive(Debug)]
struct Counted {
    /// The socket.
    tcp: TcpStream,
    /// The count, given back on drop; `None` for a trusted proxy's connection.
    _admitted: Option<Admitted>,
}

impl AsyncRead for Counted {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.tcp).poll_read(cx, buf)
    }
}

impl AsyncWrite for Counted {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.tcp).poll_write(cx, buf)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.tcp).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.tcp).poll_shutdown(cx)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.tcp).poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.tcp.is_write_vectored()
    }
}
