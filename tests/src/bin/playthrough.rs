//! `playthrough`: a gomoku game between two players over real WebSockets against a server
//! already running, as two people would play it, in two halves, so that the server can be
//! stopped and started again between them (deploy/test-dist.sh plays the release set's
//! servers with it: under wine, in a container across a restart).
//!
//! ```sh
//! playthrough 127.0.0.1:7878 start game.txt    # a room, two players, four moves
//! playthrough 127.0.0.1:7878 finish game.txt   # both back with their tokens, black wins
//! playthrough 127.0.0.1:7878 whole             # both halves on one server
//! ```
//! `start` writes the players' tokens and the room's code to the file; `finish` checks that
//! the room, both seats and the four moves are back, plays black's five in a row, and checks
//! that both players see black win by it. Any difference ends it with a panic saying which.
//! Only loopback addresses are allowed.

use std::net::SocketAddr;

use boardroom_protocol::{
    ClientMsg, GameKind, GameResult, HistoryEntry, Point, RoomCode, Seat, ServerMsg,
};
use boardroom_tests::{TestClient, TestServer, room_state};

/// Black's five in a row down column 7, white's answers down column 0: black wins on its
/// fifth move, ply 8.
const BLACK: [(i8, i8); 5] = [(7, 3), (7, 4), (7, 5), (7, 6), (7, 7)];
const WHITE: [(i8, i8); 4] = [(0, 0), (0, 1), (0, 2), (0, 3)];

/// The moves `start` plays.
const FIRST_HALF: u32 = 4;

/// What `start` leaves for `finish`.
#[derive(Debug)]
struct Saved {
    black_token: String,
    white_token: String,
    room: String,
}

#[tokio::main(flavor = "current_thread")]
async fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: playthrough ADDR (start FILE | finish FILE | whole)";
    let addr: SocketAddr = args.first().and_then(|a| a.parse().ok()).expect(usage);
    assert!(addr.ip().is_loopback(), "only loopback addresses: {addr}");
    match (args.get(1).map(String::as_str), args.get(2)) {
        (Some("start"), Some(file)) => {
            let saved = start(addr).await;
            let text = format!(
                "{}\n{}\n{}\n",
                saved.black_token, saved.white_token, saved.room
            );
            std::fs::write(file, text).expect("the file written");
            println!(
                "playthrough: room {} started, {FIRST_HALF} moves played",
                saved.room
            );
        }
        (Some("finish"), Some(file)) => {
            let text = std::fs::read_to_string(file).expect("the file from start");
            let mut lines = text.lines().map(str::to_owned);
            let mut next = || lines.next().expect("three lines");
            let saved = Saved {
                black_token: next(),
                white_token: next(),
                room: next(),
            };
            finish(addr, &saved).await;
            println!("playthrough: room {} finished, black won", saved.room);
        }
        (Some("whole"), None) => {
            let saved = start(addr).await;
            finish(addr, &saved).await;
            println!("playthrough: a whole game played, black won");
        }
        _ => panic!("{usage}"),
    }
}

/// Two players, a room, the first four moves, each seen by the other player.
async fn start(addr: SocketAddr) -> Saved {
    let (mut black, black_token) = TestServer::client_at(addr, "Black").await;
    let room = black
        .create_room_as_black(GameKind::Gomoku, None)
        .await
        .room;
    let (mut white, white_token) = TestServer::client_at(addr, "White").await;
    let joined = white.join_room(room.clone(), None).await;
    assert_eq!(joined.you, Some(Seat::White), "white is seated");
    for ply in 0..FIRST_HALF {
        play(&mut black, &mut white, ply).await;
    }
    Saved {
        black_token,
        white_token,
        room: room.as_str().to_owned(),
    }
}

/// Both players back with their tokens: the room as it was left, then the rest of the game.
async fn finish(addr: SocketAddr, saved: &Saved) {
    let mut black = back(addr, "Black", &saved.black_token, &saved.room, Seat::Black).await;
    let mut white = back(addr, "White", &saved.white_token, &saved.room, Seat::White).await;
    for ply in FIRST_HALF..9 {
        play(&mut black, &mut white, ply).await;
    }
    for player in [&mut black, &mut white] {
        let result = player
            .expect(|m| match m {
                ServerMsg::GameOver { result, .. } => Some(*result),
                _ => None,
            })
            .await;
        assert_eq!(result, GameResult::Black, "black won with five in a row");
    }
}

/// A player signing in again with `token`: the server seats it in `room` again, with every
/// move of the first half.
async fn back(addr: SocketAddr, name: &str, token: &str, room: &str, seat: Seat) -> TestClient {
    let mut client = TestClient::connect(&format!("ws://{addr}/ws")).await;
    assert_eq!(
        client.hello(name, Some(token)).await,
        token,
        "the same player"
    );
    let state = client.expect(room_state).await;
    assert_eq!(
        state.room,
        RoomCode::new(room),
        "{name} is back in the room"
    );
    assert_eq!(state.you, Some(seat), "{name} is back in the seat");
    let history: Vec<Point> = state
        .history
        .iter()
        .map(|entry| match entry {
            HistoryEntry::Place(point) => *point,
            HistoryEntry::Pass => panic!("no passes in this game"),
        })
        .collect();
    let played: Vec<Point> = (0..FIRST_HALF).map(point).collect();
    assert_eq!(history, played, "every move of the first half is kept");
    client
}

/// The move of `ply`, by the player whose turn it is; the other sees it.
async fn play(black: &mut TestClient, white: &mut TestClient, ply: u32) {
    let (mover, other) = if ply.is_multiple_of(2) {
        (black, white)
    } else {
        (white, black)
    };
    mover
        .send(&ClientMsg::PutStep {
            at: point(ply),
            ply,
        })
        .await;
    let seen = other
        .expect(|m| match m {
            ServerMsg::Step { ply: after, at, .. } if *after == ply + 1 => Some(*at),
            _ => None,
        })
        .await;
    assert_eq!(seen, Some(point(ply)), "the other player sees move {ply}");
}

/// The point played at `ply`.
fn point(ply: u32) -> Point {
    let (list, index): (&[(i8, i8)], u32) = if ply.is_multiple_of(2) {
        (&BLACK, ply / 2)
    } else {
        (&WHITE, ply / 2)
    };
    let (x, y) = list[usize::try_from(index).expect("a small index")];
    Point::new(x, y)
}
