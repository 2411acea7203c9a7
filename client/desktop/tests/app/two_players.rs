//! The app driven through its window (egui_kittest) against a real server: one app instance
//! hosts (the server crate in-process, on loopback, data in a temporary folder) and invites
//! with a link and its QR code, a second one joins by typed address, and the two play gomoku
//! to five in a row, negotiate undo (refused, asked again too soon and told to wait, then
//! agreed), chat both ways, play again, and agree a draw. No discovery: no multicast.

use crate::common;

use std::time::Instant;

use boardroom_desktop::DesktopApp;
use boardroom_desktop::state::RoomView;
use boardroom_protocol::{GameResult, Point, Reason, Seat, Status};
use common::{
    click, click_point, config, play, ply, signed_in, type_into, wait_for_text, wait_until, window,
};
use egui_kittest::kittest::Queryable;

/// An app with its files in `dir`, discovery off, hosting on a free loopback port; no name yet.
fn app(dir: &std::path::Path) -> DesktopApp {
    common::app(config(dir), "")
}

fn room(app: &DesktopApp) -> &RoomView {
    common::room(app).expect("in a room")
}

fn in_room(app: &DesktopApp) -> bool {
    common::room(app).is_some()
}

#[test]
fn host_join_play_undo_chat_play_again_and_draw() {
    let dir_a = tempfile::tempdir().expect("a temp dir");
    let dir_b = tempfile::tempdir().expect("a temp dir");
    let mut ada = window(app(dir_a.path()));
    let mut lin = window(app(dir_b.path()));
    ada.step();
    lin.step();

    // Ada hosts and creates a gomoku room (the form's defaults: 15x15 freestyle, black).
    type_into(&mut ada, "Your name", "Ada");
    click(&mut ada, "Host a game");
    wait_until(&mut [&mut ada], "signed in on the hosted server", signed_in);
    assert!(ada.state().host.is_some());
    click(&mut ada, "Create room");
    wait_until(&mut [&mut ada], "in the new room", in_room);
    let code = room(ada.state()).code.clone();
    assert_eq!(room(ada.state()).you, Some(Seat::Black));
    // The invite shows the code and a link with it.
    ada.get_by_label(code.as_str());
    ada.get_by_label("Copy link");
    let port = ada.state().host.as_ref().expect("hosting").addr.port();
    // And the link as a QR code, for a phone.
    ada.get_by_label(&format!("QR code of http://127.0.0.1:{port}/r/{code}"));

    // Lin types the address and joins the room from the lobby.
    type_into(&mut lin, "Your name", "Lin");
    type_into(&mut lin, "Server address", &format!("127.0.0.1:{port}"));
    click(&mut lin, "Connect");
    let join = format!("Join {code}");
    let wanted = code.clone();
    wait_until(&mut [&mut lin], "the room in the lobby", move |a| {
        a.session
            .as_ref()
            .is_some_and(|s| s.state.rooms.iter().any(|r| r.room == wanted))
    });
    click(&mut lin, &join);
    wait_until(&mut [&mut lin, &mut ada], "Lin seated", in_room);
    wait_until(&mut [&mut ada, &mut lin], "the game on", |a| {
        room(a).status == Status::Playing
    });
    assert_eq!(room(lin.state()).you, Some(Seat::White));
    ada.get_by_label("Your turn (black).");

    // Chat both ways.
    type_into(&mut ada, "Message", "good luck!");
    click(&mut ada, "Send");
    wait_until(&mut [&mut lin, &mut ada], "Ada's line at Lin", |a| {
        room(a)
            .chat
            .iter()
            .any(|c| c.text == "good luck!" && c.from == "Ada")
    });
    lin.get_by_label("good luck!");
    type_into(&mut lin, "Message", "you too");
    click(&mut lin, "Send");
    wait_until(&mut [&mut ada, &mut lin], "Lin's line at Ada", |a| {
        room(a)
            .chat
            .iter()
            .any(|c| c.text == "you too" && c.from == "Lin")
    });

    // Three moves each, then black plays a fourth and asks to take it back.
    for i in 3..6 {
        play(&mut ada, &mut lin, Point::new(i, 7));
        play(&mut lin, &mut ada, Point::new(i, 8));
    }
    play(&mut ada, &mut lin, Point::new(6, 7));
    assert_eq!(ply(ada.state()), 7);

    // Undo refused: Lin gets a dialog and refuses.
    click(&mut ada, "Undo");
    wait_until(&mut [&mut lin, &mut ada], "the undo dialog", |a| {
        !room(a).incoming().is_empty()
    });
    lin.get_by_label("Undo request");
    click(&mut lin, "Refuse");
    // Waited for by its notice: Ada's own request may not have reached her yet when Lin
    // refuses, so an empty list of her requests does not yet mean the refusal came.
    wait_until(&mut [&mut ada, &mut lin], "the refusal", |a| {
        a.notice().is_some_and(|n| n.text.contains("refused"))
    });
    assert_eq!(ply(ada.state()), 7);
    assert!(room(ada.state()).outgoing().is_empty());

    // Asked again at once, the server says how long to wait: Undo is off while the wait shows.
    click(&mut ada, "Undo");
    wait_for_text(
        &mut [&mut ada, &mut lin],
        "You may ask to take back a move again in",
    );
    assert!(!room(ada.state()).actions(Instant::now()).undo);
    assert!(room(lin.state()).incoming().is_empty(), "Lin is not asked");
    wait_until(&mut [&mut ada, &mut lin], "the wait over", |a| {
        room(a).actions(Instant::now()).undo
    });
    assert!(
        ada.query_all_by_label_contains("You may ask to take back")
            .next()
            .is_none()
    );

    // Undo agreed: the move comes off both boards.
    click(&mut ada, "Undo");
    wait_until(&mut [&mut lin, &mut ada], "the undo dialog again", |a| {
        !room(a).incoming().is_empty()
    });
    click(&mut lin, "Agree");
    wait_until(&mut [&mut ada, &mut lin], "the move taken back", |a| {
        ply(a) == 6
    });
    wait_until(
        &mut [&mut lin, &mut ada],
        "the move taken back at Lin",
        |a| ply(a) == 6,
    );
    assert!(!room(lin.state()).stones.contains_key(&Point::new(6, 7)));

    // Black plays on to five in a row.
    play(&mut ada, &mut lin, Point::new(6, 7));
    play(&mut lin, &mut ada, Point::new(6, 8));
    click_point(&mut ada, Point::new(7, 7));
    wait_until(&mut [&mut ada, &mut lin], "the win", |a| {
        room(a).status == Status::Over
    });
    wait_until(&mut [&mut lin, &mut ada], "the win at Lin", |a| {
        room(a).status == Status::Over
    });
    let over = room(ada.state());
    assert_eq!(over.result, Some(GameResult::Black));
    assert_eq!(over.reason, Some(Reason::Five));
    assert_eq!(over.line.len(), 5);
    ada.get_by_label("Black wins: five in a row. You won!");
    lin.get_by_label("Black wins: five in a row. You lost.");

    // Play again, agreed: colours swap.
    click(&mut ada, "Play again");
    wait_until(&mut [&mut lin, &mut ada], "the play-again dialog", |a| {
        !room(a).incoming().is_empty()
    });
    click(&mut lin, "Agree");
    wait_until(&mut [&mut ada, &mut lin], "the new game", |a| {
        room(a).status == Status::Playing && room(a).ply == 0
    });
    wait_until(&mut [&mut lin, &mut ada], "the new game at Lin", |a| {
        room(a).status == Status::Playing && room(a).ply == 0
    });
    assert_eq!(room(ada.state()).you, Some(Seat::White));
    assert_eq!(room(lin.state()).you, Some(Seat::Black));

    // A move, then a draw offered and agreed.
    play(&mut lin, &mut ada, Point::new(7, 7));
    click(&mut lin, "Offer draw");
    wait_until(&mut [&mut ada, &mut lin], "the draw dialog", |a| {
        !room(a).incoming().is_empty()
    });
    ada.get_by_label("Draw offer");
    click(&mut ada, "Agree");
    wait_until(&mut [&mut lin, &mut ada], "the draw", |a| {
        room(a).status == Status::Over
    });
    assert_eq!(room(lin.state()).result, Some(GameResult::Draw));
    lin.get_by_label("Draw by agreement.");

    // The name, the token and the last server are remembered.
    let saved = boardroom_desktop::settings::Settings::load(&dir_b.path().join("settings.json"));
    assert_eq!(saved.name, "Lin");
    assert_eq!(saved.last_server, Some(format!("127.0.0.1:{port}")));
    assert!(saved.token(&format!("127.0.0.1:{port}")).is_some());

    // Lin closes the app and opens it again: her name and the server are filled in, and
    // Connect takes her back to her seat with the saved token.
    drop(lin);
    let mut lin = window(app(dir_b.path()));
    assert_eq!(lin.state().forms.name, "Lin");
    assert_eq!(lin.state().forms.address, format!("127.0.0.1:{port}"));
    click(&mut lin, "Connect");
    wait_until(&mut [&mut lin, &mut ada], "Lin back in her seat", |a| {
        common::seat(a) == Some(Seat::Black)
    });
    assert_eq!(room(lin.state()).code, code);
}
