//! Ratings over real sockets: the games of a rated room between two accounts move their
//! Glicko-2 ratings (stored, with a history), a casual room's or a guest's do not, a loss to
//! the AI costs by its level's fixed rating, and the leaderboard lists the ratings that are no
//! longer provisional, best first.

use std::time::{Duration, Instant};

use boardroom_protocol::{
    AiLevel, ClientMsg, GameKind, Opponent, Options, Password, ProfileRating, SeatChoice, ServerMsg,
};
use boardroom_server::Limits;
use boardroom_tests::{TestClient, TestServer, data_dir, room_state};

fn rated(rated: bool) -> Option<Options> {
    Some(Options {
        size: Some(9),
        rated: Some(rated),
        ..Options::default()
    })
}

async fn sign_up(client: &mut TestClient) {
    client
        .send(&ClientMsg::SignUp {
            password: Password::from("correct horse battery"),
        })
        .await;
    client
        .expect(|m| matches!(m, ServerMsg::Account { .. }).then_some(()))
        .await;
}

/// The sender's ratings, once they count `games` rated games in all (a rating is stored by a
/// task of its own just after the game's end).
async fn ratings_after(client: &mut TestClient, games: u32) -> Vec<ProfileRating> {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        client
            .send(&ClientMsg::GetProfile { player_id: None })
            .await;
        // (A refusal, rate_limited say, is a poll that found nothing.)
        let ratings = client
            .expect(|m| match m {
                ServerMsg::Profile { ratings, .. } => Some(ratings.clone()),
                ServerMsg::Error { .. } => Some(Vec::new()),
                _ => None,
            })
            .await;
        if ratings.iter().map(|r| r.rating.games).sum::<u32>() >= games {
            return ratings;
        }
        assert!(
            Instant::now() < deadline,
            "{games} rated games not counted: {ratings:?}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Both leave their room; black makes a new one of 9x9 gomoku, `rated` or casual, and white
/// joins it.
async fn new_room(black: &mut TestClient, white: &mut TestClient, rated_room: bool) {
    for client in [&mut *black, &mut *white] {
        client.send(&ClientMsg::LeaveRoom).await;
    }
    let start = black
        .create_room_as_black(GameKind::Gomoku, rated(rated_room))
        .await;
    white.join_room(start.room, None).await;
    black
        .expect(|m| matches!(m, ServerMsg::PlayerJoined { .. }).then_some(()))
        .await;
}

/// Black and white each play a move, then `loser` resigns.
async fn play_and_resign(black: &mut TestClient, white: &mut TestClient, black_loses: bool) {
    black.put(4, 4, 0).await;
    white.next_step_ply().await;
    white.put(0, 0, 1).await;
    black.next_step_ply().await;
    let loser = if black_loses { black } else { white };
    loser.send(&ClientMsg::Resign).await;
    loser
        .expect(|m| matches!(m, ServerMsg::GameOver { .. }).then_some(()))
        .await;
}

/// Two accounts at a rated table, and the game black won.
async fn black_won_a_rated_game(server: &TestServer) -> boardroom_tests::Table {
    let mut table = server.table(GameKind::Gomoku, rated(true)).await;
    sign_up(&mut table.black).await;
    sign_up(&mut table.white).await;
    play_and_resign(&mut table.black, &mut table.white, false).await;
    table
}

#[tokio::test]
async fn a_rated_game_between_accounts_moves_both_ratings_and_a_casual_one_does_not() {
    let dir = data_dir();
    let server = TestServer::start(dir.path()).await;
    let mut table = black_won_a_rated_game(&server).await;
    let black = ratings_after(&mut table.black, 1).await;
    let white = ratings_after(&mut table.white, 1).await;
    assert_eq!(black.len(), 1);
    let (won, lost) = (&black[0], &white[0]);
    assert_eq!(won.rating.kind, "gomoku/freestyle");
    assert!(
        won.rating.rating > 1600 && lost.rating.rating < 1400,
        "{won:?} {lost:?}"
    );
    assert!(won.rating.provisional, "one game is no sure rating");
    assert_eq!(won.history.len(), 1);
    assert_eq!(won.history[0].rating, won.rating.rating);

    // The same two in a casual room, then in a rated one again: two rated games in all.
    let (black, white) = (&mut table.black, &mut table.white);
    new_room(black, white, false).await;
    play_and_resign(black, white, false).await;
    new_room(black, white, true).await;
    play_and_resign(black, white, true).await;
    let after = ratings_after(black, 2).await;
    assert_eq!(after[0].rating.games, 2, "the casual game was not counted");
    assert_eq!(after[0].history.len(), 2);
    assert!(
        after[0].rating.rating < won.rating.rating,
        "the loss counted"
    );
}

#[tokio::test]
async fn a_guest_in_a_rated_room_leaves_the_game_unrated() {
    let dir = data_dir();
    let server = TestServer::start(dir.path()).await;
    let mut table = server.table(GameKind::Gomoku, rated(true)).await;
    sign_up(&mut table.black).await;
    play_and_resign(&mut table.black, &mut table.white, false).await;
    // White makes an account after: a rated game now counts, and it is black's only one.
    let (black, white) = (&mut table.black, &mut table.white);
    sign_up(white).await;
    new_room(black, white, true).await;
    play_and_resign(black, white, true).await;
    let ratings = ratings_after(black, 1).await;
    assert_eq!(
        ratings[0].rating.games, 1,
        "the game against a guest was not rated"
    );
    assert!(ratings[0].rating.rating < 1500, "the one rated is the loss");
}

#[tokio::test]
async fn a_loss_to_the_ai_costs_by_its_level() {
    let dir = data_dir();
    let server = TestServer::start(dir.path()).await;
    let mut drops = Vec::new();
    for level in [AiLevel::Easy, AiLevel::Hard] {
        let (mut client, _) = server.client(&format!("Player {level:?}")).await;
        sign_up(&mut client).await;
        client
            .send(&ClientMsg::CreateRoom {
                game: GameKind::Gomoku,
                options: rated(true),
                seat: Some(SeatChoice::Black),
                opponent: Some(Opponent::Ai),
                ai_level: Some(level),
                engine: None,
                bot: None,
            })
            .await;
        client.expect(room_state).await;
        client.put(4, 4, 0).await;
        assert_eq!(client.next_step_ply().await, 1);
        assert_eq!(client.next_step_ply().await, 2, "the AI answers");
        client.send(&ClientMsg::Resign).await;
        let ratings = ratings_after(&mut client, 1).await;
        drops.push(1500 - ratings[0].rating.rating);
    }
    assert!(
        drops[0] > 2 * drops[1],
        "losing to easy costs far more than losing to hard: {drops:?}"
    );
}

#[tokio::test]
async fn the_leaderboard_lists_settled_ratings_best_first() {
    let dir = data_dir();
    // Dozens of games as fast as two programs play them: past a person's message rate.
    let limits = Limits {
        rate_burst: 10_000,
        rate_per_second: 10_000,
        ..Limits::default()
    };
    let server = TestServer::start_with(dir.path(), limits).await;
    let mut table = server.table(GameKind::Gomoku, rated(true)).await;
    sign_up(&mut table.black).await;
    sign_up(&mut table.white).await;
    // "Black" (the first to sit) wins two games of three until both ratings are settled; the
    // colours change hands with each new game.
    let mut games = 0;
    let mut first_is_black = true;
    loop {
        let first_loses = games % 3 == 2;
        if first_is_black {
            play_and_resign(&mut table.black, &mut table.white, first_loses).await;
        } else {
            play_and_resign(&mut table.white, &mut table.black, !first_loses).await;
        }
        games += 1;
        let ratings = ratings_after(&mut table.black, games).await;
        if !ratings[0].rating.provisional || games >= 60 {
            break;
        }
        // The same room again (one address may open only so many rooms a minute).
        table.black.send(&ClientMsg::PlayAgain).await;
        table
            .white
            .expect(|m| matches!(m, ServerMsg::PlayAgainOffered { .. }).then_some(()))
            .await;
        table.white.send(&ClientMsg::PlayAgainAgree).await;
        let state = table.black.expect(room_state).await;
        table.white.expect(room_state).await;
        first_is_black = state.you == Some(boardroom_protocol::Seat::Black);
    }
    assert!(games < 60, "settled in {games} games");
    table
        .black
        .send(&ClientMsg::ListLeaderboard {
            game: GameKind::Gomoku,
            rule: None,
        })
        .await;
    let (kind, rows) = table
        .black
        .expect(|m| match m {
            ServerMsg::Leaderboard { kind, rows } => Some((kind.clone(), rows.clone())),
            _ => None,
        })
        .await;
    assert_eq!(kind, "gomoku/freestyle");
    let names: Vec<&str> = rows.iter().map(|r| r.name.as_str()).collect();
    assert_eq!(names, ["Black", "White"], "{rows:?}");
    assert!(rows[0].rating.rating > rows[1].rating.rating);
    assert_eq!((rows[0].rank, rows[1].rank), (1, 2));
    table
        .black
        .send(&ClientMsg::ListLeaderboard {
            game: GameKind::Gomoku,
            rule: Some("renju".to_owned()),
        })
        .await;
    let renju = table
        .black
        .expect(|m| match m {
            ServerMsg::Leaderboard { rows, .. } => Some(rows.len()),
            _ => None,
        })
        .await;
    assert_eq!(renju, 0, "each rule apart");
}

#[tokio::test]
async fn an_event_seeds_its_entrants_by_their_ratings() {
    use boardroom_protocol::{EntrantChoice, TournamentFormat};
    use boardroom_tests::events::{create, join, small_gomoku};
    let dir = data_dir();
    let server = TestServer::start(dir.path()).await;
    // Black wins a rated game (9x9 freestyle, as the event's): black is rated above 1500.
    let mut table = black_won_a_rated_game(&server).await;
    let rating = ratings_after(&mut table.black, 1).await[0].rating.rating;
    let (mut host, _) = server.client("Host").await;
    let settings = small_gomoku("Seeded", TournamentFormat::Swiss { rounds: 2 });
    let ai = EntrantChoice::Ai {
        level: AiLevel::Medium,
    };
    let id = create(&mut host, settings, vec![ai], false).await.id;
    table.black.send(&ClientMsg::LeaveRoom).await;
    let view = join(&mut table.black, &id, "Black").await;
    let rating_of = |name: &str| {
        view.standings
            .iter()
            .find(|r| r.name.contains(name))
            .and_then(|r| r.rating)
    };
    assert_eq!(
        rating_of("Black").and_then(|r| i32::try_from(r).ok()),
        Some(rating),
        "an account joins at its rating"
    );
    assert_eq!(
        rating_of("medium"),
        Some(1512),
        "the AI at its level's fixed rating"
    );
}
