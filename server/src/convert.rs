//! The one place where the wire types (`boardroom_protocol`) and the rule types
//! (`boardroom_engine`) meet. Neither crate knows the other; everything crosses here by hand.

use boardroom_engine as engine;
use boardroom_engine::ai::Level;
use boardroom_protocol as wire;

/// A wire point as an engine point (same coordinates, both `i8`).
#[must_use]
pub fn point_in(p: wire::Point) -> engine::Point {
    engine::Point::new(p.x, p.y)
}

/// An engine point as a wire point.
#[must_use]
pub fn point_out(p: engine::Point) -> wire::Point {
    wire::Point::new(p.x, p.y)
}

/// Engine points as wire points.
#[must_use]
pub fn points_out(points: &[engine::Point]) -> Vec<wire::Point> {
    points.iter().copied().map(point_out).collect()
}

/// An engine side as a wire seat.
#[must_use]
pub fn seat(side: engine::Side) -> wire::Seat {
    match side {
        engine::Side::Black => wire::Seat::Black,
        engine::Side::White => wire::Seat::White,
    }
}

/// A wire seat as an engine side.
#[must_use]
pub fn side(seat: wire::Seat) -> engine::Side {
    match seat {
        wire::Seat::Black => engine::Side::Black,
        wire::Seat::White => engine::Side::White,
    }
}

/// The wire's game names to the engine's.
#[must_use]
pub fn game_kind_in(kind: wire::GameKind) -> engine::GameKind {
    match kind {
        wire::GameKind::Gomoku => engine::GameKind::Gomoku,
        wire::GameKind::Reversi => engine::GameKind::Reversi,
        wire::GameKind::NoGo => engine::GameKind::NoGo,
        wire::GameKind::HexGomoku => engine::GameKind::HexGomoku,
    }
}

/// The engine's game names to the wire's.
#[must_use]
pub fn game_kind_out(kind: engine::GameKind) -> wire::GameKind {
    match kind {
        engine::GameKind::Gomoku => wire::GameKind::Gomoku,
        engine::GameKind::Reversi => wire::GameKind::Reversi,
        engine::GameKind::NoGo => wire::GameKind::NoGo,
        engine::GameKind::HexGomoku => wire::GameKind::HexGomoku,
    }
}

/// What a move changed besides its own point, as `step.changed` carries it.
#[must_use]
pub fn changed_out(changed: &[engine::Change]) -> Vec<wire::Changed> {
    changed
        .iter()
        .map(|c| wire::Changed {
            at: point_out(c.at),
            stone: c.stone.map(seat),
        })
        .collect()
}

/// The pieces a move turned to its mover's colour, as the `flipped` of clients older than
/// `changed` reads them (reversi's discs; empty for every other move).
#[must_use]
pub fn flipped_out(by: engine::Side, changed: &[engine::Change]) -> Vec<wire::Point> {
    changed
        .iter()
        .filter(|c| c.stone == Some(by))
        .map(|c| point_out(c.at))
        .collect()
}

/// The engine's catalogue as `welcome.games` and `GET /info` carry it, made once.
#[must_use]
pub fn catalogue() -> &'static [wire::GameInfo] {
    static GAMES: std::sync::OnceLock<Vec<wire::GameInfo>> = std::sync::OnceLock::new();
    GAMES.get_or_init(|| engine::catalogue::CATALOGUE.iter().map(game_info).collect())
}

/// One game of the catalogue on the wire.
fn game_info(info: &engine::catalogue::GameInfo) -> wire::GameInfo {
    use engine::catalogue as cat;
    wire::GameInfo {
        game: game_kind_out(info.kind),
        title: info.title.to_owned(),
        summary: info.summary.to_owned(),
        board: match info.board {
            cat::BoardKind::Points => wire::BoardKind::Points,
            cat::BoardKind::Squares => wire::BoardKind::Squares,
            cat::BoardKind::Hexagon => wire::BoardKind::Hexagon,
        },
        piece: match info.piece {
            cat::Piece::Stone => wire::Piece::Stone,
            cat::Piece::Disc => wire::Piece::Disc,
        },
        size: wire::SizeRange {
            min: info.sizes.min.into(),
            max: info.sizes.max.into(),
            default: info.sizes.default.into(),
        },
        options: info
            .options
            .iter()
            .map(|option| wire::OptionInfo {
                name: option.name.to_owned(),
                title: option.title.to_owned(),
                kind: match option.kind {
                    cat::OptionKind::Choice { choices, default } => wire::OptionKind::Choice {
                        choices: choices
                            .iter()
                            .map(|c| wire::OptionChoice {
                                value: c.value.to_owned(),
                                title: c.title.to_owned(),
                                summary: c.summary.to_owned(),
                                forbidden: c.forbidden.map(seat),
                            })
                            .collect(),
                        default: default.to_owned(),
                    },
                    cat::OptionKind::Flag { default, off } => wire::OptionKind::Flag {
                        default,
                        off: off.map(str::to_owned),
                    },
                },
            })
            .collect(),
        changes: match info.changes {
            cat::Changes::Nothing => wire::MoveChanges::Nothing,
            cat::Changes::Flips => wire::MoveChanges::Flips,
            cat::Changes::Captures => wire::MoveChanges::Captures,
        },
        score: match info.score {
            cat::Score::Nothing => wire::ScoreKind::Nothing,
            cat::Score::Pieces => wire::ScoreKind::Pieces,
        },
        hints: info.hints,
    }
}

/// The wire's AI level to the engine's.
#[must_use]
pub fn level_in(level: wire::AiLevel) -> Level {
    match level {
        wire::AiLevel::Easy => Level::Easy,
        wire::AiLevel::Medium => Level::Medium,
        wire::AiLevel::Hard => Level::Hard,
    }
}

/// The engine's AI level to the wire's.
#[must_use]
pub fn level_out(level: Level) -> wire::AiLevel {
    match level {
        Level::Easy => wire::AiLevel::Easy,
        Level::Medium => wire::AiLevel::Medium,
        Level::Hard => wire::AiLevel::Hard,
    }
}

/// A player's options checked against the game.
///
/// # Errors
/// The engine's [`engine::OptionsError`] (answered as `bad_request`).
pub fn config(
    kind: wire::GameKind,
    options: &wire::Options,
) -> Result<engine::Config, engine::OptionsError> {
    engine::Config::validate(
        game_kind_in(kind),
        &engine::Options {
            size: options.size,
            rule: options.rule.clone(),
            center_first_forbidden: options.center_first_forbidden,
        },
    )
}

/// A game's set-up as the full wire options (every field filled in).
#[must_use]
pub fn options_out(config: &engine::Config, ai_budget_ms: Option<u64>) -> wire::Options {
    let options = config.to_options();
    wire::Options {
        size: options.size,
        rule: options.rule,
        center_first_forbidden: options.center_first_forbidden,
        ai_budget_ms,
        clock: None,
        undo: None,
        opening: None,
        rated: None,
    }
}

/// A move as a history entry.
#[must_use]
pub fn history_entry(m: engine::Move) -> wire::HistoryEntry {
    match m {
        engine::Move::Place(p) => wire::HistoryEntry::Place(point_out(p)),
        engine::Move::Pass => wire::HistoryEntry::Pass,
    }
}

/// The legal placements, as the wire lists them (a pass is never listed: the server plays it).
#[must_use]
pub fn legal_points(moves: &[engine::Move]) -> Vec<wire::Point> {
    moves
        .iter()
        .filter_map(|m| m.point())
        .map(point_out)
        .collect()
}

/// The stones, as the wire sends them.
#[must_use]
pub fn stones(stones: &engine::Stones) -> wire::Stones {
    wire::Stones {
        black: points_out(&stones.black),
        white: points_out(&stones.white),
    }
}

/// A rule's reason to end a game, as the wire names it.
#[must_use]
pub fn reason(reason: engine::OutcomeReason) -> wire::Reason {
    match reason {
        engine::OutcomeReason::Five => wire::Reason::Five,
        engine::OutcomeReason::Count => wire::Reason::Count,
        engine::OutcomeReason::NoLegalMove => wire::Reason::NoLegalMove,
        engine::OutcomeReason::BoardFull => wire::Reason::BoardFull,
    }
}

/// How a recorded game ended (an SGF file's, read by the engine), as the wire says it.
#[must_use]
pub fn ending(
    winner: Option<engine::Side>,
    ending: engine::sgf::Ending,
) -> (wire::GameResult, wire::Reason) {
    use engine::sgf::Ending;
    let reason = match ending {
        Ending::Rules(why) => reason(why),
        Ending::Resign => wire::Reason::Resign,
        Ending::Timeout => wire::Reason::Timeout,
        Ending::Forfeit => wire::Reason::Forfeit,
        Ending::Agreement => wire::Reason::Agreement,
        Ending::Aborted => wire::Reason::Aborted,
    };
    (result(winner), reason)
}

/// The snake_case name of a wire reason, for storage.
#[must_use]
pub fn reason_name(reason: wire::Reason) -> &'static str {
    match reason {
        wire::Reason::Five => "five",
        wire::Reason::Count => "count",
        wire::Reason::NoLegalMove => "no_legal_move",
        wire::Reason::BoardFull => "board_full",
        wire::Reason::Resign => "resign",
        wire::Reason::Agreement => "agreement",
        wire::Reason::Forfeit => "forfeit",
        wire::Reason::Timeout => "timeout",
        wire::Reason::Aborted => "aborted",
    }
}

/// A stored reason name back to the wire's reason.
#[must_use]
pub fn reason_from_name(name: &str) -> Option<wire::Reason> {
    [
        wire::Reason::Five,
        wire::Reason::Count,
        wire::Reason::NoLegalMove,
        wire::Reason::BoardFull,
        wire::Reason::Resign,
        wire::Reason::Agreement,
        wire::Reason::Forfeit,
        wire::Reason::Timeout,
        wire::Reason::Aborted,
    ]
    .into_iter()
    .find(|r| reason_name(*r) == name)
}

/// The stored name of a result.
#[must_use]
pub fn result_name(result: wire::GameResult) -> &'static str {
    match result {
        wire::GameResult::Black => "black",
        wire::GameResult::White => "white",
        wire::GameResult::Draw => "draw",
    }
}

/// A stored result name back to the wire's result.
#[must_use]
pub fn result_from_name(name: &str) -> Option<wire::GameResult> {
    match name {
        "black" => Some(wire::GameResult::Black),
        "white" => Some(wire::GameResult::White),
        "draw" => Some(wire::GameResult::Draw),
        _ => None,
    }
}

/// The winner of a rules outcome, as the wire's result.
#[must_use]
pub fn result(winner: Option<engine::Side>) -> wire::GameResult {
    match winner {
        Some(side) => wire::GameResult::win(seat(side)),
        None => wire::GameResult::Draw,
    }
}

/// A refused move's error code: `forbidden` for renju's forbidden points, `game_over` once the
/// game has ended, `illegal_move` for every other rule.
#[must_use]
pub fn error_code(error: engine::RuleError) -> wire::ErrorCode {
    match error {
        engine::RuleError::Forbidden(_) => wire::ErrorCode::Forbidden,
        engine::RuleError::GameOver => wire::ErrorCode::GameOver,
        _ => wire::ErrorCode::IllegalMove,
    }
}

/// The engines a room can seat, as `welcome` lists them: those found to play something.
#[must_use]
pub(crate) fn engines_out(engines: &crate::engines::Engines) -> Vec<wire::EngineInfo> {
    engines
        .list()
        .iter()
        .filter_map(|engine| {
            let found = engine.found().filter(|f| !f.plays.is_empty())?;
            Some(wire::EngineInfo {
                name: engine.spec.name.clone(),
                protocol: engine.spec.protocol.as_str().to_owned(),
                about: found.about.clone(),
                plays: found
                    .plays
                    .0
                    .iter()
                    .map(|played| wire::EnginePlays {
                        game: game_kind_out(played.game),
                        rules: played.rules.iter().map(|r| (*r).to_owned()).collect(),
                        sizes: played.sizes.iter().map(|&s| i64::from(s)).collect(),
                    })
                    .collect(),
            })
        })
        .collect()
}

/// A review's class of a move, as the wire names it.
#[must_use]
pub fn move_class(class: engine::review::Class) -> wire::MoveClass {
    match class {
        engine::review::Class::Good => wire::MoveClass::Good,
        engine::review::Class::Inaccuracy => wire::MoveClass::Inaccuracy,
        engine::review::Class::Mistake => wire::MoveClass::Mistake,
        engine::review::Class::Blunder => wire::MoveClass::Blunder,
    }
}

/// Black's chance (0 to 1) in thousandths, as `review` carries it.
#[must_use]
pub fn per_mille(chance: f32) -> u16 {
    #[expect(
        clippy::cast_possible_truncation,
        clippy::cast_sign_loss,
        reason = "clamped to 0..=1000 first"
    )]
    let thousandths = (chance * 1000.0).round().clamp(0.0, 1000.0) as u16;
    thousandths
}

/// A finished review of the game `game_id` as the `review` message carries it.
#[must_use]
pub fn game_review(game_id: &str, review: &engine::review::Review) -> wire::GameReview {
    let shape = engine::Game::shape(review.game());
    let place = |m: engine::Move| match m {
        engine::Move::Place(p) => Some(point_out(p)),
        engine::Move::Pass => None,
    };
    wire::GameReview {
        game_id: game_id.to_owned(),
        black: review
            .evaluations()
            .iter()
            .map(|e| per_mille(e.black))
            .collect(),
        moves: review
            .moves()
            .iter()
            .map(|m| wire::ReviewedMove {
                ply: u32::try_from(m.ply).unwrap_or(u32::MAX),
                class: move_class(m.class),
                best: m.best.filter(|&b| b != m.played).and_then(place),
                after_best: m
                    .after_best
                    .filter(|_| m.best.is_some_and(|b| b != m.played))
                    .map(per_mille),
                missed_vcf: m.missed_vcf.iter().filter_map(|&v| place(v)).collect(),
                discs_lost: m
                    .discs_lost
                    .and_then(|d| u32::try_from(d).ok())
                    .filter(|&d| d > 0),
                comment: m.comment(shape),
            })
            .collect(),
    }
}

/// The rules a room may name (`options.rule`), as a list for a sentence.
pub(crate) fn rule_names() -> String {
    let names: Vec<&str> = engine::GomokuRule::ALL.iter().map(|r| r.as_str()).collect();
    names.join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The golden `welcome` that carries the catalogue is the server's own catalogue, so that
    /// what the protocol's page shows is what the server sends.
    #[test]
    fn the_catalogue_fixture_is_the_server_s_catalogue() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../protocol/tests/fixtures/server/welcome.games.json");
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        let fixture: serde_json::Value = serde_json::from_str(&text).unwrap_or_default();
        let ours = serde_json::to_value(catalogue()).unwrap_or_default();
        assert_eq!(
            fixture.get("games"),
            Some(&ours),
            "{} should carry the catalogue:\n{}",
            path.display(),
            serde_json::to_string_pretty(&ours).unwrap_or_default()
        );
    }
}
