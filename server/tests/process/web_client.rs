//! The web client in a real browser: checks that the server binary alone serves the page, then
//! runs the browser tests of `tests/web` (`node --test`, Debian's chromium driven by
//! playwright-core) with that binary. Each test file starts it on a free loopback port with a
//! fresh data folder and the short fair-play deadlines of `tests/web/helpers.mjs` (a player who
//! leaves has seconds to come back, not a minute). Two friends play gomoku through the page, a
//! player takes on the AI at reversi, a clock runs out, a claim and an abort end games, every
//! board is drawn and screenshot (in `tests/web/artifacts/`).
//!
//! Which binary: `BOARDROOM_SERVER_BIN` when set (CI builds the release binary and points here
//! at it, so the page is tested as the release binary alone serves it); otherwise the release
//! binary if it is newer than this build's own, otherwise this build's own. (This test lives in
//! the server package because Cargo builds a package's binary only for that package's tests.)
//!
//! Needs node, `npm ci` in `tests/web`, and `/usr/bin/chromium`: `tests/setup.sh` installs
//! them. `BOARDROOM_SKIP_WEB=1` skips this test, saying so, on a machine that cannot have them.

use std::fs::File;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant, SystemTime};

use boardroom_tests::{TestServer, data_dir, free_port, http_get};

/// The binary Cargo built for this test run.
const OWN_BINARY: &str = env!("CARGO_BIN_EXE_boardroom-server");

/// The browser tests may take this long in all before they are stopped.
const NODE_DEADLINE: Duration = Duration::from_secs(15 * 60);

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the server package sits in the repository")
        .to_path_buf()
}

fn modified(path: &Path) -> Option<SystemTime> {
    std::fs::metadata(path).and_then(|m| m.modified()).ok()
}

/// The server binary to test, and why that one.
fn server_binary() -> (PathBuf, &'static str) {
    if let Some(path) = std::env::var_os("BOARDROOM_SERVER_BIN") {
        return (PathBuf::from(path), "BOARDROOM_SERVER_BIN");
    }
    let own = PathBuf::from(OWN_BINARY);
    let release = own
        .parent()
        .and_then(Path::parent)
        .map(|target| target.join("release").join("boardroom-server"));
    if let Some(release) = release
        && release != own
        && let (Some(theirs), Some(ours)) = (modified(&release), modified(&own))
        && theirs >= ours
    {
        return (release, "the release build, newer than this test's own");
    }
    (own, "this test build's own")
}

/// What is missing for the browser tests, as instructions for a person.
fn missing_tools(root: &Path) -> Vec<String> {
    let mut missing = Vec::new();
    if Command::new("node").arg("--version").output().is_err() {
        missing.push("node (Debian: apt-get install nodejs npm)".to_owned());
    }
    // Every package the tests ask for (a checkout from before one was added lacks it).
    let manifest = std::fs::read_to_string(root.join("tests/web/package.json")).unwrap_or_default();
    let manifest: serde_json::Value = serde_json::from_str(&manifest).unwrap_or_default();
    let packages = manifest["devDependencies"]
        .as_object()
        .map(|deps| deps.keys().cloned().collect::<Vec<_>>())
        .unwrap_or_default();
    for package in packages {
        if !root.join("tests/web/node_modules").join(&package).is_dir() {
            missing.push(format!("{package} (npm ci in tests/web)"));
        }
    }
    let chromium = std::env::var_os("CHROMIUM")
        .map_or_else(|| PathBuf::from("/usr/bin/chromium"), PathBuf::from);
    if !chromium.exists() {
        missing.push(format!("{} (apt-get install chromium)", chromium.display()));
    }
    missing
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_web_client_plays_in_a_real_browser() {
    if std::env::var_os("BOARDROOM_SKIP_WEB").is_some() {
        eprintln!("skipped: BOARDROOM_SKIP_WEB is set; the web client was not tested");
        return;
    }
    let root = repo_root();
    // The test installs what it needs, as CI does; this fails cleanly where it cannot.
    boardroom_tests::setup::ensure(
        "node, playwright-core, axe-core and chromium (or set BOARDROOM_SKIP_WEB=1 to skip)",
        || missing_tools(&root).is_empty(),
    );

    let (binary, why) = server_binary();
    eprintln!("testing {} ({why})", binary.display());
    let dir = data_dir();
    let server = TestServer::spawn_binary(&binary, dir.path(), free_port()).await;

    // The binary alone serves the page and its modules.
    let (status, page) = http_get(server.addr, "/").await.expect("GET /");
    assert_eq!(status, 200);
    assert!(page.contains("/assets/app.js"), "the page loads its script");
    let (status, _) = http_get(server.addr, "/r/K7Q2").await.expect("GET /r/K7Q2");
    assert_eq!(status, 200, "an invite link opens the page");
    let (status, script) = http_get(server.addr, "/assets/state.js")
        .await
        .expect("GET /assets/state.js");
    assert_eq!(status, 200);
    assert!(script.contains("export function apply"));
    let (status, _) = http_get(server.addr, "/assets/nothing.js")
        .await
        .expect("GET /assets/nothing.js");
    assert_eq!(status, 404);

    drop(server);
    let logs = tempfile::tempdir().expect("a folder for the test output");
    let out_path = logs.path().join("stdout.txt");
    let err_path = logs.path().join("stderr.txt");
    let run = {
        let (root, out_path, err_path) = (root.clone(), out_path.clone(), err_path.clone());
        let binary = binary.clone();
        tokio::task::spawn_blocking(move || {
            let mut child = Command::new("node")
                .args([
                    "--test",
                    "--test-concurrency=1",
                    "--test-timeout=300000",
                    "tests/web/",
                ])
                .current_dir(&root)
                .env("BOARDROOM_SERVER_BIN", &binary)
                .env_remove("BOARDROOM_URL")
                .stdin(Stdio::null())
                .stdout(File::create(&out_path).expect("create the stdout file"))
                .stderr(File::create(&err_path).expect("create the stderr file"))
                .spawn()
                .expect("start node");
            let started = Instant::now();
            loop {
                if let Some(status) = child.try_wait().expect("wait for node") {
                    return Some(status);
                }
                if started.elapsed() > NODE_DEADLINE {
                    let _ = child.kill();
                    let _ = child.wait();
                    return None;
                }
                std::thread::sleep(Duration::from_millis(200));
            }
        })
    };
    let status = run.await.expect("the node runner's thread");
    let stdout = std::fs::read_to_string(&out_path).unwrap_or_default();
    let stderr = std::fs::read_to_string(&err_path).unwrap_or_default();
    // The runner's own summary (`# tests`, `# pass`, `# fail`...) goes to the log either way.
    let summary: Vec<&str> = stdout
        .lines()
        .filter(|l| l.starts_with("# ") && !l.starts_with("# Subtest"))
        .collect();
    println!("browser tests: {}", summary.join("; "));
    match status {
        Some(s) if s.success() => {}
        Some(s) => panic!("the browser tests failed ({s}):\n{stdout}\n{stderr}"),
        None => panic!(
            "the browser tests took longer than {NODE_DEADLINE:?} and were stopped:\n{stdout}\n{stderr}"
        ),
    }
}
