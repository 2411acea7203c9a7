//! The server's sentences to players as messages of the clients' catalogues
//! (`client/locales/LANG.ftl`, the `server-` messages): an `error` carries the message's id
//! and its variables ([`Words`]) for a client to say it in its player's language, and the
//! English sentence beside them, rendered here from the English catalogue. So the English text
//! lives in `en.ftl` only.

use std::sync::LazyLock;

use boardroom_engine::sgf::SgfError;
use boardroom_engine::{Move, OptionsError, RuleError, SetupError};
use boardroom_protocol::{DecodeError, MAX_FRAME_BYTES, WordArg, Words};
use boardroom_tournament::{Refusal as EventRefusal, SettingsError};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

/// The English catalogue, as the web client serves it.
const ENGLISH: &str = include_str!("../../client/locales/en.ftl");

/// The English catalogue, read once. Fluent's bidi isolation marks stay out: the sentence is
/// English in an English text.
static BUNDLE: LazyLock<FluentBundle<FluentResource>> = LazyLock::new(|| {
    let english: LanguageIdentifier = "en".parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![english]);
    bundle.set_use_isolating(false);
    // Text Fluent cannot read is left out; the rest of the catalogue still counts.
    let resource =
        FluentResource::try_new(ENGLISH.to_owned()).unwrap_or_else(|(partial, errors)| {
            tracing::warn!(?errors, "en.ftl has text Fluent cannot read");
            partial
        });
    if let Err(errors) = bundle.add_resource(resource) {
        tracing::warn!(?errors, "en.ftl names a message twice");
    }
    bundle
});

/// A number variable (one the catalogue may count with: plurals).
pub(crate) fn num<N: TryInto<i64>>(n: N) -> WordArg {
    WordArg::Number(n.try_into().unwrap_or(i64::MAX))
}

/// A text variable: a name, a code, a point, a detail.
pub(crate) fn text(value: impl std::fmt::Display) -> WordArg {
    WordArg::Text(value.to_string())
}

/// The message `id` with its variables `args`.
pub(crate) fn say(id: &str, args: &[(&str, WordArg)]) -> Words {
    Words {
        id: id.to_owned(),
        args: args
            .iter()
            .map(|(name, value)| ((*name).to_owned(), value.clone()))
            .collect(),
    }
}

/// The refusal of a move: the point (or the pass) and the rules' reason.
pub(crate) fn illegal_move(mv: Move, error: RuleError) -> Words {
    match mv {
        Move::Place(point) => say(
            "server-illegal-move",
            &[("move", text(point)), ("reason", text(error.as_str()))],
        ),
        Move::Pass => say("server-illegal-pass", &[("reason", text(error.as_str()))]),
    }
}

/// Options that describe no game, as a room's creator is told.
pub(crate) fn options_error(error: &OptionsError) -> Words {
    match error {
        OptionsError::SizeOutOfRange {
            game,
            size,
            min,
            max,
        } if min == max => say(
            "server-options-size-only",
            &[
                ("game", text(game)),
                ("size", num(*size)),
                ("min", num(*min)),
            ],
        ),
        OptionsError::SizeOutOfRange {
            game,
            size,
            min,
            max,
        } => say(
            "server-options-size-range",
            &[
                ("game", text(game)),
                ("size", num(*size)),
                ("min", num(*min)),
                ("max", num(*max)),
            ],
        ),
        OptionsError::UnknownRule(rule) => say(
            "server-options-unknown-rule",
            &[
                ("rule", text(rule)),
                ("rules", text(crate::convert::rule_names())),
            ],
        ),
        OptionsError::NotApplicable { game, option } => say(
            "server-options-no-option",
            &[("game", text(game)), ("option", text(option))],
        ),
    }
}

/// Why an SGF file could not be read, as its sender is told (`the SGF file: ...`).
pub(crate) fn sgf_error(error: &SgfError) -> Words {
    match error {
        SgfError::NoGameTree => say("server-sgf-no-game-tree", &[]),
        SgfError::NotText { at } => say("server-sgf-not-text", &[("at", num(*at))]),
        SgfError::UnclosedTree { at } => say("server-sgf-unclosed-tree", &[("at", num(*at))]),
        SgfError::UnclosedValue { at } => say("server-sgf-unclosed-value", &[("at", num(*at))]),
        SgfError::Unexpected { found, at } => say(
            "server-sgf-unexpected",
            &[("found", text(found.escape_debug())), ("at", num(*at))],
        ),
        SgfError::NoValue { property, at } => say(
            "server-sgf-no-value",
            &[("property", text(property)), ("at", num(*at))],
        ),
        SgfError::UnknownGame { game } => say("server-sgf-unknown-game", &[("game", text(game))]),
        SgfError::UnknownRule { rule } => say("server-sgf-unknown-rule", &[("rule", text(rule))]),
        SgfError::BadValue {
            property,
            value,
            at,
        } => say(
            "server-sgf-bad-value",
            &[
                ("property", text(property)),
                ("value", text(value)),
                ("at", num(*at)),
            ],
        ),
        SgfError::Unsupported { what, at } => {
            // The reader's phrases, by a name each language words for itself.
            let what = match *what {
                "a game tree without nodes" => "empty_tree",
                "a rectangular board" => "rectangular_board",
                "removing stones (AE)" => "removing_stones",
                "a second move in one node" => "two_moves_in_a_node",
                "set-up after the first move" => "late_setup",
                other => other,
            };
            say(
                "server-sgf-unsupported",
                &[("what", text(what)), ("at", num(*at))],
            )
        }
        SgfError::Options(OptionsError::SizeOutOfRange {
            game,
            size,
            min,
            max,
        }) if min == max => say(
            "server-sgf-size-only",
            &[
                ("game", text(game)),
                ("size", num(*size)),
                ("min", num(*min)),
            ],
        ),
        SgfError::Options(OptionsError::SizeOutOfRange {
            game,
            size,
            min,
            max,
        }) => say(
            "server-sgf-size-range",
            &[
                ("game", text(game)),
                ("size", num(*size)),
                ("min", num(*min)),
                ("max", num(*max)),
            ],
        ),
        SgfError::Options(OptionsError::UnknownRule(rule)) => say(
            "server-sgf-board-unknown-rule",
            &[
                ("rule", text(rule)),
                ("rules", text(crate::convert::rule_names())),
            ],
        ),
        SgfError::Options(OptionsError::NotApplicable { game, option }) => say(
            "server-sgf-no-option",
            &[("game", text(game)), ("option", text(option))],
        ),
        SgfError::Setup(SetupError::OffBoard(point)) => {
            say("server-sgf-setup-off-board", &[("point", text(point))])
        }
        SgfError::Setup(SetupError::Overlap(point)) => {
            say("server-sgf-setup-overlap", &[("point", text(point))])
        }
        SgfError::Setup(SetupError::NoLiberty(point)) => {
            say("server-sgf-setup-no-liberty", &[("point", text(point))])
        }
        SgfError::Setup(SetupError::AlreadyWon(point)) => {
            say("server-sgf-setup-already-won", &[("point", text(point))])
        }
        SgfError::WrongTurn { number, side, at } => say(
            "server-sgf-wrong-turn",
            &[
                ("number", num(*number)),
                ("side", text(side)),
                ("at", num(*at)),
            ],
        ),
        SgfError::Illegal {
            number,
            written,
            error,
            at,
        } => say(
            "server-sgf-illegal",
            &[
                ("number", num(*number)),
                ("move", text(written)),
                ("reason", text(error.as_str())),
                ("at", num(*at)),
            ],
        ),
        SgfError::ResultMismatch {
            result,
            winner: Some(side),
        } => say(
            "server-sgf-result-not-win",
            &[("result", text(result)), ("side", text(side))],
        ),
        SgfError::ResultMismatch {
            result,
            winner: None,
        } => say("server-sgf-result-not-draw", &[("result", text(result))]),
    }
}

/// A frame that is not a message of the protocol. The details (the JSON parser's, serde's)
/// stay as they are.
pub(crate) fn decode_error(error: &DecodeError) -> Words {
    match error {
        DecodeError::TooLarge { len } => say(
            "server-frame-over-limit",
            &[("length", num(*len)), ("most", num(MAX_FRAME_BYTES))],
        ),
        DecodeError::BadJson { detail } => {
            say("server-frame-bad-json", &[("detail", text(detail))])
        }
        DecodeError::NotAnObject => say("server-frame-not-an-object", &[]),
        DecodeError::MissingType => say("server-frame-no-type", &[]),
        DecodeError::UnknownType { type_name } => say(
            "server-frame-unknown-type",
            &[("type", text(type_name.escape_debug()))],
        ),
        DecodeError::BadField {
            type_name,
            field: Some(field),
            detail,
        } => say(
            "server-frame-bad-field",
            &[
                ("type", text(type_name)),
                ("field", text(field)),
                ("detail", text(detail)),
            ],
        ),
        DecodeError::BadField {
            type_name,
            field: None,
            detail,
        } => say(
            "server-frame-bad-message",
            &[("type", text(type_name)), ("detail", text(detail))],
        ),
    }
}

/// An event's refusal of a command.
pub(crate) fn event_refusal(refusal: EventRefusal) -> Words {
    let id = match refusal {
        EventRefusal::Started => "server-event-started",
        EventRefusal::NotStarted => "server-event-not-started",
        EventRefusal::Over => "server-event-over",
        EventRefusal::AlreadyIn => "server-event-already-in",
        EventRefusal::UnknownEntrant => "server-event-unknown-entrant",
        EventRefusal::NotActive => "server-event-entrant-left",
        EventRefusal::RemovedForGood => "server-event-entrant-removed",
        EventRefusal::BadName => "server-event-entrant-name",
        EventRefusal::Full => "server-event-full",
        EventRefusal::LateJoinClosed => "server-event-closed",
        EventRefusal::TooFewEntrants => "server-event-too-few",
        EventRefusal::TooManyRounds => "server-event-too-many-rounds",
        EventRefusal::NoChallenger => "server-event-no-challenger",
        EventRefusal::UnknownGame => "server-event-unknown-game",
        EventRefusal::AlreadyDecided => "server-event-already-decided",
        EventRefusal::NotCounted => "server-event-not-counted",
        EventRefusal::AlreadyPaused => "server-event-already-paused",
        EventRefusal::NotPaused => "server-event-not-paused",
        EventRefusal::NoRound => "server-event-no-round",
        EventRefusal::NoRoundsInArena => "server-event-arena-no-rounds",
    };
    say(id, &[])
}

/// An event's settings out of bounds.
pub(crate) fn event_settings(error: SettingsError) -> Words {
    let id = match error {
        SettingsError::NoRounds => "server-event-swiss-no-rounds",
        SettingsError::TooManyRounds => "server-event-swiss-too-many-rounds",
        SettingsError::ArenaTooShort => "server-event-arena-too-short",
        SettingsError::ArenaTooLong => "server-event-arena-too-long",
        SettingsError::TooManyOpenings => "server-event-too-many-openings",
        SettingsError::WaitTooLong => "server-event-wait-too-long",
    };
    say(id, &[])
}

/// The words in English. A message missing from the catalogue reads as its id.
#[must_use]
pub fn english(words: &Words) -> String {
    let (said, errors) = render(words);
    if !errors.is_empty() {
        tracing::warn!(id = %words.id, ?errors, "a server message did not render whole");
    }
    said
}

/// The words in English, and what went wrong rendering them (a message or a variable
/// missing).
fn render(words: &Words) -> (String, Vec<String>) {
    let Some(pattern) = BUNDLE.get_message(&words.id).and_then(|m| m.value()) else {
        return (words.id.clone(), vec![format!("no message {}", words.id)]);
    };
    let mut args = FluentArgs::new();
    for (name, value) in &words.args {
        match value {
            WordArg::Number(n) => args.set(name.as_str(), FluentValue::from(*n)),
            WordArg::Text(t) => args.set(name.as_str(), FluentValue::from(t.as_str())),
        }
    }
    let mut errors = Vec::new();
    let said = BUNDLE
        .format_pattern(pattern, Some(&args), &mut errors)
        .into_owned();
    (said, errors.iter().map(ToString::to_string).collect())
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::*;

    /// Every `"server-…"` literal under `dir`, with the variable names given right after it
    /// (the `&[("name", …), …]` of `say`, `Refusal::says` or `Refusal::later`), and where it is.
    fn named_in(dir: &Path, found: &mut Vec<(String, Vec<String>, String)>) {
        let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{dir:?}: {e}"));
        for path in entries.filter_map(Result::ok).map(|entry| entry.path()) {
            if path.is_dir() {
                named_in(&path, found);
                continue;
            }
            if path.extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
            for (at, _) in text.match_indices("\"server-") {
                let rest = &text[at + 1..];
                let id: String = rest
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
                    .collect();
                if !rest[id.len()..].starts_with('"') || id == "server-" {
                    continue;
                }
                let after = rest[id.len() + 1..].trim_start();
                let names = after
                    .strip_prefix(',')
                    .map(str::trim_start)
                    .and_then(|a| a.strip_prefix("&["))
                    .map(args_named)
                    .unwrap_or_default();
                let line = text[..at].lines().count();
                found.push((id, names, format!("{}:{line}", path.display())));
            }
        }
    }

    /// The names of a list of `("name", value)` pairs, up to its closing bracket.
    fn args_named(list: &str) -> Vec<String> {
        let mut depth = 0_usize;
        let mut end = list.len();
        let mut quoted = false;
        for (i, c) in list.char_indices() {
            match c {
                '"' => quoted = !quoted,
                _ if quoted => {}
                '[' | '(' => depth += 1,
                ']' if depth == 0 => {
                    end = i;
                    break;
                }
                ']' | ')' => depth = depth.saturating_sub(1),
                _ => {}
            }
        }
        let list = &list[..end];
        let mut names = Vec::new();
        let mut depth = 0_usize;
        for (i, c) in list.char_indices() {
            match c {
                '(' => {
                    depth += 1;
                    if depth == 1 {
                        let pair = list[i + 1..].trim_start();
                        if let Some(quoted) = pair.strip_prefix('"') {
                            let name: String = quoted.chars().take_while(|c| *c != '"').collect();
                            names.push(name);
                        }
                    }
                }
                ')' => depth = depth.saturating_sub(1),
                _ => {}
            }
        }
        names
    }

    #[test]
    fn every_message_the_server_names_is_english_and_renders_with_its_variables() {
        let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let mut found = Vec::new();
        named_in(&src, &mut found);
        assert!(
            found.len() > 100,
            "the server names its messages: {}",
            found.len()
        );
        let mut wrong = Vec::new();
        for (id, names, at) in &found {
            // Each variable as a number, then each as a text: neither may leave a gap.
            for value in [WordArg::Number(3), WordArg::Text("x".to_owned())] {
                let args: Vec<(&str, WordArg)> =
                    names.iter().map(|n| (n.as_str(), value.clone())).collect();
                let (_, errors) = render(&say(id, &args));
                if !errors.is_empty() {
                    wrong.push(format!("{at}: {id} with {names:?}: {errors:?}"));
                }
            }
            // And every variable given is one the message uses.
            for left_out in names {
                let args: Vec<(&str, WordArg)> = names
                    .iter()
                    .filter(|n| *n != left_out)
                    .map(|n| (n.as_str(), WordArg::Number(3)))
                    .collect();
                if render(&say(id, &args)).1.is_empty() {
                    wrong.push(format!("{at}: {id} does not use ${left_out}"));
                }
            }
        }
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    }

    #[test]
    fn numbers_and_texts_read_as_before() {
        let said = english(&say(
            "server-draw-too-soon",
            &[("every", num(10_u32)), ("left", num(6_usize))],
        ));
        assert_eq!(said, "you may offer a draw once every 10 moves; 6 to go");
        let said = english(&say("server-no-such-room", &[("code", text("AB2C"))]));
        assert_eq!(said, "there is no room AB2C");
        let missing = format!("server-{}", "no-such-message");
        assert_eq!(english(&say(&missing, &[])), missing);
    }

    /// The other crates' errors read in English as their own `Display` says them.
    #[test]
    fn errors_of_the_rules_read_as_their_own_words() {
        use boardroom_engine::{Forbidden, GameKind, Point, Side};

        let reasons = [
            RuleError::OffBoard,
            RuleError::Occupied,
            RuleError::NoFlip,
            RuleError::CannotPass,
            RuleError::Suicide,
            RuleError::Captures,
            RuleError::CenterFirst,
            RuleError::Forbidden(Forbidden::Overline),
            RuleError::Forbidden(Forbidden::DoubleFour),
            RuleError::Forbidden(Forbidden::DoubleThree),
            RuleError::GameOver,
        ];
        for error in reasons {
            for mv in [Move::Place(Point::new(3, 4)), Move::Pass] {
                assert_eq!(
                    english(&illegal_move(mv, error)),
                    format!("illegal move {mv}: {error}")
                );
            }
        }
        let options = [
            OptionsError::SizeOutOfRange {
                game: GameKind::Gomoku,
                size: 3,
                min: 5,
                max: 19,
            },
            OptionsError::SizeOutOfRange {
                game: GameKind::Reversi,
                size: 10,
                min: 8,
                max: 8,
            },
            OptionsError::UnknownRule("pente".to_owned()),
            OptionsError::NotApplicable {
                game: GameKind::HexGomoku,
                option: "rule",
            },
        ];
        for error in &options {
            assert_eq!(english(&options_error(error)), error.to_string());
        }
        let mut sgf: Vec<SgfError> = options.into_iter().map(SgfError::Options).collect();
        sgf.extend([
            SgfError::NoGameTree,
            SgfError::NotText { at: 12 },
            SgfError::UnclosedTree { at: 1 },
            SgfError::UnclosedValue { at: 7 },
            SgfError::Unexpected { found: ';', at: 3 },
            SgfError::NoValue {
                property: "SZ".to_owned(),
                at: 9,
            },
            SgfError::UnknownGame {
                game: "7".to_owned(),
            },
            SgfError::UnknownRule {
                rule: "pente".to_owned(),
            },
            SgfError::BadValue {
                property: "SZ".to_owned(),
                value: "x".to_owned(),
                at: 4,
            },
            SgfError::Setup(SetupError::OffBoard(Point::new(20, 1))),
            SgfError::Setup(SetupError::Overlap(Point::new(2, 1))),
            SgfError::Setup(SetupError::NoLiberty(Point::new(0, 0))),
            SgfError::Setup(SetupError::AlreadyWon(Point::new(5, 5))),
            SgfError::WrongTurn {
                number: 2,
                side: Side::Black,
                at: 30,
            },
            SgfError::WrongTurn {
                number: 3,
                side: Side::White,
                at: 40,
            },
            SgfError::Illegal {
                number: 4,
                written: "B[hh]".to_owned(),
                error: RuleError::Forbidden(Forbidden::DoubleThree),
                at: 50,
            },
            SgfError::ResultMismatch {
                result: "B+R".to_owned(),
                winner: Some(Side::White),
            },
            SgfError::ResultMismatch {
                result: "W+R".to_owned(),
                winner: Some(Side::Black),
            },
            SgfError::ResultMismatch {
                result: "B+R".to_owned(),
                winner: None,
            },
        ]);
        for what in [
            "a game tree without nodes",
            "a rectangular board",
            "removing stones (AE)",
            "a second move in one node",
            "set-up after the first move",
            "something new",
        ] {
            sgf.push(SgfError::Unsupported { what, at: 6 });
        }
        for error in &sgf {
            assert_eq!(english(&sgf_error(error)), format!("the SGF file: {error}"));
        }
        let decoded = [
            DecodeError::TooLarge { len: 20_000 },
            DecodeError::BadJson {
                detail: "EOF while parsing a value at line 1 column 0".to_owned(),
            },
            DecodeError::NotAnObject,
            DecodeError::MissingType,
            DecodeError::UnknownType {
                type_name: "dance".to_owned(),
            },
            DecodeError::BadField {
                type_name: "put_step".to_owned(),
                field: Some("at".to_owned()),
                detail: "invalid length 3, expected a point [x, y] of two integers".to_owned(),
            },
            DecodeError::BadField {
                type_name: "hello".to_owned(),
                field: None,
                detail: "required but missing".to_owned(),
            },
        ];
        for error in &decoded {
            assert_eq!(english(&decode_error(error)), error.to_string());
        }
    }

    #[test]
    fn an_events_refusals_read_as_their_own_words() {
        let refusals = [
            EventRefusal::Started,
            EventRefusal::NotStarted,
            EventRefusal::Over,
            EventRefusal::AlreadyIn,
            EventRefusal::UnknownEntrant,
            EventRefusal::NotActive,
            EventRefusal::RemovedForGood,
            EventRefusal::BadName,
            EventRefusal::Full,
            EventRefusal::LateJoinClosed,
            EventRefusal::TooFewEntrants,
            EventRefusal::TooManyRounds,
            EventRefusal::NoChallenger,
            EventRefusal::UnknownGame,
            EventRefusal::AlreadyDecided,
            EventRefusal::NotCounted,
            EventRefusal::AlreadyPaused,
            EventRefusal::NotPaused,
            EventRefusal::NoRound,
            EventRefusal::NoRoundsInArena,
        ];
        for refusal in refusals {
            assert_eq!(english(&event_refusal(refusal)), refusal.to_string());
        }
        let settings = [
            SettingsError::NoRounds,
            SettingsError::TooManyRounds,
            SettingsError::ArenaTooShort,
            SettingsError::ArenaTooLong,
            SettingsError::TooManyOpenings,
            SettingsError::WaitTooLong,
        ];
        for error in settings {
            assert_eq!(english(&event_settings(error)), error.to_string());
        }
    }

    #[test]
    fn the_scan_reads_the_names_given() {
        assert_eq!(
            args_named(r#"("every", num(f(1, 2))), ("left", text("a]"))], x"#),
            ["every", "left"]
        );
        assert!(args_named("]").is_empty());
    }
}
