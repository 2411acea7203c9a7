//! LAN discovery over mDNS, tested where it cannot leak: the test runs itself again inside a
//! network namespace of its own (`unshare --net`) whose only interface is loopback, with
//! multicast routed there. A server binary announces itself; the in-process `Browser` and
//! `boardroom-server find` both find it, a client plays through the address found, and the
//! server's goodbye removes it from the list when it stops.

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use boardroom_server::discovery::{self, Browser, FoundServer};
use boardroom_tests::{TestClient, data_dir, free_port, http_get, private_network};

const BINARY: &str = env!("CARGO_BIN_EXE_boardroom-server");

/// The name the inner test goes by in this binary (its module's path and its own), to run it
/// alone.
const INNER_TEST: &str = "discovery::servers_are_found_inside_the_private_network";

#[test]
fn discovery_works_in_a_private_network() {
    private_network::run_test_inside(INNER_TEST);
}

#[tokio::test]
#[ignore = "runs only inside the namespace made by discovery_works_in_a_private_network"]
async fn servers_are_found_inside_the_private_network() {
    private_network::assert_inside();

    let browser = tokio::task::spawn_blocking(Browser::start)
        .await
        .expect("join")
        .expect("browse");

    // A server binary announcing itself.
    let data = data_dir();
    let port = free_port();
    let name = "Boardroom in the study";
    let mut server = Command::new(BINARY)
        .args([
            "--bind",
            "0.0.0.0",
            "--port",
            &port.to_string(),
            "--discovery",
            "on",
        ])
        .args(["--name", name, "--data"])
        .arg(data.path())
        .env("RUST_LOG", "warn")
        .stdout(Stdio::null())
        .spawn()
        .expect("start the server");
    let found = wait_for(&browser, |servers| {
        servers.iter().find(|s| s.name == name).cloned()
    })
    .await
    .expect("the browser finds the announced server");
    assert_eq!(found.addr.port(), port);
    assert!(found.addr.ip().is_loopback(), "{found:?}");
    assert_eq!(found.version.as_deref(), Some(env!("CARGO_PKG_VERSION")));

    // The address found is one a client can play on.
    let (status, _) = http_get(found.addr, "/healthz").await.expect("/healthz");
    assert_eq!(status, 200);
    let mut client = TestClient::connect(&found.ws_url()).await;
    let token = client.hello("Finder", None).await;
    assert!(!token.is_empty());

    // The command-line listing hears it too.
    let listing = Command::new(BINARY)
        .args(["find", "--seconds", "2"])
        .output()
        .expect("run find");
    let listing = String::from_utf8_lossy(&listing.stdout);
    assert!(
        listing.contains(name) && listing.contains(&format!("http://127.0.0.1:{port}/")),
        "{listing}"
    );

    // An announcement made through the library (what the desktop app's host does) appears,
    // and its goodbye removes it as soon as it is dropped.
    let other = tokio::task::spawn_blocking(|| discovery::announce(4242, "Second table"))
        .await
        .expect("join")
        .expect("announce");
    wait_for(&browser, |servers| {
        servers.iter().find(|s| s.name == "Second table").cloned()
    })
    .await
    .expect("the second announcement is found");
    tokio::task::spawn_blocking(move || drop(other))
        .await
        .expect("join");
    wait_for(&browser, |servers| {
        (!servers.iter().any(|s| s.name == "Second table")).then_some(())
    })
    .await
    .expect("the withdrawn announcement disappears");

    // A server stopped the usual way says goodbye too.
    client.close().await;
    let stopped = Command::new("kill")
        .args(["-TERM", &server.id().to_string()])
        .status()
        .expect("kill");
    assert!(stopped.success());
    assert!(server.wait().expect("the server exits").success());
    wait_for(&browser, |servers| {
        (!servers.iter().any(|s| s.name == name)).then_some(())
    })
    .await
    .expect("the stopped server disappears from the list");
    tokio::task::spawn_blocking(move || drop(browser))
        .await
        .expect("join");
}

/// Polls the browser for up to 10 s until `pick` finds what it wants.
async fn wait_for<T>(browser: &Browser, pick: impl Fn(&[FoundServer]) -> Option<T>) -> Option<T> {
    let until = Instant::now() + Duration::from_secs(10);
    while Instant::now() < until {
        if let Some(found) = pick(&browser.servers()) {
            return Some(found);
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    None
}
