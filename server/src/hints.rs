//! No engine answer about a player's own game under way, from any door. The rule of the
//! house is no hints in your own live games; the doors that would give one are a review
//! (`review_sgf` of a file that reaches the live position, or `request_review` of another game
//! that does: a simultaneous game played move for move) and a room whose opening reaches it
//! (the AI, an engine or a bot seated there would answer the live position).
//!
//! A position "reaches" a live game when it could follow the live game's position on the same
//! board. What the catalogue says a move changes decides how: where a move changes nothing but
//! its own point, a position that follows holds every stone of the live one; where it turns
//! pieces over (reversi), every occupied point; where it takes pieces off, any position of the
//! same board could follow, so every one is taken to. Checking for that rather than for the
//! live position alone also covers the position after a move under consideration (what a
//! review would judge), and a file that gets there by another order of moves.

use std::collections::HashSet;

use boardroom_engine::catalogue::Changes;
use boardroom_engine::{AnyGame, Config, Game, Move, Point};
use boardroom_protocol::ErrorCode;

use crate::refusal::Refusal;
use crate::store::{PlayerId, Store};
use crate::words::text;

/// A position as the rule compares it: the board, and each side's stones.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Position {
    /// The game and its options.
    config: Config,
    /// Black's stones.
    black: HashSet<Point>,
    /// White's stones.
    white: HashSet<Point>,
}

impl Position {
    /// The position `game` stands at.
    pub(crate) fn of(game: &AnyGame) -> Position {
        let stones = game.stones();
        Position {
            config: game.config(),
            black: stones.black.into_iter().collect(),
            white: stones.white.into_iter().collect(),
        }
    }

    /// Whether this position could follow `live` (or is it).
    pub(crate) fn reaches(&self, live: &Position) -> bool {
        if self.config != live.config {
            return false;
        }
        let taken = |p: &Position| p.black.union(&p.white).copied().collect::<HashSet<_>>();
        match self.config.kind().info().changes {
            Changes::Nothing => {
                self.black.is_superset(&live.black) && self.white.is_superset(&live.white)
            }
            // Pieces turn over: only the points taken stay taken.
            Changes::Flips => taken(self).is_superset(&taken(live)),
            Changes::Captures => true,
        }
    }
}

/// Every position of `game` from its start (its set-up, if any), in order.
pub(crate) fn positions(game: &AnyGame) -> Vec<Position> {
    let mut at = game.start();
    let mut all = vec![Position::of(&at)];
    for &mv in game.history() {
        at.play_unchecked(mv);
        all.push(Position::of(&at));
    }
    all
}

/// The positions of `player`'s games under way, as stored (a move is stored before anyone
/// sees it, so this is where every game stands).
///
/// # Errors
/// `server_busy` when the store fails.
pub(crate) async fn live_positions(
    store: &Store,
    player: PlayerId,
) -> Result<Vec<Position>, Refusal> {
    let busy = |e: crate::store::StoreError| {
        tracing::warn!(error = %e, "reading a player's games under way failed");
        Refusal::says(ErrorCode::ServerBusy, "server-live-games-unread", &[])
    };
    let mut live = Vec::new();
    for id in store.games_under_way(player).await.map_err(busy)? {
        let Some(record) = store.game_record(id).await.map_err(busy)? else {
            continue;
        };
        if let Ok(game) = AnyGame::replay(&record.config, &record.moves) {
            live.push(Position::of(&game));
        }
    }
    Ok(live)
}

/// Refuses when any of `positions` reaches one of `live`.
///
/// # Errors
/// `bad_request` saying why, for `what` (`file`, `game`, `opening`, `review_rest`: the
/// words the catalogues' message selects).
pub(crate) fn refuse_reaching(
    positions: &[Position],
    live: &[Position],
    what: &str,
) -> Result<(), Refusal> {
    if positions.iter().any(|p| live.iter().any(|l| p.reaches(l))) {
        return Err(Refusal::says(
            ErrorCode::BadRequest,
            "server-reaches-live-game",
            &[("what", text(what))],
        ));
    }
    Ok(())
}

/// Refuses `game` to be reviewed for `player` when one of its positions reaches a game of
/// theirs under way: the review would judge that position, and say the engine's move.
///
/// # Errors
/// `bad_request` for such a game (`what` names it: `file`, `game`); `server_busy`
/// when the store fails.
pub(crate) async fn check_review(
    store: &Store,
    player: PlayerId,
    game: AnyGame,
    what: &'static str,
) -> Result<(), Refusal> {
    let live = live_positions(store, player).await?;
    if live.is_empty() {
        return Ok(());
    }
    // Some hundreds of positions against a few games: off the reactor.
    tokio::task::spawn_blocking(move || refuse_reaching(&positions(&game), &live, what))
        .await
        .map_err(|_| Refusal::says(ErrorCode::ServerBusy, "server-check-failed", &[]))?
}

/// Refuses a room's opening `moves` on `config` when it reaches a game of `player`'s under
/// way: whoever is seated against it (the AI, an engine, a bot) would answer that position.
///
/// # Errors
/// `bad_request` for such an opening; `server_busy` when the store fails.
pub(crate) async fn check_opening(
    store: &Store,
    player: PlayerId,
    config: &Config,
    moves: &[Move],
) -> Result<(), Refusal> {
    if moves.is_empty() {
        return Ok(());
    }
    let live = live_positions(store, player).await?;
    // The opening was checked against the rules: it replays.
    match AnyGame::replay(config, moves) {
        Ok(game) => refuse_reaching(&[Position::of(&game)], &live, "opening"),
        Err(_) => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use boardroom_engine::{GameKind, Options};

    use super::*;

    fn game(kind: GameKind, moves: &[(i8, i8)]) -> AnyGame {
        let config = Config::validate(kind, &Options::default()).unwrap_or_else(|e| panic!("{e}"));
        let moves: Vec<Move> = moves
            .iter()
            .map(|&(x, y)| Move::Place(Point::new(x, y)))
            .collect();
        AnyGame::replay(&config, &moves).unwrap_or_else(|e| panic!("{e}"))
    }

    /// Whether a position of `file` reaches the position of `live`.
    fn check(kind: GameKind, live: &[(i8, i8)], file: &[(i8, i8)]) -> bool {
        let live = Position::of(&game(kind, live));
        positions(&game(kind, file))
            .iter()
            .any(|p| p.reaches(&live))
    }

    #[test]
    fn what_reaches_a_live_position() {
        let live = [(7, 7), (8, 8), (7, 8)];
        // The live game, and the live game with one more move (what a review would judge).
        assert!(check(GameKind::Gomoku, &live, &live));
        assert!(check(
            GameKind::Gomoku,
            &live,
            &[(7, 7), (8, 8), (7, 8), (9, 9)]
        ));
        // The same stones in another order, and a move beyond.
        assert!(check(
            GameKind::Gomoku,
            &live,
            &[(7, 8), (8, 8), (7, 7), (6, 6), (5, 5)]
        ));
        // Short of it, off it, or the colours the other way round: no.
        assert!(!check(GameKind::Gomoku, &live, &live[..2]));
        assert!(!check(GameKind::Gomoku, &live, &[(7, 7), (8, 8), (6, 8)]));
        assert!(!check(
            GameKind::Gomoku,
            &live,
            &[(8, 8), (7, 7), (1, 1), (7, 8)]
        ));
        // Another game is another board.
        let on = |kind| Position::of(&game(kind, &[(3, 3)]));
        assert!(!on(GameKind::Gomoku).reaches(&on(GameKind::NoGo)));
        // Reversi: discs turn over, the points taken stay.
        let opening = [(2, 3), (2, 2), (2, 1)];
        assert!(check(
            GameKind::Reversi,
            &opening,
            &[(2, 3), (2, 2), (2, 1), (1, 1)]
        ));
        assert!(!check(GameKind::Reversi, &opening, &[(2, 3), (2, 4)]));
    }
}
