//! Stable discs: discs that no sequence of moves can ever turn over. They bound the final score
//! (the endgame solver cuts on that) and are one of the evaluation's features.
//!
//! The count is a safe underestimate, found as in most Othello engines: edge discs from a table
//! of every edge configuration, then inner discs that on each of the four lines through them
//! either see a full line or touch a stable disc of their own colour, repeated until nothing new
//! is found.

use std::sync::OnceLock;

/// The squares off the edges.
const INNER: u64 = 0x007e_7e7e_7e7e_7e00;

/// The left column.
const COLUMN_A: u64 = 0x0101_0101_0101_0101;

/// Tables built once on first use.
struct Tables {
    /// For every edge `(player, opponent)` (8 bits each, index `player << 8 | opponent`), the
    /// player's discs on it that stay the player's whatever is played on the edge.
    edge: Box<[u8]>,
}

/// The tables, built on first use.
fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(|| Tables { edge: edge_table() })
}

/// Makes the tables now, so that the first search does not pay for them.
pub fn warm_up() {
    let _ = tables();
}

/// Discs turned over on an 8-square line when `mine` places on `x` against `theirs`.
fn line_flips(mine: u8, theirs: u8, x: u32) -> u8 {
    let mut flipped = 0u8;
    for step in [-1i32, 1] {
        let mut run = 0u8;
        let mut y = x.cast_signed() + step;
        while (0..8).contains(&y) && theirs & (1 << y) != 0 {
            run |= 1 << y;
            y += step;
        }
        if (0..8).contains(&y) && mine & (1 << y) != 0 {
            flipped |= run;
        }
    }
    flipped
}

/// The edge table: for each configuration, the player's discs that are the player's in every
/// configuration reachable by placing discs of either colour on the empty squares (a placement
/// may flip nothing, since on the full board it could flip along another line).
fn edge_table() -> Box<[u8]> {
    // 0xffff marks a configuration not computed yet.
    let mut memo = vec![0xffffu16; 1 << 16];
    for player in 0..=255u8 {
        for opponent in 0..=255u8 {
            if player & opponent == 0 {
                edge_stable(player, opponent, &mut memo);
            }
        }
    }
    // Every valid entry is filled in now and fits a byte; overlapping ones stay zero.
    memo.iter().map(|&v| u8::try_from(v).unwrap_or(0)).collect()
}

/// The stable player discs of one edge configuration, memoised: the player's discs that stay
/// the player's after any placement, by either side, on any empty square.
fn edge_stable(player: u8, opponent: u8, memo: &mut [u16]) -> u8 {
    let index = usize::from(player) << 8 | usize::from(opponent);
    if let Ok(known) = u8::try_from(memo[index]) {
        return known;
    }
    let mut stable = player;
    let empty = !(player | opponent);
    for x in 0..8 {
        if stable == 0 {
            break;
        }
        let bit = 1u8 << x;
        if empty & bit == 0 {
            continue;
        }
        let flipped = line_flips(player, opponent, x);
        stable &= edge_stable(player | bit | flipped, opponent & !flipped, memo);
        let flipped = line_flips(opponent, player, x);
        stable &= edge_stable(player & !flipped, opponent | bit | flipped, memo);
    }
    memo[index] = u16::from(stable);
    stable
}

/// The left column packed into a byte, row 0 in bit 0.
#[inline]
fn column_byte(board: u64) -> usize {
    // Each row's bit lands on its own bit of the top byte, with no carries between terms.
    // The shift leaves 8 bits, so the cast is lossless.
    ((board & COLUMN_A).wrapping_mul(0x0102_0408_1020_4080) >> 56) as usize
}

/// Every byte spread down the left column, bit `i` to row `i`.
static COLUMN_SPREAD: [u64; 256] = column_spread();

/// Builds [`COLUMN_SPREAD`] at compile time.
const fn column_spread() -> [u64; 256] {
    let mut table = [0u64; 256];
    let mut byte = 0;
    while byte < 256 {
        let mut i = 0;
        while i < 8 {
            if byte & (1 << i) != 0 {
                table[byte] |= 1 << (8 * i);
            }
            i += 1;
        }
        byte += 1;
    }
    table
}

/// A byte spread down the left column, bit `i` to row `i`.
#[inline]
fn column_bits(byte: u8) -> u64 {
    COLUMN_SPREAD[usize::from(byte)]
}

/// The player's stable discs on the four edges.
#[must_use]
#[inline]
pub fn edge_stable_discs(player: u64, opponent: u64) -> u64 {
    let t = tables();
    let edge = |p: usize, o: usize| t.edge[(p & 0xff) << 8 | (o & 0xff)];
    let p = player;
    let o = opponent;
    #[expect(
        clippy::cast_possible_truncation,
        reason = "`edge` reads the low 8 bits only"
    )]
    let top = u64::from(edge(p as usize, o as usize));
    // The shifts leave 8 bits, so the casts are lossless.
    let bottom = u64::from(edge((p >> 56) as usize, (o >> 56) as usize)) << 56;
    let left = column_bits(edge(column_byte(p), column_byte(o)));
    let right = column_bits(edge(column_byte(p >> 7), column_byte(o >> 7))) << 7;
    top | bottom | left | right
}

/// For a direction of `shift` bits, the squares with fewer than 1, 2 and 4 squares beyond
/// them that way (forwards: towards higher bits; backwards: towards lower bits).
struct Ends {
    /// Fewer than 1, 2, 4 squares ahead towards higher bits.
    forward: [u64; 3],
    /// Fewer than 1, 2, 4 squares ahead towards lower bits.
    backward: [u64; 3],
}

/// [`Ends`] of the direction `(dx, dy)` (with `dy >= 0` and `dx + 8 dy > 0`).
const fn ends(dx: i32, dy: i32) -> Ends {
    let mut e = Ends {
        forward: [0; 3],
        backward: [0; 3],
    };
    let mut square = 0;
    while square < 64 {
        let (x, y) = (square % 8, square / 8);
        // Count the squares beyond, each way.
        let (mut ahead, mut behind) = (0, 0);
        let (mut cx, mut cy) = (x + dx, y + dy);
        while cx >= 0 && cx < 8 && cy >= 0 && cy < 8 {
            ahead += 1;
            cx += dx;
            cy += dy;
        }
        let (mut cx, mut cy) = (x - dx, y - dy);
        while cx >= 0 && cx < 8 && cy >= 0 && cy < 8 {
            behind += 1;
            cx -= dx;
            cy -= dy;
        }
        let mut k = 0;
        while k < 3 {
            let limit = 1 << k;
            if ahead < limit {
                e.forward[k] |= 1 << square;
            }
            if behind < limit {
                e.backward[k] |= 1 << square;
            }
            k += 1;
        }
        square += 1;
    }
    e
}

/// The ends of rows, columns and the two diagonals, with their shifts.
const DIRECTIONS: [(u32, Ends); 4] = [
    (1, ends(1, 0)),
    (8, ends(0, 1)),
    (9, ends(1, 1)),
    (7, ends(-1, 1)),
];

/// The squares whose line along a direction is full: occupied all the way to the edge both
/// ways. Runs of occupied squares are grown by doubling, and a square near the edge needs
/// fewer steps, which its [`Ends`] mask grants.
#[inline]
fn full_direction(occupied: u64, shift: u32, e: &Ends) -> u64 {
    let mut forward = occupied & (e.forward[0] | (occupied >> shift));
    forward &= e.forward[1] | (forward >> (2 * shift));
    forward &= e.forward[2] | (forward >> (4 * shift));
    let mut backward = occupied & (e.backward[0] | (occupied << shift));
    backward &= e.backward[1] | (backward << (2 * shift));
    backward &= e.backward[2] | (backward << (4 * shift));
    forward & backward
}

/// The squares on full lines, for each of the four directions (rows, columns, down-right and
/// down-left diagonals).
#[inline]
fn full_lines(occupied: u64) -> [u64; 4] {
    [
        full_direction(occupied, DIRECTIONS[0].0, &DIRECTIONS[0].1),
        full_direction(occupied, DIRECTIONS[1].0, &DIRECTIONS[1].1),
        full_direction(occupied, DIRECTIONS[2].0, &DIRECTIONS[2].1),
        full_direction(occupied, DIRECTIONS[3].0, &DIRECTIONS[3].1),
    ]
}

/// The stable discs of one side, given the full lines and that side's stable edge discs.
#[inline]
fn grow_stable(own: u64, edge: u64, full: &[u64; 4]) -> u64 {
    let inner = own & INNER;
    let mut stable = edge | (inner & full[0] & full[1] & full[2] & full[3]);
    if stable == 0 {
        return 0;
    }
    loop {
        let before = stable;
        let h = full[0] | (stable << 1) | (stable >> 1);
        let v = full[1] | (stable << 8) | (stable >> 8);
        let dr = full[2] | (stable << 9) | (stable >> 9);
        let dl = full[3] | (stable << 7) | (stable >> 7);
        stable |= inner & h & v & dr & dl;
        if stable == before {
            return stable;
        }
    }
}

/// The player's stable discs: never to be turned over, whatever either side plays.
#[must_use]
pub fn stable_discs(player: u64, opponent: u64) -> u64 {
    let edge = edge_stable_discs(player, opponent);
    grow_stable(player, edge, &full_lines(player | opponent))
}

/// The stable discs of both sides, `(player's, opponent's)`, sharing the work.
#[must_use]
#[inline]
pub fn stable_both(player: u64, opponent: u64) -> (u64, u64) {
    let full = full_lines(player | opponent);
    (
        grow_stable(player, edge_stable_discs(player, opponent), &full),
        grow_stable(opponent, edge_stable_discs(opponent, player), &full),
    )
}

/// How many of the player's discs are stable.
#[must_use]
#[inline]
pub fn stable_count(player: u64, opponent: u64) -> u32 {
    stable_discs(player, opponent).count_ones()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The masks of every line of at least one square in each direction.
    fn line_masks() -> [Vec<u64>; 4] {
        let mut lines: [Vec<u64>; 4] = Default::default();
        for i in 0..8 {
            lines[0].push(0xff << (8 * i));
            lines[1].push(COLUMN_A << i);
        }
        // Diagonals down-right are squares with equal x - y; down-left, equal x + y.
        for k in -7i32..=7 {
            let mut down_right = 0u64;
            let mut down_left = 0u64;
            for y in 0..8i32 {
                for x in 0..8i32 {
                    if x - y == k {
                        down_right |= 1 << (y * 8 + x);
                    }
                    if x + y == k + 7 {
                        down_left |= 1 << (y * 8 + x);
                    }
                }
            }
            lines[2].push(down_right);
            lines[3].push(down_left);
        }
        lines
    }

    /// The full lines found line by line.
    fn slow_full_lines(occupied: u64) -> [u64; 4] {
        let lines = line_masks();
        let mut full = [0u64; 4];
        for (full, lines) in full.iter_mut().zip(&lines) {
            for &line in lines {
                if occupied & line == line {
                    *full |= line;
                }
            }
        }
        full
    }

    proptest::proptest! {
        #[test]
        fn full_lines_match_a_line_by_line_check(a in proptest::prelude::any::<u64>(), b in proptest::prelude::any::<u64>()) {
            // Dense boards, so that full lines occur.
            let occupied = a | b | (a << 1);
            proptest::prop_assert_eq!(full_lines(occupied), slow_full_lines(occupied));
            proptest::prop_assert_eq!(full_lines(!0), [!0u64; 4]);
        }
    }

    #[test]
    fn both_sides_at_once() {
        let player = 0x0f0f_0f0f_0f0f_0f0f;
        let opponent = 0x3030_0000_0000_f0f0;
        let (p, o) = stable_both(player, opponent);
        assert_eq!(p, stable_discs(player, opponent));
        assert_eq!(o, stable_discs(opponent, player));
    }

    #[test]
    fn corners_are_stable_and_lone_discs_are_not() {
        assert_eq!(stable_discs(1, 0), 1);
        assert_eq!(stable_discs(1 << 63, 0), 1 << 63);
        assert_eq!(stable_discs(1 << 1, 0), 0);
        assert_eq!(stable_discs(1 << 27, 1 << 28), 0);
    }

    #[test]
    fn a_run_from_a_corner_is_stable() {
        // [0,0]..[3,0] along the top edge, and [0,1] below the corner.
        let player = 0b1111 | (1 << 8);
        assert_eq!(stable_discs(player, 0), player);
        // An opponent disc at [5,0] with [4,0] empty: the run stays stable.
        assert_eq!(stable_discs(player, 1 << 5), player);
    }

    #[test]
    fn a_full_board_is_all_stable() {
        let player = 0x0f0f_0f0f_0f0f_0f0f;
        let opponent = !player;
        assert_eq!(stable_discs(player, opponent), player);
        assert_eq!(stable_discs(opponent, player), opponent);
    }

    #[test]
    fn an_edge_disc_between_two_opponent_discs_with_a_gap_is_not_stable() {
        // Top edge: opponent [0,0], player [1,0], empty [2,0]: the opponent can play [2,0].
        assert_eq!(edge_stable_discs(1 << 1, 1), 0);
        // Opponent [0,0], player [1,0], opponent [2,0]: the player can flip [2,0] by playing
        // [3,0], and the opponent then flips the whole run back from [4,0].
        assert_eq!(edge_stable_discs(1 << 1, 0b101), 0);
        // On a full edge nothing can change.
        assert_eq!(edge_stable_discs(1 << 1, 0b1111_1101), 1 << 1);
    }

    #[test]
    fn columns_pack_and_unpack() {
        for byte in 0..=255u8 {
            let board = column_bits(byte);
            assert_eq!(column_byte(board), usize::from(byte));
        }
    }

    #[test]
    fn inner_discs_need_stable_neighbours() {
        // Player fills the top two rows: row 1 discs touch the stable top row vertically,
        // and the rows are full horizontally, but diagonals from row 1 into the empty board
        // are open on both sides only through the player's own stable discs.
        let player = 0xffff;
        assert_eq!(stable_discs(player, 0), player);
    }
}
