//! The games as the server's catalogue describes them (`welcome.games`; the app's own
//! server's catalogue for an older server that sends none). The create form, a room's words,
//! the hints, the forbidden points and the score all read it, so the app itself knows no game:
//! a game or a rule the server adds appears here without a change.
//!
//! The catalogue's words (a game's title and summary, an option's title and its `off` words, a
//! choice's title and summary) come from the server in English; the app shows them in the
//! player's language from the messages the web page reads too, named by the data
//! (`game-<game>-title`, `option-<name>-off`, `choice-<name>-<value>-summary`...), and as the
//! server sent them when no catalogue has them (a game a newer server added).

use boardroom_protocol::{
    BoardKind, GameInfo, GameKind, OptionChoice, OptionInfo, OptionKind, Options, Piece, ScoreKind,
    Seat,
};
use serde_json::{Map, Value};

use crate::i18n::{id_part, word};
use crate::t;

/// The catalogue of the server built into the app.
#[must_use]
pub fn built_in() -> &'static [GameInfo] {
    boardroom_server::convert::catalogue()
}

/// The entry of `game` in `games`, else in the app's own catalogue (which has every game the
/// protocol names).
#[must_use]
pub fn info(games: &[GameInfo], game: GameKind) -> GameInfo {
    games
        .iter()
        .chain(built_in())
        .find(|g| g.game == game)
        .cloned()
        .unwrap_or_else(|| built_in()[0].clone())
}

/// A game's name for people, in the player's language.
#[must_use]
pub fn title(info: &GameInfo) -> String {
    word(
        &format!("game-{}-title", id_part(info.game.as_str())),
        &info.title,
    )
}

/// What a game is, in one sentence, in the player's language.
#[must_use]
pub fn summary(info: &GameInfo) -> String {
    word(
        &format!("game-{}-summary", id_part(info.game.as_str())),
        &info.summary,
    )
}

/// An option's label for people, in the player's language.
#[must_use]
pub fn option_title(option: &OptionInfo) -> String {
    word(
        &format!("option-{}-title", id_part(&option.name)),
        &option.title,
    )
}

/// The few words for a room with the flag `option` off ("centre open"), the server's being
/// `off`.
#[must_use]
pub fn option_off(option: &OptionInfo, off: &str) -> String {
    word(&format!("option-{}-off", id_part(&option.name)), off)
}

/// A choice's name for people ("Renju"), in the player's language; `option` is its option.
#[must_use]
pub fn choice_title(option: &OptionInfo, choice: &OptionChoice) -> String {
    word(
        &format!(
            "choice-{}-{}-title",
            id_part(&option.name),
            id_part(&choice.value)
        ),
        &choice.title,
    )
}

/// What a choice means, in a few words ("black has forbidden moves"), in the player's
/// language.
#[must_use]
pub fn choice_summary(option: &OptionInfo, choice: &OptionChoice) -> String {
    word(
        &format!(
            "choice-{}-{}-summary",
            id_part(&option.name),
            id_part(&choice.value)
        ),
        &choice.summary,
    )
}

/// The board size `options` ask for, or the game's default when they ask for none or for one
/// the game does not have.
#[must_use]
pub fn size(info: &GameInfo, options: &Options) -> u8 {
    options
        .size
        .filter(|s| (info.size.min..=info.size.max).contains(s))
        .unwrap_or(info.size.default)
        .try_into()
        .unwrap_or(8)
}

/// A board size as the create form offers it: `15 × 15`, or the hexagon's `8 points a side`.
#[must_use]
pub fn size_label(board: BoardKind, n: i64) -> String {
    match board {
        BoardKind::Hexagon => t!("board-size-hex-label", size = n),
        BoardKind::Points | BoardKind::Squares => format!("{n} × {n}"),
    }
}

/// The value `options` give the option `name` (a key of the wire's `options`), if any.
#[must_use]
pub fn value(options: &Options, name: &str) -> Option<Value> {
    serde_json::to_value(options)
        .ok()?
        .get(name)
        .filter(|v| !v.is_null())
        .cloned()
}

/// The option's value in `options`, or its default.
#[must_use]
pub fn value_or_default(option: &OptionInfo, options: &Options) -> Value {
    value(options, &option.name).unwrap_or_else(|| default(option))
}

/// An option's default, as its JSON value.
#[must_use]
pub fn default(option: &OptionInfo) -> Value {
    match &option.kind {
        OptionKind::Choice { default, .. } => Value::String(default.clone()),
        OptionKind::Flag { default, .. } => Value::Bool(*default),
    }
}

/// The options that set `size` and each option of `values` (keys of the wire's `options`);
/// the keys the wire does not know are left out, as a server would ignore them.
#[must_use]
pub fn options_from(size: Option<i64>, values: &Map<String, Value>) -> Options {
    let mut map = values.clone();
    if let Some(size) = size {
        map.insert("size".to_owned(), size.into());
    }
    serde_json::from_value(Value::Object(map)).unwrap_or_default()
}

/// A game's options in a few words, e.g. `15×15, Renju`, `9×9, centre open`, `6 a side`: the
/// board, each choice's title, and each flag's words when it is off; in the player's language.
#[must_use]
pub fn describe_board(info: &GameInfo, options: &Options) -> String {
    let n = size(info, options);
    let mut parts = vec![match info.board {
        BoardKind::Hexagon => t!("board-size-hex-words", size = n),
        BoardKind::Points | BoardKind::Squares => format!("{n}×{n}"),
    }];
    for option in &info.options {
        let value = value_or_default(option, options);
        match &option.kind {
            OptionKind::Choice { choices, .. } => {
                if let Some(choice) = choices
                    .iter()
                    .find(|c| Some(c.value.as_str()) == value.as_str())
                {
                    parts.push(choice_title(option, choice));
                }
            }
            OptionKind::Flag { off, .. } => {
                if value == Value::Bool(false)
                    && let Some(off) = off
                {
                    parts.push(option_off(option, off));
                }
            }
        }
    }
    parts.join(&t!("game-words-separator"))
}

/// The seat that has forbidden points in a game set up with `options` (renju's black), if any:
/// while it is to move, the free points left out of its legal moves are forbidden to it.
#[must_use]
pub fn forbidden_seat(info: &GameInfo, options: &Options) -> Option<Seat> {
    info.options.iter().find_map(|option| match &option.kind {
        OptionKind::Choice { choices, .. } => {
            let value = value_or_default(option, options);
            choices
                .iter()
                .find(|c| Some(c.value.as_str()) == value.as_str())
                .and_then(|c| c.forbidden)
        }
        OptionKind::Flag { .. } => None,
    })
}

/// Whether the game's score is its pieces on the board (reversi's discs).
#[must_use]
pub fn counts_pieces(info: &GameInfo) -> bool {
    info.score == ScoreKind::Pieces
}

/// A game's pieces as the messages choose their words (`$piece`): `disc`, `stone`.
#[must_use]
pub fn piece(info: &GameInfo) -> &'static str {
    match info.piece {
        Piece::Disc => "disc",
        Piece::Stone => "stone",
    }
}

/// A choice's entry as the create form shows it: `Renju: black has forbidden moves`.
#[must_use]
pub fn choice_label(title: &str, summary: &str) -> String {
    t!("choice-label", title = title, summary = summary)
}

/// A choice of `option` as the create form shows it, in the player's language.
#[must_use]
pub fn choice_entry(option: &OptionInfo, choice: &OptionChoice) -> String {
    choice_label(
        &choice_title(option, choice),
        &choice_summary(option, choice),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn options(json: &str) -> Options {
        serde_json::from_str(json).expect("options")
    }

    #[test]
    fn rooms_are_described_from_the_catalogue() {
        let games = built_in();
        let cases = [
            (
                GameKind::Gomoku,
                r#"{"size": 15, "rule": "renju"}"#,
                "15×15, Renju",
            ),
            (GameKind::Gomoku, "{}", "15×15, Freestyle"),
            (
                GameKind::Gomoku,
                r#"{"rule": "caro", "size": 19}"#,
                "19×19, Caro",
            ),
            (
                GameKind::NoGo,
                r#"{"center_first_forbidden": false}"#,
                "9×9, centre open",
            ),
            (GameKind::NoGo, r#"{"size": 13}"#, "13×13"),
            (GameKind::Reversi, "{}", "8×8"),
            (GameKind::HexGomoku, r#"{"size": 6}"#, "6 a side"),
        ];
        for (game, json, words) in cases {
            assert_eq!(describe_board(&info(games, game), &options(json)), words);
        }
    }

    #[test]
    fn forbidden_points_and_scores_come_from_the_catalogue() {
        let gomoku = info(built_in(), GameKind::Gomoku);
        assert_eq!(
            forbidden_seat(&gomoku, &options(r#"{"rule": "renju"}"#)),
            Some(Seat::Black)
        );
        assert_eq!(
            forbidden_seat(&gomoku, &options(r#"{"rule": "caro"}"#)),
            None
        );
        assert_eq!(forbidden_seat(&gomoku, &Options::default()), None);
        assert!(counts_pieces(&info(built_in(), GameKind::Reversi)));
        assert!(!counts_pieces(&gomoku));
    }

    #[test]
    fn the_form_s_values_become_options() {
        let mut values = Map::new();
        values.insert("rule".to_owned(), "caro".into());
        values.insert("center_first_forbidden".to_owned(), false.into());
        values.insert("a_later_option".to_owned(), 3.into());
        let options = options_from(Some(17), &values);
        assert_eq!(options.size, Some(17));
        assert_eq!(options.rule.as_deref(), Some("caro"));
        assert_eq!(options.center_first_forbidden, Some(false));
        assert_eq!(value(&options, "rule"), Some(Value::from("caro")));
        assert_eq!(value(&options, "clock"), None);
    }
}
