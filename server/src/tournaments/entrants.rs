//! Who an entrant is to the server: the event names entrants by opaque ids, and the server
//! makes them so that an id says who sits down. A person, an engine and a bot are players (the
//! id is the player's); the server's AI at a level is one id per level, above every player id.

use boardroom_protocol::AiLevel;
use boardroom_tournament::{Entrant, EntrantId, Kind};

use super::codec;
use crate::convert;
use crate::store::{Occupant, PlayerId};

/// The first id of the AI's entrants: above any player id a store hands out.
const AI_BASE: u64 = 1 << 40;

/// The entrant of a person.
pub(crate) fn of_person(player: PlayerId, name: &str) -> Entrant {
    Entrant {
        id: EntrantId(u64::try_from(player).unwrap_or_default()),
        name: name.to_owned(),
        kind: Kind::Person,
        rating: None,
    }
}

/// The entrant of an engine, by its player record.
pub(crate) fn of_engine(player: PlayerId, name: &str) -> Entrant {
    Entrant {
        kind: Kind::Engine,
        ..of_person(player, name)
    }
}

/// The entrant of a bot online, by its player record.
pub(crate) fn of_bot(player: PlayerId, name: &str) -> Entrant {
    Entrant {
        kind: Kind::Bot,
        ..of_person(player, name)
    }
}

/// The entrant of the server's AI at `level`.
pub(crate) fn of_ai(level: AiLevel) -> Entrant {
    let index = match level {
        AiLevel::Easy => 0,
        AiLevel::Medium => 1,
        AiLevel::Hard => 2,
    };
    Entrant {
        id: EntrantId(AI_BASE + index),
        name: format!("Boardroom AI ({})", codec::level_name(level)),
        kind: Kind::Ai {
            level: codec::level_name(level).to_owned(),
        },
        rating: None,
    }
}

/// The player an entrant of a person, an engine or a bot is.
pub(crate) fn person(id: EntrantId) -> PlayerId {
    PlayerId::try_from(id.0).unwrap_or_default()
}

/// Who sits down for `entrant` in a game's room.
pub(crate) fn occupant(entrant: &Entrant) -> Occupant {
    match &entrant.kind {
        Kind::Ai { level } => Occupant::Ai(convert::level_in(
            codec::level_of(level).unwrap_or_default(),
        )),
        Kind::Person | Kind::Engine | Kind::Bot => Occupant::Player(person(entrant.id)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_entrant_sits_down_as_itself() {
        assert_eq!(occupant(&of_person(42, "Ada")), Occupant::Player(42));
        assert_eq!(occupant(&of_engine(7, "pela")), Occupant::Player(7));
        assert_eq!(occupant(&of_bot(9, "simplebot")), Occupant::Player(9));
        let hard = of_ai(AiLevel::Hard);
        assert_eq!(
            occupant(&hard),
            Occupant::Ai(convert::level_in(AiLevel::Hard))
        );
        assert_ne!(hard.id, of_ai(AiLevel::Easy).id, "one id per level");
        assert!(hard.id.0 > i64::MAX as u64 >> 24, "above the players' ids");
    }
}
