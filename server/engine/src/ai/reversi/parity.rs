//! The order in which the endgame solver tries empty squares near the end, where it has no
//! time to sort moves by search: empties in quadrants with an odd number of empty squares
//! first (the side that moves last in a region usually gains there: parity), then by the
//! squares' usual worth.

use super::eval::CORNERS;
use super::position::Squares;

/// The quadrants of the board, for parity.
const QUADRANTS: [u64; 4] = [
    0x0000_0000_0f0f_0f0f,
    0x0000_0000_f0f0_f0f0,
    0x0f0f_0f0f_0000_0000,
    0xf0f0_f0f0_0000_0000,
];

/// The quadrants that hold an odd number of empty squares, one bit each (bit `i` for
/// `QUADRANTS[i]`).
#[inline]
pub(super) fn quadrant_parity(empty: u64) -> usize {
    let mut parity = 0;
    for (i, q) in QUADRANTS.into_iter().enumerate() {
        parity |= ((empty & q).count_ones() as usize & 1) << i;
    }
    parity
}

/// For each square, the bit of its quadrant in [`quadrant_parity`]: a move there flips it.
pub(super) static QUADRANT_BIT: [u8; 64] = {
    let mut table = [0; 64];
    let mut square = 0;
    while square < 64 {
        let (x, y) = (square % 8, square / 8);
        table[square] = 1 << ((x / 4) + 2 * (y / 4));
        square += 1;
    }
    table
};

/// For each parity (four bits), the squares of the odd quadrants.
pub(super) static ODD_SQUARES: [u64; 16] = {
    let mut table = [0; 16];
    let mut parity = 0;
    while parity < 16 {
        let mut i = 0;
        while i < 4 {
            if parity & (1 << i) != 0 {
                table[parity] |= QUADRANTS[i];
            }
            i += 1;
        }
        parity += 1;
    }
    table
};

/// The squares of the quadrants that hold an odd number of empty squares.
#[inline]
pub(super) fn odd_quadrants(empty: u64) -> u64 {
    ODD_SQUARES[quadrant_parity(empty)]
}

/// The corners' neighbours on the edges (C-squares).
const C_SQUARES: u64 = 0x4281_0000_0000_8142;

/// The corners' diagonal neighbours (X-squares).
const X_SQUARES: u64 = 0x0042_0000_0000_4200;

/// The squares of `mask` by their usual worth: corners first, then the squares not next to a
/// corner, then the C-squares, and the X-squares last.
#[inline]
pub(super) fn ordered(mask: u64) -> impl Iterator<Item = u32> {
    let plain = mask & !(CORNERS | C_SQUARES | X_SQUARES);
    Squares(mask & CORNERS)
        .chain(Squares(plain))
        .chain(Squares(mask & C_SQUARES))
        .chain(Squares(mask & X_SQUARES))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parity_follows_the_moves() {
        let empty = 0x0000_0301_0000_8000_u64;
        let parity = quadrant_parity(empty);
        // One empty in the top right quadrant (bit 15), three in the bottom left.
        assert_eq!(parity, 0b0110);
        assert_eq!(odd_quadrants(empty), QUADRANTS[1] | QUADRANTS[2]);
        // Filling bit 15 empties the top right quadrant: even now.
        let after = empty & !(1 << 15);
        assert_eq!(
            quadrant_parity(after),
            parity ^ usize::from(QUADRANT_BIT[15])
        );
    }

    #[test]
    fn corners_first_and_x_squares_last() {
        let all: Vec<u32> = ordered(u64::MAX).collect();
        assert_eq!(all.len(), 64);
        assert_eq!(&all[..4], &[0, 7, 56, 63]);
        assert_eq!(&all[60..], &[9, 14, 49, 54]);
    }
}
