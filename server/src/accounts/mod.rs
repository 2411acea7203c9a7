//! Accounts: a player may give their name a password and sign in with it from any device
//! (`hello` with `password`); the token path goes on for everyone else. What is stored is in
//! the store (`accounts`, `player_tokens`); what the connection does is in
//! `commands/accounts.rs`. This module holds the two things that guard a password: its hash
//! (`password.rs`) and the count of attempts at it (`attempts.rs`).

mod attempts;
mod password;

use std::sync::Mutex;

use boardroom_protocol::ErrorCode;

use crate::admission::AddressKey;
use crate::refusal::Refusal;
pub(crate) use attempts::Held;
pub(crate) use password::{Passwords, check_new};

/// The server's accounts: passwords hashed and checked, and attempts counted.
#[derive(Debug, Default)]
pub(crate) struct Accounts {
    /// Hashing and checking.
    pub(crate) passwords: Passwords,
    /// Sign-in attempts by account and by address.
    attempts: Mutex<attempts::Attempts>,
}

impl Accounts {
    /// Counts an attempt at the account `key` (`text::account_key`) from `address`.
    ///
    /// # Errors
    /// `rate_limited`, with when to try again, once the account or the address has tried
    /// too often.
    pub(crate) fn attempt(&self, key: &str, address: AddressKey) -> Result<(), Refusal> {
        let held = self
            .attempts
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .attempt(key, address, std::time::Instant::now());
        match held {
            Ok(()) => Ok(()),
            Err(Held::Account(wait)) => Err(Refusal::later(
                ErrorCode::RateLimited,
                "server-account-tried-too-often",
                &[],
                wait,
            )),
            Err(Held::Address(wait)) => Err(Refusal::later(
                ErrorCode::RateLimited,
                "server-sign-ins-too-fast",
                &[],
                wait,
            )),
        }
    }
}
