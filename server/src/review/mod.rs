//! Reviews of finished games by the server's AI, in the background: a player of a game asks
//! (`request_review`), the review is stored as begun, and one thread of its own judges the
//! game's positions one at a time (`boardroom_engine::review`), storing each as it goes and
//! telling the connections that asked how far it has come. After a restart, every review not
//! done is read back and goes on from its last stored position.
//!
//! - `codec.rs`: a judged position as the store keeps it.
//! - `worker.rs`: the thread that runs the reviews, at the lowest priority.
//! - here: [`Reviews`], the book of reviews under way (who asked, how far, who watches) and
//!   the checks a request goes through.
//!
//! Why a thread of its own rather than the AI pool: a live game's AI move must never wait for a
//! review. The review thread runs at nice 19, below the AI threads' nice 10, so on a busy
//! machine the kernel gives it what the live games leave; and one thread means at most one
//! core, whatever the number of reviews asked for. The bounds: a review per player at a time
//! ([`Limits::reviews_per_player`]), a queue of [`Limits::reviews_queued`] for everyone, each
//! position's searches held to the effort (in depth, nodes and simulations) with a deadline
//! over them ([`Limits::review_step_max`]).

mod codec;
mod worker;

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};

use boardroom_engine::review::{Effort, Evaluation, Review};
use boardroom_engine::{AnyGame, Game};
use boardroom_protocol::{ErrorCode, ServerMsg, encode};
use rand::RngExt;
use tokio_util::sync::CancellationToken;

use crate::convert;
use crate::limits::Limits;
use crate::outbox::{ConnId, Frame, Outbox, WeakOutbox};
use crate::refusal::Refusal;
use crate::store::{GameId, Occupant, PlayerId, Store, StoreError, StoredReview, Write};

/// The name stored with a review of the standard effort; any other effort is stored as
/// `custom` (a test's), and resumed at the server's effort.
const STANDARD: &str = "standard";

/// Connections told of one review's progress at most: the player's own few.
const WATCHERS: usize = 8;

/// A review for the worker: the game, and the positions already judged.
#[derive(Debug)]
struct Job {
    /// The game's id.
    game_id: GameId,
    /// The game, with every move.
    game: AnyGame,
    /// The review's seed.
    seed: u64,
    /// The positions judged before (stored), in order from the start.
    judged: Vec<Evaluation>,
}

/// One review queued or running.
#[derive(Debug)]
struct Running {
    /// Who asked.
    player: PlayerId,
    /// Positions judged.
    done: usize,
    /// Positions in all.
    total: usize,
    /// The connections that asked, told of each step.
    watchers: Vec<(ConnId, WeakOutbox)>,
}

/// The reviews under way, by game.
#[derive(Debug, Default)]
struct Book {
    running: HashMap<GameId, Running>,
}

/// What the lobby's commands and the worker share.
#[derive(Debug)]
struct Shared {
    /// The reviews under way.
    book: Mutex<Book>,
}

impl Shared {
    fn book(&self) -> MutexGuard<'_, Book> {
        self.book
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// A step of `game_id`'s review is stored: tells the watchers.
    fn progress(&self, game_id: GameId, done: usize) {
        let mut book = self.book();
        let Some(running) = book.running.get_mut(&game_id) else {
            return;
        };
        running.done = done;
        let msg = progress_msg(game_id, done, running.total);
        tell(&mut running.watchers, &msg);
    }

    /// `game_id`'s review is done (or given up, `None`): tells the watchers, forgets it.
    fn finished(&self, game_id: GameId, msg: Option<&ServerMsg>) {
        let running = self.book().running.remove(&game_id);
        if let (Some(mut running), Some(msg)) = (running, msg) {
            tell(&mut running.watchers, msg);
        }
    }
}

/// Sends `msg` to every watcher still connected, forgetting the others. A watcher whose queue
/// is full misses it (asking again gets the review's state).
fn tell(watchers: &mut Vec<(ConnId, WeakOutbox)>, msg: &ServerMsg) {
    let text = encode(msg);
    watchers.retain(|(_, weak)| match weak.upgrade() {
        Some(outbox) => {
            let _ = outbox.try_send(Frame::text(text.clone()));
            true
        }
        None => false,
    });
}

fn progress_msg(game_id: GameId, done: usize, total: usize) -> ServerMsg {
    ServerMsg::ReviewProgress {
        game_id: game_id.to_string(),
        done: u32::try_from(done).unwrap_or(u32::MAX),
        total: u32::try_from(total).unwrap_or(u32::MAX),
    }
}

/// The reviews: the book, and the way to the worker.
#[derive(Debug)]
pub(crate) struct Reviews {
    /// Shared with the worker.
    shared: Arc<Shared>,
    /// The worker's queue; it holds no more than the book does.
    queue: std::sync::mpsc::Sender<Job>,
    /// How hard each position is searched.
    effort: Effort,
    /// Reviews one player may have under way.
    per_player: usize,
    /// Reviews under way at most.
    queued: usize,
}

impl Reviews {
    /// The reviews, with their worker thread started; it stops at `shutdown` (a position being
    /// judged is dropped, to be judged again after a restart).
    pub(crate) fn start(store: Store, limits: &Limits, shutdown: &CancellationToken) -> Reviews {
        let shared = Arc::new(Shared {
            book: Mutex::new(Book::default()),
        });
        let stop = Arc::new(AtomicBool::new(false));
        let (queue, jobs) = std::sync::mpsc::channel();
        worker::spawn(worker::Worker {
            jobs,
            shared: shared.clone(),
            store,
            runtime: tokio::runtime::Handle::current(),
            effort: limits.review_effort,
            step_max: limits.review_step_max,
            stop: stop.clone(),
        });
        let shutdown = shutdown.clone();
        tokio::spawn(async move {
            shutdown.cancelled().await;
            stop.store(true, Ordering::Relaxed);
        });
        Reviews {
            shared,
            queue,
            effort: limits.review_effort,
            per_player: limits.reviews_per_player.max(1),
            queued: limits.reviews_queued.max(1),
        }
    }

    /// Queues every stored review not yet done, from where it stopped: at start-up.
    ///
    /// # Errors
    /// [`StoreError`] when the store cannot be read.
    pub(crate) async fn resume_all(&self, store: &Store) -> Result<usize, StoreError> {
        let mut resumed = 0;
        for stored in store.reviews(None).await? {
            let game_id = stored.game_id;
            match self.resumable(store, &stored).await {
                Ok(job) => {
                    self.shared.book().running.insert(
                        game_id,
                        Running {
                            player: stored.player,
                            done: job.judged.len(),
                            total: job.game.ply() + 1,
                            watchers: Vec::new(),
                        },
                    );
                    let _ = self.queue.send(job);
                    resumed += 1;
                }
                Err(why) => tracing::warn!(game_id, %why, "a stored review is not resumed"),
            }
        }
        Ok(resumed)
    }

    /// The job that goes on with a stored review.
    async fn resumable(&self, store: &Store, stored: &StoredReview) -> Result<Job, String> {
        let game = stored_game(store, stored.game_id)
            .await
            .map_err(|r| r.message)?;
        let judged = stored
            .steps
            .iter()
            .map(|text| codec::from_text(text))
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| e.to_string())?;
        if judged.len() > game.ply() + 1 {
            return Err(format!(
                "{} positions for {} moves",
                judged.len(),
                game.ply()
            ));
        }
        Ok(Job {
            game_id: stored.game_id,
            game,
            seed: seed_of(stored.seed),
            judged,
        })
    }

    /// `request_review` from `player` on the connection `conn`: answers what to send back
    /// (the progress of a review under way or begun now, or a finished review), and from then
    /// on tells that connection of each step.
    ///
    /// # Errors
    /// A [`Refusal`] for a game that is not there, not the player's, or not over, for a
    /// player with too many reviews under way, and for a full queue. Nothing changes then.
    pub(crate) async fn request(
        &self,
        store: &Store,
        player: PlayerId,
        conn: ConnId,
        outbox: &Outbox,
        game_id: &str,
    ) -> Result<ServerMsg, Refusal> {
        let id = parse_game_id(game_id)?;
        let record = store
            .game_record(id)
            .await
            .map_err(|_| busy())?
            .ok_or_else(|| no_such_game(game_id))?;
        if !record.seats.contains(&Some(Occupant::Player(player)))
            && record.imported_by != Some(player)
        {
            return Err(Refusal::new(
                ErrorCode::BadRequest,
                format!(
                    "game {id} is not one of yours: only its players (or who brought its file) \
                     may ask for a review"
                ),
            ));
        }
        if !record.is_whole() {
            return Err(Refusal::new(
                ErrorCode::GameNotOver,
                format!("game {id} is not over yet"),
            ));
        }
        // Under way: watch it. Otherwise hold a place in the book while the store is asked.
        {
            let mut book = self.shared.book();
            if let Some(running) = book.running.get_mut(&id) {
                if !running.watchers.iter().any(|(c, _)| *c == conn) {
                    running.watchers.push((conn, outbox.downgrade()));
                    if running.watchers.len() > WATCHERS {
                        running.watchers.remove(0);
                    }
                }
                return Ok(progress_msg(id, running.done, running.total));
            }
            let mine = book.running.values().filter(|r| r.player == player).count();
            if mine >= self.per_player {
                return Err(Refusal::new(
                    ErrorCode::RateLimited,
                    format!("you have {mine} reviews under way; ask again when one is done"),
                ));
            }
            if book.running.len() >= self.queued {
                return Err(Refusal::new(
                    ErrorCode::ServerBusy,
                    "the server is reviewing many games; try again later",
                ));
            }
            book.running.insert(
                id,
                Running {
                    player,
                    done: 0,
                    total: record.moves.len() + 1,
                    watchers: vec![(conn, outbox.downgrade())],
                },
            );
        }
        let begun = self.begin(store, player, id).await;
        match begun {
            Ok(Begun::Done(msg)) => {
                self.shared.finished(id, None);
                Ok(msg)
            }
            Ok(Begun::Queued(job)) => {
                let done = job.judged.len();
                let total = job.game.ply() + 1;
                if let Some(running) = self.shared.book().running.get_mut(&id) {
                    running.done = done;
                }
                if self.queue.send(job).is_err() {
                    self.shared.finished(id, None);
                    return Err(busy());
                }
                Ok(progress_msg(id, done, total))
            }
            Err(refusal) => {
                self.shared.finished(id, None);
                Err(refusal)
            }
        }
    }

    /// Reads what the store has of `id`'s review and begins it, goes on with it, or answers it.
    async fn begin(&self, store: &Store, player: PlayerId, id: GameId) -> Result<Begun, Refusal> {
        let stored = store.review(id).await.map_err(|_| busy())?;
        match stored {
            Some(stored) if stored.done => {
                let job = self.resumable(store, &stored).await.map_err(|why| {
                    tracing::warn!(game_id = id, %why, "a stored review does not read back");
                    busy()
                })?;
                let review = Review::resume(&job.game, self.effort, job.seed, job.judged)
                    .map_err(|_| busy())?;
                Ok(Begun::Done(ServerMsg::Review(Box::new(
                    convert::game_review(&id.to_string(), &review),
                ))))
            }
            Some(stored) => self
                .resumable(store, &stored)
                .await
                .map(Begun::Queued)
                .map_err(|why| {
                    tracing::warn!(game_id = id, %why, "a stored review does not read back");
                    busy()
                }),
            None => {
                let game = stored_game(store, id).await?;
                let seed: i64 = rand::rng().random();
                let effort = if self.effort == Effort::STANDARD {
                    STANDARD
                } else {
                    "custom"
                };
                store
                    .write(Write::CreateReview {
                        game_id: id,
                        player,
                        seed,
                        effort: effort.to_owned(),
                    })
                    .await
                    .map_err(|_| busy())?;
                Ok(Begun::Queued(Job {
                    game_id: id,
                    game,
                    seed: seed_of(seed),
                    judged: Vec::new(),
                }))
            }
        }
    }

    /// The stored review of `id` if it is finished, as `review` sends it: for the SGF export
    /// and the replay page.
    pub(crate) async fn finished(
        &self,
        store: &Store,
        id: GameId,
    ) -> Result<Option<Review>, StoreError> {
        let Some(stored) = store.review(id).await? else {
            return Ok(None);
        };
        if !stored.done {
            return Ok(None);
        }
        match self.resumable(store, &stored).await {
            Ok(job) => Ok(Review::resume(&job.game, self.effort, job.seed, job.judged).ok()),
            Err(why) => {
                tracing::warn!(game_id = id, %why, "a stored review does not read back");
                Ok(None)
            }
        }
    }
}

/// What a request found in the store.
enum Begun {
    /// A finished review, to send.
    Done(ServerMsg),
    /// A review to run (new, or going on from its stored positions).
    Queued(Job),
}

/// The stored seed's bits as the engine's seed.
fn seed_of(stored: i64) -> u64 {
    u64::from_ne_bytes(stored.to_ne_bytes())
}

/// A game id from the wire.
///
/// # Errors
/// `bad_request` naming the id when it is not a game id.
pub(crate) fn parse_game_id(text: &str) -> Result<GameId, Refusal> {
    text.parse::<GameId>()
        .ok()
        .filter(|id| *id > 0)
        .ok_or_else(|| no_such_game(text))
}

/// The refusal of an id that names no game.
pub(crate) fn no_such_game(text: &str) -> Refusal {
    let shown: String = text.chars().take(24).collect();
    Refusal::new(
        ErrorCode::BadRequest,
        format!("no game has the id {shown:?}"),
    )
}

/// The game stored as `id`, replayed through the rules.
async fn stored_game(store: &Store, id: GameId) -> Result<AnyGame, Refusal> {
    let record = store
        .game_record(id)
        .await
        .map_err(|_| busy())?
        .ok_or_else(|| no_such_game(&id.to_string()))?;
    AnyGame::replay(&record.config, &record.moves).map_err(|_| {
        Refusal::new(
            ErrorCode::BadRequest,
            format!("game {id} as stored does not replay"),
        )
    })
}

fn busy() -> Refusal {
    Refusal::new(
        ErrorCode::ServerBusy,
        "the server could not read or store that; try again",
    )
}
