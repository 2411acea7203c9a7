//! `create_room`: a new room, against a person who joins later, the server's AI, an external
//! engine or a bot online. Everything that may refuse it is checked before the room exists, so
//! that a refusal leaves nothing behind; the creator leaves the room it was in only once the new
//! one is open.

use std::sync::Arc;

use boardroom_engine::Side;
use boardroom_protocol::{AiLevel, ErrorCode, GameKind, JoinAs, Opponent, Options, SeatChoice};
use rand::RngExt;

use super::{Handler, busy_store, unauthorized};
use crate::admission::Act;
use crate::bots::Bot;
use crate::convert;
use crate::engines::Engine;
use crate::refusal::Refusal;
use crate::room::{Accepted, seating};
use crate::store::Occupant;

/// Who a new room's creator plays against.
pub(super) enum Rival {
    /// A person, who joins later.
    Human,
    /// The server's AI, at a level.
    Ai(Option<AiLevel>),
    /// An external engine.
    Engine(Arc<Engine>),
    /// A bot online, invited to the other seat.
    Bot(Bot),
}

impl Handler {
    /// Who `create_room` asks to play against: `opponent` `"ai"` is the server's AI at
    /// `ai_level`, or the engine `engine`, or the bot online `bot`.
    pub(super) fn rival(
        &self,
        opponent: Option<Opponent>,
        ai_level: Option<AiLevel>,
        engine: Option<String>,
        bot: Option<String>,
    ) -> Result<Rival, Refusal> {
        Ok(match (opponent, engine, bot) {
            (_, Some(_), Some(_)) => {
                return Err(Refusal::says(
                    ErrorCode::BadRequest,
                    "server-engine-or-bot",
                    &[],
                ));
            }
            (Some(Opponent::Ai), Some(name), None) => Rival::Engine(self.engine(&name)?),
            (Some(Opponent::Ai), None, Some(name)) => {
                Rival::Bot(self.server.services.bots.find(&name)?)
            }
            (Some(Opponent::Ai), None, None) => Rival::Ai(ai_level),
            (_, Some(_), _) | (_, _, Some(_)) => {
                return Err(Refusal::says(
                    ErrorCode::BadRequest,
                    "server-engine-or-bot-needs-ai",
                    &[],
                ));
            }
            (_, None, None) => Rival::Human,
        })
    }

    /// `create_room`: checks everything, opens the room (in cluster mode, found from every
    /// node), then leaves the room the connection was in and enters the new one.
    pub(super) async fn create_room(
        &mut self,
        game: GameKind,
        options: Options,
        seat: Option<SeatChoice>,
        rival: Rival,
    ) -> Result<(), Refusal> {
        let accepted = Accepted::from_wire(game, &options)?;
        let config = &accepted.config;
        if let Rival::Bot(bot) = &rival {
            bot.fits(config)?;
            self.bot_free(bot)?;
        }
        if let Rival::Engine(engine) = &rival {
            let owner = crate::ai_pool::Owner::Address(self.client);
            seating::engine(&self.server.services, engine, config, &owner)?;
        }
        // The first game's opening is drawn now.
        let first = accepted
            .opening
            .as_ref()
            .map(|spec| spec.draw(config, &mut rand::rng()));
        if let Some(first) = &first {
            let player = self.player().ok_or_else(unauthorized)?.id;
            let store = &self.server.services.store;
            crate::hints::check_opening(store, player, config, &first.moves).await?;
        }
        let player = self.player().ok_or_else(unauthorized)?.id;
        // A room waiting for a bot counts as neither: the bot comes at once or not at all.
        let (waiting, against_ai) = match rival {
            Rival::Human => (true, false),
            Rival::Bot(_) => (false, false),
            Rival::Ai(_) | Rival::Engine(_) => (false, true),
        };
        let held = self.server.lobby.holdings(player);
        if let Some(refusal) =
            held.refuse_another(&self.server.services.limits, waiting, against_ai)
        {
            return Err(refusal);
        }
        if !self.allow(Act::NewRoom) {
            return Err(Refusal::says(
                ErrorCode::RateLimited,
                "server-new-rooms-too-fast",
                &[],
            ));
        }
        let side = match seat.unwrap_or_default() {
            SeatChoice::Black => Side::Black,
            SeatChoice::White => Side::White,
            SeatChoice::Random => {
                if rand::rng().random_bool(0.5) {
                    Side::Black
                } else {
                    Side::White
                }
            }
        };
        let mut seats = [None, None];
        seats[side.index()] = Some(Occupant::Player(player));
        let mut invite = None;
        match rival {
            Rival::Human => {}
            Rival::Bot(bot) => invite = Some(bot),
            Rival::Ai(level) => {
                seating::ai(&self.server.services)?;
                let level = convert::level_in(level.unwrap_or_default());
                seats[side.opponent().index()] = Some(Occupant::Ai(level));
            }
            Rival::Engine(engine) => {
                let id = self
                    .server
                    .lobby
                    .engine_player(&self.server.services, &engine.spec.name)
                    .await
                    .map_err(|_| busy_store())?;
                seats[side.opponent().index()] = Some(Occupant::Player(id));
            }
        }
        let room = self
            .server
            .lobby
            .create_room(&self.server.services, accepted, first, seats, self.client)
            .await?;
        // Found from every node before its code is handed out.
        crate::cluster::gate::open(self.server.services.clone(), room.clone());
        tracing::info!(room = room.code(), game = %game, "room created");
        // The new room exists: only now is the old one left.
        self.leave_current(false).await;
        self.enter(room, JoinAs::Player).await?;
        match invite {
            Some(bot) => self.invite(bot, false).await,
            None => Ok(()),
        }
    }
}
