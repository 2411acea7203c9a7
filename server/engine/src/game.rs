//! The one trait every game implements, and what a move produces.

use std::fmt::Debug;

use crate::board::Shape;
use crate::{
    GameKind, Move, MoveList, PlayError, Point, ReplayError, RuleError, Setup, SetupError, Side,
};

/// A point a move changed besides its own: what stands there after it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Change {
    /// The point.
    pub at: Point,
    /// The stone there now; `None` for a stone taken off.
    pub stone: Option<Side>,
}

/// What a move did besides placing its stone: the generic list of changed points covers flips
/// (reversi) and captures alike, so that whoever shows a game needs no game's rules.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Effects {
    /// Every point the move changed besides its own (reversi: the discs it turned, nearest
    /// first along each line).
    pub changed: Vec<Change>,
}

impl Effects {
    /// The points the move turned to `side`'s colour (reversi's flipped discs), in order.
    pub fn turned_to(&self, side: Side) -> impl Iterator<Item = Point> + '_ {
        self.changed
            .iter()
            .filter(move |c| c.stone == Some(side))
            .map(|c| c.at)
    }
}

/// Why a game ended by its rules. (Resignation, agreement and forfeit are decided by the room,
/// not the rules, so they are not here.)
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum OutcomeReason {
    /// A winning row: five in a row (or more, where the rule allows).
    Five,
    /// Reversi: neither side can move; the disc count decides.
    Count,
    /// NoGo: the side to move has no legal move and loses.
    NoLegalMove,
    /// The board is full without a winner: a draw.
    BoardFull,
}

impl OutcomeReason {
    /// The protocol's name of the reason.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            OutcomeReason::Five => "five",
            OutcomeReason::Count => "count",
            OutcomeReason::NoLegalMove => "no_legal_move",
            OutcomeReason::BoardFull => "board_full",
        }
    }
}

/// How a game ended by its rules.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    /// The winner, or `None` for a draw.
    pub winner: Option<Side>,
    /// Why the game ended.
    pub reason: OutcomeReason,
    /// The winning row, in order along the line, for [`OutcomeReason::Five`]; empty otherwise.
    pub line: Vec<Point>,
}

/// The stones on a board, each side's in the order of [`Shape::points`].
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Stones {
    /// Black's stones.
    pub black: Vec<Point>,
    /// White's stones.
    pub white: Vec<Point>,
}

/// A game's rules and state. Hot code (search, perft) is generic over `G: Game`; a room holds an
/// [`crate::AnyGame`], which forwards to the game chosen at runtime.
///
/// Required methods describe the state and apply a move; the provided ones build on them and are
/// not meant to be overridden (they are marked FINAL), so every game plays, replays and takes back
/// moves the same way.
pub trait Game: Clone + Debug + Send + Sync + 'static {
    /// The checked set-up this game is built from.
    type Config: Copy + Debug + PartialEq;

    /// A game at its start position.
    fn new(config: &Self::Config) -> Self;

    /// A game from a set-up position, with an empty history; used by test positions and
    /// analysis. `Game::take_back` and `Game::replay` start from this position again.
    ///
    /// # Errors
    /// [`SetupError`] when no game of these rules can stand in that position.
    fn from_setup(config: &Self::Config, setup: &Setup) -> Result<Self, SetupError>;

    /// The set-up position the history starts from, or `None` for the standard start.
    fn setup(&self) -> Option<&Setup>;

    /// The set-up the game was built from.
    fn config(&self) -> Self::Config;

    /// Which game this is.
    fn kind(&self) -> GameKind;

    /// Which points the board has.
    fn shape(&self) -> Shape;

    /// The side whose turn it is.
    fn to_move(&self) -> Side;

    /// Every move played so far, passes included, from the start position.
    fn history(&self) -> &[Move];

    /// The stone on a point, if any (`None` off the board too).
    fn stone_at(&self, p: Point) -> Option<Side>;

    /// How many points of the board are free: when the legal moves are exactly these, a
    /// client can work them out itself.
    fn free_points(&self) -> usize;

    /// Fills `moves` (cleared first) with every legal move of the side to move: empty once the
    /// game is over. Reversi lists a lone [`Move::Pass`] when the side to move must pass.
    fn legal_moves(&self, moves: &mut MoveList);

    /// Whether `m` is legal now, and if not, why.
    ///
    /// # Errors
    /// The [`RuleError`] that forbids the move.
    fn check(&self, m: Move) -> Result<(), RuleError>;

    /// Plays a move already known to be legal. The result of an illegal move is unspecified (but
    /// memory safe).
    fn play_unchecked(&mut self, m: Move) -> Effects;

    /// How the game ended, or `None` while it goes on.
    fn outcome(&self) -> Option<Outcome>;

    /// The root properties of this game's SGF record that name the game and the board, such as
    /// `GM[4]SZ[15]RU[renju]`. See `docs/sgf.md`.
    fn sgf_root(&self) -> String;

    /// FINAL. Moves played so far (passes count).
    fn ply(&self) -> usize {
        self.history().len()
    }

    /// FINAL. Whether `m` is legal now.
    fn is_legal(&self, m: Move) -> bool {
        self.check(m).is_ok()
    }

    /// FINAL. Whether the game has ended.
    fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// FINAL. Plays `m` if it is legal.
    ///
    /// # Errors
    /// A [`PlayError`] with the reason and the unchanged game: nothing is half-applied.
    fn play(mut self, m: Move) -> Result<(Self, Effects), PlayError<Self>> {
        match self.check(m) {
            Ok(()) => {
                let effects = self.play_unchecked(m);
                Ok((self, effects))
            }
            Err(error) => Err(PlayError { error, game: self }),
        }
    }

    /// FINAL. The stones on the board.
    fn stones(&self) -> Stones {
        let mut stones = Stones::default();
        for p in self.shape().points() {
            match self.stone_at(p) {
                Some(Side::Black) => stones.black.push(p),
                Some(Side::White) => stones.white.push(p),
                None => {}
            }
        }
        stones
    }

    /// FINAL. The game at the position its history starts from (the standard start, or the
    /// set-up it was made from), with no moves played.
    #[must_use]
    fn start(&self) -> Self {
        match self.setup() {
            // A set-up that built this game once builds it again.
            Some(setup) => Self::from_setup(&self.config(), setup).unwrap_or_else(|_| self.clone()),
            None => Self::new(&self.config()),
        }
    }

    /// FINAL. The game reached by playing `moves` from the start position.
    ///
    /// # Errors
    /// A [`ReplayError`] naming the first move that is refused.
    fn replay(config: &Self::Config, moves: &[Move]) -> Result<Self, ReplayError> {
        let mut game = Self::new(config);
        for (index, &m) in moves.iter().enumerate() {
            game.check(m)
                .map_err(|error| ReplayError { index, error })?;
            game.play_unchecked(m);
        }
        Ok(game)
    }

    /// FINAL. The game as it was `n` moves ago (at the start if `n` exceeds the moves played).
    /// Taking back is replaying the shorter history: the same path as a reconnect or a restart.
    #[must_use]
    fn take_back(&self, n: usize) -> Self {
        let keep = self.ply().saturating_sub(n);
        let mut game = self.start();
        for &m in &self.history()[..keep] {
            game.play_unchecked(m);
        }
        game
    }
}
