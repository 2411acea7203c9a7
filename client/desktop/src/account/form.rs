//! The account fields the player types into, kept between frames, and the checks a new
//! password passes before it is sent: both copies equal, and as long as the server takes.

use boardroom_protocol::{ClientMsg, Password};

use super::texts;

/// The fewest characters a password has (the server's rule, `docs/protocol.md`).
pub const MIN_CHARS: usize = 8;
/// The most characters a password has.
pub const MAX_CHARS: usize = 128;

/// The password fields. Its `Debug` shows none of them, so that no log holds a password.
#[derive(Clone, Default, PartialEq, Eq)]
pub struct AccountForm {
    /// The password to sign in with (beside the name; empty: a guest's `hello`).
    pub password: String,
    /// The current password, to change it.
    pub current: String,
    /// A new password: the guest's first, or the account's next.
    pub new_password: String,
    /// The new password again.
    pub repeat: String,
}

impl std::fmt::Debug for AccountForm {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("AccountForm(..)")
    }
}

impl AccountForm {
    /// The password to sign in with, when one was typed.
    #[must_use]
    pub fn sign_in_password(&self) -> Option<Password> {
        (!self.password.is_empty()).then(|| Password(self.password.clone()))
    }

    /// The `sign_up` the fields describe, or the sentence that says what is wrong with them.
    ///
    /// # Errors
    /// When the two copies differ or the password's length is out of range.
    pub fn sign_up(&self) -> Result<ClientMsg, String> {
        let password = new_password(&self.new_password, &self.repeat)?;
        Ok(ClientMsg::SignUp { password })
    }

    /// The `change_password` the fields describe, or the sentence that says what is wrong.
    ///
    /// # Errors
    /// When the current password is empty, the two copies differ or the new password's length
    /// is out of range.
    pub fn change_password(&self) -> Result<ClientMsg, String> {
        if self.current.is_empty() {
            return Err(texts::current_missing());
        }
        let password = new_password(&self.new_password, &self.repeat)?;
        Ok(ClientMsg::ChangePassword {
            old_password: Password(self.current.clone()),
            password,
        })
    }

    /// Forgets every password typed (once sent and answered, none is kept longer than needed).
    pub fn clear(&mut self) {
        *self = AccountForm::default();
    }
}

/// A new password typed twice: the password when both copies are equal and its length is what
/// the server takes (characters, not bytes, counted as the server counts them).
///
/// # Errors
/// The sentence for the player otherwise.
pub fn new_password(password: &str, repeat: &str) -> Result<Password, String> {
    if password != repeat {
        return Err(texts::passwords_differ());
    }
    if !(MIN_CHARS..=MAX_CHARS).contains(&password.chars().count()) {
        return Err(texts::password_length(MIN_CHARS, MAX_CHARS));
    }
    Ok(Password(password.to_owned()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_password_is_typed_twice_and_is_8_to_128_characters() {
        assert_eq!(
            new_password("correct horse", "correct horse"),
            Ok(Password::from("correct horse"))
        );
        assert_eq!(
            new_password("correct horse", "correct hose"),
            Err(texts::passwords_differ())
        );
        let length = texts::password_length(MIN_CHARS, MAX_CHARS);
        assert_eq!(new_password("seven77", "seven77"), Err(length.clone()));
        assert!(new_password("eight888", "eight888").is_ok());
        // Characters, not bytes: eight letters of two bytes each are a password.
        assert!(new_password("ééééèèèè", "ééééèèèè").is_ok());
        let long = "x".repeat(MAX_CHARS);
        assert!(new_password(&long, &long).is_ok());
        let too_long = "x".repeat(MAX_CHARS + 1);
        assert_eq!(new_password(&too_long, &too_long), Err(length));
    }

    #[test]
    fn the_forms_make_their_messages_and_hide_their_passwords() {
        let mut form = AccountForm {
            password: String::new(),
            current: "old password".into(),
            new_password: "staple gun 42".into(),
            repeat: "staple gun 42".into(),
        };
        assert_eq!(form.sign_in_password(), None, "an empty field: a guest");
        assert_eq!(
            form.sign_up(),
            Ok(ClientMsg::SignUp {
                password: Password::from("staple gun 42")
            })
        );
        assert_eq!(
            form.change_password(),
            Ok(ClientMsg::ChangePassword {
                old_password: Password::from("old password"),
                password: Password::from("staple gun 42"),
            })
        );
        assert!(!format!("{form:?}").contains("staple"));
        form.current.clear();
        assert_eq!(form.change_password(), Err(texts::current_missing()));
        form.password = "hunter22".into();
        assert_eq!(form.sign_in_password(), Some(Password::from("hunter22")));
        form.clear();
        assert_eq!(form, AccountForm::default());
    }
}
