//! Clean-up that outlives a test: a test that panics, times out or is killed never runs its
//! `Drop`s, and a database or a bus it started must not be left running on the machine.

use std::process::{Command, Stdio};

/// Runs the shell command `then` once this process is gone: a shell that looks for it once a
/// second. After a normal end, `then` should find nothing left to do.
pub(crate) fn when_gone(then: &str) {
    let script = format!(
        "while [ -d /proc/{pid} ]; do sleep 1; done; {then}",
        pid = std::process::id(),
    );
    let _ = Command::new("sh")
        .args(["-c", &script])
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn();
}
