//! The host's console over real HTTP and sockets: it opens only with the key the server keeps
//! in its data folder (a wrong key 403, no session 401), acts only from its own page (another
//! origin, or a body that is not JSON, 403), and what it does holds: a banned player stays out
//! under any name, with their token or password, and after a restart; a banned address stays
//! out; a kicked player is closed; a muted one's chat is refused; every action is in the audit
//! log; the host's notice reaches everyone until it is taken down; the key as a bearer token (the
//! desktop app's way) acts, nothing less does. (The socket protocol has no message of the
//! console's: no client can act as the host.)

use boardroom_protocol::{ChatMode, ClientMsg, ErrorCode, JoinAs, Password, ServerMsg};
use boardroom_server::admin::AdminKey;
use boardroom_tests::http::request;
use boardroom_tests::{
    Frame, Table, TestClient, TestServer, data_dir, error_of, hello_message, room_machine,
};

/// The console's key of the server whose data folder is `dir`, as its link carries it.
fn key_of(dir: &tempfile::TempDir) -> String {
    let link = AdminKey::of_folder(dir.path())
        .expect("the server's key")
        .link("");
    link.rsplit('=').next().expect("the key").to_owned()
}

/// The console's state, as its page reads it.
async fn console_state(server: &TestServer, cookie: &str) -> boardroom_tests::http::Answer {
    request(
        server.addr,
        "GET",
        "/admin/api/state",
        &[("Cookie", cookie)],
        "",
    )
    .await
}

/// A session of the console: its cookie header.
async fn open_console(server: &TestServer, key: &str) -> String {
    let answer = request(server.addr, "GET", &format!("/admin?key={key}"), &[], "").await;
    assert_eq!(answer.status, 303);
    let set = answer.header("set-cookie").expect("a cookie").to_owned();
    assert!(
        set.contains("HttpOnly") && set.contains("SameSite=Strict"),
        "{set}"
    );
    set.split(';').next().expect("name=value").to_owned()
}

/// The console's action `json`, from its own page; the answer's status and body.
async fn act(server: &TestServer, cookie: &str, json: &str) -> (u16, String) {
    let origin = format!("http://{}", server.addr);
    let answer = request(
        server.addr,
        "POST",
        "/admin/api/action",
        &[
            ("Cookie", cookie),
            ("Origin", &origin),
            ("Content-Type", "application/json"),
        ],
        json,
    )
    .await;
    (answer.status, answer.body)
}

/// A server with its console open, and a gomoku game under way at it (black has played).
async fn a_game_under_way() -> (tempfile::TempDir, TestServer, String, Table) {
    let dir = data_dir();
    let server = TestServer::start(dir.path()).await;
    let cookie = open_console(&server, &key_of(&dir)).await;
    let mut table = server
        .table(boardroom_protocol::GameKind::Gomoku, None)
        .await;
    table.black.put(4, 4, 0).await;
    table.white.next_step_ply().await;
    (dir, server, cookie, table)
}

async fn closed(client: &mut TestClient) -> Option<u16> {
    loop {
        if let Frame::Closed(code) = client.next_frame().await {
            return code;
        }
    }
}

async fn player_id(
    client: &mut TestClient,
    name: &str,
    token: Option<&str>,
) -> Result<String, ErrorCode> {
    client.send(&hello_message(1, name, token)).await;
    client
        .expect(|m| match m {
            ServerMsg::Welcome { player_id, .. } => Some(Ok(player_id.clone())),
            ServerMsg::Error { code, .. } => Some(Err(*code)),
            _ => None,
        })
        .await
}

#[tokio::test]
async fn the_console_opens_only_with_its_key_and_acts_only_from_its_own_page() {
    let dir = data_dir();
    let server = TestServer::start(dir.path()).await;
    let secret = key_of(&dir);
    for path in ["/admin", "/admin/api/state"] {
        assert_eq!(
            request(server.addr, "GET", path, &[], "").await.status,
            401,
            "{path}"
        );
    }
    let wrong = request(
        server.addr,
        "GET",
        "/admin?key=0123456789abcdef0123456789abcdef",
        &[],
        "",
    )
    .await;
    assert_eq!(wrong.status, 403);
    assert_eq!(
        request(
            server.addr,
            "GET",
            "/admin",
            &[("Cookie", "boardroom_admin=forged")],
            ""
        )
        .await
        .status,
        401,
        "a cookie the console did not make"
    );
    let cookie = open_console(&server, &secret).await;
    let page = request(server.addr, "GET", "/admin", &[("Cookie", &cookie)], "").await;
    assert_eq!(page.status, 200);
    assert!(page.body.contains("Host's console"));
    let state = console_state(&server, &cookie).await;
    assert_eq!(state.status, 200, "{}", state.body);

    // Actions: only from the console's own origin, with a JSON body, and a session.
    let kick = r#"{"action": "kick", "player": 1}"#;
    let json = ("Content-Type", "application/json");
    for headers in [
        vec![
            ("Cookie", cookie.as_str()),
            ("Origin", "http://evil.example"),
            json,
        ],
        vec![("Cookie", cookie.as_str()), json],
        vec![
            ("Cookie", cookie.as_str()),
            ("Origin", &format!("http://{}", server.addr)),
            ("Content-Type", "text/plain"),
        ],
    ] {
        let answer = request(server.addr, "POST", "/admin/api/action", &headers, kick).await;
        assert_eq!(answer.status, 403, "{headers:?}");
    }
    let origin = format!("http://{}", server.addr);
    let no_session = request(
        server.addr,
        "POST",
        "/admin/api/action",
        &[("Origin", &origin), json],
        kick,
    )
    .await;
    assert_eq!(no_session.status, 401);
    assert_eq!(act(&server, &cookie, kick).await.0, 200);
    assert_eq!(
        act(&server, &cookie, r#"{"action": "shutdown"}"#).await.0,
        400
    );
}

#[tokio::test]
async fn a_banned_player_stays_out_under_any_name_and_after_a_restart() {
    let dir = data_dir();
    let mut server = TestServer::start(dir.path()).await;
    let secret = key_of(&dir);
    let cookie = open_console(&server, &secret).await;
    let (mut ada, ada_token) = server.client("Ada").await;
    let (mut bo, _) = server.client("Bo").await;
    bo.send(&ClientMsg::SignUp {
        password: Password::from("correct horse battery"),
    })
    .await;
    bo.expect(|m| matches!(m, ServerMsg::Account { .. }).then_some(()))
        .await;
    let mut check = server.connect().await;
    let ada_id = player_id(&mut check, "Ada", Some(&ada_token))
        .await
        .expect("Ada");
    check.close().await;

    let (status, done) = act(
        &server,
        &cookie,
        &format!(r#"{{"action": "ban_player", "player": {ada_id}}}"#),
    )
    .await;
    assert_eq!(status, 200, "{done}");
    assert!(done.contains("Ada"), "{done}");
    assert_eq!(closed(&mut ada).await, Some(1008), "closed at once");
    let bo_id = {
        let mut c = server.connect().await;
        let mut hello = hello_message(1, "Bo", None);
        if let ClientMsg::Hello { password, .. } = &mut hello {
            *password = Some(Password::from("correct horse battery"));
        }
        c.send(&hello).await;
        c.expect(|m| match m {
            ServerMsg::Welcome { player_id, .. } => Some(player_id.clone()),
            _ => None,
        })
        .await
    };
    act(
        &server,
        &cookie,
        &format!(r#"{{"action": "ban_player", "player": {bo_id}}}"#),
    )
    .await;
    bo.close().await;
    for (name, token) in [
        ("Ada", Some(ada_token.as_str())),
        ("A new name", Some(ada_token.as_str())),
    ] {
        let mut back = server.connect().await;
        assert_eq!(
            player_id(&mut back, name, token).await,
            Err(ErrorCode::Unauthorized),
            "{name}"
        );
    }
    let with_password = || {
        let mut hello = hello_message(1, "Bo", None);
        if let ClientMsg::Hello { password, .. } = &mut hello {
            *password = Some(Password::from("correct horse battery"));
        }
        hello
    };
    let mut back = server.connect().await;
    back.send(&with_password()).await;
    assert_eq!(
        back.expect(error_of).await.0,
        ErrorCode::Unauthorized,
        "nor with the password"
    );
    server.stop().await;

    // After a restart the bans hold, and the log says what was done.
    let server = TestServer::start(dir.path()).await;
    let mut back = server.connect().await;
    assert_eq!(
        player_id(&mut back, "Ada", Some(&ada_token)).await,
        Err(ErrorCode::Unauthorized)
    );
    let cookie = open_console(&server, &secret).await;
    let state = console_state(&server, &cookie).await;
    assert!(state.body.contains(r#""banned":true"#), "{}", state.body);
    assert_eq!(
        state.body.matches(r#""action":"ban""#).count(),
        2,
        "{}",
        state.body
    );
    act(
        &server,
        &cookie,
        &format!(r#"{{"action": "unban_player", "player": {ada_id}}}"#),
    )
    .await;
    let mut back = server.connect().await;
    assert_eq!(
        player_id(&mut back, "Ada", Some(&ada_token)).await,
        Ok(ada_id),
        "the ban lifted"
    );
}

#[tokio::test]
async fn a_banned_address_is_closed_and_stays_out_and_others_play_on() {
    let dir = data_dir();
    let server = TestServer::start(dir.path()).await;
    let secret = key_of(&dir);
    let cookie = open_console(&server, &secret).await;
    let stranger = room_machine(7);
    let (mut pest, _) = server.client_from(stranger, "Pest").await;
    let (mut friend, _) = server.client_from(room_machine(8), "Friend").await;
    let start = pest
        .create_room_as_black(boardroom_protocol::GameKind::Gomoku, None)
        .await;
    friend.join_room(start.room, None).await;
    pest.put(4, 4, 0).await;
    friend.next_step_ply().await;
    let (status, done) = act(
        &server,
        &cookie,
        &format!(r#"{{"action": "ban_address", "address": "{stranger}"}}"#),
    )
    .await;
    assert_eq!(status, 200, "{done}");
    assert_eq!(closed(&mut pest).await, Some(1008));
    // The game the banned address was playing is lost at once, as a leaver's.
    let (result, reason) = friend.expect(boardroom_tests::game_over).await;
    assert_eq!(
        (result, reason),
        (
            boardroom_protocol::GameResult::White,
            boardroom_protocol::Reason::Forfeit
        )
    );
    let mut again = server.connect_from(stranger).await;
    assert_eq!(
        player_id(&mut again, "Another name", None).await,
        Err(ErrorCode::Unauthorized)
    );
    friend.send(&ClientMsg::Ping).await;
    friend
        .expect(|m| matches!(m, ServerMsg::Pong).then_some(()))
        .await;
}

#[tokio::test]
async fn a_muted_player_cannot_chat_and_a_kicked_one_is_closed() {
    let dir = data_dir();
    let server = TestServer::start(dir.path()).await;
    let secret = key_of(&dir);
    let cookie = open_console(&server, &secret).await;
    let mut table = server
        .table(boardroom_protocol::GameKind::Gomoku, None)
        .await;
    table
        .white
        .send(&ClientMsg::GetProfile { player_id: None })
        .await;
    let white = table
        .white
        .expect(|m| match m {
            ServerMsg::Profile { player_id, .. } => Some(player_id.clone()),
            _ => None,
        })
        .await;
    act(
        &server,
        &cookie,
        &format!(r#"{{"action": "mute", "player": {white}}}"#),
    )
    .await;
    table
        .white
        .send(&ClientMsg::Chat {
            text: "rude words".to_owned(),
        })
        .await;
    assert_eq!(table.white.expect(error_of).await.0, ErrorCode::BadRequest);
    table
        .black
        .send(&ClientMsg::Chat {
            text: "hello".to_owned(),
        })
        .await;
    table
        .white
        .expect(|m| matches!(m, ServerMsg::Chat { .. }).then_some(()))
        .await;
    let (status, done) = act(
        &server,
        &cookie,
        &format!(r#"{{"action": "kick", "player": {white}}}"#),
    )
    .await;
    assert_eq!(status, 200, "{done}");
    assert_eq!(closed(&mut table.white).await, Some(1008));
    // Black sees white gone, as with any player who leaves (before the first move, the seat
    // is left).
    table
        .black
        .expect(|m| match m {
            ServerMsg::PeerStatus {
                connected: false, ..
            }
            | ServerMsg::PlayerLeft { .. } => Some(()),
            _ => None,
        })
        .await;
}

#[tokio::test]
async fn a_class_made_from_a_list_signs_in_from_one_school_address() {
    let dir = data_dir();
    let server = TestServer::start(dir.path()).await;
    let secret = key_of(&dir);
    let cookie = open_console(&server, &secret).await;
    let names: Vec<String> = (1..=30).map(|n| format!("Pupil {n}")).collect();
    let list = serde_json::json!({ "action": "make_class", "names": names.join("\n") });
    let (status, body) = act(&server, &cookie, &list.to_string()).await;
    assert_eq!(status, 200, "{body}");
    let made: serde_json::Value = serde_json::from_str(&body).expect("JSON");
    let cards = made["cards"].as_array().expect("cards");
    assert_eq!(cards.len(), 30);
    // A list that names someone twice, or an account's name, makes nobody.
    let again = serde_json::json!({ "action": "make_class", "names": "New one\nPupil 1" });
    assert_eq!(act(&server, &cookie, &again.to_string()).await.0, 400);
    let twice = serde_json::json!({ "action": "make_class", "names": "Cy\ncy" });
    assert_eq!(act(&server, &cookie, &twice.to_string()).await.0, 400);
    // The whole class signs in from the school's one address, past the new-player limit.
    let school = std::net::Ipv4Addr::new(127, 61, 0, 1);
    for card in cards {
        let (name, password) = (
            card["name"].as_str().expect("a name"),
            card["password"].as_str().expect("a password"),
        );
        let mut pupil = server.connect_from(school).await;
        let mut hello = hello_message(1, name, None);
        if let ClientMsg::Hello { password: p, .. } = &mut hello {
            *p = Some(Password::from(password));
        }
        pupil.send(&hello).await;
        pupil
            .expect(|m| match m {
                ServerMsg::Welcome {
                    account: true,
                    name: shown,
                    ..
                } if shown == name => Some(()),
                ServerMsg::Error { message, .. } => panic!("{name}: {message}"),
                _ => None,
            })
            .await;
        pupil.close().await;
    }
}

#[tokio::test]
async fn the_kid_mode_keeps_chat_to_friendly_phrases_and_a_game_can_be_aborted() {
    let dir = data_dir();
    let mut server = TestServer::start(dir.path()).await;
    let secret = key_of(&dir);
    let cookie = open_console(&server, &secret).await;
    let mut table = server
        .table(boardroom_protocol::GameKind::Gomoku, None)
        .await;
    let (status, done) = act(
        &server,
        &cookie,
        r#"{"action": "kid_mode", "mode": "phrases"}"#,
    )
    .await;
    assert_eq!(status, 200, "{done}");
    // Both players are told at once, with the phrases to offer.
    for player in [&mut table.black, &mut table.white] {
        let phrases = player.expect(chat_mode).await;
        assert_eq!(phrases.0, ChatMode::Phrases);
        assert_eq!(phrases.1.len(), 10, "{:?}", phrases.1);
        assert!(
            phrases
                .1
                .iter()
                .any(|p| p.id == "good-luck" && p.text == "Good luck!")
        );
    }
    let chat = |text: &str| ClientMsg::Chat {
        text: text.to_owned(),
    };
    table.black.send(&chat("you play badly")).await;
    let (code, why) = table.black.expect(error_of).await;
    assert_eq!(code, ErrorCode::BadRequest);
    assert!(why.contains("Good game!"), "{why}");
    table.black.send(&chat("Good luck!")).await;
    // The phrase comes with its id, for each client to say in its player's language.
    let phrase = table
        .white
        .expect(|m| match m {
            ServerMsg::Chat { text, phrase, .. } if text == "Good luck!" => Some(phrase.clone()),
            _ => None,
        })
        .await;
    assert_eq!(phrase.as_deref(), Some("good-luck"));
    // The host aborts the game: nobody wins.
    table.black.put(4, 4, 0).await;
    table.white.next_step_ply().await;
    let abort = serde_json::json!({ "action": "abort_game", "room": table.start.room });
    assert_eq!(act(&server, &cookie, &abort.to_string()).await.0, 200);
    let reason = table
        .white
        .expect(|m| match m {
            ServerMsg::GameOver { reason, .. } => Some(*reason),
            _ => None,
        })
        .await;
    assert_eq!(reason, boardroom_protocol::Reason::Aborted);
    table.black.close().await;
    table.white.close().await;
    server.stop().await;
    // The kid mode holds after a restart; chat off says so.
    let server = TestServer::start(dir.path()).await;
    let cookie = open_console(&server, &secret).await;
    let state = console_state(&server, &cookie).await;
    assert!(
        state.body.contains(r#""kid_mode":"phrases""#),
        "{}",
        state.body
    );
    // One who signs in while it holds is told after welcome.
    let (mut pupil, _) = server.client("Pupil").await;
    assert_eq!(pupil.expect(chat_mode).await.0, ChatMode::Phrases);
    act(&server, &cookie, r#"{"action": "kid_mode", "mode": "off"}"#).await;
    assert_eq!(pupil.expect(chat_mode).await, (ChatMode::Off, Vec::new()));
    let mut table = server
        .table(boardroom_protocol::GameKind::Gomoku, None)
        .await;
    table.black.send(&chat("Good game!")).await;
    assert!(table.black.expect(error_of).await.1.contains("chat is off"));
    act(
        &server,
        &cookie,
        r#"{"action": "kid_mode", "mode": "open"}"#,
    )
    .await;
    assert_eq!(pupil.expect(chat_mode).await.0, ChatMode::Open);
}

fn chat_mode(msg: &ServerMsg) -> Option<(ChatMode, Vec<boardroom_protocol::ChatPhrase>)> {
    match msg {
        ServerMsg::ChatMode { mode, phrases } => Some((*mode, phrases.clone())),
        _ => None,
    }
}

#[tokio::test]
async fn a_backup_from_the_console_restores_and_the_console_lists_engines_and_bots() {
    let dir = data_dir();
    let server = TestServer::start(dir.path()).await;
    let secret = key_of(&dir);
    let cookie = open_console(&server, &secret).await;
    let (_ada, _) = server.client("Ada").await;
    let state = console_state(&server, &cookie).await;
    let state: serde_json::Value = serde_json::from_str(&state.body).expect("JSON");
    assert!(
        state["engines"].is_array() && state["bots"].is_array(),
        "{state}"
    );
    let (status, done) = act(&server, &cookie, r#"{"action": "backup"}"#).await;
    if std::env::var("BOARDROOM_TEST_STORE").is_ok_and(|s| s == "postgres") {
        assert_eq!(status, 400, "PostgreSQL keeps its own backups: {done}");
        return;
    }
    assert_eq!(status, 200, "{done}");
    let backups: Vec<_> = std::fs::read_dir(dir.path().join("backups"))
        .expect("the backups folder")
        .filter_map(Result::ok)
        .collect();
    assert_eq!(backups.len(), 1);
    let restored = data_dir();
    let summary = boardroom_server::backup::restore(&backups[0].path(), restored.path())
        .expect("the backup restores");
    assert!(summary.to_string().contains("1 players"), "{summary}");
}

#[tokio::test]
async fn a_notice_reaches_every_player_now_and_those_who_come_later_until_taken_down() {
    let dir = data_dir();
    let server = TestServer::start(dir.path()).await;
    let cookie = open_console(&server, &key_of(&dir)).await;
    let notice = |m: &ServerMsg| match m {
        ServerMsg::Notice { text, .. } => Some(text.clone()),
        _ => None,
    };
    let mut early = server.connect().await;
    player_id(&mut early, "Early", None)
        .await
        .expect("signed in");
    let (status, done) = act(
        &server,
        &cookie,
        r#"{"action": "notice", "text": "The club closes at ten."}"#,
    )
    .await;
    assert_eq!(status, 200, "{done}");
    assert!(done.contains("1 connection"), "{done}");
    assert_eq!(early.expect(notice).await, "The club closes at ten.");

    // A player who signs in while it stands is told it right after the welcome.
    let mut late = server.connect().await;
    player_id(&mut late, "Late", None).await.expect("signed in");
    assert_eq!(late.expect(notice).await, "The club closes at ten.");
    let state = console_state(&server, &cookie).await;
    assert!(
        state.body.contains(r#""notice":"The club closes at ten.""#),
        "{}",
        state.body
    );

    // Too long a notice is refused and the one standing stays.
    let long = format!(r#"{{"action": "notice", "text": "{}"}}"#, "a".repeat(501));
    assert_eq!(act(&server, &cookie, &long).await.0, 400);

    // Taken down: everyone is told (an empty text), and a later player hears nothing of it.
    let (status, done) = act(&server, &cookie, r#"{"action": "notice", "text": ""}"#).await;
    assert_eq!((status, done.contains("taken down")), (200, true), "{done}");
    assert_eq!(early.expect(notice).await, "");
    assert_eq!(late.expect(notice).await, "");
    let mut after = server.connect().await;
    after.send(&hello_message(1, "After", None)).await;
    let first_two = [after.recv().await, {
        after.send(&ClientMsg::Ping).await;
        after.recv().await
    }];
    assert!(
        matches!(first_two, [ServerMsg::Welcome { .. }, ServerMsg::Pong]),
        "{first_two:?}"
    );
    let audit = console_state(&server, &cookie).await;
    assert!(
        audit.body.contains("the notice taken down"),
        "{}",
        audit.body
    );
}

#[tokio::test]
async fn the_desktop_app_acts_with_the_key_as_a_bearer_token_and_nothing_less() {
    let dir = data_dir();
    let server = TestServer::start(dir.path()).await;
    let key = key_of(&dir);
    let json = ("Content-Type", "application/json");
    let body = r#"{"action": "notice", "text": "Hello, club."}"#;
    let bearer = format!("Bearer {key}");
    for (auth, expected) in [
        ("Bearer 0123456789abcdef0123456789abcdef", 401),
        ("Basic Ym9hcmRyb29t", 401),
        (bearer.as_str(), 200),
    ] {
        let state = request(
            server.addr,
            "GET",
            "/admin/api/state",
            &[("Authorization", auth)],
            "",
        )
        .await;
        assert_eq!(state.status, expected, "{auth}");
        let answer = request(
            server.addr,
            "POST",
            "/admin/api/action",
            &[("Authorization", auth), json],
            body,
        )
        .await;
        assert_eq!(answer.status, expected, "{auth}: {}", answer.body);
    }
    // The key as a bearer still needs a JSON body.
    let plain = request(
        server.addr,
        "POST",
        "/admin/api/action",
        &[("Authorization", &bearer), ("Content-Type", "text/plain")],
        body,
    )
    .await;
    assert_eq!(plain.status, 403);
}

#[tokio::test]
async fn a_room_closed_by_the_host_ends_its_game_and_sends_everyone_back_to_the_lobby() {
    let (_dir, server, cookie, mut table) = a_game_under_way().await;
    let code = table.start.room.clone();
    let close = serde_json::json!({ "action": "close_room", "room": code });
    let (status, done) = act(&server, &cookie, &close.to_string()).await;
    assert_eq!(status, 200, "{done}");
    for player in [&mut table.black, &mut table.white] {
        let reason = player
            .expect(|m| match m {
                ServerMsg::GameOver { reason, .. } => Some(*reason),
                _ => None,
            })
            .await;
        assert_eq!(reason, boardroom_protocol::Reason::Aborted);
        let (room, by_host) = player
            .expect(|m| match m {
                ServerMsg::Left { room, by_host } => Some((room.clone(), *by_host)),
                _ => None,
            })
            .await;
        assert_eq!((room, by_host), (code.clone(), true));
    }
    // One who asks to leave anyway is answered.
    table.white.send(&ClientMsg::LeaveRoom).await;
    table
        .white
        .expect(|m| matches!(m, ServerMsg::Left { .. }).then_some(()))
        .await;
    // The room is gone; its players play on elsewhere.
    let listed = table.black.list_rooms().await;
    assert!(listed.iter().all(|r| r.room != code), "{listed:?}");
    let again = table
        .black
        .create_room_as_black(boardroom_protocol::GameKind::Gomoku, None)
        .await;
    assert_ne!(again.room, code);
    let (status, _) = act(&server, &cookie, &close.to_string()).await;
    assert_eq!(status, 400, "a closed room is no more");
    let audit = console_state(&server, &cookie).await;
    assert!(
        audit.body.contains(&format!("room {code} closed")),
        "{}",
        audit.body
    );
}

#[tokio::test]
async fn a_kicked_player_loses_the_game_under_way_at_once_and_finds_no_seat_held() {
    let (_dir, server, cookie, mut table) = a_game_under_way().await;
    let code = table.start.room.clone();
    let mut again = server.connect().await;
    let white = player_id(&mut again, "White", Some(&table.white_token))
        .await
        .expect("white signs in on a second device");
    let (status, done) = act(
        &server,
        &cookie,
        &format!(r#"{{"action": "kick", "player": {white}}}"#),
    )
    .await;
    assert_eq!(status, 200, "{done}");
    assert_eq!(closed(&mut table.white).await, Some(1008));
    assert_eq!(closed(&mut again).await, Some(1008));
    // Not the absence's countdown: the game is over now, as when a player leaves.
    let (result, reason) = table.black.expect(boardroom_tests::game_over).await;
    assert_eq!(
        (result, reason),
        (
            boardroom_protocol::GameResult::Black,
            boardroom_protocol::Reason::Forfeit
        )
    );
    // Coming back at once, the kicked player finds the game over and no seat of theirs.
    let mut back = server.connect().await;
    player_id(&mut back, "White", Some(&table.white_token))
        .await
        .expect("a kick is no ban");
    let state = back.join_room(code, Some(JoinAs::Spectator)).await;
    assert_eq!(state.status, boardroom_protocol::Status::Over);
    assert_eq!(state.you, None);
    assert!(state.players.white.is_none(), "{:?}", state.players);
}
