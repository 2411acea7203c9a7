//! The services every part of the server shares: the store, the AI pool, the engines, the bots
//! online, the reviews, the per-address books, the limits, the metrics, this node of its
//! cluster, and the shutdown signal with the tracker that waits for every task.
//!
//! The services know nothing of rooms, of the lobby or of connections: everything else sits
//! above them (see the crate's `# Layout` for the order), so a room gets what it needs here
//! and needs nothing of the lobby.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};

use tokio_util::sync::CancellationToken;
use tokio_util::task::TaskTracker;

use crate::admission::Admission;
use crate::ai_pool::AiPool;
use crate::bots::Bots;
use crate::cluster::Node;
use crate::command_gate::CommandGate;
use crate::engines::Engines;
use crate::event_games::EventGames;
use crate::game_ids::GameIds;
use crate::import_turns::Imports;
use crate::limits::Limits;
use crate::live_games::LiveGames;
use crate::metrics::Metrics;
use crate::outbox::ConnId;
use crate::record_shelf::RecordPages;
use crate::review::Reviews;
use crate::store::Store;

/// The shared services. One per server, behind an `Arc`.
#[derive(Debug)]
pub(crate) struct Services {
    /// The durable store.
    pub(crate) store: Store,
    /// Game ids as clients know them.
    pub(crate) game_ids: GameIds,
    /// The limits in force.
    pub(crate) limits: Limits,
    /// Where AI searches run.
    pub(crate) ai: AiPool,
    /// The external engines rooms may seat, and the cap on their processes.
    pub(crate) engines: Arc<Engines>,
    /// Reviews of finished games, in the background.
    pub(crate) reviews: Reviews,
    /// The players keeping a game from a file now.
    pub(crate) imports: Imports,
    /// The game records served over HTTP lately.
    pub(crate) record_pages: RecordPages,
    /// The bots online.
    pub(crate) bots: Bots,
    /// Where this node's games under way stand, for the rooms that would ask the AI or an
    /// engine about a position.
    pub(crate) live_games: LiveGames,
    /// The games of events under way, whose results their events wait for.
    pub(crate) event_games: EventGames,
    /// Passwords and sign-in attempts.
    pub(crate) accounts: crate::accounts::Accounts,
    /// Who is connected as whom.
    pub(crate) signed_in: crate::signed_in::SignedIn,
    /// The host's console: its key and sessions, and the rules it put in force.
    pub(crate) admin: crate::admin::Admin,
    /// The per-address books: connections, new players, new rooms, room lists.
    pub(crate) admission: Arc<Admission>,
    /// The places for the lobby's commands in progress.
    pub(crate) commands: CommandGate,
    /// Cancelled at shutdown: sessions and rooms stop.
    pub(crate) shutdown: CancellationToken,
    /// Tracks sessions, rooms and searches so that shutdown waits for them.
    pub(crate) tracker: TaskTracker,
    /// What `/metrics` shows.
    pub(crate) metrics: Arc<Metrics>,
    /// The links a friend on the LAN can open, shown by the clients.
    pub(crate) invite_links: Vec<String>,
    /// Open connections.
    pub(crate) connections: AtomicUsize,
    /// The next connection number.
    next_conn: AtomicU64,
    /// This node of its cluster, in cluster mode: rooms are claimed, and written under their
    /// claim's fence.
    pub(crate) cluster: Option<Arc<Node>>,
}

impl Services {
    /// The services, with an AI pool sized by the limits; the engines that must be asked what
    /// they play are asked on `tracker` (see [`Engines::ready`]).
    #[must_use]
    pub(crate) fn new(
        store: Store,
        game_ids: GameIds,
        limits: Limits,
        shutdown: CancellationToken,
        tracker: TaskTracker,
        invite_links: Vec<String>,
        metrics: Arc<Metrics>,
    ) -> Services {
        let ai = AiPool::new(limits.ai_searches, limits.ai_queue, metrics.clone());
        let engines = Engines::start(
            &limits.engines,
            (limits.engine_processes, limits.engine_processes_per_address),
            &tracker,
        );
        let reviews = Reviews::start(store.clone(), game_ids.clone(), &limits, &shutdown);
        Services {
            engines,
            store,
            game_ids,
            reviews,
            imports: Imports::default(),
            record_pages: RecordPages::default(),
            bots: Bots::default(),
            live_games: LiveGames::default(),
            event_games: EventGames::default(),
            accounts: crate::accounts::Accounts::default(),
            signed_in: crate::signed_in::SignedIn::default(),
            admin: crate::admin::Admin::new(None),
            admission: Admission::new(limits.clone()),
            commands: CommandGate::new(limits.max_pending_commands),
            limits,
            ai,
            shutdown,
            tracker,
            metrics,
            invite_links,
            connections: AtomicUsize::new(0),
            next_conn: AtomicU64::new(1),
            cluster: None,
        }
    }

    /// A new connection number.
    pub(crate) fn next_conn(&self) -> ConnId {
        self.next_conn.fetch_add(1, Ordering::Relaxed)
    }
}
