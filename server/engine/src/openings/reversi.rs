//! Balanced eight-ply reversi openings, written in the usual notation (`f5d6c3d3c4f4f6f3`:
//! columns `a` to `h` from the left, rows `1` to `8` from the top) and turned into steps when the
//! crate is compiled, so a mistyped opening is a build error.
//!
//! How they were picked: every position reached after eight plies from the standard start,
//! up to the start's four symmetries (67,361 of them), was listed; an evenly spaced sample of
//! 1,203 was searched by the `hard` engine at depths 10 and 11 with no time limit, black to
//! move. The two depths disagree a little (the side that moves last before the leaves looks
//! better), so a position counts as balanced when neither depth sees a clear lead (the engine's
//! outlook threshold, 4 discs) and the two scores average within half a disc. All 54 such
//! positions are listed, most even first, written from their first move `f5`, each with its two
//! scores in discs for black. `tests/openings.rs` repeats the measurement (`--ignored`, in
//! release mode).

use super::{Opening, Step};

/// The square `a1` is `(0, 0)`, so the centre point (`e5`) is `(4, 4)`.
const CENTRE: i8 = 4;

/// The eight moves of `line` (`f5d6...`: a letter `a`-`h` and a digit `1`-`8` each) as steps from
/// the centre. Evaluated at compile time: a malformed line fails the build.
const fn steps(line: &str) -> [Step; 8] {
    let bytes = line.as_bytes();
    assert!(bytes.len() == 16, "an opening is eight moves");
    let mut out = [(0, 0); 8];
    let mut k = 0;
    while k < 8 {
        let (column, row) = (bytes[2 * k], bytes[2 * k + 1]);
        assert!(column >= b'a' && column <= b'h', "a column is a to h");
        assert!(row >= b'1' && row <= b'8', "a row is 1 to 8");
        // Both differences are below 8, so the casts are exact.
        #[expect(clippy::cast_possible_wrap, reason = "below 8")]
        let step = ((column - b'a') as i8 - CENTRE, (row - b'1') as i8 - CENTRE);
        out[k] = step;
        k += 1;
    }
    out
}

/// One opening from its line, which is also its name.
macro_rules! line {
    ($line:literal) => {
        Opening {
            name: $line,
            steps: &steps($line),
        }
    };
}

/// The balanced eight-ply openings.
pub static EIGHT_PLY: [Opening; 54] = [
    // depth 10: -0.74, depth 11: +0.73
    line!("f5f4d3c4b3f6f3b4"),
    // depth 10: -0.58, depth 11: +0.59
    line!("f5f4e3d2d3e6d7c6"),
    // depth 10: -0.74, depth 11: +0.75
    line!("f5f6d3c5c6c7b6c4"),
    // depth 10: -0.74, depth 11: +0.71
    line!("f5d6c3g5e6d3g4g6"),
    // depth 10: -0.20, depth 11: +0.26
    line!("f5f4e3d2d3c5f3g4"),
    // depth 10: -0.72, depth 11: +0.79
    line!("f5f4g3c6c5b6c3g5"),
    // depth 10: -0.96, depth 11: +0.85
    line!("f5d6c3f4g4g3e6f3"),
    // depth 10: -1.28, depth 11: +1.13
    line!("f5f4e3d2d3c4b3c2"),
    // depth 10: -2.38, depth 11: +2.53
    line!("f5f4g3g6c3f3g5h2"),
    // depth 10: -1.64, depth 11: +1.47
    line!("f5f6e6f4c3d6g4d3"),
    // depth 10: -0.92, depth 11: +0.73
    line!("f5d6c4d3c7f4e3b5"),
    // depth 10: -0.14, depth 11: +0.36
    line!("f5f4g3c6d3g5d6e3"),
    // depth 10: -1.14, depth 11: +0.91
    line!("f5f4g3d6c7e6d3h2"),
    // depth 10: -0.82, depth 11: +1.09
    line!("f5f4g3g4f3e6d3f2"),
    // depth 10: -1.90, depth 11: +2.21
    line!("f5f6d3c5d6g5e6c6"),
    // depth 10: -0.86, depth 11: +1.17
    line!("f5f6d3f4g5d6d7h5"),
    // depth 10: -1.90, depth 11: +1.57
    line!("f5d6c7f6c4d3e6g6"),
    // depth 10: -0.78, depth 11: +0.39
    line!("f5f4c3e6f6g6f7c4"),
    // depth 10: -1.20, depth 11: +1.59
    line!("f5f4g3g4f3d6c3d3"),
    // depth 10: -0.66, depth 11: +1.07
    line!("f5f4g3g6c3f3g5c6"),
    // depth 10: -1.38, depth 11: +1.83
    line!("f5f6f7d6c6e3d7c7"),
    // depth 10: -1.04, depth 11: +0.57
    line!("f5d6c4d3c6b6c7b5"),
    // depth 10: -0.32, depth 11: +0.81
    line!("f5f4g3c6c4g5d6d3"),
    // depth 10: -0.16, depth 11: +0.65
    line!("f5f6d3e3f7c2f3g3"),
    // depth 10: -1.06, depth 11: +0.53
    line!("f5d6c5f4e7c6e3b5"),
    // depth 10: -0.42, depth 11: +0.95
    line!("f5f4c3c6e3d6e6f6"),
    // depth 10: -0.96, depth 11: +1.49
    line!("f5f4f3d6c6f6c4d3"),
    // depth 10: -0.50, depth 11: +1.07
    line!("f5d6c3f3c5f4d3c4"),
    // depth 10: -0.86, depth 11: +0.29
    line!("f5f4g3e6f3e3c4h3"),
    // depth 10: -1.02, depth 11: +0.41
    line!("f5f6c4f4g4g3g5h6"),
    // depth 10: -1.02, depth 11: +1.65
    line!("f5f4e3d2g3g5c3f6"),
    // depth 10: -0.66, depth 11: +1.31
    line!("f5f4c3c4c5b4d3e6"),
    // depth 10: -1.36, depth 11: +2.01
    line!("f5f6f7g5e6e7e8d8"),
    // depth 10: -0.90, depth 11: +0.23
    line!("f5f4e3f6g5d6c5f3"),
    // depth 10: -1.25, depth 11: +1.97
    line!("f5f4e3d2f3g4h3g6"),
    // depth 10: -1.36, depth 11: +0.61
    line!("f5f4c3e6g4e3d6h4"),
    // depth 10: -2.08, depth 11: +1.33
    line!("f5f6c4e3f3f4g5c5"),
    // depth 10: -1.03, depth 11: +1.79
    line!("f5d6c4b3c5f4a2f6"),
    // depth 10: -1.26, depth 11: +0.50
    line!("f5f4g3e6d7g6f6c6"),
    // depth 10: -1.46, depth 11: +0.67
    line!("f5d6c7g5f4d3f6g4"),
    // depth 10: -0.70, depth 11: +1.51
    line!("f5f4c3c6d3f3f2d2"),
    // depth 10: -1.88, depth 11: +1.05
    line!("f5d6c6b6c7e6a5e3"),
    // depth 10: -0.56, depth 11: +1.39
    line!("f5f4f3d6c5g4c3c6"),
    // depth 10: -0.20, depth 11: -0.65
    line!("f5d6c3d3c6g6d2f4"),
    // depth 10: -0.24, depth 11: +1.09
    line!("f5d6c3g5e6f4d7c4"),
    // depth 10: -0.14, depth 11: +1.01
    line!("f5f6d3e3f2f4e6c2"),
    // depth 10: -1.14, depth 11: +0.25
    line!("f5d6c4d3c3f4c6f6"),
    // depth 10: +0.08, depth 11: +0.81
    line!("f5f4c3f6e3c5b6b5"),
    // depth 10: -0.38, depth 11: +1.27
    line!("f5f6c4c5b6d3c6b5"),
    // depth 10: -1.96, depth 11: +1.05
    line!("f5d6c3f4c5f6g3b4"),
    // depth 10: -0.68, depth 11: +1.59
    line!("f5f4d3d6f3c3e6f6"),
    // depth 10: -0.64, depth 11: +1.59
    line!("f5f4g3c6e3f2d2f6"),
    // depth 10: -2.02, depth 11: +1.05
    line!("f5f6d3f4g5d6d7h6"),
    // depth 10: -0.64, depth 11: +1.63
    line!("f5d6c6f4d3d2c2f3"),
];
