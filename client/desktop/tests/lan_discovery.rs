//! The app on a real (private) network: one app hosts and announces itself over mDNS, a second
//! app finds it with no address typed, lists its open room and joins it. The test runs itself
//! again inside a network namespace with loopback only (see `boardroom_tests::private_network`),
//! so the multicast never leaves it.

use std::net::{IpAddr, Ipv4Addr};
use std::path::Path;
use std::time::{Duration, Instant};

use boardroom_desktop::settings::Paths;
use boardroom_desktop::{AppConfig, DesktopApp};
use boardroom_protocol::Seat;
use boardroom_tests::private_network;
use eframe::egui::{self, accesskit::Role};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

/// The name the inner test goes by, to run it alone.
const INNER_TEST: &str = "a_hosted_game_is_found_and_joined_on_the_network";

const WAIT: Duration = Duration::from_secs(20);

#[test]
fn apps_find_each_other_in_a_private_network() {
    private_network::run_test_inside(INNER_TEST);
}

/// An app with discovery on, hosting on every interface of the namespace (only loopback).
fn app(dir: &Path, name: &str) -> DesktopApp {
    let mut config = AppConfig::new(Paths::under(dir));
    config.discovery = true;
    config.host_ip = IpAddr::V4(Ipv4Addr::UNSPECIFIED);
    config.host_port = 0;
    let mut app = DesktopApp::new(config);
    app.forms.name = name.to_owned();
    app
}

fn window(app: DesktopApp) -> Harness<'static, DesktopApp> {
    Harness::builder()
        .with_size(egui::vec2(1100.0, 760.0))
        .build_ui_state(|ui, app: &mut DesktopApp| app.show(ui), app)
}

/// Runs frames of every window until `done` holds for the first one; panics after [`WAIT`].
fn wait_until(
    windows: &mut [&mut Harness<'static, DesktopApp>],
    what: &str,
    done: impl Fn(&Harness<'static, DesktopApp>) -> bool,
) {
    let start = Instant::now();
    loop {
        for window in windows.iter_mut() {
            window.step();
        }
        if done(windows[0]) {
            return;
        }
        assert!(start.elapsed() < WAIT, "timed out waiting for: {what}");
        std::thread::sleep(Duration::from_millis(20));
    }
}

fn seat(app: &DesktopApp) -> Option<Seat> {
    app.session
        .as_ref()
        .and_then(|s| s.state.room.as_ref())
        .and_then(|r| r.you)
}

fn found_names(app: &DesktopApp) -> Vec<String> {
    app.discovery
        .as_ref()
        .map(|source| source.servers().into_iter().map(|s| s.name).collect())
        .unwrap_or_default()
}

#[test]
#[ignore = "runs only inside the namespace made by apps_find_each_other_in_a_private_network"]
fn a_hosted_game_is_found_and_joined_on_the_network() {
    private_network::assert_inside();
    let dir_a = tempfile::tempdir().expect("a temp dir");
    let dir_b = tempfile::tempdir().expect("a temp dir");

    let mut ada = window(app(dir_a.path(), "Ada"));
    assert!(ada.state().discovery.is_some(), "discovery runs");
    ada.get_by_role_and_label(Role::Button, "Host a game")
        .click();
    wait_until(&mut [&mut ada], "Ada seated in a new room", |w| {
        w.query_by_role_and_label(Role::Button, "Create room")
            .is_some()
    });
    ada.get_by_role_and_label(Role::Button, "Create room")
        .click();
    wait_until(&mut [&mut ada], "Ada seated", |w| seat(w.state()).is_some());
    let code = ada
        .state()
        .session
        .as_ref()
        .and_then(|s| s.state.room.as_ref())
        .map(|r| r.code.clone())
        .expect("a room");

    // Lin types nothing: the Find view lists Ada's server and its open room.
    let mut lin = window(app(dir_b.path(), "Lin"));
    let join = format!("Join {code}");
    wait_until(&mut [&mut lin, &mut ada], "Ada's room listed", |w| {
        w.query_by_role_and_label(Role::Button, &join).is_some()
    });
    lin.get_by_label("Ada's Boardroom");
    lin.get_by_role_and_label(Role::Button, &join).click();
    wait_until(&mut [&mut lin, &mut ada], "Lin seated", |w| {
        seat(w.state()) == Some(Seat::White)
    });
    wait_until(&mut [&mut ada, &mut lin], "Ada sees Lin", |w| {
        w.state()
            .session
            .as_ref()
            .and_then(|s| s.state.room.as_ref())
            .is_some_and(|r| r.players.white.as_ref().is_some_and(|p| p.name == "Lin"))
    });

    // Ada closes the app: its goodbye takes the server off Lin's list.
    drop(ada);
    wait_until(&mut [&mut lin], "Ada's server gone from the list", |w| {
        !found_names(w.state())
            .iter()
            .any(|n| n == "Ada's Boardroom")
    });
}
