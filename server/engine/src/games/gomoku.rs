//! Gomoku on a square board, under one of four rules: freestyle (five or more wins), standard
//! (exactly five wins, for both sides), renju (black must avoid the forbidden points of
//! [`super::renju`] and wins only with exactly five; white wins with five or more) and caro
//! (five or more wins unless the opponent's stones close the row at both ends).

use super::five::{Five, FiveInRow};
use super::renju;
use crate::board::{Cell, Grid, Shape};
use crate::{
    Effects, Forbidden, Game, GameKind, GomokuConfig, GomokuRule, Move, MoveList, Outcome, Point,
    RuleError, Setup, SetupError, Side,
};

/// A game of gomoku: the shared five-in-a-row core plus the rule that decides which rows win and
/// whether black has forbidden points.
#[derive(Debug, Clone)]
pub struct Gomoku {
    /// The board size and the rule.
    config: GomokuConfig,
    /// Board, history, side to move and outcome.
    core: FiveInRow,
}

/// Which rows win for black and for white under a rule.
const fn wins(rule: GomokuRule) -> [Five; 2] {
    match rule {
        GomokuRule::Freestyle => [Five::AtLeast, Five::AtLeast],
        GomokuRule::Standard => [Five::Exactly, Five::Exactly],
        GomokuRule::Renju => [Five::Exactly, Five::AtLeast],
        GomokuRule::Caro => [Five::Open, Five::Open],
    }
}

impl Gomoku {
    /// Why black may not play `p` in the current position under renju, if black may not.
    /// `None` under the other rules, and for points that are off the board or taken. The answer
    /// does not depend on whose turn it is, so a client can mark black's forbidden points while
    /// white thinks.
    #[must_use]
    pub fn forbidden(&self, p: Point) -> Option<Forbidden> {
        if self.config.rule != GomokuRule::Renju {
            return None;
        }
        let grid = self.core.grid();
        let i = grid.index(p)?;
        if grid.cell(i) != Cell::Empty {
            return None;
        }
        renju::forbidden(grid, i)
    }

    /// Every point black may not play now under renju, with the reason, in the order of
    /// [`Shape::points`]; empty under the other rules.
    #[must_use]
    pub fn forbidden_points(&self) -> Vec<(Point, Forbidden)> {
        if self.config.rule != GomokuRule::Renju {
            return Vec::new();
        }
        let grid = self.core.grid();
        let mut scratch: Option<Grid> = None;
        grid.indices()
            .filter(|&i| grid.cell(i) == Cell::Empty && renju::may_be_forbidden(grid, i))
            .filter_map(|i| {
                let scratch = scratch.get_or_insert_with(|| grid.clone());
                renju::forbidden_in(scratch, i).map(|f| (grid.point(i), f))
            })
            .collect()
    }

    /// The shared five-in-a-row state, for the AI.
    #[must_use]
    #[allow(
        dead_code,
        reason = "the AI builds on the core; the rules alone do not need it"
    )]
    pub(crate) fn core(&self) -> &FiveInRow {
        &self.core
    }

    /// Whether black's moves are checked for forbidden points now.
    fn renju_black(&self) -> bool {
        self.config.rule == GomokuRule::Renju && self.core.to_move() == Side::Black
    }

    /// Under renju black may be left with only forbidden points: it cannot move, and the game is
    /// drawn as a full board is. The scan stops at the first point black may play, most often
    /// the first free point it looks at.
    fn end_if_black_is_blocked(&mut self) {
        if self.core.outcome().is_some() || !self.renju_black() {
            return;
        }
        let grid = self.core.grid();
        let mut scratch: Option<Grid> = None;
        if !self
            .core
            .empties()
            .any(|i| renju_allows(grid, &mut scratch, i))
        {
            self.core.end_drawn();
        }
    }
}

/// Whether black may play the free cell `i` of `grid` under renju. `scratch` is the copy of the
/// board the full analysis works on, made by the first point that needs it and kept for the
/// next.
fn renju_allows(grid: &Grid, scratch: &mut Option<Grid>, i: usize) -> bool {
    !renju::may_be_forbidden(grid, i)
        || renju::forbidden_in(scratch.get_or_insert_with(|| grid.clone()), i).is_none()
}

impl Game for Gomoku {
    type Config = GomokuConfig;

    fn new(config: &GomokuConfig) -> Gomoku {
        Gomoku {
            config: *config,
            core: FiveInRow::new(Shape::Square { size: config.size }, wins(config.rule)),
        }
    }

    /// A set-up position under renju may leave black, to move, only forbidden points: it
    /// starts drawn then, as the same position reached by play would be.
    fn from_setup(config: &GomokuConfig, setup: &Setup) -> Result<Gomoku, SetupError> {
        let shape = Shape::Square { size: config.size };
        let mut game = Gomoku {
            config: *config,
            core: FiveInRow::from_setup(shape, wins(config.rule), setup)?,
        };
        game.end_if_black_is_blocked();
        Ok(game)
    }

    fn setup(&self) -> Option<&Setup> {
        self.core.setup()
    }

    fn config(&self) -> GomokuConfig {
        self.config
    }

    fn kind(&self) -> GameKind {
        GameKind::Gomoku
    }

    fn shape(&self) -> Shape {
        self.core.grid().shape()
    }

    fn to_move(&self) -> Side {
        self.core.to_move()
    }

    fn history(&self) -> &[Move] {
        self.core.history()
    }

    fn stone_at(&self, p: Point) -> Option<Side> {
        self.core.stone_at(p)
    }

    fn free_points(&self) -> usize {
        self.core.free_points()
    }

    fn legal_moves(&self, moves: &mut MoveList) {
        if !self.renju_black() {
            self.core.legal_moves(moves, |_| true);
            return;
        }
        // One copy of the board serves every point that needs the full analysis.
        let grid = self.core.grid();
        let mut scratch: Option<Grid> = None;
        self.core
            .legal_moves(moves, |i| renju_allows(grid, &mut scratch, i));
    }

    /// Off the board, occupied and game over first; then, for black under renju, the forbidden
    /// points.
    fn check(&self, m: Move) -> Result<(), RuleError> {
        let i = self.core.check(m)?;
        if self.renju_black()
            && let Some(why) = renju::forbidden(self.core.grid(), i)
        {
            return Err(RuleError::Forbidden(why));
        }
        Ok(())
    }

    fn play_unchecked(&mut self, m: Move) -> Effects {
        self.core.play(m);
        self.end_if_black_is_blocked();
        Effects::default()
    }

    fn outcome(&self) -> Option<Outcome> {
        self.core.outcome().cloned()
    }

    fn sgf_root(&self) -> String {
        format!(
            "GM[4]SZ[{}]RU[{}]",
            self.config.size,
            self.config.rule.as_str()
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{OutcomeReason, Stones};

    fn game(rule: GomokuRule) -> Gomoku {
        Gomoku::new(&GomokuConfig { size: 15, rule })
    }

    /// Plays black on `black` and white on `white`, alternating, black first.
    fn play_out(mut g: Gomoku, black: &[(i8, i8)], white: &[(i8, i8)]) -> Gomoku {
        for k in 0..black.len().max(white.len()) {
            for (list, side) in [(black, Side::Black), (white, Side::White)] {
                if let Some(&(x, y)) = list.get(k) {
                    assert_eq!(g.to_move(), side);
                    let m = Move::Place(Point::new(x, y));
                    g = g.play(m).expect("legal").0;
                }
            }
        }
        g
    }

    #[test]
    fn rules_differ_on_six() {
        // Black builds 0..=3 and 5..=6 on row 0, then fills 4: six in a row.
        let black = [(0, 0), (1, 0), (2, 0), (3, 0), (5, 0)];
        let white = [(0, 5), (2, 5), (4, 5), (6, 5), (8, 5)];
        let six = Move::Place(Point::new(4, 0));
        for rule in GomokuRule::ALL {
            let g = play_out(game(rule), &black, &white);
            let result = g.play(six);
            match rule {
                // Under caro the edge closes nothing: the six is open at 6,0.
                GomokuRule::Freestyle | GomokuRule::Caro => {
                    let (g, _) = result.expect("legal");
                    let outcome = g.outcome().expect("six wins in freestyle and caro");
                    assert_eq!(outcome.line.len(), 6);
                }
                GomokuRule::Standard => {
                    let (g, _) = result.expect("legal");
                    assert!(g.outcome().is_none());
                }
                GomokuRule::Renju => assert_eq!(
                    result.err().map(|e| e.error),
                    Some(RuleError::Forbidden(Forbidden::Overline))
                ),
            }
        }
    }

    #[test]
    fn a_full_board_draws() {
        // A 9x9 board with one free point; filling it makes no five.
        let stones = nearly_full(&[Point::new(8, 8)], &[]);
        let config = GomokuConfig {
            size: 9,
            rule: GomokuRule::Freestyle,
        };
        let setup = Setup {
            stones,
            to_move: Side::Black,
        };
        let g = Gomoku::from_setup(&config, &setup).expect("no five");
        let (g, _) = g.play(Move::Place(Point::new(8, 8))).expect("legal");
        let outcome = g.outcome().expect("full");
        assert_eq!(outcome.reason, OutcomeReason::BoardFull);
        assert_eq!(outcome.winner, None);
        let mut moves = MoveList::new();
        g.legal_moves(&mut moves);
        assert!(moves.is_empty());
    }

    /// A 9x9 board with no five on it, every point taken but `free`, black on the points
    /// `black_too` as well.
    fn nearly_full(free: &[Point], black_too: &[Point]) -> Stones {
        let mut stones = Stones::default();
        for p in (Shape::Square { size: 9 }).points() {
            if free.contains(&p) {
                continue;
            }
            // Pairs of columns alternate, and each row shifts the pattern: no five anywhere.
            let black = black_too.contains(&p) || (i32::from(p.x) / 2 + i32::from(p.y)) % 2 == 0;
            if black {
                stones.black.push(p);
            } else {
                stones.white.push(p);
            }
        }
        stones
    }

    #[test]
    fn a_set_up_renju_position_with_only_forbidden_points_for_black_is_drawn() {
        // Row 0 reads B B B . B B W W B: black's only free point makes six, an overline.
        let (gap, filled) = (Point::new(3, 0), Point::new(2, 0));
        let setup = Setup {
            stones: nearly_full(&[gap], &[filled]),
            to_move: Side::Black,
        };
        for rule in GomokuRule::ALL {
            let config = GomokuConfig { size: 9, rule };
            let g = Gomoku::from_setup(&config, &setup).expect("no five");
            let mut moves = MoveList::new();
            g.legal_moves(&mut moves);
            if rule == GomokuRule::Renju {
                assert!(moves.is_empty());
                let outcome = g.outcome().expect("black cannot move");
                assert_eq!(outcome.reason, OutcomeReason::BoardFull);
                assert_eq!(outcome.winner, None);
            } else {
                assert_eq!(moves.as_slice(), &[Move::Place(gap)], "{rule:?}");
                assert!(g.outcome().is_none(), "{rule:?}");
            }
        }
    }

    #[test]
    fn sgf_root_names_the_rule() {
        assert_eq!(game(GomokuRule::Renju).sgf_root(), "GM[4]SZ[15]RU[renju]");
    }
}
