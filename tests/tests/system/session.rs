//! Sessions: hello and tokens, errors for bad input, limits.

use std::collections::BTreeMap;

use boardroom_protocol::{ClientMsg, ErrorCode, GameKind, JoinAs, ServerMsg, WordArg};
use boardroom_server::Limits;
use boardroom_tests::{
    Frame, TestClient, TestServer, data_dir, error_code, hello_message, http_get,
};

/// Picks a `welcome`: the protocol version, the player's id, token and name.
fn welcome(msg: &ServerMsg) -> Option<(u32, String, String, String)> {
    match msg {
        ServerMsg::Welcome {
            protocol,
            player_id,
            token,
            name,
            ..
        } => Some((*protocol, player_id.clone(), token.clone(), name.clone())),
        _ => None,
    }
}

#[tokio::test]
async fn hello_gets_a_welcome_with_a_token_and_the_token_names_the_same_player() {
    let dir = data_dir();
    let server = TestServer::start(dir.path()).await;
    let mut client = server.connect().await;
    client.send(&hello_message(1, "  Ada  ", None)).await;
    let (protocol, id, token, name) = client.expect(welcome).await;
    assert_eq!(protocol, 1);
    assert_eq!(name, "Ada", "names are trimmed");
    assert!(token.len() >= 32, "a token is a long secret");

    let mut again = server.connect().await;
    again
        .send(&hello_message(1, "Ada L.", Some(token.as_str())))
        .await;
    let (_, same_id, same_token, new_name) = again.expect(welcome).await;
    assert_eq!(
        (same_id, same_token, new_name),
        (id.clone(), token, "Ada L.".into())
    );

    let mut stranger = server.connect().await;
    let other = stranger.hello("Bob", Some("not-a-token")).await;
    assert_ne!(other, "not-a-token", "an unknown token starts a new player");
}

#[tokio::test]
async fn bad_input_gets_clear_errors_and_the_connection_stays_open() {
    let dir = data_dir();
    let server = TestServer::start(dir.path()).await;
    let mut client = server.connect().await;

    // Before hello, everything but hello is unauthorized.
    client.send(&ClientMsg::ListRooms).await;
    assert_eq!(
        error_code(&client.recv().await),
        Some(ErrorCode::Unauthorized)
    );
    client.send(&ClientMsg::Ping).await;
    assert_eq!(
        error_code(&client.recv().await),
        Some(ErrorCode::Unauthorized)
    );

    // Wrong protocol version, bad names.
    client.send(&hello_message(2, "Ada", None)).await;
    assert_eq!(
        error_code(&client.recv().await),
        Some(ErrorCode::BadRequest)
    );
    for name in ["", "   ", &"x".repeat(33), "tab\there"] {
        client.send(&hello_message(1, name, None)).await;
        assert_eq!(
            error_code(&client.recv().await),
            Some(ErrorCode::BadRequest),
            "{name:?}"
        );
    }

    client.hello("Ada", None).await;
    let cases = [
        "not json",
        "[]",
        "{}",
        r#"{"type": "fly_away"}"#,
        r#"{"type": "put_step", "at": "h8", "ply": 0}"#,
        r#"{"type": "create_room", "game": "chess"}"#,
        r#"{"type": "create_room", "game": "gomoku", "options": {"size": "big"}}"#,
        r#"{"type": "create_room", "game": "gomoku", "options": {"size": 25}}"#,
        r#"{"type": "create_room", "game": "reversi", "options": {"rule": "renju"}}"#,
        r#"{"type": "hello", "protocol": 1, "name": "again"}"#,
    ];
    for case in cases {
        client.send_raw(case).await;
        assert_eq!(
            error_code(&client.recv().await),
            Some(ErrorCode::BadRequest),
            "{case}"
        );
    }
    // Room messages outside a room.
    client.send(&ClientMsg::Resign).await;
    assert_eq!(error_code(&client.recv().await), Some(ErrorCode::NotInRoom));
    client.send(&ClientMsg::LeaveRoom).await;
    assert_eq!(error_code(&client.recv().await), Some(ErrorCode::NotInRoom));
    client
        .send(&ClientMsg::JoinRoom {
            room: "ZZZZ".into(),
            join_as: None,
        })
        .await;
    assert_eq!(
        error_code(&client.recv().await),
        Some(ErrorCode::NoSuchRoom)
    );

    // Still open and serving.
    client.send(&ClientMsg::Ping).await;
    assert_eq!(client.recv().await, ServerMsg::Pong);
}

#[tokio::test]
async fn an_oversized_frame_gets_too_large_and_a_1009_close() {
    let dir = data_dir();
    let server = TestServer::start(dir.path()).await;
    let (mut client, _) = server.client("Ada").await;
    let text = format!(r#"{{"type":"chat","text":"{}"}}"#, "x".repeat(20_000));
    client.send_raw(&text).await;
    assert_eq!(error_code(&client.recv().await), Some(ErrorCode::TooLarge));
    assert_eq!(client.closed().await, Some(1009));

    // A frame of exactly the limit is read (and judged on its content).
    let (mut client, _) = server.client("Bob").await;
    let padding = 16 * 1024 - r#"{"type":"ping","pad":""}"#.len();
    client
        .send_raw(&format!(
            r#"{{"type":"ping","pad":"{}"}}"#,
            "y".repeat(padding)
        ))
        .await;
    assert_eq!(client.recv().await, ServerMsg::Pong);
}

#[tokio::test]
async fn a_flood_is_rate_limited_then_closed_with_1008() {
    let dir = data_dir();
    let limits = Limits {
        rate_burst: 5,
        rate_per_second: 1,
        rate_strikes: 10,
        ..Limits::default()
    };
    let server = TestServer::start_with(dir.path(), limits).await;
    let (mut client, _) = server.client("Flood").await;
    for _ in 0..30 {
        client.send(&ClientMsg::Ping).await;
    }
    let mut pongs = 0;
    let mut limited = 0;
    let closed = loop {
        match client.next_frame().await {
            Frame::Message(ServerMsg::Pong) => pongs += 1,
            Frame::Message(ServerMsg::Error {
                code: ErrorCode::RateLimited,
                ..
            }) => limited += 1,
            Frame::Message(other) => panic!("unexpected {other:?}"),
            Frame::Closed(code) => break code,
        }
    };
    assert!(pongs <= 5, "the burst is 5 (hello took one): {pongs}");
    // Every refusal reaches the client, the last one with the close frame after it: the server
    // reads what is still coming before it lets the socket go, so nothing is reset away.
    assert_eq!(limited, 10, "one refusal per strike");
    assert_eq!(closed, Some(1008));
}

/// The connection cap is each process's own: it guards that process's sockets and memory, so
/// the nodes of a cluster add up (docs/scaling.md). With two nodes, each takes two.
#[tokio::test]
async fn the_connection_cap_answers_server_busy() {
    let dir = data_dir();
    let limits = Limits {
        max_connections: 2,
        ..Limits::default()
    };
    let server = TestServer::start_with(dir.path(), limits).await;
    let mut held = Vec::new();
    for node in server.nodes() {
        held.push(TestServer::client_at(node, "A").await);
        held.push(TestServer::client_at(node, "B").await);
        let mut third = TestClient::connect(&format!("ws://{node}/ws")).await;
        assert_eq!(error_code(&third.recv().await), Some(ErrorCode::ServerBusy));
        assert_eq!(third.closed().await, Some(1013));
    }
}

#[tokio::test]
async fn health_and_pages_are_served() {
    let dir = data_dir();
    let server = TestServer::start(dir.path()).await;
    let (status, body) = http_get(server.addr, "/healthz")
        .await
        .expect("healthz answers");
    assert_eq!((status, body.trim()), (200, "ok"));
    let (status, body) = http_get(server.addr, "/").await.expect("index answers");
    assert_eq!(status, 200);
    assert!(body.contains("Boardroom"));
    let (status, _) = http_get(server.addr, "/r/K7Q2")
        .await
        .expect("room link answers");
    assert_eq!(status, 200);
    let (status, _) = http_get(server.addr, "/games/999.sgf")
        .await
        .expect("sgf answers");
    assert_eq!(status, 404);
}

#[tokio::test]
async fn the_qr_code_of_an_invite_link_is_drawn_and_of_no_other_link() {
    let dir = data_dir();
    let server = TestServer::start(dir.path()).await;
    // The page asks for the link at the address it was opened at (the Host header).
    let link = format!("http://{}/r/K7Q2", server.addr);
    let (status, body) = http_get(server.addr, &format!("/qr.svg?link={link}"))
        .await
        .expect("qr.svg answers");
    assert_eq!(status, 200);
    let want = boardroom_server::qr::Qr::new(&link).expect("a code").svg();
    assert_eq!(body, want, "the code of the link asked for");

    for foreign in [
        "https://evil.example/r/K7Q2".to_owned(),
        format!("http://{}/assets/app.js", server.addr),
        format!("http://{}/r/K7Q2%3Fx", server.addr),
    ] {
        let (status, _) = http_get(server.addr, &format!("/qr.svg?link={foreign}"))
            .await
            .expect("qr.svg answers");
        assert_eq!(status, 400, "{foreign} is not drawn");
    }
    let (status, _) = http_get(server.addr, "/qr.svg").await.expect("answers");
    assert_eq!(status, 400, "no link, no code");
}

#[tokio::test]
async fn the_open_rooms_are_listed_over_http_without_signing_in() {
    let dir = data_dir();
    let server = TestServer::start(dir.path()).await;
    let (status, body) = http_get(server.addr, "/rooms").await.expect("rooms answer");
    assert_eq!(status, 200);
    assert_eq!(
        boardroom_protocol::decode_server(&body).expect("a rooms message"),
        ServerMsg::Rooms {
            rooms: Vec::new(),
            total: Some(0)
        }
    );

    // The same list `list_rooms` gives a signed-in player.
    let mut table = server.table(GameKind::Gomoku, None).await;
    let rooms = table.black.list_rooms().await;
    let (_, body) = http_get(server.addr, "/rooms").await.expect("rooms answer");
    assert_eq!(
        boardroom_protocol::decode_server(&body).expect("rooms"),
        ServerMsg::Rooms {
            rooms: rooms.clone(),
            total: Some(1)
        }
    );
    assert_eq!(rooms.len(), 1);
}

fn create_room(game: GameKind) -> ClientMsg {
    ClientMsg::CreateRoom {
        game,
        options: None,
        seat: None,
        opponent: None,
        ai_level: None,
        engine: None,
        bot: None,
    }
}

/// The room cap is each process's own, like the connection cap: a room lives in its owner's
/// memory. With two nodes, each takes one.
#[tokio::test]
async fn the_room_cap_answers_server_busy() {
    let dir = data_dir();
    let limits = Limits {
        max_rooms: 1,
        ..Limits::default()
    };
    let server = TestServer::start_with(dir.path(), limits).await;
    let create = create_room(GameKind::NoGo);
    let mut held = Vec::new();
    for node in server.nodes() {
        let (mut first, _) = TestServer::client_at(node, "First").await;
        first.send(&create).await;
        first.expect(boardroom_tests::room_state).await;
        let (mut second, _) = TestServer::client_at(node, "Second").await;
        second.send(&create).await;
        assert_eq!(second.expect(error_code).await, ErrorCode::ServerBusy);
        held.push(first);
    }
}

/// The per-player caps count a player's rooms on every node: a seat taken in a room of one
/// node counts on the others once they have heard of it (at once, in the next batch of room
/// changes), so nobody gets past a cap by reaching another node.
#[tokio::test]
async fn the_per_player_caps_count_rooms_on_every_node() {
    let dir = data_dir();
    let limits = Limits {
        rooms_per_player: 1,
        ..Limits::default()
    };
    let server = TestServer::start_with(dir.path(), limits).await;
    let nodes = server.nodes();
    let (first, last) = (nodes[0], nodes[nodes.len() - 1]);
    let (mut ann, _) = TestServer::client_at(first, "Ann").await;
    let room = ann.create_room_as_black(GameKind::Gomoku, None).await.room;
    let (mut bob, _) = TestServer::client_at(last, "Bob").await;
    bob.join_room(room.clone(), Some(JoinAs::Player)).await;
    // Bob's node lists the room with Bob seated (promptly; the wait only bounds the test).
    let deadline = tokio::time::Instant::now() + boardroom_tests::WAIT;
    loop {
        let rooms = bob.list_rooms().await;
        let listed = rooms.iter().find(|r| r.room == room);
        if listed.is_some_and(|r| r.players.white.as_ref().is_some_and(|p| p.name == "Bob")) {
            break;
        }
        assert!(tokio::time::Instant::now() < deadline, "{rooms:?}");
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    bob.send(&create_room(GameKind::Reversi)).await;
    assert_eq!(bob.expect(error_code).await, ErrorCode::RateLimited);
    // And Ann, on the room's own node, as ever.
    ann.send(&create_room(GameKind::Reversi)).await;
    assert_eq!(ann.expect(error_code).await, ErrorCode::RateLimited);
}

#[tokio::test]
async fn a_huge_frame_is_refused_unread_with_too_large_and_1009() {
    let dir = data_dir();
    let server = TestServer::start(dir.path()).await;
    let (mut client, _) = server.client("Ada").await;
    let text = format!(r#"{{"type":"chat","text":"{}"}}"#, "x".repeat(1_000_000));
    client.send_raw(&text).await;
    let mut too_large = false;
    let code = loop {
        match client.next_frame().await {
            boardroom_tests::Frame::Message(msg) => {
                too_large |= error_code(&msg) == Some(ErrorCode::TooLarge)
            }
            boardroom_tests::Frame::Closed(code) => break code,
        }
    };
    assert!(too_large, "the client is told why");
    // The server closes with 1009; the rest of the megabyte still in flight may make the
    // kernel reset the connection before the client reads that close frame.
    assert!(matches!(code, Some(1009) | None), "{code:?}");
}

/// Checks that `msg` is an `error` of `code` whose words are the catalogues' message `id`
/// with `args`: a message English's catalogue (`client/locales/en.ftl`) has, whose English is
/// the error's `message`. Answers the message.
fn says(msg: &ServerMsg, code: ErrorCode, id: &str, args: &[(&str, WordArg)]) -> String {
    let ServerMsg::Error {
        code: sent,
        message,
        words,
        ..
    } = msg
    else {
        panic!("not an error: {msg:?}");
    };
    assert_eq!(*sent, code, "{message}");
    let words = words
        .clone()
        .unwrap_or_else(|| panic!("{message:?} comes with its words"));
    assert_eq!(words.id, id, "{message}");
    let expected: BTreeMap<String, WordArg> = args
        .iter()
        .map(|(name, value)| ((*name).to_owned(), value.clone()))
        .collect();
    assert_eq!(words.args, expected, "{id}'s variables");
    let english = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../client/locales/en.ftl");
    let english = std::fs::read_to_string(&english).unwrap_or_else(|e| panic!("{english:?}: {e}"));
    assert!(
        english
            .lines()
            .any(|line| line.starts_with(&format!("{id} ="))),
        "{id} is a message of en.ftl"
    );
    assert_eq!(
        boardroom_server::words::english(&words),
        *message,
        "{id} in English"
    );
    message.clone()
}

/// Picks an `error`.
fn an_error(msg: &ServerMsg) -> Option<ServerMsg> {
    matches!(msg, ServerMsg::Error { .. }).then(|| msg.clone())
}

#[tokio::test]
async fn refusals_come_with_their_words_of_the_catalogues_and_their_english_is_the_message() {
    let dir = data_dir();
    let server = TestServer::start(dir.path()).await;

    // A name the server refuses, and a protocol it does not speak.
    let mut stranger = server.connect().await;
    stranger.send(&hello_message(1, "   ", None)).await;
    let told = says(
        &stranger.recv().await,
        ErrorCode::BadRequest,
        "server-name-length",
        &[("most", WordArg::Number(32))],
    );
    assert_eq!(told, "a name is 1 to 32 characters");
    stranger.send(&hello_message(2, "Ada", None)).await;
    says(
        &stranger.recv().await,
        ErrorCode::BadRequest,
        "server-protocol-version",
        &[("ours", WordArg::Number(1)), ("theirs", WordArg::Number(2))],
    );
    // A frame that is not JSON: the parser's own words stay as a text.
    stranger.send_raw("not json").await;
    let msg = stranger.recv().await;
    let detail = match &msg {
        ServerMsg::Error {
            words: Some(words), ..
        } => words.args.get("detail").cloned(),
        _ => None,
    };
    let detail = detail.unwrap_or_else(|| panic!("a detail: {msg:?}"));
    says(
        &msg,
        ErrorCode::BadRequest,
        "server-frame-bad-json",
        &[("detail", detail)],
    );

    // A move out of turn.
    let mut table = server.table(GameKind::Gomoku, None).await;
    table.white.put(7, 7, 0).await;
    let told = says(
        &table.white.expect(an_error).await,
        ErrorCode::NotYourTurn,
        "server-not-your-turn",
        &[],
    );
    assert_eq!(told, "it is not your turn");
    // A draw offer refused, and made again at once: the wait, in seconds.
    table.black.send(&ClientMsg::DrawOffer).await;
    table
        .white
        .expect(|m| matches!(m, ServerMsg::DrawOffered { .. }).then_some(()))
        .await;
    table.white.send(&ClientMsg::DrawRefuse).await;
    table.black.send(&ClientMsg::DrawOffer).await;
    let msg = table.black.expect(an_error).await;
    let ServerMsg::Error {
        retry_in_ms: Some(wait),
        ..
    } = &msg
    else {
        panic!("a wait: {msg:?}");
    };
    let seconds = i64::try_from(wait / 1000 + 1).unwrap_or(i64::MAX);
    let told = says(
        &msg,
        ErrorCode::RateLimited,
        "server-ask-again-later",
        &[
            ("what", WordArg::Text("draw".to_owned())),
            ("seconds", WordArg::Number(seconds)),
        ],
    );
    assert!(
        told.starts_with("your last request was refused: you may ask for a draw"),
        "{told}"
    );
}

#[tokio::test]
async fn a_draw_offered_too_soon_says_every_and_left_as_numbers() {
    let dir = data_dir();
    // No wait after a refusal: the second offer meets the draw interval itself.
    let limits = Limits {
        ask_again: std::time::Duration::ZERO,
        ..Limits::default()
    };
    let server = TestServer::start_with(dir.path(), limits).await;
    let mut table = server.table(GameKind::Gomoku, None).await;
    table.black.send(&ClientMsg::DrawOffer).await;
    table
        .white
        .expect(|m| matches!(m, ServerMsg::DrawOffered { .. }).then_some(()))
        .await;
    table.white.send(&ClientMsg::DrawRefuse).await;
    table.black.send(&ClientMsg::DrawOffer).await;
    let msg = table.black.expect(an_error).await;
    let told = says(
        &msg,
        ErrorCode::RateLimited,
        "server-draw-too-soon",
        &[
            ("every", WordArg::Number(10)),
            ("left", WordArg::Number(10)),
        ],
    );
    assert_eq!(told, "you may offer a draw once every 10 moves; 10 to go");
    assert!(
        matches!(
            msg,
            ServerMsg::Error {
                retry_at_ply: Some(10),
                ..
            }
        ),
        "{msg:?}"
    );
}
