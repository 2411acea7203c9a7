//! Reversi on two 64-bit boards, one bit a square: move generation, flips and perft, with no
//! allocation and no branches on the board's contents where a mask does the job.
//!
//! Square `y * 8 + x` is bit `y * 8 + x`, so bit 0 is the top-left corner `[0,0]` and bit 63 the
//! bottom-right `[7,7]`. A shift by 1 moves one column right, by 8 one row down, by 9 down-right
//! and by 7 down-left.

/// Every square except the left and right columns. Opponent discs are masked with it for the
/// directions that move sideways, so that a run can never wrap from one row into the next.
const INNER_COLUMNS: u64 = 0x7e7e_7e7e_7e7e_7e7e;

/// The eight directions as `(dx, dy)`: the first four move towards higher bits, the last four
/// towards lower bits. [`flips`] relies on that order.
pub(crate) const DIRECTIONS: [(i8, i8); 8] = [
    (1, 0),
    (0, 1),
    (1, 1),
    (-1, 1),
    (-1, 0),
    (0, -1),
    (-1, -1),
    (1, -1),
];

/// For every direction and square, the squares beyond it along that direction up to the edge.
/// The table is direction-major: with a square's eight rays side by side, the compiler packs
/// [`flips`] into SSE2 pairs, which measured 13% slower than the plain 64-bit code.
static RAYS: [[u64; 64]; 8] = rays();

/// Builds [`RAYS`] at compile time.
const fn rays() -> [[u64; 64]; 8] {
    let mut table = [[0; 64]; 8];
    let mut square = 0;
    while square < 64 {
        let mut d = 0;
        while d < 8 {
            let (dx, dy) = DIRECTIONS[d];
            let mut x = (square % 8) as i8 + dx;
            let mut y = (square / 8) as i8 + dy;
            let mut ray = 0u64;
            while x >= 0 && x < 8 && y >= 0 && y < 8 {
                ray |= 1 << (y * 8 + x);
                x += dx;
                y += dy;
            }
            table[d][square] = ray;
            d += 1;
        }
        square += 1;
    }
    table
}

/// The squares just beyond an unbroken run of `run` discs that starts next to a `player` disc,
/// along the shift `shift` both ways. The runs are grown by doubling: after the first two steps
/// they reach two discs, then four, then six, the longest a line holds.
#[inline(always)]
fn line_moves(player: u64, run: u64, shift: u32) -> u64 {
    let double = shift * 2;
    let mut down = run & (player << shift);
    let mut up = run & (player >> shift);
    down |= run & (down << shift);
    up |= run & (up >> shift);
    // The run squares whose neighbour one shift lower (`pairs_down`) or higher (`pairs_up`) is
    // in the run too.
    let pairs_down = run & (run << shift);
    let pairs_up = pairs_down >> shift;
    down |= pairs_down & (down << double);
    up |= pairs_up & (up >> double);
    down |= pairs_down & (down << double);
    up |= pairs_up & (up >> double);
    (down << shift) | (up >> shift)
}

/// Every square where `player` may place a disc against `opponent`, as a mask.
#[must_use]
#[inline]
pub(crate) fn moves(player: u64, opponent: u64) -> u64 {
    let empty = !(player | opponent);
    let inner = opponent & INNER_COLUMNS;
    (line_moves(player, inner, 1)
        | line_moves(player, opponent, 8)
        | line_moves(player, inner, 7)
        | line_moves(player, inner, 9))
        & empty
}

/// [`moves`] of two positions at once, `[first, second]`. On x86-64 the two positions share
/// the lanes of SSE2 registers, so the pair costs about what one position costs in plain
/// 64-bit code: a quarter off perft, whose bulk is the move masks of the last nodes.
#[must_use]
#[inline]
pub(crate) fn moves_pair(player: [u64; 2], opponent: [u64; 2]) -> [u64; 2] {
    #[cfg(target_arch = "x86_64")]
    {
        sse2::moves_pair(player, opponent)
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        [moves(player[0], opponent[0]), moves(player[1], opponent[1])]
    }
}

/// [`moves_pair`] in SSE2, which every x86-64 processor has (`safe_arch` offers its
/// instructions as safe functions when the target has them, as x86-64 always does).
#[cfg(target_arch = "x86_64")]
mod sse2 {
    use safe_arch::{
        bitand_m128i, bitandnot_m128i, bitor_m128i, m128i, shl_imm_u64_m128i, shr_imm_u64_m128i,
    };

    /// [`super::line_moves`] on both lanes, with the shift and its double as constants (the
    /// instructions take them as immediates).
    #[inline(always)]
    fn line_moves<const SHIFT: i32, const DOUBLE: i32>(player: m128i, run: m128i) -> m128i {
        let and = bitand_m128i;
        let or = bitor_m128i;
        let mut down = and(run, shl_imm_u64_m128i::<SHIFT>(player));
        let mut up = and(run, shr_imm_u64_m128i::<SHIFT>(player));
        down = or(down, and(run, shl_imm_u64_m128i::<SHIFT>(down)));
        up = or(up, and(run, shr_imm_u64_m128i::<SHIFT>(up)));
        let pairs_down = and(run, shl_imm_u64_m128i::<SHIFT>(run));
        let pairs_up = shr_imm_u64_m128i::<SHIFT>(pairs_down);
        down = or(down, and(pairs_down, shl_imm_u64_m128i::<DOUBLE>(down)));
        up = or(up, and(pairs_up, shr_imm_u64_m128i::<DOUBLE>(up)));
        down = or(down, and(pairs_down, shl_imm_u64_m128i::<DOUBLE>(down)));
        up = or(up, and(pairs_up, shr_imm_u64_m128i::<DOUBLE>(up)));
        or(
            shl_imm_u64_m128i::<SHIFT>(down),
            shr_imm_u64_m128i::<SHIFT>(up),
        )
    }

    /// See [`super::moves_pair`].
    #[inline]
    pub(super) fn moves_pair(player: [u64; 2], opponent: [u64; 2]) -> [u64; 2] {
        let player = m128i::from(player);
        let opponent = m128i::from(opponent);
        let columns = super::INNER_COLUMNS;
        let inner = bitand_m128i(opponent, m128i::from([columns, columns]));
        let found = bitor_m128i(
            bitor_m128i(
                line_moves::<1, 2>(player, inner),
                line_moves::<8, 16>(player, opponent),
            ),
            bitor_m128i(
                line_moves::<7, 14>(player, inner),
                line_moves::<9, 18>(player, inner),
            ),
        );
        // Only empty squares: `bitandnot(a, b)` is `!a & b`.
        bitandnot_m128i(bitor_m128i(player, opponent), found).into()
    }
}

/// The opponent discs that a `player` disc on `square` (0..64) would turn over; zero when the
/// placement flips nothing. The square itself is not checked for being empty.
///
/// Along each direction the nearest square that is not the opponent's ends the run; the run flips
/// when that square is the player's. Towards higher bits the nearest square is the lowest bit,
/// towards lower bits the highest.
#[must_use]
#[inline]
pub(crate) fn flips(player: u64, opponent: u64, square: u32) -> u64 {
    let s = (square & 63) as usize;
    flips_up(player, opponent, RAYS[0][s])
        | flips_up(player, opponent, RAYS[1][s])
        | flips_up(player, opponent, RAYS[2][s])
        | flips_up(player, opponent, RAYS[3][s])
        | flips_down(player, opponent, RAYS[4][s])
        | flips_down(player, opponent, RAYS[5][s])
        | flips_down(player, opponent, RAYS[6][s])
        | flips_down(player, opponent, RAYS[7][s])
}

/// [`flips`] along one ray towards higher bits, where the nearest square is the lowest bit.
#[inline(always)]
fn flips_up(player: u64, opponent: u64, ray: u64) -> u64 {
    let stops = !opponent & ray;
    let outflank = stops & stops.wrapping_neg() & player;
    // The ray squares below the outflanking disc; nothing when there is none.
    outflank.wrapping_sub(u64::from(outflank != 0)) & ray
}

/// [`flips`] along one ray towards lower bits, where the nearest square is the highest bit.
#[inline(always)]
fn flips_down(player: u64, opponent: u64, ray: u64) -> u64 {
    let stops = !opponent & ray;
    // The highest stop; when there is none, the shift picks bit 63, which `stops` then drops.
    let nearest = (1u64 << 63) >> (stops.leading_zeros() & 63);
    let outflank = nearest & stops & player;
    // The ray squares above the outflanking disc; nothing when there is none.
    (outflank.wrapping_neg() << 1) & ray
}

/// A position seen from the side to move: its discs and the other side's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Board {
    /// The discs of the side to move.
    pub(crate) player: u64,
    /// The discs of the other side.
    pub(crate) opponent: u64,
}

impl Board {
    /// The standard start, black to move: white on `[3,3]` and `[4,4]`, black on `[4,3]` and
    /// `[3,4]`.
    pub(crate) const START: Board = Board {
        player: (1 << (3 * 8 + 4)) | (1 << (4 * 8 + 3)),
        opponent: (1 << (3 * 8 + 3)) | (1 << (4 * 8 + 4)),
    };

    /// The squares the side to move may play.
    #[must_use]
    #[inline]
    pub(crate) fn moves(self) -> u64 {
        moves(self.player, self.opponent)
    }

    /// The position after the side to move places on `square` (assumed legal), seen from the
    /// other side, which moves next.
    #[must_use]
    #[inline]
    pub(crate) fn play(self, square: u32) -> Board {
        let flipped = flips(self.player, self.opponent, square);
        Board {
            player: self.opponent ^ flipped,
            opponent: self.player | flipped | (1 << (square & 63)),
        }
    }

    /// The position after a pass: the same discs, the other side to move.
    #[must_use]
    #[inline]
    pub(crate) fn pass(self) -> Board {
        Board {
            player: self.opponent,
            opponent: self.player,
        }
    }

    /// Whether neither side can place a disc.
    #[must_use]
    pub(crate) fn is_over(self) -> bool {
        self.moves() == 0 && self.pass().moves() == 0
    }

    /// The number of move sequences of `depth` plies, with the conventions of the published
    /// tables: a forced pass is a ply, and a game that ends early is one leaf. The last ply is
    /// counted in bulk, by the size of the move mask, without playing it.
    #[must_use]
    pub(crate) fn perft(self, depth: u32) -> u64 {
        match depth {
            0 => 1,
            1 => leaves(self.moves()),
            2 => {
                let moves = self.moves();
                if moves == 0 {
                    return self.pass_then(depth);
                }
                // The children two at a time: their move masks come from one paired call (a
                // last odd child is paired with itself and counted once).
                let mut total = 0;
                let mut rest = moves;
                while rest != 0 {
                    let first = self.play(rest.trailing_zeros());
                    rest &= rest - 1;
                    let (second, paired) = if rest == 0 {
                        (first, false)
                    } else {
                        let second = self.play(rest.trailing_zeros());
                        rest &= rest - 1;
                        (second, true)
                    };
                    let [a, b] = moves_pair(
                        [first.player, second.player],
                        [first.opponent, second.opponent],
                    );
                    total += leaves(a) + if paired { leaves(b) } else { 0 };
                }
                total
            }
            _ => {
                let moves = self.moves();
                if moves == 0 {
                    return self.pass_then(depth);
                }
                let mut total = 0;
                let mut rest = moves;
                while rest != 0 {
                    let square = rest.trailing_zeros();
                    rest &= rest - 1;
                    total += self.play(square).perft(depth - 1);
                }
                total
            }
        }
    }

    /// Perft (with `depth >= 2`) of a position where the side to move has no placement: a pass
    /// if the other side can move, or the end of the game, which is one leaf.
    fn pass_then(self, depth: u32) -> u64 {
        let passed = self.pass();
        if passed.moves() == 0 {
            1
        } else {
            passed.perft(depth - 1)
        }
    }
}

/// The leaves one ply below a node with this move mask: one per move, or a single one (a pass or
/// the end of the game) when there is none.
#[inline(always)]
fn leaves(moves: u64) -> u64 {
    if moves == 0 {
        1
    } else {
        u64::from(moves.count_ones())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Whether `(x, y)` is on the board.
    fn on_board(x: i8, y: i8) -> bool {
        (0..8).contains(&x) && (0..8).contains(&y)
    }

    /// The discs flipped by a disc on `(x, y)`, found by walking each direction square by square.
    fn naive_flips(player: u64, opponent: u64, x: i8, y: i8) -> u64 {
        let mut flipped = 0;
        for (dx, dy) in DIRECTIONS {
            let (mut cx, mut cy) = (x + dx, y + dy);
            let mut run = 0;
            while on_board(cx, cy) && opponent & (1 << (cy * 8 + cx)) != 0 {
                run |= 1 << (cy * 8 + cx);
                cx += dx;
                cy += dy;
            }
            if on_board(cx, cy) && player & (1 << (cy * 8 + cx)) != 0 {
                flipped |= run;
            }
        }
        flipped
    }

    /// The legal squares, found by trying every empty square with [`naive_flips`].
    fn naive_moves(player: u64, opponent: u64) -> u64 {
        let mut moves = 0;
        for y in 0..8 {
            for x in 0..8 {
                let bit = 1u64 << (y * 8 + x);
                if (player | opponent) & bit == 0 && naive_flips(player, opponent, x, y) != 0 {
                    moves |= bit;
                }
            }
        }
        moves
    }

    /// Two disjoint boards from random words; `sparse` thins them out so that long runs and
    /// empty lines both occur.
    fn position(a: u64, b: u64, sparse: u64) -> (u64, u64) {
        let player = a & !sparse;
        let opponent = b & !a & !(sparse >> 3);
        (player, opponent)
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]

        #[test]
        fn moves_match_a_naive_scan(a in any::<u64>(), b in any::<u64>(), sparse in any::<u64>()) {
            let (player, opponent) = position(a, b, sparse);
            prop_assert_eq!(moves(player, opponent), naive_moves(player, opponent));
        }

        #[test]
        fn flips_match_a_naive_scan(
            a in any::<u64>(),
            b in any::<u64>(),
            sparse in any::<u64>(),
            square in 0u32..64,
        ) {
            let (player, opponent) = position(a, b, sparse);
            #[expect(
                clippy::cast_possible_truncation,
                reason = "a square is below 64, so its coordinates fit an i8"
            )]
            let (x, y) = ((square % 8) as i8, (square / 8) as i8);
            prop_assert_eq!(
                flips(player, opponent, square),
                naive_flips(player, opponent, x, y)
            );
        }
    }

    proptest! {
        #[test]
        fn paired_moves_are_the_moves_of_each(
            a in any::<[u64; 2]>(),
            b in any::<[u64; 2]>(),
            sparse in any::<[u64; 2]>(),
        ) {
            let first = position(a[0], b[0], sparse[0]);
            let second = position(a[1], b[1], sparse[1]);
            prop_assert_eq!(
                moves_pair([first.0, second.0], [first.1, second.1]),
                [moves(first.0, first.1), moves(second.0, second.1)]
            );
        }
    }

    #[test]
    fn the_start_has_four_moves() {
        // [3,2], [2,3], [5,4] and [4,5].
        let expected = (1 << 19) | (1 << 26) | (1 << 37) | (1 << 44);
        assert_eq!(Board::START.moves(), expected);
    }

    #[test]
    fn a_full_line_of_six_flips_whole() {
        // Player on [0,0], opponent on [1,0]..[6,0]: a disc on [7,0] turns all six.
        let player = 1;
        let opponent = 0b0111_1110;
        assert_eq!(flips(player, opponent, 7), opponent);
        assert_eq!(moves(player, opponent) & (1 << 7), 1 << 7);
        // Without the player's disc at the far end, nothing flips and there is no move.
        assert_eq!(flips(0, opponent, 7), 0);
    }

    #[test]
    fn runs_do_not_wrap_around_rows() {
        // Player on [7,0], opponent on [0,1]: bit 7 and bit 8 are neighbours as numbers only.
        let player = 1 << 7;
        let opponent = 1 << 8;
        assert_eq!(moves(player, opponent), 0);
        assert_eq!(flips(player, opponent, 9), 0);
    }

    #[test]
    fn shallow_perft_from_the_start() {
        let counts = [1, 4, 12, 56, 244, 1396, 8200, 55092];
        for (depth, &count) in (0..).zip(&counts) {
            assert_eq!(Board::START.perft(depth), count, "depth {depth}");
        }
    }
}
