//! Players' tokens: the secret a client keeps to come back as the same player (and a registered
//! bot's key). Only a token's hash is kept, so a leaked database leaks no token.

use rand::RngExt;
use sha2::{Digest, Sha256};

/// SHA-256 of a token: what the store keeps.
#[must_use]
pub(crate) fn hash_token(token: &str) -> Vec<u8> {
    Sha256::digest(token.as_bytes()).to_vec()
}

/// A fresh secret token: 128 random bits as hex.
pub(crate) fn new_token() -> String {
    let bits: u128 = rand::rng().random();
    format!("{bits:032x}")
}
