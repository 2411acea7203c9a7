//! Running Boardroom for real: `deploy/install.sh --prefix` into a temporary folder (no root,
//! no systemd), the installed binary started with the installed settings, `/healthz` and
//! `/metrics` while two people play, `boardroom-server backup` while the game goes on, the
//! backup restored into a fresh folder and served again with the game in it, the systemd units
//! linted, and uninstalling. Everything listens on loopback only.

use std::collections::HashMap;
use std::io::BufRead;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::Duration;

use boardroom_protocol::{ClientMsg, ErrorCode, GameKind, HistoryEntry, Point, Seat, ServerMsg};
use boardroom_server::store::Store;
use boardroom_tests::{TestClient, TestServer, error_code, free_port, http_get, room_state};

const BINARY: &str = env!("CARGO_BIN_EXE_boardroom-server");

/// `deploy/install.sh` of this checkout.
fn install_script() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../deploy/install.sh")
}

/// Runs `deploy/install.sh` with these arguments.
fn install_sh(args: &[&str]) -> Output {
    Command::new("bash")
        .arg(install_script())
        .args(args)
        .stdin(Stdio::null())
        .output()
        .expect("run install.sh")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// The `NAME=value` lines of an environment file.
fn settings(env_file: &Path) -> HashMap<String, String> {
    std::fs::read_to_string(env_file)
        .expect("the settings file")
        .lines()
        .filter(|line| !line.trim_start().starts_with('#'))
        .filter_map(|line| line.split_once('='))
        .map(|(k, v)| (k.trim().to_owned(), v.trim().to_owned()))
        .collect()
}

/// The value of one sample of a `/metrics` page (`name` with its labels, as written).
fn metric(page: &str, sample: &str) -> f64 {
    page.lines()
        .filter(|line| !line.starts_with('#'))
        .find_map(|line| {
            let (key, value) = line.rsplit_once(' ')?;
            (key == sample).then(|| value.parse().expect("a number"))
        })
        .unwrap_or_else(|| panic!("no sample {sample} in\n{page}"))
}

async fn metrics_page(server: &TestServer) -> String {
    let (status, body) = http_get(server.addr, "/metrics")
        .await
        .expect("GET /metrics");
    assert_eq!(status, 200);
    body
}

/// One move by `mover`, seen by `other`; returns the point played.
async fn play(mover: &mut TestClient, other: &mut TestClient, ply: u32, at: Point) {
    mover.send(&ClientMsg::PutStep { at, ply }).await;
    other
        .expect(|m| match m {
            ServerMsg::Step { ply: after, .. } if *after == ply + 1 => Some(()),
            _ => None,
        })
        .await;
}

/// The points of the game's first moves: black and white take turns along the top rows, far
/// from any five in a row.
fn point(ply: u32) -> Point {
    let ply = i8::try_from(ply).expect("a short game");
    Point {
        x: 2 * (ply / 2) % 14,
        y: ply % 2 + 4 * (ply / 14),
    }
}

#[tokio::test]
async fn install_serve_measure_back_up_restore_and_uninstall() {
    let root = tempfile::tempdir().expect("temp dir");
    let prefix = root.path().join("boardroom");
    let prefix_arg = prefix.to_str().expect("a UTF-8 path");
    let port = free_port();

    // Install into the prefix, on loopback only.
    let out = install_sh(&[
        "--prefix",
        prefix_arg,
        "--binary",
        BINARY,
        "--port",
        &port.to_string(),
        "--bind",
        "127.0.0.1",
    ]);
    assert!(
        out.status.success(),
        "install.sh failed:\n{}{}",
        text(&out.stdout),
        text(&out.stderr)
    );
    let installed = prefix.join("bin/boardroom-server");
    let launcher = prefix.join("bin/boardroom");
    let env_file = prefix.join("etc/boardroom/boardroom.env");
    for file in [&installed, &launcher, &env_file] {
        assert!(file.is_file(), "{} is installed", file.display());
    }
    let set = settings(&env_file);
    assert_eq!(set["BOARDROOM_BIND"], "127.0.0.1");
    assert_eq!(set["BOARDROOM_PORT"], port.to_string());
    let data = PathBuf::from(&set["BOARDROOM_DATA"]);
    assert!(
        data.starts_with(&prefix),
        "the data folder is in the prefix"
    );
    let version = Command::new(&launcher)
        .env("BOARDROOM_DISCOVERY", "off")
        .arg("--version")
        .output()
        .expect("run the launcher");
    assert!(text(&version.stdout).starts_with("boardroom-server "));

    lint_units(&prefix.join("lib/systemd/system"));

    // Installing again keeps settings someone edited.
    std::fs::write(
        &env_file,
        std::fs::read_to_string(&env_file).expect("read") + "# edited by hand\n",
    )
    .expect("edit");
    let again = install_sh(&["--prefix", prefix_arg, "--binary", BINARY, "--port", "1"]);
    assert!(again.status.success(), "{}", text(&again.stderr));
    assert!(
        std::fs::read_to_string(&env_file)
            .expect("read")
            .ends_with("# edited by hand\n")
    );

    // The installed binary with the installed settings.
    let port: u16 = set["BOARDROOM_PORT"].parse().expect("a port");
    let mut server = TestServer::spawn_binary(&installed, &data, port).await;
    assert_eq!(
        http_get(server.addr, "/healthz").await,
        Some((200, "ok\n".to_owned()))
    );
    let page = metrics_page(&server).await;
    assert_eq!(metric(&page, "boardroom_connections"), 0.0);
    assert_eq!(metric(&page, "boardroom_moves_total"), 0.0);

    // Two people play gomoku.
    let (mut black, black_token) = server.client("Black").await;
    black
        .send(&boardroom_tests::create_room_as_black(
            GameKind::Gomoku,
            None,
        ))
        .await;
    let start = black.expect(room_state).await;
    let (mut white, _) = server.client("White").await;
    white
        .send(&ClientMsg::JoinRoom {
            room: start.room.clone(),
            join_as: None,
        })
        .await;
    white.expect(room_state).await;
    for ply in 0..4 {
        if ply % 2 == 0 {
            play(&mut black, &mut white, ply, point(ply)).await;
        } else {
            play(&mut white, &mut black, ply, point(ply)).await;
        }
    }
    // A move out of turn: refused, and counted.
    white
        .send(&ClientMsg::PutStep {
            at: point(10),
            ply: 4,
        })
        .await;
    assert_eq!(
        white.expect(error_code).await,
        ErrorCode::NotYourTurn,
        "white may not move for black"
    );

    let page = metrics_page(&server).await;
    assert_eq!(metric(&page, "boardroom_connections"), 2.0);
    assert!(metric(&page, "boardroom_connections_total") >= 2.0);
    assert_eq!(metric(&page, "boardroom_moves_total"), 4.0);
    assert!(metric(&page, "boardroom_moves_per_second") >= 0.0);
    assert_eq!(
        metric(&page, r#"boardroom_rooms{game="gomoku",status="playing"}"#),
        1.0
    );
    assert_eq!(
        metric(&page, r#"boardroom_errors_total{code="not_your_turn"}"#),
        1.0
    );
    // Players, the room, four moves: every one a store write, each answered after its commit.
    assert!(metric(&page, "boardroom_store_write_seconds_count") >= 7.0);
    assert!(metric(&page, "boardroom_store_commit_seconds_count") >= 1.0);
    assert_eq!(metric(&page, "boardroom_ai_searches_running"), 0.0);

    // A backup while the game is live, through the launcher (so with the installed settings).
    let first = root.path().join("first.sqlite3");
    let backup = Command::new(&launcher)
        .env("BOARDROOM_DISCOVERY", "off")
        .arg("backup")
        .arg(&first)
        .output()
        .expect("run the backup");
    assert!(backup.status.success(), "{}", text(&backup.stderr));
    assert!(
        text(&backup.stdout).contains("4 moves"),
        "{}",
        text(&backup.stdout)
    );

    // Into a folder that does not exist yet, under a timed name, as the daily timer does.
    let timed = root.path().join("timed");
    let status = Command::new(&launcher)
        .env("BOARDROOM_DISCOVERY", "off")
        .args(["backup", "--keep", "3"])
        .arg(&timed)
        .stdout(Stdio::null())
        .status()
        .expect("run the backup");
    assert!(status.success());
    let copies: Vec<_> = std::fs::read_dir(&timed)
        .expect("the folder was made")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    assert!(
        copies.len() == 1 && copies[0].starts_with("boardroom-"),
        "{copies:?}"
    );

    // Another one while moves keep coming: it holds a consistent prefix of the game.
    let second = root.path().join("second.sqlite3");
    let running = Command::new(&installed)
        .env("BOARDROOM_DISCOVERY", "off")
        .arg("--data")
        .arg(&data)
        .arg("backup")
        .arg(&second)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start a backup");
    for ply in 4..8 {
        if ply % 2 == 0 {
            play(&mut black, &mut white, ply, point(ply)).await;
        } else {
            play(&mut white, &mut black, ply, point(ply)).await;
        }
    }
    let done = running.wait_with_output().expect("the backup ends");
    assert!(done.status.success(), "{}", text(&done.stderr));

    // Restore refuses a folder that has a database (the live one).
    let refused = Command::new(&launcher)
        .env("BOARDROOM_DISCOVERY", "off")
        .arg("restore")
        .arg(&first)
        .output()
        .expect("run restore");
    assert!(!refused.status.success());
    assert!(text(&refused.stderr).contains("already holds a database"));

    // Restore both into fresh folders.
    let fresh = root.path().join("fresh");
    let restored = Command::new(&launcher)
        .env("BOARDROOM_DISCOVERY", "off")
        .arg("--data")
        .arg(&fresh)
        .arg("restore")
        .arg(&first)
        .output()
        .expect("run restore");
    assert!(restored.status.success(), "{}", text(&restored.stderr));
    let fresh_second = root.path().join("fresh-second");
    let status = Command::new(&installed)
        .env("BOARDROOM_DISCOVERY", "off")
        .arg("--data")
        .arg(&fresh_second)
        .arg("restore")
        .arg(&second)
        .stdout(Stdio::null())
        .status()
        .expect("run restore");
    assert!(status.success());
    let (_store, snapshot) = Store::open(&fresh_second).expect("the second copy opens");
    let moves = &snapshot.rooms[0].moves;
    assert!(
        (4..=8).contains(&moves.len()),
        "{} moves in the second backup",
        moves.len()
    );
    for (ply, mv) in moves.iter().enumerate() {
        let p = point(u32::try_from(ply).expect("small"));
        assert_eq!(mv.point().map(|q| (q.x, q.y)), Some((p.x, p.y)));
    }

    server.terminate();
    drop((black, white));

    // A second server on the restored folder: the room, the seat and the first four moves.
    let server = TestServer::spawn_binary(&installed, &fresh, free_port()).await;
    let mut black = server.connect().await;
    assert_eq!(black.hello("Black", Some(&black_token)).await, black_token);
    let state = black.expect(room_state).await;
    assert_eq!(state.room, start.room);
    assert_eq!(state.game_id, start.game_id);
    assert_eq!(state.you, Some(Seat::Black));
    let history: Vec<HistoryEntry> = (0..4).map(|ply| HistoryEntry::Place(point(ply))).collect();
    assert_eq!(state.history, history);
    let page = metrics_page(&server).await;
    assert_eq!(
        metric(&page, r#"boardroom_rooms{game="gomoku",status="playing"}"#),
        1.0
    );
    drop(server);

    // Uninstalling keeps the data; purging removes everything it installed.
    let out = install_sh(&["--prefix", prefix_arg, "--uninstall"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(!installed.exists() && !launcher.exists());
    assert!(data.join("boardroom.sqlite3").is_file(), "the data stays");
    assert!(env_file.is_file(), "the settings stay");
    let out = install_sh(&["--prefix", prefix_arg, "--uninstall", "--purge"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let left: Vec<_> = std::fs::read_dir(&prefix)
        .map(|dir| dir.map(|e| e.expect("entry").path()).collect())
        .unwrap_or_default();
    assert!(left.is_empty(), "left behind: {left:?}");
}

/// `systemd-analyze verify` on the installed units, where it exists. It reports a bad key or
/// value on stderr (its exit code stays 0), so any complaint fails the test.
fn lint_units(unit_dir: &Path) {
    let Ok(version) = Command::new("systemd-analyze").arg("--version").output() else {
        eprintln!("note: no systemd-analyze here; the systemd units were not linted");
        return;
    };
    assert!(version.status.success());
    let units: Vec<PathBuf> = [
        "boardroom.service",
        "boardroom-backup.service",
        "boardroom-backup.timer",
    ]
    .iter()
    .map(|unit| unit_dir.join(unit))
    .collect();
    let out = Command::new("systemd-analyze")
        .arg("verify")
        .args(&units)
        .output()
        .expect("run systemd-analyze");
    let complaints = text(&out.stderr);
    assert!(
        out.status.success() && complaints.trim().is_empty(),
        "systemd-analyze verify:\n{complaints}"
    );
}

#[test]
fn install_refuses_bad_options() {
    let root = tempfile::tempdir().expect("temp dir");
    let prefix = root.path().to_str().expect("a UTF-8 path");
    for args in [
        vec!["--prefix", prefix, "--binary", BINARY, "--port", "0"],
        vec!["--prefix", prefix, "--binary", BINARY, "--port", "http"],
        vec![
            "--prefix",
            prefix,
            "--binary",
            BINARY,
            "--bind",
            "my laptop",
        ],
        vec!["--prefix", prefix, "--purge"],
        vec![
            "--prefix",
            prefix,
            "--binary",
            "/nonexistent/boardroom-server",
        ],
        vec!["--prefix", prefix, "--binary", "/bin/sh"],
        vec!["--frobnicate"],
    ] {
        let out = install_sh(&args);
        assert!(!out.status.success(), "install.sh {args:?} was accepted");
        assert!(
            text(&out.stderr).contains("install.sh: "),
            "a reason for {args:?}"
        );
    }
    assert!(
        !root.path().join("bin/boardroom-server").exists(),
        "nothing was installed"
    );
}

#[test]
fn json_logs_are_one_object_per_line() {
    let data = tempfile::tempdir().expect("temp dir");
    let port = free_port();
    let mut child = Command::new(BINARY)
        .env("BOARDROOM_DISCOVERY", "off")
        .args(["--log-format", "json", "--bind", "127.0.0.1", "--port"])
        .arg(port.to_string())
        .arg("--data")
        .arg(data.path())
        .env("RUST_LOG", "info")
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("start the server");
    let stdout = child.stdout.take().expect("piped");
    let (tx, lines) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        for line in std::io::BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    let mut seen = Vec::new();
    while !seen.iter().any(|l: &String| l.contains("store opened")) {
        let line = lines
            .recv_timeout(Duration::from_secs(20))
            .expect("log lines");
        seen.push(line);
    }
    let _ = child.kill();
    let _ = child.wait();
    for line in &seen {
        let value: serde_json::Value =
            serde_json::from_str(line).unwrap_or_else(|e| panic!("{e}: {line}"));
        assert!(
            value["level"].is_string() && value["fields"].is_object(),
            "{line}"
        );
    }
    let listening = seen
        .iter()
        .find(|l| l.contains("listening"))
        .expect("the listening line");
    assert!(listening.contains(&format!("127.0.0.1:{port}")));
}

/// `deploy/install.sh` in system mode (a user, /etc, /usr/local, /var/lib, systemctl), run in
/// a throwaway mount namespace by `deploy/test/system-install.sh` so this machine is not
/// touched. It needs root and overlay mounts; elsewhere it is skipped with a note.
#[test]
fn system_install_upgrade_and_purge_in_a_sandbox() {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../deploy/test/system-install.sh");
    let out = Command::new("bash")
        .arg(script)
        .arg(BINARY)
        .arg(free_port().to_string())
        .stdin(Stdio::null())
        .output()
        .expect("run system-install.sh");
    if out.status.code() == Some(77) {
        eprintln!(
            "note: the system install was not tested here: {}",
            text(&out.stderr).trim()
        );
        return;
    }
    assert!(
        out.status.success(),
        "system-install.sh failed:\n{}{}",
        text(&out.stdout),
        text(&out.stderr)
    );
    assert!(text(&out.stdout).contains("system install: all checks passed"));
}
