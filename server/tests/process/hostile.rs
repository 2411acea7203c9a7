//! A hostile client against the real server over real sockets: one test per attack, each
//! asserting the bound that holds it, and that everyone else is unharmed. Clients play several
//! machines by connecting from different loopback addresses (127.0.0.0/8), which is how the
//! server counts its per-address limits. Deadlines run on tokio's paused clock.

use std::net::Ipv4Addr;
use std::path::Path;
use std::time::Duration;

use boardroom_protocol::{
    AiLevel, ClientMsg, ErrorCode, GameKind, JoinAs, Opponent, Options, SeatChoice, ServerMsg,
};
use boardroom_server::Limits;
use boardroom_tests::{
    Table, TestClient, TestServer, WAIT, connect_tcp_from, data_dir, error_code, free_port,
    hello_message, http_get, http_get_from,
};
use futures_util::{SinkExt, StreamExt};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tungstenite::Message;

const BINARY: &str = env!("CARGO_BIN_EXE_boardroom-server");

/// The attacker's machine.
const MALLORY: Ipv4Addr = Ipv4Addr::new(127, 0, 0, 66);
/// An honest player's machine.
const ALICE: Ipv4Addr = Ipv4Addr::new(127, 0, 0, 11);

/// The next error's code, skipping other messages.
async fn next_error(client: &mut TestClient) -> ErrorCode {
    client.expect(error_code).await
}

/// Creates a room from `client`: against the AI at `level` when given, else for two people.
fn create(game: GameKind, seat: SeatChoice, ai: Option<AiLevel>, budget: Option<u64>) -> ClientMsg {
    ClientMsg::CreateRoom {
        game,
        options: Some(Options {
            ai_budget_ms: budget,
            ..Options::default()
        }),
        seat: Some(seat),
        opponent: Some(if ai.is_some() {
            Opponent::Ai
        } else {
            Opponent::Human
        }),
        ai_level: ai,
        engine: None,
        bot: None,
    }
}

/// Waits for the answer to a `create_room`: the room's state, or the refusal's code.
async fn created(client: &mut TestClient) -> Result<boardroom_protocol::RoomState, ErrorCode> {
    client
        .expect(|m| match m {
            ServerMsg::RoomState(state) => Some(Ok((**state).clone())),
            ServerMsg::Error { code, .. } => Some(Err(*code)),
            _ => None,
        })
        .await
}

/// On the paused clock: the close code of `client`'s connection, however long (in virtual time)
/// the server takes to close it. Nothing else may run a timer meanwhile, or time would jump to
/// it: these tests set every other deadline far away.
async fn closed_eventually(client: &mut TestClient) -> Option<u16> {
    let hour = Duration::from_secs(3600);
    tokio::time::timeout(hour, async {
        loop {
            match client.socket().next().await {
                Some(Ok(Message::Close(frame))) => return frame.map(|f| u16::from(f.code)),
                None | Some(Err(_)) => return None,
                Some(Ok(_)) => {}
            }
        }
    })
    .await
    .expect("closed within the hour")
}

/// Limits whose deadlines are all far away but the one a paused-clock test looks at.
fn far_deadlines() -> Limits {
    let far = Duration::from_secs(24 * 3600);
    Limits {
        idle_timeout: far,
        ping_interval: far,
        hello_timeout: far,
        lobby_idle: far,
        header_timeout: far,
        ..Limits::default()
    }
}

// ----- 1. locking everyone out of creating rooms ---------------------------------------------

#[tokio::test]
async fn a_room_creation_flood_from_one_address_leaves_everyone_else_free() {
    let dir = data_dir();
    let server = TestServer::start(dir.path()).await;
    let limits = Limits::default();
    // Mallory signs up players as fast as the server lets him and creates a room with each.
    let mut made = 0;
    let mut refused = Vec::new();
    let mut sockets = Vec::new();
    for n in 0..20 {
        let mut mallory = server.connect_from(MALLORY).await;
        mallory
            .send(&hello_message(1, &format!("Mallory {n}"), None))
            .await;
        let welcomed = mallory
            .expect(|m| match m {
                ServerMsg::Welcome { .. } => Some(true),
                ServerMsg::Error { .. } => Some(false),
                _ => None,
            })
            .await;
        if !welcomed {
            refused.push("player");
            continue;
        }
        mallory
            .send(&create(GameKind::Gomoku, SeatChoice::Black, None, None))
            .await;
        match created(&mut mallory).await {
            Ok(_) => made += 1,
            Err(code) => {
                assert_eq!(code, ErrorCode::RateLimited);
                refused.push("room");
            }
        }
        sockets.push(mallory);
    }
    assert!(made <= limits.new_rooms_burst as usize, "{made} rooms");
    assert!(!refused.is_empty(), "the flood was refused at some point");

    // Alice, from her own machine, creates a room for a friend and one against the AI.
    let (mut alice, _) = server.client_from(ALICE, "Alice").await;
    alice
        .send(&create(GameKind::Gomoku, SeatChoice::Black, None, None))
        .await;
    assert!(created(&mut alice).await.is_ok(), "a room for two");
    alice
        .send(&create(
            GameKind::Reversi,
            SeatChoice::Black,
            Some(AiLevel::Easy),
            None,
        ))
        .await;
    assert!(created(&mut alice).await.is_ok(), "a room against the AI");
}

#[tokio::test]
async fn an_empty_waiting_room_closes_after_a_few_minutes() {
    let dir = data_dir();
    let server = TestServer::start_with(dir.path(), far_deadlines()).await;
    let (mut creator, _) = server.client("Creator").await;
    let room = creator
        .create_room_as_black(GameKind::NoGo, None)
        .await
        .room;
    creator.close().await;
    let (mut watcher, _) = server.client("Watcher").await;
    let listed = |rooms: &[boardroom_protocol::RoomSummary]| rooms.iter().any(|r| r.room == room);
    assert!(
        listed(&watcher.list_rooms().await),
        "still waiting at first"
    );
    // Minutes pass on the paused clock, then the clock runs again.
    tokio::time::pause();
    tokio::time::sleep(Limits::default().waiting_room_idle + Duration::from_secs(61)).await;
    tokio::time::resume();
    let deadline = tokio::time::Instant::now() + WAIT;
    while listed(&watcher.list_rooms().await) {
        assert!(tokio::time::Instant::now() < deadline, "closed once idle");
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

#[tokio::test]
async fn a_game_abandoned_long_ago_closes_at_the_restart_rather_than_a_day_later() {
    let dir = data_dir();
    let mut server = TestServer::start(dir.path()).await;
    let Table {
        mut black,
        white,
        start,
        ..
    } = server.table(GameKind::Gomoku, None).await;
    black.put(7, 7, 0).await;
    black.next_step_ply().await;
    black.close().await;
    white.close().await;
    server.stop().await;
    // A day and an hour pass with the server down.
    let db = rusqlite::Connection::open(dir.path().join("boardroom.sqlite3")).expect("open");
    db.execute(
        "UPDATE rooms SET last_active_ms = last_active_ms - 90000000",
        [],
    )
    .expect("age the room");
    drop(db);

    let server = TestServer::start(dir.path()).await;
    let (mut watcher, _) = server.client("Watcher").await;
    let deadline = tokio::time::Instant::now() + WAIT;
    while watcher
        .list_rooms()
        .await
        .iter()
        .any(|r| r.room == start.room)
    {
        assert!(
            tokio::time::Instant::now() < deadline,
            "the stale room closes"
        );
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

// ----- 2. memory: a client that asks and never reads -----------------------------------------

#[tokio::test]
async fn a_client_that_never_reads_holds_one_room_list_at_a_time() {
    let dir = data_dir();
    // Enough requests to fill the sockets' buffers, which the rate limit would stop first.
    let limits = Limits {
        rate_burst: 5000,
        rate_per_second: 1000,
        ..Limits::default()
    };
    let server = TestServer::start_with(dir.path(), limits).await;
    // 150 waiting rooms, from 15 machines: a room list of tens of kilobytes.
    let mut hosts = Vec::new();
    for machine in 0..15u8 {
        for n in 0..10 {
            let (mut host, _) = server
                .client_from(Ipv4Addr::new(127, 0, 1, machine), &format!("Host {n}"))
                .await;
            host.create_room_as_black(GameKind::Gomoku, None).await;
            hosts.push(host);
        }
    }
    let (mut greedy, _) = server.client_from(MALLORY, "Greedy").await;
    for _ in 0..1000 {
        greedy.send(&ClientMsg::ListRooms).await;
    }
    greedy.send(&ClientMsg::Ping).await;
    // Everything it asked for, read at last: the lists it got were never more than one at a
    // time in the server's queue, so many requests were refused while one was waiting.
    let (mut lists, mut refused) = (0, 0);
    loop {
        match greedy.recv().await {
            ServerMsg::Rooms { rooms, total } => {
                assert_eq!((rooms.len(), total), (150, Some(150)));
                lists += 1;
            }
            ServerMsg::Error {
                code: ErrorCode::RateLimited,
                ..
            } => refused += 1,
            ServerMsg::Pong => break,
            other => panic!("unexpected {other:?}"),
        }
    }
    assert!(
        lists >= 1 && refused >= 1,
        "{lists} lists, {refused} refused"
    );
}

/// The server's resident memory, from /proc.
fn rss_kib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).expect("proc status");
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next())
        .and_then(|v| v.parse().ok())
        .expect("VmRSS")
}

#[tokio::test]
async fn many_lists_unread_by_many_sockets_do_not_grow_the_servers_memory() {
    let dir = data_dir();
    let port = free_port();
    let flags = ["--new-players-burst", "1000", "--new-rooms-burst", "1000"];
    let server = TestServer::spawn_binary_with(Path::new(BINARY), dir.path(), port, &flags).await;
    let pid = server.pid().expect("a process");
    let mut hosts = Vec::new();
    for machine in 0..40u8 {
        for n in 0..25 {
            let (mut host, _) = server
                .client_from(Ipv4Addr::new(127, 0, 2, machine), &format!("Host {n}"))
                .await;
            host.create_room_as_black(GameKind::Gomoku, None).await;
            hosts.push(host);
        }
    }
    let before = rss_kib(pid);
    // Eight sockets each ask for the (capped) list 60 times and never read.
    let mut greedy = Vec::new();
    for n in 0..8 {
        let (mut client, _) = server.client_from(MALLORY, &format!("Greedy {n}")).await;
        for _ in 0..60 {
            client.send(&ClientMsg::ListRooms).await;
        }
        greedy.push(client);
    }
    // The server takes them all in (a ping from someone else answered after them), then its
    // memory is what it was, give or take: before the byte budgets it grew by ~110 MB a socket.
    let (mut probe, _) = server.client_from(ALICE, "Probe").await;
    probe.send(&ClientMsg::Ping).await;
    probe
        .expect(|m| (*m == ServerMsg::Pong).then_some(()))
        .await;
    let mut peak = 0;
    for _ in 0..20 {
        peak = peak.max(rss_kib(pid));
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let grown_mib = peak.saturating_sub(before) / 1024;
    assert!(grown_mib < 48, "the server grew by {grown_mib} MiB");
}

// ----- 3. holding connections forever --------------------------------------------------------

#[tokio::test(start_paused = true)]
async fn a_silent_or_trickling_http_connection_is_dropped_at_the_header_deadline() {
    let dir = data_dir();
    let server = TestServer::start(dir.path()).await;
    let timeout = Limits::default().header_timeout;
    let opened = tokio::time::Instant::now();
    let mut silent = connect_tcp_from(server.addr, MALLORY)
        .await
        .expect("connect");
    let mut trickle = connect_tcp_from(server.addr, MALLORY)
        .await
        .expect("connect");
    let trickled = async {
        for byte in b"GET / HTTP/1.1\r\nHost: x\r\n" {
            if trickle.write_all(&[*byte]).await.is_err() {
                break;
            }
            tokio::time::sleep(Duration::from_secs(5)).await;
        }
        let mut rest = Vec::new();
        let _ = trickle.read_to_end(&mut rest).await;
        tokio::time::Instant::now()
    };
    let silenced = async {
        let mut rest = Vec::new();
        let _ = silent.read_to_end(&mut rest).await;
        (tokio::time::Instant::now(), rest)
    };
    let (trickle_end, (silent_end, said)) = tokio::join!(trickled, silenced);
    assert!(said.is_empty(), "nothing is answered to nothing");
    for end in [trickle_end, silent_end] {
        let held = end - opened;
        assert!(held >= timeout && held < timeout * 2, "held {held:?}");
    }
    // Meanwhile the server answers everyone else.
    assert_eq!(
        http_get(server.addr, "/healthz").await.map(|r| r.0),
        Some(200)
    );
}

#[tokio::test]
async fn a_websocket_that_never_says_hello_is_closed_with_1008() {
    let dir = data_dir();
    let hello_timeout = Limits::default().hello_timeout;
    let limits = Limits {
        hello_timeout,
        ..far_deadlines()
    };
    let server = TestServer::start_with(dir.path(), limits).await;
    tokio::time::pause();
    let opened = tokio::time::Instant::now();
    let mut mute = server.connect_from(MALLORY).await;
    assert_eq!(closed_eventually(&mut mute).await, Some(1008));
    assert!(tokio::time::Instant::now() - opened >= hello_timeout);
}

#[tokio::test]
async fn a_signed_in_socket_that_asks_for_nothing_is_closed_in_the_lobby() {
    let dir = data_dir();
    let lobby_idle = Limits::default().lobby_idle;
    let limits = Limits {
        lobby_idle,
        ..far_deadlines()
    };
    let server = TestServer::start_with(dir.path(), limits).await;
    let (mut lurker, _) = server.client_from(MALLORY, "Lurker").await;
    tokio::time::pause();
    let opened = tokio::time::Instant::now();
    assert_eq!(closed_eventually(&mut lurker).await, Some(1001));
    assert!(tokio::time::Instant::now() - opened >= lobby_idle - Duration::from_secs(1));
}

#[tokio::test]
async fn one_address_holds_a_bounded_number_of_connections() {
    let dir = data_dir();
    let limits = Limits {
        connections_per_address: 8,
        ..Limits::default()
    };
    let server = TestServer::start_with(dir.path(), limits).await;
    let mut held = Vec::new();
    for _ in 0..8 {
        held.push(server.connect_from(MALLORY).await);
    }
    let refused = TestClient::connect_from(&server.ws_url(), server.addr, MALLORY).await;
    assert!(refused.is_none(), "the ninth is turned away");
    let (status, _) = http_get_from(server.addr, MALLORY, "/healthz")
        .await
        .expect("an answer");
    assert_eq!(status, 429);
    // Alice is not Mallory.
    let (mut alice, _) = server.client_from(ALICE, "Alice").await;
    alice.send(&ClientMsg::Ping).await;
    assert_eq!(alice.recv().await, ServerMsg::Pong);
    // A connection closed gives its place back.
    held.pop().map(TestClient::close).expect("one").await;
    let deadline = tokio::time::Instant::now() + WAIT;
    while TestClient::connect_from(&server.ws_url(), server.addr, MALLORY)
        .await
        .is_none()
    {
        assert!(
            tokio::time::Instant::now() < deadline,
            "the place comes back"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

// ----- 4. starving everyone's AI -------------------------------------------------------------

#[tokio::test]
async fn one_clients_long_searches_do_not_hold_up_another_clients_ai() {
    let dir = data_dir();
    let limits = Limits {
        ai_searches: 2,
        ..Limits::default()
    };
    let server = TestServer::start_with(dir.path(), limits).await;
    // Mallory seats the hard AI in four NoGo rooms at the longest budget; it moves first.
    let mut hogs = Vec::new();
    for n in 0..4 {
        let (mut hog, _) = server.client_from(MALLORY, &format!("Hog {n}")).await;
        hog.send(&create(
            GameKind::NoGo,
            SeatChoice::White,
            Some(AiLevel::Hard),
            Some(30_000),
        ))
        .await;
        let state = created(&mut hog).await.expect("a room");
        hogs.push((hog, state.room));
    }
    // Alice plays the easy AI, which also moves first: it answers while every one of Mallory's
    // searches is still thinking.
    let (mut alice, _) = server.client_from(ALICE, "Alice").await;
    alice
        .send(&create(
            GameKind::Gomoku,
            SeatChoice::White,
            Some(AiLevel::Easy),
            None,
        ))
        .await;
    let state = created(&mut alice).await.expect("a room");
    if state.ply == 0 {
        assert_eq!(alice.next_step_ply().await, 1);
    }
    for (hog, room) in &mut hogs {
        let seen = hog.join_room(room.clone(), None).await;
        assert_eq!(seen.ply, 0, "the hard AI is still thinking in {room}");
    }
}

// ----- 5. ghosts -----------------------------------------------------------------------------

#[tokio::test]
async fn a_new_room_leaves_the_old_one_and_a_full_room_forfeits_nothing() {
    let dir = data_dir();
    let server = TestServer::start(dir.path()).await;
    let Table {
        mut black,
        mut white,
        ..
    } = server.table(GameKind::Gomoku, None).await;
    black
        .send(&create(GameKind::NoGo, SeatChoice::Black, None, None))
        .await;
    created(&mut black).await.expect("a new room");
    white
        .expect(|m| matches!(m, ServerMsg::PlayerLeft { .. }).then_some(()))
        .await;
    // What happens in the old room no longer reaches black.
    white
        .send(&ClientMsg::Chat {
            text: "are you there?".into(),
        })
        .await;
    white
        .expect(|m| matches!(m, ServerMsg::Chat { .. }).then_some(()))
        .await;
    black.send(&ClientMsg::Ping).await;
    black
        .expect(|m| match m {
            ServerMsg::Chat { .. } => panic!("a chat from the room black left"),
            ServerMsg::Pong => Some(()),
            _ => None,
        })
        .await;

    // Two players mid-game; one of them tries a full room: refused, and their game goes on.
    let Table {
        black: mut carol,
        white: mut dave,
        ..
    } = server.table(GameKind::Gomoku, None).await;
    carol.put(7, 7, 0).await;
    dave.next_step_ply().await;
    let full = server.table(GameKind::Reversi, None).await;
    carol
        .send(&ClientMsg::JoinRoom {
            room: full.start.room.clone(),
            join_as: Some(JoinAs::Player),
        })
        .await;
    assert_eq!(next_error(&mut carol).await, ErrorCode::RoomFull);
    dave.put(8, 8, 1).await;
    dave.expect(|m| match m {
        ServerMsg::GameOver { .. } => panic!("the game was forfeited"),
        ServerMsg::Step { ply: 2, .. } => Some(()),
        _ => None,
    })
    .await;
    assert_eq!(carol.next_step_ply().await, 2);
    carol.put(9, 9, 2).await;
    assert_eq!(carol.next_step_ply().await, 3, "carol still plays her seat");
}

// ----- 6. rewriting history ------------------------------------------------------------------

#[tokio::test]
async fn a_finished_games_record_keeps_the_players_who_played_it() {
    let dir = data_dir();
    let server = TestServer::start(dir.path()).await;
    let Table {
        mut black,
        mut white,
        start,
        ..
    } = server.table(GameKind::Gomoku, None).await;
    black.put(7, 7, 0).await;
    white.next_step_ply().await;
    white.send(&ClientMsg::Resign).await;
    black
        .expect(|m| matches!(m, ServerMsg::GameOver { .. }).then_some(()))
        .await;
    // The loser leaves; someone else takes the seat, then the AI.
    white.send(&ClientMsg::LeaveRoom).await;
    let (mut eve, _) = server.client("Eve").await;
    eve.join_room(start.room.clone(), None).await;
    eve.send(&ClientMsg::LeaveRoom).await;
    black
        .send(&ClientMsg::SeatAi {
            level: Some(AiLevel::Easy),
            engine: None,
            bot: None,
        })
        .await;
    black
        .expect(|m| matches!(m, ServerMsg::PlayerJoined { .. }).then_some(()))
        .await;
    let path = format!("/games/{}.sgf", start.game_id);
    let (status, sgf) = http_get(server.addr, &path).await.expect("the record");
    assert_eq!(status, 200);
    assert!(
        sgf.contains("PB[Black]") && sgf.contains("PW[White]"),
        "{sgf}"
    );
}

// ----- 7. sign-ups, pings, room lists, names, chat, options ------------------------------------

#[tokio::test]
async fn sign_ups_and_room_lists_are_limited_per_address() {
    let dir = data_dir();
    let server = TestServer::start(dir.path()).await;
    let limits = Limits::default();
    let mut welcomed = 0;
    let mut token = None;
    for n in 0..(limits.new_players_burst + 3) {
        let mut client = server.connect_from(MALLORY).await;
        client
            .send(&hello_message(1, &format!("Sock {n}"), None))
            .await;
        match client.recv().await {
            ServerMsg::Welcome { token: t, .. } => {
                welcomed += 1;
                token = Some(t);
            }
            other => assert_eq!(error_code(&other), Some(ErrorCode::RateLimited)),
        }
    }
    assert_eq!(welcomed, limits.new_players_burst);
    // A returning player is not new, and Alice is not Mallory.
    let mut back = server.connect_from(MALLORY).await;
    back.hello("Sock 0", token.as_deref()).await;
    server.client_from(ALICE, "Alice").await;

    let mut statuses = Vec::new();
    for _ in 0..(limits.room_lists_burst + 5) {
        let answer = http_get_from(server.addr, MALLORY, "/rooms").await;
        statuses.push(answer.map(|(status, _)| status));
    }
    assert!(statuses.contains(&Some(429)), "{statuses:?}");
    let alice = http_get_from(server.addr, ALICE, "/rooms").await;
    assert_eq!(alice.map(|(status, _)| status), Some(200));
}

#[tokio::test]
async fn deceiving_names_are_refused_and_chat_is_cleaned() {
    let dir = data_dir();
    let server = TestServer::start(dir.path()).await;
    for name in [
        "\u{200B}\u{200B}",
        "Eve\u{202E}gnik",
        "Boardroom AI (hard)",
        " \u{3164} ",
    ] {
        let mut client = server.connect().await;
        client.send(&hello_message(1, name, None)).await;
        assert_eq!(
            next_error(&mut client).await,
            ErrorCode::BadRequest,
            "{name:?}"
        );
    }
    let (mut ann, _) = server.client("Ann").await;
    let room = ann.create_room_as_black(GameKind::Gomoku, None).await.room;
    let (mut twin, _) = server.client("ann").await;
    let seen = twin.join_room(room, None).await;
    let names =
        [&seen.players.black, &seen.players.white].map(|p| p.as_ref().map(|p| p.name.clone()));
    assert_eq!(names, [Some("Ann".into()), Some("ann (2)".into())]);
    twin.send(&ClientMsg::Chat {
        text: "hi\u{0}\u{1b}[2J\u{202E}there".into(),
    })
    .await;
    let (from, text) = ann
        .expect(|m| match m {
            ServerMsg::Chat { from, text, .. } => Some((from.clone(), text.clone())),
            _ => None,
        })
        .await;
    assert_eq!((from.as_str(), text.as_str()), ("ann (2)", "hi[2Jthere"));
    ann.send(&create(
        GameKind::NoGo,
        SeatChoice::Black,
        Some(AiLevel::Hard),
        Some(u64::MAX),
    ))
    .await;
    assert_eq!(next_error(&mut ann).await, ErrorCode::BadRequest);
}

// ----- 8. flooding and oversized frames: told why, then closed ---------------------------------

/// Sends `frame` as fast as the socket takes it while reading; returns the error codes read
/// and the close code.
async fn flood(client: &mut TestClient, frame: Message) -> (Vec<ErrorCode>, Option<u16>) {
    let (mut sink, mut stream) = client.socket().split();
    let sending = async {
        for _ in 0..100_000 {
            if sink.send(frame.clone()).await.is_err() {
                break;
            }
            tokio::task::yield_now().await;
        }
        std::future::pending::<()>().await;
    };
    let reading = async {
        let mut errors = Vec::new();
        loop {
            let next = tokio::time::timeout(WAIT, stream.next())
                .await
                .expect("an answer");
            match next {
                Some(Ok(Message::Text(text))) => {
                    let msg = boardroom_protocol::decode_server(text.as_str()).expect("valid");
                    if let Some(code) = error_code(&msg) {
                        errors.push(code);
                    }
                }
                Some(Ok(Message::Close(frame))) => {
                    break (errors, frame.map(|f| u16::from(f.code)));
                }
                Some(Ok(_)) => {}
                None | Some(Err(_)) => break (errors, None),
            }
        }
    };
    tokio::select! {
        () = sending => unreachable!(),
        result = reading => result,
    }
}

#[tokio::test]
async fn a_flooder_is_told_why_before_it_is_closed() {
    let dir = data_dir();
    let server = TestServer::start(dir.path()).await;
    let (mut flooder, _) = server.client_from(MALLORY, "Flooder").await;
    let (errors, closed) = flood(&mut flooder, Message::Ping(Default::default())).await;
    assert!(errors.contains(&ErrorCode::RateLimited), "{errors:?}");
    assert_eq!(closed, Some(1008));

    let (mut bulky, _) = server.client_from(MALLORY, "Bulky").await;
    let big = Message::text(format!(
        "{{\"type\":\"chat\",\"text\":\"{}\"}}",
        "x".repeat(20_000)
    ));
    let (errors, closed) = flood(&mut bulky, big).await;
    assert_eq!(errors.first(), Some(&ErrorCode::TooLarge), "{errors:?}");
    assert_eq!(closed, Some(1009));
}

/// A WebSocket from `from` whose upgrade request says `X-Forwarded-For: forwarded`; `None` when
/// the server turns it away.
async fn upgrade_forwarded(
    server: &TestServer,
    from: Ipv4Addr,
    forwarded: &str,
) -> Option<TestClient> {
    use tungstenite::client::IntoClientRequest;
    let mut request = server.ws_url().into_client_request().ok()?;
    request
        .headers_mut()
        .insert("x-forwarded-for", forwarded.parse().ok()?);
    let tcp = connect_tcp_from(server.addr, from).await.ok()?;
    TestClient::over(request, tcp).await
}

#[tokio::test]
async fn behind_a_trusted_proxy_each_client_is_counted_by_its_own_address() {
    let dir = data_dir();
    let proxy = Ipv4Addr::new(127, 0, 0, 9);
    let limits = Limits {
        connections_per_address: 2,
        trusted_proxies: vec![proxy.into()],
        ..Limits::default()
    };
    let server = TestServer::start_with(dir.path(), limits).await;
    // Through the proxy, two clients of one address, then a third refused, then another
    // address: the proxy itself is never counted.
    let mut held = Vec::new();
    for _ in 0..2 {
        held.push(
            upgrade_forwarded(&server, proxy, "10.0.0.1")
                .await
                .expect("admitted"),
        );
    }
    assert!(
        upgrade_forwarded(&server, proxy, "10.0.0.1")
            .await
            .is_none()
    );
    assert!(
        upgrade_forwarded(&server, proxy, "6.6.6.6, 10.0.0.2")
            .await
            .is_some()
    );
    // Anyone else's header is their own word, and ignored: Mallory is counted as himself.
    for _ in 0..2 {
        held.push(
            upgrade_forwarded(&server, MALLORY, "10.0.0.3")
                .await
                .expect("admitted"),
        );
    }
    assert!(
        upgrade_forwarded(&server, MALLORY, "10.0.0.4")
            .await
            .is_none()
    );
}
