//! Who may come in, per address: open connections, new players, new rooms and room lists, each
//! bounded per client address, so that one client (or one machine) reaching a cap is answered
//! itself and nobody else is.
//!
//! The address is the socket's peer, or, for a connection from a configured reverse proxy, the
//! client the proxy names in `X-Forwarded-For` (the rightmost address the proxies did not add).
//! IPv6 addresses count by their /64 network, which one machine usually holds whole.

use std::collections::HashMap;
use std::net::{IpAddr, Ipv6Addr};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Instant;

use crate::limits::{Limits, TokenBucket};

/// A client address as the caps count it: IPv4 whole, IPv6 by its /64 network.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct AddressKey(IpAddr);

impl AddressKey {
    /// The key of an address.
    #[must_use]
    pub(crate) fn of(ip: IpAddr) -> AddressKey {
        match ip {
            IpAddr::V4(_) => AddressKey(ip),
            IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
                Some(v4) => AddressKey(IpAddr::V4(v4)),
                None => {
                    let bits = u128::from(v6) & !((1u128 << 64) - 1);
                    AddressKey(IpAddr::V6(Ipv6Addr::from(bits)))
                }
            },
        }
    }
}

impl std::fmt::Display for AddressKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

/// The client's address: `peer`, or when `peer` is one of the `trusted` proxies, the rightmost
/// address of `forwarded` (`X-Forwarded-For`) that is not itself a trusted proxy. A proxy that
/// names nobody, or names garbage, leaves its own address.
#[must_use]
pub(crate) fn client_ip(peer: IpAddr, forwarded: Option<&str>, trusted: &[IpAddr]) -> IpAddr {
    if !trusted.contains(&peer) {
        return peer;
    }
    let Some(forwarded) = forwarded else {
        return peer;
    };
    for part in forwarded.rsplit(',') {
        match part.trim().parse::<IpAddr>() {
            Ok(ip) if trusted.contains(&ip) => {}
            Ok(ip) => return ip,
            Err(_) => return peer,
        }
    }
    peer
}

/// What one address has and may still do.
#[derive(Debug)]
struct PerAddress {
    /// Connections open now.
    connections: usize,
    /// New players it may still sign up.
    players: TokenBucket,
    /// Rooms it may still create.
    rooms: TokenBucket,
    /// Room lists it may still fetch over HTTP.
    lists: TokenBucket,
    /// Game records it may still fetch over HTTP.
    records: TokenBucket,
}

/// The books of every address seen lately.
#[derive(Debug)]
pub(crate) struct Admission {
    /// The caps.
    limits: Limits,
    /// By address; an entry goes once its address has no connection and full buckets.
    books: Mutex<Books>,
}

/// The entries, and when to sweep them next.
#[derive(Debug, Default)]
struct Books {
    /// Each address's entry.
    by_address: HashMap<AddressKey, PerAddress>,
    /// Sweep when the map reaches this size (twice its size after the last sweep), so that
    /// sweeps cost O(1) per entry added.
    sweep_at: usize,
    /// When the last sweep was.
    swept: Option<Instant>,
}

/// Sweep at least this often (when a new address comes), whatever the size.
const SWEEP_EVERY: std::time::Duration = std::time::Duration::from_secs(60);

/// Something an address may do a limited number of times per minute.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Act {
    /// Sign up as a new player.
    NewPlayer,
    /// Create a room.
    NewRoom,
    /// Fetch `GET /rooms`.
    ListRooms,
    /// Fetch a game's record over HTTP (`GET /games/{id}.sgf`, `GET /g/{id}`).
    ReadRecord,
}

/// An open connection, counted against its address until dropped.
#[derive(Debug)]
pub(crate) struct Admitted {
    /// The books to give the connection back to.
    admission: Arc<Admission>,
    /// Whose connection it is.
    key: AddressKey,
}

impl Drop for Admitted {
    fn drop(&mut self) {
        let mut books = self.admission.lock();
        if let Some(entry) = books.by_address.get_mut(&self.key) {
            entry.connections = entry.connections.saturating_sub(1);
        }
    }
}

impl Admission {
    /// Empty books under these limits.
    #[must_use]
    pub(crate) fn new(limits: Limits) -> Arc<Admission> {
        Arc::new(Admission {
            limits,
            books: Mutex::new(Books::default()),
        })
    }

    fn lock(&self) -> MutexGuard<'_, Books> {
        // Only counters live here: after a panic elsewhere they are still worth using.
        self.books
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// The entry of `key`, made if new (and the books swept now and then).
    fn entry<'a>(&self, books: &'a mut Books, key: AddressKey, now: Instant) -> &'a mut PerAddress {
        let due = books
            .swept
            .is_none_or(|swept| now.saturating_duration_since(swept) >= SWEEP_EVERY);
        if (due || books.by_address.len() >= books.sweep_at) && !books.by_address.contains_key(&key)
        {
            books
                .by_address
                .retain(|_, entry| entry.connections > 0 || !entry.is_rested(now));
            books.sweep_at = (books.by_address.len() * 2).max(1024);
            books.swept = Some(now);
        }
        let limits = &self.limits;
        books.by_address.entry(key).or_insert_with(|| PerAddress {
            connections: 0,
            players: TokenBucket::per_minute(
                limits.new_players_burst,
                limits.new_players_per_minute,
                now,
            ),
            rooms: TokenBucket::per_minute(
                limits.new_rooms_burst,
                limits.new_rooms_per_minute,
                now,
            ),
            lists: TokenBucket::per_minute(
                limits.room_lists_burst,
                limits.room_lists_per_minute,
                now,
            ),
            records: TokenBucket::per_minute(
                limits.record_reads_burst,
                limits.record_reads_per_minute,
                now,
            ),
        })
    }

    /// Counts a new connection from `key`, or `None` when the address has as many open as it
    /// may.
    #[must_use]
    pub(crate) fn connect(self: &Arc<Self>, key: AddressKey, now: Instant) -> Option<Admitted> {
        let most = if self.trusted(key) {
            self.limits.connections_per_address * crate::limits::TRUSTED_CONNECTIONS
        } else {
            self.limits.connections_per_address
        };
        let mut books = self.lock();
        let entry = self.entry(&mut books, key, now);
        if entry.connections >= most {
            return None;
        }
        entry.connections += 1;
        Some(Admitted {
            admission: self.clone(),
            key,
        })
    }

    /// Whether `key` may `act` now (and counts it if so).
    #[must_use]
    pub(crate) fn allow(&self, key: AddressKey, act: Act, now: Instant) -> bool {
        // A trusted network's machines are a class's: its new players and rooms are not held.
        if matches!(act, Act::NewPlayer | Act::NewRoom) && self.trusted(key) {
            return true;
        }
        let mut books = self.lock();
        let entry = self.entry(&mut books, key, now);
        let bucket = match act {
            Act::NewPlayer => &mut entry.players,
            Act::NewRoom => &mut entry.rooms,
            Act::ListRooms => &mut entry.lists,
            Act::ReadRecord => &mut entry.records,
        };
        bucket.take(now)
    }

    /// Whether the address is in a network the host trusts.
    fn trusted(&self, key: AddressKey) -> bool {
        self.limits
            .trusted_networks
            .iter()
            .any(|network| network.contains(key.0))
    }

    /// Addresses on the books now.
    #[cfg(test)]
    #[must_use]
    pub(crate) fn tracked(&self) -> usize {
        self.lock().by_address.len()
    }
}

impl PerAddress {
    /// Whether forgetting this entry loses nothing: every bucket is full again.
    fn is_rested(&mut self, now: Instant) -> bool {
        self.players.is_full(now)
            && self.rooms.is_full(now)
            && self.lists.is_full(now)
            && self.records.is_full(now)
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
    }

    #[test]
    fn the_client_address_behind_a_trusted_proxy() {
        let proxy = ip("10.0.0.1");
        let trusted = [proxy, ip("10.0.0.2")];
        let cases: &[(&str, Option<&str>, &str)] = &[
            // Not from a proxy: the header is the client's own word, ignored.
            ("192.168.1.5", Some("1.2.3.4"), "192.168.1.5"),
            ("10.0.0.1", Some("1.2.3.4"), "1.2.3.4"),
            // The client may send its own header: the proxy appends, the rightmost counts.
            ("10.0.0.1", Some("6.6.6.6, 1.2.3.4"), "1.2.3.4"),
            // A chain of trusted proxies is skipped.
            ("10.0.0.1", Some("1.2.3.4, 10.0.0.2"), "1.2.3.4"),
            ("10.0.0.1", None, "10.0.0.1"),
            ("10.0.0.1", Some("nonsense"), "10.0.0.1"),
            ("10.0.0.1", Some("10.0.0.2"), "10.0.0.1"),
            ("10.0.0.1", Some(" 2001:db8::1 "), "2001:db8::1"),
        ];
        for (peer, header, want) in cases {
            assert_eq!(
                client_ip(ip(peer), *header, &trusted),
                ip(want),
                "{peer} {header:?}"
            );
        }
    }

    #[test]
    fn ipv6_counts_by_network_and_mapped_ipv4_as_ipv4() {
        assert_eq!(
            AddressKey::of(ip("2001:db8:1:2:aaaa::1")),
            AddressKey::of(ip("2001:db8:1:2:bbbb::9"))
        );
        assert_ne!(
            AddressKey::of(ip("2001:db8:1:2::1")),
            AddressKey::of(ip("2001:db8:1:3::1"))
        );
        assert_eq!(
            AddressKey::of(ip("::ffff:192.168.1.5")),
            AddressKey::of(ip("192.168.1.5"))
        );
    }

    fn limits() -> Limits {
        Limits {
            connections_per_address: 2,
            new_rooms_burst: 3,
            new_rooms_per_minute: 6,
            ..Limits::default()
        }
    }

    #[test]
    fn a_trusted_network_s_class_is_not_held_by_the_per_address_limits() {
        let admission = Admission::new(Limits {
            trusted_networks: vec!["10.9.0.0/16".parse().expect("a network")],
            ..limits()
        });
        let now = Instant::now();
        let (school, stranger) = (
            AddressKey::of(ip("10.9.0.1")),
            AddressKey::of(ip("10.8.0.1")),
        );
        assert!((0..30).all(|_| admission.allow(school, Act::NewPlayer, now)));
        assert!((0..30).all(|_| admission.allow(school, Act::NewRoom, now)));
        assert_eq!(
            (0..30)
                .filter(|_| admission.allow(stranger, Act::NewRoom, now))
                .count(),
            3,
            "others keep the limit"
        );
        let held: Vec<_> = (0..30)
            .filter_map(|_| admission.connect(school, now))
            .collect();
        assert_eq!(
            held.len(),
            2 * crate::limits::TRUSTED_CONNECTIONS,
            "bounded still"
        );
    }

    #[test]
    fn connections_per_address_are_capped_and_given_back() {
        let admission = Admission::new(limits());
        let now = Instant::now();
        let (a, b) = (
            AddressKey::of(ip("10.1.1.1")),
            AddressKey::of(ip("10.1.1.2")),
        );
        let first = admission.connect(a, now);
        let second = admission.connect(a, now);
        assert!(first.is_some() && second.is_some());
        assert!(admission.connect(a, now).is_none(), "a third from a");
        assert!(admission.connect(b, now).is_some(), "b is not a");
        drop(first);
        assert!(admission.connect(a, now).is_some(), "a's slot came back");
    }

    #[test]
    fn acts_refill_per_minute_per_address() {
        let admission = Admission::new(limits());
        let start = Instant::now();
        let (a, b) = (
            AddressKey::of(ip("10.1.1.1")),
            AddressKey::of(ip("10.1.1.2")),
        );
        assert_eq!(
            (0..5)
                .filter(|_| admission.allow(a, Act::NewRoom, start))
                .count(),
            3
        );
        assert!(admission.allow(b, Act::NewRoom, start), "b has its own");
        assert!(!admission.allow(a, Act::NewRoom, start + Duration::from_secs(9)));
        assert!(admission.allow(a, Act::NewRoom, start + Duration::from_secs(10)));
    }

    #[test]
    fn rested_addresses_are_forgotten() {
        let admission = Admission::new(limits());
        let start = Instant::now();
        for n in 0..1024u32 {
            let key = AddressKey::of(IpAddr::from(n.to_be_bytes()));
            assert!(admission.allow(key, Act::NewRoom, start));
        }
        let held = admission.connect(AddressKey::of(ip("10.9.9.9")), start);
        assert_eq!(admission.tracked(), 1025);
        // A minute later every bucket is full again: the next new address sweeps them away,
        // but the one with a connection open stays.
        let later = start + Duration::from_secs(60);
        let _ = admission.allow(AddressKey::of(ip("10.8.8.8")), Act::NewRoom, later);
        assert_eq!(admission.tracked(), 2);
        drop(held);
    }
}
