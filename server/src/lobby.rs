//! The lobby: every room by code, every player by token, and the room list.
//!
//! Shared by all sessions behind a std `Mutex`: no `.await` ever happens while it is held, and
//! every critical section is a few map operations (mini-redis's `Db`). The lobby holds only
//! these maps; what it must store or start (a new player, a new room) it does with the
//! [`Services`] it is handed.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use axum::extract::ws::Utf8Bytes;
use boardroom_protocol::{ErrorCode, RoomSummary, ServerMsg, Status, encode};
use rand::RngExt;

use crate::admission::AddressKey;
use crate::context::Services;
use crate::holders::Holders;
use crate::limits::Limits;
use crate::metrics::Gauges;
use crate::refusal::Refusal;
use crate::room::{self, Accepted, Directory, Drawn, Holder, Occupancy, RoomHandle, RoomInit};
use crate::store::{
    Fence, GameId, Occupant, PlayerId, Snapshot, StoreError, StoredPlayer, StoredRequests,
    StoredRoom, Write,
};
use crate::tokens::{hash_token, new_token};
use crate::words::{num, text};

/// Rooms listed in one `rooms` answer at most: enough to choose from, small enough to send
/// often.
pub(crate) const MAX_LISTED: usize = 200;

/// The characters of room codes: no 0/O or 1/I, so a code read aloud is not misheard.
const CODE_ALPHABET: &[u8] = b"23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/// A player the lobby knows.
#[derive(Debug, Clone)]
pub(crate) struct Player {
    /// The stored id.
    pub(crate) id: PlayerId,
    /// The display name.
    pub(crate) name: String,
    /// The room the player is in, to rejoin after a reconnect.
    pub(crate) room: Option<String>,
    /// Whether the host registered the player as a bot (as the store said when last read).
    pub(crate) bot: bool,
}

/// The lobby's maps, behind the mutex.
#[derive(Debug, Default)]
struct State {
    /// Every open room.
    rooms: HashMap<String, RoomHandle>,
    /// Codes drawn for rooms being opened (stored, then spawned): not drawn again meanwhile.
    /// Two rooms opened at once drew the same code before, and the second was refused.
    opening: HashSet<String>,
    /// What `list_rooms` shows of each room, updated by the rooms themselves.
    summaries: BTreeMap<String, RoomSummary>,
    /// Token hash to player.
    by_token: HashMap<Vec<u8>, PlayerId>,
    /// Every player.
    players: HashMap<PlayerId, Player>,
    /// The `rooms` answer as last encoded; `None` once a summary has changed since.
    rooms_frame: Option<Utf8Bytes>,
    /// Who sits in each room, and where its game stands: what the per-player caps count.
    occupancy: Holders,
    /// The address each room was created from (since this start), for the per-address cap.
    creators: HashMap<String, AddressKey>,
    /// How many of the rooms in `creators` each address created.
    created_by: HashMap<AddressKey, usize>,
    /// In cluster mode, the rooms the other nodes own and who sits in them, as they last
    /// listed them (`cluster/listing.rs` says what changed).
    remote: Holders,
    /// In cluster mode, what `list_rooms` shows of the rooms in `remote`.
    remote_summaries: HashMap<String, Arc<RoomSummary>>,
    /// In cluster mode, the rooms whose summary or seats changed (or that closed) since the
    /// other nodes were last told; `None` outside cluster mode, where nobody is told.
    changed: Option<HashSet<String>>,
    /// The player records that stand for external engines, with the engines' names.
    engines: HashMap<PlayerId, String>,
    /// The accounts, by their name's key (`text::account_key`).
    accounts: HashMap<String, PlayerId>,
}

impl State {
    /// The room `code` was created from `creator`.
    fn created(&mut self, code: &str, creator: AddressKey) {
        self.creators.insert(code.to_owned(), creator);
        *self.created_by.entry(creator).or_default() += 1;
    }

    /// The room `code` closed: its creator may create another.
    fn uncreated(&mut self, code: &str) {
        if let Some(creator) = self.creators.remove(code)
            && let Some(count) = self.created_by.get_mut(&creator)
        {
            *count -= 1;
            if *count == 0 {
                self.created_by.remove(&creator);
            }
        }
    }

    /// The rooms `player` holds, on this node and (in cluster mode) on the others: a room just
    /// taken over may be listed by its old owner for a moment, so each code once.
    fn held_by(&self, player: PlayerId) -> impl Iterator<Item = (&str, &(Occupancy, Status))> {
        let remote = self
            .remote
            .held_by(player)
            .filter(|(code, _)| !self.occupancy.contains(code));
        self.occupancy.held_by(player).chain(remote)
    }

    /// Knows `player` as stored (a new one, or one seen again with its row as it is now).
    fn remember(&mut self, player: StoredPlayer) {
        let StoredPlayer {
            id,
            token_hash,
            name,
            room,
            bot,
        } = player;
        if let Some(engine) = token_hash
            .strip_prefix(ENGINE_PREFIX.as_bytes())
            .and_then(|n| std::str::from_utf8(n).ok())
        {
            self.engines.insert(id, engine.to_owned());
        }
        self.by_token.insert(token_hash, id);
        self.players.insert(
            id,
            Player {
                id,
                name,
                room,
                bot,
            },
        );
    }
}

/// The token hash of the player record that stands for the engine `name` in the store. It is
/// no SHA-256 output (those are 32 bytes, and start with no such text), so no token signs in
/// as an engine.
fn engine_token_hash(name: &str) -> Vec<u8> {
    format!("{ENGINE_PREFIX}{name}").into_bytes()
}

/// What an engine's token hash starts with.
const ENGINE_PREFIX: &str = "engine:";

/// What one player holds: the rooms they sit in, by kind.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Holdings {
    /// Rooms in which the player holds a seat.
    pub(crate) rooms: usize,
    /// Of those, rooms waiting for an opponent.
    pub(crate) waiting: usize,
    /// Of those, games against the AI under way.
    pub(crate) ai_games: usize,
}

impl Holdings {
    /// Why one more room of this kind would be too many for `limits`, if it would.
    pub(crate) fn refuse_another(
        &self,
        limits: &Limits,
        waiting: bool,
        ai: bool,
    ) -> Option<Refusal> {
        let limited = ErrorCode::RateLimited;
        if self.rooms >= limits.rooms_per_player {
            Some(Refusal::says(
                limited,
                "server-rooms-per-player",
                &[("count", num(limits.rooms_per_player))],
            ))
        } else if waiting && self.waiting >= limits.waiting_rooms_per_player {
            Some(Refusal::says(
                limited,
                "server-waiting-rooms-per-player",
                &[("count", num(limits.waiting_rooms_per_player))],
            ))
        } else if ai && self.ai_games >= limits.ai_games_per_player {
            Some(Refusal::says(
                limited,
                "server-ai-games-per-player",
                &[("count", num(limits.ai_games_per_player))],
            ))
        } else {
            None
        }
    }
}

/// Rooms of other nodes as they are now (cluster mode), each code with its summary, shared
/// with the cluster's lists, and who sits in it; `None` for one no node lists any more.
pub(crate) type RemoteRooms = Vec<(String, Option<(Arc<RoomSummary>, Occupancy)>)>;

/// Rooms and players, behind one mutex.
#[derive(Debug, Default)]
pub(crate) struct Lobby {
    /// The maps.
    state: Mutex<State>,
    /// Woken when a room changed, for the cluster's listing to tell the other nodes.
    changes: tokio::sync::Notify,
}

impl Lobby {
    /// The lobby, with the players and rooms of a store snapshot brought back to life: every
    /// room, or in cluster mode (`claims` given) only the rooms this node has claimed, each
    /// under its claim. Also the rooms started, for the cluster's gates.
    #[must_use]
    pub(crate) fn restore(
        services: &Arc<Services>,
        snapshot: Snapshot,
        mut claims: Option<HashMap<String, Fence>>,
    ) -> (Arc<Lobby>, Vec<RoomHandle>) {
        let lobby = Arc::new(Lobby::default());
        let mut rooms = Vec::new();
        {
            let mut state = lobby.lock();
            for player in snapshot.players {
                state.remember(player);
            }
            state.by_token.extend(snapshot.tokens);
            state
                .accounts
                .extend(snapshot.accounts.into_iter().map(|(id, key)| (key, id)));
        }
        for stored in snapshot.rooms {
            let fence = match claims.as_mut() {
                None => None,
                Some(claims) => match claims.remove(&stored.code) {
                    Some(fence) => Some(fence),
                    // Owned by another node.
                    None => continue,
                },
            };
            rooms.extend(lobby.revive(services, stored, fence));
        }
        (lobby, rooms)
    }

    /// Starts a stored room again (at start, or taken over from another node in cluster
    /// mode, under `fence`); the room, if it started.
    fn revive(
        self: &Arc<Self>,
        services: &Arc<Services>,
        stored: StoredRoom,
        fence: Option<Fence>,
    ) -> Option<RoomHandle> {
        let bots = stored.seats.map(|o| match o {
            Some(Occupant::Player(id)) => self.player(id).is_some_and(|p| p.bot),
            _ => false,
        });
        let seats = stored.seats.map(|o| o.map(|o| self.holder(o)));
        let code = stored.code.clone();
        let accepted = match Accepted::from_stored(&code, &stored.options) {
            Ok(accepted) => accepted,
            Err(refusal) => {
                tracing::error!(room = %code, error = %refusal.message, "room not restored");
                return None;
            }
        };
        let init = RoomInit {
            code: stored.code,
            accepted,
            game_id: stored.game_id,
            seats,
            bots,
            moves: stored.moves,
            result: stored.result,
            requests: stored.requests,
            chat: stored.chat,
            clock_left: clock_left(&stored.times),
            last_active_ms: Some(stored.last_active_ms),
            owner: None,
            fence,
        };
        match room::spawn(services, self.clone(), init) {
            Ok(handle) => {
                self.lock().rooms.insert(code, handle.clone());
                Some(handle)
            }
            Err(e) => {
                tracing::error!(room = %code, error = %e, "room not restored");
                None
            }
        }
    }

    /// Starts a room taken over from another node (cluster mode), with its seated players as
    /// stored now; the room, if it started.
    pub(crate) fn adopt(
        self: &Arc<Self>,
        services: &Arc<Services>,
        stored: StoredRoom,
        players: Vec<StoredPlayer>,
        fence: Fence,
    ) -> Option<RoomHandle> {
        {
            let mut state = self.lock();
            for player in players {
                state.remember(player);
            }
        }
        self.revive(services, stored, Some(fence))
    }

    /// Knows `player` as the store has it now (a bot's registration, read at its sign-in).
    pub(crate) fn refresh(&self, player: StoredPlayer) {
        self.lock().remember(player);
    }

    /// How many rooms this node holds.
    pub(crate) fn room_count(&self) -> usize {
        self.lock().rooms.len()
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        // A panic while holding this lock leaves only plain maps behind, which stay consistent
        // enough to go on serving.
        self.state
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// The seat holder for a stored occupant, with the player's current name.
    pub(crate) fn holder(&self, occupant: Occupant) -> Holder {
        match occupant {
            Occupant::Ai(level) => Holder::Ai { level },
            Occupant::Player(id) => {
                if let Some(name) = self.lock().engines.get(&id) {
                    return Holder::Engine {
                        player: id,
                        name: name.clone(),
                    };
                }
                Holder::Human {
                    player: id,
                    name: self
                        .player(id)
                        .map_or_else(|| format!("Player {id}"), |p| p.name),
                }
            }
        }
    }

    /// The player record that stands for the engine `name` in the store (one per name, kept
    /// across restarts), made on first use.
    ///
    /// # Errors
    /// [`StoreError`] when a new record could not be stored.
    pub(crate) async fn engine_player(
        &self,
        services: &Services,
        name: &str,
    ) -> Result<PlayerId, StoreError> {
        let token_hash = engine_token_hash(name);
        if let Some(id) = self.lock().by_token.get(&token_hash) {
            return Ok(*id);
        }
        let id = services
            .store
            .write(Write::CreatePlayer {
                token_hash: token_hash.clone(),
                name: name.to_owned(),
            })
            .await?;
        let mut state = self.lock();
        // Two rooms may have asked at once: the first record stays the engine's.
        if let Some(first) = state.by_token.get(&token_hash) {
            return Ok(*first);
        }
        state.by_token.insert(token_hash, id);
        state.engines.insert(id, name.to_owned());
        state.players.insert(
            id,
            Player {
                id,
                name: name.to_owned(),
                room: None,
                bot: false,
            },
        );
        Ok(id)
    }

    /// The player with this id.
    pub(crate) fn player(&self, id: PlayerId) -> Option<Player> {
        self.lock().players.get(&id).cloned()
    }

    /// The player whose account has the name `name` (or one that looks like it), if any.
    pub(crate) fn account_holder(&self, name: &str) -> Option<PlayerId> {
        self.lock()
            .accounts
            .get(&crate::text::account_key(name))
            .copied()
    }

    /// Whether `player` has an account.
    pub(crate) fn has_account(&self, player: PlayerId) -> bool {
        self.lock().accounts.values().any(|id| *id == player)
    }

    /// `player` has an account under the name's key `key`.
    pub(crate) fn add_account(&self, key: String, player: PlayerId) {
        self.lock().accounts.insert(key, player);
    }

    /// `player` has one more token (a device signed in).
    pub(crate) fn add_token(&self, token_hash: Vec<u8>, player: PlayerId) {
        self.lock().by_token.insert(token_hash, player);
    }

    /// Every token of `player` but `keep` stops working; answers how many did.
    pub(crate) fn revoke_tokens(&self, player: PlayerId, keep: &[u8]) -> u32 {
        let mut state = self.lock();
        let before = state.by_token.len();
        state
            .by_token
            .retain(|hash, id| *id != player || hash.as_slice() == keep);
        u32::try_from(before - state.by_token.len()).unwrap_or(u32::MAX)
    }

    /// The player with this token, if one has it.
    pub(crate) fn id_of(&self, token: &str) -> Option<PlayerId> {
        self.lock().by_token.get(&hash_token(token)).copied()
    }

    /// Finds the player with this token, or makes a new one (with a new token) if the token is
    /// missing or unknown. Returns the player and the token to hand back.
    ///
    /// # Errors
    /// [`StoreError`] when a new player could not be stored.
    pub(crate) async fn sign_in(
        &self,
        services: &Services,
        token: Option<&str>,
        name: &str,
    ) -> Result<(Player, String), StoreError> {
        if let Some(token) = token {
            // In a cluster the player may have come or moved through another node since this
            // one started: the store knows where they are now.
            if services.cluster.is_some() {
                match services.store.player_by_token(&hash_token(token)).await {
                    Ok(Some(stored)) => {
                        let id = stored.id;
                        let mut state = self.lock();
                        state.remember(stored);
                        // A device's own token, made by a sign-in on another node.
                        state.by_token.insert(hash_token(token), id);
                    }
                    // Revoked on another node since this one knew it.
                    Ok(None) => {
                        self.lock().by_token.remove(&hash_token(token));
                    }
                    Err(e) => tracing::warn!(error = %e, "player not read back"),
                }
            }
            let known = {
                let state = self.lock();
                state
                    .by_token
                    .get(&hash_token(token))
                    .and_then(|id| state.players.get(id).cloned())
            };
            if let Some(player) = known {
                if player.name != name {
                    self.rename(services, player.id, name).await?;
                }
                let player = self.player(player.id).unwrap_or(player);
                return Ok((player, token.to_owned()));
            }
        }
        let token = new_token();
        let token_hash = hash_token(&token);
        let id = services
            .store
            .write(Write::CreatePlayer {
                token_hash: token_hash.clone(),
                name: name.to_owned(),
            })
            .await?;
        let player = Player {
            id,
            name: name.to_owned(),
            room: None,
            bot: false,
        };
        let mut state = self.lock();
        state.by_token.insert(token_hash, id);
        state.players.insert(id, player.clone());
        Ok((player, token))
    }

    /// Changes a player's name, durably.
    ///
    /// # Errors
    /// [`StoreError`] when the name could not be stored.
    pub(crate) async fn rename(
        &self,
        services: &Services,
        id: PlayerId,
        name: &str,
    ) -> Result<(), StoreError> {
        services
            .store
            .write(Write::RenamePlayer {
                id,
                name: name.to_owned(),
            })
            .await?;
        if let Some(player) = self.lock().players.get_mut(&id) {
            name.clone_into(&mut player.name);
        }
        Ok(())
    }

    /// Records the room a player is in, durably, so a reconnect finds it.
    ///
    /// # Errors
    /// [`StoreError`] when it could not be stored.
    pub(crate) async fn set_player_room(
        &self,
        services: &Services,
        id: PlayerId,
        room: Option<&str>,
    ) -> Result<(), StoreError> {
        let room = room.map(str::to_owned);
        services
            .store
            .write(Write::SetPlayerRoom {
                id,
                room: room.clone(),
            })
            .await?;
        if let Some(player) = self.lock().players.get_mut(&id) {
            player.room = room;
        }
        Ok(())
    }

    /// The room with this code, if open. Codes are matched without regard to case.
    pub(crate) fn room(&self, code: &str) -> Option<RoomHandle> {
        self.lock().rooms.get(&code.to_ascii_uppercase()).cloned()
    }

    /// Opens a room: stores it, starts its task, and lists it. `seats` says who sits where. In
    /// cluster mode the caller opens its gate before handing its code out.
    ///
    /// # Errors
    /// `server_busy` when the room cap is reached or the room could not be stored.
    pub(crate) async fn create_room(
        self: &Arc<Self>,
        services: &Arc<Services>,
        accepted: Accepted,
        first: Option<Drawn>,
        seats: [Option<Occupant>; 2],
        creator: AddressKey,
    ) -> Result<RoomHandle, Refusal> {
        self.open_room(services, accepted, first, seats, Some(creator))
            .await
            .map(|(room, _)| room)
    }

    /// Opens a room for a game of an event, with both players seated: the server's own room,
    /// counted against no address. Answers the room and its game's id.
    ///
    /// # Errors
    /// `server_busy` when the room cap is reached or the room could not be stored.
    pub(crate) async fn create_event_room(
        self: &Arc<Self>,
        services: &Arc<Services>,
        accepted: Accepted,
        first: Option<Drawn>,
        seats: [Option<Occupant>; 2],
    ) -> Result<(RoomHandle, GameId), Refusal> {
        self.open_room(services, accepted, first, seats, None).await
    }

    /// [`Lobby::create_room`], for `creator` (none for the server's own rooms).
    async fn open_room(
        self: &Arc<Self>,
        services: &Arc<Services>,
        accepted: Accepted,
        first: Option<Drawn>,
        seats: [Option<Occupant>; 2],
        creator: Option<AddressKey>,
    ) -> Result<(RoomHandle, GameId), Refusal> {
        let busy = || Refusal::says(ErrorCode::ServerBusy, "server-too-many-rooms", &[]);
        let code = {
            let state = self.lock();
            let from_creator = creator.map_or(0, |creator| {
                state.created_by.get(&creator).copied().unwrap_or(0)
            });
            if from_creator >= services.limits.rooms_per_address {
                return Err(Refusal::says(
                    ErrorCode::RateLimited,
                    "server-rooms-per-address",
                    &[("count", num(from_creator))],
                ));
            }
            if state.rooms.len() + state.opening.len() >= services.limits.max_rooms {
                return Err(busy());
            }
            Opening::draw(self, state)
        };
        let mut code = code;
        let create = |code: &str| Write::CreateRoom {
            code: code.to_owned(),
            options: accepted.to_stored(),
            seats,
        };
        let not_stored = |e: StoreError| {
            Refusal::says(
                ErrorCode::ServerBusy,
                "server-room-not-stored-new",
                &[("detail", text(e))],
            )
        };
        // In cluster mode the code must be free in the whole cluster: the room is claimed in
        // the transaction that stores it, and drawn again if another node has the code.
        let (game_id, fence) = match &services.cluster {
            None => {
                let game_id = services.store.write(create(&code.code)).await;
                (game_id.map_err(not_stored)?, None)
            }
            Some(node) => {
                let mut stored = None;
                for _ in 0..CLAIM_TRIES {
                    let fence =
                        Fence::new_room(code.code.as_str().into(), node.ownership.node().clone());
                    let claimed = services
                        .store
                        .write_claiming(fence.clone(), create(&code.code));
                    match claimed.await {
                        Ok(game_id) => {
                            stored = Some((game_id, Some(fence)));
                            break;
                        }
                        Err(StoreError::Unclaimed) => code = Opening::draw(self, self.lock()),
                        Err(e) => return Err(not_stored(e)),
                    }
                }
                stored.ok_or_else(busy)?
            }
        };
        let moves = first.map(|drawn| drawn.moves).unwrap_or_default();
        // The first game's opening: stored as its first moves, before anyone can see the room.
        for (ply, mv) in moves.iter().enumerate() {
            services
                .store
                .write(Write::AppendMove {
                    game_id,
                    ply,
                    mv: *mv,
                    left_ms: None,
                })
                .await
                .map_err(|e| {
                    Refusal::says(
                        ErrorCode::ServerBusy,
                        "server-opening-not-stored",
                        &[("detail", text(e))],
                    )
                })?;
        }
        let init = RoomInit {
            code: code.code.clone(),
            accepted,
            game_id,
            seats: seats.map(|o| o.map(|o| self.holder(o))),
            bots: [false; 2],
            moves,
            result: None,
            requests: StoredRequests::default(),
            chat: Vec::new(),
            clock_left: [None; 2],
            last_active_ms: None,
            owner: creator,
            fence,
        };
        let handle = room::spawn(services, self.clone(), init).map_err(|e| {
            Refusal::says(
                ErrorCode::ServerBusy,
                "server-room-not-opened",
                &[("detail", text(e))],
            )
        })?;
        let mut state = self.lock();
        if let Some(creator) = creator {
            state.created(&code.code, creator);
        }
        state.rooms.insert(code.code.clone(), handle.clone());
        drop(state);
        // The code leaves the openings as `code` drops, once the room is in the map.
        Ok((handle, game_id))
    }

    /// The summaries of the rooms this node holds and who sits in them (in cluster mode, for
    /// the other nodes).
    pub(crate) fn local_rooms(&self) -> Vec<(RoomSummary, Occupancy)> {
        let state = self.lock();
        state
            .summaries
            .iter()
            .filter_map(|(code, summary)| {
                let (occupancy, _) = state.occupancy.get(code)?;
                Some((summary.clone(), *occupancy))
            })
            .collect()
    }

    /// From now on, notes every room that changes, for [`Lobby::changed`] (cluster mode).
    pub(crate) fn watch_changes(&self) {
        self.lock().changed.get_or_insert_with(HashSet::new);
    }

    /// Waits until a room has changed since the last [`Lobby::take_changes`].
    pub(crate) async fn changed(&self) {
        self.changes.notified().await;
    }

    /// The rooms changed since the last call, each once, as they are now: `None` for one
    /// that closed.
    pub(crate) fn take_changes(&self) -> Vec<(String, Option<(RoomSummary, Occupancy)>)> {
        let mut state = self.lock();
        let Some(changed) = state.changed.as_mut().map(std::mem::take) else {
            return Vec::new();
        };
        changed
            .into_iter()
            .map(|code| {
                let now = state
                    .summaries
                    .get(&code)
                    .zip(state.occupancy.get(&code))
                    .map(|(summary, (occupancy, _))| (summary.clone(), *occupancy));
                (code, now)
            })
            .collect()
    }

    /// Rooms the other nodes own changed (cluster mode): each as it is now, `None` for one no
    /// other node lists any more. Costs what changed, not every room of the cluster.
    pub(crate) fn update_remote_rooms(&self, rooms: RemoteRooms) {
        if rooms.is_empty() {
            return;
        }
        let mut state = self.lock();
        let mut listed = false;
        for (code, now) in rooms {
            match now {
                Some((summary, occupancy)) => {
                    state.remote.set(&code, occupancy, summary.status);
                    // Kept as the lists' copy even when it lists the same: one copy, shared.
                    match state.remote_summaries.get_mut(&code) {
                        Some(was) => {
                            listed |= **was != *summary;
                            *was = summary;
                        }
                        None => {
                            state.remote_summaries.insert(code, summary);
                            listed = true;
                        }
                    }
                }
                None => {
                    state.remote.remove(&code);
                    listed |= state.remote_summaries.remove(&code).is_some();
                }
            }
        }
        if listed {
            state.rooms_frame = None;
        }
    }

    /// Notes that the room `code` changed, for the other nodes (cluster mode).
    fn note_change(&self, state: &mut State, code: &str) {
        if let Some(changed) = state.changed.as_mut() {
            changed.insert(code.to_owned());
            self.changes.notify_one();
        }
    }

    /// The `/metrics` page: the counters, and the connections and rooms open now.
    pub(crate) fn metrics_text(&self, services: &Services) -> String {
        let mut gauges = Gauges {
            connections: services.connections.load(Ordering::Relaxed),
            max_connections: services.limits.max_connections,
            max_rooms: services.limits.max_rooms,
            ..Gauges::default()
        };
        for summary in self.lock().summaries.values() {
            gauges.add_room(summary.game, summary.status);
        }
        services.metrics.render(&gauges)
    }

    /// Whether `player` holds a seat in the room `code`, or is a bot invited to one (in
    /// cluster mode, in a room of another node too).
    pub(crate) fn seated_in(&self, player: PlayerId, code: &str) -> bool {
        let state = self.lock();
        state
            .occupancy
            .get(code)
            .or_else(|| state.remote.get(code))
            .is_some_and(|(occupancy, _)| occupancy.holds(player))
    }

    /// The host removed `player` from the server (`why`: kicked or banned): each room of this
    /// node where they sit takes them out as one who leaves (a game under way lost), then their
    /// connections here close, so that coming back at once finds no seat held for them. Answers
    /// how many connections closed.
    pub(crate) async fn remove_player(
        &self,
        services: &Services,
        player: PlayerId,
        why: &'static str,
    ) -> u32 {
        self.take_out(services, player).await;
        services.signed_in.close_all(player, why)
    }

    /// Each room of this node where `player` holds a seat takes them out as one who leaves.
    async fn take_out(&self, services: &Services, player: PlayerId) {
        let held: Vec<RoomHandle> = {
            let state = self.lock();
            state
                .occupancy
                .held_by(player)
                .filter_map(|(code, _)| state.rooms.get(code).cloned())
                .collect()
        };
        for room in held {
            let cmd = crate::room::RoomCmd::Remove { player };
            let _ = room
                .ask(crate::room::Envelope::new(services.next_conn(), cmd))
                .await;
        }
    }

    /// The host banned `address`: every player signed in from it here is removed as by
    /// [`Lobby::remove_player`], and the address's other connections close too. Answers how many
    /// connections closed.
    pub(crate) async fn remove_address(
        &self,
        services: &Services,
        address: AddressKey,
        why: &'static str,
    ) -> u32 {
        for player in services.signed_in.players_at(address) {
            self.take_out(services, player).await;
        }
        services.signed_in.close_address(address, why)
    }

    /// What `player` holds now: in this node's rooms, and in cluster mode in the other nodes'
    /// as they last listed them, so that the per-player caps hold across the cluster.
    pub(crate) fn holdings(&self, player: PlayerId) -> Holdings {
        let state = self.lock();
        let mut held = Holdings::default();
        for (_, (occupancy, status)) in state.held_by(player) {
            held.rooms += 1;
            held.waiting += usize::from(*status == Status::Waiting);
            held.ai_games += usize::from(occupancy.ai && *status == Status::Playing);
        }
        held
    }

    /// Rooms in which both `a` and `b` sit (or are invited): how many of a bot's places one
    /// player holds.
    pub(crate) fn rooms_with(&self, a: PlayerId, b: PlayerId) -> usize {
        let state = self.lock();
        state
            .held_by(a)
            .filter(|(_, (occupancy, _))| occupancy.holds(b))
            .count()
    }

    /// The `rooms` answer, encoded: the rooms waiting for a player, then those playing, at
    /// most [`MAX_LISTED`], and how many there are in all. Built again only after a room's
    /// summary changed, so that many people asking cost one encoding.
    pub(crate) fn rooms_frame(&self) -> Utf8Bytes {
        let mut state = self.lock();
        if let Some(frame) = &state.rooms_frame {
            return frame.clone();
        }
        // A room just taken over may be listed by its old owner for a moment: each code once.
        let local = &state.summaries;
        let remote = state
            .remote_summaries
            .values()
            .map(|s| &**s)
            .filter(|s| !local.contains_key(s.room.as_str()));
        let all = local.values().chain(remote);
        let open = |status| all.clone().filter(move |s| s.status == status);
        let total = open(Status::Waiting).count() + open(Status::Playing).count();
        let rooms: Vec<RoomSummary> = open(Status::Waiting)
            .chain(open(Status::Playing))
            .take(MAX_LISTED)
            .cloned()
            .collect();
        let frame = Utf8Bytes::from(encode(&ServerMsg::Rooms {
            rooms,
            total: Some(u32::try_from(total).unwrap_or(u32::MAX)),
        }));
        state.rooms_frame = Some(frame.clone());
        frame
    }
}

/// How many codes a node draws before giving up on a claim (cluster mode).
const CLAIM_TRIES: usize = 8;

/// A new room code, free among the rooms in `state`: four characters, one more now and then
/// so that a crowded server still finds one quickly.
fn free_code(state: &State, rng: &mut impl rand::Rng) -> String {
    let mut length = 4;
    loop {
        let code: String = (0..length)
            .map(|_| char::from(CODE_ALPHABET[rng.random_range(0..CODE_ALPHABET.len())]))
            .collect();
        if !state.rooms.contains_key(&code) && !state.opening.contains(&code) {
            break code;
        }
        length += usize::from(rng.random_range(0..8) == 0);
    }
}

/// A code drawn for a room being opened, held in [`State::opening`] until the room is in the
/// lobby's map or its opening failed (or was dropped: the client went away meanwhile).
struct Opening<'a> {
    lobby: &'a Lobby,
    code: String,
}

impl<'a> Opening<'a> {
    /// Draws a code no room has and no other opening holds, and holds it.
    fn draw(lobby: &'a Lobby, mut state: MutexGuard<'_, State>) -> Self {
        let code = free_code(&state, &mut rand::rng());
        state.opening.insert(code.clone());
        Self { lobby, code }
    }
}

impl Drop for Opening<'_> {
    fn drop(&mut self) {
        self.lobby.lock().opening.remove(&self.code);
    }
}

/// Each side's time left after its last stored move (black moves at even plies); `None` for
/// a side none of whose moves carries a time.
fn clock_left(times: &[Option<u64>]) -> [Option<Duration>; 2] {
    let last = |parity: usize| {
        times
            .iter()
            .enumerate()
            .rev()
            .filter(|(ply, _)| ply % 2 == parity)
            .find_map(|(_, left)| *left)
            .map(Duration::from_millis)
    };
    [last(0), last(1)]
}

impl Directory for Lobby {
    fn publish(&self, summary: RoomSummary, occupancy: Occupancy) {
        let mut state = self.lock();
        let code = summary.room.as_str().to_owned();
        let seated = state
            .occupancy
            .set(&code, occupancy, summary.status)
            .map(|(before, _)| before);
        let listed = state.summaries.get(&code) != Some(&summary);
        if listed || seated != Some(occupancy) {
            self.note_change(&mut state, &code);
        }
        if listed {
            state.summaries.insert(code, summary);
            state.rooms_frame = None;
        }
    }

    fn closed(&self, code: &str) {
        let mut state = self.lock();
        state.rooms.remove(code);
        state.summaries.remove(code);
        state.occupancy.remove(code);
        state.uncreated(code);
        state.rooms_frame = None;
        self.note_change(&mut state, code);
        for player in state.players.values_mut() {
            if player.room.as_deref() == Some(code) {
                player.room = None;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand::rngs::StdRng;

    use super::{State, free_code};

    #[test]
    fn a_code_held_for_a_room_being_opened_is_not_drawn_again() {
        let mut state = State::default();
        let first = free_code(&state, &mut StdRng::seed_from_u64(7));
        state.opening.insert(first.clone());
        let second = free_code(&state, &mut StdRng::seed_from_u64(7));
        assert_ne!(first, second, "the same draw must skip a code being opened");
        state.opening.clear();
        assert_eq!(free_code(&state, &mut StdRng::seed_from_u64(7)), first);
    }
}
