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
//! core, whatever the number of reviews asked for. Reviews take turns on it a position at a
//! time, by the address that asked (`worker.rs`), so one address's many long games delay
//! another's review by one position per position.
//!
//! The bounds: reviews per player under way ([`Limits::reviews_per_player`]); positions still
//! to judge per address ([`Limits::review_positions_per_address`], the work one address may
//! ask of the thread, whatever its number of players); a queue of [`Limits::reviews_queued`]
//! for everyone; each position's searches held to the effort (in depth, nodes and simulations)
//! with a deadline over them ([`Limits::review_step_max`]).

mod codec;
mod worker;

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};

use boardroom_engine::review::{Effort, Review};
use boardroom_engine::{AnyGame, Game};
use boardroom_protocol::{ErrorCode, ServerMsg, encode};
use rand::RngExt;
use tokio_util::sync::CancellationToken;

use crate::admission::AddressKey;
use crate::convert;
use crate::game_ids::{GameIds, no_such_game};
use crate::limits::Limits;
use crate::outbox::{ConnId, Frame, Outbox, WeakOutbox};
use crate::refusal::Refusal;
use crate::store::{GameId, Occupant, PlayerId, Store, StoreError, StoredReview, Write};
use crate::words::{num, text};

/// The name stored with a review of the standard effort; any other effort is stored as
/// `custom` (a test's), and resumed at the server's effort.
const STANDARD: &str = "standard";

/// Connections told of one review's progress at most: the player's own few.
const WATCHERS: usize = 8;

/// A review for the worker: the game's id, and the review as far as it has come.
#[derive(Debug)]
struct Job {
    /// The game's id.
    game_id: GameId,
    /// The review, with the positions already judged (stored).
    review: Review,
    /// The player whose asking queued it: no position is judged that reaches a game of theirs
    /// under way, however long the review waited in line (`hints.rs`).
    asker: PlayerId,
}

/// Whose turn a review takes on the worker: the address it was asked from, or, for a review
/// resumed at start-up (the asker's address is not stored), the player who asked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Owner {
    /// A client address.
    Address(AddressKey),
    /// A player whose address is not known.
    Player(PlayerId),
}

/// One review queued or running.
#[derive(Debug)]
struct Running {
    /// Who asked.
    player: PlayerId,
    /// Whose turn it takes, and whose positions it counts against.
    owner: Owner,
    /// Positions judged.
    done: usize,
    /// Positions in all.
    total: usize,
    /// The connections that asked, told of each step.
    watchers: Vec<(ConnId, WeakOutbox)>,
}

/// The reviews under way, by game, and the places held for reviews about to begin.
#[derive(Debug, Default)]
struct Book {
    /// The reviews queued or running.
    running: HashMap<GameId, Running>,
    /// Places held (by [`Place`]) while a file is kept, before its game has an id: they
    /// count towards the caps as a review under way does.
    held: Vec<Held>,
    /// The key of the next place held.
    next_key: u64,
}

/// A place held for a review about to begin.
#[derive(Debug)]
struct Held {
    /// Which place (a [`Place`] knows it by this).
    key: u64,
    /// Who asked.
    player: PlayerId,
    /// Whose positions it counts against.
    owner: Owner,
    /// The positions its game has.
    positions: usize,
}

/// The caps a review asked for passes, in the book.
#[derive(Debug, Clone, Copy)]
struct Caps {
    /// Reviews one player may have under way.
    per_player: usize,
    /// Positions still to judge, one owner's reviews together, at most.
    positions_per_owner: usize,
    /// Reviews under way at most.
    queued: usize,
}

impl Book {
    /// Whether `player` at `owner` may begin a review of `positions` more: the reviews and
    /// places held count.
    fn admit(
        &self,
        player: PlayerId,
        owner: Owner,
        positions: usize,
        caps: Caps,
    ) -> Result<(), Refusal> {
        let running = self.running.values();
        let mine = running.clone().filter(|r| r.player == player).count()
            + self.held.iter().filter(|h| h.player == player).count();
        if mine >= caps.per_player {
            return Err(Refusal::says(
                ErrorCode::RateLimited,
                "server-reviews-per-player",
                &[("count", num(mine))],
            ));
        }
        let owed: usize = running
            .filter(|r| r.owner == owner)
            .map(|r| r.total.saturating_sub(r.done))
            .chain(
                self.held
                    .iter()
                    .filter(|h| h.owner == owner)
                    .map(|h| h.positions),
            )
            .sum();
        if owed + positions > caps.positions_per_owner {
            return Err(Refusal::says(
                ErrorCode::RateLimited,
                "server-review-positions-per-address",
                &[
                    ("owed", num(owed)),
                    ("positions", num(positions)),
                    ("most", num(caps.positions_per_owner)),
                ],
            ));
        }
        if self.running.len() + self.held.len() >= caps.queued {
            return Err(Refusal::says(
                ErrorCode::ServerBusy,
                "server-reviews-busy",
                &[],
            ));
        }
        Ok(())
    }
}

/// A place held in the book for a review about to begin: taken by [`Reviews::request`], or
/// given back when dropped (the file was not kept after all).
#[derive(Debug)]
pub(crate) struct Place {
    /// The book it is held in.
    shared: Arc<Shared>,
    /// Its key there; none once taken.
    key: Option<u64>,
}

impl Place {
    /// Gives the place up in `book` (locked by the caller): the review it was held for has
    /// begun, or was under way already.
    fn take(mut self, book: &mut Book) {
        if let Some(key) = self.key.take() {
            book.held.retain(|h| h.key != key);
        }
    }
}

impl Drop for Place {
    fn drop(&mut self) {
        if let Some(key) = self.key.take() {
            self.shared.book().held.retain(|h| h.key != key);
        }
    }
}

/// What the lobby's commands and the worker share.
#[derive(Debug)]
struct Shared {
    /// The reviews under way.
    book: Mutex<Book>,
    /// How game ids are shown.
    ids: GameIds,
    /// Reviews finished since the server started: what a record made before tells its age by.
    done: AtomicU64,
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
        let msg = progress_msg(&self.ids, game_id, done, running.total);
        tell(&mut running.watchers, &msg);
    }

    /// `game_id`'s review stopped before its end: tells the watchers `msg`, forgets it (what is
    /// stored stays, for asking again later).
    fn halted(&self, game_id: GameId, msg: &ServerMsg) {
        if let Some(mut running) = self.book().running.remove(&game_id) {
            tell(&mut running.watchers, msg);
        }
    }

    /// `game_id`'s review is done (or given up, `None`): tells the watchers, forgets it.
    fn finished(&self, game_id: GameId, msg: Option<&ServerMsg>) {
        if msg.is_some() {
            self.done.fetch_add(1, Ordering::Relaxed);
        }
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

fn progress_msg(ids: &GameIds, game_id: GameId, done: usize, total: usize) -> ServerMsg {
    ServerMsg::ReviewProgress {
        game_id: ids.public(game_id),
        done: u32::try_from(done).unwrap_or(u32::MAX),
        total: u32::try_from(total).unwrap_or(u32::MAX),
    }
}

/// The reviews: the book, and the way to the worker.
#[derive(Debug)]
pub(crate) struct Reviews {
    /// Shared with the worker.
    shared: Arc<Shared>,
    /// The worker's turns; they hold no more than the book does.
    turns: Arc<worker::Turns>,
    /// How hard each position is searched.
    effort: Effort,
    /// What a review asked for must pass.
    caps: Caps,
}

impl Reviews {
    /// The reviews, with their worker thread started; it stops at `shutdown` (a position being
    /// judged is dropped, to be judged again after a restart).
    pub(crate) fn start(
        store: Store,
        ids: GameIds,
        limits: &Limits,
        shutdown: &CancellationToken,
    ) -> Reviews {
        let shared = Arc::new(Shared {
            book: Mutex::new(Book::default()),
            ids,
            done: AtomicU64::new(0),
        });
        let stop = Arc::new(AtomicBool::new(false));
        let (turns, jobs) = worker::Turns::new();
        let turns = Arc::new(turns);
        worker::spawn(worker::Worker {
            jobs,
            turns: Arc::downgrade(&turns),
            shared: shared.clone(),
            store,
            runtime: tokio::runtime::Handle::current(),
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
            turns,
            effort: limits.review_effort,
            caps: Caps {
                per_player: limits.reviews_per_player.max(1),
                positions_per_owner: limits.review_positions_per_address.max(1),
                queued: limits.reviews_queued.max(1),
            },
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
            match self.resumable(store, &stored, stored.player).await {
                Ok(job) => {
                    let owner = Owner::Player(stored.player);
                    self.shared.book().running.insert(
                        game_id,
                        Running {
                            player: stored.player,
                            owner,
                            done: job.review.evaluations().len(),
                            total: job.review.positions(),
                            watchers: Vec::new(),
                        },
                    );
                    self.turns.push(owner, job);
                    resumed += 1;
                }
                Err(why) => tracing::warn!(game_id, %why, "a stored review is not resumed"),
            }
        }
        Ok(resumed)
    }

    /// The job that goes on with a stored review.
    async fn resumable(
        &self,
        store: &Store,
        stored: &StoredReview,
        asker: PlayerId,
    ) -> Result<Job, String> {
        let game = stored_game(store, stored.game_id)
            .await
            .map_err(|r| r.message)?;
        let judged = stored
            .steps
            .iter()
            .map(|text| codec::from_text(text))
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| e.to_string())?;
        let review = Review::resume(&game, self.effort, seed_of(stored.seed), judged)
            .map_err(|e| e.to_string())?;
        Ok(Job {
            game_id: stored.game_id,
            review,
            asker,
        })
    }

    /// Holds a place for a review of `positions` by `player` at `client`, before its game is
    /// kept (`review_sgf`): what the caps allow is checked, and held, before anything is
    /// stored.
    ///
    /// # Errors
    /// The [`Refusal`] of a cap, as [`Reviews::request`] gives it.
    pub(crate) fn place(
        &self,
        (player, client): (PlayerId, AddressKey),
        positions: usize,
    ) -> Result<Place, Refusal> {
        let mut book = self.shared.book();
        let owner = Owner::Address(client);
        book.admit(player, owner, positions, self.caps)?;
        let key = book.next_key;
        book.next_key += 1;
        book.held.push(Held {
            key,
            player,
            owner,
            positions,
        });
        Ok(Place {
            shared: self.shared.clone(),
            key: Some(key),
        })
    }

    /// `request_review` from `player` at `client` on the connection `conn`: answers what to
    /// send back (the progress of a review under way or begun now, or a finished review), and
    /// from then on tells that connection of each step. `place`, held for it before, stands
    /// in for the caps.
    ///
    /// # Errors
    /// A [`Refusal`] for a game that is not there, not the player's, or not over, for a
    /// player with too many reviews under way, an address with too many positions under
    /// review, and for a full queue. Nothing changes then.
    pub(crate) async fn request(
        &self,
        store: &Store,
        (player, client): (PlayerId, AddressKey),
        (conn, outbox): (ConnId, &Outbox),
        game_id: &str,
        place: Option<Place>,
    ) -> Result<ServerMsg, Refusal> {
        let id = self.shared.ids.parse_wire(game_id)?;
        let record = store
            .game_record(id)
            .await
            .map_err(|_| busy())?
            .ok_or_else(|| no_such_game(game_id))?;
        if !record.seats.contains(&Some(Occupant::Player(player)))
            && record.imported_by != Some(player)
        {
            return Err(Refusal::says(
                ErrorCode::BadRequest,
                "server-review-not-yours",
                &[("game", text(game_id))],
            ));
        }
        if !record.is_whole() {
            return Err(Refusal::says(
                ErrorCode::GameNotOver,
                "server-review-not-over",
                &[("game", text(game_id))],
            ));
        }
        // A file held a place after this check; any other game is checked here.
        if place.is_none()
            && let Ok(game) = AnyGame::replay(&record.config, &record.moves)
        {
            crate::hints::check_review(store, player, game, "game").await?;
        }
        // Under way: watch it. Otherwise hold a place in the book while the store is asked.
        {
            let mut book = self.shared.book();
            let placed = place.is_some();
            if let Some(place) = place {
                place.take(&mut book);
            }
            if let Some(running) = book.running.get_mut(&id) {
                if !running.watchers.iter().any(|(c, _)| *c == conn) {
                    running.watchers.push((conn, outbox.downgrade()));
                    if running.watchers.len() > WATCHERS {
                        running.watchers.remove(0);
                    }
                }
                return Ok(progress_msg(
                    &self.shared.ids,
                    id,
                    running.done,
                    running.total,
                ));
            }
            let owner = Owner::Address(client);
            let total = record.moves.len() + 1;
            if !placed {
                book.admit(player, owner, total, self.caps)?;
            }
            book.running.insert(
                id,
                Running {
                    player,
                    owner,
                    done: 0,
                    total,
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
                let done = job.review.evaluations().len();
                let total = job.review.positions();
                if let Some(running) = self.shared.book().running.get_mut(&id) {
                    running.done = done;
                }
                self.turns.push(Owner::Address(client), job);
                Ok(progress_msg(&self.shared.ids, id, done, total))
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
                let job = self
                    .resumable(store, &stored, player)
                    .await
                    .map_err(|why| {
                        tracing::warn!(game_id = id, %why, "a stored review does not read back");
                        busy()
                    })?;
                Ok(Begun::Done(ServerMsg::Review(Box::new(
                    convert::game_review(&self.shared.ids.public(id), &job.review),
                ))))
            }
            Some(stored) => self
                .resumable(store, &stored, player)
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
                    review: Review::new(&game, self.effort, seed_of(seed)),
                    asker: player,
                }))
            }
        }
    }

    /// How many reviews this server has finished since it started: a record made without a
    /// review's verdicts is made again once this has moved on.
    pub(crate) fn finished_count(&self) -> u64 {
        self.shared.done.load(Ordering::Relaxed)
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
        match self.resumable(store, &stored, stored.player).await {
            Ok(job) => Ok(Some(job.review)),
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

/// The game stored as `id`, replayed through the rules.
async fn stored_game(store: &Store, id: GameId) -> Result<AnyGame, Refusal> {
    let record = store
        .game_record(id)
        .await
        .map_err(|_| busy())?
        .ok_or_else(|| no_such_game(&id.to_string()))?;
    AnyGame::replay(&record.config, &record.moves).map_err(|_| {
        Refusal::says(
            ErrorCode::BadRequest,
            "server-review-no-replay",
            &[("game", text(id))],
        )
    })
}

fn busy() -> Refusal {
    Refusal::says(ErrorCode::ServerBusy, "server-review-store-failed", &[])
}
