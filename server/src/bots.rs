//! The bots online: programs signed in with `hello` `"bot": true` (docs/bots.md), by name, with
//! their connections waiting in the lobby for an invitation.
//!
//! A bot is a player like any; what makes it one is only this book: its name is its own while it
//! is online (no other bot or person signs in under it), people find it with `list_bots`, and a
//! room that seats it sends the `invited` through one of its connections that waits in the
//! lobby. Behind a std `Mutex`, never held across an `.await`.

use std::collections::{BTreeMap, HashMap};
use std::sync::{Mutex, MutexGuard};

use boardroom_engine::Config;
use boardroom_protocol::{BotInfo, EnginePlays, ErrorCode, ServerMsg, encode};

use crate::admission::AddressKey;
use crate::convert;
use crate::engines::{Played, Plays};
use crate::outbox::{ConnId, Frame, Outbox, WeakOutbox};
use crate::refusal::Refusal;
use crate::store::PlayerId;
use crate::words::{self, num, text};

/// The games a bot may list at most: every game with every rule fits in far fewer.
const MAX_PLAYS: usize = 16;

/// A bot online.
#[derive(Debug)]
struct Online {
    /// Its player.
    player: PlayerId,
    /// Its name, as it signed in.
    name: String,
    /// What it said it plays; `None` for every game.
    plays: Option<Plays>,
    /// What it said it plays, as `bots` lists it.
    listed: Vec<EnginePlays>,
    /// Its connections.
    conns: BTreeMap<ConnId, Conn>,
}

/// One connection of a bot online.
#[derive(Debug)]
struct Conn {
    /// Its queue, held weakly: the connection's own task owns it.
    outbox: WeakOutbox,
    /// Whether it waits in the lobby for an invitation.
    waiting: bool,
    /// Where it comes from: a bot's connection may wait in the lobby for as long as it likes,
    /// so the connections one address keeps as bots are capped.
    address: AddressKey,
}

/// A bot found by name, as a room would seat it.
#[derive(Debug, Clone)]
pub(crate) struct Bot {
    /// Its player.
    pub(crate) player: PlayerId,
    /// Its name.
    pub(crate) name: String,
    /// What it said it plays; `None` for every game.
    plays: Option<Plays>,
}

impl Bot {
    /// Whether it plays a game set up as `config`.
    ///
    /// # Errors
    /// `bad_request` saying it does not.
    pub(crate) fn fits(&self, config: &Config) -> Result<(), Refusal> {
        if self.plays.as_ref().is_some_and(|p| !p.covers(config)) {
            return Err(Refusal::says(
                ErrorCode::BadRequest,
                "server-bot-does-not-play",
                &[("name", text(&self.name))],
            ));
        }
        Ok(())
    }
}

/// Refuses one more of `bot`'s places to a player who holds `held` of them: a bot's few
/// places are shared out, not taken by one player ([`Limits::bot_rooms_per_player`]).
///
/// # Errors
/// `rate_limited` saying so.
///
/// [`Limits::bot_rooms_per_player`]: crate::limits::Limits::bot_rooms_per_player
pub(crate) fn refuse_another_place(
    bot: &Bot,
    held: usize,
    limits: &crate::limits::Limits,
) -> Result<(), Refusal> {
    let cap = limits.bot_rooms_per_player.max(1);
    if held >= cap {
        return Err(Refusal::says(
            ErrorCode::RateLimited,
            "server-bot-rooms-per-player",
            &[("name", text(&bot.name)), ("count", num(held))],
        ));
    }
    Ok(())
}

/// The bots online, by name without regard to case.
#[derive(Debug, Default)]
pub(crate) struct Bots {
    /// The book.
    online: Mutex<HashMap<String, Online>>,
}

/// How the book keys a bot: its name without regard to case. (Two bots whose names only look
/// alike are kept apart by [`Bots::sign_in`] and [`Bots::taken`], `text::looks_alike`.)
fn key(name: &str) -> String {
    name.to_lowercase()
}

impl Bots {
    fn lock(&self) -> MutexGuard<'_, HashMap<String, Online>> {
        // Plain maps: consistent enough after a panic elsewhere to go on serving.
        self.online
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Whether `name` is the name of a bot online that is not `player` (a known player, or
    /// `None` for a new one): nobody else may take it.
    pub(crate) fn taken(&self, name: &str, player: Option<PlayerId>) -> bool {
        // A name that looks like a bot's (a Cyrillic о, a capital I for an l) passes for it.
        self.lock()
            .values()
            .any(|bot| Some(bot.player) != player && crate::text::looks_alike(&bot.name, name))
    }

    /// Signs a connection of `player` from `address` in as the bot `name`, playing `plays`
    /// (none: every game); an address keeps at most `per_address` bots' connections.
    ///
    /// # Errors
    /// `bad_request` when another player's bot is online under that name, or `plays` names a
    /// rule or size no game has; `rate_limited` when the address keeps as many bots'
    /// connections as it may.
    #[expect(
        clippy::too_many_arguments,
        reason = "who signs in, from where, and the one cap: each checked here under one lock"
    )]
    pub(crate) fn sign_in(
        &self,
        name: &str,
        player: PlayerId,
        conn: ConnId,
        outbox: &Outbox,
        plays: Vec<EnginePlays>,
        address: AddressKey,
        per_address: usize,
    ) -> Result<(), Refusal> {
        if plays.len() > MAX_PLAYS {
            return Err(Refusal::says(
                ErrorCode::BadRequest,
                "server-bot-plays-too-many",
                &[("count", num(MAX_PLAYS))],
            ));
        }
        let parsed = if plays.is_empty() {
            None
        } else {
            Some(Plays(
                plays
                    .iter()
                    .map(played)
                    .collect::<Result<_, _>>()
                    .map_err(|why| Refusal::told(ErrorCode::BadRequest, why))?,
            ))
        };
        let mut online = self.lock();
        let from_address = online
            .values()
            .flat_map(|bot| bot.conns.values())
            .filter(|c| c.address == address)
            .count();
        if from_address >= per_address {
            return Err(Refusal::says(
                ErrorCode::RateLimited,
                "server-bot-connections-per-address",
                &[("count", num(from_address))],
            ));
        }
        if let Some(other) = online
            .values()
            .find(|bot| bot.player != player && crate::text::looks_alike(&bot.name, name))
        {
            return Err(Refusal::says(
                ErrorCode::BadRequest,
                "server-bot-name-online",
                &[("name", text(&other.name))],
            ));
        }
        let bot = online.entry(key(name)).or_insert_with(|| Online {
            player,
            name: name.to_owned(),
            plays: None,
            listed: Vec::new(),
            conns: BTreeMap::new(),
        });
        if bot.player != player {
            return Err(Refusal::says(
                ErrorCode::BadRequest,
                "server-bot-name-online",
                &[("name", text(&bot.name))],
            ));
        }
        name.clone_into(&mut bot.name);
        bot.plays = parsed;
        bot.listed = plays;
        bot.conns.insert(
            conn,
            Conn {
                outbox: outbox.downgrade(),
                waiting: false,
                address,
            },
        );
        Ok(())
    }

    /// Says whether the bot's connection `conn` waits in the lobby (and may be invited).
    pub(crate) fn set_waiting(&self, name: &str, conn: ConnId, waiting: bool) {
        if let Some(entry) = self
            .lock()
            .get_mut(&key(name))
            .and_then(|bot| bot.conns.get_mut(&conn))
        {
            entry.waiting = waiting;
        }
    }

    /// The bot's connection `conn` closed; the bot is offline once it has none.
    pub(crate) fn sign_out(&self, name: &str, conn: ConnId) {
        let mut online = self.lock();
        if let Some(bot) = online.get_mut(&key(name)) {
            bot.conns.remove(&conn);
            if bot.conns.is_empty() {
                online.remove(&key(name));
            }
        }
    }

    /// The bot online as `name`.
    ///
    /// # Errors
    /// `bad_request` when no such bot is online.
    pub(crate) fn find(&self, name: &str) -> Result<Bot, Refusal> {
        let online = self.lock();
        let shown: String = name.chars().take(40).collect();
        let bot = online.get(&key(name)).ok_or_else(|| {
            Refusal::says(
                ErrorCode::BadRequest,
                "server-no-such-bot",
                &[("name", text(&shown))],
            )
        })?;
        Ok(Bot {
            player: bot.player,
            name: bot.name.clone(),
            plays: bot.plays.clone(),
        })
    }

    /// Sends `invited` to one of the bot's connections waiting in the lobby, which waits no
    /// more until it next says something; whether one took it.
    pub(crate) fn invite(&self, name: &str, invited: &ServerMsg) -> bool {
        let mut online = self.lock();
        let Some(bot) = online.get_mut(&key(name)) else {
            return false;
        };
        let frame = Frame::text(encode(invited));
        for conn in bot.conns.values_mut() {
            if conn.waiting
                && let Some(outbox) = conn.outbox.upgrade()
                && outbox.try_send(frame.clone()).is_ok()
            {
                conn.waiting = false;
                return true;
            }
        }
        false
    }

    /// Sends `invited` for a game of an event: to a connection waiting in the lobby if the bot
    /// has one, else to any of its connections (one still in the room of its last game is
    /// leaving it). Whether one took it.
    pub(crate) fn invite_to_event(&self, name: &str, invited: &ServerMsg) -> bool {
        if self.invite(name, invited) {
            return true;
        }
        let online = self.lock();
        let Some(bot) = online.get(&key(name)) else {
            return false;
        };
        let frame = Frame::text(encode(invited));
        bot.conns
            .values()
            .filter_map(|conn| conn.outbox.upgrade())
            .any(|outbox| outbox.try_send(frame.clone()).is_ok())
    }

    /// Whether the bot has a connection waiting in the lobby.
    pub(crate) fn has_waiting(&self, name: &str) -> bool {
        self.lock()
            .get(&key(name))
            .is_some_and(|bot| bot.conns.values().any(|c| c.waiting))
    }

    /// The bots online, by name, each with whether it would be refused now (`busy` says so of
    /// a bot's player given the rooms it holds).
    pub(crate) fn list(&self, busy: impl Fn(PlayerId) -> bool) -> Vec<BotInfo> {
        let online = self.lock();
        let mut bots: Vec<BotInfo> = online
            .values()
            .map(|bot| BotInfo {
                name: bot.name.clone(),
                plays: bot.listed.clone(),
                busy: busy(bot.player) || !bot.conns.values().any(|c| c.waiting),
            })
            .collect();
        bots.sort_by(|a, b| a.name.cmp(&b.name));
        bots
    }
}

/// A game a bot says it plays, checked like an engine's settings.
fn played(plays: &EnginePlays) -> Result<Played, boardroom_protocol::Words> {
    let game = convert::game_kind_in(plays.game);
    let mut played = Played::any(game);
    if !plays.rules.is_empty() {
        let named =
            |names: &[String]| crate::engines::rules_named(game, names.iter().map(String::as_str));
        played.rules = named(&plays.rules).map_err(|_| {
            match plays
                .rules
                .iter()
                .find(|r| named(std::slice::from_ref(r)).is_err())
            {
                Some(rule) if named(&[]).is_ok() => {
                    words::options_error(&boardroom_engine::OptionsError::UnknownRule(rule.clone()))
                }
                _ => words::say("server-bot-game-has-no-rules", &[("game", text(game))]),
            }
        })?;
    }
    played.sizes = plays
        .sizes
        .iter()
        .map(|&s| {
            u8::try_from(s).map_err(|_| words::say("server-bot-not-a-size", &[("size", num(s))]))
        })
        .collect::<Result<_, _>>()?;
    Ok(played)
}

#[cfg(test)]
mod tests {
    use boardroom_engine::{GameKind, Options};
    use boardroom_protocol::GameKind as WireGame;

    use super::*;
    use crate::outbox;

    fn config(kind: GameKind, rule: Option<&str>) -> Config {
        let options = Options {
            rule: rule.map(str::to_owned),
            ..Options::default()
        };
        Config::validate(kind, &options).unwrap_or_else(|e| panic!("{e}"))
    }

    /// The address the tests' bots sign in from.
    fn here() -> AddressKey {
        AddressKey::of(std::net::IpAddr::from([127, 0, 0, 1]))
    }

    #[test]
    fn one_address_keeps_a_few_bots_connections() {
        let bots = Bots::default();
        let (outbox, _queue) = outbox::channel(8, 4096);
        for conn in 0..4_u64 {
            let (name, player) = (format!("bot{conn}"), PlayerId::from(conn as u8));
            assert!(
                bots.sign_in(&name, player, conn, &outbox, Vec::new(), here(), 4)
                    .is_ok()
            );
        }
        let refused = bots.sign_in("bot4", 4, 4, &outbox, Vec::new(), here(), 4);
        assert_eq!(refused.err().map(|r| r.code), Some(ErrorCode::RateLimited));
        let elsewhere = AddressKey::of(std::net::IpAddr::from([127, 0, 0, 2]));
        assert!(
            bots.sign_in("bot4", 4, 4, &outbox, Vec::new(), elsewhere, 4)
                .is_ok()
        );
        bots.sign_out("bot0", 0);
        assert!(
            bots.sign_in("bot5", 5, 5, &outbox, Vec::new(), here(), 4)
                .is_ok()
        );
    }

    #[test]
    fn a_name_is_one_bots_while_it_is_online() {
        let bots = Bots::default();
        let (outbox, _queue) = outbox::channel(8, 4096);
        let gomoku = EnginePlays {
            game: WireGame::Gomoku,
            rules: vec!["renju".to_owned()],
            sizes: Vec::new(),
        };
        assert!(
            bots.sign_in("Simple", 1, 10, &outbox, vec![gomoku], here(), 4)
                .is_ok()
        );
        assert!(
            bots.sign_in("simple", 2, 11, &outbox, Vec::new(), here(), 4)
                .is_err()
        );
        assert!(bots.taken("SIMPLE", Some(2)));
        assert!(bots.taken("SIMPLE", None));
        assert!(!bots.taken("simple", Some(1)));
        let fits = |kind, rule| {
            bots.find("simple")
                .and_then(|bot| bot.fits(&config(kind, rule)))
                .is_ok()
        };
        assert!(fits(GameKind::Gomoku, Some("renju")));
        assert!(!fits(GameKind::Gomoku, None));
        assert!(!fits(GameKind::Reversi, None));
        assert!(bots.find("other").is_err());
        bots.sign_out("Simple", 10);
        assert!(!bots.taken("simple", Some(2)));
    }

    #[test]
    fn an_invitation_goes_to_a_waiting_connection_once() {
        let bots = Bots::default();
        let (outbox, mut queue) = outbox::channel(8, 4096);
        assert!(
            bots.sign_in("b", 1, 10, &outbox, Vec::new(), here(), 4)
                .is_ok()
        );
        let msg = ServerMsg::Pong;
        assert!(!bots.invite("b", &msg), "no connection waits yet");
        bots.set_waiting("b", 10, true);
        assert!(!bots.list(|_| false)[0].busy);
        assert!(bots.invite("b", &msg));
        assert!(queue.try_recv().is_ok());
        assert!(!bots.invite("b", &msg), "it waits no more until it speaks");
        assert!(bots.list(|_| false)[0].busy);
        let bad = EnginePlays {
            game: WireGame::Reversi,
            rules: vec!["renju".to_owned()],
            sizes: Vec::new(),
        };
        assert!(
            bots.sign_in("b", 1, 11, &outbox, vec![bad], here(), 4)
                .is_err()
        );
    }
}
