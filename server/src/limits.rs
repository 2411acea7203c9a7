//! The server's limits, and the token bucket that rate-limits each connection.

use std::time::{Duration, Instant};

use boardroom_engine::ai::Level;

/// Every limit the server enforces. The defaults suit a laptop serving a LAN; tests shrink them.
#[derive(Debug, Clone)]
pub struct Limits {
    /// Open WebSocket connections at most; one more gets `server_busy` and is closed.
    pub max_connections: usize,
    /// Open rooms at most; creating one more gets `server_busy`.
    pub max_rooms: usize,
    /// Frames waiting for one client's socket at most. A client that falls this far behind is
    /// skipped and resynchronised with a `room_state` once it catches up.
    pub outbound_queue: usize,
    /// A connection that sends nothing (not even a pong) for this long is closed; so is one whose
    /// socket accepts nothing for this long.
    pub idle_timeout: Duration,
    /// How often the server pings each connection (browsers answer pings by themselves).
    pub ping_interval: Duration,
    /// Messages a connection may send in a burst.
    pub rate_burst: u32,
    /// Messages per second a connection earns back.
    pub rate_per_second: u32,
    /// Refusals in a row for flooding after which the connection is closed (1008).
    pub rate_strikes: u32,
    /// AI searches that may run at once (each on its own blocking thread).
    pub ai_searches: usize,
    /// AI searches that may wait for a free thread; past that, `server_busy`.
    pub ai_queue: usize,
    /// A room in which nobody has acted for this long is closed.
    pub room_idle: Duration,
    /// The longest the AI thinks over one move at the `hard` level, whatever a room asks;
    /// `easy` and `medium` think at most a tenth and a third of it.
    pub ai_budget_max: Duration,
}

impl Default for Limits {
    fn default() -> Limits {
        let cores = std::thread::available_parallelism().map_or(2, usize::from);
        Limits {
            max_connections: 20_000,
            max_rooms: 10_000,
            outbound_queue: 64,
            idle_timeout: Duration::from_secs(60),
            ping_interval: Duration::from_secs(20),
            rate_burst: 40,
            rate_per_second: 10,
            rate_strikes: 20,
            ai_searches: cores,
            ai_queue: 256,
            room_idle: Duration::from_secs(24 * 60 * 60),
            ai_budget_max: Duration::from_secs(10),
        }
    }
}

impl Limits {
    /// How long the AI at `level` thinks over a move: what the room asked for (or the level's
    /// own budget), within the level's cap, so that no room can hold a search thread for long.
    #[must_use]
    pub fn ai_budget(&self, level: Level, asked_ms: Option<u64>) -> Duration {
        let cap = match level {
            Level::Easy => self.ai_budget_max / 10,
            Level::Medium => self.ai_budget_max / 3,
            Level::Hard => self.ai_budget_max,
        };
        let asked = Duration::from_millis(asked_ms.unwrap_or_else(|| level.default_budget_ms()));
        asked.min(cap).max(Duration::from_millis(10))
    }
}

/// A token bucket: `burst` tokens, refilled at `per_second`; each message takes one.
#[derive(Debug, Clone)]
pub struct TokenBucket {
    /// Tokens now (fractional, so slow refill rates work).
    tokens: f64,
    /// The bucket's size.
    burst: f64,
    /// Tokens gained per second.
    per_second: f64,
    /// When `tokens` was last brought up to date.
    updated: Instant,
}

impl TokenBucket {
    /// A full bucket.
    #[must_use]
    pub fn new(burst: u32, per_second: u32) -> TokenBucket {
        TokenBucket {
            tokens: f64::from(burst),
            burst: f64::from(burst),
            per_second: f64::from(per_second),
            updated: Instant::now(),
        }
    }

    /// Takes a token if there is one, as of `now`.
    pub fn take(&mut self, now: Instant) -> bool {
        let elapsed = now.saturating_duration_since(self.updated).as_secs_f64();
        self.tokens = (self.tokens + elapsed * self.per_second).min(self.burst);
        self.updated = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_burst_then_the_refill_rate() {
        let start = Instant::now();
        let mut bucket = TokenBucket::new(3, 2);
        assert!((0..3).all(|_| bucket.take(start)));
        assert!(!bucket.take(start));
        assert!(bucket.take(start + Duration::from_millis(500)));
        assert!(!bucket.take(start + Duration::from_millis(500)));
        let later = start + Duration::from_secs(60);
        assert_eq!((0..10).filter(|_| bucket.take(later)).count(), 3);
    }
}
