//! A network of addresses written as `ADDRESS/PREFIX` (`10.0.0.0/8`, `fd00::/8`): a school's or
//! a club's range that the host trusts (`--trusted-network`), whose addresses the per-address
//! limits on new players and rooms do not hold back.

use std::net::IpAddr;
use std::str::FromStr;

/// A network: its address and how many leading bits name it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Network {
    address: IpAddr,
    prefix: u8,
}

impl Network {
    /// Whether `ip` is in the network (an IPv4 address mapped into IPv6 counts as IPv4).
    #[must_use]
    pub fn contains(&self, ip: IpAddr) -> bool {
        let ip = match ip {
            IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(ip, IpAddr::V4),
            v4 @ IpAddr::V4(_) => v4,
        };
        match (self.address, ip) {
            (IpAddr::V4(net), IpAddr::V4(ip)) => {
                let mask = u32::MAX
                    .checked_shl(32 - u32::from(self.prefix))
                    .unwrap_or(0);
                u32::from(net) & mask == u32::from(ip) & mask
            }
            (IpAddr::V6(net), IpAddr::V6(ip)) => {
                let mask = u128::MAX
                    .checked_shl(128 - u32::from(self.prefix))
                    .unwrap_or(0);
                u128::from(net) & mask == u128::from(ip) & mask
            }
            _ => false,
        }
    }
}

impl FromStr for Network {
    type Err = String;

    fn from_str(text: &str) -> Result<Network, String> {
        let bad = || format!("{text:?} is no network: write it as 10.0.0.0/8 or fd00::/8");
        let (address, prefix) = text.split_once('/').ok_or_else(bad)?;
        let address: IpAddr = address.trim().parse().map_err(|_| bad())?;
        let prefix: u8 = prefix.trim().parse().map_err(|_| bad())?;
        let most = if address.is_ipv4() { 32 } else { 128 };
        if prefix > most {
            return Err(bad());
        }
        Ok(Network { address, prefix })
    }
}

impl std::fmt::Display for Network {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}/{}", self.address, self.prefix)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_network_holds_its_addresses_and_no_others() {
        let check = |network: &str, ip: &str, inside: bool| {
            let network: Network = network.parse().expect("a network");
            let ip: IpAddr = ip.parse().expect("an address");
            assert_eq!(network.contains(ip), inside, "{network} {ip}");
        };
        check("10.0.0.0/8", "10.20.30.40", true);
        check("10.0.0.0/8", "11.0.0.1", false);
        check("192.168.1.0/24", "::ffff:192.168.1.9", true);
        check("192.168.1.0/24", "192.168.2.1", false);
        check("0.0.0.0/0", "8.8.8.8", true);
        check("192.168.1.7/32", "192.168.1.7", true);
        check("fd00::/8", "fd12::1", true);
        check("fd00::/8", "fe80::1", false);
        check("fd00::/8", "10.0.0.1", false);
        for bad in ["10.0.0.0", "10.0.0.0/33", "fd00::/129", "school/8"] {
            assert!(bad.parse::<Network>().is_err(), "{bad}");
        }
    }
}
