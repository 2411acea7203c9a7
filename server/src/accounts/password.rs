//! Passwords: argon2id with the `argon2` crate's default parameters (19 MiB, two passes, one
//! lane: OWASP's first choice), kept as a PHC string (`$argon2id$v=19$...`, salt and
//! parameters inside). Hashing and checking run on blocking threads, at most [`AT_ONCE`] at a
//! time, so that a storm of sign-ins holds a bounded amount of memory and leaves the rooms and
//! the AI their cores. A check for an account that does not exist takes as long as one that
//! does (it is made against a hash of nothing), so the time of an answer does not tell which
//! names have accounts.

use std::sync::{Arc, OnceLock};

use argon2::Argon2;
use argon2::password_hash::{PasswordHasher, PasswordVerifier, phc::PasswordHash};
use boardroom_protocol::ErrorCode;
use rand::RngExt;
use tokio::sync::Semaphore;

use crate::refusal::Refusal;

/// Hashes made or checked at once.
const AT_ONCE: usize = 2;
/// The shortest password, in characters.
pub(crate) const MIN_CHARS: usize = 8;
/// The longest password, in characters.
pub(crate) const MAX_CHARS: usize = 128;

/// Hashing and checking, a few at a time.
#[derive(Debug)]
pub(crate) struct Passwords {
    gate: Arc<Semaphore>,
}

impl Default for Passwords {
    fn default() -> Passwords {
        Passwords {
            gate: Arc::new(Semaphore::new(AT_ONCE)),
        }
    }
}

/// Whether `password` may be one: [`MIN_CHARS`] to [`MAX_CHARS`] characters.
///
/// # Errors
/// `bad_request`, saying the rule.
pub(crate) fn check_new(password: &str) -> Result<(), Refusal> {
    let chars = password.chars().count();
    if (MIN_CHARS..=MAX_CHARS).contains(&chars) {
        Ok(())
    } else {
        Err(Refusal::says(
            ErrorCode::BadRequest,
            "server-password-length",
            &[
                ("least", crate::words::num(MIN_CHARS)),
                ("most", crate::words::num(MAX_CHARS)),
            ],
        ))
    }
}

impl Passwords {
    /// The PHC string of `password`, with a fresh salt.
    ///
    /// # Errors
    /// `server_busy` when the hash could not be made (the server is stopping).
    pub(crate) async fn hash(&self, password: String) -> Result<String, Refusal> {
        let _turn = self
            .gate
            .clone()
            .acquire_owned()
            .await
            .map_err(|_| busy())?;
        tokio::task::spawn_blocking(move || hash_now(&password))
            .await
            .map_err(|_| busy())?
            .ok_or_else(busy)
    }

    /// Whether `password` is the one of `stored` (an account's PHC string); with no account,
    /// `false`, after as long as a check takes.
    pub(crate) async fn verify(&self, password: String, stored: Option<String>) -> bool {
        let Ok(_turn) = self.gate.clone().acquire_owned().await else {
            return false;
        };
        tokio::task::spawn_blocking(move || {
            let against = stored.as_deref().unwrap_or_else(|| nobody());
            let Ok(parsed) = PasswordHash::new(against) else {
                return false;
            };
            let right = Argon2::default()
                .verify_password(password.as_bytes(), &parsed)
                .is_ok();
            right && stored.is_some()
        })
        .await
        .unwrap_or(false)
    }
}

/// A salt of the system's randomness is drawn by the crate.
fn hash_now(password: &str) -> Option<String> {
    Argon2::default()
        .hash_password(password.as_bytes())
        .ok()
        .map(|hash| hash.to_string())
}

/// The hash checked for a name without an account: of a random password, made once.
fn nobody() -> &'static str {
    static NOBODY: OnceLock<String> = OnceLock::new();
    NOBODY.get_or_init(|| {
        let password: u128 = rand::rng().random();
        hash_now(&format!("{password:x}")).unwrap_or_default()
    })
}

fn busy() -> Refusal {
    Refusal::says(ErrorCode::ServerBusy, "server-passwords-busy", &[])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_password_checks_against_its_hash_and_no_other() {
        let passwords = Passwords::default();
        let hash = passwords
            .hash("correct horse".to_owned())
            .await
            .expect("hashed");
        assert!(hash.starts_with("$argon2id$"), "{hash}");
        assert!(!hash.contains("correct horse"));
        let again = passwords
            .hash("correct horse".to_owned())
            .await
            .expect("hashed");
        assert_ne!(hash, again, "each hash has its own salt");
        assert!(
            passwords
                .verify("correct horse".to_owned(), Some(hash.clone()))
                .await
        );
        assert!(
            !passwords
                .verify("correct hors".to_owned(), Some(hash))
                .await
        );
        assert!(!passwords.verify("anything".to_owned(), None).await);
    }

    #[test]
    fn a_new_password_is_eight_to_128_characters() {
        assert!(check_new("1234567").is_err());
        assert!(check_new("12345678").is_ok());
        assert!(check_new(&"é".repeat(128)).is_ok());
        assert!(check_new(&"é".repeat(129)).is_err());
    }
}
