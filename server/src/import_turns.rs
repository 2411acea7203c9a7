//! Whose turn it is to keep a file: a player's files are kept one at a time (the same file sent
//! on several connections then gives each the same game), each waiting on a lock of the
//! player's, forgotten when nobody holds or waits for it. Shared by every part through
//! `Services`, below the commands that use it.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};

use tokio::sync::OwnedMutexGuard;

use crate::store::PlayerId;

/// The players keeping a file now, each with the lock their next file waits for.
#[derive(Debug, Default)]
pub(crate) struct Imports {
    /// A lock per player with a file being kept (or waiting to be); forgotten when none is.
    keeping: Mutex<HashMap<PlayerId, Arc<tokio::sync::Mutex<()>>>>,
}

impl Imports {
    fn keeping(&self) -> MutexGuard<'_, HashMap<PlayerId, Arc<tokio::sync::Mutex<()>>>> {
        self.keeping
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Waits for `player`'s turn to keep a file.
    pub(crate) async fn turn(&self, player: PlayerId) -> Turn<'_> {
        let lock = self.keeping().entry(player).or_default().clone();
        let guard = lock.lock_owned().await;
        Turn {
            imports: self,
            player,
            guard: Some(guard),
        }
    }
}

/// A player's turn to keep a file; the next waits until it is dropped.
pub(crate) struct Turn<'a> {
    /// Where the lock is kept.
    imports: &'a Imports,
    /// Whose turn.
    player: PlayerId,
    /// The lock held.
    guard: Option<OwnedMutexGuard<()>>,
}

impl Drop for Turn<'_> {
    fn drop(&mut self) {
        drop(self.guard.take());
        let mut keeping = self.imports.keeping();
        // Nobody else holds or waits for the lock (they would hold a clone): forget it.
        if keeping
            .get(&self.player)
            .is_some_and(|lock| Arc::strong_count(lock) == 1)
        {
            keeping.remove(&self.player);
        }
    }
}
