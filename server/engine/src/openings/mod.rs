//! Built-in openings: for each game and rule, a set of short move sequences that start a game
//! away from the empty board (or the standard reversi start) without handing either side a clear
//! lead, so that a room, or a match between two programs, can begin from a varied but fair
//! position.
//!
//! - renju: the 26 standard opening patterns ([`renju`]);
//! - gomoku freestyle and standard: three-stone openings that our engine scores near even
//!   ([`gomoku`]);
//! - reversi: eight-ply openings that our engine scores near even ([`reversi`]);
//! - NoGo and hexagonal gomoku: a few short openings ([`nogo`], [`hex_gomoku`]).
//!
//! An opening's moves are kept as steps from the board's centre point ([`Shape::center`]), so one
//! set serves every board size of a game; the sets' doc comments say on which size balance was
//! measured. Every opening of every set replays legally on every size and leaves the game running
//! (the tests below check each one). How a room offers them is the server's business; the
//! engine only lists them and picks one with the caller's random number generator.
//!
//! ```
//! use boardroom_engine::{Config, Game, GameKind, Options, openings};
//! use rand::SeedableRng;
//!
//! let config = Config::validate(GameKind::Reversi, &Options::default())?;
//! let mut rng = rand::rngs::SmallRng::seed_from_u64(7);
//! let opening = openings::pick(&config, &mut rng).expect("reversi has openings");
//! let game = opening.game(&config)?;
//! assert_eq!(game.ply(), 8);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod gomoku;
pub mod hex_gomoku;
pub mod nogo;
pub mod renju;
pub mod reversi;

use rand::Rng;
use rand::seq::IndexedRandom;

use crate::board::Shape;
use crate::{AnyGame, Config, Game, GomokuRule, Move, Point, ReplayError};

/// One step from the board's centre point: `(dx, dy)` on a square board, `(dq, dr)` on the
/// hexagon.
type Step = (i8, i8);

/// A named opening: the first moves of a game, black first, as steps from the centre point.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Opening {
    /// Unique within its set, lowercase ASCII: what a player or a setting names it by.
    name: &'static str,
    /// The moves in order, as steps from the centre point.
    steps: &'static [Step],
}

impl Opening {
    /// An opening from its name and its moves as steps from the centre point.
    const fn new(name: &'static str, steps: &'static [Step]) -> Opening {
        Opening { name, steps }
    }

    /// The opening's name, unique within its set.
    #[must_use]
    pub const fn name(&self) -> &'static str {
        self.name
    }

    /// The moves in order, as `(dx, dy)` steps from the centre point (`(dq, dr)` on the
    /// hexagon).
    #[must_use]
    pub const fn steps(&self) -> &'static [(i8, i8)] {
        self.steps
    }

    /// How many moves the opening plays.
    #[must_use]
    pub const fn plies(&self) -> usize {
        self.steps.len()
    }

    /// The opening's moves on a board of this shape.
    #[must_use]
    pub fn moves(&self, shape: Shape) -> Vec<Move> {
        let centre = shape.center();
        self.steps
            .iter()
            .map(|&(dx, dy)| {
                // Off the i8 range only for a step no set holds; the replay would refuse it.
                Move::Place(Point::new(
                    centre.x.saturating_add(dx),
                    centre.y.saturating_add(dy),
                ))
            })
            .collect()
    }

    /// The game after this opening's moves, by the same checks as any move.
    ///
    /// # Errors
    /// A [`ReplayError`] if a move is refused: never for an opening of the set
    /// [`for_config`] gives for `config`.
    pub fn game(&self, config: &Config) -> Result<AnyGame, ReplayError> {
        AnyGame::replay(config, &self.moves(shape(config)))
    }
}

/// The built-in openings of a game set up as `config`: the renju patterns, the gomoku sets of
/// freestyle and standard, reversi's eight-ply openings, NoGo's and hexagonal gomoku's short ones.
#[must_use]
pub fn for_config(config: &Config) -> &'static [Opening] {
    match config {
        Config::Gomoku(c) => match c.rule {
            // Caro's opening play is freestyle's: the sets differ only where a row is closed.
            GomokuRule::Freestyle | GomokuRule::Caro => &gomoku::FREESTYLE,
            GomokuRule::Standard => &gomoku::STANDARD,
            GomokuRule::Renju => &renju::PATTERNS,
        },
        Config::Reversi(_) => &reversi::EIGHT_PLY,
        Config::NoGo(_) => &nogo::SHORT,
        Config::HexGomoku(_) => &hex_gomoku::SHORT,
    }
}

/// The openings a match between engines plays (the arena's `--openings set`): the built-in set,
/// less renju's patterns whose games between equal players went mostly one way (only
/// [`renju::EVEN`]). A room or an event offers the whole set.
#[must_use]
pub fn for_matches(config: &Config) -> Vec<&'static Opening> {
    let set = for_config(config);
    match config {
        Config::Gomoku(c) if c.rule == GomokuRule::Renju => set
            .iter()
            .filter(|o| renju::EVEN.contains(&o.name))
            .collect(),
        _ => set.iter().collect(),
    }
}

/// The built-in opening of `config`'s set with this name.
#[must_use]
pub fn find(config: &Config, name: &str) -> Option<&'static Opening> {
    for_config(config).iter().find(|o| o.name == name)
}

/// One of `config`'s built-in openings, each as likely, drawn with `rng`; `None` only for a set
/// without openings (every game has some).
pub fn pick<R: Rng + ?Sized>(config: &Config, rng: &mut R) -> Option<&'static Opening> {
    for_config(config).choose(rng)
}

/// The shape of the board a set-up plays on.
fn shape(config: &Config) -> Shape {
    match *config {
        Config::Gomoku(c) => Shape::Square { size: c.size },
        Config::Reversi(_) => Shape::Square { size: 8 },
        Config::NoGo(c) => Shape::Square { size: c.size },
        Config::HexGomoku(c) => Shape::Hex { size: c.size },
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    use super::*;
    use crate::{GameKind, Options};

    /// Every set-up the options allow that differs in board or rule: each size of each game,
    /// each gomoku rule, NoGo with and without the centre rule.
    fn every_config() -> Vec<Config> {
        let mut configs = Vec::new();
        let mut add = |kind, size: i64, rule: Option<&str>, centre: Option<bool>| {
            let options = Options {
                size: Some(size),
                rule: rule.map(str::to_owned),
                center_first_forbidden: centre,
            };
            configs.push(Config::validate(kind, &options).expect("valid options"));
        };
        for size in 9..=19 {
            for rule in GomokuRule::ALL {
                add(GameKind::Gomoku, size, Some(rule.as_str()), None);
            }
        }
        add(GameKind::Reversi, 8, None, None);
        for size in 7..=19 {
            for centre in [true, false] {
                add(GameKind::NoGo, size, None, Some(centre));
            }
        }
        for size in 5..=10 {
            add(GameKind::HexGomoku, size, None, None);
        }
        configs
    }

    /// What must hold of one opening on one set-up: it replays move by move under the rules,
    /// plays exactly its moves, and leaves the game running.
    fn check(config: &Config, opening: &Opening) -> Result<(), String> {
        let game = opening.game(config).map_err(|e| e.to_string())?;
        if game.ply() != opening.plies() {
            return Err(format!("{} moves played", game.ply()));
        }
        if let Some(outcome) = game.outcome() {
            return Err(format!("the game is over: {outcome:?}"));
        }
        Ok(())
    }

    #[test]
    fn every_opening_replays_on_every_board() {
        let mut failures = Vec::new();
        let mut checked = 0;
        for config in every_config() {
            let set = for_config(&config);
            assert!(!set.is_empty(), "{config:?} has no openings");
            for opening in set {
                checked += 1;
                if let Err(why) = check(&config, opening) {
                    failures.push(format!("{config:?} {}: {why}", opening.name()));
                }
            }
        }
        assert!(failures.is_empty(), "{}", failures.join("\n"));
        assert!(checked > 1000, "{checked} openings checked");
    }

    #[test]
    fn names_are_unique_and_plain_and_moves_distinct() {
        for config in every_config() {
            let set = for_config(&config);
            let names: BTreeSet<&str> = set.iter().map(Opening::name).collect();
            assert_eq!(names.len(), set.len(), "{config:?}: a name repeats");
            for opening in set {
                let name = opening.name();
                assert!(
                    name.bytes()
                        .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-'),
                    "{name:?}"
                );
                assert_eq!(find(&config, name), Some(opening));
            }
            // No two openings of a set are the same moves.
            let lines: BTreeSet<&[Step]> = set.iter().map(|o| o.steps).collect();
            assert_eq!(lines.len(), set.len(), "{config:?}: two openings are one");
        }
        let renju = Config::validate(
            GameKind::Gomoku,
            &Options {
                rule: Some("renju".to_owned()),
                ..Options::default()
            },
        )
        .expect("renju");
        assert_eq!(find(&renju, "no such opening"), None);
    }

    #[test]
    fn the_sets_have_the_sizes_they_promise() {
        let gomoku = |rule: &str| {
            Config::validate(
                GameKind::Gomoku,
                &Options {
                    rule: Some(rule.to_owned()),
                    ..Options::default()
                },
            )
            .expect("gomoku")
        };
        let renju = for_config(&gomoku("renju"));
        assert_eq!(renju.len(), 26);
        assert!(renju.iter().all(|o| o.plies() == 3));
        for rule in ["freestyle", "standard"] {
            assert!(for_config(&gomoku(rule)).iter().all(|o| o.plies() == 3));
        }
        let reversi = for_config(&Config::default_for(GameKind::Reversi));
        assert!(reversi.iter().all(|o| o.plies() == 8));
    }

    #[test]
    fn matches_play_renju_s_even_patterns_and_every_other_set_whole() {
        for config in every_config() {
            let matches = for_matches(&config);
            let renju = matches!(config, Config::Gomoku(c) if c.rule == GomokuRule::Renju);
            if renju {
                let mut found: Vec<&str> = matches.iter().map(|o| o.name()).collect();
                found.sort_unstable();
                let mut even = renju::EVEN.to_vec();
                even.sort_unstable();
                assert_eq!(found, even, "every even pattern is one of the set's");
            } else {
                assert_eq!(matches.len(), for_config(&config).len(), "{config:?}");
            }
        }
    }

    #[test]
    fn pick_draws_every_opening_from_the_callers_generator() {
        let config = Config::default_for(GameKind::Gomoku);
        let set = for_config(&config);
        let mut rng = SmallRng::seed_from_u64(17);
        let drawn: BTreeSet<&str> = (0..2000)
            .filter_map(|_| pick(&config, &mut rng))
            .map(Opening::name)
            .collect();
        assert_eq!(drawn.len(), set.len(), "every opening is drawn in time");
        // The same seed draws the same openings.
        let draw = |seed| {
            let mut rng = SmallRng::seed_from_u64(seed);
            (0..10)
                .filter_map(|_| pick(&config, &mut rng).map(Opening::name))
                .collect::<Vec<_>>()
        };
        assert_eq!(draw(5), draw(5));
    }
}
