//! What the server said of the player's account: whether the signed-in player has one (from
//! `welcome` and `account`), the answer or refusal of the last account request, and why a
//! sign-in (`hello` with a password) was refused and until when to wait. Pure, like the rest
//! of the view state: the time a message arrived is handed in.

use std::time::{Duration, Instant};

use boardroom_protocol::ErrorCode;

use super::error_text;
use crate::account::texts;

/// An account request the player made, so that its answer (`account` says nothing of what it
/// answers) gets the right sentence.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Request {
    /// `sign_up`: the guest's name becomes an account.
    SignUp,
    /// `change_password`.
    ChangePassword,
    /// `sign_out_elsewhere`.
    SignOutElsewhere,
}

impl Request {
    /// The request a refusal's `ref` names.
    #[must_use]
    pub fn of(reference: &str) -> Option<Request> {
        match reference {
            "sign_up" => Some(Request::SignUp),
            "change_password" => Some(Request::ChangePassword),
            "sign_out_elsewhere" => Some(Request::SignOutElsewhere),
            _ => None,
        }
    }
}

/// A sentence to show in the Account section: an answer, or a refusal (`error`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Said {
    /// The sentence.
    pub text: String,
    /// Whether it reports something refused.
    pub error: bool,
}

/// A refused `hello`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HelloRefused {
    /// Why, for programs.
    pub code: ErrorCode,
    /// The server's sentence.
    pub message: String,
    /// When a sign-in may be tried again (`rate_limited`'s `retry_in_ms`).
    pub retry_at: Option<Instant>,
}

impl HelloRefused {
    /// How long until a sign-in may be tried again, at `now`; zero if it may.
    #[must_use]
    pub fn wait_left(&self, now: Instant) -> Duration {
        self.retry_at
            .map_or(Duration::ZERO, |at| at.saturating_duration_since(now))
    }

    /// The refusal as the player reads it at `now`.
    #[must_use]
    pub fn text(&self, now: Instant) -> String {
        match self.code {
            ErrorCode::Unauthorized => texts::wrong_password(),
            // Held sign-in attempts say how long; other limits say it in words.
            ErrorCode::RateLimited if self.retry_at.is_some() => {
                texts::try_again_in(self.wait_left(now))
            }
            code => error_text(code, &self.message, self.retry_at.is_some()),
        }
    }
}

/// The player's account as far as the server has said.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AccountView {
    /// Whether the signed-in player has an account.
    pub holder: bool,
    /// The request sent and not answered yet.
    pub asked: Option<Request>,
    /// The last answer or refusal to show.
    pub said: Option<Said>,
    /// Why the last `hello` was refused, until a `welcome`.
    pub hello_refused: Option<HelloRefused>,
}

impl AccountView {
    /// `request` was sent: its answer is awaited, the last one is gone.
    pub fn ask(&mut self, request: Request) {
        self.asked = Some(request);
        self.said = None;
    }

    /// Shows a sentence of the app's own (a password the form would not send).
    pub fn say(&mut self, text: String, error: bool) {
        self.said = Some(Said { text, error });
    }

    /// A `welcome`: signed in, as an account's player or a guest.
    pub(super) fn welcomed(&mut self, account: bool) {
        *self = AccountView {
            holder: account,
            ..AccountView::default()
        };
    }

    /// An `account` answer: the player has an account, and `revoked` other devices' tokens
    /// stopped working.
    pub(super) fn answered(&mut self, revoked: u32) {
        self.holder = true;
        let text = match self.asked.take() {
            Some(Request::SignUp) => texts::account_made(),
            Some(Request::ChangePassword) => texts::password_changed(revoked),
            Some(Request::SignOutElsewhere) | None => texts::signed_out_others(revoked),
        };
        self.say(text, false);
    }

    /// An `error`: kept when it refuses a `hello` or an account request.
    pub(super) fn refused(
        &mut self,
        reference: Option<&str>,
        code: ErrorCode,
        message: &str,
        retry_in_ms: Option<u64>,
        now: Instant,
    ) {
        let Some(reference) = reference else {
            return;
        };
        if reference == "hello" {
            self.hello_refused = Some(HelloRefused {
                code,
                message: message.to_owned(),
                retry_at: retry_in_ms.map(|ms| now + Duration::from_millis(ms)),
            });
            return;
        }
        let Some(request) = Request::of(reference) else {
            return;
        };
        if self.asked == Some(request) {
            self.asked = None;
        }
        let text = match (request, code, retry_in_ms) {
            (Request::ChangePassword, ErrorCode::Unauthorized, _) => texts::wrong_current(),
            (_, ErrorCode::RateLimited, Some(ms)) => texts::try_again_in(Duration::from_millis(ms)),
            _ => error_text(code, message, retry_in_ms.is_some()),
        };
        self.say(text, true);
    }
}

#[cfg(test)]
mod tests {
    use boardroom_protocol::{ServerMsg, decode_server};

    use super::*;
    use crate::state::ViewState;

    fn error(code: ErrorCode, reference: &str, retry_in_ms: Option<u64>) -> ServerMsg {
        ServerMsg::Error {
            code,
            message: "refused".into(),
            reference: Some(reference.into()),
            retry_in_ms,
            retry_at_ply: None,
            words: None,
        }
    }

    fn welcome(account: bool) -> ServerMsg {
        decode_server(&format!(
            r#"{{"type":"welcome","protocol":1,"player_id":"7","token":"tk","name":"Ada","account":{account}}}"#
        ))
        .expect("a welcome")
    }

    fn account(revoked: u32) -> ServerMsg {
        ServerMsg::Account {
            name: "Ada".into(),
            player_id: "7".into(),
            revoked,
        }
    }

    #[test]
    fn a_busy_server_that_says_when_is_shown_in_its_own_words() {
        let start = Instant::now();
        let mut state = ViewState::default();
        state.apply(error(ErrorCode::ServerBusy, "hello", Some(1500)), start);
        let refused = state.account.hello_refused.clone().expect("refused");
        assert_eq!(refused.text(start), "Refused.");
        // An account request the same, and one without a time gets the app's hint.
        let said = |state: &ViewState| state.account.said.clone().map(|s| s.text);
        state.apply(error(ErrorCode::ServerBusy, "sign_up", Some(1500)), start);
        assert_eq!(said(&state).as_deref(), Some("Refused."));
        state.apply(error(ErrorCode::ServerBusy, "sign_up", None), start);
        assert_eq!(
            said(&state).as_deref(),
            Some("Refused. Please try again shortly.")
        );
    }

    #[test]
    fn a_refused_sign_in_says_why_and_how_long_to_wait_until_a_welcome() {
        let start = Instant::now();
        let mut state = ViewState::default();
        state.apply(error(ErrorCode::Unauthorized, "hello", None), start);
        let refused = state.account.hello_refused.clone().expect("refused");
        assert_eq!(refused.text(start), texts::wrong_password());
        assert_eq!(refused.wait_left(start), Duration::ZERO);

        state.apply(error(ErrorCode::RateLimited, "hello", Some(60_000)), start);
        let refused = state.account.hello_refused.clone().expect("refused");
        assert_eq!(refused.text(start), "Too many tries: try again in 60 s.");
        let later = start + Duration::from_millis(59_500);
        assert_eq!(refused.text(later), "Too many tries: try again in 1 s.");
        assert_eq!(
            refused.wait_left(start + Duration::from_secs(61)),
            Duration::ZERO
        );

        state.apply(welcome(true), start);
        assert_eq!(state.account.hello_refused, None);
        assert!(state.account.holder);
    }

    #[test]
    fn each_answer_says_what_it_did_and_refusals_say_why() {
        let now = Instant::now();
        let mut state = ViewState::default();
        state.apply(welcome(false), now);
        assert!(!state.account.holder);

        state.account.ask(Request::SignUp);
        state.apply(error(ErrorCode::BadRequest, "sign_up", None), now);
        assert_eq!(
            state.account.said,
            Some(Said {
                text: "Refused.".into(),
                error: true
            })
        );
        assert!(!state.account.holder);
        state.account.ask(Request::SignUp);
        assert_eq!(state.account.said, None);
        state.apply(account(0), now);
        assert!(state.account.holder);
        assert_eq!(
            state.account.said.as_ref().map(|s| s.text.as_str()),
            Some(texts::account_made().as_str())
        );

        state.account.ask(Request::ChangePassword);
        state.apply(error(ErrorCode::Unauthorized, "change_password", None), now);
        assert_eq!(
            state.account.said.as_ref().map(|s| s.text.as_str()),
            Some(texts::wrong_current().as_str())
        );
        state.account.ask(Request::ChangePassword);
        state.apply(
            error(ErrorCode::RateLimited, "change_password", Some(30_000)),
            now,
        );
        assert_eq!(
            state.account.said.as_ref().map(|s| s.text.as_str()),
            Some("Too many tries: try again in 30 s.")
        );
        state.account.ask(Request::ChangePassword);
        state.apply(account(2), now);
        assert_eq!(
            state.account.said.as_ref().map(|s| s.text.as_str()),
            Some("Your password is changed. 2 other devices were signed out.")
        );

        state.account.ask(Request::SignOutElsewhere);
        state.apply(account(1), now);
        assert_eq!(
            state.account.said,
            Some(Said {
                text: "1 other device was signed out.".into(),
                error: false
            })
        );
        // Errors of other requests leave the section alone.
        state.apply(error(ErrorCode::NoSuchRoom, "join_room", None), now);
        assert_eq!(state.account.said.as_ref().map(|s| s.error), Some(false));
    }
}
