//! A game against the server's AI, driven through the window: the create-room form's choices
//! (reversi, the computer, its level), moves on the reversi board by its legal hints, the
//! computer's answers, then resigning through the confirmation dialog. The server is hosted by
//! the app itself on loopback, data in a temporary folder; no discovery.

use crate::common;

use boardroom_protocol::{GameKind, GameResult, PlayerKind, Reason, Seat, Status};
use common::{app, choose, click, click_point, config, room, signed_in, wait_until, window};
use egui_kittest::kittest::Queryable;

#[test]
fn a_reversi_game_against_the_computer_then_resigned() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let mut ada = window(app(config(dir.path()), "Ada"));
    click(&mut ada, "Host a game");
    wait_until(&mut [&mut ada], "signed in", signed_in);

    choose(&mut ada, "Gomoku", "Reversi");
    ada.get_by_label("The computer").click();
    ada.step();
    choose(&mut ada, "Medium", "Easy");
    click(&mut ada, "Create room");
    wait_until(&mut [&mut ada], "the game against the computer", |a| {
        room(a).is_some_and(|r| r.status == Status::Playing)
    });
    let first = room(ada.state()).expect("a room");
    assert_eq!(first.game, GameKind::Reversi);
    assert_eq!(first.you, Some(Seat::Black));
    let computer = first.players.get(Seat::White).expect("the computer seated");
    assert_eq!(computer.kind, PlayerKind::Ai);
    ada.get_by_label("Computer");
    ada.get_by_label("level easy");

    // Five moves of Ada's, each on a hinted legal point, each answered by the computer.
    for moves in 1..=5u32 {
        let target = room(ada.state())
            .and_then(|r| r.legal.first().copied())
            .expect("a legal point");
        click_point(&mut ada, target);
        wait_until(&mut [&mut ada], "the computer's answer", |a| {
            room(a).is_some_and(|r| {
                (r.ply >= 2 * moves && r.to_move == Seat::Black) || r.status == Status::Over
            })
        });
        if room(ada.state()).is_some_and(|r| r.status == Status::Over) {
            break;
        }
    }
    assert!(room(ada.state()).is_some_and(|r| r.ply >= 10));

    // Resigning asks first; Cancel keeps the game going, "Yes, resign" ends it.
    click(&mut ada, "Resign");
    ada.get_by_label("Resign this game?");
    click(&mut ada, "Cancel");
    assert!(ada.query_by_label("Resign this game?").is_none());
    assert_eq!(room(ada.state()).map(|r| r.status), Some(Status::Playing));
    click(&mut ada, "Resign");
    click(&mut ada, "Yes, resign");
    wait_until(&mut [&mut ada], "the game over", |a| {
        room(a).is_some_and(|r| r.status == Status::Over)
    });
    let over = room(ada.state()).expect("a room");
    assert_eq!(over.result, Some(GameResult::White));
    assert_eq!(over.reason, Some(Reason::Resign));
}
