//! The position every reversi bot searches: two bitboards seen from the side to move, with the
//! few operations search needs, and the mapping between squares and [`Move`]s.
//!
//! Square `y * 8 + x` is bit `y * 8 + x`, as in the game's own bitboards, so bit 0 is `[0,0]`.

use crate::{Move, Point, Reversi};

/// A position seen from the side to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    /// The discs of the side to move.
    pub player: u64,
    /// The discs of the other side.
    pub opponent: u64,
}

impl Position {
    /// A position from the two bitboards (which must not overlap).
    #[must_use]
    pub const fn new(player: u64, opponent: u64) -> Position {
        Position { player, opponent }
    }

    /// The position of a game.
    #[must_use]
    pub fn of(game: &Reversi) -> Position {
        let (player, opponent) = game.bitboards();
        Position { player, opponent }
    }

    /// The squares the side to move may play.
    #[must_use]
    #[inline]
    pub fn moves(self) -> u64 {
        Reversi::move_mask(self.player, self.opponent)
    }

    /// [`Position::moves`] and [`Position::opponent_moves`] together, for about the cost of
    /// one.
    #[must_use]
    #[inline]
    pub fn both_moves(self) -> [u64; 2] {
        Reversi::move_masks_pair([self.player, self.opponent], [self.opponent, self.player])
    }

    /// The squares the other side could play if it were its turn.
    #[must_use]
    #[inline]
    pub fn opponent_moves(self) -> u64 {
        Reversi::move_mask(self.opponent, self.player)
    }

    /// The discs a disc on `square` would turn over.
    #[must_use]
    #[inline]
    pub fn flips(self, square: u32) -> u64 {
        Reversi::flip_mask(self.player, self.opponent, square)
    }

    /// The position after the side to move plays `square` (which must be legal), seen from the
    /// other side.
    #[must_use]
    #[inline]
    pub fn play(self, square: u32) -> Position {
        self.play_flips(square, self.flips(square))
    }

    /// [`Position::play`] with the flipped discs already known.
    #[must_use]
    #[inline]
    pub fn play_flips(self, square: u32, flips: u64) -> Position {
        Position {
            player: self.opponent ^ flips,
            opponent: self.player | flips | (1 << (square & 63)),
        }
    }

    /// The same discs with the other side to move.
    #[must_use]
    #[inline]
    pub fn pass(self) -> Position {
        Position {
            player: self.opponent,
            opponent: self.player,
        }
    }

    /// The empty squares.
    #[must_use]
    #[inline]
    pub fn empty(self) -> u64 {
        !(self.player | self.opponent)
    }

    /// How many squares are empty.
    #[must_use]
    #[inline]
    pub fn empties(self) -> u32 {
        self.empty().count_ones()
    }

    /// The final disc difference for the side to move when the game ends here: its discs minus
    /// the other side's, the empty squares going to the winner (the FForum convention).
    #[must_use]
    #[inline]
    pub fn final_score(self) -> i32 {
        let mine = self.player.count_ones().cast_signed();
        let theirs = self.opponent.count_ones().cast_signed();
        let diff = mine - theirs;
        let empty = 64 - mine - theirs;
        match diff.signum() {
            1 => diff + empty,
            -1 => diff - empty,
            _ => 0,
        }
    }

    /// Whether neither side can move.
    #[must_use]
    pub fn is_over(self) -> bool {
        self.moves() == 0 && self.opponent_moves() == 0
    }
}

/// The move that places on `square` (0..64).
#[must_use]
pub fn square_move(square: u32) -> Move {
    #[expect(
        clippy::cast_possible_truncation,
        reason = "both coordinates are below 8, so they fit an i8"
    )]
    Move::Place(Point::new((square % 8) as i8, (square / 8) as i8))
}

/// The square a move places on; `None` for a pass or a point off the board.
#[must_use]
pub fn move_square(m: Move) -> Option<u32> {
    let p = m.point()?;
    let x = u32::try_from(p.x).ok().filter(|&x| x < 8)?;
    let y = u32::try_from(p.y).ok().filter(|&y| y < 8)?;
    Some(y * 8 + x)
}

/// The square's name in Othello notation: column letter then row number, `a1` being `[0,0]`.
#[must_use]
pub fn square_name(square: u32) -> String {
    let column = char::from(b'a' + (square % 8) as u8);
    format!("{column}{}", square / 8 + 1)
}

/// Iterates over the set bits of a mask as square numbers, lowest first.
#[derive(Debug, Clone, Copy)]
pub struct Squares(pub u64);

impl Iterator for Squares {
    type Item = u32;

    #[inline]
    fn next(&mut self) -> Option<u32> {
        if self.0 == 0 {
            return None;
        }
        let square = self.0.trailing_zeros();
        self.0 &= self.0 - 1;
        Some(square)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Game, ReversiConfig};

    #[test]
    fn squares_and_moves_round_trip() {
        for square in 0..64 {
            assert_eq!(move_square(square_move(square)), Some(square));
        }
        assert_eq!(move_square(Move::Pass), None);
        assert_eq!(square_name(0), "a1");
        assert_eq!(square_name(63), "h8");
    }

    #[test]
    fn the_start_position() {
        let p = Position::of(&Reversi::new(&ReversiConfig));
        assert_eq!(p.moves().count_ones(), 4);
        assert_eq!(p.empties(), 60);
        assert_eq!(p.final_score(), 0);
        let next = p.play(19);
        assert_eq!(next.opponent.count_ones(), 4);
        assert_eq!(next.player.count_ones(), 1);
    }

    #[test]
    fn empties_go_to_the_winner() {
        let p = Position::new(0b111, 0b1000);
        assert_eq!(p.final_score(), 3 - 1 + 60);
        assert_eq!(p.pass().final_score(), -62);
    }
}
