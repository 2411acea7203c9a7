//! What the window tests share: an app on a temporary folder, its window in egui_kittest, and
//! the moves of a person at it (click a button, type into a field, click a board point), with
//! waits that run frames until the app has heard from the server.

use std::net::{IpAddr, Ipv4Addr};
use std::path::Path;
use std::time::{Duration, Instant};

use boardroom_desktop::settings::Paths;
use boardroom_desktop::state::RoomView;
use boardroom_desktop::{AppConfig, DesktopApp};
use boardroom_protocol::{Point, RoomCode, Seat};
use boardroom_server::Limits;
use eframe::egui::{self, accesskit::Role};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

/// How long a step of a test may wait for the server or the other app.
pub(crate) const WAIT: Duration = Duration::from_secs(20);

/// One app's window.
pub(crate) type Window = Harness<'static, DesktopApp>;

/// How long, in the hosted server of a test, a player who left has to come back, and a refused
/// request waits before it may be asked again: long enough to be seen, short enough to wait for.
pub(crate) const FAIR_PLAY_DEADLINE: Duration = Duration::from_secs(2);

/// The config of an app with its files in `dir`, discovery off, hosting on a free loopback port
/// with the fair-play deadlines short ([`FAIR_PLAY_DEADLINE`]), in English whatever the
/// system's language (the tests find widgets by their English labels), no system font read, no
/// sound played (a test that listens hands the app a recorder).
pub(crate) fn config(dir: &Path) -> AppConfig {
    let mut config = AppConfig::new(Paths::under(dir));
    config.languages = vec!["en".to_owned()];
    config.system_fonts = false;
    config.system_sounds = false;
    config.discovery = false;
    config.host_ip = IpAddr::V4(Ipv4Addr::LOCALHOST);
    config.host_port = 0;
    config.host_limits = Limits {
        absence_grace_timed: FAIR_PLAY_DEADLINE,
        absence_grace_untimed: FAIR_PLAY_DEADLINE,
        ask_again: FAIR_PLAY_DEADLINE,
        ..Limits::default()
    };
    config
}

/// An app made from `config`, with `name` already typed in (when empty, the form keeps the
/// name the app remembered, if any).
pub(crate) fn app(config: AppConfig, name: &str) -> DesktopApp {
    let mut app = DesktopApp::new(config);
    if !name.is_empty() {
        app.forms.name = name.to_owned();
    }
    app
}

/// A window of 1100 x 760 points showing `app`.
pub(crate) fn window(app: DesktopApp) -> Window {
    Harness::builder()
        .with_size(egui::vec2(1100.0, 760.0))
        .build_ui_state(|ui, app: &mut DesktopApp| app.show(ui), app)
}

/// Runs frames of every window until `done` holds for the first one's app; panics after
/// [`WAIT`].
pub(crate) fn wait_until(
    windows: &mut [&mut Window],
    what: &str,
    mut done: impl FnMut(&DesktopApp) -> bool,
) {
    wait_for(windows, what, |window| done(window.state()));
}

/// Runs frames of every window until the first one shows a button labelled `label`.
pub(crate) fn wait_for_button(windows: &mut [&mut Window], label: &str) {
    wait_for(windows, &format!("the button {label:?}"), |window| {
        window
            .query_by_role_and_label(Role::Button, label)
            .is_some()
    });
}

/// Runs frames of every window until the first one shows no button labelled `label` any more.
pub(crate) fn wait_for_no_button(windows: &mut [&mut Window], label: &str) {
    wait_for(windows, &format!("no button {label:?}"), |window| {
        window
            .query_by_role_and_label(Role::Button, label)
            .is_none()
    });
}

/// Runs frames of every window until the first one shows a label containing `text`.
pub(crate) fn wait_for_text(windows: &mut [&mut Window], text: &str) {
    wait_for(windows, &format!("the text {text:?}"), |window| {
        window.query_all_by_label_contains(text).next().is_some()
    });
}

fn wait_for(windows: &mut [&mut Window], what: &str, mut done: impl FnMut(&Window) -> bool) {
    let start = Instant::now();
    loop {
        for window in windows.iter_mut() {
            window.step();
        }
        if done(windows[0]) {
            // One more frame so the screen shows the new state.
            for window in windows.iter_mut() {
                window.step();
            }
            return;
        }
        assert!(start.elapsed() < WAIT, "timed out waiting for: {what}");
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// Clicks the button labelled `label`, and gives the app two frames to act on it (a dialog or a
/// list opens on the second).
pub(crate) fn click(window: &mut Window, label: &str) {
    window.get_by_role_and_label(Role::Button, label).click();
    window.step();
    window.step();
}

/// Opens the combo box now showing `shown` and picks `choice` from its list.
pub(crate) fn choose(window: &mut Window, shown: &str, choice: &str) {
    window.get_by_value(shown).click();
    // A frame to take the click, one to open the list.
    window.step();
    window.step();
    window.get_by_label(choice).click();
    window.step();
    window.step();
}

/// Types `text` into the text field labelled `label`.
pub(crate) fn type_into(window: &mut Window, label: &str, text: &str) {
    window.get_by_label(label).focus();
    window.step();
    window.get_by_label(label).type_text(text);
    window.step();
}

/// Clicks point `p` of the board on screen.
pub(crate) fn click_point(window: &mut Window, p: Point) {
    let pos = window
        .state()
        .point_on_screen(p)
        .expect("a board on screen");
    window.event(egui::Event::PointerMoved(pos));
    for pressed in [true, false] {
        window.event(egui::Event::PointerButton {
            pos,
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: egui::Modifiers::default(),
        });
    }
    window.step();
}

/// The room the app shows, if any.
pub(crate) fn room(app: &DesktopApp) -> Option<&RoomView> {
    app.session.as_ref().and_then(|s| s.state.room.as_ref())
}

/// The moves played in the app's room (`u32::MAX` outside a room).
pub(crate) fn ply(app: &DesktopApp) -> u32 {
    room(app).map_or(u32::MAX, |r| r.ply)
}

/// Plays `p` in `mover`'s window and waits until both windows have seen it.
pub(crate) fn play(mover: &mut Window, other: &mut Window, p: Point) {
    let before = ply(mover.state());
    click_point(mover, p);
    wait_until(&mut [mover, other], "the move on the mover's board", |a| {
        ply(a) == before + 1
    });
    wait_until(&mut [other, mover], "the move on the other board", |a| {
        ply(a) == before + 1
    });
}

/// The app's seat in its room, if it has one.
pub(crate) fn seat(app: &DesktopApp) -> Option<Seat> {
    room(app).and_then(|r| r.you)
}

/// Whether the app is signed in to a server.
pub(crate) fn signed_in(app: &DesktopApp) -> bool {
    app.session.as_ref().is_some_and(|s| s.signed_in)
}

/// Hosts a game in the window's app and creates a room with the form as it stands; returns the
/// room's code and the hosted server's port once the app is seated in the room.
pub(crate) fn host_a_room(window: &mut Window) -> (RoomCode, u16) {
    host_a_room_with(window, |_| {})
}

/// Like [`host_a_room`], with `fill` choosing in the create form first.
pub(crate) fn host_a_room_with(
    window: &mut Window,
    fill: impl FnOnce(&mut Window),
) -> (RoomCode, u16) {
    click(window, "Host a game");
    wait_until(&mut [&mut *window], "signed in", signed_in);
    fill(window);
    click(window, "Create room");
    wait_until(&mut [&mut *window], "seated in the new room", |a| {
        seat(a).is_some()
    });
    let code = room(window.state()).expect("a room").code.clone();
    let port = window.state().host.as_ref().expect("hosting").addr.port();
    (code, port)
}
