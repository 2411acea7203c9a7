//! The Find view and reconnection, driven through the window against a real server (the server
//! crate in-process on loopback, data in a temporary folder). Discovery is a fixed list handed
//! to the app: no multicast anywhere.

use crate::common;

use std::net::SocketAddr;

use boardroom_desktop::discovery::{FixedSource, FoundServer};
use boardroom_desktop::host::Host;
use boardroom_desktop::net::{Command, ConnStatus};
use boardroom_protocol::{Seat, Status};
use boardroom_server::Limits;
use common::{
    app, click, config, host_a_room, room, seat, signed_in, wait_for_button, wait_until, window,
};
use eframe::egui::accesskit::Role;
use egui_kittest::kittest::Queryable;

#[test]
fn a_found_server_lists_its_open_rooms_and_one_is_joined_from_there() {
    let dir_a = tempfile::tempdir().expect("a temp dir");
    let dir_b = tempfile::tempdir().expect("a temp dir");
    let mut ada = window(app(config(dir_a.path()), "Ada"));
    let (code, port) = host_a_room(&mut ada);

    let mut lin_app = app(config(dir_b.path()), "Lin");
    lin_app.set_discovery(Box::new(FixedSource(vec![FoundServer {
        name: "Ada's Boardroom".to_owned(),
        addr: SocketAddr::from(([127, 0, 0, 1], port)),
    }])));
    let mut lin = window(lin_app);
    let join = format!("Join {code}");
    wait_for_button(&mut [&mut lin, &mut ada], &join);
    lin.get_by_label("Ada's Boardroom");
    click(&mut lin, &join);
    wait_until(&mut [&mut lin], "seated from the Find view", |a| {
        seat(a) == Some(Seat::White)
    });
}

#[test]
fn the_app_comes_back_to_its_seat_after_a_drop_and_a_server_restart() {
    let server_dir = tempfile::tempdir().expect("a temp dir");
    let app_dir = tempfile::tempdir().expect("a temp dir");
    let bind = SocketAddr::from(([127, 0, 0, 1], 0));
    let host =
        Host::start(bind, server_dir.path().to_path_buf(), Limits::default()).expect("a server");
    let addr = host.addr;
    let mut ada_app = app(config(app_dir.path()), "Ada");
    ada_app.forms.address = addr.to_string();
    let mut ada = window(ada_app);
    click(&mut ada, "Connect");
    wait_until(&mut [&mut ada], "signed in", signed_in);
    click(&mut ada, "Create room");
    wait_until(&mut [&mut ada], "seated", |a| seat(a) == Some(Seat::Black));

    // The network drops: the app reconnects with its token and gets its seat back.
    let session = ada.state().session.as_ref().expect("a session");
    assert!(session.conn.command(Command::Drop));
    wait_until(&mut [&mut ada], "the drop noticed", |a| {
        a.session
            .as_ref()
            .is_some_and(|s| s.status != ConnStatus::Open || !s.signed_in)
    });
    wait_until(&mut [&mut ada], "back and seated", |a| {
        signed_in(a) && seat(a) == Some(Seat::Black)
    });

    // The server stops and starts again on the same port with the same data.
    drop(host);
    wait_until(&mut [&mut ada], "the server gone", |a| !signed_in(a));
    ada.get_by_label_contains("Reconnecting");
    let _host = Host::start(addr, server_dir.path().to_path_buf(), Limits::default())
        .expect("the server again");
    wait_until(&mut [&mut ada], "back after the restart", |a| {
        signed_in(a)
            && seat(a) == Some(Seat::Black)
            && room(a).is_some_and(|r| r.status == Status::Waiting)
    });
}

#[test]
fn a_silent_server_never_holds_up_the_window() {
    // A "server" that accepts connections and then says nothing at all.
    let silent = std::net::TcpListener::bind("127.0.0.1:0").expect("a port");
    let addr = silent.local_addr().expect("its address");
    std::thread::spawn(move || {
        let mut held = Vec::new();
        for socket in silent.incoming().flatten() {
            held.push(socket);
        }
    });
    let app_dir = tempfile::tempdir().expect("a temp dir");
    let mut ada_app = app(config(app_dir.path()), "Ada");
    ada_app.forms.address = addr.to_string();
    let mut ada = window(ada_app);
    click(&mut ada, "Connect");

    // The window keeps drawing while the handshake hangs, says so, and gives up on its own.
    ada.get_by_label_contains("Connecting to");
    let mut frames = 0_u32;
    wait_until(&mut [&mut ada], "the connection attempt given up", |a| {
        frames += 1;
        a.session
            .as_ref()
            .is_some_and(|s| s.status == ConnStatus::Closed)
    });
    assert!(frames > 10, "only {frames} frames while connecting");
    ada.get_by_label_contains("Reconnecting to");

    // Leaving the server takes effect at once, whatever the network thread is doing.
    click(&mut ada, "Leave server");
    assert!(ada.state().session.is_none());
    ada.get_by_role_and_label(Role::Button, "Host a game");
}
