//! The host's controls over the server the app hosts: the console's JSON API (`GET
//! /admin/api/state`, `POST /admin/api/action`, see docs/console.md) asked over loopback, with
//! the console's key as a bearer token. The app knows the key without anyone typing it: it is
//! the file `admin-key` in the data folder of the server it started itself.
//!
//! Every call is blocking HTTP (`ureq`), so each runs on a thread of its own and the window never
//! waits on it; the answers come back through a channel that [`HostConsole::pump`] reads each
//! frame. While the controls are open the state is asked for again every [`REFRESH_EVERY`],
//! and after each action at once, so what the view shows is what the server holds.

use std::path::PathBuf;
use std::sync::mpsc;
use std::time::{Duration, Instant};

use boardroom_protocol::{BotInfo, EngineInfo, RoomSummary};
use eframe::egui;
use serde::{Deserialize, Serialize};

use crate::host::Host;
use crate::t;

/// How often the state is asked for again while the controls are open: the players coming and
/// going and the rooms' games show without a click, and a slow answer never piles up calls.
pub const REFRESH_EVERY: Duration = Duration::from_secs(3);

/// How long one call may take: the server is on this machine, so a call that takes longer
/// has gone wrong, and the view says so rather than waiting.
const CALL_TIMEOUT: Duration = Duration::from_secs(10);

/// The largest answer read: a state of hundreds of players and the last 50 actions is far under.
const MAX_ANSWER_BYTES: u64 = 4 << 20;

/// The server-wide kid mode, as the console names it on the wire.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum KidMode {
    /// Chat as usual.
    #[default]
    Open,
    /// Only the server's fixed friendly phrases.
    Phrases,
    /// No chat at all.
    Off,
}

impl KidMode {
    /// Every mode, in the order the view offers them.
    pub const ALL: [KidMode; 3] = [KidMode::Open, KidMode::Phrases, KidMode::Off];

    /// The mode's words for the host, the same as the browser console's.
    #[must_use]
    pub fn label(self) -> String {
        match self {
            KidMode::Open => t!("desk-console-chat-open"),
            KidMode::Phrases => t!("desk-console-chat-phrases"),
            KidMode::Off => t!("desk-console-chat-off"),
        }
    }
}

/// A player as the console lists them: online now, or under a rule (banned, muted).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct ListedPlayer {
    /// The server's id of the player, what the actions name.
    pub id: i64,
    /// The name they go by.
    pub name: String,
    /// Whether the name is an account's.
    pub account: bool,
    /// Their connections open now.
    pub connections: usize,
    /// Whether they may not sign in.
    pub banned: bool,
    /// Whether their chat is refused.
    pub muted: bool,
}

/// One line of the audit log: what the console did, and when.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct AuditLine {
    /// When, in milliseconds since the Unix epoch.
    pub at_ms: i64,
    /// The action's kind (`kick`, `mute`, `notice`, ...).
    pub action: String,
    /// What was done, as the server said it.
    pub detail: String,
}

/// What the console shows: the answer of `GET /admin/api/state`. Fields a server of another
/// version leaves out read as empty, so the view shows what it can.
#[derive(Debug, Clone, Default, PartialEq, Deserialize)]
#[serde(default)]
pub struct ConsoleState {
    /// The links the players open (for a class's login cards).
    pub links: Vec<String>,
    /// The chat mode in force.
    pub kid_mode: KidMode,
    /// The host's notice standing now; empty when none.
    pub notice: String,
    /// The outside engines the server runs.
    pub engines: Vec<EngineInfo>,
    /// The bots online.
    pub bots: Vec<BotInfo>,
    /// The server's rooms, as the lobby lists them.
    pub rooms: Vec<RoomSummary>,
    /// The players online or under a rule.
    pub players: Vec<ListedPlayer>,
    /// The addresses banned.
    pub banned_addresses: Vec<String>,
    /// The last actions, the newest first.
    pub audit: Vec<AuditLine>,
}

/// One thing the host asks the server to do: the body of `POST /admin/api/action`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "action", rename_all = "snake_case")]
pub enum Action {
    /// Close the player's connections.
    Kick {
        /// The player's id.
        player: i64,
    },
    /// The player may not sign in again, under any name; their connections close.
    BanPlayer {
        /// The player's id.
        player: i64,
    },
    /// Lift a player's ban.
    UnbanPlayer {
        /// The player's id.
        player: i64,
    },
    /// Nobody signs in from the address; its connections close.
    BanAddress {
        /// The address.
        address: String,
    },
    /// Lift an address's ban.
    UnbanAddress {
        /// The address.
        address: String,
    },
    /// The player's chat is refused.
    Mute {
        /// The player's id.
        player: i64,
    },
    /// The player may chat again.
    Unmute {
        /// The player's id.
        player: i64,
    },
    /// The chat mode of the whole server.
    KidMode {
        /// The mode.
        mode: KidMode,
    },
    /// End the room's game as aborted: nobody wins, nothing is rated.
    AbortGame {
        /// The room's code.
        room: String,
    },
    /// Close the room: a game under way is aborted, and everyone in it is sent back to the
    /// lobby (`left` with `by_host`).
    CloseRoom {
        /// The room's code.
        room: String,
    },
    /// A backup of the database now, into the data folder's `backups/`.
    Backup,
    /// The host's word to everyone; empty takes it down.
    Notice {
        /// What the host says.
        text: String,
    },
    /// An account for each name, each with a new password: the class's login cards.
    MakeClass {
        /// The names, one a line.
        names: String,
    },
}

/// A login card of a class: a name and its password, shown only when made.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct Card {
    /// The account's name.
    pub name: String,
    /// Its password.
    pub password: String,
}

/// The answer to an action: what was done, and a class's cards.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct Answer {
    /// What was done, as the server says it.
    pub done: String,
    /// The login cards, for `make_class`.
    #[serde(default)]
    pub cards: Vec<Card>,
}

/// What the view says about the last action or call: the server's answer, or why it failed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Said {
    /// The sentence.
    pub text: String,
    /// Whether it says why something failed.
    pub error: bool,
}

/// Where the hosted server's console is: its address on loopback and its key's file.
#[derive(Debug, Clone)]
pub struct Endpoint {
    /// `http://127.0.0.1:PORT`.
    base: String,
    /// The file holding the console's key (`admin-key` in the server's data folder).
    key_file: PathBuf,
}

impl Endpoint {
    /// The console of the server `host` runs.
    #[must_use]
    pub fn of(host: &Host) -> Endpoint {
        Endpoint {
            base: format!("http://{}", host.local_server()),
            key_file: host.data_dir.join(boardroom_server::admin::KEY_FILE),
        }
    }

    /// The console's key, read from its file (the server makes it when it starts). Blocking.
    ///
    /// # Errors
    /// A sentence for the host when the file cannot be read or is empty.
    pub fn key(&self) -> Result<String, String> {
        let path = self.key_file.display().to_string();
        let text = std::fs::read_to_string(&self.key_file).map_err(|error| {
            t!(
                "desk-console-key-unreadable",
                path = path.as_str(),
                error = error.to_string()
            )
        })?;
        let key = text.trim();
        if key.is_empty() {
            return Err(t!("desk-console-key-empty", path = path.as_str()));
        }
        Ok(key.to_owned())
    }

    /// The console's page with its key, to open in a browser (which turns it into a session).
    #[must_use]
    pub fn browser_link(&self, key: &str) -> String {
        format!("{}/admin?key={key}", self.base)
    }

    /// Asks for the console's state, with the key read afresh. Blocking.
    ///
    /// # Errors
    /// A sentence for the host: the server's own reason when it refused, else why it could not
    /// be asked.
    pub fn state(&self, key: &str) -> Result<ConsoleState, String> {
        let agent = agent();
        let answer = agent
            .get(format!("{}/admin/api/state", self.base))
            .header("Authorization", format!("Bearer {key}"))
            .call();
        let text = read_answer(answer)?;
        serde_json::from_str(&text)
            .map_err(|error| t!("desk-console-state-unreadable", error = error.to_string()))
    }

    /// Asks the server to do `action`. Blocking.
    ///
    /// # Errors
    /// A sentence for the host: the server's own reason when it refused (a 4xx's plain text),
    /// else why it could not be asked.
    pub fn act(&self, key: &str, action: &Action) -> Result<Answer, String> {
        let body = serde_json::to_string(action)
            .map_err(|error| t!("desk-console-action-unwritable", error = error.to_string()))?;
        let answer = agent()
            .post(format!("{}/admin/api/action", self.base))
            .header("Authorization", format!("Bearer {key}"))
            .header("Content-Type", "application/json")
            .send(body);
        let text = read_answer(answer)?;
        serde_json::from_str(&text)
            .map_err(|error| t!("desk-console-answer-unreadable", error = error.to_string()))
    }
}

/// An agent that hands back every answer, a refusal's too: the server says why in its body.
fn agent() -> ureq::Agent {
    ureq::Agent::config_builder()
        .timeout_global(Some(CALL_TIMEOUT))
        .http_status_as_error(false)
        .build()
        .into()
}

/// The body of a successful answer; a refusal's plain text (or its status) as the error.
fn read_answer(
    answer: Result<ureq::http::Response<ureq::Body>, ureq::Error>,
) -> Result<String, String> {
    let mut answer = answer.map_err(|error| match error {
        ureq::Error::Timeout(_) => t!("desk-server-no-answer"),
        _ => t!("desk-server-unreachable"),
    })?;
    let status = answer.status().as_u16();
    let text = answer
        .body_mut()
        .with_config()
        .limit(MAX_ANSWER_BYTES)
        .read_to_string()
        .map_err(|_| t!("desk-console-answer-not-whole"))?;
    if (200..300).contains(&status) {
        return Ok(text);
    }
    if status == 401 {
        return Err(t!("desk-console-key-refused"));
    }
    Err(reason(&text, status))
}

/// A refusal's plain text as a sentence; its status when it says nothing readable (an HTML page).
fn reason(text: &str, status: u16) -> String {
    let text = text.trim();
    if text.is_empty() || text.starts_with('<') {
        return t!("desk-server-answered", status = status);
    }
    sentence(text)
}

/// The server's words as a sentence for the view: a capital and a full stop.
fn sentence(text: &str) -> String {
    let text = text.trim();
    let mut chars = text.chars();
    let first = chars.next().map(|c| c.to_uppercase().collect::<String>());
    let mut sentence = format!("{}{}", first.unwrap_or_default(), chars.as_str());
    if !sentence.is_empty() && !sentence.ends_with(['.', '!', '?']) {
        sentence.push('.');
    }
    sentence
}

/// An answer from a call's thread.
#[derive(Debug)]
enum Reply {
    /// The state asked for as the `seq`th, with the key the call read.
    State {
        seq: u64,
        key: Option<String>,
        result: Result<ConsoleState, String>,
    },
    /// An action's answer.
    Acted(Result<Answer, String>),
}

/// Which part of the controls shows: one part at a time, so that each fits the window.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Section {
    /// The players, with kick, ban and mute.
    #[default]
    Players,
    /// The rooms, with watch and abort.
    Rooms,
    /// The notice and the chat mode.
    Notice,
    /// Make a class's accounts.
    Class,
    /// The backup, the addresses banned, the engines and bots, and the audit log.
    Server,
}

impl Section {
    /// Every section, in the order of the tabs.
    pub const ALL: [Section; 5] = [
        Section::Players,
        Section::Rooms,
        Section::Notice,
        Section::Class,
        Section::Server,
    ];

    /// The tab's label.
    #[must_use]
    pub fn label(self) -> String {
        match self {
            Section::Players => t!("desk-console-players"),
            Section::Rooms => t!("lobby-rooms"),
            Section::Notice => t!("desk-console-notice-and-chat"),
            Section::Class => t!("desk-console-class"),
            Section::Server => t!("desk-console-server"),
        }
    }
}

/// The text fields of the controls, kept between frames.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ConsoleForms {
    /// The notice to send.
    pub notice: String,
    /// A class's names, one a line.
    pub names: String,
    /// An address to ban.
    pub address: String,
    /// The room whose game the host is asked to confirm aborting.
    pub abort: Option<String>,
    /// The room the host is asked to confirm closing.
    pub close: Option<String>,
}

/// The host's controls: what the hosted server's console said last, the calls in flight, and
/// the view's fields.
#[derive(Debug)]
pub struct HostConsole {
    /// Where the console is.
    endpoint: Endpoint,
    /// Whether the controls are on screen: the state is refreshed only then.
    pub open: bool,
    /// The part shown.
    pub section: Section,
    /// The text fields.
    pub forms: ConsoleForms,
    /// The state as last read; `None` until the first answer.
    pub state: Option<ConsoleState>,
    /// The last action's answer, or why a call failed.
    pub said: Option<Said>,
    /// The login cards of the class made last (shown until another is made: they are shown
    /// only once, so the view keeps them while the controls live).
    pub cards: Vec<Card>,
    /// The console's key as the last call read it, for the browser's link.
    key: Option<String>,
    /// The number of the last state asked for, and of the last one shown: an answer older than
    /// the one shown (a slow periodic call overtaken by one after an action) is dropped.
    asked: u64,
    shown: u64,
    /// When the state was last asked for.
    last_asked: Option<Instant>,
    /// Whether a state call is in flight (the periodic refresh waits for it).
    fetching: bool,
    /// Actions in flight.
    acting: usize,
    /// The answers from the calls' threads.
    replies: (mpsc::Sender<Reply>, mpsc::Receiver<Reply>),
    /// Woken when an answer comes, so it shows without waiting for the next frame.
    waker: Option<egui::Context>,
}

impl HostConsole {
    /// The controls of the server `host` runs, closed; `waker` is repainted when an answer
    /// comes.
    #[must_use]
    pub fn new(host: &Host, waker: Option<egui::Context>) -> HostConsole {
        HostConsole {
            endpoint: Endpoint::of(host),
            open: false,
            section: Section::default(),
            forms: ConsoleForms::default(),
            state: None,
            said: None,
            cards: Vec::new(),
            key: None,
            asked: 0,
            shown: 0,
            last_asked: None,
            fetching: false,
            acting: 0,
            replies: mpsc::channel(),
            waker,
        }
    }

    /// Opens the controls and asks for the state at once.
    pub fn show(&mut self) {
        self.open = true;
        self.refresh();
    }

    /// Whether a call is in flight (the view says so).
    #[must_use]
    pub fn busy(&self) -> bool {
        self.fetching || self.acting > 0
    }

    /// The console's page with its key, once a call has read the key.
    #[must_use]
    pub fn browser_link(&self) -> Option<String> {
        self.key
            .as_deref()
            .map(|key| self.endpoint.browser_link(key))
    }

    /// Reads the answers that came, and asks for the state again when it is due.
    pub fn pump(&mut self) {
        while let Ok(reply) = self.replies.1.try_recv() {
            match reply {
                Reply::State { seq, key, result } => {
                    if seq == self.asked {
                        self.fetching = false;
                    }
                    if key.is_some() {
                        self.key = key;
                    }
                    if seq <= self.shown {
                        continue;
                    }
                    self.shown = seq;
                    match result {
                        Ok(state) => {
                            // A failed refresh said so; a good one takes that back.
                            if self.said.as_ref().is_some_and(|s| s.error) && self.acting == 0 {
                                self.said = None;
                            }
                            self.state = Some(state);
                        }
                        Err(text) => self.said = Some(Said { text, error: true }),
                    }
                }
                Reply::Acted(result) => {
                    self.acting = self.acting.saturating_sub(1);
                    self.said = Some(match result {
                        Ok(answer) => {
                            if !answer.cards.is_empty() {
                                self.cards = answer.cards;
                            }
                            Said {
                                text: sentence(&answer.done),
                                error: false,
                            }
                        }
                        Err(text) => Said { text, error: true },
                    });
                    self.refresh();
                }
            }
        }
        let due = self
            .last_asked
            .is_none_or(|at| at.elapsed() >= REFRESH_EVERY);
        if self.open && due && !self.fetching {
            self.refresh();
        }
    }

    /// Asks for the state now, on a thread of its own.
    pub fn refresh(&mut self) {
        self.asked += 1;
        self.last_asked = Some(Instant::now());
        self.fetching = true;
        let seq = self.asked;
        let endpoint = self.endpoint.clone();
        if !self.spawn(move || match endpoint.key() {
            Ok(key) => Reply::State {
                seq,
                result: endpoint.state(&key),
                key: Some(key),
            },
            Err(text) => Reply::State {
                seq,
                key: None,
                result: Err(text),
            },
        }) {
            self.fetching = false;
        }
    }

    /// Asks the server to do `action`, on a thread of its own; the state is asked for again
    /// when the answer comes.
    pub fn act(&mut self, action: Action) {
        let endpoint = self.endpoint.clone();
        self.acting += 1;
        if !self
            .spawn(move || Reply::Acted(endpoint.key().and_then(|key| endpoint.act(&key, &action))))
        {
            self.acting -= 1;
        }
    }

    /// Runs `call` on a thread of its own and sends its reply back; false (and said) when no
    /// thread could be made.
    fn spawn(&mut self, call: impl FnOnce() -> Reply + Send + 'static) -> bool {
        let sender = self.replies.0.clone();
        let waker = self.waker.clone();
        let spawned = crate::i18n::spawn("boardroom-console", move || {
            let _ = sender.send(call());
            if let Some(ctx) = waker {
                ctx.request_repaint();
            }
        });
        match spawned {
            Ok(_) => true,
            Err(error) => {
                self.said = Some(Said {
                    text: t!("desk-console-cannot-ask", error = error.to_string()),
                    error: true,
                });
                false
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn actions_are_written_as_the_console_reads_them() {
        let json = |a: &Action| serde_json::to_string(a).expect("written");
        assert_eq!(
            json(&Action::Kick { player: 12 }),
            r#"{"action":"kick","player":12}"#
        );
        assert_eq!(
            json(&Action::UnbanPlayer { player: 3 }),
            r#"{"action":"unban_player","player":3}"#
        );
        assert_eq!(
            json(&Action::KidMode {
                mode: KidMode::Phrases
            }),
            r#"{"action":"kid_mode","mode":"phrases"}"#
        );
        assert_eq!(json(&Action::Backup), r#"{"action":"backup"}"#);
        assert_eq!(
            json(&Action::AbortGame {
                room: "K7Q2".to_owned()
            }),
            r#"{"action":"abort_game","room":"K7Q2"}"#
        );
        assert_eq!(
            json(&Action::CloseRoom {
                room: "K7Q2".to_owned()
            }),
            r#"{"action":"close_room","room":"K7Q2"}"#
        );
        assert_eq!(
            json(&Action::MakeClass {
                names: "Ana\nBo".to_owned()
            }),
            r#"{"action":"make_class","names":"Ana\nBo"}"#
        );
    }

    #[test]
    fn a_state_reads_with_fields_left_out() {
        let state: ConsoleState = serde_json::from_str(
            r#"{"kid_mode":"off","notice":"closing at ten","players":[{"id":2,"name":"Lin",
            "account":false,"connections":1,"banned":false,"muted":true}],
            "audit":[{"at_ms":5,"action":"mute","detail":"Lin (player 2): muted"}]}"#,
        )
        .expect("read");
        assert_eq!(state.kid_mode, KidMode::Off);
        assert_eq!(state.notice, "closing at ten");
        assert!(state.players[0].muted);
        assert!(state.rooms.is_empty() && state.engines.is_empty());
        assert_eq!(state.audit[0].action, "mute");
    }

    #[test]
    fn a_refusal_reads_as_a_sentence() {
        assert_eq!(reason("\"x\" is no address\n", 400), "\"x\" is no address.");
        assert_eq!(
            reason("there is no room \"AB\" on this server\n", 400),
            "There is no room \"AB\" on this server."
        );
        assert_eq!(reason("", 403), "The server answered 403.");
        assert_eq!(reason("<!doctype html>", 404), "The server answered 404.");
        assert_eq!(
            sentence("notice \"hi\" sent to 2 connections"),
            "Notice \"hi\" sent to 2 connections."
        );
    }
}
