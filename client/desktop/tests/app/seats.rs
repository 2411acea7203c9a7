//! Filling the empty seat of a waiting room, driven through the window against a real hosted
//! server: the host seats the computer from the invite card, and a friend who came to watch
//! takes the free seat. No discovery.

use crate::common;

use boardroom_protocol::{PlayerKind, Seat, Status};
use common::{app, click, config, host_a_room, room, seat, wait_for_button, wait_until, window};

#[test]
fn the_host_seats_the_computer_in_a_waiting_room() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let mut ada = window(app(config(dir.path()), "Ada"));
    host_a_room(&mut ada);
    assert_eq!(room(ada.state()).map(|r| r.status), Some(Status::Waiting));

    click(&mut ada, "Seat the computer");
    wait_until(&mut [&mut ada], "the game against the computer", |a| {
        room(a).is_some_and(|r| r.status == Status::Playing)
    });
    let playing = room(ada.state()).expect("a room");
    assert_eq!(playing.you, Some(Seat::Black));
    let white = playing.players.get(Seat::White).expect("white seated");
    assert_eq!(white.kind, PlayerKind::Ai);
}

#[test]
fn a_spectator_takes_the_free_seat() {
    let dir_a = tempfile::tempdir().expect("a temp dir");
    let dir_b = tempfile::tempdir().expect("a temp dir");
    let mut ada = window(app(config(dir_a.path()), "Ada"));
    let (code, port) = host_a_room(&mut ada);

    // Lin connects by address and watches the room from the lobby.
    let mut lin_app = app(config(dir_b.path()), "Lin");
    lin_app.forms.address = format!("127.0.0.1:{port}");
    let mut lin = window(lin_app);
    click(&mut lin, "Connect");
    let watch = format!("Watch {code}");
    wait_for_button(&mut [&mut lin, &mut ada], &watch);
    click(&mut lin, &watch);
    wait_until(&mut [&mut lin, &mut ada], "watching", |a| {
        room(a).is_some_and(|r| r.you.is_none())
    });

    // The white seat is free: Lin takes it and the game starts on both screens.
    click(&mut lin, "Take the seat");
    wait_until(&mut [&mut lin, &mut ada], "Lin seated", |a| {
        seat(a) == Some(Seat::White)
    });
    wait_until(&mut [&mut ada, &mut lin], "the game on at Ada", |a| {
        room(a).is_some_and(|r| r.status == Status::Playing)
    });
    let at_ada = room(ada.state()).expect("a room");
    assert_eq!(
        at_ada.players.get(Seat::White).map(|p| p.name.as_str()),
        Some("Lin")
    );
}
