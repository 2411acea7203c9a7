//! Short NoGo openings: black's first stone one or two points off the centre (never on it, so
//! they hold whether or not the centre is forbidden as a first move) and white's answer, plus a
//! few four-stone starts on the points around the centre.
//!
//! NoGo has no opening theory to draw on; what keeps these even is shape: in each, white's stone
//! answers black's at the same distance from the centre, mostly by the point reflection through
//! it, so neither side starts with more room. As a check, the `hard` bot's outlook after a
//! second's thought calls each of them balanced on the default 9x9 board (`tests/openings.rs`,
//! `--ignored`; a time-limited verdict, so it can vary with the machine). Steps fit the smallest
//! board (7x7).

use super::Opening;

/// Two- and four-move openings around the centre.
pub static SHORT: [Opening; 8] = [
    Opening::new("side-opposite", &[(1, 0), (-1, 0)]),
    Opening::new("diagonal-opposite", &[(1, 1), (-1, -1)]),
    Opening::new("far-side-opposite", &[(2, 0), (-2, 0)]),
    Opening::new("knight-opposite", &[(2, 1), (-2, -1)]),
    Opening::new("star-opposite", &[(2, 2), (-2, -2)]),
    Opening::new("side-beside", &[(1, 0), (0, 1)]),
    Opening::new("four-stars", &[(2, 2), (-2, -2), (-2, 2), (2, -2)]),
    Opening::new("four-sides", &[(1, 0), (-1, 0), (0, 1), (0, -1)]),
];
