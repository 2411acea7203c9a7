//! The input/output loop of both programs. A protocol is a pure state machine ([`Machine`]):
//! a line in, lines out, and now and then a request to search; the search itself is the
//! [`Searcher`]'s, and the loop joins the two to the program's input and output.
//!
//! Input is read on a thread of its own so that a line that must interrupt a search (NBoard's
//! `ping`, Piskvork's `END`) can stop it while it runs; every line is still handled in order, on
//! the loop's thread, so replies keep the order of the commands that caused them.

use std::collections::VecDeque;
use std::io::{self, BufRead, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc;
use std::thread;

/// What a state machine wants done, in order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Output<S> {
    /// Write this line.
    Line(String),
    /// Search, then hand the result to [`Machine::found`].
    Search(S),
    /// End the program.
    Quit,
}

/// A protocol as a pure state machine: no input, no output, no clock, no search.
pub trait Machine {
    /// A request to search.
    type Search;
    /// What a search found.
    type Found;

    /// The outputs for one input line (without its line ending).
    fn handle(&mut self, line: &str) -> Vec<Output<Self::Search>>;

    /// The outputs once the search asked for last has found `found`.
    fn found(&mut self, found: Self::Found) -> Vec<Output<Self::Search>>;

    /// Whether `line`, arriving while a search runs, should stop that search at once (it is
    /// still handled in its turn afterwards).
    fn interrupts(line: &str) -> bool;
}

/// Runs the searches a [`Machine`] asks for.
pub trait Searcher<S> {
    /// What a search finds.
    type Found;

    /// Searches `request`, returning early once `stop` is set.
    fn search(&mut self, request: &S, stop: &AtomicBool) -> Self::Found;
}

/// Runs `machine` over the lines of `input` until it quits or the input ends, writing its lines
/// to `output` (flushed after each, since the other program waits for them).
///
/// # Errors
/// An error writing `output`.
pub fn run<M, X>(
    mut machine: M,
    mut searcher: X,
    input: impl BufRead + Send + 'static,
    mut output: impl Write,
) -> io::Result<()>
where
    M: Machine,
    X: Searcher<M::Search, Found = M::Found>,
{
    let stop = Arc::new(AtomicBool::new(false));
    let arrived = Arc::new(AtomicU64::new(0));
    let lines = read_lines::<M>(input, Arc::clone(&stop), Arc::clone(&arrived));
    // Interrupting lines handled so far; more have arrived when `arrived` is ahead.
    let mut consumed = 0;
    for line in lines {
        if M::interrupts(&line) {
            consumed += 1;
        }
        let mut pending: VecDeque<Output<M::Search>> = machine.handle(&line).into();
        while let Some(next) = pending.pop_front() {
            match next {
                Output::Line(text) => {
                    writeln!(output, "{text}")?;
                    output.flush()?;
                }
                Output::Quit => return Ok(()),
                Output::Search(request) => {
                    // Cleared first, then set again if an interrupt is already waiting: the
                    // reader counts before it sets the flag, so no interrupt is lost between.
                    stop.store(false, Ordering::SeqCst);
                    if arrived.load(Ordering::SeqCst) > consumed {
                        stop.store(true, Ordering::SeqCst);
                    }
                    let found = searcher.search(&request, &stop);
                    let mut first: VecDeque<_> = machine.found(found).into();
                    first.append(&mut pending);
                    pending = first;
                }
            }
        }
    }
    Ok(())
}

/// Reads `input` line by line on a thread of its own; a line that interrupts is counted in
/// `arrived` and sets `stop` as soon as it is read. Bytes that are not UTF-8 are replaced, so a
/// garbled line reaches the machine (which refuses it) instead of ending the program.
fn read_lines<M: Machine>(
    mut input: impl BufRead + Send + 'static,
    stop: Arc<AtomicBool>,
    arrived: Arc<AtomicU64>,
) -> mpsc::Receiver<String> {
    let (sender, receiver) = mpsc::channel();
    thread::spawn(move || {
        let mut bytes = Vec::new();
        loop {
            bytes.clear();
            match input.read_until(b'\n', &mut bytes) {
                Ok(0) | Err(_) => break,
                Ok(_) => {}
            }
            let text = String::from_utf8_lossy(&bytes);
            let line = text.trim_end_matches(['\n', '\r']).to_owned();
            if M::interrupts(&line) {
                arrived.fetch_add(1, Ordering::SeqCst);
                stop.store(true, Ordering::SeqCst);
            }
            if sender.send(line).is_err() {
                break;
            }
        }
    });
    receiver
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Echoes lines; `think` asks for a search, whose answer is how it ended; `quit` quits.
    struct Echo;

    impl Machine for Echo {
        type Search = ();
        type Found = bool;

        fn handle(&mut self, line: &str) -> Vec<Output<()>> {
            match line {
                "think" => vec![Output::Search(()), Output::Line("after".to_owned())],
                "quit" => vec![Output::Quit],
                other => vec![Output::Line(other.to_owned())],
            }
        }

        fn found(&mut self, stopped: bool) -> Vec<Output<()>> {
            vec![Output::Line(format!("stopped {stopped}"))]
        }

        fn interrupts(line: &str) -> bool {
            line == "stop"
        }
    }

    /// A search that reports whether it was stopped; with `wait`, it first waits (a while at
    /// most) for the stop.
    struct Flag {
        wait: bool,
    }

    impl Searcher<()> for Flag {
        type Found = bool;

        fn search(&mut self, (): &(), stop: &AtomicBool) -> bool {
            let start = std::time::Instant::now();
            while self.wait
                && !stop.load(Ordering::SeqCst)
                && start.elapsed() < std::time::Duration::from_secs(30)
            {
                thread::sleep(std::time::Duration::from_millis(1));
            }
            stop.load(Ordering::SeqCst)
        }
    }

    fn session(input: &[u8], wait: bool) -> String {
        let mut out = Vec::new();
        let input = io::Cursor::new(input.to_vec());
        run(Echo, Flag { wait }, input, &mut out).expect("writes to memory");
        String::from_utf8(out).expect("utf-8")
    }

    #[test]
    fn lines_keep_their_order_and_a_search_answers_before_what_follows() {
        assert_eq!(
            session(b"a\r\nthink\nb\nquit\nc\n", false),
            "a\nstopped false\nafter\nb\n"
        );
    }

    #[test]
    fn an_interrupt_stops_the_search_it_arrives_during() {
        assert_eq!(
            session(b"think\nstop\n", true),
            "stopped true\nafter\nstop\n"
        );
    }

    #[test]
    fn an_interrupt_already_handled_stops_nothing() {
        assert_eq!(
            session(b"stop\nthink\n", false),
            "stop\nstopped false\nafter\n"
        );
    }

    #[test]
    fn garbled_bytes_reach_the_machine_and_the_end_of_input_ends_the_loop() {
        assert_eq!(session(b"x\xffy\nlast", false), "x\u{fffd}y\nlast\n");
    }
}
