//! The server's limits, and the token bucket that rate-limits each connection.

use std::net::IpAddr;
use std::time::{Duration, Instant};

use boardroom_engine::ai::Level;

use crate::bot_registry::BotPolicy;

/// Every limit the server enforces. The defaults suit a laptop serving a LAN; tests shrink them.
#[derive(Debug, Clone)]
pub struct Limits {
    /// Open WebSocket connections at most; one more gets `server_busy` and is closed. In a
    /// cluster each node's own: it guards the process's sockets and memory.
    pub max_connections: usize,
    /// Open rooms at most; creating one more gets `server_busy`. In a cluster each node's own
    /// (the rooms it owns): a room lives in its owner's memory.
    pub max_rooms: usize,
    /// The lobby's commands in progress at once (signing in, opening and joining rooms, games
    /// past...); one more waits a moment for a place, then gets `server_busy` with when to ask
    /// again (`command_gate.rs`). In a cluster each node's own.
    pub max_pending_commands: usize,
    /// Frames waiting for one client's socket at most. A client that falls this far behind is
    /// skipped and resynchronised with a `room_state` once it catches up.
    pub outbound_queue: usize,
    /// Bytes waiting for one client's socket at most, whatever the frames: a client that does
    /// not read costs the server no more than this.
    pub outbound_bytes: usize,
    /// A connection that sends nothing (not even a pong) for this long is closed; so is one whose
    /// socket accepts nothing for this long.
    pub idle_timeout: Duration,
    /// A WebSocket that has not said `hello` this long after it opened is closed (1008).
    pub hello_timeout: Duration,
    /// A signed-in connection outside any room that asks for nothing this long is closed.
    pub lobby_idle: Duration,
    /// After the server sends its close frame, how long it goes on reading (and dropping) what
    /// the client still sends, so that the client gets the close frame and the error before it.
    pub close_drain: Duration,
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
    /// Connections one client address may hold open at once; one more is refused.
    pub connections_per_address: usize,
    /// Reverse proxies whose `X-Forwarded-For` names the client (deploy/README.md); the
    /// header from anyone else is ignored.
    pub trusted_proxies: Vec<IpAddr>,
    /// Networks the host trusts (a school's): their addresses are not held back by the
    /// per-address limits on new players and rooms, and may hold [`TRUSTED_CONNECTIONS`] times
    /// as many connections.
    pub trusted_networks: Vec<crate::network::Network>,
    /// An HTTP request whose headers have not all arrived this long after the connection
    /// opened (or after its last answer) is dropped; the WebSocket upgrade is such a request.
    pub header_timeout: Duration,
    /// New players one address may sign up in a burst, and then per minute.
    pub new_players_burst: u32,
    /// See `new_players_burst`.
    pub new_players_per_minute: u32,
    /// Rooms one address may create in a burst, and then per minute.
    pub new_rooms_burst: u32,
    /// See `new_rooms_burst`.
    pub new_rooms_per_minute: u32,
    /// `GET /rooms` one address may fetch in a burst, and then per minute.
    pub room_lists_burst: u32,
    /// See `room_lists_burst`.
    pub room_lists_per_minute: u32,
    /// Game records (`GET /games/{id}.sgf`, `GET /g/{id}`) one address may fetch in a burst,
    /// and then per minute.
    pub record_reads_burst: u32,
    /// See `record_reads_burst`.
    pub record_reads_per_minute: u32,
    /// Rooms created from one address that may be open at once.
    pub rooms_per_address: usize,
    /// Rooms in which one player holds a seat, at once; in a cluster, on every node (as this
    /// node last heard of the others' rooms).
    pub rooms_per_player: usize,
    /// Of those, rooms still waiting for an opponent.
    pub waiting_rooms_per_player: usize,
    /// Of those, games against the server's AI under way.
    pub ai_games_per_player: usize,
    /// A room that is not playing (waiting for an opponent, or over) and has nobody in it is
    /// closed after this long.
    pub waiting_room_idle: Duration,
    /// In a timed game, the time each side has for its first move (before its clock runs);
    /// past it the game is aborted.
    pub first_move_timeout: Duration,
    /// How long a player gone in a timed game has to come back before the opponent may claim.
    pub absence_grace_timed: Duration,
    /// The same in an untimed game.
    pub absence_grace_untimed: Duration,
    /// The most network lag (measured on the mover's connection) a move's clock is credited.
    pub lag_cap: Duration,
    /// After a refused undo or draw, the wait before the same player may ask again; it doubles
    /// with each further refusal.
    pub ask_again: Duration,
    /// A player may offer a draw once in this many plies (0: no limit).
    pub draw_every: usize,
    /// The longest the AI thinks over one move at the `hard` level, whatever a room asks;
    /// `easy` and `medium` think at most a tenth and a third of it.
    pub ai_budget_max: Duration,
    /// The external engines players may seat (`--engine`, `--engines-file`); none by default.
    pub engines: Vec<crate::engines::EngineSpec>,
    /// Engine processes that may run at once, all rooms together; one more engine seat is
    /// refused with `server_busy`.
    pub engine_processes: usize,
    /// Of those, the most the rooms made from one address may run: one address cannot take
    /// every place.
    pub engine_processes_per_address: usize,
    /// Rooms one bot may be seated or invited in at once; one more invitation is refused
    /// with `server_busy` (docs/bots.md).
    pub rooms_per_bot: usize,
    /// Of those, the rooms one player may seat the same bot in at once.
    pub bot_rooms_per_player: usize,
    /// Which programs may sign in as bots (`bot_registry.rs`).
    pub bots: BotPolicy,
    /// Connections one address may keep signed in as bots: unlike a person's, a bot's
    /// connection may wait in the lobby as long as it likes.
    pub bot_connections_per_address: usize,
    /// How long the seat kept for an invited bot waits for it; then it is free again.
    pub bot_join_timeout: Duration,
    /// How long a person may take over a move in an untimed game against a bot: a player who
    /// never moves would otherwise hold one of the bot's few places for good.
    pub bot_move_wait: Duration,
    /// Reviews one player may have asked for and not yet got (queued or running).
    pub reviews_per_player: usize,
    /// Reviews queued or running at most, all players together.
    pub reviews_queued: usize,
    /// Positions still to judge in the reviews asked for from one address (all its players
    /// together): the review thread's work one address may ask for at once. Reviews take turns
    /// by address a position at a time, so this bounds the queue, not anyone else's wait.
    pub review_positions_per_address: usize,
    /// Games one player may keep from SGF files for reviews (`review_sgf`), in all: what a
    /// player can add to the store that is not a game played here.
    pub imports_per_player: usize,
    /// The same for the players of one address together, however many it signs up.
    pub imports_per_address: usize,
    /// The same for everyone together: what files can add to the store at most (a file is
    /// at most a frame, 16 KiB, and some 10 KB stored).
    pub imports_total: usize,
    /// The longest a review may search one position (a ceiling: the effort ends a search long
    /// before, see `docs/review.md`).
    pub review_step_max: Duration,
    /// How hard a review searches each position.
    pub review_effort: boardroom_engine::review::Effort,
}

/// How many times [`Limits::connections_per_address`] an address of a trusted network may hold.
pub const TRUSTED_CONNECTIONS: usize = 8;

impl Default for Limits {
    fn default() -> Limits {
        let cores = std::thread::available_parallelism().map_or(2, usize::from);
        Limits {
            max_connections: 20_000,
            max_rooms: 10_000,
            max_pending_commands: 256,
            outbound_queue: 64,
            outbound_bytes: 256 * 1024,
            idle_timeout: Duration::from_secs(60),
            ping_interval: Duration::from_secs(20),
            hello_timeout: Duration::from_secs(10),
            lobby_idle: Duration::from_secs(10 * 60),
            close_drain: Duration::from_secs(2),
            rate_burst: 40,
            rate_per_second: 10,
            rate_strikes: 20,
            ai_searches: cores,
            ai_queue: 256,
            room_idle: Duration::from_secs(24 * 60 * 60),
            ai_budget_max: Duration::from_secs(10),
            first_move_timeout: Duration::from_secs(30),
            absence_grace_timed: Duration::from_secs(30),
            absence_grace_untimed: Duration::from_secs(60),
            lag_cap: Duration::from_millis(500),
            ask_again: Duration::from_secs(15),
            draw_every: 10,
            connections_per_address: 64,
            trusted_proxies: Vec::new(),
            trusted_networks: Vec::new(),
            header_timeout: Duration::from_secs(10),
            new_players_burst: 10,
            new_players_per_minute: 10,
            new_rooms_burst: 10,
            new_rooms_per_minute: 20,
            room_lists_burst: 20,
            room_lists_per_minute: 300,
            record_reads_burst: 30,
            record_reads_per_minute: 120,
            rooms_per_address: 50,
            rooms_per_player: 10,
            waiting_rooms_per_player: 3,
            ai_games_per_player: 3,
            waiting_room_idle: Duration::from_secs(5 * 60),
            engines: Vec::new(),
            engine_processes: 8,
            engine_processes_per_address: 2,
            rooms_per_bot: 4,
            bot_rooms_per_player: 1,
            bots: BotPolicy::Registered,
            bot_connections_per_address: 4,
            bot_join_timeout: Duration::from_secs(20),
            bot_move_wait: Duration::from_secs(600),
            reviews_per_player: 2,
            reviews_queued: 64,
            review_positions_per_address: 1_500,
            imports_per_player: 200,
            imports_per_address: 1_000,
            imports_total: 50_000,
            review_step_max: Duration::from_secs(30),
            review_effort: boardroom_engine::review::Effort::STANDARD,
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
    /// A full bucket, as of `now`.
    #[must_use]
    pub fn new(burst: u32, per_second: u32, now: Instant) -> TokenBucket {
        TokenBucket {
            tokens: f64::from(burst),
            burst: f64::from(burst),
            per_second: f64::from(per_second),
            updated: now,
        }
    }

    /// A full bucket that refills `per_minute` tokens a minute, as of `now`.
    #[must_use]
    pub fn per_minute(burst: u32, per_minute: u32, now: Instant) -> TokenBucket {
        TokenBucket {
            per_second: f64::from(per_minute) / 60.0,
            ..TokenBucket::new(burst, 0, now)
        }
    }

    /// Brings the tokens up to date.
    fn refill(&mut self, now: Instant) {
        let elapsed = now.saturating_duration_since(self.updated).as_secs_f64();
        self.tokens = (self.tokens + elapsed * self.per_second).min(self.burst);
        self.updated = now;
    }

    /// Whether the bucket is full again as of `now`: it remembers nothing worth keeping.
    pub fn is_full(&mut self, now: Instant) -> bool {
        self.refill(now);
        self.tokens >= self.burst
    }

    /// Takes a token if there is one, as of `now`.
    pub fn take(&mut self, now: Instant) -> bool {
        self.refill(now);
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
        let mut bucket = TokenBucket::new(3, 2, start);
        assert!((0..3).all(|_| bucket.take(start)));
        assert!(!bucket.take(start));
        assert!(bucket.take(start + Duration::from_millis(500)));
        assert!(!bucket.take(start + Duration::from_millis(500)));
        let later = start + Duration::from_secs(60);
        assert_eq!((0..10).filter(|_| bucket.take(later)).count(), 3);
    }
}
