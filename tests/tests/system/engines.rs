//! External engines seated by the server, over real sockets: the small engines of
//! `tests/engines/` (a Gomocup brain, an NBoard engine and a Botzone bot, Python programs) run as
//! the server's child processes. Whole games, undo and play again, and each way an engine can
//! fail (a crash, a time-out, an illegal move, garbage), which costs it the game with a sentence
//! saying why while the room goes on.

use std::net::Ipv4Addr;
use std::path::Path;

use boardroom_engine::GameKind as EngineGame;
use boardroom_protocol::{
    ClientMsg, EngineInfo, ErrorCode, GameKind, GameResult, Opponent, Options, PlayerKind, Point,
    Reason, RoomState, Seat, SeatChoice, ServerMsg,
};
use boardroom_server::Limits;
use boardroom_server::engines::{EngineProtocol, EngineSpec, Played, Plays};
use boardroom_tests::{TestClient, TestServer, data_dir, error_code, error_of, room_state};

/// The ways the test engines can misbehave on their second move, and the engines' names.
const MODES: [&str; 4] = ["play", "crash", "slow", "illegal"];

/// The test engines: `brain-MODE` (Piskvork), `nboard-MODE` and `bot-MODE` (Botzone, said to
/// play gomoku), plus `bot-garbage` and `brain-hungry`.
fn engines() -> Vec<EngineSpec> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("engines");
    let program = |file: &str, mode: &str| {
        vec![
            "python3".to_owned(),
            dir.join(file).to_string_lossy().into_owned(),
            mode.to_owned(),
        ]
    };
    let mut specs = Vec::new();
    for mode in MODES {
        let spec = |name: &str, protocol, file| {
            EngineSpec::new(&format!("{name}-{mode}"), protocol, program(file, mode))
                .unwrap_or_else(|e| panic!("{e}"))
        };
        specs.push(spec("brain", EngineProtocol::Piskvork, "piskvork_brain.py"));
        specs.push(spec("nboard", EngineProtocol::Nboard, "nboard_engine.py"));
        let mut bot = spec("bot", EngineProtocol::Botzone, "botzone_bot.py");
        bot.plays = Some(Plays(vec![Played::any(EngineGame::Gomoku)]));
        specs.push(bot);
    }
    let mut garbage = EngineSpec::new(
        "bot-garbage",
        EngineProtocol::Botzone,
        program("botzone_bot.py", "garbage"),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    garbage.plays = Some(Plays(vec![Played::any(EngineGame::Gomoku)]));
    specs.push(garbage);
    // Its table as big as it is told, in 128 MiB of address space.
    let mut hungry = EngineSpec::new(
        "brain-hungry",
        EngineProtocol::Piskvork,
        program("piskvork_brain.py", "hungry"),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    hungry.memory = 128 << 20;
    specs.push(hungry);
    specs
}

/// A server with the test engines, and room enough for many players from one address.
async fn server() -> (TestServer, tempfile::TempDir) {
    let dir = data_dir();
    let limits = Limits {
        engines: engines(),
        engine_processes: 32,
        engine_processes_per_address: 32,
        new_players_burst: 100,
        new_rooms_burst: 100,
        ..Limits::default()
    };
    (TestServer::start_with(dir.path(), limits).await, dir)
}

/// The game each protocol's engines play here, and the options of the room.
fn game_of(engine: &str) -> (GameKind, Options) {
    let options = Options {
        // The engines' time per move: short, since the slow ones use all of it.
        ai_budget_ms: Some(300),
        ..Options::default()
    };
    if engine.starts_with("nboard") {
        (GameKind::Reversi, options)
    } else {
        (GameKind::Gomoku, options)
    }
}

/// Creates a room with `engine` as the opponent, the client in `seat`.
async fn create(client: &mut TestClient, engine: &str, seat: SeatChoice) -> RoomState {
    let (game, options) = game_of(engine);
    client
        .send(&ClientMsg::CreateRoom {
            game,
            options: Some(options),
            seat: Some(seat),
            opponent: Some(Opponent::Ai),
            ai_level: None,
            engine: Some(engine.to_owned()),
            bot: None,
        })
        .await;
    client.expect(room_state).await
}

/// What a client knows of the position: the ply and the points it may play.
struct Position {
    ply: u32,
    legal: Vec<Point>,
}

/// Reads on until it is `me`'s move (or the game ends: `Err` with the result, the reason and
/// the detail).
async fn my_turn(
    client: &mut TestClient,
    me: Seat,
) -> Result<Position, (GameResult, Reason, Option<String>)> {
    loop {
        match client.recv().await {
            ServerMsg::Step {
                ply,
                to_move,
                legal,
                ..
            } if to_move == me && !legal.is_empty() => return Ok(Position { ply, legal }),
            ServerMsg::GameOver {
                result,
                reason,
                detail,
                ..
            } => return Err((result, reason, detail)),
            _ => {}
        }
    }
}

/// The point a person plays in a gomoku test: along row 7 from the middle, so that five in a
/// row come out of it; in reversi, the first legal point.
fn pick(game: GameKind, position: &Position, nth: i8) -> Point {
    match game {
        GameKind::Gomoku => Point::new(7 + nth, 7),
        _ => position.legal[0],
    }
}

#[tokio::test]
async fn welcome_lists_the_engines_and_what_they_play() {
    let (server, _dir) = server().await;
    let mut client = server.connect().await;
    client
        .send(&boardroom_tests::hello_message(1, "Ada", None))
        .await;
    let engines: Vec<EngineInfo> = client
        .expect(|m| match m {
            ServerMsg::Welcome { engines, .. } => Some(engines.clone()),
            _ => None,
        })
        .await;
    let find = |name: &str| {
        engines
            .iter()
            .find(|e| e.name == name)
            .unwrap_or_else(|| panic!("{name} missing from {engines:?}"))
    };
    // The brain was asked: every gomoku size and rule.
    let brain = find("brain-play");
    assert_eq!(brain.protocol, "piskvork");
    assert_eq!(brain.about.as_deref(), Some("testbrain 1.0"));
    assert_eq!(brain.plays.len(), 1);
    assert_eq!(brain.plays[0].game, GameKind::Gomoku);
    assert_eq!(
        brain.plays[0].rules,
        ["freestyle", "standard", "renju", "caro"]
    );
    assert_eq!(brain.plays[0].sizes, (9..=19).collect::<Vec<i64>>());
    let nboard = find("nboard-play");
    assert_eq!(nboard.about.as_deref(), Some("testnboard"));
    assert_eq!(nboard.plays[0].game, GameKind::Reversi);
    assert_eq!(find("bot-play").plays[0].game, GameKind::Gomoku);
    assert_eq!(
        engines.len(),
        3 * MODES.len() + 2,
        "the modes, bot-garbage and brain-hungry"
    );
}

#[tokio::test]
async fn a_gomocup_brain_plays_a_whole_game_takes_back_a_move_and_plays_again() {
    let (server, _dir) = server().await;
    let (mut ada, _) = server.client("Ada").await;
    let start = create(&mut ada, "brain-play", SeatChoice::Black).await;
    let white = start
        .players
        .white
        .unwrap_or_else(|| panic!("no engine seated"));
    assert_eq!(white.kind, PlayerKind::Ai);
    assert_eq!(white.engine.as_deref(), Some("brain-play"));
    ada.put(7, 7, 0).await;
    let Ok(position) = my_turn(&mut ada, Seat::Black).await else {
        panic!("the game ended");
    };
    assert_eq!(position.ply, 2);
    // The engine agrees to take back, as the server's AI does, and is given the new position.
    ada.send(&ClientMsg::UndoRequest).await;
    let kept = ada
        .expect(|m| match m {
            ServerMsg::Undone { ply } => Some(*ply),
            _ => None,
        })
        .await;
    assert_eq!(kept, 0);
    let mut ply = 0;
    for nth in 0..5 {
        ada.put(7 + nth, 7, ply).await;
        match my_turn(&mut ada, Seat::Black).await {
            Ok(position) => ply = position.ply,
            Err(over) => {
                assert_eq!(nth, 4, "the game ended early: {over:?}");
                assert_eq!(over, (GameResult::Black, Reason::Five, None));
            }
        }
    }
    // Play again: the engine agrees, takes black and opens.
    ada.send(&ClientMsg::PlayAgain).await;
    let again = ada.expect(room_state).await;
    assert_eq!(again.you, Some(Seat::White));
    let Ok(position) = my_turn(&mut ada, Seat::White).await else {
        panic!("the new game ended");
    };
    assert_eq!(position.ply, 1);
}

/// A brain that sizes its table to `INFO max_memory`, as Gomocup brains do, fits under the
/// address space the server gives it, and plays.
#[tokio::test]
async fn a_brain_that_fills_the_memory_it_is_told_plays() {
    let (server, _dir) = server().await;
    let (mut ada, _) = server.client("Ada").await;
    create(&mut ada, "brain-hungry", SeatChoice::Black).await;
    let mut ply = 0;
    for nth in 0..3 {
        ada.put(7 + nth, 7, ply).await;
        match my_turn(&mut ada, Seat::Black).await {
            Ok(position) => ply = position.ply,
            Err(over) => panic!("the game ended: {over:?}"),
        }
    }
    assert_eq!(ply, 6);
}

#[tokio::test]
async fn an_nboard_engine_and_a_botzone_bot_play_on_while_undo_replays_the_position() {
    let (server, _dir) = server().await;
    for engine in ["nboard-play", "bot-play"] {
        let (mut ada, _) = server.client_from(Ipv4Addr::new(127, 0, 0, 1), "Ada").await;
        let start = create(&mut ada, engine, SeatChoice::Black).await;
        let (game, _) = game_of(engine);
        let mut position = Position {
            ply: 0,
            legal: start.legal.clone(),
        };
        for nth in 0..3 {
            ada.put_point(pick(game, &position, nth), position.ply)
                .await;
            position = my_turn(&mut ada, Seat::Black)
                .await
                .unwrap_or_else(|over| panic!("{engine}: the game ended: {over:?}"));
            assert_eq!(
                position.ply,
                2 * u32::try_from(nth + 1).unwrap_or(0),
                "{engine}"
            );
        }
        ada.send(&ClientMsg::UndoRequest).await;
        let kept = ada
            .expect(|m| match m {
                ServerMsg::Undone { ply } => Some(*ply),
                _ => None,
            })
            .await;
        assert_eq!(kept, 4, "{engine}");
        let state = ada.expect(room_state).await;
        let position = Position {
            ply: state.ply,
            legal: state.legal,
        };
        ada.put_point(pick(game, &position, 5), position.ply).await;
        let position = my_turn(&mut ada, Seat::Black)
            .await
            .unwrap_or_else(|over| panic!("{engine}: the game ended: {over:?}"));
        assert_eq!(position.ply, 6, "{engine}");
    }
}

/// One misbehaving engine's case: its name, and what the game over must say.
struct Case {
    engine: &'static str,
    reason: Reason,
    detail: &'static str,
}

/// Plays against `case.engine` until it misbehaves on its second move; checks the ending, then
/// that the room goes on: play again, and the engine (a fresh process if it died) opens.
async fn check(server: &TestServer, case: &Case) -> Result<(), String> {
    let name = case.engine;
    let (mut ada, _) = server.client(name).await;
    let start = create(&mut ada, name, SeatChoice::Black).await;
    let (game, _) = game_of(name);
    let mut position = Position {
        ply: 0,
        legal: start.legal.clone(),
    };
    let mut ended = None;
    for nth in 0..3 {
        ada.put_point(pick(game, &position, nth), position.ply)
            .await;
        match my_turn(&mut ada, Seat::Black).await {
            Ok(next) => position = next,
            Err(over) => {
                ended = Some(over);
                break;
            }
        }
    }
    let (result, reason, detail) = ended.ok_or(format!("{name}: the game went on"))?;
    let detail = detail.unwrap_or_default();
    if (result, reason) != (GameResult::Black, case.reason) || !detail.contains(case.detail) {
        return Err(format!(
            "{name}: ended {result:?} by {reason:?} ({detail:?}); expected a black win by {:?} saying {:?}",
            case.reason, case.detail
        ));
    }
    if !detail.starts_with(name) {
        return Err(format!(
            "{name}: the detail {detail:?} does not name the engine"
        ));
    }
    let state = {
        ada.send(&ClientMsg::JoinRoom {
            room: start.room.clone(),
            join_as: None,
        })
        .await;
        ada.expect(room_state).await
    };
    if state.detail.as_deref() != Some(detail.as_str()) {
        return Err(format!("{name}: room_state says {:?}", state.detail));
    }
    ada.send(&ClientMsg::PlayAgain).await;
    let again = ada.expect(room_state).await;
    if again.you != Some(Seat::White) {
        return Err(format!("{name}: after play again, seated {:?}", again.you));
    }
    match my_turn(&mut ada, Seat::White).await {
        Ok(position) if position.ply == 1 => Ok(()),
        other => Err(format!(
            "{name}: the engine did not open the new game: {:?}",
            other.map(|p| p.ply)
        )),
    }
}

#[tokio::test]
async fn a_crash_a_time_out_or_an_illegal_move_is_the_engines_loss_and_the_room_goes_on() {
    let (server, _dir) = server().await;
    let cases = [
        Case {
            engine: "brain-crash",
            reason: Reason::Forfeit,
            detail: "exited without answering",
        },
        Case {
            engine: "brain-slow",
            reason: Reason::Timeout,
            detail: "did not move within its 0.3 s",
        },
        Case {
            engine: "brain-illegal",
            reason: Reason::Forfeit,
            detail: "played an illegal move [8,7]",
        },
        Case {
            engine: "nboard-crash",
            reason: Reason::Forfeit,
            detail: "exited without answering",
        },
        Case {
            engine: "nboard-slow",
            reason: Reason::Timeout,
            detail: "did not move within",
        },
        Case {
            engine: "nboard-illegal",
            reason: Reason::Forfeit,
            detail: "played an illegal move [3,3]",
        },
        Case {
            engine: "bot-crash",
            reason: Reason::Forfeit,
            detail: "exited without answering",
        },
        Case {
            engine: "bot-slow",
            reason: Reason::Timeout,
            detail: "did not move within",
        },
        Case {
            engine: "bot-illegal",
            reason: Reason::Forfeit,
            detail: "played an illegal move [8,7]",
        },
        Case {
            engine: "bot-garbage",
            reason: Reason::Forfeit,
            detail: "not a JSON answer",
        },
    ];
    let results =
        futures_util::future::join_all(cases.iter().map(|case| check(&server, case))).await;
    let failures: Vec<String> = results.into_iter().filter_map(Result::err).collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[tokio::test]
async fn an_engine_is_seated_only_for_a_game_it_plays_and_only_by_a_name_the_server_has() {
    let (server, _dir) = server().await;
    let (mut ada, _) = server.client("Ada").await;
    let refusals = [
        ("no-such-engine", GameKind::Gomoku, "there is no engine"),
        ("nboard-play", GameKind::Gomoku, "does not play"),
        ("brain-play", GameKind::NoGo, "does not play"),
    ];
    for (engine, game, said) in refusals {
        ada.send(&ClientMsg::CreateRoom {
            game,
            options: None,
            seat: None,
            opponent: Some(Opponent::Ai),
            ai_level: None,
            engine: Some(engine.to_owned()),
            bot: None,
        })
        .await;
        let message = ada.expect(error_of).await;
        assert_eq!(message.0, ErrorCode::BadRequest, "{engine}");
        assert!(message.1.contains(said), "{engine}: {}", message.1);
    }
    // seat_ai with an engine fills the free seat of a room waiting for a person.
    let start = ada.create_room_as_black(GameKind::Reversi, None).await;
    ada.send(&ClientMsg::SeatAi {
        level: None,
        engine: Some("brain-play".to_owned()),
        bot: None,
    })
    .await;
    assert_eq!(ada.expect(error_code).await, ErrorCode::BadRequest);
    ada.send(&ClientMsg::SeatAi {
        level: None,
        engine: Some("nboard-play".to_owned()),
        bot: None,
    })
    .await;
    let engine = ada
        .expect(|m| match m {
            ServerMsg::PlayerJoined {
                seat: Seat::White,
                engine,
                ..
            } => Some(engine.clone()),
            _ => None,
        })
        .await;
    assert_eq!(engine.as_deref(), Some("nboard-play"));
    let position = Position {
        ply: 0,
        legal: start.legal.clone(),
    };
    ada.put_point(position.legal[0], 0).await;
    let next = my_turn(&mut ada, Seat::Black)
        .await
        .unwrap_or_else(|over| panic!("the game ended: {over:?}"));
    assert_eq!(next.ply, 2);
}
