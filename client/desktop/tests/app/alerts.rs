//! The sounds and the turn alert through the window, against the server one app hosts: each app
//! plays through a recorder. The game's start chimes for the player who moves first; every move
//! knocks on both sides, and the first move chimes for the player who answers it; a window out
//! of sight, with the turn alert on, chimes and asks for attention on the player's turn; a
//! player who turns Sounds off hears nothing more (and the choice is kept); the game's end plays
//! its chord.

use crate::common;

use boardroom_desktop::DesktopApp;
use boardroom_desktop::alerts::{Recorder, Sound};
use boardroom_desktop::settings::{Paths, Settings};
use boardroom_protocol::{Point, Status};
use common::{Window, click, config, host_a_room, play, signed_in, type_into, wait_until, window};
use eframe::egui::ViewportId;
use egui_kittest::kittest::Queryable;

use Sound::{GameEnd, Stone, YourTurn};

/// An app with its files in `dir`, named `name`, playing through `recorder`.
fn app(dir: &std::path::Path, name: &str, recorder: &Recorder) -> DesktopApp {
    let mut app = common::app(config(dir), name);
    app.set_sound_player(Box::new(recorder.clone()));
    app
}

/// Says whether the window is in front (the platform's focus), from the next frame on.
fn focus(window: &mut Window, focused: bool) {
    window
        .input_mut()
        .viewports
        .entry(ViewportId::ROOT)
        .or_default()
        .focused = Some(focused);
    window.step();
}

/// Clicks the check box labelled `label`.
fn toggle(window: &mut Window, label: &str) {
    window.get_by_label(label).click();
    window.step();
    window.step();
}

#[test]
fn moves_knock_the_turn_chimes_the_end_sounds_and_sounds_off_is_silent() {
    let dir_a = tempfile::tempdir().expect("a temp dir");
    let dir_b = tempfile::tempdir().expect("a temp dir");
    let (ada_hears, lin_hears) = (Recorder::new(), Recorder::new());
    let mut ada = window(app(dir_a.path(), "Ada", &ada_hears));
    let mut lin = window(app(dir_b.path(), "Lin", &lin_hears));
    ada.step();
    lin.step();

    // Ada hosts a room; Lin joins it by address: the game begins, Ada (black) to move.
    let (code, port) = host_a_room(&mut ada);
    type_into(&mut lin, "Server address", &format!("127.0.0.1:{port}"));
    click(&mut lin, "Connect");
    wait_until(&mut [&mut lin], "Lin signed in", signed_in);
    let wanted = code.clone();
    wait_until(&mut [&mut lin], "the room in the lobby", move |a| {
        a.session
            .as_ref()
            .is_some_and(|s| s.state.rooms.iter().any(|r| r.room == wanted))
    });
    click(&mut lin, &format!("Join {code}"));
    for window in [&mut ada, &mut lin] {
        wait_until(&mut [window], "the game on", |a| {
            common::room(a).is_some_and(|r| r.status == Status::Playing)
        });
    }
    // The game's start chimes for the player who moves first, and for her alone.
    wait_until(&mut [&mut ada, &mut lin], "Ada's chime", |_| {
        !ada_hears.played().is_empty()
    });
    assert_eq!(ada_hears.played(), [YourTurn]);
    assert!(lin_hears.played().is_empty(), "{:?}", lin_hears.played());

    // Two moves each: a knock for every move on both sides; the first move chimes for Lin,
    // whose answer it asks for.
    play(&mut ada, &mut lin, Point::new(7, 7));
    play(&mut lin, &mut ada, Point::new(7, 8));
    play(&mut ada, &mut lin, Point::new(8, 7));
    play(&mut lin, &mut ada, Point::new(8, 8));
    assert_eq!(ada_hears.played(), [YourTurn, Stone, Stone, Stone, Stone]);
    assert_eq!(lin_hears.played(), [Stone, YourTurn, Stone, Stone, Stone]);

    // Lin turns the turn alert on and looks elsewhere: Ada's move chimes for her, and her
    // window asks for attention and says why.
    toggle(&mut lin, "Tell me when it is my turn");
    assert!(lin.state().settings.notify_turn);
    focus(&mut lin, false);
    play(&mut ada, &mut lin, Point::new(9, 7));
    assert_eq!(lin_hears.played()[5..], [Stone, YourTurn]);
    assert_eq!(lin.state().alerts.attention_asked, 1);
    assert!(
        lin.state()
            .notice()
            .is_some_and(|n| n.text == format!("Ada has played in room {code}.")),
        "{:?}",
        lin.state().notice()
    );
    // Back in front: the next move of Ada's would knock alone, and nothing asks for attention.
    focus(&mut lin, true);

    // Ada turns Sounds off: kept in her settings, and Lin's move plays nothing for her.
    toggle(&mut ada, "Sounds");
    assert!(!ada.state().settings.sound);
    assert!(!Settings::load(&Paths::under(dir_a.path()).settings).sound);
    play(&mut lin, &mut ada, Point::new(9, 8));
    assert_eq!(
        ada_hears.played(),
        [YourTurn, Stone, Stone, Stone, Stone, Stone]
    );
    assert_eq!(lin_hears.count(Stone), 6);

    // Lin resigns: the end's chord for her; silence for Ada.
    click(&mut lin, "Resign");
    click(&mut lin, "Yes, resign");
    for window in [&mut lin, &mut ada] {
        wait_until(&mut [window], "the game over", |a| {
            common::room(a).is_some_and(|r| r.status == Status::Over)
        });
    }
    assert_eq!(lin_hears.played().last(), Some(&GameEnd));
    assert_eq!(lin_hears.count(GameEnd), 1);
    assert_eq!(lin_hears.count(YourTurn), 2);
    assert_eq!(ada_hears.count(GameEnd), 0);
    assert_eq!(ada_hears.played().len(), 6);
    assert_eq!(lin.state().alerts.attention_asked, 1);
    assert_eq!(ada.state().alerts.attention_asked, 0);
}
