//! The host's controls for the server the app hosts, as a window over whatever screen shows:
//! the same powers as the browser console at `/admin` (the notice, the chat mode, the rooms to
//! watch or abort, the players to kick, ban or mute, a class's accounts, the backup, the
//! addresses banned, the engines and bots, the audit log), without a browser or a key to copy.
//! One part shows at a time, so each fits the window. The calls themselves are in
//! `host_console.rs`: this file only draws what the last answers said and asks for actions.

use boardroom_protocol::{EnginePlays, GameInfo, JoinAs, RoomCode, Seat, Status};
use eframe::egui::{self, Color32, RichText};

use crate::app::DesktopApp;
use crate::host_console::{Action, ConsoleState, HostConsole, KidMode, Section};

/// The top bar's button that opens the controls (and closes them).
pub const OPEN: &str = "Host's controls";

/// The window's title.
pub const TITLE: &str = "Controls of the server you host";

/// The notice's text field.
pub const NOTICE_FIELD: &str = "Notice to everyone";

/// Sends the notice typed.
pub const SEND_NOTICE: &str = "Send the notice";

/// Takes the standing notice down.
pub const TAKE_DOWN: &str = "Take the notice down";

/// The class's names field.
pub const NAMES_FIELD: &str = "Names, one a line";

/// Makes the class's accounts.
pub const MAKE_CLASS: &str = "Make their accounts";

/// Opens the console's page in the browser.
pub const OPEN_IN_BROWSER: &str = "Open the console in the browser";

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
    if ui.selectable_label(open, OPEN).clicked() {
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
    egui::Window::new(TITLE)
        .open(&mut open)
        .default_pos(below_bars.left_top() + egui::vec2(24.0, 12.0))
        .constrain_to(below_bars)
        .default_size([760.0, 560.0])
        .collapsible(false)
        .show(ui.ctx(), |ui| {
            header(console, ui, port);
            ui.separator();
            ui.horizontal(|ui| {
                for section in Section::ALL {
                    ui.selectable_value(&mut console.section, section, section.label());
                }
            });
            ui.separator();
            let Some(state) = console.state.clone() else {
                ui.label(RichText::new("Asking the server…").weak());
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
fn header(console: &mut HostConsole, ui: &mut egui::Ui, port: u16) {
    ui.horizontal(|ui| {
        ui.label(format!("The server on port {port}"));
        if ui.button("Refresh").clicked() {
            console.refresh();
        }
        let link = console.browser_link();
        if ui
            .add_enabled(link.is_some(), egui::Button::new(OPEN_IN_BROWSER))
            .on_hover_text("The link carries the console's key: keep it to yourself.")
            .clicked()
            && let Some(link) = &link
        {
            ui.ctx().open_url(egui::OpenUrl::new_tab(link));
        }
        if ui
            .add_enabled(link.is_some(), egui::Button::new("Copy the console's link"))
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
        ui.label(RichText::new("Nobody is online.").weak());
        return;
    }
    egui::Grid::new("console-players")
        .striped(true)
        .num_columns(6)
        .show(ui, |ui| {
            for title in ["Name", "Id", "Account", "Connections", "State", ""] {
                ui.strong(title);
            }
            ui.end_row();
            for player in &state.players {
                let you = me == Some(player.id.to_string().as_str());
                if you {
                    ui.label(format!("{} (you)", player.name));
                } else {
                    ui.label(&player.name);
                }
                ui.label(player.id.to_string());
                ui.label(if player.account { "yes" } else { "no" });
                ui.label(player.connections.to_string());
                let what: Vec<&str> = [(player.banned, "banned"), (player.muted, "muted")]
                    .into_iter()
                    .filter_map(|(on, word)| on.then_some(word))
                    .collect();
                ui.label(if what.is_empty() {
                    "-".to_owned()
                } else {
                    what.join(", ")
                });
                ui.horizontal(|ui| {
                    // The host's own row: kicking or banning yourself only locks the app out.
                    if you {
                        return;
                    }
                    let (name, id) = (&player.name, player.id);
                    if ui.button(format!("Kick {name}")).clicked() {
                        console.act(Action::Kick { player: id });
                    }
                    if player.banned {
                        if ui.button(format!("Lift the ban of {name}")).clicked() {
                            console.act(Action::UnbanPlayer { player: id });
                        }
                    } else if ui.button(format!("Ban {name}")).clicked() {
                        console.act(Action::BanPlayer { player: id });
                    }
                    if player.muted {
                        if ui.button(format!("Let {name} chat")).clicked() {
                            console.act(Action::Unmute { player: id });
                        }
                    } else if ui.button(format!("Mute {name}")).clicked() {
                        console.act(Action::Mute { player: id });
                    }
                });
                ui.end_row();
            }
        });
}

/// The server's rooms: their game and players, to watch, and a game under way to abort (after a
/// question: the game ends for both players).
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
            ui.label(format!(
                "Abort the game of room {code}? Nobody wins and nothing is rated."
            ));
            ui.horizontal(|ui| {
                if ui.button("Yes, abort it").clicked() {
                    console.act(Action::AbortGame { room: code.clone() });
                    console.forms.abort = None;
                }
                if ui.button("Keep it").clicked() {
                    console.forms.abort = None;
                }
            });
        });
    }
    if state.rooms.is_empty() {
        ui.label(RichText::new("No rooms yet.").weak());
        return None;
    }
    egui::Grid::new("console-rooms")
        .striped(true)
        .num_columns(7)
        .show(ui, |ui| {
            for title in ["Room", "Game", "Black", "White", "Status", "Watching", ""] {
                ui.strong(title);
            }
            ui.end_row();
            for room in &state.rooms {
                let info = crate::catalogue::info(games, room.game);
                ui.label(room.room.as_str());
                ui.label(&info.title)
                    .on_hover_text(super::describe_options(&info, &room.options));
                for seat in Seat::ALL {
                    ui.label(room.players.get(seat).map_or("-", |p| p.name.as_str()));
                }
                ui.label(match room.status {
                    Status::Waiting => "waiting for a player",
                    Status::Playing => "playing",
                    Status::Over => "finished",
                });
                ui.label(room.spectators.to_string());
                ui.horizontal(|ui| {
                    if ui
                        .add_enabled(
                            watch,
                            egui::Button::new(format!("Watch room {}", room.room)),
                        )
                        .on_disabled_hover_text("Your own game is under way: finish it first.")
                        .clicked()
                    {
                        ask = Some(Ask::Watch(room.room.clone()));
                    }
                    if room.status == Status::Playing
                        && ui
                            .button(format!("Abort the game of {}", room.room))
                            .clicked()
                    {
                        console.forms.abort = Some(room.room.to_string());
                    }
                });
                ui.end_row();
            }
        });
    ask
}

/// The notice to everyone (send, take down, the one standing) and the chat mode.
fn notice_and_chat(console: &mut HostConsole, ui: &mut egui::Ui, state: &ConsoleState) {
    ui.heading("The host's notice");
    let label = ui.label(NOTICE_FIELD);
    ui.add(
        egui::TextEdit::singleline(&mut console.forms.notice)
            .char_limit(MAX_NOTICE_CHARS)
            .desired_width(f32::INFINITY)
            .hint_text("What every player sees at the top of their screen"),
    )
    .labelled_by(label.id);
    ui.horizontal(|ui| {
        let typed = !console.forms.notice.trim().is_empty();
        if ui
            .add_enabled(typed, egui::Button::new(SEND_NOTICE))
            .clicked()
        {
            let text = std::mem::take(&mut console.forms.notice);
            console.act(Action::Notice {
                text: text.trim().to_owned(),
            });
        }
        if ui
            .add_enabled(!state.notice.is_empty(), egui::Button::new(TAKE_DOWN))
            .clicked()
        {
            console.act(Action::Notice {
                text: String::new(),
            });
        }
    });
    if state.notice.is_empty() {
        ui.label("Standing now: none");
    } else {
        ui.label(format!("Standing now: {}", state.notice));
    }
    ui.add_space(8.0);
    ui.heading("Chat on this server");
    for mode in KidMode::ALL {
        if ui.radio(state.kid_mode == mode, mode.label()).clicked() && state.kid_mode != mode {
            console.act(Action::KidMode { mode });
        }
    }
}

/// A class: an account for each name typed, and the login cards of the one made last.
fn class(console: &mut HostConsole, ui: &mut egui::Ui, state: &ConsoleState, port: u16) {
    ui.label(
        "Each name gets an account with a new password; the login cards below are the only \
         time the passwords show.",
    );
    let label = ui.label(NAMES_FIELD);
    ui.add(
        egui::TextEdit::multiline(&mut console.forms.names)
            .desired_rows(6)
            .desired_width(320.0),
    )
    .labelled_by(label.id);
    let typed = !console.forms.names.trim().is_empty();
    if ui
        .add_enabled(typed, egui::Button::new(MAKE_CLASS))
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
        ui.heading("Login cards");
        if ui.button("Copy the cards").clicked() {
            let text: Vec<String> = console
                .cards
                .iter()
                .map(|c| format!("{}\nPassword: {}\nOpen: {link}\n", c.name, c.password))
                .collect();
            ui.ctx().copy_text(text.join("\n"));
        }
    });
    ui.horizontal_wrapped(|ui| {
        for card in &console.cards {
            ui.group(|ui| {
                ui.vertical(|ui| {
                    ui.strong(&card.name);
                    ui.label(format!("Password: {}", card.password));
                    ui.label(format!("Open: {link}"));
                });
            });
        }
    });
}

/// The backup, the addresses banned, the engines and bots, and what was done.
fn server(console: &mut HostConsole, ui: &mut egui::Ui, state: &ConsoleState, games: &[GameInfo]) {
    ui.horizontal(|ui| {
        if ui.button("Back up the database now").clicked() {
            console.act(Action::Backup);
        }
        ui.label(
            RichText::new("Into the data folder's backups/ (the last 10 kept).")
                .small()
                .weak(),
        );
    });
    ui.add_space(8.0);
    ui.heading("Addresses banned");
    ui.horizontal(|ui| {
        let label = ui.label("Address to ban");
        ui.add(egui::TextEdit::singleline(&mut console.forms.address).desired_width(200.0))
            .labelled_by(label.id);
        let typed = !console.forms.address.trim().is_empty();
        if ui
            .add_enabled(typed, egui::Button::new("Ban the address"))
            .clicked()
        {
            let address = std::mem::take(&mut console.forms.address);
            console.act(Action::BanAddress {
                address: address.trim().to_owned(),
            });
        }
    });
    if state.banned_addresses.is_empty() {
        ui.label(RichText::new("None.").weak());
    }
    for address in &state.banned_addresses {
        ui.horizontal(|ui| {
            ui.label(address);
            if ui.button(format!("Lift the ban of {address}")).clicked() {
                console.act(Action::UnbanAddress {
                    address: address.clone(),
                });
            }
        });
    }
    ui.add_space(8.0);
    ui.heading("Engines");
    if state.engines.is_empty() {
        ui.label(RichText::new("No outside engines.").weak());
    }
    for engine in &state.engines {
        let about = engine
            .about
            .as_ref()
            .map_or_else(String::new, |a| format!(" ({a})"));
        ui.label(format!(
            "{}{about} · {} · plays {}",
            engine.name,
            engine.protocol,
            plays(&engine.plays, games)
        ));
    }
    ui.heading("Bots online");
    if state.bots.is_empty() {
        ui.label(RichText::new("No bots online.").weak());
    }
    for bot in &state.bots {
        ui.label(format!(
            "{} · plays {} · {}",
            bot.name,
            plays(&bot.plays, games),
            if bot.busy { "busy" } else { "free" }
        ));
    }
    ui.add_space(8.0);
    ui.heading("What was done");
    if state.audit.is_empty() {
        ui.label(RichText::new("Nothing yet.").weak());
    }
    for line in &state.audit {
        ui.label(format!(
            "{} UTC · {}: {}",
            super::games::date_time(line.at_ms),
            line.action,
            line.detail
        ));
    }
}

/// What an engine or a bot plays, with the games' names from the server's catalogue: "every
/// game" when it said nothing.
fn plays(list: &[EnginePlays], games: &[GameInfo]) -> String {
    if list.is_empty() {
        return "every game".to_owned();
    }
    list.iter()
        .map(|p| {
            let title = crate::catalogue::info(games, p.game).title;
            if p.rules.is_empty() {
                title
            } else {
                format!("{title} ({})", p.rules.join(", "))
            }
        })
        .collect::<Vec<_>>()
        .join("; ")
}
