//! What an event is asked to do: by its entrants, its host, the games' rooms, and the clock.

use crate::entrant::{Entrant, EntrantId};
use crate::game::GameNo;
use crate::outcome::Outcome;

/// A request to the event. The caller has checked who may ask (the host's commands are the
/// host's); the event checks that the request makes sense now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// An entrant joins: before the start, or late where the settings allow it. In an arena, an
    /// entrant who withdrew joins again with the same id and keeps their points.
    Join(Entrant),
    /// An entrant leaves. A game they are playing is lost (as a resignation); a round robin's
    /// games still to come are won by forfeit by their opponents.
    Withdraw(EntrantId),
    /// The host takes an entrant out; the same as a withdrawal, but for good.
    Remove(EntrantId),
    /// The host starts the event.
    Start,
    /// The host pauses: no new round or game opens; games under way go on.
    Pause,
    /// The host lets the event go on.
    Resume,
    /// The host ends the round under way: its unfinished games count as unplayed by both
    /// (the host may fix their results afterwards).
    EndRound,
    /// The host ends the event now.
    Finish,
    /// A game's room says how it ended.
    Report {
        /// Which game.
        game: GameNo,
        /// How it ended.
        outcome: Outcome,
    },
    /// The host sets or corrects a game's result (a game under way is ended with it). Pairings
    /// already made stay as they are.
    Fix {
        /// Which game.
        game: GameNo,
        /// Its result.
        outcome: Outcome,
    },
    /// Time passed: a break may be over, an arena's time up, a rematch's wait over. The caller
    /// sends it at [`crate::Tournament::next_deadline`].
    Tick,
}
