//! Cluster mode: several server processes sharing one PostgreSQL store, each room owned by
//! exactly one node at a time.
//!
//! # Layout
//! - `lease`: the node's lease as the node sees it (when to renew, when to step down), pure.
//! - `ownership`: the nodes' leases and the rooms' owner rows in PostgreSQL, each rule one SQL
//!   statement; a claim gives the [`Fence`](crate::store::Fence) every write of the room's task
//!   carries, which the store checks in the transaction holding the write.

mod lease;
mod ownership;

pub use lease::Lease;
pub use ownership::{Owner, Ownership};
