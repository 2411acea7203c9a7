//! A player's profile: the name, whether it is an account, and each rating (the kind named from
//! the catalogue, a `?` while provisional, the games counted) with its history as a small
//! chart and its last points as text. Shown for one's own in the Account tab and for another
//! player from the leaderboard.

use boardroom_protocol::GameInfo;
use eframe::egui::{self, RichText};

use boardroom_protocol::ClientMsg;

use super::games::date_time;
use crate::app::DesktopApp;
use crate::ratings::{kind, texts};
use crate::state::ratings::Profile;

/// How many of a history's last points are written out under its chart.
const POINTS_WRITTEN: usize = 5;

/// Asks the server for the player's own profile (the Account tab opened, or Refresh).
pub fn ask_own(app: &mut DesktopApp) {
    if let Some(session) = &mut app.session
        && session.signed_in
    {
        session.send(ClientMsg::GetProfile { player_id: None });
    }
}

/// The Account tab's section of the player's own ratings, as last asked for.
pub fn own(app: &mut DesktopApp, ui: &mut egui::Ui) {
    ui.horizontal(|ui| {
        ui.strong(texts::your_ratings());
        if ui.button(texts::refresh()).clicked() {
            ask_own(app);
        }
    });
    let Some(session) = &app.session else {
        return;
    };
    let mine = session
        .state
        .me
        .as_ref()
        .and_then(|me| session.state.ratings.profile(&me.player_id));
    match mine {
        Some(profile) => show(ui, &session.state.catalogue, profile),
        None => {
            ui.label(RichText::new(texts::loading()).weak());
        }
    }
}

/// Draws `profile`, the kinds named from the catalogue `games`.
pub fn show(ui: &mut egui::Ui, games: &[GameInfo], profile: &Profile) {
    ui.strong(crate::state::shown_name(&profile.name));
    if !profile.account {
        ui.label(RichText::new(texts::guest()).weak());
        return;
    }
    ui.label(RichText::new(texts::account()).weak());
    if profile.ratings.is_empty() {
        ui.label(texts::no_ratings());
        return;
    }
    for rated in &profile.ratings {
        let title = kind::title(games, &rated.rating.kind);
        ui.group(|ui| {
            let line = ui.label(texts::rating_line(&title, &rated.rating));
            if rated.rating.provisional {
                line.on_hover_text(texts::provisional());
            }
            super::rating_chart::show(ui, &title, &rated.history);
            let from = rated.history.len().saturating_sub(POINTS_WRITTEN);
            let last: Vec<(i32, String)> = rated.history[from..]
                .iter()
                .map(|p| (p.rating, date_time(p.at_ms)))
                .collect();
            if !last.is_empty() {
                ui.label(RichText::new(texts::last_points(&last)).small().weak());
            }
        });
    }
    if profile.ratings.iter().any(|r| r.rating.provisional) {
        ui.label(RichText::new(texts::provisional_about()).small().weak());
    }
}
