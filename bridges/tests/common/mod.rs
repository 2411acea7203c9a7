//! A built program of this crate run as a child process, driven line by line the way a manager
//! or a GUI drives it.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::thread;
use std::time::{Duration, Instant};

/// How long a test waits for a line before it fails: far longer than any reply should take, so
/// that only a program that hangs fails, however loaded the machine.
pub(crate) const PATIENCE: Duration = Duration::from_secs(60);

/// A step of a transcript, as [`Program::play`] shows it to its judge.
pub(crate) enum Step<'a> {
    /// A line sent.
    #[allow(
        dead_code,
        reason = "the NBoard tests read it and the Piskvork tests do not; `expect` would fail in one"
    )]
    Sent(&'a str),
    /// A line received, and one of the patterns it must match.
    Got(&'a str, &'a str),
}

/// A running program.
pub(crate) struct Program {
    /// The process.
    child: Child,
    /// Its standard input; `None` once closed.
    input: Option<ChildStdin>,
    /// Its standard output, a line at a time, read on a thread of its own.
    lines: Receiver<String>,
    /// Everything sent and received, for failure messages.
    pub(crate) transcript: String,
}

impl Program {
    /// Starts the program at `path` with `args`.
    pub(crate) fn start(path: &str, args: &[&str]) -> Program {
        let mut child = Command::new(path)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("the program starts");
        let output = child.stdout.take().expect("piped stdout");
        let (sender, lines) = mpsc::channel();
        thread::spawn(move || {
            for line in BufReader::new(output).lines() {
                let Ok(line) = line else { break };
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        let input = child.stdin.take();
        Program {
            child,
            input,
            lines,
            transcript: String::new(),
        }
    }

    /// Sends one line (the manager's CR LF ending).
    pub(crate) fn send(&mut self, line: &str) {
        self.send_bytes(format!("{line}\r\n").as_bytes());
        self.transcript.push_str(&format!("> {line}\n"));
    }

    /// Sends raw bytes.
    pub(crate) fn send_bytes(&mut self, bytes: &[u8]) {
        let input = self.input.as_mut().expect("input open");
        input.write_all(bytes).expect("the program reads");
        input.flush().expect("the program reads");
    }

    /// The next line the program writes; fails the test after [`PATIENCE`].
    pub(crate) fn line(&mut self) -> String {
        match self.lines.recv_timeout(PATIENCE) {
            Ok(line) => {
                self.transcript.push_str(&format!("< {line}\n"));
                line
            }
            Err(RecvTimeoutError::Timeout) => {
                panic!("no reply in {PATIENCE:?}\n{}", self.transcript)
            }
            Err(RecvTimeoutError::Disconnected) => {
                panic!("the program closed its output\n{}", self.transcript)
            }
        }
    }

    /// Plays a transcript: `> line` is sent, `< pattern` expects the next line. A pattern is
    /// alternatives split by `|`, each the exact line, a prefix ending in `*`, or a name that
    /// `judge` knows. `judge` sees every step: a line sent (its answer is ignored), and each line
    /// received with a pattern, answering whether it matches (`None` when it does not know the
    /// pattern). Returns the lines received.
    pub(crate) fn play(
        &mut self,
        transcript: &str,
        mut judge: impl FnMut(Step<'_>) -> Option<bool>,
    ) -> Vec<String> {
        let mut received = Vec::new();
        for line in transcript.lines().map(str::trim) {
            if let Some(sent) = line.strip_prefix("> ") {
                judge(Step::Sent(sent));
                self.send(sent);
            } else if let Some(want) = line.strip_prefix("< ") {
                let got = self.line();
                let matched = want.split('|').any(|pattern| {
                    judge(Step::Got(pattern, &got)).unwrap_or_else(|| {
                        match pattern.strip_suffix('*') {
                            Some(prefix) => got.starts_with(prefix),
                            None => got == pattern,
                        }
                    })
                });
                assert!(matched, "wanted {want:?}, got {got:?}\n{}", self.transcript);
                received.push(got);
            }
        }
        received
    }

    /// Sends `line` and returns the reply.
    pub(crate) fn ask(&mut self, line: &str) -> String {
        self.send(line);
        self.line()
    }

    /// Closes the program's input if it is still open, and waits for it to end.
    pub(crate) fn finish(&mut self) -> ExitStatus {
        self.input = None;
        let start = Instant::now();
        loop {
            if let Some(status) = self.child.try_wait().expect("the process is ours") {
                return status;
            }
            assert!(
                start.elapsed() < PATIENCE,
                "the program did not end\n{}",
                self.transcript
            );
            thread::sleep(Duration::from_millis(10));
        }
    }

    /// Whether the program wrote nothing more before ending (call after it ended or was told
    /// to).
    pub(crate) fn said_nothing_more(&mut self) -> bool {
        self.lines.recv_timeout(Duration::from_secs(5)).is_err()
    }
}

impl Drop for Program {
    fn drop(&mut self) {
        // A test that failed halfway leaves no process behind.
        if matches!(self.child.try_wait(), Ok(None)) {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}
