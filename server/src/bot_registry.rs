//! The bots the host registered: only they may sign in with `"bot": true` (docs/bots.md).
//!
//! A bot's flag buys it what a person does not have: it is listed to everyone, invited into
//! people's rooms, and its connections may wait in the lobby without end. So the flag is
//! earned: the host registers a bot by name (`boardroom-server bots add NAME`), which makes the
//! bot's player and prints its key, once; the bot signs in with that key as its `token`. The
//! store keeps the key's hash only, on the player's row, with the time of the registration
//! (`players.bot_ms`); removing the registration clears it and gives the row a token nobody
//! holds, so the old key no longer makes anyone a bot (and, after a restart, no longer signs in
//! at all). A server run with `--bots open` also lets
//! unregistered programs sign in as bots (as before registration existed), under the same caps.
//!
//! The server reads the registration from the store at each bot's sign-in, so that what the host
//! changes from the command line counts at once, without a restart.

use boardroom_protocol::ErrorCode;

use crate::refusal::Refusal;
use crate::store::{Store, StoreError, StoredPlayer, Write};
use crate::tokens::{hash_token, new_token};

/// Which programs may sign in as bots.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum BotPolicy {
    /// Only the bots the host registered (`boardroom-server bots add`), by their keys.
    #[default]
    Registered,
    /// Registered bots, and any other program that says it is one.
    Open,
}

/// Why a registration could not be made or removed.
#[derive(Debug, thiserror::Error)]
pub enum RegistryError {
    /// The name is no name a player may have.
    #[error("{0}")]
    BadName(String),
    /// A registered bot has this name, or one that looks like it.
    #[error("a bot named {0} is registered already")]
    Taken(String),
    /// No registered bot has this name.
    #[error("no bot named {0} is registered")]
    Unknown(String),
    /// The store failed.
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// A new registration: the bot's player, and the key it signs in with (shown once).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Registered {
    /// The bot's player.
    pub player: StoredPlayer,
    /// The key: the `token` of the bot's `hello`. Only its hash is stored.
    pub key: String,
}

/// Registers a bot named `name`, unless its name is no player's name or looks like a
/// registered bot's (case aside, and the confusable letters of Unicode TR39).
///
/// # Errors
/// [`RegistryError`] saying why; nothing is stored then.
pub async fn add(store: &Store, name: &str) -> Result<Registered, RegistryError> {
    let name = crate::text::name(name).map_err(|r| RegistryError::BadName(r.message))?;
    if let Some(other) = store
        .registered_bots()
        .await?
        .into_iter()
        .find(|bot| crate::text::looks_alike(&bot.name, &name))
    {
        return Err(RegistryError::Taken(other.name));
    }
    let key = new_token();
    let token_hash = hash_token(&key);
    let id = store
        .write(Write::RegisterBot {
            token_hash: token_hash.clone(),
            name: name.clone(),
        })
        .await?;
    Ok(Registered {
        player: StoredPlayer {
            id,
            token_hash,
            name,
            room: None,
            bot: true,
        },
        key,
    })
}

/// Removes the registration of the bot named `name` (as registered, case aside); its key no
/// longer signs in. Its games stay, under its name.
///
/// # Errors
/// [`RegistryError::Unknown`] when no registered bot has that name.
pub async fn remove(store: &Store, name: &str) -> Result<StoredPlayer, RegistryError> {
    let wanted = name.trim().to_lowercase();
    let Some(bot) = store
        .registered_bots()
        .await?
        .into_iter()
        .find(|bot| bot.name.to_lowercase() == wanted)
    else {
        return Err(RegistryError::Unknown(name.trim().to_owned()));
    };
    store
        .write(Write::RemoveBot {
            id: bot.id,
            token_hash: hash_token(&new_token()),
        })
        .await?;
    Ok(bot)
}

/// The registered bots, oldest first.
///
/// # Errors
/// [`StoreError`] when the store fails.
pub async fn list(store: &Store) -> Result<Vec<StoredPlayer>, StoreError> {
    store.registered_bots().await
}

/// Whether the program signing in with `token` has earned the bot flag under `policy`: the
/// player the store has for it now, when that player is a registered bot (`Ok(Some)`), or
/// `Ok(None)` when `policy` lets an unregistered program in.
///
/// # Errors
/// `unauthorized` when the server seats registered bots only and this is none (saying how
/// the host registers one); `server_busy` when the store fails.
pub(crate) async fn check(
    store: &Store,
    policy: BotPolicy,
    token: Option<&str>,
) -> Result<Option<StoredPlayer>, Refusal> {
    let stored = match token {
        Some(token) => store
            .player_by_token(&hash_token(token))
            .await
            .map_err(|e| {
                tracing::warn!(error = %e, "a bot's registration not read");
                Refusal::says(ErrorCode::ServerBusy, "server-bots-unread", &[])
            })?,
        None => None,
    };
    match stored {
        Some(player) if player.bot => Ok(Some(player)),
        _ if policy == BotPolicy::Open => Ok(None),
        _ => Err(Refusal::says(
            ErrorCode::Unauthorized,
            "server-bots-registered-only",
            &[],
        )),
    }
}
