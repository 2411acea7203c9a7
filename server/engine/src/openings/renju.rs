//! Renju's 26 standard opening patterns: black's first stone on the centre, white's second on a
//! neighbour (straight above it for the 13 *direct* openings, diagonally above and to the right
//! for the 13 *indirect* ones), and black's third within the central 5x5. Every three-stone
//! position with stones so placed is one of these 26 up to the board's symmetries, and the RIF's
//! opening rules all start from one of them.
//!
//! They are not all balanced: renju theory holds several (Kagetsu, Ugetsu, Hogetsu...) to be
//! black wins, and Yusei and Suisei to favour white. Tournament opening rules (Soosorv,
//! Taraguchi) balance them with swaps and extra moves; a room that draws one of these plain
//! patterns gives a varied start, not a fair one. Steps are `(dx, dy)` from the centre, `y`
//! growing downwards, so white's direct stone is `(0, -1)`.

use super::Opening;

/// The 13 direct openings (D1 to D13) and the 13 indirect ones (I1 to I13), in their
/// traditional order, named by their Japanese names.
pub static PATTERNS: [Opening; 26] = [
    Opening::new("kansei", &[(0, 0), (0, -1), (0, -2)]),
    Opening::new("keigetsu", &[(0, 0), (0, -1), (1, -2)]),
    Opening::new("sosei", &[(0, 0), (0, -1), (2, -2)]),
    Opening::new("kagetsu", &[(0, 0), (0, -1), (1, -1)]),
    Opening::new("zangetsu", &[(0, 0), (0, -1), (2, -1)]),
    Opening::new("ugetsu", &[(0, 0), (0, -1), (1, 0)]),
    Opening::new("kinsei", &[(0, 0), (0, -1), (2, 0)]),
    Opening::new("shogetsu", &[(0, 0), (0, -1), (0, 1)]),
    Opening::new("kyugetsu", &[(0, 0), (0, -1), (1, 1)]),
    Opening::new("shingetsu", &[(0, 0), (0, -1), (2, 1)]),
    Opening::new("zuisei", &[(0, 0), (0, -1), (0, 2)]),
    Opening::new("sangetsu", &[(0, 0), (0, -1), (1, 2)]),
    Opening::new("yusei", &[(0, 0), (0, -1), (2, 2)]),
    Opening::new("chosei", &[(0, 0), (1, -1), (2, -2)]),
    Opening::new("kyogetsu", &[(0, 0), (1, -1), (2, -1)]),
    Opening::new("kosei", &[(0, 0), (1, -1), (2, 0)]),
    Opening::new("suigetsu", &[(0, 0), (1, -1), (2, 1)]),
    Opening::new("ryusei", &[(0, 0), (1, -1), (2, 2)]),
    Opening::new("ungetsu", &[(0, 0), (1, -1), (1, 0)]),
    Opening::new("hogetsu", &[(0, 0), (1, -1), (1, 1)]),
    Opening::new("rangetsu", &[(0, 0), (1, -1), (1, 2)]),
    Opening::new("gingetsu", &[(0, 0), (1, -1), (0, 1)]),
    Opening::new("myojo", &[(0, 0), (1, -1), (0, 2)]),
    Opening::new("shagetsu", &[(0, 0), (1, -1), (-1, 1)]),
    Opening::new("meigetsu", &[(0, 0), (1, -1), (-1, 2)]),
    Opening::new("suisei", &[(0, 0), (1, -1), (-2, 2)]),
];

/// The patterns that a match between engines plays ([`super::for_matches`]): those where black
/// scored 25% to 62.5% of 8 games of `hard` against itself at 0.1 to 0.4 s a move
/// (`five_balance --set --rule renju --games 8`; black 60.3% over all 26). Left out, as lopsided:
/// kyugetsu, suisei (white won all 8), sosei, yusei (7), kosei, shagetsu, ungetsu, rangetsu,
/// kyogetsu, suigetsu (black won 5.5 to 6), shogetsu, ugetsu, ryusei (7), kansei, gingetsu and
/// myojo (8). Renju theory agrees on yusei and suisei for white, and on most of the others
/// for black.
pub static EVEN: [&str; 10] = [
    "zangetsu",
    "kinsei",
    "zuisei",
    "sangetsu",
    "chosei",
    "kagetsu",
    "keigetsu",
    "shingetsu",
    "meigetsu",
    "hogetsu",
];

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;

    /// The eight symmetries of the square that keep the centre, applied to a step.
    fn symmetric(k: usize, (x, y): (i8, i8)) -> (i8, i8) {
        let (x, y) = if k & 4 == 0 { (x, y) } else { (y, x) };
        let x = if k & 1 == 0 { x } else { -x };
        let y = if k & 2 == 0 { y } else { -y };
        (x, y)
    }

    /// The patterns are what the rules of the opening say: white next to the centre, black's
    /// third inside the central 5x5, and no two patterns the same position up to symmetry.
    #[test]
    fn the_patterns_are_26_distinct_positions() {
        let mut seen = BTreeSet::new();
        for opening in &PATTERNS {
            let [black, white, third] = opening.steps else {
                panic!("{} is not three stones", opening.name());
            };
            assert_eq!(*black, (0, 0));
            assert!(
                white.0.abs() <= 1 && white.1.abs() <= 1,
                "{}",
                opening.name()
            );
            assert!(
                third.0.abs() <= 2 && third.1.abs() <= 2,
                "{}",
                opening.name()
            );
            let canonical = (0..8)
                .map(|k| (symmetric(k, *white), symmetric(k, *third)))
                .min();
            assert!(
                seen.insert(canonical),
                "{} repeats a pattern",
                opening.name()
            );
        }
        // And there are no others: every white neighbour and black third within 5x5 is one of them.
        let mut all = BTreeSet::new();
        for white in [(0, -1), (1, -1)] {
            for x in -2..=2 {
                for y in -2..=2 {
                    if (x, y) != (0, 0) && (x, y) != white {
                        let canonical = (0..8)
                            .map(|k| (symmetric(k, white), symmetric(k, (x, y))))
                            .min();
                        all.insert(canonical);
                    }
                }
            }
        }
        assert_eq!(all, seen);
    }
}
