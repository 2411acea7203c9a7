//! The room view of each game drawn from a fixed position, rendered with wgpu. The pictures are
//! written to `docs/screenshots/desktop-<game>.png` when `BOARDROOM_SCREENSHOTS=1`; otherwise
//! the test only checks that each view draws. A machine with no usable graphics adapter skips
//! the rendering and says so.

use std::path::Path;
use std::time::Instant;

use boardroom_desktop::app::Session;
use boardroom_desktop::settings::Paths;
use boardroom_desktop::state::ViewState;
use boardroom_desktop::{AppConfig, DesktopApp};
use boardroom_protocol::{ServerMsg, decode_server};
use eframe::egui;
use egui_kittest::Harness;

/// A room_state frame: `game`, `options`, the viewer black, and the given position.
fn room_state(
    game: &str,
    options: &str,
    stones: &str,
    history: &str,
    legal: &str,
    extra: &str,
) -> ServerMsg {
    let text = format!(
        r#"{{"type":"room_state","room":"K7Q2","game_id":"g1","game":"{game}","options":{options},
        "you":"black","players":{{"black":{{"name":"Ada","kind":"human","connected":true}},
        "white":{{"name":"Lin","kind":"human","connected":true}}}},"stones":{stones},
        "to_move":"black","history":{history},"legal":{legal},"pending":{{}}{extra}}}"#
    );
    decode_server(&text).unwrap_or_else(|e| panic!("a room_state: {e}"))
}

/// History entries for the points, and the ply.
fn history(points: &[(i8, i8)]) -> String {
    let entries: Vec<String> = points
        .iter()
        .map(|(x, y)| format!(r#"{{"at":[{x},{y}]}}"#))
        .collect();
    format!(r#"[{}],"ply":{}"#, entries.join(","), points.len())
}

/// The stones of a history, black first.
fn stones(points: &[(i8, i8)]) -> String {
    let of = |parity: usize| {
        points
            .iter()
            .enumerate()
            .filter(|(i, _)| i % 2 == parity)
            .map(|(_, (x, y))| format!("[{x},{y}]"))
            .collect::<Vec<_>>()
            .join(",")
    };
    format!(r#"{{"black":[{}],"white":[{}]}}"#, of(0), of(1))
}

fn positions() -> Vec<(&'static str, Vec<ServerMsg>)> {
    let gomoku = [
        (7, 7),
        (8, 8),
        (8, 7),
        (9, 7),
        (6, 7),
        (7, 8),
        (5, 7),
        (6, 8),
        (4, 7),
    ];
    let gomoku_msg = room_state(
        "gomoku",
        r#"{"size":15,"rule":"freestyle"}"#,
        &stones(&gomoku),
        &history(&gomoku),
        "[]",
        r#","status":"over","result":"black","reason":"five","line":[[4,7],[5,7],[6,7],[7,7],[8,7]]"#,
    );
    let nogo = [
        (2, 2),
        (6, 6),
        (2, 6),
        (6, 2),
        (3, 4),
        (5, 4),
        (4, 3),
        (4, 5),
    ];
    let nogo_legal: Vec<String> = (0..9)
        .flat_map(|y| (0..9).map(move |x| (x, y)))
        .filter(|p| !nogo.contains(p))
        .map(|(x, y)| format!("[{x},{y}]"))
        .collect();
    let nogo_msg = room_state(
        "nogo",
        r#"{"size":9,"center_first_forbidden":true}"#,
        &stones(&nogo),
        &history(&nogo),
        &format!("[{}]", nogo_legal.join(",")),
        r#","status":"playing""#,
    );
    let reversi_msg = room_state(
        "reversi",
        "{}",
        r#"{"black":[[2,3],[3,3],[4,3],[3,4]],"white":[[2,4],[4,4]]}"#,
        r#"[{"at":[2,3]},{"at":[2,4]}],"ply":2"#,
        "[[1,5],[2,5],[3,5],[4,5],[5,5]]",
        r#","status":"playing""#,
    );
    let hex = [
        (0, 0),
        (1, 0),
        (0, 1),
        (1, 1),
        (0, -1),
        (-1, 1),
        (0, 2),
        (2, -1),
        (0, -2),
    ];
    let hex_msg = room_state(
        "hex_gomoku",
        r#"{"size":8}"#,
        &stones(&hex),
        &history(&hex),
        "[]",
        r#","status":"over","result":"black","reason":"five","line":[[0,-2],[0,-1],[0,0],[0,1],[0,2]]"#,
    );
    // A 1+0 game without undo: black's clock runs low, and white has left with 23 s to come back.
    let timed = &gomoku[..8];
    let timed_msg = room_state(
        "gomoku",
        r#"{"size":15,"rule":"freestyle","clock":{"initial_s":60,"increment_s":0},"undo":false}"#,
        &stones(timed),
        &history(timed),
        "[[0,0]]",
        r#","status":"playing","clock":{"black_ms":8500,"white_ms":43000,"running":"black"}"#,
    );
    let away = decode_server(
        r#"{"type":"peer_status","seat":"white","connected":false,"claim_in_ms":23000}"#,
    )
    .expect("a peer_status");
    let chat = |text: &str, from: &str, seat: &str| {
        decode_server(&format!(
            r#"{{"type":"chat","from":"{from}","seat":"{seat}","text":"{text}","at":1767225600123}}"#
        ))
        .expect("a chat")
    };
    vec![
        (
            "gomoku",
            vec![
                gomoku_msg,
                chat("good luck!", "Ada", "black"),
                chat("you too", "Lin", "white"),
            ],
        ),
        (
            "reversi",
            vec![reversi_msg, chat("your move", "Lin", "white")],
        ),
        ("nogo", vec![nogo_msg]),
        ("timed", vec![timed_msg, away]),
        ("hex", vec![hex_msg, chat("well played", "Lin", "white")]),
    ]
}

#[test]
fn every_board_draws_and_renders_when_it_can() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let write = std::env::var("BOARDROOM_SCREENSHOTS").is_ok_and(|v| v == "1");
    for (name, messages) in positions() {
        let mut config = AppConfig::new(Paths::under(dir.path()));
        config.discovery = false;
        config.languages = vec!["en".to_owned()];
        config.system_fonts = false;
        config.system_sounds = false;
        let mut app = DesktopApp::new(config);
        let mut state = ViewState::default();
        state.apply(
            decode_server(
                r#"{"type":"welcome","protocol":1,"player_id":"p1","token":"t","name":"Ada"}"#,
            )
            .expect("a welcome"),
            Instant::now(),
        );
        for msg in messages {
            state.apply(msg, Instant::now());
        }
        app.session = Some(Session::detached("192.168.1.20:7878", state));
        let mut harness = Harness::builder()
            .with_size(egui::vec2(1100.0, 760.0))
            .build_ui_state(|ui, app: &mut DesktopApp| app.show(ui), app);
        harness.step();
        harness.step();
        assert!(
            harness.state().board.is_some(),
            "{name}: the board was drawn"
        );
        // The renderer is made on first use and panics when no adapter exists (no GPU and no
        // software rasteriser): that only means this machine cannot take pictures.
        let rendered = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| harness.render()))
            .unwrap_or_else(|_| Err("no graphics adapter".to_owned()));
        match rendered {
            Ok(image) => {
                if write {
                    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
                        .join(format!("../../docs/screenshots/desktop-{name}.png"));
                    image.save(&path).expect("the screenshot is written");
                    println!("wrote {}", path.display());
                }
            }
            Err(error) => {
                println!("{name}: cannot render here ({error}); the layout was still checked");
                return;
            }
        }
    }
}
