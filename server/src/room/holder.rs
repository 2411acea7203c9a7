//! Who holds a seat: a person, the server's AI, or an external engine the server runs.

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
    /// An external engine, run by the server.
    Engine {
        /// The player record that stands for it in the store (one per engine name).
        player: PlayerId,
        /// Its registered name.
        name: String,
    },
}

impl Holder {
    /// How the store names this holder: an engine is stored as its own player record.
    #[must_use]
    pub(crate) fn occupant(&self) -> Occupant {
        match self {
            Holder::Human { player, .. } | Holder::Engine { player, .. } => {
                Occupant::Player(*player)
            }
            Holder::Ai { level } => Occupant::Ai(*level),
        }
    }

    /// The name shown for the seat.
    #[must_use]
    pub(crate) fn name(&self) -> String {
        match self {
            Holder::Human { name, .. } => name.clone(),
            Holder::Ai { level } => ai_name(*level),
            Holder::Engine { name, .. } => name.clone(),
        }
    }

    /// The player, for a person.
    #[must_use]
    pub(crate) fn player(&self) -> Option<PlayerId> {
        match self {
            Holder::Human { player, .. } => Some(*player),
            Holder::Ai { .. } | Holder::Engine { .. } => None,
        }
    }

    /// Whether the server plays this seat (its AI or an engine): it answers requests by
    /// itself, and is never away.
    #[must_use]
    pub(crate) fn is_machine(&self) -> bool {
        !matches!(self, Holder::Human { .. })
    }
}

/// The name the server's AI goes by at a level. Reserved: no person may take it.
#[must_use]
pub(crate) fn ai_name(level: Level) -> String {
    format!("Boardroom AI ({level})")
}
