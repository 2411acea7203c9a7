//! Every word the app says about accounts, in one place: the labels of the fields and buttons
//! and the sentences of answers and refusals, so that they move to message catalogues
//! together with the app's other texts.

use std::time::Duration;

use crate::state::time::seconds_left;

/// The password field where the app asks for the name (the Find screen).
pub const PASSWORD: &str = "Password";
/// The password field's hint: a guest leaves it empty.
pub const PASSWORD_HINT: &str = "only to sign in to an account";
/// Under the name and password fields.
pub const PASSWORD_ABOUT: &str = "Has your name a password? Type it to sign in from this device; leave it empty to play as a guest.";

/// The heading of the panel shown while a sign-in is refused.
pub const SIGN_IN_HEADING: &str = "Sign in to your account";
/// The button that says `hello` with a password again.
pub const SIGN_IN: &str = "Sign in";
/// While `hello` waits for its answer.
pub const SIGNING_IN: &str = "Signing in…";
/// The name field of the sign-in panel.
pub const NAME: &str = "Name";

/// The lobby's tab, and the heading of the section.
pub const SECTION: &str = "Account";
/// Beside the name in the top bar, for an account holder.
pub const BADGE: &str = "· account";

/// A guest's section: its heading.
pub const KEEP_NAME: &str = "Keep this name with a password";
/// What keeping the name gives.
pub const KEEP_NAME_ABOUT: &str =
    "With a password, nobody else can take this name, and you sign in with it from any device.";
/// The guest's new password.
pub const CHOOSE_PASSWORD: &str = "Choose a password";
/// The guest's new password again.
pub const REPEAT_PASSWORD: &str = "Repeat the password";
/// The button that sends `sign_up`.
pub const MAKE_ACCOUNT: &str = "Keep my name";

/// An account holder's section: the heading (and button) of a new password.
pub const CHANGE_PASSWORD: &str = "Change password";
/// The password now.
pub const CURRENT_PASSWORD: &str = "Current password";
/// The new password.
pub const NEW_PASSWORD: &str = "New password";
/// The new password again.
pub const REPEAT_NEW_PASSWORD: &str = "Repeat the new password";
/// What a new password does to the other devices.
pub const CHANGE_PASSWORD_ABOUT: &str =
    "Your other devices are signed out and sign in again with the new password.";
/// The button that sends `sign_out_elsewhere`.
pub const SIGN_OUT_ELSEWHERE: &str = "Sign out my other devices";
/// What signing out elsewhere does.
pub const SIGN_OUT_ELSEWHERE_ABOUT: &str =
    "Every other device signed in to this account is signed out; this one stays.";

/// A new password whose two copies differ.
pub const PASSWORDS_DIFFER: &str = "The two passwords differ: type the same one twice.";
/// The current password left empty.
pub const CURRENT_MISSING: &str = "Type your current password.";
/// Refused `hello`: a name without an account, or a wrong password (the server tells them
/// apart by nothing, and neither does the app).
pub const WRONG_PASSWORD: &str = "Wrong name or password.";
/// Refused `change_password`: the password now was wrong.
pub const WRONG_CURRENT: &str = "That is not your current password.";
/// The connection was closed because this device's token was revoked.
pub const SIGNED_OUT: &str = "You were signed out: your account's password was changed, or its other devices were signed out, on another device. Sign in again with your name and password.";

/// A password's length as the server takes it, in characters.
#[must_use]
pub fn password_length(min: usize, max: usize) -> String {
    format!("A password is {min} to {max} characters.")
}

/// Where the player stands: a guest or an account holder, by name.
#[must_use]
pub fn standing(name: &str, account: bool) -> String {
    if account {
        format!("You are signed in to the account {name}.")
    } else {
        format!("You play as the guest {name}: only this device's token keeps the name for you.")
    }
}

/// Too many tries: when to try again.
#[must_use]
pub fn try_again_in(left: Duration) -> String {
    if left.is_zero() {
        "Too many tries: you may try again now.".to_owned()
    } else {
        format!("Too many tries: try again in {} s.", seconds_left(left))
    }
}

/// The answer to `sign_up`.
pub const ACCOUNT_MADE: &str =
    "Your name is now an account: sign in with it and your password from any device.";

/// How many other devices a change signed out.
#[must_use]
pub fn signed_out_others(revoked: u32) -> String {
    match revoked {
        0 => "No other device was signed in.".to_owned(),
        1 => "1 other device was signed out.".to_owned(),
        n => format!("{n} other devices were signed out."),
    }
}

/// The answer to `change_password`.
#[must_use]
pub fn password_changed(revoked: u32) -> String {
    format!("Your password is changed. {}", signed_out_others(revoked))
}
