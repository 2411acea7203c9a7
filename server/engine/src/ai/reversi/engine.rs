//! The engine behind the medium and hard levels: the middle-game search until few enough
//! squares are empty, then the exact endgame solver, all within the move's budget.

use std::time::Duration;

use rand::rngs::SmallRng;

use super::endgame::Solver;
use super::eval::Eval;
use super::position::{Position, square_move};
use super::search::{SearchResult, Searcher};
use super::stability;
use crate::ai::{Bot, Budget, Outlook};
use crate::{Game, Move, Reversi};

/// How an engine plays: its depth and when it starts solving the endgame.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Settings {
    /// The arena name.
    pub name: &'static str,
    /// The deepest middle-game iteration.
    pub max_depth: u32,
    /// Solve exactly from this many empty squares down, given a second or more; a shorter
    /// budget lowers it (see [`Settings::solve_limits`]).
    pub exact_empties: u32,
    /// Solve for win, draw or loss only (cheaper than the exact score) from this many down,
    /// lowered like `exact_empties`.
    pub wld_empties: u32,
    /// The size of each transposition table, as a power of two.
    pub tt_bits: u32,
    /// Multi-ProbCut's threshold in the middle game, in hundredths of a standard deviation
    /// (see [`super::probcut`]); 0 turns it off.
    pub probcut: u32,
    /// The share of the budget (percent) after which the middle game starts no new iteration:
    /// the one it starts may not finish, but a partial iteration still checks the best move so
    /// far and the others in turn.
    pub soft_percent: u32,
}

impl Settings {
    /// The medium level: a shallow search and a short endgame.
    pub const MEDIUM: Settings = Settings {
        name: "medium",
        max_depth: 4,
        exact_empties: 12,
        wld_empties: 12,
        tt_bits: 16,
        probcut: 0,
        soft_percent: 40,
    };

    /// The hard level: as deep as the budget allows, and the endgame solved early.
    pub const HARD: Settings = Settings {
        name: "hard",
        max_depth: 60,
        exact_empties: 20,
        wld_empties: 22,
        tt_bits: 20,
        probcut: 150,
        soft_percent: 40,
    };
}

impl Settings {
    /// The exact and win-draw-loss limits for a budget: each empty square more roughly triples
    /// the solver's time, and it takes about half a second at 20 empties, so a budget under a
    /// second lowers both limits by one for each factor of three it falls short.
    #[must_use]
    pub fn solve_limits(&self, budget: Duration) -> (u32, u32) {
        let mut cut = 0;
        let mut time = budget.as_millis();
        while time < 1000 && cut < 8 {
            time *= 3;
            cut += 1;
        }
        (
            self.exact_empties.saturating_sub(cut),
            self.wld_empties.saturating_sub(cut),
        )
    }
}

impl Settings {
    /// These settings with some changed by `knobs`, `key=value` pairs separated by commas:
    /// `depth` (the deepest middle-game iteration), `exact` and `wld` (the solve limits),
    /// `tt` (the tables' size as a power of two), `mpc` (Multi-ProbCut's threshold), `soft`
    /// (the share of the budget, in percent, after which no iteration starts). For trying a change in the arena, such as
    /// `hard:exact=21,wld=23` against `hard`; `None` for an unknown key or a bad value.
    #[must_use]
    pub fn with_knobs(mut self, knobs: &str) -> Option<Settings> {
        for pair in knobs.split(',').filter(|p| !p.is_empty()) {
            let (key, value) = pair.split_once('=')?;
            let value: u32 = value.trim().parse().ok()?;
            match key.trim() {
                "depth" => self.max_depth = value,
                "exact" => self.exact_empties = value,
                "wld" => self.wld_empties = value,
                "mpc" => self.probcut = value,
                "soft" if value <= 100 => self.soft_percent = value,
                "tt" if (8..=28).contains(&value) => self.tt_bits = value,
                _ => return None,
            }
        }
        Some(self)
    }
}

/// What the last move's thinking found, for logs and tools.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Report {
    /// Middle-game depth reached (0 if it did not run).
    pub depth: u32,
    /// The score: hundredths of a disc from the middle game, or discs when `solved`.
    pub score: i32,
    /// Whether the endgame solver settled the move: `Some(true)` exact, `Some(false)` win,
    /// draw or loss only.
    pub solved: Option<bool>,
    /// Positions visited by both searches.
    pub nodes: u64,
}

/// The engine: a searcher and a solver, with their tables kept from move to move.
#[derive(Debug, Clone)]
pub struct Engine {
    /// How it plays.
    settings: Settings,
    /// The middle-game search.
    searcher: Searcher,
    /// The endgame solver.
    solver: Solver,
    /// What the last move found.
    report: Report,
}

impl Engine {
    /// An engine with these settings and the default evaluation.
    #[must_use]
    pub fn new(settings: Settings) -> Engine {
        Engine::with_eval(settings, Eval::default())
    }

    /// An engine with these settings and evaluation.
    #[must_use]
    pub fn with_eval(settings: Settings, eval: Eval) -> Engine {
        stability::warm_up();
        Engine {
            settings,
            searcher: Searcher::new(settings.tt_bits, eval).with_probcut(settings.probcut),
            solver: Solver::new(settings.tt_bits),
            report: Report::default(),
        }
    }

    /// The medium level.
    #[must_use]
    pub fn medium() -> Engine {
        Engine::new(Settings::MEDIUM)
    }

    /// The hard level.
    #[must_use]
    pub fn hard() -> Engine {
        Engine::new(Settings::HARD)
    }

    /// What the last move's thinking found.
    #[must_use]
    pub fn report(&self) -> Report {
        self.report
    }

    /// The square to play in `pos`, which has at least one placement.
    pub fn best_square(&mut self, pos: Position, budget: &Budget<'_>) -> u32 {
        let moves = pos.moves();
        let first = moves.trailing_zeros();
        self.report = Report::default();
        if moves.count_ones() == 1 {
            return first;
        }
        let empties = pos.empties();
        let total = budget.remaining();
        let (exact_empties, wld_empties) = self.settings.solve_limits(total);
        if empties > wld_empties.max(exact_empties) {
            let r = self.searcher.think(
                pos,
                self.settings.max_depth,
                total * self.settings.soft_percent / 100,
                budget,
            );
            self.note(r);
            return r.best.unwrap_or(first);
        }
        // A quick search first: a move to fall back on, and the order of the solver's root.
        let quick = self.searcher.think(pos, 6, total / 10, budget);
        self.note(quick);
        let mut best = quick.best.unwrap_or(first);
        let order = [best];
        let Some(wld) = self.solver.solve(pos, -1, 1, &order, budget) else {
            return best;
        };
        self.report.nodes += wld.nodes;
        self.report.solved = Some(false);
        self.report.score = wld.score.signum();
        // When every move loses, the middle-game choice is the better try.
        if wld.score >= 0 {
            best = wld.best.unwrap_or(best);
        }
        if empties > exact_empties {
            return best;
        }
        if let Some(exact) = self.solver.solve(pos, -64, 64, &[best], budget) {
            self.report.nodes += exact.nodes;
            self.report.solved = Some(true);
            self.report.score = exact.score;
            best = exact.best.unwrap_or(best);
        }
        best
    }

    /// Records a middle-game result in the report.
    fn note(&mut self, r: SearchResult) {
        self.report.depth = r.depth;
        self.report.score = r.score;
        self.report.nodes += r.nodes;
    }
}

impl Bot<Reversi> for Engine {
    fn name(&self) -> &str {
        self.settings.name
    }

    fn choose(&mut self, game: &Reversi, budget: &Budget<'_>, _rng: &mut SmallRng) -> Option<Move> {
        if game.is_over() {
            return None;
        }
        let pos = Position::of(game);
        if pos.moves() == 0 {
            return Some(Move::Pass);
        }
        Some(square_move(self.best_square(pos, budget)))
    }

    /// Ahead by more than `CLEAR_LEAD` in the search's estimate of the final disc count, or
    /// by the solver's verdict once the endgame is solved.
    fn outlook(
        &mut self,
        game: &Reversi,
        budget: &Budget<'_>,
        _rng: &mut SmallRng,
    ) -> Option<Outlook> {
        // Forced moves (a pass, a single placement) are played first: the search does not
        // score a position it has nothing to choose in.
        let mut pos = Position::of(game);
        let mut turned = false;
        let outlook = loop {
            if pos.is_over() {
                break Outlook::from_score(pos.final_score(), 0);
            }
            let moves = pos.moves();
            match moves.count_ones() {
                0 => pos = pos.pass(),
                1 => pos = pos.play(moves.trailing_zeros()),
                _ => {
                    self.best_square(pos, budget);
                    let report = self.report;
                    break match report.solved {
                        Some(_) => Outlook::from_score(report.score, 0),
                        None => Outlook::from_score(report.score, CLEAR_LEAD),
                    };
                }
            }
            turned = !turned;
        };
        Some(if turned {
            outlook.for_opponent()
        } else {
            outlook
        })
    }
}

/// A middle-game score (hundredths of a disc of the final count) that counts as a clear lead.
const CLEAR_LEAD: i32 = 400;

/// How late tests let a move come: far more than the searches need (they look at the clock
/// every few thousand nodes), because a loaded machine can keep a thread waiting for a CPU for
/// hundreds of milliseconds; a search that ignored its deadline would still take many seconds.
#[cfg(test)]
pub(crate) const SLACK: Duration = Duration::from_millis(1000);

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::time::Instant;

    use rand::SeedableRng;

    use super::*;
    use crate::ReversiConfig;

    #[test]
    fn plays_a_whole_game_on_time() {
        let stop = AtomicBool::new(false);
        let mut rng = SmallRng::seed_from_u64(1);
        let mut game = Reversi::new(&ReversiConfig);
        let mut engines = [Engine::medium(), Engine::hard()];
        let mut turn = 0;
        while !game.is_over() {
            let started = Instant::now();
            let budget = Budget::new(Duration::from_millis(20), &stop);
            let m = engines[turn % 2]
                .choose(&game, &budget, &mut rng)
                .expect("a move");
            assert!(started.elapsed() < SLACK, "{:?}", started.elapsed());
            game = game.play(m).expect("legal").0;
            turn += 1;
        }
    }

    #[test]
    fn knobs_change_the_settings() {
        let tuned = Settings::HARD
            .with_knobs("exact=21,wld=23")
            .expect("known knobs");
        assert_eq!((tuned.exact_empties, tuned.wld_empties), (21, 23));
        assert_eq!(tuned.max_depth, Settings::HARD.max_depth);
        assert_eq!(Settings::HARD.with_knobs(""), Some(Settings::HARD));
        assert_eq!(Settings::HARD.with_knobs("speed=3"), None);
        assert_eq!(Settings::HARD.with_knobs("exact=x"), None);
        assert_eq!(Settings::HARD.with_knobs("tt=40"), None);
        let cut = Settings::HARD
            .with_knobs("mpc=120,soft=70")
            .expect("known knobs");
        assert_eq!((cut.probcut, cut.soft_percent), (120, 70));
        assert_eq!(Settings::HARD.with_knobs("soft=101"), None);
    }

    #[test]
    fn short_budgets_solve_later() {
        let hard = Settings::HARD;
        assert_eq!(hard.solve_limits(Duration::from_secs(1)), (20, 22));
        assert_eq!(hard.solve_limits(Duration::from_millis(400)), (19, 21));
        assert_eq!(hard.solve_limits(Duration::from_millis(100)), (17, 19));
        assert_eq!(hard.solve_limits(Duration::ZERO), (12, 14));
    }

    #[test]
    fn the_stop_flag_ends_the_search_at_once() {
        let stop = AtomicBool::new(true);
        let game = Reversi::new(&ReversiConfig);
        let budget = Budget::new(Duration::from_secs(60), &stop);
        let mut rng = SmallRng::seed_from_u64(1);
        let mut engine = Engine::hard();
        let started = Instant::now();
        let m = engine.choose(&game, &budget, &mut rng);
        assert!(m.is_some());
        assert!(started.elapsed() < SLACK);
        stop.store(false, Ordering::Relaxed);
    }
}
