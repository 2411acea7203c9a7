//! The tests that run the server program itself (`boardroom-server` as a process, the web
//! client in a browser, a cluster of nodes, the install scripts), one module a subject, in one
//! test binary: each binary links the whole server, so one binary instead of seven saves the
//! first `cargo test --workspace` its links (`cargo test -p boardroom-server --test process
//! MODULE::` runs one subject).

mod cluster;
mod deploy;
mod discovery;
mod event_restart;
mod hostile;
mod migrate;
mod restart;
mod web_client;
