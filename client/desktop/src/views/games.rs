//! Your games: the signed-in player's finished games, newest first, a page at a time, each
//! opened into its replay; and an SGF file opened from disk.

use boardroom_protocol::{GameResult, GameSummary, Reason};
use eframe::egui::{self, Color32, RichText};

use crate::app::DesktopApp;
use crate::state::replay::Source;

/// The colour of a won game's result.
const WON: Color32 = Color32::from_rgb(40, 150, 60);

/// The colour of a lost game's result.
const LOST: Color32 = Color32::from_rgb(200, 40, 40);

/// Draws the SGF field and the list.
pub fn show(app: &mut DesktopApp, ui: &mut egui::Ui) {
    open_sgf(app, ui);
    ui.add_space(6.0);
    ui.horizontal(|ui| {
        ui.heading("Your games");
        if ui.button("Refresh").clicked() {
            app.list_games(false);
        }
    });
    if matches!(app.loading, Some(Source::Server { .. })) {
        ui.label(RichText::new("Opening the game…").weak());
    }
    let Some(session) = &app.session else {
        return;
    };
    let games = session.state.games.clone();
    let catalogue = session.state.catalogue.clone();
    let more = session.state.more_games;
    if games.is_empty() {
        ui.label(RichText::new("No finished games yet.").weak());
    }
    let mut open = None;
    let mut older = false;
    egui::ScrollArea::vertical().show(ui, |ui| {
        egui::Grid::new("games")
            .striped(true)
            .spacing([14.0, 6.0])
            .show(ui, |ui| {
                for heading in ["Opponent", "Game", "Result", "Ended (UTC)", "Moves", ""] {
                    ui.strong(heading);
                }
                ui.end_row();
                for game in &games {
                    ui.label(opponent(game));
                    let info = crate::catalogue::info(&catalogue, game.game);
                    ui.label(format!(
                        "{} · {}",
                        info.title,
                        crate::catalogue::describe_board(&info, &game.options)
                    ));
                    let (text, color) = outcome(game);
                    ui.label(RichText::new(text).color(color));
                    ui.label(date_time(game.ended_ms.unwrap_or(game.started_ms)));
                    ui.label(game.moves.to_string());
                    if ui.button("Replay").clicked() {
                        open = Some(game.game_id.clone());
                    }
                    ui.end_row();
                }
            });
        if more && ui.button("Older games").clicked() {
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
        let label = ui.label("SGF file");
        let field = ui
            .add(
                egui::TextEdit::singleline(&mut app.forms.sgf_path)
                    .desired_width(320.0)
                    .hint_text("/path/to/game.sgf, or a link http://host:7878/g/42"),
            )
            .labelled_by(label.id);
        let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if ui.button("Open SGF").clicked() || entered {
            app.open_file();
        }
    });
    if matches!(app.loading, Some(Source::File { .. })) {
        ui.label(RichText::new("Reading the file…").weak());
    }
}

/// The opponent's name: the other seat's.
fn opponent(game: &GameSummary) -> String {
    let name = match game.you.other() {
        boardroom_protocol::Seat::Black => &game.black,
        boardroom_protocol::Seat::White => &game.white,
    };
    name.clone().unwrap_or_else(|| "nobody".to_owned())
}

/// The result from the player's side, and why, e.g. "Won · five in a row".
fn outcome(game: &GameSummary) -> (String, Color32) {
    let why = match game.reason {
        Reason::Five => "five in a row",
        Reason::Count => "disc count",
        Reason::NoLegalMove => "no legal move",
        Reason::BoardFull => "board full",
        Reason::Resign => "resignation",
        Reason::Agreement => "agreement",
        Reason::Forfeit => "left the game",
        Reason::Timeout => "time",
        Reason::Aborted => "aborted",
    };
    let (word, color) = match game.result {
        GameResult::Draw => ("Draw", Color32::GRAY),
        result if result.winner() == Some(game.you) => ("Won", WON),
        _ => ("Lost", LOST),
    };
    (format!("{word} · {why}"), color)
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
