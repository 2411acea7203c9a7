//! Events (tournaments) on the server: each is a task of its own (`task.rs`) around its rules
//! (the crate `boardroom-tournament`), stored as its settings and the commands it was given
//! (`codec.rs`), run again at start-up. This file is the book of events under way and what the
//! connections' handlers ask of them; `views.rs` is what the protocol shows, `entrants.rs` who
//! an entrant is.
//!
//! In cluster mode events are refused for now: an event would have to be owned by one node, as
//! a room is, and its rooms opened on it.

mod codec;
mod entrants;
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

use crate::lobby::Player;
use crate::outbox::{ConnId, Outbox};
use crate::refusal::Refusal;
use crate::room::Accepted;
use crate::server::Server;
use crate::store::{PlayerId, StoredTournament, Write};
use codec::Stored;
use task::{Ask, Run};

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

/// The book of events.
#[derive(Debug, Default)]
pub(crate) struct Tournaments {
    events: Mutex<HashMap<i64, Entry>>,
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
    pub(crate) async fn restore(&self, server: &Server) -> Result<usize, crate::store::StoreError> {
        let stored = server.services.store.tournaments(None).await?;
        let mut count = 0;
        for event in stored {
            // Every command run again: off the async threads.
            let rebuilt = tokio::task::spawn_blocking({
                let event = event.clone();
                move || rebuild(&event)
            })
            .await
            .unwrap_or_else(|_| Err("the rules failed".to_owned()));
            match rebuilt {
                Ok((settings, state)) => {
                    let Ok(accepted) =
                        Accepted::from_wire(settings.settings.game, &settings.settings.options)
                    else {
                        tracing::warn!(
                            event = event.id,
                            "an event's options are no longer accepted; it is not run"
                        );
                        continue;
                    };
                    let rooms = event
                        .games
                        .iter()
                        .map(|g| (g.game_no, (g.game_id, g.room.clone())))
                        .collect();
                    let seq = u64::try_from(event.commands.len()).unwrap_or(u64::MAX);
                    self.spawn(
                        server, event.id, event.host, settings, accepted, state, seq, rooms,
                    );
                    count += 1;
                }
                Err(why) => {
                    tracing::warn!(event = event.id, %why, "an event could not be run again")
                }
            }
        }
        Ok(count)
    }

    #[expect(
        clippy::too_many_arguments,
        reason = "what a new event's task starts from, made in two places"
    )]
    fn spawn(
        &self,
        server: &Server,
        id: i64,
        host: PlayerId,
        stored: Stored,
        accepted: Accepted,
        state: Tournament,
        seq: u64,
        rooms: HashMap<u32, (crate::store::GameId, String)>,
    ) -> Entry {
        let (asks, queue) = mpsc::channel(ASKS);
        let summary = Arc::new(Mutex::new(views::summary(&state, id, &stored)));
        let host_name = server
            .lobby
            .player(host)
            .map_or_else(|| format!("Player {host}"), |p| p.name);
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
            summary: summary.clone(),
        };
        server.services.tracker.spawn(run.run(queue));
        let entry = Entry {
            asks,
            host,
            accepted: run_accepted,
            summary,
        };
        self.lock().insert(id, entry.clone());
        entry
    }

    /// Makes an event hosted by `host`, with the server's AI and engines of `entrants` in it
    /// (and the host, when `play`). Answers its id.
    ///
    /// # Errors
    /// `bad_request` for settings out of bounds or an unknown engine; `rate_limited` when the
    /// host has as many events under way as a host may; `server_busy` when it cannot be
    /// stored, or in cluster mode.
    pub(crate) async fn create(
        &self,
        server: &Server,
        host: &Player,
        settings: TournamentSettings,
        choices: Vec<EntrantChoice>,
        play: bool,
    ) -> Result<i64, Refusal> {
        let bad = |why: String| Refusal::new(ErrorCode::BadRequest, why);
        if server.services.cluster.is_some() {
            return Err(Refusal::new(
                ErrorCode::ServerBusy,
                "events are not run by a cluster yet; ask a single server",
            ));
        }
        let name = settings.name.trim();
        let chars = name.chars().count();
        if chars == 0 || chars > MAX_NAME_CHARS || name.chars().any(char::is_control) {
            return Err(bad(format!(
                "an event's name is 1 to {MAX_NAME_CHARS} characters, without control characters"
            )));
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
            return Err(bad(
                "an event's games start from its set of openings or from options.opening, not both"
                    .to_owned(),
            ));
        }
        if choices.len() > MAX_NAMED {
            return Err(bad(format!(
                "an event is made with at most {MAX_NAMED} entrants named; more may join"
            )));
        }
        let mut entrants: Vec<Entrant> = Vec::with_capacity(choices.len() + 1);
        for choice in choices {
            let entrant = entrant_of(server, &accepted, &choice).await?;
            if entrants.iter().any(|e| e.id == entrant.id) {
                return Err(bad(format!("{} is named twice", entrant.name)));
            }
            entrants.push(entrant);
        }
        if play {
            entrants.push(entrants::of_person(host.id, &host.name));
        }
        let challenger = match settings.format {
            TournamentFormat::Gauntlet { .. } => Some(
                entrants
                    .first()
                    .ok_or_else(|| {
                        bad("a gauntlet's challenger is the first entrant named".to_owned())
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
        rules.validate().map_err(|e| bad(e.to_string()))?;
        let state = Tournament::new(rules).map_err(|e| bad(e.to_string()))?;
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
            return Err(Refusal::new(
                ErrorCode::RateLimited,
                format!("you host {hosted} events under way; finish one first"),
            ));
        }
        if !self.make_room() {
            return Err(Refusal::new(
                ErrorCode::ServerBusy,
                "the server runs as many events as it may; try again when one is over",
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
        let entry = self.spawn(
            server,
            id,
            host.id,
            stored,
            accepted,
            state,
            0,
            HashMap::new(),
        );
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

    /// The live event `id`, or a refusal naming it.
    fn entry(&self, id: &str) -> Result<Entry, Refusal> {
        id.parse::<i64>()
            .ok()
            .and_then(|id| self.lock().get(&id).cloned())
            .ok_or_else(|| no_such(id))
    }

    /// A person joins (and watches).
    ///
    /// # Errors
    /// As the rules refuse it (`bad_request`), or for an unknown event.
    pub(crate) async fn join(&self, id: &str, player: &Player) -> Result<(), Refusal> {
        let entry = self.entry(id)?;
        command_of(
            &entry,
            Command::Join(entrants::of_person(player.id, &player.name)),
        )
        .await
    }

    /// A person leaves.
    ///
    /// # Errors
    /// As the rules refuse it, or for an unknown event.
    pub(crate) async fn leave(&self, id: &str, player: PlayerId) -> Result<(), Refusal> {
        let entry = self.entry(id)?;
        let person = entrants::of_person(player, "");
        command_of(&entry, Command::Withdraw(person.id)).await
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
        let entry = self.entry(id)?;
        if entry.host != player {
            return Err(Refusal::new(
                ErrorCode::Unauthorized,
                "only the event's host may do that",
            ));
        }
        let command = match control {
            Control::Command(command) => command,
            Control::Add(choice) => {
                Command::Join(entrant_of(server, &entry.accepted, &choice).await?)
            }
            Control::Remove(shown) => {
                let (reply, answer) = oneshot::channel();
                let _ = entry
                    .asks
                    .send(Ask::Entrant {
                        shown: shown.clone(),
                        reply,
                    })
                    .await;
                let found = answer.await.map_err(|_| no_such(id))?;
                Command::Remove(found.ok_or_else(|| {
                    Refusal::new(
                        ErrorCode::BadRequest,
                        format!("the event has no entrant {shown:?}"),
                    )
                })?)
            }
        };
        command_of(&entry, command).await
    }

    /// Keeps `conn` told of the event.
    ///
    /// # Errors
    /// For an unknown event.
    pub(crate) async fn watch(
        &self,
        id: &str,
        conn: ConnId,
        outbox: Outbox,
        player: PlayerId,
    ) -> Result<i64, Refusal> {
        let entry = self.entry(id)?;
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

    /// Stops telling `conn` of the event `id`.
    pub(crate) async fn unwatch(&self, id: i64, conn: ConnId) {
        let entry = self.lock().get(&id).cloned();
        if let Some(entry) = entry {
            let _ = entry.asks.send(Ask::Unwatch { conn }).await;
        }
    }

    /// The event `id` as it stands: a live one from its task, one over from the store.
    pub(crate) async fn view(&self, server: &Server, id: &str) -> Option<TournamentView> {
        if let Ok(entry) = self.entry(id) {
            let (reply, answer) = oneshot::channel();
            entry.asks.send(Ask::View { reply }).await.ok()?;
            return answer.await.ok();
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
        if let Ok(entry) = self.entry(id) {
            let (reply, answer) = oneshot::channel();
            entry.asks.send(Ask::Export { reply }).await.ok()?;
            return answer.await.ok();
        }
        let (stored, settings, state) = from_store(server, id).await?;
        let games = stored
            .games
            .iter()
            .map(|g| (g.game_no, g.game_id))
            .collect();
        Some(export_of(&state, &settings, games))
    }

    /// The events of the server, newest first.
    pub(crate) fn list(&self) -> Vec<TournamentSummary> {
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
    Refusal::new(
        ErrorCode::BadRequest,
        format!("there is no event {shown:?}"),
    )
}

/// Sends a rules command to an event's task and waits for its answer.
async fn command_of(entry: &Entry, command: Command) -> Result<(), Refusal> {
    let (reply, answer) = oneshot::channel();
    let gone = || Refusal::new(ErrorCode::ServerBusy, "the event has stopped");
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
        EntrantChoice::Ai { level } => Ok(entrants::of_ai(*level)),
        EntrantChoice::Engine { engine } => {
            let Some(found) = server.services.engines.get(engine) else {
                let shown: String = engine.chars().take(40).collect();
                return Err(Refusal::new(
                    ErrorCode::BadRequest,
                    format!("this server runs no engine {shown:?}"),
                ));
            };
            if !found.plays(&accepted.config) {
                return Err(Refusal::new(
                    ErrorCode::BadRequest,
                    format!("the engine {engine} does not play this game with these options"),
                ));
            }
            let player = server
                .lobby
                .engine_player(&server.services, &found.spec.name)
                .await
                .map_err(|e| {
                    Refusal::new(
                        ErrorCode::ServerBusy,
                        format!("the engine could not be stored: {e}"),
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
    Refusal::new(
        ErrorCode::ServerBusy,
        format!("the event could not be stored: {e}"),
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
