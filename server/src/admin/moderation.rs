//! What the host's console has put in force: players and addresses banned, players muted.
//! Kept in memory for the checks on every `hello` and chat line, and in the store
//! (`moderation`), so that it holds across reconnects and restarts. A ban by player holds
//! whatever name they come under, with their token or their account's password.

use std::collections::HashSet;
use std::net::IpAddr;
use std::sync::Mutex;

use boardroom_protocol::{ChatPhrase, ErrorCode, ServerMsg, encode};

use crate::admission::AddressKey;
use crate::outbox::Frame;
use crate::refusal::Refusal;
use crate::signed_in::SignedIn;
use crate::store::PlayerId;

/// The phrases a player may chat in the kid mode of fixed phrases: each with its id, by which
/// the clients say it in their player's language (`chat-phrase-ID`), and its English text, which
/// is what is sent.
pub(crate) const PHRASES: [(&str, &str); 10] = [
    ("hello", "Hello!"),
    ("good-luck", "Good luck!"),
    ("have-fun", "Have fun!"),
    ("nice-move", "Nice move!"),
    ("well-played", "Well played!"),
    ("good-game", "Good game!"),
    ("thank-you", "Thank you!"),
    ("oops", "Oops!"),
    ("one-more", "One more game?"),
    ("bye", "Bye!"),
];

/// The server-wide kid mode: how much chat there is (the protocol's `chat_mode`).
pub(crate) use boardroom_protocol::ChatMode as KidMode;

/// The kid mode's name, as stored and as the console says it.
pub(crate) const fn mode_name(mode: KidMode) -> &'static str {
    match mode {
        KidMode::Open => "open",
        KidMode::Off => "off",
        KidMode::Phrases => "phrases",
    }
}

/// The id of the fixed phrase `text` is (surrounding blanks aside), if it is one.
pub(crate) fn phrase_of(text: &str) -> Option<&'static str> {
    let text = text.trim();
    PHRASES.iter().find(|(_, p)| *p == text).map(|(id, _)| *id)
}

/// The `chat_mode` message that tells a client `mode` (with the phrases, in their mode).
pub(crate) fn chat_mode_msg(mode: KidMode) -> ServerMsg {
    let phrases = if mode == KidMode::Phrases {
        PHRASES
            .iter()
            .map(|(id, text)| ChatPhrase {
                id: (*id).to_owned(),
                text: (*text).to_owned(),
            })
            .collect()
    } else {
        Vec::new()
    };
    ServerMsg::ChatMode { mode, phrases }
}

/// A kind of rule, as stored.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub(crate) enum Rule {
    /// A player may not sign in.
    BanPlayer,
    /// Nobody may sign in from an address (an IPv6 address's /64).
    BanAddress,
    /// A player may not chat.
    Mute,
}

impl Rule {
    /// The stored name.
    pub(crate) const fn as_str(self) -> &'static str {
        match self {
            Rule::BanPlayer => "ban_player",
            Rule::BanAddress => "ban_address",
            Rule::Mute => "mute",
        }
    }

    fn from_str(text: &str) -> Option<Rule> {
        [Rule::BanPlayer, Rule::BanAddress, Rule::Mute]
            .into_iter()
            .find(|rule| rule.as_str() == text)
    }
}

#[derive(Debug, Default)]
struct InForce {
    players: HashSet<PlayerId>,
    addresses: HashSet<AddressKey>,
    muted: HashSet<PlayerId>,
    kid_mode: KidMode,
}

/// The rules in force.
#[derive(Debug, Default)]
pub(crate) struct Moderation {
    in_force: Mutex<InForce>,
}

impl Moderation {
    fn lock(&self) -> std::sync::MutexGuard<'_, InForce> {
        self.in_force
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// The rules as stored (`(kind, target)` rows); rows that do not read are skipped.
    pub(crate) fn load(&self, rows: &[(String, String)]) {
        for (kind, target) in rows {
            if let Some(rule) = Rule::from_str(kind) {
                self.set(rule, target, true);
            }
            if kind == "kid_mode" {
                let mode = [KidMode::Off, KidMode::Phrases]
                    .into_iter()
                    .find(|m| mode_name(*m) == target);
                self.set_kid_mode(mode.unwrap_or_default());
            }
        }
    }

    /// Puts `rule` on `target` in force (`on`) or lifts it; whether `target` reads (a player's
    /// number, or an address).
    pub(crate) fn set(&self, rule: Rule, target: &str, on: bool) -> bool {
        let mut in_force = self.lock();
        match rule {
            Rule::BanPlayer | Rule::Mute => {
                let Ok(player) = target.parse::<PlayerId>() else {
                    return false;
                };
                let set = if rule == Rule::Mute {
                    &mut in_force.muted
                } else {
                    &mut in_force.players
                };
                if on {
                    set.insert(player);
                } else {
                    set.remove(&player);
                }
            }
            Rule::BanAddress => {
                let Ok(ip) = target.parse::<IpAddr>() else {
                    return false;
                };
                let key = AddressKey::of(ip);
                if on {
                    in_force.addresses.insert(key);
                } else {
                    in_force.addresses.remove(&key);
                }
            }
        }
        true
    }

    /// Sets the kid mode.
    pub(crate) fn set_kid_mode(&self, mode: KidMode) {
        self.lock().kid_mode = mode;
    }

    /// Sets the kid mode and tells every connection of `signed_in` (`chat_mode`), so that the
    /// clients offer the phrases, or no chat, at once; answers how many were told.
    pub(crate) fn put_kid_mode(&self, mode: KidMode, signed_in: &SignedIn) -> u32 {
        self.set_kid_mode(mode);
        signed_in.send_all(&Frame::text(encode(&chat_mode_msg(mode))))
    }

    /// The kid mode.
    pub(crate) fn kid_mode(&self) -> KidMode {
        self.lock().kid_mode
    }

    /// Whether `player` may say `text`: not when muted, nor against the kid mode.
    ///
    /// # Errors
    /// `bad_request`, saying why.
    pub(crate) fn may_chat(&self, player: PlayerId, text: &str) -> Result<(), Refusal> {
        let in_force = self.lock();
        if in_force.muted.contains(&player) {
            return Err(Refusal::says(
                ErrorCode::BadRequest,
                "server-chat-muted",
                &[],
            ));
        }
        match in_force.kid_mode {
            KidMode::Open => Ok(()),
            KidMode::Off => Err(Refusal::says(ErrorCode::BadRequest, "server-chat-off", &[])),
            KidMode::Phrases if phrase_of(text).is_some() => Ok(()),
            KidMode::Phrases => {
                let phrases: Vec<&str> = PHRASES.iter().map(|(_, text)| *text).collect();
                Err(Refusal::says(
                    ErrorCode::BadRequest,
                    "server-chat-phrases-only",
                    &[("phrases", crate::words::text(phrases.join(" ")))],
                ))
            }
        }
    }

    /// Whether `player` is banned.
    pub(crate) fn player_banned(&self, player: PlayerId) -> bool {
        self.lock().players.contains(&player)
    }

    /// Whether the address is banned.
    pub(crate) fn address_banned(&self, address: AddressKey) -> bool {
        self.lock().addresses.contains(&address)
    }

    /// Whether `player` is muted.
    pub(crate) fn muted(&self, player: PlayerId) -> bool {
        self.lock().muted.contains(&player)
    }

    /// The rules in force, for the console: banned players, banned addresses, muted players.
    pub(crate) fn listed(&self) -> (Vec<PlayerId>, Vec<String>, Vec<PlayerId>) {
        let in_force = self.lock();
        let mut players: Vec<PlayerId> = in_force.players.iter().copied().collect();
        let mut addresses: Vec<String> =
            in_force.addresses.iter().map(ToString::to_string).collect();
        let mut muted: Vec<PlayerId> = in_force.muted.iter().copied().collect();
        players.sort_unstable();
        addresses.sort();
        muted.sort_unstable();
        (players, addresses, muted)
    }
}

#[cfg(test)]
mod tests {
    use std::net::Ipv6Addr;

    use super::*;

    /// The clients say a phrase by its catalogue's message: English's must be the text sent.
    #[test]
    fn each_phrase_reads_in_english_as_it_is_sent() {
        for (id, text) in PHRASES {
            let words = crate::words::say(&format!("chat-phrase-{id}"), &[]);
            assert_eq!(crate::words::english(&words), text, "chat-phrase-{id}");
            assert_eq!(phrase_of(&format!(" {text} ")), Some(id));
        }
        assert_eq!(phrase_of("Good game, you cheat!"), None);
    }

    #[test]
    fn rules_hold_as_stored_and_an_address_bans_its_network() {
        let moderation = Moderation::default();
        moderation.load(&[
            ("ban_player".to_owned(), "7".to_owned()),
            ("mute".to_owned(), "9".to_owned()),
            ("ban_address".to_owned(), "2001:db8::1".to_owned()),
            ("unknown".to_owned(), "1".to_owned()),
        ]);
        assert!(moderation.player_banned(7) && !moderation.player_banned(9));
        assert!(moderation.muted(9) && !moderation.muted(7));
        let neighbour = "2001:db8::ffff".parse::<Ipv6Addr>().expect("an address");
        assert!(moderation.address_banned(AddressKey::of(IpAddr::V6(neighbour))));
        assert!(!moderation.set(Rule::BanPlayer, "seven", true));
        moderation.set(Rule::BanPlayer, "7", false);
        assert!(!moderation.player_banned(7));
    }

    #[test]
    fn the_kid_mode_turns_chat_off_or_to_its_phrases() {
        let moderation = Moderation::default();
        assert!(moderation.may_chat(1, "anything at all").is_ok());
        assert!(moderation.may_chat(9, "hi").is_ok());
        moderation.load(&[("mute".to_owned(), "9".to_owned())]);
        assert!(moderation.may_chat(9, "hi").is_err(), "muted");
        moderation.set_kid_mode(KidMode::Phrases);
        assert!(moderation.may_chat(1, " Good game! ").is_ok());
        let refused = moderation
            .may_chat(1, "you are bad")
            .expect_err("not a phrase");
        assert!(
            refused.message.contains("Well played!"),
            "{}",
            refused.message
        );
        moderation.set_kid_mode(KidMode::Off);
        assert!(moderation.may_chat(1, "Good game!").is_err());
        let stored = Moderation::default();
        stored.load(&[("kid_mode".to_owned(), "phrases".to_owned())]);
        assert_eq!(stored.kid_mode(), KidMode::Phrases, "as stored");
    }
}
