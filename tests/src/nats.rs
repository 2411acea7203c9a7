//! A NATS server of a test's own: Debian's `nats-server` on a free loopback port, stopped when
//! dropped. `tests/setup.sh` installs the package.
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
        let port = free_port();
        let child = Command::new(BINARY)
            .args(["-a", "127.0.0.1", "-p", &port.to_string()])
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| panic!("start {BINARY} ({e}): run tests/setup.sh"));
        let script = format!(
            "while [ -d /proc/{pid} ]; do sleep 1; done; kill {nats} 2>/dev/null",
            pid = std::process::id(),
            nats = child.id(),
        );
        let _ = Command::new("sh")
            .args(["-c", &script])
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn();
        let nats = Nats { child, port };
        for _ in 0..200 {
            if std::net::TcpStream::connect(("127.0.0.1", port)).is_ok() {
                return nats;
            }
            std::thread::sleep(Duration::from_millis(25));
        }
        panic!("{BINARY} did not come up on port {port}");
    }

    /// The URL the nodes connect to.
    #[must_use]
    pub fn url(&self) -> String {
        format!("nats://127.0.0.1:{}", self.port)
    }
}

impl Drop for Nats {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
