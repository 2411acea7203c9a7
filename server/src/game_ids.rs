//! Game ids that cannot be walked. Inside, a game is its row id (1, 2, 3, ...); outside, in
//! every message, link and file name, it is that number and a tag, `42-k3jqz7w2m5xa`: the tag
//! is the first 60 bits of SHA-256 over the server's own secret key and the number, so knowing
//! one game's id says nothing of another's, and the server checks a tag without storing one
//! per game. The key lives in the store (table `game_id_key`, made on first start), so the
//! same game has the same id after a restart, on every node of a cluster, and after a move to
//! PostgreSQL.
//!
//! Links from before the tags (a bare number) keep working for the games that existed then
//! (`legacy_max`, the largest id when the key was made): those numbers were out already. Any
//! later game answers only to its tagged id.

use std::sync::Arc;

use boardroom_protocol::ErrorCode;
use sha2::{Digest, Sha256};

use crate::refusal::Refusal;
use crate::store::{GameId, GameIdKey};

/// Characters of a tag: 12 of base32's, 5 bits each.
const TAG_LEN: usize = 12;

/// RFC 4648's base32 alphabet, in lower case.
const ALPHABET: &[u8; 32] = b"abcdefghijklmnopqrstuvwxyz234567";

/// The server's game ids, public and private.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct GameIds {
    /// The secret the tags are made with.
    key: Arc<[u8]>,
    /// Games up to this id also answer to their bare number (links made before the tags).
    legacy_max: GameId,
}

impl GameIds {
    /// The ids of the store whose key is `key`.
    pub(crate) fn new(key: &GameIdKey) -> GameIds {
        GameIds {
            key: key.key.as_slice().into(),
            legacy_max: key.legacy_max,
        }
    }

    /// The id of game `id` as clients and links know it.
    pub(crate) fn public(&self, id: GameId) -> String {
        format!("{id}-{}", self.tag(id))
    }

    /// The game a public id names, if it names one (its tag is right, or it is an old bare
    /// number).
    pub(crate) fn parse(&self, text: &str) -> Option<GameId> {
        let (number, tag) = match text.split_once('-') {
            Some((number, tag)) => (number, Some(tag)),
            None => (text, None),
        };
        if number.is_empty() || !number.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let id: GameId = number.parse().ok().filter(|id| *id > 0)?;
        match tag {
            Some(tag) => same(tag.as_bytes(), self.tag(id).as_bytes()).then_some(id),
            None => (id <= self.legacy_max).then_some(id),
        }
    }

    /// A game id from the wire.
    ///
    /// # Errors
    /// `bad_request` naming the id when it names no game.
    pub(crate) fn parse_wire(&self, text: &str) -> Result<GameId, Refusal> {
        self.parse(text).ok_or_else(|| no_such_game(text))
    }

    /// Game `id`'s tag.
    fn tag(&self, id: GameId) -> String {
        let digest = Sha256::new()
            .chain_update(&self.key)
            .chain_update(b"boardroom game id")
            .chain_update(id.to_le_bytes())
            .finalize();
        let bits = digest
            .iter()
            .take(8)
            .fold(0u64, |bits, &byte| (bits << 8) | u64::from(byte));
        (0..TAG_LEN)
            .map(|k| {
                let index = (bits >> (64 - 5 * (k + 1))) & 31;
                char::from(ALPHABET[usize::try_from(index).unwrap_or(0)])
            })
            .collect()
    }
}

/// Whether `a` and `b` are equal, in a time that does not say where they differ.
fn same(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |diff, (x, y)| diff | (x ^ y)) == 0
}

/// The refusal of an id that names no game.
pub(crate) fn no_such_game(text: &str) -> Refusal {
    let shown: String = text.chars().take(24).collect();
    Refusal::says(
        ErrorCode::BadRequest,
        "server-no-such-game",
        &[("game", crate::words::text(shown))],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(key: &[u8], legacy_max: GameId) -> GameIds {
        GameIds::new(&GameIdKey {
            key: key.to_vec(),
            legacy_max,
        })
    }

    #[test]
    fn public_ids_answer_and_guesses_do_not() {
        let ids = ids(b"one server's key", 10);
        let public = ids.public(42);
        assert!(public.starts_with("42-"), "{public}");
        assert_eq!(public.len(), 3 + TAG_LEN);
        assert_eq!(ids.parse(&public), Some(42));
        // Another game's tag, a changed letter, a bare number past the old games, garbage.
        let other = ids.public(43);
        let swapped = format!("42-{}", &other[3..]);
        let mut changed = public.clone().into_bytes();
        changed[5] = if changed[5] == b'a' { b'b' } else { b'a' };
        let changed = String::from_utf8(changed).unwrap_or_default();
        for bad in [
            &swapped, &changed, "42", "0", "-1", "", "42-", "x-abc", "4 2",
        ] {
            assert_eq!(ids.parse(bad), None, "{bad:?}");
        }
        // The games from before the tags answer to their bare numbers too.
        assert_eq!(ids.parse("7"), Some(7));
        assert_eq!(ids.parse(&ids.public(7)), Some(7));
        // Another server's key makes other tags.
        assert_ne!(self::ids(b"another key", 10).public(42), public);
    }
}
