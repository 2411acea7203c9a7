//! A NATS server of a test's own: Debian's `nats-server` on a free loopback port, stopped when
//! dropped. `tests/setup.sh` installs the package when it is missing ([`crate::setup`]).
//!
//! A test killed outright runs no `Drop`; so a watchdog shell started with the server stops it
//! once the test's process is gone.

use std::process::{Child, Command, Stdio};
use std::time::Duration;

use crate::free_port;

/// Where Debian puts the server (`/usr/sbin`, which a plain user's PATH may lack).
const BINARY: &str = "/usr/sbin/nats-server";

/// A running nats-server.
#[derive(Debug)]
pub struct Nats {
    /// The server's process.
    child: Child,
    /// The loopback port it listens on.
    port: u16,
}

impl Nats {
    /// Starts a server on a free loopback port and waits until it takes connections. Panics
    /// when it cannot.
    #[must_use]
    pub fn start() -> Nats {
        crate::setup::ensure("nats-server", || std::path::Path::new(BINARY).is_file());
        let port = free_port();
        let nats = Nats {
            child: spawn(port),
            port,
        };
        nats.wait_up();
        nats
    }

    /// Kills the server with SIGKILL, as a crash would: every node loses its connection.
    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    /// Starts the server again on the same port (after [`Nats::kill`]) and waits until it takes
    /// connections.
    pub fn start_again(&mut self) {
        self.kill();
        self.child = spawn(self.port);
        self.wait_up();
    }

    fn wait_up(&self) {
        for _ in 0..200 {
            if std::net::TcpStream::connect(("127.0.0.1", self.port)).is_ok() {
                return;
            }
            std::thread::sleep(Duration::from_millis(25));
        }
        panic!("{BINARY} did not come up on port {}", self.port);
    }

    /// The URL the nodes connect to.
    #[must_use]
    pub fn url(&self) -> String {
        format!("nats://127.0.0.1:{}", self.port)
    }
}

/// Starts nats-server on `port`, with a watchdog that stops it once this process is gone.
fn spawn(port: u16) -> Child {
    let child = Command::new(BINARY)
        .args(["-a", "127.0.0.1", "-p", &port.to_string()])
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| panic!("start {BINARY} ({e}): run tests/setup.sh"));
    crate::watchdog::when_gone(&format!("kill {} 2>/dev/null", child.id()));
    child
}

impl Drop for Nats {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
