//! NoGo (不围棋), anti-Go: stones go down as in Go, but a move may neither capture (take the last
//! liberty of an enemy group) nor be suicide (leave its own group without a liberty). Nothing is
//! ever taken off the board, there is no pass, and the side that has no legal move on its turn
//! loses.
//!
//! The rules themselves are in [`board`], which keeps groups, liberties and each side's legal
//! points up to date move by move; this file adds what belongs to a game: the side to move, the
//! history, the set-up, the centre rule and the outcome. Besides the [`Game`] methods, [`NoGo`]
//! offers the cheap queries a playout needs: [`NoGo::legal_count`], [`NoGo::nth_legal`],
//! [`NoGo::is_legal_fast`], [`NoGo::legal_count_for`] (mobility, the usual NoGo evaluation) and
//! [`NoGo::liberties`].
//!
//! When a move is both a capture and a suicide (a stone that fills the last liberty of an enemy
//! group with no liberty of its own), the refusal is [`RuleError::Captures`]: check order is
//! game over, off board, occupied, centre first, captures, suicide.

mod bits;
mod board;
mod layout;

use std::sync::Arc;

use crate::board::Shape;
use crate::{
    Effects, Game, GameKind, Move, MoveList, NoGoConfig, Outcome, OutcomeReason, Point, RuleError,
    Setup, SetupError, Side,
};

use board::Board;

/// The board sizes NoGo is played on; a config outside is clamped into it, so no board is ever
/// built that the tables cannot index.
const SIZES: std::ops::RangeInclusive<u8> = 7..=19;

/// A game of NoGo. Cloning copies a few small flat arrays (about 2 KB on 9x9) and the history;
/// the point numbering and the set-up are shared.
#[derive(Debug)]
pub struct NoGo {
    /// The game's set-up, its size within [`SIZES`].
    config: NoGoConfig,
    /// The stones with their groups, liberties and legal points.
    board: Board,
    /// The side whose turn it is.
    to_move: Side,
    /// Every move since the start position.
    history: Vec<Move>,
    /// The set-up the history starts from, `None` for the empty board.
    setup: Option<Arc<Setup>>,
    /// The winner once the side to move has no legal move: kept after every move so that
    /// [`Game::outcome`] costs nothing.
    winner: Option<Side>,
}

impl Clone for NoGo {
    /// A game never has more moves than points (no stone ever leaves the board and there is no
    /// pass), so the copy's history reserves room for all of them at once: a playout on a copy
    /// never grows it.
    fn clone(&self) -> NoGo {
        let room = self.board.layout().points().max(self.history.len());
        let mut history = Vec::with_capacity(room);
        history.extend_from_slice(&self.history);
        NoGo {
            config: self.config,
            board: self.board.clone(),
            to_move: self.to_move,
            history,
            setup: self.setup.clone(),
            winner: self.winner,
        }
    }
}

impl NoGo {
    /// An empty board, before the outcome is known.
    fn empty(config: &NoGoConfig, setup: Option<Arc<Setup>>, to_move: Side) -> NoGo {
        let config = NoGoConfig {
            size: config.size.clamp(*SIZES.start(), *SIZES.end()),
            ..*config
        };
        NoGo {
            board: Board::new(config.size),
            config,
            to_move,
            history: Vec::new(),
            setup,
            winner: None,
        }
    }

    /// How many moves the side to move has: 0 once the game is over. Constant time.
    #[must_use]
    pub fn legal_count(&self) -> usize {
        if self.winner.is_some() {
            0
        } else {
            self.legal_count_for(self.to_move)
        }
    }

    /// How many points `side` could play if it were its turn (the centre rule counts only for
    /// the side to move, the only one it can concern). The difference between the two sides'
    /// counts is the usual NoGo evaluation. Constant time.
    #[must_use]
    pub fn legal_count_for(&self, side: Side) -> usize {
        let count = self.board.legal_count(side);
        match self.forbidden_centre() {
            Some(c) if side == self.to_move && self.board.is_legal(side, c) => count - 1,
            _ => count,
        }
    }

    /// The `k`-th legal move (0-based, in the order of [`Shape::points`]), the same as
    /// `legal_moves(..)[k]` without building the list: a random playout picks
    /// `nth_legal(rng.random_range(0..legal_count()))`.
    #[must_use]
    pub fn nth_legal(&self, k: usize) -> Option<Point> {
        if self.winner.is_some() {
            return None;
        }
        let side = self.to_move;
        let d = self.board.nth_legal(side, k)?;
        let d = match self.forbidden_centre() {
            // The centre is skipped, so everything from it on moves up by one.
            Some(c) if d >= c && self.board.is_legal(side, c) => {
                self.board.nth_legal(side, k + 1)?
            }
            _ => d,
        };
        Some(self.board.layout().point(d))
    }

    /// Whether the side to move may play `p`: the same answer as [`Game::is_legal`], from a
    /// lookup in the kept legal set rather than a neighbour scan.
    #[must_use]
    pub fn is_legal_fast(&self, p: Point) -> bool {
        let Some(d) = self.board.layout().index(p) else {
            return false;
        };
        self.winner.is_none()
            && self.board.is_legal(self.to_move, d)
            && self.forbidden_centre() != Some(d)
    }

    /// How many liberties the group of the stone on `p` has; `None` for an empty or off-board
    /// point.
    #[must_use]
    pub fn liberties(&self, p: Point) -> Option<usize> {
        self.board
            .layout()
            .index(p)
            .and_then(|d| self.board.liberties(d))
    }

    /// Whether `side` could play `p` by the rules about groups, whoever is to move (the centre
    /// rule, which concerns the first move only, is ignored). A point that one side may play and
    /// the other may not is that side's reserve, which the search tells apart from points both
    /// sides can still take.
    pub(crate) fn may_play(&self, side: Side, p: Point) -> bool {
        self.board
            .layout()
            .index(p)
            .is_some_and(|d| self.board.is_legal(side, d))
    }

    /// How many points the side to move and its opponent (in that order) could play once the
    /// side to move has played the legal point `p`, without playing it: a few neighbour scans.
    /// The centre rule is left out, as in [`NoGo::may_play`].
    pub(crate) fn mobility_after(&self, p: Point) -> (usize, usize) {
        let Some(d) = self.board.layout().index(p) else {
            return (0, 0);
        };
        let mover = self.to_move;
        let counts = self.board.legal_counts_after(mover, d);
        (counts[mover.index()], counts[mover.opponent().index()])
    }

    /// How much playing the legal point `p` raises the side to move's legal points less the
    /// opponent's: [`NoGo::mobility_after`] against [`NoGo::legal_count_for`] now. Taking a
    /// point both could play costs each side that point, so it gains 0; a move that also leaves
    /// the opponent a point it can no longer play gains 1. The search's priors read it.
    pub(crate) fn mobility_gain(&self, p: Point) -> i32 {
        let mover = self.to_move;
        let balance =
            self.legal_count_for(mover) as i32 - self.legal_count_for(mover.opponent()) as i32;
        let (own, theirs) = self.mobility_after(p);
        own as i32 - theirs as i32 - balance
    }

    /// How many separate groups `side` has on the board. Linear in the board size.
    pub(crate) fn group_count(&self, side: Side) -> usize {
        self.board.group_count(side)
    }

    /// The centre's dense index while the centre rule forbids it: on the very first move of a
    /// game from the empty board, with `center_first_forbidden`. A game from a set-up has had
    /// its opening already, so the rule does not apply there.
    fn forbidden_centre(&self) -> Option<usize> {
        if self.config.center_first_forbidden && self.setup.is_none() && self.history.is_empty() {
            self.board.layout().index(self.shape().center())
        } else {
            None
        }
    }

    /// Settles the outcome for the side now to move: it loses if it has no legal move.
    fn update_outcome(&mut self) {
        self.winner = None;
        if self.legal_count_for(self.to_move) == 0 {
            self.winner = Some(self.to_move.opponent());
        }
    }
}

impl Game for NoGo {
    type Config = NoGoConfig;

    fn new(config: &NoGoConfig) -> NoGo {
        let mut game = NoGo::empty(config, None, Side::Black);
        game.update_outcome();
        game
    }

    fn from_setup(config: &NoGoConfig, setup: &Setup) -> Result<NoGo, SetupError> {
        let mut game = NoGo::empty(config, Some(Arc::new(setup.clone())), setup.to_move);
        for (side, points) in [
            (Side::Black, &setup.stones.black),
            (Side::White, &setup.stones.white),
        ] {
            for &p in points {
                let d = game
                    .board
                    .layout()
                    .index(p)
                    .ok_or(SetupError::OffBoard(p))?;
                if game.board.stone(d).is_some() {
                    return Err(SetupError::Overlap(p));
                }
                game.board.place(d, side);
            }
        }
        if let Some(d) = game.board.group_without_liberty() {
            return Err(SetupError::NoLiberty(game.board.layout().point(d)));
        }
        // The stones went down in no game order; recount every verdict once rather than rely
        // on move-by-move updates through positions no game reaches.
        game.board.refresh_all();
        game.update_outcome();
        Ok(game)
    }

    fn setup(&self) -> Option<&Setup> {
        self.setup.as_deref()
    }

    fn config(&self) -> NoGoConfig {
        self.config
    }

    fn kind(&self) -> GameKind {
        GameKind::NoGo
    }

    fn shape(&self) -> Shape {
        self.board.layout().shape()
    }

    fn to_move(&self) -> Side {
        self.to_move
    }

    fn history(&self) -> &[Move] {
        &self.history
    }

    fn stone_at(&self, p: Point) -> Option<Side> {
        self.board
            .layout()
            .index(p)
            .and_then(|d| self.board.stone(d))
    }

    fn free_points(&self) -> usize {
        self.shape()
            .points()
            .filter(|&p| self.stone_at(p).is_none())
            .count()
    }

    fn legal_moves(&self, moves: &mut MoveList) {
        moves.clear();
        if self.winner.is_some() {
            return;
        }
        let centre = self.forbidden_centre();
        let layout = self.board.layout();
        moves.extend(
            self.board
                .legal_points(self.to_move)
                .filter(|&d| Some(d) != centre)
                .map(|d| Move::Place(layout.point(d))),
        );
    }

    fn check(&self, m: Move) -> Result<(), RuleError> {
        if self.winner.is_some() {
            return Err(RuleError::GameOver);
        }
        let Move::Place(p) = m else {
            return Err(RuleError::CannotPass);
        };
        let d = self.board.layout().index(p).ok_or(RuleError::OffBoard)?;
        if self.board.stone(d).is_some() {
            return Err(RuleError::Occupied);
        }
        if self.forbidden_centre() == Some(d) {
            return Err(RuleError::CenterFirst);
        }
        self.board.verdict(self.to_move, d)
    }

    /// Places the stone (a pass or a point that is off the board or taken changes only the
    /// history and the turn) and settles the outcome for the next side.
    fn play_unchecked(&mut self, m: Move) -> Effects {
        if let Some(d) = m.point().and_then(|p| self.board.layout().index(p)) {
            self.board.place(d, self.to_move);
        }
        self.history.push(m);
        self.to_move = self.to_move.opponent();
        self.update_outcome();
        Effects::default()
    }

    fn outcome(&self) -> Option<Outcome> {
        self.winner.map(|winner| Outcome {
            winner: Some(winner),
            reason: OutcomeReason::NoLegalMove,
            line: Vec::new(),
        })
    }

    fn sgf_root(&self) -> String {
        let rule = if self.config.center_first_forbidden {
            "nogo"
        } else {
            "nogo-free-centre"
        };
        format!("GM[1]SZ[{}]RU[{rule}]", self.config.size)
    }
}

#[cfg(test)]
mod tests {
    use rand::rngs::SmallRng;
    use rand::{RngExt, SeedableRng};

    use super::*;

    fn config(size: u8, center_first_forbidden: bool) -> NoGoConfig {
        NoGoConfig {
            size,
            center_first_forbidden,
        }
    }

    fn place(x: i8, y: i8) -> Move {
        Move::Place(Point::new(x, y))
    }

    /// Checks that `legal_moves`, `check`, the fast queries and the outcome all agree.
    fn assert_agrees(game: &NoGo) {
        let mut legal = MoveList::new();
        game.legal_moves(&mut legal);
        assert_eq!(legal.len(), game.legal_count());
        assert_eq!(game.is_over(), legal.is_empty());
        for (k, &m) in legal.iter().enumerate() {
            assert_eq!(game.nth_legal(k).map(Move::Place), Some(m));
        }
        assert_eq!(game.nth_legal(legal.len()), None);
        let size = i8::try_from(game.config().size).expect("small");
        for y in -1..=size {
            for x in -1..=size {
                let m = place(x, y);
                assert_eq!(game.check(m).is_ok(), legal.contains(&m), "{m} in {game:?}");
                assert_eq!(game.is_legal_fast(Point::new(x, y)), legal.contains(&m));
            }
        }
        let pass = if game.is_over() {
            RuleError::GameOver
        } else {
            RuleError::CannotPass
        };
        assert_eq!(game.check(Move::Pass), Err(pass));
    }

    #[test]
    fn random_games_agree_and_end_with_a_loser() {
        for seed in 0..30u64 {
            let mut rng = SmallRng::seed_from_u64(seed);
            let size = [7, 9, 11, 19][seed as usize % 4];
            let mut game = NoGo::new(&config(size, seed % 3 != 0));
            while !game.is_over() {
                assert_agrees(&game);
                let k = rng.random_range(0..game.legal_count());
                let p = game.nth_legal(k).expect("k below the count");
                game = game.play(Move::Place(p)).expect("a listed move").0;
            }
            assert_agrees(&game);
            let outcome = game.outcome().expect("over");
            assert_eq!(outcome.winner, Some(game.to_move().opponent()));
            assert_eq!(outcome.reason, OutcomeReason::NoLegalMove);
            let replayed = NoGo::replay(&game.config(), game.history()).expect("replays");
            assert_eq!(replayed.stones(), game.stones());
            assert_eq!(replayed.outcome(), game.outcome());
        }
    }

    #[test]
    fn the_centre_rule_holds_for_the_first_move_only() {
        let game = NoGo::new(&NoGoConfig::default());
        assert_eq!(game.check(place(4, 4)), Err(RuleError::CenterFirst));
        assert_eq!(game.legal_count(), 80);
        assert_eq!(game.legal_count_for(Side::White), 81);
        let (game, _) = game.play(place(0, 0)).expect("legal");
        assert_eq!(game.check(place(4, 4)), Ok(()));
        assert_eq!(game.legal_count(), 80);

        let free = NoGo::new(&config(9, false));
        assert_eq!(free.check(place(4, 4)), Ok(()));
        assert_eq!(free.legal_count(), 81);
        // Even sizes take the lower-right of the four middle points.
        let even = NoGo::new(&config(8, true));
        assert_eq!(even.check(place(4, 4)), Err(RuleError::CenterFirst));
        assert_eq!(even.check(place(3, 3)), Ok(()));
    }

    #[test]
    fn set_ups_are_checked() {
        let shape = Shape::Square { size: 7 };
        let board = |text: &str| Setup::parse(shape, text, Side::Black).expect("parses");
        let cfg = config(7, true);
        let corner = board("XO.....  O...... ....... ....... ....... ....... .......");
        assert_eq!(
            NoGo::from_setup(&cfg, &corner).err(),
            Some(SetupError::NoLiberty(Point::new(0, 0)))
        );
        let mut overlap = board(&".".repeat(49));
        overlap.stones.black.push(Point::new(2, 2));
        overlap.stones.white.push(Point::new(2, 2));
        assert_eq!(
            NoGo::from_setup(&cfg, &overlap).err(),
            Some(SetupError::Overlap(Point::new(2, 2)))
        );
        let mut off = board(&".".repeat(49));
        off.stones.white.push(Point::new(7, 0));
        assert_eq!(
            NoGo::from_setup(&cfg, &off).err(),
            Some(SetupError::OffBoard(Point::new(7, 0)))
        );
        // A set-up keeps its position and the centre is free: its opening is over.
        let ok = board("X...... ....... ....... ....... ....... ....... ......O");
        let game = NoGo::from_setup(&cfg, &ok).expect("valid");
        assert_eq!(game.check(place(3, 3)), Ok(()));
        let (played, _) = game.clone().play(place(3, 3)).expect("legal");
        assert_eq!(played.take_back(1).stones(), game.stones());
        assert_eq!(played.start().setup(), Some(&ok));
    }

    #[test]
    fn odd_configs_do_not_panic() {
        for size in [0, 1, 6, 20, 255] {
            let game = NoGo::new(&config(size, true));
            assert!(SIZES.contains(&game.config().size));
            assert!(!game.is_over());
            assert_eq!(game.check(place(100, -100)), Err(RuleError::OffBoard));
        }
        let mut game = NoGo::new(&config(9, true));
        for m in [Move::Pass, place(-1, 3), place(0, 0), place(0, 0)] {
            game.play_unchecked(m);
        }
        assert_eq!(game.ply(), 4);
        assert_eq!(game.stones().black.len(), 1);
    }

    #[test]
    fn sgf_root_names_the_rule() {
        assert_eq!(
            NoGo::new(&NoGoConfig::default()).sgf_root(),
            "GM[1]SZ[9]RU[nogo]"
        );
        assert_eq!(
            NoGo::new(&config(13, false)).sgf_root(),
            "GM[1]SZ[13]RU[nogo-free-centre]"
        );
    }
}
