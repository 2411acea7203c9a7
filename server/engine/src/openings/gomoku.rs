//! Three-stone openings for gomoku's freestyle and standard rules, judged even by the games
//! played from them (standard's from freestyle's shortlist, the rules differing only in what an
//! overline is worth): black on the centre, white within two points of it, black's second stone
//! within three.
//!
//! Freestyle gomoku is a first-player win from the empty board, and between equal players most
//! three-stone starts still favour black: from all 151 of them (one of each class under the
//! board's symmetries) `hard` against itself won 73.5% of the games as black at about 0.2 s a
//! move, and more at a second. A search's score does not find the even ones: the set of before,
//! the starts that `hard` scored nearest even at depths 7 and 8, gave black 79% of the games at a
//! second. So each start was played, `hard` against itself with each side's time drawn per game
//! (`five_balance`, docs/strength.md "Openings judged by their results"): every start 4 times
//! at 0.1 to 0.4 s a move; those where black scored at most 62.5%, 12 times more; those where
//! black's score over the 16 games was 20% to 65%, 4 times at 0.5 to 2 s; kept, those where
//! black scored at most 3 of those 4. Each line gives its games; `five_balance --set --rule R`
//! plays the set again. On other board sizes the same shapes sit around the centre; their
//! balance was measured on 15x15 only.

use super::Opening;

/// Freestyle (five or more wins): the 14 starts whose games were nearest even, each with
/// black's wins, draws and losses in its games at 0.1 to 0.4 s a move and at 0.5 to 2 s. Played
/// again at 0.5 to 2 s, 4 games each, the set gave black 21 of 56 (37.5%).
pub static FREESTYLE: [Opening; 14] = [
    // 0.2 s: black 8-0-8; 1 s: black 2-0-2
    Opening::new("freestyle-01", &[(0, 0), (-1, -1), (-3, 2)]),
    // 0.2 s: black 4-0-12; 1 s: black 3-0-1
    Opening::new("freestyle-02", &[(0, 0), (-1, 0), (-2, -3)]),
    // 0.2 s: black 4-0-12; 1 s: black 0-0-4
    Opening::new("freestyle-03", &[(0, 0), (-1, 0), (-3, -3)]),
    // 0.2 s: black 5-0-11; 1 s: black 0-0-4
    Opening::new("freestyle-04", &[(0, 0), (-1, 0), (2, -3)]),
    // 0.2 s: black 7-1-8; 1 s: black 3-0-1
    Opening::new("freestyle-05", &[(0, 0), (-1, 0), (3, -2)]),
    // 0.2 s: black 5-0-11; 1 s: black 2-1-1
    Opening::new("freestyle-06", &[(0, 0), (-1, 0), (3, 0)]),
    // 0.2 s: black 7-0-9; 1 s: black 2-0-2
    Opening::new("freestyle-07", &[(0, 0), (-2, -1), (2, -3)]),
    // 0.2 s: black 4-0-12; 1 s: black 1-0-3
    Opening::new("freestyle-08", &[(0, 0), (-2, -1), (2, 3)]),
    // 0.2 s: black 7-0-9; 1 s: black 2-0-2
    Opening::new("freestyle-09", &[(0, 0), (-2, -1), (3, -1)]),
    // 0.2 s: black 9-0-7; 1 s: black 3-0-1
    Opening::new("freestyle-10", &[(0, 0), (-2, -1), (3, 1)]),
    // 0.2 s: black 4-0-12; 1 s: black 0-0-4
    Opening::new("freestyle-11", &[(0, 0), (-2, -1), (3, 2)]),
    // 0.2 s: black 4-0-12; 1 s: black 1-0-3
    Opening::new("freestyle-12", &[(0, 0), (-2, -1), (3, 3)]),
    // 0.2 s: black 8-0-8; 1 s: black 3-0-1
    Opening::new("freestyle-13", &[(0, 0), (-2, -2), (2, 3)]),
    // 0.2 s: black 10-0-6; 1 s: black 3-0-1
    Opening::new("freestyle-14", &[(0, 0), (-2, 0), (-3, 0)]),
];

/// Standard (exactly five wins, for both sides): of the 23 starts whose freestyle games at 0.1
/// to 0.4 s were within 20% to 65% for black (see above), the 17 where black won at most 3 of 4
/// standard games at 0.5 to 2 s a move; each with black's wins, draws and losses in those games
/// (freestyle at 0.2 s, standard at 1 s).
pub static STANDARD: [Opening; 17] = [
    // freestyle 0.2 s: black 8-0-8; standard 1 s: black 3-0-1
    Opening::new("standard-01", &[(0, 0), (-1, -1), (-3, 2)]),
    // freestyle 0.2 s: black 4-0-12; standard 1 s: black 2-0-2
    Opening::new("standard-02", &[(0, 0), (-1, 0), (-2, -3)]),
    // freestyle 0.2 s: black 4-0-12; standard 1 s: black 2-0-2
    Opening::new("standard-03", &[(0, 0), (-1, 0), (-3, -3)]),
    // freestyle 0.2 s: black 5-0-11; standard 1 s: black 2-0-2
    Opening::new("standard-04", &[(0, 0), (-1, 0), (2, -3)]),
    // freestyle 0.2 s: black 7-1-8; standard 1 s: black 3-0-1
    Opening::new("standard-05", &[(0, 0), (-1, 0), (3, -2)]),
    // freestyle 0.2 s: black 5-0-11; standard 1 s: black 1-0-3
    Opening::new("standard-06", &[(0, 0), (-1, 0), (3, 0)]),
    // freestyle 0.2 s: black 8-0-8; standard 1 s: black 3-0-1
    Opening::new("standard-07", &[(0, 0), (-2, -1), (-2, -3)]),
    // freestyle 0.2 s: black 6-0-10; standard 1 s: black 2-0-2
    Opening::new("standard-08", &[(0, 0), (-2, -1), (-2, 3)]),
    // freestyle 0.2 s: black 9-1-6; standard 1 s: black 3-0-1
    Opening::new("standard-09", &[(0, 0), (-2, -1), (-3, 3)]),
    // freestyle 0.2 s: black 7-0-9; standard 1 s: black 1-0-3
    Opening::new("standard-10", &[(0, 0), (-2, -1), (2, -3)]),
    // freestyle 0.2 s: black 4-0-12; standard 1 s: black 3-0-1
    Opening::new("standard-11", &[(0, 0), (-2, -1), (2, 3)]),
    // freestyle 0.2 s: black 7-0-9; standard 1 s: black 3-0-1
    Opening::new("standard-12", &[(0, 0), (-2, -1), (3, -1)]),
    // freestyle 0.2 s: black 9-0-7; standard 1 s: black 2-0-2
    Opening::new("standard-13", &[(0, 0), (-2, -1), (3, 1)]),
    // freestyle 0.2 s: black 4-0-12; standard 1 s: black 2-0-2
    Opening::new("standard-14", &[(0, 0), (-2, -1), (3, 2)]),
    // freestyle 0.2 s: black 4-0-12; standard 1 s: black 2-0-2
    Opening::new("standard-15", &[(0, 0), (-2, -1), (3, 3)]),
    // freestyle 0.2 s: black 9-0-7; standard 1 s: black 1-0-3
    Opening::new("standard-16", &[(0, 0), (-2, -2), (-3, -1)]),
    // freestyle 0.2 s: black 8-0-8; standard 1 s: black 3-0-1
    Opening::new("standard-17", &[(0, 0), (-2, -2), (2, 3)]),
];
