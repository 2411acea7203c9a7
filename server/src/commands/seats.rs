//! An engine or a bot in the free seat of a room (`seat_ai` with `engine` or `bot`), the
//! invitations a bot may decline (`decline_invite`), and the bots online (`list_bots`). The
//! server's AI is seated by the room itself (`seat_ai` alone).

use std::sync::Arc;

use boardroom_protocol::{ErrorCode, RoomCode, ServerMsg};
use tokio::sync::oneshot;

use super::{Handler, State, busy_store, no_such_room, not_in_room, unauthorized};
use crate::bots::Bot;
use crate::engines::Engine;
use crate::refusal::Refusal;
use crate::room::{self, Envelope, RoomCmd};
use crate::words::{num, text};

impl Handler {
    /// `seat_ai` with `engine`: the engine registered as `name` takes the free seat of the
    /// room the connection is in, as the player record that stands for it.
    pub(super) async fn seat_engine(&mut self, name: &str) -> Result<(), Refusal> {
        let engine = self.engine(name)?;
        let player = self
            .server
            .lobby
            .engine_player(&self.server.services, &engine.spec.name)
            .await
            .map_err(|_| busy_store())?;
        let cmd = RoomCmd::SeatEngine {
            player,
            engine: engine.spec.name.clone(),
        };
        self.send_to_room(cmd).await
    }

    /// The engine registered as `name`, or a refusal naming the ones there are.
    pub(super) fn engine(&self, name: &str) -> Result<Arc<Engine>, Refusal> {
        let engines = &self.server.services.engines;
        engines.get(name).ok_or_else(|| {
            let names: Vec<&str> = engines
                .list()
                .iter()
                .map(|e| e.spec.name.as_str())
                .collect();
            let shown: String = name.chars().take(40).collect();
            if names.is_empty() {
                Refusal::says(
                    ErrorCode::BadRequest,
                    "server-no-such-engine-none",
                    &[("name", text(shown))],
                )
            } else {
                Refusal::says(
                    ErrorCode::BadRequest,
                    "server-no-such-engine",
                    &[("name", text(shown)), ("names", text(names.join(", ")))],
                )
            }
        })
    }

    /// Whether `bot` may be invited now: it holds fewer rooms than a bot may, and a
    /// connection of it waits in the lobby.
    pub(super) fn bot_free(&self, bot: &Bot) -> Result<(), Refusal> {
        if let Some(player) = self.player() {
            crate::bots::refuse_another_place(
                bot,
                self.server.lobby.rooms_with(player.id, bot.player),
                &self.server.services.limits,
            )?;
        }
        let cap = self.server.services.limits.rooms_per_bot;
        if self.server.lobby.holdings(bot.player).rooms >= cap {
            return Err(Refusal::says(
                ErrorCode::ServerBusy,
                "server-bot-rooms-cap",
                &[("name", text(&bot.name)), ("count", num(cap))],
            ));
        }
        if !self.server.services.bots.has_waiting(&bot.name) {
            return Err(Refusal::says(
                ErrorCode::ServerBusy,
                "server-bot-busy",
                &[("name", text(&bot.name))],
            ));
        }
        Ok(())
    }

    /// Invites `bot` to the free seat of the room the connection is in (`check`: after
    /// [`Handler::bot_free`]; a new room's creator has checked it already). The room keeps the
    /// seat for it and sends it `invited`.
    pub(super) async fn invite(&mut self, bot: Bot, check: bool) -> Result<(), Refusal> {
        let State::InRoom(_, room) = &self.state else {
            return Err(not_in_room());
        };
        if check {
            self.bot_free(&bot)?;
        }
        let (reply, answer) = oneshot::channel();
        let envelope = Envelope {
            reply: Some(reply),
            ..Envelope::new(self.conn, RoomCmd::Invite { bot: bot.name })
        };
        if !room.send(envelope).await {
            self.left_closed_room();
            return Err(not_in_room());
        }
        answer.await.unwrap_or_else(|_| Err(room::closed()))
    }

    /// `decline_invite`: the bot says no; the seat kept for it is free again.
    pub(super) async fn decline(&self, code: &RoomCode) -> Result<(), Refusal> {
        let player = self.player().ok_or_else(unauthorized)?.id;
        let room = self
            .server
            .lobby
            .room(code.as_str())
            .ok_or_else(|| no_such_room(code.as_str()))?;
        room.ask(Envelope::new(self.conn, RoomCmd::Decline { player }))
            .await
    }

    /// `list_bots`: the bots online, each with whether it plays in as many rooms as it may.
    pub(super) async fn list_bots(&self) -> Result<(), Refusal> {
        let (lobby, services) = (&self.server.lobby, &self.server.services);
        let cap = services.limits.rooms_per_bot;
        let bots = services
            .bots
            .list(|player| lobby.holdings(player).rooms >= cap);
        self.reply(&ServerMsg::Bots { bots }).await;
        Ok(())
    }
}
