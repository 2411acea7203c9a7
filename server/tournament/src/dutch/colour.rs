//! Colour differences and preferences (FIDE C.04.3 A.6) and the colour allocation rules (E).
//!
//! Colours here are Boardroom's: black moves first, so FIDE's "white" is our black throughout.
//! Only games played over the board count: a forfeit, a bye or a round missed leaves no colour.

use crate::outcome::Colour;

/// How strongly a player wants a colour (A.6 a-c), weakest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Strength {
    /// The colour difference is zero: alternate from the last game.
    Mild,
    /// The colour difference is one: even it out.
    Strong,
    /// The colour difference is two or more, or the last two games had the same colour.
    Absolute,
}

/// The colour a player should get next, and how strongly (A.6). A player who has played no game
/// has none (A.6 d).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Preference {
    /// The colour wanted.
    pub(crate) colour: Colour,
    /// How strongly.
    pub(crate) strength: Strength,
}

/// The colour difference: games with black (first) minus games with white (FIDE's
/// "white minus black").
pub(crate) fn difference(history: &[Colour]) -> i32 {
    history
        .iter()
        .map(|c| match c {
            Colour::Black => 1,
            Colour::White => -1,
        })
        .sum()
}

/// The change a game with `colour` makes to the colour difference.
pub(crate) const fn step(colour: Colour) -> i32 {
    match colour {
        Colour::Black => 1,
        Colour::White => -1,
    }
}

/// The preference of a player whose games played had these colours, oldest first.
///
/// A.6 a names two causes of an absolute preference; where they disagree (a difference of -2
/// whose last two games were both black) the difference decides, as it is the one C.04.1 f
/// bounds.
pub(crate) fn preference(history: &[Colour]) -> Option<Preference> {
    let &last = history.last()?;
    let diff = difference(history);
    let last_two_same = history.len() >= 2 && history[history.len() - 2] == last;
    let (colour, strength) = if diff > 1 {
        (Colour::White, Strength::Absolute)
    } else if diff < -1 {
        (Colour::Black, Strength::Absolute)
    } else if last_two_same {
        (last.opposite(), Strength::Absolute)
    } else if diff == 1 {
        (Colour::White, Strength::Strong)
    } else if diff == -1 {
        (Colour::Black, Strength::Strong)
    } else {
        (last.opposite(), Strength::Mild)
    };
    Some(Preference { colour, strength })
}

/// What the allocation rules need to know of one player.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Side<'a> {
    /// The colours of the games played, oldest first.
    pub(crate) history: &'a [Colour],
    /// The preference.
    pub(crate) preference: Option<Preference>,
    /// The pairing number.
    pub(crate) tpn: u32,
}

/// The colour of `higher` (the higher ranked of the pair, A.2) against `lower`, by the rules of
/// E.1 to E.5; `lower` gets the other one. `initial` is the initial-colour drawn by lot.
pub(crate) fn allocate(higher: Side<'_>, lower: Side<'_>, initial: Colour) -> Colour {
    match (higher.preference, lower.preference) {
        // E.1: grant both preferences; a player with none takes what the other leaves (A.6 d).
        (Some(p), None) => return p.colour,
        (None, Some(q)) => return q.colour.opposite(),
        (Some(p), Some(q)) if p.colour != q.colour => return p.colour,
        (Some(p), Some(q)) => {
            // E.2: the stronger preference; of two absolute ones, the wider difference.
            if p.strength != q.strength {
                return if p.strength > q.strength {
                    p.colour
                } else {
                    p.colour.opposite()
                };
            }
            if p.strength == Strength::Absolute {
                let (dh, dl) = (
                    difference(higher.history).abs(),
                    difference(lower.history).abs(),
                );
                if dh != dl {
                    return if dh > dl {
                        p.colour
                    } else {
                        p.colour.opposite()
                    };
                }
            }
            // E.3: alternate from the latest game in which they had different colours.
            let latest = higher
                .history
                .iter()
                .rev()
                .zip(lower.history.iter().rev())
                .find(|(h, l)| h != l);
            if let Some((&h, _)) = latest {
                return h.opposite();
            }
            // E.4: the higher ranked player's preference.
            return p.colour;
        }
        (None, None) => {}
    }
    // E.5: the initial-colour to an odd pairing number.
    if higher.tpn % 2 == 1 {
        initial
    } else {
        initial.opposite()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Colour::{Black as B, White as W};

    fn parse(text: &str) -> Vec<Colour> {
        text.chars().map(|c| if c == 'B' { B } else { W }).collect()
    }

    #[test]
    fn preferences_of_a_6() {
        let cases: &[(&str, Option<(Colour, Strength)>)] = &[
            // d: no game, no preference.
            ("", None),
            // c: difference zero, alternate.
            ("BW", Some((B, Strength::Mild))),
            ("WB", Some((W, Strength::Mild))),
            // b: difference one.
            ("B", Some((W, Strength::Strong))),
            ("BWB", Some((W, Strength::Strong))),
            ("WBW", Some((B, Strength::Strong))),
            // a: the same colour twice running.
            ("WBB", Some((W, Strength::Absolute))),
            ("BWW", Some((B, Strength::Absolute))),
            // a: a difference of two.
            ("BB", Some((W, Strength::Absolute))),
            ("BWBB", Some((W, Strength::Absolute))),
            ("WWBWB", Some((B, Strength::Strong))),
        ];
        for (history, expected) in cases {
            let got = preference(&parse(history)).map(|p| (p.colour, p.strength));
            assert_eq!(got, *expected, "{history}");
        }
    }

    #[test]
    fn allocation_rules_of_e() {
        let side = |history: &'static str, tpn| {
            let h: &'static [Colour] = Box::leak(parse(history).into_boxed_slice());
            Side {
                history: h,
                preference: preference(h),
                tpn,
            }
        };
        // E.1: both preferences granted.
        assert_eq!(allocate(side("W", 1), side("B", 2), B), B);
        // E.1: no preference takes what the other leaves.
        assert_eq!(allocate(side("", 1), side("B", 2), B), B);
        // E.2: the absolute preference beats the strong one, whoever is higher.
        assert_eq!(allocate(side("BWB", 1), side("BB", 2), B), B);
        assert_eq!(allocate(side("BB", 1), side("BWB", 2), B), W);
        // E.2: two absolute preferences (topscorers): the wider difference.
        assert_eq!(allocate(side("BWBB", 1), side("BBB", 2), B), B);
        // E.3: the same mild preference; the latest game with different colours was the third
        // last, where the higher had white: he gets black.
        assert_eq!(allocate(side("BWBW", 1), side("WBBW", 2), W), B);
        // E.4: same histories, same preference: the higher ranked player's.
        assert_eq!(allocate(side("BW", 1), side("BW", 2), W), B);
        // E.5: no preference at all: the initial-colour to an odd pairing number.
        assert_eq!(allocate(side("", 1), side("", 2), B), B);
        assert_eq!(allocate(side("", 2), side("", 3), B), W);
        assert_eq!(allocate(side("", 3), side("", 4), W), W);
    }
}
