//! What a real network and real clients do to a server: drop, reconnect, stop reading, send
//! garbage, and see the server shut down.

use std::time::Duration;

use boardroom_protocol::{ClientMsg, ErrorCode, GameKind, JoinAs, Seat, ServerMsg};
use boardroom_server::Limits;
use boardroom_tests::{TestClient, TestServer, data_dir, error_code, room_state};

/// Picks a `peer_status`: whose seat, and whether that player is connected now.
fn peer_status(msg: &ServerMsg) -> Option<(Seat, bool)> {
    match msg {
        ServerMsg::PeerStatus {
            seat, connected, ..
        } => Some((*seat, *connected)),
        _ => None,
    }
}

async fn reversi_room(server: &TestServer) -> (TestClient, String, TestClient, String, String) {
    let table = server.table(GameKind::Reversi, None).await;
    let room = table.start.room.to_string();
    (
        table.black,
        table.black_token,
        table.white,
        table.white_token,
        room,
    )
}

#[tokio::test]
async fn a_dropped_player_keeps_the_seat_and_reclaims_it_by_token() {
    let dir = data_dir();
    let server = TestServer::start(dir.path()).await;
    let (mut black, _, white, white_token, room) = reversi_room(&server).await;
    black.put(2, 3, 0).await;
    white.close().await;
    let status = black.expect(peer_status).await;
    assert_eq!(status, (Seat::White, false));

    let mut white = server.connect().await;
    white.hello("White", Some(&white_token)).await;
    let state = white.expect(room_state).await;
    assert_eq!(state.room.as_str(), room);
    assert_eq!(
        (state.you, state.ply, state.to_move),
        (Some(Seat::White), 1, Seat::White)
    );
    assert!(state.players.white.as_ref().is_some_and(|p| p.connected));
    let status = black.expect(peer_status).await;
    assert_eq!(status, (Seat::White, true));
    // And plays on from where it was.
    white.put(state.legal[0].x, state.legal[0].y, 1).await;
    let ply = black.next_step_ply().await;
    assert_eq!(ply, 2);
}

#[tokio::test]
async fn a_client_that_stops_reading_never_stalls_the_room_and_is_resynced() {
    let dir = data_dir();
    let limits = Limits {
        outbound_queue: 16,
        rate_burst: 100_000,
        rate_per_second: 100_000,
        idle_timeout: Duration::from_secs(60),
        ..Limits::default()
    };
    let server = TestServer::start_with(dir.path(), limits).await;
    let (mut black, _, mut white, _, room) = reversi_room(&server).await;
    let (mut sleeper, _) = server.client("Sleeper").await;
    sleeper
        .join_room(room.clone().into(), Some(JoinAs::Spectator))
        .await;

    // The sleeper reads nothing while the players chat a lot: several megabytes for it.
    let text = "€".repeat(500);
    let rounds = 5_000;
    for _ in 0..rounds {
        black.send(&ClientMsg::Chat { text: text.clone() }).await;
        for client in [&mut black, &mut white] {
            client
                .expect(|m| matches!(m, ServerMsg::Chat { .. }).then_some(()))
                .await;
        }
    }
    // The room still answers at once.
    black.put(2, 3, 0).await;
    white
        .expect(|m| matches!(m, ServerMsg::Step { ply: 1, .. }).then_some(()))
        .await;

    // The sleeper wakes: it missed messages and gets the whole state instead of them.
    let mut chats = 0;
    let state = loop {
        match sleeper.recv().await {
            ServerMsg::Chat { .. } => chats += 1,
            ServerMsg::RoomState(state) => break state,
            _ => {}
        }
    };
    assert!(chats < rounds, "some chat was skipped: {chats}");
    if state.ply == 0 {
        // The resync came before the move; the move itself follows.
        sleeper
            .expect(|m| matches!(m, ServerMsg::Step { ply: 1, .. }).then_some(()))
            .await;
    }
}

#[tokio::test]
async fn a_client_that_never_reads_is_closed_after_the_idle_timeout() {
    let dir = data_dir();
    let limits = Limits {
        idle_timeout: Duration::from_millis(500),
        ping_interval: Duration::from_millis(100),
        ..Limits::default()
    };
    let server = TestServer::start_with(dir.path(), limits).await;
    let mut silent = server.connect().await;
    // Not reading means not answering the server's pings either.
    tokio::time::sleep(Duration::from_secs(2)).await;
    // The server said goodbye and dropped the socket; the client may see the close frame or
    // only the reset that follows it (its pong answers hit a closed socket).
    let code = silent.closed().await;
    assert!(matches!(code, None | Some(1001)), "{code:?}");
}

#[tokio::test]
async fn garbage_changes_nothing_and_the_connection_serves_on() {
    let dir = data_dir();
    let server = TestServer::start(dir.path()).await;
    let (mut black, _, mut white, _, _) = reversi_room(&server).await;
    let garbage = [
        "",
        "{",
        "null",
        "42",
        r#""put_step""#,
        r#"{"type": null}"#,
        r#"{"type": "put_step"}"#,
        r#"{"type": "put_step", "at": [2], "ply": 0}"#,
        r#"{"type": "put_step", "at": [2, 3, 4], "ply": 0}"#,
        r#"{"type": "put_step", "at": [200, 3], "ply": 0}"#,
        r#"{"type": "put_step", "at": [2, 3], "ply": -1}"#,
        r#"{"type": "put_step", "at": [2, 3], "ply": "0"}"#,
        r#"{"type": "put_step", "at": {"x": 2, "y": 3}, "ply": 0}"#,
        r#"{"type": "chat", "text": 5}"#,
        r#"{"type": "join_room", "room": ["K7Q2"]}"#,
        "\u{0}\u{1}\u{2}",
        r#"{"type": "put_step", "at": [2, 3], "ply": 0, "type": "resign"}"#,
    ];
    for text in garbage {
        black.send_raw(text).await;
        let code = black.expect(error_code).await;
        assert_eq!(code, ErrorCode::BadRequest, "{text:?}");
    }
    // Moves off the board, on a stone, out of turn: refused, nothing changes.
    for (x, y, code) in [
        (8, 0, ErrorCode::IllegalMove),
        (-1, 0, ErrorCode::IllegalMove),
        (3, 3, ErrorCode::IllegalMove),
    ] {
        black.put(x, y, 0).await;
        assert_eq!(black.expect(error_code).await, code);
    }
    black
        .send(&ClientMsg::JoinRoom {
            room: "K7Q2".into(),
            join_as: None,
        })
        .await;
    black.expect(error_code).await;
    // The game is untouched: ply 0, and white saw no step.
    black.put(2, 3, 0).await;
    let ply = white.next_step_ply().await;
    assert_eq!(ply, 1);
}

#[tokio::test]
async fn shutdown_closes_every_connection_with_1001_and_keeps_the_games() {
    let dir = data_dir();
    let mut server = TestServer::start(dir.path()).await;
    let (mut black, black_token, mut white, _, room) = reversi_room(&server).await;
    black.put(2, 3, 0).await;
    white
        .expect(|m| matches!(m, ServerMsg::Step { .. }).then_some(()))
        .await;
    server.stop().await;
    assert_eq!(black.closed().await, Some(1001));
    assert_eq!(white.closed().await, Some(1001));

    let server = TestServer::start(dir.path()).await;
    let mut black = server.connect().await;
    black.hello("Black", Some(&black_token)).await;
    let state = black.expect(room_state).await;
    assert_eq!((state.room.as_str(), state.ply), (room.as_str(), 1));
}

#[tokio::test]
async fn a_reconnecting_spectator_comes_back_as_a_spectator_even_with_a_seat_free() {
    let dir = data_dir();
    let server = TestServer::start(dir.path()).await;
    let (mut host, _) = server.client("Host").await;
    let room = host.create_room_as_black(GameKind::NoGo, None).await.room;
    let (mut watcher, token) = server.client("Watcher").await;
    let seen = watcher
        .join_room(room.clone(), Some(JoinAs::Spectator))
        .await;
    assert_eq!(seen.you, None);
    watcher.close().await;

    let mut watcher = server.connect().await;
    watcher.hello("Watcher", Some(&token)).await;
    let state = watcher.expect(room_state).await;
    assert_eq!((state.room, state.you), (room, None));
    assert!(state.players.white.is_none(), "the free seat stays free");
}

#[tokio::test]
async fn a_room_left_idle_closes_and_its_game_stays_exportable() {
    let dir = data_dir();
    let limits = Limits {
        room_idle: Duration::from_millis(400),
        ..Limits::default()
    };
    let server = TestServer::start_with(dir.path(), limits).await;
    let (mut black, black_token, white, _, room) = reversi_room(&server).await;
    black.put(2, 3, 0).await;
    let state = black.join_room(room.clone().into(), None).await;
    black.close().await;
    white.close().await;
    tokio::time::sleep(Duration::from_millis(1500)).await;

    let mut black = server.connect().await;
    black.hello("Black", Some(&black_token)).await;
    let rooms = black.list_rooms().await;
    assert!(
        rooms.iter().all(|r| r.room.as_str() != room),
        "the idle room is closed"
    );
    black
        .send(&ClientMsg::JoinRoom {
            room: room.into(),
            join_as: None,
        })
        .await;
    assert_eq!(black.expect(error_code).await, ErrorCode::NoSuchRoom);
    let (status, sgf) =
        boardroom_tests::http_get(server.addr, &format!("/games/{}.sgf", state.game_id))
            .await
            .expect("sgf answers");
    assert_eq!(status, 200);
    assert!(sgf.contains(";B[cd]"), "{sgf}");
}
