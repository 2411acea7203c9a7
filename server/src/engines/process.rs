//! An engine's child process: started with `tokio::process` (never blocking the reactor) in a
//! process group of its own, its address space capped (`RLIMIT_AS`, set on its pid), its output
//! read line by line with a bound on each line, and the whole group killed when it is dropped.
//!
//! A child that leaves the group (`setsid`, a daemon's double fork) is not killed with it. So
//! every engine process is started with a mark of its own in its environment
//! ([`RUN_VARIABLE`]), which its children inherit whatever session they move to, and on drop
//! every process of the server's user that carries the mark is killed too (Linux, read from
//! `/proc`, off the async threads).
//!
//! What the engine says is untrusted: a line longer than [`MAX_LINE`] is an error rather than a
//! growing buffer, and the callers put a deadline on every wait.

use std::process::Stdio;
use std::sync::atomic::{AtomicU64, Ordering};

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::process::{Child, ChildStdin, ChildStdout, Command};

/// The longest line an engine may print, in bytes. Piskvork and NBoard lines are short; a
/// Botzone answer carries the bot's saved `data`, which this bounds too.
pub(crate) const MAX_LINE: usize = 64 * 1024;

/// The environment variable that marks an engine's processes, and their children's: the
/// server's process id and the run's number.
pub(crate) const RUN_VARIABLE: &str = "BOARDROOM_ENGINE_RUN";

/// Engine processes started by this server, for their marks.
static RUNS: AtomicU64 = AtomicU64::new(0);

/// What went wrong reading an engine's output.
#[derive(Debug, thiserror::Error)]
pub(crate) enum ReadError {
    /// A line went past [`MAX_LINE`] without ending.
    #[error("printed a line longer than {MAX_LINE} bytes")]
    TooLong,
    /// The pipe failed.
    #[error("its output could not be read: {0}")]
    Io(#[from] std::io::Error),
}

/// A running engine. Dropping it kills the engine's whole process group.
#[derive(Debug)]
pub(crate) struct EngineProcess {
    /// The child (killed on drop by tokio too, should the group kill fail).
    child: Child,
    /// Where commands go; `None` once closed.
    stdin: Option<ChildStdin>,
    /// Where answers come from.
    stdout: ChildStdout,
    /// Bytes read and not yet handed out as lines.
    pending: Vec<u8>,
    /// The end of the output has been read.
    eof: bool,
    /// Its mark ([`RUN_VARIABLE`]'s value).
    run: String,
}

impl EngineProcess {
    /// Starts `command` (the program, then its arguments) with its address space capped at
    /// `memory` bytes.
    ///
    /// # Errors
    /// The program could not be started (not found, not executable).
    pub(crate) fn spawn(command: &[String], memory: u64) -> std::io::Result<EngineProcess> {
        let (program, args) = command
            .split_first()
            .ok_or_else(|| std::io::Error::other("the command is empty"))?;
        let run = format!(
            "{}.{}",
            std::process::id(),
            RUNS.fetch_add(1, Ordering::Relaxed)
        );
        let mut command = Command::new(program);
        command
            .args(args)
            .env(RUN_VARIABLE, &run)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .kill_on_drop(true);
        // A group of its own, so that a shell script's children die with it. (Windows has no
        // process groups: there the child alone is killed.)
        #[cfg(unix)]
        command.process_group(0);
        let mut child = command.spawn()?;
        if let Some(pid) = child.id()
            && let Err(e) = limit_memory(pid, memory)
        {
            tracing::warn!(pid, error = %e, "the engine's memory limit could not be set");
        }
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            return Err(std::io::Error::other("the engine's pipes were not opened"));
        };
        Ok(EngineProcess {
            child,
            stdin: Some(stdin),
            stdout,
            pending: Vec::new(),
            eof: false,
            run,
        })
    }

    /// Writes one line (a newline is added).
    ///
    /// # Errors
    /// The engine closed its input, or exited.
    pub(crate) async fn send(&mut self, line: &str) -> std::io::Result<()> {
        let stdin = self
            .stdin
            .as_mut()
            .ok_or_else(|| std::io::Error::other("the engine's input is closed"))?;
        let mut bytes = Vec::with_capacity(line.len() + 1);
        bytes.extend_from_slice(line.as_bytes());
        bytes.push(b'\n');
        stdin.write_all(&bytes).await?;
        stdin.flush().await
    }

    /// Closes the engine's input: it reads end-of-file.
    pub(crate) fn close_input(&mut self) {
        self.stdin = None;
    }

    /// The next non-empty line the engine prints (CR, LF or CR LF end a line), or `None` once
    /// its output has ended. Cancel-safe: what was read stays for the next call.
    ///
    /// # Errors
    /// [`ReadError`] for a line past [`MAX_LINE`] or a failing pipe.
    pub(crate) async fn next_line(&mut self) -> Result<Option<String>, ReadError> {
        loop {
            if let Some(end) = self.pending.iter().position(|b| matches!(b, b'\n' | b'\r')) {
                let rest = self.pending.split_off(end + 1);
                let mut line = std::mem::replace(&mut self.pending, rest);
                line.truncate(end);
                if line.iter().all(u8::is_ascii_whitespace) {
                    continue;
                }
                return Ok(Some(String::from_utf8_lossy(&line).into_owned()));
            }
            if self.pending.len() > MAX_LINE {
                return Err(ReadError::TooLong);
            }
            if self.eof {
                if self.pending.iter().all(u8::is_ascii_whitespace) {
                    return Ok(None);
                }
                // The last line, without its end.
                let line = std::mem::take(&mut self.pending);
                return Ok(Some(String::from_utf8_lossy(&line).into_owned()));
            }
            let mut chunk = [0_u8; 4096];
            let read = self.stdout.read(&mut chunk).await?;
            if read == 0 {
                self.eof = true;
            }
            self.pending.extend_from_slice(&chunk[..read]);
        }
    }
}

impl Drop for EngineProcess {
    fn drop(&mut self) {
        if let Some(pid) = self.child.id() {
            kill_group(pid);
        }
        let _ = self.child.start_kill();
        let run = std::mem::take(&mut self.run);
        let sweep = move || kill_marked(&run);
        match tokio::runtime::Handle::try_current() {
            Ok(runtime) => drop(runtime.spawn_blocking(sweep)),
            Err(_) => sweep(),
        }
    }
}

/// Kills every process (of this user: the others' environments cannot be read) whose
/// environment carries the mark `run`: the children of an engine that left its group.
#[cfg(target_os = "linux")]
fn kill_marked(run: &str) {
    use rustix::process::{Pid, Signal, kill_process};
    let needle = format!("\0{RUN_VARIABLE}={run}\0").into_bytes();
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return;
    };
    let own = std::process::id();
    for entry in entries.flatten() {
        let Some(pid) = entry
            .file_name()
            .to_str()
            .and_then(|name| name.parse::<u32>().ok())
            .filter(|pid| *pid != own)
        else {
            continue;
        };
        let Ok(environ) = std::fs::read(entry.path().join("environ")) else {
            continue;
        };
        // Each variable ends with a NUL: with one in front, the first is found as the rest.
        let mut marked = Vec::with_capacity(environ.len() + 1);
        marked.push(0);
        marked.extend_from_slice(&environ);
        if marked.windows(needle.len()).any(|w| w == needle.as_slice())
            && let Some(pid) = i32::try_from(pid).ok().and_then(Pid::from_raw)
        {
            let _ = kill_process(pid, Signal::KILL);
        }
    }
}

/// Elsewhere only the group is killed.
#[cfg(not(target_os = "linux"))]
fn kill_marked(_run: &str) {}

/// Caps the address space of the process `pid` (and of what it starts later).
#[cfg(target_os = "linux")]
fn limit_memory(pid: u32, bytes: u64) -> std::io::Result<()> {
    use rustix::process::{Pid, Resource, Rlimit, prlimit};
    let pid = i32::try_from(pid)
        .ok()
        .and_then(Pid::from_raw)
        .ok_or_else(|| std::io::Error::other("no such process id"))?;
    let limit = Rlimit {
        current: Some(bytes),
        maximum: Some(bytes),
    };
    prlimit(Some(pid), Resource::As, limit)?;
    Ok(())
}

/// Elsewhere the memory limit is not enforced.
#[cfg(not(target_os = "linux"))]
fn limit_memory(_pid: u32, _bytes: u64) -> std::io::Result<()> {
    Err(std::io::Error::other("memory limits are set on Linux only"))
}

/// Kills the process group led by `pid`.
#[cfg(target_os = "linux")]
fn kill_group(pid: u32) {
    use rustix::process::{Pid, Signal, kill_process_group};
    if let Some(pid) = i32::try_from(pid).ok().and_then(Pid::from_raw) {
        let _ = kill_process_group(pid, Signal::KILL);
    }
}

/// Elsewhere only the child itself is killed.
#[cfg(not(target_os = "linux"))]
fn kill_group(_pid: u32) {}

#[cfg(test)]
mod tests {
    use super::*;

    fn sh(script: &str) -> Vec<String> {
        vec!["sh".to_owned(), "-c".to_owned(), script.to_owned()]
    }

    #[tokio::test]
    async fn lines_come_out_whole_whatever_ends_them() {
        let mut engine =
            EngineProcess::spawn(&sh("printf 'OK\\r\\n\\n  \\nMESSAGE hi\\r7,7'"), 1 << 30)
                .unwrap_or_else(|e| panic!("{e}"));
        let mut lines = Vec::new();
        while let Some(line) = engine.next_line().await.unwrap_or_else(|e| panic!("{e}")) {
            lines.push(line);
        }
        assert_eq!(lines, ["OK", "MESSAGE hi", "7,7"]);
    }

    #[tokio::test]
    async fn a_line_without_end_is_refused_at_the_bound() {
        let mut engine =
            EngineProcess::spawn(&sh("head -c 200000 /dev/zero | tr '\\0' x"), 1 << 30)
                .unwrap_or_else(|e| panic!("{e}"));
        assert!(matches!(engine.next_line().await, Err(ReadError::TooLong)));
    }

    #[tokio::test]
    async fn it_echoes_what_it_is_sent_and_ends_when_its_input_closes() {
        let mut engine =
            EngineProcess::spawn(&sh("cat"), 1 << 30).unwrap_or_else(|e| panic!("{e}"));
        engine.send("BOARD").await.unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            engine.next_line().await.ok().flatten().as_deref(),
            Some("BOARD")
        );
        engine.close_input();
        assert!(matches!(engine.next_line().await, Ok(None)));
    }

    #[cfg(target_os = "linux")]
    #[tokio::test]
    async fn the_memory_limit_holds() {
        // 64 MiB of address space: python cannot even start under it; sh and head can, but
        // a large allocation fails.
        let mut engine = EngineProcess::spawn(
            &sh("sleep 0.2; python3 -c 'x = bytearray(512 << 20); print(\"allocated\")' 2>/dev/null || echo refused"),
            64 << 20,
        )
        .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            engine.next_line().await.ok().flatten().as_deref(),
            Some("refused")
        );
    }

    #[test]
    fn an_empty_command_or_a_missing_program_is_an_error() {
        assert!(EngineProcess::spawn(&[], 1 << 30).is_err());
    }
}
