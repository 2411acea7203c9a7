//! What the host chooses for an event, checked once, and the bounds every event keeps.

use std::fmt;

use crate::entrant::EntrantId;
use crate::outcome::Colour;

/// The most entrants an event holds (a 1,000-player arena is the benchmark).
pub const MAX_ENTRANTS: usize = 4096;
/// The most entrants of a round robin: 100 make 4,950 games a cycle.
pub const MAX_ROUND_ROBIN: usize = 100;
/// The most opponents of a gauntlet's challenger.
pub const MAX_GAUNTLET: usize = 256;
/// The most rounds of a Swiss.
pub const MAX_SWISS_ROUNDS: u32 = 64;
/// The most games an event holds; an arena that reaches it ends (bots that resign at once would
/// otherwise make games without bound).
pub const MAX_GAMES: usize = 100_000;
/// The longest name the event keeps, in bytes.
pub const MAX_NAME_BYTES: usize = 256;
/// The shortest arena, in milliseconds (one minute).
pub const MIN_ARENA_MS: u64 = 60_000;
/// The longest arena, in milliseconds (a day).
pub const MAX_ARENA_MS: u64 = 24 * 60 * 60 * 1000;
/// The most openings an event cycles through.
pub const MAX_OPENINGS: u32 = 10_000;
/// The longest break between rounds, and the longest an arena pair waits for someone new, in
/// milliseconds (an hour).
pub const MAX_WAIT_MS: u64 = 60 * 60 * 1000;

/// How the event pairs its entrants.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// Everyone plays everyone, on the Berger tables (FIDE C.05, Annex 1).
    RoundRobin {
        /// Twice, the second cycle with colours reversed.
        double: bool,
    },
    /// A Swiss on the FIDE (Dutch) system, C.04.3.
    Swiss {
        /// How many rounds, set by the host.
        rounds: u32,
    },
    /// Whoever is free plays at once, for a fixed time, scored as lichess scores its arenas.
    Arena {
        /// How long, in milliseconds, from the start.
        duration_ms: u64,
    },
    /// One entrant plays every other, one game at a time.
    Gauntlet {
        /// The entrant who plays everyone.
        challenger: EntrantId,
        /// Two games against each opponent, colours swapped.
        double: bool,
    },
}

impl Format {
    /// The format's name.
    #[must_use]
    pub const fn as_str(&self) -> &'static str {
        match self {
            Format::RoundRobin { .. } => "round robin",
            Format::Swiss { .. } => "swiss",
            Format::Arena { .. } => "arena",
            Format::Gauntlet { .. } => "gauntlet",
        }
    }
}

/// An event's settings. The game itself (kind, rule, size, clock) is the server's: the event
/// pairs and scores, and says which opening each game plays.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Settings {
    /// How entrants are paired.
    pub format: Format,
    /// Whether entrants may join once the event has started (never in a round robin, whose
    /// schedule is fixed at the start; in a Swiss until its last round starts).
    pub late_join: bool,
    /// How many openings the server's set for the game holds (0: none). Games are given an
    /// opening number below it; the two games of a pair that meets twice share one, so that
    /// each opening is played with both colours.
    pub openings: u32,
    /// The colour the Swiss system's lot gave: the first-ranked player of a pair that nothing
    /// else decides gets it when his pairing number is odd (FIDE C.04.3 E.5).
    pub initial_colour: Colour,
    /// How long to wait after a round ends before the next one opens, in milliseconds.
    pub round_break_ms: u64,
    /// In an arena, how long a free player waits for someone new before playing the opponent
    /// of his last game again, in milliseconds.
    pub rematch_wait_ms: u64,
}

impl Settings {
    /// The settings of `format` with the defaults: late joins allowed, no openings, black to
    /// the initial colour, no break between rounds, and a 20-second wait before an arena
    /// rematch.
    #[must_use]
    pub fn new(format: Format) -> Settings {
        Settings {
            format,
            late_join: true,
            openings: 0,
            initial_colour: Colour::Black,
            round_break_ms: 0,
            rematch_wait_ms: 20_000,
        }
    }

    /// Checks the settings against the event's bounds.
    ///
    /// # Errors
    /// Which setting is out of bounds.
    pub fn validate(&self) -> Result<(), SettingsError> {
        match self.format {
            Format::Swiss { rounds: 0 } => return Err(SettingsError::NoRounds),
            Format::Swiss { rounds } if rounds > MAX_SWISS_ROUNDS => {
                return Err(SettingsError::TooManyRounds);
            }
            Format::Arena { duration_ms } if duration_ms < MIN_ARENA_MS => {
                return Err(SettingsError::ArenaTooShort);
            }
            Format::Arena { duration_ms } if duration_ms > MAX_ARENA_MS => {
                return Err(SettingsError::ArenaTooLong);
            }
            _ => {}
        }
        if self.openings > MAX_OPENINGS {
            return Err(SettingsError::TooManyOpenings);
        }
        if self.round_break_ms > MAX_WAIT_MS || self.rematch_wait_ms > MAX_WAIT_MS {
            return Err(SettingsError::WaitTooLong);
        }
        Ok(())
    }
}

/// A setting out of bounds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SettingsError {
    /// A Swiss of no rounds.
    NoRounds,
    /// More Swiss rounds than [`MAX_SWISS_ROUNDS`].
    TooManyRounds,
    /// An arena shorter than [`MIN_ARENA_MS`].
    ArenaTooShort,
    /// An arena longer than [`MAX_ARENA_MS`].
    ArenaTooLong,
    /// More openings than [`MAX_OPENINGS`].
    TooManyOpenings,
    /// A break or a wait longer than [`MAX_WAIT_MS`].
    WaitTooLong,
}

impl fmt::Display for SettingsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            SettingsError::NoRounds => "a swiss needs at least one round",
            SettingsError::TooManyRounds => "a swiss has at most 64 rounds",
            SettingsError::ArenaTooShort => "an arena lasts at least a minute",
            SettingsError::ArenaTooLong => "an arena lasts at most a day",
            SettingsError::TooManyOpenings => "an event uses at most 10000 openings",
            SettingsError::WaitTooLong => "a break or a wait lasts at most an hour",
        })
    }
}

impl std::error::Error for SettingsError {}
