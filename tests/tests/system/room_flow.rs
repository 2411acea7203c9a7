//! Rooms, end to end: seats, moves, every request and its two answers, chat, spectators.

use boardroom_protocol::{
    AiLevel, ClientMsg, ErrorCode, GameKind, GameResult, JoinAs, Opponent, Options, PendingKind,
    PlayerKind, Point, Reason, RoomCode, RoomState, Seat, SeatChoice, ServerMsg, Status,
};
use boardroom_server::Limits;
use boardroom_tests::{
    Table, TestClient, TestServer, data_dir, error_code, error_of, game_over, http_get, room_state,
};

/// Two players in a new room: `black` created it, `white` joined; checks what each was told on
/// the way. Returns the room code.
async fn two_players(server: &TestServer, game: GameKind) -> (TestClient, TestClient, RoomCode) {
    let (mut black, _) = server.client("Black").await;
    let state = black.create_room_as_black(game, None).await;
    assert_eq!(state.you, Some(Seat::Black));
    assert_eq!(state.status, Status::Waiting);
    let (mut white, _) = server.client("White").await;
    let joined = white.join_room(state.room.clone(), None).await;
    assert_eq!(joined.you, Some(Seat::White));
    assert_eq!(joined.status, Status::Playing);
    let (seat, name, kind) = black
        .expect(|m| match m {
            ServerMsg::PlayerJoined {
                seat, name, kind, ..
            } => Some((*seat, name.clone(), *kind)),
            _ => None,
        })
        .await;
    assert_eq!(
        (seat, name.as_str(), kind),
        (Seat::White, "White", PlayerKind::Human)
    );
    (black, white, state.room)
}

/// A `step` as the tests look at it.
#[derive(Debug, PartialEq, Eq)]
struct Seen {
    ply: u32,
    by: Seat,
    at: Option<Point>,
    pass: bool,
    to_move: Seat,
    legal: Vec<Point>,
}

fn step(msg: &ServerMsg) -> Option<Seen> {
    match msg {
        ServerMsg::Step {
            ply,
            by,
            at,
            pass,
            to_move,
            legal,
            ..
        } => Some(Seen {
            ply: *ply,
            by: *by,
            at: *at,
            pass: *pass,
            to_move: *to_move,
            legal: legal.clone(),
        }),
        _ => None,
    }
}

/// Picks an `undone`'s ply.
fn undone(msg: &ServerMsg) -> Option<u32> {
    match msg {
        ServerMsg::Undone { ply } => Some(*ply),
        _ => None,
    }
}

/// `$from` sends `$msg`, then `$to` reads on until a message matching `$told` comes: one half
/// of a request between the players (undo, draw, play again) or of its answer. A macro, so
/// that the message the other side waits for can be written as a pattern.
macro_rules! send_and_see {
    ($from:ident sends $msg:expr; $to:ident sees $told:pat) => {
        $from.send(&$msg).await;
        $to.expect(|m| matches!(m, $told).then_some(())).await;
    };
}

/// Plays `moves` in turn from the start of the game, black first, and after each waits until
/// both players have seen its `step`, so that the next move is sent on the new ply. Returns
/// the last step as black saw it.
async fn play_in_turn(black: &mut TestClient, white: &mut TestClient, moves: &[(i8, i8)]) -> Seen {
    let mut last = None;
    for (ply, &(x, y)) in (0..).zip(moves) {
        let mover = if ply % 2 == 0 {
            &mut *black
        } else {
            &mut *white
        };
        mover.put(x, y, ply).await;
        white.expect(step).await;
        last = Some(black.expect(step).await);
    }
    last.expect("at least one move")
}

/// "Human" in a new reversi room against the server's AI, and the room's first state.
async fn against_the_ai(
    server: &TestServer,
    seat: SeatChoice,
    level: Option<AiLevel>,
) -> (TestClient, RoomState) {
    let (mut human, _) = server.client("Human").await;
    human
        .send(&ClientMsg::CreateRoom {
            game: GameKind::Reversi,
            options: Some(Options::default()),
            seat: Some(seat),
            opponent: Some(Opponent::Ai),
            ai_level: level,
            engine: None,
            bot: None,
        })
        .await;
    let state = human.expect(room_state).await;
    (human, state)
}

#[tokio::test]
async fn moves_are_checked_for_seat_turn_ply_and_rules_and_everyone_sees_them() {
    let dir = data_dir();
    let server = TestServer::start(dir.path()).await;
    let (mut black, mut white, room) = two_players(&server, GameKind::Reversi).await;
    let (mut watcher, _) = server.client("Watcher").await;
    let seen = watcher
        .join_room(room.clone(), Some(JoinAs::Spectator))
        .await;
    assert_eq!((seen.you, seen.legal.len()), (None, 4));

    white.put(2, 3, 0).await;
    assert_eq!(white.expect(error_code).await, ErrorCode::NotYourTurn);
    black.put(0, 0, 0).await;
    assert_eq!(black.expect(error_code).await, ErrorCode::IllegalMove);
    black.put(2, 3, 5).await;
    assert_eq!(black.expect(error_code).await, ErrorCode::Stale);
    watcher.put(2, 3, 0).await;
    assert_eq!(watcher.expect(error_code).await, ErrorCode::NotInRoom);
    black.put(2, 3, 0).await;
    for client in [&mut black, &mut white, &mut watcher] {
        let Seen {
            ply,
            by,
            at,
            pass,
            to_move,
            legal,
        } = client.expect(step).await;
        assert_eq!(
            (ply, by, at, pass, to_move),
            (1, Seat::Black, Some(Point::new(2, 3)), false, Seat::White)
        );
        assert_eq!(legal.len(), 3);
    }
    // The same move again is now stale (the client saw ply 0).
    black.put(2, 3, 0).await;
    assert_eq!(black.expect(error_code).await, ErrorCode::NotYourTurn);

    // Chat from a player and a spectator; the text is passed on untouched.
    let text = "<img src=x onerror=alert(1)>";
    watcher.send(&ClientMsg::Chat { text: text.into() }).await;
    for client in [&mut black, &mut white, &mut watcher] {
        let (from, seat, got) = client
            .expect(|m| match m {
                ServerMsg::Chat {
                    from, seat, text, ..
                } => Some((from.clone(), *seat, text.clone())),
                _ => None,
            })
            .await;
        assert_eq!((from.as_str(), seat, got.as_str()), ("Watcher", None, text));
    }
    black
        .send(&ClientMsg::Chat {
            text: String::new(),
        })
        .await;
    assert_eq!(black.expect(error_code).await, ErrorCode::BadRequest);
    black
        .send(&ClientMsg::Chat {
            text: "é".repeat(501),
        })
        .await;
    assert_eq!(black.expect(error_code).await, ErrorCode::BadRequest);

    white
        .send(&ClientMsg::PlayerInfo {
            name: "Wendy".into(),
        })
        .await;
    for client in [&mut black, &mut watcher] {
        let got = client
            .expect(|m| match m {
                ServerMsg::PlayerInfo { seat, name } => Some((*seat, name.clone())),
                _ => None,
            })
            .await;
        assert_eq!(got, (Seat::White, "Wendy".to_owned()));
    }

    // The lobby lists the room with its players and the spectator.
    let (mut lobby, _) = server.client("Lobby").await;
    let rooms = lobby.list_rooms().await;
    let listed = rooms.iter().find(|r| r.room == room).expect("room listed");
    assert_eq!((listed.status, listed.spectators), (Status::Playing, 1));
    assert_eq!(
        listed.players.white.as_ref().map(|p| p.name.as_str()),
        Some("Wendy")
    );

    // A third player cannot take a seat.
    lobby
        .send(&ClientMsg::JoinRoom {
            room,
            join_as: Some(JoinAs::Player),
        })
        .await;
    assert_eq!(lobby.expect(error_code).await, ErrorCode::RoomFull);
}

#[tokio::test]
async fn undo_draw_resign_and_play_again_with_both_answers() {
    let dir = data_dir();
    // Asked again at once after a refusal: the waits between requests (tested in
    // fairplay.rs) are off here.
    let limits = boardroom_server::Limits {
        ask_again: std::time::Duration::ZERO,
        draw_every: 0,
        ..boardroom_server::Limits::default()
    };
    let server = TestServer::start_with(dir.path(), limits).await;
    let (mut black, mut white, _) = two_players(&server, GameKind::Gomoku).await;
    play_in_turn(&mut black, &mut white, &[(7, 7), (8, 8)]).await;

    // Answers with nothing pending.
    white.send(&ClientMsg::UndoAgree).await;
    assert_eq!(white.expect(error_code).await, ErrorCode::NothingPending);

    // Undo asked and refused.
    black.send(&ClientMsg::UndoRequest).await;
    assert_eq!(
        white
            .expect(|m| match m {
                ServerMsg::UndoRequested { by } => Some(*by),
                _ => None,
            })
            .await,
        Seat::Black
    );
    black.send(&ClientMsg::UndoRequest).await;
    assert_eq!(black.expect(error_code).await, ErrorCode::AlreadyPending);
    black.send(&ClientMsg::UndoAgree).await;
    assert_eq!(black.expect(error_code).await, ErrorCode::NothingPending);
    send_and_see!(white sends ClientMsg::UndoRefuse; black sees ServerMsg::UndoRefused { .. });

    // Undo asked and agreed: black's move and white's reply are taken back; black is to move.
    send_and_see!(black sends ClientMsg::UndoRequest; white sees ServerMsg::UndoRequested { .. });
    white.send(&ClientMsg::UndoAgree).await;
    for client in [&mut black, &mut white] {
        assert_eq!(client.expect(undone).await, 0);
        let state = client.expect(room_state).await;
        assert_eq!(
            (state.ply, state.to_move, state.history.len()),
            (0, Seat::Black, 0)
        );
    }

    // A move cancels a pending draw offer.
    black.put(7, 7, 0).await;
    white.expect(step).await;
    send_and_see!(white sends ClientMsg::DrawOffer;
        black sees ServerMsg::DrawOffered { by: Seat::White });
    white.put(0, 0, 1).await;
    let kind = black
        .expect(|m| match m {
            ServerMsg::OfferCancelled { kind } => Some(*kind),
            _ => None,
        })
        .await;
    assert_eq!(kind, PendingKind::Draw);

    // Draw offered and refused, then offered and agreed.
    send_and_see!(black sends ClientMsg::DrawOffer;
        white sees ServerMsg::DrawOffered { by: Seat::Black });
    send_and_see!(white sends ClientMsg::DrawRefuse; black sees ServerMsg::DrawRefused { .. });
    black.send(&ClientMsg::PlayAgain).await;
    assert_eq!(black.expect(error_code).await, ErrorCode::GameNotOver);
    send_and_see!(white sends ClientMsg::DrawOffer; black sees ServerMsg::DrawOffered { .. });
    black.send(&ClientMsg::DrawAgree).await;
    for client in [&mut black, &mut white] {
        let over = client.expect(game_over).await;
        assert_eq!(over, (GameResult::Draw, Reason::Agreement));
    }
    black.put(3, 3, 3).await;
    assert_eq!(black.expect(error_code).await, ErrorCode::GameOver);

    // Play again refused, then agreed: colours swap.
    send_and_see!(white sends ClientMsg::PlayAgain;
        black sees ServerMsg::PlayAgainOffered { by: Seat::White });
    send_and_see!(black sends ClientMsg::PlayAgainRefuse; white sees ServerMsg::PlayAgainRefused);
    send_and_see!(white sends ClientMsg::PlayAgain; black sees ServerMsg::PlayAgainOffered { .. });
    black.send(&ClientMsg::PlayAgainAgree).await;
    let first = black.expect(room_state).await;
    let second = white.expect(room_state).await;
    assert_eq!(
        (first.you, second.you),
        (Some(Seat::White), Some(Seat::Black))
    );
    assert_eq!((first.status, first.ply), (Status::Playing, 0));
    assert_ne!(first.game_id, "");
    assert_eq!(
        first.players.black.as_ref().map(|p| p.name.as_str()),
        Some("White")
    );

    // Resign in the new game: the old white (now black) resigns, the old black wins as white.
    white.send(&ClientMsg::Resign).await;
    for client in [&mut black, &mut white] {
        let over = client.expect(game_over).await;
        assert_eq!(over, (GameResult::White, Reason::Resign));
    }
}

/// The point a test player picks: in the five-in-a-row games black builds a row along `y = 0`
/// and white along `y = 2` (so black wins), elsewhere the first legal point.
fn choose(game: GameKind, seat: Seat, legal: &[Point]) -> Point {
    let row = match seat {
        Seat::Black => 0,
        Seat::White => 2,
    };
    let builds = matches!(game, GameKind::Gomoku | GameKind::HexGomoku);
    legal
        .iter()
        .copied()
        .find(|p| builds && p.y == row)
        .or_else(|| legal.first().copied())
        .expect("a side to move has a legal point")
}

/// Plays a game between two clients to its end. Returns the final `game_over` (result, reason,
/// line) and the number of moves.
async fn play_out(
    game: GameKind,
    black: &mut TestClient,
    white: &mut TestClient,
    start: &RoomState,
) -> (GameResult, Reason, Option<Vec<Point>>, u32) {
    let mut legal = start.legal.clone();
    let mut to_move = start.to_move;
    let mut ply = start.ply;
    loop {
        let (mover, other) = match to_move {
            Seat::Black => (&mut *black, &mut *white),
            Seat::White => (&mut *white, &mut *black),
        };
        let at = choose(game, to_move, &legal);
        mover.put(at.x, at.y, ply).await;
        // Both players see the same messages; read up to the next decision or the end. A step
        // with no legal point is followed by the server's pass or by the end.
        loop {
            let msg = other.recv().await;
            assert_eq!(
                msg,
                mover.recv().await,
                "both players see the same sequence"
            );
            match msg {
                ServerMsg::Step {
                    ply: p,
                    to_move: t,
                    legal: l,
                    ..
                } => {
                    (ply, to_move, legal) = (p, t, l);
                    if !legal.is_empty() {
                        break;
                    }
                }
                ServerMsg::GameOver {
                    result,
                    reason,
                    line,
                    ..
                } => return (result, reason, line, ply),
                other => panic!("unexpected {other:?}"),
            }
        }
    }
}

#[tokio::test]
async fn whole_games_of_every_game_end_by_their_rules() {
    let dir = data_dir();
    let limits = Limits {
        rate_burst: 10_000,
        ..Limits::default()
    };
    let server = TestServer::start_with(dir.path(), limits).await;
    for game in [
        GameKind::Reversi,
        GameKind::Gomoku,
        GameKind::NoGo,
        GameKind::HexGomoku,
    ] {
        let Table {
            mut black,
            mut white,
            start,
            ..
        } = server.table(game, None).await;
        let (result, reason, line, ply) = play_out(game, &mut black, &mut white, &start).await;
        let expected = match game {
            GameKind::Reversi => Reason::Count,
            GameKind::NoGo => Reason::NoLegalMove,
            GameKind::Gomoku | GameKind::HexGomoku => Reason::Five,
        };
        assert_eq!(reason, expected, "{game}: {result:?} after {ply} moves");
        if reason == Reason::Five {
            assert!(
                line.is_some_and(|l| l.len() >= 5),
                "{game}: the winning line is sent"
            );
        }
        // The finished game is exported with its moves.
        let (status, sgf) = http_get(server.addr, &format!("/games/{}.sgf", start.game_id))
            .await
            .expect("sgf answers");
        assert_eq!(status, 200);
        assert!(sgf.starts_with("(;FF[4]"), "{sgf}");
        assert!(
            sgf.matches(";B[").count() + sgf.matches(";W[").count()
                >= usize::try_from(ply).unwrap_or(0) / 2
        );
        assert!(sgf.contains("RE["), "{sgf}");
        black.close().await;
        white.close().await;
    }
}

#[tokio::test]
async fn a_game_against_the_server_ai_reaches_its_end() {
    let dir = data_dir();
    let server = TestServer::start(dir.path()).await;
    let (mut human, state) = against_the_ai(&server, SeatChoice::White, None).await;
    assert_eq!(state.you, Some(Seat::White));
    assert_eq!(
        state.players.black.as_ref().map(|p| p.kind),
        Some(PlayerKind::Ai)
    );
    assert_eq!(state.status, Status::Playing);
    // The AI may have made its first move before the human was in the room.
    if state.to_move == Seat::White {
        human
            .put(state.legal[0].x, state.legal[0].y, state.ply)
            .await;
    }
    loop {
        match human.recv().await {
            ServerMsg::Step {
                ply,
                to_move: Seat::White,
                legal,
                ..
            } if !legal.is_empty() => human.put(legal[0].x, legal[0].y, ply).await,
            ServerMsg::GameOver { reason, .. } => {
                assert_eq!(reason, Reason::Count);
                break;
            }
            ServerMsg::Error { code, message, .. } => panic!("{code}: {message}"),
            _ => {}
        }
    }
    // The AI agrees to play again; colours swap, so the human is black and moves first.
    human.send(&ClientMsg::PlayAgain).await;
    let state = human.expect(room_state).await;
    assert_eq!(
        (state.you, state.to_move, state.status),
        (Some(Seat::Black), Seat::Black, Status::Playing)
    );
    // The AI takes back on request: the human's move (and the AI's reply) are undone.
    human.put(state.legal[0].x, state.legal[0].y, 0).await;
    human
        .expect(|m| matches!(m, ServerMsg::Step { ply: 2, .. }).then_some(()))
        .await;
    human.send(&ClientMsg::UndoRequest).await;
    assert_eq!(human.expect(undone).await, 0);
}

#[tokio::test]
async fn leaving_frees_the_seat_and_forfeits_a_game_under_way() {
    let dir = data_dir();
    let server = TestServer::start(dir.path()).await;
    let (mut black, mut white, room) = two_players(&server, GameKind::NoGo).await;
    black.put(0, 0, 0).await;
    white.expect(step).await;
    white.send(&ClientMsg::LeaveRoom).await;
    assert_eq!(
        white
            .expect(|m| match m {
                ServerMsg::Left { room, .. } => Some(room.clone()),
                _ => None,
            })
            .await,
        room
    );
    let over = black.expect(game_over).await;
    assert_eq!(over, (GameResult::Black, Reason::Forfeit));
    let seat = black
        .expect(|m| match m {
            ServerMsg::PlayerLeft { seat } => Some(*seat),
            _ => None,
        })
        .await;
    assert_eq!(seat, Seat::White);
    // The free seat can be given to the AI.
    black
        .send(&ClientMsg::SeatAi {
            level: None,
            engine: None,
            bot: None,
        })
        .await;
    let kind = black
        .expect(|m| match m {
            ServerMsg::PlayerJoined {
                seat: Seat::White,
                kind,
                ..
            } => Some(*kind),
            _ => None,
        })
        .await;
    assert_eq!(kind, PlayerKind::Ai);
    black
        .send(&ClientMsg::SeatAi {
            level: None,
            engine: None,
            bot: None,
        })
        .await;
    assert_eq!(black.expect(error_code).await, ErrorCode::RoomFull);
}

#[tokio::test]
async fn the_server_plays_a_forced_pass_for_the_side_that_cannot_move() {
    let dir = data_dir();
    let server = TestServer::start(dir.path()).await;
    let (mut black, mut white, room) = two_players(&server, GameKind::Reversi).await;
    // After these eight moves black has no move (found by a search over the rules).
    let moves = [
        (3, 2),
        (2, 2),
        (1, 2),
        (1, 1),
        (5, 4),
        (0, 2),
        (0, 0),
        (2, 0),
    ];
    play_in_turn(&mut black, &mut white, &moves).await;
    let pass = black
        .expect(|m| match m {
            ServerMsg::Step {
                ply: 9,
                by,
                at,
                pass: true,
                to_move,
                legal,
                ..
            } => Some((*by, *at, *to_move, legal.len())),
            _ => None,
        })
        .await;
    assert_eq!(pass.0, Seat::Black);
    assert_eq!((pass.1, pass.2), (None, Seat::White));
    assert!(pass.3 > 0, "white has moves after black's pass");
    // Joining one's own room again re-sends the whole state: the pass is in the history.
    let state = white.join_room(room, None).await;
    assert_eq!(
        state.history.last(),
        Some(&boardroom_protocol::HistoryEntry::Pass)
    );
    assert_eq!((state.ply, state.to_move), (9, Seat::White));
}

#[tokio::test]
async fn renju_refuses_black_a_double_three_with_forbidden() {
    let dir = data_dir();
    let server = TestServer::start(dir.path()).await;
    let renju = Options {
        rule: Some("renju".into()),
        ..Options::default()
    };
    let Table {
        mut black,
        mut white,
        start,
        ..
    } = server.table(GameKind::Gomoku, Some(renju)).await;
    assert_eq!(start.options.rule.as_deref(), Some("renju"));
    // Black builds a cross around the centre; white plays in the corners.
    let moves = [
        (7, 6),
        (0, 0),
        (7, 8),
        (0, 14),
        (6, 7),
        (14, 0),
        (8, 7),
        (14, 14),
    ];
    let legal = play_in_turn(&mut black, &mut white, &moves).await.legal;
    assert!(
        !legal.contains(&Point::new(7, 7)),
        "the forbidden point is not offered"
    );
    black.put(7, 7, 8).await;
    let (code, message) = black.expect(error_of).await;
    assert_eq!(code, ErrorCode::Forbidden);
    assert!(message.contains("double three"), "{message}");
}

#[tokio::test]
async fn the_ai_weighs_a_draw_offer_by_its_engine() {
    use boardroom_engine::{Game as _, Move, Reversi, ReversiConfig};

    let dir = data_dir();
    let server = TestServer::start(dir.path()).await;
    let (mut human, state) =
        against_the_ai(&server, SeatChoice::Black, Some(AiLevel::Medium)).await;
    assert_eq!(state.status, Status::Playing);

    // At the start nobody is ahead: the AI agrees.
    human.send(&ClientMsg::DrawOffer).await;
    let (result, reason) = human.expect(game_over).await;
    assert_eq!((result, reason), (GameResult::Draw, Reason::Agreement));

    // Again, colours swapped; the human grabs the most discs every move (the classic losing
    // strategy) and offers a draw on each of its turns from move 30: the AI, clearly ahead by
    // then, refuses, and the game goes on.
    human.send(&ClientMsg::PlayAgain).await;
    let state = human.expect(room_state).await;
    assert_eq!(state.you, Some(Seat::White));
    let mut game = Reversi::new(&ReversiConfig);
    let mut refused = false;
    loop {
        match human.recv().await {
            ServerMsg::Step {
                ply,
                at,
                to_move,
                legal,
                ..
            } => {
                let mv = at.map_or(Move::Pass, |p| {
                    Move::Place(boardroom_engine::Point { x: p.x, y: p.y })
                });
                game = game.play(mv).expect("the server's moves are legal").0;
                if to_move != Seat::White || legal.is_empty() {
                    continue;
                }
                if ply >= 30 && !refused {
                    human.send(&ClientMsg::DrawOffer).await;
                    let answer = human
                        .expect(|m| match m {
                            ServerMsg::DrawRefused { .. } => Some(false),
                            ServerMsg::GameOver { .. } => Some(true),
                            _ => None,
                        })
                        .await;
                    assert!(!answer, "the AI agreed to a draw it was winning");
                    refused = true;
                }
                let greediest = legal
                    .iter()
                    .max_by_key(|p| {
                        let mv = Move::Place(boardroom_engine::Point { x: p.x, y: p.y });
                        game.clone()
                            .play(mv)
                            .map_or(0, |(_, effects)| effects.changed.len())
                    })
                    .copied()
                    .expect("a legal move");
                human.put(greediest.x, greediest.y, ply).await;
            }
            ServerMsg::GameOver { result, reason, .. } => {
                assert!(refused, "the game ended before move 30");
                assert_eq!((result, reason), (GameResult::Black, Reason::Count));
                break;
            }
            ServerMsg::Error { code, message, .. } => panic!("{code}: {message}"),
            _ => {}
        }
    }
}

#[tokio::test]
async fn a_client_that_works_out_the_legal_points_is_spared_them_when_they_are_the_empty_points() {
    let dir = data_dir();
    let server = TestServer::start(dir.path()).await;
    let hello = |name: &str| ClientMsg::Hello {
        protocol: 1,
        name: name.into(),
        token: None,
        features: vec![boardroom_protocol::IMPLIED_LEGAL.into()],
        bot: false,
        plays: Vec::new(),
        password: None,
    };
    for (game, implied) in [(GameKind::Gomoku, true), (GameKind::Reversi, false)] {
        let (mut black, _) = server.client("Black").await;
        let room = black.create_room_as_black(game, None).await.room;
        let mut white = server.connect().await;
        white.send(&hello("White")).await;
        white
            .expect(|m| matches!(m, ServerMsg::Welcome { .. }).then_some(()))
            .await;
        let state = white.join_room(room, None).await;
        assert!(!state.legal.is_empty(), "room_state always lists them");
        let at = black.expect(|m| match m {
            ServerMsg::PlayerJoined { .. } => Some(()),
            _ => None,
        });
        at.await;
        let first = if game == GameKind::Gomoku {
            Point::new(7, 7)
        } else {
            Point::new(2, 3)
        };
        black.put(first.x, first.y, 0).await;
        let (legal, legal_implied) = white
            .expect(|m| match m {
                ServerMsg::Step {
                    legal,
                    legal_implied,
                    ..
                } => Some((legal.len(), *legal_implied)),
                _ => None,
            })
            .await;
        assert_eq!(legal_implied, implied, "{game:?}");
        assert_eq!(legal == 0, implied, "{game:?}: {legal} legal points sent");
        // The player who did not ask still gets every point.
        let (legal, legal_implied) = black
            .expect(|m| match m {
                ServerMsg::Step {
                    legal,
                    legal_implied,
                    ..
                } => Some((legal.len(), *legal_implied)),
                _ => None,
            })
            .await;
        assert!(!legal_implied && legal > 0);
    }
}

/// The chat is kept with the game: after a restart, a player who comes back reads what was said
/// (in the store's order, a fixed phrase with its id), and a new game starts a new chat.
#[tokio::test]
async fn the_chat_of_a_game_comes_back_after_a_restart() {
    let dir = data_dir();
    let mut server = TestServer::start(dir.path()).await;
    let Table {
        mut black,
        black_token,
        mut white,
        start,
        ..
    } = server.table(GameKind::Gomoku, None).await;
    black.put(7, 7, 0).await;
    white.next_step_ply().await;
    for (client, text) in [(&mut black, "Good luck!"), (&mut white, "you too, 加油")] {
        client.send(&ClientMsg::Chat { text: text.into() }).await;
        client
            .expect(|m| matches!(m, ServerMsg::Chat { text: t, .. } if t == text).then_some(()))
            .await;
    }
    black.close().await;
    white.close().await;
    server.stop().await;

    let server = TestServer::start(dir.path()).await;
    let mut back = server.connect().await;
    back.hello("Black", Some(&black_token)).await;
    let state = back.expect(room_state).await;
    assert_eq!(state.room, start.room);
    let lines = back
        .expect(|m| match m {
            ServerMsg::ChatHistory { lines } => Some(lines.clone()),
            _ => None,
        })
        .await;
    let said: Vec<(&str, Option<Seat>, &str, Option<&str>)> = lines
        .iter()
        .map(|l| {
            (
                l.from.as_str(),
                l.seat,
                l.text.as_str(),
                l.phrase.as_deref(),
            )
        })
        .collect();
    assert_eq!(
        said,
        [
            ("Black", Some(Seat::Black), "Good luck!", Some("good-luck")),
            ("White", Some(Seat::White), "you too, 加油", None),
        ]
    );
    assert!(lines[0].at <= lines[1].at && lines[0].at > 0);
}
