//! Events: `create_tournament`, `list_tournaments`, `watch_tournament`, `join_tournament`,
//! `leave_tournament` and `tournament_host`. A connection watches one event at a time; joining
//! or making one watches it too, and a connection that watches an event is no idle visitor of
//! the lobby (a player between rounds waits there for their next game).

use boardroom_protocol::{
    EntrantChoice, ErrorCode, HostAction, ServerMsg, TournamentResult, TournamentSettings,
};
use boardroom_tournament::{Command, GameNo};

use super::{Handler, unauthorized};
use crate::refusal::Refusal;
use crate::tournaments::{Control, outcome_of_result};
use crate::words::text;

/// What `tournament_host` carries besides its action.
pub(super) struct HostFields {
    /// For `add`.
    pub(super) add: Option<EntrantChoice>,
    /// For `remove`.
    pub(super) entrant: Option<String>,
    /// For `fix`.
    pub(super) game: Option<u32>,
    /// For `fix`.
    pub(super) result: Option<TournamentResult>,
}

impl Handler {
    /// `create_tournament`: makes the event, watches it.
    pub(super) async fn create_tournament(
        &mut self,
        settings: TournamentSettings,
        entrants: Vec<EntrantChoice>,
        play: bool,
    ) -> Result<(), Refusal> {
        let player = self.player().ok_or_else(unauthorized)?.clone();
        // An event opens rooms: it is counted as a new room of the address.
        if !self.allow(crate::admission::Act::NewRoom) {
            return Err(Refusal::says(
                ErrorCode::RateLimited,
                "server-new-rooms-and-events-too-fast",
                &[],
            ));
        }
        let server = self.server.clone();
        let id = server
            .tournaments
            .create(&server, &player, settings, entrants, play)
            .await?;
        self.watch_tournament(&id.to_string()).await
    }

    /// `list_tournaments`.
    pub(super) async fn list_tournaments(&self) -> Result<(), Refusal> {
        let tournaments = self.server.tournaments.list(&self.server).await;
        self.reply(&ServerMsg::Tournaments { tournaments }).await;
        Ok(())
    }

    /// `watch_tournament`: the event now, and whenever it changes.
    pub(super) async fn watch_tournament(&mut self, id: &str) -> Result<(), Refusal> {
        let player = self.player().ok_or_else(unauthorized)?.id;
        let server = self.server.clone();
        let watching = server
            .tournaments
            .watch(&server, id, self.conn, self.outbox.clone(), player)
            .await?;
        if let Some(before) = self.watching.replace(watching)
            && before != watching
        {
            self.server.tournaments.unwatch(before, self.conn).await;
        }
        Ok(())
    }

    /// `join_tournament`.
    pub(super) async fn join_tournament(&mut self, id: &str) -> Result<(), Refusal> {
        let player = self.player().ok_or_else(unauthorized)?.clone();
        if self.bot.is_some() {
            return Err(Refusal::says(
                ErrorCode::BadRequest,
                "server-event-bot-joins-itself",
                &[],
            ));
        }
        // Watching first: the event's first game may open as the player joins.
        self.watch_tournament(id).await?;
        let server = self.server.clone();
        server.tournaments.join(&server, id, &player).await
    }

    /// `leave_tournament`.
    pub(super) async fn leave_tournament(&mut self, id: &str) -> Result<(), Refusal> {
        let player = self.player().ok_or_else(unauthorized)?.id;
        let server = self.server.clone();
        server.tournaments.leave(&server, id, player).await
    }

    /// `tournament_host`.
    pub(super) async fn tournament_host(
        &mut self,
        id: &str,
        action: HostAction,
        fields: HostFields,
    ) -> Result<(), Refusal> {
        let player = self.player().ok_or_else(unauthorized)?.id;
        let missing = |field: &str| {
            Refusal::says(
                ErrorCode::BadRequest,
                "server-event-action-needs-field",
                &[
                    ("action", text(format!("{action:?}").to_lowercase())),
                    ("field", text(field)),
                ],
            )
        };
        let control = match action {
            HostAction::Start => Control::Command(Command::Start),
            HostAction::Pause => Control::Command(Command::Pause),
            HostAction::Resume => Control::Command(Command::Resume),
            HostAction::EndRound => Control::Command(Command::EndRound),
            HostAction::Finish => Control::Command(Command::Finish),
            HostAction::Add => Control::Add(fields.add.ok_or_else(|| missing("add"))?),
            HostAction::Remove => {
                Control::Remove(fields.entrant.ok_or_else(|| missing("entrant"))?)
            }
            HostAction::Fix => Control::Command(Command::Fix {
                game: GameNo(fields.game.ok_or_else(|| missing("game"))?),
                outcome: outcome_of_result(fields.result.ok_or_else(|| missing("result"))?),
            }),
        };
        let server = self.server.clone();
        server.tournaments.host(&server, id, player, control).await
    }
}
