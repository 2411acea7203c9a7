//! A server on PostgreSQL, over real sockets: a whole game with a take-back, its record, a
//! restart on the same database, and a second game. (Every other whole-system test runs on
//! PostgreSQL too with `BOARDROOM_TEST_STORE=postgres`; this one always does.)

use boardroom_protocol::{
    ClientMsg, GameKind, GameResult, HistoryEntry, Point, Reason, Seat, ServerMsg,
};
use boardroom_server::Limits;
use boardroom_server::store::Location;
use boardroom_tests::postgres::Postgres;
use boardroom_tests::{Table, TestClient, TestServer, data_dir, http_get, room_state};

/// Black's five along row 7 and white's four along row 9, in the order played.
fn moves() -> Vec<(i8, i8)> {
    (3..8).flat_map(|x| [(x, 7), (x, 9)]).take(9).collect()
}

/// `mover` plays (`x`, `y`) on `ply`; both see the step.
async fn play(mover: &mut TestClient, other: &mut TestClient, (x, y): (i8, i8), ply: u32) {
    mover.put(x, y, ply).await;
    for client in [mover, other] {
        assert_eq!(client.next_step_ply().await, ply + 1);
    }
}

#[tokio::test]
async fn a_whole_game_on_postgres_survives_a_restart_and_another_follows() {
    let postgres = Postgres::start();
    let store = Location::Postgres(postgres.create_database("game"));
    let dir = data_dir();
    let mut server = TestServer::start_on(dir.path(), &store, Limits::default()).await;
    let Table {
        mut black,
        black_token,
        mut white,
        white_token,
        start,
    } = server.table(GameKind::Gomoku, None).await;

    // Black plays, takes the move back with white's consent, and plays it again.
    play(&mut black, &mut white, (3, 7), 0).await;
    black.send(&ClientMsg::UndoRequest).await;
    white
        .expect(|m| matches!(m, ServerMsg::UndoRequested { .. }).then_some(()))
        .await;
    white.send(&ClientMsg::UndoAgree).await;
    for client in [&mut black, &mut white] {
        let ply = client
            .expect(|m| match m {
                ServerMsg::Undone { ply } => Some(*ply),
                _ => None,
            })
            .await;
        assert_eq!(ply, 0);
    }
    let plies = u32::try_from(moves().len()).expect("few moves");
    for (ply, at) in (0..plies).zip(moves()) {
        if ply % 2 == 0 {
            play(&mut black, &mut white, at, ply).await;
        } else {
            play(&mut white, &mut black, at, ply).await;
        }
    }
    for client in [&mut black, &mut white] {
        let (result, reason) = client
            .expect(|m| match m {
                ServerMsg::GameOver { result, reason, .. } => Some((*result, *reason)),
                _ => None,
            })
            .await;
        assert_eq!((result, reason), (GameResult::Black, Reason::Five));
    }
    let sgf_path = format!("/games/{}.sgf", start.game_id);
    let (status, sgf) = http_get(server.addr, &sgf_path).await.expect("sgf answers");
    assert_eq!(status, 200);
    assert!(sgf.contains("PB[Black]PW[White]"), "{sgf}");
    assert!(sgf.contains("RE[B+]"), "{sgf}");
    assert_eq!(sgf.matches(";B[").count(), 5, "{sgf}");

    // Stopped and started again on the same database: the room and its finished game are back.
    drop((black, white));
    server.stop().await;
    let server = TestServer::start_on(dir.path(), &store, Limits::default()).await;
    let mut black = server.connect().await;
    assert_eq!(black.hello("Black", Some(&black_token)).await, black_token);
    let state = black.expect(room_state).await;
    assert_eq!((&state.room, &state.game_id), (&start.room, &start.game_id));
    assert_eq!(state.result, Some(GameResult::Black));
    let history: Vec<(i8, i8)> = state
        .history
        .iter()
        .map(|h| match h {
            HistoryEntry::Place(Point { x, y }) => (*x, *y),
            HistoryEntry::Pass => panic!("no passes in gomoku"),
        })
        .collect();
    assert_eq!(history, moves());
    let (_, again) = http_get(server.addr, &sgf_path).await.expect("sgf answers");
    assert_eq!(again, sgf, "the record is the same after the restart");

    // Play again: a new game, with its own id, whose first move is stored and seen.
    let mut white = server.connect().await;
    white.hello("White", Some(&white_token)).await;
    white.expect(room_state).await;
    black.send(&ClientMsg::PlayAgain).await;
    white
        .expect(|m| matches!(m, ServerMsg::PlayAgainOffered { .. }).then_some(()))
        .await;
    white.send(&ClientMsg::PlayAgainAgree).await;
    let fresh = black.expect(room_state).await;
    assert_ne!(fresh.game_id, start.game_id);
    assert_eq!(fresh.ply, 0);
    let first = if fresh.you == Some(Seat::Black) {
        black.put(7, 7, 0).await;
        white.next_step_ply().await
    } else {
        white.expect(room_state).await;
        white.put(7, 7, 0).await;
        black.next_step_ply().await
    };
    assert_eq!(first, 1);
}

/// Accounts and a rated game on PostgreSQL, across a restart: the password signs in from
/// another device, the rating and its history are kept.
#[tokio::test]
async fn accounts_and_ratings_hold_on_postgres_across_a_restart() {
    use boardroom_protocol::{Options, Password};
    let postgres = Postgres::start();
    let store = Location::Postgres(postgres.create_database("accounts"));
    let dir = data_dir();
    let mut server = TestServer::start_on(dir.path(), &store, Limits::default()).await;
    let rated = Options {
        size: Some(9),
        rated: Some(true),
        ..Options::default()
    };
    let mut table = server.table(GameKind::Gomoku, Some(rated)).await;
    for client in [&mut table.black, &mut table.white] {
        client
            .send(&ClientMsg::SignUp {
                password: Password::from("correct horse battery"),
            })
            .await;
        client
            .expect(|m| matches!(m, ServerMsg::Account { .. }).then_some(()))
            .await;
    }
    play(&mut table.black, &mut table.white, (4, 4), 0).await;
    play(&mut table.white, &mut table.black, (0, 0), 1).await;
    table.white.send(&ClientMsg::Resign).await;
    table
        .white
        .expect(|m| matches!(m, ServerMsg::GameOver { .. }).then_some(()))
        .await;
    let won = profile(&mut table.black).await;
    assert!(
        won[0].rating.rating > 1500 && won[0].history.len() == 1,
        "{won:?}"
    );
    table.black.close().await;
    table.white.close().await;
    server.stop().await;

    let server = TestServer::start_on(dir.path(), &store, Limits::default()).await;
    let mut phone = server.connect().await;
    let mut hello = boardroom_tests::hello_message(1, "black", None);
    if let ClientMsg::Hello { password, .. } = &mut hello {
        *password = Some(Password::from("correct horse battery"));
    }
    phone.send(&hello).await;
    phone
        .expect(|m| matches!(m, ServerMsg::Welcome { account: true, .. }).then_some(()))
        .await;
    let kept = profile(&mut phone).await;
    assert_eq!(kept, won, "the rating and its history are kept");
}

/// The sender's ratings, once a rated game is counted (a task of its own stores it just after
/// the game's end).
async fn profile(client: &mut TestClient) -> Vec<boardroom_protocol::ProfileRating> {
    for _ in 0..100 {
        client
            .send(&ClientMsg::GetProfile { player_id: None })
            .await;
        let ratings = client
            .expect(|m| match m {
                ServerMsg::Profile { ratings, .. } => Some(ratings.clone()),
                _ => None,
            })
            .await;
        if !ratings.is_empty() {
            return ratings;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("the rated game was not counted");
}
