//! How each value is written in a column. The text is the same in SQLite and PostgreSQL, so a
//! row copies from one to the other as it is (`migrate.rs`), and each database's code only
//! moves columns in and out: what a column means is decided here, once.

use boardroom_engine::ai::Level;
use boardroom_engine::{Move, Point, Side};

use super::records::{
    GameRecord, Occupant, StoredChat, StoredOptions, StoredRequests, StoredResult, StoredRoom,
};
use super::{GameId, PlayerId, StoreError};

impl Occupant {
    /// The stored text: `player:<id>` or `ai:<level>`.
    fn to_text(self) -> String {
        match self {
            Occupant::Player(id) => format!("player:{id}"),
            Occupant::Ai(level) => format!("ai:{level}"),
        }
    }

    fn from_text(text: &str) -> Result<Occupant, StoreError> {
        let corrupt = || StoreError::Corrupt(format!("occupant {text:?}"));
        match text.split_once(':') {
            Some(("player", id)) => id.parse().map(Occupant::Player).map_err(|_| corrupt()),
            Some(("ai", level)) => level.parse().map(Occupant::Ai).map_err(|_| corrupt()),
            _ => Err(corrupt()),
        }
    }
}

/// The `options` column's text: the options as the protocol writes them.
pub(super) fn options_column(options: &boardroom_protocol::Options) -> String {
    serde_json::to_string(options).unwrap_or_else(|_| "{}".to_owned())
}

/// The game and options of a row, from its `game` and `options` columns.
fn options_from_columns(game: &str, options: &str) -> Result<StoredOptions, StoreError> {
    let corrupt = |what: String| StoreError::Corrupt(what);
    let game = serde_json::from_value(serde_json::Value::String(game.to_owned()))
        .map_err(|e| corrupt(format!("game {game:?}: {e}")))?;
    let options =
        serde_json::from_str(options).map_err(|e| corrupt(format!("options {options:?}: {e}")))?;
    Ok(StoredOptions { game, options })
}

/// A winning row's text: `x,y` pairs separated by spaces.
pub(super) fn line_text(line: &[Point]) -> String {
    line.iter()
        .map(|p| format!("{},{}", p.x, p.y))
        .collect::<Vec<_>>()
        .join(" ")
}

fn line_from_text(text: &str) -> Result<Vec<Point>, StoreError> {
    text.split_whitespace()
        .map(|pair| {
            let (x, y) = pair
                .split_once(',')
                .ok_or_else(|| StoreError::Corrupt(format!("line {text:?}")))?;
            let coord = |s: &str| {
                s.parse::<i8>()
                    .map_err(|_| StoreError::Corrupt(format!("line {text:?}")))
            };
            Ok(Point::new(coord(x)?, coord(y)?))
        })
        .collect()
}

/// The seats' column texts, black first.
pub(super) fn occupant_columns(seats: &[Option<Occupant>; 2]) -> [Option<String>; 2] {
    seats.map(|occupant| occupant.map(Occupant::to_text))
}

/// A seat's column text.
pub(super) fn occupant_column(occupant: Option<Occupant>) -> Option<String> {
    occupant.map(Occupant::to_text)
}

fn occupant_from_column(text: Option<String>) -> Result<Option<Occupant>, StoreError> {
    text.as_deref().map(Occupant::from_text).transpose()
}

fn side_from_column(text: Option<String>) -> Result<Option<Side>, StoreError> {
    match text.as_deref() {
        None => Ok(None),
        Some("black") => Ok(Some(Side::Black)),
        Some("white") => Ok(Some(Side::White)),
        Some(other) => Err(StoreError::Corrupt(format!("side {other:?}"))),
    }
}

/// A side's name, which is also the name of its seat's column.
pub(super) fn seat_column(side: Side) -> &'static str {
    match side {
        Side::Black => "black",
        Side::White => "white",
    }
}

/// The requests' three columns (`undo`, `draw`, `play_again`): the side that asked, or NULL.
pub(super) fn request_columns(requests: &StoredRequests) -> [Option<&'static str>; 3] {
    [requests.undo, requests.draw, requests.play_again].map(|side| side.map(seat_column))
}

/// A move's two coordinate columns: NULL for a pass.
pub(super) fn move_columns(mv: Move) -> (Option<i8>, Option<i8>) {
    match mv {
        Move::Place(p) => (Some(p.x), Some(p.y)),
        Move::Pass => (None, None),
    }
}

/// A count or a time as an integer column; the largest one past its range (never reached).
pub(super) fn int_column<T: TryInto<i64>>(value: T) -> i64 {
    value.try_into().unwrap_or(i64::MAX)
}

fn read_result(
    result: Option<String>,
    reason: Option<String>,
    line: Option<String>,
) -> Result<Option<StoredResult>, StoreError> {
    match (result, reason) {
        (Some(result), Some(reason)) => Ok(Some(StoredResult {
            result,
            reason,
            line: line_from_text(line.as_deref().unwrap_or(""))?,
        })),
        _ => Ok(None),
    }
}

/// A game's moves in order, and the mover's time left after each, as they are read.
#[derive(Debug, Default)]
pub(super) struct MoveList {
    /// The moves.
    moves: Vec<Move>,
    /// The time left after each.
    times: Vec<Option<u64>>,
}

impl MoveList {
    /// Adds the next move from its columns (`x`, `y`, `left_ms`).
    pub(super) fn push(
        &mut self,
        x: Option<i64>,
        y: Option<i64>,
        left_ms: Option<i64>,
    ) -> Result<(), StoreError> {
        let coord = |c: i64| i8::try_from(c).map_err(|_| StoreError::Corrupt(format!("x/y {c}")));
        self.moves.push(match (x, y) {
            (Some(x), Some(y)) => Move::Place(Point::new(coord(x)?, coord(y)?)),
            _ => Move::Pass,
        });
        self.times
            .push(left_ms.and_then(|ms| u64::try_from(ms).ok()));
        Ok(())
    }
}

/// A room's columns as both databases read them (`SELECT_ROOMS` in each).
#[derive(Debug)]
pub(super) struct RoomRow {
    pub(super) code: String,
    pub(super) game: String,
    pub(super) options: String,
    pub(super) black: Option<String>,
    pub(super) white: Option<String>,
    pub(super) game_id: GameId,
    pub(super) last_active_ms: i64,
    pub(super) result: Option<String>,
    pub(super) reason: Option<String>,
    pub(super) line: Option<String>,
    /// `undo`, `draw`, `play_again`.
    pub(super) requests: [Option<String>; 3],
}

impl RoomRow {
    /// The room, with its current game's moves and chat.
    pub(super) fn into_room(
        self,
        moves: MoveList,
        chat: Vec<StoredChat>,
    ) -> Result<StoredRoom, StoreError> {
        let [undo, draw, play_again] = self.requests;
        Ok(StoredRoom {
            options: options_from_columns(&self.game, &self.options)?,
            seats: [
                occupant_from_column(self.black)?,
                occupant_from_column(self.white)?,
            ],
            moves: moves.moves,
            times: moves.times,
            result: read_result(self.result, self.reason, self.line)?,
            code: self.code,
            game_id: self.game_id,
            last_active_ms: self.last_active_ms,
            requests: StoredRequests {
                undo: side_from_column(undo)?,
                draw: side_from_column(draw)?,
                play_again: side_from_column(play_again)?,
            },
            chat,
        })
    }
}

/// A chat line's columns as both databases read them: `at_ms`, `speaker`, `seat`, `text`.
pub(super) fn chat_line(
    at_ms: i64,
    speaker: String,
    seat: Option<String>,
    text: String,
) -> Result<StoredChat, StoreError> {
    Ok(StoredChat {
        at_ms,
        speaker,
        seat: side_from_column(seat)?,
        text,
    })
}

/// A game's columns as both databases read them for export.
#[derive(Debug)]
pub(super) struct GameRow {
    pub(super) game: String,
    pub(super) options: String,
    pub(super) black: Option<String>,
    pub(super) white: Option<String>,
    pub(super) started_ms: i64,
    pub(super) ended_ms: Option<i64>,
    pub(super) result: Option<String>,
    pub(super) reason: Option<String>,
    pub(super) line: Option<String>,
    /// Whether the game is an open room's current game.
    pub(super) in_open_room: bool,
}

/// The columns both databases read a player by: id, token hash, name, room, and since when it
/// is a registered bot (none for a person).
pub(super) const PLAYER_COLUMNS: &str = "id, token_hash, name, room, bot_ms";

/// The columns both databases read a game by, in [`GameRow`]'s order (`NOT closed` reads
/// SQLite's 0 or 1 as PostgreSQL's boolean).
pub(super) const GAME_COLUMNS: &str =
    "game, options, black, white, started_ms, ended_ms, result, reason, line,
     EXISTS (SELECT 1 FROM rooms r WHERE r.game_id = games.id AND NOT r.closed)";

impl GameRow {
    /// The players in the seats (not the AI), whose names the record needs.
    pub(super) fn players(&self) -> Result<Vec<PlayerId>, StoreError> {
        let mut ids = Vec::new();
        for seat in [&self.black, &self.white] {
            if let Some(Occupant::Player(id)) = occupant_from_column(seat.clone())? {
                ids.push(id);
            }
        }
        Ok(ids)
    }

    /// The record, given its moves and the names of [`GameRow::players`] found.
    pub(super) fn into_record(
        self,
        names: &[(PlayerId, String)],
        moves: MoveList,
    ) -> Result<GameRecord, StoreError> {
        let name = |text: Option<String>| -> Result<Option<String>, StoreError> {
            Ok(match occupant_from_column(text)? {
                None => None,
                Some(Occupant::Ai(level)) => Some(ai_name(level)),
                Some(Occupant::Player(id)) => names
                    .iter()
                    .find(|(player, _)| *player == id)
                    .map(|(_, name)| name.clone()),
            })
        };
        let seats = [
            occupant_from_column(self.black.clone())?,
            occupant_from_column(self.white.clone())?,
        ];
        let stored = options_from_columns(&self.game, &self.options)?;
        Ok(GameRecord {
            config: stored.config()?,
            options: stored.options,
            names: [name(self.black)?, name(self.white)?],
            seats,
            ended_ms: self.ended_ms,
            moves: moves.moves,
            times: moves.times,
            under_way: self.result.is_none() && self.in_open_room,
            result: read_result(self.result, self.reason, self.line)?,
            started_ms: self.started_ms,
            imported_by: None,
        })
    }
}

impl GameRecord {
    /// A game read from a file: who brought it, and the names the file gave (it has no seats).
    pub(super) fn imported(mut self, player: PlayerId, names: [Option<String>; 2]) -> GameRecord {
        self.imported_by = Some(player);
        self.names = names;
        self
    }
}

/// The AI's name in a game record.
fn ai_name(level: Level) -> String {
    format!("Boardroom AI ({level})")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_column_reads_back_what_was_written() {
        for occupant in [Occupant::Player(42), Occupant::Ai(Level::Hard)] {
            let text = occupant_column(Some(occupant));
            assert_eq!(occupant_from_column(text).ok(), Some(Some(occupant)));
        }
        let line = vec![Point::new(0, 1), Point::new(-2, 14)];
        assert_eq!(line_from_text(&line_text(&line)).ok(), Some(line));
        let options = boardroom_protocol::Options {
            size: Some(15),
            rule: Some("renju".to_owned()),
            undo: Some(false),
            clock: Some(boardroom_protocol::ClockOptions {
                initial_s: Some(300),
                increment_s: Some(5),
                per_move_s: None,
            }),
            opening: Some(boardroom_protocol::OpeningChoice::Named(
                "random".to_owned(),
            )),
            ai_budget_ms: Some(500),
            ..boardroom_protocol::Options::default()
        };
        let stored = options_from_columns("gomoku", &options_column(&options)).ok();
        assert_eq!(
            stored,
            Some(StoredOptions {
                game: boardroom_protocol::GameKind::Gomoku,
                options
            })
        );
        // The shapes rows had before the rules joined the options still read.
        let old = options_from_columns("nogo", r#"{"size":9,"center_first_forbidden":false}"#);
        assert_eq!(old.ok().map(|o| o.options.size), Some(Some(9)));
    }

    #[test]
    fn a_hand_edited_row_is_corrupt_not_a_panic() {
        assert!(matches!(
            occupant_from_column(Some("robot:7".into())),
            Err(StoreError::Corrupt(_))
        ));
        assert!(matches!(
            side_from_column(Some("red".into())),
            Err(StoreError::Corrupt(_))
        ));
        assert!(matches!(line_from_text("1;2"), Err(StoreError::Corrupt(_))));
        assert!(matches!(
            options_from_columns("chess", "{}"),
            Err(StoreError::Corrupt(_))
        ));
        assert!(matches!(
            options_from_columns("gomoku", "{\"size\": \"big\"}"),
            Err(StoreError::Corrupt(_))
        ));
        let mut moves = MoveList::default();
        assert!(matches!(
            moves.push(Some(300), Some(0), None),
            Err(StoreError::Corrupt(_))
        ));
    }
}
