//! Bots over the protocol (docs/bots.md), over real sockets: the Python bot of the docs,
//! `tests/bots/simple_bot.py`, run as it is, plays a whole game in the seat a player invited it
//! to; each way a bot does not come (not online, busy, declining, never coming) ends with
//! the seat free and the player told; and only a bot the host registered signs in as one.

use std::path::Path;
use std::process::Stdio;
use std::time::Duration;

use boardroom_protocol::{
    BotInfo, ClientMsg, ErrorCode, GameKind, GameResult, Opponent, Reason, RoomCode, Seat,
    SeatChoice, ServerMsg,
};
use boardroom_server::Limits;
use boardroom_server::bot_registry::{self, BotPolicy, RegistryError};
use boardroom_server::store::Store;
use boardroom_tests::{
    TestClient, TestServer, bot_hello_message, data_dir, error_code, error_of, hello_message,
    register_bot, room_state, store_for,
};

/// The bot of docs/bots.md.
fn bot_file() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("bots/simple_bot.py")
}

/// The limits of these tests: seats wait a short time for invited bots.
fn limits() -> Limits {
    Limits {
        bot_join_timeout: Duration::from_secs(1),
        new_players_burst: 100,
        new_rooms_burst: 100,
        ..Limits::default()
    }
}

/// A server whose seats wait a short time for invited bots.
async fn server() -> (TestServer, tempfile::TempDir) {
    let dir = data_dir();
    (TestServer::start_with(dir.path(), limits()).await, dir)
}

/// A client of the server's own node (a bot is seen by the node it is connected to), signed in.
async fn client(server: &TestServer, name: &str) -> TestClient {
    let mut client = TestClient::connect(&server.ws_url()).await;
    client.hello(name, None).await;
    client
}

/// A client signed in with `key` as a bot that says its name is `name`; the name the server
/// gave it.
async fn signed_in_bot(server: &TestServer, name: &str, key: Option<&str>) -> (TestClient, String) {
    let mut bot = TestClient::connect(&server.ws_url()).await;
    bot.send(&bot_hello_message(name, key)).await;
    let name = bot
        .expect(|m| match m {
            ServerMsg::Welcome { name, .. } => Some(name.clone()),
            _ => None,
        })
        .await;
    (bot, name)
}

/// A client signed in as the bot `name`, which the host of the server on `data` registered.
async fn raw_bot(server: &TestServer, data: &Path, name: &str) -> TestClient {
    let key = register_bot(data, name).await;
    signed_in_bot(server, name, Some(&key)).await.0
}

/// The bots online, as `client` is told.
async fn bots(client: &mut TestClient) -> Vec<BotInfo> {
    client.send(&ClientMsg::ListBots).await;
    client
        .expect(|m| match m {
            ServerMsg::Bots { bots } => Some(bots.clone()),
            _ => None,
        })
        .await
}

/// Waits until `name` is listed as free: the bot has signed in and waits in the lobby.
async fn wait_free(client: &mut TestClient, name: &str) {
    for _ in 0..200 {
        if bots(client).await.iter().any(|b| b.name == name && !b.busy) {
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("the bot {name} never waited in the lobby");
}

/// `create_room` of gomoku, the creator white, with the bot `name` invited to black.
fn with_bot(name: &str) -> ClientMsg {
    ClientMsg::CreateRoom {
        game: GameKind::Gomoku,
        options: None,
        seat: Some(SeatChoice::White),
        opponent: Some(Opponent::Ai),
        ai_level: None,
        engine: None,
        bot: Some(name.to_owned()),
    }
}

/// The next error's code and sentence.
async fn next_error(client: &mut TestClient) -> (ErrorCode, String) {
    client.expect(error_of).await
}

#[test]
fn the_bots_page_holds_the_bot_the_tests_run() {
    let bot = std::fs::read_to_string(bot_file()).expect("the bot");
    let page = Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/bots.md");
    let page = std::fs::read_to_string(page).expect("docs/bots.md");
    assert!(
        page.contains(&bot),
        "docs/bots.md must show tests/bots/simple_bot.py as it is"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_python_bot_plays_a_whole_game_in_the_seat_it_was_invited_to() {
    let (server, dir) = server().await;
    let mut ada = client(&server, "Ada").await;
    let key = register_bot(dir.path(), "simplebot").await;
    let mut python = tokio::process::Command::new("python3")
        .arg(bot_file())
        .args([&server.ws_url(), "simplebot", "gomoku"])
        .env("BOARDROOM_BOT_KEY", key)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .kill_on_drop(true)
        .spawn()
        .expect("python3 runs the bot");
    wait_free(&mut ada, "simplebot").await;
    // Its name is its own while it is online.
    let mut impostor = TestClient::connect(&server.ws_url()).await;
    impostor.send(&hello_message(1, "SimpleBot", None)).await;
    assert_eq!(
        error_code(&impostor.recv().await),
        Some(ErrorCode::BadRequest)
    );

    ada.send(&with_bot("simplebot")).await;
    let start = ada.expect(room_state).await;
    assert_eq!(start.you, Some(Seat::White));
    let joined = ada
        .expect(|m| match m {
            ServerMsg::PlayerJoined { seat, name, .. } => Some((*seat, name.clone())),
            _ => None,
        })
        .await;
    assert_eq!(joined, (Seat::Black, "simplebot".to_owned()));

    // Seated, it is busy: another player is refused at once, and nothing changes for them.
    let mut bashir = client(&server, "Bashir").await;
    assert!(bots(&mut bashir).await[0].busy);
    bashir.send(&with_bot("simplebot")).await;
    assert_eq!(next_error(&mut bashir).await.0, ErrorCode::ServerBusy);

    // The bot plays the first legal point each turn; Ada plays far from it and loses to five.
    let mut ply = ada.next_step_ply().await;
    for x in 10..14 {
        ada.put(x, 10, ply).await;
        ply = ada.next_step_ply().await;
        ply = ada.next_step_ply().await.max(ply);
    }
    let over = ada
        .expect(|m| match m {
            ServerMsg::GameOver { result, reason, .. } => Some((*result, *reason)),
            _ => None,
        })
        .await;
    assert_eq!(over, (GameResult::Black, Reason::Five));
    // Then it leaves, and waits for the next game.
    ada.expect(|m| matches!(m, ServerMsg::PlayerLeft { seat: Seat::Black }).then_some(()))
        .await;
    wait_free(&mut ada, "simplebot").await;
    python.kill().await.expect("the bot stops");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_that_declines_or_never_comes_frees_the_seat_and_the_player_is_told() {
    let (server, dir) = server().await;
    let mut ada = client(&server, "Ada").await;

    // Not online.
    ada.send(&with_bot("nobody")).await;
    assert_eq!(next_error(&mut ada).await.0, ErrorCode::BadRequest);

    // A bot that says no.
    let mut shy = raw_bot(&server, dir.path(), "shy").await;
    wait_free(&mut ada, "shy").await;
    ada.send(&with_bot("shy")).await;
    let room = ada.expect(room_state).await.room;
    let invited = shy
        .expect(|m| match m {
            ServerMsg::Invited { room, seat, by, .. } => Some((room.clone(), *seat, by.clone())),
            _ => None,
        })
        .await;
    assert_eq!(invited, (room.clone(), Seat::Black, "Ada".to_owned()));
    // Meanwhile the seat is the bot's: nobody else takes it.
    let mut bashir = client(&server, "Bashir").await;
    bashir
        .send(&ClientMsg::JoinRoom {
            room: room.clone(),
            join_as: None,
        })
        .await;
    assert_eq!(next_error(&mut bashir).await.0, ErrorCode::RoomFull);
    shy.send(&ClientMsg::DeclineInvite { room: room.clone() })
        .await;
    let (code, message) = next_error(&mut ada).await;
    assert_eq!(code, ErrorCode::ServerBusy);
    assert!(message.contains("declined"), "{message}");
    // Declining again, or elsewhere, is refused.
    shy.send(&ClientMsg::DeclineInvite { room: room.clone() })
        .await;
    assert_eq!(next_error(&mut shy).await.0, ErrorCode::NothingPending);
    shy.send(&ClientMsg::DeclineInvite {
        room: RoomCode::new("ZZZZZZ"),
    })
    .await;
    assert_eq!(next_error(&mut shy).await.0, ErrorCode::NoSuchRoom);

    // A bot that never comes: after the deadline the seat is free, and a person takes it.
    let _silent = raw_bot(&server, dir.path(), "silent").await;
    wait_free(&mut ada, "silent").await;
    ada.send(&ClientMsg::SeatAi {
        level: None,
        engine: None,
        bot: Some("silent".to_owned()),
    })
    .await;
    let (code, message) = next_error(&mut ada).await;
    assert_eq!(code, ErrorCode::ServerBusy);
    assert!(message.contains("did not come"), "{message}");
    let state = bashir.join_room(room, None).await;
    assert_eq!(state.you, Some(Seat::Black));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_a_bot_the_host_registered_signs_in_as_one() {
    let (server, dir) = server().await;
    let mut ada = client(&server, "Ada").await;
    // The host's command line, on the store the server has opened.
    let (store, _) = Store::open_at(&store_for(dir.path())).await.expect("store");

    // Saying "bot" is not enough: no key, a made-up key, or a person's own token.
    let mut claimer = TestClient::connect(&server.ws_url()).await;
    claimer.send(&bot_hello_message("freebot", None)).await;
    let refused = next_error(&mut claimer).await;
    assert_eq!(refused.0, ErrorCode::Unauthorized);
    assert!(refused.1.contains("bots add"), "{}", refused.1);
    claimer
        .send(&bot_hello_message(
            "freebot",
            Some("0123456789abcdef0123456789abcdef"),
        ))
        .await;
    assert_eq!(next_error(&mut claimer).await.0, ErrorCode::Unauthorized);
    let token = TestClient::connect(&server.ws_url())
        .await
        .hello("Carmen", None)
        .await;
    let mut person = TestClient::connect(&server.ws_url()).await;
    person
        .send(&bot_hello_message("Carmen", Some(&token)))
        .await;
    assert_eq!(next_error(&mut person).await.0, ErrorCode::Unauthorized);
    assert!(bots(&mut ada).await.is_empty());
    // The refused connection may still sign in as the person it is.
    let welcome = claimer.hello("Dmitri", None).await;
    assert!(!welcome.is_empty());

    // A registered bot signs in by its key, under the name the host gave it.
    let registered = bot_registry::add(&store, "Gomocalc").await.expect("added");
    let (_bot, name) = signed_in_bot(&server, "someone else", Some(&registered.key)).await;
    assert_eq!(name, "Gomocalc");
    wait_free(&mut ada, "Gomocalc").await;
    // No second registration under a name that looks like it.
    for alike in ["gomocalc", "Gоmocalc", "GomocaIc"] {
        assert!(
            matches!(
                bot_registry::add(&store, alike).await,
                Err(RegistryError::Taken(_))
            ),
            "{alike}"
        );
    }
    assert_eq!(bot_registry::list(&store).await.expect("list").len(), 1);

    // Removed, its key no longer makes it a bot.
    bot_registry::remove(&store, "GOMOCALC")
        .await
        .expect("removed");
    let mut again = TestClient::connect(&server.ws_url()).await;
    again
        .send(&bot_hello_message("Gomocalc", Some(&registered.key)))
        .await;
    assert_eq!(next_error(&mut again).await.0, ErrorCode::Unauthorized);
    assert!(matches!(
        bot_registry::remove(&store, "Gomocalc").await,
        Err(RegistryError::Unknown(_))
    ));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_open_to_bots_lets_any_program_sign_in_as_one() {
    let dir = data_dir();
    let limits = Limits {
        bots: BotPolicy::Open,
        ..limits()
    };
    let server = TestServer::start_with(dir.path(), limits).await;
    let mut ada = client(&server, "Ada").await;
    let (_bot, name) = signed_in_bot(&server, "freebot", None).await;
    assert_eq!(name, "freebot");
    wait_free(&mut ada, "freebot").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_registered_bot_is_still_the_bot_in_a_room_restored_after_a_restart() {
    let dir = data_dir();
    let key = register_bot(dir.path(), "stayer").await;
    let mut server = TestServer::start_with(dir.path(), limits()).await;
    let mut ada = client(&server, "Ada").await;
    let (mut bot, _) = signed_in_bot(&server, "stayer", Some(&key)).await;
    wait_free(&mut ada, "stayer").await;
    ada.send(&with_bot("stayer")).await;
    let room = ada.expect(room_state).await.room;
    bot.expect(|m| matches!(m, ServerMsg::Invited { .. }).then_some(()))
        .await;
    bot.join_room(room.clone(), None).await;
    bot.put(7, 7, 0).await;
    ada.expect(|m| matches!(m, ServerMsg::Step { ply: 1, .. }).then_some(()))
        .await;
    ada.put(0, 0, 1).await;
    bot.expect(|m| matches!(m, ServerMsg::Step { ply: 2, .. }).then_some(()))
        .await;
    // The bot (black) to move when the server stops.
    server.stop().await;

    // Started again with a short wait for a person's move against a bot: the bot comes back
    // and moves, and the person, gone, loses on time, as they would have before the restart.
    let limits = Limits {
        bot_move_wait: Duration::from_secs(1),
        ..limits()
    };
    let server = TestServer::start_with(dir.path(), limits).await;
    let (mut bot, _) = signed_in_bot(&server, "stayer", Some(&key)).await;
    let state = bot.join_room(room, None).await;
    assert_eq!(state.you, Some(Seat::Black));
    bot.put(7, 8, state.ply).await;
    let over = bot
        .expect(|m| match m {
            ServerMsg::GameOver { result, reason, .. } => Some((*result, *reason)),
            _ => None,
        })
        .await;
    assert_eq!(over, (GameResult::Black, Reason::Timeout));
}
