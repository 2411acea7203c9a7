//! The desktop app's window tests (egui_kittest, against real servers), one module a subject,
//! in one test binary: each binary links the app, its graphics and the server, so one binary
//! instead of nine saves the first `cargo test --workspace` its links (`cargo test -p
//! boardroom-desktop --test app MODULE::` runs one subject).

mod accounts;
mod against_the_computer;
mod alerts;
mod clocks_and_claims;
mod common;
mod events;
mod find_and_reconnect;
mod host_console;
mod lan_discovery;
mod languages;
mod ratings;
mod screenshots;
mod seats;
mod sgf_files;
mod two_players;
mod your_games;
