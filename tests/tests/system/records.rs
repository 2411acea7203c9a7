//! Whole games to replay, over real sockets: `get_game` answers a finished game's record (with
//! each reversi move's flips) to anyone, and refuses a game under way or no game; `open_sgf`
//! reads an SGF file into a record, and a file that is not one gets an error naming the
//! problem, with nothing changed.

use boardroom_protocol::{
    ClientMsg, ErrorCode, GameKind, GameRecord, GameResult, Point, Reason, Seat, ServerMsg,
};
use boardroom_tests::{Table, TestClient, TestServer, data_dir, error_of};

/// The record a request is answered with.
async fn record(client: &mut TestClient, msg: ClientMsg) -> GameRecord {
    client.send(&msg).await;
    client
        .expect(|m| match m {
            ServerMsg::GameRecord(record) => Some((**record).clone()),
            _ => None,
        })
        .await
}

/// The error a request is answered with: its code and message.
async fn refused(client: &mut TestClient, msg: ClientMsg) -> (ErrorCode, String) {
    client.send(&msg).await;
    client.expect(error_of).await
}

fn get(game_id: &str) -> ClientMsg {
    ClientMsg::GetGame {
        game_id: game_id.to_owned(),
    }
}

fn open(sgf: &str) -> ClientMsg {
    ClientMsg::OpenSgf {
        sgf: sgf.to_owned(),
    }
}

#[tokio::test]
async fn a_finished_game_is_replayed_by_anyone_and_a_file_by_its_reader() {
    let dir = data_dir();
    let server = TestServer::start(dir.path()).await;
    let Table {
        mut black,
        mut white,
        start,
        ..
    } = server.table(GameKind::Reversi, None).await;
    let id = start.game_id.clone();
    let (mut stranger, _) = server.client("Carol").await;

    // Under way: no record yet.
    let (code, message) = refused(&mut stranger, get(&id)).await;
    assert_eq!(code, ErrorCode::BadRequest);
    assert!(message.contains("not over"), "{message}");

    // d3 turns d4; c3 turns it back; black resigns.
    black.put(3, 2, 0).await;
    for client in [&mut black, &mut white] {
        assert_eq!(client.next_step_ply().await, 1);
    }
    white.put(2, 2, 1).await;
    for client in [&mut black, &mut white] {
        assert_eq!(client.next_step_ply().await, 2);
    }
    black.send(&ClientMsg::Resign).await;
    white
        .expect(|m| matches!(m, ServerMsg::GameOver { .. }).then_some(()))
        .await;

    let got = record(&mut stranger, get(&id)).await;
    assert_eq!(got.game_id.as_deref(), Some(id.as_str()));
    assert_eq!(got.game, GameKind::Reversi);
    assert_eq!(
        (got.black.as_deref(), got.white.as_deref()),
        (Some("Black"), Some("White"))
    );
    assert_eq!(
        (got.result, got.reason),
        (Some(GameResult::White), Some(Reason::Resign))
    );
    assert_eq!(got.start.black.len() + got.start.white.len(), 4);
    let moves: Vec<(Seat, Option<Point>, Vec<Point>)> = got
        .moves
        .iter()
        .map(|m| (m.by, m.at, m.flipped.clone()))
        .collect();
    assert_eq!(
        moves,
        vec![
            (Seat::Black, Some(Point::new(3, 2)), vec![Point::new(3, 3)]),
            (Seat::White, Some(Point::new(2, 2)), vec![Point::new(3, 3)]),
        ]
    );

    // Ids of no game.
    for bad in ["abc", "0", "987654"] {
        assert_eq!(
            refused(&mut stranger, get(bad)).await.0,
            ErrorCode::BadRequest,
            "{bad}"
        );
    }

    // The game's SGF record, exported, reads back as the same record (without the id and date).
    let (status, sgf) = boardroom_tests::http_get(server.addr, &format!("/games/{id}.sgf"))
        .await
        .expect("an answer");
    assert_eq!(status, 200);
    let read = record(&mut stranger, open(&sgf)).await;
    assert_eq!(read.game_id, None);
    assert_eq!(
        (read.black, read.white, read.result, read.reason),
        (got.black, got.white, got.result, got.reason)
    );
    assert_eq!(read.start, got.start);
    assert_eq!(read.moves, got.moves);

    // A renju file with its five.
    let five = record(
        &mut stranger,
        open("(;FF[4]GM[4]SZ[15]RU[renju]PB[Ada];B[hh];W[hg];B[gh];W[gg];B[fh];W[fg];B[eh];W[ii];B[dh])"),
    )
    .await;
    assert_eq!(five.game, GameKind::Gomoku);
    assert_eq!(five.options.rule.as_deref(), Some("renju"));
    assert_eq!(
        (five.result, five.reason),
        (Some(GameResult::Black), Some(Reason::Five))
    );
    assert_eq!(five.line.map(|l| l.len()), Some(5));

    // Files that are not records: an error naming the problem, and the connection goes on.
    for (bad, says) in [
        ("not a record", "no game tree"),
        ("(;FF[4]GM[4]SZ[15];B[hh];W[hh])", "move 2 W[hh]"),
        ("(;FF[4]GM[7]SZ[15];B[hh])", "unknown game GM[7]"),
        ("(;FF[4]GM[4]SZ[15];B[hh]", "never closed"),
    ] {
        let (code, message) = refused(&mut stranger, open(bad)).await;
        assert_eq!(code, ErrorCode::BadRequest, "{bad}");
        assert!(message.starts_with("the SGF file: "), "{message}");
        assert!(message.contains(says), "{bad}: {message}");
    }
    stranger.send(&ClientMsg::Ping).await;
    stranger
        .expect(|m| matches!(m, ServerMsg::Pong).then_some(()))
        .await;
}
