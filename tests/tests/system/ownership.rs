//! Cluster mode's ownership in a real PostgreSQL: a room has one owner at a time, a claim's
//! epoch fences every write of its owner, and an owner whose lease ran out can write nothing,
//! whether or not another node has taken the room over yet. The leases are a second long, and
//! the database's clock (`clock_timestamp()`) decides when they end.

use std::time::Duration;

use boardroom_engine::{Config, GameKind, Move, Options, Point};
use boardroom_server::cluster::Ownership;
use boardroom_server::store::{Fence, Location, Store, StoreError, StoredOptions, Write};
use boardroom_tests::postgres::Postgres;

/// The nodes' lease in these tests.
const TTL: Duration = Duration::from_secs(1);

fn gomoku() -> Config {
    Config::validate(GameKind::Gomoku, &Options::default()).expect("defaults")
}

fn append(game_id: i64, ply: usize) -> Write {
    let at = |n: usize| i8::try_from(n).expect("on the board");
    Write::AppendMove {
        game_id,
        ply,
        mv: Move::Place(Point::new(at(ply % 15), at(ply / 15 % 15))),
        left_ms: None,
    }
}

/// A store on a new database of `postgres`, with the room `code` in it; its URL, the store
/// and the room's game id.
async fn store_with_room(postgres: &Postgres, database: &str, code: &str) -> (String, Store, i64) {
    let url = postgres.create_database(database);
    let (store, _) = Store::open_at(&Location::Postgres(url.clone()))
        .await
        .expect("the store opens");
    let game_id = store
        .write(Write::CreateRoom {
            code: code.into(),
            options: StoredOptions::of_config(&gomoku()),
            seats: [None, None],
        })
        .await
        .expect("the room is stored");
    (url, store, game_id)
}

/// How many moves of the room are stored, read back as a restarting server would.
async fn stored_moves(url: &str) -> usize {
    let (_, snapshot) = Store::open_at(&Location::Postgres(url.into()))
        .await
        .expect("the store opens again");
    snapshot.rooms[0].moves.len()
}

#[tokio::test]
async fn a_room_has_one_owner_and_a_lapsed_or_displaced_owner_cannot_write() {
    let postgres = Postgres::start();
    let (url, store, game) = store_with_room(&postgres, "fence", "K7Q2").await;
    let a = Ownership::register(&url, "node-a", "a", TTL)
        .await
        .expect("a registers");
    let b = Ownership::register(&url, "node-b", "b", TTL)
        .await
        .expect("b registers");

    // One owner at a time: A claims first; B can neither claim nor take over a live owner's room.
    let fence_a = a.claim_new("K7Q2").await.expect("db").expect("A claims");
    assert_eq!(fence_a.epoch, 1);
    assert_eq!(b.claim_new("K7Q2").await.expect("db"), None);
    assert_eq!(b.take_over("K7Q2").await.expect("db"), None);
    let as_a = store.fenced(fence_a.clone());
    as_a.write(append(game, 0)).await.expect("the owner writes");

    // A stops renewing (as a frozen process would); B goes on. Once A's lease has run out on the
    // database's clock, A cannot write, even before anybody takes the room.
    for _ in 0..3 {
        tokio::time::sleep(TTL / 2).await;
        assert!(b.renew().await.expect("db"), "B's lease holds");
    }
    let late = as_a.write(append(game, 1)).await;
    assert!(matches!(late, Err(StoreError::Fenced)), "{late:?}");
    let owner = b.owner("K7Q2").await.expect("db").expect("an owner row");
    assert_eq!((owner.node.as_str(), owner.alive), ("node-a", false));

    // B takes the room over with the next epoch and writes on.
    let fence_b = b
        .take_over("K7Q2")
        .await
        .expect("db")
        .expect("B takes over");
    assert_eq!(fence_b.epoch, 2);
    store
        .fenced(fence_b.clone())
        .write(append(game, 1))
        .await
        .expect("the new owner writes");

    // A, woken up, finds its lease gone and cannot claim anything.
    assert!(!a.renew().await.expect("db"), "A's lease is gone");
    assert_eq!(a.take_over("K7Q2").await.expect("db"), None);
    assert_eq!(a.claim_new("NEW1").await.expect("db"), None);

    // Even with a live lease again, A's old epoch names a claim that is no longer the room's:
    // the epoch alone fences it.
    postgres.sql(
        "fence",
        "UPDATE cluster_nodes SET lease_until = clock_timestamp() + interval '1 hour' \
         WHERE id = 'node-a'",
    );
    let stale = as_a.write(append(game, 2)).await;
    assert!(matches!(stale, Err(StoreError::Fenced)), "{stale:?}");
    assert_eq!(
        stored_moves(&url).await,
        2,
        "only the owners' moves are stored"
    );

    // Released on close, a room can be claimed anew, with a fresh row.
    b.release(&fence_b).await.expect("db");
    assert_eq!(b.owner("K7Q2").await.expect("db"), None);
    let again = b
        .claim_new("K7Q2")
        .await
        .expect("db")
        .expect("claimed again");
    assert_eq!(again.epoch, 1);
}

#[tokio::test]
async fn a_fenced_write_fails_alone_in_its_batch_and_leaving_frees_every_room_at_once() {
    let postgres = Postgres::start();
    let (url, store, game) = store_with_room(&postgres, "batch", "B4TC").await;
    let a = Ownership::register(&url, "node-a", "a", Duration::from_secs(60))
        .await
        .expect("a registers");
    let fence = a.claim_new("B4TC").await.expect("db").expect("A claims");
    let stale = boardroom_server::store::Fence {
        epoch: fence.epoch + 1,
        ..fence.clone()
    };
    // Many writes queued together, so that the writer takes them as one batch: the stale ones
    // fail, the others are all stored.
    let good = store.fenced(fence.clone());
    let bad = store.fenced(stale);
    let writes = (0..40).map(|ply| {
        let (good, bad) = (good.clone(), bad.clone());
        async move {
            if ply % 2 == 0 {
                good.write(append(game, ply / 2)).await.map(|_| true)
            } else {
                bad.write(append(game, 100 + ply)).await.map(|_| false)
            }
        }
    });
    let answers = futures_util::future::join_all(writes).await;
    let stored = answers.iter().filter(|a| matches!(a, Ok(true))).count();
    let fenced = answers
        .iter()
        .filter(|a| matches!(a, Err(StoreError::Fenced)))
        .count();
    assert_eq!((stored, fenced), (20, 20), "{answers:?}");
    assert_eq!(stored_moves(&url).await, 20);

    // A node leaving on purpose frees its rooms at once: another node takes them over
    // without waiting for the lease, and the old claim writes nothing more.
    let b = Ownership::register(&url, "node-b", "b", Duration::from_secs(60))
        .await
        .expect("b registers");
    assert_eq!(b.take_over("B4TC").await.expect("db"), None, "A is alive");
    a.leave().await.expect("db");
    let taken = b
        .take_over("B4TC")
        .await
        .expect("db")
        .expect("B takes over");
    assert_eq!(taken.epoch, 1, "a fresh row after the release");
    let late = good.write(append(game, 20)).await;
    assert!(matches!(late, Err(StoreError::Fenced)), "{late:?}");
}

#[tokio::test]
async fn new_rooms_are_claimed_in_the_batch_that_stores_them_and_a_code_owned_elsewhere_fails_alone()
 {
    let postgres = Postgres::start();
    let url = postgres.create_database("claims");
    let (store, _) = Store::open_at(&Location::Postgres(url.clone()))
        .await
        .expect("the store opens");
    let a = Ownership::register(&url, "node-a", "a", Duration::from_secs(60))
        .await
        .expect("a registers");
    let b = Ownership::register(&url, "node-b", "b", Duration::from_secs(60))
        .await
        .expect("b registers");
    b.claim_new("TAKN").await.expect("db").expect("B claims");
    let create = |code: &str| Write::CreateRoom {
        code: code.into(),
        options: StoredOptions::of_config(&gomoku()),
        seats: [None, None],
    };
    // Forty new rooms of A's queued together (so that the writer takes them as one batch), one
    // of them on the code B owns: that one fails alone, the others are claimed and stored.
    let codes: Vec<String> = (0..40)
        .map(|i| {
            if i == 7 {
                "TAKN".into()
            } else {
                format!("N{i:03}")
            }
        })
        .collect();
    let claims = codes.iter().map(|code| {
        let fence = Fence::new_room(code.as_str().into(), a.node().clone());
        store.write_claiming(fence, create(code))
    });
    let answers = futures_util::future::join_all(claims).await;
    let unclaimed: Vec<&String> = codes
        .iter()
        .zip(&answers)
        .filter(|(_, a)| matches!(a, Err(StoreError::Unclaimed)))
        .map(|(code, _)| code)
        .collect();
    assert_eq!(unclaimed, ["TAKN"], "{answers:?}");
    assert_eq!(answers.iter().filter(|a| a.is_ok()).count(), 39);
    for code in codes.iter().filter(|c| *c != "TAKN") {
        let owner = b.owner(code).await.expect("db").expect("an owner row");
        assert_eq!(
            (owner.node.as_str(), owner.epoch, owner.alive),
            ("node-a", 1, true)
        );
    }
    let taken = b.owner("TAKN").await.expect("db").expect("B's row");
    assert_eq!(taken.node, "node-b", "B keeps its room");
    let (_, snapshot) = Store::open_at(&Location::Postgres(url.clone()))
        .await
        .expect("the store opens again");
    assert_eq!(snapshot.rooms.len(), 39, "the refused room was not stored");

    // The claim is the room's fence: A writes through it.
    let game_id = *answers[0].as_ref().expect("stored");
    let fence = Fence::new_room(codes[0].as_str().into(), a.node().clone());
    store
        .fenced(fence)
        .write(append(game_id, 0))
        .await
        .expect("the owner writes");

    // A node whose lease has run out claims nothing, and stores nothing of the room.
    postgres.sql(
        "claims",
        "UPDATE cluster_nodes SET lease_until = clock_timestamp() - interval '1 second' \
         WHERE id = 'node-a'",
    );
    let fence = Fence::new_room("LATE".into(), a.node().clone());
    let late = store.write_claiming(fence, create("LATE")).await;
    assert!(matches!(late, Err(StoreError::Unclaimed)), "{late:?}");
    assert_eq!(b.owner("LATE").await.expect("db"), None);
}
