//! `--procs N`: the rooms in N processes of the load generator, each with its own file limit of
//! sockets, driven by the first.
//!
//! Each worker is this binary again with `--worker`: it opens its share of the rooms (numbered
//! over all the workers, so that every room still plays from a loopback address of its own),
//! prints `opened`, waits for a line on its input, plays, and prints what it measured as one
//! line of JSON. The first process starts the workers, tells them all to play at once once every
//! one has opened its rooms, measures the servers' memory and CPU over the play, and adds the
//! workers' figures up: the percentiles are over every move of every worker.

use std::io::{BufRead, BufReader, Write};
use std::net::SocketAddr;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use super::{Args, Measured, cpu_now, cpu_since, open_rooms, pace_from_now, play, sample_rss};

/// The line a worker prints once its rooms are open.
const OPENED: &str = "opened";

/// What a worker measures: its figures add up with the others'.
pub(super) trait Figures: Default + serde::de::DeserializeOwned + Send + 'static {
    /// Adds another process's figures to these.
    fn add(&mut self, other: Self);
}

/// A worker: opens its rooms, says so, plays when told (or, with `--storm`, arrives with its
/// share of the clients), prints its figures.
pub(super) async fn worker(args: &Args) -> Result<(), Box<dyn std::error::Error>> {
    let rooms = match args.storm {
        Some(_) => Vec::new(),
        None => open_rooms(args, &args.running(), args.first_room, args.rooms).await?,
    };
    println!("{OPENED}");
    std::io::stdout().flush()?;
    // Any line (or the end of the input) starts the play.
    tokio::task::spawn_blocking(|| {
        let mut line = String::new();
        std::io::stdin().read_line(&mut line)
    })
    .await??;
    let figures = match args.storm {
        Some(clients) => {
            let stormed = super::storm::run(
                &args.running(),
                args.first_room,
                clients,
                args.storm_seconds,
            )
            .await;
            serde_json::to_string(&stormed)?
        }
        None => {
            let played = play(rooms, pace_from_now(args), args.first_room, &[], &mut []).await;
            serde_json::to_string(&played)?
        }
    };
    println!("{figures}");
    Ok(())
}

/// One worker process as the first sees it.
struct Worker {
    child: Child,
    stdin: ChildStdin,
    /// Its output, until a thread of its own reads its figures.
    lines: Option<std::io::Lines<BufReader<ChildStdout>>>,
}

impl Drop for Worker {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Starts `args.procs` workers over `addrs`, sharing out the rooms (or the storm's clients),
/// plays them together, and returns their figures added up and what was measured of `pids`
/// meanwhile.
pub(super) fn run<F: Figures>(
    args: &Args,
    addrs: &[SocketAddr],
    pids: &[u32],
) -> Result<(F, Measured), Box<dyn std::error::Error>> {
    let exe = std::env::current_exe()?;
    let addrs: Vec<String> = addrs.iter().map(ToString::to_string).collect();
    let procs = args.procs;
    let total = args.storm.unwrap_or(args.rooms);
    let mut workers = Vec::with_capacity(procs);
    for i in 0..procs {
        // The rooms shared out as evenly as they go.
        let first = total * i / procs;
        let count = total * (i + 1) / procs - first;
        let mut command = Command::new(&exe);
        command.arg("--worker").args(["--addrs", &addrs.join(",")]);
        if args.storm.is_some() {
            command
                .args(["--storm", &count.to_string()])
                .args(["--storm-seconds", &args.storm_seconds.to_string()]);
        } else {
            command.args(["--rooms", &count.to_string()]);
        }
        command
            .args(["--first-room", &first.to_string()])
            .args(["--interval-ms", &args.interval_ms.to_string()])
            .args(["--seconds", &args.seconds.to_string()])
            .args([
                "--connect-concurrency",
                &args.connect_concurrency.to_string(),
            ])
            .args(["--flag-after", &args.flag_after.to_string()]);
        if let Some(clock_s) = args.clock_s {
            command.args(["--clock-s", &clock_s.to_string()]);
        }
        if args.implied_legal {
            command.arg("--implied-legal");
        }
        if args.same_node {
            command.arg("--same-node");
        }
        let mut child = command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()?;
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            return Err("a worker without its pipes".into());
        };
        workers.push(Worker {
            child,
            stdin,
            lines: Some(BufReader::new(stdout).lines()),
        });
    }
    for (i, worker) in workers.iter_mut().enumerate() {
        match worker.lines.as_mut().and_then(Iterator::next) {
            Some(Ok(line)) if line == OPENED => {}
            _ => return Err(format!("worker {i} did not open its rooms").into()),
        }
    }
    let before = cpu_now(pids);
    for worker in &mut workers {
        writeln!(worker.stdin)?;
        worker.stdin.flush()?;
    }
    // Each worker's figures arrive on a thread of its own while the servers are measured here.
    let (tx, figures) = mpsc::channel();
    let mut readers = Vec::with_capacity(procs);
    for (i, worker) in workers.iter_mut().enumerate() {
        let tx = tx.clone();
        let mut lines = worker.lines.take().ok_or("a worker read twice")?;
        readers.push(std::thread::spawn(move || {
            let played = match lines.next() {
                Some(Ok(line)) => {
                    serde_json::from_str::<F>(&line).map_err(|e| format!("worker {i}: {e}"))
                }
                _ => Err(format!("worker {i} stopped without its figures")),
            };
            let _ = tx.send(played);
        }));
    }
    drop(tx);
    let mut max_rss = vec![0; pids.len()];
    let mut played = F::default();
    let mut heard = 0;
    while heard < procs {
        match figures.recv_timeout(Duration::from_secs(1)) {
            Ok(figures) => {
                played.add(figures?);
                heard += 1;
            }
            Err(mpsc::RecvTimeoutError::Timeout) => sample_rss(pids, &mut max_rss),
            Err(mpsc::RecvTimeoutError::Disconnected) => break,
        }
    }
    let cpu = cpu_since(pids, &before);
    for reader in readers {
        let _ = reader.join();
    }
    Ok((played, Measured { max_rss, cpu }))
}
