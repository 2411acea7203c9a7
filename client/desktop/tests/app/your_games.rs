//! After the game, through the window: two apps play a short gomoku game on the hosted server
//! (black lets a five go by, then resigns); black opens "Your games", replays the game with the
//! arrow keys, the buttons and the move list, asks for the engine's review, and sees the
//! blunder marked with its missed win by continuous fours, then starts a new game against the
//! computer from the fourth move. The server is the app's own, on
//! loopback, its data in a temporary folder, its reviews at the quick effort.

use crate::common;

use boardroom_desktop::DesktopApp;
use boardroom_desktop::state::replay::Replay;
use boardroom_engine::review::Effort;
use boardroom_protocol::{MoveClass, Point, Seat, Status};
use common::{click, config, play, room, signed_in, type_into, wait_for_text, wait_until, window};
use eframe::egui::Key;
use egui_kittest::kittest::Queryable;

/// Clicks the widget labelled `label` (a tab or a move of the list, not a button), and gives
/// the app two frames to act on it.
fn press(window: &mut common::Window, label: &str) {
    window.get_by_label(label).click();
    window.step();
    window.step();
}

/// The replay on screen.
fn replay(app: &DesktopApp) -> &Replay {
    app.replay.as_ref().expect("a replay on screen")
}

#[test]
fn a_finished_game_is_listed_replayed_and_reviewed() {
    let dir_a = tempfile::tempdir().expect("a temp dir");
    let dir_b = tempfile::tempdir().expect("a temp dir");
    let mut host = config(dir_a.path());
    host.host_limits.review_effort = Effort::QUICK;
    let mut ada = window(common::app(host, "Ada"));
    let mut lin = window(common::app(config(dir_b.path()), "Lin"));

    // Ada hosts a gomoku room; Lin joins it by address and code.
    click(&mut ada, "Host a game");
    wait_until(&mut [&mut ada], "signed in", signed_in);
    click(&mut ada, "Create room");
    wait_until(&mut [&mut ada], "in the room", |a| room(a).is_some());
    let code = room(ada.state()).expect("a room").code.clone();
    let port = ada.state().host.as_ref().expect("hosting").addr.port();
    type_into(&mut lin, "Server address", &format!("127.0.0.1:{port}"));
    click(&mut lin, "Connect");
    let wanted = code.clone();
    wait_until(&mut [&mut lin], "the room in the lobby", move |a| {
        a.session
            .as_ref()
            .is_some_and(|s| s.state.rooms.iter().any(|r| r.room == wanted))
    });
    click(&mut lin, &format!("Join {code}"));
    wait_until(&mut [&mut ada, &mut lin], "the game on", |a| {
        room(a).is_some_and(|r| r.status == Status::Playing)
    });

    // Black makes a four blocked at one end; white does not block it; black plays elsewhere
    // (the blunder: the five was there), white blocks, and black resigns.
    let moves = [
        (7, 7),
        (7, 6),
        (7, 8),
        (0, 0),
        (7, 9),
        (0, 2),
        (7, 10),
        (0, 4),
        (14, 14),
        (7, 11),
    ];
    for (i, (x, y)) in moves.into_iter().enumerate() {
        if i % 2 == 0 {
            play(&mut ada, &mut lin, Point::new(x, y));
        } else {
            play(&mut lin, &mut ada, Point::new(x, y));
        }
    }
    click(&mut ada, "Resign");
    click(&mut ada, "Yes, resign");
    wait_until(&mut [&mut ada, &mut lin], "the game over", |a| {
        room(a).is_some_and(|r| r.status == Status::Over)
    });
    click(&mut ada, "Leave room");
    wait_until(&mut [&mut ada], "back in the lobby", |a| room(a).is_none());

    // Your games: the game, from Ada's side.
    press(&mut ada, "Your games");
    wait_until(&mut [&mut ada], "the game listed", |a| {
        a.session.as_ref().is_some_and(|s| s.state.games.len() == 1)
    });
    ada.get_by_label("Lin");
    ada.get_by_label("Lost · resignation");
    ada.get_by_label("10");

    // The replay opens at the start; the arrow keys, the buttons and the move list step it.
    click(&mut ada, "Replay");
    wait_until(&mut [&mut ada], "the replay", |a| a.replay.is_some());
    assert_eq!(replay(ada.state()).at, 0);
    ada.get_by_label("Ada vs Lin");
    ada.get_by_label("Black to move.");
    ada.key_press(Key::ArrowRight);
    ada.step();
    ada.step();
    assert_eq!(replay(ada.state()).at, 1);
    assert_eq!(replay(ada.state()).position_now().stones.len(), 1);
    ada.get_by_label("White to move.");
    click(&mut ada, "Forward");
    assert_eq!(replay(ada.state()).at, 2);
    assert_eq!(
        replay(ada.state())
            .position_now()
            .stones
            .get(&Point::new(7, 6)),
        Some(&Seat::White)
    );
    ada.key_press(Key::ArrowLeft);
    ada.step();
    ada.step();
    assert_eq!(replay(ada.state()).at, 1);
    click(&mut ada, "End");
    assert_eq!(replay(ada.state()).at, 10);
    ada.get_by_label("White wins: black resigned.");
    press(&mut ada, "O1");
    assert_eq!(replay(ada.state()).at, 9);
    click(&mut ada, "Start");
    assert_eq!(replay(ada.state()).at, 0);

    // The review: asked for, then its marks in the move list and its verdict on the blunder.
    click(&mut ada, "Review with the engine");
    wait_until(&mut [&mut ada], "the review", |a| {
        a.session
            .as_ref()
            .is_some_and(|s| s.state.reviews.values().any(|r| r.review.is_some()))
    });
    let review = ada
        .state()
        .session
        .as_ref()
        .and_then(|s| s.state.reviews.values().find_map(|r| r.review.clone()))
        .expect("a review");
    let blunder = review
        .moves
        .iter()
        .find(|m| m.ply == 8)
        .expect("black's fifth move judged");
    assert_eq!(blunder.class, MoveClass::Blunder);
    assert_eq!(blunder.missed_vcf, vec![Point::new(7, 11)]);
    ada.get_by_label("O1??");
    press(&mut ada, "O1??");
    assert_eq!(replay(ada.state()).at, 9);
    // The verdict names its points as the board does (H4), not in SGF's letters.
    wait_for_text(
        &mut [&mut ada],
        "after H4. Missed a win by continuous fours: H4",
    );
    wait_for_text(&mut [&mut ada], "Blunder: black ");
    wait_for_text(&mut [&mut ada], "The missed win is numbered on the board.");

    // Lin opens the game by its link, as anyone with it may.
    let game_id = ada.state().session.as_ref().expect("a session").state.games[0]
        .game_id
        .clone();
    click(&mut lin, "Leave room");
    wait_until(&mut [&mut lin], "Lin in the lobby", |a| room(a).is_none());
    press(&mut lin, "Your games");
    type_into(
        &mut lin,
        "SGF file",
        &format!("http://127.0.0.1:{port}/g/{game_id}"),
    );
    click(&mut lin, "Open SGF");
    wait_until(&mut [&mut lin], "the replay of the link", |a| {
        a.replay.is_some()
    });
    assert_eq!(replay(lin.state()).moves.len(), 10);
    lin.get_by_label("Ada vs Lin");

    // A new game from the position after four moves, against the computer: Ada is black, the
    // side to move there, and the room starts with those four moves on the board.
    click(&mut ada, "Start");
    for _ in 0..4 {
        click(&mut ada, "Forward");
    }
    assert_eq!(replay(ada.state()).at, 4);
    click(&mut ada, "Against the computer");
    wait_until(&mut [&mut ada], "the new room", |a| {
        room(a).is_some_and(|r| r.status == Status::Playing)
    });
    assert!(ada.state().replay.is_none());
    let new = room(ada.state()).expect("a room");
    assert_eq!(new.ply, 4);
    assert_eq!(new.you, Some(Seat::Black));
    assert_eq!(new.stones.get(&Point::new(7, 6)), Some(&Seat::White));
}
