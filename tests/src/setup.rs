//! The system tools some tests need (nats-server, PostgreSQL, chromium, unshare and ip), installed
//! when missing by `tests/setup.sh`, so that the README's `cargo test --workspace` passes on a
//! fresh machine without a set-up step of its own.
//!
//! A test calls [`ensure`] with the check of what it needs before it starts the tool. The script
//! runs at most once per test process (it installs everything the tests need at once) and holds a
//! lock of its own, so that test binaries run side by side (nextest) do not race apt.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;

/// Whether the script has run in this process; held while it runs, so threads wait for it.
static RAN: Mutex<bool> = Mutex::new(false);

/// The repository's root (this crate lives in `tests/`).
#[must_use]
pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the tests crate sits in the repository")
        .to_path_buf()
}

/// Makes sure `present()` holds, running `tests/setup.sh` once when it does not: `what` names the
/// tool for the message.
///
/// # Panics
/// When the tool is still missing after the script ran (no root and no sudo, or no package
/// registry): the message says what to run.
pub fn ensure(what: &str, present: impl Fn() -> bool) {
    if present() {
        return;
    }
    let mut ran = RAN
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    if !*ran {
        *ran = true;
        eprintln!("{what} is missing: running tests/setup.sh");
        let status = Command::new("bash")
            .arg(repo_root().join("tests/setup.sh"))
            .status();
        eprintln!("tests/setup.sh: {status:?}");
    }
    assert!(
        present(),
        "this test needs {what}, and tests/setup.sh could not install it (it needs root or \
         sudo): run `sudo bash tests/setup.sh` once, then the tests again"
    );
}

/// Whether `program` runs (found on the PATH, or at the path given).
#[must_use]
pub fn runs(program: &str, arg: &str) -> bool {
    Command::new(program)
        .arg(arg)
        .output()
        .is_ok_and(|o| o.status.success())
}
