//! A storm over real sockets: thirty clients signing in, opening rooms and making accounts
//! at once, on a node whose lobby takes one command at a time (`max_pending_commands`), so that
//! many find it full. Every request is answered (the client's reads fail after [`WAIT`] of
//! silence): with what it asked for, or `server_busy` with when to ask again; and every client
//! that asks again when told gets its room in the end.

use boardroom_protocol::{ClientMsg, ErrorCode, GameKind, Password, ServerMsg};
use boardroom_server::Limits;
use boardroom_tests::{
    TestClient, TestServer, WAIT, create_room_as_black, data_dir, hello_message, room_machine,
};

/// Clients arriving at once.
const CLIENTS: usize = 30;

/// How a request was answered.
enum Answer {
    /// With what it asked for.
    Done,
    /// `server_busy`, asking again after this many milliseconds.
    Busy(u64),
}

/// Sends `msg` until it is answered with what `done` looks for, following each `server_busy`'s
/// hint; answers how many times the server was busy. Any other refusal, or silence, fails.
async fn ask(client: &mut TestClient, msg: &ClientMsg, done: impl Fn(&ServerMsg) -> bool) -> u32 {
    let mut busy = 0;
    loop {
        client.send(msg).await;
        let answer = loop {
            match client.recv().await {
                m if done(&m) => break Answer::Done,
                ServerMsg::Error {
                    code: ErrorCode::ServerBusy,
                    retry_in_ms,
                    reference,
                    ..
                } => {
                    assert_eq!(reference.as_deref(), Some(msg.type_name()));
                    break Answer::Busy(retry_in_ms.expect("a busy answer says when to come back"));
                }
                error @ ServerMsg::Error { .. } => panic!("refused: {error:?}"),
                _ => {}
            }
        };
        match answer {
            Answer::Done => return busy,
            Answer::Busy(wait) => {
                assert!((500..=5000).contains(&wait), "a hint of {wait} ms");
                busy += 1;
                tokio::time::sleep(std::time::Duration::from_millis(wait)).await;
            }
        }
    }
}

/// One client: connects from a machine of its own, signs in, opens a room; answers how many
/// times it was told the server was busy.
async fn arrive(server: &TestServer, n: usize) -> u32 {
    let url = server.ws_url();
    let mut client = TestClient::connect_from(&url, server.addr, room_machine(n))
        .await
        .expect("the connection opens");
    let hello = hello_message(1, &format!("p{n}"), None);
    let mut busy = ask(&mut client, &hello, |m| {
        matches!(m, ServerMsg::Welcome { .. })
    })
    .await;
    let create = create_room_as_black(GameKind::Gomoku, None);
    busy += ask(&mut client, &create, |m| {
        matches!(m, ServerMsg::RoomState(_))
    })
    .await;
    // Making an account hashes its password on purpose slowly: the commands that hold the
    // node's one place longest.
    let sign_up = ClientMsg::SignUp {
        password: Password::from("correct horse battery staple"),
    };
    busy += ask(&mut client, &sign_up, |m| {
        matches!(m, ServerMsg::Account { .. })
    })
    .await;
    busy
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_a_storm_every_request_is_answered_and_a_busy_one_says_when_to_come_back() {
    let data = data_dir();
    let limits = Limits {
        max_pending_commands: 1,
        ..Limits::default()
    };
    let server = TestServer::start_with(data.path(), limits).await;
    let arrivals = (0..CLIENTS).map(|n| arrive(&server, n));
    let busy: Vec<u32> = tokio::time::timeout(WAIT * 6, futures_util::future::join_all(arrivals))
        .await
        .expect("every client is in a room within a minute");
    let told = busy.iter().filter(|&&b| b > 0).count();
    // One place for thirty clients at once, each hashing a password: the node cannot have
    // kept them all waiting.
    assert!(told > 0, "nobody was told to come back: {busy:?}");
    println!("{told} of {CLIENTS} clients were told to come back at least once");
}
