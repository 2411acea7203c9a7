//! Ratings through the window, against the server one app hosts: two players keep their names
//! with passwords, play a rated room's game (a move each, then one resigns), and each finds the
//! result in the Account tab's ratings: the winner's provisional rating above 1500, the
//! loser's below, each with the one game in its history; the leaderboard, which leaves
//! provisional ratings out, has no one yet.

use crate::common;

use std::time::{Duration, Instant};

use boardroom_desktop::DesktopApp;
use boardroom_desktop::account::texts as account_texts;
use boardroom_desktop::app::{LobbyTab, Session};
use boardroom_desktop::ratings::texts;
use boardroom_desktop::state::ViewState;
use boardroom_protocol::{GameResult, Point, ProfileRating, Seat, Status, decode_server};
use common::{
    WAIT, Window, app, click, config, host_a_room_with, play, room, signed_in, type_into,
    wait_for_button, wait_for_text, wait_until, window,
};
use egui_kittest::kittest::Queryable;

/// Both players' password.
const SECRET: &str = "correct horse battery";

/// How long between two asks for a profile that has not counted the game yet.
const ASK_EVERY: Duration = Duration::from_millis(200);

/// Clicks the lobby's tab `label` (the first node so labelled: the open tab's heading may be
/// the same word).
fn open_tab(window: &mut Window, label: &str) {
    window
        .query_all_by_label(label)
        .next()
        .expect("the tab")
        .click();
    window.step();
    window.step();
}

/// Keeps the signed-in guest's name with a password, from the Account tab.
fn keep_name(window: &mut Window) {
    open_tab(window, &account_texts::section());
    type_into(window, &account_texts::choose_password(), SECRET);
    type_into(window, &account_texts::repeat_password(), SECRET);
    click(window, &account_texts::make_account());
    wait_for_text(&mut [window], &account_texts::account_made());
}

/// The app's own profile's only rating, if its profile has come.
fn own_rating(app: &DesktopApp) -> Option<&ProfileRating> {
    let session = app.session.as_ref()?;
    let me = session.state.me.as_ref()?;
    session
        .state
        .ratings
        .profile(&me.player_id)?
        .ratings
        .first()
}

/// When the app's own profile last came.
fn own_profile_at(app: &DesktopApp) -> Option<Instant> {
    let session = app.session.as_ref()?;
    let me = session.state.me.as_ref()?;
    Some(session.state.ratings.profile(&me.player_id)?.received)
}

/// Opens the Account tab and asks for the app's own profile (Refresh there) until it counts a
/// rated game: the server stores a rating on a task of its own just after the game's end.
fn rating_after_the_game(window: &mut Window, other: &mut Window) -> ProfileRating {
    open_tab(window, &account_texts::section());
    let start = Instant::now();
    loop {
        let asked = Instant::now();
        click(window, &texts::refresh());
        wait_until(&mut [&mut *window, &mut *other], "the profile", |a| {
            own_profile_at(a).is_some_and(|at| at >= asked)
        });
        if let Some(rated) = own_rating(window.state()) {
            return rated.clone();
        }
        assert!(start.elapsed() < WAIT, "the rated game was not counted");
        wait_until(&mut [&mut *window, &mut *other], "a moment", |_| {
            asked.elapsed() >= ASK_EVERY
        });
    }
}

#[test]
fn a_rated_game_between_two_accounts_moves_both_ratings() {
    let dir_a = tempfile::tempdir().expect("a temp dir");
    let dir_b = tempfile::tempdir().expect("a temp dir");
    let mut ada = window(app(config(dir_a.path()), "Ada"));
    // Ada hosts, keeps her name, and makes a rated room (the form's gomoku, 15x15 freestyle).
    let (code, port) = host_a_room_with(&mut ada, |ada| {
        // A guest is not offered the Rated box.
        ada.get_by_label(&texts::rated_needs_account());
        assert!(ada.query_by_label(&texts::rated()).is_none());
        keep_name(ada);
        ada.get_by_label(&texts::rated_about());
        ada.get_by_label(&texts::rated()).click();
        ada.step();
    });
    let ada_room = room(ada.state()).expect("a room");
    assert_eq!(ada_room.options.rated, Some(true));
    // The room says it is rated where it describes its options.
    ada.get_by_label_contains(&format!("Freestyle · {}", &texts::rated_room()));

    // Lin connects, keeps her name too, and joins from the Rooms tab.
    let mut lin_app = app(config(dir_b.path()), "Lin");
    lin_app.forms.address = format!("127.0.0.1:{port}");
    let mut lin = window(lin_app);
    click(&mut lin, "Connect");
    wait_until(&mut [&mut lin, &mut ada], "Lin signed in", signed_in);
    keep_name(&mut lin);
    open_tab(&mut lin, "Rooms");
    let join = format!("Join {code}");
    wait_for_button(&mut [&mut lin, &mut ada], &join);
    click(&mut lin, &join);
    wait_until(&mut [&mut ada, &mut lin], "the game on", |a| {
        room(a).is_some_and(|r| r.status == Status::Playing)
    });

    // A move each, then Lin resigns.
    play(&mut ada, &mut lin, Point::new(7, 7));
    play(&mut lin, &mut ada, Point::new(0, 0));
    click(&mut lin, "Resign");
    click(&mut lin, "Yes, resign");
    // Over on both screens (else leaving would ask first, as in a game under way).
    let over = |a: &DesktopApp| room(a).is_some_and(|r| r.status == Status::Over);
    wait_until(&mut [&mut ada, &mut lin], "the game over at Ada", over);
    wait_until(&mut [&mut lin, &mut ada], "the game over at Lin", over);
    assert_eq!(
        room(ada.state()).and_then(|r| r.result),
        Some(GameResult::Black)
    );

    // Back in the lobby, each finds the game in the Account tab's ratings. Ada leaves first,
    // and Lin once her screen shows it (a click lands on a screen that no longer changes).
    click(&mut ada, "Leave room");
    wait_until(&mut [&mut ada, &mut lin], "Ada in the lobby", |a| {
        room(a).is_none()
    });
    wait_until(&mut [&mut lin, &mut ada], "Ada gone from Lin's room", |a| {
        room(a).is_some_and(|r| r.players.get(Seat::Black).is_none())
    });
    click(&mut lin, "Leave room");
    wait_until(&mut [&mut lin, &mut ada], "Lin in the lobby", |a| {
        room(a).is_none()
    });
    let won = rating_after_the_game(&mut ada, &mut lin);
    let lost = rating_after_the_game(&mut lin, &mut ada);
    assert!(won.rating.rating > 1500, "{won:?}");
    assert!(lost.rating.rating < 1500, "{lost:?}");
    for (window, rated) in [(&mut ada, &won), (&mut lin, &lost)] {
        assert!(rated.rating.provisional, "one game is no settled rating");
        assert_eq!(rated.rating.games, 1);
        assert_eq!(rated.history.len(), 1);
        window.step();
        let title = "Gomoku, Freestyle";
        let line = texts::rating_line(title, &rated.rating);
        assert!(
            line.contains(&format!("{}?", rated.rating.rating)),
            "{line}"
        );
        window.get_by_label(&line);
        let chart = texts::chart_label(title, rated.rating.rating, rated.rating.rating, 1);
        window.get_by_label(&chart);
        window.get_by_label_contains(&format!("Last games: {} (", rated.rating.rating));
    }

    // Provisional ratings are left off the leaderboard: nobody is on it yet.
    open_tab(&mut ada, &texts::tab());
    wait_for_text(&mut [&mut ada, &mut lin], &texts::no_settled());
}

/// The leaderboard drawn from given answers, with no server behind: its rows, and a player's
/// profile opened from one, with the history's chart and last points.
#[test]
fn the_leaderboard_lists_settled_ratings_and_opens_a_profile() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let mut app = app(config(dir.path()), "Lin");
    let mut state = ViewState::default();
    let frames = [
        r#"{"type":"welcome","protocol":1,"player_id":"7","token":"tk","name":"Lin","account":true}"#,
        r#"{"type":"leaderboard","kind":"gomoku/freestyle","rows":[
            {"rank":1,"player_id":"12","name":"Ada","kind":"gomoku/freestyle","rating":1712,"deviation":64,"provisional":false,"games":31},
            {"rank":2,"player_id":"7","name":"Lin","kind":"gomoku/freestyle","rating":1598,"deviation":80,"provisional":false,"games":24}]}"#,
        r#"{"type":"profile","player_id":"12","name":"Ada","account":true,"ratings":[
            {"kind":"gomoku/freestyle","rating":1712,"deviation":64,"provisional":false,"games":31,"history":[
                {"at_ms":1764000000000,"rating":1662},{"at_ms":1764000600000,"rating":1534},{"at_ms":1764001200000,"rating":1712}]},
            {"kind":"reversi","rating":1430,"deviation":190,"provisional":true,"games":2,"history":[
                {"at_ms":1764000000000,"rating":1480},{"at_ms":1764000600000,"rating":1430}]}]}"#,
    ];
    for frame in frames {
        state.apply(decode_server(frame).expect("a frame"), Instant::now());
    }
    app.lobby_tab = LobbyTab::Ratings;
    // The window is made on the Find screen, then given the session: the create form beside
    // the leaderboard has choices without names, which the first frame's check would refuse.
    let mut window = window(app);
    window.state_mut().session = Some(Session::detached("192.168.1.20:7878", state));
    window.step();
    window.step();
    window.get_by_label("1712");
    window.get_by_label("1598");
    assert!(window.query_by_label(&texts::no_settled()).is_none());

    window.get_by_label("Ada").click();
    window.step();
    window.step();
    assert_eq!(
        window.state().forms.leaderboard.shown.as_deref(),
        Some("12")
    );
    window.get_by_label(&texts::profile_of("Ada"));
    window.get_by_label("Gomoku, Freestyle: 1712 · 31 rated games");
    window.get_by_label("Reversi: 1430? · 2 rated games");
    window.get_by_label("Gomoku, Freestyle: from 1662 to 1712 over the last 3 rated games");
    window.get_by_label(
        "Last games: 1662 (2025-11-24 16:00), 1534 (2025-11-24 16:10), 1712 (2025-11-24 16:20)",
    );
    window.get_by_label(&texts::provisional_about());
    click(&mut window, &texts::close_profile());
    assert_eq!(window.state().forms.leaderboard.shown, None);
}
