//! Cluster mode with real processes: nodes (the real binary) sharing one PostgreSQL and one
//! nats-server, each started by the test on free loopback ports, with a one-second lease.
//! Every node lists every node's rooms; a killed owner's rooms are taken over by a live node
//! within 10 s, with every announced move, and their AI seats play on; an owner frozen past its
//! lease (SIGSTOP, then SIGCONT) cannot store a move and steps down. A member on another node
//! than the room's that stops reading is resynced as a local one would be, and slows nobody
//! else; a game goes on through nats-server killed and started again; a notice from one node's
//! console acts on every node (its notice, a ban), and a device signed out from one node is
//! closed on another. (In the server package,
//! because Cargo builds a package's binary only for that package's own tests.)

use std::path::Path;
use std::process::{Command, ExitStatus};
use std::time::{Duration, Instant};

use boardroom_protocol::{
    AiLevel, ClientMsg, GameKind, GameResult, JoinAs, Opponent, Point, RoomCode, RoomState, Seat,
    SeatChoice, ServerMsg, Status,
};
use boardroom_tests::nats::Nats;
use boardroom_tests::postgres::Postgres;
use boardroom_tests::{
    Frame, Table, TestClient, TestServer, data_dir, free_port, hello_message, room_state,
};

const BINARY: &str = env!("CARGO_BIN_EXE_boardroom-server");

/// The nodes' lease in these tests.
const LEASE_MS: u64 = 1000;

/// One PostgreSQL database and one NATS, for the nodes of a test.
struct Cluster {
    _postgres: Postgres,
    store: String,
    nats: Nats,
    folders: Vec<tempfile::TempDir>,
}

impl Cluster {
    fn start(database: &str) -> Cluster {
        let postgres = Postgres::start();
        let store = postgres.create_database(database);
        Cluster {
            _postgres: postgres,
            store,
            nats: Nats::start(),
            folders: Vec::new(),
        }
    }

    /// A new node of the cluster, as its own process.
    async fn node(&mut self) -> TestServer {
        self.node_with(&[]).await
    }

    /// A new node with more flags (limits, say).
    async fn node_with(&mut self, more: &[&str]) -> TestServer {
        let dir = data_dir();
        let (nats, lease) = (self.nats.url(), LEASE_MS.to_string());
        let mut flags = vec![
            "--store",
            &self.store,
            "--cluster",
            &nats,
            "--cluster-lease-ms",
            &lease,
        ];
        flags.extend_from_slice(more);
        let node =
            TestServer::spawn_binary_with(Path::new(BINARY), dir.path(), free_port(), &flags).await;
        self.folders.push(dir);
        node
    }
}

fn signal(node: &TestServer, signal: &str) {
    let pid = node.pid().expect("a node is a process").to_string();
    let sent = Command::new("kill")
        .args([signal, &pid])
        .status()
        .expect("run kill");
    assert!(sent.success(), "kill {signal} {pid}");
}

/// Plays the moves `at` from ply `from` on, each seen by both players.
async fn play(table: &mut Table, from: u32, at: &[(i8, i8)]) {
    for (n, &(x, y)) in at.iter().enumerate() {
        let ply = from + u32::try_from(n).expect("few moves");
        let (mover, other) = if ply.is_multiple_of(2) {
            (&mut table.black, &mut table.white)
        } else {
            (&mut table.white, &mut table.black)
        };
        mover.put(x, y, ply).await;
        assert_eq!(mover.next_step_ply().await, ply + 1);
        assert_eq!(other.next_step_ply().await, ply + 1);
    }
}

/// The points of a room's history.
fn history(state: &boardroom_protocol::RoomState) -> Vec<Point> {
    state
        .history
        .iter()
        .map(|h| match h {
            boardroom_protocol::HistoryEntry::Place(p) => *p,
            boardroom_protocol::HistoryEntry::Pass => panic!("no passes in gomoku"),
        })
        .collect()
}

#[tokio::test]
async fn every_node_lists_every_node_s_rooms() {
    let mut cluster = Cluster::start("listing");
    let nodes = [
        cluster.node().await,
        cluster.node().await,
        cluster.node().await,
    ];
    let (mut ann, _) = nodes[0].client("Ann").await;
    let first = ann.create_room_as_black(GameKind::Gomoku, None).await.room;
    let (mut bob, _) = nodes[1].client("Bob").await;
    let second = bob.create_room_as_black(GameKind::Reversi, None).await.room;
    let mut expected = vec![first, second];
    expected.sort_by(|a, b| a.as_str().cmp(b.as_str()));
    for node in &nodes {
        let (mut reader, _) = node.client("Cy").await;
        let deadline = Instant::now() + Duration::from_secs(5);
        loop {
            let mut listed: Vec<RoomCode> = reader
                .list_rooms()
                .await
                .into_iter()
                .map(|r| r.room)
                .collect();
            listed.sort_by(|a, b| a.as_str().cmp(b.as_str()));
            if listed == expected {
                break;
            }
            assert!(
                Instant::now() < deadline,
                "node {} lists {listed:?}, not {expected:?}",
                node.addr
            );
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
    }
}

#[tokio::test]
async fn a_killed_owner_s_games_go_on_from_a_live_node_with_nothing_lost() {
    let mut cluster = Cluster::start("killed");
    let mut owner = cluster.node().await;
    let survivor = cluster.node().await;
    let mut table = owner.table(GameKind::Gomoku, None).await;
    play(&mut table, 0, &[(7, 7), (0, 0), (7, 8), (0, 1)]).await;
    // A game against the AI on the same node: black moves, the AI answers.
    let (mut solo, solo_token) = owner.client("Solo").await;
    solo.send(&ClientMsg::CreateRoom {
        game: GameKind::Gomoku,
        options: None,
        seat: Some(SeatChoice::Black),
        opponent: Some(Opponent::Ai),
        ai_level: Some(AiLevel::Easy),
        engine: None,
        bot: None,
    })
    .await;
    let ai_room = solo.expect(room_state).await.room;
    solo.put(7, 7, 0).await;
    assert_eq!(solo.next_step_ply().await, 1);
    assert_eq!(solo.next_step_ply().await, 2, "the AI answers");

    owner.kill();
    let killed = Instant::now();
    // The players come back through the live node, which takes the rooms over once the dead
    // node's lease has run out.
    let (mut black, state) =
        rejoin(&survivor, "Black", &table.black_token, &table.start.room).await;
    let taken_over = killed.elapsed();
    eprintln!("taken over {} ms after the kill", taken_over.as_millis());
    assert!(taken_over < Duration::from_secs(10), "{taken_over:?}");
    assert_eq!(
        history(&state),
        [(7, 7), (0, 0), (7, 8), (0, 1)].map(|(x, y)| Point::new(x, y)),
        "every announced move is there"
    );
    let (mut white, _) = rejoin(&survivor, "White", &table.white_token, &table.start.room).await;
    black.put(7, 9, 4).await;
    assert_eq!(white.next_step_ply().await, 5);

    // The AI seat plays on from its new owner.
    let (mut solo, state) = rejoin(&survivor, "Solo", &solo_token, &ai_room).await;
    assert_eq!(state.ply, 2);
    solo.put(8, 8, 2).await;
    assert_eq!(solo.next_step_ply().await, 3);
    assert_eq!(
        solo.next_step_ply().await,
        4,
        "the AI answers on the new owner"
    );
}

/// A client signed in as `name` at the node `addr`, from the machine `from`.
async fn signed_in_at(
    addr: std::net::SocketAddr,
    from: std::net::Ipv4Addr,
    name: &str,
) -> TestClient {
    let url = format!("ws://{addr}/ws");
    let mut client = TestClient::connect_from(&url, addr, from)
        .await
        .expect("a connection");
    client.hello(name, None).await;
    client
}

#[tokio::test]
async fn six_nodes_open_rooms_for_several_clients_at_once_and_every_second_player_gets_in() {
    let mut cluster = Cluster::start("six");
    let mut nodes = Vec::new();
    for _ in 0..6 {
        nodes.push(cluster.node().await);
    }
    let addrs: Vec<std::net::SocketAddr> = nodes.iter().map(|n| n.addr).collect();
    // Sixteen clients at once, each opening rooms one after another: black on one node, white
    // joining at once through the next, as a room's second player does from an invite.
    let mut clients = tokio::task::JoinSet::new();
    for client in 0..16 {
        let addrs = addrs.clone();
        clients.spawn(async move {
            for k in 0..12 {
                let n = client * 12 + k;
                let from = boardroom_tests::room_machine(n);
                let mut black = signed_in_at(addrs[n % 6], from, &format!("b{n}")).await;
                let start = black.create_room_as_black(GameKind::Gomoku, None).await;
                let mut white = signed_in_at(addrs[(n + 1) % 6], from, &format!("w{n}")).await;
                white
                    .send(&ClientMsg::JoinRoom {
                        room: start.room.clone(),
                        join_as: None,
                    })
                    .await;
                let joined = white
                    .expect(|m| match m {
                        ServerMsg::RoomState(state) => Some(Ok(state.room.clone())),
                        ServerMsg::Error { message, .. } => Some(Err(message.clone())),
                        _ => None,
                    })
                    .await;
                assert_eq!(joined, Ok(start.room), "room {n}");
            }
        });
    }
    while let Some(done) = clients.join_next().await {
        done.expect("every room opened and joined");
    }
}

/// The refusal of a room that is moving between nodes: `server_busy` with a retry hint, as an
/// answer to `join_room` (asked, or the return to one's room after `hello`).
fn moving(msg: &ServerMsg) -> Option<Option<u64>> {
    match msg {
        ServerMsg::Error {
            code: boardroom_protocol::ErrorCode::ServerBusy,
            reference,
            retry_in_ms,
            ..
        } if reference.as_deref() == Some("join_room") => Some(*retry_in_ms),
        ServerMsg::Error { message, .. } => panic!("refused otherwise: {message}"),
        ServerMsg::RoomState(_) => panic!("the room was back before its owner's lease ran out"),
        _ => None,
    }
}

#[tokio::test]
async fn a_player_who_signs_in_while_the_room_moves_is_told_so_and_put_back_unasked() {
    let mut cluster = Cluster::start("moving");
    let mut owner = cluster.node().await;
    let survivor = cluster.node().await;
    let mut table = owner.table(GameKind::Gomoku, None).await;
    play(&mut table, 0, &[(7, 7), (0, 0)]).await;
    owner.kill();
    // At once, before the dead owner's lease has run out: one hello each, and the room is said
    // to be moving (not `no_such_room`); a join asked meanwhile is answered the same way.
    let mut black = survivor.connect().await;
    black
        .send(&hello_message(1, "Black", Some(&table.black_token)))
        .await;
    assert!(black.expect(moving).await.is_some_and(|ms| ms > 0));
    let mut white = survivor.connect().await;
    white
        .send(&hello_message(1, "White", Some(&table.white_token)))
        .await;
    assert!(white.expect(moving).await.is_some());
    white
        .send(&ClientMsg::JoinRoom {
            room: table.start.room.clone(),
            join_as: None,
        })
        .await;
    assert!(white.expect(moving).await.is_some());
    // Once the live node owns the room, each is put back in their seat without asking again.
    for (client, seat) in [(&mut black, Seat::Black), (&mut white, Seat::White)] {
        let state = client.expect(room_state).await;
        assert_eq!(
            (&state.room, state.you, state.ply),
            (&table.start.room, Some(seat), 2)
        );
    }
    black.put(7, 8, 2).await;
    assert_eq!(white.next_step_ply().await, 3);
}

/// Signs in at `node` with `token` until the player is put back into `room` (its node has taken
/// it over), for up to 10 s; the client and the room's state.
async fn rejoin(
    node: &TestServer,
    name: &str,
    token: &str,
    room: &RoomCode,
) -> (TestClient, RoomState) {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let mut client = node.connect().await;
        client.send(&hello_message(1, name, Some(token))).await;
        // A player whose room is here gets its state right after the welcome.
        while let Ok(Frame::Message(msg)) =
            tokio::time::timeout(Duration::from_millis(300), client.next_frame()).await
        {
            if let Some(state) = room_state(&msg) {
                assert_eq!(&state.room, room);
                return (client, state);
            }
        }
        assert!(
            Instant::now() < deadline,
            "{name} was not put back into {room:?}"
        );
        client.close().await;
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

#[tokio::test]
async fn an_owner_frozen_past_its_lease_cannot_store_a_move_and_steps_down() {
    let mut cluster = Cluster::start("frozen");
    let mut owner = cluster.node().await;
    let mut table = owner.table(GameKind::Gomoku, None).await;
    play(&mut table, 0, &[(7, 7), (0, 0)]).await;

    signal(&owner, "-STOP");
    tokio::time::sleep(Duration::from_millis(LEASE_MS + 300)).await;
    // Another node starts meanwhile and takes the room over.
    let next = cluster.node().await;
    // Black's move reaches the frozen owner's socket, and is read when it wakes up.
    table.black.put(7, 8, 2).await;
    signal(&owner, "-CONT");

    // The move is never announced: black hears that it was not stored, or the node closes.
    loop {
        match tokio::time::timeout(Duration::from_secs(5), table.black.next_frame()).await {
            // Which refusal depends on how far the woken owner got before it stepped down:
            // the fenced write (`server_busy`), or a room already given up.
            Ok(Frame::Message(ServerMsg::Error { .. })) => break,
            Ok(Frame::Message(ServerMsg::Step { .. })) => panic!("a step from a lapsed owner"),
            Ok(Frame::Message(_)) => {}
            Ok(Frame::Closed(_)) => break,
            Err(_) => panic!("the frozen owner neither refused the move nor closed"),
        }
    }
    loop {
        match tokio::time::timeout(Duration::from_secs(5), table.white.next_frame()).await {
            Ok(Frame::Message(ServerMsg::Step { .. })) => panic!("a step from a lapsed owner"),
            Ok(Frame::Message(_)) => {}
            Ok(Frame::Closed(_)) => break,
            Err(_) => panic!("the lapsed owner did not step down"),
        }
    }
    let status: ExitStatus = owner
        .wait_exit(Duration::from_secs(5))
        .await
        .expect("the lapsed owner exits");
    assert!(!status.success(), "stepping down is a failure: {status}");

    // The game goes on from the new owner, without the move that was never stored.
    let mut black = next.connect().await;
    black.hello("Black", Some(&table.black_token)).await;
    let state = black.expect(room_state).await;
    assert_eq!(state.room, table.start.room);
    assert_eq!(state.ply, 2);
    black.put(7, 8, 2).await;
    let mut white = next.connect().await;
    white.hello("White", Some(&table.white_token)).await;
    let state = white.expect(room_state).await;
    assert_eq!(state.ply, 3);
}

/// Picks a `step`'s ply.
fn step_ply(msg: &ServerMsg) -> Option<u32> {
    match msg {
        ServerMsg::Step { ply, .. } => Some(*ply),
        _ => None,
    }
}

/// `mover` plays (`x`, `y`) on `ply`; every client of `all` sees its step.
async fn put_seen(mover: usize, all: &mut [&mut TestClient], x: i8, y: i8, ply: u32) {
    all[mover].put(x, y, ply).await;
    for client in all.iter_mut() {
        assert_eq!(client.expect(step_ply).await, ply + 1);
    }
}

#[tokio::test]
async fn players_on_two_nodes_play_a_whole_game_watched_from_a_third_through_the_owner_s_death() {
    let mut cluster = Cluster::start("across");
    let mut owner = cluster.node().await;
    let second = cluster.node().await;
    let third = cluster.node().await;

    // Black creates the room on its node; white joins by code on another, a spectator on a third.
    let (mut black, black_token) = owner.client("Black").await;
    let start = black.create_room_as_black(GameKind::Gomoku, None).await;
    let (mut white, _) = second.client("White").await;
    let joined = white.join_room(start.room.clone(), None).await;
    assert_eq!(joined.you, Some(Seat::White));
    let (mut watcher, _) = third.client("Watcher").await;
    let watched = watcher
        .join_room(start.room.clone(), Some(JoinAs::Spectator))
        .await;
    assert_eq!((watched.you, watched.status), (None, Status::Playing));
    black
        .expect(|m| matches!(m, ServerMsg::PlayerJoined { .. }).then_some(()))
        .await;

    {
        let all = &mut [&mut black, &mut white, &mut watcher];
        put_seen(0, all, 7, 7, 0).await;
        put_seen(1, all, 0, 0, 1).await;
    }
    // White takes its move back, black agrees; everyone sees it.
    white.send(&ClientMsg::UndoRequest).await;
    black
        .expect(|m| matches!(m, ServerMsg::UndoRequested { by: Seat::White }).then_some(()))
        .await;
    black.send(&ClientMsg::UndoAgree).await;
    for client in [&mut black, &mut white, &mut watcher] {
        let state = client.expect(room_state).await;
        assert_eq!(state.ply, 1, "the undo reached everyone");
    }
    // Chat from the remote player reaches the owner's player and the spectator.
    white
        .send(&ClientMsg::Chat {
            text: "sorry, misclick".into(),
        })
        .await;
    for client in [&mut black, &mut watcher] {
        let text = client
            .expect(|m| match m {
                ServerMsg::Chat { text, .. } => Some(text.clone()),
                _ => None,
            })
            .await;
        assert_eq!(text, "sorry, misclick");
    }
    {
        let all = &mut [&mut black, &mut white, &mut watcher];
        put_seen(1, all, 0, 1, 1).await;
        put_seen(0, all, 7, 8, 2).await;
    }
    // A draw offered across nodes and refused.
    white.send(&ClientMsg::DrawOffer).await;
    black
        .expect(|m| matches!(m, ServerMsg::DrawOffered { by: Seat::White }).then_some(()))
        .await;
    black.send(&ClientMsg::DrawRefuse).await;
    white
        .expect(|m| matches!(m, ServerMsg::DrawRefused { .. }).then_some(()))
        .await;

    // The owner dies mid-game. Black comes back through the third node; white and the spectator
    // stay connected where they are, and get the room again from its new owner.
    owner.kill();
    let (mut black, state) = rejoin(&third, "Black", &black_token, &start.room).await;
    let expected = [(7, 7), (0, 1), (7, 8)].map(|(x, y)| Point::new(x, y));
    assert_eq!(history(&state), expected, "every announced move is there");
    for client in [&mut white, &mut watcher] {
        let state = client.expect(room_state).await;
        assert_eq!(history(&state), expected);
    }
    {
        let all = &mut [&mut black, &mut white, &mut watcher];
        put_seen(1, all, 0, 2, 3).await;
        put_seen(0, all, 7, 9, 4).await;
        put_seen(1, all, 0, 3, 5).await;
        put_seen(0, all, 7, 10, 6).await;
        put_seen(1, all, 0, 4, 7).await;
    }
    black.put(7, 11, 8).await;
    for client in [&mut black, &mut white, &mut watcher] {
        let result = client
            .expect(|m| match m {
                ServerMsg::GameOver { result, .. } => Some(*result),
                _ => None,
            })
            .await;
        assert_eq!(result, GameResult::Black);
    }
    // Play again, asked across nodes: colours swap.
    white.send(&ClientMsg::PlayAgain).await;
    black
        .expect(|m| matches!(m, ServerMsg::PlayAgainOffered { .. }).then_some(()))
        .await;
    black.send(&ClientMsg::PlayAgainAgree).await;
    let again = white.expect(room_state).await;
    assert_eq!((again.you, again.ply), (Some(Seat::Black), 0));

    // Both live nodes list the room, once (a list is at most a second late).
    for node in [&second, &third] {
        let (mut reader, _) = node.client("Reader").await;
        let deadline = Instant::now() + Duration::from_secs(5);
        loop {
            let listed: Vec<RoomCode> = reader
                .list_rooms()
                .await
                .into_iter()
                .map(|r| r.room)
                .collect();
            if listed == [start.room.clone()] {
                break;
            }
            assert!(
                Instant::now() < deadline,
                "node {} lists {listed:?}",
                node.addr
            );
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
    }
}

#[tokio::test]
async fn a_player_whose_node_dies_is_shown_away_and_comes_back_through_another_node() {
    let mut cluster = Cluster::start("away");
    let owner = cluster.node().await;
    let mut second = cluster.node().await;
    let third = cluster.node().await;
    let (mut black, _) = owner.client("Black").await;
    let start = black.create_room_as_black(GameKind::Gomoku, None).await;
    let (mut white, white_token) = second.client("White").await;
    white.join_room(start.room.clone(), None).await;
    {
        let all = &mut [&mut black, &mut white];
        put_seen(0, all, 7, 7, 0).await;
        put_seen(1, all, 0, 0, 1).await;
    }

    // White's node dies: the owner hears nothing more from it and shows white away.
    second.kill();
    let connected = |seat: Seat| {
        move |m: &ServerMsg| match m {
            ServerMsg::PeerStatus {
                seat: s, connected, ..
            } if *s == seat => Some(*connected),
            _ => None,
        }
    };
    assert!(!black.expect(connected(Seat::White)).await);

    // White signs in again on the third node and is put back in its seat, with every move.
    let (mut white, state) = rejoin(&third, "White", &white_token, &start.room).await;
    assert_eq!((state.you, state.ply), (Some(Seat::White), 2));
    assert!(black.expect(connected(Seat::White)).await);
    let all = &mut [&mut black, &mut white];
    put_seen(0, all, 7, 8, 2).await;
    put_seen(1, all, 0, 1, 3).await;
}

/// Picks a chat line.
fn chat(msg: &ServerMsg) -> Option<()> {
    matches!(msg, ServerMsg::Chat { .. }).then_some(())
}

#[tokio::test]
async fn a_remote_member_that_stops_reading_is_resynced_and_slows_nobody() {
    let mut cluster = Cluster::start("slow_remote");
    // Floods allowed; small queues, so that the sleeper's fill up soon.
    let flags = [
        "--rate-burst",
        "100000",
        "--rate-per-second",
        "100000",
        "--outbound-bytes",
        "32768",
    ];
    let owner = cluster.node_with(&flags).await;
    let other = cluster.node_with(&flags).await;
    let (mut black, _) = owner.client("Black").await;
    let room = black
        .create_room_as_black(GameKind::Reversi, None)
        .await
        .room;
    // White and the sleeper both reach the room through the other node.
    let (mut white, _) = other.client("White").await;
    white.join_room(room.clone(), None).await;
    let (mut sleeper, _) = other.client("Sleeper").await;
    sleeper
        .join_room(room.clone(), Some(JoinAs::Spectator))
        .await;

    // The sleeper reads nothing while the players chat: megabytes for it. White, on the same
    // node and the same NATS connection, hears every line before the next is said.
    let text = "\u{20ac}".repeat(500);
    let rounds = 5_000;
    for _ in 0..rounds {
        black.send(&ClientMsg::Chat { text: text.clone() }).await;
        black.expect(chat).await;
        white.expect(chat).await;
    }
    // The room still answers at once, on both nodes.
    black.put(2, 3, 0).await;
    assert_eq!(white.expect(step_ply).await, 1);

    // The sleeper wakes: it missed lines and gets the whole state instead of them, as a
    // local client would (more than once, if its queues filled again meanwhile), and the
    // move: in a `room_state`, or as its `step` after one.
    let (mut chats, mut resyncs) = (0, 0);
    loop {
        match sleeper.recv().await {
            ServerMsg::Chat { .. } => chats += 1,
            ServerMsg::RoomState(state) => {
                resyncs += 1;
                if state.ply == 1 {
                    break;
                }
            }
            ServerMsg::Step { ply: 1, .. } => break,
            _ => {}
        }
    }
    assert!(
        resyncs > 0 && chats < rounds,
        "{resyncs} resyncs, {chats} lines"
    );
    // And it is a member like any other again.
    black.send(&ClientMsg::Chat { text: "hi".into() }).await;
    sleeper.expect(chat).await;
}

/// Reads `client`'s messages until it has seen ply `ply` played (as a `step`, or in a
/// `room_state` after joining again), for up to `within`.
async fn until_ply(client: &mut TestClient, ply: u32, within: Duration) {
    use futures_util::StreamExt;
    let seen = tokio::time::timeout(within, async {
        while let Some(Ok(frame)) = client.socket().next().await {
            if !frame.is_text() {
                continue;
            }
            let Ok(text) = frame.to_text() else { continue };
            match boardroom_protocol::decode_server(text).expect("valid messages") {
                ServerMsg::Step { ply: seen, .. } if seen >= ply => return true,
                ServerMsg::RoomState(state) if state.ply >= ply => return true,
                _ => {}
            }
        }
        false
    })
    .await;
    assert_eq!(seen, Ok(true), "ply {ply} not seen within {within:?}");
}

#[tokio::test]
async fn a_game_goes_on_through_a_nats_restart_with_nothing_lost() {
    let mut cluster = Cluster::start("nats_restart");
    let owner = cluster.node().await;
    let other = cluster.node().await;
    let (mut black, black_token) = owner.client("Black").await;
    let start = black.create_room_as_black(GameKind::Gomoku, None).await;
    let (mut white, white_token) = other.client("White").await;
    white.join_room(start.room.clone(), None).await;
    let mut table = Table {
        black,
        black_token,
        white,
        white_token,
        start,
    };
    play(&mut table, 0, &[(7, 7), (0, 0), (7, 8), (0, 1)]).await;

    // NATS dies. Black, on the room's own node, plays on: the move is stored and announced to
    // black; white's node cannot hear it yet.
    cluster.nats.kill();
    table.black.put(7, 9, 4).await;
    assert_eq!(table.black.next_step_ply().await, 5);
    tokio::time::sleep(Duration::from_secs(1)).await;

    // NATS comes back on its port; both nodes reconnect by themselves, and white gets the
    // move: as its `step` if the frame waited out the gap, else in a `room_state` when its
    // node joins it to the room again.
    cluster.nats.start_again();
    until_ply(&mut table.white, 5, Duration::from_secs(30)).await;

    // The game goes on across the nodes to its end, every move seen by both.
    // White's first move after the gap may be refused while its node joins it again (the
    // refusal says to try again in a moment): it asks again.
    let deadline = Instant::now() + Duration::from_secs(20);
    'moved: loop {
        table.white.put(0, 2, 5).await;
        loop {
            match table.white.recv().await {
                ServerMsg::Step { ply: 6, .. } => break 'moved,
                ServerMsg::Error { .. } => {
                    assert!(Instant::now() < deadline, "white's move never taken");
                    tokio::time::sleep(Duration::from_millis(200)).await;
                    continue 'moved;
                }
                _ => {}
            }
        }
    }
    assert_eq!(table.black.next_step_ply().await, 6);
    play(&mut table, 6, &[(7, 10), (0, 3), (7, 11)]).await;
    let over = table
        .black
        .expect(|m| match m {
            ServerMsg::GameOver { result, .. } => Some(*result),
            _ => None,
        })
        .await;
    assert_eq!(over, GameResult::Black);

    // Nothing was lost: a newcomer on the other node sees all nine moves.
    let (mut watcher, _) = other.client("Watcher").await;
    let state = watcher
        .join_room(table.start.room.clone(), Some(JoinAs::Spectator))
        .await;
    assert_eq!(history(&state).len(), 9);
}

/// An event is run by one node, as a room is, and used from every node: a person signed in
/// at another node finds it in the list, joins and watches it from there, is sent to their
/// games (rooms of the event's node, reached through it) and sees their results; the projector
/// page and the export answer on either node. Killed mid-round, the event's node is replaced
/// by the live one, which takes the event and its rooms over, and the event is played to its
/// end with every result.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_event_of_one_node_is_played_from_another_and_goes_on_when_its_node_dies() {
    use boardroom_protocol::{EntrantChoice, HostAction, TournamentFormat, TournamentStatus};
    use boardroom_tests::events::{
        create, host_says, join, ready, resign_every_game, resign_in, shown, small_gomoku, until,
    };

    let mut cluster = Cluster::start("events");
    let mut owner = cluster.node().await;
    let other = cluster.node().await;
    let (mut ada, ada_token) = owner.client("Ada").await;
    let (mut bashir, bashir_token) = other.client("Bashir").await;
    let settings = small_gomoku(
        "Cluster night",
        TournamentFormat::RoundRobin { double: false },
    );
    let ais = [AiLevel::Easy, AiLevel::Medium].map(|level| EntrantChoice::Ai { level });
    let id = create(&mut ada, settings, ais.to_vec(), true).await.id;

    bashir.send(&ClientMsg::ListTournaments).await;
    let listed = bashir
        .expect(|m| match m {
            ServerMsg::Tournaments { tournaments } => Some(tournaments.clone()),
            _ => None,
        })
        .await;
    assert!(
        listed.iter().any(|t| t.id == id),
        "the other node lists the event: {listed:?}"
    );
    join(&mut bashir, &id, "Bashir").await;
    until(&mut ada, |v| v.standings.len() == 4).await;
    // The host starts it from the other node: controls travel to the event's node too.
    let mut ada_there = other.connect().await;
    ada_there.hello("Ada", Some(&ada_token)).await;
    ada_there.send(&host_says(&id, HostAction::Start)).await;
    drop(ada_there);
    // Bashir, at the other node, is sent to his first game, in a room of the event's node.
    let first = bashir.expect(ready).await;
    resign_in(&mut bashir, &first.room, first.seat).await;
    let seen = shown(&mut bashir, &id, |v| {
        v.games
            .iter()
            .any(|g| g.game == first.game && g.result.is_some())
    })
    .await;
    assert_eq!(seen.status, TournamentStatus::Running);
    for node in [owner.addr, other.addr] {
        let (status, body) = boardroom_tests::http_get(node, &format!("/t/{id}.json"))
            .await
            .expect("the event's page answers");
        assert_eq!(status, 200, "{body}");
        assert!(body.contains("Cluster night"), "{body}");
        let (status, csv) = boardroom_tests::http_get(node, &format!("/t/{id}.csv"))
            .await
            .expect("the standings answer");
        assert_eq!(status, 200, "{csv}");
        assert!(csv.contains("Bashir"), "{csv}");
    }

    // Ada's first game is ready; her node dies before she plays it.
    let ada_first = ada.expect(ready).await;
    owner.kill();
    drop(ada);
    let mut ada = other.connect().await;
    ada.hello("Ada", Some(&ada_token)).await;
    drop(bashir);
    let mut bashir = other.connect().await;
    bashir.hello("Bashir", Some(&bashir_token)).await;
    // Both watch again from the live node, once it has taken the event over.
    watch_until_found(&mut bashir, &id).await;
    let view = watch_until_found(&mut ada, &id).await;
    assert_eq!(view.status, TournamentStatus::Running, "the event goes on");
    assert_eq!(view.standings.len(), 4);
    let game = view
        .games
        .iter()
        .find(|g| g.game == ada_first.game)
        .expect("Ada's game is there");
    assert_eq!(game.room.as_ref(), Some(&ada_first.room));
    // Ada plays the game she was sent to before the kill, in its room taken over.
    let state = join_once_here(&mut ada, &ada_first.room).await;
    assert_eq!(state.you, Some(ada_first.seat), "her seat was kept");
    if state.status != Status::Over {
        ada.send(&ClientMsg::Resign).await;
        ada.expect(|m| matches!(m, ServerMsg::GameOver { .. }).then_some(()))
            .await;
    }
    ada.send(&ClientMsg::LeaveRoom).await;
    let (_, end) = resign_every_game(&mut ada, &mut bashir).await;
    assert_eq!(end.ending.as_deref(), Some("complete"));
    assert_eq!(end.games.len(), 6);
    assert!(
        end.games.iter().all(|g| g.result.is_some()),
        "every game has its result"
    );
    assert!(end.standings.iter().all(|r| r.games == 3));
}

/// Watches the event `id` until a node answers for it (a takeover takes a lease and a period).
async fn watch_until_found(
    client: &mut TestClient,
    id: &str,
) -> boardroom_protocol::TournamentView {
    let deadline = Instant::now() + Duration::from_secs(15);
    loop {
        client
            .send(&ClientMsg::WatchTournament {
                tournament: id.to_owned(),
            })
            .await;
        let answer = client
            .expect(|m| match m {
                ServerMsg::Tournament(view) => Some(Some((**view).clone())),
                ServerMsg::Error { .. } => Some(None),
                _ => None,
            })
            .await;
        if let Some(view) = answer {
            return view;
        }
        assert!(Instant::now() < deadline, "no node took the event over");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

/// Joins the room `code` as its player once it is served again (taken over by a live node).
async fn join_once_here(client: &mut TestClient, code: &RoomCode) -> RoomState {
    let deadline = Instant::now() + Duration::from_secs(15);
    loop {
        client
            .send(&ClientMsg::JoinRoom {
                room: code.clone(),
                join_as: Some(JoinAs::Player),
            })
            .await;
        let here = client
            .expect(|m| match m {
                ServerMsg::RoomState(state) => Some(Some((**state).clone())),
                ServerMsg::Error { .. } => Some(None),
                _ => None,
            })
            .await;
        if let Some(state) = here {
            return state;
        }
        assert!(Instant::now() < deadline, "no node took {code:?} over");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

#[tokio::test]
async fn what_one_node_does_to_players_holds_on_every_node() {
    let account = |m: &ServerMsg| match m {
        ServerMsg::Account { revoked, .. } => Some(*revoked),
        _ => None,
    };
    let mut cluster = Cluster::start("notice");
    let nodes = [cluster.node().await, cluster.node().await];
    let link = boardroom_server::admin::AdminKey::of_folder(cluster.folders[0].path())
        .expect("the first node's key")
        .link("");
    let key = link.rsplit('=').next().expect("a key");
    let (mut here, _) = nodes[0].client("Ann").await;
    let (mut there, bob_token) = nodes[1].client("Bob").await;
    let notice = |m: &ServerMsg| match m {
        ServerMsg::Notice { text, .. } => Some(text.clone()),
        _ => None,
    };
    let answer = boardroom_tests::http::act_with_key(
        nodes[0].addr,
        key,
        r#"{"action": "notice", "text": "Last round at nine."}"#,
    )
    .await;
    assert_eq!(answer.status, 200, "{}", answer.body);
    assert_eq!(here.expect(notice).await, "Last round at nine.");
    assert_eq!(there.expect(notice).await, "Last round at nine.");
    // A player who comes to the other node later is told it too.
    let mut later = nodes[1].connect().await;
    later.send(&hello_message(1, "Cy", None)).await;
    assert_eq!(later.expect(notice).await, "Last round at nine.");

    // Bob, on the other node, is banned from this one's console: closed there at once, his
    // game there lost at once, and kept out of both nodes.
    let start = there
        .create_room_as_black(boardroom_protocol::GameKind::Gomoku, None)
        .await;
    later.join_room(start.room, None).await;
    there.put(4, 4, 0).await;
    later.next_step_ply().await;
    there.send(&ClientMsg::GetProfile { player_id: None }).await;
    let bob = there
        .expect(|m| match m {
            ServerMsg::Profile { player_id, .. } => Some(player_id.clone()),
            _ => None,
        })
        .await;
    let ban = format!(r#"{{"action": "ban_player", "player": {bob}}}"#);
    let answer = boardroom_tests::http::act_with_key(nodes[0].addr, key, &ban).await;
    assert_eq!(answer.status, 200, "{}", answer.body);
    assert_eq!(there.closed().await, Some(1008));
    let (result, reason) = later.expect(boardroom_tests::game_over).await;
    assert_eq!(
        (result, reason),
        (
            boardroom_protocol::GameResult::White,
            boardroom_protocol::Reason::Forfeit
        )
    );
    for node in &nodes {
        let mut again = node.connect().await;
        again.send(&hello_message(1, "Bob", Some(&bob_token))).await;
        let code = again
            .expect(|m| match m {
                ServerMsg::Error { code, .. } => Some(*code),
                ServerMsg::Welcome { .. } => Some(boardroom_protocol::ErrorCode::BadRequest),
                _ => None,
            })
            .await;
        assert_eq!(
            code,
            boardroom_protocol::ErrorCode::Unauthorized,
            "banned at {}",
            node.addr
        );
    }

    // Dee signs up on the other node, and signs in with her password here: signing out
    // everywhere else from here closes her device there at once.
    let (mut phone, _) = nodes[1].client("Dee").await;
    let password = boardroom_protocol::Password::from("correct horse battery");
    phone
        .send(&ClientMsg::SignUp {
            password: password.clone(),
        })
        .await;
    assert_eq!(phone.expect(account).await, 0);
    let mut laptop = nodes[0].connect().await;
    let mut hello = hello_message(1, "Dee", None);
    if let ClientMsg::Hello { password: p, .. } = &mut hello {
        *p = Some(password);
    }
    laptop.send(&hello).await;
    laptop
        .expect(|m| matches!(m, ServerMsg::Welcome { .. }).then_some(()))
        .await;
    laptop.send(&ClientMsg::SignOutElsewhere).await;
    assert_eq!(laptop.expect(account).await, 1);
    assert_eq!(phone.closed().await, Some(1008));
}
