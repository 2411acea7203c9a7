//! Which games under way belong to an event, and where their results go: the room that plays
//! one tells this book when it ends, and the book hands the result to the event's task. Rooms
//! know nothing of events; an event registers its games here as it opens them (and again when
//! it is run again after a restart).

use std::collections::HashMap;
use std::sync::Mutex;

use boardroom_protocol::{GameResult, Reason};
use tokio::sync::mpsc;
use tokio_util::task::TaskTracker;

use crate::cluster::Node;
use crate::store::GameId;

/// The subject on which a node tells the others of a game that ended in a room of its own but
/// is no game of an event it runs: in a cluster, an event's rooms may be taken over by other
/// nodes than the event. Each node hands what comes on it to its own book.
pub(crate) const ENDED_SUBJECT: &str = "boardroom.events.ended";

/// Tells the other nodes of a game that ended here, for the node whose event it is, if any.
/// A word lost on the way is made up for by the event, which reads its open games' stored
/// results now and then (`tournaments::task`).
pub(crate) fn tell_cluster(tracker: &TaskTracker, node: &Node, ended: EndedGame) {
    let Ok(payload) = serde_json::to_vec(&ended) else {
        return;
    };
    let nats = node.nats.clone();
    // Publishing only buffers; it is never waited for here.
    tracker.spawn(async move {
        if let Err(e) = nats.publish(ENDED_SUBJECT, payload.into()).await {
            tracing::warn!(error = %e, "cluster: a game's end not told to the other nodes");
        }
    });
}

/// How a game of an event ended on its board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
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

    /// A room's game ended: its event, if it has one here, is told (once). Whether the game
    /// was an event's here: in a cluster, one that was not may be the game of an event another
    /// node owns (`tournaments::remote`).
    pub(crate) fn ended(&self, ended: EndedGame) -> bool {
        match self.lock().remove(&ended.game_id) {
            Some(results) => {
                // An event that has gone (it ended, or the server is stopping) needs no result.
                let _ = results.send(ended);
                true
            }
            None => false,
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
