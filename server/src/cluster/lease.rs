//! A node's lease as the node itself sees it: pure arithmetic on the instants it is handed.
//!
//! The lease's true end is a time on PostgreSQL's clock (`cluster_nodes.lease_until`), set to
//! the database's now plus the TTL by each renewal. The node cannot read that clock, so it
//! counts from when it *sent* the renewal that succeeded: the database's now was later than
//! that, so the true end is later than `sent + ttl`. The node renews every third of the TTL,
//! and steps down (stops its rooms) once half the TTL has passed since the last renewal it saw
//! succeed, well before anyone else may take its rooms over. That margin covers clocks that
//! tick at slightly different rates; a node that is paused misses its own deadline, which is
//! why every write is fenced as well (`store/fence.rs`).

use std::time::{Duration, Instant};

/// The lease of this node, from the node's side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Lease {
    /// How long a renewal keeps the node alive on the database's clock.
    ttl: Duration,
    /// When the last renewal that succeeded was sent.
    confirmed: Instant,
}

impl Lease {
    /// A lease of `ttl` just taken (or renewed) by a request sent at `sent`.
    #[must_use]
    pub fn new(ttl: Duration, sent: Instant) -> Lease {
        Lease {
            ttl,
            confirmed: sent,
        }
    }

    /// A renewal sent at `sent` succeeded. An answer to an older request than the last one
    /// seen changes nothing.
    pub fn renewed(&mut self, sent: Instant) {
        self.confirmed = self.confirmed.max(sent);
    }

    /// When the next renewal is due: a third of the TTL after the last one succeeded, so that
    /// one lost or slow renewal still leaves time for another before stepping down.
    #[must_use]
    pub fn renew_at(&self) -> Instant {
        self.confirmed + self.ttl / 3
    }

    /// When the node must stop acting as an owner unless a renewal has succeeded by then:
    /// half the TTL after the last success.
    #[must_use]
    pub fn step_down_at(&self) -> Instant {
        self.confirmed + self.ttl / 2
    }

    /// Whether the node may still act as an owner at `now`.
    #[must_use]
    pub fn held(&self, now: Instant) -> bool {
        now < self.step_down_at()
    }

    /// The TTL.
    #[must_use]
    pub fn ttl(&self) -> Duration {
        self.ttl
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TTL: Duration = Duration::from_secs(6);

    #[test]
    fn renewals_come_every_third_and_stepping_down_at_half() {
        let start = Instant::now();
        let lease = Lease::new(TTL, start);
        assert_eq!(lease.renew_at(), start + Duration::from_secs(2));
        assert_eq!(lease.step_down_at(), start + Duration::from_secs(3));
        assert!(lease.held(start + Duration::from_millis(2999)));
        assert!(!lease.held(start + Duration::from_secs(3)));
    }

    #[test]
    fn a_renewal_counts_from_when_it_was_sent() {
        let start = Instant::now();
        let mut lease = Lease::new(TTL, start);
        // Sent at 2 s, answered late: the lease runs from 2 s, not from the answer.
        lease.renewed(start + Duration::from_secs(2));
        assert_eq!(lease.step_down_at(), start + Duration::from_secs(5));
        assert_eq!(lease.renew_at(), start + Duration::from_secs(4));
    }

    #[test]
    fn an_older_answer_does_not_shorten_the_lease() {
        let start = Instant::now();
        let mut lease = Lease::new(TTL, start);
        lease.renewed(start + Duration::from_secs(2));
        lease.renewed(start + Duration::from_secs(1));
        assert_eq!(lease.step_down_at(), start + Duration::from_secs(5));
    }

    #[test]
    fn a_lease_not_renewed_is_given_up_before_the_database_ends_it() {
        let start = Instant::now();
        let lease = Lease::new(TTL, start);
        // The database's end is at least `start + TTL`; the node stops acting well before.
        assert!(lease.step_down_at() + TTL / 2 <= start + TTL);
    }
}
