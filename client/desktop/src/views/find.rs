//! The first screen: the name (and a password, to sign in to an account), "Host a game", a
//! typed address, an SGF file to replay, and the servers on the LAN with their open rooms.

use boardroom_protocol::{RoomCode, Seat};
use eframe::egui::{self, RichText};

use super::{describe_options, game_name};
use crate::account::texts;
use crate::app::{DesktopApp, Probe};
use crate::state::shown_name;
use crate::t;

/// Draws the Find screen.
pub fn show(app: &mut DesktopApp, ui: &mut egui::Ui) {
    egui::CentralPanel::default().show(ui, |ui| {
        egui::ScrollArea::vertical().show(ui, |ui| {
            ui.add_space(8.0);
            if app.signed_out {
                ui.colored_label(egui::Color32::from_rgb(200, 40, 40), texts::signed_out());
                ui.add_space(6.0);
            }
            ui.horizontal(|ui| {
                let label = ui.label(t!("name-label"));
                ui.add(
                    egui::TextEdit::singleline(&mut app.forms.name)
                        .char_limit(boardroom_protocol::MAX_NAME_CHARS)
                        .hint_text(t!("desk-find-name-hint")),
                )
                .labelled_by(label.id);
            });
            ui.horizontal(|ui| {
                let label = ui.label(texts::password());
                ui.add(
                    egui::TextEdit::singleline(&mut app.forms.account.password)
                        .password(true)
                        .hint_text(texts::password_hint()),
                )
                .labelled_by(label.id);
            });
            ui.label(RichText::new(texts::password_about()).weak());
            ui.add_space(12.0);

            ui.heading(t!("desk-find-host"));
            ui.label(t!("desk-find-host-about"));
            if let Some(error) = &app.host_error {
                ui.colored_label(
                    egui::Color32::RED,
                    t!("desk-host-failed", error = error.as_str()),
                );
            }
            let host_text = if app.host.is_some() {
                t!("desk-find-open-my-server")
            } else {
                t!("desk-find-host")
            };
            if ui.button(host_text).clicked() {
                app.host_game();
            }
            ui.add_space(12.0);

            ui.heading(t!("desk-find-join"));
            ui.horizontal(|ui| {
                let label = ui.label(t!("desk-find-address"));
                let field = ui
                    .add(
                        egui::TextEdit::singleline(&mut app.forms.address)
                            .hint_text(t!("desk-find-address-hint")),
                    )
                    .labelled_by(label.id);
                let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
                if ui.button(t!("desk-find-connect")).clicked() || entered {
                    app.connect_typed();
                }
            });
            ui.add_space(12.0);

            ui.heading(t!("desk-find-replay"));
            super::games::open_sgf(app, ui);
            ui.add_space(12.0);

            ui.heading(t!("desk-find-servers"));
            if let Some(note) = &app.discovery_note {
                ui.label(RichText::new(note.text()).weak());
            }
            let servers = app.listed_servers();
            let addresses: Vec<String> = servers.iter().map(|s| s.addr.to_string()).collect();
            app.refresh_probes(&addresses);
            if servers.is_empty() {
                ui.label(RichText::new(t!("desk-find-no-server")).weak());
            }
            for server in servers {
                let address = server.addr.to_string();
                ui.group(|ui| {
                    ui.horizontal(|ui| {
                        ui.strong(&server.name);
                        ui.label(RichText::new(&address).weak());
                        if ui
                            .button(t!("desk-find-connect-to", address = address.as_str()))
                            .clicked()
                        {
                            open(app, address.clone(), None);
                        }
                    });
                    match app.probes.get(&address).map(|(p, _)| p.clone()) {
                        Some(Probe::Rooms(rooms)) => {
                            let open_rooms: Vec<_> = rooms
                                .iter()
                                .filter(|r| Seat::ALL.iter().any(|&s| r.players.get(s).is_none()))
                                .collect();
                            if open_rooms.is_empty() {
                                ui.label(RichText::new(t!("desk-find-no-open-room")).weak());
                            }
                            for room in open_rooms {
                                ui.horizontal(|ui| {
                                    let host = room
                                        .players
                                        .black
                                        .as_ref()
                                        .or(room.players.white.as_ref())
                                        .map_or_else(|| t!("desk-nobody"), |p| shown_name(&p.name));
                                    ui.label(t!(
                                        "desk-find-open-room",
                                        game = game_name(&[], room.game),
                                        options = describe_options(
                                            &crate::catalogue::info(&[], room.game),
                                            &room.options
                                        ),
                                        host = host,
                                        code = room.room.as_str()
                                    ));
                                    if ui
                                        .button(t!("desk-join-code", code = room.room.as_str()))
                                        .clicked()
                                    {
                                        open(app, address.clone(), Some(room.room.clone()));
                                    }
                                });
                            }
                        }
                        Some(Probe::Failed(why)) => {
                            ui.label(RichText::new(t!("desk-find-probe-failed", why = why)).weak());
                        }
                        Some(Probe::Asking) | None => {
                            ui.label(RichText::new(t!("desk-find-asking")).weak());
                        }
                    }
                });
            }
        });
    });
}

/// Connects to a listed server, then joins `room` if given.
fn open(app: &mut DesktopApp, server: String, room: Option<RoomCode>) {
    app.forms.address.clone_from(&server);
    let name = app.forms.name.trim().to_owned();
    if name.is_empty() {
        app.show_notice(&t!("desk-type-name"), true);
        return;
    }
    if app.settings.name != name {
        app.settings.name.clone_from(&name);
        app.save_settings();
    }
    app.connect_to(server, room, name);
}
