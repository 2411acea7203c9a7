//! Accounts: `sign_up`, `change_password`, `sign_out_elsewhere` (a sign-in is a `hello` with
//! a password: `hello.rs`). A password is checked and hashed by `crate::accounts`, off the
//! async threads and a few at a time; an attempt at one is counted as a sign-in is.

use boardroom_protocol::{ErrorCode, Password, ServerMsg};

use super::{Handler, busy_store, unauthorized};
use crate::accounts::check_new;
use crate::refusal::Refusal;
use crate::store::{AccountBy, StoreError, Write};
use crate::text;

impl Handler {
    /// `sign_up`: the sender's name becomes an account with this password.
    pub(super) async fn sign_up(&mut self, password: Password) -> Result<(), Refusal> {
        let player = self.player().ok_or_else(unauthorized)?.clone();
        if self.bot.is_some() {
            return Err(Refusal::says(
                ErrorCode::BadRequest,
                "server-bot-has-no-account",
                &[],
            ));
        }
        let lobby = &self.server.lobby;
        if lobby.has_account(player.id) {
            return Err(Refusal::says(
                ErrorCode::BadRequest,
                "server-account-exists",
                &[],
            ));
        }
        if lobby.account_holder(&player.name).is_some() {
            return Err(taken(&player.name));
        }
        check_new(&password.0)?;
        let services = &self.server.services;
        let password_hash = services.accounts.passwords.hash(password.0).await?;
        let name_key = text::account_key(&player.name);
        let made = services
            .store
            .write(Write::CreateAccount {
                player: player.id,
                name_key: name_key.clone(),
                password_hash,
            })
            .await;
        match made {
            Ok(_) => {}
            Err(StoreError::NameTaken) => return Err(taken(&player.name)),
            Err(_) => return Err(busy_store()),
        }
        lobby.add_account(name_key, player.id);
        tracing::info!(player = player.id, "account made");
        self.account_answer(0).await;
        Ok(())
    }

    /// `change_password`: checked against the password now (counted as a sign-in attempt);
    /// every other device's token stops working.
    pub(super) async fn change_password(
        &mut self,
        old_password: Password,
        password: Password,
    ) -> Result<(), Refusal> {
        let player = self.player().ok_or_else(unauthorized)?.clone();
        let services = &self.server.services;
        let account = services
            .store
            .account(AccountBy::Player(player.id))
            .await
            .map_err(|_| busy_store())?
            .ok_or_else(no_account)?;
        services.accounts.attempt(&account.name_key, self.client)?;
        if !services
            .accounts
            .passwords
            .verify(old_password.0, Some(account.password_hash))
            .await
        {
            return Err(Refusal::says(
                ErrorCode::Unauthorized,
                "server-not-the-password",
                &[],
            ));
        }
        check_new(&password.0)?;
        let password_hash = services.accounts.passwords.hash(password.0).await?;
        services
            .store
            .write(Write::SetPassword {
                player: player.id,
                password_hash,
            })
            .await
            .map_err(|_| busy_store())?;
        let revoked = self.revoke_others().await?;
        tracing::info!(player = player.id, revoked, "password changed");
        self.account_answer(revoked).await;
        Ok(())
    }

    /// `sign_out_elsewhere`: every other device's token stops working.
    pub(super) async fn sign_out_elsewhere(&mut self) -> Result<(), Refusal> {
        let player = self.player().ok_or_else(unauthorized)?.id;
        if !self.server.lobby.has_account(player) {
            return Err(no_account());
        }
        let revoked = self.revoke_others().await?;
        tracing::info!(player, revoked, "signed out elsewhere");
        self.account_answer(revoked).await;
        Ok(())
    }

    /// Every token of the sender's but this connection's stops working, stored first; the
    /// connections that used them are closed. Answers how many tokens stopped.
    async fn revoke_others(&self) -> Result<u32, Refusal> {
        let player = self.player().ok_or_else(unauthorized)?.id;
        let keep = self.token_hash.clone().ok_or_else(unauthorized)?;
        self.server
            .services
            .store
            .write(Write::RevokeTokens {
                player,
                keep: keep.clone(),
            })
            .await
            .map_err(|_| busy_store())?;
        let revoked = self.server.lobby.revoke_tokens(player, &keep);
        self.server.services.signed_in.close_others(player, &keep);
        if let Some(node) = &self.server.services.cluster {
            let act = crate::cluster::everywhere::Act::Revoked { player, keep };
            crate::cluster::everywhere::publish(node, act).await;
        }
        Ok(revoked)
    }

    async fn account_answer(&self, revoked: u32) {
        if let Some(player) = self.player() {
            self.reply(&ServerMsg::Account {
                name: player.name.clone(),
                player_id: player.id.to_string(),
                revoked,
            })
            .await;
        }
    }
}

fn taken(name: &str) -> Refusal {
    let shown: String = name.chars().take(40).collect();
    Refusal::says(
        ErrorCode::BadRequest,
        "server-name-taken",
        &[("name", crate::words::text(shown))],
    )
}

fn no_account() -> Refusal {
    Refusal::says(ErrorCode::BadRequest, "server-no-account", &[])
}
