//! After the game, over real sockets: a player's finished games listed newest first a page at a
//! time, a finished game's page at `/g/{id}` for anyone with the link, and a review asked for by
//! a player that runs in the background, reports its progress, is stored, goes into the SGF
//! record as comments, and goes on after a restart from where it stopped. Each runs on SQLite;
//! the list and the review run on PostgreSQL too.

use std::time::Duration;

use boardroom_engine::review::Effort;
use boardroom_protocol::{
    ClientMsg, ErrorCode, GameKind, GameResult, GameReview, GameSummary, MoveClass, Reason, Seat,
    ServerMsg,
};
use boardroom_server::Limits;
use boardroom_server::store::Location;
use boardroom_tests::postgres::Postgres;
use boardroom_tests::{Table, TestClient, TestServer, data_dir, error_code, http_get, room_state};

/// How long a test waits for a whole review.
const REVIEW_WAIT: Duration = Duration::from_secs(120);

/// Limits with quick reviews, for the tests that only need one to finish.
fn quick() -> Limits {
    Limits {
        review_effort: Effort::QUICK,
        ..Limits::default()
    }
}

/// `mover` plays (`x`, `y`) on `ply`; both see the step.
async fn play(mover: &mut TestClient, other: &mut TestClient, (x, y): (i8, i8), ply: u32) {
    mover.put(x, y, ply).await;
    for client in [mover, other] {
        assert_eq!(client.next_step_ply().await, ply + 1);
    }
}

/// Plays `moves` from the first, black's, alternating; returns how many were played.
async fn play_all(black: &mut TestClient, white: &mut TestClient, moves: &[(i8, i8)]) -> u32 {
    let mut ply = 0;
    for &at in moves {
        if ply % 2 == 0 {
            play(black, white, at, ply).await;
        } else {
            play(white, black, at, ply).await;
        }
        ply += 1;
    }
    ply
}

/// Black's five along row 7 while white builds along row 9: nine moves, black wins.
fn five() -> Vec<(i8, i8)> {
    (3..8).flat_map(|x| [(x, 7), (x, 9)]).take(9).collect()
}

/// Waits for the game over on both sides.
async fn game_over(a: &mut TestClient, b: &mut TestClient) -> (GameResult, Reason) {
    let mut seen = None;
    for client in [a, b] {
        seen = Some(
            client
                .expect(|m| match m {
                    ServerMsg::GameOver { result, reason, .. } => Some((*result, *reason)),
                    _ => None,
                })
                .await,
        );
    }
    seen.expect("two clients")
}

/// Asks for a page of the client's games.
async fn list(
    client: &mut TestClient,
    before: Option<&str>,
    limit: u32,
) -> (Vec<GameSummary>, bool) {
    client
        .send(&ClientMsg::ListGames {
            before: before.map(str::to_owned),
            limit: Some(limit),
        })
        .await;
    client
        .expect(|m| match m {
            ServerMsg::Games { games, more } => Some((games.clone(), *more)),
            _ => None,
        })
        .await
}

/// The error a request gets.
async fn refused(client: &mut TestClient, msg: ClientMsg) -> ErrorCode {
    client.send(&msg).await;
    client.expect(error_code).await
}

fn request(game_id: &str) -> ClientMsg {
    ClientMsg::RequestReview {
        game_id: game_id.to_owned(),
    }
}

/// Reads until the finished review of `game_id`, checking that progress only goes forward;
/// returns the review and the progress seen (`done` values).
async fn until_review(client: &mut TestClient, game_id: &str) -> (GameReview, Vec<u32>) {
    let mut seen = Vec::new();
    let deadline = tokio::time::Instant::now() + REVIEW_WAIT;
    loop {
        let msg = tokio::time::timeout_at(deadline, client.recv())
            .await
            .expect("the review ends within the wait");
        match msg {
            ServerMsg::ReviewProgress {
                game_id: id,
                done,
                total,
            } if id == game_id => {
                assert!(done <= total, "{done} of {total}");
                seen.push(done);
            }
            ServerMsg::Review(review) if review.game_id == game_id => return (*review, seen),
            ServerMsg::Error { .. } => panic!("refused: {msg:?}"),
            _ => {}
        }
    }
}

/// Two finished games between the same two players (a five, then a resignation after
/// play-again), listed and paged; a stranger and bad ids refused; the replay page.
async fn games_are_listed_and_replayed(server: &TestServer) {
    let Table {
        mut black,
        mut white,
        start,
        ..
    } = server.table(GameKind::Gomoku, None).await;
    let first = start.game_id.clone();
    let played = play_all(&mut black, &mut white, &five()).await;
    assert_eq!(
        game_over(&mut black, &mut white).await,
        (GameResult::Black, Reason::Five)
    );
    // A running game is nobody's finished game yet.
    black.send(&ClientMsg::PlayAgain).await;
    white
        .expect(|m| matches!(m, ServerMsg::PlayAgainOffered { .. }).then_some(()))
        .await;
    white.send(&ClientMsg::PlayAgainAgree).await;
    let second = white.expect(room_state).await;
    black.expect(room_state).await;
    assert_ne!(second.game_id, first);
    let (status, _) = http_get(server.addr, &format!("/g/{}", second.game_id))
        .await
        .expect("an answer");
    assert_eq!(status, 404, "a game under way has no page");
    // Colours swapped: white's client plays black now; one move each, then it resigns.
    play(&mut white, &mut black, (7, 7), 0).await;
    play(&mut black, &mut white, (8, 8), 1).await;
    white.send(&ClientMsg::Resign).await;
    assert_eq!(
        game_over(&mut white, &mut black).await,
        (GameResult::White, Reason::Resign)
    );

    // Newest first, a page at a time.
    let (page, more) = list(&mut black, None, 1).await;
    assert!(more);
    assert_eq!(page.len(), 1);
    assert_eq!(page[0].game_id, second.game_id);
    assert_eq!(
        (page[0].you, page[0].result, page[0].reason, page[0].moves),
        (Seat::White, GameResult::White, Reason::Resign, 2)
    );
    let (page, more) = list(&mut black, Some(&second.game_id), 20).await;
    assert!(!more);
    assert_eq!(page.len(), 1);
    let game = &page[0];
    assert_eq!(game.game_id, first);
    assert_eq!((game.you, game.moves), (Seat::Black, played));
    assert_eq!(
        (game.black.as_deref(), game.white.as_deref()),
        (Some("Black"), Some("White"))
    );
    assert!(game.ended_ms.is_some_and(|end| end >= game.started_ms));
    let (page, _) = list(&mut white, None, 20).await;
    assert_eq!(page.len(), 2, "both games are white's too");
    assert_eq!(page[1].you, Seat::White);

    // Hostile or mistaken requests: a clear error, nothing changes.
    let (mut stranger, _) = server.client("Mallory").await;
    assert!(list(&mut stranger, None, 20).await.0.is_empty());
    for bad in ["abc", "-3", "0", "99999999999999999999999"] {
        assert_eq!(
            refused(
                &mut black,
                ClientMsg::ListGames {
                    before: Some(bad.to_owned()),
                    limit: None
                }
            )
            .await,
            ErrorCode::BadRequest,
            "{bad}"
        );
        assert_eq!(
            refused(&mut black, request(bad)).await,
            ErrorCode::BadRequest
        );
    }
    assert_eq!(
        refused(&mut black, request("987654")).await,
        ErrorCode::BadRequest
    );
    assert_eq!(
        refused(&mut stranger, request(&first)).await,
        ErrorCode::BadRequest
    );

    // The game's own link opens the web client (which replays it); its plain page is at .html.
    let (status, page) = http_get(server.addr, &format!("/g/{first}"))
        .await
        .expect("an answer");
    assert_eq!(status, 200);
    assert!(page.contains("/assets/app.js"), "{page}");
    let (status, page) = http_get(server.addr, &format!("/g/{first}.html"))
        .await
        .expect("an answer");
    assert_eq!(status, 200);
    assert!(
        page.contains("<b>Black</b> (black) vs <b>White</b> (white)"),
        "{page}"
    );
    assert!(page.contains("Result: black (five)"), "{page}");
    assert_eq!(
        page.matches("<li data-ply=").count(),
        five().len(),
        "{page}"
    );
    assert!(page.contains(&format!("/games/{first}.sgf")), "{page}");
    for bad in [
        "/g/abc",
        "/g/0",
        "/g/987654",
        "/g/987654.html",
        "/g/abc.html",
    ] {
        let (status, _) = http_get(server.addr, bad).await.expect("an answer");
        assert_eq!(status, 404, "{bad}");
    }
}

/// A five game reviewed at a player's request: progress, the finished review with a mark, the
/// same review at once when asked again, and the verdicts in the SGF record.
async fn a_game_is_reviewed(server: &TestServer) {
    let Table {
        mut black,
        mut white,
        start,
        ..
    } = server.table(GameKind::Gomoku, None).await;
    let played = play_all(&mut black, &mut white, &five()).await;
    game_over(&mut black, &mut white).await;
    let id = start.game_id.clone();
    black.send(&request(&id)).await;
    let (review, progress) = until_review(&mut black, &id).await;
    assert!(!progress.is_empty(), "progress is reported");
    assert_eq!(review.black.len(), played as usize + 1);
    assert_eq!(review.moves.len(), played as usize);
    assert_eq!(review.black.last(), Some(&1000), "black won");
    assert!(
        review.moves.iter().any(|m| m.class != MoveClass::Good),
        "white let black's five come: {review:#?}"
    );
    // Asked again, by the other player too: the stored review at once.
    white.send(&request(&id)).await;
    let (again, _) = until_review(&mut white, &id).await;
    assert_eq!(again, review);
    // Into the record as comments.
    let (status, sgf) = http_get(server.addr, &format!("/games/{id}.sgf"))
        .await
        .expect("an answer");
    assert_eq!(status, 200);
    assert_eq!(sgf.matches("C[").count(), played as usize, "{sgf}");
    let (_, page) = http_get(server.addr, &format!("/g/{id}.html"))
        .await
        .expect("an answer");
    assert_eq!(page.matches("class=\"comment\"").count(), played as usize);
}

/// A gomoku SGF file of `moves` from black, with the players' names.
fn sgf_of(moves: &[(i8, i8)]) -> String {
    let mut sgf = String::from("(;FF[4]GM[4]SZ[15]PB[Ada]PW[Bashir]");
    for (k, &(x, y)) in moves.iter().enumerate() {
        let colour = if k % 2 == 0 { 'B' } else { 'W' };
        let [x, y] = [x, y].map(|c| char::from(b'a' + u8::try_from(c).expect("on the board")));
        sgf.push_str(&format!(";{colour}[{x}{y}]"));
    }
    sgf.push(')');
    sgf
}

/// Sends `review_sgf`; answers the kept game's record.
async fn review_file(client: &mut TestClient, sgf: &str) -> boardroom_protocol::GameRecord {
    client
        .send(&ClientMsg::ReviewSgf {
            sgf: sgf.to_owned(),
        })
        .await;
    client
        .expect(|m| match m {
            ServerMsg::GameRecord(record) => Some((**record).clone()),
            ServerMsg::Error { .. } => panic!("refused: {m:?}"),
            _ => None,
        })
        .await
}

/// A game from a file, reviewed at its reader's request: kept as a game of its own (its id, its
/// names and result), reviewed as a game played here is, the same file again the same game;
/// a stranger may replay it by its id but not ask for its review; files that are not games,
/// or start from a set-up position, are refused with nothing kept; a game cut short is
/// reviewed all the same.
async fn a_file_is_reviewed(server: &TestServer) {
    let (mut ada, _) = server.client("Ada").await;
    let moves = five();
    let sgf = sgf_of(&moves);
    let kept = review_file(&mut ada, &sgf).await;
    let id = kept.game_id.clone().expect("the kept game's id");
    assert_eq!(
        (kept.black.as_deref(), kept.white.as_deref()),
        (Some("Ada"), Some("Bashir"))
    );
    assert_eq!(
        (kept.result, kept.reason),
        (Some(GameResult::Black), Some(Reason::Five))
    );
    assert_eq!(kept.moves.len(), moves.len());
    let (review, progress) = until_review(&mut ada, &id).await;
    assert!(!progress.is_empty(), "progress is reported");
    assert_eq!(review.black.len(), moves.len() + 1);
    assert!(
        review.moves.iter().any(|m| m.class != MoveClass::Good),
        "white let black's five come: {review:#?}"
    );

    // The same file again: the same game, and its review at once.
    let again = review_file(&mut ada, &sgf).await;
    assert_eq!(again.game_id.as_deref(), Some(id.as_str()));
    let (same, _) = until_review(&mut ada, &id).await;
    assert_eq!(same, review);

    // Anyone with the id replays it, with the review's verdicts; only its reader asks for the
    // review.
    let (mut carol, _) = server.client("Carol").await;
    carol
        .send(&ClientMsg::GetGame {
            game_id: id.clone(),
        })
        .await;
    let seen = carol
        .expect(|m| match m {
            ServerMsg::GameRecord(record) => Some((**record).clone()),
            _ => None,
        })
        .await;
    assert_eq!(seen.black.as_deref(), Some("Ada"));
    assert_eq!(
        seen.moves.iter().filter(|m| m.comment.is_some()).count(),
        moves.len()
    );
    assert_eq!(
        refused(&mut carol, request(&id)).await,
        ErrorCode::BadRequest
    );
    let (status, exported) = http_get(server.addr, &format!("/games/{id}.sgf"))
        .await
        .expect("an answer");
    assert_eq!(status, 200);
    assert_eq!(exported.matches("C[").count(), moves.len(), "{exported}");

    // Not games to review: refused, nothing kept (the next file kept gets the next id).
    for bad in [
        "not a record",
        "(;FF[4]GM[4]SZ[15];B[hh];W[hh])",
        "(;FF[4]GM[4]SZ[15]AB[aa][bb];W[hh])",
    ] {
        let code = refused(
            &mut ada,
            ClientMsg::ReviewSgf {
                sgf: bad.to_owned(),
            },
        )
        .await;
        assert_eq!(code, ErrorCode::BadRequest, "{bad}");
    }

    // A game cut short, no result: kept and reviewed all the same.
    let short = review_file(&mut ada, &sgf_of(&moves[..4])).await;
    let short_id = short.game_id.clone().expect("kept");
    // A game id is its number, then the server's tag.
    let number = |id: &str| {
        id.split('-')
            .next()
            .and_then(|n| n.parse::<i64>().ok())
            .expect("an id")
    };
    assert_eq!(number(&short_id), number(&id) + 1);
    assert_eq!(short.result, None);
    let (short_review, _) = until_review(&mut ada, &short_id).await;
    assert_eq!(short_review.black.len(), 5);
}

#[tokio::test]
async fn a_game_from_a_file_is_kept_and_reviewed() {
    let dir = data_dir();
    let server = TestServer::start_with(dir.path(), quick()).await;
    a_file_is_reviewed(&server).await;
}

#[tokio::test]
async fn a_player_keeps_a_bounded_number_of_games_from_files() {
    let dir = data_dir();
    let limits = Limits {
        imports_per_player: 2,
        ..quick()
    };
    let server = TestServer::start_with(dir.path(), limits).await;
    let (mut ada, _) = server.client("Ada").await;
    let moves = five();
    let first = review_file(&mut ada, &sgf_of(&moves[..1])).await;
    until_review(&mut ada, first.game_id.as_deref().expect("kept")).await;
    let second = review_file(&mut ada, &sgf_of(&moves[..2])).await;
    until_review(&mut ada, second.game_id.as_deref().expect("kept")).await;
    // A third file is one too many; the files already kept still are.
    let third = ClientMsg::ReviewSgf {
        sgf: sgf_of(&moves[..3]),
    };
    assert_eq!(refused(&mut ada, third).await, ErrorCode::RateLimited);
    let again = review_file(&mut ada, &sgf_of(&moves[..1])).await;
    assert_eq!(again.game_id, first.game_id);
    // Another player has a cap of their own.
    let (mut bashir, _) = server.client("Bashir").await;
    let theirs = review_file(&mut bashir, &sgf_of(&moves[..3])).await;
    assert!(theirs.game_id.is_some());
}

#[tokio::test]
async fn finished_games_are_listed_newest_first_and_replayed_by_link() {
    let dir = data_dir();
    let server = TestServer::start_with(dir.path(), quick()).await;
    games_are_listed_and_replayed(&server).await;
}

#[tokio::test]
async fn a_review_runs_in_the_background_and_goes_into_the_record() {
    let dir = data_dir();
    let server = TestServer::start_with(dir.path(), quick()).await;
    a_game_is_reviewed(&server).await;
}

#[tokio::test]
async fn lists_and_reviews_on_postgres() {
    let postgres = Postgres::start();
    let store = Location::Postgres(postgres.create_database("reviews"));
    let dir = data_dir();
    let server = TestServer::start_on(dir.path(), &store, quick()).await;
    games_are_listed_and_replayed(&server).await;
    a_game_is_reviewed(&server).await;
    a_file_is_reviewed(&server).await;
}

/// Thirty moves on a lattice (columns two apart, rows three apart) where no line of five can
/// form: an open middle game, which the standard effort takes a while over.
fn lattice() -> Vec<(i8, i8)> {
    (0..5)
        .flat_map(|row| (0..8).map(move |col| (col * 2, row * 3)))
        .take(30)
        .collect()
}

#[tokio::test]
async fn a_review_goes_on_after_a_restart_from_where_it_stopped() {
    let dir = data_dir();
    let limits = Limits {
        reviews_per_player: 1,
        ..Limits::default()
    };
    let mut server = TestServer::start_with(dir.path(), limits.clone()).await;
    let Table {
        mut black,
        black_token,
        mut white,
        start,
        ..
    } = server.table(GameKind::Gomoku, None).await;
    let moves = lattice();
    play_all(&mut black, &mut white, &moves).await;
    black.send(&ClientMsg::Resign).await;
    game_over(&mut black, &mut white).await;
    let id = start.game_id.clone();
    let total = u32::try_from(moves.len() + 1).expect("few moves");

    // A second game of black's, for the per-player cap below.
    black.send(&ClientMsg::PlayAgain).await;
    white
        .expect(|m| matches!(m, ServerMsg::PlayAgainOffered { .. }).then_some(()))
        .await;
    white.send(&ClientMsg::PlayAgainAgree).await;
    let next = white.expect(room_state).await;
    play(&mut white, &mut black, (7, 7), 0).await;
    play(&mut black, &mut white, (8, 8), 1).await;
    white.send(&ClientMsg::Resign).await;
    game_over(&mut white, &mut black).await;

    black.send(&request(&id)).await;
    // One review at a time per player: another game of black's is refused meanwhile.
    assert_eq!(
        refused(&mut black, request(&next.game_id)).await,
        ErrorCode::RateLimited
    );
    // Two positions judged and stored, then the server stops.
    let before = black
        .expect(|m| match m {
            ServerMsg::ReviewProgress { done, .. } if *done >= 2 => Some(*done),
            _ => None,
        })
        .await;
    assert!(before < total, "the review is still under way");
    server.stop().await;

    // Started again on the same data: the review goes on by itself from its stored positions.
    let server = TestServer::start_with(dir.path(), limits).await;
    let mut black = server.connect().await;
    black.hello("Black", Some(&black_token)).await;
    black.send(&request(&id)).await;
    let (review, progress) = until_review(&mut black, &id).await;
    // Resumed from where it stopped, not from the start (or already done by the time asked).
    assert!(
        progress.first().is_none_or(|&first| first >= before),
        "resumed from {before}: {progress:?}"
    );
    assert_eq!(review.black.len(), total as usize);
    assert_eq!(review.moves.len(), moves.len());
}
