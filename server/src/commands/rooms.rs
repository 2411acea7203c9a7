//! Entering and leaving rooms (`join_room`, `leave_room`), and the lobby's list of them
//! (`list_rooms`).

use std::sync::atomic::Ordering;

use boardroom_protocol::{ErrorCode, JoinAs, RoomCode, ServerMsg};

use super::{Handler, MOVING_RETRY, State, no_such_room, not_in_room, room_moving, unauthorized};
use crate::cluster::relay::Missing;
use crate::outbox::Frame;
use crate::refusal::Refusal;
use crate::room::{Envelope, RoomCmd, RoomHandle};
use crate::store::PlayerId;

/// How long a connection goes on trying to go back to a room that was moving between nodes:
/// far longer than a take-over (a lease and a second).
const REJOIN_GIVE_UP: std::time::Duration = std::time::Duration::from_secs(60);

/// A room to go back to once it has a live owner again.
#[derive(Debug)]
pub(super) struct Rejoin {
    /// Its code.
    code: String,
    /// When to try next.
    next: tokio::time::Instant,
    /// When to stop trying.
    until: tokio::time::Instant,
}

impl Handler {
    /// `join_room`: as a player or a spectator. The room is asked first whether it would take
    /// the player, so that a refusal (a full room) leaves the connection where it was, its game
    /// untouched.
    pub(super) async fn join_room(
        &mut self,
        code: &RoomCode,
        join_as: JoinAs,
    ) -> Result<(), Refusal> {
        let room = self.room_or_refusal(code.as_str()).await?;
        if let State::InRoom(_, current) = &self.state
            && current.code() == room.code()
        {
            // Joining the room one is in again re-sends its state (and may take a seat).
            return self.enter(room, join_as).await;
        }
        let player = self.player().ok_or_else(unauthorized)?.id;
        if join_as == JoinAs::Player && !self.server.lobby.seated_in(player, room.code()) {
            let held = self.server.lobby.holdings(player);
            if let Some(refusal) = held.refuse_another(&self.server.services.limits, false, false) {
                return Err(refusal);
            }
        }
        room.ask(Envelope::new(self.conn, RoomCmd::Peek { player, join_as }))
            .await?;
        self.leave_current(false).await;
        self.enter(room, join_as).await
    }

    /// The room `code`, or why not: `no_such_room`, or while the room moves between nodes
    /// `server_busy` with a retry hint (its seats are kept: asking again finds it).
    pub(super) async fn room_or_refusal(&self, code: &str) -> Result<RoomHandle, Refusal> {
        self.find_room(code).await.map_err(|missing| match missing {
            Missing::Moving => room_moving(code),
            Missing::Nowhere => no_such_room(code),
        })
    }

    /// Goes back to the room the player was in at `hello` (`code`): at once if it is found;
    /// while it moves between nodes, the client is told so and the connection tries again every
    /// [`MOVING_RETRY`] until a live node owns it (or [`REJOIN_GIVE_UP`] has passed, or the
    /// player went elsewhere).
    pub(super) async fn go_back(&mut self, code: String) {
        match self.room_or_refusal(&code).await {
            Ok(room) => {
                let _ = self.enter(room, JoinAs::Spectator).await;
            }
            // The one refusal with a hint to ask again: the room is moving.
            Err(moving) if moving.retry_in.is_some() => {
                self.reply(&moving.into_msg(Some("join_room"))).await;
                let now = tokio::time::Instant::now();
                self.rejoin = Some(Rejoin {
                    code,
                    next: now + MOVING_RETRY,
                    until: now + REJOIN_GIVE_UP,
                });
            }
            // A room that closed meanwhile: the player is in the lobby.
            Err(_) => {}
        }
    }

    /// When the connection next tries to go back to a room that was moving, if it waits for one.
    #[must_use]
    pub(crate) fn rejoin_at(&self) -> Option<tokio::time::Instant> {
        self.rejoin.as_ref().map(|r| r.next)
    }

    /// Tries again to go back to the room that was moving (see [`Handler::go_back`]).
    pub(crate) async fn rejoin(&mut self) {
        let Some(mut rejoin) = self.rejoin.take() else {
            return;
        };
        if !matches!(self.state, State::Lobby(_)) {
            // The player went elsewhere meanwhile.
            return;
        }
        if let Ok(room) = self.find_room(&rejoin.code).await {
            let _ = self.enter(room, JoinAs::Spectator).await;
            return;
        }
        let now = tokio::time::Instant::now();
        if now < rejoin.until {
            rejoin.next = now + MOVING_RETRY;
            self.rejoin = Some(rejoin);
        }
    }

    /// The room `code`: this node's, the one the connection is in, or in a cluster one that
    /// another node owns; or why there is none.
    pub(super) async fn find_room(&self, code: &str) -> Result<RoomHandle, Missing> {
        if let Some(room) = self.server.lobby.room(code) {
            return Ok(room);
        }
        if let State::InRoom(_, current) = &self.state
            && current.code().eq_ignore_ascii_case(code)
        {
            return Ok(current.clone());
        }
        crate::cluster::relay::find(&self.server.services, code).await
    }

    /// Enters a room; on success the connection is in it.
    pub(super) async fn enter(&mut self, room: RoomHandle, join_as: JoinAs) -> Result<(), Refusal> {
        let player = self.player().ok_or_else(unauthorized)?.clone();
        // The room is recorded before the room answers: the member may see its `room_state`,
        // drop and reconnect at once, and must find its way back.
        self.record_room(player.id, Some(room.code())).await;
        let join = RoomCmd::Join {
            player: player.id,
            name: player.name.clone(),
            join_as,
        };
        let result = room
            .ask(
                Envelope::new(self.conn, join)
                    .with_outbox(self.outbox.clone())
                    .from(self.client),
            )
            .await;
        match result {
            Ok(()) => {
                self.rejoin = None;
                self.state = State::InRoom(player, room);
                Ok(())
            }
            Err(refusal) => {
                if let State::InRoom(_, current) = &self.state
                    && current.code() == room.code()
                {
                    // Still a member (a spectator asking for a full seat, say).
                    return Err(refusal);
                }
                self.record_room(player.id, None).await;
                self.state = State::Lobby(player);
                Err(refusal)
            }
        }
    }

    /// Records the room the player is in, so that a reconnect finds it; a failure costs only
    /// that, and is logged.
    async fn record_room(&self, player: PlayerId, room: Option<&str>) {
        if let Err(e) = self
            .server
            .lobby
            .set_player_room(&self.server.services, player, room)
            .await
        {
            tracing::warn!(error = %e, "player's room not stored");
        }
    }

    /// Leaves the room the connection is in, if any (its seat is given up), and says so, but for
    /// a leave the client did not ask for (`asked` false) from a room the host closed, which
    /// told its members already.
    pub(super) async fn leave_current(&mut self, asked: bool) {
        if let State::InRoom(player, room) = &self.state {
            let (player, room) = (player.clone(), room.clone());
            let told = room.is_closed();
            let _ = room.ask(Envelope::new(self.conn, RoomCmd::Leave)).await;
            self.record_room(player.id, None).await;
            self.state = State::Lobby(player);
            // A room the host closed has told its members already; one who asks to leave it
            // anyway is answered.
            if told && !asked {
                return;
            }
            self.reply(&ServerMsg::Left {
                room: RoomCode::new(room.code()),
                by_host: false,
            })
            .await;
        }
    }

    /// `leave_room`.
    pub(super) async fn leave_room(&mut self) -> Result<(), Refusal> {
        if let State::InRoom(..) = self.state {
            self.leave_current(true).await;
            Ok(())
        } else {
            Err(not_in_room())
        }
    }

    /// `list_rooms`: the lobby's list, unless the last one has not left yet: a client that
    /// asks without reading holds at most one list in the server's memory.
    pub(super) async fn list_rooms(&mut self) -> Result<(), Refusal> {
        if self.rooms_pending.swap(true, Ordering::AcqRel) {
            return Err(Refusal::says(
                ErrorCode::RateLimited,
                "server-room-list-unread",
                &[],
            ));
        }
        let frame = Frame::Text(self.server.lobby.rooms_frame());
        let _ = self
            .outbox
            .send_flagged(frame, self.rooms_pending.clone())
            .await;
        Ok(())
    }
}
