//! The engine bot behind `medium` and `hard`, for any five-in-a-row game.

use std::time::Duration;

use rand::RngExt;
use rand::rngs::SmallRng;

use super::board::Weights;
use super::memory::Memory;
use super::order::Order;
use super::search::{self, Settings};
use super::{FiveGame, search_board};
use crate::ai::{Bot, Budget, Level, Outlook};
use crate::{Move, MoveList, Point};

/// `hard`: the whole budget, as deep as it allows, with a search for a win by continuous threats
/// (fours and open threes) at the root. It starts another iteration whatever share of the time
/// is left (`spend` 100): an iteration the clock cuts short still counts for every root move
/// it searched to the end, so stopping early would only leave time unused. An inner node tries
/// its best 16 quiet moves, not 12: at a second the wider search scored 62% of 137 freestyle
/// games against the narrower (docs/strength.md, "Wider nodes at a second"). It chooses them
/// with the history of cutoffs on top of the order (`hist` 100): accepted by the sequential
/// test over pairs of games at 200 ms (docs/strength.md, "A history of cutoffs in the move
/// order").
pub(crate) const HARD: Settings = Settings {
    max_depth: 40,
    width: 16,
    root_width: 40,
    vcf_depth: 30,
    leaf_vcf: 0,
    vct_nodes: 200_000,
    vct_depth: 8,
    vct_defence: 0,
    node_vct: 0,
    node_vct_from: 0,
    history: 100,
    combo_wins: true,
    time_cap: None,
    reduce_from: 0,
    order: None,
    hand_order: false,
    spend: 100,
    weights: None,
    hand_set_square: false,
};

/// `medium`: the same search held to four plies, narrower, and capped at the medium level's
/// 0.2 s; it still never misses a VCF of up to twelve fours, for either side. On the square
/// board it judges with the hand-set weights: the fitted ones made it as strong against `hard`
/// as the ladder's gap allows (74% where 75% is asked), and a player who beats `medium` should
/// meet the `medium` the ladder measured.
pub(crate) const MEDIUM: Settings = Settings {
    max_depth: 4,
    width: 8,
    root_width: 20,
    vcf_depth: 12,
    leaf_vcf: 0,
    vct_nodes: 0,
    vct_depth: 0,
    vct_defence: 0,
    node_vct: 0,
    node_vct_from: 0,
    history: 0,
    combo_wins: false,
    time_cap: Some(Duration::from_millis(200)),
    reduce_from: 0,
    order: None,
    hand_order: true,
    spend: 50,
    weights: None,
    hand_set_square: true,
};

/// What the engine found for a position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Report {
    /// The move it plays.
    pub best: Point,
    /// Its score for the side to move: beyond ±999000 a proven win or loss ([`Report::proven`]).
    pub score: i32,
    /// The last depth the iterative deepening completed (0 when no search was needed).
    pub depth: i32,
    /// Nodes of the main search.
    pub nodes: u64,
}

impl Report {
    /// Whether the score is a proven win or loss rather than a judgement.
    #[must_use]
    pub fn proven(&self) -> bool {
        self.score.abs() >= search::DECIDED
    }
}

/// The engine as a bot.
#[derive(Debug)]
pub struct Engine {
    /// The level's name.
    name: &'static str,
    /// The level's knobs.
    settings: Settings,
    /// Transposition table and VCF memory, allocated at the first move and kept.
    memory: Option<Box<Memory>>,
}

impl Engine {
    /// An engine named `name` playing with `settings`.
    #[must_use]
    pub(crate) fn new(name: &'static str, settings: Settings) -> Engine {
        Engine {
            name,
            settings,
            memory: None,
        }
    }

    /// The engine of a level: `hard` for [`Level::Hard`], `medium` for the others.
    #[must_use]
    pub fn at(level: Level) -> Engine {
        match level {
            Level::Hard => Engine::new("hard", HARD),
            Level::Easy | Level::Medium => Engine::new("medium", MEDIUM),
        }
    }

    /// The `hard` engine with some knobs changed, for tuning matches: `knobs` is a comma-separated
    /// list of `depth=N` (deepest iteration), `width=N` (quiet moves per inner node), `root=N`
    /// (root moves), `vcf=N` (VCF depth), `leaf=N` (nodes of a leaf VCF, 0 for none), `vct=N`
    /// (nodes of the root's threat search, 0 for none), `vctdepth=N`, `vctdef=N` (nodes of each
    /// look for the opponent's threat win at the root, 0 for none), `nvct=N` (nodes of an inner
    /// node's look for its own threat win, 0 for none), `nvctfrom=N` (the fewest plies left at
    /// which an inner node looks), `spend=PERCENT` (of the time, after which no new iteration
    /// starts), `lmr=N` (the first quiet move searched a ply shallower, 0 for none), `hist=N` (the
    /// most a quiet move's history of cutoffs adds to its value in the move order, 0 for none),
    /// `cw=0|1` (whether two threats at once against no four score as a win), `cap=MS` (the longest
    /// think, 0 for none), `weights=M/W/O` (the evaluation's weights: for the side to move nine
    /// per-code weights, then optionally the three combinations' or the ten classes' (a point's
    /// class: the levels of its two strongest lines), the same for the other side, each list
    /// colon-separated, and the open-four bonus; `weights=hand` for the hand-set ones of before the
    /// fits), `order=A/D` (the move order's twelve attack and twelve defence weights, each list
    /// colon-separated, see [`Order`]; `order=hand` for the hand-set order of before the fit).
    /// `None` for an unknown knob.
    #[must_use]
    pub fn tuned(name: &'static str, knobs: &str) -> Option<Engine> {
        let mut s = HARD;
        for knob in knobs.split(',').filter(|k| !k.is_empty()) {
            let (key, value) = knob.split_once('=')?;
            if key == "order" {
                if value == "hand" {
                    s.hand_order = true;
                } else {
                    s.order = Some(Order::parse(value)?);
                }
                continue;
            }
            if key == "weights" {
                s.weights = Some(Weights::parse(value)?);
                continue;
            }
            let n: u64 = value.parse().ok()?;
            match key {
                "depth" => s.max_depth = i32::try_from(n).ok()?,
                "width" => s.width = usize::try_from(n).ok()?,
                "root" => s.root_width = usize::try_from(n).ok()?,
                "vcf" => s.vcf_depth = u8::try_from(n).ok()?,
                "leaf" => s.leaf_vcf = n,
                "vct" => s.vct_nodes = n,
                "vctdepth" => s.vct_depth = u8::try_from(n).ok()?,
                "vctdef" => s.vct_defence = n,
                "nvct" => s.node_vct = n,
                "nvctfrom" => s.node_vct_from = i32::try_from(n).ok()?,
                "spend" => s.spend = u8::try_from(n).ok()?,
                "lmr" => s.reduce_from = usize::try_from(n).ok()?,
                "hist" => s.history = i32::try_from(n).ok()?,
                "cw" => s.combo_wins = n > 0,
                "cap" => s.time_cap = (n > 0).then(|| Duration::from_millis(n)),
                _ => return None,
            }
        }
        Some(Engine::new(name, s))
    }

    /// What a search of `game` finds, with its statistics (for tests and benchmarks); `None`
    /// once the game is over.
    pub fn analyse<G: FiveGame>(
        &mut self,
        game: &G,
        budget: &Budget<'_>,
        rng: &mut SmallRng,
    ) -> Option<Report> {
        if game.is_over() {
            return None;
        }
        let memory = self.memory.get_or_insert_with(Box::default);
        let mut noise = || rng.random::<u32>();
        let board = search_board(game);
        let found = search::think(board.clone(), self.settings, memory, budget, &mut noise)?;
        Some(Report {
            best: board.point(found.best),
            score: found.score,
            depth: found.depth,
            nodes: found.nodes,
        })
    }
}

impl<G: FiveGame> Bot<G> for Engine {
    fn name(&self) -> &str {
        self.name
    }

    fn choose(&mut self, game: &G, budget: &Budget<'_>, rng: &mut SmallRng) -> Option<Move> {
        let chosen = self.analyse(game, budget, rng).map(|r| Move::Place(r.best));
        match chosen {
            Some(m) if game.is_legal(m) => Some(m),
            // Never expected; a legal move is better than none.
            _ => {
                let mut legal = MoveList::new();
                game.legal_moves(&mut legal);
                legal.first().copied()
            }
        }
    }

    /// A proven result, or a pattern score past `CLEAR_LEAD` (about an open four's worth).
    fn outlook(&mut self, game: &G, budget: &Budget<'_>, rng: &mut SmallRng) -> Option<Outlook> {
        if let Some(outcome) = game.outcome() {
            return Some(match outcome.winner {
                None => Outlook::Balanced,
                Some(side) if side == game.to_move() => Outlook::Winning,
                Some(_) => Outlook::Losing,
            });
        }
        let report = self.analyse(game, budget, rng)?;
        Some(Outlook::from_score(report.score, CLEAR_LEAD))
    }
}

/// A search score that counts as a clear lead: past an open four's weight, short of a proof.
const CLEAR_LEAD: i32 = 200;

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::time::Instant;

    use rand::SeedableRng;

    use super::*;
    use crate::ai::five::{Combos, Tuples};
    use crate::ai::{gomoku, hex_gomoku};
    use crate::board::Shape;
    use crate::{Game, Gomoku, GomokuConfig, GomokuRule, HexGomoku, HexGomokuConfig, Setup, Side};

    #[test]
    fn knobs_set_the_evaluation_weights_and_the_move_order() {
        let square = "0:1:4:10:12:40:45:250:1200/0:1:4:10:12:40:45:250:1200/2000";
        let tuned = Engine::tuned("t", &format!("width=10,weights={square}")).expect("valid");
        assert_eq!(tuned.settings.weights, Some(Weights::HAND_SET));
        let hand = Engine::tuned("t", "weights=hand").expect("valid");
        assert_eq!(hand.settings.weights, Some(Weights::HAND_SET));
        assert_eq!(tuned.settings.width, 10);
        assert_eq!(
            Engine::tuned("t", "").expect("valid").settings.weights,
            None
        );
        assert!(Engine::tuned("t", "weights=1:2:3").is_none());
        let hand = Engine::tuned("t", "order=hand").expect("valid").settings;
        assert!(hand.hand_order && hand.order.is_none());
        assert!(Engine::tuned("t", "order=1:2/3:4").is_none());
    }

    /// Plays a whole game between two bots with short budgets, checking every move is legal.
    fn play_out<G: Game>(mut game: G, bots: &mut [Box<dyn Bot<G>>; 2], ms: u64) -> G {
        let stop = AtomicBool::new(false);
        let mut rng = SmallRng::seed_from_u64(3);
        while !game.is_over() {
            let budget = Budget::new(Duration::from_millis(ms), &stop);
            let bot = &mut bots[game.to_move().index()];
            let m = bot.choose(&game, &budget, &mut rng).expect("a move");
            assert!(
                game.is_legal(m),
                "{} played {m}: {:?}",
                bot.name(),
                game.check(m)
            );
            game.play_unchecked(m);
        }
        game
    }

    #[test]
    fn every_bot_plays_legal_moves_under_every_rule() {
        for rule in GomokuRule::ALL {
            let game = Gomoku::new(&GomokuConfig { size: 15, rule });
            let mut bots: [Box<dyn Bot<Gomoku>>; 2] = [
                gomoku::by_name("medium").expect("medium"),
                gomoku::by_name("combos").expect("combos"),
            ];
            play_out(game.clone(), &mut bots, 30);
            bots.swap(0, 1);
            play_out(game, &mut bots, 30);
        }
        let game = HexGomoku::new(&HexGomokuConfig { size: 6 });
        let mut bots: [Box<dyn Bot<HexGomoku>>; 2] = [
            hex_gomoku::by_name("tuples").expect("tuples"),
            hex_gomoku::by_name("hard").expect("hard"),
        ];
        play_out(game, &mut bots, 30);
        // The baselines are generic over the board: each works on the other's board too.
        let mut cross: [Box<dyn Bot<HexGomoku>>; 2] = [Box::new(Combos), Box::new(Tuples)];
        play_out(HexGomoku::new(&HexGomokuConfig { size: 5 }), &mut cross, 10);
    }

    /// A 15x15 renju position from rows of text, `to_move` to play.
    fn renju(rows: &[&str], to_move: Side) -> Gomoku {
        let shape = Shape::Square { size: 15 };
        let mut text: String = rows.concat();
        text.extend(std::iter::repeat_n('.', 225 - text.chars().count()));
        let setup = Setup::parse(shape, &text, to_move).expect("a board");
        let config = GomokuConfig {
            size: 15,
            rule: GomokuRule::Renju,
        };
        Gomoku::from_setup(&config, &setup).expect("a position")
    }

    #[test]
    fn renju_black_never_plays_a_forbidden_point() {
        // Black's strongest-looking point, (7,7), makes two open threes: forbidden.
        let game = renju(
            &[
                "...............",
                "...............",
                "...............",
                "...............",
                "...............",
                ".......X.......",
                ".......X.......",
                ".....XX........",
                "...............",
                "...O...........",
                "..O............",
                ".O.............",
                "O..............",
            ],
            Side::Black,
        );
        let p = Point::new(7, 7);
        assert!(game.forbidden(p).is_some());
        let stop = AtomicBool::new(false);
        for name in ["hard", "medium", "combos"] {
            let mut bot = gomoku::by_name(name).expect("a bot");
            let mut rng = SmallRng::seed_from_u64(5);
            let budget = Budget::new(Duration::from_millis(200), &stop);
            let m = bot.choose(&game, &budget, &mut rng).expect("a move");
            assert_ne!(m, Move::Place(p), "{name}");
            assert!(game.is_legal(m), "{name} played {m}");
        }
    }

    #[test]
    fn renju_white_wins_through_a_forbidden_block() {
        // Black's only block of white's diagonal four would be (7,7), a double three for black.
        let game = renju(
            &[
                "...............",
                "...............",
                "...............",
                "...X...........",
                "....O..........",
                ".....O.........",
                "......OX.......",
                ".....XX........",
                ".......X.......",
            ],
            Side::White,
        );
        let stop = AtomicBool::new(false);
        let budget = Budget::new(Duration::from_secs(5), &stop);
        let found = crate::ai::five::vcf(&game, 10, &budget);
        assert_eq!(found.win, Some(Point::new(8, 8)));
        let (after, _) = game.play(Move::Place(Point::new(8, 8))).expect("legal");
        assert!(after.forbidden(Point::new(7, 7)).is_some());
    }

    #[test]
    fn the_search_stops_on_time_and_on_the_flag() {
        let game = renju(
            &[
                "...............",
                "...............",
                "...............",
                "...............",
                "......O........",
                ".....XXO.......",
                "......XO.......",
                ".....OX........",
                ".......X.......",
            ],
            Side::White,
        );
        let mut rng = SmallRng::seed_from_u64(9);
        let mut engine = Engine::new("hard", HARD);
        // The best of three tries: on shared cores a thread may be descheduled for a while,
        // which says nothing about the search.
        let mut late_deadline = Duration::MAX;
        let mut late_flag = Duration::MAX;
        for _ in 0..3 {
            // The deadline.
            let stop = AtomicBool::new(false);
            let clock = Instant::now();
            let budget = Budget::new(Duration::from_millis(300), &stop);
            let m = Bot::<Gomoku>::choose(&mut engine, &game, &budget, &mut rng);
            assert!(m.is_some_and(|m| game.is_legal(m)));
            let late = clock.elapsed().saturating_sub(Duration::from_millis(300));
            late_deadline = late_deadline.min(late);
            // The flag, set by another thread long before the deadline.
            let stop = AtomicBool::new(false);
            let clock = Instant::now();
            let budget = Budget::new(Duration::from_secs(30), &stop);
            let m = std::thread::scope(|scope| {
                scope.spawn(|| {
                    std::thread::sleep(Duration::from_millis(200));
                    stop.store(true, Ordering::Relaxed);
                });
                Bot::<Gomoku>::choose(&mut engine, &game, &budget, &mut rng)
            });
            assert!(m.is_some_and(|m| game.is_legal(m)));
            let late = clock.elapsed().saturating_sub(Duration::from_millis(200));
            late_flag = late_flag.min(late);
        }
        assert!(
            late_deadline < Duration::from_millis(50),
            "{late_deadline:?} after the deadline"
        );
        assert!(
            late_flag < Duration::from_millis(50),
            "{late_flag:?} after the flag"
        );
    }
}
