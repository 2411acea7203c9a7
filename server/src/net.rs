//! The addresses a friend on the LAN can reach this machine at.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};

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

/// The link to draw as a QR code when there are several: the first on a home or office network
/// (a private IPv4 address), passing over the bridges of virtual machines and containers that
/// only this machine reaches (libvirt's `192.168.122.0/24`, Docker's `172.17.0.0/16`).
#[must_use]
pub fn scan_link(links: &[String]) -> Option<&str> {
    /// Lower is likelier to be the network a friend's phone is on.
    fn rank(link: &str) -> u8 {
        let ip = link
            .strip_prefix("http://")
            .and_then(|rest| rest.rsplit_once(':'))
            .and_then(|(host, _)| host.parse::<Ipv4Addr>().ok());
        let Some(ip) = ip else {
            return 4;
        };
        match ip.octets() {
            [192, 168, 122, _] | [172, 17, _, _] => 5,
            [192, 168, _, _] => 0,
            [10, _, _, _] => 1,
            [172, 16..=31, _, _] => 2,
            _ => 3,
        }
    }
    links
        .iter()
        .min_by_key(|link| rank(link))
        .map(String::as_str)
}

/// Whether `link` is one of this server's invite links: one of `own` (the links it prints,
/// each ending in `/`) or the address the asker reached it at (`host`, from its `Host`
/// header, over HTTP or HTTPS: a proxy's name), followed by nothing or by `r/CODE`, a room
/// code (up to 12 letters and digits). What the server draws as a QR code must be one, so that
/// it draws nobody else's links.
#[must_use]
pub fn is_invite_link(link: &str, own: &[String], host: Option<&str>) -> bool {
    let reached = host
        .filter(|h| !h.is_empty() && !h.contains(['/', '?', '#', '@']))
        .map(|h| [format!("http://{h}/"), format!("https://{h}/")]);
    let bases = own.iter().chain(reached.iter().flatten());
    bases.into_iter().any(|base| {
        link.strip_prefix(base.as_str()).is_some_and(|rest| {
            rest.is_empty()
                || rest.strip_prefix("r/").is_some_and(|code| {
                    (1..=12).contains(&code.len())
                        && code.bytes().all(|b| b.is_ascii_alphanumeric())
                })
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn links(list: &[&str]) -> Vec<String> {
        list.iter().map(|l| (*l).to_owned()).collect()
    }

    #[test]
    fn the_link_to_scan_is_on_the_home_network() {
        let check = |list: &[&str], want: Option<&str>| {
            assert_eq!(scan_link(&links(list)), want, "{list:?}");
        };
        check(&[], None);
        check(&["http://127.0.0.1:7878/"], Some("http://127.0.0.1:7878/"));
        // Docker's bridge sorts first, and is passed over.
        check(
            &["http://172.17.0.1:7878/", "http://192.168.1.20:7878/"],
            Some("http://192.168.1.20:7878/"),
        );
        check(
            &["http://192.168.122.1:7878/", "http://10.0.0.5:7878/"],
            Some("http://10.0.0.5:7878/"),
        );
        check(
            &["http://[fd00::5]:7878/", "http://100.64.0.3:7878/"],
            Some("http://100.64.0.3:7878/"),
        );
        check(&["http://[fd00::5]:7878/"], Some("http://[fd00::5]:7878/"));
    }

    #[test]
    fn only_this_servers_links_are_invite_links() {
        let own = links(&["http://192.168.1.20:7878/", "http://[fd00::5]:7878/"]);
        let check = |link: &str, host: Option<&str>, want: bool| {
            assert_eq!(
                is_invite_link(link, &own, host),
                want,
                "{link} via {host:?}"
            );
        };
        check("http://192.168.1.20:7878/", None, true);
        check("http://192.168.1.20:7878/r/K7Q2", None, true);
        check("http://[fd00::5]:7878/r/ABCDEFGHJKLM", None, true);
        // Behind a proxy: the name the page was opened at.
        check(
            "https://boardroom.example.org/r/K7Q2",
            Some("boardroom.example.org"),
            true,
        );
        check("http://localhost:7878/", Some("localhost:7878"), true);
        // Anything else is somebody else's link.
        check(
            "https://evil.example/",
            Some("boardroom.example.org"),
            false,
        );
        check("http://192.168.1.20:7878/r/", None, false);
        check("http://192.168.1.20:7878/r/ABCDEFGHJKLMN", None, false);
        check("http://192.168.1.20:7878/r/K7Q2?next=evil", None, false);
        check("http://192.168.1.20:7878/assets/app.js", None, false);
        check("http://192.168.1.20:78789/", None, false);
        check("http://192.168.1.21:7878/", None, false);
        check(
            "https://user@evil.example/",
            Some("user@evil.example"),
            false,
        );
        check("https://evil.example/x/", Some("evil.example/x"), false);
    }
}
