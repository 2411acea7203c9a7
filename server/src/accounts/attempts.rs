//! Sign-in attempts, counted per account and per address, so that guessing a password is slow
//! whoever guesses and from wherever: an account takes [`ACCOUNT_BURST`] attempts at once and
//! then one a minute, an address [`ADDRESS_BURST`] at once (a class signs in together from one
//! school address) and then [`ADDRESS_PER_MINUTE`] a minute. Every attempt counts, right or
//! wrong, so that the limit also bounds the work of checking passwords. Pure: the time is given.
//!
//! At those rates one account's password is tried at most 1,440 times a day: the ten thousand
//! most common passwords take a week. Bounded: at most [`MAX_KEPT`] accounts and as many
//! addresses are remembered; when that is reached, those whose buckets are full again are let
//! go, and while none is, attempts at new names wait (a flood of names cannot reset the counts).

use std::collections::HashMap;
use std::time::{Duration, Instant};

use crate::admission::AddressKey;
use crate::limits::TokenBucket;

/// Attempts an account takes at once.
pub(crate) const ACCOUNT_BURST: u32 = 5;
/// Then this many an account a minute.
pub(crate) const ACCOUNT_PER_MINUTE: u32 = 1;
/// Attempts an address takes at once.
pub(crate) const ADDRESS_BURST: u32 = 60;
/// Then this many an address a minute.
pub(crate) const ADDRESS_PER_MINUTE: u32 = 30;
/// The most accounts (and, apart, addresses) whose attempts are remembered.
const MAX_KEPT: usize = 10_000;

/// Why an attempt is not let through; each waits about this long for the next.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Held {
    /// The account has been tried too often.
    Account(Duration),
    /// The address has tried too often (or too many names are being tried at once).
    Address(Duration),
}

/// The attempts of every account and address.
#[derive(Debug, Default)]
pub(crate) struct Attempts {
    accounts: HashMap<String, TokenBucket>,
    addresses: HashMap<AddressKey, TokenBucket>,
}

impl Attempts {
    /// Counts an attempt at the account `key` from `address` at `now`, or says why not. The
    /// address is counted first: one that keeps trying locked accounts uses its own attempts.
    pub(crate) fn attempt(
        &mut self,
        key: &str,
        address: AddressKey,
        now: Instant,
    ) -> Result<(), Held> {
        let address_wait = wait(ADDRESS_PER_MINUTE);
        let Some(from) = bucket(
            &mut self.addresses,
            address,
            (ADDRESS_BURST, ADDRESS_PER_MINUTE),
            now,
        ) else {
            return Err(Held::Address(address_wait));
        };
        if !from.take(now) {
            return Err(Held::Address(address_wait));
        }
        let account_wait = wait(ACCOUNT_PER_MINUTE);
        let Some(account) = bucket(
            &mut self.accounts,
            key.to_owned(),
            (ACCOUNT_BURST, ACCOUNT_PER_MINUTE),
            now,
        ) else {
            return Err(Held::Address(account_wait));
        };
        if !account.take(now) {
            return Err(Held::Account(account_wait));
        }
        Ok(())
    }
}

/// How long one attempt takes to come back at `per_minute`.
fn wait(per_minute: u32) -> Duration {
    Duration::from_secs(60) / per_minute.max(1)
}

/// The bucket of `key`, made full if new; `None` when the map is full of buckets still in use.
fn bucket<K: std::hash::Hash + Eq>(
    map: &mut HashMap<K, TokenBucket>,
    key: K,
    (burst, per_minute): (u32, u32),
    now: Instant,
) -> Option<&mut TokenBucket> {
    if !map.contains_key(&key) && map.len() >= MAX_KEPT {
        map.retain(|_, b| !b.is_full(now));
        if map.len() >= MAX_KEPT {
            return None;
        }
    }
    Some(
        map.entry(key)
            .or_insert_with(|| TokenBucket::per_minute(burst, per_minute, now)),
    )
}

#[cfg(test)]
mod tests {
    use std::net::{IpAddr, Ipv4Addr};

    use super::*;

    fn address(n: u8) -> AddressKey {
        AddressKey::of(IpAddr::V4(Ipv4Addr::new(10, 0, 0, n)))
    }

    #[test]
    fn an_account_takes_five_tries_then_one_a_minute_from_any_address() {
        let start = Instant::now();
        let mut attempts = Attempts::default();
        for n in 0..5 {
            assert_eq!(attempts.attempt("ada", address(n), start), Ok(()));
        }
        let held = Held::Account(Duration::from_secs(60));
        assert_eq!(attempts.attempt("ada", address(9), start), Err(held));
        assert_eq!(
            attempts.attempt("bo", address(9), start),
            Ok(()),
            "another account is not held"
        );
        let later = start + Duration::from_secs(60);
        assert_eq!(attempts.attempt("ada", address(1), later), Ok(()));
        assert_eq!(attempts.attempt("ada", address(1), later), Err(held));
        // A day of guessing at one account: one a minute after the first five.
        let mut let_through = 0;
        for minute in 0..1440 {
            let at = later + Duration::from_secs(60 * (minute + 1));
            let_through += u32::from(attempts.attempt("ada", address(2), at).is_ok());
            let_through += u32::from(attempts.attempt("ada", address(3), at).is_ok());
        }
        assert_eq!(let_through, 1440);
    }

    #[test]
    fn a_class_of_thirty_signs_in_from_one_address_and_a_flood_does_not() {
        let start = Instant::now();
        let mut attempts = Attempts::default();
        let school = address(1);
        for pupil in 0..30 {
            assert_eq!(
                attempts.attempt(&format!("pupil{pupil}"), school, start),
                Ok(())
            );
        }
        let tried = (30..1000)
            .filter(|n| attempts.attempt(&format!("name{n}"), school, start).is_ok())
            .count();
        assert_eq!(tried, 30, "the rest of the address's burst, then nothing");
        assert!(matches!(
            attempts.attempt("name", school, start),
            Err(Held::Address(_))
        ));
    }

    #[test]
    fn the_counts_stay_bounded_and_a_flood_of_names_cannot_reset_them() {
        let start = Instant::now();
        let mut attempts = Attempts::default();
        for _ in 0..5 {
            assert_eq!(attempts.attempt("ada", address(0), start), Ok(()));
        }
        for n in 0..MAX_KEPT + 10 {
            let from = AddressKey::of(IpAddr::V4(Ipv4Addr::from(
                0x0b00_0000 + u32::try_from(n).unwrap_or_default(),
            )));
            let _ = attempts.attempt(&format!("name{n}"), from, start);
        }
        assert!(attempts.accounts.len() <= MAX_KEPT);
        assert!(attempts.addresses.len() <= MAX_KEPT);
        assert!(
            attempts.attempt("ada", address(0), start).is_err(),
            "ada is still held"
        );
    }
}
