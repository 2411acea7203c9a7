//! One event's task: the shell around its rules. Each command is checked by the rules, stored,
//! and only then kept, as a room keeps its moves; what comes of it is carried out (a room opened
//! for each game with both players seated, a game decided away from its board ended in its
//! room, the players told), and everyone watching is shown the event again. The rules' clock is
//! in milliseconds since the epoch ([`now`]), so an event run again after a restart is given its
//! commands at the times they had.

use std::collections::HashMap;
use std::sync::{Arc, OnceLock};
use std::time::Duration;

use boardroom_protocol::{
    ErrorCode, GameReady, GameResult, Reason, RoomCode, Seat, ServerMsg, TournamentSummary,
    TournamentView, encode,
};
use boardroom_tournament::{
    Colour, Command, Event, GameNo, GameState, Outcome, Pairing, Tournament,
};
use tokio::sync::{mpsc, oneshot};
use tokio::time::Instant;

use super::codec::{self, Stored};
use super::entrants;
use super::remote::{self, Told};
use super::views::{self, Context};
use crate::event_games::EndedGame;
use crate::outbox::{ConnId, Frame, Outbox};
use crate::refusal::Refusal;
use crate::room::{Accepted, Envelope, OpeningSpec, RoomCmd};
use crate::server::Server;
use crate::store::{GameId, PlayerId, StoredResult, TournamentGame, Write, now_ms};

/// How long a game whose room could not be opened waits before it is tried again.
const RETRY_OPEN: Duration = Duration::from_secs(5);

/// How long the watchers' last showing holds back the next, per watcher: a showing is the
/// whole event to each of them (about 185 KB with 1,000 entrants), so a big event shows its
/// changes together, at most every [`SHOW_EVERY_MAX`], while a club night's few watchers
/// see each change at once.
const SHOW_PER_WATCHER: Duration = Duration::from_millis(2);

/// In a cluster, how often an event reads the stored results of its games whose rooms another
/// node owns: the backstop for a game's end whose word was lost between nodes.
const RECHECK_REMOTE: Duration = Duration::from_secs(5);

/// The longest a change waits to be shown.
const SHOW_EVERY_MAX: Duration = Duration::from_secs(2);

/// What an event's task is asked.
#[derive(Debug)]
pub(crate) enum Ask {
    /// A rules command on behalf of `by` (checked by the caller: a host's command is the
    /// host's); answered once stored and carried out.
    Command {
        /// The command.
        command: Command,
        /// Where the answer goes.
        reply: oneshot::Sender<Result<(), Refusal>>,
    },
    /// Keep the connection told of the event; it gets the event now.
    Watch {
        /// The connection.
        conn: ConnId,
        /// Its queue.
        outbox: Outbox,
        /// Its player.
        player: PlayerId,
    },
    /// Stop telling the connection.
    Unwatch {
        /// The connection.
        conn: ConnId,
    },
    /// The event as it stands, as `player` sees it.
    View {
        /// Who looks (nobody: as anyone but the host sees it).
        player: Option<PlayerId>,
        /// Where it goes.
        reply: oneshot::Sender<TournamentView>,
    },
    /// What the event's export needs: its standings as CSV and its games' stored ids.
    Export {
        /// Where it goes.
        reply: oneshot::Sender<super::Export>,
    },
    /// The entrant shown as `shown` (`e3`), if there is one.
    Entrant {
        /// The shown id.
        shown: String,
        /// Where the answer goes.
        reply: oneshot::Sender<Option<boardroom_tournament::EntrantId>>,
    },
}

/// A connection watching the event.
#[derive(Debug)]
struct Watcher {
    outbox: Outbox,
    player: PlayerId,
}

/// An event's task, with what it needs to run.
pub(crate) struct Run {
    /// The event's id.
    pub(crate) id: i64,
    /// Its host.
    pub(crate) host: PlayerId,
    /// The host's name.
    pub(crate) host_name: String,
    /// What the host chose.
    pub(crate) stored: Stored,
    /// The rooms' options.
    pub(crate) accepted: Accepted,
    /// The rules' state.
    pub(crate) state: Tournament,
    /// The next command's place in the stored log.
    pub(crate) seq: u64,
    /// The rooms of the games opened, by game number, with their stored games.
    pub(crate) rooms: HashMap<u32, (GameId, String)>,
    /// The server.
    pub(crate) server: Server,
    /// The store the event writes through: in a cluster, fenced by this node's claim.
    pub(crate) store: crate::store::Store,
    /// Whether a write found the event's claim lost (cluster mode): the task ends.
    pub(crate) lost: bool,
    /// The games whose rooms took `HoldSeats` (a room knows it is an event's from that).
    pub(crate) held: std::collections::HashSet<u32>,
    /// The event's line in the list of events, kept for the list.
    pub(crate) summary: Arc<std::sync::Mutex<TournamentSummary>>,
}

impl Run {
    /// Runs the event until the server stops (an event that is over still answers watchers).
    pub(crate) async fn run(mut self, mut asks: mpsc::Receiver<Ask>) {
        let (results_tx, mut results) = mpsc::unbounded_channel();
        let mut watchers: HashMap<ConnId, Watcher> = HashMap::new();
        // Games opened before (a restart): their results come here again.
        self.register_open_games(&results_tx).await;
        let mut unopened = self.unopened();
        let shutdown = self.server.services.shutdown.clone();
        self.publish_summary();
        // When the watchers were last shown the event, and whether a change waits for them.
        let mut shown_at: Option<Instant> = None;
        let mut waiting = false;
        let mut recheck = tokio::time::interval(RECHECK_REMOTE);
        recheck.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            if self.lost {
                // Another node runs the event now: this task ends, and the book forgets it.
                tracing::warn!(
                    event = self.id,
                    "the event's claim was lost; another node runs it"
                );
                drop(asks);
                self.server.tournaments.forget(self.id);
                return;
            }
            // What the watchers were shown: a command stored or a room opened changes it.
            let shown = (self.seq, self.rooms.len());
            let deadline = self.deadline(!unopened.is_empty());
            let show_at = shown_at
                .filter(|_| waiting)
                .map(|at| at + show_every(watchers.len()));
            tokio::select! {
                () = shutdown.cancelled() => break,
                () = sleep_until(show_at) => {
                    self.show(&mut watchers).await;
                    (shown_at, waiting) = (Some(Instant::now()), false);
                    continue;
                }
                ask = asks.recv() => match ask {
                    None => break,
                    Some(Ask::Command { command, reply }) => {
                        let answer = self.command(command, &results_tx, &mut unopened, &watchers).await;
                        let _ = reply.send(answer);
                    }
                    Some(Ask::Watch { conn, outbox, player }) => {
                        let frame = self.frame(player);
                        let _ = outbox.try_send(frame);
                        watchers.insert(conn, Watcher { outbox, player });
                        continue;
                    }
                    Some(Ask::Unwatch { conn }) => {
                        watchers.remove(&conn);
                        continue;
                    }
                    Some(Ask::View { player, reply }) => {
                        let _ = reply.send(self.view(player));
                        continue;
                    }
                    Some(Ask::Export { reply }) => {
                        let games = self.rooms.iter().map(|(no, (game_id, _))| (*no, *game_id)).collect();
                        let _ = reply.send(super::export_of(&self.state, &self.stored, games));
                        continue;
                    }
                    Some(Ask::Entrant { shown, reply }) => {
                        let _ = reply.send(views::entrant_of(&self.state, &shown));
                        continue;
                    }
                },
                Some(ended) = results.recv() => {
                    self.ended(ended, &results_tx, &mut unopened, &watchers).await;
                }
                _ = recheck.tick(), if self.server.services.cluster.is_some() => {
                    self.recheck_remote_games().await;
                    continue;
                }
                () = sleep_until(deadline) => {
                    if !unopened.is_empty() {
                        let waiting = std::mem::take(&mut unopened);
                        for pairing in waiting {
                            self.open(pairing, &results_tx, &mut unopened, &watchers).await;
                        }
                    }
                    if self.state.next_deadline().is_some_and(|at| at <= now()) {
                        let _ = self.command(Command::Tick, &results_tx, &mut unopened, &watchers).await;
                    }
                }
            }
            if (self.seq, self.rooms.len()) != shown {
                self.publish_summary();
                let now = Instant::now();
                if shown_at.is_none_or(|at| now >= at + show_every(watchers.len())) {
                    self.show(&mut watchers).await;
                    (shown_at, waiting) = (Some(now), false);
                } else {
                    waiting = true;
                }
            }
        }
    }

    /// When the task must wake next: the rules' deadline, or a retry of a room not opened.
    fn deadline(&self, retry: bool) -> Option<tokio::time::Instant> {
        let rules = self.state.next_deadline().map(|at| {
            tokio::time::Instant::now() + Duration::from_millis(at.saturating_sub(now()))
        });
        let retry = retry.then(|| tokio::time::Instant::now() + RETRY_OPEN);
        match (rules, retry) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    /// Runs `command` through the rules, stores it, keeps the new state, carries out what
    /// came of it.
    async fn command(
        &mut self,
        command: Command,
        results: &mpsc::UnboundedSender<EndedGame>,
        unopened: &mut Vec<Pairing>,
        watchers: &HashMap<ConnId, Watcher>,
    ) -> Result<(), Refusal> {
        let at = now();
        // A big Swiss pairs for tens of milliseconds: the rules run off the async threads.
        let (state, asked) = (self.state.clone(), command.clone());
        let (next, events) = tokio::task::spawn_blocking(move || state.handle(asked, at))
            .await
            .map_err(|_| Refusal::says(ErrorCode::ServerBusy, "server-event-rules-failed", &[]))?
            .map_err(|why| {
                Refusal::told(ErrorCode::BadRequest, crate::words::event_refusal(why))
            })?;
        if next == self.state && events.is_empty() {
            return Ok(());
        }
        self.store
            .write(Write::TournamentCommand {
                tournament: self.id,
                seq: self.seq,
                at_ms: i64::try_from(at).unwrap_or(i64::MAX),
                command: codec::command_text(&command),
            })
            .await
            .map_err(|e| {
                self.lost |= matches!(e, crate::store::StoreError::Fenced);
                super::not_stored(&e)
            })?;
        self.seq += 1;
        self.state = next;
        for event in events {
            match event {
                Event::GameOpened(pairing) => self.open(pairing, results, unopened, watchers).await,
                Event::GameStopped { game, outcome } | Event::ResultFixed { game, outcome } => {
                    self.adjudicate(game, outcome).await;
                }
                Event::Over(ending) => {
                    tracing::info!(event = self.id, %ending, "event over");
                    if let Err(e) = self
                        .store
                        .write(Write::FinishTournament {
                            tournament: self.id,
                        })
                        .await
                    {
                        tracing::warn!(event = self.id, error = %e, "the event's end was not stored");
                    }
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// Opens the room of a game with both players seated, and tells the people in it.
    async fn open(
        &mut self,
        pairing: Pairing,
        results: &mpsc::UnboundedSender<EndedGame>,
        unopened: &mut Vec<Pairing>,
        watchers: &HashMap<ConnId, Watcher>,
    ) {
        let seat = |id| {
            self.state
                .entrant(id)
                .map(|(entrant, _)| entrants::occupant(entrant))
        };
        let (Some(black), Some(white)) = (seat(pairing.black), seat(pairing.white)) else {
            return;
        };
        // The game's opening of the event's set, else the room's own (`options.opening`); the
        // room keeps it, so that a restart knows the game's first moves as its opening.
        let mut accepted = self.accepted.clone();
        if let Some(opening) = pairing
            .opening
            .and_then(|n| self.stored.openings().get(usize::try_from(n).ok()?))
        {
            accepted.opening = Some(OpeningSpec::Named(opening));
        }
        let first = accepted
            .opening
            .as_ref()
            .map(|spec| spec.draw(&accepted.config, &mut rand::rng()));
        let services = &self.server.services;
        let opened = self
            .server
            .lobby
            .create_event_room(services, accepted, first, [Some(black), Some(white)])
            .await;
        let (room, game_id) = match opened {
            Ok(opened) => opened,
            Err(refusal) => {
                tracing::warn!(event = self.id, game = %pairing.game, error = %refusal.message, "a game's room could not open; trying again");
                unopened.push(pairing);
                return;
            }
        };
        let code = room.code().to_owned();
        if room
            .send(Envelope::new(services.next_conn(), RoomCmd::HoldSeats))
            .await
        {
            self.held.insert(pairing.game.0);
        }
        // In a cluster, the players of other nodes reach the room through its gate.
        crate::cluster::gate::open(services.clone(), room.clone());
        if let Err(e) = self
            .store
            .write(Write::TournamentGame {
                tournament: self.id,
                game: TournamentGame {
                    game_no: pairing.game.0,
                    game_id,
                    room: code.clone(),
                },
            })
            .await
        {
            tracing::warn!(event = self.id, error = %e, "a game's room was not stored with its event");
        }
        services.event_games.register(game_id, results.clone());
        self.rooms.insert(pairing.game.0, (game_id, code.clone()));
        // Each player is told where the game is: a person watching the event is sent to the
        // board; a bot is invited to its seat, as a room invites one (one that does not come
        // loses by its absence, as anyone does).
        for (id, seat) in [(pairing.black, Seat::Black), (pairing.white, Seat::White)] {
            let ready = ServerMsg::TournamentGame(GameReady {
                tournament: self.id.to_string(),
                game: pairing.game.0,
                room: RoomCode::from(code.as_str()),
                seat,
            });
            let frame = Frame::text(encode(&ready));
            let player = entrants::person(id);
            for watcher in watchers.values().filter(|w| w.player == player) {
                let _ = watcher.outbox.try_send(frame.clone());
            }
            // A person may watch from another node of the cluster.
            if let Some(node) = &services.cluster
                && self
                    .state
                    .entrant(id)
                    .is_some_and(|(entrant, _)| entrant.kind == boardroom_tournament::Kind::Person)
            {
                let told = Told::Player {
                    event: self.id,
                    player,
                    msg: ready,
                };
                remote::publish_told(node, &told).await;
            }
            if let Some((entrant, _)) = self.state.entrant(id)
                && entrant.kind == boardroom_tournament::Kind::Bot
            {
                let invited = ServerMsg::Invited {
                    room: RoomCode::from(code.as_str()),
                    game: self.stored.settings.game,
                    options: self.stored.settings.options.clone(),
                    seat,
                    by: self.stored.settings.name.clone(),
                    within_ms: u64::try_from(services.limits.absence_grace_timed.as_millis())
                        .unwrap_or(u64::MAX),
                };
                if services.bots.invite_to_event(&entrant.name, &invited) {
                    continue;
                }
                match &services.cluster {
                    // The bot may wait on another node.
                    Some(node) => {
                        let told = Told::Bot {
                            name: entrant.name.clone(),
                            msg: invited,
                        };
                        remote::publish_told(node, &told).await;
                    }
                    None => {
                        tracing::info!(event = self.id, bot = %entrant.name, "a bot entrant was not waiting for its game");
                    }
                }
            }
        }
    }

    /// A game decided away from its board (a withdrawal, the host) ends in its room.
    async fn adjudicate(&self, game: GameNo, outcome: Outcome) {
        let Some((_, code)) = self.rooms.get(&game.0) else {
            return;
        };
        let (result, reason) = match outcome {
            Outcome::Win(Colour::Black) | Outcome::ForfeitWin(Colour::Black) => {
                (GameResult::Black, Reason::Forfeit)
            }
            Outcome::Win(Colour::White) | Outcome::ForfeitWin(Colour::White) => {
                (GameResult::White, Reason::Forfeit)
            }
            Outcome::Draw => (GameResult::Draw, Reason::Agreement),
            Outcome::DoubleForfeit => (GameResult::Draw, Reason::Aborted),
        };
        let cmd = RoomCmd::Adjudicate {
            result,
            reason,
            detail: "decided by the event (a player withdrew, or the host set the result)"
                .to_owned(),
        };
        self.tell_room(code, cmd).await;
    }

    /// Sends a command about the room `code` (not from a member) to it, on this node or, in a
    /// cluster, on the node that owns it now. Whether the room took it.
    async fn tell_room(&self, code: &str, cmd: RoomCmd) -> bool {
        let services = &self.server.services;
        let told = match self.server.lobby.room(code) {
            Some(room) => room.send(Envelope::new(services.next_conn(), cmd)).await,
            None => crate::cluster::relay::tell(services, code, cmd).await,
        };
        if !told {
            tracing::info!(
                event = self.id,
                room = code,
                "an event's room did not answer"
            );
        }
        told
    }

    /// In a cluster, now and then: each game under way whose room has not yet been told it is
    /// an event's (a room taken over forgets it) is told again; and the games whose rooms
    /// another node owns are read from the store, and one that ended is reported now (its
    /// word may have been lost between the nodes).
    async fn recheck_remote_games(&mut self) {
        let services = self.server.services.clone();
        let open: Vec<(u32, GameId, String)> = self
            .state
            .games()
            .iter()
            .filter(|g| g.state == GameState::Open)
            .filter_map(|g| {
                let (game_id, code) = self.rooms.get(&g.pairing.game.0)?;
                Some((g.pairing.game.0, *game_id, code.clone()))
            })
            .collect();
        for (no, _, code) in &open {
            if !self.held.contains(no) && self.tell_room(code, RoomCmd::HoldSeats).await {
                self.held.insert(*no);
            }
        }
        let remote = open
            .into_iter()
            .filter(|(_, _, code)| self.server.lobby.room(code).is_none())
            .map(|(_, game_id, _)| game_id);
        for game_id in remote {
            if let Ok(Some(record)) = services.store.game_record(game_id).await
                && let Some(result) = &record.result
                && let Some(ended) = ended_of(game_id, result, record.moves.len())
            {
                services.event_games.ended(ended);
            }
        }
    }

    /// A game's room says how it ended: the result goes to the rules.
    async fn ended(
        &mut self,
        ended: EndedGame,
        results: &mpsc::UnboundedSender<EndedGame>,
        unopened: &mut Vec<Pairing>,
        watchers: &HashMap<ConnId, Watcher>,
    ) {
        let Some(game) = self
            .rooms
            .iter()
            .find(|(_, (game_id, _))| *game_id == ended.game_id)
            .map(|(no, _)| GameNo(*no))
        else {
            return;
        };
        let outcome = outcome_of(ended.result, ended.reason, ended.ply);
        // A game already decided (its player withdrew, the host fixed it) keeps that result.
        let _ = self
            .command(
                Command::Report { game, outcome },
                results,
                unopened,
                watchers,
            )
            .await;
    }

    /// Registers every game under way with the book of event games; a game that ended while
    /// the server was down is reported now, from its stored result.
    async fn register_open_games(&mut self, results: &mpsc::UnboundedSender<EndedGame>) {
        let services = self.server.services.clone();
        let open: Vec<(u32, GameId)> = self
            .state
            .games()
            .iter()
            .filter(|g| g.state == GameState::Open)
            .filter_map(|g| {
                self.rooms
                    .get(&g.pairing.game.0)
                    .map(|(game_id, _)| (g.pairing.game.0, *game_id))
            })
            .collect();
        for (no, game_id) in open {
            services.event_games.register(game_id, results.clone());
            if let Some((_, code)) = self.rooms.get(&no)
                && self.tell_room(code, RoomCmd::HoldSeats).await
            {
                self.held.insert(no);
            }
            if let Ok(Some(record)) = services.store.game_record(game_id).await
                && let Some(result) = &record.result
                && let Some(ended) = ended_of(game_id, result, record.moves.len())
            {
                services.event_games.ended(ended);
            }
        }
    }

    /// The games the rules opened whose rooms were never opened (the server stopped between).
    fn unopened(&self) -> Vec<Pairing> {
        self.state
            .games()
            .iter()
            .filter(|g| g.state == GameState::Open && !self.rooms.contains_key(&g.pairing.game.0))
            .map(|g| g.pairing)
            .collect()
    }

    /// The event as the protocol shows it to `player` (the host sees their controls).
    fn view(&self, player: Option<PlayerId>) -> TournamentView {
        let rooms: HashMap<u32, String> = self
            .rooms
            .iter()
            .map(|(no, (_, code))| (*no, code.clone()))
            .collect();
        let context = Context {
            id: self.id,
            stored: &self.stored,
            host: &self.host_name,
            rooms: &rooms,
            ends_at_ms: self.state.ends_at(),
        };
        TournamentView {
            you_host: player == Some(self.host),
            ..views::view(&self.state, &context)
        }
    }

    fn frame(&self, player: PlayerId) -> Frame {
        Frame::text(encode(&ServerMsg::Tournament(Box::new(
            self.view(Some(player)),
        ))))
    }

    /// Shows the event again to everyone watching; a watcher whose connection is gone is
    /// forgotten, and one whose queue is full misses this showing (the next one has it all).
    /// In a cluster the showing is also published, for the watchers of other nodes.
    async fn show(&self, watchers: &mut HashMap<ConnId, Watcher>) {
        // The standings are made once; the host's copy differs only in `you_host`.
        let view = self.view(None);
        let host = Frame::text(encode(&ServerMsg::Tournament(Box::new(TournamentView {
            you_host: true,
            ..view.clone()
        }))));
        let all = Frame::text(encode(&ServerMsg::Tournament(Box::new(view.clone()))));
        if let Some(node) = &self.server.services.cluster {
            remote::publish_shown(node, self.id, self.host, view).await;
        }
        watchers.retain(|_, watcher| {
            let frame = if watcher.player == self.host {
                host.clone()
            } else {
                all.clone()
            };
            !matches!(
                watcher.outbox.try_send(frame),
                Err(crate::outbox::Refused::Closed)
            )
        });
    }

    fn publish_summary(&self) {
        let summary = views::summary(&self.state, self.id, &self.stored);
        *self
            .summary
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner) = summary;
    }
}

/// How the rules count a game's end on its board: a game whose side to move never made its
/// first move (the first-move countdown, an absent player's claim or flag before both moved)
/// is won without a game.
pub(crate) fn outcome_of(result: GameResult, reason: Reason, ply: usize) -> Outcome {
    let unplayed = ply < 2 && matches!(reason, Reason::Aborted | Reason::Forfeit | Reason::Timeout);
    match (result, reason) {
        (_, Reason::Aborted) if ply == 0 => Outcome::ForfeitWin(Colour::White),
        (_, Reason::Aborted) if ply == 1 => Outcome::ForfeitWin(Colour::Black),
        (_, Reason::Aborted) => Outcome::DoubleForfeit,
        (GameResult::Black, _) if unplayed => Outcome::ForfeitWin(Colour::Black),
        (GameResult::White, _) if unplayed => Outcome::ForfeitWin(Colour::White),
        (GameResult::Black, _) => Outcome::Win(Colour::Black),
        (GameResult::White, _) => Outcome::Win(Colour::White),
        (GameResult::Draw, _) => Outcome::Draw,
    }
}

/// A stored game's end as a room would have told it.
fn ended_of(game_id: GameId, result: &StoredResult, ply: usize) -> Option<EndedGame> {
    Some(EndedGame {
        game_id,
        result: crate::convert::result_from_name(&result.result)?,
        reason: crate::convert::reason_from_name(&result.reason)?,
        ply,
    })
}

/// The rules' clock, in milliseconds since the epoch: the wall clock read once, then carried
/// on by tokio's clock, which a test can pause and move (an arena's end, a break between
/// rounds: the task sleeps on tokio's clock, so the rules must read the same one).
pub(crate) fn now() -> u64 {
    static START: OnceLock<(u64, tokio::time::Instant)> = OnceLock::new();
    let (wall, since) =
        *START.get_or_init(|| (u64::try_from(now_ms()).unwrap_or_default(), Instant::now()));
    let passed = Instant::now().saturating_duration_since(since);
    wall.saturating_add(u64::try_from(passed.as_millis()).unwrap_or(u64::MAX))
}

/// How long a showing of the event to `watchers` holds back the next.
fn show_every(watchers: usize) -> Duration {
    SHOW_PER_WATCHER
        .saturating_mul(u32::try_from(watchers).unwrap_or(u32::MAX))
        .min(SHOW_EVERY_MAX)
}

async fn sleep_until(deadline: Option<tokio::time::Instant>) {
    match deadline {
        Some(at) => tokio::time::sleep_until(at).await,
        None => std::future::pending().await,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_club_night_sees_each_change_and_a_big_arena_its_changes_together() {
        assert_eq!(show_every(0), Duration::ZERO);
        assert_eq!(show_every(12), Duration::from_millis(24));
        assert_eq!(show_every(1000), SHOW_EVERY_MAX);
    }

    #[test]
    fn a_game_never_begun_is_won_without_a_game() {
        let cases = [
            (
                GameResult::Draw,
                Reason::Aborted,
                0,
                Outcome::ForfeitWin(Colour::White),
            ),
            (
                GameResult::Draw,
                Reason::Aborted,
                1,
                Outcome::ForfeitWin(Colour::Black),
            ),
            (
                GameResult::Draw,
                Reason::Aborted,
                30,
                Outcome::DoubleForfeit,
            ),
            (
                GameResult::White,
                Reason::Forfeit,
                0,
                Outcome::ForfeitWin(Colour::White),
            ),
            (
                GameResult::White,
                Reason::Forfeit,
                12,
                Outcome::Win(Colour::White),
            ),
            (
                GameResult::Black,
                Reason::Timeout,
                1,
                Outcome::ForfeitWin(Colour::Black),
            ),
            (
                GameResult::Black,
                Reason::Five,
                9,
                Outcome::Win(Colour::Black),
            ),
            (GameResult::Draw, Reason::Agreement, 40, Outcome::Draw),
        ];
        for (result, reason, ply, outcome) in cases {
            assert_eq!(
                outcome_of(result, reason, ply),
                outcome,
                "{result:?} {reason:?} {ply}"
            );
        }
    }
}
