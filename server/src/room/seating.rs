//! Whether the server's AI or an external engine may take a seat: the refusals, made in one
//! place for a new room (checked before the room exists, so that a refusal leaves nothing
//! behind) and for a room's free seat (`seat_ai`, checked by the room). A bot online says
//! itself whether it plays a game (`Bot::fits`).

use boardroom_engine::Config;
use boardroom_protocol::ErrorCode;

use crate::ai_pool::Owner;
use crate::context::Services;
use crate::engines::Engine;
use crate::refusal::Refusal;
use crate::words::text;

/// Whether the server's AI may take on one more game now.
///
/// # Errors
/// `server_busy` while its queue of searches is full.
pub(crate) fn ai(services: &Services) -> Result<(), Refusal> {
    if services.ai.is_busy() {
        return Err(Refusal::says(ErrorCode::ServerBusy, "server-ai-busy", &[]));
    }
    Ok(())
}

/// Whether `engine` may take a seat in a game set up as `config` for `owner`: it plays that
/// game, and the server (and the owner's address) may run one more engine process.
///
/// # Errors
/// `bad_request` for a game the engine does not play, `server_busy` at a cap on processes.
pub(crate) fn engine(
    services: &Services,
    engine: &Engine,
    config: &Config,
    owner: &Owner,
) -> Result<(), Refusal> {
    if !engine.plays(config) {
        return Err(Refusal::says(
            ErrorCode::BadRequest,
            "server-engine-does-not-play",
            &[("name", text(&engine.spec.name))],
        ));
    }
    services
        .engines
        .has_room(owner)
        .map_err(|why| Refusal::told(ErrorCode::ServerBusy, why))
}
