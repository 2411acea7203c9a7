//! The two table baselines of the seed program: play the legal move whose square has the best
//! rank in a fixed table, ties broken at random. `roxanne` is the easy level.

use rand::Rng;
use rand::rngs::SmallRng;

use super::position::{Position, square_move};
use super::tables::{MOBILITY_MASKS, ROXANNE_MASKS, RankMasks, random_square};
use crate::ai::{Bot, Budget};
use crate::{Game, Move, Reversi};

/// A bot that plays by a square table alone.
#[derive(Debug, Clone, Copy)]
pub struct TableBot {
    /// The arena name: `roxanne` or `mobility`.
    name: &'static str,
    /// The table's ranks as square masks.
    ranks: RankMasks,
}

impl TableBot {
    /// The Roxanne strategy.
    #[must_use]
    pub const fn roxanne() -> TableBot {
        TableBot {
            name: "roxanne",
            ranks: ROXANNE_MASKS,
        }
    }

    /// The Mobility strategy.
    #[must_use]
    pub const fn mobility() -> TableBot {
        TableBot {
            name: "mobility",
            ranks: MOBILITY_MASKS,
        }
    }

    /// The square this bot plays among `moves` (non-empty), given 64 random bits.
    #[must_use]
    #[inline]
    pub fn pick(&self, moves: u64, random: u64) -> u32 {
        random_square(self.ranks.best(moves), random)
    }
}

impl Bot<Reversi> for TableBot {
    fn name(&self) -> &str {
        self.name
    }

    fn choose(&mut self, game: &Reversi, _budget: &Budget<'_>, rng: &mut SmallRng) -> Option<Move> {
        if game.is_over() {
            return None;
        }
        let moves = Position::of(game).moves();
        if moves == 0 {
            return Some(Move::Pass);
        }
        Some(square_move(self.pick(moves, rng.next_u64())))
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::AtomicBool;
    use std::time::Duration;

    use rand::SeedableRng;

    use super::*;
    use crate::{Point, ReversiConfig, Setup, Side, board::Shape};

    #[test]
    fn takes_a_corner_and_shuns_x_squares() {
        // Black can take [0,0] (over [1,1]) or play [2,2]'s neighbours; the corner ranks first.
        let text = "
            . . . . . . . .
            . O . . . . . .
            . . X O . . . .
            . . . X O . . .
            . . . O X . . .
            . . . . . . . .
            . . . . . . . .
            . . . . . . . .";
        let setup = Setup::parse(Shape::Square { size: 8 }, text, Side::Black).expect("board");
        let game = Reversi::from_setup(&ReversiConfig, &setup).expect("position");
        let stop = AtomicBool::new(false);
        let budget = Budget::new(Duration::from_millis(10), &stop);
        let mut rng = SmallRng::seed_from_u64(1);
        for mut bot in [TableBot::roxanne(), TableBot::mobility()] {
            let m = bot.choose(&game, &budget, &mut rng);
            assert_eq!(m, Some(Move::Place(Point::new(0, 0))), "{}", bot.name());
        }
    }

    #[test]
    fn ties_are_broken_both_ways() {
        let game = Reversi::new(&ReversiConfig);
        let stop = AtomicBool::new(false);
        let budget = Budget::new(Duration::from_millis(10), &stop);
        let mut rng = SmallRng::seed_from_u64(7);
        let mut bot = TableBot::roxanne();
        let mut seen = std::collections::HashSet::new();
        for _ in 0..64 {
            seen.insert(bot.choose(&game, &budget, &mut rng));
        }
        // The four opening moves all rank 2.
        assert_eq!(seen.len(), 4);
    }
}
