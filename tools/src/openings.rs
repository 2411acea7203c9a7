//! The openings the arena's games start from: the engine's built-in set for the game, taken in
//! turn, or a few random legal plies from the start, reproducible from a seed; for a fair test
//! random plies are kept only when a judge sees neither side clearly ahead after them. Once
//! every opening of the set has been played, each is played again with two random plies more,
//! judged the same way, so that later games do not repeat earlier ones.
//!
//! The judge is the game's own strongest bot giving its [`Outlook`] after a short think (the
//! same view the server's AI answers draw offers by). Its verdict depends on how far it got in
//! that time, so on a loaded machine an opening near the edge may be judged differently from
//! run to run.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use boardroom_engine::ai::{Bot, Budget, Outlook};
use boardroom_engine::{Game, Move, MoveList};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

/// How many random openings are drawn, at most, in search of a balanced one; the last is used
/// if none is.
const TRIES: usize = 50;

/// Random plies added to an opening of the set on each pass through it after the first.
const EXTRA_PLIES: usize = 2;

/// `plies` random legal moves from the start of `config`'s game, stopping early if the game
/// ends.
#[must_use]
pub fn random_opening<G: Game>(config: &G::Config, plies: usize, rng: &mut SmallRng) -> G {
    random_plies(G::new(config), plies, rng)
}

/// `plies` random legal moves from `game`, stopping early if the game ends.
fn random_plies<G: Game>(mut game: G, plies: usize, rng: &mut SmallRng) -> G {
    let mut moves = MoveList::new();
    for _ in 0..plies {
        if game.is_over() {
            break;
        }
        game.legal_moves(&mut moves);
        if moves.is_empty() {
            break;
        }
        let m = moves[rng.random_range(0..moves.len())];
        game.play_unchecked(m);
    }
    game
}

/// Where openings come from.
#[derive(Debug, Clone)]
pub struct OpeningBook {
    /// Random plies from the start.
    pub plies: usize,
    /// The seed; an opening's number is mixed into it.
    pub seed: u64,
    /// How long the judge thinks about each candidate; `None` takes the random plies as they
    /// come.
    pub judge_time: Option<Duration>,
    /// A set of openings, as moves from the start, to take in turn; empty for random plies
    /// from the start.
    pub set: Vec<Vec<Move>>,
}

impl OpeningBook {
    /// Opening number `index`, the same on every call with the same book. `judge` makes the
    /// judge (the game's strongest bot); it is asked only when the book balances openings.
    pub fn opening<G: Game>(
        &self,
        config: &G::Config,
        index: usize,
        judge: impl FnOnce() -> Option<Box<dyn Bot<G>>>,
    ) -> G {
        let mut rng =
            SmallRng::seed_from_u64(self.seed ^ (index as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15));
        let (start, plies) = if self.set.is_empty() {
            (G::new(config), self.plies)
        } else {
            let moves = &self.set[index % self.set.len()];
            let extra = if index < self.set.len() {
                0
            } else {
                EXTRA_PLIES
            };
            (
                G::replay(config, moves).unwrap_or_else(|_| G::new(config)),
                extra,
            )
        };
        let candidate = random_plies(start.clone(), plies, &mut rng);
        if plies == 0 {
            return candidate;
        }
        let Some(think) = self.judge_time else {
            return candidate;
        };
        let Some(mut judge) = judge() else {
            return candidate;
        };
        let mut candidate = candidate;
        let stop = AtomicBool::new(false);
        for _ in 0..TRIES {
            if !candidate.is_over() {
                let budget = Budget::new(think, &stop);
                let outlook = judge.outlook(&candidate, &budget, &mut rng);
                if outlook.is_none_or(|o| o == Outlook::Balanced) {
                    break;
                }
            }
            candidate = random_plies(start.clone(), plies, &mut rng);
        }
        candidate
    }
}

#[cfg(test)]
mod tests {
    use boardroom_engine::{Move, Point, Reversi, ReversiConfig};

    use super::*;

    #[test]
    fn openings_are_reproducible_and_varied() {
        let book = OpeningBook {
            plies: 6,
            seed: 7,
            judge_time: None,
            set: Vec::new(),
        };
        let never = || None;
        let a: Reversi = book.opening(&ReversiConfig, 3, never);
        let b: Reversi = book.opening(&ReversiConfig, 3, never);
        assert_eq!(a.history(), b.history());
        assert_eq!(a.ply(), 6);
        let distinct: std::collections::HashSet<_> = (0..20)
            .map(|i| {
                book.opening::<Reversi>(&ReversiConfig, i, never)
                    .history()
                    .to_vec()
            })
            .collect();
        assert!(distinct.len() > 15);
    }

    /// A judge that finds an opening balanced only when it began on `[3,2]` (one in four).
    struct Picky;

    impl Bot<Reversi> for Picky {
        fn name(&self) -> &str {
            "picky"
        }

        fn choose(&mut self, _: &Reversi, _: &Budget<'_>, _: &mut SmallRng) -> Option<Move> {
            None
        }

        fn outlook(&mut self, game: &Reversi, _: &Budget<'_>, _: &mut SmallRng) -> Option<Outlook> {
            Some(
                if game.history().first() == Some(&Move::Place(Point::new(3, 2))) {
                    Outlook::Balanced
                } else {
                    Outlook::Winning
                },
            )
        }
    }

    #[test]
    fn only_balanced_openings_are_kept() {
        let book = OpeningBook {
            plies: 6,
            seed: 1,
            judge_time: Some(Duration::from_millis(1)),
            set: Vec::new(),
        };
        for i in 0..10 {
            let game: Reversi = book.opening(&ReversiConfig, i, || Some(Box::new(Picky)));
            assert_eq!(
                game.history()[0],
                Move::Place(Point::new(3, 2)),
                "opening {i}"
            );
        }
    }

    #[test]
    fn a_set_is_played_in_turn_then_again_with_more_plies() {
        let config = boardroom_engine::Config::Reversi(ReversiConfig);
        let set: Vec<Vec<Move>> = boardroom_engine::openings::for_config(&config)
            .iter()
            .take(3)
            .map(|o| o.moves(Reversi::new(&ReversiConfig).shape()))
            .collect();
        let book = OpeningBook {
            plies: 6,
            seed: 1,
            judge_time: None,
            set: set.clone(),
        };
        for (i, moves) in set.iter().enumerate() {
            let game: Reversi = book.opening(&ReversiConfig, i, || None);
            assert_eq!(game.history(), moves.as_slice());
            let again: Reversi = book.opening(&ReversiConfig, i + set.len(), || None);
            assert_eq!(&again.history()[..moves.len()], moves.as_slice());
            assert_eq!(again.ply(), moves.len() + EXTRA_PLIES);
        }
    }
}
