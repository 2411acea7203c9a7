//! Starting positions over real sockets: a room's `options.opening` (given moves, checked like
//! moves; a built-in opening by name; or one drawn at random for each game).

use boardroom_protocol::{
    ClientMsg, ErrorCode, GameKind, OpeningChoice, Opponent, Options, Point, Seat, ServerMsg,
};
use boardroom_tests::{TestServer, data_dir, error_of, room_state};

fn opening(choice: OpeningChoice) -> Options {
    Options {
        opening: Some(choice),
        ..Options::default()
    }
}

fn points(list: &[(i8, i8)]) -> OpeningChoice {
    OpeningChoice::Moves(list.iter().map(|&(x, y)| Point::new(x, y)).collect())
}

#[tokio::test]
async fn a_room_begins_each_game_with_its_opening() {
    let dir = data_dir();
    let server = TestServer::start(dir.path()).await;
    let options = opening(points(&[(7, 7), (8, 8), (9, 9)]));
    let mut table = server.table(GameKind::Gomoku, Some(options.clone())).await;
    let start = &table.start;
    assert_eq!(start.ply, 3);
    assert_eq!(start.to_move, Seat::White);
    assert_eq!(start.options.opening, options.opening);
    let info = start
        .opening
        .clone()
        .unwrap_or_else(|| panic!("no opening shown"));
    assert_eq!((info.name, info.plies), (None, 3));
    // The opening's moves are not the players' to take back.
    table.white.send(&ClientMsg::UndoRequest).await;
    assert_eq!(
        table.white.expect(boardroom_tests::error_code).await,
        ErrorCode::IllegalMove
    );
    table.white.put(0, 0, 3).await;
    let ply = table.black.next_step_ply().await;
    assert_eq!(ply, 4);
    // The next game begins with it again, colours swapped.
    table.black.send(&ClientMsg::Resign).await;
    table.white.send(&ClientMsg::PlayAgain).await;
    table
        .black
        .expect(|m| matches!(m, ServerMsg::PlayAgainOffered { .. }).then_some(()))
        .await;
    table.black.send(&ClientMsg::PlayAgainAgree).await;
    let again = table.black.expect(room_state).await;
    assert_eq!(again.ply, 3);
    assert_eq!(again.you, Some(Seat::White));
    assert_eq!(again.opening.map(|o| o.plies), Some(3));
}

#[tokio::test]
async fn a_built_in_opening_by_name_or_at_random() {
    let dir = data_dir();
    let server = TestServer::start(dir.path()).await;
    let (mut ada, _) = server.client("Ada").await;
    ada.send(&ClientMsg::CreateRoom {
        game: GameKind::Reversi,
        options: Some(opening(OpeningChoice::Named("random".to_owned()))),
        seat: Some(boardroom_protocol::SeatChoice::Black),
        opponent: Some(Opponent::Ai),
        ai_level: Some(boardroom_protocol::AiLevel::Easy),
        engine: None,
        bot: None,
    })
    .await;
    let state = ada.expect(room_state).await;
    let info = state.opening.unwrap_or_else(|| panic!("no opening drawn"));
    let name = info
        .name
        .unwrap_or_else(|| panic!("a built-in opening has a name"));
    assert_eq!(info.plies, 8, "reversi's openings are eight plies");
    assert_eq!(state.ply, 8);
    // The same opening by its name.
    let (mut bob, _) = server.client("Bob").await;
    let named = bob
        .create_room_as_black(
            GameKind::Reversi,
            Some(opening(OpeningChoice::Named(name.clone()))),
        )
        .await;
    assert_eq!(named.opening.and_then(|o| o.name), Some(name));
    assert_eq!(named.history, state.history);
}

#[tokio::test]
async fn an_opening_that_breaks_the_rules_is_refused() {
    let dir = data_dir();
    let server = TestServer::start(dir.path()).await;
    let (mut ada, _) = server.client("Ada").await;
    let renju = |choice| Options {
        rule: Some("renju".to_owned()),
        ..opening(choice)
    };
    let cases = [
        (opening(points(&[(7, 7), (7, 7)])), ErrorCode::IllegalMove),
        (opening(points(&[(7, 7), (40, 0)])), ErrorCode::IllegalMove),
        (
            opening(OpeningChoice::Named("no such opening".to_owned())),
            ErrorCode::BadRequest,
        ),
        (
            renju(points(&[
                (6, 7),
                (0, 0),
                (7, 7),
                (0, 1),
                (8, 6),
                (0, 2),
                (8, 5),
                (0, 3),
                (8, 7),
            ])),
            ErrorCode::Forbidden,
        ),
    ];
    for (options, code) in cases {
        ada.send(&ClientMsg::CreateRoom {
            game: GameKind::Gomoku,
            options: Some(options.clone()),
            seat: None,
            opponent: None,
            ai_level: None,
            engine: None,
            bot: None,
        })
        .await;
        assert_eq!(
            ada.expect(boardroom_tests::error_code).await,
            code,
            "{options:?}"
        );
    }
    // Nothing was made: a good opening still gets a room.
    let state = ada
        .create_room_as_black(GameKind::Gomoku, Some(opening(points(&[(7, 7)]))))
        .await;
    assert_eq!(state.ply, 1);
}

#[tokio::test]
async fn an_opening_after_which_the_side_to_move_could_only_pass_is_refused() {
    let dir = data_dir();
    let server = TestServer::start(dir.path()).await;
    let (mut ada, _) = server.client("Ada").await;
    // Eight plies of reversi that look like any opening, after which black has no disc to
    // place: the game would start with nobody able to move.
    let stuck = points(&[
        (2, 3),
        (2, 2),
        (2, 1),
        (1, 1),
        (4, 5),
        (2, 0),
        (0, 0),
        (0, 2),
    ]);
    ada.send(&ClientMsg::CreateRoom {
        game: GameKind::Reversi,
        options: Some(opening(stuck)),
        seat: None,
        opponent: None,
        ai_level: None,
        engine: None,
        bot: None,
    })
    .await;
    let (code, message) = ada.expect(error_of).await;
    assert_eq!(code, ErrorCode::BadRequest);
    assert!(message.contains("pass"), "{message}");
    // One ply fewer is an opening like any other.
    let state = ada
        .create_room_as_black(
            GameKind::Reversi,
            Some(opening(points(&[
                (2, 3),
                (2, 2),
                (2, 1),
                (1, 1),
                (4, 5),
                (2, 0),
                (0, 0),
            ]))),
        )
        .await;
    assert_eq!(state.ply, 7);
}
