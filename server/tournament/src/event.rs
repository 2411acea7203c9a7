//! What happened: the events a command produces, which the caller carries out (open rooms, tell
//! players, store, broadcast the standings).

use std::fmt;

use crate::entrant::EntrantId;
use crate::game::{GameNo, Pairing};
use crate::outcome::Outcome;

/// One thing that happened, in order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// An entrant is in the event.
    Joined {
        /// Who.
        id: EntrantId,
        /// After the start.
        late: bool,
    },
    /// An entrant is out of the event.
    Left {
        /// Who.
        id: EntrantId,
        /// Why.
        why: Leaving,
    },
    /// The event started.
    Started,
    /// A round opened; its games and byes follow.
    RoundStarted {
        /// The round's number, from 1.
        round: u32,
    },
    /// A game is to be played: open its room with both players seated and take them to it.
    GameOpened(Pairing),
    /// An entrant has no game this round.
    Bye {
        /// The round.
        round: u32,
        /// Who.
        id: EntrantId,
        /// What the bye scores, in half points (a Swiss's pairing-allocated bye scores a win; a
        /// round robin's free round nothing).
        half_points: u32,
    },
    /// A game was decided away from its board (a withdrawal, the host): close its room with
    /// this result.
    GameStopped {
        /// Which game.
        game: GameNo,
        /// Its result.
        outcome: Outcome,
    },
    /// A game's result was set or changed by the host.
    ResultFixed {
        /// Which game.
        game: GameNo,
        /// Its result now.
        outcome: Outcome,
    },
    /// A game under way no longer counts (an arena's time ran out, or the host ended the
    /// arena): it may be played out, but its result will not be scored.
    GameVoided {
        /// Which game.
        game: GameNo,
    },
    /// Every game of a round has a result.
    RoundOver {
        /// The round.
        round: u32,
    },
    /// The host paused the event.
    Paused,
    /// The host let the event go on.
    Resumed,
    /// The event is over.
    Over(Ending),
    /// The standings changed: show them again. Comes once, last, per command that changed them.
    StandingsChanged,
}

/// Why an entrant left.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Leaving {
    /// They withdrew.
    Withdrew,
    /// The host removed them.
    Removed,
    /// In an arena, they lost a game without playing it: they are set aside until they join
    /// again, so that nobody else is paired with an empty chair.
    Absent,
}

impl Leaving {
    /// The lowercase name.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Leaving::Withdrew => "withdrew",
            Leaving::Removed => "removed",
            Leaving::Absent => "absent",
        }
    }
}

/// Why the event ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ending {
    /// Every round was played, or the arena's time ran out.
    Complete,
    /// The host ended it.
    Host,
    /// No pairing of the next Swiss round repeats no game and breaks no colour rule (FIDE
    /// C.04.3 A.9 leaves this to the arbiter; the event stops).
    NoPairing,
    /// Fewer than two entrants are left to pair.
    TooFewEntrants,
    /// The gauntlet's challenger left.
    ChallengerLeft,
    /// The event reached [`crate::MAX_GAMES`].
    GameCap,
}

impl Ending {
    /// The lowercase name.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Ending::Complete => "complete",
            Ending::Host => "host",
            Ending::NoPairing => "no_pairing",
            Ending::TooFewEntrants => "too_few_entrants",
            Ending::ChallengerLeft => "challenger_left",
            Ending::GameCap => "game_cap",
        }
    }
}

impl fmt::Display for Ending {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
