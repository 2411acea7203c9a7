//! A PostgreSQL connection kept for reuse and made again once it is lost: the store's read
//! connection and cluster mode's ownership connection are each one of these. A lost connection
//! (PostgreSQL restarted, a network cut) fails the calls in flight; the next call connects
//! again, so neither side needs a loop of its own to come back.

use std::sync::{Arc, Mutex};

use tokio_postgres::Client;

use super::{config, connect};
use crate::store::StoreError;

/// A connection made on first use and again whenever the last one has closed; shared by every
/// caller (tokio-postgres pipelines their queries).
#[derive(Debug)]
pub(crate) struct CachedClient {
    /// Where to connect.
    config: tokio_postgres::Config,
    /// The current connection, if one was made and not yet seen closed.
    client: Mutex<Option<Arc<Client>>>,
}

impl CachedClient {
    /// A cached connection to `url`, with the store's settings; connects on first use.
    ///
    /// # Errors
    /// [`StoreError`] when `url` is not a PostgreSQL URL.
    pub(crate) fn new(url: &str) -> Result<CachedClient, StoreError> {
        Ok(CachedClient::with(config(url)?, None))
    }

    /// A cached connection to `config`, starting with `client` if one is open already.
    pub(super) fn with(config: tokio_postgres::Config, client: Option<Client>) -> CachedClient {
        CachedClient {
            config,
            client: Mutex::new(client.map(Arc::new)),
        }
    }

    /// The connection, made again if the last one was lost.
    ///
    /// # Errors
    /// [`StoreError`] when the database cannot be reached.
    pub(crate) async fn get(&self) -> Result<Arc<Client>, StoreError> {
        let current = self
            .client
            .lock()
            .map_err(|_| StoreError::Closed)?
            .clone()
            .filter(|client| !client.is_closed());
        if let Some(client) = current {
            return Ok(client);
        }
        let client = Arc::new(connect(&self.config).await?);
        *self.client.lock().map_err(|_| StoreError::Closed)? = Some(client.clone());
        Ok(client)
    }
}
