//! The host's console at `/admin`: unlocked by the key the server prints at start (`key.rs`),
//! which a first visit turns into a session cookie; its rules in force (`moderation.rs`) and
//! its word to everyone (`notice.rs`); its pages and actions over HTTP (`http.rs`), each action
//! kept in the store's audit log.

mod class;
mod http;
mod key;
mod moderation;
mod notice;
mod page;

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use rand::RngExt;
use sha2::{Digest, Sha256};

pub(crate) use http::routes;
pub use key::{AdminKey, KEY_FILE};
pub(crate) use moderation::{KidMode, Moderation, Rule, chat_mode_msg, phrase_of};

/// How long a console session lasts.
const SESSION: Duration = Duration::from_secs(12 * 3600);
/// The most console sessions at once (the oldest goes first).
const MAX_SESSIONS: usize = 32;

/// The console's key and its sessions, and the rules in force.
#[derive(Debug)]
pub(crate) struct Admin {
    key: Option<AdminKey>,
    /// The data folder, where a backup made from the console goes (`backups/`), when the store
    /// is the SQLite file there.
    pub(crate) backups_of: Option<std::path::PathBuf>,
    /// Sessions by their cookie's hash, each with when it ends.
    sessions: Mutex<HashMap<Vec<u8>, Instant>>,
    /// The rules in force.
    pub(crate) moderation: Moderation,
    /// The host's word to everyone, while it stands.
    pub(crate) notice: notice::Notice,
}

impl Admin {
    /// The console of `key` (none: the console stays locked).
    pub(crate) fn new(key: Option<AdminKey>) -> Admin {
        Admin {
            key,
            backups_of: None,
            sessions: Mutex::new(HashMap::new()),
            moderation: Moderation::default(),
            notice: notice::Notice::default(),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<Vec<u8>, Instant>> {
        self.sessions
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// A new session's cookie, if `given` is the key.
    fn open(&self, given: &str) -> Option<String> {
        if !self.is_key(given) {
            return None;
        }
        let bits: u128 = rand::rng().random();
        let cookie = format!("{bits:032x}");
        let now = Instant::now();
        let mut sessions = self.lock();
        sessions.retain(|_, ends| *ends > now);
        if sessions.len() >= MAX_SESSIONS
            && let Some(oldest) = sessions
                .iter()
                .min_by_key(|(_, ends)| **ends)
                .map(|(k, _)| k.clone())
        {
            sessions.remove(&oldest);
        }
        sessions.insert(Sha256::digest(cookie.as_bytes()).to_vec(), now + SESSION);
        Some(cookie)
    }

    /// Whether `given` is the console's key.
    fn is_key(&self, given: &str) -> bool {
        self.key.as_ref().is_some_and(|key| key.matches(given))
    }

    /// Whether `cookie` is a live session's.
    fn holds(&self, cookie: &str) -> bool {
        let hash = Sha256::digest(cookie.as_bytes()).to_vec();
        self.lock()
            .get(&hash)
            .is_some_and(|ends| *ends > Instant::now())
    }
}
