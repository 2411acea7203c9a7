//! The addresses a friend on the LAN can reach this machine at.

use std::net::{IpAddr, SocketAddr};

/// The links to print at start-up: one per LAN address of the machine when the server listens
/// on every interface, or the one address it is bound to.
#[must_use]
pub fn invite_links(bound: SocketAddr) -> Vec<String> {
    let port = bound.port();
    let mut addresses: Vec<IpAddr> = if bound.ip().is_unspecified() {
        if_addrs::get_if_addrs()
            .map(|interfaces| {
                interfaces
                    .into_iter()
                    .filter(|i| !i.is_loopback())
                    .map(|i| i.ip())
                    .filter(|ip| bound.is_ipv6() || ip.is_ipv4())
                    .filter(|ip| !matches!(ip, IpAddr::V6(v6) if v6.is_unicast_link_local()))
                    .collect()
            })
            .unwrap_or_default()
    } else {
        vec![bound.ip()]
    };
    if addresses.is_empty() {
        addresses.push(IpAddr::from([127, 0, 0, 1]));
    }
    addresses.sort();
    addresses.dedup();
    addresses
        .into_iter()
        .map(|ip| match ip {
            IpAddr::V4(v4) => format!("http://{v4}:{port}/"),
            IpAddr::V6(v6) => format!("http://[{v6}]:{port}/"),
        })
        .collect()
}
