//! A timed game through two windows against the app's hosted server (loopback, data in a
//! temporary folder, the fair-play deadlines short, no discovery): the create form's clock, both
//! clocks beside the players, the first moves off the clock, black's clock ticking on screen
//! between the server's messages; then the opponent's app closes, the countdown to come back
//! shows, and once it runs out the victory is claimed.

use crate::common;

use std::time::Instant;

use boardroom_protocol::{GameResult, Point, Reason, Seat, Status};
use common::{
    FAIR_PLAY_DEADLINE, app, choose, click, config, host_a_room_with, play, room, seat, signed_in,
    type_into, wait_for_button, wait_for_text, wait_until, window,
};
use eframe::egui::accesskit::Role;
use egui_kittest::kittest::Queryable;

#[test]
fn the_clocks_tick_and_a_victory_is_claimed_after_the_countdown() {
    let dir_a = tempfile::tempdir().expect("a temp dir");
    let dir_b = tempfile::tempdir().expect("a temp dir");
    let mut ada = window(app(config(dir_a.path()), "Ada"));
    let (code, port) = host_a_room_with(&mut ada, |ada| {
        choose(ada, "Untimed", "3 minutes + 2 s a move (3+2)");
    });

    let mut lin = window(app(config(dir_b.path()), "Lin"));
    type_into(&mut lin, "Server address", &format!("127.0.0.1:{port}"));
    click(&mut lin, "Connect");
    wait_until(&mut [&mut lin], "Lin signed in", signed_in);
    let join = format!("Join {code}");
    wait_for_button(&mut [&mut lin, &mut ada], &join);
    assert!(
        lin.query_all_by_label_contains("3+2").next().is_some(),
        "the lobby shows the room's clock"
    );
    click(&mut lin, &join);
    wait_until(&mut [&mut ada, &mut lin], "the game on", |a| {
        room(a).is_some_and(|r| r.status == Status::Playing)
    });
    wait_until(&mut [&mut lin, &mut ada], "Lin seated", |a| {
        seat(a) == Some(Seat::White)
    });

    // Both clocks at 3:00 on both screens, and Abort while nobody has moved.
    for window in [&mut ada, &mut lin] {
        assert_eq!(
            window.get_all_by_label("3:00").count(),
            2,
            "two full clocks"
        );
        window.get_by_role_and_label(Role::Button, "Abort");
    }
    // The first moves are made off the clock, each within its own time.
    play(&mut ada, &mut lin, Point::new(7, 7));
    wait_for_text(&mut [&mut lin, &mut ada], "to make the first move");
    play(&mut lin, &mut ada, Point::new(8, 8));
    assert!(ada.query_by_role_and_label(Role::Button, "Abort").is_none());

    // Now black's clock runs, and Lin's screen counts it down with no message from the server.
    wait_until(&mut [&mut lin, &mut ada], "black's clock running", |a| {
        room(a)
            .and_then(|r| r.clock_view(Instant::now()))
            .is_some_and(|c| c.running == Some(Seat::Black))
    });
    wait_for_text(&mut [&mut lin, &mut ada], "2:58");

    // Lin closes the app: Ada sees the countdown, then may claim.
    drop(lin);
    let seconds = FAIR_PLAY_DEADLINE.as_secs();
    wait_for_text(&mut [&mut ada], "Lin left · 0:0");
    assert!(
        ada.query_all_by_label_contains(&format!("0:0{seconds} to come back"))
            .next()
            .is_some()
            || ada
                .query_all_by_label_contains(&format!("0:0{} to come back", seconds - 1))
                .next()
                .is_some(),
        "the countdown starts near the server's grace"
    );
    assert!(
        ada.query_by_role_and_label(Role::Button, "Claim victory")
            .is_none()
    );
    wait_for_button(&mut [&mut ada], "Claim victory");
    ada.get_by_label_contains("Claim the victory, call it a draw, or keep waiting.");
    ada.get_by_role_and_label(Role::Button, "Call it a draw");
    ada.get_by_label("Lin left · did not come back in time");
    click(&mut ada, "Claim victory");
    wait_until(&mut [&mut ada], "the game over", |a| {
        room(a).is_some_and(|r| r.status == Status::Over)
    });
    let over = room(ada.state()).expect("a room");
    assert_eq!(over.result, Some(GameResult::Black));
    assert_eq!(over.reason, Some(Reason::Forfeit));
    ada.get_by_label("Black wins: white left the game. You won!");
    assert!(
        ada.query_by_role_and_label(Role::Button, "Claim victory")
            .is_none()
    );
}
