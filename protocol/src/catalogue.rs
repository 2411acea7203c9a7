//! The catalogue of games on the wire: what `welcome.games` and `GET /info` say of each game the
//! server plays, so that a client builds its forms, labels and replays from it instead of
//! knowing the games itself; and [`Changed`], what a move did to a point besides its own stone.

use serde::{Deserialize, Serialize};

use crate::{GameKind, Point, Seat};

/// One game the server plays. JSON: `{"game": "gomoku", "title": "Gomoku", "summary": "...",
/// "board": "points", "piece": "stone", "size": {"min": 9, "max": 19, "default": 15},
/// "options"?: [...], "changes": "nothing", "score": "nothing", "hints": false}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameInfo {
    /// The game.
    pub game: GameKind,
    /// Its name for people.
    pub title: String,
    /// What it is, in one sentence.
    pub summary: String,
    /// How its board is drawn.
    pub board: BoardKind,
    /// What a player puts down.
    pub piece: Piece,
    /// The board sizes a room may ask for (`options.size`), and the default.
    pub size: SizeRange,
    /// The options a room may set beyond the size, each a key of `options`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub options: Vec<OptionInfo>,
    /// What a move changes besides its own piece.
    pub changes: MoveChanges,
    /// What is counted while the game goes on.
    pub score: ScoreKind,
    /// Whether a client shows the legal moves by default.
    pub hints: bool,
}

/// How a game's board is drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BoardKind {
    /// Stones on the points where the lines of a `size` x `size` grid cross.
    Points,
    /// Discs inside the squares of a `size` x `size` board.
    Squares,
    /// Stones on the points of a hexagon with `size` points a side (axial coordinates).
    Hexagon,
}

/// What a player puts down.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Piece {
    /// A stone.
    Stone,
    /// A disc.
    Disc,
}

/// What a move changes besides its own piece.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MoveChanges {
    /// Nothing else.
    Nothing,
    /// It turns the opponent's pieces to the mover's colour (`step.changed`).
    Flips,
    /// It takes the opponent's pieces off the board (`step.changed`).
    Captures,
}

/// What is counted while a game goes on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ScoreKind {
    /// Nothing: the rules' event ends the game.
    Nothing,
    /// The pieces of each colour on the board (`room_state.score`).
    Pieces,
}

/// The board sizes a game allows. JSON: `{"min": 9, "max": 19, "default": 15}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SizeRange {
    /// The smallest.
    pub min: i64,
    /// The largest.
    pub max: i64,
    /// What a room gets when it asks for none.
    pub default: i64,
}

/// An option a room may set. JSON: `{"name": "rule", "title": "Rule", "type": "choice",
/// "choices": [...], "default": "freestyle"}` or `{"name": "center_first_forbidden", "title":
/// "...", "type": "flag", "default": true, "off"?: "centre open"}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OptionInfo {
    /// The key of `options` it sets.
    pub name: String,
    /// Its label for people.
    pub title: String,
    /// Its values and default.
    #[serde(flatten)]
    pub kind: OptionKind,
}

/// The values an option takes, by its `type`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum OptionKind {
    /// One of a list of strings.
    Choice {
        /// The values.
        choices: Vec<OptionChoice>,
        /// The value a room gets when it asks for none.
        default: String,
    },
    /// A boolean.
    Flag {
        /// The value a room gets when it asks for none.
        default: bool,
        /// A few words that describe a room with the flag off, for a room's summary.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        off: Option<String>,
    },
}

/// One value of a choice option. JSON: `{"value": "renju", "title": "Renju", "summary": "black
/// has forbidden moves", "forbidden"?: "black"}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OptionChoice {
    /// The value to send.
    pub value: String,
    /// Its name for people.
    pub title: String,
    /// What it means, in a few words.
    pub summary: String,
    /// The seat that has forbidden points under it: while that seat is to move, the free points
    /// left out of `legal` are forbidden to it (renju's black).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub forbidden: Option<Seat>,
}

/// A point a move changed besides its own: what stands there now. JSON: `{"at": [3, 3],
/// "stone": "black"}`, `"stone": null` for a piece taken off.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Changed {
    /// The point.
    pub at: Point,
    /// The piece on it now, or `None` (sent as `null`) when it was emptied.
    pub stone: Option<Seat>,
}
