//! Who holds a seat: a person or the server's AI.

use boardroom_engine::ai::Level;

use crate::store::{Occupant, PlayerId};

/// Who holds a seat.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Holder {
    /// A person.
    Human {
        /// The player's id.
        player: PlayerId,
        /// The player's name as the room shows it; kept current by renames and rejoins.
        name: String,
    },
    /// The server AI.
    Ai {
        /// Its strength.
        level: Level,
    },
}

impl Holder {
    /// How the store names this holder.
    #[must_use]
    pub(crate) fn occupant(&self) -> Occupant {
        match self {
            Holder::Human { player, .. } => Occupant::Player(*player),
            Holder::Ai { level } => Occupant::Ai(*level),
        }
    }

    /// The name shown for the seat.
    #[must_use]
    pub(crate) fn name(&self) -> String {
        match self {
            Holder::Human { name, .. } => name.clone(),
            Holder::Ai { level } => ai_name(*level),
        }
    }

    /// The player, for a person.
    #[must_use]
    pub(crate) fn player(&self) -> Option<PlayerId> {
        match self {
            Holder::Human { player, .. } => Some(*player),
            Holder::Ai { .. } => None,
        }
    }
}

/// The name the server's AI goes by at a level. Reserved: no person may take it.
#[must_use]
pub(crate) fn ai_name(level: Level) -> String {
    format!("Boardroom AI ({level})")
}
