//! The lobby's Ratings tab: a game (and rule, for a game rated per rule) chosen from the
//! catalogue, its leaderboard (rank, name, rating, games; asked for again whenever the choice
//! changes), and the profile of a player opened from it.

use boardroom_protocol::ClientMsg;
use eframe::egui::{self, RichText};

use crate::app::DesktopApp;
use crate::catalogue;
use crate::ratings::{LeaderboardChoice, texts};

/// Draws the tab.
pub fn show(app: &mut DesktopApp, ui: &mut egui::Ui) {
    let Some(session) = &mut app.session else {
        return;
    };
    let choice = &mut app.forms.leaderboard;
    let mut games = session.state.catalogue.clone();
    if games.is_empty() {
        games = catalogue::built_in().to_vec();
    }
    ui.heading(texts::leaderboard());
    egui::Grid::new("leaderboard-choice")
        .num_columns(2)
        .spacing([8.0, 6.0])
        .show(ui, |ui| {
            let label = ui.label(texts::game());
            egui::ComboBox::from_id_salt("leaderboard-game")
                .selected_text(catalogue::title(&catalogue::info(&games, choice.game)))
                .show_ui(ui, |ui| {
                    for info in &games {
                        ui.selectable_value(&mut choice.game, info.game, catalogue::title(info));
                    }
                })
                .response
                .labelled_by(label.id);
            ui.end_row();
            let info = catalogue::info(&games, choice.game);
            let rules = LeaderboardChoice::rules_of(&info);
            if let Some(mut rule) = choice.rule(&info) {
                let label = ui.label(texts::rule());
                let title = |value: &str| {
                    rules
                        .iter()
                        .find(|(v, _)| v == value)
                        .map_or_else(|| value.to_owned(), |(_, t)| t.clone())
                };
                egui::ComboBox::from_id_salt("leaderboard-rule")
                    .selected_text(title(&rule))
                    .show_ui(ui, |ui| {
                        for (value, title) in &rules {
                            ui.selectable_value(&mut rule, value.clone(), title);
                        }
                    })
                    .response
                    .labelled_by(label.id);
                choice.rules.insert(info.game, rule);
                ui.end_row();
            }
        });
    if ui.button(texts::refresh()).clicked() {
        choice.asked = None;
    }
    let info = catalogue::info(&games, choice.game);
    let kind = choice.kind(&info);
    // A new choice (or the tab opened again) asks the server.
    if session.signed_in && choice.asked.as_deref() != Some(kind.as_str()) {
        session.send(choice.message(&info));
        choice.asked = Some(kind.clone());
    }
    ui.add_space(6.0);
    let mut open = None;
    match session.state.ratings.leaderboard_of(&kind) {
        None => {
            ui.label(RichText::new(texts::loading()).weak());
        }
        Some([]) => {
            ui.label(texts::no_settled());
        }
        Some(rows) => {
            egui::Grid::new("leaderboard")
                .striped(true)
                .spacing([14.0, 4.0])
                .show(ui, |ui| {
                    for heading in texts::columns() {
                        ui.strong(heading);
                    }
                    ui.end_row();
                    for row in rows {
                        ui.label(row.rank.to_string());
                        if ui.link(crate::state::shown_name(&row.name)).clicked() {
                            open = Some(row.player_id.clone());
                        }
                        ui.label(texts::rating(&row.rating));
                        ui.label(row.rating.games.to_string());
                        ui.end_row();
                    }
                });
        }
    }
    if let Some(player_id) = open {
        session.send(ClientMsg::GetProfile {
            player_id: Some(player_id.clone()),
        });
        choice.shown = Some(player_id);
    }
    let Some(shown) = choice.shown.clone() else {
        return;
    };
    ui.separator();
    let profile = session.state.ratings.profile(&shown);
    ui.horizontal(|ui| {
        let heading = profile.map_or_else(texts::loading, |p| {
            texts::profile_of(&crate::state::shown_name(&p.name))
        });
        ui.heading(heading);
        if ui.button(texts::close_profile()).clicked() {
            choice.shown = None;
        }
    });
    if let Some(profile) = profile {
        super::profile::show(ui, &games, profile);
    }
}
