//! Who plays in an event: opaque ids with a kind, given by the caller.

use std::fmt;

/// An entrant, as the caller names it (the server maps it to a player, an AI level, an engine
/// or a bot). The event never looks inside.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct EntrantId(pub u64);

impl fmt::Display for EntrantId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "p{}", self.0)
    }
}

/// What kind of player an entrant is. The event pairs and scores every kind alike; the kind is
/// kept for the standings and the export.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Kind {
    /// A person, playing from a client.
    Person,
    /// The server's own AI at a level, named as the server names it (`easy`, `hard`, ...).
    Ai {
        /// The level.
        level: String,
    },
    /// An outside engine the server runs.
    Engine,
    /// A bot online, playing through the protocol.
    Bot,
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Kind::Person => f.write_str("person"),
            Kind::Ai { level } => write!(f, "ai {level}"),
            Kind::Engine => f.write_str("engine"),
            Kind::Bot => f.write_str("bot"),
        }
    }
}

/// An entrant as the caller enters it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entrant {
    /// Who.
    pub id: EntrantId,
    /// The name shown in the standings (checked by the caller; the event only bounds its length).
    pub name: String,
    /// What kind of player.
    pub kind: Kind,
    /// A strength, if the caller knows one: entrants are numbered by it, strongest first (the
    /// Swiss system's initial ranking list), and in the order they joined where it is equal or
    /// missing.
    pub rating: Option<u32>,
}

/// Whether an entrant is still in the event.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Presence {
    /// Plays on.
    Active,
    /// Left on their own; in an arena they may come back.
    Withdrawn,
    /// Taken out by the host.
    Removed,
}

impl Presence {
    /// The lowercase name.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Presence::Active => "active",
            Presence::Withdrawn => "withdrawn",
            Presence::Removed => "removed",
        }
    }
}
