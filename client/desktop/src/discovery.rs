//! The seam between the app and LAN discovery (mDNS/DNS-SD, `_boardroom._tcp`).
//!
//! The app lists whatever a [`ServerSource`] returns, and keeps an [`Announcement`] alive while
//! it hosts. The real source is the server crate's `discovery` module (mDNS via `mdns-sd`),
//! started only when the app's config allows it: `--no-discovery` keeps every daemon off.
//! Tests pass their own source, so the Find view is tested without any multicast.

use std::net::SocketAddr;

/// A server found on the LAN.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FoundServer {
    /// Its instance name, e.g. "Ada's Boardroom".
    pub name: String,
    /// Where it listens.
    pub addr: SocketAddr,
}

/// Something that knows which servers are on the LAN right now.
pub trait ServerSource: Send {
    /// The servers found so far.
    fn servers(&self) -> Vec<FoundServer>;
}

/// Keeps the hosted server announced until dropped.
pub trait Announcement: Send {}

impl ServerSource for boardroom_server::discovery::Browser {
    fn servers(&self) -> Vec<FoundServer> {
        boardroom_server::discovery::Browser::servers(self)
            .into_iter()
            .map(|s| FoundServer {
                name: s.name,
                addr: s.addr,
            })
            .collect()
    }
}

impl Announcement for boardroom_server::discovery::Announcement {}

/// Starts browsing the LAN (this joins the mDNS multicast group), or says why it cannot.
///
/// # Errors
/// Why the browser cannot start (the system's words; the app says them in a sentence).
pub fn start() -> Result<Box<dyn ServerSource>, String> {
    boardroom_server::discovery::Browser::start()
        .map(|browser| Box::new(browser) as Box<dyn ServerSource>)
        .map_err(|error| error.to_string())
}

/// Announces a hosted server on `port` as `instance` until the result is dropped, or says why
/// it cannot.
///
/// # Errors
/// A sentence for the log when the announcement cannot start.
pub fn announce(port: u16, instance: &str) -> Result<Box<dyn Announcement>, String> {
    boardroom_server::discovery::announce(port, instance)
        .map(|a| Box::new(a) as Box<dyn Announcement>)
        .map_err(|error| error.to_string())
}

/// A fixed list of servers: for tests, and for a source that is told about servers.
#[derive(Debug, Clone, Default)]
pub struct FixedSource(pub Vec<FoundServer>);

impl ServerSource for FixedSource {
    fn servers(&self) -> Vec<FoundServer> {
        self.0.clone()
    }
}
