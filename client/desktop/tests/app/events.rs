//! Events through the window: Ada hosts, makes a round robin on the Events tab with the
//! computer in it and herself playing, and starts it; the app takes her to her board without a
//! click; she resigns, leaves, and the Events tab shows the final standings. And the host's
//! controls: Ada adds the computer, removes it after the question, and sets the result of the
//! game Lin plays, which ends it on Lin's board too.

use crate::common;

use boardroom_desktop::DesktopApp;
use boardroom_protocol::{Status, TournamentResult, TournamentStatus, TournamentView};
use common::{app, click, config, room, signed_in, wait_for_text, wait_until, window};
use eframe::egui::accesskit::Role;
use egui_kittest::kittest::Queryable;

/// The event the app shows, if any.
fn event(app: &DesktopApp) -> Option<&TournamentView> {
    app.session
        .as_ref()
        .and_then(|s| s.state.tournament.as_ref())
}

/// The names in the standings of the event the app shows.
fn entrants(app: &DesktopApp) -> Vec<String> {
    event(app).map_or_else(Vec::new, |t| {
        t.standings.iter().map(|r| r.name.clone()).collect()
    })
}

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
    // The list of events names it too, without a click on the tab.
    wait_until(&mut [&mut ada], "the event listed", |a| {
        a.session
            .as_ref()
            .is_some_and(|s| s.state.tournaments.iter().any(|t| t.name == "Club night"))
    });

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

#[test]
fn the_host_adds_the_computer_removes_it_and_sets_a_game_s_result() {
    let dir_a = tempfile::tempdir().expect("a temp dir");
    let dir_b = tempfile::tempdir().expect("a temp dir");
    let mut ada = window(app(config(dir_a.path()), "Ada"));
    click(&mut ada, "Host a game");
    wait_until(&mut [&mut ada], "signed in", signed_in);

    // A round robin Ada hosts without playing, the easy computer in it.
    ada.get_by_label("Events").click();
    ada.step();
    ada.step();
    ada.get_by_role_and_label(Role::CheckBox, "Easy").click();
    ada.get_by_role_and_label(Role::CheckBox, "I play too")
        .click();
    ada.step();
    click(&mut ada, "Create event");
    wait_until(&mut [&mut ada], "the event on screen", |a| {
        event(a).is_some_and(|t| t.you_host) && entrants(a) == ["Boardroom AI (easy)"]
    });

    // Add: the computer at the level chosen joins the standings.
    ada.get_by_value("Medium").click();
    ada.step();
    ada.step();
    ada.get_by_role_and_label(Role::Button, "Hard").click();
    ada.step();
    click(&mut ada, "Add");
    wait_until(&mut [&mut ada], "the computer added", |a| {
        entrants(a).len() == 2
    });
    wait_for_text(&mut [&mut ada], "Boardroom AI (hard)");

    // Remove, after the question: Cancel keeps it, Yes takes it out of the standings.
    click(&mut ada, "Remove Boardroom AI (hard)");
    wait_for_text(&mut [&mut ada], "A game of theirs under way is lost.");
    click(&mut ada, "Cancel");
    assert!(
        ada.query_by_label_contains("A game of theirs under way is lost.")
            .is_none()
    );
    click(&mut ada, "Remove Boardroom AI (hard)");
    click(&mut ada, "Yes, remove");
    wait_until(&mut [&mut ada], "the computer removed", |a| {
        entrants(a) == ["Boardroom AI (easy)"]
    });
    assert!(ada.query_by_label_contains("Boardroom AI (hard)").is_none());

    // Lin joins from her own app, and Ada starts the event: Lin's game opens on Lin's board.
    let port = ada.state().host.as_ref().expect("hosting").addr.port();
    let mut lin_app = app(config(dir_b.path()), "Lin");
    lin_app.forms.address = format!("127.0.0.1:{port}");
    let mut lin = window(lin_app);
    click(&mut lin, "Connect");
    wait_until(&mut [&mut lin, &mut ada], "Lin signed in", signed_in);
    lin.get_by_label("Events").click();
    lin.step();
    lin.step();
    common::wait_for_button(&mut [&mut lin, &mut ada], "Open Club night");
    click(&mut lin, "Open Club night");
    common::wait_for_button(&mut [&mut lin, &mut ada], "Join the event");
    click(&mut lin, "Join the event");
    wait_until(&mut [&mut ada, &mut lin], "Lin in Ada's standings", |a| {
        entrants(a).len() == 2
    });
    click(&mut ada, "Start");
    wait_until(&mut [&mut lin, &mut ada], "Lin at her board", |a| {
        room(a).is_some_and(|r| r.status == Status::Playing && r.you.is_some())
    });
    wait_until(
        &mut [&mut ada, &mut lin],
        "the game under way at Ada",
        |a| event(a).is_some_and(|t| t.games.len() == 1 && t.games[0].result.is_none()),
    );
    wait_for_text(&mut [&mut ada, &mut lin], "Game 1 · ");

    // Set result: the host calls it a draw; the game ends on Lin's board and the event with it.
    ada.get_by_value("Black wins").click();
    ada.step();
    ada.step();
    ada.get_by_role_and_label(Role::Button, "Draw").click();
    ada.step();
    click(&mut ada, "Set the result of game 1");
    wait_until(&mut [&mut ada, &mut lin], "the result set", |a| {
        event(a).is_some_and(|t| t.games[0].result == Some(TournamentResult::Draw))
    });
    wait_for_text(&mut [&mut ada, &mut lin], "· draw");
    wait_until(
        &mut [&mut lin, &mut ada],
        "the game over on Lin's board",
        |a| room(a).is_some_and(|r| r.status == Status::Over),
    );
    let standings = &event(ada.state()).expect("the event").standings;
    assert!(standings.iter().all(|r| r.draws == 1 && r.score == "0.5"));
}
