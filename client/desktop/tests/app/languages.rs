//! The app in the players' languages: in Japanese and in Czech (the system's language, as the
//! app negotiates it) the lobby's widgets are found by their translated labels, and not by
//! their English ones; in the pseudo-language (English's messages with every letter accented)
//! the name screen, the lobby and its tabs, the host's controls, a room with a game under way,
//! the question before leaving it, the games listed and a replay show no label with three plain
//! ASCII letters in a row, which would be text that does not come from the catalogues. The
//! player's name is Greek, and the room's code and the server's addresses are left out of each
//! label first: data, not words.
//!
//! The language picked in the top bar is spoken at once and kept for the next run.
//!
//! The Japanese window reads the system's font for Japanese, as the app does at start; where the
//! system has none (a bare test machine), its characters may be drawn as boxes, which the window
//! then allows (as does the picker's, which names each language in its own script). Every other
//! text must have its glyphs in the fonts.

use boardroom_desktop::DesktopApp;
use boardroom_desktop::fonts;
use boardroom_desktop::i18n::Language;
use eframe::egui::{self, accesskit::Role};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

use crate::common::{self, Window, click, room, seat, signed_in, wait_until};

/// Message `id` in `language`.
fn say(language: &Language, id: &str) -> String {
    language.format(id, None)
}

/// Whether the window shows a widget labelled `label`.
fn shows(window: &Window, label: &str) -> bool {
    window.query_all_by_label(label).next().is_some()
}

#[test]
fn the_lobby_reads_in_japanese_and_in_czech() {
    for (system, code) in [("ja-JP", "ja"), ("cs-CZ", "cs")] {
        let dir = tempfile::tempdir().expect("a temp dir");
        let mut config = common::config(dir.path());
        config.languages = vec![system.to_owned()];
        config.system_fonts = true;
        let mut app = common::app(config, "Ada");
        app.preload_fonts();
        let mut window = if code == "cs" || fonts::system_choice(code).is_some() {
            common::window(app)
        } else {
            window_allowing_boxes(app)
        };
        window.step();
        assert_eq!(window.state().language().code(), code, "{system}");
        let language = Language::of(code);
        let english = Language::english();
        let text = |id: &str| say(&language, id);
        // The words looked for are translated: none is English's.
        let lobby = [
            "lobby-rooms",
            "lobby-games",
            "event-list",
            "ratings-title",
            "view-account-title",
            "desk-create-heading",
            "create-game",
            "create-opponent",
            "create-clock",
            "desk-lobby-join-by-code",
        ];
        for id in lobby
            .iter()
            .chain(&["desk-find-host", "create-submit", "room-leave"])
        {
            assert_ne!(text(id), say(&english, id), "{code}: {id} is translated");
        }

        // The name screen, then the lobby of the server the app hosts.
        assert!(shows(&window, &text("desk-find-servers")), "{code}");
        assert!(!shows(&window, "Servers on your network"), "{code}");
        click(&mut window, &text("desk-find-host"));
        wait_until(&mut [&mut window], "signed in", signed_in);
        for id in lobby {
            assert!(shows(&window, &text(id)), "{code}: the lobby shows {id}");
        }
        assert!(!shows(&window, "Create a room"), "{code}: no English");
        assert!(!shows(&window, "Your games"), "{code}: no English");
        // The language picker names the language in its own words.
        let own_name = language.name();
        assert!(
            window
                .query_all(egui_kittest::kittest::By::new().predicate(|node| {
                    node.value().is_some_and(|v| v == own_name)
                        || node.label().is_some_and(|l| l == own_name)
                }))
                .next()
                .is_some(),
            "{code}: the picker shows {own_name}"
        );

        // A room, made with the translated button.
        window
            .get_by_role_and_label(Role::Button, &text("create-submit"))
            .click();
        window.step();
        wait_until(&mut [&mut window], "seated in the new room", |a| {
            seat(a).is_some()
        });
        window.step();
        assert!(shows(&window, &text("room-leave")), "{code}");
        assert!(shows(&window, &text("room-invite-title")), "{code}");
        assert!(!shows(&window, "Leave room"), "{code}: no English");
    }
}

/// A window of `app` that draws the characters no font of the machine has as boxes (a bare test
/// machine has no font for Chinese, Japanese or Korean) rather than failing.
fn window_allowing_boxes(app: DesktopApp) -> Window {
    Harness::builder()
        .with_size(egui::vec2(1100.0, 760.0))
        .allow_missing_glyphs()
        .build_ui_state(|ui, app: &mut DesktopApp| app.show(ui), app)
}

#[test]
fn the_language_picked_in_the_top_bar_is_spoken_at_once_and_kept() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let mut window = window_allowing_boxes(common::app(common::config(dir.path()), "Ada"));
    window.step();
    let english = Language::english();
    assert_eq!(window.state().language().code(), "en");
    // The picker, by the language shown, then Korean by its own name.
    common::choose(&mut window, "English", "한국어");
    let korean = Language::of("ko");
    assert_eq!(window.state().language().code(), "ko");
    assert!(shows(&window, &say(&korean, "desk-find-host")));
    assert!(!shows(&window, &say(&english, "desk-find-host")));
    assert_eq!(window.state().settings.language.as_deref(), Some("ko"));
    drop(window);

    // The next run speaks it, whatever the system's language.
    let mut config = common::config(dir.path());
    config.languages = vec!["cs-CZ".to_owned()];
    let app = common::app(config, "");
    assert_eq!(app.language().code(), "ko");
    let mut window = window_allowing_boxes(app);
    window.step();
    // Back to the system's language.
    common::choose(&mut window, "한국어", &say(&korean, "desk-language-system"));
    assert_eq!(window.state().language().code(), "cs");
    assert_eq!(window.state().settings.language, None);
}

/// Every text of the accessibility tree: labels, values, descriptions, placeholders.
fn texts(window: &Window) -> Vec<String> {
    let mut all = Vec::new();
    for node in window.root().children_recursive() {
        let node = node.accesskit_node();
        all.extend(node.label());
        all.extend(node.value());
        all.extend(node.description());
        all.extend(node.placeholder().map(str::to_owned));
    }
    all
}

/// The texts of the window with three plain ASCII letters in a row, once the data of `app` (its
/// server's addresses and links, its room's code) is left out of them.
fn english_left(window: &Window, app: &DesktopApp) -> Vec<String> {
    let mut data: Vec<String> = Vec::new();
    if let Some(host) = &app.host {
        data.extend(host.lan_addresses());
        data.push(host.local_server());
    }
    if let Some(session) = &app.session {
        data.push(session.server.clone());
        // The ids of the player's games (a number and the server's tag).
        data.extend(session.state.games.iter().map(|g| g.game_id.clone()));
    }
    let code = room(app).map(|r| r.code.to_string());
    let mut links: Vec<String> = Vec::new();
    for address in &data {
        if let Some(code) = &code {
            links.push(format!("http://{address}/r/{code}"));
        }
        links.push(format!("http://{address}/"));
    }
    // The longest first, so that a link goes before the address in it.
    let mut cut: Vec<String> = links.into_iter().chain(data).chain(code).collect();
    cut.sort_by_key(|s| std::cmp::Reverse(s.len()));
    texts(window)
        .into_iter()
        .filter(|text| {
            let mut rest = text.clone();
            for piece in &cut {
                rest = rest.replace(piece.as_str(), " ");
            }
            rest.as_bytes()
                .windows(3)
                .any(|w| w.iter().all(u8::is_ascii_alphabetic))
        })
        .collect()
}

#[test]
fn in_the_pseudo_language_no_text_on_screen_is_plain_english() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let mut app = common::app(common::config(dir.path()), "Αλέξανδρος");
    let pseudo = Language::pseudo();
    app.use_language(pseudo.clone());
    let mut window = common::window(app);
    window.step();
    window.step();
    let check = |window: &Window, screen: &str| {
        let left = english_left(window, window.state());
        assert!(
            left.is_empty(),
            "{screen}: text not from the catalogues: {left:?}"
        );
    };
    assert!(texts(&window).len() > 10, "the name screen has its texts");
    check(&window, "the name screen");

    click(&mut window, &say(&pseudo, "desk-find-host"));
    wait_until(&mut [&mut window], "signed in", signed_in);
    window.step();
    check(&window, "the lobby");
    // The lobby's other tabs, and back to its rooms.
    for tab in [
        "lobby-games",
        "event-list",
        "ratings-title",
        "view-account-title",
        "lobby-rooms",
    ] {
        let label = say(&pseudo, tab);
        window
            .query_all_by_label(&label)
            .next()
            .expect("the tab")
            .click();
        for _ in 0..5 {
            window.step();
        }
        check(&window, &format!("the lobby's tab {tab}"));
    }
    // The host's controls, each of their parts.
    click(&mut window, &say(&pseudo, "desk-console-open"));
    wait_until(&mut [&mut window], "the controls' state", |a| {
        a.console.as_ref().is_some_and(|c| c.state.is_some())
    });
    for part in [
        "desk-console-players",
        "lobby-rooms",
        "desk-console-notice-and-chat",
        "desk-console-class",
        "desk-console-server",
    ] {
        let label = say(&pseudo, part);
        window
            .query_all_by_label(&label)
            .last()
            .expect("the part")
            .click();
        window.step();
        window.step();
        check(&window, &format!("the host's controls, {part}"));
    }
    click(&mut window, &say(&pseudo, "desk-console-open"));

    window
        .get_by_role_and_label(Role::Button, &say(&pseudo, "create-submit"))
        .click();
    window.step();
    wait_until(&mut [&mut window], "seated in the new room", |a| {
        seat(a).is_some()
    });
    window.step();
    check(&window, "a room waiting for a friend");

    // The computer takes the other seat: the game is under way, the room says whose turn.
    click(&mut window, &say(&pseudo, "room-seat-ai"));
    wait_until(&mut [&mut window], "a game under way", |a| {
        room(a).is_some_and(|r| r.status == boardroom_protocol::Status::Playing)
    });
    window.step();
    check(&window, "a room with a game under way");
    assert!(shows(&window, &say(&pseudo, "room-resign")));

    // A move, and the computer's answer: the move list and whose turn it is.
    common::click_point(&mut window, boardroom_protocol::Point::new(7, 7));
    wait_until(&mut [&mut window], "the computer's answer", |a| {
        common::ply(a) >= 2
    });
    window.step();
    check(&window, "a room after two moves");

    // Leaving in the middle asks first; the game lost is listed under Your games, and replayed.
    click(&mut window, &say(&pseudo, "room-leave"));
    check(&window, "the question before leaving");
    click(&mut window, &say(&pseudo, "desk-confirm-leave-yes"));
    wait_until(&mut [&mut window], "back in the lobby", |a| {
        room(a).is_none()
    });
    window
        .query_all_by_label(&say(&pseudo, "lobby-games"))
        .next()
        .expect("the tab")
        .click();
    wait_until(&mut [&mut window], "the game listed", |a| {
        a.session
            .as_ref()
            .is_some_and(|s| !s.state.games.is_empty())
    });
    window.step();
    check(&window, "the player's games");
    click(&mut window, &say(&pseudo, "lobby-replay"));
    wait_until(&mut [&mut window], "the replay", |a| a.replay.is_some());
    window.step();
    window.step();
    check(&window, "the replay");
}
