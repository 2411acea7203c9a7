//! The Find view and reconnection, driven through the window against a real server (the server
//! crate in-process on loopback, data in a temporary folder). Discovery is a fixed list handed
//! to the app: no multicast anywhere.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::Path;
use std::time::{Duration, Instant};

use boardroom_desktop::discovery::{FixedSource, FoundServer};
use boardroom_desktop::host::Host;
use boardroom_desktop::net::{Command, ConnStatus};
use boardroom_desktop::settings::Paths;
use boardroom_desktop::{AppConfig, DesktopApp};
use boardroom_protocol::{Seat, Status};
use eframe::egui::{self, accesskit::Role};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

const WAIT: Duration = Duration::from_secs(20);

fn app(dir: &Path, name: &str) -> DesktopApp {
    let mut config = AppConfig::new(Paths::under(dir));
    config.discovery = false;
    config.host_ip = IpAddr::V4(Ipv4Addr::LOCALHOST);
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

fn wait_until(
    window: &mut Harness<'static, DesktopApp>,
    what: &str,
    done: impl Fn(&DesktopApp) -> bool,
) {
    let start = Instant::now();
    loop {
        window.step();
        if done(window.state()) {
            window.step();
            return;
        }
        assert!(start.elapsed() < WAIT, "timed out waiting for: {what}");
        std::thread::sleep(Duration::from_millis(10));
    }
}

fn click(window: &mut Harness<'static, DesktopApp>, label: &str) {
    window.get_by_role_and_label(Role::Button, label).click();
    window.step();
}

fn seat(app: &DesktopApp) -> Option<Seat> {
    app.session
        .as_ref()
        .and_then(|s| s.state.room.as_ref())
        .and_then(|r| r.you)
}

fn signed_in(app: &DesktopApp) -> bool {
    app.session.as_ref().is_some_and(|s| s.signed_in)
}

#[test]
fn a_found_server_lists_its_open_rooms_and_one_is_joined_from_there() {
    let dir_a = tempfile::tempdir().expect("a temp dir");
    let dir_b = tempfile::tempdir().expect("a temp dir");
    let mut ada = window(app(dir_a.path(), "Ada"));
    click(&mut ada, "Host a game");
    wait_until(&mut ada, "signed in", signed_in);
    click(&mut ada, "Create room");
    wait_until(&mut ada, "in a room", |a| seat(a).is_some());
    let port = ada.state().host.as_ref().expect("hosting").addr.port();
    let code = ada
        .state()
        .session
        .as_ref()
        .and_then(|s| s.state.room.as_ref())
        .map(|r| r.code.clone())
        .expect("a room");

    let mut lin_app = app(dir_b.path(), "Lin");
    lin_app.set_discovery(Box::new(FixedSource(vec![FoundServer {
        name: "Ada's Boardroom".to_owned(),
        addr: SocketAddr::from(([127, 0, 0, 1], port)),
    }])));
    let mut lin = window(lin_app);
    let join = format!("Join {code}");
    let start = Instant::now();
    while lin.query_by_role_and_label(Role::Button, &join).is_none() {
        assert!(start.elapsed() < WAIT, "the found server's room is listed");
        lin.step();
        ada.step();
        std::thread::sleep(Duration::from_millis(10));
    }
    lin.get_by_label("Ada's Boardroom");
    click(&mut lin, &join);
    wait_until(&mut lin, "seated from the Find view", |a| {
        seat(a) == Some(Seat::White)
    });
}

#[test]
fn the_app_comes_back_to_its_seat_after_a_drop_and_a_server_restart() {
    let server_dir = tempfile::tempdir().expect("a temp dir");
    let app_dir = tempfile::tempdir().expect("a temp dir");
    let bind = SocketAddr::from(([127, 0, 0, 1], 0));
    let host = Host::start(bind, server_dir.path().to_path_buf()).expect("a server");
    let addr = host.addr;
    let mut ada_app = app(app_dir.path(), "Ada");
    ada_app.forms.address = addr.to_string();
    let mut ada = window(ada_app);
    click(&mut ada, "Connect");
    wait_until(&mut ada, "signed in", signed_in);
    click(&mut ada, "Create room");
    wait_until(&mut ada, "seated", |a| seat(a) == Some(Seat::Black));

    // The network drops: the app reconnects with its token and gets its seat back.
    let session = ada.state().session.as_ref().expect("a session");
    assert!(session.conn.command(Command::Drop));
    wait_until(&mut ada, "the drop noticed", |a| {
        a.session
            .as_ref()
            .is_some_and(|s| s.status != ConnStatus::Open || !s.signed_in)
    });
    wait_until(&mut ada, "back and seated", |a| {
        signed_in(a) && seat(a) == Some(Seat::Black)
    });

    // The server stops and starts again on the same port with the same data.
    drop(host);
    wait_until(&mut ada, "the server gone", |a| !signed_in(a));
    ada.get_by_label_contains("Reconnecting");
    let _host = Host::start(addr, server_dir.path().to_path_buf()).expect("the server again");
    wait_until(&mut ada, "back after the restart", |a| {
        signed_in(a)
            && seat(a) == Some(Seat::Black)
            && a.session
                .as_ref()
                .and_then(|s| s.state.room.as_ref())
                .is_some_and(|r| r.status == Status::Waiting)
    });
}
