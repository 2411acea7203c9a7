//! How hard a review looks at each position: limits counted in depth, nodes and simulations
//! rather than time, so that the same game reviewed twice (or resumed after a restart) gets the
//! same verdicts. The caller's [`crate::ai::Budget`] is only a ceiling: a search it cuts short
//! gives what it found so far.

/// The search limits of a review, one knob per engine.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Effort {
    /// Five in a row: the deepest iteration of the engine's search (the `hard` engine's
    /// search, forced replies not counted).
    pub five_depth: i32,
    /// Five in a row: how many attacking moves deep the searches for continuous fours go.
    pub vcf_depth: u8,
    /// Five in a row: nodes of the search for a win by continuous threats (fours and open
    /// threes) at each position; zero for none.
    pub vct_nodes: u64,
    /// Reversi: the depth of the middle-game search.
    pub reversi_depth: u32,
    /// Reversi: from this many empty squares down, the exact endgame solver gives the final
    /// disc margin under perfect play.
    pub exact_empties: u32,
    /// NoGo: simulations of the Monte Carlo search per position.
    pub playouts: u64,
}

impl Effort {
    /// A few milliseconds a position in a release build: for tests, and a first look.
    pub const QUICK: Effort = Effort {
        five_depth: 2,
        vcf_depth: 16,
        vct_nodes: 0,
        reversi_depth: 4,
        exact_empties: 12,
        playouts: 2_000,
    };

    /// What the server's reviews use: about a tenth to a half of a second a position on one
    /// core of a laptop (figures in `docs/review.md`).
    pub const STANDARD: Effort = Effort {
        five_depth: 6,
        vcf_depth: 24,
        vct_nodes: 20_000,
        reversi_depth: 10,
        exact_empties: 16,
        playouts: 20_000,
    };
}

impl Default for Effort {
    fn default() -> Effort {
        Effort::STANDARD
    }
}
