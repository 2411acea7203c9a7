//! The host's controls through the window, against the server the app hosts: the app holds the
//! console's key itself. A second player comes over a real WebSocket; the host opens the
//! controls, finds them listed, mutes them (their chat is then refused), sends a notice to
//! everyone (the app's own banner shows it, and the player's socket gets it), kicks them (their
//! connection closes and their seat is free), reads the three actions in the audit log, and when
//! they are back in the room aborts its game and closes it (each after a question): their socket
//! and the host's own app are sent back to the lobby, told that the host closed it.

use crate::common;

use boardroom_desktop::DesktopApp;
use boardroom_desktop::host_console::ListedPlayer;
use boardroom_desktop::views::{console, host_notice};
use boardroom_protocol::{ClientMsg, GameResult, Reason, ServerMsg};
use boardroom_tests::TestClient;
use common::{
    Window, app, click, config, host_a_room, type_into, wait_for_button, wait_for_text, wait_until,
    window,
};
use egui_kittest::kittest::Queryable;

/// The notice the host sends.
const NOTICE: &str = "The club closes at ten.";

/// The player `name` as the controls last listed them.
fn listed<'a>(app: &'a DesktopApp, name: &str) -> Option<&'a ListedPlayer> {
    let state = app.console.as_ref()?.state.as_ref()?;
    state.players.iter().find(|p| p.name == name)
}

/// Rests the pointer on the widget labelled `label` for a few frames.
fn hover(window: &mut Window, label: &str) {
    window.get_by_label(label).hover();
    window.run_steps(3);
}

/// Opens the part of the controls labelled `label`.
fn open_section(window: &mut Window, label: &str) {
    window.get_by_label(label).click();
    window.step();
    window.step();
}

#[test]
fn the_host_mutes_tells_everyone_and_kicks_a_player_from_the_controls() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let mut ada = window(app(config(dir.path()), "Ada"));
    let (code, port) = host_a_room(&mut ada);

    // Lin comes over a WebSocket of her own and takes the other seat.
    let runtime = tokio::runtime::Runtime::new().expect("a runtime");
    let url = format!("ws://127.0.0.1:{port}/ws");
    let (mut lin, lin_token) = runtime.block_on(async {
        let mut lin = TestClient::connect(&url).await;
        let token = lin.hello("Lin", None).await;
        lin.join_room(code.clone(), None).await;
        (lin, token)
    });

    // The host opens the controls: Lin is listed, with her buttons; the host's own row has none.
    click(&mut ada, &console::open_label());
    ada.get_by_label(&console::title());
    wait_for_button(&mut [&mut ada], "Mute Lin");
    ada.get_by_label("Ada (you)");
    assert!(
        listed(ada.state(), "Lin").is_some_and(|p| p.connections == 1 && !p.muted),
        "Lin online"
    );

    // Muted: the controls say so, and the server refuses her chat.
    click(&mut ada, "Mute Lin");
    wait_for_button(&mut [&mut ada], "Let Lin chat");
    ada.get_by_label_contains("Lin (player ");
    assert!(listed(ada.state(), "Lin").is_some_and(|p| p.muted));
    let refusal = runtime.block_on(async {
        lin.send(&ClientMsg::Chat {
            text: "hello?".to_owned(),
        })
        .await;
        lin.expect(|m| match m {
            ServerMsg::Error {
                message, reference, ..
            } if reference.as_deref() == Some("chat") => Some(message.clone()),
            ServerMsg::Chat { text, .. } if text == "hello?" => panic!("a muted line was sent"),
            _ => None,
        })
        .await
    });
    assert!(refusal.contains("muted"), "{refusal}");

    // A notice to everyone: the app's own banner shows it, and Lin's socket gets it.
    open_section(&mut ada, "Notice and chat");
    ada.get_by_label("Standing now: none");
    type_into(&mut ada, &console::notice_field(), NOTICE);
    click(&mut ada, &console::send_notice());
    let banner = host_notice::banner(NOTICE);
    wait_for_text(&mut [&mut ada], &banner);
    wait_for_text(&mut [&mut ada], &format!("Standing now: {NOTICE}"));
    let told = runtime.block_on(lin.expect(|m| match m {
        ServerMsg::Notice { text, .. } => Some(text.clone()),
        _ => None,
    }));
    assert_eq!(told, NOTICE);

    // Kicked: Lin's connection closes, and the controls list her with none open.
    open_section(&mut ada, "Players");
    click(&mut ada, "Kick Lin");
    assert_eq!(
        runtime.block_on(lin.closed()),
        Some(1008),
        "closed as policy"
    );
    wait_until(&mut [&mut ada], "Lin listed with no connection", |a| {
        listed(a, "Lin").is_some_and(|p| p.connections == 0 && p.muted)
    });

    // The audit log lists the three, the newest first.
    open_section(&mut ada, "Server and log");
    wait_for_text(&mut [&mut ada], "kick: Lin (player ");
    ada.get_by_label_contains("mute: Lin (player ");
    ada.get_by_label_contains(&format!("notice: notice {NOTICE:?} sent to"));
    let audit = &ada
        .state()
        .console
        .as_ref()
        .and_then(|c| c.state.as_ref())
        .expect("a state")
        .audit;
    let actions: Vec<&str> = audit.iter().map(|l| l.action.as_str()).collect();
    assert_eq!(actions[..3], ["kick", "notice", "mute"], "{actions:?}");

    // Lin comes back (a kick is no ban) and takes the seat the kick freed (no move had been
    // played: nothing was lost). The host aborts the game, after a question: nobody wins.
    let mut lin = runtime.block_on(async {
        let mut lin = TestClient::connect(&url).await;
        lin.hello("Lin", Some(&lin_token)).await;
        lin.join_room(code.clone(), None).await;
        lin
    });
    open_section(&mut ada, "Rooms");
    wait_for_button(&mut [&mut ada], &format!("Abort the game of {code}"));
    click(&mut ada, &format!("Abort the game of {code}"));
    click(&mut ada, "Yes, abort it");
    wait_until(&mut [&mut ada], "the game aborted", |a| {
        common::room(a).is_some_and(|r| r.reason == Some(Reason::Aborted))
    });
    assert_eq!(
        common::room(ada.state()).and_then(|r| r.result),
        Some(GameResult::Draw)
    );
    wait_for_text(
        &mut [&mut ada],
        &format!("The game of room {code} aborted."),
    );
    // The rooms' list shows the game over (its Abort gone) before anything else is clicked
    // there: a row that changes under the pointer would take the click.
    common::wait_for_no_button(&mut [&mut ada], &format!("Abort the game of {code}"));

    // The host closes the room, after a question that Keep it answers first: Lin's socket is
    // told the host closed it, and the host's app is back in the lobby, saying so.
    let close = format!("Close room {code}");
    // The pointer rests on the button first: where it was, a neighbour's tooltip takes clicks.
    hover(&mut ada, &close);
    click(&mut ada, &close);
    ada.get_by_label_contains(&format!("{close}? A game under way there is aborted"));
    click(&mut ada, "Keep it");
    assert!(
        ada.query_by_label_contains(&format!("{close}?")).is_none(),
        "the question gone"
    );
    assert!(common::room(ada.state()).is_some(), "the room still open");
    hover(&mut ada, &close);
    click(&mut ada, &close);
    wait_for_button(&mut [&mut ada], "Yes, close it");
    click(&mut ada, "Yes, close it");
    let left = runtime.block_on(lin.expect(|m| match m {
        ServerMsg::Left { room, by_host } => Some((room.clone(), *by_host)),
        _ => None,
    }));
    assert_eq!(left, (code.clone(), true));
    wait_until(&mut [&mut ada], "the host's app back in the lobby", |a| {
        common::room(a).is_none()
    });
    wait_for_text(&mut [&mut ada], "The host closed the room.");
    wait_for_text(&mut [&mut ada], &format!("Room {code} closed."));
    let gone = code.clone();
    wait_until(
        &mut [&mut ada],
        "the room gone from the controls",
        move |a| {
            a.console
                .as_ref()
                .and_then(|c| c.state.as_ref())
                .is_some_and(|s| !s.rooms.iter().any(|r| r.room == gone))
        },
    );

    // The controls close, and the host hides the banner: gone until the next notice.
    click(&mut ada, &console::open_label());
    assert!(ada.state().console.as_ref().is_some_and(|c| !c.open));
    // The window fades out over a few frames.
    for _ in 0..60 {
        if ada.query_by_label(&console::title()).is_none() {
            break;
        }
        ada.step();
    }
    assert!(ada.query_by_label(&console::title()).is_none(), "closed");
    click(&mut ada, &host_notice::hide());
    assert!(
        ada.query_all_by_label_contains(&host_notice::prefix())
            .next()
            .is_none()
    );
    assert!(
        ada.state()
            .session
            .as_ref()
            .is_some_and(|s| s.state.host_notice.is_none())
    );
}
