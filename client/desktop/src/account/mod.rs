//! Accounts in the app: a name given a password, signed in to from any device. The words are
//! in [`texts`], the fields and their checks in [`form`]; what the server said of the account
//! is folded into the view state (`state/account.rs`), the connection says `hello` as
//! `net::credentials` says, and the screens are `views/account.rs` and the Find screen.

pub mod form;
pub mod texts;

pub use form::AccountForm;
