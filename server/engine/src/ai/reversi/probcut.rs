//! Multi-ProbCut (Buro): a deep search's score is close to a linear function of a shallow
//! search's score from the same position, so when the shallow search lands far enough outside
//! the window, the deep one is very likely outside it too, and the node is cut without it.
//!
//! For each stage and depth the fit `deep ≈ a · shallow + b`, with the spread `sigma` of the
//! error, comes from the engine's own searches (`reversi_probcut` in `tools/`, which prints the
//! table below). A node is cut when the shallow search is more than `t · sigma` beyond the
//! window, `t` being the engine's setting (hundredths of a standard deviation).

/// The shallowest depth that is cut.
pub(super) const MIN_DEPTH: u32 = 3;

/// The shallow search's depth for a deep search of `depth`: about half, of the same parity
/// (scores at odd and even depths differ by the side that moved last).
#[must_use]
pub fn shallow_depth(depth: u32) -> u32 {
    depth / 4 * 2 + (depth & 1)
}

/// One fit: `deep ≈ a · shallow + b`, with an error of spread `sigma`; all in hundredths.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Fit {
    /// The slope, in thousandths.
    pub a: i32,
    /// The offset, in hundredths of a disc.
    pub b: i32,
    /// The error's standard deviation, in hundredths of a disc.
    pub sigma: i32,
}

/// Empty squares per stage of the table.
pub const STAGE_WIDTH: u32 = 6;

/// The fit for a search of `depth` at a node with `empties` empty squares (depths past the
/// table use its deepest column).
#[inline]
pub(super) fn fit(empties: u32, depth: u32) -> Fit {
    let stage = ((empties / STAGE_WIDTH) as usize).min(FITS.len() - 1);
    let row = &FITS[stage];
    row[((depth - MIN_DEPTH) as usize).min(row.len() - 1)]
}

/// The shallow score at or above which a deep search of the same node likely reaches `beta`.
#[inline]
pub(super) fn high_bound(f: Fit, t: i32, beta: i32) -> i32 {
    // a >= 100 thousandths in every fit, so the division is defined; round up.
    let need = (beta - f.b) * 100 + t * f.sigma;
    (need * 10).div_euclid(f.a) + i32::from((need * 10).rem_euclid(f.a) != 0)
}

/// The shallow score at or below which a deep search of the same node likely stays at or
/// under `alpha`.
#[inline]
pub(super) fn low_bound(f: Fit, t: i32, alpha: i32) -> i32 {
    let need = (alpha - f.b) * 100 - t * f.sigma;
    (need * 10).div_euclid(f.a)
}

/// The fits by stage (`STAGE_WIDTH` empties each) and depth (from `MIN_DEPTH`), printed by
/// `reversi_probcut --positions 4000 --depth 11` from positions of 14 to 56 empties; stages
/// without enough positions (fewer than 40 pairs) repeat the nearest fitted one. The comment
/// after each fit is the number of (shallow, deep) pairs of that stage.
#[rustfmt::skip]
const FITS: [[Fit; 9]; 11] = [
    // 0 to 5 empties
    [
        Fit { a: 1052, b: -114, sigma: 636 }, // depth 3: 0
        Fit { a: 1028, b: 53, sigma: 572 }, // depth 4: 0
        Fit { a: 992, b: 10, sigma: 298 }, // depth 5: 0
        Fit { a: 1024, b: 98, sigma: 618 }, // depth 6: 0
        Fit { a: 1006, b: 57, sigma: 404 }, // depth 7: 0
        Fit { a: 1001, b: 71, sigma: 367 }, // depth 8: 0
        Fit { a: 999, b: 36, sigma: 354 }, // depth 9: 0
        Fit { a: 983, b: 73, sigma: 485 }, // depth 10: 0
        Fit { a: 1006, b: 116, sigma: 499 }, // depth 11: 0
    ],
    // 6 to 11 empties
    [
        Fit { a: 1052, b: -114, sigma: 636 }, // depth 3: 0
        Fit { a: 1028, b: 53, sigma: 572 }, // depth 4: 0
        Fit { a: 992, b: 10, sigma: 298 }, // depth 5: 0
        Fit { a: 1024, b: 98, sigma: 618 }, // depth 6: 0
        Fit { a: 1006, b: 57, sigma: 404 }, // depth 7: 0
        Fit { a: 1001, b: 71, sigma: 367 }, // depth 8: 0
        Fit { a: 999, b: 36, sigma: 354 }, // depth 9: 0
        Fit { a: 983, b: 73, sigma: 485 }, // depth 10: 0
        Fit { a: 1006, b: 116, sigma: 499 }, // depth 11: 0
    ],
    // 12 to 17 empties
    [
        Fit { a: 1052, b: -114, sigma: 636 }, // depth 3: 309
        Fit { a: 1028, b: 53, sigma: 572 }, // depth 4: 307
        Fit { a: 992, b: 10, sigma: 298 }, // depth 5: 307
        Fit { a: 1024, b: 98, sigma: 618 }, // depth 6: 307
        Fit { a: 1006, b: 57, sigma: 404 }, // depth 7: 307
        Fit { a: 1001, b: 71, sigma: 367 }, // depth 8: 307
        Fit { a: 999, b: 36, sigma: 354 }, // depth 9: 307
        Fit { a: 983, b: 73, sigma: 485 }, // depth 10: 307
        Fit { a: 1006, b: 116, sigma: 499 }, // depth 11: 307
    ],
    // 18 to 23 empties
    [
        Fit { a: 1054, b: -98, sigma: 614 }, // depth 3: 581
        Fit { a: 1046, b: 35, sigma: 593 }, // depth 4: 581
        Fit { a: 1013, b: 50, sigma: 309 }, // depth 5: 579
        Fit { a: 1065, b: 47, sigma: 642 }, // depth 6: 577
        Fit { a: 1024, b: 70, sigma: 386 }, // depth 7: 576
        Fit { a: 1020, b: 7, sigma: 348 }, // depth 8: 576
        Fit { a: 1019, b: 49, sigma: 355 }, // depth 9: 574
        Fit { a: 1041, b: -24, sigma: 466 }, // depth 10: 571
        Fit { a: 1030, b: 81, sigma: 492 }, // depth 11: 570
    ],
    // 24 to 29 empties
    [
        Fit { a: 1049, b: -127, sigma: 545 }, // depth 3: 604
        Fit { a: 1068, b: 47, sigma: 478 }, // depth 4: 604
        Fit { a: 1018, b: 35, sigma: 284 }, // depth 5: 604
        Fit { a: 1081, b: 55, sigma: 560 }, // depth 6: 604
        Fit { a: 1031, b: 61, sigma: 389 }, // depth 7: 602
        Fit { a: 1032, b: -5, sigma: 357 }, // depth 8: 602
        Fit { a: 1028, b: 67, sigma: 348 }, // depth 9: 599
        Fit { a: 1034, b: -47, sigma: 452 }, // depth 10: 599
        Fit { a: 1049, b: 129, sigma: 491 }, // depth 11: 596
    ],
    // 30 to 35 empties
    [
        Fit { a: 1033, b: -173, sigma: 502 }, // depth 3: 598
        Fit { a: 1026, b: 10, sigma: 450 }, // depth 4: 598
        Fit { a: 1009, b: 61, sigma: 253 }, // depth 5: 598
        Fit { a: 1036, b: 17, sigma: 527 }, // depth 6: 598
        Fit { a: 1018, b: 76, sigma: 353 }, // depth 7: 598
        Fit { a: 1020, b: 26, sigma: 317 }, // depth 8: 598
        Fit { a: 1016, b: 26, sigma: 301 }, // depth 9: 598
        Fit { a: 1044, b: 22, sigma: 403 }, // depth 10: 598
        Fit { a: 1028, b: 73, sigma: 401 }, // depth 11: 596
    ],
    // 36 to 41 empties
    [
        Fit { a: 989, b: -139, sigma: 468 }, // depth 3: 567
        Fit { a: 988, b: -28, sigma: 418 }, // depth 4: 567
        Fit { a: 989, b: 45, sigma: 237 }, // depth 5: 567
        Fit { a: 971, b: -19, sigma: 475 }, // depth 6: 567
        Fit { a: 986, b: 52, sigma: 303 }, // depth 7: 567
        Fit { a: 996, b: 6, sigma: 277 }, // depth 8: 567
        Fit { a: 991, b: 30, sigma: 278 }, // depth 9: 567
        Fit { a: 980, b: -20, sigma: 346 }, // depth 10: 567
        Fit { a: 991, b: 89, sigma: 371 }, // depth 11: 567
    ],
    // 42 to 47 empties
    [
        Fit { a: 1003, b: -144, sigma: 449 }, // depth 3: 619
        Fit { a: 1021, b: 40, sigma: 390 }, // depth 4: 618
        Fit { a: 1009, b: 38, sigma: 216 }, // depth 5: 618
        Fit { a: 1031, b: 53, sigma: 432 }, // depth 6: 618
        Fit { a: 1019, b: 79, sigma: 290 }, // depth 7: 618
        Fit { a: 1012, b: 4, sigma: 270 }, // depth 8: 618
        Fit { a: 997, b: 61, sigma: 247 }, // depth 9: 617
        Fit { a: 986, b: -30, sigma: 316 }, // depth 10: 617
        Fit { a: 971, b: 149, sigma: 309 }, // depth 11: 616
    ],
    // 48 to 53 empties
    [
        Fit { a: 1022, b: -69, sigma: 383 }, // depth 3: 566
        Fit { a: 1036, b: 21, sigma: 326 }, // depth 4: 566
        Fit { a: 1015, b: 64, sigma: 235 }, // depth 5: 566
        Fit { a: 1059, b: 50, sigma: 374 }, // depth 6: 566
        Fit { a: 1033, b: 62, sigma: 265 }, // depth 7: 566
        Fit { a: 1021, b: 46, sigma: 221 }, // depth 8: 566
        Fit { a: 1019, b: 17, sigma: 229 }, // depth 9: 566
        Fit { a: 1022, b: 79, sigma: 284 }, // depth 10: 566
        Fit { a: 1005, b: 45, sigma: 288 }, // depth 11: 566
    ],
    // 54 to 59 empties
    [
        Fit { a: 940, b: -27, sigma: 259 }, // depth 3: 127
        Fit { a: 1026, b: -40, sigma: 273 }, // depth 4: 127
        Fit { a: 1103, b: 105, sigma: 218 }, // depth 5: 127
        Fit { a: 1102, b: -76, sigma: 298 }, // depth 6: 127
        Fit { a: 1145, b: 183, sigma: 250 }, // depth 7: 127
        Fit { a: 1105, b: -15, sigma: 220 }, // depth 8: 127
        Fit { a: 1121, b: 88, sigma: 181 }, // depth 9: 127
        Fit { a: 1092, b: -41, sigma: 288 }, // depth 10: 127
        Fit { a: 1093, b: 143, sigma: 246 }, // depth 11: 127
    ],
    // 60 to 65 empties
    [
        Fit { a: 940, b: -27, sigma: 259 }, // depth 3: 0
        Fit { a: 1026, b: -40, sigma: 273 }, // depth 4: 0
        Fit { a: 1103, b: 105, sigma: 218 }, // depth 5: 0
        Fit { a: 1102, b: -76, sigma: 298 }, // depth 6: 0
        Fit { a: 1145, b: 183, sigma: 250 }, // depth 7: 0
        Fit { a: 1105, b: -15, sigma: 220 }, // depth 8: 0
        Fit { a: 1121, b: 88, sigma: 181 }, // depth 9: 0
        Fit { a: 1092, b: -41, sigma: 288 }, // depth 10: 0
        Fit { a: 1093, b: 143, sigma: 246 }, // depth 11: 0
    ],
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shallow_search_is_about_half_as_deep_and_of_the_same_parity() {
        for depth in MIN_DEPTH..=30 {
            let shallow = shallow_depth(depth);
            assert!(shallow >= 1 && shallow < depth, "{depth}: {shallow}");
            assert_eq!(shallow % 2, depth % 2, "{depth}: {shallow}");
            assert!(depth - shallow <= depth / 2 + 2, "{depth}: {shallow}");
        }
    }

    #[test]
    fn bounds_lie_t_sigmas_beyond_the_window() {
        // deep = 0.8 shallow + 10, sigma 200: reaching beta = 410 needs 0.8 v + 10 - 300 >= 410
        // with t = 1.5, that is v >= 875.
        let f = Fit {
            a: 800,
            b: 10,
            sigma: 200,
        };
        assert_eq!(high_bound(f, 150, 410), 875);
        assert_eq!(high_bound(f, 150, 411), 877);
        // Staying under alpha = -290: 0.8 v + 10 + 300 <= -290, v <= -750.
        assert_eq!(low_bound(f, 150, -290), -750);
        assert_eq!(low_bound(f, 150, -291), -752);
        // With t = 0 and a = 1 the bounds are the window itself.
        let exact = Fit {
            a: 1000,
            b: 0,
            sigma: 300,
        };
        assert_eq!((high_bound(exact, 0, 7), low_bound(exact, 0, 6)), (7, 6));
    }

    #[test]
    fn every_fit_has_a_positive_slope_and_spread() {
        for row in &FITS {
            for f in row {
                assert!(f.a >= 100 && f.sigma > 0, "{f:?}");
            }
        }
        assert_eq!(fit(60, 40), FITS[FITS.len() - 1][FITS[0].len() - 1]);
    }
}
