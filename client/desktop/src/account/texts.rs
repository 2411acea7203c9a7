//! Every word the app says about accounts, in one place: the labels of the fields and buttons
//! and the sentences of answers and refusals, each from the message catalogues in the
//! player's language (the web page's message where it says the same).

use std::time::Duration;

use crate::state::time::seconds_left;
use crate::t;

/// The password field where the app asks for the name (the Find screen).
#[must_use]
pub fn password() -> String {
    t!("name-signin-password")
}

/// The password field's hint: a guest leaves it empty.
#[must_use]
pub fn password_hint() -> String {
    t!("desk-account-password-hint")
}

/// Under the name and password fields.
#[must_use]
pub fn password_about() -> String {
    t!("desk-account-password-about")
}

/// The heading of the panel shown while a sign-in is refused.
#[must_use]
pub fn sign_in_heading() -> String {
    t!("desk-account-sign-in-heading")
}

/// The button that says `hello` with a password again.
#[must_use]
pub fn sign_in() -> String {
    t!("name-signin-submit")
}

/// While `hello` waits for its answer.
#[must_use]
pub fn signing_in() -> String {
    t!("account-signing-in")
}

/// The name field of the sign-in panel.
#[must_use]
pub fn name() -> String {
    t!("desk-account-name")
}

/// The lobby's tab, and the heading of the section.
#[must_use]
pub fn section() -> String {
    t!("view-account-title")
}

/// Beside the name in the top bar, for an account holder.
#[must_use]
pub fn badge() -> String {
    t!("desk-account-badge")
}

/// A guest's section: its heading.
#[must_use]
pub fn keep_name() -> String {
    t!("view-account-signup")
}

/// What keeping the name gives.
#[must_use]
pub fn keep_name_about() -> String {
    t!("desk-account-keep-name-about")
}

/// The guest's new password.
#[must_use]
pub fn choose_password() -> String {
    t!("desk-account-choose-password")
}

/// The guest's new password again.
#[must_use]
pub fn repeat_password() -> String {
    t!("desk-account-repeat-password")
}

/// The button that sends `sign_up`.
#[must_use]
pub fn make_account() -> String {
    t!("desk-account-keep-my-name")
}

/// An account holder's section: the heading (and button) of a new password.
#[must_use]
pub fn change_password() -> String {
    t!("view-account-change")
}

/// The password now.
#[must_use]
pub fn current_password() -> String {
    t!("view-account-current")
}

/// The new password.
#[must_use]
pub fn new_password() -> String {
    t!("view-account-new-password")
}

/// The new password again.
#[must_use]
pub fn repeat_new_password() -> String {
    t!("view-account-repeat")
}

/// What a new password does to the other devices.
#[must_use]
pub fn change_password_about() -> String {
    t!("desk-account-change-password-about")
}

/// The button that sends `sign_out_elsewhere`.
#[must_use]
pub fn sign_out_elsewhere() -> String {
    t!("view-account-sign-out-elsewhere")
}

/// What signing out elsewhere does.
#[must_use]
pub fn sign_out_elsewhere_about() -> String {
    t!("desk-account-sign-out-elsewhere-about")
}

/// A new password whose two copies differ.
#[must_use]
pub fn passwords_differ() -> String {
    t!("account-differ")
}

/// The current password left empty.
#[must_use]
pub fn current_missing() -> String {
    t!("desk-account-current-missing")
}

/// Refused `hello`: a name without an account, or a wrong password (the server tells them
/// apart by nothing, and neither does the app).
#[must_use]
pub fn wrong_password() -> String {
    t!("account-wrong-password")
}

/// Refused `change_password`: the password now was wrong.
#[must_use]
pub fn wrong_current() -> String {
    t!("desk-account-wrong-current")
}

/// The connection was closed because this device's token was revoked.
#[must_use]
pub fn signed_out() -> String {
    t!("desk-account-signed-out")
}

/// A password's length as the server takes it, in characters.
#[must_use]
pub fn password_length(min: usize, max: usize) -> String {
    t!("desk-account-password-length", min = min, max = max)
}

/// Where the player stands: a guest or an account holder, by name.
#[must_use]
pub fn standing(name: &str, account: bool) -> String {
    if account {
        t!("desk-account-standing-holder", name = name)
    } else {
        t!("desk-account-standing-guest", name = name)
    }
}

/// Too many tries: when to try again.
#[must_use]
pub fn try_again_in(left: Duration) -> String {
    if left.is_zero() {
        t!("desk-account-try-again-now")
    } else {
        t!("desk-account-try-again-in", seconds = seconds_left(left))
    }
}

/// The answer to `sign_up`.
#[must_use]
pub fn account_made() -> String {
    t!("desk-account-made")
}

/// How many other devices a change signed out.
#[must_use]
pub fn signed_out_others(revoked: u32) -> String {
    t!("account-revoked", count = revoked)
}

/// The answer to `change_password`.
#[must_use]
pub fn password_changed(revoked: u32) -> String {
    t!(
        "desk-account-password-changed",
        revoked = signed_out_others(revoked)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_and_waits_read_as_before() {
        assert_eq!(signed_out_others(0), "No other device was signed in.");
        assert_eq!(signed_out_others(1), "1 other device was signed out.");
        assert_eq!(signed_out_others(3), "3 other devices were signed out.");
        assert_eq!(
            password_changed(2),
            "Your password is changed. 2 other devices were signed out."
        );
        assert_eq!(
            password_length(8, 128),
            "A password is 8 to 128 characters."
        );
        assert_eq!(
            try_again_in(Duration::from_millis(1500)),
            "Too many tries: try again in 2 s."
        );
        assert_eq!(
            try_again_in(Duration::ZERO),
            "Too many tries: you may try again now."
        );
    }
}
