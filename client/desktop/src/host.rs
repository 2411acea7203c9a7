//! The server the app hosts: `boardroom_server::run` on a thread of its own with its own tokio
//! runtime, serving while the app is open. Dropping the [`Host`] stops it (gracefully: every
//! move it announced is already stored).

use std::net::{SocketAddr, TcpListener};
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

use boardroom_server::{Limits, ServerConfig};
use tokio::sync::oneshot;

/// A running server inside the app.
#[derive(Debug)]
pub struct Host {
    /// Where it listens (the bound address: `0.0.0.0:port` serves every interface).
    pub addr: SocketAddr,
    /// The links a friend can open: one per LAN address of the machine.
    pub links: Vec<String>,
    /// Where its data is kept.
    pub data_dir: PathBuf,
    /// Why the server stopped, if it stopped on its own.
    failure: Arc<Mutex<Option<String>>>,
    /// Resolves the server's shutdown future.
    stop: Option<oneshot::Sender<()>>,
    /// The server's thread.
    thread: Option<JoinHandle<()>>,
}

impl Host {
    /// Binds `bind` (port 0 picks a free one) and starts serving with the data in `data_dir`,
    /// under `limits` (the app passes its config's: the defaults, or short deadlines in tests).
    ///
    /// # Errors
    /// When the port cannot be bound, or the data folder or the thread cannot be made.
    pub fn start(bind: SocketAddr, data_dir: PathBuf, limits: Limits) -> std::io::Result<Host> {
        std::fs::create_dir_all(&data_dir)?;
        let listener = TcpListener::bind(bind)?;
        listener.set_nonblocking(true)?;
        let addr = listener.local_addr()?;
        let links = boardroom_server::net::invite_links(addr);
        let (stop, stopped) = oneshot::channel::<()>();
        let failure = Arc::new(Mutex::new(None));
        let failed = failure.clone();
        let config = ServerConfig {
            data_dir: data_dir.clone(),
            limits,
        };
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .thread_name("boardroom-host")
            .enable_all()
            .build()?;
        let thread = std::thread::Builder::new()
            .name("boardroom-host".into())
            .spawn(move || {
                let outcome = runtime.block_on(async move {
                    let listener = tokio::net::TcpListener::from_std(listener)?;
                    boardroom_server::run(listener, config, async {
                        let _ = stopped.await;
                    })
                    .await
                    .map_err(std::io::Error::other)
                });
                if let Err(error) = outcome {
                    tracing::error!(%error, "the hosted server stopped");
                    if let Ok(mut slot) = failed.lock() {
                        *slot = Some(error.to_string());
                    }
                }
            })?;
        tracing::info!(%addr, data = %data_dir.display(), "hosting");
        Ok(Host {
            addr,
            links,
            data_dir,
            failure,
            stop: Some(stop),
            thread: Some(thread),
        })
    }

    /// The address the app itself connects to: loopback on the hosted port.
    #[must_use]
    pub fn local_server(&self) -> String {
        if self.addr.ip().is_unspecified() {
            format!("127.0.0.1:{}", self.addr.port())
        } else {
            self.addr.to_string()
        }
    }

    /// Why the server stopped, if it did.
    #[must_use]
    pub fn failure(&self) -> Option<String> {
        self.failure.lock().ok().and_then(|slot| slot.clone())
    }

    /// The LAN addresses (`host:port`) to read out, from the links.
    #[must_use]
    pub fn lan_addresses(&self) -> Vec<String> {
        self.links
            .iter()
            .map(|link| {
                link.trim_start_matches("http://")
                    .trim_end_matches('/')
                    .to_owned()
            })
            .collect()
    }
}

impl Drop for Host {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}
