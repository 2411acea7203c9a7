//! A private network for tests that multicast (mDNS discovery): the test binary runs one of its
//! own tests again inside a network namespace (`unshare --net`) whose only interface is
//! loopback, with multicast routed there, so nothing ever reaches the machine's real network.
//!
//! The outer test calls [`run_test_inside`]; the inner test is `#[ignore]`d (it only runs when
//! asked for by name) and starts with [`assert_inside`], which refuses to go on anywhere else.

use std::process::{Command, Stdio};

/// Set in the environment of the run inside the namespace.
const INSIDE: &str = "BOARDROOM_TEST_PRIVATE_NETWORK";

/// Runs the test named `inner_test` of the current test binary inside a fresh network
/// namespace with loopback only, and panics with its output unless it passed.
///
/// # Panics
/// When `unshare` (util-linux) or `ip` (iproute2) cannot run, or the inner test fails.
pub fn run_test_inside(inner_test: &str) {
    crate::setup::ensure("unshare (util-linux) and ip (iproute2)", || {
        crate::setup::runs("unshare", "--version") && crate::setup::runs("ip", "-V")
    });
    let exe = std::env::current_exe().expect("the test binary");
    // Root (CI) makes the namespace directly; elsewhere a user namespace maps us to root in it.
    let mut unshare = Command::new("unshare");
    if !running_as_root() {
        unshare.arg("--map-root-user");
    }
    let output = unshare
        .args(["--net", "--", "sh", "-c"])
        .arg(
            "ip link set lo up && ip link set lo multicast on && \
             ip route add 224.0.0.0/4 dev lo && exec \"$0\" \"$@\"",
        )
        .arg(exe)
        .args(["--exact", inner_test, "--ignored", "--nocapture"])
        .env(INSIDE, "1")
        .stdin(Stdio::null())
        .output()
        .expect("run unshare (util-linux) and ip (iproute2)");
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.success() && stdout.contains("1 passed"),
        "the run inside the namespace failed ({}):\n{stdout}\n{stderr}",
        output.status
    );
}

/// Panics unless this process runs inside the namespace made by [`run_test_inside`]: the
/// marker is set and loopback is the only interface.
///
/// # Panics
/// Anywhere else, before anything multicasts.
pub fn assert_inside() {
    assert_eq!(
        std::env::var(INSIDE).as_deref(),
        Ok("1"),
        "refusing to multicast outside a private network namespace"
    );
    // /proc/self/net is this network namespace's own view (sysfs would show the host's).
    let devices = std::fs::read_to_string("/proc/self/net/dev").expect("list interfaces");
    let interfaces: Vec<&str> = devices
        .lines()
        .skip(2)
        .filter_map(|line| line.split(':').next().map(str::trim))
        .collect();
    assert_eq!(interfaces, ["lo"], "the namespace must have loopback only");
}

fn running_as_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
}
