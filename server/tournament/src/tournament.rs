//! An event's rules as a state machine, with no IO: who is in it, its games and rounds, and what
//! happens next. A [`Command`] and the current time go in; the next state and the [`Event`]s
//! the caller must carry out come out, or a [`Refusal`].
//!
//! [`Tournament::handle`] takes `&self` and returns the next state, so a refused command (or
//! one whose events the caller could not store) leaves the event exactly as it was. Time is a
//! number of milliseconds on the caller's clock, handed in, never read. The next state is a
//! function of the settings and of the commands with their times alone, so a caller that keeps
//! the commands can rebuild the event after a restart by handing them in again.

use std::collections::HashMap;

use crate::command::Command;
use crate::entrant::{Entrant, EntrantId, Presence};
use crate::event::{Ending, Event, Leaving};
use crate::game::{Game, GameNo, GameState, Pairing, Round};
use crate::outcome::{Colour, Outcome};
use crate::refusal::Refusal;
use crate::settings::{
    Format, MAX_ENTRANTS, MAX_GAMES, MAX_GAUNTLET, MAX_NAME_BYTES, MAX_ROUND_ROBIN, Settings,
    SettingsError,
};

/// Where the event stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// Taking entrants; not started.
    Registering,
    /// Under way.
    Running {
        /// The host paused it: no new round or game opens.
        paused: bool,
    },
    /// Over.
    Over(Ending),
}

/// An entrant and what the event keeps about them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Seat {
    /// Who.
    pub(crate) entrant: Entrant,
    /// Still in, or gone.
    pub(crate) presence: Presence,
    /// The game they are playing now.
    pub(crate) playing: Option<GameNo>,
    /// Their games, in the order they were made.
    pub(crate) games: Vec<GameNo>,
    /// In an arena: since when they have been waiting for a game.
    pub(crate) free_since: u64,
}

/// One event: a round robin, a Swiss, an arena or a gauntlet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tournament {
    /// What the host chose.
    pub(crate) settings: Settings,
    /// Where the event stands.
    pub(crate) status: Status,
    /// The entrants, in the order they joined (an entrant who leaves before the start is
    /// forgotten).
    pub(crate) seats: Vec<Seat>,
    /// Each entrant's place in `seats`.
    pub(crate) index: HashMap<EntrantId, usize>,
    /// Every game, game `n` at `n - 1`.
    pub(crate) games: Vec<Game>,
    /// The rounds opened so far (not in an arena).
    pub(crate) rounds: Vec<Round>,
    /// A round robin's table: the seat holding each table number from 1, `None` for the free
    /// round of an odd field. Fixed at the start.
    pub(crate) table: Vec<Option<usize>>,
    /// When the next round may open, once a round is over (the break between rounds).
    pub(crate) next_round_at: Option<u64>,
    /// When an arena ends.
    pub(crate) ends_at: Option<u64>,
}

/// The events a command produced, the standings' change said once at the end.
#[derive(Debug, Default)]
pub(crate) struct Out {
    /// The events, in order.
    events: Vec<Event>,
    /// Whether the standings changed.
    standings: bool,
}

impl Out {
    /// Adds an event.
    pub(crate) fn push(&mut self, event: Event) {
        self.events.push(event);
    }

    /// Notes that the standings changed.
    pub(crate) fn standings(&mut self) {
        self.standings = true;
    }

    fn finish(mut self) -> Vec<Event> {
        if self.standings {
            self.events.push(Event::StandingsChanged);
        }
        self.events
    }
}

impl Tournament {
    /// A new event, taking entrants.
    ///
    /// # Errors
    /// A setting out of bounds.
    pub fn new(settings: Settings) -> Result<Tournament, SettingsError> {
        settings.validate()?;
        Ok(Tournament {
            settings,
            status: Status::Registering,
            seats: Vec::new(),
            index: HashMap::new(),
            games: Vec::new(),
            rounds: Vec::new(),
            table: Vec::new(),
            next_round_at: None,
            ends_at: None,
        })
    }

    /// Handles one command at time `now`: the next state and what happened, in order.
    ///
    /// # Errors
    /// Why the command was refused; the event is as it was.
    pub fn handle(&self, command: Command, now: u64) -> Result<(Tournament, Vec<Event>), Refusal> {
        let mut next = self.clone();
        let mut out = Out::default();
        next.apply(command, now, &mut out)?;
        Ok((next, out.finish()))
    }

    fn apply(&mut self, command: Command, now: u64, out: &mut Out) -> Result<(), Refusal> {
        // An arena whose time is up ends before anything else is looked at, so that a result
        // that comes after the end (before the caller's tick) does not count.
        if self.is_arena() {
            self.arena_time(now, out);
        }
        match command {
            Command::Join(entrant) => self.join(entrant, now, out),
            Command::Withdraw(id) => self.leave(id, Leaving::Withdrew, now, out),
            Command::Remove(id) => self.leave(id, Leaving::Removed, now, out),
            Command::Start => self.start(now, out),
            Command::Pause => {
                if self.running()? {
                    return Err(Refusal::AlreadyPaused);
                }
                self.status = Status::Running { paused: true };
                out.push(Event::Paused);
                Ok(())
            }
            Command::Resume => {
                if !self.running()? {
                    return Err(Refusal::NotPaused);
                }
                self.status = Status::Running { paused: false };
                out.push(Event::Resumed);
                self.advance(now, out);
                Ok(())
            }
            Command::EndRound => self.end_round(now, out),
            Command::Finish => self.finish(now, out),
            Command::Report { game, outcome } => self.report(game, outcome, now, out),
            Command::Fix { game, outcome } => self.fix(game, outcome, now, out),
            Command::Tick => {
                if matches!(self.status, Status::Running { .. }) {
                    self.advance(now, out);
                }
                Ok(())
            }
        }
    }

    /// Whether the event is paused, if it is running.
    fn running(&self) -> Result<bool, Refusal> {
        match self.status {
            Status::Registering => Err(Refusal::NotStarted),
            Status::Running { paused } => Ok(paused),
            Status::Over(_) => Err(Refusal::Over),
        }
    }

    /// Whether the event is running and not paused.
    pub(crate) fn flowing(&self) -> bool {
        self.status == Status::Running { paused: false }
    }

    /// Whether the event is an arena.
    pub(crate) fn is_arena(&self) -> bool {
        matches!(self.settings.format, Format::Arena { .. })
    }

    fn join(&mut self, entrant: Entrant, now: u64, out: &mut Out) -> Result<(), Refusal> {
        let started = match self.status {
            Status::Registering => false,
            Status::Running { .. } => true,
            Status::Over(_) => return Err(Refusal::Over),
        };
        if entrant.name.is_empty() || entrant.name.len() > MAX_NAME_BYTES {
            return Err(Refusal::BadName);
        }
        if let Some(&seat) = self.index.get(&entrant.id) {
            return match self.seats[seat].presence {
                Presence::Removed => Err(Refusal::RemovedForGood),
                Presence::Withdrawn if self.is_arena() => {
                    let s = &mut self.seats[seat];
                    s.presence = Presence::Active;
                    s.entrant = entrant;
                    s.free_since = now;
                    out.push(Event::Joined {
                        id: s.entrant.id,
                        late: true,
                    });
                    out.standings();
                    self.advance(now, out);
                    Ok(())
                }
                Presence::Withdrawn | Presence::Active => Err(Refusal::AlreadyIn),
            };
        }
        let cap = match self.settings.format {
            Format::RoundRobin { .. } => MAX_ROUND_ROBIN,
            Format::Gauntlet { .. } => MAX_GAUNTLET + 1,
            Format::Swiss { .. } | Format::Arena { .. } => MAX_ENTRANTS,
        };
        if self.seats.len() >= cap {
            return Err(Refusal::Full);
        }
        if started {
            let open = self.settings.late_join
                && match self.settings.format {
                    Format::RoundRobin { .. } => false,
                    Format::Swiss { rounds } => (self.rounds.len() as u32) < rounds,
                    Format::Arena { .. } | Format::Gauntlet { .. } => true,
                };
            if !open {
                return Err(Refusal::LateJoinClosed);
            }
        }
        let id = entrant.id;
        self.index.insert(id, self.seats.len());
        self.seats.push(Seat {
            entrant,
            presence: Presence::Active,
            playing: None,
            games: Vec::new(),
            free_since: now,
        });
        out.push(Event::Joined { id, late: started });
        out.standings();
        if started {
            self.advance(now, out);
        }
        Ok(())
    }

    fn leave(
        &mut self,
        id: EntrantId,
        why: Leaving,
        now: u64,
        out: &mut Out,
    ) -> Result<(), Refusal> {
        let &seat = self.index.get(&id).ok_or(Refusal::UnknownEntrant)?;
        match self.status {
            Status::Over(_) => return Err(Refusal::Over),
            Status::Registering => {
                self.seats.remove(seat);
                self.index = self
                    .seats
                    .iter()
                    .enumerate()
                    .map(|(i, s)| (s.entrant.id, i))
                    .collect();
                out.push(Event::Left { id, why });
                out.standings();
                return Ok(());
            }
            Status::Running { .. } => {}
        }
        match (self.seats[seat].presence, why) {
            (Presence::Active, _) => {}
            (Presence::Withdrawn, Leaving::Removed) => {
                self.seats[seat].presence = Presence::Removed;
                out.push(Event::Left { id, why });
                out.standings();
                return Ok(());
            }
            _ => return Err(Refusal::NotActive),
        }
        self.seats[seat].presence = match why {
            Leaving::Removed => Presence::Removed,
            Leaving::Withdrew | Leaving::Absent => Presence::Withdrawn,
        };
        out.push(Event::Left { id, why });
        out.standings();
        if let Some(game) = self.seats[seat].playing {
            let pairing = self.games[game_index(game)].pairing;
            let loser = if pairing.black == id {
                Colour::Black
            } else {
                Colour::White
            };
            let outcome = Outcome::Win(loser.opposite());
            out.push(Event::GameStopped { game, outcome });
            self.decide(game, outcome, now, out);
        }
        if let Format::Gauntlet { challenger, .. } = self.settings.format
            && challenger == id
        {
            self.end(Ending::ChallengerLeft, out);
            return Ok(());
        }
        self.advance(now, out);
        Ok(())
    }

    fn start(&mut self, now: u64, out: &mut Out) -> Result<(), Refusal> {
        match self.status {
            Status::Registering => {}
            Status::Running { .. } => return Err(Refusal::Started),
            Status::Over(_) => return Err(Refusal::Over),
        }
        let active = self.active().count();
        if active < 2 {
            return Err(Refusal::TooFewEntrants);
        }
        match self.settings.format {
            Format::Swiss { rounds } => {
                let most = if active.is_multiple_of(2) {
                    active - 1
                } else {
                    active
                };
                if rounds as usize > most {
                    return Err(Refusal::TooManyRounds);
                }
            }
            Format::Gauntlet { challenger, .. } => {
                if !self.index.contains_key(&challenger) {
                    return Err(Refusal::NoChallenger);
                }
            }
            Format::RoundRobin { .. } => {
                self.table = self.ranking().into_iter().map(Some).collect();
                if self.table.len() % 2 == 1 {
                    self.table.push(None);
                }
            }
            Format::Arena { duration_ms } => {
                self.ends_at = Some(now.saturating_add(duration_ms));
                for seat in &mut self.seats {
                    seat.free_since = now;
                }
            }
        }
        self.status = Status::Running { paused: false };
        out.push(Event::Started);
        out.standings();
        self.advance(now, out);
        Ok(())
    }

    fn end_round(&mut self, now: u64, out: &mut Out) -> Result<(), Refusal> {
        self.running()?;
        if self.is_arena() {
            return Err(Refusal::NoRoundsInArena);
        }
        let round = self
            .rounds
            .last()
            .filter(|r| !r.over)
            .ok_or(Refusal::NoRound)?;
        let open: Vec<GameNo> = round
            .games
            .iter()
            .copied()
            .filter(|&g| self.games[game_index(g)].state == GameState::Open)
            .collect();
        for game in open {
            out.push(Event::GameStopped {
                game,
                outcome: Outcome::DoubleForfeit,
            });
            self.decide(game, Outcome::DoubleForfeit, now, out);
        }
        self.advance(now, out);
        Ok(())
    }

    fn finish(&mut self, now: u64, out: &mut Out) -> Result<(), Refusal> {
        if let Status::Over(_) = self.status {
            return Err(Refusal::Over);
        }
        if !self.is_arena() {
            let open: Vec<GameNo> = self
                .games
                .iter()
                .filter(|g| g.state == GameState::Open)
                .map(|g| g.pairing.game)
                .collect();
            for game in open {
                out.push(Event::GameStopped {
                    game,
                    outcome: Outcome::DoubleForfeit,
                });
                self.decide(game, Outcome::DoubleForfeit, now, out);
            }
        }
        self.end(Ending::Host, out);
        Ok(())
    }

    fn report(
        &mut self,
        game: GameNo,
        outcome: Outcome,
        now: u64,
        out: &mut Out,
    ) -> Result<(), Refusal> {
        let pairing = self.open_game(game)?;
        self.decide(game, outcome, now, out);
        if let (true, Outcome::ForfeitWin(winner)) = (self.is_arena(), outcome) {
            let absent = match winner {
                Colour::Black => pairing.white,
                Colour::White => pairing.black,
            };
            let seat = self.index[&absent];
            if self.seats[seat].presence == Presence::Active {
                self.seats[seat].presence = Presence::Withdrawn;
                out.push(Event::Left {
                    id: absent,
                    why: Leaving::Absent,
                });
            }
        }
        self.advance(now, out);
        Ok(())
    }

    fn fix(
        &mut self,
        game: GameNo,
        outcome: Outcome,
        now: u64,
        out: &mut Out,
    ) -> Result<(), Refusal> {
        let g = self
            .games
            .get(game_index(game))
            .ok_or(Refusal::UnknownGame)?;
        match g.state {
            GameState::Void => Err(Refusal::NotCounted),
            GameState::Open => {
                out.push(Event::GameStopped { game, outcome });
                self.decide(game, outcome, now, out);
                self.advance(now, out);
                Ok(())
            }
            GameState::Done(was) if was == outcome => Ok(()),
            GameState::Done(_) => {
                self.games[game_index(game)].state = GameState::Done(outcome);
                out.push(Event::ResultFixed { game, outcome });
                out.standings();
                Ok(())
            }
        }
    }

    /// The pairing of a game that is under way, or why a result cannot be taken for it.
    fn open_game(&self, game: GameNo) -> Result<Pairing, Refusal> {
        let g = self
            .games
            .get(game_index(game))
            .ok_or(Refusal::UnknownGame)?;
        match g.state {
            GameState::Open => Ok(g.pairing),
            GameState::Done(_) => Err(Refusal::AlreadyDecided),
            GameState::Void => Err(Refusal::NotCounted),
        }
    }

    /// Records a game's result: its players are free again.
    pub(crate) fn decide(&mut self, game: GameNo, outcome: Outcome, now: u64, out: &mut Out) {
        let g = &mut self.games[game_index(game)];
        g.state = GameState::Done(outcome);
        let pairing = g.pairing;
        for id in [pairing.black, pairing.white] {
            let seat = &mut self.seats[self.index[&id]];
            if seat.playing == Some(game) {
                seat.playing = None;
                seat.free_since = now;
            }
        }
        out.standings();
    }

    /// Ends the event. Games still under way in an arena no longer count (they may be played
    /// out); every other format has decided its games before it ends.
    pub(crate) fn end(&mut self, ending: Ending, out: &mut Out) {
        for g in &mut self.games {
            if g.state == GameState::Open {
                g.state = GameState::Void;
                out.push(Event::GameVoided {
                    game: g.pairing.game,
                });
            }
        }
        for seat in &mut self.seats {
            seat.playing = None;
        }
        self.status = Status::Over(ending);
        self.next_round_at = None;
        out.push(Event::Over(ending));
    }

    /// Opens whatever can open now: the next round, or an arena's games.
    fn advance(&mut self, now: u64, out: &mut Out) {
        if self.is_arena() {
            self.arena_step(now, out);
        } else {
            self.rounds_step(now, out);
        }
    }

    /// Makes a game: its players are busy with it unless it is already decided.
    pub(crate) fn new_game(
        &mut self,
        round: u32,
        black: usize,
        white: usize,
        opening: Option<u32>,
        state: GameState,
    ) -> Pairing {
        let game = GameNo(u32::try_from(self.games.len() + 1).unwrap_or(u32::MAX));
        let pairing = Pairing {
            game,
            round,
            black: self.seats[black].entrant.id,
            white: self.seats[white].entrant.id,
            opening,
        };
        self.games.push(Game { pairing, state });
        for seat in [black, white] {
            self.seats[seat].games.push(game);
            if state == GameState::Open {
                self.seats[seat].playing = Some(game);
            }
        }
        pairing
    }

    /// Whether `count` more games fit under [`MAX_GAMES`].
    pub(crate) fn room_for(&self, count: usize) -> bool {
        self.games.len() + count <= MAX_GAMES
    }

    /// The opening for a game keyed `key` (games with equal keys share theirs).
    pub(crate) fn opening(&self, key: u32) -> Option<u32> {
        (self.settings.openings > 0).then(|| key % self.settings.openings)
    }

    /// The seats of the entrants still in.
    pub(crate) fn active(&self) -> impl Iterator<Item = usize> + '_ {
        self.seats
            .iter()
            .enumerate()
            .filter(|(_, s)| s.presence == Presence::Active)
            .map(|(i, _)| i)
    }

    /// Every seat in the order of the initial ranking list: by rating, highest first, then in
    /// the order they joined. An entrant's pairing number is their place in it, from 1.
    pub(crate) fn ranking(&self) -> Vec<usize> {
        let mut order: Vec<usize> = (0..self.seats.len()).collect();
        order.sort_by_key(|&i| {
            std::cmp::Reverse(self.seats[i].entrant.rating.map(|r| u64::from(r) + 1))
        });
        order
    }

    /// The colour `seat` had in `game`.
    pub(crate) fn colour_in(&self, seat: usize, game: &Game) -> Colour {
        if game.pairing.black == self.seats[seat].entrant.id {
            Colour::Black
        } else {
            Colour::White
        }
    }

    /// The seat of the opponent of `seat` in `game`.
    pub(crate) fn opponent_in(&self, seat: usize, game: &Game) -> usize {
        let other = if game.pairing.black == self.seats[seat].entrant.id {
            game.pairing.white
        } else {
            game.pairing.black
        };
        self.index[&other]
    }

    // Queries.

    /// Where the event stands.
    #[must_use]
    pub fn status(&self) -> Status {
        self.status
    }

    /// The settings.
    #[must_use]
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The entrants in the order they joined, each with whether they are still in.
    pub fn entrants(&self) -> impl Iterator<Item = (&Entrant, Presence)> {
        self.seats.iter().map(|s| (&s.entrant, s.presence))
    }

    /// One entrant, with whether they are still in.
    #[must_use]
    pub fn entrant(&self, id: EntrantId) -> Option<(&Entrant, Presence)> {
        let s = &self.seats[*self.index.get(&id)?];
        Some((&s.entrant, s.presence))
    }

    /// Every game, in the order they were made.
    #[must_use]
    pub fn games(&self) -> &[Game] {
        &self.games
    }

    /// One game.
    #[must_use]
    pub fn game(&self, game: GameNo) -> Option<&Game> {
        self.games.get(game_index(game))
    }

    /// The game `id` is playing now, if any: where a client takes its player.
    #[must_use]
    pub fn current_game(&self, id: EntrantId) -> Option<&Game> {
        let seat = &self.seats[*self.index.get(&id)?];
        seat.playing.and_then(|g| self.game(g))
    }

    /// The rounds opened so far (none in an arena).
    #[must_use]
    pub fn rounds(&self) -> &[Round] {
        &self.rounds
    }

    /// One round, from 1.
    #[must_use]
    pub fn round(&self, number: u32) -> Option<&Round> {
        self.rounds.get((number as usize).checked_sub(1)?)
    }

    /// How many rounds the event will have, where that is known: a round robin's and a Swiss's
    /// from the start, a gauntlet's as its entrants stand.
    #[must_use]
    pub fn total_rounds(&self) -> Option<u32> {
        match self.settings.format {
            Format::RoundRobin { double } => {
                let n = u32::try_from(self.table.len()).unwrap_or(0);
                (n > 1).then(|| (n - 1) * if double { 2 } else { 1 })
            }
            Format::Swiss { rounds } => Some(rounds),
            Format::Arena { .. } => None,
            Format::Gauntlet { .. } => Some(self.gauntlet_total()),
        }
    }

    /// When an arena ends.
    #[must_use]
    pub fn ends_at(&self) -> Option<u64> {
        self.ends_at
    }

    /// When the caller should send [`Command::Tick`]: a break between rounds ending, an arena's
    /// time running out, a player's wait for a new opponent ending.
    #[must_use]
    pub fn next_deadline(&self) -> Option<u64> {
        let Status::Running { paused } = self.status else {
            return None;
        };
        if self.is_arena() {
            let waits = if paused {
                None
            } else {
                self.rematch_deadline()
            };
            return self.ends_at.into_iter().chain(waits).min();
        }
        if paused { None } else { self.next_round_at }
    }
}

/// Where game `game` is kept.
pub(crate) fn game_index(game: GameNo) -> usize {
    (game.0 as usize).wrapping_sub(1)
}
