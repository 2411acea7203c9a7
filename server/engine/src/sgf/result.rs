//! An SGF result (`RE`) read once, for every reader of a record: who won, and how the game
//! ended when the moves alone do not say (a resignation, a clock, a forfeit, an agreed draw, a
//! game called off).

use crate::{OutcomeReason, Side};

/// How a recorded game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Ending {
    /// The rules ended it (a five, the count, no legal move, a full board).
    Rules(OutcomeReason),
    /// The loser resigned (`B+R`).
    Resign,
    /// The loser's time ran out (`B+T`).
    Timeout,
    /// The loser forfeited (`B+F`).
    Forfeit,
    /// A draw the players agreed (`0`, `Draw`, `Jigo`).
    Agreement,
    /// Called off, counting for nobody (`Void`): a draw of nobody's.
    Aborted,
}

/// The winner (`None` for a draw) a result names, with how the game ended; `None` for a result
/// that names neither (`?`, a score such as `B+12`, text of another kind). Case and surrounding
/// spaces do not matter.
#[must_use]
pub fn parse_result(re: &str) -> Option<(Option<Side>, Ending)> {
    let re = re.trim().to_ascii_lowercase();
    match re.as_str() {
        "0" | "draw" | "jigo" => return Some((None, Ending::Agreement)),
        "void" => return Some((None, Ending::Aborted)),
        _ => {}
    }
    let (winner, how) = re.split_once('+')?;
    let winner = match winner {
        "b" => Side::Black,
        "w" => Side::White,
        _ => return None,
    };
    let ending = match how {
        "r" | "resign" => Ending::Resign,
        "t" | "time" => Ending::Timeout,
        "f" | "forfeit" => Ending::Forfeit,
        _ => return None,
    };
    Some((Some(winner), ending))
}

/// The winner a result names, whatever the way (`B+12` names black too); `Some(None)` for a
/// draw, `None` when it names nobody (a game called off names nobody either). For checking a result against the rules' own outcome.
#[must_use]
pub fn named_winner(re: &str) -> Option<Option<Side>> {
    let re = re.trim().to_ascii_lowercase();
    match parse_result(&re) {
        Some((_, Ending::Aborted)) => return None,
        Some((winner, _)) => return Some(winner),
        None => {}
    }
    match re {
        r if r.starts_with("b+") => Some(Some(Side::Black)),
        r if r.starts_with("w+") => Some(Some(Side::White)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_are_read_in_any_case() {
        let black = Some(Side::Black);
        let white = Some(Side::White);
        for (re, expected) in [
            ("B+R", Some((black, Ending::Resign))),
            ("b+resign", Some((black, Ending::Resign))),
            ("W+T", Some((white, Ending::Timeout))),
            (" w+Time ", Some((white, Ending::Timeout))),
            ("W+F", Some((white, Ending::Forfeit))),
            ("0", Some((None, Ending::Agreement))),
            ("Draw", Some((None, Ending::Agreement))),
            ("jigo", Some((None, Ending::Agreement))),
            ("Void", Some((None, Ending::Aborted))),
            ("B+12", None),
            ("?", None),
            ("X+R", None),
        ] {
            assert_eq!(parse_result(re), expected, "{re}");
        }
        assert_eq!(named_winner("B+12.5"), Some(black));
        assert_eq!(named_winner("w+R"), Some(white));
        assert_eq!(named_winner("void"), None);
        assert_eq!(named_winner("0"), Some(None));
        assert_eq!(named_winner("?"), None);
    }
}
