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
use crate::i18n;
use crate::net::ConnStatus;
use crate::state::time::time_control;
use crate::t;

/// The game's name for people, from the catalogue `games` (the app's own when empty), in the
/// player's language.
#[must_use]
pub fn game_name(games: &[GameInfo], game: GameKind) -> String {
    catalogue::title(&catalogue::info(games, game))
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
        parts.push(t!("lobby-no-undo"));
    }
    if options.rated == Some(true) {
        parts.push(crate::ratings::texts::rated_room());
    }
    parts.join(" · ")
}

/// The bar at the top: the title, the connection, the name, the language, and the way back.
pub fn top_bar(app: &mut DesktopApp, ui: &mut egui::Ui) {
    egui::Panel::top("top").show(ui, |ui| {
        ui.horizontal(|ui| {
            ui.heading(t!("page-brand"));
            if let Some(session) = &app.session {
                let server = session.server.as_str();
                let (text, color) = match (session.status, session.signed_in) {
                    (ConnStatus::Open, true) => (
                        t!("desk-status-connected", server = server),
                        Color32::from_rgb(40, 150, 60),
                    ),
                    (ConnStatus::Open | ConnStatus::Connecting, _) => {
                        (t!("desk-status-connecting", server = server), Color32::GRAY)
                    }
                    (ConnStatus::Closed, _) => (
                        t!("desk-status-reconnecting", server = server),
                        Color32::from_rgb(200, 120, 0),
                    ),
                };
                ui.label(RichText::new(text).color(color));
            }
            if let Some(host) = &app.host {
                ui.label(t!("desk-hosting-on-port", port = host.addr.port()));
            }
            console::open_button(app, ui);
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                language_picker(app, ui);
                if app.session.is_some() && ui.button(t!("desk-leave-server")).clicked() {
                    app.disconnect();
                }
                if app.host.is_some()
                    && app.session.is_none()
                    && ui.button(t!("desk-stop-hosting")).clicked()
                {
                    app.stop_hosting();
                }
                if let Some(session) = &app.session
                    && let Some(me) = &session.state.me
                {
                    if session.state.account.holder {
                        ui.label(crate::account::texts::badge());
                    }
                    ui.label(t!("desk-playing-as", name = me.name.as_str()));
                }
            });
        });
    });
}

/// The language picker (in a right-to-left layout: the choice, then its label): each
/// language named in its own, and the system's choice; kept in the settings.
fn language_picker(app: &mut DesktopApp, ui: &mut egui::Ui) {
    let mut picked = app.settings.language.clone();
    let shown = app.language().name();
    let combo = egui::ComboBox::from_id_salt("language")
        .selected_text(shown)
        .show_ui(ui, |ui| {
            ui.selectable_value(&mut picked, None, t!("desk-language-system"));
            for language in i18n::available() {
                ui.selectable_value(
                    &mut picked,
                    Some(language.code.clone()),
                    language.name.as_str(),
                );
            }
        });
    let label = ui.label(t!("page-language"));
    combo.response.labelled_by(label.id);
    if picked != app.settings.language {
        app.set_language(picked);
    }
}

/// Names the resize handle of the side panel `salt` (shown in `ui`) in the player's language:
/// egui labels it "Resize panel" itself, for assistive technologies. Its id is egui's: the
/// panel's, `ui`'s scope with the panel's salt, with `__resize`.
pub fn name_resize_handle(ui: &egui::Ui, salt: &str) {
    let id = ui
        .scope_id()
        .with_salt(egui::IdSalt::new(salt))
        .with("__resize");
    ui.ctx()
        .accesskit_node_builder(id, |node| node.set_label(t!("desk-resize-panel")));
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
            t!("room-confirm-resign"),
            t!("desk-confirm-resign-yes"),
            ClientMsg::Resign,
        ),
        Confirm::Leave => (
            t!("room-confirm-leave"),
            t!("desk-confirm-leave-yes"),
            ClientMsg::LeaveRoom,
        ),
        Confirm::Remove {
            tournament,
            entrant,
            name,
        } => (
            t!("event-confirm-remove", name = name.as_str()),
            t!("desk-confirm-remove-yes"),
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
            if ui.button(t!("desk-cancel")).clicked() {
                close = true;
            }
        });
    });
    if close || modal.should_close() {
        app.confirm = None;
    }
}
