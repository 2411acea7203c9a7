//! Finding servers on the LAN without typing an address: mDNS / DNS-SD.
//!
//! A server announces itself as an instance of [`SERVICE_TYPE`] with its port and a TXT record
//! (`version`, `path=/ws`); the desktop app and `boardroom-server find` browse for them. Both
//! sides use the `mdns-sd` daemon, which runs on a thread of its own, so nothing here blocks an
//! async reactor except the short waits in `Drop`.
//!
//! Starting either side joins the mDNS multicast group on every interface, so tests run it only
//! inside a network namespace of their own (see `server/tests/process/discovery.rs`); the binary's
//! `--discovery off` and the app's `--no-discovery` keep it off everywhere else.

use std::collections::BTreeMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use mdns_sd::{ServiceDaemon, ServiceEvent, ServiceInfo};

/// The DNS-SD service type Boardroom servers announce.
pub const SERVICE_TYPE: &str = "_boardroom._tcp.local.";

/// How long `Drop` waits for the goodbye packets and the daemon's exit.
const FAREWELL: Duration = Duration::from_secs(1);

/// Why discovery could not start.
#[derive(Debug, thiserror::Error)]
#[error("discovery: {0}")]
pub struct DiscoveryError(#[from] mdns_sd::Error);

/// A server announced on the LAN until this is dropped (which sends the goodbye, so browsers
/// forget it at once rather than when its record expires).
pub struct Announcement {
    /// The daemon answering queries for the instance.
    daemon: ServiceDaemon,
    /// The instance's full DNS-SD name, to withdraw it.
    fullname: String,
}

/// Announces a server listening on `port` under the instance name `instance` (what browsers
/// show, e.g. "Boardroom on alice-laptop"). Addresses follow the machine's interfaces.
///
/// # Errors
/// [`DiscoveryError`] when the daemon cannot start or the name is not valid DNS-SD.
pub fn announce(port: u16, instance: &str) -> Result<Announcement, DiscoveryError> {
    let daemon = ServiceDaemon::new()?;
    let host = format!("{}.local.", host_label(instance));
    let properties = [("version", env!("CARGO_PKG_VERSION")), ("path", "/ws")];
    let info = ServiceInfo::new(SERVICE_TYPE, instance, &host, "", port, &properties[..])?
        .enable_addr_auto();
    let fullname = info.get_fullname().to_owned();
    daemon.register(info)?;
    Ok(Announcement { daemon, fullname })
}

impl std::fmt::Debug for Announcement {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Announcement")
            .field("fullname", &self.fullname)
            .finish_non_exhaustive()
    }
}

impl Announcement {
    /// The instance's full DNS-SD name (`<instance>._boardroom._tcp.local.`).
    #[must_use]
    pub fn fullname(&self) -> &str {
        &self.fullname
    }
}

impl Drop for Announcement {
    fn drop(&mut self) {
        if let Ok(done) = self.daemon.unregister(&self.fullname) {
            let _ = done.recv_timeout(FAREWELL);
        }
        stop(&self.daemon);
    }
}

/// A server found on the LAN.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FoundServer {
    /// Its instance name, as announced.
    pub name: String,
    /// Where to reach it: an IPv4 address when it has one.
    pub addr: SocketAddr,
    /// The server's version, from its TXT record.
    pub version: Option<String>,
}

impl FoundServer {
    /// The WebSocket URL of the server's protocol endpoint.
    #[must_use]
    pub fn ws_url(&self) -> String {
        format!("ws://{}/ws", self.addr)
    }

    /// The web page players open.
    #[must_use]
    pub fn http_url(&self) -> String {
        format!("http://{}/", self.addr)
    }
}

/// Browses for servers on a background thread until dropped; [`Browser::servers`] is the
/// current list.
pub struct Browser {
    /// The daemon sending queries and hearing answers.
    daemon: ServiceDaemon,
    /// Found servers by full DNS-SD name, kept by the browsing thread.
    found: Arc<Mutex<BTreeMap<String, FoundServer>>>,
}

impl Browser {
    /// Starts browsing.
    ///
    /// # Errors
    /// [`DiscoveryError`] when the daemon cannot start.
    pub fn start() -> Result<Browser, DiscoveryError> {
        let daemon = ServiceDaemon::new()?;
        let events = daemon.browse(SERVICE_TYPE)?;
        let found = Arc::new(Mutex::new(BTreeMap::new()));
        let kept = found.clone();
        std::thread::Builder::new()
            .name("boardroom-browse".into())
            .spawn(move || {
                // Ends when the daemon shuts down and drops the sender.
                while let Ok(event) = events.recv() {
                    let mut found = kept.lock().unwrap_or_else(PoisonError::into_inner);
                    match event {
                        ServiceEvent::ServiceResolved(service) => {
                            let Some(ip) = preferred_address(
                                service.addresses.iter().map(mdns_sd::ScopedIp::to_ip_addr),
                            ) else {
                                continue;
                            };
                            let name = instance_name(&service.fullname);
                            let server = FoundServer {
                                name,
                                addr: SocketAddr::new(ip, service.port),
                                version: service
                                    .txt_properties
                                    .get_property_val_str("version")
                                    .map(str::to_owned),
                            };
                            found.insert(service.fullname.clone(), server);
                        }
                        ServiceEvent::ServiceRemoved(_, fullname) => {
                            found.remove(&fullname);
                        }
                        _ => {}
                    }
                }
            })
            .map_err(|e| DiscoveryError(mdns_sd::Error::Msg(e.to_string())))?;
        Ok(Browser { daemon, found })
    }

    /// The servers found so far and still announced, by name.
    #[must_use]
    pub fn servers(&self) -> Vec<FoundServer> {
        let found = self.found.lock().unwrap_or_else(PoisonError::into_inner);
        let mut servers: Vec<FoundServer> = found.values().cloned().collect();
        servers.sort_by(|a, b| a.name.cmp(&b.name).then(a.addr.cmp(&b.addr)));
        servers
    }
}

impl std::fmt::Debug for Browser {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Browser")
            .field("found", &self.servers().len())
            .finish_non_exhaustive()
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = self.daemon.stop_browse(SERVICE_TYPE);
        stop(&self.daemon);
    }
}

/// The instance name a server announces by default: `Boardroom on <host name>`.
#[must_use]
pub fn default_instance_name() -> String {
    let host = std::env::var("HOSTNAME")
        .ok()
        .or_else(|| std::fs::read_to_string("/etc/hostname").ok())
        .map(|h| h.trim().to_owned())
        .filter(|h| !h.is_empty());
    match host {
        Some(host) => format!("Boardroom on {host}"),
        None => "Boardroom".to_owned(),
    }
}

/// Shuts the daemon down and waits a little for its thread to leave the multicast group.
fn stop(daemon: &ServiceDaemon) {
    if let Ok(done) = daemon.shutdown() {
        let _ = done.recv_timeout(FAREWELL);
    }
}

/// An IPv4 address when there is one (the simplest for every client), else any, lowest first so
/// the choice is stable.
fn preferred_address(addresses: impl Iterator<Item = IpAddr>) -> Option<IpAddr> {
    addresses.min_by_key(|ip| (!ip.is_ipv4(), *ip))
}

/// The instance part of a full DNS-SD name, unescaped: `Boardroom on x._boardroom._tcp.local.`
/// gives `Boardroom on x`.
fn instance_name(fullname: &str) -> String {
    let instance = fullname.strip_suffix(SERVICE_TYPE).unwrap_or(fullname);
    let instance = instance.strip_suffix('.').unwrap_or(instance);
    instance.replace("\\.", ".").replace("\\\\", "\\")
}

/// A DNS host label made from `name`: letters, digits and hyphens only.
fn host_label(name: &str) -> String {
    let label: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect();
    let label = label.trim_matches('-');
    if label.is_empty() {
        "boardroom".to_owned()
    } else {
        label.chars().take(63).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        assert_eq!(
            instance_name("Boardroom on x._boardroom._tcp.local."),
            "Boardroom on x"
        );
        assert_eq!(instance_name("a\\.b._boardroom._tcp.local."), "a.b");
        assert_eq!(
            host_label("Boardroom on Alice's PC"),
            "boardroom-on-alice-s-pc"
        );
        assert_eq!(host_label("***"), "boardroom");
    }

    #[test]
    fn prefers_ipv4() {
        let v6: IpAddr = "fe80::1".parse().expect("address");
        let v4: IpAddr = "192.168.1.9".parse().expect("address");
        assert_eq!(preferred_address([v6, v4].into_iter()), Some(v4));
        assert_eq!(preferred_address([v6].into_iter()), Some(v6));
        assert_eq!(preferred_address(std::iter::empty()), None);
    }
}
