//! Balanced three-stone openings for gomoku's freestyle and standard rules: black on the centre,
//! white within two points of it, black's second stone within three.
//!
//! Freestyle gomoku is a first-player win from the empty board, and every three-stone start
//! still favours black in theory; these are the starts that our own engine finds closest to even.
//! How they were picked: every such position up to the board's symmetries (151 of them) was
//! searched by the `hard` engine at depths 7 and 8 with no time limit, on 15x15, white to move.
//! The two depths disagree by about 100 to 250 in the opening (the side that moves last before
//! the leaves looks better), so a position counts as balanced when neither depth sees a clear lead
//! for either side (the engine's outlook threshold, 200) and the two scores average within 60;
//! the 24 with the smallest average are listed, most even first, each with its two scores (for
//! white). `tests/openings.rs` repeats the measurement (`--ignored`, in release mode). On other
//! board sizes the same shapes sit around the centre; their balance was measured on 15x15 only.

use super::Opening;

/// Freestyle (five or more wins): the 24 starts the engine scores most even.
pub static FREESTYLE: [Opening; 24] = [
    // depth 7: 124, depth 8: -120
    Opening::new("freestyle-01", &[(0, 0), (-1, -1), (-2, 3)]),
    // depth 7: 84, depth 8: -78
    Opening::new("freestyle-02", &[(0, 0), (-1, 0), (1, -3)]),
    // depth 7: 132, depth 8: -138
    Opening::new("freestyle-03", &[(0, 0), (-1, 0), (3, -3)]),
    // depth 7: 66, depth 8: -52
    Opening::new("freestyle-04", &[(0, 0), (-1, 0), (-2, 0)]),
    // depth 7: 38, depth 8: -52
    Opening::new("freestyle-05", &[(0, 0), (-1, 0), (0, -2)]),
    // depth 7: 152, depth 8: -166
    Opening::new("freestyle-06", &[(0, 0), (-2, 0), (1, -3)]),
    // depth 7: 112, depth 8: -130
    Opening::new("freestyle-07", &[(0, 0), (-2, 0), (1, -2)]),
    // depth 7: 160, depth 8: -142
    Opening::new("freestyle-08", &[(0, 0), (-2, 0), (3, -2)]),
    // depth 7: 116, depth 8: -136
    Opening::new("freestyle-09", &[(0, 0), (-1, 0), (-3, -2)]),
    // depth 7: 90, depth 8: -68
    Opening::new("freestyle-10", &[(0, 0), (-2, -1), (-1, 3)]),
    // depth 7: 46, depth 8: -16
    Opening::new("freestyle-11", &[(0, 0), (-2, -2), (-1, 2)]),
    // depth 7: 152, depth 8: -120
    Opening::new("freestyle-12", &[(0, 0), (-1, -1), (2, 3)]),
    // depth 7: 72, depth 8: -38
    Opening::new("freestyle-13", &[(0, 0), (-2, -2), (1, 2)]),
    // depth 7: 176, depth 8: -142
    Opening::new("freestyle-14", &[(0, 0), (-2, 0), (2, -3)]),
    // depth 7: 66, depth 8: -104
    Opening::new("freestyle-15", &[(0, 0), (-2, -1), (-2, 0)]),
    // depth 7: 116, depth 8: -166
    Opening::new("freestyle-16", &[(0, 0), (-2, 0), (3, -1)]),
    // depth 7: 98, depth 8: -35
    Opening::new("freestyle-17", &[(0, 0), (-2, -2), (-2, 3)]),
    // depth 7: 68, depth 8: -136
    Opening::new("freestyle-18", &[(0, 0), (-1, 0), (-2, -3)]),
    // depth 7: 102, depth 8: -170
    Opening::new("freestyle-19", &[(0, 0), (-2, -2), (1, 3)]),
    // depth 7: 84, depth 8: -154
    Opening::new("freestyle-20", &[(0, 0), (-2, -2), (-3, -2)]),
    // depth 7: 116, depth 8: -34
    Opening::new("freestyle-21", &[(0, 0), (-2, -1), (3, -1)]),
    // depth 7: 102, depth 8: -16
    Opening::new("freestyle-22", &[(0, 0), (-1, 0), (-1, -3)]),
    // depth 7: 128, depth 8: -32
    Opening::new("freestyle-23", &[(0, 0), (-2, -2), (2, 3)]),
    // depth 7: 140, depth 8: -34
    Opening::new("freestyle-24", &[(0, 0), (-1, 0), (3, -1)]),
];

/// Standard (exactly five wins, for both sides): the 24 starts the engine scores most even.
pub static STANDARD: [Opening; 24] = [
    // depth 7: 61, depth 8: -62
    Opening::new("standard-01", &[(0, 0), (-2, -1), (-1, 3)]),
    // depth 7: 38, depth 8: -40
    Opening::new("standard-02", &[(0, 0), (-1, 0), (0, -2)]),
    // depth 7: 62, depth 8: -59
    Opening::new("standard-03", &[(0, 0), (-2, -2), (1, 2)]),
    // depth 7: 115, depth 8: -120
    Opening::new("standard-04", &[(0, 0), (-1, -1), (-2, 3)]),
    // depth 7: 52, depth 8: -45
    Opening::new("standard-05", &[(0, 0), (-2, -2), (-1, 2)]),
    // depth 7: 131, depth 8: -120
    Opening::new("standard-06", &[(0, 0), (-1, -1), (2, 3)]),
    // depth 7: 171, depth 8: -154
    Opening::new("standard-07", &[(0, 0), (-2, 0), (3, -2)]),
    // depth 7: 175, depth 8: -154
    Opening::new("standard-08", &[(0, 0), (-2, 0), (2, -3)]),
    // depth 7: 62, depth 8: -40
    Opening::new("standard-09", &[(0, 0), (-1, 0), (-2, 0)]),
    // depth 7: 128, depth 8: -156
    Opening::new("standard-10", &[(0, 0), (-1, 0), (-3, -2)]),
    // depth 7: 101, depth 8: -72
    Opening::new("standard-11", &[(0, 0), (-1, 0), (1, -3)]),
    // depth 7: 146, depth 8: -175
    Opening::new("standard-12", &[(0, 0), (-2, 0), (1, -3)]),
    // depth 7: 62, depth 8: -92
    Opening::new("standard-13", &[(0, 0), (-2, -1), (-2, 0)]),
    // depth 7: 108, depth 8: -142
    Opening::new("standard-14", &[(0, 0), (-2, 0), (1, -2)]),
    // depth 7: 85, depth 8: -42
    Opening::new("standard-15", &[(0, 0), (-2, -2), (-2, 3)]),
    // depth 7: 112, depth 8: -161
    Opening::new("standard-16", &[(0, 0), (-1, 0), (3, -3)]),
    // depth 7: 117, depth 8: -61
    Opening::new("standard-17", &[(0, 0), (-2, -2), (2, 3)]),
    // depth 7: 85, depth 8: -145
    Opening::new("standard-18", &[(0, 0), (-2, -2), (-3, -2)]),
    // depth 7: 110, depth 8: -43
    Opening::new("standard-19", &[(0, 0), (-1, 0), (3, -1)]),
    // depth 7: 111, depth 8: -43
    Opening::new("standard-20", &[(0, 0), (-2, -1), (3, -1)]),
    // depth 7: 106, depth 8: -175
    Opening::new("standard-21", &[(0, 0), (-2, 0), (3, -1)]),
    // depth 7: 83, depth 8: -156
    Opening::new("standard-22", &[(0, 0), (-1, 0), (-2, -3)]),
    // depth 7: 112, depth 8: -40
    Opening::new("standard-23", &[(0, 0), (-1, 0), (3, -2)]),
    // depth 7: 95, depth 8: -178
    Opening::new("standard-24", &[(0, 0), (-2, -2), (1, 3)]),
];
