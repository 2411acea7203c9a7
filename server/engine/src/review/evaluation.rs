//! What a review says about one position: black's chance on the common scale, the engine's
//! move, and what stands behind the number.

use super::scale;
use crate::{Move, Side};

/// What an evaluation rests on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Basis {
    /// A search's estimate, in the engine's own unit and from black's side: pattern points
    /// (five in a row), hundredths of a disc of the final margin (reversi), or thousandths of
    /// the simulations black won less a half (NoGo).
    Estimate(i32),
    /// A result proven by the rules or a solver: the winner under best play (`None` for a draw)
    /// and, where the reversi solver gave it, the final disc margin from black's side (empty
    /// squares going to the winner).
    Proven {
        /// Who wins.
        winner: Option<Side>,
        /// Black's discs less white's at the end of perfect play, when solved exactly.
        margin: Option<i32>,
    },
}

/// The position after the engine's move, judged: what the move the game went on with is
/// measured against when it differs.
///
/// Measuring a move against this rather than against the position before it compares two
/// positions with the same side to move, searched alike: a search's lean towards (or against)
/// the side to move, and a five-in-a-row score's swing with the move's tempo, cancel out, and a
/// position that was already lost (the proof coming only a move later) costs no move that
/// loses no more than the engine's.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Reference {
    /// Black's chance after the engine's move.
    pub black: f32,
    /// What that rests on.
    pub basis: Basis,
}

/// One position of a game, judged.
#[derive(Debug, Clone, PartialEq)]
pub struct Evaluation {
    /// Black's chance to win, 0 to 1, a draw counting half: the number a graph draws.
    pub black: f32,
    /// The engine's move for the side to move; `None` once the game is over.
    pub best: Option<Move>,
    /// What the number rests on.
    pub basis: Basis,
    /// Five in a row: the win by continuous fours that decides the position, when one was
    /// found, from the side to move's move to the five (the winner's fours and the forced
    /// blocks between them). Empty otherwise.
    pub vcf: Vec<Move>,
    /// The position after the engine's move, judged, when the game went on with another move
    /// (see [`Reference`]); `None` when it went on with the engine's move, or ended here.
    pub after_best: Option<Reference>,
    /// Whether the budget ended a search before the effort did: the verdict is then
    /// shallower than the effort asks, and another run may differ.
    pub cut_short: bool,
}

impl Evaluation {
    /// A proven result.
    #[must_use]
    pub(super) fn proven(winner: Option<Side>, margin: Option<i32>, best: Option<Move>) -> Self {
        Evaluation {
            black: scale::proven(winner),
            best,
            basis: Basis::Proven { winner, margin },
            vcf: Vec::new(),
            after_best: None,
            cut_short: false,
        }
    }

    /// An estimate: black's chance and the engine's score from black's side.
    #[must_use]
    pub(super) fn estimate(black: f32, score: i32, best: Option<Move>) -> Self {
        Evaluation {
            black: black.clamp(0.0, 1.0),
            best,
            basis: Basis::Estimate(score),
            vcf: Vec::new(),
            after_best: None,
            cut_short: false,
        }
    }

    /// The same evaluation, marked as cut short by the budget when `cut` is true.
    #[must_use]
    pub(super) fn cut_short_if(mut self, cut: bool) -> Self {
        self.cut_short |= cut;
        self
    }

    /// `side`'s chance to win.
    #[must_use]
    pub fn chance(&self, side: Side) -> f32 {
        scale::for_black(side, self.black)
    }

    /// The proven winner (`Some(None)` for a proven draw), or `None` for an estimate.
    #[must_use]
    pub fn proven_winner(&self) -> Option<Option<Side>> {
        self.basis.proven_winner()
    }

    /// The exact final disc margin from black's side, where the reversi solver gave one.
    #[must_use]
    pub fn margin(&self) -> Option<i32> {
        self.basis.margin()
    }

    /// This evaluation as the reference for the position before it.
    #[must_use]
    pub fn as_reference(&self) -> Reference {
        Reference {
            black: self.black,
            basis: self.basis,
        }
    }
}

impl Basis {
    /// The proven winner (`Some(None)` for a proven draw), or `None` for an estimate.
    #[must_use]
    pub fn proven_winner(self) -> Option<Option<Side>> {
        match self {
            Basis::Proven { winner, .. } => Some(winner),
            Basis::Estimate(_) => None,
        }
    }

    /// The exact final disc margin from black's side, where the reversi solver gave one.
    #[must_use]
    pub fn margin(self) -> Option<i32> {
        match self {
            Basis::Proven { margin, .. } => margin,
            Basis::Estimate(_) => None,
        }
    }
}
