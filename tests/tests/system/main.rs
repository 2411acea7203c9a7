//! The whole-system tests over real sockets, one module a subject, in one test binary: each
//! binary links the whole server, so one binary instead of thirteen saves the first
//! `cargo test --workspace` minutes of linking (`cargo test -p boardroom-tests --test system
//! MODULE::` runs one subject).

mod accounts;
mod bots;
mod console;
mod engines;
mod fairplay;
mod on_postgres;
mod openings;
mod ownership;
mod ratings;
mod records;
mod resilience;
mod reviews;
mod room_flow;
mod session;
mod store;
mod storm;
mod strangers;
mod tournaments;
