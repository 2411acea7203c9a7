//! A fence: the owner's claim that a write to a room may still be made. In cluster mode each
//! room is owned by one node at a time (`cluster/ownership.rs`), and the room's task writes
//! through a store handle carrying its fence. The PostgreSQL writer checks the fence inside the
//! transaction that holds the write, and locks the owner row until that transaction ends, so a
//! takeover either happens before the check (and the write fails) or waits for the commit (and
//! the new owner reads the move back).

use std::sync::Arc;

/// Who may write to a room: the node that claimed it, with the epoch the claim got.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fence {
    /// The room code.
    pub code: Arc<str>,
    /// The owning node's id.
    pub node: Arc<str>,
    /// The epoch of the claim: it grows every time the room changes hands.
    pub epoch: i64,
}

impl Fence {
    /// The claim of a new room `code` by `node`: the first epoch (`cluster::CLAIM_NEW`).
    #[must_use]
    pub fn new_room(code: Arc<str>, node: Arc<str>) -> Fence {
        Fence {
            code,
            node,
            epoch: 1,
        }
    }
}
