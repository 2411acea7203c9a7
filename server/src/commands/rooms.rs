//! Entering and leaving rooms (`join_room`, `leave_room`), and the lobby's list of them
//! (`list_rooms`).

use std::sync::atomic::Ordering;

use boardroom_protocol::{ErrorCode, JoinAs, RoomCode, ServerMsg};

use super::{Handler, State, no_such_room, not_in_room, unauthorized};
use crate::outbox::Frame;
use crate::refusal::Refusal;
use crate::room::{Envelope, RoomCmd, RoomHandle};
use crate::store::PlayerId;

impl Handler {
    /// `join_room`: as a player or a spectator. The room is asked first whether it would take
    /// the player, so that a refusal (a full room) leaves the connection where it was, its game
    /// untouched.
    pub(super) async fn join_room(
        &mut self,
        code: &RoomCode,
        join_as: JoinAs,
    ) -> Result<(), Refusal> {
        let room = self
            .find_room(code.as_str())
            .await
            .ok_or_else(|| no_such_room(code))?;
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

    /// The room `code`: this node's, the one the connection is in, or in a cluster one that
    /// another node owns.
    pub(super) async fn find_room(&self, code: &str) -> Option<RoomHandle> {
        if let Some(room) = self.server.lobby.room(code) {
            return Some(room);
        }
        if let State::InRoom(_, current) = &self.state
            && current.code().eq_ignore_ascii_case(code)
        {
            return Some(current.clone());
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
