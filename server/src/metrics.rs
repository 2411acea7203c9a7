//! What the server counts, and `/metrics` in the Prometheus text format (version 0.0.4).
//!
//! Everything here is a plain atomic, bumped by a one-line hook where the thing happens (a move
//! stored, an error sent, a store write answered), so counting never takes a lock or slows a
//! room. Gauges that the lobby already knows (open connections, rooms by game and status, AI
//! searches) are read at scrape time into a [`Gauges`] and rendered next to the counters. The
//! text is written by hand: a dozen metric families do not need a registry crate.

use std::fmt::Write as _;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use boardroom_protocol::{ErrorCode, GameKind, Status};

/// The content type of the Prometheus text format.
pub(crate) const CONTENT_TYPE: &str = "text/plain; version=0.0.4; charset=utf-8";

/// The room statuses, in the order they are rendered.
const STATUSES: [Status; 3] = [Status::Waiting, Status::Playing, Status::Over];

/// Upper bounds (seconds) of the store latency buckets: a commit with fsync takes from well
/// under a millisecond (SSD with a write cache) to tens of milliseconds (a spinning disk, an SD
/// card), and a full write queue adds more.
const STORE_BUCKETS: [f64; 12] = [
    0.000_5, 0.001, 0.002_5, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5,
];

/// How many whole seconds `moves_per_second` averages over.
const RATE_WINDOW_SECS: u64 = 10;

/// Every counter of the server. One lives in the `Lobby`; the store and the AI pool hold the
/// same `Arc`.
#[derive(Debug)]
pub(crate) struct Metrics {
    /// When the server started, for the per-second move window.
    started: Instant,
    /// The same moment as a Unix time, for `boardroom_start_time_seconds`.
    started_unix: f64,
    /// WebSocket connections accepted since start.
    pub(crate) connections_total: AtomicU64,
    /// TCP connections turned away because their address had too many open.
    connections_refused: AtomicU64,
    /// Moves stored and broadcast since start (the AI's and forced passes included).
    moves_total: AtomicU64,
    /// Moves per recent second, for `boardroom_moves_per_second`.
    moves_window: RateWindow,
    /// `error` messages sent to clients, by code (indexed like `ErrorCode::ALL`).
    errors: [AtomicU64; ErrorCode::ALL.len()],
    /// AI searches started since start.
    pub(crate) ai_searches_total: AtomicU64,
    /// AI searches computing now.
    pub(crate) ai_running: AtomicUsize,
    /// AI searches waiting for a free worker.
    pub(crate) ai_queued: AtomicUsize,
    /// From handing a write to the store to its answer: queueing plus the group commit.
    pub(crate) store_write: Histogram,
    /// How long each group commit (one transaction and its fsync) took.
    pub(crate) store_commit: Histogram,
}

/// What the lobby knows at scrape time.
#[derive(Debug, Clone, Default)]
pub(crate) struct Gauges {
    /// Open WebSocket connections.
    pub(crate) connections: usize,
    /// The connection cap.
    pub(crate) max_connections: usize,
    /// The room cap.
    pub(crate) max_rooms: usize,
    /// Open rooms by game (indexed like `GameKind::ALL`) and status (waiting, playing, over).
    pub(crate) rooms: [[usize; 3]; GameKind::ALL.len()],
}

impl Gauges {
    /// Counts one open room.
    pub(crate) fn add_room(&mut self, game: GameKind, status: Status) {
        let g = GameKind::ALL.iter().position(|k| *k == game);
        let s = STATUSES.iter().position(|k| *k == status);
        if let (Some(g), Some(s)) = (g, s) {
            self.rooms[g][s] += 1;
        }
    }
}

impl Default for Metrics {
    fn default() -> Metrics {
        Metrics {
            started: Instant::now(),
            started_unix: SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .map_or(0.0, |d| d.as_secs_f64()),
            connections_total: AtomicU64::new(0),
            connections_refused: AtomicU64::new(0),
            moves_total: AtomicU64::new(0),
            moves_window: RateWindow::default(),
            errors: std::array::from_fn(|_| AtomicU64::new(0)),
            ai_searches_total: AtomicU64::new(0),
            ai_running: AtomicUsize::new(0),
            ai_queued: AtomicUsize::new(0),
            store_write: Histogram::new(&STORE_BUCKETS),
            store_commit: Histogram::new(&STORE_BUCKETS),
        }
    }
}

impl Metrics {
    /// Counts a move that was stored and broadcast.
    pub(crate) fn moved(&self) {
        self.moves_total.fetch_add(1, Ordering::Relaxed);
        self.moves_window.record(self.started.elapsed().as_secs());
    }

    /// Counts a connection turned away for its address's cap.
    pub(crate) fn refused_connection(&self) {
        self.connections_refused.fetch_add(1, Ordering::Relaxed);
    }

    /// Counts an `error` message sent to a client.
    pub(crate) fn error_sent(&self, code: ErrorCode) {
        if let Some(i) = ErrorCode::ALL.iter().position(|c| *c == code) {
            self.errors[i].fetch_add(1, Ordering::Relaxed);
        }
    }

    /// The whole `/metrics` page: the counters here and the lobby's `gauges`.
    #[must_use]
    pub(crate) fn render(&self, gauges: &Gauges) -> String {
        let mut out = String::with_capacity(4096);
        let load = |a: &AtomicU64| a.load(Ordering::Relaxed);
        family(
            &mut out,
            "boardroom_build_info",
            "gauge",
            "The running version, as a label; always 1.",
        );
        sample(
            &mut out,
            "boardroom_build_info",
            &[("version", env!("CARGO_PKG_VERSION"))],
            1,
        );
        gauge(
            &mut out,
            "boardroom_start_time_seconds",
            "When the server started, in seconds since the Unix epoch.",
            self.started_unix,
        );
        gauge(
            &mut out,
            "boardroom_connections",
            "Open WebSocket connections.",
            gauges.connections,
        );
        gauge(
            &mut out,
            "boardroom_connections_limit",
            "The most WebSocket connections served at once.",
            gauges.max_connections,
        );
        counter(
            &mut out,
            "boardroom_connections_total",
            "WebSocket connections accepted since start.",
            load(&self.connections_total),
        );
        counter(
            &mut out,
            "boardroom_connections_refused_total",
            "Connections turned away because their address had too many open.",
            load(&self.connections_refused),
        );
        family(
            &mut out,
            "boardroom_rooms",
            "gauge",
            "Open rooms, by game and status.",
        );
        for (game, by_status) in GameKind::ALL.iter().zip(&gauges.rooms) {
            for (status, count) in STATUSES.iter().zip(by_status) {
                sample(
                    &mut out,
                    "boardroom_rooms",
                    &[("game", game.as_str()), ("status", status_name(*status))],
                    count,
                );
            }
        }
        gauge(
            &mut out,
            "boardroom_rooms_limit",
            "The most rooms open at once.",
            gauges.max_rooms,
        );
        counter(
            &mut out,
            "boardroom_moves_total",
            "Moves stored and broadcast since start, the AI's included.",
            load(&self.moves_total),
        );
        let now = self.started.elapsed().as_secs();
        gauge(
            &mut out,
            "boardroom_moves_per_second",
            "Moves per second, averaged over the last ten whole seconds.",
            self.moves_window.rate(now),
        );
        counter(
            &mut out,
            "boardroom_ai_searches_total",
            "AI searches started since start.",
            load(&self.ai_searches_total),
        );
        gauge(
            &mut out,
            "boardroom_ai_searches_running",
            "AI searches computing now.",
            self.ai_running.load(Ordering::Relaxed),
        );
        gauge(
            &mut out,
            "boardroom_ai_searches_queued",
            "AI searches waiting for a free worker.",
            self.ai_queued.load(Ordering::Relaxed),
        );
        family(
            &mut out,
            "boardroom_errors_total",
            "counter",
            "Error messages sent to clients since start, by protocol error code.",
        );
        for (code, count) in ErrorCode::ALL.iter().zip(&self.errors) {
            sample(
                &mut out,
                "boardroom_errors_total",
                &[("code", code.as_str())],
                load(count),
            );
        }
        self.store_write.render(
            &mut out,
            "boardroom_store_write_seconds",
            "From handing a write to the store to its answer: queueing and the group commit.",
        );
        self.store_commit.render(
            &mut out,
            "boardroom_store_commit_seconds",
            "One group commit: a transaction of every waiting write, and its fsync.",
        );
        out
    }
}

/// The wire name of a room status, used as a label value.
fn status_name(status: Status) -> &'static str {
    match status {
        Status::Waiting => "waiting",
        Status::Playing => "playing",
        Status::Over => "over",
    }
}

/// Writes a family's `# HELP` and `# TYPE` lines.
fn family(out: &mut String, name: &str, kind: &str, help: &str) {
    // Writing to a String cannot fail.
    let _ = writeln!(out, "# HELP {name} {help}\n# TYPE {name} {kind}");
}

/// Writes one sample line. Label values here are fixed identifiers (game kinds, error codes,
/// the version), so they never need escaping.
fn sample(out: &mut String, name: &str, labels: &[(&str, &str)], value: impl std::fmt::Display) {
    out.push_str(name);
    if !labels.is_empty() {
        out.push('{');
        for (i, (key, value)) in labels.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            let _ = write!(out, "{key}=\"{value}\"");
        }
        out.push('}');
    }
    let _ = writeln!(out, " {value}");
}

/// A gauge family with its single sample.
fn gauge(out: &mut String, name: &str, help: &str, value: impl std::fmt::Display) {
    family(out, name, "gauge", help);
    sample(out, name, &[], value);
}

/// A counter family with its single sample.
fn counter(out: &mut String, name: &str, help: &str, value: u64) {
    family(out, name, "counter", help);
    sample(out, name, &[], value);
}

/// A latency histogram: a count per bucket (not cumulative; summed when rendered), the total
/// in microseconds, and the number of observations.
#[derive(Debug)]
pub(crate) struct Histogram {
    /// The buckets' upper bounds in seconds, ascending; `+Inf` is implied.
    bounds: &'static [f64],
    /// Observations per bucket; the last one is above every bound.
    counts: Vec<AtomicU64>,
    /// The sum of all observations, in microseconds.
    sum_micros: AtomicU64,
}

impl Histogram {
    /// An empty histogram with these bucket bounds (seconds, ascending).
    fn new(bounds: &'static [f64]) -> Histogram {
        Histogram {
            bounds,
            counts: (0..=bounds.len()).map(|_| AtomicU64::new(0)).collect(),
            sum_micros: AtomicU64::new(0),
        }
    }

    /// Records one duration.
    pub(crate) fn observe(&self, took: Duration) {
        let secs = took.as_secs_f64();
        let bucket = self
            .bounds
            .iter()
            .position(|bound| secs <= *bound)
            .unwrap_or(self.bounds.len());
        self.counts[bucket].fetch_add(1, Ordering::Relaxed);
        let micros = u64::try_from(took.as_micros()).unwrap_or(u64::MAX);
        self.sum_micros.fetch_add(micros, Ordering::Relaxed);
    }

    fn render(&self, out: &mut String, name: &str, help: &str) {
        family(out, name, "histogram", help);
        let bucket = format!("{name}_bucket");
        let mut cumulative = 0;
        for (i, count) in self.counts.iter().enumerate() {
            cumulative += count.load(Ordering::Relaxed);
            let le = self
                .bounds
                .get(i)
                .map_or_else(|| "+Inf".to_owned(), ToString::to_string);
            sample(out, &bucket, &[("le", &le)], cumulative);
        }
        #[expect(
            clippy::cast_precision_loss,
            reason = "microseconds to seconds: exact enough for any realistic total"
        )]
        let sum = self.sum_micros.load(Ordering::Relaxed) as f64 / 1e6;
        sample(out, &format!("{name}_sum"), &[], sum);
        sample(out, &format!("{name}_count"), &[], cumulative);
    }
}

/// Events per second over the last few whole seconds, lock-free: one slot per second (modulo
/// the slot count), each packing the second it counts (high 32 bits) and its count (low 32).
#[derive(Debug, Default)]
struct RateWindow {
    /// The slots; more than the window, so the second being filled is never read.
    slots: [AtomicU64; 16],
}

impl RateWindow {
    /// Counts one event in second `now` (seconds since start).
    fn record(&self, now: u64) {
        let stamp = now & 0xFFFF_FFFF;
        let slot = &self.slots[usize::try_from(now % 16).unwrap_or(0)];
        let mut current = slot.load(Ordering::Relaxed);
        loop {
            let next = if current >> 32 == stamp {
                current + 1
            } else {
                (stamp << 32) | 1
            };
            match slot.compare_exchange_weak(current, next, Ordering::Relaxed, Ordering::Relaxed) {
                Ok(_) => return,
                Err(actual) => current = actual,
            }
        }
    }

    /// The mean events per second over the whole seconds before `now` (at most
    /// [`RATE_WINDOW_SECS`] of them, fewer just after start).
    fn rate(&self, now: u64) -> f64 {
        let span = now.min(RATE_WINDOW_SECS);
        if span == 0 {
            return 0.0;
        }
        let total: u64 = (now - span..now)
            .map(|second| {
                let value =
                    self.slots[usize::try_from(second % 16).unwrap_or(0)].load(Ordering::Relaxed);
                if value >> 32 == second & 0xFFFF_FFFF {
                    value & 0xFFFF_FFFF
                } else {
                    0
                }
            })
            .sum();
        #[expect(
            clippy::cast_precision_loss,
            reason = "counts and spans this small are exact in an f64"
        )]
        let rate = total as f64 / span as f64;
        rate
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The samples of a page: name with labels, and value.
    fn samples(text: &str) -> Vec<(String, f64)> {
        text.lines()
            .filter(|line| !line.starts_with('#'))
            .map(|line| {
                let (key, value) = line.rsplit_once(' ').expect("a sample has a value");
                (key.to_owned(), value.parse().expect("values are numbers"))
            })
            .collect()
    }

    fn value(text: &str, key: &str) -> f64 {
        samples(text)
            .into_iter()
            .find(|(k, _)| k == key)
            .unwrap_or_else(|| panic!("no sample {key}"))
            .1
    }

    #[test]
    fn the_page_follows_the_text_format() {
        let metrics = Metrics::default();
        metrics.moved();
        metrics.moved();
        metrics.error_sent(ErrorCode::NotYourTurn);
        metrics.store_write.observe(Duration::from_micros(700));
        metrics.store_write.observe(Duration::from_millis(30));
        metrics.store_write.observe(Duration::from_secs(9));
        let mut gauges = Gauges {
            connections: 3,
            max_connections: 10,
            max_rooms: 5,
            ..Gauges::default()
        };
        gauges.add_room(GameKind::Reversi, Status::Playing);
        gauges.add_room(GameKind::Reversi, Status::Playing);
        gauges.add_room(GameKind::NoGo, Status::Waiting);
        let text = metrics.render(&gauges);

        // Every family is announced once, with HELP then TYPE, before its samples.
        let mut announced = Vec::new();
        let mut lines = text.lines().peekable();
        while let Some(line) = lines.next() {
            if let Some(rest) = line.strip_prefix("# HELP ") {
                let name = rest.split(' ').next().expect("a name");
                let kind = lines.next().expect("TYPE follows HELP");
                assert!(kind.starts_with(&format!("# TYPE {name} ")), "{kind}");
                assert!(!announced.contains(&name.to_owned()), "{name} twice");
                announced.push(name.to_owned());
            } else {
                let family = announced.last().expect("samples follow their family");
                assert!(line.starts_with(family.as_str()), "{line} under {family}");
            }
        }
        assert!(text.ends_with('\n'));

        assert_eq!(value(&text, "boardroom_connections"), 3.0);
        assert_eq!(value(&text, "boardroom_moves_total"), 2.0);
        assert_eq!(
            value(&text, r#"boardroom_rooms{game="reversi",status="playing"}"#),
            2.0
        );
        assert_eq!(
            value(&text, r#"boardroom_rooms{game="nogo",status="waiting"}"#),
            1.0
        );
        assert_eq!(
            value(&text, r#"boardroom_rooms{game="gomoku",status="over"}"#),
            0.0
        );
        assert_eq!(
            value(&text, r#"boardroom_errors_total{code="not_your_turn"}"#),
            1.0
        );
        assert_eq!(
            value(&text, r#"boardroom_errors_total{code="bad_request"}"#),
            0.0
        );
        // Buckets are cumulative and end with +Inf, which equals the count.
        let write = "boardroom_store_write_seconds";
        assert_eq!(
            value(&text, &format!("{write}_bucket{{le=\"0.0005\"}}")),
            0.0
        );
        assert_eq!(
            value(&text, &format!("{write}_bucket{{le=\"0.001\"}}")),
            1.0
        );
        assert_eq!(value(&text, &format!("{write}_bucket{{le=\"0.05\"}}")), 2.0);
        assert_eq!(value(&text, &format!("{write}_bucket{{le=\"2.5\"}}")), 2.0);
        assert_eq!(value(&text, &format!("{write}_bucket{{le=\"+Inf\"}}")), 3.0);
        assert_eq!(value(&text, &format!("{write}_count")), 3.0);
        assert!((value(&text, &format!("{write}_sum")) - 9.0307).abs() < 1e-9);
    }

    #[test]
    fn the_move_rate_averages_whole_seconds() {
        let window = RateWindow::default();
        for second in 0..30 {
            for _ in 0..second {
                window.record(second);
            }
        }
        // Seconds 20..=29 hold 20..=29 events: 245 in ten seconds.
        assert!((window.rate(30) - 24.5).abs() < 1e-9);
        // The second being filled is not counted.
        window.record(30);
        assert!((window.rate(30) - 24.5).abs() < 1e-9);
        // Slots still holding long-gone seconds are not counted either.
        assert_eq!(window.rate(45), 0.0);
        assert_eq!(window.rate(100), 0.0);
        // Just after start, the span is the seconds so far.
        let fresh = RateWindow::default();
        fresh.record(0);
        fresh.record(0);
        assert_eq!(fresh.rate(0), 0.0);
        assert!((fresh.rate(1) - 2.0).abs() < 1e-9);
    }
}
