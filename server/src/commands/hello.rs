//! Signing in (`hello`) and names (`player_info`).

use boardroom_protocol::{EnginePlays, ErrorCode, JoinAs, PROTOCOL_VERSION, ServerMsg};

use super::{Handler, State, busy_store, unauthorized};
use crate::admission::Act;
use crate::bot_registry;
use crate::convert;
use crate::refusal::Refusal;
use crate::room::{Envelope, RoomCmd};
use crate::store::PlayerId;
use crate::text;

impl Handler {
    /// `hello`; `bot` is what a bot says it plays, for a connection signing in as one.
    pub(super) async fn hello(
        &mut self,
        protocol: u32,
        name: &str,
        token: Option<&str>,
        bot: Option<Vec<EnginePlays>>,
    ) -> Result<(), Refusal> {
        if protocol != PROTOCOL_VERSION {
            return Err(Refusal::new(
                ErrorCode::BadRequest,
                format!("this server speaks protocol {PROTOCOL_VERSION}, not {protocol}"),
            ));
        }
        let mut name = text::name(name)?;
        if bot.is_some() {
            let services = &self.server.services;
            // A registered bot is known by its key, under the name the host gave it.
            if let Some(registered) =
                bot_registry::check(&services.store, services.limits.bots, token).await?
            {
                name.clone_from(&registered.name);
                self.server.lobby.refresh(registered);
            }
        }
        let known_id = token.and_then(|t| self.server.lobby.id_of(t));
        self.may_take(&name, known_id)?;
        if bot.is_some() && self.server.services.engines.named_like(&name) {
            return Err(Refusal::new(
                ErrorCode::BadRequest,
                "that name is one of the server's engines",
            ));
        }
        let known = known_id.is_some();
        if !known && !self.allow(Act::NewPlayer) {
            return Err(Refusal::new(
                ErrorCode::RateLimited,
                "too many new players from your address; sign in with your saved token, or wait a minute",
            ));
        }
        let (player, token) = self
            .server
            .lobby
            .sign_in(&self.server.services, token, &name)
            .await
            .map_err(|_| busy_store())?;
        if let Some(plays) = bot {
            self.server.services.bots.sign_in(
                &player.name,
                player.id,
                self.conn,
                &self.outbox,
                plays,
                self.client,
                self.server.services.limits.bot_connections_per_address,
            )?;
            self.bot = Some(player.name.clone());
        }
        tracing::info!(player = player.id, bot = self.bot.is_some(), "signed in");
        self.reply(&ServerMsg::Welcome {
            protocol: PROTOCOL_VERSION,
            player_id: player.id.to_string(),
            token,
            name: player.name.clone(),
            engines: convert::engines_out(&self.server.services.engines),
            games: convert::catalogue().to_vec(),
        })
        .await;
        // A bot waits in the lobby: it goes back to a game by its code, as it knows it.
        let room = player.room.clone().filter(|_| self.bot.is_none());
        self.state = State::Lobby(player);
        // A known player goes straight back to the room it was in: to its own seat if it holds
        // one, else back among the spectators (never into a seat that happens to be free).
        if let Some(code) = room
            && let Some(room) = self.find_room(&code).await
        {
            let _ = self.enter(room, JoinAs::Spectator).await;
        }
        Ok(())
    }

    /// `player_info`: a new name, stored, and shown in the room the player is in.
    pub(super) async fn rename(&mut self, name: &str) -> Result<(), Refusal> {
        let name = text::name(name)?;
        let id = self.player().ok_or_else(unauthorized)?.id;
        if self.bot.is_some() {
            return Err(Refusal::new(
                ErrorCode::BadRequest,
                "a bot keeps the name it signed in with",
            ));
        }
        self.may_take(&name, Some(id))?;
        self.server
            .lobby
            .rename(&self.server.services, id, &name)
            .await
            .map_err(|_| busy_store())?;
        if let Some(player) = self.player_mut() {
            player.name.clone_from(&name);
        }
        if let State::InRoom(_, room) = &self.state {
            let cmd = RoomCmd::Renamed { player: id, name };
            room.send(Envelope::new(self.conn, cmd)).await;
        }
        Ok(())
    }

    /// Refuses `name` when a bot online goes by it and `player` (if known) is not that bot.
    fn may_take(&self, name: &str, player: Option<PlayerId>) -> Result<(), Refusal> {
        if self.server.services.bots.taken(name, player) {
            return Err(Refusal::new(
                ErrorCode::BadRequest,
                "that name belongs to a bot online",
            ));
        }
        Ok(())
    }
}
