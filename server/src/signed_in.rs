//! Who is connected as whom: each player's connections, with the token each signed in with, so
//! that when a player's other tokens stop working (a new password, signing out elsewhere) the
//! connections that used them are closed too, not left signed in until they drop.

use std::collections::HashMap;
use std::sync::Mutex;

use crate::admission::AddressKey;
use crate::outbox::{ConnId, Frame, Outbox, WeakOutbox};
use crate::store::PlayerId;

/// The close code of a connection whose token stopped working (policy).
const CLOSE_SIGNED_OUT: u16 = 1008;

/// One connection of a player's.
#[derive(Debug)]
struct Session {
    conn: ConnId,
    token_hash: Vec<u8>,
    address: AddressKey,
    outbox: WeakOutbox,
}

/// Every player's connections.
#[derive(Debug, Default)]
pub(crate) struct SignedIn {
    players: Mutex<HashMap<PlayerId, Vec<Session>>>,
}

impl SignedIn {
    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<PlayerId, Vec<Session>>> {
        self.players
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// `conn`, from `address`, is signed in as `player` with the token of `token_hash`.
    pub(crate) fn add(
        &self,
        player: PlayerId,
        conn: ConnId,
        token_hash: Vec<u8>,
        address: AddressKey,
        outbox: &Outbox,
    ) {
        let mut players = self.lock();
        let sessions = players.entry(player).or_default();
        // A player mostly has one session: a first push would make room for four.
        sessions.reserve_exact(1);
        sessions.push(Session {
            conn,
            token_hash,
            address,
            outbox: outbox.downgrade(),
        });
    }

    /// The players signed in from `address` now.
    pub(crate) fn players_at(&self, address: AddressKey) -> Vec<PlayerId> {
        self.lock()
            .iter()
            .filter(|(_, sessions)| sessions.iter().any(|s| s.address == address))
            .map(|(player, _)| *player)
            .collect()
    }

    /// Closes every connection from `address` (it was banned); answers how many.
    pub(crate) fn close_address(&self, address: AddressKey, reason: &'static str) -> u32 {
        let mut closed = 0;
        for sessions in self.lock().values_mut() {
            sessions.retain(|session| {
                if session.address != address {
                    return true;
                }
                if let Some(outbox) = session.outbox.upgrade() {
                    let _ = outbox.try_send(Frame::Close(CLOSE_SIGNED_OUT, reason));
                    closed += 1;
                }
                false
            });
        }
        closed
    }

    /// `conn` is no longer signed in as `player`.
    pub(crate) fn remove(&self, player: PlayerId, conn: ConnId) {
        let mut players = self.lock();
        if let Some(sessions) = players.get_mut(&player) {
            sessions.retain(|s| s.conn != conn);
            if sessions.is_empty() {
                players.remove(&player);
            }
        }
    }

    /// Closes every connection of `player` (the host removed them); answers how many.
    pub(crate) fn close_all(&self, player: PlayerId, reason: &'static str) -> u32 {
        let sessions = self.lock().remove(&player).unwrap_or_default();
        let mut closed = 0;
        for session in sessions {
            if let Some(outbox) = session.outbox.upgrade() {
                let _ = outbox.try_send(Frame::Close(CLOSE_SIGNED_OUT, reason));
                closed += 1;
            }
        }
        closed
    }

    /// Puts `frame` on every connection's way out (a full one skips it); answers how many took
    /// it.
    pub(crate) fn send_all(&self, frame: &Frame) -> u32 {
        let mut sent = 0;
        for session in self.lock().values().flatten() {
            if let Some(outbox) = session.outbox.upgrade()
                && outbox.try_send(frame.clone()).is_ok()
            {
                sent += 1;
            }
        }
        sent
    }

    /// The players connected now, each with how many connections.
    pub(crate) fn online(&self) -> Vec<(PlayerId, usize)> {
        let mut online: Vec<(PlayerId, usize)> =
            self.lock().iter().map(|(id, s)| (*id, s.len())).collect();
        online.sort_unstable();
        online
    }

    /// Closes every connection of `player` that signed in with another token than `keep`;
    /// answers how many.
    pub(crate) fn close_others(&self, player: PlayerId, keep: &[u8]) -> u32 {
        let mut players = self.lock();
        let Some(sessions) = players.get_mut(&player) else {
            return 0;
        };
        let mut closed = 0;
        sessions.retain(|session| {
            if session.token_hash == keep {
                return true;
            }
            if let Some(outbox) = session.outbox.upgrade() {
                let _ = outbox.try_send(Frame::Close(CLOSE_SIGNED_OUT, "signed out elsewhere"));
                closed += 1;
            }
            false
        });
        closed
    }
}
