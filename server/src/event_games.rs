//! Which games under way belong to an event, and where their results go: the room that plays
//! one tells this book when it ends, and the book hands the result to the event's task. Rooms
//! know nothing of events; an event registers its games here as it opens them (and again when
//! it is run again after a restart).

use std::collections::HashMap;
use std::sync::Mutex;

use boardroom_protocol::{GameResult, Reason};
use tokio::sync::mpsc;

use crate::store::GameId;

/// How a game of an event ended on its board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct EndedGame {
    /// The stored game.
    pub(crate) game_id: GameId,
    /// Who won.
    pub(crate) result: GameResult,
    /// Why.
    pub(crate) reason: Reason,
    /// How many moves were played.
    pub(crate) ply: usize,
}

/// The book: each registered game's event, as the queue its results go to.
#[derive(Debug, Default)]
pub(crate) struct EventGames {
    games: Mutex<HashMap<GameId, mpsc::UnboundedSender<EndedGame>>>,
}

impl EventGames {
    /// Sends the result of `game_id` to `results` when its room says it ended.
    pub(crate) fn register(&self, game_id: GameId, results: mpsc::UnboundedSender<EndedGame>) {
        self.lock().insert(game_id, results);
    }

    /// A room's game ended: its event, if it has one, is told (once).
    pub(crate) fn ended(&self, ended: EndedGame) {
        if let Some(results) = self.lock().remove(&ended.game_id) {
            // An event that has gone (it ended, or the server is stopping) needs no result.
            let _ = results.send(ended);
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<GameId, mpsc::UnboundedSender<EndedGame>>> {
        self.games
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_result_goes_to_its_event_once() {
        let book = EventGames::default();
        let (results, mut received) = mpsc::unbounded_channel();
        book.register(7, results);
        let ended = EndedGame {
            game_id: 7,
            result: GameResult::Black,
            reason: Reason::Five,
            ply: 9,
        };
        book.ended(EndedGame {
            game_id: 8,
            ..ended
        });
        assert!(
            received.try_recv().is_err(),
            "another game's result is no result"
        );
        book.ended(ended);
        assert_eq!(received.try_recv().ok(), Some(ended));
        book.ended(ended);
        assert!(received.try_recv().is_err(), "told once");
    }
}
