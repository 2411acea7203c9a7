//! Who the connection says it is in `hello`, and how that follows what the server says: a
//! `welcome` hands over this device's token (the password, once it signed in, is forgotten),
//! an `account` answer makes the token an account's, and an account's token that stopped
//! working (a new password or "sign out my other devices" elsewhere) ends the session rather
//! than reconnecting with it: such a token in `hello` would start a new guest.

use std::time::Duration;

use boardroom_protocol::{
    ClientMsg, ErrorCode, IMPLIED_LEGAL, PROTOCOL_VERSION, Password, ServerMsg,
};

/// The close code of a connection whose token stopped working (policy).
pub const CLOSE_SIGNED_OUT: u16 = 1008;

/// What the connection says `hello` with.
#[derive(Clone, Default, PartialEq, Eq)]
pub struct Credentials {
    /// The name to say hello with.
    pub name: String,
    /// This device's token from an earlier `welcome`.
    pub token: Option<String>,
    /// The password to sign in to the account of `name` with, sent instead of the token until
    /// a `welcome` gives this device a token of its own.
    pub password: Option<Password>,
    /// Whether `token` is an account's: then a refusal of it, or the connection closed for
    /// policy, means it was revoked.
    pub account: bool,
    /// Whether the last `hello` was said with an account's token.
    said_account_token: bool,
}

impl std::fmt::Debug for Credentials {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Credentials")
            .field("name", &self.name)
            .field("token", &self.token.as_ref().map(|_| ".."))
            .field("password", &self.password)
            .field("account", &self.account)
            .finish_non_exhaustive()
    }
}

/// What a message or a close means for the session.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Heard {
    /// Go on as before.
    Go,
    /// This device's account token stopped working: forget it and stop.
    SignedOut,
}

impl Credentials {
    /// Credentials for `name` with the token (and whether it is an account's) this device
    /// keeps for the server, or `password` to sign in with instead.
    #[must_use]
    pub fn new(
        name: String,
        token: Option<String>,
        account: bool,
        password: Option<Password>,
    ) -> Credentials {
        let signing_in = password.is_some();
        Credentials {
            name,
            token: token.filter(|_| !signing_in),
            password,
            account: account && !signing_in,
            said_account_token: false,
        }
    }

    /// The `hello` to say now: the password without a token when signing in, the token
    /// otherwise.
    pub fn hello(&mut self) -> ClientMsg {
        let token = self.token.clone().filter(|_| self.password.is_none());
        self.said_account_token = self.account && token.is_some();
        ClientMsg::Hello {
            protocol: PROTOCOL_VERSION,
            name: self.name.clone(),
            token,
            // The app keeps the board: a `step` whose legal points are the empty points need
            // not list them.
            features: vec![IMPLIED_LEGAL.to_owned()],
            bot: false,
            plays: Vec::new(),
            password: self.password.clone(),
        }
    }

    /// Signs in to the account of `name` with `password` at the next `hello`.
    pub fn sign_in(&mut self, name: String, password: Password) {
        self.name = name;
        self.password = Some(password);
    }

    /// Follows a message from the server.
    pub fn heard(&mut self, msg: &ServerMsg) -> Heard {
        match msg {
            // A revoked account token would have made a new guest, not the account's player.
            ServerMsg::Welcome { .. } if self.said_account_token && !welcomed_account(msg) => {
                self.signed_out()
            }
            ServerMsg::Welcome { token, name, .. } => {
                self.token = Some(token.clone());
                self.name.clone_from(name);
                self.password = None;
                self.account = welcomed_account(msg);
                Heard::Go
            }
            ServerMsg::Account { .. } => {
                self.account = true;
                Heard::Go
            }
            // An account's name is refused to a guest: the token said with it is dead. (A
            // server too busy to take the `hello` says nothing of the token.)
            ServerMsg::Error {
                code, reference, ..
            } if self.said_account_token
                && reference.as_deref() == Some("hello")
                && *code != ErrorCode::ServerBusy =>
            {
                self.signed_out()
            }
            _ => Heard::Go,
        }
    }

    /// Follows the server closing the connection with `code`.
    pub fn closed(&mut self, code: Option<u16>) -> Heard {
        if self.account && code == Some(CLOSE_SIGNED_OUT) {
            self.signed_out()
        } else {
            Heard::Go
        }
    }

    /// The token stopped working: nothing of it is kept.
    fn signed_out(&mut self) -> Heard {
        self.token = None;
        self.password = None;
        self.account = false;
        self.said_account_token = false;
        Heard::SignedOut
    }
}

/// How long to wait before saying `hello` again on the same connection, for a `hello` the
/// server was too busy to take (`server_busy` with when to ask again: many players arriving at
/// once, or all of a stopped machine's players coming back together).
#[must_use]
pub fn hello_again_in(msg: &ServerMsg) -> Option<Duration> {
    match msg {
        ServerMsg::Error {
            code: ErrorCode::ServerBusy,
            reference,
            retry_in_ms: Some(wait),
            ..
        } if reference.as_deref() == Some("hello") => {
            Some(Duration::from_millis((*wait).clamp(100, 5_000)))
        }
        _ => None,
    }
}

/// Whether a `welcome` is an account's.
fn welcomed_account(msg: &ServerMsg) -> bool {
    matches!(msg, ServerMsg::Welcome { account: true, .. })
}

#[cfg(test)]
mod tests {
    use boardroom_protocol::{ErrorCode, decode_server};

    use super::*;

    fn welcome(token: &str, account: bool) -> ServerMsg {
        decode_server(&format!(
            r#"{{"type":"welcome","protocol":1,"player_id":"7","token":"{token}","name":"Ada","account":{account}}}"#
        ))
        .expect("a welcome")
    }

    fn refused(code: ErrorCode) -> ServerMsg {
        refused_after(code, None)
    }

    fn refused_after(code: ErrorCode, retry_in_ms: Option<u64>) -> ServerMsg {
        ServerMsg::Error {
            code,
            message: "no".into(),
            reference: Some("hello".into()),
            retry_in_ms,
            retry_at_ply: None,
            words: None,
        }
    }

    fn says(hello: &ClientMsg) -> (Option<&str>, Option<&Password>) {
        match hello {
            ClientMsg::Hello {
                token, password, ..
            } => (token.as_deref(), password.as_ref()),
            other => panic!("not a hello: {other:?}"),
        }
    }

    #[test]
    fn a_sign_in_says_the_password_without_the_token_and_keeps_the_devices_token() {
        let secret = Password::from("correct horse");
        let mut me = Credentials::new(
            "Ada".into(),
            Some("tk_guest".into()),
            false,
            Some(secret.clone()),
        );
        assert_eq!(says(&me.hello()), (None, Some(&secret)));
        // Refused, then said again on the same connection with another password.
        assert_eq!(me.heard(&refused(ErrorCode::Unauthorized)), Heard::Go);
        let other = Password::from("correct horse battery");
        me.sign_in("Ada".into(), other.clone());
        assert_eq!(says(&me.hello()), (None, Some(&other)));
        assert_eq!(me.heard(&welcome("tk_phone", true)), Heard::Go);
        assert!(me.account);
        // After a drop: the device's own token, and no password.
        assert_eq!(says(&me.hello()), (Some("tk_phone"), None));
        assert!(!format!("{me:?}").contains("tk_phone"));
    }

    #[test]
    fn an_account_token_closed_for_policy_or_refused_is_forgotten() {
        let mut me = Credentials::new("Ada".into(), Some("tk_laptop".into()), true, None);
        me.hello();
        assert_eq!(me.closed(Some(1000)), Heard::Go, "an ordinary close");
        assert_eq!(me.closed(Some(CLOSE_SIGNED_OUT)), Heard::SignedOut);
        assert_eq!(me.token, None);

        // Revoked while away: the hello with the dead token is refused (the name is the
        // account's), or makes a guest.
        let mut me = Credentials::new("Ada".into(), Some("tk_laptop".into()), true, None);
        me.hello();
        assert_eq!(me.heard(&refused(ErrorCode::BadRequest)), Heard::SignedOut);
        let mut me = Credentials::new("Ada".into(), Some("tk_laptop".into()), true, None);
        me.hello();
        assert_eq!(me.heard(&welcome("tk_new", false)), Heard::SignedOut);
        assert_eq!(me.token, None);
    }

    #[test]
    fn a_guest_becomes_an_account_by_signing_up_and_is_never_signed_out_as_one_before() {
        let mut me = Credentials::new("Bo".into(), None, false, None);
        me.hello();
        assert_eq!(me.heard(&welcome("tk_bo", false)), Heard::Go);
        assert_eq!(
            me.closed(Some(CLOSE_SIGNED_OUT)),
            Heard::Go,
            "a guest's token"
        );
        assert_eq!(me.heard(&refused(ErrorCode::RateLimited)), Heard::Go);
        let account =
            decode_server(r#"{"type":"account","name":"Bo","player_id":"7","revoked":0}"#)
                .expect("an account");
        assert_eq!(me.heard(&account), Heard::Go);
        assert!(me.account);
        assert_eq!(me.closed(Some(CLOSE_SIGNED_OUT)), Heard::SignedOut);
    }

    #[test]
    fn a_hello_the_server_is_too_busy_for_is_said_again_after_its_hint_with_the_same_token() {
        let mut me = Credentials::new("Ada".into(), Some("tk_laptop".into()), true, None);
        me.hello();
        let busy = refused_after(ErrorCode::ServerBusy, Some(750));
        assert_eq!(me.heard(&busy), Heard::Go, "the account's token is fine");
        assert_eq!(hello_again_in(&busy), Some(Duration::from_millis(750)));
        assert_eq!(says(&me.hello()), (Some("tk_laptop"), None));
        // Only a busy `hello` with a hint is said again; the waits stay within reason.
        assert_eq!(hello_again_in(&refused(ErrorCode::ServerBusy)), None);
        assert_eq!(hello_again_in(&refused(ErrorCode::BadRequest)), None);
        let long = refused_after(ErrorCode::ServerBusy, Some(3_600_000));
        assert_eq!(hello_again_in(&long), Some(Duration::from_secs(5)));
    }
}
