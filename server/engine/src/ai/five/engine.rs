//! The engine bot behind `medium` and `hard`, for any five-in-a-row game.

use std::time::Duration;

use rand::RngExt;
use rand::rngs::SmallRng;

use super::search::{self, Memory, Settings};
use super::{FiveGame, search_board};
use crate::ai::{Bot, Budget};
use crate::{Move, MoveList, Point};

/// `hard`: the whole budget, deep, with continuous-four searches at the leaves.
pub(crate) const HARD: Settings = Settings {
    max_depth: 40,
    width: 12,
    root_width: 40,
    vcf_depth: 30,
    leaf_vcf: 300,
    time_cap: None,
};

/// `medium`: the same search capped at the medium level's 0.2 s, narrower, without leaf VCFs.
pub(crate) const MEDIUM: Settings = Settings {
    max_depth: 40,
    width: 10,
    root_width: 30,
    vcf_depth: 20,
    leaf_vcf: 0,
    time_cap: Some(Duration::from_millis(200)),
};

/// What the engine found for a position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Report {
    /// The move it plays.
    pub best: Point,
    /// Its score for the side to move: beyond ±999000 a proven win or loss.
    pub score: i32,
    /// The last depth the iterative deepening completed (0 when no search was needed).
    pub depth: i32,
    /// Nodes of the main search.
    pub nodes: u64,
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
}
