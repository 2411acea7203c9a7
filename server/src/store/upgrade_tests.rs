//! A database an older server wrote (schema version 8: a room's clock, undo and opening in
//! column `rules`, its AI time in `ai_budget_ms`) opened by this one, on SQLite and on
//! PostgreSQL: the rows come back as the one shape, the options the room accepted.

use boardroom_protocol::{ClockOptions, GameKind, OpeningChoice, Options, Point};

use super::{Location, Store, StoredOptions};

/// The last version with the old columns.
const OLD_VERSION: i32 = 8;

/// A room under way whose rules were set, its game, and a finished game of the room with none
/// (SQL both databases read; `closed` is left to its default).
const OLD_ROWS: &str = r#"
    INSERT INTO games (id, room, game, options, started_ms, rules)
    VALUES (1, 'OLD1', 'gomoku', '{"size":15,"rule":"renju"}', 0,
            '{"clock":{"initial_s":300,"increment_s":5},"undo":false,"opening":[[7,7]]}');
    INSERT INTO games (id, room, game, options, started_ms, ended_ms, result, reason, line)
    VALUES (2, 'OLD1', 'nogo', '{"size":9,"center_first_forbidden":true}', 0, 1, 'black',
            'resign', '');
    INSERT INTO moves (game_id, ply, x, y, at_ms) VALUES (1, 0, 7, 7, 0);
    INSERT INTO rooms (code, game, options, ai_budget_ms, game_id, created_ms, last_active_ms,
                       rules)
    VALUES ('OLD1', 'gomoku', '{"size":15,"rule":"renju"}', 800, 1, 0, 0,
            '{"clock":{"initial_s":300,"increment_s":5},"undo":false,"opening":[[7,7]]}');
"#;

/// What the room's rows read as after the upgrade.
fn expected() -> StoredOptions {
    StoredOptions {
        game: GameKind::Gomoku,
        options: Options {
            size: Some(15),
            rule: Some("renju".to_owned()),
            ai_budget_ms: Some(800),
            clock: Some(ClockOptions {
                initial_s: Some(300),
                increment_s: Some(5),
                per_move_s: None,
            }),
            undo: Some(false),
            opening: Some(OpeningChoice::Moves(vec![Point { x: 7, y: 7 }])),
            ..Options::default()
        },
    }
}

/// Opens the upgraded store at `at` and checks what it reads.
async fn check(at: &Location) {
    let (store, snapshot) = Store::open_at(at).await.expect("the old database opens");
    let [room] = snapshot.rooms.as_slice() else {
        panic!("one room: {:?}", snapshot.rooms);
    };
    assert_eq!(room.options, expected());
    assert_eq!(room.moves.len(), 1);
    let record = store.game_record(1).await.expect("reads").expect("game 1");
    let without_ai_time = Options {
        ai_budget_ms: None,
        ..expected().options
    };
    assert_eq!(
        record.options, without_ai_time,
        "a game keeps its room's rules"
    );
    let finished = store.game_record(2).await.expect("reads").expect("game 2");
    assert_eq!(finished.options.size, Some(9));
    assert_eq!(
        (finished.options.clock, finished.options.undo),
        (None, None)
    );
}

#[tokio::test]
async fn a_version_8_sqlite_database_reads_as_the_options_accepted() {
    let dir = tempfile::tempdir().expect("temp dir");
    {
        let mut conn =
            super::sqlite::open_connection(&dir.path().join(super::DATABASE_FILE)).expect("opens");
        super::sqlite::migrate_until(&mut conn, OLD_VERSION).expect("version 8");
        conn.execute_batch(OLD_ROWS).expect("old rows");
    }
    check(&Location::Sqlite(dir.path().to_owned())).await;
}

#[tokio::test]
async fn a_version_8_postgres_database_reads_as_the_options_accepted() {
    let postgres = boardroom_tests::postgres::shared();
    let url = postgres.create_database("upgrade_v8");
    {
        let mut client = super::postgres::connect_url(&url).await.expect("connects");
        super::postgres::migrate_until(&mut client, OLD_VERSION)
            .await
            .expect("version 8");
        client.batch_execute(OLD_ROWS).await.expect("old rows");
    }
    check(&Location::Postgres(url)).await;
}
