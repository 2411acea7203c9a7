//! A protocol machine run around a real process: the machine's outputs carried out (a process
//! started, lines written), the engine's lines fed back, all before a deadline and within a
//! bound on how much the engine may print for one question.

use boardroom_engine::Move;
use tokio::time::Instant;

use super::manager::{Input, Machine, Output};
use super::plays::Plays;
use super::process::EngineProcess;

/// The most lines an engine may print for one question (its chatter included) before it is
/// taken to be flooding.
const MAX_LINES: usize = 10_000;

/// The most lines an engine may print while nothing is asked of it (between questions): past
/// that it is flooding, and its process is stopped (it starts afresh for the next question).
/// Without this bound an engine printing as fast as it can would keep a core of the server
/// busy reading it.
pub(crate) const MAX_IDLE_LINES: usize = 100;

/// How much longer a question may take when it had to start the engine first: loading a
/// program is not thinking.
pub(crate) const START_UP: std::time::Duration = std::time::Duration::from_secs(2);

/// How a question ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Outcome {
    /// The engine moved.
    Moved(Move),
    /// A probe found what the engine plays.
    Found(Plays),
    /// The engine broke its protocol, crashed or could not start: the sentence says which.
    Fault(String),
    /// The deadline passed first.
    TimedOut,
    /// Nothing was asked (the machine awaits nothing).
    Idle,
}

/// A machine and the process it talks to.
#[derive(Debug)]
pub(crate) struct Runner {
    /// The protocol.
    machine: Box<dyn Machine>,
    /// The process, while one runs.
    process: Option<EngineProcess>,
    /// The program and its arguments.
    command: Vec<String>,
    /// Its address space, in bytes.
    memory: u64,
    /// What the engine last said its name was.
    pub(crate) about: Option<String>,
    /// Lines it printed since it was last asked something.
    idle_lines: usize,
}

impl Runner {
    /// A runner of `machine` for the program `command`, started when the machine asks.
    pub(crate) fn new(machine: Box<dyn Machine>, command: Vec<String>, memory: u64) -> Runner {
        Runner {
            machine,
            process: None,
            command,
            memory,
            about: None,
            idle_lines: 0,
        }
    }

    /// Feeds `input` and carries on until the machine has an outcome or awaits nothing; gives
    /// up at `deadline` (put off by [`START_UP`] each time a process is started). A process
    /// that did not answer in time is killed.
    pub(crate) async fn run(&mut self, input: Input<'_>, deadline: Instant) -> Outcome {
        self.idle_lines = 0;
        let first = self.machine.handle(input);
        self.drive(first, deadline).await
    }

    /// Starts a fresh process and carries on as [`Runner::run`] does: for a probe, whose
    /// machine begins with [`Input::Started`].
    pub(crate) async fn start(&mut self, deadline: Instant) -> Outcome {
        self.drive(vec![Output::Spawn], deadline).await
    }

    /// Carries out `first`, then whatever follows.
    async fn drive(&mut self, first: Vec<Output>, mut deadline: Instant) -> Outcome {
        let mut queue: std::collections::VecDeque<Output> = first.into();
        let mut lines = 0;
        loop {
            while let Some(output) = queue.pop_front() {
                match output {
                    Output::Spawn => {
                        self.process = None;
                        match EngineProcess::spawn(&self.command, self.memory) {
                            Ok(process) => {
                                self.process = Some(process);
                                deadline += START_UP;
                                queue.extend(self.machine.handle(Input::Started));
                            }
                            Err(e) => {
                                self.machine.handle(Input::Exited);
                                return Outcome::Fault(format!("could not be started: {e}"));
                            }
                        }
                    }
                    Output::Send(line) => {
                        let sent = match &mut self.process {
                            Some(process) => {
                                tokio::time::timeout_at(deadline, process.send(&line)).await
                            }
                            None => Ok(Err(std::io::Error::other("no process"))),
                        };
                        match sent {
                            Ok(Ok(())) => {}
                            Ok(Err(_)) => {
                                // The engine is gone: what it says last (or its exit) decides.
                            }
                            Err(_) => return self.timed_out(),
                        }
                    }
                    Output::Close => {
                        if let Some(process) = &mut self.process {
                            process.close_input();
                        }
                    }
                    Output::Moved(mv) => return Outcome::Moved(mv),
                    Output::Found(plays) => return Outcome::Found(plays),
                    Output::Fault(why) => return Outcome::Fault(why),
                    Output::About(name) => self.about = Some(name),
                }
            }
            if !self.machine.waiting() {
                return Outcome::Idle;
            }
            let Some(process) = &mut self.process else {
                queue.extend(self.machine.handle(Input::Exited));
                continue;
            };
            match tokio::time::timeout_at(deadline, process.next_line()).await {
                Err(_) => return self.timed_out(),
                Ok(Ok(Some(line))) => {
                    lines += 1;
                    if lines > MAX_LINES {
                        self.stop();
                        return Outcome::Fault(format!(
                            "printed more than {MAX_LINES} lines without answering"
                        ));
                    }
                    queue.extend(self.machine.handle(Input::Line(&line)));
                }
                Ok(Ok(None)) => {
                    self.process = None;
                    queue.extend(self.machine.handle(Input::Exited));
                }
                Ok(Err(e)) => {
                    self.stop();
                    return Outcome::Fault(e.to_string());
                }
            }
        }
    }

    /// Reads what an engine says while nothing is asked, so that its end is noticed (and its
    /// chatter does not fill the pipe); pends forever without a process. An engine that says
    /// more than [`MAX_IDLE_LINES`] while nothing is asked is stopped.
    pub(crate) async fn idle_line(&mut self) {
        let Some(process) = &mut self.process else {
            return std::future::pending().await;
        };
        match process.next_line().await {
            Ok(Some(line)) => {
                self.idle_lines += 1;
                if self.idle_lines > MAX_IDLE_LINES {
                    tracing::info!("an idle engine printed too much; stopped");
                    self.stop();
                    return;
                }
                let _ = self.machine.handle(Input::Line(&line));
            }
            Ok(None) | Err(_) => self.stop(),
        }
    }

    /// Kills the process; the machine forgets it (and what it was asked).
    pub(crate) fn stop(&mut self) {
        self.process = None;
        let _ = self.machine.handle(Input::Exited);
    }

    fn timed_out(&mut self) -> Outcome {
        self.stop();
        Outcome::TimedOut
    }
}
