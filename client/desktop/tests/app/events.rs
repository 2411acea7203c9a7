//! An event through the window: Ada hosts, makes a round robin on the Events tab with the
//! computer in it and herself playing, and starts it; the app takes her to her board without a
//! click; she resigns, leaves, and the Events tab shows the final standings.

use crate::common;

use boardroom_protocol::{Status, TournamentStatus};
use common::{click, config, room, signed_in, wait_for_text, wait_until, window};
use eframe::egui::accesskit::Role;
use egui_kittest::kittest::Queryable;

#[test]
fn an_event_made_on_the_events_tab_takes_its_player_to_the_board() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let mut ada = window(common::app(config(dir.path()), "Ada"));
    click(&mut ada, "Host a game");
    wait_until(&mut [&mut ada], "signed in", signed_in);

    ada.get_by_label("Events").click();
    ada.step();
    ada.step();
    ada.get_by_role_and_label(Role::CheckBox, "Easy").click();
    ada.step();
    click(&mut ada, "Create event");
    wait_until(&mut [&mut ada], "the event on screen", |a| {
        a.session
            .as_ref()
            .and_then(|s| s.state.tournament.as_ref())
            .is_some_and(|t| t.standings.len() == 2 && t.you_host)
    });
    wait_for_text(&mut [&mut ada], "Club night");
    wait_for_text(&mut [&mut ada], "Ada (you)");

    // The host starts it: her game opens and the app goes to its board by itself.
    click(&mut ada, "Start");
    wait_until(&mut [&mut ada], "taken to the board", |a| {
        room(a).is_some_and(|r| r.status == Status::Playing && r.you.is_some())
    });
    click(&mut ada, "Resign");
    click(&mut ada, "Yes, resign");
    wait_until(&mut [&mut ada], "the game over", |a| {
        room(a).is_some_and(|r| r.status == Status::Over)
    });
    click(&mut ada, "Leave room");
    wait_until(&mut [&mut ada], "the event over", |a| {
        room(a).is_none()
            && a.session
                .as_ref()
                .and_then(|s| s.state.tournament.as_ref())
                .is_some_and(|t| t.status == TournamentStatus::Over)
    });
    wait_for_text(&mut [&mut ada], "Over");
    let event = ada
        .state()
        .session
        .as_ref()
        .and_then(|s| s.state.tournament.clone())
        .expect("the event");
    assert_eq!(event.standings[0].name, "Boardroom AI (easy)");
    assert_eq!(event.standings[0].score, "1");
    assert_eq!(event.standings[1].name, "Ada");
}
