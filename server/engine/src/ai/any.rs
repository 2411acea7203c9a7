//! The bot a server seats: chosen by game and level at runtime.

use std::{fmt, str::FromStr};

use rand::rngs::SmallRng;

use super::{Bot, Budget, Outlook};
use crate::{AnyGame, Config, Game, Gomoku, HexGomoku, Move, NoGo, Reversi};

/// The server AI's strength.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub enum Level {
    /// The seed program's own strategy: beatable by a casual player.
    Easy,
    /// A real engine on a short budget.
    #[default]
    Medium,
    /// The strongest engine, about a second a move.
    Hard,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    /// The protocol's name of the level.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }

    /// The default thinking time of a move at this level, in milliseconds.
    #[must_use]
    pub const fn default_budget_ms(self) -> u64 {
        match self {
            Level::Easy => 100,
            Level::Medium => 200,
            Level::Hard => 1000,
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A name that is not a level.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownLevel(pub String);

impl fmt::Display for UnknownLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown AI level {:?}", self.0)
    }
}

impl std::error::Error for UnknownLevel {}

impl FromStr for Level {
    type Err = UnknownLevel;

    fn from_str(s: &str) -> Result<Level, UnknownLevel> {
        Level::ALL
            .into_iter()
            .find(|l| l.as_str() == s)
            .ok_or_else(|| UnknownLevel(s.to_owned()))
    }
}

/// A bot for whichever game a room plays, at a level.
///
/// It keeps the engines it made, so that one `AnyBot` asked for move after move of a game
/// starts each search from what the last one learned: a NoGo search from the part of its tree
/// below the moves played since, a gomoku or reversi search with its transposition table
/// filled. A fresh `AnyBot` plays as well, only without that head start.
#[derive(Default)]
pub struct AnyBot {
    /// The strength asked for.
    level: Level,
    /// The engines that choose the moves, made when first needed.
    players: Engines,
    /// The `hard` engines that judge draw offers, when the level is not `hard` (a `hard` bot
    /// judges with its players, which know the game best).
    judges: Engines,
    /// The set-up the engines have played: what they learned holds under its rules only, so a
    /// game of another (another board size, renju after freestyle) gets new engines.
    config: Option<Config>,
}

impl fmt::Debug for AnyBot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("AnyBot")
            .field("level", &self.level)
            .finish_non_exhaustive()
    }
}

/// One engine per game, each made at its first use.
#[derive(Default)]
struct Engines {
    gomoku: Option<Box<dyn Bot<Gomoku>>>,
    reversi: Option<Box<dyn Bot<Reversi>>>,
    nogo: Option<Box<dyn Bot<NoGo>>>,
    hex_gomoku: Option<Box<dyn Bot<HexGomoku>>>,
}

impl Engines {
    /// What `level`'s engine for `game` answers to `ask`, made now if this is its first time.
    fn ask<T>(&mut self, level: Level, game: &AnyGame, ask: impl Asker<T>) -> T {
        match game {
            AnyGame::Gomoku(g) => ask.ask(
                self.gomoku
                    .get_or_insert_with(|| super::gomoku::bot(level))
                    .as_mut(),
                g,
            ),
            AnyGame::Reversi(g) => ask.ask(
                self.reversi
                    .get_or_insert_with(|| super::reversi::bot(level))
                    .as_mut(),
                g,
            ),
            AnyGame::NoGo(g) => ask.ask(
                self.nogo
                    .get_or_insert_with(|| super::nogo::bot(level))
                    .as_mut(),
                g,
            ),
            AnyGame::HexGomoku(g) => ask.ask(
                self.hex_gomoku
                    .get_or_insert_with(|| super::hex_gomoku::bot(level))
                    .as_mut(),
                g,
            ),
        }
    }
}

/// A question for a bot of any game: a move, or an outlook.
trait Asker<T> {
    /// Asks `bot` about `game`.
    fn ask<G: Game>(self, bot: &mut dyn Bot<G>, game: &G) -> T;
}

/// [`Bot::choose`] within a budget.
struct Choose<'a, 'b> {
    budget: &'a Budget<'b>,
    rng: &'a mut SmallRng,
}

impl Asker<Option<Move>> for Choose<'_, '_> {
    fn ask<G: Game>(self, bot: &mut dyn Bot<G>, game: &G) -> Option<Move> {
        bot.choose(game, self.budget, self.rng)
    }
}

/// [`Bot::outlook`] within a budget.
struct Judge<'a, 'b> {
    budget: &'a Budget<'b>,
    rng: &'a mut SmallRng,
}

impl Asker<Option<Outlook>> for Judge<'_, '_> {
    fn ask<G: Game>(self, bot: &mut dyn Bot<G>, game: &G) -> Option<Outlook> {
        bot.outlook(game, self.budget, self.rng)
    }
}

impl AnyBot {
    /// The bot of a level; each game's module says which engine plays at which level.
    #[must_use]
    pub fn new(level: Level) -> AnyBot {
        AnyBot {
            level,
            ..AnyBot::default()
        }
    }

    /// The level this bot plays at.
    #[must_use]
    pub fn level(&self) -> Level {
        self.level
    }

    /// Drops the engines when `game` has another set-up than the games they played.
    fn meet(&mut self, game: &AnyGame) {
        let config = game.config();
        if self.config != Some(config) {
            self.players = Engines::default();
            self.judges = Engines::default();
            self.config = Some(config);
        }
    }
}

impl Bot<AnyGame> for AnyBot {
    fn name(&self) -> &str {
        self.level.as_str()
    }

    fn choose(&mut self, game: &AnyGame, budget: &Budget<'_>, rng: &mut SmallRng) -> Option<Move> {
        self.meet(game);
        self.players.ask(self.level, game, Choose { budget, rng })
    }

    /// The strongest engine's view whatever the level: a weak level plays weakly, but it need
    /// not misjudge a draw offer.
    fn outlook(
        &mut self,
        game: &AnyGame,
        budget: &Budget<'_>,
        rng: &mut SmallRng,
    ) -> Option<Outlook> {
        self.meet(game);
        let judges = if self.level == Level::Hard {
            &mut self.players
        } else {
            &mut self.judges
        };
        judges.ask(Level::Hard, game, Judge { budget, rng })
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::AtomicBool;
    use std::time::Duration;

    use rand::SeedableRng;

    use super::*;
    use crate::NoGoConfig;

    /// An `AnyBot` asked for move after move keeps the engine it made for the game (and with
    /// it what the engine learned), and a `hard` bot judges draw offers with that same engine.
    #[test]
    fn keeps_its_engine_from_move_to_move() {
        let stop = AtomicBool::new(false);
        let budget = Budget::new(Duration::from_millis(20), &stop);
        let mut rng = SmallRng::seed_from_u64(1);
        let mut game = AnyGame::new(&Config::NoGo(NoGoConfig::default()));
        let mut bot = AnyBot::new(Level::Hard);
        let engine = |bot: &AnyBot| {
            bot.players
                .nogo
                .as_ref()
                .map(|b| &raw const **b as *const ())
        };
        assert!(engine(&bot).is_none(), "made when first needed");
        let m = bot.choose(&game, &budget, &mut rng).expect("a move");
        let first = engine(&bot).expect("made");
        game.play_unchecked(m);
        let m = bot.choose(&game, &budget, &mut rng).expect("a move");
        game.play_unchecked(m);
        bot.outlook(&game, &budget, &mut rng);
        assert_eq!(engine(&bot), Some(first), "the same engine throughout");
        assert!(bot.judges.nogo.is_none(), "hard judges with its players");

        // Another board size: what the engine learned does not carry over.
        let small = AnyGame::new(&Config::NoGo(NoGoConfig {
            size: 7,
            ..NoGoConfig::default()
        }));
        bot.meet(&game);
        assert_eq!(engine(&bot), Some(first), "the same rules: kept");
        bot.meet(&small);
        assert!(engine(&bot).is_none(), "new rules: dropped");
        bot.choose(&small, &budget, &mut rng).expect("a move");

        let mut medium = AnyBot::new(Level::Medium);
        medium.outlook(&game, &budget, &mut rng);
        assert!(medium.players.nogo.is_none() && medium.judges.nogo.is_some());
    }
}
