//! Playing through an event as its people would, for the tests of events: each person goes to
//! every game the event gives them and resigns at once, until the event is over; and the
//! settings and host's messages those tests send.

use boardroom_protocol::{
    ClientMsg, ErrorCode, GameKind, GameReady, HostAction, JoinAs, Options, ServerMsg, Status,
    TournamentFormat, TournamentSettings, TournamentView,
};

use crate::{TestClient, error_code};

/// How long a player waits between the games of an event: the round's other games, played
/// out by the AI, an engine or a bot, end first.
const BETWEEN_GAMES: std::time::Duration = std::time::Duration::from_secs(50);

/// An event's settings for the tests: gomoku on a small board, the AI quick, no late joins.
#[must_use]
pub fn small_gomoku(name: &str, format: TournamentFormat) -> TournamentSettings {
    TournamentSettings {
        name: name.to_owned(),
        game: GameKind::Gomoku,
        options: Options {
            size: Some(9),
            ai_budget_ms: Some(50),
            ..Options::default()
        },
        format,
        late_join: false,
        round_break_s: 0,
        openings: false,
    }
}

/// The host's `action` on the event `tournament` (one without fields: start, pause, ...).
#[must_use]
pub fn host_says(tournament: &str, action: HostAction) -> ClientMsg {
    ClientMsg::TournamentHost {
        tournament: tournament.to_owned(),
        action,
        add: None,
        entrant: None,
        game: None,
        result: None,
    }
}

/// The `tournament` a message is, if it is one.
#[must_use]
pub fn tournament(msg: &ServerMsg) -> Option<TournamentView> {
    match msg {
        ServerMsg::Tournament(view) => Some((**view).clone()),
        _ => None,
    }
}

/// The `tournament_game` a message is, if it is one.
#[must_use]
pub fn ready(msg: &ServerMsg) -> Option<GameReady> {
    match msg {
        ServerMsg::TournamentGame(ready) => Some(ready.clone()),
        _ => None,
    }
}

/// The host makes an event of `settings` with `entrants` named (and plays in it when `play`);
/// answers the event as first shown.
pub async fn create(
    host: &mut TestClient,
    settings: TournamentSettings,
    entrants: Vec<boardroom_protocol::EntrantChoice>,
    play: bool,
) -> TournamentView {
    host.send(&ClientMsg::CreateTournament {
        settings: Box::new(settings),
        entrants,
        play,
    })
    .await;
    host.expect(tournament).await
}

/// `name` joins the event `id`; returns once they are in its standings.
pub async fn join(client: &mut TestClient, id: &str, name: &str) -> TournamentView {
    client
        .send(&ClientMsg::JoinTournament {
            tournament: id.to_owned(),
        })
        .await;
    until(client, |v| v.standings.iter().any(|r| r.name == name)).await
}

/// Reads `tournament`s until one satisfies `done`.
pub async fn until(
    client: &mut TestClient,
    done: impl Fn(&TournamentView) -> bool,
) -> TournamentView {
    client
        .expect(|m| tournament(m).filter(|view| done(view)))
        .await
}

/// Asks for the event `id` again and reads its showings until one satisfies `done`. In a
/// cluster a showing and a room's last frames come by different ways, so a showing can come
/// first and be passed over while the room's frames are awaited; asking again sees it.
pub async fn shown(
    client: &mut TestClient,
    id: &str,
    done: impl Fn(&TournamentView) -> bool,
) -> TournamentView {
    client
        .send(&ClientMsg::WatchTournament {
            tournament: id.to_owned(),
        })
        .await;
    until(client, done).await
}

/// A person plays their game of the event: goes to its room (the seat is theirs) and resigns
/// at once, unless the opponent, another person, resigned first.
///
/// # Panics
/// When the seat is not the player's.
pub async fn resign_in(
    client: &mut TestClient,
    room: &boardroom_protocol::RoomCode,
    seat: boardroom_protocol::Seat,
) {
    let state = client.join_room(room.clone(), Some(JoinAs::Player)).await;
    assert_eq!(
        state.you,
        Some(seat),
        "the seat kept for the player is theirs"
    );
    if state.status != Status::Over {
        client.send(&ClientMsg::Resign).await;
        client
            .expect(|m| {
                (matches!(m, ServerMsg::GameOver { .. })
                    || error_code(m) == Some(ErrorCode::GameOver))
                .then_some(())
            })
            .await;
    }
    client.send(&ClientMsg::LeaveRoom).await;
}

/// Two people play every game the event gives them, resigning each, until it is over; answers
/// how many games each played and the event at its end.
pub async fn resign_every_game(
    a: &mut TestClient,
    b: &mut TestClient,
) -> ([u32; 2], TournamentView) {
    let mut games = [0, 0];
    loop {
        let (who, found) = tokio::select! {
            m = a.recv_within(BETWEEN_GAMES) => (0, m),
            m = b.recv_within(BETWEEN_GAMES) => (1, m),
        };
        if let Some(game) = ready(&found) {
            games[who] += 1;
            let client = if who == 0 { &mut *a } else { &mut *b };
            resign_in(client, &game.room, game.seat).await;
        }
        if let Some(view) = tournament(&found)
            && view.status == boardroom_protocol::TournamentStatus::Over
        {
            return (games, view);
        }
    }
}

/// A person plays every game the event gives them, resigning each, until the event is over;
/// answers how many games they played. Run one a person, side by side.
pub async fn resign_until_over(mut client: TestClient) -> u32 {
    let mut games = 0;
    loop {
        let found = client.recv_within(BETWEEN_GAMES).await;
        if let Some(game) = ready(&found) {
            games += 1;
            resign_in(&mut client, &game.room, game.seat).await;
        }
        if let Some(view) = tournament(&found)
            && view.status == boardroom_protocol::TournamentStatus::Over
        {
            return games;
        }
    }
}
