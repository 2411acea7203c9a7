//! The app: which screen shows, the session with a server, the hosted server, and the glue
//! between the network's events and the view state. The screens themselves are in `views/`.

use std::collections::HashMap;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use boardroom_protocol::{ClientMsg, ErrorCode, JoinAs, Point, RoomCode, RoomSummary, ServerMsg};
use boardroom_server::Limits;
use eframe::egui::{self, Pos2};

use crate::account::{AccountForm, texts as account_texts};
use crate::alerts::{Alerts, Silent, SoundPlayer, SystemPlayer};
use crate::board::{BoardResponse, Geometry};
use crate::discovery::{self, Announcement, FoundServer, ServerSource};
use crate::fonts::CjkFont;
use crate::host::Host;
use crate::host_console::HostConsole;
use crate::i18n::{self, Language};
use crate::net::credentials::Credentials;
use crate::net::{self, Command, ConnStatus, Connection, NetEvent};
use crate::records;
use crate::settings::{Paths, Settings};
use crate::state::ViewState;
use crate::state::account::Request;
use crate::state::replay::{Replay, Source};
use crate::t;
use crate::views;

/// The port the app hosts on when it is free (the server binary's default too); another free
/// port otherwise.
pub const HOST_PORT: u16 = 7878;

/// The server's port when a typed address names none.
pub const DEFAULT_PORT: u16 = 7878;

/// How often the lobby's list is asked for again while signed in.
const LIST_EVERY: Duration = Duration::from_secs(3);

/// How often the Find view asks each server for its rooms again.
const PROBE_EVERY: Duration = Duration::from_secs(5);

/// How long a notice stays on screen.
const NOTICE_FOR: Duration = Duration::from_secs(6);

/// How the app was started.
#[derive(Debug, Clone)]
pub struct AppConfig {
    /// Where the settings and the hosted server's data live.
    pub paths: Paths,
    /// Whether to browse and announce on the LAN (mDNS). Off in tests, except inside a private
    /// network namespace.
    pub discovery: bool,
    /// The address the hosted server binds: every interface, so friends can reach it.
    pub host_ip: IpAddr,
    /// The port the hosted server tries first; 0 picks any free port.
    pub host_port: u16,
    /// The hosted server's limits: the defaults, or short fair-play deadlines in tests (a
    /// player who leaves has seconds to come back, not a minute).
    pub host_limits: Limits,
    /// The system's languages, most wanted first (`ja-JP`...): the app speaks the best of
    /// them it has until the player picks one. Empty (English) in tests.
    pub languages: Vec<String>,
    /// Whether to look among the system's fonts for one with Chinese, Japanese and Korean
    /// glyphs (off in tests, which read no text off the screen).
    pub system_fonts: bool,
    /// Whether sounds play through the platform's player program (off in tests: they play
    /// none, or record what would play).
    pub system_sounds: bool,
}

impl AppConfig {
    /// The defaults for a real run with the files in `paths`.
    #[must_use]
    pub fn new(paths: Paths) -> AppConfig {
        AppConfig {
            paths,
            discovery: true,
            host_ip: IpAddr::V4(Ipv4Addr::UNSPECIFIED),
            host_port: HOST_PORT,
            host_limits: Limits::default(),
            languages: i18n::system_languages(),
            system_fonts: true,
            system_sounds: true,
        }
    }
}

/// The session with one server: its connection and what it told us.
#[derive(Debug)]
pub struct Session {
    /// The server's address, `host:port`.
    pub server: String,
    /// The connection's thread.
    pub conn: Connection,
    /// The view state the server's messages built.
    pub state: ViewState,
    /// The connection's status.
    pub status: ConnStatus,
    /// Whether the current socket has been welcomed.
    pub signed_in: bool,
    /// Waiting for the `pong` after `hello`: by then any automatic rejoin has arrived.
    syncing: bool,
    /// Whether a `room_state` came since the last `welcome`.
    rejoined: bool,
    /// A room to join once signed in (from an invite link or a found server's room).
    pub wanted_room: Option<RoomCode>,
    /// The last join asked for, to fall back to watching when the seats are full.
    last_join: Option<(RoomCode, JoinAs)>,
    /// A join to ask again at a time: the room on the screen is moving between the server's
    /// machines (`server_busy` with a retry hint), its game kept on the screen meanwhile.
    join_again: Option<(Instant, RoomCode, JoinAs)>,
    /// Requests the app made by itself that the server was too busy for, each to ask again at
    /// a time (`server_busy` with a retry hint; see `state::asked_again`).
    ask_again: Vec<(Instant, ClientMsg)>,
    /// When the room list was last asked for.
    last_list: Instant,
}

impl Session {
    /// A session showing `state` as if signed in to `server`, with no network behind it: for
    /// drawing a view from a given state (screenshots, view tests).
    #[must_use]
    pub fn detached(server: &str, state: ViewState) -> Session {
        Session {
            server: server.to_owned(),
            conn: Connection::detached(net::ws_url(server)),
            state,
            status: ConnStatus::Open,
            signed_in: true,
            syncing: false,
            rejoined: true,
            wanted_room: None,
            last_join: None,
            join_again: None,
            ask_again: Vec::new(),
            last_list: Instant::now(),
        }
    }

    /// Sends a message; false (and a notice) when not connected right now.
    pub fn send(&mut self, msg: ClientMsg) -> bool {
        if self.status != ConnStatus::Open || !self.signed_in {
            self.state.notify(&t!("app-not-connected"));
            return false;
        }
        self.conn.send(msg)
    }

    /// Asks to enter `room` as a player or a spectator.
    pub fn join(&mut self, room: RoomCode, join_as: JoinAs) {
        self.last_join = Some((room.clone(), join_as));
        let join_as = (join_as == JoinAs::Spectator).then_some(JoinAs::Spectator);
        self.send(ClientMsg::JoinRoom { room, join_as });
    }

    /// Plays `at` if the room allows a click there now.
    pub fn play(&mut self, at: Point) {
        let Some(room) = &self.state.room else {
            return;
        };
        if !room.can_play(at) {
            let text = if room.you.is_none() {
                Some(t!("room-notice-watching"))
            } else if room.status == boardroom_protocol::Status::Waiting {
                Some(t!("room-notice-waiting"))
            } else if room.status == boardroom_protocol::Status::Over {
                Some(t!("room-notice-over"))
            } else if room.to_move != room.you.unwrap_or(room.to_move) {
                Some(t!("room-notice-turn", seat = room.to_move.as_str()))
            } else {
                None
            };
            if let Some(text) = text {
                self.state.notify(&text);
            }
            return;
        }
        let ply = room.ply;
        if self.send(ClientMsg::PutStep { at, ply })
            && let Some(room) = &mut self.state.room
        {
            room.sent = Some(ply);
        }
    }
}

/// What the Find view knows about one server's rooms.
#[derive(Debug, Clone)]
pub enum Probe {
    /// Asked, no answer yet.
    Asking,
    /// The rooms it has.
    Rooms(Vec<RoomSummary>),
    /// Why it could not be asked.
    Failed(String),
}

/// A probe's answer: the server asked, and its rooms (or why not).
type ProbeResult = (String, Result<Vec<RoomSummary>, String>);

/// A record read on its thread: where from, and the record (or why it cannot be replayed).
type RecordResult = (Source, Result<boardroom_engine::sgf::SgfRecord, String>);

/// Why the Find screen lists no servers found on the network.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DiscoveryNote {
    /// Turned off (`--no-discovery`, tests).
    Off,
    /// The browser could not start, for this reason.
    Failed(String),
}

impl DiscoveryNote {
    /// The note as the Find screen shows it.
    #[must_use]
    pub fn text(&self) -> String {
        match self {
            DiscoveryNote::Off => t!("desk-discovery-off"),
            DiscoveryNote::Failed(error) => t!("desk-discovery-failed", error = error.as_str()),
        }
    }
}

/// What the lobby shows in its middle.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum LobbyTab {
    /// The server's rooms.
    #[default]
    Rooms,
    /// The player's finished games, and SGF files to open.
    Games,
    /// The server's events, and the one watched.
    Events,
    /// The leaderboards, and a player's profile opened from one.
    Ratings,
    /// The player's account: keep the name with a password, change it, sign out elsewhere.
    Account,
}

/// The text fields and choices of the forms, kept between frames.
#[derive(Debug, Clone)]
pub struct Forms {
    /// The name field.
    pub name: String,
    /// The address field of the Find view.
    pub address: String,
    /// The room code field of the lobby.
    pub code: String,
    /// The chat field.
    pub chat: String,
    /// The create-room form.
    pub create: views::lobby::CreateForm,
    /// The level for "seat the computer" in a waiting room.
    pub seat_ai_level: boardroom_protocol::AiLevel,
    /// The path of an SGF file to open.
    pub sgf_path: String,
    /// The new-event form.
    pub event: views::events::EventForm,
    /// The host's choices on the event watched.
    pub event_host: views::events::HostForm,
    /// The passwords typed: to sign in, to keep the name, to change the password.
    pub account: AccountForm,
    /// The leaderboard's game and rule, and the profile opened from it.
    pub leaderboard: crate::ratings::LeaderboardChoice,
}

/// A question the player must confirm before it is sent.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Confirm {
    /// Resign the game.
    Resign,
    /// Leave a game in progress (it counts as a loss).
    Leave,
    /// Take an entrant out of an event for good, as its host (a game of theirs under way is
    /// lost).
    Remove {
        /// The event's id.
        tournament: String,
        /// The entrant's id in the event.
        entrant: String,
        /// The entrant's name, for the question.
        name: String,
    },
}

/// The Boardroom desktop app.
pub struct DesktopApp {
    /// How it was started.
    pub config: AppConfig,
    /// What it remembers between runs.
    pub settings: Settings,
    /// The session with a server, when connected to one.
    pub session: Option<Session>,
    /// The server this app hosts, when hosting.
    pub host: Option<Host>,
    /// Why hosting failed (the system's words), to show.
    pub host_error: Option<String>,
    /// The host's controls over the hosted server (its console), once opened while hosting.
    pub console: Option<HostConsole>,
    /// The LAN browser, when discovery is on and available.
    pub discovery: Option<Box<dyn ServerSource>>,
    /// Why there is no LAN browser, to show.
    pub discovery_note: Option<DiscoveryNote>,
    /// Keeps the hosted server announced.
    announcement: Option<Box<dyn Announcement>>,
    /// The rooms of each server in the Find view, by address.
    pub probes: HashMap<String, (Probe, Instant)>,
    /// Results of probes running on their threads.
    probe_results: (mpsc::Sender<ProbeResult>, mpsc::Receiver<ProbeResult>),
    /// The forms' contents.
    pub forms: Forms,
    /// A question waiting for confirmation.
    pub confirm: Option<Confirm>,
    /// Whether the last session ended on the server's word (this device's account token was
    /// revoked): said where the app asks for the name until the next connection.
    pub signed_out: bool,
    /// Where the board was last painted, to map points to the screen (tests click with it).
    pub board: Option<BoardResponse>,
    /// The lobby's tab.
    pub lobby_tab: LobbyTab,
    /// The record being replayed, shown instead of the lobby while open.
    pub replay: Option<Replay>,
    /// The record being fetched or read, until it arrives.
    pub loading: Option<Source>,
    /// Records read on their threads.
    records: (mpsc::Sender<RecordResult>, mpsc::Receiver<RecordResult>),
    /// The notice on screen and since when.
    notice: Option<(crate::state::Notice, Instant)>,
    /// The egui context, known from the first frame on; the network wakes it.
    ctx: Option<egui::Context>,
    /// The language the app speaks.
    language: Language,
    /// The font for Chinese, Japanese and Korean, from the system's.
    font: CjkFont,
    /// The sounds and the turn alert.
    pub alerts: Alerts,
}

impl std::fmt::Debug for DesktopApp {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DesktopApp")
            .field("config", &self.config)
            .field("session", &self.session)
            .field("host", &self.host)
            .finish_non_exhaustive()
    }
}

impl DesktopApp {
    /// A new app with its settings loaded; discovery starts only when the config allows it.
    #[must_use]
    pub fn new(config: AppConfig) -> DesktopApp {
        let settings = Settings::load(&config.paths.settings);
        let language = match &settings.language {
            Some(code) => Language::negotiated(&[code]),
            None => Language::negotiated(&config.languages),
        };
        i18n::use_language(&language);
        let (discovery, discovery_note) = if config.discovery {
            match discovery::start() {
                Ok(source) => (Some(source), None),
                Err(error) => (None, Some(DiscoveryNote::Failed(error))),
            }
        } else {
            (None, Some(DiscoveryNote::Off))
        };
        let font = CjkFont::new(config.system_fonts);
        let player: Box<dyn SoundPlayer> = if config.system_sounds {
            Box::new(SystemPlayer::new(config.paths.sounds()))
        } else {
            Box::new(Silent)
        };
        let forms = Forms {
            name: settings.name.clone(),
            address: settings.last_server.clone().unwrap_or_default(),
            code: String::new(),
            chat: String::new(),
            create: views::lobby::CreateForm::default(),
            seat_ai_level: boardroom_protocol::AiLevel::Medium,
            sgf_path: String::new(),
            event: views::events::EventForm::default(),
            event_host: views::events::HostForm::default(),
            account: AccountForm::default(),
            leaderboard: crate::ratings::LeaderboardChoice::default(),
        };
        DesktopApp {
            config,
            settings,
            session: None,
            host: None,
            host_error: None,
            console: None,
            discovery,
            discovery_note,
            announcement: None,
            probes: HashMap::new(),
            probe_results: mpsc::channel(),
            forms,
            confirm: None,
            signed_out: false,
            board: None,
            lobby_tab: LobbyTab::default(),
            replay: None,
            loading: None,
            records: mpsc::channel(),
            notice: None,
            ctx: None,
            language,
            font,
            alerts: Alerts::new(player),
        }
    }

    /// Plays the sounds through `player` from now on (tests hand in a recorder).
    pub fn set_sound_player(&mut self, player: Box<dyn SoundPlayer>) {
        self.alerts.set_player(player);
    }

    /// Turns the sounds on or off, and remembers it.
    pub fn set_sound(&mut self, on: bool) {
        if self.settings.sound != on {
            self.settings.sound = on;
            self.save_settings();
        }
    }

    /// Turns the turn alert on or off, and remembers it.
    pub fn set_notify_turn(&mut self, on: bool) {
        if self.settings.notify_turn != on {
            self.settings.notify_turn = on;
            self.save_settings();
        }
    }

    /// Whether the window is out of the player's sight: not focused (as far as the platform
    /// says; unknown counts as in sight).
    fn hidden(&self) -> bool {
        self.ctx
            .as_ref()
            .and_then(|ctx| ctx.input(|i| i.viewport().focused))
            == Some(false)
    }

    /// The language the app speaks.
    #[must_use]
    pub fn language(&self) -> &Language {
        &self.language
    }

    /// Speaks the language `code` (one of [`i18n::available`]) from now on and remembers it;
    /// `None` follows the system's languages again.
    pub fn set_language(&mut self, code: Option<String>) {
        let language = match &code {
            Some(code) => Language::negotiated(&[code]),
            None => Language::negotiated(&self.config.languages),
        };
        self.use_language(language);
        if self.settings.language != code {
            self.settings.language = code;
            self.save_settings();
        }
    }

    /// Speaks `language` from now on, without remembering it (the window tests' pseudo-language).
    /// What the forms hold of the old language's words (the new event's name, while the host has
    /// not typed another) changes with it.
    pub fn use_language(&mut self, language: Language) {
        i18n::use_language(&self.language);
        let old_name = t!("desk-event-default-name");
        i18n::use_language(&language);
        self.language = language;
        if self.forms.event.name == old_name {
            self.forms.event.name = t!("desk-event-default-name");
        }
    }

    /// Reads the system's font for the language now, on this thread: before the first frame.
    pub fn preload_fonts(&mut self) {
        let code = self.language.code().to_owned();
        self.font.preload(&code);
    }

    /// Replaces the LAN browser (tests hand in a fixed list; no multicast anywhere).
    pub fn set_discovery(&mut self, source: Box<dyn ServerSource>) {
        self.discovery = Some(source);
        self.discovery_note = None;
    }

    /// Saves the settings, logging a failure (the app goes on without remembering).
    pub fn save_settings(&self) {
        if let Err(error) = self.settings.save(&self.config.paths.settings) {
            tracing::warn!(%error, "cannot save the settings");
        }
    }

    /// The name typed in, cut to the protocol's limit; `None` when empty.
    fn chosen_name(&mut self) -> Option<String> {
        let name: String = self
            .forms
            .name
            .trim()
            .chars()
            .take(boardroom_protocol::MAX_NAME_CHARS)
            .collect();
        if name.is_empty() {
            self.show_notice(&t!("desk-type-name"), true);
            return None;
        }
        if self.settings.name != name {
            self.settings.name.clone_from(&name);
            self.save_settings();
        }
        Some(name)
    }

    /// Starts hosting (if not already) and connects to the hosted server.
    pub fn host_game(&mut self) {
        let Some(name) = self.chosen_name() else {
            return;
        };
        if self.host.is_none() {
            let data = self.config.paths.server_data.clone();
            let preferred = SocketAddr::new(self.config.host_ip, self.config.host_port);
            let limits = self.config.host_limits.clone();
            let started = Host::start(preferred, data.clone(), limits.clone()).or_else(|error| {
                if self.config.host_port == 0 {
                    Err(error)
                } else {
                    Host::start(SocketAddr::new(self.config.host_ip, 0), data, limits)
                }
            });
            match started {
                Ok(host) => {
                    if self.config.discovery {
                        let instance = t!("desk-announced-as", name = name.as_str());
                        match discovery::announce(host.addr.port(), &instance) {
                            Ok(announcement) => self.announcement = Some(announcement),
                            Err(note) => tracing::info!(note, "not announced on the LAN"),
                        }
                    }
                    self.host = Some(host);
                    self.host_error = None;
                }
                Err(error) => {
                    let error = error.to_string();
                    self.show_notice(&t!("desk-host-failed", error = error.as_str()), true);
                    self.host_error = Some(error);
                    return;
                }
            }
        }
        if let Some(server) = self.host.as_ref().map(Host::local_server) {
            self.connect_to(server, None, name);
        }
    }

    /// Stops hosting: everyone on this server is disconnected.
    pub fn stop_hosting(&mut self) {
        if let Some(host) = &self.host
            && self
                .session
                .as_ref()
                .is_some_and(|s| s.server == host.local_server())
        {
            self.session = None;
        }
        // The controls were the stopped server's.
        self.console = None;
        // Both wait a little for their threads (the server's grace, the mDNS goodbye): they
        // are dropped on a thread of their own so the window does not wait with them.
        let host = self.host.take();
        let announcement = self.announcement.take();
        let dropped = std::thread::Builder::new()
            .name("boardroom-stop-host".into())
            .spawn(move || drop((host, announcement)));
        if let Err(error) = dropped {
            tracing::warn!(%error, "cannot stop the server in the background");
        }
    }

    /// Opens the host's controls over the hosted server (and asks it for its state at once).
    pub fn open_host_console(&mut self) {
        let Some(host) = &self.host else {
            return;
        };
        let console = self
            .console
            .get_or_insert_with(|| HostConsole::new(host, self.ctx.clone()));
        console.show();
    }

    /// Closes the host's controls; what they said stays for the next opening.
    pub fn close_host_console(&mut self) {
        if let Some(console) = &mut self.console {
            console.open = false;
        }
    }

    /// Connects to the server typed in the address field (an address or an invite link).
    pub fn connect_typed(&mut self) {
        let Some((server, room)) = parse_address(&self.forms.address) else {
            self.show_notice(&t!("desk-type-address"), true);
            return;
        };
        let Some(name) = self.chosen_name() else {
            return;
        };
        self.connect_to(server, room, name);
    }

    /// Connects to `server` (`host:port`) as `name`, then joins `room` if one is given. With
    /// a password typed, it signs in to the account of `name` (no token: the welcome gives this
    /// device one of its own); else it comes back with the token kept for the server.
    pub fn connect_to(&mut self, server: String, room: Option<RoomCode>, name: String) {
        let Some(ctx) = self.ctx.clone() else {
            return;
        };
        let me = Credentials::new(
            name,
            self.settings.token(&server).map(str::to_owned),
            self.settings.is_account(&server),
            self.forms.account.sign_in_password(),
        );
        match Connection::open(net::ws_url(&server), me, ctx) {
            Ok(conn) => {
                self.signed_out = false;
                self.settings.last_server = Some(server.clone());
                self.save_settings();
                self.session = Some(Session {
                    server,
                    conn,
                    state: ViewState::default(),
                    status: ConnStatus::Connecting,
                    signed_in: false,
                    syncing: false,
                    rejoined: false,
                    wanted_room: room,
                    last_join: None,
                    join_again: None,
                    ask_again: Vec::new(),
                    last_list: Instant::now(),
                });
            }
            Err(error) => {
                let error = error.to_string();
                self.show_notice(&t!("desk-connect-failed", error = error.as_str()), true);
            }
        }
    }

    /// Leaves the server (the seat stays the player's, as after a network drop).
    pub fn disconnect(&mut self) {
        self.session = None;
        self.board = None;
    }

    /// Says `hello` again after a refused one, with the name and password typed in the
    /// sign-in panel: on the same connection (the server allows that).
    pub fn sign_in_again(&mut self) {
        let Some(name) = self.chosen_name() else {
            return;
        };
        let Some(password) = self.forms.account.sign_in_password() else {
            return;
        };
        if let Some(session) = &mut self.session {
            session.state.account.hello_refused = None;
            session.conn.command(Command::SignIn { name, password });
        }
    }

    /// Sends an account request (`sign_up`, `change_password`, `sign_out_elsewhere`) the
    /// Account section's fields describe; a password the server would refuse is not sent, and
    /// the section says why.
    pub fn account_request(&mut self, request: Request) {
        let Some(session) = &mut self.session else {
            return;
        };
        let msg = match request {
            Request::SignUp => self.forms.account.sign_up(),
            Request::ChangePassword => self.forms.account.change_password(),
            Request::SignOutElsewhere => Ok(ClientMsg::SignOutElsewhere),
        };
        match msg {
            Ok(msg) => {
                session.state.account.ask(request);
                session.send(msg);
            }
            Err(text) => session.state.account.say(text, true),
        }
    }

    /// This device's account token stopped working: it is forgotten, and the app goes back to
    /// where it asks for the name, saying why.
    fn signed_out_elsewhere(&mut self) {
        if let Some(session) = self.session.take() {
            self.settings.forget_token(&session.server);
            self.save_settings();
        }
        self.board = None;
        self.replay = None;
        self.forms.account.clear();
        self.signed_out = true;
        self.show_notice(&account_texts::signed_out(), true);
    }

    /// Shows a notice of the app's own.
    pub fn show_notice(&mut self, text: &str, error: bool) {
        self.notice = Some((
            crate::state::Notice {
                text: text.to_owned(),
                error,
                seq: 0,
            },
            Instant::now(),
        ));
    }

    /// The notice on screen now, if any.
    #[must_use]
    pub fn notice(&self) -> Option<&crate::state::Notice> {
        self.notice
            .as_ref()
            .filter(|(_, since)| since.elapsed() < NOTICE_FOR)
            .map(|(n, _)| n)
    }

    /// Whether legal points are hinted in a game: as the player last chose, else as the
    /// catalogue says (where they are few and telling, as in reversi).
    #[must_use]
    pub fn hints_on(&self, info: &boardroom_protocol::GameInfo) -> bool {
        self.settings
            .hints
            .get(info.game.as_str())
            .copied()
            .unwrap_or(info.hints)
    }

    /// Asks the server for the first page of the player's finished games (`older`: the page
    /// after the last one listed).
    pub fn list_games(&mut self, older: bool) {
        if let Some(session) = &mut self.session {
            let before = older
                .then(|| session.state.games.last().map(|g| g.game_id.clone()))
                .flatten();
            session.send(ClientMsg::ListGames {
                before,
                limit: None,
            });
        }
    }

    /// Fetches finished game `game_id` from the server signed in to, to replay it.
    pub fn open_game(&mut self, game_id: &str) {
        if let Some(server) = self.session.as_ref().map(|s| s.server.clone()) {
            self.fetch_game(server, game_id.to_owned());
        }
    }

    /// Opens the game of the link typed in the SGF field (`http://host:port/g/ID`, as the web
    /// client and the server's pages give it): a game anyone with the link may replay.
    pub fn open_link(&mut self) {
        match records::parse_game_link(&self.forms.sgf_path) {
            Some((server, game_id)) => self.fetch_game(server, game_id),
            None => self.show_notice(&t!("desk-type-game-link"), true),
        }
    }

    /// Fetches game `game_id` from `server` (`host:port`), to replay it.
    fn fetch_game(&mut self, server: String, game_id: String) {
        let source = Source::Server {
            server: server.clone(),
            game_id: game_id.clone(),
        };
        self.read_record(source, move || records::fetch(&server, &game_id));
    }

    /// Reads the SGF file whose path is typed in, to replay it; a game link typed there opens
    /// that game instead.
    pub fn open_file(&mut self) {
        let path = self.forms.sgf_path.trim().to_owned();
        if path.is_empty() {
            self.show_notice(&t!("desk-type-sgf"), true);
            return;
        }
        if path.starts_with("http://") {
            self.open_link();
            return;
        }
        let source = Source::File { path: path.clone() };
        self.read_record(source, move || records::open(std::path::Path::new(&path)));
    }

    /// Runs `read` on a thread of its own; its record arrives through `pump`.
    fn read_record(
        &mut self,
        source: Source,
        read: impl FnOnce() -> Result<boardroom_engine::sgf::SgfRecord, String> + Send + 'static,
    ) {
        self.loading = Some(source.clone());
        let sender = self.records.0.clone();
        let waker = self.ctx.clone();
        let spawned = i18n::spawn("boardroom-record", move || {
            let _ = sender.send((source, read()));
            if let Some(ctx) = waker {
                ctx.request_repaint();
            }
        });
        if let Err(error) = spawned {
            self.loading = None;
            let error = error.to_string();
            self.show_notice(&t!("desk-record-failed", error = error.as_str()), true);
        }
    }

    /// Closes the replay, back to the lobby's games.
    pub fn close_replay(&mut self) {
        self.replay = None;
        self.board = None;
    }

    /// Where point `p` of the board on screen is, for tests that click it.
    #[must_use]
    pub fn point_on_screen(&self, p: Point) -> Option<Pos2> {
        let room = self.session.as_ref()?.state.room.as_ref()?;
        let frame = self.board?;
        let geometry = Geometry::of(&room.info, &room.options);
        Some(frame.to_screen(geometry.pos(p)))
    }

    /// Reads what the network and the probes sent, and does the periodic work.
    fn pump(&mut self) {
        let events = self
            .session
            .as_ref()
            .map(|s| s.conn.drain())
            .unwrap_or_default();
        for event in events {
            self.handle(event);
        }
        if let Some(session) = &mut self.session
            && session.signed_in
            && let Some((at, room, join_as)) = session.join_again.clone()
            && Instant::now() >= at
        {
            session.join_again = None;
            if session.state.room.as_ref().is_some_and(|r| r.code == room) {
                session.join(room, join_as);
            }
        }
        if let Some(session) = &mut self.session
            && session.signed_in
            && !session.ask_again.is_empty()
        {
            let now = Instant::now();
            let (due, later) = std::mem::take(&mut session.ask_again)
                .into_iter()
                .partition::<Vec<_>, _>(|(at, _)| *at <= now);
            session.ask_again = later;
            for (_, msg) in due {
                session.conn.send(msg);
            }
        }
        if let Some(session) = &mut self.session
            && session.signed_in
            && session.last_list.elapsed() >= LIST_EVERY
        {
            session.last_list = Instant::now();
            session.conn.send(ClientMsg::ListRooms);
        }
        while let Ok((source, result)) = self.records.1.try_recv() {
            if self.loading.as_ref() != Some(&source) {
                continue;
            }
            self.loading = None;
            match result {
                Ok(record) => {
                    self.replay = Some(Replay::new(&record, source));
                    self.board = None;
                }
                Err(text) => self.show_notice(&text, true),
            }
        }
        if let Some(console) = &mut self.console {
            console.pump();
        }
        while let Ok((server, result)) = self.probe_results.1.try_recv() {
            let probe = match result {
                Ok(rooms) => Probe::Rooms(rooms),
                Err(why) => Probe::Failed(why),
            };
            self.probes.insert(server, (probe, Instant::now()));
        }
        if let Some(seq_notice) = self
            .session
            .as_ref()
            .and_then(|s| s.state.notice.clone())
            .filter(|n| {
                self.notice
                    .as_ref()
                    .is_none_or(|(shown, _)| shown.seq != n.seq)
            })
        {
            self.notice = Some((seq_notice, Instant::now()));
        }
    }

    /// Folds one network event into the session, and answers it where the protocol asks.
    fn handle(&mut self, event: NetEvent) {
        let hidden = self.hidden();
        let Some(session) = &mut self.session else {
            return;
        };
        match event {
            NetEvent::SignedOut => self.signed_out_elsewhere(),
            NetEvent::Status(status) => {
                session.status = status;
                if status != ConnStatus::Open {
                    session.signed_in = false;
                    session.syncing = false;
                }
            }
            NetEvent::Message(msg) => {
                let before = session.state.room.as_ref().map(|r| r.code.clone());
                // An event shown that the list does not have yet (one just made here): the list
                // is asked for again, so that it names it.
                let unlisted = matches!(&msg, ServerMsg::Tournament(view)
                    if !session.state.tournaments.iter().any(|t| t.id == view.id));
                session.state.apply(msg.clone(), Instant::now());
                let choices = (self.settings.sound, self.settings.notify_turn);
                let room = session.state.room.as_ref();
                if self.alerts.heard(&msg, room, hidden, choices)
                    && let Some(room) = room
                {
                    // The taskbar or the dock tells the player; the notice says why when they
                    // come back.
                    if let Some(ctx) = &self.ctx {
                        ctx.send_viewport_cmd(egui::ViewportCommand::RequestUserAttention(
                            egui::UserAttentionType::Informational,
                        ));
                    }
                    let body = if matches!(msg, ServerMsg::Step { .. }) {
                        let opponent = room.you.map(|you| room.player_name(you.other()));
                        t!(
                            "alerts-turn-body",
                            opponent = opponent.unwrap_or_default(),
                            room = room.code.as_str()
                        )
                    } else {
                        t!("alerts-turn-body-start", room = room.code.as_str())
                    };
                    session.state.notify(&body);
                }
                if unlisted {
                    session.conn.send(ClientMsg::ListTournaments);
                }
                match msg {
                    ServerMsg::Welcome {
                        token,
                        name,
                        account,
                        ..
                    } => {
                        session.signed_in = true;
                        session.syncing = true;
                        session.rejoined = false;
                        session.conn.send(ClientMsg::Ping);
                        session.conn.send(ClientMsg::ListRooms);
                        session.conn.send(ClientMsg::ListTournaments);
                        // Back after a drop: the event on screen goes on telling us.
                        if let Some(event) = &session.state.tournament {
                            session.conn.send(ClientMsg::WatchTournament {
                                tournament: event.id.clone(),
                            });
                        }
                        session.last_list = Instant::now();
                        self.settings.keep_token(&session.server, token, account);
                        self.settings.name = name;
                        self.save_settings();
                        // Signed in: the password typed is not kept.
                        self.forms.account.password.clear();
                    }
                    // The name is now an account's (or its password changed): this device's
                    // token is an account's, and the passwords typed are not kept.
                    ServerMsg::Account { .. } => {
                        self.settings.accounts.insert(session.server.clone());
                        self.save_settings();
                        self.forms.account.clear();
                    }
                    ServerMsg::Pong if session.syncing => {
                        session.syncing = false;
                        after_sync(session);
                    }
                    ServerMsg::RoomState(state) => {
                        session.rejoined = true;
                        if session.wanted_room.as_ref() == Some(&state.room) {
                            session.wanted_room = None;
                        }
                        session.last_join = None;
                        if before.as_ref() != Some(&state.room) {
                            session.conn.send(ClientMsg::ListRooms);
                        }
                    }
                    ServerMsg::Left { .. } => {
                        session.conn.send(ClientMsg::ListRooms);
                    }
                    // A game of the event is ready: to its board, where the seat is ours.
                    ServerMsg::TournamentGame(ready) => {
                        session.join(ready.room, JoinAs::Player);
                    }
                    ServerMsg::Error {
                        code,
                        reference,
                        retry_in_ms,
                        ..
                    } if reference.as_deref() == Some("join_room") => {
                        join_refused(session, code, retry_in_ms);
                    }
                    ServerMsg::Error {
                        code: ErrorCode::ServerBusy,
                        reference,
                        retry_in_ms: Some(ms),
                        ..
                    } => {
                        if let Some(again) = crate::state::asked_again(reference.as_deref()) {
                            session
                                .ask_again
                                .push((Instant::now() + retry_wait(ms), again));
                        }
                    }
                    // A refused sign-in: the password is typed again, not kept.
                    ServerMsg::Error { reference, .. } if reference.as_deref() == Some("hello") => {
                        self.forms.account.password.clear();
                    }
                    _ => {}
                }
            }
        }
    }

    /// Asks every listed server for its rooms again when the last answer is old.
    pub fn refresh_probes(&mut self, servers: &[String]) {
        for server in servers {
            let fresh = self
                .probes
                .get(server)
                .is_some_and(|(_, at)| at.elapsed() < PROBE_EVERY);
            if fresh {
                continue;
            }
            self.probes
                .insert(server.clone(), (Probe::Asking, Instant::now()));
            let sender = self.probe_results.0.clone();
            let target = server.clone();
            let waker = self.ctx.clone();
            let spawned = i18n::spawn("boardroom-probe", move || {
                let result = net::probe_rooms(&target);
                let _ = sender.send((target, result));
                if let Some(ctx) = waker {
                    ctx.request_repaint();
                }
            });
            if let Err(error) = spawned {
                tracing::warn!(%error, "cannot start a probe");
            }
        }
    }

    /// The servers the Find view lists: found on the LAN, then the last one used.
    #[must_use]
    pub fn listed_servers(&self) -> Vec<FoundServer> {
        let mut servers = self
            .discovery
            .as_ref()
            .map(|d| d.servers())
            .unwrap_or_default();
        if let Some(last) = &self.settings.last_server
            && let Ok(addr) = last.parse::<SocketAddr>()
            && !servers.iter().any(|s| s.addr == addr)
        {
            servers.push(FoundServer {
                name: t!("desk-last-server"),
                addr,
            });
        }
        servers
    }

    /// Draws the whole window: what the app shows every frame.
    pub fn show(&mut self, ui: &mut egui::Ui) {
        if self.ctx.is_none() {
            self.ctx = Some(ui.ctx().clone());
        }
        // The app's language for every text of the frame, and a font for its script.
        i18n::use_language(&self.language);
        let code = self.language.code().to_owned();
        self.font.update(ui.ctx(), &code);
        self.pump();
        let room = self.session.as_ref().and_then(|s| s.state.room.as_ref());
        self.alerts.tick(room, Instant::now(), self.settings.sound);
        // Timers (the lobby's refresh, notices fading) need a frame now and then.
        ui.ctx().request_repaint_after(Duration::from_millis(500));
        views::top_bar(self, ui);
        views::notice_bar(self, ui);
        views::host_notice::show(self, ui);
        views::console::show(self, ui);
        let in_room = self
            .session
            .as_ref()
            .is_some_and(|s| s.state.room.is_some());
        // A room on screen (a new game from the replay's position) closes the replay.
        if in_room && self.replay.is_some() {
            self.close_replay();
        }
        if self.replay.is_some() {
            views::replay::show(self, ui);
        } else if in_room {
            views::room::show(self, ui);
        } else if self.session.is_some() {
            self.board = None;
            views::lobby::show(self, ui);
        } else {
            self.board = None;
            views::find::show(self, ui);
        }
    }
}

/// The room on the screen and how the player is in it: to join it again the same way.
fn joined_as(room: &crate::state::RoomView) -> (RoomCode, JoinAs) {
    let join_as = if room.you.is_some() {
        JoinAs::Player
    } else {
        JoinAs::Spectator
    };
    (room.code.clone(), join_as)
}

/// Signed in and any automatic rejoin has arrived: go back to the room on screen if the server
/// did not put us back, then to the room we were sent to.
fn after_sync(session: &mut Session) {
    if let Some((code, join_as)) = session.state.room.as_ref().map(joined_as)
        && !session.rejoined
    {
        session.join(code, join_as);
    }
    if let Some(wanted) = session.wanted_room.clone() {
        if session
            .state
            .room
            .as_ref()
            .is_some_and(|r| r.code == wanted)
        {
            session.wanted_room = None;
        } else {
            session.join(wanted, JoinAs::Player);
        }
    }
}

/// How long to wait before asking again when the server says `retry_in_ms`: as it says, held
/// between a tenth of a second and five seconds.
fn retry_wait(retry_in_ms: u64) -> Duration {
    Duration::from_millis(retry_in_ms.clamp(100, 5_000))
}

/// A join was refused: watch instead when the seats are full, ask again in a moment for a room
/// that is moving between the server's machines, forget a room that closed.
fn join_refused(session: &mut Session, code: ErrorCode, retry_in_ms: Option<u64>) {
    let on_screen = session.state.room.as_ref().map(joined_as);
    if code == ErrorCode::ServerBusy
        && let (Some(retry), Some(shown)) = (retry_in_ms, on_screen)
    {
        // The room keeps its seats while it moves (the server also puts a seated player back
        // by itself): the game stays on the screen and the join is asked again.
        let (room, join_as) = session.last_join.take().unwrap_or(shown);
        session.join_again = Some((Instant::now() + retry_wait(retry), room, join_as));
        return;
    }
    let Some((room, join_as)) = session.last_join.take() else {
        return;
    };
    if code == ErrorCode::RoomFull && join_as == JoinAs::Player {
        session.state.notify(&t!("room-full", room = room.as_str()));
        session.join(room, JoinAs::Spectator);
        return;
    }
    if session.wanted_room.as_ref() == Some(&room) {
        session.wanted_room = None;
    }
    if code == ErrorCode::NoSuchRoom && session.state.room.as_ref().is_some_and(|r| r.code == room)
    {
        session.state.room = None;
    }
}

/// Reads what the player typed as a server: `host`, `host:port`, or an invite link
/// `http://host:port/r/CODE` (which also names a room). `None` when nothing usable was typed.
#[must_use]
pub fn parse_address(text: &str) -> Option<(String, Option<RoomCode>)> {
    let text = text.trim();
    let rest = text
        .strip_prefix("http://")
        .or_else(|| text.strip_prefix("ws://"))
        .unwrap_or(text);
    let (authority, path) = rest.split_once('/').unwrap_or((rest, ""));
    if authority.is_empty() || authority.contains(char::is_whitespace) {
        return None;
    }
    let has_port = if authority.starts_with('[') {
        authority.contains("]:")
    } else {
        authority.contains(':')
    };
    let server = if has_port {
        let (_, port) = authority.rsplit_once(':')?;
        port.parse::<u16>().ok()?;
        authority.to_owned()
    } else {
        format!("{authority}:{DEFAULT_PORT}")
    };
    let room = path
        .strip_prefix("r/")
        .map(|code| code.trim_end_matches('/').trim().to_uppercase())
        .filter(|code| !code.is_empty())
        .map(RoomCode::from);
    Some((server, room))
}

impl eframe::App for DesktopApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_and_invite_links_are_read() {
        assert_eq!(
            parse_address(" 192.168.1.5:8080 "),
            Some(("192.168.1.5:8080".to_owned(), None))
        );
        assert_eq!(
            parse_address("box.local"),
            Some(("box.local:7878".to_owned(), None))
        );
        assert_eq!(
            parse_address("http://10.0.0.2:7878/r/k7q2"),
            Some(("10.0.0.2:7878".to_owned(), Some(RoomCode::new("K7Q2"))))
        );
        assert_eq!(
            parse_address("http://[fe80::1]:7878/"),
            Some(("[fe80::1]:7878".to_owned(), None))
        );
        assert_eq!(parse_address(""), None);
        assert_eq!(parse_address("host:notaport"), None);
    }
}
