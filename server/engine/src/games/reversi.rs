//! STUB: filled in by the game's author.

use crate::board::Shape;
use crate::{
    Effects, Game, GameKind, Move, MoveList, Outcome, Point, ReversiConfig, RuleError, Setup,
    SetupError, Side,
};

/// STUB.
#[derive(Debug, Clone)]
pub struct Reversi {
    config: ReversiConfig,
}

impl Game for Reversi {
    type Config = ReversiConfig;

    fn new(config: &ReversiConfig) -> Reversi {
        Reversi { config: *config }
    }
    fn from_setup(_config: &Self::Config, _setup: &Setup) -> Result<Self, SetupError> {
        todo!()
    }
    fn setup(&self) -> Option<&Setup> {
        todo!()
    }
    fn config(&self) -> ReversiConfig {
        self.config
    }
    fn kind(&self) -> GameKind {
        GameKind::Reversi
    }
    fn shape(&self) -> Shape {
        todo!()
    }
    fn to_move(&self) -> Side {
        todo!()
    }
    fn history(&self) -> &[Move] {
        todo!()
    }
    fn stone_at(&self, _p: Point) -> Option<Side> {
        todo!()
    }
    fn legal_moves(&self, _moves: &mut MoveList) {
        todo!()
    }
    fn check(&self, _m: Move) -> Result<(), RuleError> {
        todo!()
    }
    fn play_unchecked(&mut self, _m: Move) -> Effects {
        todo!()
    }
    fn outcome(&self) -> Option<Outcome> {
        todo!()
    }
    fn sgf_root(&self) -> String {
        todo!()
    }
}
