//! The real binary killed with SIGKILL in the middle of a game and started again: every room,
//! seat, token, move and open request is back, and the players carry on; on SQLite and on
//! PostgreSQL. (This test lives in the server package because Cargo builds a package's binary
//! only for that package's own tests.)

use std::path::Path;

use boardroom_protocol::{ClientMsg, GameKind, Point, Seat, ServerMsg};
use boardroom_tests::postgres::Postgres;
use boardroom_tests::{Table, TestServer, data_dir, free_port, room_state};

const BINARY: &str = env!("CARGO_BIN_EXE_boardroom-server");

#[tokio::test]
async fn a_killed_server_comes_back_with_every_room_seat_token_and_move() {
    killed_and_started_again(&[]).await;
}

#[tokio::test]
async fn a_killed_server_on_postgres_comes_back_with_every_room_seat_token_and_move() {
    let postgres = Postgres::start();
    let url = postgres.create_database("restart");
    killed_and_started_again(&["--store", &url]).await;
}

/// Six moves, a request, SIGKILL, a new process on the same store (`flags` name it): all of it
/// is back, and the game goes on.
async fn killed_and_started_again(flags: &[&str]) {
    let dir = data_dir();
    let port = free_port();
    let binary = Path::new(BINARY);
    let mut server = TestServer::spawn_binary_with(binary, dir.path(), port, flags).await;

    let Table {
        mut black,
        black_token,
        mut white,
        white_token,
        start,
    } = server.table(GameKind::Reversi, None).await;

    // Play six moves; every announced step must survive the kill.
    let mut legal = start.legal.clone();
    let mut announced = Vec::new();
    for ply in 0..6u32 {
        let (mover, other) = if ply % 2 == 0 {
            (&mut black, &mut white)
        } else {
            (&mut white, &mut black)
        };
        let at = legal[0];
        mover.send(&ClientMsg::PutStep { at, ply }).await;
        legal = other
            .expect(|m| match m {
                ServerMsg::Step {
                    ply: after,
                    at: Some(p),
                    legal,
                    ..
                } if *after == ply + 1 => {
                    announced.push(*p);
                    Some(legal.clone())
                }
                _ => None,
            })
            .await;
    }
    // White asks to take its move back; black has not answered when the server dies. (The
    // chat that follows comes back only after the room has stored the request.)
    white.send(&ClientMsg::UndoRequest).await;
    white
        .send(&ClientMsg::Chat {
            text: "sorry, misclick".to_owned(),
        })
        .await;
    black
        .expect(|m| matches!(m, ServerMsg::Chat { .. }).then_some(()))
        .await;
    server.kill();
    drop((black, white));

    let server = TestServer::spawn_binary_with(binary, dir.path(), port, flags).await;
    let mut black = server.connect().await;
    assert_eq!(black.hello("Black", Some(&black_token)).await, black_token);
    let state = black.expect(room_state).await;
    assert_eq!(state.room, start.room);
    assert_eq!(state.game_id, start.game_id);
    assert_eq!(state.you, Some(Seat::Black));
    let history: Vec<Point> = state
        .history
        .iter()
        .map(|h| match h {
            boardroom_protocol::HistoryEntry::Place(p) => *p,
            boardroom_protocol::HistoryEntry::Pass => panic!("no passes this early"),
        })
        .collect();
    assert_eq!(history, announced, "no announced move is lost");
    assert_eq!(state.ply, 6);
    assert_eq!(
        state.pending.undo,
        Some(Seat::White),
        "the request survives"
    );

    let mut white = server.connect().await;
    white.hello("White", Some(&white_token)).await;
    let state = white.expect(room_state).await;
    assert_eq!((state.you, state.ply), (Some(Seat::White), 6));
    let connected = black
        .expect(|m| match m {
            ServerMsg::PeerStatus {
                seat, connected, ..
            } => Some((*seat, *connected)),
            _ => None,
        })
        .await;
    assert_eq!(connected, (Seat::White, true));

    // Black refuses the take-back, and they carry on.
    black.send(&ClientMsg::UndoRefuse).await;
    white
        .expect(|m| matches!(m, ServerMsg::UndoRefused { .. }).then_some(()))
        .await;
    black
        .send(&ClientMsg::PutStep {
            at: state.legal[0],
            ply: 6,
        })
        .await;
    let ply = white.next_step_ply().await;
    assert_eq!(ply, 7);
}

#[tokio::test]
async fn sigterm_closes_every_connection_and_exits_cleanly() {
    let dir = data_dir();
    let port = free_port();
    let mut server = TestServer::spawn_binary(Path::new(BINARY), dir.path(), port).await;
    let (mut client, _) = server.client("Ada").await;
    let status = server.terminate();
    assert_eq!(client.closed().await, Some(1001));
    assert!(status.success(), "exit status {status}");
}
