//! Your games: the signed-in player's finished games, newest first, a page at a time, each
//! opened into its replay; and an SGF file opened from disk.

use boardroom_protocol::{GameResult, GameSummary, Reason};
use eframe::egui::{self, Color32, RichText};

use crate::app::DesktopApp;
use crate::state::replay::Source;
use crate::t;

/// The colour of a won game's result.
const WON: Color32 = Color32::from_rgb(40, 150, 60);

/// The colour of a lost game's result.
const LOST: Color32 = Color32::from_rgb(200, 40, 40);

/// Draws the SGF field and the list.
pub fn show(app: &mut DesktopApp, ui: &mut egui::Ui) {
    open_sgf(app, ui);
    ui.add_space(6.0);
    ui.horizontal(|ui| {
        ui.heading(t!("lobby-games"));
        if ui.button(t!("desk-games-refresh")).clicked() {
            app.list_games(false);
        }
    });
    if matches!(app.loading, Some(Source::Server { .. })) {
        ui.label(RichText::new(t!("desk-games-opening")).weak());
    }
    let Some(session) = &app.session else {
        return;
    };
    let games = session.state.games.clone();
    let catalogue = session.state.catalogue.clone();
    let more = session.state.more_games;
    if games.is_empty() {
        ui.label(RichText::new(t!("desk-games-none")).weak());
    }
    let mut open = None;
    let mut older = false;
    egui::ScrollArea::vertical().show(ui, |ui| {
        egui::Grid::new("games")
            .striped(true)
            .spacing([14.0, 6.0])
            .show(ui, |ui| {
                for heading in [
                    t!("desk-games-opponent"),
                    t!("desk-games-game"),
                    t!("desk-games-result"),
                    t!("desk-games-ended"),
                    t!("desk-games-moves"),
                    String::new(),
                ] {
                    ui.strong(heading);
                }
                ui.end_row();
                for game in &games {
                    ui.label(opponent(game));
                    let info = crate::catalogue::info(&catalogue, game.game);
                    ui.label(format!(
                        "{} · {}",
                        crate::catalogue::title(&info),
                        crate::catalogue::describe_board(&info, &game.options)
                    ));
                    let (text, color) = outcome(game);
                    ui.label(RichText::new(text).color(color));
                    ui.label(date_time(game.ended_ms.unwrap_or(game.started_ms)));
                    ui.label(game.moves.to_string());
                    if ui.button(t!("lobby-replay")).clicked() {
                        open = Some(game.game_id.clone());
                    }
                    ui.end_row();
                }
            });
        if more && ui.button(t!("lobby-games-more")).clicked() {
            older = true;
        }
    });
    if let Some(game_id) = open {
        app.open_game(&game_id);
    }
    if older {
        app.list_games(true);
    }
}

/// The field for an SGF file's path (or a finished game's link) and its button, here and on
/// the Find screen: a file needs no server to be replayed, a link only its own.
pub fn open_sgf(app: &mut DesktopApp, ui: &mut egui::Ui) {
    ui.horizontal(|ui| {
        let label = ui.label(t!("desk-sgf-file"));
        let field = ui
            .add(
                egui::TextEdit::singleline(&mut app.forms.sgf_path)
                    .desired_width(320.0)
                    .hint_text(t!("desk-sgf-hint")),
            )
            .labelled_by(label.id);
        let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if ui.button(t!("desk-sgf-open")).clicked() || entered {
            app.open_file();
        }
    });
    if matches!(app.loading, Some(Source::File { .. })) {
        ui.label(RichText::new(t!("desk-sgf-reading")).weak());
    }
}

/// The opponent's name: the other seat's.
fn opponent(game: &GameSummary) -> String {
    let name = match game.you.other() {
        boardroom_protocol::Seat::Black => &game.black,
        boardroom_protocol::Seat::White => &game.white,
    };
    name.as_deref()
        .map_or_else(|| t!("desk-nobody"), crate::state::shown_name)
}

/// The result from the player's side, and why, e.g. "Won · five in a row".
fn outcome(game: &GameSummary) -> (String, Color32) {
    let why = match game.reason {
        Reason::Five => t!("desk-games-why-five"),
        Reason::Count => t!("desk-games-why-count"),
        Reason::NoLegalMove => t!("desk-games-why-no-legal-move"),
        Reason::BoardFull => t!("desk-games-why-board-full"),
        Reason::Resign => t!("desk-games-why-resign"),
        Reason::Agreement => t!("desk-games-why-agreement"),
        Reason::Forfeit => t!("desk-games-why-forfeit"),
        Reason::Timeout => t!("desk-games-why-timeout"),
        Reason::Aborted => t!("desk-games-why-aborted"),
    };
    let (outcome, color) = match game.result {
        GameResult::Draw => ("draw", Color32::GRAY),
        result if result.winner() == Some(game.you) => ("won", WON),
        _ => ("lost", LOST),
    };
    (
        t!("desk-games-outcome", outcome = outcome, why = why),
        color,
    )
}

/// A time in milliseconds since the Unix epoch as a UTC date and time, "2026-11-25 14:03".
#[must_use]
pub fn date_time(ms: i64) -> String {
    time::OffsetDateTime::UNIX_EPOCH
        .checked_add(time::Duration::milliseconds(ms))
        .map_or_else(
            || "?".to_owned(),
            |at| {
                let (month, day) = (u8::from(at.month()), at.day());
                let (hour, minute) = (at.hour(), at.minute());
                format!("{:04}-{month:02}-{day:02} {hour:02}:{minute:02}", at.year())
            },
        )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_are_civil_utc() {
        assert_eq!(date_time(0), "1970-01-01 00:00");
        assert_eq!(date_time(1_764_000_600_000), "2025-11-24 16:10");
        assert_eq!(date_time(951_782_400_000), "2000-02-29 00:00");
    }
}
