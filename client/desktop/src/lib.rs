//! The Boardroom desktop app: host a match for a friend or join one on the LAN, and play it in a
//! native window (eframe/egui).
//!
//! # Layout
//! - [`i18n`]: the app's words in the player's language, from the message catalogues
//!   (`client/locales`) the web page reads too; [`t!`] makes a text for people.
//! - [`fonts`]: a system font for Chinese, Japanese and Korean behind egui's own.
//! - [`app`]: the app, its session with a server, and the glue between the network's events and
//!   the view state.
//! - [`alerts`]: the sounds and the turn alert: what to play on what, and the platform's player.
//! - [`account`]: accounts: the words, the password fields and their checks.
//! - [`ratings`]: ratings: the words, a rating kind's name, the leaderboard's choice, a
//!   history's scale.
//! - [`catalogue`]: the games as the server's catalogue describes them: the app knows no game.
//! - [`state`]: the pure view state: a server message in, the new state out.
//! - [`net`]: the connection on its own thread, with reconnects and pings.
//! - [`host`]: the server the app hosts, on its own thread.
//! - [`host_console`]: the host's controls over that server: its console's API, on threads.
//! - [`records`]: game records to replay, fetched from the server or read from a file as SGF.
//! - [`settings`]: what the app remembers between runs.
//! - [`discovery`]: the seam to LAN discovery.
//! - [`board`]: board geometry, painting and clicks.
//! - [`views`]: the screens.

pub mod account;
pub mod alerts;
pub mod app;
pub mod board;
pub mod catalogue;
pub mod discovery;
pub mod fonts;
pub mod host;
pub mod host_console;
pub mod i18n;
pub mod net;
pub mod ratings;
pub mod records;
pub mod settings;
pub mod state;
pub mod views;

pub use app::{AppConfig, DesktopApp};
