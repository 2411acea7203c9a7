//! The exact score of positions with four empty squares or fewer, where most of an endgame
//! solver's nodes are: no move generation, no table, no sorting beyond the order the empties
//! arrive in. Each empty square is tried directly, after a cheap test that an opponent disc
//! touches it (without one it flips nothing); the last square is counted without being played.

use super::negascout::cuts_off;
use super::position::Position;

/// A bound no score reaches.
const INFINITY: i32 = 65;

/// For every square, the squares around it.
static NEIGHBOURS: [u64; 64] = neighbour_table();

/// Builds [`NEIGHBOURS`] at compile time.
const fn neighbour_table() -> [u64; 64] {
    let mut table = [0; 64];
    let mut square = 0;
    while square < 64 {
        let (x, y) = ((square % 8) as i32, (square / 8) as i32);
        let mut around = 0u64;
        let mut dy = -1;
        while dy <= 1 {
            let mut dx = -1;
            while dx <= 1 {
                let (nx, ny) = (x + dx, y + dy);
                if (dx != 0 || dy != 0) && nx >= 0 && nx < 8 && ny >= 0 && ny < 8 {
                    around |= 1 << (ny * 8 + nx);
                }
                dx += 1;
            }
            dy += 1;
        }
        table[square] = around;
        square += 1;
    }
    table
}

/// The discs a move of the side to move on `square` turns, or zero when it is not a move
/// (the neighbour test first: a square with no opponent disc around turns nothing).
#[inline(always)]
pub(super) fn flips_at(pos: Position, square: u32) -> u64 {
    if NEIGHBOURS[square as usize] & pos.opponent == 0 {
        0
    } else {
        pos.flips(square)
    }
}

/// For each position on a line of eight squares and each set of the mover's discs on it (a
/// byte), how many discs a move there turns, when every other square of the line holds a disc:
/// the runs of the other side's discs, on either side, that end on one of the mover's. A run
/// that reaches the end of the byte turns nothing, so squares off a shorter line (a diagonal)
/// can stand as the other side's discs.
static LINE_FLIPS: [[u8; 256]; 8] = {
    let mut table = [[0; 256]; 8];
    let mut x = 0;
    while x < 8 {
        let mut mine = 0;
        while mine < 256 {
            let mut count = 0;
            // Towards lower bits, then towards higher ones.
            let mut run = 0;
            let mut y = x as i32 - 1;
            while y >= 0 && mine & (1 << y) == 0 {
                run += 1;
                y -= 1;
            }
            if y >= 0 {
                count += run;
            }
            run = 0;
            y = x as i32 + 1;
            while y < 8 && mine & (1 << y) == 0 {
                run += 1;
                y += 1;
            }
            if y < 8 {
                count += run;
            }
            table[x][mine] = count;
            mine += 1;
        }
        x += 1;
    }
    table
};

/// For each square, its two diagonals (down-right and down-left), edge to edge.
static DIAGONALS: [[u64; 2]; 64] = {
    let mut table = [[0; 2]; 64];
    let mut square = 0;
    while square < 64 {
        let (x, y) = ((square % 8) as i32, (square / 8) as i32);
        let mut k = -7;
        while k <= 7 {
            if x + k >= 0 && x + k < 8 && y + k >= 0 && y + k < 8 {
                table[square][0] |= 1 << ((y + k) * 8 + x + k);
            }
            if x - k >= 0 && x - k < 8 && y + k >= 0 && y + k < 8 {
                table[square][1] |= 1 << ((y + k) * 8 + x - k);
            }
            k += 1;
        }
        square += 1;
    }
    table
};

/// How many discs `mover` would turn by placing on `square` of an otherwise full board: the
/// four lines through the square, each gathered into a byte and looked up in [`LINE_FLIPS`].
#[inline(always)]
fn last_flip_count(mover: u64, square: u32) -> i32 {
    const COLUMN_A: u64 = 0x0101_0101_0101_0101;
    // Bit `i` of the top byte is row `i` of column A.
    const GATHER_COLUMN: u64 = 0x0102_0408_1020_4080;
    // The bits of a diagonal are in distinct columns: summing the rows packs them by column.
    const GATHER_ROWS: u64 = 0x0101_0101_0101_0101;
    let (x, y) = ((square % 8) as usize, (square / 8) as usize);
    let row = (mover >> (8 * y)) & 0xff;
    let column = ((mover >> x) & COLUMN_A).wrapping_mul(GATHER_COLUMN) >> 56;
    let [down_right, down_left] = DIAGONALS[square as usize & 63];
    let diagonal = (mover & down_right).wrapping_mul(GATHER_ROWS) >> 56;
    let anti = (mover & down_left).wrapping_mul(GATHER_ROWS) >> 56;
    // Each index is below 256: a byte, by the shifts and the mask.
    let count = LINE_FLIPS[x][row as usize]
        + LINE_FLIPS[y][column as usize]
        + LINE_FLIPS[x][diagonal as usize]
        + LINE_FLIPS[x][anti as usize];
    i32::from(count)
}

/// The exact score of `pos` with the single empty square `square`: played by the side to move
/// if it can, else by the other side if it can, else left to the winner.
#[inline(always)]
pub(super) fn last_square(pos: Position, square: u32) -> i32 {
    let mine = pos.player.count_ones().cast_signed();
    let flips = last_flip_count(pos.player, square);
    if flips != 0 {
        // The board is full afterwards: 64 discs.
        return 2 * (mine + 1 + flips) - 64;
    }
    let theirs = last_flip_count(pos.opponent, square);
    if theirs != 0 {
        return 2 * (mine - theirs) - 64;
    }
    // 63 discs on the board: never a draw, and the winner takes the empty square.
    let diff = 2 * mine - 63;
    if diff > 0 { diff + 1 } else { diff - 1 }
}

/// The exact score of `pos`, whose empty squares are exactly `empties` (one to four of them,
/// in the order to try them), within `alpha..beta` (exclusive), fail-soft. `nodes` counts the
/// positions visited.
pub(super) fn solve(pos: Position, alpha: i32, beta: i32, empties: &[u32], nodes: &mut u64) -> i32 {
    match *empties {
        [] => {
            *nodes += 1;
            pos.final_score()
        }
        [x] => {
            *nodes += 1;
            last_square(pos, x)
        }
        [x1, x2] => two(pos, alpha, beta, [x1, x2], false, nodes),
        [x1, x2, x3] => three(pos, alpha, beta, [x1, x2, x3], false, nodes),
        [x1, x2, x3, x4, ..] => four(pos, alpha, beta, [x1, x2, x3, x4], false, nodes),
    }
}

/// Two empties. `passed` says the other side has just passed, so that two passes end the game.
fn two(
    pos: Position,
    alpha: i32,
    beta: i32,
    [x1, x2]: [u32; 2],
    passed: bool,
    nodes: &mut u64,
) -> i32 {
    *nodes += 1;
    let mut best = -INFINITY;
    let f1 = flips_at(pos, x1);
    if f1 != 0 {
        *nodes += 1;
        best = -last_square(pos.play_flips(x1, f1), x2);
        if best >= beta {
            return best;
        }
    }
    let f2 = flips_at(pos, x2);
    if f2 != 0 {
        *nodes += 1;
        best = best.max(-last_square(pos.play_flips(x2, f2), x1));
    }
    if best > -INFINITY {
        return best;
    }
    if passed {
        // Neither side can move. The pass turned the board round, so the score is for the
        // side that passed first; the caller negates it back.
        return pos.final_score();
    }
    -two(pos.pass(), -beta, -alpha, [x1, x2], true, nodes)
}

/// Three empties, tried in the order given.
fn three(
    pos: Position,
    mut alpha: i32,
    beta: i32,
    [x1, x2, x3]: [u32; 3],
    passed: bool,
    nodes: &mut u64,
) -> i32 {
    *nodes += 1;
    let mut best = -INFINITY;
    for (x, rest) in [(x1, [x2, x3]), (x2, [x1, x3]), (x3, [x1, x2])] {
        let flips = flips_at(pos, x);
        if flips == 0 {
            continue;
        }
        let score = -two(pos.play_flips(x, flips), -beta, -alpha, rest, false, nodes);
        if cuts_off(score, &mut best, &mut alpha, beta) {
            return best;
        }
    }
    if best > -INFINITY {
        return best;
    }
    if passed {
        // Neither side can move. The pass turned the board round, so the score is for the
        // side that passed first; the caller negates it back.
        return pos.final_score();
    }
    -three(pos.pass(), -beta, -alpha, [x1, x2, x3], true, nodes)
}

/// Four empties, tried in the order given.
fn four(
    pos: Position,
    mut alpha: i32,
    beta: i32,
    [x1, x2, x3, x4]: [u32; 4],
    passed: bool,
    nodes: &mut u64,
) -> i32 {
    *nodes += 1;
    let mut best = -INFINITY;
    for (x, rest) in [
        (x1, [x2, x3, x4]),
        (x2, [x1, x3, x4]),
        (x3, [x1, x2, x4]),
        (x4, [x1, x2, x3]),
    ] {
        let flips = flips_at(pos, x);
        if flips == 0 {
            continue;
        }
        let score = -three(pos.play_flips(x, flips), -beta, -alpha, rest, false, nodes);
        if cuts_off(score, &mut best, &mut alpha, beta) {
            return best;
        }
    }
    if best > -INFINITY {
        return best;
    }
    if passed {
        // Neither side can move. The pass turned the board round, so the score is for the
        // side that passed first; the caller negates it back.
        return pos.final_score();
    }
    -four(pos.pass(), -beta, -alpha, [x1, x2, x3, x4], true, nodes)
}

#[cfg(test)]
mod tests {
    use super::super::position::Squares;
    use super::super::testing::{minimax, random_position};
    use super::*;

    #[test]
    fn the_neighbours_of_a_corner_and_a_centre_square() {
        assert_eq!(NEIGHBOURS[0], (1 << 1) | (1 << 8) | (1 << 9));
        assert_eq!(NEIGHBOURS[27].count_ones(), 8);
        assert_eq!(NEIGHBOURS[63].count_ones(), 3);
    }

    #[test]
    fn the_last_flip_count_is_the_flips() {
        let mut checked = 0;
        for seed in 0..2000 {
            let pos = random_position(seed, 1);
            if pos.empties() != 1 {
                continue;
            }
            checked += 1;
            let square = pos.empty().trailing_zeros();
            for side in [pos, pos.pass()] {
                let expected = side.flips(square).count_ones();
                assert_eq!(last_flip_count(side.player, square), expected.cast_signed());
            }
        }
        assert!(checked > 1000);
    }

    #[test]
    fn agrees_with_minimax_in_every_window() {
        let mut nodes = 0;
        for seed in 0..400 {
            let empties = 1 + (seed % 4) as u32;
            let pos = random_position(seed, empties);
            let squares: Vec<u32> = Squares(pos.empty()).collect();
            let exact = minimax(pos);
            assert_eq!(solve(pos, -INFINITY, INFINITY, &squares, &mut nodes), exact);
            // A null window around any value answers on the right side of it.
            for v in [-10, -2, 0, 2, 10] {
                let score = solve(pos, v, v + 1, &squares, &mut nodes);
                assert_eq!(score > v, exact > v, "seed {seed} window {v}");
                assert!(score <= v || score <= exact, "seed {seed}: fail-soft bound");
            }
        }
    }
}
