//! Why the event turned a command down. A refused command changed nothing.

use std::fmt;

/// A refused command: the event is exactly as it was.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// The event has started (for a second start).
    Started,
    /// The event has not started yet.
    NotStarted,
    /// The event is over.
    Over,
    /// An entrant with this id is already in the event.
    AlreadyIn,
    /// No entrant has this id.
    UnknownEntrant,
    /// The entrant has already left.
    NotActive,
    /// The host removed this entrant; they cannot join again.
    RemovedForGood,
    /// A name that is empty or longer than [`crate::MAX_NAME_BYTES`].
    BadName,
    /// The event is full ([`crate::MAX_ENTRANTS`], or the format's own bound).
    Full,
    /// Joining after the start is closed: the settings say so, a round robin's schedule is
    /// fixed, or a Swiss's last round has started.
    LateJoinClosed,
    /// Too few entrants to start.
    TooFewEntrants,
    /// More Swiss rounds than the entrants can play without meeting twice.
    TooManyRounds,
    /// The gauntlet's challenger has not joined.
    NoChallenger,
    /// No game has this number.
    UnknownGame,
    /// The game already has a result (the host may fix it).
    AlreadyDecided,
    /// The game no longer counts.
    NotCounted,
    /// The event is already paused.
    AlreadyPaused,
    /// The event is not paused.
    NotPaused,
    /// No round is under way.
    NoRound,
    /// An arena has no rounds.
    NoRoundsInArena,
}

impl Refusal {
    /// A short lowercase name, for logs and transcripts.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Refusal::Started => "started",
            Refusal::NotStarted => "not_started",
            Refusal::Over => "over",
            Refusal::AlreadyIn => "already_in",
            Refusal::UnknownEntrant => "unknown_entrant",
            Refusal::NotActive => "not_active",
            Refusal::RemovedForGood => "removed_for_good",
            Refusal::BadName => "bad_name",
            Refusal::Full => "full",
            Refusal::LateJoinClosed => "late_join_closed",
            Refusal::TooFewEntrants => "too_few_entrants",
            Refusal::TooManyRounds => "too_many_rounds",
            Refusal::NoChallenger => "no_challenger",
            Refusal::UnknownGame => "unknown_game",
            Refusal::AlreadyDecided => "already_decided",
            Refusal::NotCounted => "not_counted",
            Refusal::AlreadyPaused => "already_paused",
            Refusal::NotPaused => "not_paused",
            Refusal::NoRound => "no_round",
            Refusal::NoRoundsInArena => "no_rounds_in_arena",
        }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Refusal::Started => "the event has already started",
            Refusal::NotStarted => "the event has not started yet",
            Refusal::Over => "the event is over",
            Refusal::AlreadyIn => "this entrant is already in the event",
            Refusal::UnknownEntrant => "no such entrant in the event",
            Refusal::NotActive => "this entrant has already left the event",
            Refusal::RemovedForGood => "the host removed this entrant from the event",
            Refusal::BadName => "an entrant's name is 1 to 256 bytes",
            Refusal::Full => "the event is full",
            Refusal::LateJoinClosed => "the event takes no more entrants",
            Refusal::TooFewEntrants => "too few entrants to start",
            Refusal::TooManyRounds => {
                "more rounds than the entrants can play without meeting twice"
            }
            Refusal::NoChallenger => "the gauntlet's challenger has not joined",
            Refusal::UnknownGame => "no such game in the event",
            Refusal::AlreadyDecided => "this game already has a result",
            Refusal::NotCounted => "this game no longer counts",
            Refusal::AlreadyPaused => "the event is already paused",
            Refusal::NotPaused => "the event is not paused",
            Refusal::NoRound => "no round is under way",
            Refusal::NoRoundsInArena => "an arena has no rounds",
        })
    }
}

impl std::error::Error for Refusal {}
