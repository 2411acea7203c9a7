//! An event whose server is killed with SIGKILL in the middle of a round: started again on the
//! same store, the event, its results and the rooms of the round's games are back, the players
//! go to their games, and the event is played to its end; on SQLite and on PostgreSQL.

use std::path::Path;

use boardroom_protocol::{
    AiLevel, ClientMsg, EntrantChoice, HostAction, TournamentFormat, TournamentStatus,
};
use boardroom_tests::events::{
    host_says, ready, resign_every_game, resign_in, small_gomoku, until,
};
use boardroom_tests::postgres::Postgres;
use boardroom_tests::{TestServer, data_dir, free_port};

const BINARY: &str = env!("CARGO_BIN_EXE_boardroom-server");

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_event_killed_mid_round_goes_on_after_a_restart() {
    killed_mid_round(&[]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_event_on_postgres_killed_mid_round_goes_on_after_a_restart() {
    let postgres = Postgres::start();
    let url = postgres.create_database("event_restart");
    killed_mid_round(&["--store", &url]).await;
}

async fn killed_mid_round(flags: &[&str]) {
    let dir = data_dir();
    let port = free_port();
    let binary = Path::new(BINARY);
    let mut server = TestServer::spawn_binary_with(binary, dir.path(), port, flags).await;
    let (mut ada, ada_token) = server.client("Ada").await;
    let (mut bashir, bashir_token) = server.client("Bashir").await;
    ada.send(&ClientMsg::CreateTournament {
        settings: Box::new(small_gomoku(
            "Killed",
            TournamentFormat::RoundRobin { double: false },
        )),
        entrants: vec![
            EntrantChoice::Ai {
                level: AiLevel::Easy,
            },
            EntrantChoice::Ai {
                level: AiLevel::Medium,
            },
        ],
        play: true,
    })
    .await;
    let id = until(&mut ada, |v| v.standings.len() == 3).await.id;
    bashir
        .send(&ClientMsg::JoinTournament {
            tournament: id.clone(),
        })
        .await;
    until(&mut bashir, |v| v.standings.len() == 4).await;
    ada.send(&host_says(&id, HostAction::Start)).await;
    // Ada's first game is ready; the server dies before she plays it.
    let first = ada.expect(ready).await;
    server.kill();
    drop((ada, bashir));

    let server = TestServer::spawn_binary_with(binary, dir.path(), port, flags).await;
    let mut ada = server.connect().await;
    ada.hello("Ada", Some(&ada_token)).await;
    let mut bashir = server.connect().await;
    bashir.hello("Bashir", Some(&bashir_token)).await;
    for client in [&mut ada, &mut bashir] {
        client
            .send(&ClientMsg::WatchTournament {
                tournament: id.clone(),
            })
            .await;
    }
    let view = until(&mut ada, |_| true).await;
    assert_eq!(view.status, TournamentStatus::Running, "the event is back");
    assert_eq!(view.standings.len(), 4, "with everyone in it");
    let game = view
        .games
        .iter()
        .find(|g| g.game == first.game)
        .expect("Ada's game is back");
    assert_eq!(game.room.as_ref(), Some(&first.room), "in its room");
    assert_eq!(game.result, None, "not played yet");
    // Ada goes to her game as she was told before the kill; Bashir finds his from the event.
    resign_in(&mut ada, &first.room, first.seat).await;
    let bashirs = until(&mut bashir, |_| true).await;
    let mine = bashirs
        .standings
        .iter()
        .find(|r| r.name == "Bashir")
        .expect("Bashir")
        .entrant
        .clone();
    if let Some(game) = bashirs
        .games
        .iter()
        .find(|g| g.round == 1 && g.result.is_none() && (g.black == mine || g.white == mine))
    {
        let seat = if game.black == mine {
            boardroom_protocol::Seat::Black
        } else {
            boardroom_protocol::Seat::White
        };
        resign_in(&mut bashir, game.room.as_ref().expect("a room"), seat).await;
    }
    let (games, end) = resign_every_game(&mut ada, &mut bashir).await;
    assert_eq!(games, [2, 2], "the rounds after the restart");
    assert_eq!(end.ending.as_deref(), Some("complete"));
    assert_eq!(end.games.len(), 6);
    assert!(
        end.games.iter().all(|g| g.result.is_some()),
        "every game has its result"
    );
    assert!(end.standings.iter().all(|r| r.games == 3));
}
