//! The seam between the app and LAN discovery (mDNS/DNS-SD, `_boardroom._tcp`).
//!
//! The app lists whatever a [`ServerSource`] returns, and keeps an [`Announcement`] alive while
//! it hosts. The real source is the server crate's `discovery` module; until it is part of this
//! build, [`start`] reports discovery as unavailable and the app offers the typed address only.
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

/// Starts browsing the LAN, or says why it cannot.
///
/// # Errors
/// A sentence for the player when discovery is not available.
pub fn start() -> Result<Box<dyn ServerSource>, String> {
    Err("finding servers on the network is not built into this version".to_owned())
}

/// Announces a hosted server on `port` as `instance`, or says why it cannot.
///
/// # Errors
/// A sentence for the log when discovery is not available.
pub fn announce(port: u16, instance: &str) -> Result<Box<dyn Announcement>, String> {
    let _ = (port, instance);
    Err("announcing is not built into this version".to_owned())
}

/// A fixed list of servers: for tests, and for a source that is told about servers.
#[derive(Debug, Clone, Default)]
pub struct FixedSource(pub Vec<FoundServer>);

impl ServerSource for FixedSource {
    fn servers(&self) -> Vec<FoundServer> {
        self.0.clone()
    }
}
