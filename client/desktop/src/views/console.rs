//! The host's controls for the server the app hosts, as a window over whatever screen shows:
//! the same powers as the browser console at `/admin` (the notice, the chat mode, the rooms to
//! watch, abort or close, the players to kick, ban or mute, a class's accounts, the backup, the
//! addresses banned, the engines and bots, the audit log), without a browser or a key to copy.
//! One part shows at a time, so each fits the window. The calls themselves are in
//! `host_console.rs`: this file only draws what the last answers said and asks for actions.

use boardroom_protocol::{EnginePlays, GameInfo, JoinAs, RoomCode, Seat, Status};
use eframe::egui::{self, Color32, RichText};

use crate::app::DesktopApp;
use crate::host_console::{Action, ConsoleState, HostConsole, KidMode, Section};
use crate::t;

/// The top bar's button that opens the controls (and closes them).
#[must_use]
pub fn open_label() -> String {
    t!("desk-console-open")
}

/// The window's title.
#[must_use]
pub fn title() -> String {
    t!("desk-console-title")
}

/// The notice's text field.
#[must_use]
pub fn notice_field() -> String {
    t!("desk-console-notice-field")
}

/// Sends the notice typed.
#[must_use]
pub fn send_notice() -> String {
    t!("desk-console-send-notice")
}

/// Takes the standing notice down.
#[must_use]
pub fn take_down() -> String {
    t!("desk-console-take-down")
}

/// The class's names field.
#[must_use]
pub fn names_field() -> String {
    t!("desk-console-names-field")
}

/// Makes the class's accounts.
#[must_use]
pub fn make_class() -> String {
    t!("desk-console-make-class")
}

/// Opens the console's page in the browser.
#[must_use]
pub fn open_in_browser() -> String {
    t!("desk-console-open-in-browser")
}

/// The most characters of a notice (the server refuses more).
const MAX_NOTICE_CHARS: usize = 500;

/// The colour of an error said.
const ERROR: Color32 = Color32::from_rgb(200, 40, 40);

/// The button for the top bar, while the app hosts: opens the controls, or closes them.
pub fn open_button(app: &mut DesktopApp, ui: &mut egui::Ui) {
    if app.host.is_none() {
        return;
    }
    let open = app.console.as_ref().is_some_and(|c| c.open);
    if ui.selectable_label(open, open_label()).clicked() {
        if open {
            app.close_host_console();
        } else {
            app.open_host_console();
        }
    }
}

/// What the window asks of the app once drawn (the window borrows the console meanwhile).
enum Ask {
    /// Watch a room in the app.
    Watch(RoomCode),
}

/// The window of the controls, while open.
pub fn show(app: &mut DesktopApp, ui: &mut egui::Ui) {
    let port = app.host.as_ref().map(|h| h.addr.port());
    let games = app
        .session
        .as_ref()
        .map(|s| s.state.catalogue.clone())
        .unwrap_or_default();
    let me = app
        .session
        .as_ref()
        .and_then(|s| s.state.me.as_ref())
        .map(|me| me.player_id.clone());
    let watch = can_watch(app);
    let (Some(port), Some(console)) = (port, app.console.as_mut()) else {
        return;
    };
    if !console.open {
        return;
    }
    let mut open = true;
    let mut ask = None;
    // Below the bars every screen shares (the top bar with this window's button, the host's
    // notice), so that the window never hides them.
    let below_bars = ui.available_rect_before_wrap();
    // The window's id stays the same whatever the language, so that it keeps its place. Its
    // own Close button is in its head (egui's would be named in English).
    let window_id = egui::Id::unique("host-console");
    egui::Window::new(title())
        .id(window_id)
        .default_pos(below_bars.left_top() + egui::vec2(24.0, 12.0))
        .constrain_to(below_bars)
        .default_size([760.0, 560.0])
        .collapsible(false)
        .show(ui.ctx(), |ui| {
            header(console, ui, port, &mut open);
            ui.separator();
            ui.horizontal(|ui| {
                for section in Section::ALL {
                    ui.selectable_value(&mut console.section, section, section.label());
                }
            });
            ui.separator();
            let Some(state) = console.state.clone() else {
                ui.label(RichText::new(t!("desk-console-asking")).weak());
                return;
            };
            egui::ScrollArea::vertical()
                .auto_shrink([false, false])
                .show(ui, |ui| match console.section {
                    Section::Players => players(console, ui, &state, me.as_deref()),
                    Section::Rooms => ask = rooms(console, ui, &state, &games, watch),
                    Section::Notice => notice_and_chat(console, ui, &state),
                    Section::Class => class(console, ui, &state, port),
                    Section::Server => server(console, ui, &state, &games),
                });
        });
    name_resize_handles(ui.ctx(), window_id);
    if !open {
        app.close_host_console();
    }
    match ask {
        Some(Ask::Watch(code)) => {
            if let Some(session) = &mut app.session {
                session.join(code, JoinAs::Spectator);
            }
            // The room shows behind the window: out of its way.
            app.close_host_console();
        }
        None => {}
    }
}

/// Names the resize handles of the window `window` in the player's language: egui names them
/// itself, in English, for assistive technologies. Their ids are egui's: the window's layer,
/// `edge_drag`, then the side or corner.
fn name_resize_handles(ctx: &egui::Context, window: egui::Id) {
    let layer = egui::LayerId::new(egui::Order::Middle, window);
    let handles = egui::Id::unique(layer).with("edge_drag");
    for (key, name) in [
        ("right", t!("desk-window-resize-right")),
        ("left", t!("desk-window-resize-left")),
        ("bottom", t!("desk-window-resize-bottom")),
        ("top", t!("desk-window-resize-top")),
        ("right_bottom", t!("desk-window-resize-bottom-right")),
        ("right_top", t!("desk-window-resize-top-right")),
        ("left_bottom", t!("desk-window-resize-bottom-left")),
        ("left_top", t!("desk-window-resize-top-left")),
    ] {
        ctx.accesskit_node_builder(handles.with(key), |node| node.set_label(name));
    }
}

/// Whether the app may watch a room of its server now: signed in to it, and not in the middle
/// of a game of its own (going to another room would leave that game).
fn can_watch(app: &DesktopApp) -> bool {
    let Some(host) = &app.host else {
        return false;
    };
    app.session.as_ref().is_some_and(|s| {
        s.signed_in
            && s.server == host.local_server()
            && s.state
                .room
                .as_ref()
                .is_none_or(|r| r.you.is_none() || r.status != Status::Playing)
    })
}

/// The window's head: the server, the refresh, the browser's console, and what was said last.
fn header(console: &mut HostConsole, ui: &mut egui::Ui, port: u16, open: &mut bool) {
    ui.horizontal(|ui| {
        if ui.button(t!("desk-close")).clicked() {
            *open = false;
        }
        ui.label(t!("desk-console-server-on-port", port = port));
        if ui.button(t!("desk-console-refresh")).clicked() {
            console.refresh();
        }
        let link = console.browser_link();
        if ui
            .add_enabled(link.is_some(), egui::Button::new(open_in_browser()))
            .on_hover_text(t!("desk-console-key-warning"))
            .clicked()
            && let Some(link) = &link
        {
            ui.ctx().open_url(egui::OpenUrl::new_tab(link));
        }
        if ui
            .add_enabled(
                link.is_some(),
                egui::Button::new(t!("desk-console-copy-link")),
            )
            .clicked()
            && let Some(link) = link
        {
            ui.ctx().copy_text(link);
        }
        if console.busy() {
            ui.spinner();
        }
    });
    if let Some(said) = &console.said {
        let text = RichText::new(&said.text);
        ui.label(if said.error { text.color(ERROR) } else { text });
    }
}

/// The players online or under a rule, each with kick, ban and mute (none for the host).
fn players(console: &mut HostConsole, ui: &mut egui::Ui, state: &ConsoleState, me: Option<&str>) {
    if state.players.is_empty() {
        ui.label(RichText::new(t!("desk-console-nobody-online")).weak());
        return;
    }
    egui::Grid::new("console-players")
        .striped(true)
        .num_columns(6)
        .show(ui, |ui| {
            for title in [
                t!("desk-console-column-name"),
                t!("desk-console-column-id"),
                t!("desk-console-column-account"),
                t!("desk-console-column-connections"),
                t!("desk-console-column-state"),
                String::new(),
            ] {
                ui.strong(title);
            }
            ui.end_row();
            for player in &state.players {
                let you = me == Some(player.id.to_string().as_str());
                if you {
                    ui.label(t!("event-you", name = player.name.as_str()));
                } else {
                    ui.label(&player.name);
                }
                ui.label(player.id.to_string());
                ui.label(if player.account {
                    t!("desk-console-yes")
                } else {
                    t!("desk-console-no")
                });
                ui.label(player.connections.to_string());
                let what: Vec<String> = [
                    (player.banned, t!("desk-console-banned")),
                    (player.muted, t!("desk-console-muted")),
                ]
                .into_iter()
                .filter_map(|(on, word)| on.then_some(word))
                .collect();
                ui.label(if what.is_empty() {
                    "-".to_owned()
                } else {
                    what.join(&t!("app-list-separator"))
                });
                ui.horizontal(|ui| {
                    // The host's own row: kicking or banning yourself only locks the app out.
                    if you {
                        return;
                    }
                    let (name, id) = (&player.name, player.id);
                    let name = name.as_str();
                    if ui.button(t!("desk-console-kick", name = name)).clicked() {
                        console.act(Action::Kick { player: id });
                    }
                    if player.banned {
                        if ui.button(t!("desk-console-unban", name = name)).clicked() {
                            console.act(Action::UnbanPlayer { player: id });
                        }
                    } else if ui.button(t!("desk-console-ban", name = name)).clicked() {
                        console.act(Action::BanPlayer { player: id });
                    }
                    if player.muted {
                        if ui.button(t!("desk-console-unmute", name = name)).clicked() {
                            console.act(Action::Unmute { player: id });
                        }
                    } else if ui.button(t!("desk-console-mute", name = name)).clicked() {
                        console.act(Action::Mute { player: id });
                    }
                });
                ui.end_row();
            }
        });
}

/// The server's rooms: their game and players, to watch, a game under way to abort, and the room
/// to close (each after a question: the game ends for both players; a room closed sends everyone
/// in it back to the lobby).
fn rooms(
    console: &mut HostConsole,
    ui: &mut egui::Ui,
    state: &ConsoleState,
    games: &[GameInfo],
    watch: bool,
) -> Option<Ask> {
    let mut ask = None;
    if let Some(code) = console.forms.abort.clone() {
        ui.group(|ui| {
            ui.label(t!("desk-console-confirm-abort", code = code.as_str()));
            ui.horizontal(|ui| {
                if ui.button(t!("desk-console-confirm-abort-yes")).clicked() {
                    console.act(Action::AbortGame { room: code.clone() });
                    console.forms.abort = None;
                }
                if ui.button(t!("desk-console-confirm-abort-no")).clicked() {
                    console.forms.abort = None;
                }
            });
        });
    }
    if let Some(code) = console.forms.close.clone() {
        ui.group(|ui| {
            ui.label(t!("desk-console-confirm-close", code = code.as_str()));
            ui.horizontal(|ui| {
                if ui.button(t!("desk-console-confirm-close-yes")).clicked() {
                    console.act(Action::CloseRoom { room: code.clone() });
                    console.forms.close = None;
                }
                if ui.button(t!("desk-console-confirm-abort-no")).clicked() {
                    console.forms.close = None;
                }
            });
        });
    }
    if state.rooms.is_empty() {
        ui.label(RichText::new(t!("desk-console-no-rooms")).weak());
        return None;
    }
    egui::Grid::new("console-rooms")
        .striped(true)
        .num_columns(7)
        .show(ui, |ui| {
            for title in [
                t!("desk-console-column-room"),
                t!("desk-console-column-game"),
                t!("desk-console-column-black"),
                t!("desk-console-column-white"),
                t!("desk-console-column-status"),
                t!("desk-console-column-watching"),
                String::new(),
            ] {
                ui.strong(title);
            }
            ui.end_row();
            for room in &state.rooms {
                let info = crate::catalogue::info(games, room.game);
                ui.label(room.room.as_str());
                ui.label(crate::catalogue::title(&info))
                    .on_hover_text(super::describe_options(&info, &room.options));
                for seat in Seat::ALL {
                    ui.label(room.players.get(seat).map_or("-", |p| p.name.as_str()));
                }
                ui.label(match room.status {
                    Status::Waiting => t!("desk-console-room-waiting"),
                    Status::Playing => t!("desk-console-room-playing"),
                    Status::Over => t!("desk-console-room-over"),
                });
                ui.label(room.spectators.to_string());
                ui.horizontal(|ui| {
                    if ui
                        .add_enabled(
                            watch,
                            egui::Button::new(t!("lobby-watch-room", code = room.room.as_str())),
                        )
                        .on_disabled_hover_text(t!("desk-console-own-game"))
                        .clicked()
                    {
                        ask = Some(Ask::Watch(room.room.clone()));
                    }
                    if room.status == Status::Playing
                        && ui
                            .button(t!("desk-console-abort", code = room.room.as_str()))
                            .clicked()
                    {
                        console.forms.abort = Some(room.room.to_string());
                    }
                    if ui
                        .button(t!("desk-console-close-room", code = room.room.as_str()))
                        .clicked()
                    {
                        console.forms.close = Some(room.room.to_string());
                    }
                });
                ui.end_row();
            }
        });
    ask
}

/// The notice to everyone (send, take down, the one standing) and the chat mode.
fn notice_and_chat(console: &mut HostConsole, ui: &mut egui::Ui, state: &ConsoleState) {
    ui.heading(t!("desk-console-notice-heading"));
    let label = ui.label(notice_field());
    ui.add(
        egui::TextEdit::singleline(&mut console.forms.notice)
            .char_limit(MAX_NOTICE_CHARS)
            .desired_width(f32::INFINITY)
            .hint_text(t!("desk-console-notice-hint")),
    )
    .labelled_by(label.id);
    ui.horizontal(|ui| {
        let typed = !console.forms.notice.trim().is_empty();
        if ui
            .add_enabled(typed, egui::Button::new(send_notice()))
            .clicked()
        {
            let text = std::mem::take(&mut console.forms.notice);
            console.act(Action::Notice {
                text: text.trim().to_owned(),
            });
        }
        if ui
            .add_enabled(!state.notice.is_empty(), egui::Button::new(take_down()))
            .clicked()
        {
            console.act(Action::Notice {
                text: String::new(),
            });
        }
    });
    if state.notice.is_empty() {
        ui.label(t!("desk-console-standing-none"));
    } else {
        ui.label(t!("desk-console-standing", text = state.notice.as_str()));
    }
    ui.add_space(8.0);
    ui.heading(t!("desk-console-chat-heading"));
    for mode in KidMode::ALL {
        if ui.radio(state.kid_mode == mode, mode.label()).clicked() && state.kid_mode != mode {
            console.act(Action::KidMode { mode });
        }
    }
}

/// A class: an account for each name typed, and the login cards of the one made last.
fn class(console: &mut HostConsole, ui: &mut egui::Ui, state: &ConsoleState, port: u16) {
    ui.label(t!("desk-console-class-about"));
    let label = ui.label(names_field());
    ui.add(
        egui::TextEdit::multiline(&mut console.forms.names)
            .desired_rows(6)
            .desired_width(320.0),
    )
    .labelled_by(label.id);
    let typed = !console.forms.names.trim().is_empty();
    if ui
        .add_enabled(typed, egui::Button::new(make_class()))
        .clicked()
    {
        let names = std::mem::take(&mut console.forms.names);
        console.act(Action::MakeClass { names });
    }
    if console.cards.is_empty() {
        return;
    }
    // The link a pupil opens: the server's first LAN link, as the browser console prints it.
    let link = state
        .links
        .first()
        .cloned()
        .unwrap_or_else(|| format!("http://127.0.0.1:{port}/"));
    ui.add_space(8.0);
    ui.horizontal(|ui| {
        ui.heading(t!("desk-console-cards"));
        if ui.button(t!("desk-console-copy-cards")).clicked() {
            let text: Vec<String> = console
                .cards
                .iter()
                .map(|c| {
                    format!(
                        "{}\n{}\n{}\n",
                        c.name,
                        t!("desk-console-card-password", password = c.password.as_str()),
                        t!("desk-console-card-open", link = link.as_str())
                    )
                })
                .collect();
            ui.ctx().copy_text(text.join("\n"));
        }
    });
    ui.horizontal_wrapped(|ui| {
        for card in &console.cards {
            ui.group(|ui| {
                ui.vertical(|ui| {
                    ui.strong(&card.name);
                    ui.label(t!(
                        "desk-console-card-password",
                        password = card.password.as_str()
                    ));
                    ui.label(t!("desk-console-card-open", link = link.as_str()));
                });
            });
        }
    });
}

/// The backup, the addresses banned, the engines and bots, and what was done.
fn server(console: &mut HostConsole, ui: &mut egui::Ui, state: &ConsoleState, games: &[GameInfo]) {
    ui.horizontal(|ui| {
        if ui.button(t!("desk-console-backup")).clicked() {
            console.act(Action::Backup);
        }
        ui.label(
            RichText::new(t!("desk-console-backup-about"))
                .small()
                .weak(),
        );
    });
    ui.add_space(8.0);
    ui.heading(t!("desk-console-banned-addresses"));
    ui.horizontal(|ui| {
        let label = ui.label(t!("desk-console-address-to-ban"));
        ui.add(egui::TextEdit::singleline(&mut console.forms.address).desired_width(200.0))
            .labelled_by(label.id);
        let typed = !console.forms.address.trim().is_empty();
        if ui
            .add_enabled(typed, egui::Button::new(t!("desk-console-ban-address")))
            .clicked()
        {
            let address = std::mem::take(&mut console.forms.address);
            console.act(Action::BanAddress {
                address: address.trim().to_owned(),
            });
        }
    });
    if state.banned_addresses.is_empty() {
        ui.label(RichText::new(t!("desk-console-none")).weak());
    }
    for address in &state.banned_addresses {
        ui.horizontal(|ui| {
            ui.label(address);
            if ui
                .button(t!("desk-console-unban", name = address.as_str()))
                .clicked()
            {
                console.act(Action::UnbanAddress {
                    address: address.clone(),
                });
            }
        });
    }
    ui.add_space(8.0);
    ui.heading(t!("desk-console-engines"));
    if state.engines.is_empty() {
        ui.label(RichText::new(t!("desk-console-no-engines")).weak());
    }
    for engine in &state.engines {
        let name = engine.about.as_ref().map_or_else(
            || engine.name.clone(),
            |a| {
                t!(
                    "status-opponent-engine",
                    name = engine.name.as_str(),
                    about = a.as_str()
                )
            },
        );
        ui.label(t!(
            "desk-console-engine",
            name = name,
            protocol = engine.protocol.as_str(),
            plays = plays(&engine.plays, games)
        ));
    }
    ui.heading(t!("desk-console-bots"));
    if state.bots.is_empty() {
        ui.label(RichText::new(t!("desk-console-no-bots")).weak());
    }
    for bot in &state.bots {
        ui.label(t!(
            "desk-console-bot",
            name = bot.name.as_str(),
            plays = plays(&bot.plays, games),
            busy = if bot.busy { "busy" } else { "free" }
        ));
    }
    ui.add_space(8.0);
    ui.heading(t!("desk-console-log"));
    if state.audit.is_empty() {
        ui.label(RichText::new(t!("desk-console-log-empty")).weak());
    }
    for line in &state.audit {
        ui.label(t!(
            "desk-console-log-line",
            time = super::games::date_time(line.at_ms),
            action = line.action.as_str(),
            detail = line.detail.as_str()
        ));
    }
}

/// What an engine or a bot plays, with the games' names from the server's catalogue: "every
/// game" when it said nothing.
fn plays(list: &[EnginePlays], games: &[GameInfo]) -> String {
    if list.is_empty() {
        return t!("desk-console-every-game");
    }
    list.iter()
        .map(|p| {
            let info = crate::catalogue::info(games, p.game);
            let title = crate::catalogue::title(&info);
            if p.rules.is_empty() {
                return title;
            }
            let rule = info.options.iter().find(|o| o.name == "rule");
            let rules: Vec<String> = p
                .rules
                .iter()
                .map(|value| {
                    rule.and_then(|option| match &option.kind {
                        boardroom_protocol::OptionKind::Choice { choices, .. } => choices
                            .iter()
                            .find(|c| c.value == *value)
                            .map(|c| crate::catalogue::choice_title(option, c)),
                        boardroom_protocol::OptionKind::Flag { .. } => None,
                    })
                    .unwrap_or_else(|| value.clone())
                })
                .collect();
            t!(
                "desk-console-plays-rules",
                game = title,
                rules = rules.join(&t!("app-list-separator"))
            )
        })
        .collect::<Vec<_>>()
        .join(&t!("desk-console-plays-separator"))
}
