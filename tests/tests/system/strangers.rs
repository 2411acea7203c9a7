//! The doors opened since the last hardening (SGF import, reviews, engines, bots and game
//! records), tried as a hostile client would over real sockets: one test per attack, each
//! asserting the bound that holds it, and that everyone else is unharmed. Clients play several
//! machines by connecting from loopback addresses of their own, which is how the server counts
//! its per-address limits.

use std::net::Ipv4Addr;

use boardroom_engine::review::Effort;
use boardroom_engine::sgf::{SgfInfo, to_sgf};
use boardroom_engine::{AnyGame, Config, Game, GameKind as EngineGame, Options as EngineOptions};
use boardroom_protocol::{ClientMsg, ErrorCode, GameRecord, ServerMsg};
use boardroom_server::Limits;
use boardroom_tests::{TestClient, TestServer, data_dir};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

/// The attacker's machine.
const MALLORY: Ipv4Addr = Ipv4Addr::new(127, 0, 0, 66);
/// An honest player's machine.
const ALICE: Ipv4Addr = Ipv4Addr::new(127, 0, 0, 11);

/// A long game of NoGo on the largest board, random legal moves from `seed` to the end: an SGF
/// file of some hundreds of positions to review.
fn long_nogo_file(seed: u64) -> String {
    let options = EngineOptions {
        size: Some(19),
        ..EngineOptions::default()
    };
    let config = Config::validate(EngineGame::NoGo, &options).expect("19x19 NoGo");
    let mut game = AnyGame::new(&config);
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut legal = Vec::new();
    while game.outcome().is_none() {
        game.legal_moves(&mut legal);
        let mv = legal[rng.random_range(0..legal.len())];
        game = game.play(mv).map(|(next, _)| next).expect("a legal move");
    }
    to_sgf(&game, &SgfInfo::default())
}

/// Black's five along row 7 while white builds along row 9: a gomoku file of nine moves.
fn short_gomoku_file() -> String {
    let mut sgf = String::from("(;FF[4]GM[4]SZ[15]PB[Alice]PW[Bob]");
    for k in 0..9u8 {
        let (colour, row) = if k % 2 == 0 { ('B', 'h') } else { ('W', 'j') };
        let column = char::from(b'd' + k / 2);
        sgf.push_str(&format!(";{colour}[{column}{row}]"));
    }
    sgf.push(')');
    sgf
}

/// Sends `review_sgf`: the kept game's record, or the refusal's code.
async fn review_file(client: &mut TestClient, sgf: &str) -> Result<GameRecord, ErrorCode> {
    client
        .send(&ClientMsg::ReviewSgf {
            sgf: sgf.to_owned(),
        })
        .await;
    client
        .expect(|m| match m {
            ServerMsg::GameRecord(record) => Some(Ok((**record).clone())),
            ServerMsg::Error { code, .. } => Some(Err(*code)),
            _ => None,
        })
        .await
}

/// The review of `game_id` as far as it has come, asked for again: (done, total).
async fn progress(client: &mut TestClient, game_id: &str) -> (u32, u32) {
    client
        .send(&ClientMsg::RequestReview {
            game_id: game_id.to_owned(),
        })
        .await;
    client
        .expect(|m| match m {
            ServerMsg::ReviewProgress {
                game_id: id,
                done,
                total,
            } if id == game_id => Some((*done, *total)),
            ServerMsg::Review(review) if review.game_id == game_id => {
                let total = u32::try_from(review.black.len()).expect("positions");
                Some((total, total))
            }
            _ => None,
        })
        .await
}

/// Reads until the finished review of `game_id`.
async fn until_review(client: &mut TestClient, game_id: &str) {
    client
        .expect(|m| match m {
            ServerMsg::Review(review) if review.game_id == game_id => Some(()),
            _ => None,
        })
        .await;
}

// ----- reviews ------------------------------------------------------------------------------

#[tokio::test]
async fn long_reviews_queued_from_one_address_delay_anothers_review_by_a_position_a_turn() {
    let dir = data_dir();
    // Few simulations a position: the test counts positions, not seconds.
    let limits = Limits {
        review_effort: Effort {
            playouts: 100,
            ..Effort::QUICK
        },
        review_positions_per_address: 100_000,
        ..Limits::default()
    };
    let server = TestServer::start_with(dir.path(), limits).await;
    // Mallory's players, all from one machine, queue long NoGo games first.
    let (mut tokens, mut queued, mut sockets) = (Vec::new(), Vec::new(), Vec::new());
    for n in 0..3 {
        let name = format!("Mallory {n}");
        let (mut client, token) = server.client_from(MALLORY, &name).await;
        for k in 0..2 {
            let record = review_file(&mut client, &long_nogo_file(2 * n + k))
                .await
                .expect("kept");
            queued.push((tokens.len(), record.game_id.expect("an id")));
        }
        sockets.push(client);
        tokens.push((name, token));
    }
    // How far Mallory's reviews have come, read on fresh connections (an open one has the
    // progress of every position queued up): positions judged, and positions in all.
    let judged = async || {
        let mut readers = Vec::new();
        for (name, token) in &tokens {
            let mut reader = server.connect_from(MALLORY).await;
            reader.hello(name, Some(token)).await;
            readers.push(reader);
        }
        let mut sum = (0, 0);
        for (who, id) in &queued {
            let (done, total) = progress(&mut readers[*who], id).await;
            sum = (sum.0 + done, sum.1 + total);
        }
        sum
    };
    let (before, total) = judged().await;
    // Alice, from her own machine, asks for the review of a game of nine moves.
    let (mut alice, _) = server.client_from(ALICE, "Alice").await;
    let record = review_file(&mut alice, &short_gomoku_file())
        .await
        .expect("kept");
    let id = record.game_id.expect("an id");
    until_review(&mut alice, &id).await;
    let (after, _) = judged().await;
    // Turns a position at a time: Mallory's reviews went on by about one position for each of
    // Alice's ten (and the few requests that read them), not by the whole queue.
    let positions = 10;
    assert!(
        after - before <= 2 * positions + 2,
        "{} of Mallory's positions judged before Alice's {positions}",
        after - before
    );
    assert!(after < total, "Mallory's reviews were still under way");
}

#[tokio::test]
async fn the_positions_one_address_may_have_under_review_are_bounded() {
    let dir = data_dir();
    let limits = Limits {
        review_effort: Effort {
            playouts: 100,
            ..Effort::QUICK
        },
        review_positions_per_address: 400,
        ..Limits::default()
    };
    let cap = limits.review_positions_per_address;
    let server = TestServer::start_with(dir.path(), limits).await;
    // One long game fits; a second, from another of Mallory's players, would pass the cap.
    let (mut first, _) = server.client_from(MALLORY, "Mallory 1").await;
    let kept = review_file(&mut first, &long_nogo_file(1))
        .await
        .expect("kept");
    let positions = kept.moves.len() + 1;
    assert!(
        positions <= cap && 2 * positions > cap,
        "{positions} positions"
    );
    let (mut second, _) = server.client_from(MALLORY, "Mallory 2").await;
    assert_eq!(
        review_file(&mut second, &long_nogo_file(2)).await.err(),
        Some(ErrorCode::RateLimited)
    );
    // Alice's own machine has a budget of its own.
    let (mut alice, _) = server.client_from(ALICE, "Alice").await;
    let record = review_file(&mut alice, &short_gomoku_file())
        .await
        .expect("kept");
    until_review(&mut alice, &record.game_id.expect("an id")).await;
}

/// A gomoku file of nine moves, different for each `n` (its moves shifted along the board).
fn gomoku_file(n: u8) -> String {
    let mut sgf = String::from("(;FF[4]GM[4]SZ[19]");
    let row = |k: u8| char::from(b'a' + 2 * (k % 2) + 4 * (n / 12));
    for k in 0..9u8 {
        let colour = if k % 2 == 0 { 'B' } else { 'W' };
        let column = char::from(b'a' + (n % 12) + k / 2);
        sgf.push_str(&format!(";{colour}[{column}{}]", row(k)));
    }
    sgf.push(')');
    sgf
}

/// Signs in `count` connections of one player (the first signs up) from `from`.
async fn connections(
    server: &TestServer,
    from: Ipv4Addr,
    name: &str,
    count: usize,
) -> Vec<TestClient> {
    let (first, token) = server.client_from(from, name).await;
    let mut all = vec![first];
    while all.len() < count {
        let mut more = server.connect_from(from).await;
        more.hello(name, Some(&token)).await;
        all.push(more);
    }
    all
}

/// Sends `review_sgf` of `files[k]` on connection `k`, all at once; answers each kept game's
/// id, or its refusal's code.
async fn review_at_once(
    clients: &mut [TestClient],
    files: &[String],
) -> Vec<Result<String, ErrorCode>> {
    for (client, sgf) in clients.iter_mut().zip(files) {
        client
            .send(&ClientMsg::ReviewSgf { sgf: sgf.clone() })
            .await;
    }
    let answers = clients.iter_mut().map(|client| async {
        client
            .expect(|m| match m {
                ServerMsg::GameRecord(record) => Some(Ok(record.game_id.clone().expect("an id"))),
                ServerMsg::Error { code, .. } => Some(Err(*code)),
                _ => None,
            })
            .await
    });
    futures_util::future::join_all(answers).await
}

#[tokio::test]
async fn a_file_whose_review_is_refused_is_not_kept() {
    let dir = data_dir();
    // Reviews at the server's effort: the long games' take minutes, so Mallory's two stay
    // under way all through the test.
    let limits = Limits {
        imports_per_address: 3,
        ..Limits::default()
    };
    let server = TestServer::start_with(dir.path(), limits).await;
    let (mut mallory, _) = server.client_from(MALLORY, "Mallory").await;
    for seed in 0..2 {
        review_file(&mut mallory, &long_nogo_file(seed))
            .await
            .expect("kept");
    }
    // Twelve more files: each review is one too many, and so is each file.
    for n in 0..12 {
        assert_eq!(
            review_file(&mut mallory, &gomoku_file(n)).await.err(),
            Some(ErrorCode::RateLimited)
        );
    }
    // The address keeps two files, not fourteen: another of its players keeps one more, the
    // address's last.
    let (mut other, _) = server.client_from(MALLORY, "Mallory's friend").await;
    review_file(&mut other, &gomoku_file(20))
        .await
        .expect("the address's third file");
    other
        .send(&ClientMsg::ReviewSgf {
            sgf: gomoku_file(21),
        })
        .await;
    let message = other
        .expect(|m| match m {
            ServerMsg::Error { code, message, .. } => Some((*code, message.clone())),
            ServerMsg::GameRecord(_) => panic!("a fourth file kept"),
            _ => None,
        })
        .await;
    assert_eq!(message.0, ErrorCode::RateLimited);
    assert!(message.1.contains("address"), "{}", message.1);
}

#[tokio::test]
async fn files_sent_at_once_on_many_connections_keep_to_the_cap() {
    let dir = data_dir();
    let limits = Limits {
        imports_per_player: 5,
        reviews_per_player: 50,
        review_effort: Effort::QUICK,
        ..Limits::default()
    };
    let cap = limits.imports_per_player;
    let server = TestServer::start_with(dir.path(), limits).await;
    let mut clients = connections(&server, MALLORY, "Mallory", 20).await;
    let files: Vec<String> = (0..20).map(gomoku_file).collect();
    let answers = review_at_once(&mut clients, &files).await;
    let kept = answers.iter().filter(|a| a.is_ok()).count();
    assert_eq!(kept, cap, "{answers:?}");
    assert!(
        answers
            .iter()
            .all(|a| matches!(a, Ok(_) | Err(ErrorCode::RateLimited))),
        "{answers:?}"
    );

    // The same file on ten connections at once: one game, for all of them.
    let mut clients = connections(&server, ALICE, "Alice", 10).await;
    let same = vec![short_gomoku_file(); 10];
    let answers = review_at_once(&mut clients, &same).await;
    let first = answers[0].clone().expect("kept");
    assert!(
        answers.iter().all(|a| *a == Ok(first.clone())),
        "{answers:?}"
    );
}

#[tokio::test]
async fn the_files_an_address_and_the_server_keep_are_bounded() {
    let dir = data_dir();
    let limits = Limits {
        imports_per_address: 4,
        imports_total: 6,
        reviews_per_player: 10,
        review_effort: Effort::QUICK,
        ..Limits::default()
    };
    let server = TestServer::start_with(dir.path(), limits).await;
    // Mallory signs up a player for each file: his address keeps four.
    let mut outcomes = Vec::new();
    for n in 0..6 {
        let (mut client, _) = server.client_from(MALLORY, &format!("Mallory {n}")).await;
        outcomes.push(review_file(&mut client, &gomoku_file(n)).await.err());
    }
    assert_eq!(
        outcomes,
        [
            None,
            None,
            None,
            None,
            Some(ErrorCode::RateLimited),
            Some(ErrorCode::RateLimited)
        ]
    );
    // Alice's address has its own four, within the server's six.
    let (mut alice, _) = server.client_from(ALICE, "Alice").await;
    for n in 10..12 {
        review_file(&mut alice, &gomoku_file(n))
            .await
            .expect("kept");
    }
    assert_eq!(
        review_file(&mut alice, &gomoku_file(12)).await.err(),
        Some(ErrorCode::ServerBusy),
        "the server keeps six in all"
    );
}

// ----- help during one's own game -----------------------------------------------------------

/// The SGF file of a gomoku game on the default board of `moves`, black first.
fn gomoku_moves_file(moves: &[(i8, i8)]) -> String {
    let mut sgf = String::from("(;FF[4]GM[4]SZ[15]");
    for (k, &(x, y)) in moves.iter().enumerate() {
        let colour = if k % 2 == 0 { 'B' } else { 'W' };
        let [x, y] = [x, y].map(|c| char::from(b'a' + u8::try_from(c).expect("on the board")));
        sgf.push_str(&format!(";{colour}[{x}{y}]"));
    }
    sgf.push(')');
    sgf
}

/// The refusal's code and message of the next error.
async fn refusal(client: &mut TestClient) -> (ErrorCode, String) {
    client
        .expect(|m| match m {
            ServerMsg::Error { code, message, .. } => Some((*code, message.clone())),
            ServerMsg::GameRecord(_) | ServerMsg::RoomState(_) => panic!("not refused: {m:?}"),
            _ => None,
        })
        .await
}

#[tokio::test]
async fn no_engine_answers_a_position_of_your_own_game_under_way() {
    let dir = data_dir();
    let limits = Limits {
        review_effort: Effort::QUICK,
        ..Limits::default()
    };
    let server = TestServer::start_with(dir.path(), limits).await;
    let mut table = server
        .table(boardroom_protocol::GameKind::Gomoku, None)
        .await;
    let live = [(7, 7), (8, 8), (7, 8), (9, 9)];
    for (ply, &(x, y)) in live.iter().enumerate() {
        let ply = u32::try_from(ply).expect("a ply");
        let mover = if ply % 2 == 0 {
            &mut table.black
        } else {
            &mut table.white
        };
        mover.put(x, y, ply).await;
        for client in [&mut table.black, &mut table.white] {
            assert_eq!(client.next_step_ply().await, ply + 1);
        }
    }
    // Black, on a second connection, asks for the engine's view of the live game: as a file
    // with a dummy move after it, as the same stones in another order with black's move under
    // consideration, and as a room against the AI whose opening is the live game.
    let mut helper = server.connect().await;
    helper.hello("Black", Some(&table.black_token)).await;
    // Signed in, a player goes back to the room it sits in.
    helper.expect(boardroom_tests::room_state).await;
    let with_dummy = [&live[..], &[(0, 0)]].concat();
    let transposed = [(7, 8), (9, 9), (7, 7), (8, 8), (7, 9)];
    for moves in [&with_dummy[..], &transposed[..]] {
        helper
            .send(&ClientMsg::ReviewSgf {
                sgf: gomoku_moves_file(moves),
            })
            .await;
        let (code, message) = refusal(&mut helper).await;
        assert_eq!(code, ErrorCode::BadRequest);
        assert!(message.contains("under way"), "{message}");
    }
    let opening = boardroom_protocol::OpeningChoice::Moves(
        live.iter()
            .map(|&(x, y)| boardroom_protocol::Point::new(x, y))
            .collect(),
    );
    let against_ai = ClientMsg::CreateRoom {
        game: boardroom_protocol::GameKind::Gomoku,
        options: Some(boardroom_protocol::Options {
            opening: Some(opening.clone()),
            ai_budget_ms: Some(10),
            ..boardroom_protocol::Options::default()
        }),
        seat: Some(boardroom_protocol::SeatChoice::White),
        opponent: Some(boardroom_protocol::Opponent::Ai),
        ai_level: Some(boardroom_protocol::AiLevel::Hard),
        engine: None,
        bot: None,
    };
    helper.send(&against_ai).await;
    assert_eq!(refusal(&mut helper).await.0, ErrorCode::BadRequest);
    // White, the other player of that game, is held to it too.
    let mut other = server.connect().await;
    other.hello("White", Some(&table.white_token)).await;
    other.expect(boardroom_tests::room_state).await;
    other
        .send(&ClientMsg::ReviewSgf {
            sgf: gomoku_moves_file(&with_dummy),
        })
        .await;
    assert_eq!(refusal(&mut other).await.0, ErrorCode::BadRequest);

    // Once the game is over, the same file is reviewed and the same room made.
    table.black.send(&ClientMsg::Resign).await;
    table
        .black
        .expect(|m| matches!(m, ServerMsg::GameOver { .. }).then_some(()))
        .await;
    let kept = review_file(&mut helper, &gomoku_moves_file(&with_dummy))
        .await
        .expect("reviewed after the game");
    until_review(&mut helper, &kept.game_id.expect("an id")).await;
    helper.send(&against_ai).await;
    helper
        .expect(|m| match m {
            ServerMsg::RoomState(_) => Some(()),
            ServerMsg::Error { .. } => panic!("refused: {m:?}"),
            _ => None,
        })
        .await;
}

#[tokio::test]
async fn a_review_asked_before_a_game_began_stops_short_of_that_games_positions() {
    let dir = data_dir();
    // Every position takes the most a step may (two seconds): the review is still at its first
    // when the game begins.
    let limits = Limits {
        review_effort: Effort {
            five_depth: 64,
            ..Effort::QUICK
        },
        review_step_max: std::time::Duration::from_secs(2),
        ..Limits::default()
    };
    let server = TestServer::start_with(dir.path(), limits).await;
    let mut black = server.connect().await;
    black.hello("Black", None).await;
    let kept = review_file(&mut black, &short_gomoku_file())
        .await
        .expect("kept: no game under way yet");
    // Then Black sits down to a game of the same board: its empty board is reached by every
    // position still to judge, so the review stops there and says why.
    let mut white = server.connect().await;
    white.hello("White", None).await;
    let start = black
        .create_room_as_black(boardroom_protocol::GameKind::Gomoku, None)
        .await;
    white.join_room(start.room, None).await;
    let (code, message) = black
        .expect(|m| match m {
            ServerMsg::Error { code, message, .. } => Some((*code, message.clone())),
            ServerMsg::Review(_) => panic!("the review went on to its end"),
            _ => None,
        })
        .await;
    assert_eq!(code, ErrorCode::BadRequest);
    assert!(message.contains("under way"), "{message}");
    // It does not start again while the game goes on.
    black
        .send(&ClientMsg::RequestReview {
            game_id: kept.game_id.expect("an id"),
        })
        .await;
    assert_eq!(refusal(&mut black).await.0, ErrorCode::BadRequest);
}

/// The next stone played in `client`'s room: where, and the ply after it.
async fn next_stone(client: &mut TestClient) -> (boardroom_protocol::Point, u32) {
    client
        .expect(|m| match m {
            ServerMsg::Step {
                at: Some(at), ply, ..
            } => Some((*at, *ply)),
            _ => None,
        })
        .await
}

#[tokio::test]
async fn a_game_played_move_for_move_against_the_ai_is_called_off() {
    let dir = data_dir();
    let server = TestServer::start(dir.path()).await;
    // Room A: Bob (black) against Ann (white), two people.
    let mut a = server
        .table(boardroom_protocol::GameKind::Gomoku, None)
        .await;
    // Room B: from Ann's machine, under a second name, black against the AI: she plays Bob's
    // moves there, and the AI's answers in A.
    let mut ann = server.connect().await;
    ann.hello("Anne", None).await;
    ann.send(&ClientMsg::CreateRoom {
        game: boardroom_protocol::GameKind::Gomoku,
        options: None,
        seat: Some(boardroom_protocol::SeatChoice::Black),
        opponent: Some(boardroom_protocol::Opponent::Ai),
        ai_level: Some(boardroom_protocol::AiLevel::Easy),
        engine: None,
        bot: None,
    })
    .await;
    ann.expect(boardroom_tests::room_state).await;
    let mut taken = Vec::new();
    let mut ply_b = 0;
    for round in 0..3 {
        // Bob plays in A, along the top edge, away from whatever the AI chose.
        let bob = (0..15)
            .map(|x| boardroom_protocol::Point::new(x, 0))
            .find(|p| !taken.contains(p))
            .expect("a free point");
        let ply_a = u32::try_from(2 * round).expect("a ply");
        a.black.put_point(bob, ply_a).await;
        taken.push(bob);
        next_stone(&mut a.white).await;
        // Ann plays it in B.
        ann.put_point(bob, ply_b).await;
        next_stone(&mut ann).await;
        if round == 2 {
            break;
        }
        // The AI answers in B; Ann plays its move in A.
        let (ai, after_ai) = next_stone(&mut ann).await;
        taken.push(ai);
        ply_b = after_ai;
        a.white.put_point(ai, ply_a + 1).await;
        next_stone(&mut a.white).await;
    }
    // B now stands where A does, the AI to move in B as Ann is in A: called off.
    let (result, reason, detail) = ann
        .expect(|m| match m {
            ServerMsg::GameOver {
                result,
                reason,
                detail,
                ..
            } => Some((*result, *reason, detail.clone())),
            ServerMsg::Step {
                by: boardroom_protocol::Seat::White,
                ..
            } => panic!("the AI answered the position of Ann's game under way"),
            _ => None,
        })
        .await;
    assert_eq!(
        (result, reason),
        (
            boardroom_protocol::GameResult::Draw,
            boardroom_protocol::Reason::Aborted
        )
    );
    let detail = detail.unwrap_or_default();
    assert!(detail.contains("under way"), "{detail}");
    // A goes on, on a point neither player took (the AI may have played the centre).
    let free = (0..15)
        .map(|x| boardroom_protocol::Point::new(x, 14))
        .find(|p| !taken.contains(p))
        .expect("a free point");
    a.white.put_point(free, 5).await;
    a.black
        .expect(|m| matches!(m, ServerMsg::Step { ply: 6, .. }).then_some(()))
        .await;
}

// ----- game records -------------------------------------------------------------------------

/// The answer to `get_game` of `id`: the record, or the refusal's code.
async fn get_game(client: &mut TestClient, id: &str) -> Result<GameRecord, ErrorCode> {
    client
        .send(&ClientMsg::GetGame {
            game_id: id.to_owned(),
        })
        .await;
    client
        .expect(|m| match m {
            ServerMsg::GameRecord(record) => Some(Ok((**record).clone())),
            ServerMsg::Error { code, .. } => Some(Err(*code)),
            _ => None,
        })
        .await
}

#[tokio::test]
async fn game_ids_cannot_be_walked_and_a_game_under_way_is_its_players() {
    let dir = data_dir();
    let server = TestServer::start(dir.path()).await;
    let mut table = server
        .table(boardroom_protocol::GameKind::Gomoku, None)
        .await;
    table.black.put(7, 7, 0).await;
    table.black.next_step_ply().await;
    let live = table.start.game_id.clone();
    let (number, tag) = live.split_once('-').expect("a number and a tag");
    assert_eq!(tag.len(), 12, "{live}");

    // Mallory, a stranger, walks the numbers around it and tries the live game itself.
    let (mut mallory, _) = server.client_from(MALLORY, "Mallory").await;
    let number: i64 = number.parse().expect("a number");
    for n in (number - 2).max(1)..number + 3 {
        for guess in [
            n.to_string(),
            format!("{n}-{tag}"),
            format!("{n}-aaaaaaaaaaaa"),
        ] {
            if guess == live {
                continue;
            }
            let (status, _) =
                boardroom_tests::http_get(server.addr, &format!("/games/{guess}.sgf"))
                    .await
                    .expect("an answer");
            assert_eq!(status, 404, "{guess}");
            let (status, _) = boardroom_tests::http_get(server.addr, &format!("/g/{guess}.html"))
                .await
                .expect("an answer");
            assert_eq!(status, 404, "{guess}");
            assert_eq!(
                get_game(&mut mallory, &guess).await.err(),
                Some(ErrorCode::BadRequest),
                "{guess}"
            );
        }
    }
    // The live game's own id: its moves are its players' (in their room) until it ends.
    for path in [format!("/games/{live}.sgf"), format!("/g/{live}.html")] {
        let (status, _) = boardroom_tests::http_get(server.addr, &path)
            .await
            .expect("an answer");
        assert_eq!(status, 404, "{path}");
    }
    assert_eq!(
        get_game(&mut mallory, &live).await.err(),
        Some(ErrorCode::BadRequest)
    );
    // Once it is over, whoever has its id has its record.
    table.white.send(&ClientMsg::Resign).await;
    table
        .black
        .expect(|m| matches!(m, ServerMsg::GameOver { .. }).then_some(()))
        .await;
    let (status, sgf) = boardroom_tests::http_get(server.addr, &format!("/games/{live}.sgf"))
        .await
        .expect("an answer");
    assert_eq!(status, 200);
    assert!(sgf.contains(";B[hh]"), "{sgf}");
    let record = get_game(&mut mallory, &live).await.expect("the record");
    assert!(!record.imported);
}

#[tokio::test]
async fn a_game_from_a_file_says_so_wherever_it_is_shown() {
    let dir = data_dir();
    let limits = Limits {
        review_effort: Effort::QUICK,
        ..Limits::default()
    };
    let server = TestServer::start_with(dir.path(), limits).await;
    let (mut mallory, _) = server.client_from(MALLORY, "Mallory").await;
    // "Alice vs Bob, white won by resignation": made up, and kept for a review.
    let sgf = "(;FF[4]GM[4]SZ[15]PB[Alice]PW[Bob]RE[W+R];B[hh];W[ih])";
    let kept = review_file(&mut mallory, sgf).await.expect("kept");
    assert!(kept.imported, "the kept record says it came from a file");
    let id = kept.game_id.expect("an id");
    let (mut carol, _) = server.client_from(ALICE, "Carol").await;
    assert!(
        get_game(&mut carol, &id)
            .await
            .expect("the record")
            .imported
    );
    let (status, page) = boardroom_tests::http_get(server.addr, &format!("/g/{id}.html"))
        .await
        .expect("an answer");
    assert_eq!(status, 200);
    assert!(page.contains("data-imported"), "{page}");
    assert!(page.contains("not a game played on this server"), "{page}");
    let (status, record) = boardroom_tests::http_get(server.addr, &format!("/games/{id}.sgf"))
        .await
        .expect("an answer");
    assert_eq!(status, 200);
    assert!(record.contains("SO[an SGF file"), "{record}");
}

#[tokio::test]
async fn game_records_over_http_are_read_at_a_bounded_rate_per_address() {
    let dir = data_dir();
    let limits = Limits {
        record_reads_burst: 5,
        record_reads_per_minute: 1,
        review_effort: Effort::QUICK,
        ..Limits::default()
    };
    let burst = limits.record_reads_burst as usize;
    let server = TestServer::start_with(dir.path(), limits).await;
    let mut table = server
        .table(boardroom_protocol::GameKind::Gomoku, None)
        .await;
    table.black.put(7, 7, 0).await;
    table.black.next_step_ply().await;
    table.white.send(&ClientMsg::Resign).await;
    table
        .black
        .expect(|m| matches!(m, ServerMsg::GameOver { .. }).then_some(()))
        .await;
    let id = table.start.game_id.clone();

    // Black reads the record, then asks for its review; once done, the record has it (the
    // record kept from before the review is made again).
    let (status, before) =
        boardroom_tests::http_get_from(server.addr, ALICE, &format!("/games/{id}.sgf"))
            .await
            .expect("an answer");
    assert_eq!(status, 200);
    assert!(!before.contains("C["), "{before}");
    table
        .black
        .send(&ClientMsg::RequestReview {
            game_id: id.clone(),
        })
        .await;
    until_review(&mut table.black, &id).await;
    let (status, after) =
        boardroom_tests::http_get_from(server.addr, ALICE, &format!("/games/{id}.sgf"))
            .await
            .expect("an answer");
    assert_eq!(status, 200);
    assert!(after.contains("C["), "{after}");

    // Mallory fetches the record and its page over and over: his address gets its burst, then
    // 429; Alice's own address still reads it.
    let mut statuses = Vec::new();
    for k in 0..2 * burst {
        let path = if k % 2 == 0 {
            format!("/games/{id}.sgf")
        } else {
            format!("/g/{id}.html")
        };
        let (status, _) = boardroom_tests::http_get_from(server.addr, MALLORY, &path)
            .await
            .expect("an answer");
        statuses.push(status);
    }
    assert!(statuses[..burst].iter().all(|&s| s == 200), "{statuses:?}");
    assert!(statuses[burst..].iter().all(|&s| s == 429), "{statuses:?}");
    let (status, _) = boardroom_tests::http_get_from(server.addr, ALICE, &format!("/g/{id}"))
        .await
        .expect("an answer");
    assert_eq!(status, 200);
}

// ----- engines ------------------------------------------------------------------------------

/// The test brain (`tests/engines/piskvork_brain.py`) as engine `brain-MODE`.
fn brain(mode: &str) -> boardroom_server::engines::EngineSpec {
    let file = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("engines/piskvork_brain.py");
    boardroom_server::engines::EngineSpec::new(
        &format!("brain-{mode}"),
        boardroom_server::engines::EngineProtocol::Piskvork,
        vec![
            "python3".to_owned(),
            file.to_string_lossy().into_owned(),
            mode.to_owned(),
        ],
    )
    .unwrap_or_else(|e| panic!("{e}"))
}

/// Creates a gomoku room against `engine`, which plays black, and waits for its first move:
/// its process runs. `Err` with the refusal's code when the room is refused.
async fn against_engine(client: &mut TestClient, engine: &str) -> Result<(), ErrorCode> {
    client
        .send(&ClientMsg::CreateRoom {
            game: boardroom_protocol::GameKind::Gomoku,
            options: None,
            seat: Some(boardroom_protocol::SeatChoice::White),
            opponent: Some(boardroom_protocol::Opponent::Ai),
            ai_level: None,
            engine: Some(engine.to_owned()),
            bot: None,
        })
        .await;
    client
        .expect(|m| match m {
            ServerMsg::Error { code, .. } => Some(Err(*code)),
            ServerMsg::Step { ply: 1, .. } => Some(Ok(())),
            _ => None,
        })
        .await
}

/// The processes of this user started by a server's engine (or by its children), whose
/// command line holds `word`.
fn engine_processes(word: &str) -> Vec<u32> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir("/proc").into_iter().flatten().flatten() {
        let Some(pid) = entry
            .file_name()
            .to_str()
            .and_then(|n| n.parse::<u32>().ok())
        else {
            continue;
        };
        let read = |file: &str| std::fs::read(entry.path().join(file)).unwrap_or_default();
        let environ = String::from_utf8_lossy(&read("environ")).into_owned();
        let cmdline = String::from_utf8_lossy(&read("cmdline")).replace('\0', " ");
        // A zombie has neither; one that is gone, nothing at all.
        if environ.contains("BOARDROOM_ENGINE_RUN=") && cmdline.contains(word) {
            found.push(pid);
        }
    }
    found
}

/// Waits (at most ten seconds) until no engine process's command line holds `word`.
async fn until_gone(word: &str) -> Vec<u32> {
    let deadline = tokio::time::Instant::now() + std::time::Duration::from_secs(10);
    loop {
        let left = engine_processes(word);
        if left.is_empty() || tokio::time::Instant::now() > deadline {
            return left;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
}

#[tokio::test]
async fn one_address_holds_a_bounded_share_of_the_engines_and_gives_it_back_when_gone() {
    let dir = data_dir();
    let limits = Limits {
        engines: vec![brain("play")],
        engine_processes: 3,
        engine_processes_per_address: 2,
        ..Limits::default()
    };
    let server = TestServer::start_with(dir.path(), limits).await;
    // Mallory takes two engines from his address; a third is his address's one too many.
    let mut mallory = Vec::new();
    for n in 0..3 {
        let (mut client, _) = server.client_from(MALLORY, &format!("Mallory {n}")).await;
        let made = against_engine(&mut client, "brain-play").await;
        if n < 2 {
            assert_eq!(made, Ok(()), "Mallory's engine {n}");
        } else {
            assert_eq!(made, Err(ErrorCode::ServerBusy));
        }
        mallory.push(client);
    }
    // Alice takes the server's last; Bob finds none.
    let (mut alice, _) = server.client_from(ALICE, "Alice").await;
    assert_eq!(against_engine(&mut alice, "brain-play").await, Ok(()));
    let bob_machine = Ipv4Addr::new(127, 0, 0, 12);
    let (mut bob, _) = server.client_from(bob_machine, "Bob").await;
    assert_eq!(
        against_engine(&mut bob, "brain-play").await,
        Err(ErrorCode::ServerBusy)
    );
    // Mallory goes away, his rooms left as they are: their engines stop, and Bob gets one.
    for client in mallory {
        client.close().await;
    }
    let deadline = tokio::time::Instant::now() + std::time::Duration::from_secs(10);
    loop {
        match against_engine(&mut bob, "brain-play").await {
            Ok(()) => break,
            Err(code) => {
                assert_eq!(code, ErrorCode::ServerBusy);
                assert!(tokio::time::Instant::now() < deadline, "no engine freed");
                tokio::time::sleep(std::time::Duration::from_millis(50)).await;
            }
        }
    }
}

#[tokio::test]
async fn an_idle_engine_that_floods_is_stopped_and_an_escaped_child_dies_with_its_engine() {
    let dir = data_dir();
    let limits = Limits {
        engines: vec![brain("flood"), brain("escape")],
        ..Limits::default()
    };
    let server = TestServer::start_with(dir.path(), limits).await;
    let (mut alice, _) = server.client_from(ALICE, "Alice").await;
    // The flooding engine moves, then prints without end while it waits for Alice: it is
    // stopped once past the bound on what an idle engine may say.
    assert_eq!(against_engine(&mut alice, "brain-flood").await, Ok(()));
    assert_eq!(
        until_gone("flood").await,
        Vec::<u32>::new(),
        "still flooding"
    );

    // The other engine starts a child in a session of its own; when Alice leaves, the engine
    // stops, and its child with it.
    alice.send(&ClientMsg::LeaveRoom).await;
    assert_eq!(against_engine(&mut alice, "brain-escape").await, Ok(()));
    assert!(
        !engine_processes("sleep 600").is_empty(),
        "the escaped child runs"
    );
    alice.send(&ClientMsg::LeaveRoom).await;
    assert_eq!(
        until_gone("sleep 600").await,
        Vec::<u32>::new(),
        "the escaped child outlived its engine"
    );
}

// ----- bots ---------------------------------------------------------------------------------

/// Signs a connection in as `name` (a bot when `bot`; with `token`, a known player): the
/// connection and its token, or the refusal's code.
async fn sign_in(
    server: &TestServer,
    name: &str,
    token: Option<&str>,
    bot: bool,
) -> Result<(TestClient, String), ErrorCode> {
    let mut client = server.connect().await;
    let hello = if bot {
        boardroom_tests::bot_hello_message(name, token)
    } else {
        boardroom_tests::hello_message(1, name, token)
    };
    client.send(&hello).await;
    let answer = client
        .expect(|m| match m {
            ServerMsg::Welcome { token, .. } => Some(Ok(token.clone())),
            ServerMsg::Error { code, .. } => Some(Err(*code)),
            _ => None,
        })
        .await;
    answer.map(|token| (client, token))
}

#[tokio::test]
async fn bot_names_that_look_like_anothers_are_refused_and_one_player_holds_one_place() {
    let dir = data_dir();
    // Open to unregistered bots, whose names are theirs only while they are online (a
    // registered bot's name is checked against the others' when the host registers it).
    let limits = Limits {
        engines: vec![brain("play")],
        bots: boardroom_server::bot_registry::BotPolicy::Open,
        ..Limits::default()
    };
    let server = TestServer::start_with(dir.path(), limits).await;
    let (first, token) = sign_in(&server, "simplebot", None, true)
        .await
        .expect("the bot signs in");
    // A second connection of the bot, so that two rooms may invite it.
    let (second, _) = sign_in(&server, "simplebot", Some(&token), true)
        .await
        .expect("the bot's second connection");
    let _bot = [first, second];
    for (name, bot) in [
        ("simpIebot", true),
        ("simpl\u{0435}bot", true),
        ("SIMPLEBOT", true),
        ("simple\u{200D}bot", false),
        ("BRAIN-PLAY", true),
    ] {
        assert_eq!(
            sign_in(&server, name, None, bot).await.err(),
            Some(ErrorCode::BadRequest),
            "{name:?} passed for another"
        );
    }
    // Alice seats the bot once; a second room of hers with it would hold another of its
    // places. Bob, another player, may seat it.
    let invite = ClientMsg::CreateRoom {
        game: boardroom_protocol::GameKind::Gomoku,
        options: None,
        seat: Some(boardroom_protocol::SeatChoice::White),
        opponent: Some(boardroom_protocol::Opponent::Ai),
        ai_level: None,
        engine: None,
        bot: Some("simplebot".to_owned()),
    };
    let (mut alice, alice_token) = server.client_from(ALICE, "Alice").await;
    alice.send(&invite).await;
    alice.expect(boardroom_tests::room_state).await;
    let (mut again, _) = sign_in(&server, "Alice", Some(&alice_token), false)
        .await
        .expect("Alice again");
    again.expect(boardroom_tests::room_state).await;
    again.send(&invite).await;
    let (code, message) = refusal(&mut again).await;
    assert_eq!(code, ErrorCode::RateLimited, "{message}");
    let (mut bob, _) = server.client_from(MALLORY, "Bob").await;
    bob.send(&invite).await;
    bob.expect(boardroom_tests::room_state).await;
}
