//! A game against the server's AI, driven through the window: the create-room form's choices
//! (reversi, the computer, its level), moves on the reversi board by its legal hints, the
//! computer's answers, then resigning through the confirmation dialog. The server is hosted by
//! the app itself on loopback, data in a temporary folder; no discovery.

use std::net::{IpAddr, Ipv4Addr};
use std::time::{Duration, Instant};

use boardroom_desktop::settings::Paths;
use boardroom_desktop::state::RoomView;
use boardroom_desktop::{AppConfig, DesktopApp};
use boardroom_protocol::{GameKind, GameResult, PlayerKind, Reason, Seat, Status};
use eframe::egui::{self, accesskit::Role};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

const WAIT: Duration = Duration::from_secs(20);

fn window(dir: &std::path::Path) -> Harness<'static, DesktopApp> {
    let mut config = AppConfig::new(Paths::under(dir));
    config.discovery = false;
    config.host_ip = IpAddr::V4(Ipv4Addr::LOCALHOST);
    config.host_port = 0;
    let mut app = DesktopApp::new(config);
    app.forms.name = "Ada".to_owned();
    Harness::builder()
        .with_size(egui::vec2(1100.0, 760.0))
        .build_ui_state(|ui, app: &mut DesktopApp| app.show(ui), app)
}

fn wait_until(
    window: &mut Harness<'static, DesktopApp>,
    what: &str,
    done: impl Fn(&DesktopApp) -> bool,
) {
    let start = Instant::now();
    loop {
        window.step();
        if done(window.state()) {
            window.step();
            return;
        }
        assert!(start.elapsed() < WAIT, "timed out waiting for: {what}");
        std::thread::sleep(Duration::from_millis(10));
    }
}

fn click(window: &mut Harness<'static, DesktopApp>, label: &str) {
    window.get_by_role_and_label(Role::Button, label).click();
    window.step();
}

fn room(app: &DesktopApp) -> Option<&RoomView> {
    app.session.as_ref().and_then(|s| s.state.room.as_ref())
}

/// Opens the combo box now showing `shown` and picks `choice` from its list.
fn choose(window: &mut Harness<'static, DesktopApp>, shown: &str, choice: &str) {
    window.get_by_value(shown).click();
    // A frame to take the click, one to open the list.
    window.step();
    window.step();
    window.get_by_label(choice).click();
    window.step();
    window.step();
}

#[test]
fn a_reversi_game_against_the_computer_then_resigned() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let mut ada = window(dir.path());
    click(&mut ada, "Host a game");
    wait_until(&mut ada, "signed in", |a| {
        a.session.as_ref().is_some_and(|s| s.signed_in)
    });

    choose(&mut ada, "Gomoku", "Reversi");
    ada.get_by_label("The computer").click();
    ada.step();
    choose(&mut ada, "Medium", "Easy");
    click(&mut ada, "Create room");
    wait_until(&mut ada, "the game against the computer", |a| {
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
        let pos = ada
            .state()
            .point_on_screen(target)
            .expect("the board on screen");
        ada.event(egui::Event::PointerMoved(pos));
        for pressed in [true, false] {
            ada.event(egui::Event::PointerButton {
                pos,
                button: egui::PointerButton::Primary,
                pressed,
                modifiers: egui::Modifiers::default(),
            });
        }
        wait_until(&mut ada, "the computer's answer", |a| {
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
    ada.step();
    ada.get_by_label("Resign this game?");
    click(&mut ada, "Cancel");
    ada.step();
    assert!(ada.query_by_label("Resign this game?").is_none());
    assert_eq!(room(ada.state()).map(|r| r.status), Some(Status::Playing));
    click(&mut ada, "Resign");
    ada.step();
    click(&mut ada, "Yes, resign");
    wait_until(&mut ada, "the game over", |a| {
        room(a).is_some_and(|r| r.status == Status::Over)
    });
    let over = room(ada.state()).expect("a room");
    assert_eq!(over.result, Some(GameResult::White));
    assert_eq!(over.reason, Some(Reason::Resign));
}
