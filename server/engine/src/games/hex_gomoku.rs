//! STUB: filled in by the game's author.

use crate::board::Shape;
use crate::{
    Effects, Game, GameKind, HexGomokuConfig, Move, MoveList, Outcome, Point, RuleError, Setup,
    SetupError, Side,
};

/// STUB.
#[derive(Debug, Clone)]
pub struct HexGomoku {
    config: HexGomokuConfig,
}

impl Game for HexGomoku {
    type Config = HexGomokuConfig;

    fn new(config: &HexGomokuConfig) -> HexGomoku {
        HexGomoku { config: *config }
    }
    fn from_setup(_config: &Self::Config, _setup: &Setup) -> Result<Self, SetupError> {
        todo!()
    }
    fn setup(&self) -> Option<&Setup> {
        todo!()
    }
    fn config(&self) -> HexGomokuConfig {
        self.config
    }
    fn kind(&self) -> GameKind {
        GameKind::HexGomoku
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
