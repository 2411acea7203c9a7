//! The shelf of game records made lately for `GET /games/{id}.sgf` and `GET /g/{id}`
//! (`record_pages.rs` makes and serves them), kept in `Services` below everything that uses it.

use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::shelf::Shelf;
use crate::store::GameId;

/// Records kept at most (each some kilobytes: a long reviewed game's page, some tens).
pub(crate) const KEPT: usize = 128;

/// How long a record made without a finished review is served before it is made again.
pub(crate) const FRESH: Duration = Duration::from_secs(30);

/// Which of a game's two forms.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    /// `GET /games/{id}.sgf`.
    Sgf,
    /// `GET /g/{id}.html` (and `GET /g/{id}`, which needs to know the game is there).
    Page,
}

/// A record as made.
#[derive(Debug, Clone)]
pub(crate) struct Made {
    /// The text served.
    pub(crate) text: Arc<str>,
    /// Whether it holds a finished review's verdicts: then it never changes.
    pub(crate) reviewed: bool,
    /// When it was made.
    pub(crate) at: Instant,
    /// The reviews this server had finished then ([`Reviews::finished_count`]).
    ///
    /// [`Reviews::finished_count`]: crate::review::Reviews::finished_count
    pub(crate) reviews_done: u64,
}

/// The records made lately.
#[derive(Debug)]
pub(crate) struct RecordPages {
    /// By game and form, the ones asked for last.
    pub(crate) shelf: Shelf<(GameId, Kind), Made>,
}

impl Default for RecordPages {
    fn default() -> RecordPages {
        RecordPages {
            shelf: Shelf::new(KEPT),
        }
    }
}
