//! Accounts over real sockets: a name given a password signs in from another device (and
//! after a restart), keeps its name from everyone else, and a new password or signing out
//! elsewhere ends the other devices' tokens and closes their connections; a guessed password is
//! slowed as promised; a class signs in from one address past the new-player limit.

use std::net::Ipv4Addr;

use boardroom_protocol::{ClientMsg, ErrorCode, Password, ServerMsg};
use boardroom_tests::{
    Frame, TestClient, TestServer, data_dir, error_of, hello_message, room_machine,
};

/// The password the tests give.
const SECRET: &str = "correct horse battery";

/// A `hello` that signs in to the account `name` with `password`.
fn sign_in(name: &str, password: &str) -> ClientMsg {
    let mut hello = hello_message(1, name, None);
    if let ClientMsg::Hello { password: p, .. } = &mut hello {
        *p = Some(Password::from(password));
    }
    hello
}

/// What a `hello` came to: the welcome's player id, token and whether it is an account's, or
/// the refusal's code and how long to wait.
#[derive(Debug, PartialEq)]
enum Came {
    Welcome(String, String, bool),
    Refused(ErrorCode, Option<u64>),
}

async fn says(client: &mut TestClient, msg: &ClientMsg) -> Came {
    client.send(msg).await;
    client
        .expect(|m| match m {
            ServerMsg::Welcome {
                player_id,
                token,
                account,
                ..
            } => Some(Came::Welcome(player_id.clone(), token.clone(), *account)),
            ServerMsg::Error {
                code, retry_in_ms, ..
            } => Some(Came::Refused(*code, *retry_in_ms)),
            _ => None,
        })
        .await
}

/// The `account` answer, or the refusal's code.
async fn account_answer(client: &mut TestClient, msg: &ClientMsg) -> Result<u32, ErrorCode> {
    client.send(msg).await;
    client
        .expect(|m| match m {
            ServerMsg::Account { revoked, .. } => Some(Ok(*revoked)),
            ServerMsg::Error { code, .. } => Some(Err(*code)),
            _ => None,
        })
        .await
}

fn sign_up(password: &str) -> ClientMsg {
    ClientMsg::SignUp {
        password: Password::from(password),
    }
}

#[tokio::test]
async fn an_account_signs_in_from_any_device_and_keeps_its_name() {
    let dir = data_dir();
    let mut server = TestServer::start(dir.path()).await;
    let (mut laptop, laptop_token) = server.client("Ada").await;
    assert_eq!(
        account_answer(&mut laptop, &sign_up("short")).await,
        Err(ErrorCode::BadRequest),
        "a password of five characters"
    );
    assert_eq!(account_answer(&mut laptop, &sign_up(SECRET)).await, Ok(0));
    assert_eq!(
        account_answer(&mut laptop, &sign_up(SECRET)).await,
        Err(ErrorCode::BadRequest),
        "one account a player"
    );

    // A phone signs in with the password (the name's case aside): the same player, its own token.
    let mut phone = server.connect().await;
    let Came::Welcome(player, phone_token, true) = says(&mut phone, &sign_in("ada", SECRET)).await
    else {
        panic!("the phone signs in to the account");
    };
    let mut again = server.connect().await;
    let Came::Welcome(laptops, _, true) =
        says(&mut again, &hello_message(1, "Ada", Some(&laptop_token))).await
    else {
        panic!("the laptop's token goes on");
    };
    assert_eq!(player, laptops, "one player");
    assert_ne!(phone_token, laptop_token, "each device its own token");

    // Nobody else takes the name, nor one that looks like it.
    for name in ["Ada", "ADA", "\u{410}da"] {
        let mut stranger = server.connect().await;
        assert_eq!(
            says(&mut stranger, &hello_message(1, name, None)).await,
            Came::Refused(ErrorCode::BadRequest, None),
            "{name}"
        );
    }
    let (mut bo, _) = server.client("Bo").await;
    bo.send(&ClientMsg::PlayerInfo {
        name: "ada".to_owned(),
    })
    .await;
    assert_eq!(
        bo.expect(error_of).await.0,
        ErrorCode::BadRequest,
        "renaming to it"
    );
    assert_eq!(
        account_answer(&mut bo, &sign_up(SECRET)).await,
        Ok(0),
        "another name makes its own account"
    );
    // Wrong passwords and names without an account are told apart by nothing.
    let mut wrong = server.connect().await;
    assert_eq!(
        says(&mut wrong, &sign_in("Ada", "correct horse batter")).await,
        Came::Refused(ErrorCode::Unauthorized, None)
    );
    assert_eq!(
        says(&mut wrong, &sign_in("Nobody", SECRET)).await,
        Came::Refused(ErrorCode::Unauthorized, None)
    );
    for client in [laptop, phone, again, bo, wrong] {
        client.close().await;
    }
    server.stop().await;

    // After a restart: the password and both devices' tokens still sign in.
    let server = TestServer::start(dir.path()).await;
    let mut tablet = server.connect().await;
    let Came::Welcome(id, _, true) = says(&mut tablet, &sign_in("Ada", SECRET)).await else {
        panic!("the password still signs in");
    };
    assert_eq!(id, player);
    for token in [&laptop_token, &phone_token] {
        let mut device = server.connect().await;
        let Came::Welcome(id, _, true) =
            says(&mut device, &hello_message(1, "Ada", Some(token))).await
        else {
            panic!("a device's token still signs in");
        };
        assert_eq!(id, player);
    }
}

#[tokio::test]
async fn a_new_password_or_signing_out_elsewhere_ends_the_other_devices() {
    let dir = data_dir();
    let server = TestServer::start(dir.path()).await;
    let (mut laptop, laptop_token) = server.client("Ada").await;
    assert_eq!(account_answer(&mut laptop, &sign_up(SECRET)).await, Ok(0));
    let mut phone = server.connect().await;
    let Came::Welcome(player, phone_token, true) = says(&mut phone, &sign_in("Ada", SECRET)).await
    else {
        panic!("signed in");
    };
    let mut tablet = server.connect().await;
    assert!(matches!(
        says(&mut tablet, &sign_in("Ada", SECRET)).await,
        Came::Welcome(..)
    ));

    // (An account takes five tries at its password at once: this test makes five.)
    let change = ClientMsg::ChangePassword {
        old_password: Password::from(SECRET),
        password: Password::from("staple gun 42 tree"),
    };
    assert_eq!(account_answer(&mut laptop, &change).await, Ok(2));
    for device in [&mut phone, &mut tablet] {
        assert_eq!(closed(device).await, Some(1008), "signed out");
    }
    // The phone's token now makes a new player; the old password signs in nowhere.
    let mut phone = server.connect().await;
    let Came::Welcome(other, _, false) =
        says(&mut phone, &hello_message(1, "Phone", Some(&phone_token))).await
    else {
        panic!("a new player");
    };
    assert_ne!(other, player);
    assert_eq!(
        says(&mut phone, &sign_in("Ada", SECRET)).await,
        Came::Refused(ErrorCode::BadRequest, None),
        "hello once"
    );
    let mut phone = server.connect().await;
    assert_eq!(
        says(&mut phone, &sign_in("Ada", SECRET)).await,
        Came::Refused(ErrorCode::Unauthorized, None)
    );
    let Came::Welcome(id, _, true) = says(&mut phone, &sign_in("Ada", "staple gun 42 tree")).await
    else {
        panic!("the new password signs in");
    };
    assert_eq!(id, player);

    // Signing out elsewhere: the phone's connection closes; the laptop goes on.
    assert_eq!(
        account_answer(&mut laptop, &ClientMsg::SignOutElsewhere).await,
        Ok(1)
    );
    assert_eq!(closed(&mut phone).await, Some(1008));
    let mut laptop_again = server.connect().await;
    let Came::Welcome(id, _, true) = says(
        &mut laptop_again,
        &hello_message(1, "Ada", Some(&laptop_token)),
    )
    .await
    else {
        panic!("the laptop's own token goes on");
    };
    assert_eq!(id, player);
}

/// Reads until the connection closes; its close code.
async fn closed(client: &mut TestClient) -> Option<u16> {
    loop {
        if let Frame::Closed(code) = client.next_frame().await {
            return code;
        }
    }
}

#[tokio::test]
async fn a_guessed_password_is_slowed_to_one_try_a_minute_from_any_address() {
    let dir = data_dir();
    let server = TestServer::start(dir.path()).await;
    let (mut ada, _) = server.client("Ada").await;
    assert_eq!(account_answer(&mut ada, &sign_up(SECRET)).await, Ok(0));
    let change = ClientMsg::ChangePassword {
        old_password: Password::from("not the password"),
        password: Password::from("staple gun 42 tree"),
    };
    assert_eq!(
        account_answer(&mut ada, &change).await,
        Err(ErrorCode::Unauthorized),
        "the password now is asked, and the try is counted"
    );
    let mut guesser = server.connect_from(room_machine(1)).await;
    for n in 0..4 {
        assert_eq!(
            says(&mut guesser, &sign_in("Ada", &format!("guess number {n}"))).await,
            Came::Refused(ErrorCode::Unauthorized, None)
        );
    }
    let held = Came::Refused(ErrorCode::RateLimited, Some(60_000));
    assert_eq!(
        says(&mut guesser, &sign_in("Ada", SECRET)).await,
        held,
        "the sixth try waits, even the right password"
    );
    let mut elsewhere = server.connect_from(room_machine(2)).await;
    assert_eq!(
        says(&mut elsewhere, &sign_in("Ada", SECRET)).await,
        held,
        "from another address too"
    );
    assert!(
        matches!(
            says(&mut elsewhere, &hello_message(1, "Bo", None)).await,
            Came::Welcome(_, _, false)
        ),
        "a guest is not held"
    );
}

#[tokio::test]
async fn a_class_of_thirty_signs_in_from_one_school_address() {
    let dir = data_dir();
    let server = TestServer::start(dir.path()).await;
    // Thirty accounts, made from the pupils' own machines at home.
    for pupil in 0..30u8 {
        let home = Ipv4Addr::new(127, 50, pupil, 1);
        let (mut client, _) = server.client_from(home, &format!("Pupil {pupil}")).await;
        assert_eq!(account_answer(&mut client, &sign_up(SECRET)).await, Ok(0));
        client.close().await;
    }
    // At school they all sign in from one address, past the limit on new players (10 at once).
    let school = Ipv4Addr::new(127, 60, 0, 1);
    let mut class = Vec::new();
    for pupil in 0..30u8 {
        let mut client = server.connect_from(school).await;
        let came = says(&mut client, &sign_in(&format!("pupil {pupil}"), SECRET)).await;
        assert!(
            matches!(came, Came::Welcome(_, _, true)),
            "pupil {pupil}: {came:?}"
        );
        class.push(client);
    }
    // Guests from that address are still held by the limit.
    let mut refused = 0;
    for n in 0..12 {
        let mut guest = server.connect_from(school).await;
        let came = says(&mut guest, &hello_message(1, &format!("Guest {n}"), None)).await;
        refused += u32::from(matches!(came, Came::Refused(ErrorCode::RateLimited, _)));
    }
    assert!(
        refused > 0,
        "new players from one address are still limited"
    );
}
