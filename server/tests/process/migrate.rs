//! `boardroom-server migrate --from DIR --to postgres://...`, as an operator runs it: a SQLite
//! store with a finished game and one under way (with a request waiting) is copied into an
//! empty PostgreSQL database; the server started on PostgreSQL has every room, token, game and
//! request, hands out new ids past the copied ones, and exports the old game as before; a
//! second copy into the same database is refused. (In the server package, which builds the
//! binary for its own tests.)

use std::path::Path;
use std::process::Command;

use boardroom_protocol::{ClientMsg, GameKind, ServerMsg};
use boardroom_tests::postgres::Postgres;
use boardroom_tests::{Table, TestClient, TestServer, data_dir, free_port, http_get, room_state};

const BINARY: &str = env!("CARGO_BIN_EXE_boardroom-server");

/// `mover` plays (`x`, `y`) on `ply`; both see the step.
async fn play(mover: &mut TestClient, other: &mut TestClient, (x, y): (i8, i8), ply: u32) {
    mover.put(x, y, ply).await;
    for client in [mover, other] {
        assert_eq!(client.next_step_ply().await, ply + 1);
    }
}

fn migrate(from: &Path, to: &str) -> std::process::Output {
    Command::new(BINARY)
        .arg("migrate")
        .arg("--from")
        .arg(from)
        .args(["--to", to])
        .env("BOARDROOM_DISCOVERY", "off")
        .output()
        .expect("run migrate")
}

#[tokio::test]
async fn migrate_copies_a_sqlite_store_that_a_server_on_postgres_carries_on_with() {
    let dir = data_dir();
    let binary = Path::new(BINARY);
    let sqlite = ["--store", "sqlite"];
    let mut server = TestServer::spawn_binary_with(binary, dir.path(), free_port(), &sqlite).await;
    let Table {
        mut black,
        black_token,
        mut white,
        white_token,
        start,
    } = server.table(GameKind::Gomoku, None).await;

    // A whole game: black's five on row 7.
    let first_game: Vec<(i8, i8)> = (3..8).flat_map(|x| [(x, 7), (x, 9)]).take(9).collect();
    for (ply, at) in (0u32..).zip(first_game) {
        if ply % 2 == 0 {
            play(&mut black, &mut white, at, ply).await;
        } else {
            play(&mut white, &mut black, at, ply).await;
        }
    }
    black
        .expect(|m| matches!(m, ServerMsg::GameOver { .. }).then_some(()))
        .await;
    let old_sgf_path = format!("/games/{}.sgf", start.game_id);
    let (_, old_sgf) = http_get(server.addr, &old_sgf_path).await.expect("sgf");

    // A second game: one move, then its mover asks to take it back; nobody has answered.
    black.send(&ClientMsg::PlayAgain).await;
    white
        .expect(|m| matches!(m, ServerMsg::PlayAgainOffered { .. }).then_some(()))
        .await;
    white.send(&ClientMsg::PlayAgainAgree).await;
    let second = black.expect(room_state).await;
    white.expect(room_state).await;
    let (mover, other) = if second.you == Some(second.to_move) {
        (&mut black, &mut white)
    } else {
        (&mut white, &mut black)
    };
    play(mover, other, (7, 7), 0).await;
    mover.send(&ClientMsg::UndoRequest).await;
    // The chat comes back only after the room has stored the request.
    mover
        .send(&ClientMsg::Chat {
            text: "oops".to_owned(),
        })
        .await;
    other
        .expect(|m| matches!(m, ServerMsg::Chat { .. }).then_some(()))
        .await;
    let asker = second.to_move;
    drop((black, white));
    assert!(server.terminate().success());

    let postgres = Postgres::start();
    let url = postgres.create_database("copy");
    let copied = migrate(dir.path(), &url);
    let said = String::from_utf8_lossy(&copied.stdout);
    assert!(
        copied.status.success(),
        "{said}{}",
        String::from_utf8_lossy(&copied.stderr)
    );
    assert!(
        said.contains("2 players, 1 rooms (1 open), 2 games, 10 moves, 1 open requests"),
        "{said}"
    );
    assert_eq!(postgres.sql("copy", "SELECT count(*) FROM moves"), "10");

    // The server on PostgreSQL (a new, empty data folder: nothing comes from the old one).
    let empty = data_dir();
    let on_postgres = ["--store", url.as_str()];
    let server =
        TestServer::spawn_binary_with(binary, empty.path(), free_port(), &on_postgres).await;
    let mut black = server.connect().await;
    assert_eq!(black.hello("Black", Some(&black_token)).await, black_token);
    let state = black.expect(room_state).await;
    assert_eq!(
        (&state.room, &state.game_id, state.ply),
        (&start.room, &second.game_id, 1)
    );
    assert_eq!(state.pending.undo, Some(asker));
    let mut white = server.connect().await;
    assert_eq!(white.hello("White", Some(&white_token)).await, white_token);
    white.expect(room_state).await;
    let (_, sgf) = http_get(server.addr, &old_sgf_path).await.expect("sgf");
    assert_eq!(sgf, old_sgf, "the finished game is exported as before");
    assert!(sgf.contains("RE[B+]"), "{sgf}");

    // The request is answered and the game goes on.
    let (answerer, asker_client) = if state.you == Some(asker) {
        (&mut white, &mut black)
    } else {
        (&mut black, &mut white)
    };
    answerer.send(&ClientMsg::UndoAgree).await;
    let undone = asker_client
        .expect(|m| match m {
            ServerMsg::Undone { ply } => Some(*ply),
            _ => None,
        })
        .await;
    assert_eq!(undone, 0);

    // A newcomer and a new room: ids go on past the copied ones.
    let (mut newcomer, _) = server.client("Newcomer").await;
    let room = newcomer.create_room_as_black(GameKind::Reversi, None).await;
    // A game id is its number, then the server's tag; the key went over with the games.
    let id = |game_id: &str| {
        let (number, _tag) = game_id.split_once('-').expect("a tagged game id");
        number.parse::<i64>().expect("a numeric game id")
    };
    assert!(id(&room.game_id) > id(&second.game_id), "{}", room.game_id);
    assert_ne!(room.room, start.room);

    // Copying again into a database in use is refused, and changes nothing.
    let again = migrate(dir.path(), &url);
    assert!(!again.status.success());
    let complaint = String::from_utf8_lossy(&again.stderr);
    assert!(complaint.contains("not empty"), "{complaint}");
    assert_eq!(postgres.sql("copy", "SELECT count(*) FROM players"), "3");

    // And a folder without a store is no source.
    let nothing = migrate(empty.path(), &url);
    assert!(!nothing.status.success());
    assert!(
        String::from_utf8_lossy(&nothing.stderr).contains("there is no database"),
        "{}",
        String::from_utf8_lossy(&nothing.stderr)
    );
}
