//! The screens: Find (host, type an address, servers on the LAN), the lobby (rooms, create a
//! room, your games, events), the room (board, players, moves, chat, requests), the replay of a finished
//! game with its review; a link's QR code; the player's account; ratings (profiles, the
//! leaderboard, a history's chart); the host's controls over the hosted server; and the bars
//! every screen shares (the host's notice among them).

pub mod account;
pub mod console;
pub mod events;
pub mod find;
pub mod games;
pub mod graph;
pub mod host_notice;
pub mod leaderboard;
pub mod lobby;
pub mod profile;
pub mod qr;
pub mod rating_chart;
pub mod replay;
pub mod room;

use boardroom_protocol::{ClientMsg, GameInfo, GameKind, Options};
use eframe::egui::{self, Color32, RichText};

use crate::app::{Confirm, DesktopApp};
use crate::catalogue;
use crate::net::ConnStatus;
use crate::state::time::time_control;

/// The game's name for people, from the catalogue `games` (the app's own when empty).
#[must_use]
pub fn game_name(games: &[GameInfo], game: GameKind) -> String {
    catalogue::info(games, game).title
}

/// A short description of a room's options: the board and rule, then the clock, whether undo
/// is off and whether the room is rated, e.g. "15×15, Renju · 3+2 · no undo · rated".
#[must_use]
pub fn describe_options(info: &GameInfo, options: &Options) -> String {
    let mut parts = vec![catalogue::describe_board(info, options)];
    let clock = time_control(options.clock.as_ref());
    if !clock.is_empty() {
        parts.push(clock);
    }
    if options.undo == Some(false) {
        parts.push("no undo".to_owned());
    }
    if options.rated == Some(true) {
        parts.push(crate::ratings::texts::RATED_ROOM.to_owned());
    }
    parts.join(" · ")
}

/// The bar at the top: the title, the connection, the name, and the way back.
pub fn top_bar(app: &mut DesktopApp, ui: &mut egui::Ui) {
    egui::Panel::top("top").show(ui, |ui| {
        ui.horizontal(|ui| {
            ui.heading("Boardroom");
            if let Some(session) = &app.session {
                let (text, color) = match (session.status, session.signed_in) {
                    (ConnStatus::Open, true) => (
                        format!("Connected to {}", session.server),
                        Color32::from_rgb(40, 150, 60),
                    ),
                    (ConnStatus::Open | ConnStatus::Connecting, _) => {
                        (format!("Connecting to {}…", session.server), Color32::GRAY)
                    }
                    (ConnStatus::Closed, _) => (
                        format!("Reconnecting to {}…", session.server),
                        Color32::from_rgb(200, 120, 0),
                    ),
                };
                ui.label(RichText::new(text).color(color));
            }
            if let Some(host) = &app.host {
                ui.label(format!("· Hosting on port {}", host.addr.port()));
            }
            console::open_button(app, ui);
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                if app.session.is_some() && ui.button("Leave server").clicked() {
                    app.disconnect();
                }
                if app.host.is_some()
                    && app.session.is_none()
                    && ui.button("Stop hosting").clicked()
                {
                    app.stop_hosting();
                }
                if let Some(session) = &app.session
                    && let Some(me) = &session.state.me
                {
                    if session.state.account.holder {
                        ui.label(crate::account::texts::BADGE);
                    }
                    ui.label(format!("Playing as {}", me.name));
                }
            });
        });
    });
}

/// The bar at the bottom with the latest notice, if one is showing.
pub fn notice_bar(app: &mut DesktopApp, ui: &mut egui::Ui) {
    let Some(notice) = app.notice().cloned() else {
        return;
    };
    egui::Panel::bottom("notice").show(ui, |ui| {
        let color = if notice.error {
            Color32::from_rgb(200, 40, 40)
        } else {
            ui.visuals().text_color()
        };
        ui.label(RichText::new(notice.text).color(color));
    });
}

/// The question waiting for confirmation, as a dialog, and its message sent on Yes. The room
/// asks its questions (resign, leave a game in progress) and the Events tab the host's
/// (remove an entrant); each screen that asks draws it, so it is answered where it was asked.
pub fn confirm(app: &mut DesktopApp, ui: &mut egui::Ui) {
    let Some(question) = app.confirm.clone() else {
        return;
    };
    let (text, yes, msg) = match question {
        Confirm::Resign => (
            "Resign this game?".to_owned(),
            "Yes, resign",
            ClientMsg::Resign,
        ),
        Confirm::Leave => (
            "Leave this game? Leaving in the middle counts as a loss.".to_owned(),
            "Yes, leave",
            ClientMsg::LeaveRoom,
        ),
        Confirm::Remove {
            tournament,
            entrant,
            name,
        } => (
            format!("Remove {name} from the event? A game of theirs under way is lost."),
            "Yes, remove",
            events::HostControl::Remove(entrant).message(tournament),
        ),
    };
    let mut close = false;
    let modal = egui::Modal::new(egui::Id::unique("confirm")).show(ui.ctx(), |ui| {
        ui.label(text);
        ui.horizontal(|ui| {
            if ui.button(yes).clicked() {
                if let Some(session) = &mut app.session {
                    session.send(msg.clone());
                }
                close = true;
            }
            if ui.button("Cancel").clicked() {
                close = true;
            }
        });
    });
    if close || modal.should_close() {
        app.confirm = None;
    }
}
