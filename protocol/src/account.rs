//! Accounts on the wire: a password, which is never shown (its `Debug` hides it, so that no
//! log of a message holds one), and what the server says of a player's account.

use serde::{Deserialize, Serialize};

/// A password, as a client sends it. JSON: a string.
#[derive(Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Password(pub String);

impl std::fmt::Debug for Password {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Password(..)")
    }
}

impl From<&str> for Password {
    fn from(text: &str) -> Password {
        Password(text.to_owned())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_password_is_never_shown() {
        let shown = format!("{:?}", Password::from("hunter22"));
        assert!(!shown.contains("hunter"), "{shown}");
    }
}
