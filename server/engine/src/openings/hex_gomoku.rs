//! Three-stone openings for hexagonal gomoku: black on the centre, white within two points of
//! it, black's second stone within three. Steps are axial `(dq, dr)` from the centre.
//!
//! Six neighbours and three lines give the first player more than on the square board, and no
//! three-stone start is even by our engine's measure; these are the evenest it found. How they
//! were picked, as for gomoku's: every such position up to the hexagon's twelve symmetries (58 of
//! them) was searched by the `hard` engine at depths 7 and 8 with no time limit, on the default
//! board (size 8), white to move; the 10 whose two scores average within 60 and neither of
//! which passes 240 are listed, most even first, each with its two scores (for white). Black
//! still leads in all of them (the averages run from -31 to -60). `tests/openings.rs` repeats
//! the measurement (`--ignored`, in release mode).

use super::Opening;

/// The evenest three-stone starts.
pub static SHORT: [Opening; 10] = [
    // depth 7: 108, depth 8: -170
    Opening::new("hex-01", &[(0, 0), (-1, 0), (0, 3)]),
    // depth 7: 134, depth 8: -198
    Opening::new("hex-02", &[(0, 0), (-1, 0), (-2, 0)]),
    // depth 7: 106, depth 8: -170
    Opening::new("hex-03", &[(0, 0), (-1, 0), (3, 0)]),
    // depth 7: 86, depth 8: -156
    Opening::new("hex-04", &[(0, 0), (-2, 0), (2, 1)]),
    // depth 7: 92, depth 8: -182
    Opening::new("hex-05", &[(0, 0), (-1, 0), (2, 1)]),
    // depth 7: 74, depth 8: -182
    Opening::new("hex-06", &[(0, 0), (-1, 0), (1, 2)]),
    // depth 7: 114, depth 8: -232
    Opening::new("hex-07", &[(0, 0), (-1, 0), (-3, 0)]),
    // depth 7: 80, depth 8: -198
    Opening::new("hex-08", &[(0, 0), (-1, 0), (2, 0)]),
    // depth 7: 88, depth 8: -208
    Opening::new("hex-09", &[(0, 0), (-2, 0), (-1, 0)]),
    // depth 7: 116, depth 8: -236
    Opening::new("hex-10", &[(0, 0), (-2, 1), (2, -3)]),
];
