//! The Boardroom match server: rooms, the whole protocol over WebSocket, durable games.
//!
//! # Layout
//! - [`run`]: opens the store, restores every room, serves until the shutdown future resolves;
//!   [`run_on`] the same on a store of the caller's choosing (PostgreSQL, say).
//! - `http`: the axum router: `/` and `/r/{code}` (web client), `/ws`, `/healthz`,
//!   `/info`, `/games/{id}.sgf`.
//! - `web`: the web client (`client/web`), embedded: the page and `/assets/{file}`.
//! - `context`: the services every part shares (store, AI pool, limits, metrics, shutdown),
//!   apart from the lobby's maps.
//! - `session`: one connection: reader loop (limits, decode, routing) and writer task.
//! - `lobby`: rooms by code, players by token, the room list; a std mutex, tiny sections.
//! - `room`: one task per room, the only place a match changes: a pure core (the rules of
//!   the room) inside a thin shell (store, fan-out, AI, timers).
//! - `outbox`: connection numbers and the frames queued for a socket.
//! - `refusal`: why a request was turned down.
//! - `text`: names and chat lines, checked.
//! - [`store`]: SQLite or PostgreSQL behind one handle, one writer doing group commit; durable
//!   before broadcast.
//! - `ai_pool`: AI searches on blocking threads behind a semaphore.
//! - `convert`: the only place wire types and engine types meet.
//! - `limits`: every limit, and the token bucket.
//! - `net`: the LAN addresses a friend can use.
//! - [`discovery`]: announcing the server over mDNS / DNS-SD, and finding others.
//! - `metrics`: counters and gauges, and `/metrics` in the Prometheus text format.
//! - [`cluster`]: cluster mode: the nodes' leases and each room's one owner, fenced in the
//!   store.
//! - [`backup`]: online backup of the database, and restore into an empty data folder.

mod admission;
mod ai_pool;
pub mod backup;
pub mod cluster;
mod context;
pub mod convert;
pub mod discovery;
mod fair_queue;
mod http;
pub mod limit_args;
pub mod limits;
mod lobby;
mod metrics;
pub mod net;
mod outbox;
mod refusal;
mod room;
mod serve;
mod session;
pub mod store;
mod text;
mod web;

use std::future::Future;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use tokio::net::TcpListener;
use tokio_util::sync::CancellationToken;
use tokio_util::task::TaskTracker;

pub use limit_args::LimitArgs;
pub use limits::Limits;
use store::{Location, Store, StoreError};

/// How the server runs.
#[derive(Debug, Clone)]
pub struct ServerConfig {
    /// The folder holding the SQLite database ([`run`] keeps the store there).
    pub data_dir: PathBuf,
    /// The limits in force.
    pub limits: Limits,
}

/// Why the server could not run.
#[derive(Debug, thiserror::Error)]
pub enum ServerError {
    /// The store could not be opened.
    #[error("store: {0}")]
    Store(#[from] StoreError),
    /// Serving failed.
    #[error("serving: {0}")]
    Io(#[from] std::io::Error),
}

/// How long shutdown waits for sessions and rooms to finish before giving up on them.
const SHUTDOWN_GRACE: Duration = Duration::from_secs(5);

/// Serves Boardroom on `listener` until `shutdown` resolves, then closes every connection
/// (1001) and returns. Everything announced to clients is already stored: in the SQLite file
/// of `config.data_dir`.
///
/// # Errors
/// [`ServerError`] when the store cannot be opened or the listener fails.
pub async fn run(
    listener: TcpListener,
    config: ServerConfig,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), ServerError> {
    let store = Location::Sqlite(config.data_dir.clone());
    run_on(listener, config, &store, shutdown).await
}

/// [`run`] with the store at `store` (`--store`).
///
/// # Errors
/// [`ServerError`] when the store cannot be opened or the listener fails.
pub async fn run_on(
    listener: TcpListener,
    config: ServerConfig,
    store: &Location,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), ServerError> {
    let metrics = Arc::new(metrics::Metrics::default());
    let (store_handle, snapshot) = Store::open_with_metrics(store, metrics.clone()).await?;
    let cancel = CancellationToken::new();
    let tracker = TaskTracker::new();
    tracing::info!(
        rooms = snapshot.rooms.len(),
        players = snapshot.players.len(),
        store = %store,
        "store opened"
    );
    let links = net::invite_links(listener.local_addr()?);
    let services = Arc::new(context::Services::new(
        store_handle,
        config.limits,
        cancel.clone(),
        tracker.clone(),
        links,
        metrics,
    ));
    let lobby = lobby::Lobby::restore(&services, snapshot);
    let app = http::router(context::Server {
        services: services.clone(),
        lobby,
    });
    let stop = cancel.clone();
    tokio::spawn(async move {
        tokio::select! {
            () = shutdown => stop.cancel(),
            () = stop.cancelled() => {},
        }
    });
    serve::serve(listener, app, services).await?;
    cancel.cancel();
    tracker.close();
    if tokio::time::timeout(SHUTDOWN_GRACE, tracker.wait())
        .await
        .is_err()
    {
        tracing::warn!("some sessions did not finish in time");
    }
    tracing::info!("server stopped");
    Ok(())
}

/// Resolves on ctrl-c or SIGTERM: the one shutdown trigger of the binary.
pub async fn shutdown_signal() {
    let ctrl_c = async {
        if tokio::signal::ctrl_c().await.is_err() {
            std::future::pending::<()>().await;
        }
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {},
        () = terminate => {},
    }
    tracing::info!("shutdown signal received");
}
