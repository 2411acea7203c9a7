//! Events over real sockets: a round robin of people, the server's AI, an outside engine and a
//! bot online played to the end, with the standings and the exports checked against the
//! results; a Swiss of nine, its byes checked round by round.

use std::collections::HashMap;
use std::path::Path;

use boardroom_protocol::{
    AiLevel, ClientMsg, EntrantChoice, ErrorCode, HostAction, JoinAs, Seat, ServerMsg,
    TournamentFormat, TournamentResult, TournamentSettings, TournamentStatus, TournamentView,
};
use boardroom_server::Limits;
use boardroom_server::engines::{EngineProtocol, EngineSpec};
use boardroom_tests::events::{
    create, host_says, join, resign_every_game, resign_until_over, small_gomoku, until,
};
use boardroom_tests::{
    TestClient, TestServer, data_dir, error_code, error_of, http_get, register_bot,
};

/// A round robin's settings: gomoku on a small board, the AI quick.
fn round_robin(name: &str) -> TournamentSettings {
    small_gomoku(name, TournamentFormat::RoundRobin { double: false })
}

/// A server with the test Piskvork brain (`brain-play`), room for many players from one
/// address, and bots that must be registered.
async fn server_with_an_engine(dir: &std::path::Path) -> TestServer {
    let engines = Path::new(env!("CARGO_MANIFEST_DIR")).join("engines");
    let brain = EngineSpec::new(
        "brain-play",
        EngineProtocol::Piskvork,
        vec![
            "python3".to_owned(),
            engines
                .join("piskvork_brain.py")
                .to_string_lossy()
                .into_owned(),
            "play".to_owned(),
        ],
    )
    .expect("the brain's spec");
    let limits = Limits {
        engines: vec![brain],
        engine_processes: 8,
        engine_processes_per_address: 8,
        new_players_burst: 100,
        ..Limits::default()
    };
    TestServer::start_with(dir, limits).await
}

/// The Python bot of `tests/bots`, signed in as `name` (registered first), waiting to be
/// seated; the process ends with the handle.
async fn python_bot(
    server: &TestServer,
    dir: &std::path::Path,
    name: &str,
    watcher: &mut TestClient,
) -> tokio::process::Child {
    let key = register_bot(dir, name).await;
    let bot = tokio::process::Command::new("python3")
        .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join("bots/simple_bot.py"))
        .args([&server.ws_url(), name, "gomoku"])
        .env("BOARDROOM_BOT_KEY", key)
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .kill_on_drop(true)
        .spawn()
        .expect("python3 runs the bot");
    for _ in 0..200 {
        watcher.send(&ClientMsg::ListBots).await;
        let online = watcher
            .expect(|m| match m {
                ServerMsg::Bots { bots } => Some(bots.iter().any(|b| b.name == name && !b.busy)),
                _ => None,
            })
            .await;
        if online {
            return bot;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!("the bot {name} never came online");
}

/// A round robin of six: two people (socket clients), the AI at two levels, a Piskvork engine
/// and a bot online, played to the end with the right table.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_round_robin_of_people_the_ai_an_engine_and_a_bot_is_played_to_the_end() {
    let dir = data_dir();
    let server = server_with_an_engine(dir.path()).await;
    let (mut ada, _) = server.client("Ada").await;
    let (mut bashir, _) = server.client("Bashir").await;
    let (mut carol, _) = server.client("Carol").await;
    let _bot = python_bot(&server, dir.path(), "simplebot", &mut carol).await;

    ada.send(&ClientMsg::CreateTournament {
        settings: Box::new(round_robin("Club night")),
        entrants: vec![
            EntrantChoice::Ai {
                level: AiLevel::Easy,
            },
            EntrantChoice::Ai {
                level: AiLevel::Medium,
            },
            EntrantChoice::Engine {
                engine: "brain-play".to_owned(),
            },
            EntrantChoice::Bot {
                bot: "simplebot".to_owned(),
            },
        ],
        play: true,
    })
    .await;
    let made = until(&mut ada, |v| v.standings.len() == 5).await;
    assert!(made.you_host, "the maker hosts it");
    assert_eq!(made.status, TournamentStatus::Waiting);
    let kinds: Vec<&str> = made.standings.iter().map(|r| r.kind.as_str()).collect();
    for kind in ["person", "ai", "engine", "bot"] {
        assert!(kinds.contains(&kind), "{kind} in {kinds:?}");
    }
    let id = made.id.clone();

    // Only the host starts it; Bashir joins, Carol watches.
    bashir
        .send(&ClientMsg::JoinTournament {
            tournament: id.clone(),
        })
        .await;
    let joined = until(&mut bashir, |v| v.standings.len() == 6).await;
    assert!(!joined.you_host);
    bashir.send(&host_says(&id, HostAction::Start)).await;
    let refused = bashir.expect(error_code).await;
    assert_eq!(refused, ErrorCode::Unauthorized);
    carol
        .send(&ClientMsg::WatchTournament {
            tournament: id.clone(),
        })
        .await;
    until(&mut carol, |v| v.standings.len() == 6).await;

    ada.send(&host_says(&id, HostAction::Start)).await;

    // Five rounds of three games. Each person resigns every game they are given; the AI's,
    // the engine's and the bot's games are played out on their boards.
    let (games, _) = resign_every_game(&mut ada, &mut bashir).await;
    assert_eq!(games, [5, 5], "each person played everyone");
    let end = until(&mut carol, |v| v.status == TournamentStatus::Over).await;
    assert_eq!(end.ending.as_deref(), Some("complete"));
    assert_eq!(end.games.len(), 15, "everyone met everyone once");
    assert!(
        end.games
            .iter()
            .all(|g| g.result.is_some() && g.room.is_some())
    );

    // The standings are the results' (the game between the two people went to whoever
    // resigned second, so count from the games themselves).
    let mut scores: HashMap<String, u32> = HashMap::new();
    for game in &end.games {
        let (black, white) = match game.result.expect("a result") {
            TournamentResult::Black | TournamentResult::BlackForfeit => (2, 0),
            TournamentResult::White | TournamentResult::WhiteForfeit => (0, 2),
            TournamentResult::Draw => (1, 1),
            TournamentResult::DoubleForfeit => (0, 0),
        };
        *scores.entry(game.black.clone()).or_default() += black;
        *scores.entry(game.white.clone()).or_default() += white;
    }
    for row in &end.standings {
        let half = scores.get(&row.entrant).copied().unwrap_or_default();
        let shown = if half % 2 == 0 {
            (half / 2).to_string()
        } else {
            format!("{}.5", half / 2)
        };
        assert_eq!(row.score, shown, "{}'s score is their games'", row.name);
        assert_eq!(row.games, 5);
    }
    let ranks: Vec<u32> = end.standings.iter().map(|r| r.rank).collect();
    assert!(
        ranks.windows(2).all(|w| w[0] <= w[1]),
        "best first: {ranks:?}"
    );
    let people: Vec<&str> = end
        .standings
        .iter()
        .filter(|r| r.kind == "person")
        .map(|r| r.score.as_str())
        .collect();
    assert!(
        people.iter().all(|s| *s == "0" || *s == "1"),
        "a person who resigns every game scores at most the game between the two: {people:?}"
    );

    // The projector's page and its JSON.
    let (status, page) = http_get(server.addr, &format!("/t/{id}"))
        .await
        .expect("the page");
    assert_eq!(status, 200);
    assert!(page.contains("standings.js"));
    let (status, json) = http_get(server.addr, &format!("/t/{id}.json"))
        .await
        .expect("the JSON");
    assert_eq!(status, 200);
    let shown: TournamentView = serde_json::from_str(&json).expect("a tournament view");
    assert_eq!(shown.standings, end.standings);
    let (status, _) = http_get(server.addr, "/t/999.json")
        .await
        .expect("answered");
    assert_eq!(status, 404);

    // The exports: the standings as CSV, every game as one SGF collection.
    let (status, csv) = http_get(server.addr, &format!("/t/{id}.csv"))
        .await
        .expect("the CSV");
    assert_eq!(status, 200);
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines.len(), 7, "a header and a line an entrant: {csv}");
    assert!(lines[0].starts_with("rank,name"), "{csv}");
    assert!(
        lines[1].contains("Boardroom AI"),
        "a computer first (the people resigned): {csv}"
    );
    let (status, sgf) = http_get(server.addr, &format!("/t/{id}.sgf"))
        .await
        .expect("the SGF");
    assert_eq!(status, 200);
    let trees: Vec<&str> = sgf.lines().filter(|l| l.starts_with("(;")).collect();
    assert_eq!(trees.len(), 15, "every game: {sgf}");
    for tree in trees {
        assert!(tree.starts_with("(;EV[Club night]RO["), "{tree}");
        let record = boardroom_engine::sgf::from_sgf(tree).expect("each game reads back");
        assert!(record.info.result.is_some(), "with its result: {tree}");
    }
}

/// A Swiss of nine (six people and the AI at each level), three rounds: each round pairs eight
/// and gives the ninth a bye that scores a point; nobody gets a second bye, and no game is
/// played twice (FIDE C.04.1 b, c, d).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_swiss_of_nine_gives_one_bye_a_round_never_twice() {
    let dir = data_dir();
    let server = TestServer::start(dir.path()).await;
    let (mut host, _) = server.client("Host").await;
    let levels = [AiLevel::Easy, AiLevel::Medium, AiLevel::Hard];
    let id = create(
        &mut host,
        small_gomoku("Swiss of nine", TournamentFormat::Swiss { rounds: 3 }),
        levels.map(|level| EntrantChoice::Ai { level }).to_vec(),
        false,
    )
    .await
    .id;
    let mut people = Vec::new();
    for name in ["Ana", "Ben", "Cem", "Dia", "Eli", "Fay"] {
        let (mut client, _) = server.client(name).await;
        join(&mut client, &id, name).await;
        people.push(tokio::spawn(resign_until_over(client)));
    }
    until(&mut host, |v| v.standings.len() == 9).await;
    host.send(&host_says(&id, HostAction::Start)).await;

    // Round by round, as the host sees it: a round whose games all end at once may be over
    // by the next view the host reads, which then lists it with the next one.
    let mut byes_seen: Vec<String> = Vec::new();
    let mut met = std::collections::HashSet::new();
    let mut last = None;
    for round in 1..=3 {
        let view = until(&mut host, |v| {
            v.round >= round && v.games.iter().filter(|g| g.round == round).count() == 4
        })
        .await;
        let byes: Vec<_> = view.byes.iter().filter(|b| b.round == round).collect();
        assert_eq!(byes.len(), 1, "round {round}: one bye");
        assert_eq!(byes[0].score, "1", "a pairing-allocated bye scores a point");
        assert!(
            !byes_seen.contains(&byes[0].entrant),
            "round {round}: {} had a bye already",
            byes[0].entrant
        );
        byes_seen.push(byes[0].entrant.clone());
        let mut seated = std::collections::HashSet::new();
        for game in view.games.iter().filter(|g| g.round == round) {
            for entrant in [&game.black, &game.white] {
                assert!(
                    seated.insert(entrant.clone()),
                    "round {round}: {entrant} plays once"
                );
                assert_ne!(entrant, &byes[0].entrant, "the bye plays no game");
            }
            let pair = if game.black < game.white {
                (game.black.clone(), game.white.clone())
            } else {
                (game.white.clone(), game.black.clone())
            };
            assert!(
                met.insert(pair.clone()),
                "round {round}: {pair:?} met before"
            );
        }
        assert_eq!(seated.len(), 8);
        last = Some(view);
    }
    // The last round's view may be the end already.
    let end = match last {
        Some(view) if view.status == TournamentStatus::Over => view,
        _ => until(&mut host, |v| v.status == TournamentStatus::Over).await,
    };
    assert_eq!(end.ending.as_deref(), Some("complete"));
    assert_eq!(end.games.len(), 12);
    for person in people {
        let games = person.await.expect("a person's task");
        assert!(
            (2..=3).contains(&games),
            "{games} games: three rounds, a bye at most"
        );
    }
    // Three rounds for everyone: three games, or two and a bye.
    for row in &end.standings {
        let byes = end.byes.iter().filter(|b| b.entrant == row.entrant).count();
        assert_eq!(row.games as usize + byes, 3, "{}: games and byes", row.name);
    }
}

/// Settings out of bounds, an entrant named twice, an unknown engine or event: each refused
/// with a clear error, and no event is left behind.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_events_are_refused_and_leave_nothing_behind() {
    let dir = data_dir();
    let server = TestServer::start(dir.path()).await;
    let (mut ada, _) = server.client("Ada").await;
    let easy = EntrantChoice::Ai {
        level: AiLevel::Easy,
    };
    let cases: Vec<(TournamentSettings, Vec<EntrantChoice>, &str)> = vec![
        (
            round_robin("Twice"),
            vec![easy.clone(), easy.clone()],
            "named twice",
        ),
        (round_robin(&"x".repeat(65)), vec![], "1 to 64 characters"),
        (round_robin("   "), vec![], "1 to 64 characters"),
        (
            small_gomoku("No rounds", TournamentFormat::Swiss { rounds: 0 }),
            vec![],
            "at least one round",
        ),
        (
            small_gomoku("Too long", TournamentFormat::Arena { minutes: 2000 }),
            vec![],
            "at most a day",
        ),
        (
            round_robin("Ghost"),
            vec![EntrantChoice::Engine {
                engine: "nobody".to_owned(),
            }],
            "no engine",
        ),
        (
            round_robin("Lonely gauntlet"),
            vec![],
            "gauntlet's challenger",
        ),
        (round_robin("Two openings"), vec![], "not both"),
    ];
    for (mut settings, entrants, why) in cases {
        if why == "gauntlet's challenger" {
            settings.format = TournamentFormat::Gauntlet { double: false };
        }
        if why == "not both" {
            settings.openings = true;
            settings.options.opening = Some(boardroom_protocol::OpeningChoice::Named(
                "random".to_owned(),
            ));
        }
        ada.send(&ClientMsg::CreateTournament {
            settings: Box::new(settings),
            entrants,
            play: false,
        })
        .await;
        let (code, message) = ada.expect(error_of).await;
        assert_eq!(code, ErrorCode::BadRequest, "{message}");
        assert!(message.contains(why), "{message:?} says {why:?}");
    }
    ada.send(&ClientMsg::ListTournaments).await;
    let listed = ada
        .expect(|m| match m {
            ServerMsg::Tournaments { tournaments } => Some(tournaments.len()),
            _ => None,
        })
        .await;
    assert_eq!(listed, 0, "nothing was made");
    for msg in [
        ClientMsg::JoinTournament {
            tournament: "7".to_owned(),
        },
        ClientMsg::WatchTournament {
            tournament: "'; drop table".to_owned(),
        },
        host_says("99", HostAction::Finish),
    ] {
        ada.send(&msg).await;
        let code = ada.expect(error_code).await;
        assert_eq!(code, ErrorCode::BadRequest, "{msg:?}");
    }
}

/// How long, on the paused clock, a person of the arena test waits for anything: well past the
/// arena's minute, so that only the players' thinking and the server's timers decide.
const ARENA_WAIT: std::time::Duration = std::time::Duration::from_secs(180);

/// How long the loser of each arena game thinks before resigning.
const THINK: std::time::Duration = std::time::Duration::from_secs(3);

/// A person of the arena test: plays every game the arena gives them until it is over; of two
/// players the one whose name sorts first resigns after [`THINK`], the other waits for it.
/// Answers how many games they played.
async fn arena_player(mut client: TestClient, name: &str) -> u32 {
    let mut games = 0;
    let mut over = false;
    let is_over = |m: &ServerMsg| matches!(m, ServerMsg::Tournament(view) if view.status == TournamentStatus::Over);
    while !over {
        let found = client.recv_within(ARENA_WAIT).await;
        over |= is_over(&found);
        let ServerMsg::TournamentGame(game) = found else {
            continue;
        };
        games += 1;
        client
            .send(&ClientMsg::JoinRoom {
                room: game.room,
                join_as: Some(JoinAs::Player),
            })
            .await;
        let state = loop {
            let m = client.recv_within(ARENA_WAIT).await;
            over |= is_over(&m);
            if let ServerMsg::RoomState(state) = m {
                break state;
            }
        };
        assert_eq!(state.you, Some(game.seat), "{name}'s seat is kept");
        let opponent = match game.seat {
            Seat::Black => state.players.white,
            Seat::White => state.players.black,
        }
        .map(|p| p.name)
        .unwrap_or_default();
        if name < opponent.as_str() {
            tokio::time::sleep(THINK).await;
            client.send(&ClientMsg::Resign).await;
        }
        loop {
            let m = client.recv_within(ARENA_WAIT).await;
            over |= is_over(&m);
            if matches!(m, ServerMsg::GameOver { .. }) {
                break;
            }
        }
        client.send(&ClientMsg::LeaveRoom).await;
    }
    games
}

/// The arena's points of `entrant`, worked out from the games in the order they were made
/// (lichess's scoring: 2 a win, 1 a draw, double after two wins in a row until a game is not
/// won); and whether they are on a streak.
fn arena_points(view: &TournamentView, entrant: &str) -> (u32, bool) {
    let (mut points, mut streak) = (0, 0);
    for game in view.games.iter().filter(|g| !g.void) {
        let colour = if game.black == entrant {
            TournamentResult::Black
        } else if game.white == entrant {
            TournamentResult::White
        } else {
            continue;
        };
        let factor = if streak >= 2 { 2 } else { 1 };
        match game.result.expect("every counted game has its result") {
            TournamentResult::Draw => (points, streak) = (points + factor, 0),
            won if won == colour => (points, streak) = (points + 2 * factor, streak + 1),
            _ => streak = 0,
        }
    }
    (points, streak >= 2)
}

/// An arena of four people on tokio's paused clock (its minute in a few seconds): whoever is
/// free is paired at once (never with the opponent just played while someone else is free),
/// streaks count double, and the arena ends when its time is up, the game under way then not
/// counted.
#[tokio::test]
async fn an_arena_pairs_whoever_is_free_counts_streaks_and_ends_on_time() {
    let dir = data_dir();
    let server = TestServer::start(dir.path()).await;
    let (mut host, _) = server.client("Host").await;
    let arena = small_gomoku("One-minute arena", TournamentFormat::Arena { minutes: 1 });
    let id = create(&mut host, arena, Vec::new(), false).await.id;
    let mut people = Vec::new();
    for name in ["Ana", "Ben", "Cem", "Dia"] {
        let (mut client, _) = server.client(name).await;
        join(&mut client, &id, name).await;
        people.push(tokio::spawn(arena_player(client, name)));
    }
    until(&mut host, |v| v.standings.len() == 4).await;
    // Everyone is in, on the real clock. From here the clock is paused and moves only while
    // the server and the players all wait, a millisecond at a time and at most one in every
    // tenth of a real one: while the store's thread (no task of the runtime) writes, the
    // clock would otherwise jump to the next timer, however far (a player's long wait), and
    // a busy machine would see the server's work take minutes of the arena.
    tokio::time::pause();
    let ticker = tokio::spawn(async {
        loop {
            // A blocking task holds the clock while it runs.
            let _ = tokio::task::spawn_blocking(|| {
                std::thread::sleep(std::time::Duration::from_micros(100));
            })
            .await;
            tokio::time::sleep(std::time::Duration::from_millis(1)).await;
        }
    });
    host.send(&host_says(&id, HostAction::Start)).await;
    let started = tokio::time::Instant::now();
    let end = loop {
        if let ServerMsg::Tournament(view) = host.recv_within(ARENA_WAIT).await
            && view.status == TournamentStatus::Over
        {
            break view;
        }
    };
    let lasted = started.elapsed();
    ticker.abort();
    // Not before its time (the server's work, on the store's thread, moves the clock too, so
    // not exactly at it).
    assert!(
        lasted >= std::time::Duration::from_secs(60),
        "the arena ended after {lasted:?}"
    );
    assert_eq!(end.ending.as_deref(), Some("complete"));
    let mut played = Vec::new();
    for person in people {
        played.push(person.await.expect("a person's task"));
    }

    // Everyone played game after game (one takes THINK and the server's work).
    for (name, games) in ["Ana", "Ben", "Cem", "Dia"].iter().zip(&played) {
        assert!(*games >= 4, "{name} played {games} games");
    }
    // At most the two games under way at the end are void; every other one has its result.
    let void = end.games.iter().filter(|g| g.void).count();
    assert!(void <= 2, "{void} void games");
    // Never the same opponent twice in a row while someone else was free.
    for row in &end.standings {
        let opponents: Vec<&str> = end
            .games
            .iter()
            .filter_map(|g| {
                if g.black == row.entrant {
                    Some(g.white.as_str())
                } else if g.white == row.entrant {
                    Some(g.black.as_str())
                } else {
                    None
                }
            })
            .collect();
        assert!(
            opponents.windows(2).all(|w| w[0] != w[1]),
            "{} met someone twice in a row: {opponents:?}",
            row.name
        );
    }
    // The standings are lichess's points of the games, and the order is the players' strength.
    for row in &end.standings {
        let (points, on_fire) = arena_points(&end, &row.entrant);
        assert_eq!(row.score, points.to_string(), "{}'s points", row.name);
        assert_eq!(row.on_fire, on_fire, "{}'s streak", row.name);
    }
    let (first, last) = (&end.standings[0], &end.standings[3]);
    assert_eq!((first.name.as_str(), first.losses), ("Dia", 0));
    assert_eq!(
        (last.name.as_str(), last.wins, last.score.as_str()),
        ("Ana", 0, "0")
    );
    assert!(first.on_fire, "Dia, winning every game, is on a streak");
}

/// A double round robin of three people with the balanced openings: each game's room starts
/// from the opening the event gave it, and the two games of a pair play the same opening with
/// the colours swapped.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_pair_plays_each_opening_of_the_set_with_both_colours() {
    let dir = data_dir();
    let server = TestServer::start(dir.path()).await;
    let mut settings = small_gomoku(
        "Openings league",
        TournamentFormat::RoundRobin { double: true },
    );
    settings.options.size = Some(15);
    settings.openings = true;
    let (mut host, _) = server.client("Ana").await;
    let id = create(&mut host, settings, Vec::new(), true).await.id;
    let mut people = vec![host];
    for name in ["Ben", "Cem"] {
        let (mut client, _) = server.client(name).await;
        join(&mut client, &id, name).await;
        people.push(client);
    }
    people[0].send(&host_says(&id, HostAction::Start)).await;
    // Each person goes to each of their games, sees the opening on the board, and resigns.
    let tasks: Vec<_> = people
        .into_iter()
        .map(|mut client| {
            tokio::spawn(async move {
                let mut seen = Vec::new();
                loop {
                    match client.recv_within(std::time::Duration::from_secs(30)).await {
                        ServerMsg::TournamentGame(game) => {
                            let state = client
                                .join_room(game.room.clone(), Some(JoinAs::Player))
                                .await;
                            let opening = state.opening.clone().expect("the game's opening");
                            assert_eq!(opening.plies, 3, "a three-stone start");
                            assert!(state.history.len() >= 3, "its stones are on the board");
                            seen.push((game.game, opening.name.expect("one of the set")));
                            if state.status != boardroom_protocol::Status::Over {
                                client.send(&ClientMsg::Resign).await;
                            }
                            client.send(&ClientMsg::LeaveRoom).await;
                        }
                        ServerMsg::Tournament(view) if view.status == TournamentStatus::Over => {
                            return (seen, view);
                        }
                        _ => {}
                    }
                }
            })
        })
        .collect();
    let mut on_boards = HashMap::new();
    let mut end = None;
    for task in tasks {
        let (seen, view) = task.await.expect("a person's task");
        on_boards.extend(seen);
        end = Some(view);
    }
    let end = end.expect("three people");
    assert_eq!(end.games.len(), 6, "three pairs, twice each");
    let mut by_pair: HashMap<(String, String), Vec<_>> = HashMap::new();
    for game in &end.games {
        let opening = game.opening.clone().expect("every game has its opening");
        assert!(opening.starts_with("freestyle-"), "{opening}");
        assert_eq!(
            on_boards.get(&game.game),
            Some(&opening),
            "game {}: the room started from the event's opening",
            game.game
        );
        let mut pair = [game.black.clone(), game.white.clone()];
        pair.sort();
        by_pair
            .entry((pair[0].clone(), pair[1].clone()))
            .or_default()
            .push((game.black.clone(), opening));
    }
    for (pair, games) in &by_pair {
        assert_eq!(games.len(), 2, "{pair:?} meet twice");
        assert_eq!(games[0].1, games[1].1, "{pair:?}: one opening");
        assert_ne!(games[0].0, games[1].0, "{pair:?}: colours swapped");
    }
    let openings: std::collections::HashSet<_> = by_pair.values().map(|g| &g[0].1).collect();
    assert_eq!(openings.len(), 3, "each pair its own opening");
}
