//! Every game ends fairly, over real sockets: a clock that runs out, a restart that keeps the
//! clocks, an abort, a claim after a player walked away, and a request that must wait. The
//! rules and their timing are proven in the room's transcripts on a virtual clock; these tests
//! prove the wiring (the room's timer, the store, the wire), with the server's deadlines set
//! to a second. (Tokio's paused clock would jump ahead while the store's thread commits.)

use std::time::Duration;

use boardroom_protocol::{
    ClientMsg, ClockOptions, ErrorCode, GameKind, GameResult, JoinAs, Options, Reason, Seat,
    ServerMsg,
};
use boardroom_server::Limits;
use boardroom_tests::{Table, TestClient, TestServer, data_dir, room_state};

/// The default limits, with a player who leaves given a second to come back.
fn limits() -> Limits {
    Limits {
        absence_grace_untimed: Duration::from_secs(1),
        absence_grace_timed: Duration::from_secs(1),
        ..Limits::default()
    }
}

fn clock(initial_s: u32) -> Option<Options> {
    Some(Options {
        clock: Some(ClockOptions {
            initial_s: Some(initial_s),
            ..ClockOptions::default()
        }),
        ..Options::default()
    })
}

/// The next `game_over`'s result and reason.
async fn game_over(client: &mut TestClient) -> (GameResult, Reason) {
    client.expect(boardroom_tests::game_over).await
}

/// The `step` of ply `ply`, and its clock.
async fn step_clock(client: &mut TestClient, ply: u32) -> boardroom_protocol::ClockState {
    client
        .expect(|m| match m {
            ServerMsg::Step {
                ply: p,
                clock: Some(clock),
                ..
            } if *p == ply => Some(*clock),
            _ => None,
        })
        .await
}

#[tokio::test]
async fn a_clock_that_runs_out_ends_the_game_on_time() {
    let dir = data_dir();
    let server = TestServer::start_with(dir.path(), limits()).await;
    let Table {
        mut black,
        mut white,
        start,
        ..
    } = server.table(GameKind::Gomoku, clock(1)).await;
    let options = start.options.clock.expect("a timed room");
    assert_eq!(options.initial_s, Some(1));
    black.put(7, 7, 0).await;
    let first = step_clock(&mut white, 1).await;
    assert_eq!((first.black_ms, first.running), (1000, None));
    assert!(
        first.first_move_ms.is_some(),
        "white's first move is on its own deadline"
    );
    white.put(8, 8, 1).await;
    let running = step_clock(&mut black, 2).await;
    assert_eq!(running.running, Some(Seat::Black));
    // Black thinks too long: a second later, white wins on time, and the end shows the clocks
    // as they stopped.
    let (result, reason, stopped) = white
        .expect(|m| match m {
            ServerMsg::GameOver {
                result,
                reason,
                clock,
                ..
            } => Some((*result, *reason, *clock)),
            _ => None,
        })
        .await;
    assert_eq!((result, reason), (GameResult::White, Reason::Timeout));
    let stopped = stopped.expect("the final clocks");
    assert_eq!(
        (stopped.black_ms, stopped.white_ms, stopped.running),
        (0, 1000, None)
    );
    let state = black.join_room(start.room.clone(), None).await;
    let after = state.clock.expect("the clocks stay shown");
    assert_eq!((after.black_ms, after.running), (0, None));
    // The record says how it ended and how much time each move left.
    let path = format!("/games/{}.sgf", start.game_id);
    let (_, sgf) = boardroom_tests::http_get(server.addr, &path)
        .await
        .expect("the record");
    assert!(sgf.contains("RE[W+T]TM[1]OT[0 s increment]"), "{sgf}");
    assert!(sgf.contains(";B[hh]BL[1.0];W[ii]WL[1.0]"), "{sgf}");
}

#[tokio::test]
async fn the_player_already_seated_is_told_when_the_clock_starts() {
    let dir = data_dir();
    let server = TestServer::start_with(dir.path(), limits()).await;
    let (mut black, _) = server.client("Black").await;
    let start = black
        .create_room_as_black(GameKind::Gomoku, clock(60))
        .await;
    assert!(
        start.clock.is_some_and(|c| c.first_move_ms.is_none()),
        "nothing counts down before the opponent comes"
    );
    let (mut white, _) = server.client("White").await;
    white.join_room(start.room.clone(), None).await;
    let clock = black
        .expect(|m| match m {
            ServerMsg::PlayerJoined {
                seat: Seat::White,
                clock,
                ..
            } => Some(*clock),
            _ => None,
        })
        .await
        .expect("the game is under way with its clocks");
    assert_eq!((clock.black_ms, clock.white_ms), (60_000, 60_000));
    let first = clock.first_move_ms.expect("black's first move counts down");
    assert!(first > 0 && first <= 30_000, "{first} ms");
}

#[tokio::test]
async fn a_restart_in_the_middle_of_a_timed_game_keeps_both_clocks() {
    let dir = data_dir();
    let mut server = TestServer::start_with(dir.path(), limits()).await;
    let Table {
        mut black,
        black_token,
        mut white,
        start,
        ..
    } = server.table(GameKind::Gomoku, clock(300)).await;
    black.put(7, 7, 0).await;
    white.next_step_ply().await;
    white.put(8, 8, 1).await;
    black.next_step_ply().await;
    tokio::time::sleep(Duration::from_millis(50)).await;
    black.put(9, 9, 2).await;
    let before = step_clock(&mut white, 3).await;
    assert!(before.black_ms < 300_000, "black's clock ran: {before:?}");
    black.close().await;
    white.close().await;
    server.stop().await;

    let server = TestServer::start_with(dir.path(), limits()).await;
    let mut black = server.connect().await;
    black.hello("Black", Some(&black_token)).await;
    let state = black.expect(room_state).await;
    assert_eq!(state.room, start.room);
    let after = state.clock.expect("a timed game");
    // Black's time is what it was after its move; white's runs again from what it had, the
    // time the server was down charged to nobody.
    assert_eq!(after.black_ms, before.black_ms);
    assert_eq!(after.running, Some(Seat::White));
    assert!(
        after.white_ms <= 300_000 && after.white_ms > 299_000,
        "{after:?}"
    );
}

#[tokio::test]
async fn a_game_is_aborted_before_both_sides_move_and_not_after() {
    let dir = data_dir();
    let server = TestServer::start_with(dir.path(), limits()).await;
    let Table {
        mut black,
        mut white,
        ..
    } = server.table(GameKind::Reversi, None).await;
    black.put(2, 3, 0).await;
    white.next_step_ply().await;
    white.send(&ClientMsg::Abort).await;
    assert_eq!(
        game_over(&mut black).await,
        (GameResult::Draw, Reason::Aborted)
    );

    let Table {
        mut black,
        mut white,
        ..
    } = server.table(GameKind::Gomoku, None).await;
    black.put(7, 7, 0).await;
    white.next_step_ply().await;
    white.put(8, 8, 1).await;
    // Black's own step first, then white's: both sides have moved.
    assert_eq!(black.next_step_ply().await, 1);
    assert_eq!(black.next_step_ply().await, 2);
    black.send(&ClientMsg::Abort).await;
    let code = black.expect(boardroom_tests::error_code).await;
    assert_eq!(code, ErrorCode::BadRequest);
}

#[tokio::test]
async fn a_player_who_walks_away_can_be_claimed_against_after_the_countdown() {
    let dir = data_dir();
    let server = TestServer::start_with(dir.path(), limits()).await;
    let Table {
        mut black,
        white,
        start,
        ..
    } = server.table(GameKind::NoGo, None).await;
    black.put(0, 0, 0).await;
    black.next_step_ply().await;
    white.close().await;
    let claim_in = black
        .expect(|m| match m {
            ServerMsg::PeerStatus {
                seat: Seat::White,
                connected: false,
                claim_in_ms,
            } => Some(*claim_in_ms),
            _ => None,
        })
        .await;
    assert_eq!(claim_in, Some(1000));
    // Someone who comes in now sees the countdown where it stands.
    let (mut watcher, _) = server.client("Watcher").await;
    let seen = watcher
        .join_room(start.room.clone(), Some(JoinAs::Spectator))
        .await;
    let white_seat = seen.players.white.expect("white's seat stays taken");
    assert!(!white_seat.connected);
    let left = white_seat.claim_in_ms.expect("the countdown");
    assert!(left <= 1000, "{left} ms");
    black.send(&ClientMsg::ClaimVictory).await;
    let early = black.expect(boardroom_tests::error_code).await;
    assert_eq!(early, ErrorCode::BadRequest, "too early to claim");
    let claimable = black
        .expect(|m| match m {
            ServerMsg::Claimable { seat } => Some(*seat),
            _ => None,
        })
        .await;
    assert_eq!(claimable, Seat::White);
    black.send(&ClientMsg::ClaimVictory).await;
    assert_eq!(
        game_over(&mut black).await,
        (GameResult::Black, Reason::Forfeit)
    );
}

#[tokio::test]
async fn a_refused_undo_must_wait_before_it_is_asked_again() {
    let dir = data_dir();
    let server = TestServer::start_with(dir.path(), limits()).await;
    let Table {
        mut black,
        mut white,
        ..
    } = server.table(GameKind::Gomoku, None).await;
    black.put(7, 7, 0).await;
    white.next_step_ply().await;
    black.send(&ClientMsg::UndoRequest).await;
    white
        .expect(|m| matches!(m, ServerMsg::UndoRequested { .. }).then_some(()))
        .await;
    white.send(&ClientMsg::UndoRefuse).await;
    // The refusal itself says how long the wait is.
    let told = black
        .expect(|m| match m {
            ServerMsg::UndoRefused { retry_in_ms } => Some(*retry_in_ms),
            _ => None,
        })
        .await;
    assert_eq!(told, Some(15_000));
    black.send(&ClientMsg::UndoRequest).await;
    let retry = black
        .expect(|m| match m {
            ServerMsg::Error {
                code: ErrorCode::RateLimited,
                retry_in_ms,
                ..
            } => Some(*retry_in_ms),
            _ => None,
        })
        .await
        .expect("how long to wait");
    assert!(retry > 14_000 && retry <= 15_000, "{retry} ms");
}
