//! A whole game to replay (`game_record`): a finished game of the store (`get_game`) or a game
//! read from an SGF file (`open_sgf`).
//!
//! The record is played through the rules here, once, so that each move says what it did (the
//! discs it turned over): a client then steps through any game by putting stones down and
//! turning discs, without knowing the rules of any game.

use boardroom_engine::sgf::{SgfRecord, from_sgf};
use boardroom_engine::{AnyGame, Game, Move};
use boardroom_protocol::{ErrorCode, GameRecord, GameResult, Reason, RecordMove, ServerMsg};

use crate::convert;
use crate::game_ids::no_such_game;
use crate::refusal::Refusal;
use crate::store::Store;

/// What the record says beyond the moves.
#[derive(Debug, Default)]
struct About {
    game_id: Option<String>,
    imported: bool,
    black: Option<String>,
    white: Option<String>,
    result: Option<(GameResult, Reason)>,
    started_ms: Option<i64>,
}

/// `get_game`: the finished game `game_id` of the store, with a finished review's verdicts as
/// the moves' comments.
///
/// # Errors
/// `bad_request` for an id of no game or of a game not over; `server_busy` when the store fails.
pub(crate) async fn stored(
    services: &crate::context::Services,
    game_id: &str,
) -> Result<ServerMsg, Refusal> {
    let id = services.game_ids.parse_wire(game_id)?;
    let busy = |e: crate::store::StoreError| {
        tracing::warn!(error = %e, "reading a game failed");
        Refusal::says(ErrorCode::ServerBusy, "server-game-unread", &[])
    };
    let store: &Store = &services.store;
    let record = store
        .game_record(id)
        .await
        .map_err(busy)?
        .ok_or_else(|| no_such_game(game_id))?;
    if !record.is_whole() {
        return Err(Refusal::says(
            ErrorCode::BadRequest,
            "server-replay-not-over",
            &[("game", crate::words::text(game_id))],
        ));
    }
    let game = AnyGame::replay(&record.config, &record.moves).map_err(|e| {
        tracing::error!(error = %e, game = id, "a stored game does not replay");
        Refusal::says(ErrorCode::ServerBusy, "server-stored-game-no-replay", &[])
    })?;
    let comments = match services.reviews.finished(store, id).await {
        Ok(review) => review.map(|r| r.comments()).unwrap_or_default(),
        Err(e) => {
            tracing::warn!(error = %e, "reading a review failed; the record goes without it");
            Vec::new()
        }
    };
    let result = record.result.as_ref().and_then(|ended| {
        convert::result_from_name(&ended.result).zip(convert::reason_from_name(&ended.reason))
    });
    let about = About {
        game_id: Some(services.game_ids.public(id)),
        imported: record.imported_by.is_some(),
        black: record.names[0].clone(),
        white: record.names[1].clone(),
        result,
        started_ms: Some(record.started_ms),
    };
    Ok(message(&game, &comments, about))
}

/// `open_sgf`: the SGF file `text` read into a record. The text is at most a frame (16 KiB):
/// reading and replaying it takes well under a millisecond.
///
/// # Errors
/// `bad_request` naming the file's first problem and where it is.
pub(crate) fn from_file(text: &str) -> Result<ServerMsg, Refusal> {
    let FileGame { record, result } = read_file(text)?;
    let about = About {
        game_id: None,
        imported: false,
        black: record.info.black.clone(),
        white: record.info.white.clone(),
        result,
        started_ms: None,
    };
    Ok(message(&record.game, &record.comments, about))
}

/// A game read from an SGF file, with its result: the rules' own ending, or else the file's `RE`.
#[derive(Debug)]
pub(crate) struct FileGame {
    /// What the file holds.
    pub(crate) record: SgfRecord,
    /// How the game ended, where the rules or the file say.
    pub(crate) result: Option<(GameResult, Reason)>,
}

/// Reads the SGF file `text` (a frame's worth).
///
/// # Errors
/// `bad_request` naming the file's first problem and where it is.
pub(crate) fn read_file(text: &str) -> Result<FileGame, Refusal> {
    let record: SgfRecord = from_sgf(text)
        .map_err(|e| Refusal::told(ErrorCode::BadRequest, crate::words::sgf_error(&e)))?;
    let result = record
        .ending()
        .map(|(winner, ending)| convert::ending(winner, ending));
    Ok(FileGame { record, result })
}

/// The record of `game` (every move of its history, played again from its start), each move with
/// its comment from `comments`.
fn message(game: &AnyGame, comments: &[Option<String>], about: About) -> ServerMsg {
    let mut position = game.start();
    let start = convert::stones(&position.stones());
    let mut moves = Vec::with_capacity(game.history().len());
    for (k, &mv) in game.history().iter().enumerate() {
        let mover = position.to_move();
        let by = convert::seat(mover);
        let Ok((next, effects)) = position.clone().play(mv) else {
            // The game was built by these moves: they replay.
            break;
        };
        position = next;
        moves.push(RecordMove {
            by,
            at: mv.point().map(convert::point_out),
            pass: mv == Move::Pass,
            flipped: convert::flipped_out(mover, &effects.changed),
            changed: convert::changed_out(&effects.changed),
            comment: comments.get(k).cloned().flatten(),
        });
    }
    let line = game
        .outcome()
        .map(|o| o.line)
        .filter(|line| !line.is_empty())
        .map(|line| convert::points_out(&line));
    let (result, reason) = about.result.unzip();
    ServerMsg::GameRecord(Box::new(GameRecord {
        game_id: about.game_id,
        imported: about.imported,
        game: convert::game_kind_out(game.kind()),
        options: convert::options_out(&game.config(), None),
        black: about.black,
        white: about.white,
        result,
        reason,
        line,
        started_ms: about.started_ms,
        start,
        moves,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record_of(text: &str) -> GameRecord {
        match from_file(text) {
            Ok(ServerMsg::GameRecord(record)) => *record,
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_reversi_file_carries_its_start_and_flips() {
        let record = record_of("(;FF[4]GM[2]SZ[8]PB[Ada]PW[Bashir];B[dc];W[cc])");
        assert_eq!(record.black.as_deref(), Some("Ada"));
        assert_eq!(record.start.black.len() + record.start.white.len(), 4);
        assert_eq!(record.moves.len(), 2);
        assert_eq!(record.moves[0].by, boardroom_protocol::Seat::Black);
        assert_eq!(record.moves[0].flipped.len(), 1);
        assert_eq!(record.moves[1].flipped.len(), 1);
        assert_eq!(record.result, None);
    }

    #[test]
    fn a_file_s_result_is_the_rules_or_its_re() {
        let resigned = read_file("(;FF[4]GM[4]SZ[15]RE[b+r];B[hh];W[ii])").expect("a file");
        assert_eq!(resigned.result, Some((GameResult::Black, Reason::Resign)));
        let void = read_file("(;FF[4]GM[4]SZ[15]RE[Void];B[hh])").expect("a file");
        assert_eq!(void.result, Some((GameResult::Draw, Reason::Aborted)));
        let scored = read_file("(;FF[4]GM[4]SZ[15]RE[B+12];B[hh])").expect("a file");
        assert_eq!(scored.result, None);
    }

    #[test]
    fn a_bad_file_is_named() {
        let refused = from_file("(;FF[4]GM[4]SZ[15];B[hh];W[hh])").expect_err("occupied");
        assert!(refused.message.contains("move 2"), "{}", refused.message);
        let refused = from_file("hello").expect_err("no tree");
        assert!(
            refused.message.starts_with("the SGF file: "),
            "{}",
            refused.message
        );
    }
}
