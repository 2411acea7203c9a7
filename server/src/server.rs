//! What a connection or an HTTP handler holds: the services and the lobby.

use std::sync::Arc;

use crate::context::Services;
use crate::lobby::Lobby;

/// The services and the lobby. Cheap to clone.
#[derive(Debug, Clone)]
pub(crate) struct Server {
    /// The shared services.
    pub(crate) services: Arc<Services>,
    /// Rooms and players.
    pub(crate) lobby: Arc<Lobby>,
    /// The events.
    pub(crate) tournaments: Arc<crate::tournaments::Tournaments>,
}
