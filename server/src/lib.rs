//! The Boardroom match server.
pub mod store;
