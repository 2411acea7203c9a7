//! Signing in (`hello`) and names (`player_info`).

use boardroom_protocol::{EnginePlays, ErrorCode, PROTOCOL_VERSION, Password, ServerMsg};

use super::{Handler, State, busy_store, unauthorized};
use crate::admission::Act;
use crate::bot_registry;
use crate::convert;
use crate::refusal::Refusal;
use crate::room::{Envelope, RoomCmd};
use crate::store::{AccountBy, PlayerId, Write};
use crate::text;
use crate::tokens::{hash_token, new_token};
use crate::words::num;

/// The answer to a banned player or address.
fn banned() -> Refusal {
    Refusal::says(ErrorCode::Unauthorized, "server-banned", &[])
}

impl Handler {
    /// `hello`; `bot` is what a bot says it plays, for a connection signing in as one; with
    /// `password`, a sign-in to the account of `name`.
    pub(super) async fn hello(
        &mut self,
        protocol: u32,
        name: &str,
        token: Option<&str>,
        bot: Option<Vec<EnginePlays>>,
        password: Option<Password>,
    ) -> Result<(), Refusal> {
        if protocol != PROTOCOL_VERSION {
            return Err(Refusal::says(
                ErrorCode::BadRequest,
                "server-protocol-version",
                &[("ours", num(PROTOCOL_VERSION)), ("theirs", num(protocol))],
            ));
        }
        let mut name = text::name(name)?;
        let moderation = &self.server.services.admin.moderation;
        if moderation.address_banned(self.client) {
            return Err(banned());
        }
        // An account's sign-in: a token of this device's own, then on as with a token.
        let device_token;
        let mut token = token;
        if let Some(password) = password {
            if bot.is_some() {
                return Err(Refusal::says(
                    ErrorCode::BadRequest,
                    "server-bot-no-password",
                    &[],
                ));
            }
            let (player, made) = self.sign_in_account(&name, password).await?;
            name = player;
            device_token = made;
            token = Some(&device_token);
        }
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
        // A banned player stays out under any name, with their token or their password.
        if known_id.is_some_and(|id| moderation.player_banned(id)) {
            return Err(banned());
        }
        self.may_take(&name, known_id)?;
        if bot.is_some() && self.server.services.engines.named_like(&name) {
            return Err(Refusal::says(
                ErrorCode::BadRequest,
                "server-name-is-an-engine",
                &[],
            ));
        }
        let known = known_id.is_some();
        if !known && !self.allow(Act::NewPlayer) {
            return Err(Refusal::says(
                ErrorCode::RateLimited,
                "server-new-players-too-fast",
                &[],
            ));
        }
        let (player, token) = self
            .server
            .lobby
            .sign_in(&self.server.services, token, &name)
            .await
            .map_err(|_| busy_store())?;
        // A token this node had not met (a player of another node of the cluster) names its
        // player only now: banned, they stay out here too.
        if moderation.player_banned(player.id) {
            return Err(banned());
        }
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
        let token_hash = hash_token(&token);
        self.server.services.signed_in.add(
            player.id,
            self.conn,
            token_hash.clone(),
            self.client,
            &self.outbox,
        );
        self.token_hash = Some(token_hash);
        self.reply(&ServerMsg::Welcome {
            protocol: PROTOCOL_VERSION,
            player_id: player.id.to_string(),
            token,
            name: player.name.clone(),
            engines: convert::engines_out(&self.server.services.engines),
            games: convert::catalogue().to_vec(),
            account: self.server.lobby.has_account(player.id),
        })
        .await;
        if let Some(notice) = self.server.services.admin.notice.standing() {
            self.reply(&notice).await;
        }
        let chat = self.server.services.admin.moderation.kid_mode();
        if chat != crate::admin::KidMode::Open {
            self.reply(&crate::admin::chat_mode_msg(chat)).await;
        }
        // A bot waits in the lobby: it goes back to a game by its code, as it knows it.
        let room = player.room.clone().filter(|_| self.bot.is_none());
        self.state = State::Lobby(player);
        // A known player goes straight back to the room it was in: to its own seat if it holds
        // one, else back among the spectators (never into a seat that happens to be free).
        if let Some(code) = room {
            self.go_back(code).await;
        }
        Ok(())
    }

    /// `player_info`: a new name, stored, and shown in the room the player is in.
    pub(super) async fn rename(&mut self, name: &str) -> Result<(), Refusal> {
        let name = text::name(name)?;
        let id = self.player().ok_or_else(unauthorized)?.id;
        if self.bot.is_some() {
            return Err(Refusal::says(
                ErrorCode::BadRequest,
                "server-bot-keeps-name",
                &[],
            ));
        }
        if self.server.lobby.has_account(id) {
            return Err(Refusal::says(
                ErrorCode::BadRequest,
                "server-account-keeps-name",
                &[],
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

    /// Refuses `name` when a bot online goes by it, or an account has it (or a name that looks
    /// like it), and `player` (if known) is not that bot or account.
    fn may_take(&self, name: &str, player: Option<PlayerId>) -> Result<(), Refusal> {
        if self.server.services.bots.taken(name, player) {
            return Err(Refusal::says(
                ErrorCode::BadRequest,
                "server-name-is-a-bot",
                &[],
            ));
        }
        if let Some(holder) = self.server.lobby.account_holder(name)
            && Some(holder) != player
        {
            return Err(Refusal::says(
                ErrorCode::BadRequest,
                "server-name-has-account",
                &[],
            ));
        }
        Ok(())
    }

    /// Checks the password of the account named `name`, counting the attempt; answers the
    /// account's name and a new token for this device, stored.
    ///
    /// # Errors
    /// `rate_limited` when the account or the address has tried too often; `unauthorized` for
    /// a name without an account or a wrong password (the same sentence: it does not tell
    /// which); `server_busy` when the store fails.
    async fn sign_in_account(
        &self,
        name: &str,
        password: Password,
    ) -> Result<(String, String), Refusal> {
        let services = &self.server.services;
        let key = text::account_key(name);
        services.accounts.attempt(&key, self.client)?;
        let account = services
            .store
            .account(AccountBy::NameKey(key))
            .await
            .map_err(|_| busy_store())?;
        let stored = account.as_ref().map(|a| a.password_hash.clone());
        if !services.accounts.passwords.verify(password.0, stored).await {
            return Err(Refusal::says(
                ErrorCode::Unauthorized,
                "server-wrong-password",
                &[],
            ));
        }
        let Some(account) = account else {
            return Err(busy_store());
        };
        let token = new_token();
        services
            .store
            .write(Write::AddToken {
                player: account.player,
                token_hash: hash_token(&token),
            })
            .await
            .map_err(|_| busy_store())?;
        self.server
            .lobby
            .add_token(hash_token(&token), account.player);
        self.server
            .lobby
            .add_account(account.name_key, account.player);
        let shown = self
            .server
            .lobby
            .player(account.player)
            .map_or_else(|| name.to_owned(), |p| p.name);
        tracing::info!(player = account.player, "account signed in");
        Ok((shown, token))
    }
}
