//! The store's own tests, one set run against both databases: SQLite in a temporary folder, and
//! a PostgreSQL of the test's own (a fresh database per case). Each case writes through the
//! public `Store` handle and reads back what a server would at start-up or for an SGF export,
//! often from a second handle opened on the same store, so that nothing is read from memory.

use std::future::Future;
use std::pin::Pin;

use boardroom_engine::ai::Level;
use boardroom_engine::{Config, GameKind, Move, Options, Point, Side};
use boardroom_protocol::ClockOptions;
use boardroom_server::store::{
    Location, Occupant, Store, StoreError, StoredOptions, StoredRequests, StoredResult,
    TournamentGame, Write,
};
use boardroom_tests::data_dir;
use boardroom_tests::postgres::Postgres;

/// A case: what it is called (its database's name too) and what it does on a store's location.
type Case = (
    &'static str,
    fn(Location) -> Pin<Box<dyn Future<Output = ()>>>,
);

/// Every case, run once on each database.
const CASES: &[Case] = &[
    ("reopened", |at| {
        Box::pin(a_room_and_its_moves_come_back_after_reopening(at))
    }),
    ("batch", |at| {
        Box::pin(a_failed_write_fails_alone_in_its_batch(at))
    }),
    ("every_write", |at| Box::pin(every_write_reads_back(at))),
    ("record", |at| {
        Box::pin(a_finished_game_keeps_its_record(at))
    }),
    ("new_game", |at| {
        Box::pin(play_again_starts_a_new_game_in_the_room(at))
    }),
    ("closed", |at| {
        Box::pin(a_closed_room_is_not_restored_and_its_code_may_return(at))
    }),
    ("visible", |at| {
        Box::pin(an_answered_write_is_visible_to_another_handle(at))
    }),
    ("crowd", |at| {
        Box::pin(many_rooms_writing_at_once_lose_nothing(at))
    }),
    ("long", |at| {
        Box::pin(thousands_of_moves_read_back_whole_and_in_order(at))
    }),
    ("events", |at| {
        Box::pin(an_event_comes_back_with_its_commands_and_games(at))
    }),
];

#[tokio::test]
async fn the_store_cases_pass_on_sqlite() {
    for (name, case) in CASES {
        eprintln!("store case {name} on SQLite");
        let dir = data_dir();
        case(Location::Sqlite(dir.path().to_path_buf())).await;
    }
}

#[tokio::test]
async fn the_store_cases_pass_on_postgres() {
    let postgres = Postgres::start();
    for (name, case) in CASES {
        eprintln!("store case {name} on PostgreSQL");
        case(Location::Postgres(postgres.create_database(name))).await;
    }
}

fn gomoku() -> Config {
    Config::validate(GameKind::Gomoku, &Options::default()).expect("defaults")
}

async fn open(at: &Location) -> Store {
    Store::open_at(at).await.expect("the store opens").0
}

async fn player(store: &Store, name: &str, token: u8) -> i64 {
    store
        .write(Write::CreatePlayer {
            token_hash: vec![token; 32],
            name: name.into(),
        })
        .await
        .expect("player")
}

async fn room(store: &Store, code: &str, seats: [Option<Occupant>; 2]) -> i64 {
    store
        .write(Write::CreateRoom {
            code: code.into(),
            options: StoredOptions::of_config(&gomoku()),
            seats,
        })
        .await
        .expect("room")
}

fn append(game_id: i64, ply: usize, x: i8, y: i8) -> Write {
    Write::AppendMove {
        game_id,
        ply,
        mv: Move::Place(Point::new(x, y)),
        left_ms: None,
    }
}

async fn a_room_and_its_moves_come_back_after_reopening(at: Location) {
    let (store, snapshot) = Store::open_at(&at).await.expect("opens");
    assert!(snapshot.rooms.is_empty());
    let ada = player(&store, "Ada", 1).await;
    let seats = [Some(Occupant::Player(ada)), Some(Occupant::Ai(Level::Hard))];
    let game_id = store
        .write(Write::CreateRoom {
            code: "K7Q2".into(),
            options: StoredOptions {
                options: boardroom_protocol::Options {
                    ai_budget_ms: Some(300),
                    ..StoredOptions::of_config(&gomoku()).options
                },
                ..StoredOptions::of_config(&gomoku())
            },
            seats,
        })
        .await
        .expect("room");
    let moves = [
        Move::Place(Point::new(7, 7)),
        Move::Place(Point::new(8, 8)),
        Move::Pass,
    ];
    for (ply, mv) in moves.into_iter().enumerate() {
        store
            .write(Write::AppendMove {
                game_id,
                ply,
                mv,
                left_ms: None,
            })
            .await
            .expect("move");
    }
    store
        .write(Write::TruncateMoves { game_id, keep: 2 })
        .await
        .expect("undo");
    drop(store);

    let (_store, snapshot) = Store::open_at(&at).await.expect("reopens");
    assert_eq!(snapshot.players.len(), 1);
    let room = &snapshot.rooms[0];
    assert_eq!(room.code, "K7Q2");
    assert_eq!(room.options.config().ok(), Some(gomoku()));
    assert_eq!(room.seats, seats);
    assert_eq!(room.options.options.ai_budget_ms, Some(300));
    assert_eq!(room.game_id, game_id);
    assert_eq!(room.moves, moves[..2]);
}

/// Writes sent together go into one batch; the bad ones in the middle of it (a ply stored
/// twice, a new game in a room that does not exist) fail, and every other write of the batch
/// is stored all the same, in order.
async fn a_failed_write_fails_alone_in_its_batch(at: Location) {
    let store = open(&at).await;
    let game_id = room(&store, "AAAA", [None, None]).await;
    let writes = vec![
        append(game_id, 0, 1, 1),
        append(game_id, 1, 2, 2),
        append(game_id, 0, 3, 3),
        append(game_id, 2, 4, 4),
        Write::NewGame {
            code: "NOPE".into(),
            seats: [None, None],
        },
        append(game_id, 3, 5, 5),
    ];
    let answers = futures_util::future::join_all(writes.into_iter().map(|w| store.write(w))).await;
    let failed: Vec<bool> = answers.iter().map(Result::is_err).collect();
    assert_eq!(
        failed,
        [false, false, true, false, true, false],
        "{answers:?}"
    );
    let record = open(&at)
        .await
        .game_record(game_id)
        .await
        .expect("reads")
        .expect("exists");
    let places: Vec<Move> = [(1, 1), (2, 2), (4, 4), (5, 5)]
        .map(|(x, y)| Move::Place(Point::new(x, y)))
        .into();
    assert_eq!(record.moves, places);
}

/// Every kind of write, read back by a new handle as a restarting server would.
async fn every_write_reads_back(at: Location) {
    let store = open(&at).await;
    let ada = player(&store, "Ada", 1).await;
    let bob = player(&store, "Bob", 2).await;
    assert!(bob > ada, "ids grow");
    store
        .write(Write::RenamePlayer {
            id: bob,
            name: "Robert".into(),
        })
        .await
        .expect("rename");
    let renju = Config::validate(
        GameKind::Gomoku,
        &Options {
            size: Some(19),
            rule: Some("renju".into()),
            center_first_forbidden: None,
        },
    )
    .expect("renju 19");
    let options = StoredOptions {
        options: boardroom_protocol::Options {
            clock: Some(ClockOptions {
                initial_s: Some(300),
                increment_s: Some(2),
                per_move_s: None,
            }),
            undo: Some(false),
            ..StoredOptions::of_config(&renju).options
        },
        ..StoredOptions::of_config(&renju)
    };
    let game_id = store
        .write(Write::CreateRoom {
            code: "R1CH".into(),
            options: options.clone(),
            seats: [Some(Occupant::Player(ada)), None],
        })
        .await
        .expect("room");
    for (id, room) in [(ada, "R1CH"), (bob, "R1CH")] {
        store
            .write(Write::SetPlayerRoom {
                id,
                room: Some(room.into()),
            })
            .await
            .expect("player's room");
    }
    store
        .write(Write::SetSeat {
            code: "R1CH".into(),
            game_id,
            side: Side::White,
            occupant: Some(Occupant::Player(bob)),
        })
        .await
        .expect("seat");
    for (ply, left_ms) in [(0, 299_000), (1, 301_500)] {
        store
            .write(Write::AppendMove {
                game_id,
                ply,
                mv: Move::Place(Point::new(9, 9 + i8::try_from(ply).expect("small"))),
                left_ms: Some(left_ms),
            })
            .await
            .expect("move");
    }
    let requests = StoredRequests {
        undo: Some(Side::White),
        draw: Some(Side::Black),
        play_again: None,
    };
    store
        .write(Write::SetRequests {
            code: "R1CH".into(),
            game_id,
            requests,
        })
        .await
        .expect("requests");

    let (_again, snapshot) = Store::open_at(&at).await.expect("reopens");
    let mut players: Vec<(i64, String, Option<String>)> = snapshot
        .players
        .iter()
        .map(|p| (p.id, p.name.clone(), p.room.clone()))
        .collect();
    players.sort();
    assert_eq!(
        players,
        [
            (ada, "Ada".into(), Some("R1CH".into())),
            (bob, "Robert".into(), Some("R1CH".into()))
        ]
    );
    assert_eq!(
        snapshot
            .players
            .iter()
            .find(|p| p.id == ada)
            .map(|p| &p.token_hash),
        Some(&vec![1; 32])
    );
    let [room] = snapshot.rooms.as_slice() else {
        panic!("one room: {:?}", snapshot.rooms);
    };
    assert_eq!(
        room.options, options,
        "the options come back as they were accepted"
    );
    assert_eq!(room.options.config().ok(), Some(renju));
    assert_eq!(
        room.seats,
        [Some(Occupant::Player(ada)), Some(Occupant::Player(bob))]
    );
    assert_eq!(room.times, [Some(299_000), Some(301_500)]);
    assert_eq!(room.requests, requests);
    assert_eq!(room.result, None);
    assert!(room.last_active_ms > 0);

    store
        .write(Write::SetRequests {
            code: "R1CH".into(),
            game_id,
            requests: StoredRequests::default(),
        })
        .await
        .expect("requests answered");
    let (_again, snapshot) = Store::open_at(&at).await.expect("reopens");
    assert_eq!(snapshot.rooms[0].requests, StoredRequests::default());
}

/// A finished game's record: names (a player's, the AI's), moves, result with its line, rules;
/// a seat changing hands afterwards changes the room, not the record.
async fn a_finished_game_keeps_its_record(at: Location) {
    let store = open(&at).await;
    let ada = player(&store, "Ada", 1).await;
    let game_id = room(
        &store,
        "F1N1",
        [Some(Occupant::Player(ada)), Some(Occupant::Ai(Level::Easy))],
    )
    .await;
    for (ply, x) in (0..3).enumerate() {
        store.write(append(game_id, ply, x, 0)).await.expect("move");
    }
    let result = StoredResult {
        result: "black".into(),
        reason: "five".into(),
        line: (0..5).map(|x| Point::new(x, 0)).collect(),
    };
    store
        .write(Write::FinishGame {
            game_id,
            result: result.clone(),
        })
        .await
        .expect("finish");
    store
        .write(Write::SetSeat {
            code: "F1N1".into(),
            game_id,
            side: Side::White,
            occupant: None,
        })
        .await
        .expect("the AI leaves");

    let other = open(&at).await;
    let record = other
        .game_record(game_id)
        .await
        .expect("reads")
        .expect("exists");
    assert_eq!(
        record.names,
        [Some("Ada".into()), Some("Boardroom AI (easy)".into())]
    );
    assert_eq!(record.moves.len(), 3);
    assert_eq!(record.result, Some(result));
    assert_eq!(
        (record.options.clock, record.options.undo),
        (None, None),
        "untimed, undo allowed"
    );
    assert!(record.started_ms > 0);
    assert_eq!(
        other.game_record(game_id + 1000).await.expect("reads"),
        None,
        "no such game"
    );
}

async fn play_again_starts_a_new_game_in_the_room(at: Location) {
    let store = open(&at).await;
    let ada = player(&store, "Ada", 1).await;
    let first = room(&store, "AGN1", [Some(Occupant::Player(ada)), None]).await;
    store.write(append(first, 0, 7, 7)).await.expect("move");
    store
        .write(Write::FinishGame {
            game_id: first,
            result: StoredResult {
                result: "white".into(),
                reason: "resign".into(),
                line: Vec::new(),
            },
        })
        .await
        .expect("finish");
    let swapped = [None, Some(Occupant::Player(ada))];
    let second = store
        .write(Write::NewGame {
            code: "AGN1".into(),
            seats: swapped,
        })
        .await
        .expect("new game");
    assert!(second > first);
    store.write(append(second, 0, 3, 3)).await.expect("move");

    let (_again, snapshot) = Store::open_at(&at).await.expect("reopens");
    let room = &snapshot.rooms[0];
    assert_eq!(room.game_id, second);
    assert_eq!(room.seats, swapped);
    assert_eq!(room.moves, [Move::Place(Point::new(3, 3))]);
    assert_eq!(room.result, None);
    let old = open(&at)
        .await
        .game_record(first)
        .await
        .expect("reads")
        .expect("the first game stays");
    assert_eq!(old.result.map(|r| r.reason), Some("resign".into()));
    assert_eq!(old.moves, [Move::Place(Point::new(7, 7))]);
}

async fn a_closed_room_is_not_restored_and_its_code_may_return(at: Location) {
    let store = open(&at).await;
    let ada = player(&store, "Ada", 1).await;
    let game_id = room(&store, "GONE", [Some(Occupant::Player(ada)), None]).await;
    room(&store, "STAY", [None, None]).await;
    store
        .write(Write::SetPlayerRoom {
            id: ada,
            room: Some("GONE".into()),
        })
        .await
        .expect("player's room");
    store.write(append(game_id, 0, 1, 2)).await.expect("move");
    store
        .write(Write::CloseRoom {
            code: "GONE".into(),
        })
        .await
        .expect("close");

    let (again, snapshot) = Store::open_at(&at).await.expect("reopens");
    let codes: Vec<&str> = snapshot.rooms.iter().map(|r| r.code.as_str()).collect();
    assert_eq!(codes, ["STAY"]);
    assert_eq!(snapshot.players[0].room, None, "nobody is left in it");
    let record = again
        .game_record(game_id)
        .await
        .expect("reads")
        .expect("a closed room's games stay");
    assert_eq!(record.moves.len(), 1);

    // The closed room's code may be drawn again; an open room's may not.
    let open_again = again
        .write(Write::CreateRoom {
            code: "STAY".into(),
            options: StoredOptions::of_config(&gomoku()),
            seats: [None, None],
        })
        .await;
    assert!(
        matches!(open_again, Err(StoreError::CodeInUse)),
        "{open_again:?}"
    );
    let new_game = room(&again, "GONE", [None, None]).await;
    assert_ne!(new_game, game_id);
    let (_, snapshot) = Store::open_at(&at).await.expect("reopens");
    let mut codes: Vec<&str> = snapshot.rooms.iter().map(|r| r.code.as_str()).collect();
    codes.sort_unstable();
    assert_eq!(codes, ["GONE", "STAY"]);
    let gone = snapshot
        .rooms
        .iter()
        .find(|r| r.code == "GONE")
        .expect("the new room");
    assert_eq!(gone.game_id, new_game);
    assert!(gone.moves.is_empty(), "the new room starts afresh");
    let old = again
        .game_record(game_id)
        .await
        .expect("reads")
        .expect("the old game's record stays");
    assert_eq!(old.moves.len(), 1);
}

/// A write is answered once committed: another handle (its own connections) sees it at once.
async fn an_answered_write_is_visible_to_another_handle(at: Location) {
    let writer = open(&at).await;
    let reader = open(&at).await;
    let game_id = room(&writer, "SEEN", [None, None]).await;
    for ply in 0..5 {
        writer
            .write(append(game_id, ply, 0, i8::try_from(ply).expect("small")))
            .await
            .expect("move");
        let seen = reader
            .game_record(game_id)
            .await
            .expect("reads")
            .expect("exists");
        assert_eq!(seen.moves.len(), ply + 1);
    }
}

/// Forty rooms play ten moves each, all at once: big batches; every move is stored, in order.
async fn many_rooms_writing_at_once_lose_nothing(at: Location) {
    let store = open(&at).await;
    let mut games = Vec::new();
    for n in 0..40 {
        games.push(room(&store, &format!("C{n:03}"), [None, None]).await);
    }
    for ply in 0..10 {
        let writes = games.iter().map(|&game_id| {
            store.write(append(game_id, ply, i8::try_from(ply).expect("small"), 1))
        });
        for answer in futures_util::future::join_all(writes).await {
            answer.expect("every move is stored");
        }
    }
    let (_again, snapshot) = Store::open_at(&at).await.expect("reopens");
    assert_eq!(snapshot.rooms.len(), 40);
    for room in &snapshot.rooms {
        let expected: Vec<Move> = (0..10).map(|x| Move::Place(Point::new(x, 1))).collect();
        assert_eq!(room.moves, expected, "room {}", room.code);
    }
}

/// More moves than SQLite's move log holds before its oldest are folded into `moves` (8,192,
/// a slice of 1,024 at a time): every one reads back in order, whether it was folded or still
/// in the log, and so does a game taken back across the fold; a ply stored before the fold is
/// still refused after it.
async fn thousands_of_moves_read_back_whole_and_in_order(at: Location) {
    const GAMES: usize = 30;
    const PLIES: usize = 300;
    let point = |ply: usize| {
        let coordinate = |n: usize| i8::try_from(n).expect("on the board");
        Point::new(coordinate(ply % 15), coordinate(ply / 15 % 15))
    };
    let store = open(&at).await;
    let mut games = Vec::new();
    for n in 0..GAMES {
        games.push(room(&store, &format!("L{n:03}"), [None, None]).await);
    }
    for ply in 0..PLIES {
        let writes = games.iter().map(|&game_id| {
            store.write(Write::AppendMove {
                game_id,
                ply,
                mv: Move::Place(point(ply)),
                left_ms: None,
            })
        });
        for answer in futures_util::future::join_all(writes).await {
            answer.expect("every move is stored");
        }
    }
    // The first game takes back its last 200 moves, some folded by now and some not, and
    // plays another; an early ply again is refused.
    let first = games[0];
    store
        .write(Write::TruncateMoves {
            game_id: first,
            keep: 100,
        })
        .await
        .expect("taken back");
    store
        .write(append(first, 100, 14, 14))
        .await
        .expect("the ply is free again");
    assert!(
        store.write(append(first, 50, 14, 13)).await.is_err(),
        "ply 50 is stored already"
    );
    // Read while part of it is still in the log, then after the reopening's fold.
    let record = store
        .game_record(games[1])
        .await
        .expect("reads")
        .expect("exists");
    let whole: Vec<Move> = (0..PLIES).map(|ply| Move::Place(point(ply))).collect();
    assert_eq!(record.moves, whole);
    let (_again, snapshot) = Store::open_at(&at).await.expect("reopens");
    assert_eq!(snapshot.rooms.len(), GAMES);
    for room in &snapshot.rooms {
        let mut expected: Vec<Move> = (0..PLIES).map(|ply| Move::Place(point(ply))).collect();
        if room.game_id == first {
            expected.truncate(100);
            expected.push(Move::Place(Point::new(14, 14)));
        }
        assert_eq!(room.moves, expected, "room {}", room.code);
    }
}

/// An event is its settings and its commands in order, with the rooms of its games: all read
/// back from a second handle; a finished event is no longer among those run again at start-up,
/// but is still read by its id.
async fn an_event_comes_back_with_its_commands_and_games(at: Location) {
    let store = open(&at).await;
    let host = player(&store, "Host", 1).await;
    let id = store
        .write(Write::CreateTournament {
            host,
            settings: "{\"format\":\"round_robin\"}".into(),
        })
        .await
        .expect("the event");
    let other = store
        .write(Write::CreateTournament {
            host,
            settings: "{}".into(),
        })
        .await
        .expect("a second event");
    assert_ne!(id, other);
    for (seq, command) in ["join 1", "join 2", "start"].iter().enumerate() {
        store
            .write(Write::TournamentCommand {
                tournament: id,
                seq: seq as u64,
                at_ms: 1000 * seq as i64,
                command: (*command).into(),
            })
            .await
            .expect("a command");
    }
    // A command's place is taken once: a second write of it fails and changes nothing.
    let again = store
        .write(Write::TournamentCommand {
            tournament: id,
            seq: 2,
            at_ms: 5000,
            command: "finish".into(),
        })
        .await;
    assert!(again.is_err(), "the log is append-only: {again:?}");
    let game_id = room(
        &store,
        "EVT1",
        [
            Some(Occupant::Player(host)),
            Some(Occupant::Ai(Level::Easy)),
        ],
    )
    .await;
    store
        .write(Write::TournamentGame {
            tournament: id,
            game: TournamentGame {
                game_no: 1,
                game_id,
                room: "EVT1".into(),
            },
        })
        .await
        .expect("the game's room");
    store
        .write(Write::FinishTournament { tournament: other })
        .await
        .expect("finished");

    let reader = open(&at).await;
    let open_events = reader.tournaments(None).await.expect("read");
    assert_eq!(open_events.len(), 1, "the finished event is not run again");
    let event = &open_events[0];
    assert_eq!((event.id, event.host, event.finished), (id, host, false));
    assert_eq!(event.settings, "{\"format\":\"round_robin\"}");
    assert_eq!(
        event.commands,
        vec![
            (0, "join 1".to_owned()),
            (1000, "join 2".to_owned()),
            (2000, "start".to_owned())
        ]
    );
    assert_eq!(
        event.games,
        vec![TournamentGame {
            game_no: 1,
            game_id,
            room: "EVT1".into()
        }]
    );
    let finished = reader.tournaments(Some(other)).await.expect("read by id");
    assert_eq!(finished.len(), 1);
    assert!(finished[0].finished);
    assert!(
        reader
            .tournaments(Some(other + 1000))
            .await
            .expect("read")
            .is_empty()
    );
}
