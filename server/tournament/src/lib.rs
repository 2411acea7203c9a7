//! The rules of Boardroom's events, pure: no IO, no async, no serde.
//!
//! An event pairs entrants (people, the server's AI, outside engines, bots: ids with a kind, the
//! same to the event) in one of four formats, scores their games and keeps the standings. The
//! server runs it with the IO around it: it opens a room for each game the event asks for,
//! reports each result back, stores the commands, and shows the standings.
//!
//! # Layout
//! - [`Tournament`]: the state machine. [`Tournament::handle`] takes a [`Command`] and the time,
//!   and gives the next state and its [`Event`]s, or a [`Refusal`] that changed nothing.
//! - [`Settings`] and [`Format`]: round robin (the Berger tables), Swiss (the FIDE Dutch system),
//!   arena (lichess's scoring), gauntlet; checked by [`Settings::validate`].
//! - [`Entrant`], [`EntrantId`], [`Kind`]: who plays. [`Outcome`] and [`Colour`]: how a game
//!   ended, black moving first.
//! - [`Standings`] with their [`Tiebreak`]s, the [`Crosstable`], the rounds' pairings
//!   ([`Round`], [`Game`]) and the standings as CSV ([`Tournament::standings_csv`]).
//!
//! The formats, the pairing rules with their sources and every simplification, the tie-breaks and
//! the scoring are in `docs/tournaments.md`.
//!
//! # Example
//! ```
//! use boardroom_tournament::{
//!     Command, Entrant, EntrantId, Event, Format, Kind, Outcome, Colour, Settings, Tournament,
//! };
//!
//! let event = Tournament::new(Settings::new(Format::RoundRobin { double: false }))?;
//! let join = |id, name: &str| Command::Join(Entrant {
//!     id: EntrantId(id),
//!     name: name.to_owned(),
//!     kind: Kind::Person,
//!     rating: None,
//! });
//! let (event, _) = event.handle(join(1, "Ann"), 0)?;
//! let (event, _) = event.handle(join(2, "Bob"), 0)?;
//! let (event, events) = event.handle(Command::Start, 1_000)?;
//! let Some(Event::GameOpened(pairing)) = events.iter().find(|e| matches!(e, Event::GameOpened(_)))
//! else {
//!     unreachable!()
//! };
//! let report = Command::Report { game: pairing.game, outcome: Outcome::Win(Colour::Black) };
//! let (event, events) = event.handle(report, 60_000)?;
//! assert!(events.contains(&Event::StandingsChanged));
//! assert_eq!(event.standings().rows[0].id, pairing.black);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod arena;
mod berger;
mod command;
mod csv;
mod dutch;
mod entrant;
mod event;
mod game;
mod matching;
mod outcome;
mod refusal;
mod rounds;
mod settings;
mod standings;
mod tournament;

#[cfg(test)]
mod transcripts;

pub use command::Command;
pub use entrant::{Entrant, EntrantId, Kind, Presence};
pub use event::{Ending, Event, Leaving};
pub use game::{Game, GameNo, GameState, Pairing, Round};
pub use outcome::{Colour, Outcome, UnknownOutcome};
pub use refusal::Refusal;
pub use settings::{
    Format, MAX_ARENA_MS, MAX_ENTRANTS, MAX_GAMES, MAX_GAUNTLET, MAX_NAME_BYTES, MAX_OPENINGS,
    MAX_ROUND_ROBIN, MAX_SWISS_ROUNDS, MAX_WAIT_MS, MIN_ARENA_MS, Settings, SettingsError,
};
pub use standings::{Crosstable, Mark, Row, Scale, Standings, Tiebreak, Verdict};
pub use tournament::{Status, Tournament};
