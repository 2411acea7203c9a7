//! Events (tournaments) on the server: each is a task of its own (`task.rs`) around its rules
//! (the crate `boardroom-tournament`), stored as its settings and the commands it was given
//! (`codec.rs`), run again at start-up. This file is the book of events under way and what the
//! connections' handlers ask of them; `views.rs` is what the protocol shows, `entrants.rs` who
//! an entrant is.
//!
//! In cluster mode an event is owned by one node, as a room is, and used from every node
//! (`remote.rs`).

mod codec;
mod entrants;
mod remote;
mod task;
mod views;

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use boardroom_protocol::{
    EntrantChoice, ErrorCode, TournamentFormat, TournamentSettings, TournamentSummary,
    TournamentView,
};
use boardroom_tournament::{Command, Entrant, Tournament};
use rand::RngExt;
use tokio::sync::{mpsc, oneshot};

use crate::cluster::event_key;
use crate::lobby::Player;
use crate::outbox::{ConnId, Frame, Outbox};
use crate::refusal::Refusal;
use crate::room::Accepted;
use crate::server::Server;
use crate::store::{Fence, PlayerId, StoredTournament, Write};
use crate::words::{self, num, text};
use codec::Stored;
use remote::{FromEvent, ToEvent, WireControl};
use task::{Ask, Run};

pub(crate) use remote::{listen as follow_cluster, take_over as take_over_events};
pub(crate) use views::outcome as outcome_of_result;

/// The most events one host has under way at once.
const MAX_HOSTED: usize = 3;
/// The most entrants a host names when making an event (more join, or are added, later).
const MAX_NAMED: usize = 64;
/// The most events the server keeps running at once; events over are let go first (their
/// standings and exports are read from the store).
const MAX_EVENTS: usize = 256;
/// The longest name of an event, in characters.
const MAX_NAME_CHARS: usize = 64;
/// The clock of an event whose host chose none: ten minutes and five seconds a move.
const DEFAULT_CLOCK: boardroom_protocol::ClockOptions = boardroom_protocol::ClockOptions {
    initial_s: Some(600),
    increment_s: Some(5),
    per_move_s: None,
};
/// How many asks an event's task holds before an asker waits.
const ASKS: usize = 256;

/// An event under way (or over, until the server stops).
#[derive(Debug, Clone)]
struct Entry {
    asks: mpsc::Sender<Ask>,
    host: PlayerId,
    /// The rooms' options: what an entrant added later must play.
    accepted: Accepted,
    summary: Arc<Mutex<TournamentSummary>>,
}

/// What an event's task starts from: a new event, or one run again from the store.
struct Begun {
    id: i64,
    host: PlayerId,
    stored: Stored,
    accepted: Accepted,
    state: Tournament,
    /// The next command's place in the stored log.
    seq: u64,
    /// The rooms of the games opened, by game number, with their stored games.
    rooms: HashMap<u32, (crate::store::GameId, String)>,
    /// In a cluster, this node's claim on the event.
    fence: Option<Fence>,
}

/// A connection of this node watching an event another node runs.
#[derive(Debug)]
struct Mirrored {
    outbox: Outbox,
    player: PlayerId,
}

/// Where an event is run.
enum Place {
    /// On this node.
    Here(Entry),
    /// On another node of the cluster (if anywhere).
    There(i64),
}

/// The book of events.
#[derive(Debug, Default)]
pub(crate) struct Tournaments {
    /// The events this node runs.
    events: Mutex<HashMap<i64, Entry>>,
    /// In a cluster, this node's connections watching the events of other nodes.
    mirrors: Mutex<HashMap<i64, HashMap<ConnId, Mirrored>>>,
}

impl Tournaments {
    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<i64, Entry>> {
        self.events
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Runs again every event not over, from the store. Returns how many.
    ///
    /// # Errors
    /// The store's, when the events could not be read.
    /// In a cluster, only the events no live node owns are run here (each claimed first).
    pub(crate) async fn restore(&self, server: &Server) -> Result<usize, crate::store::StoreError> {
        let stored = server.services.store.tournaments(None).await?;
        let mut count = 0;
        for event in stored {
            let fence = match &server.services.cluster {
                None => None,
                Some(node) => match node.ownership.take_over(&event_key(event.id)).await? {
                    Some(fence) => Some(fence),
                    None => continue,
                },
            };
            if self.start(server, event, fence).await {
                count += 1;
            }
        }
        Ok(count)
    }

    /// Runs the stored event `id` here, claimed with `fence` (a takeover in a cluster).
    /// Whether it runs.
    async fn run_stored(&self, server: &Server, id: i64, fence: Fence) -> bool {
        match server.services.store.tournaments(Some(id)).await {
            Ok(mut found) => match found.pop() {
                Some(event) => self.start(server, event, Some(fence)).await,
                None => false,
            },
            Err(e) => {
                tracing::warn!(event = id, error = %e, "an event could not be read");
                false
            }
        }
    }

    /// Runs a stored event again: its commands, then its task. Whether it runs.
    async fn start(&self, server: &Server, event: StoredTournament, fence: Option<Fence>) -> bool {
        // Every command run again: off the async threads.
        let rebuilt = tokio::task::spawn_blocking({
            let event = event.clone();
            move || rebuild(&event)
        })
        .await
        .unwrap_or_else(|_| Err("the rules failed".to_owned()));
        let (settings, state) = match rebuilt {
            Ok(rebuilt) => rebuilt,
            Err(why) => {
                tracing::warn!(event = event.id, %why, "an event could not be run again");
                return false;
            }
        };
        let Ok(accepted) = Accepted::from_wire(settings.settings.game, &settings.settings.options)
        else {
            tracing::warn!(
                event = event.id,
                "an event's options are no longer accepted; it is not run"
            );
            return false;
        };
        let rooms = event
            .games
            .iter()
            .map(|g| (g.game_no, (g.game_id, g.room.clone())))
            .collect();
        let seq = u64::try_from(event.commands.len()).unwrap_or(u64::MAX);
        let begun = Begun {
            id: event.id,
            host: event.host,
            stored: settings,
            accepted,
            state,
            seq,
            rooms,
            fence,
        };
        self.spawn(server, begun).await;
        true
    }

    /// Starts an event's task, and in a cluster serves it to the other nodes.
    async fn spawn(&self, server: &Server, begun: Begun) -> Entry {
        let Begun {
            id,
            host,
            stored,
            accepted,
            state,
            seq,
            rooms,
            fence,
        } = begun;
        let (asks, queue) = mpsc::channel(ASKS);
        let summary = Arc::new(Mutex::new(views::summary(&state, id, &stored)));
        let host_name = server
            .lobby
            .player(host)
            .map_or_else(|| format!("Player {host}"), |p| p.name);
        let store = match fence {
            Some(fence) => server.services.store.fenced(fence),
            None => server.services.store.clone(),
        };
        let run_accepted = accepted.clone();
        let run = Run {
            id,
            host,
            host_name,
            stored,
            accepted,
            state,
            seq,
            rooms,
            server: server.clone(),
            store,
            lost: false,
            held: std::collections::HashSet::new(),
            summary: summary.clone(),
        };
        let entry = Entry {
            asks,
            host,
            accepted: run_accepted,
            summary,
        };
        self.lock().insert(id, entry.clone());
        server.services.tracker.spawn(run.run(queue));
        if let Some(node) = &server.services.cluster {
            remote::serve(server, node.clone(), id, entry.asks.clone()).await;
        }
        entry
    }

    /// Forgets the event `id` if its task has ended (its claim was lost to another node).
    fn forget(&self, id: i64) {
        self.lock()
            .retain(|key, e| *key != id || !e.asks.is_closed());
    }

    /// Makes an event hosted by `host`, with the server's AI and engines of `entrants` in it
    /// (and the host, when `play`). Answers its id.
    ///
    /// # Errors
    /// `bad_request` for settings out of bounds or an unknown engine; `rate_limited` when the
    /// host has as many events under way as a host may; `server_busy` when it cannot be
    /// stored (or, in a cluster, claimed).
    pub(crate) async fn create(
        &self,
        server: &Server,
        host: &Player,
        settings: TournamentSettings,
        choices: Vec<EntrantChoice>,
        play: bool,
    ) -> Result<i64, Refusal> {
        let bad = |words| Refusal::told(ErrorCode::BadRequest, words);
        let name = settings.name.trim();
        let chars = name.chars().count();
        if chars == 0 || chars > MAX_NAME_CHARS || name.chars().any(char::is_control) {
            return Err(Refusal::says(
                ErrorCode::BadRequest,
                "server-event-name",
                &[("most", num(MAX_NAME_CHARS))],
            ));
        }
        // Every game of an event is timed: a player who is gone loses on time (or by the first
        // move's countdown), as in any timed game, even against the AI, which claims nothing.
        let mut options = settings.options.clone();
        options.clock.get_or_insert(DEFAULT_CLOCK);
        let settings = TournamentSettings {
            name: name.to_owned(),
            options,
            ..settings
        };
        let accepted = Accepted::from_wire(settings.game, &settings.options)?;
        if settings.openings && settings.options.opening.is_some() {
            return Err(Refusal::says(
                ErrorCode::BadRequest,
                "server-event-openings-twice",
                &[],
            ));
        }
        if choices.len() > MAX_NAMED {
            return Err(Refusal::says(
                ErrorCode::BadRequest,
                "server-event-too-many-named",
                &[("most", num(MAX_NAMED))],
            ));
        }
        let mut entrants: Vec<Entrant> = Vec::with_capacity(choices.len() + 1);
        for choice in choices {
            let entrant = entrant_of(server, &accepted, &choice).await?;
            if entrants.iter().any(|e| e.id == entrant.id) {
                return Err(Refusal::says(
                    ErrorCode::BadRequest,
                    "server-event-named-twice",
                    &[("name", text(&entrant.name))],
                ));
            }
            entrants.push(entrant);
        }
        if play {
            entrants.push(rated_person(server, &accepted, host.id, &host.name).await);
        }
        let challenger = match settings.format {
            TournamentFormat::Gauntlet { .. } => Some(
                entrants
                    .first()
                    .ok_or_else(|| {
                        Refusal::says(
                            ErrorCode::BadRequest,
                            "server-event-no-challenger-named",
                            &[],
                        )
                    })?
                    .id
                    .0,
            ),
            _ => None,
        };
        let stored = Stored {
            settings,
            challenger,
            white_first: rand::rng().random_bool(0.5),
        };
        let rules = stored.rules();
        rules
            .validate()
            .map_err(|e| bad(words::event_settings(e)))?;
        let state = Tournament::new(rules).map_err(|e| bad(words::event_settings(e)))?;
        let hosted = self
            .lock()
            .values()
            .filter(|e| e.host == host.id)
            .filter(|e| {
                e.summary
                    .lock()
                    .is_ok_and(|s| s.status != boardroom_protocol::TournamentStatus::Over)
            })
            .count();
        if hosted >= MAX_HOSTED {
            return Err(Refusal::says(
                ErrorCode::RateLimited,
                "server-events-per-host",
                &[("count", num(hosted))],
            ));
        }
        if !self.make_room() {
            return Err(Refusal::says(
                ErrorCode::ServerBusy,
                "server-events-busy",
                &[],
            ));
        }
        let id = server
            .services
            .store
            .write(Write::CreateTournament {
                host: host.id,
                settings: stored.text(),
            })
            .await
            .map_err(|e| not_stored(&e))?;
        let fence = match &server.services.cluster {
            None => None,
            Some(node) => match node.ownership.claim_new(&event_key(id)).await {
                Ok(Some(fence)) => Some(fence),
                claimed => {
                    // Not run anywhere: stored as over at once, so that no node takes it over.
                    let _ = server
                        .services
                        .store
                        .write(Write::FinishTournament { tournament: id })
                        .await;
                    return Err(match claimed.err() {
                        None => Refusal::says(
                            ErrorCode::ServerBusy,
                            "server-event-not-claimed-leaving",
                            &[],
                        ),
                        Some(e) => Refusal::says(
                            ErrorCode::ServerBusy,
                            "server-event-not-claimed",
                            &[("detail", text(e))],
                        ),
                    });
                }
            },
        };
        let begun = Begun {
            id,
            host: host.id,
            stored,
            accepted,
            state,
            seq: 0,
            rooms: HashMap::new(),
            fence,
        };
        let entry = self.spawn(server, begun).await;
        for entrant in entrants {
            command_of(&entry, Command::Join(entrant)).await?;
        }
        tracing::info!(event = id, host = host.id, "event created");
        Ok(id)
    }

    /// Whether one more event may run: when the book is full, the events that are over are let
    /// go (their tasks end; the store still has them).
    fn make_room(&self) -> bool {
        let mut events = self.lock();
        if events.len() >= MAX_EVENTS {
            events.retain(|_, e| {
                e.summary
                    .lock()
                    .is_ok_and(|s| s.status != boardroom_protocol::TournamentStatus::Over)
            });
        }
        events.len() < MAX_EVENTS
    }

    /// The event `id` this node runs, or a refusal naming it.
    fn here(&self, id: i64) -> Result<Entry, Refusal> {
        self.lock()
            .get(&id)
            .cloned()
            .ok_or_else(|| no_such(&id.to_string()))
    }

    /// Where the event `id` runs: here, or (in a cluster) on whichever node owns it.
    fn place(&self, server: &Server, id: &str) -> Result<Place, Refusal> {
        let number = id.parse::<i64>().map_err(|_| no_such(id))?;
        match self.here(number) {
            Ok(entry) => Ok(Place::Here(entry)),
            Err(_) if server.services.cluster.is_some() => Ok(Place::There(number)),
            Err(refusal) => Err(refusal),
        }
    }

    /// A person joins (and watches).
    ///
    /// # Errors
    /// As the rules refuse it (`bad_request`), or for an unknown event.
    pub(crate) async fn join(
        &self,
        server: &Server,
        id: &str,
        player: &Player,
    ) -> Result<(), Refusal> {
        match self.place(server, id)? {
            Place::Here(entry) => join_on(server, &entry, player.id, &player.name).await,
            Place::There(number) => {
                let request = ToEvent::Join {
                    player: player.id,
                    name: player.name.clone(),
                };
                ask_owner(server, number, &request).await?.done()
            }
        }
    }

    /// A person leaves.
    ///
    /// # Errors
    /// As the rules refuse it, or for an unknown event.
    pub(crate) async fn leave(
        &self,
        server: &Server,
        id: &str,
        player: PlayerId,
    ) -> Result<(), Refusal> {
        match self.place(server, id)? {
            Place::Here(entry) => leave_on(&entry, player).await,
            Place::There(number) => ask_owner(server, number, &ToEvent::Leave { player })
                .await?
                .done(),
        }
    }

    /// A host's control.
    ///
    /// # Errors
    /// `unauthorized` for anyone but the host; as the rules refuse it; for an unknown event.
    pub(crate) async fn host(
        &self,
        server: &Server,
        id: &str,
        player: PlayerId,
        control: Control,
    ) -> Result<(), Refusal> {
        match self.place(server, id)? {
            Place::Here(entry) => {
                let number = id.parse().unwrap_or_default();
                host_on(server, &entry, number, player, control).await
            }
            Place::There(number) => {
                let request = ToEvent::Host {
                    player,
                    control: WireControl::of(&control),
                };
                ask_owner(server, number, &request).await?.done()
            }
        }
    }

    /// Keeps `conn` told of the event.
    ///
    /// # Errors
    /// For an unknown event.
    pub(crate) async fn watch(
        &self,
        server: &Server,
        id: &str,
        conn: ConnId,
        outbox: Outbox,
        player: PlayerId,
    ) -> Result<i64, Refusal> {
        match self.place(server, id)? {
            Place::Here(entry) => {
                entry
                    .asks
                    .send(Ask::Watch {
                        conn,
                        outbox,
                        player,
                    })
                    .await
                    .map_err(|_| no_such(id))?;
                Ok(id.parse().unwrap_or_default())
            }
            Place::There(number) => {
                // Mirrored first, so that no showing falls between the view and the mirror.
                self.mirrors_lock().entry(number).or_default().insert(
                    conn,
                    Mirrored {
                        outbox: outbox.clone(),
                        player,
                    },
                );
                let request = ToEvent::View {
                    player: Some(player),
                };
                let view = match ask_owner(server, number, &request).await {
                    Ok(answer) => answer.view(),
                    Err(refusal) => Err(refusal),
                };
                match view {
                    Ok(view) => {
                        let _ = outbox.try_send(Frame::text(boardroom_protocol::encode(
                            &boardroom_protocol::ServerMsg::Tournament(Box::new(view)),
                        )));
                        Ok(number)
                    }
                    Err(refusal) => {
                        self.unmirror(number, conn);
                        Err(refusal)
                    }
                }
            }
        }
    }

    /// Stops telling `conn` of the event `id`.
    pub(crate) async fn unwatch(&self, id: i64, conn: ConnId) {
        self.unmirror(id, conn);
        let entry = self.lock().get(&id).cloned();
        if let Some(entry) = entry {
            let _ = entry.asks.send(Ask::Unwatch { conn }).await;
        }
    }

    fn mirrors_lock(&self) -> std::sync::MutexGuard<'_, HashMap<i64, HashMap<ConnId, Mirrored>>> {
        self.mirrors
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    fn unmirror(&self, id: i64, conn: ConnId) {
        let mut mirrors = self.mirrors_lock();
        if let Some(watchers) = mirrors.get_mut(&id) {
            watchers.remove(&conn);
            if watchers.is_empty() {
                mirrors.remove(&id);
            }
        }
    }

    /// A showing of the event `id` from its owner, to this node's connections watching it; a
    /// connection that is gone is forgotten.
    fn show_mirrored(&self, id: i64, host: PlayerId, view: TournamentView) {
        let mut mirrors = self.mirrors_lock();
        let Some(watchers) = mirrors.get_mut(&id) else {
            return;
        };
        let frame = |you_host| {
            Frame::text(boardroom_protocol::encode(
                &boardroom_protocol::ServerMsg::Tournament(Box::new(TournamentView {
                    you_host,
                    ..view.clone()
                })),
            ))
        };
        let all = frame(false);
        let hosts = watchers
            .values()
            .any(|w| w.player == host)
            .then(|| frame(true));
        watchers.retain(|_, watcher| {
            let shown = match &hosts {
                Some(hosts) if watcher.player == host => hosts.clone(),
                _ => all.clone(),
            };
            !matches!(
                watcher.outbox.try_send(shown),
                Err(crate::outbox::Refused::Closed)
            )
        });
        if watchers.is_empty() {
            mirrors.remove(&id);
        }
    }

    /// Word from the owner of event `id` for `player`, to their connections here watching it.
    fn tell_mirrored(&self, id: i64, player: PlayerId, frame: &Frame) {
        if let Some(watchers) = self.mirrors_lock().get(&id) {
            for watcher in watchers.values().filter(|w| w.player == player) {
                let _ = watcher.outbox.try_send(frame.clone());
            }
        }
    }

    /// The event `id` as it stands: a live one from its task (here or on its node), one over
    /// from the store.
    pub(crate) async fn view(&self, server: &Server, id: &str) -> Option<TournamentView> {
        match self.place(server, id) {
            Ok(Place::Here(entry)) => return view_on(&entry, None).await,
            Ok(Place::There(number)) => {
                let request = ToEvent::View { player: None };
                if let Ok(view) = ask_owner(server, number, &request)
                    .await
                    .and_then(FromEvent::view)
                {
                    return Some(view);
                }
            }
            Err(_) => {}
        }
        let (stored, settings, state) = from_store(server, id).await?;
        let rooms = stored
            .games
            .iter()
            .map(|g| (g.game_no, g.room.clone()))
            .collect();
        let host = server
            .lobby
            .player(stored.host)
            .map_or_else(|| format!("Player {}", stored.host), |p| p.name);
        Some(views::view(
            &state,
            &views::Context {
                id: stored.id,
                stored: &settings,
                host: &host,
                rooms: &rooms,
                ends_at_ms: state.ends_at(),
            },
        ))
    }

    /// What the export of event `id` is made of: a live one's from its task, one over from the
    /// store.
    pub(crate) async fn export(&self, server: &Server, id: &str) -> Option<Export> {
        match self.place(server, id) {
            Ok(Place::Here(entry)) => return export_on(&entry).await,
            Ok(Place::There(number)) => {
                if let Ok(export) = ask_owner(server, number, &ToEvent::Export)
                    .await
                    .and_then(FromEvent::export)
                {
                    return Some(export);
                }
            }
            Err(_) => {}
        }
        let (stored, settings, state) = from_store(server, id).await?;
        let games = stored
            .games
            .iter()
            .map(|g| (g.game_no, g.game_id))
            .collect();
        Some(export_of(&state, &settings, games))
    }

    /// The events of the server (in a cluster, of every node), newest first.
    pub(crate) async fn list(&self, server: &Server) -> Vec<TournamentSummary> {
        match &server.services.cluster {
            Some(node) => remote::list(node).await,
            None => self.list_here(),
        }
    }

    /// The events this node runs, newest first.
    fn list_here(&self) -> Vec<TournamentSummary> {
        let events = self.lock();
        let mut ids: Vec<&i64> = events.keys().collect();
        ids.sort_unstable_by(|a, b| b.cmp(a));
        ids.into_iter()
            .filter_map(|id| events.get(id))
            .filter_map(|e| e.summary.lock().ok().map(|s| s.clone()))
            .collect()
    }
}

/// What an event's export is made of.
#[derive(Debug)]
pub(crate) struct Export {
    /// The event's name.
    pub(crate) name: String,
    /// Its standings, as CSV.
    pub(crate) csv: String,
    /// Its games with a result, in order: each its round and its stored game.
    pub(crate) games: Vec<(u32, crate::store::GameId)>,
}

/// The export of an event in `state`, whose games' stored ids are `stored_games` (by game
/// number).
pub(super) fn export_of(
    state: &Tournament,
    stored: &Stored,
    stored_games: HashMap<u32, crate::store::GameId>,
) -> Export {
    let games = state
        .games()
        .iter()
        .filter(|g| g.outcome().is_some())
        .filter_map(|g| {
            stored_games
                .get(&g.pairing.game.0)
                .map(|id| (g.pairing.round, *id))
        })
        .collect();
    Export {
        name: stored.settings.name.clone(),
        csv: state.standings_csv(),
        games,
    }
}

/// A host's control, as the handler read it.
#[derive(Debug)]
pub(crate) enum Control {
    /// A command of the rules as it is.
    Command(Command),
    /// Enter the server's AI or an engine.
    Add(EntrantChoice),
    /// Take out the entrant shown as this.
    Remove(String),
}

fn no_such(id: &str) -> Refusal {
    let shown: String = id.chars().take(20).collect();
    Refusal::says(
        ErrorCode::BadRequest,
        "server-no-such-event",
        &[("event", text(shown))],
    )
}

/// Asks the owner of the event `number` in the cluster.
async fn ask_owner(server: &Server, number: i64, request: &ToEvent) -> Result<FromEvent, Refusal> {
    match &server.services.cluster {
        Some(node) => remote::ask(node, number, request).await,
        None => Err(no_such(&number.to_string())),
    }
}

/// A person joins the event of `entry`, seeded by their rating in its game.
async fn join_on(
    server: &Server,
    entry: &Entry,
    player: PlayerId,
    name: &str,
) -> Result<(), Refusal> {
    let person = rated_person(server, &entry.accepted, player, name).await;
    command_of(entry, Command::Join(person)).await
}

/// The entrant of a person, with their rating in the event's game (and rule) when they have
/// one: a Swiss numbers its entrants by it.
async fn rated_person(
    server: &Server,
    accepted: &Accepted,
    player: PlayerId,
    name: &str,
) -> Entrant {
    Entrant {
        rating: crate::ratings::of_person(&server.services.store, player, &accepted.config).await,
        ..entrants::of_person(player, name)
    }
}

/// A person leaves the event of `entry`.
async fn leave_on(entry: &Entry, player: PlayerId) -> Result<(), Refusal> {
    let person = entrants::of_person(player, "");
    command_of(entry, Command::Withdraw(person.id)).await
}

/// A control of `player`'s, who must be the host, on the event `id` of `entry`.
async fn host_on(
    server: &Server,
    entry: &Entry,
    id: i64,
    player: PlayerId,
    control: Control,
) -> Result<(), Refusal> {
    if entry.host != player {
        return Err(Refusal::says(
            ErrorCode::Unauthorized,
            "server-event-host-only",
            &[],
        ));
    }
    let command = match control {
        Control::Command(command) => command,
        Control::Add(choice) => Command::Join(entrant_of(server, &entry.accepted, &choice).await?),
        Control::Remove(shown) => {
            let (reply, answer) = oneshot::channel();
            let _ = entry
                .asks
                .send(Ask::Entrant {
                    shown: shown.clone(),
                    reply,
                })
                .await;
            let found = answer.await.map_err(|_| no_such(&id.to_string()))?;
            Command::Remove(found.ok_or_else(|| {
                Refusal::says(
                    ErrorCode::BadRequest,
                    "server-event-no-such-entrant",
                    &[("name", text(&shown))],
                )
            })?)
        }
    };
    command_of(entry, command).await
}

/// The event of `entry` as `player` sees it.
async fn view_on(entry: &Entry, player: Option<PlayerId>) -> Option<TournamentView> {
    let (reply, answer) = oneshot::channel();
    entry.asks.send(Ask::View { player, reply }).await.ok()?;
    answer.await.ok()
}

/// What the export of the event of `entry` is made of.
async fn export_on(entry: &Entry) -> Option<Export> {
    let (reply, answer) = oneshot::channel();
    entry.asks.send(Ask::Export { reply }).await.ok()?;
    answer.await.ok()
}

/// Sends a rules command to an event's task and waits for its answer.
async fn command_of(entry: &Entry, command: Command) -> Result<(), Refusal> {
    let (reply, answer) = oneshot::channel();
    let gone = || Refusal::says(ErrorCode::ServerBusy, "server-event-stopped", &[]);
    entry
        .asks
        .send(Ask::Command { command, reply })
        .await
        .map_err(|_| gone())?;
    answer.await.map_err(|_| gone())?
}

/// The entrant the host names: the server's AI at a level, or an engine that plays the game.
async fn entrant_of(
    server: &Server,
    accepted: &Accepted,
    choice: &EntrantChoice,
) -> Result<Entrant, Refusal> {
    match choice {
        // The AI at its level's fixed rating in the game (`ratings`).
        EntrantChoice::Ai { level } => {
            let rating =
                crate::ratings::ai_rating(&accepted.config, crate::convert::level_in(*level));
            #[expect(
                clippy::cast_possible_truncation,
                clippy::cast_sign_loss,
                reason = "the AI's ratings are a few thousand, above zero"
            )]
            Ok(Entrant {
                rating: Some(rating.round() as u32),
                ..entrants::of_ai(*level)
            })
        }
        EntrantChoice::Engine { engine } => {
            let Some(found) = server.services.engines.get(engine) else {
                let shown: String = engine.chars().take(40).collect();
                return Err(Refusal::says(
                    ErrorCode::BadRequest,
                    "server-no-such-engine-here",
                    &[("name", text(shown))],
                ));
            };
            if !found.plays(&accepted.config) {
                return Err(Refusal::says(
                    ErrorCode::BadRequest,
                    "server-engine-does-not-play",
                    &[("name", text(engine))],
                ));
            }
            let player = server
                .lobby
                .engine_player(&server.services, &found.spec.name)
                .await
                .map_err(|e| {
                    Refusal::says(
                        ErrorCode::ServerBusy,
                        "server-engine-not-stored",
                        &[("detail", text(e))],
                    )
                })?;
            Ok(entrants::of_engine(player, &found.spec.name))
        }
        EntrantChoice::Bot { bot } => {
            let found = server.services.bots.find(bot)?;
            found.fits(&accepted.config)?;
            Ok(entrants::of_bot(found.player, &found.name))
        }
    }
}

/// An event that is not live (over, from before the last start), read from the store and run
/// again off the async threads.
async fn from_store(server: &Server, id: &str) -> Option<(StoredTournament, Stored, Tournament)> {
    let number: i64 = id.parse().ok()?;
    let stored = server
        .services
        .store
        .tournaments(Some(number))
        .await
        .ok()?
        .pop()?;
    tokio::task::spawn_blocking(move || {
        let (settings, state) = rebuild(&stored).ok()?;
        Some((stored, settings, state))
    })
    .await
    .ok()?
}

/// A store failure, as the player who asked is told it.
pub(super) fn not_stored(e: &crate::store::StoreError) -> Refusal {
    Refusal::says(
        ErrorCode::ServerBusy,
        "server-event-not-stored",
        &[("detail", text(e))],
    )
}

/// An event's settings and state, from the store: its commands run again, at their times.
fn rebuild(stored: &StoredTournament) -> Result<(Stored, Tournament), String> {
    let settings = Stored::read(&stored.settings)?;
    let mut state = Tournament::new(settings.rules()).map_err(|e| e.to_string())?;
    for (at, text) in &stored.commands {
        let command = codec::read_command(text)?;
        let at = u64::try_from(*at).unwrap_or_default();
        state = match state.handle(command, at) {
            Ok((next, _)) => next,
            Err(why) => return Err(format!("command {text} refused when run again: {why}")),
        };
    }
    Ok((settings, state))
}
