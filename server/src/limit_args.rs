//! Every limit as a command-line flag with a `BOARDROOM_*` twin: what `boardroom-server --help`
//! lists and deploy/README.md explains. Each default is [`Limits::default`]'s (a unit test
//! holds them together), which suits a laptop serving a LAN.

use std::net::IpAddr;
use std::time::Duration;

use clap::Args;

use crate::Limits;
use crate::bot_registry::BotPolicy;
use crate::engines::{EngineSpec, EnginesFile};

/// The limits' flags. Times are in seconds unless the name says otherwise.
#[derive(Debug, Clone, Args)]
#[command(next_help_heading = "Limits")]
pub struct LimitArgs {
    /// Open WebSocket connections at most, all clients together (in a cluster, this node's).
    #[arg(long, env = "BOARDROOM_MAX_CONNECTIONS", default_value_t = 20_000)]
    pub max_connections: usize,
    /// Open rooms at most, all clients together (in a cluster, those this node owns).
    #[arg(long, env = "BOARDROOM_MAX_ROOMS", default_value_t = 10_000)]
    pub max_rooms: usize,
    /// The lobby's commands in progress at once (in a cluster, this node's); past it a command
    /// waits a moment, then is told `server_busy` with when to ask again.
    #[arg(long, env = "BOARDROOM_MAX_PENDING_COMMANDS", default_value_t = 256)]
    pub max_pending_commands: usize,
    /// Connections one client address may hold open (IPv6: one /64).
    #[arg(long, env = "BOARDROOM_CONNECTIONS_PER_ADDRESS", default_value_t = 64)]
    pub connections_per_address: usize,
    /// A reverse proxy whose X-Forwarded-For header names the client; repeat the flag, or
    /// separate addresses with commas. Anyone else's header is ignored.
    #[arg(
        long = "trusted-proxy",
        env = "BOARDROOM_TRUSTED_PROXIES",
        value_delimiter = ','
    )]
    pub trusted_proxies: Vec<IpAddr>,
    /// A network the host trusts, `ADDRESS/PREFIX` (a school's behind one router): its
    /// addresses are not held back by the per-address limits on new players and rooms, and
    /// hold 8 times the connections. Repeat the flag, or separate networks with commas.
    #[arg(
        long = "trusted-network",
        env = "BOARDROOM_TRUSTED_NETWORKS",
        value_delimiter = ','
    )]
    pub trusted_networks: Vec<crate::network::Network>,
    /// Seconds a connection has to send its request headers (the WebSocket upgrade among
    /// them), from its start or its last answer.
    #[arg(long, env = "BOARDROOM_HEADER_TIMEOUT", default_value_t = 10)]
    pub header_timeout: u64,
    /// Seconds a new WebSocket has to say hello.
    #[arg(long, env = "BOARDROOM_HELLO_TIMEOUT", default_value_t = 10)]
    pub hello_timeout: u64,
    /// Seconds a connection may stay silent (pings answered count), or its socket refuse to
    /// take data, before it is closed.
    #[arg(long, env = "BOARDROOM_IDLE_TIMEOUT", default_value_t = 60)]
    pub idle_timeout: u64,
    /// Seconds a signed-in connection outside any room may go without asking for anything.
    #[arg(long, env = "BOARDROOM_LOBBY_IDLE", default_value_t = 600)]
    pub lobby_idle: u64,
    /// Messages a connection may send in a burst.
    #[arg(long, env = "BOARDROOM_RATE_BURST", default_value_t = 40)]
    pub rate_burst: u32,
    /// Messages a second a connection earns back.
    #[arg(long, env = "BOARDROOM_RATE_PER_SECOND", default_value_t = 10)]
    pub rate_per_second: u32,
    /// Bytes waiting for one client's socket at most; past that it is resynchronised.
    #[arg(long, env = "BOARDROOM_OUTBOUND_BYTES", default_value_t = 256 * 1024)]
    pub outbound_bytes: usize,
    /// New players one address may sign up at once...
    #[arg(long, env = "BOARDROOM_NEW_PLAYERS_BURST", default_value_t = 10)]
    pub new_players_burst: u32,
    /// ...and then per minute.
    #[arg(long, env = "BOARDROOM_NEW_PLAYERS_PER_MINUTE", default_value_t = 10)]
    pub new_players_per_minute: u32,
    /// Rooms one address may create at once...
    #[arg(long, env = "BOARDROOM_NEW_ROOMS_BURST", default_value_t = 10)]
    pub new_rooms_burst: u32,
    /// ...and then per minute.
    #[arg(long, env = "BOARDROOM_NEW_ROOMS_PER_MINUTE", default_value_t = 20)]
    pub new_rooms_per_minute: u32,
    /// `GET /rooms` one address may fetch at once...
    #[arg(long, env = "BOARDROOM_ROOM_LISTS_BURST", default_value_t = 20)]
    pub room_lists_burst: u32,
    /// ...and then per minute.
    #[arg(long, env = "BOARDROOM_ROOM_LISTS_PER_MINUTE", default_value_t = 300)]
    pub room_lists_per_minute: u32,
    /// Game records (`GET /games/{id}.sgf`, `GET /g/{id}`) one address may fetch at once...
    #[arg(long, env = "BOARDROOM_RECORD_READS_BURST", default_value_t = 30)]
    pub record_reads_burst: u32,
    /// ...and then per minute.
    #[arg(long, env = "BOARDROOM_RECORD_READS_PER_MINUTE", default_value_t = 120)]
    pub record_reads_per_minute: u32,
    /// Rooms created from one address that may be open at once.
    #[arg(long, env = "BOARDROOM_ROOMS_PER_ADDRESS", default_value_t = 50)]
    pub rooms_per_address: usize,
    /// Rooms one player may hold a seat in at once.
    #[arg(long, env = "BOARDROOM_ROOMS_PER_PLAYER", default_value_t = 10)]
    pub rooms_per_player: usize,
    /// Of those, rooms waiting for an opponent.
    #[arg(long, env = "BOARDROOM_WAITING_ROOMS_PER_PLAYER", default_value_t = 3)]
    pub waiting_rooms_per_player: usize,
    /// Of those, games against the AI under way.
    #[arg(long, env = "BOARDROOM_AI_GAMES_PER_PLAYER", default_value_t = 3)]
    pub ai_games_per_player: usize,
    /// Seconds after which an empty room with no game under way closes.
    #[arg(long, env = "BOARDROOM_WAITING_ROOM_IDLE", default_value_t = 300)]
    pub waiting_room_idle: u64,
    /// Seconds after which an empty room with a game under way closes (counted from the last
    /// stored activity, across restarts).
    #[arg(long, env = "BOARDROOM_ROOM_IDLE", default_value_t = 86_400)]
    pub room_idle: u64,
    /// Seconds each side has for its first move in a timed game (then the game is aborted).
    #[arg(long, env = "BOARDROOM_FIRST_MOVE_TIMEOUT", default_value_t = 30)]
    pub first_move_timeout: u64,
    /// Seconds a player gone from a timed game has to come back before the opponent may claim.
    #[arg(long, env = "BOARDROOM_ABSENCE_GRACE_TIMED", default_value_t = 30)]
    pub absence_grace_timed: u64,
    /// The same for an untimed game.
    #[arg(long, env = "BOARDROOM_ABSENCE_GRACE_UNTIMED", default_value_t = 60)]
    pub absence_grace_untimed: u64,
    /// The most network lag, in milliseconds, a move's clock is credited.
    #[arg(long, env = "BOARDROOM_LAG_CAP_MS", default_value_t = 500)]
    pub lag_cap_ms: u64,
    /// Milliseconds a player waits after a refused undo or draw before asking again (doubling
    /// with each further refusal, up to ten minutes).
    #[arg(long, env = "BOARDROOM_ASK_AGAIN_MS", default_value_t = 15_000)]
    pub ask_again_ms: u64,
    /// A player may offer a draw once in this many plies (0: no limit).
    #[arg(long, env = "BOARDROOM_DRAW_EVERY", default_value_t = 10)]
    pub draw_every: usize,
    /// AI searches at once (default: one per core).
    #[arg(long, env = "BOARDROOM_AI_SEARCHES")]
    pub ai_searches: Option<usize>,
    /// The longest the AI thinks over one move, in milliseconds, at `hard`; `easy` and
    /// `medium` think at most a tenth and a third of it.
    #[arg(long, env = "BOARDROOM_AI_BUDGET_MAX_MS", default_value_t = 10_000)]
    pub ai_budget_max_ms: u64,
    /// An external engine players may seat, as NAME=PROTOCOL:COMMAND (PROTOCOL: piskvork,
    /// nboard or botzone); repeat the flag, or separate engines with ';' in the variable.
    #[arg(
        long = "engine",
        env = "BOARDROOM_ENGINES",
        value_delimiter = ';',
        value_name = "NAME=PROTOCOL:COMMAND",
        value_parser = EngineSpec::from_flag,
        help_heading = "Engines"
    )]
    pub engines: Vec<EngineSpec>,
    /// A JSON file of engines with their settings: games and rules, time per move, memory
    /// (deploy/README.md).
    #[arg(
        long,
        env = "BOARDROOM_ENGINES_FILE",
        value_name = "FILE",
        value_parser = |path: &str| EnginesFile::load(std::path::Path::new(path)),
        help_heading = "Engines"
    )]
    pub engines_file: Option<EnginesFile>,
    /// Engine processes that may run at once, all rooms together.
    #[arg(
        long,
        env = "BOARDROOM_ENGINE_PROCESSES",
        default_value_t = 8,
        help_heading = "Engines"
    )]
    pub engine_processes: usize,
    /// Of those, the most the rooms made from one address may run.
    #[arg(
        long,
        env = "BOARDROOM_ENGINE_PROCESSES_PER_ADDRESS",
        default_value_t = 2,
        help_heading = "Engines"
    )]
    pub engine_processes_per_address: usize,
    /// Rooms one bot may be seated or invited in at once.
    #[arg(long, env = "BOARDROOM_ROOMS_PER_BOT", default_value_t = 4)]
    pub rooms_per_bot: usize,
    /// Of those, the rooms one player may seat the same bot in at once.
    #[arg(long, env = "BOARDROOM_BOT_ROOMS_PER_PLAYER", default_value_t = 1)]
    pub bot_rooms_per_player: usize,
    /// Which programs may sign in as bots: `registered` (by the key `boardroom-server bots add`
    /// prints) or `open` (any program that says it is one, as well).
    #[arg(long, env = "BOARDROOM_BOTS", value_enum, default_value_t = BotPolicy::Registered)]
    pub bots: BotPolicy,
    /// Connections one address may keep signed in as bots (a bot's may wait in the lobby).
    #[arg(
        long,
        env = "BOARDROOM_BOT_CONNECTIONS_PER_ADDRESS",
        default_value_t = 4
    )]
    pub bot_connections_per_address: usize,
    /// Seconds the seat kept for an invited bot waits for it to join.
    #[arg(long, env = "BOARDROOM_BOT_JOIN_TIMEOUT", default_value_t = 20)]
    pub bot_join_timeout: u64,
    /// Seconds a person has for a move in an untimed game against a bot; then the game ends
    /// (a loss on time, or called off before both sides moved) and the bot's place is free.
    #[arg(long, env = "BOARDROOM_BOT_MOVE_WAIT", default_value_t = 600)]
    pub bot_move_wait: u64,
    /// Reviews one player may have asked for and not yet got.
    #[arg(long, env = "BOARDROOM_REVIEWS_PER_PLAYER", default_value_t = 2)]
    pub reviews_per_player: usize,
    /// Reviews queued or running at most, all players together.
    #[arg(long, env = "BOARDROOM_REVIEWS_QUEUED", default_value_t = 64)]
    pub reviews_queued: usize,
    /// Positions still to judge in the reviews asked for from one address, at most.
    #[arg(
        long,
        env = "BOARDROOM_REVIEW_POSITIONS_PER_ADDRESS",
        default_value_t = 1_500
    )]
    pub review_positions_per_address: usize,
    /// Games one player may keep from SGF files for reviews, in all.
    #[arg(long, env = "BOARDROOM_IMPORTS_PER_PLAYER", default_value_t = 200)]
    pub imports_per_player: usize,
    /// Games the players of one address may keep from SGF files, together.
    #[arg(long, env = "BOARDROOM_IMPORTS_PER_ADDRESS", default_value_t = 1_000)]
    pub imports_per_address: usize,
    /// Games the server keeps from SGF files at most, everyone's together.
    #[arg(long, env = "BOARDROOM_IMPORTS_TOTAL", default_value_t = 50_000)]
    pub imports_total: usize,
    /// Seconds a review may search one position at most.
    #[arg(long, env = "BOARDROOM_REVIEW_STEP_MAX", default_value_t = 30)]
    pub review_step_max: u64,
}

impl LimitArgs {
    /// The limits these flags set; everything without a flag keeps its default.
    #[must_use]
    pub fn limits(&self) -> Limits {
        let defaults = Limits::default();
        Limits {
            max_connections: self.max_connections,
            max_rooms: self.max_rooms,
            max_pending_commands: self.max_pending_commands,
            connections_per_address: self.connections_per_address,
            trusted_proxies: self.trusted_proxies.clone(),
            trusted_networks: self.trusted_networks.clone(),
            header_timeout: Duration::from_secs(self.header_timeout),
            hello_timeout: Duration::from_secs(self.hello_timeout),
            idle_timeout: Duration::from_secs(self.idle_timeout),
            lobby_idle: Duration::from_secs(self.lobby_idle),
            rate_burst: self.rate_burst,
            rate_per_second: self.rate_per_second,
            outbound_bytes: self.outbound_bytes,
            new_players_burst: self.new_players_burst,
            new_players_per_minute: self.new_players_per_minute,
            new_rooms_burst: self.new_rooms_burst,
            new_rooms_per_minute: self.new_rooms_per_minute,
            room_lists_burst: self.room_lists_burst,
            room_lists_per_minute: self.room_lists_per_minute,
            record_reads_burst: self.record_reads_burst,
            record_reads_per_minute: self.record_reads_per_minute,
            rooms_per_address: self.rooms_per_address,
            rooms_per_player: self.rooms_per_player,
            waiting_rooms_per_player: self.waiting_rooms_per_player,
            ai_games_per_player: self.ai_games_per_player,
            waiting_room_idle: Duration::from_secs(self.waiting_room_idle),
            room_idle: Duration::from_secs(self.room_idle),
            ai_searches: self.ai_searches.unwrap_or(defaults.ai_searches),
            ai_budget_max: Duration::from_millis(self.ai_budget_max_ms),
            first_move_timeout: Duration::from_secs(self.first_move_timeout),
            absence_grace_timed: Duration::from_secs(self.absence_grace_timed),
            absence_grace_untimed: Duration::from_secs(self.absence_grace_untimed),
            lag_cap: Duration::from_millis(self.lag_cap_ms),
            ask_again: Duration::from_millis(self.ask_again_ms),
            draw_every: self.draw_every,
            // The file's engines first: a flag may add more, and a repeated name keeps the first.
            engines: self
                .engines_file
                .iter()
                .flat_map(|file| file.0.iter().cloned())
                .chain(self.engines.iter().cloned())
                .collect(),
            engine_processes: self.engine_processes,
            engine_processes_per_address: self.engine_processes_per_address,
            rooms_per_bot: self.rooms_per_bot,
            bot_rooms_per_player: self.bot_rooms_per_player,
            bots: self.bots,
            bot_connections_per_address: self.bot_connections_per_address,
            bot_join_timeout: Duration::from_secs(self.bot_join_timeout),
            bot_move_wait: Duration::from_secs(self.bot_move_wait),
            reviews_per_player: self.reviews_per_player,
            reviews_queued: self.reviews_queued,
            review_positions_per_address: self.review_positions_per_address,
            imports_per_player: self.imports_per_player,
            imports_per_address: self.imports_per_address,
            imports_total: self.imports_total,
            review_step_max: Duration::from_secs(self.review_step_max),
            ..defaults
        }
    }
}

#[cfg(test)]
mod tests {
    use clap::Parser;

    use super::*;

    #[derive(Debug, Parser)]
    struct Cli {
        #[command(flatten)]
        limits: LimitArgs,
    }

    #[test]
    fn the_flags_default_to_the_default_limits() {
        let parsed = Cli::try_parse_from(["boardroom-server"]).map(|c| c.limits.limits());
        let parsed = parsed.unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(format!("{parsed:?}"), format!("{:?}", Limits::default()));
    }

    #[test]
    fn flags_set_their_limit() {
        let cli = Cli::try_parse_from([
            "boardroom-server",
            "--rooms-per-player",
            "4",
            "--trusted-proxy",
            "10.0.0.1,::1",
            "--hello-timeout",
            "3",
            "--trusted-network",
            "192.168.10.0/24,fd00::/8",
        ])
        .unwrap_or_else(|e| panic!("{e}"));
        let limits = cli.limits.limits();
        assert_eq!(limits.trusted_networks.len(), 2);
        assert!(Cli::try_parse_from(["boardroom-server", "--trusted-network", "school"]).is_err());
        assert_eq!(limits.rooms_per_player, 4);
        assert_eq!(limits.hello_timeout, Duration::from_secs(3));
        assert_eq!(limits.trusted_proxies.len(), 2);
    }

    #[test]
    fn engines_come_from_flags_and_the_file() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let file = dir.path().join("engines.json");
        std::fs::write(
            &file,
            r#"{"engines": [{"name": "edax", "protocol": "nboard", "command": "edax"}]}"#,
        )
        .unwrap_or_else(|e| panic!("{e}"));
        let file = file.to_string_lossy().into_owned();
        let cli = Cli::try_parse_from([
            "boardroom-server",
            "--engine",
            "pela=piskvork:pbrain-pela",
            "--engine",
            "a=botzone:python3 a.py;b=botzone:python3 b.py",
            "--engines-file",
            &file,
        ])
        .unwrap_or_else(|e| panic!("{e}"));
        let names: Vec<String> = cli
            .limits
            .limits()
            .engines
            .into_iter()
            .map(|e| e.name)
            .collect();
        assert_eq!(names, ["edax", "pela", "a", "b"]);
        for bad in [
            vec!["--engine", "pela=gtp:gnugo"],
            vec!["--engines-file", "/nonexistent/engines.json"],
        ] {
            let args = std::iter::once("boardroom-server").chain(bad.iter().copied());
            let error = Cli::try_parse_from(args)
                .err()
                .map(|e| e.to_string())
                .unwrap_or_default();
            assert!(!error.is_empty(), "{bad:?} was taken");
        }
    }
}
