//! Games past: a player's finished games (`list_games`), a whole game to replay (`get_game`,
//! `open_sgf`), and reviews (`request_review`, and `review_sgf` for a game from a file).

use boardroom_protocol::ErrorCode;

use super::{Handler, unauthorized};
use crate::refusal::Refusal;

impl Handler {
    /// `list_games`: a page of the player's finished games, newest first.
    pub(super) async fn list_games(
        &self,
        before: Option<&str>,
        limit: Option<u32>,
    ) -> Result<(), Refusal> {
        let player = self.player().ok_or_else(unauthorized)?.id;
        let page = crate::games::list(&self.server.services, player, before, limit).await?;
        self.reply(&page).await;
        Ok(())
    }

    /// `request_review`: the review of a finished game of the player's, started or followed.
    pub(super) async fn request_review(&self, game_id: &str) -> Result<(), Refusal> {
        let player = self.player().ok_or_else(unauthorized)?.id;
        let services = &self.server.services;
        let answer = services
            .reviews
            .request(
                &services.store,
                (player, self.client),
                (self.conn, &self.outbox),
                game_id,
                None,
            )
            .await?;
        self.reply(&answer).await;
        Ok(())
    }

    /// `get_game`: a stored game to replay.
    pub(super) async fn get_game(&self, game_id: &str) -> Result<(), Refusal> {
        let record = crate::records::stored(&self.server.services, game_id).await?;
        self.reply(&record).await;
        Ok(())
    }

    /// `open_sgf`: a game from an SGF file, played through the rules to replay.
    pub(super) async fn open_sgf(&self, sgf: String) -> Result<(), Refusal> {
        // A frame's worth of text: read off the reactor all the same.
        let record = tokio::task::spawn_blocking(move || crate::records::from_file(&sgf))
            .await
            .map_err(|_| Refusal::says(ErrorCode::ServerBusy, "server-file-unread", &[]))??;
        self.reply(&record).await;
        Ok(())
    }

    /// `review_sgf`: a game from an SGF file kept as a game of the player's, sent to replay,
    /// and reviewed.
    pub(super) async fn review_sgf(&self, sgf: String) -> Result<(), Refusal> {
        let player = self.player().ok_or_else(unauthorized)?.id;
        let (record, answer) = crate::imports::review(
            &self.server.services,
            (player, self.client),
            (self.conn, &self.outbox),
            sgf,
        )
        .await?;
        self.reply(&record).await;
        self.reply(&answer).await;
        Ok(())
    }
}
