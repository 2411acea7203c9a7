//! A room's rules as it accepted them: the one conversion from the options a room is created
//! with (and stored with: `StoredOptions`) to the game, the clock, undo, the opening and the
//! AI's time. `create_room` and a room read back from the store both go through
//! [`Accepted::from_wire`], so a stored room is checked by the same rules it was accepted by.

use boardroom_engine::Config;
use boardroom_protocol::{ErrorCode, GameKind, Options};

use super::opening::OpeningSpec;
use super::rules::{ClockSpec, Rules};
use crate::convert;
use crate::refusal::Refusal;
use crate::store::StoredOptions;
use crate::words::{self, num};

/// The AI thinking times per move a room may ask for, in ms; the server caps each level's
/// below that (`Limits::ai_budget`).
const AI_BUDGET_MS: std::ops::RangeInclusive<u64> = 10..=30_000;

/// A room's rules, checked.
#[derive(Debug, Clone)]
pub(crate) struct Accepted {
    /// The game and its board.
    pub(crate) config: Config,
    /// The clock and undo.
    pub(crate) rules: Rules,
    /// The AI's time per move, when the room set one.
    pub(crate) ai_budget_ms: Option<u64>,
    /// How each game starts, when not from the empty board.
    pub(crate) opening: Option<OpeningSpec>,
}

impl Accepted {
    /// The rules `options` ask for in `game`.
    ///
    /// # Errors
    /// `bad_request`, saying what is wrong: options the game does not have or out of its
    /// range, a clock out of range, an opening the game does not have or whose moves break
    /// its rules, an AI time out of range.
    pub(crate) fn from_wire(game: GameKind, options: &Options) -> Result<Accepted, Refusal> {
        let config = convert::config(game, options)
            .map_err(|e| Refusal::told(ErrorCode::BadRequest, words::options_error(&e)))?;
        let rules = Rules::from_wire(options.clock, options.undo, options.rated)?;
        let opening = match &options.opening {
            Some(choice) => OpeningSpec::from_wire(choice, &config)?,
            None => None,
        };
        if let Some(ms) = options.ai_budget_ms
            && !AI_BUDGET_MS.contains(&ms)
        {
            return Err(Refusal::says(
                ErrorCode::BadRequest,
                "server-ai-budget-range",
                &[
                    ("min", num(*AI_BUDGET_MS.start())),
                    ("max", num(*AI_BUDGET_MS.end())),
                ],
            ));
        }
        Ok(Accepted {
            config,
            rules,
            ai_budget_ms: options.ai_budget_ms,
            opening,
        })
    }

    /// A stored room's rules. A row that no longer reads whole (edited by hand, or written
    /// under other limits) keeps its game and loses what does not read: the clock, the
    /// opening, the AI's time; a warning says so.
    ///
    /// # Errors
    /// The game itself does not read.
    pub(crate) fn from_stored(code: &str, stored: &StoredOptions) -> Result<Accepted, Refusal> {
        Accepted::from_wire(stored.game, &stored.options).or_else(|refusal| {
            tracing::warn!(room = %code, error = %refusal.message, "stored rules cut to the game");
            let undo = stored.options.undo;
            let config = convert::config(stored.game, &stored.options)
                .map_err(|e| Refusal::told(ErrorCode::BadRequest, words::options_error(&e)))?;
            let game_only = Options {
                undo,
                ..convert::options_out(&config, None)
            };
            Accepted::from_wire(stored.game, &game_only)
        })
    }

    /// The options as stored: the game's, filled in from the catalogue's defaults, and the
    /// room's clock, undo, opening and AI time as accepted.
    pub(crate) fn to_stored(&self) -> StoredOptions {
        let game = StoredOptions::of_config(&self.config);
        StoredOptions {
            options: Options {
                ai_budget_ms: self.ai_budget_ms,
                clock: self.rules.clock.map(ClockSpec::to_wire),
                undo: (!self.rules.undo).then_some(false),
                opening: self.opening.as_ref().map(OpeningSpec::to_wire),
                rated: self.rules.rated.then_some(true),
                ..game.options
            },
            ..game
        }
    }
}

#[cfg(test)]
mod tests {
    use boardroom_protocol::{ClockOptions, OpeningChoice, Point};

    use super::*;

    /// What `options` in `game` are stored as, read back: `None` when refused.
    fn round_trip(game: GameKind, options: &Options) -> Option<Options> {
        let accepted = Accepted::from_wire(game, options).ok()?;
        let stored = accepted.to_stored();
        assert_eq!(stored.game, game);
        let again = Accepted::from_stored("TEST", &stored).ok()?;
        assert_eq!(
            again.to_stored(),
            stored,
            "a stored room reads back as it was"
        );
        Some(stored.options)
    }

    #[test]
    fn accepted_options_are_stored_whole_and_read_back_the_same() {
        let options = Options {
            rule: Some("renju".to_owned()),
            clock: Some(ClockOptions {
                initial_s: Some(300),
                increment_s: Some(5),
                per_move_s: None,
            }),
            undo: Some(false),
            opening: Some(OpeningChoice::Moves(vec![Point { x: 7, y: 7 }])),
            ai_budget_ms: Some(800),
            ..Options::default()
        };
        let stored = round_trip(GameKind::Gomoku, &options).expect("accepted");
        // The size is the catalogue's default, written out.
        assert_eq!(stored.size, Some(15));
        assert_eq!(stored.undo, Some(false));
        assert_eq!(stored.ai_budget_ms, Some(800));
        assert!(stored.clock.is_some() && stored.opening.is_some());
        let plain = round_trip(GameKind::NoGo, &Options::default()).expect("accepted");
        assert_eq!((plain.clock, plain.undo, plain.opening), (None, None, None));
    }

    #[test]
    fn bad_options_are_refused_as_a_whole() {
        for (game, options) in [
            (
                GameKind::Gomoku,
                Options {
                    size: Some(40),
                    ..Options::default()
                },
            ),
            (
                GameKind::Gomoku,
                Options {
                    ai_budget_ms: Some(5),
                    ..Options::default()
                },
            ),
            (
                GameKind::Reversi,
                Options {
                    opening: Some(OpeningChoice::Named("no such".to_owned())),
                    ..Options::default()
                },
            ),
        ] {
            assert!(round_trip(game, &options).is_none(), "{options:?}");
        }
    }

    #[test]
    fn a_stored_row_that_no_longer_reads_keeps_its_game() {
        let stored = StoredOptions {
            game: GameKind::Gomoku,
            options: Options {
                size: Some(13),
                undo: Some(false),
                ai_budget_ms: Some(1_000_000),
                ..Options::default()
            },
        };
        let accepted = Accepted::from_stored("TEST", &stored).expect("the game reads");
        assert_eq!(accepted.to_stored().options.size, Some(13));
        assert_eq!((accepted.ai_budget_ms, accepted.rules.undo), (None, false));
        let broken = StoredOptions {
            game: GameKind::Gomoku,
            options: Options {
                size: Some(40),
                ..Options::default()
            },
        };
        assert!(Accepted::from_stored("TEST", &broken).is_err());
    }
}
