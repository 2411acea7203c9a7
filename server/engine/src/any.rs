//! [`AnyGame`]: the game chosen at runtime, forwarding to the four concrete games.

use crate::board::Shape;
use crate::games::{Gomoku, HexGomoku, NoGo, Reversi};
use crate::{
    Config, Effects, Game, GameKind, Move, MoveList, Outcome, Point, RuleError, Setup, SetupError,
    Side,
};

/// One of the four games. A room holds this; hot code uses the concrete types.
#[derive(Debug, Clone)]
pub enum AnyGame {
    /// Gomoku on a square grid.
    Gomoku(Gomoku),
    /// Reversi.
    Reversi(Reversi),
    /// NoGo.
    NoGo(NoGo),
    /// Hexagonal gomoku.
    HexGomoku(HexGomoku),
}

/// Calls the same method on whichever game is inside.
macro_rules! forward {
    ($self:expr, $game:ident => $body:expr) => {
        match $self {
            AnyGame::Gomoku($game) => $body,
            AnyGame::Reversi($game) => $body,
            AnyGame::NoGo($game) => $body,
            AnyGame::HexGomoku($game) => $body,
        }
    };
}

impl Game for AnyGame {
    type Config = Config;

    fn new(config: &Config) -> AnyGame {
        match config {
            Config::Gomoku(c) => AnyGame::Gomoku(Gomoku::new(c)),
            Config::Reversi(c) => AnyGame::Reversi(Reversi::new(c)),
            Config::NoGo(c) => AnyGame::NoGo(NoGo::new(c)),
            Config::HexGomoku(c) => AnyGame::HexGomoku(HexGomoku::new(c)),
        }
    }

    fn from_setup(config: &Config, setup: &Setup) -> Result<AnyGame, SetupError> {
        Ok(match config {
            Config::Gomoku(c) => AnyGame::Gomoku(Gomoku::from_setup(c, setup)?),
            Config::Reversi(c) => AnyGame::Reversi(Reversi::from_setup(c, setup)?),
            Config::NoGo(c) => AnyGame::NoGo(NoGo::from_setup(c, setup)?),
            Config::HexGomoku(c) => AnyGame::HexGomoku(HexGomoku::from_setup(c, setup)?),
        })
    }

    fn setup(&self) -> Option<&Setup> {
        forward!(self, g => g.setup())
    }

    fn config(&self) -> Config {
        match self {
            AnyGame::Gomoku(g) => Config::Gomoku(g.config()),
            AnyGame::Reversi(g) => Config::Reversi(g.config()),
            AnyGame::NoGo(g) => Config::NoGo(g.config()),
            AnyGame::HexGomoku(g) => Config::HexGomoku(g.config()),
        }
    }

    fn kind(&self) -> GameKind {
        forward!(self, g => g.kind())
    }

    fn shape(&self) -> Shape {
        forward!(self, g => g.shape())
    }

    fn to_move(&self) -> Side {
        forward!(self, g => g.to_move())
    }

    fn history(&self) -> &[Move] {
        forward!(self, g => g.history())
    }

    fn stone_at(&self, p: Point) -> Option<Side> {
        forward!(self, g => g.stone_at(p))
    }

    fn free_points(&self) -> usize {
        forward!(self, g => g.free_points())
    }

    fn legal_moves(&self, moves: &mut MoveList) {
        forward!(self, g => g.legal_moves(moves));
    }

    fn check(&self, m: Move) -> Result<(), RuleError> {
        forward!(self, g => g.check(m))
    }

    fn play_unchecked(&mut self, m: Move) -> Effects {
        forward!(self, g => g.play_unchecked(m))
    }

    fn outcome(&self) -> Option<Outcome> {
        forward!(self, g => g.outcome())
    }

    fn sgf_root(&self) -> String {
        forward!(self, g => g.sgf_root())
    }
}
