//! Who owns which room, in PostgreSQL: the nodes' leases (`cluster_nodes`) and the rooms' owner
//! rows with their epochs (`room_owners`, `migrations/postgres/V3__ownership.sql`).
//!
//! Every rule is one SQL statement, so PostgreSQL's row locks decide every race, and every time
//! is read on the database's clock: no node's clock ever decides who owns a room. A room is
//! claimed by inserting its owner row (a new room) or by taking the row of a node whose lease
//! has run out (a takeover), which adds one to its epoch; a write of the room's task carries
//! the epoch it was claimed with (`store::Fence`) and fails once it is not the row's.
//!
//! This runs on connections of its own, two: the lease's renewals on one, which nothing else
//! uses, and the rooms' claims and lookups on the other. A renewal must not wait behind the
//! writer's batches, nor behind the claims of a storm of new rooms: queued behind 5,000 of
//! them on one connection it came too late, and the node stepped down (docs/scaling.md).

use std::sync::Arc;
use std::time::Duration;

use tokio_postgres::Client;

use crate::store::{CachedClient, Fence, StoreError, now_ms};

/// Registers a node with a lease of `$4` ms from now.
const REGISTER: &str = "
    INSERT INTO cluster_nodes (id, address, started_ms, lease_until)
    VALUES ($1, $2, $3, clock_timestamp() + $4::bigint * interval '1 millisecond')";

/// Renews a lease that has not run out; no row when it has (the node lost its rooms).
const RENEW: &str = "
    UPDATE cluster_nodes SET lease_until = clock_timestamp() + $2::bigint * interval '1 millisecond'
    WHERE id = $1 AND lease_until > clock_timestamp()
    RETURNING 1";

/// Claims a room nobody owns; no row when somebody does (a code taken elsewhere) or when the
/// claiming node's lease has run out. A new room's claim is always epoch 1
/// ([`Fence::new_room`]); the store's writer makes it in the room's creating transaction.
pub(crate) const CLAIM_NEW: &str = "
    INSERT INTO room_owners (code, node, epoch)
    SELECT $1, id, 1 FROM cluster_nodes WHERE id = $2 AND lease_until > clock_timestamp()
    ON CONFLICT (code) DO NOTHING
    RETURNING epoch";

/// Claims a room nobody owns, or whose owner's lease has run out, with the next epoch; no row
/// when a live node owns it (this one included) or the claiming node's lease has run out. An
/// owner's batch in flight holds the row (`FOR SHARE`), so this waits for its commit.
const TAKE_OVER: &str = "
    INSERT INTO room_owners (code, node, epoch)
    SELECT $1, id, 1 FROM cluster_nodes WHERE id = $2 AND lease_until > clock_timestamp()
    ON CONFLICT (code) DO UPDATE SET node = EXCLUDED.node, epoch = room_owners.epoch + 1
    WHERE NOT EXISTS (
        SELECT 1 FROM cluster_nodes n
        WHERE n.id = room_owners.node AND n.lease_until > clock_timestamp()
    )
    RETURNING epoch";

/// Gives a room up (it closed, or its node is stopping), only if the claim still holds.
const RELEASE: &str = "DELETE FROM room_owners WHERE code = $1 AND node = $2 AND epoch = $3";

/// A room's owner: its node, that node's bus address, the epoch, and whether its lease holds.
const OWNER: &str = "
    SELECT o.node, n.address, o.epoch, COALESCE(n.lease_until > clock_timestamp(), FALSE)
    FROM room_owners o LEFT JOIN cluster_nodes n ON n.id = o.node
    WHERE o.code = $1";

/// Open rooms without a live owner: no owner row (their node left on purpose), or an owner
/// whose lease has run out. In a random order, so that the nodes looking share them.
const ORPHANS: &str = "
    SELECT r.code FROM rooms r
    LEFT JOIN room_owners o ON o.code = r.code
    LEFT JOIN cluster_nodes n ON n.id = o.node
    WHERE NOT r.closed AND (n.lease_until IS NULL OR n.lease_until <= clock_timestamp())
    ORDER BY random()
    LIMIT $1";

/// Events under way without a live owner, as [`ORPHANS`] finds rooms: an event's owner row is
/// keyed by [`event_key`].
const EVENT_ORPHANS: &str = "
    SELECT t.id FROM tournaments t
    LEFT JOIN room_owners o ON o.code = 'event:' || t.id::text
    LEFT JOIN cluster_nodes n ON n.id = o.node
    WHERE t.finished_ms IS NULL AND (n.lease_until IS NULL OR n.lease_until <= clock_timestamp())
    ORDER BY random()
    LIMIT $1";

/// How many nodes hold a lease now.
const LIVE_NODES: &str = "SELECT count(*) FROM cluster_nodes WHERE lease_until > clock_timestamp()";

/// A node leaving on purpose: its rooms become free at once, and so does its row.
const LEAVE: [&str; 2] = [
    "DELETE FROM room_owners WHERE node = $1",
    "DELETE FROM cluster_nodes WHERE id = $1",
];

/// The owner row of the event `id`: events are owned as rooms are, in the same table, under a
/// key no room code can be (codes are letters and digits).
#[must_use]
pub fn event_key(id: i64) -> String {
    format!("event:{id}")
}

/// A room's owner as the database says now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Owner {
    /// The owning node's id.
    pub node: String,
    /// Where that node is reached on the bus (empty if its row is gone).
    pub address: String,
    /// The claim's epoch.
    pub epoch: i64,
    /// Whether the owner's lease still holds: if not, the room may be taken over.
    pub alive: bool,
}

/// This node's side of the ownership tables, on a connection of its own.
#[derive(Debug)]
pub struct Ownership {
    /// The connection for the rooms' claims and lookups, made again when it is lost.
    client: CachedClient,
    /// The lease's connection: registering, renewing and leaving, and nothing else.
    lease: CachedClient,
    /// This node's id.
    node: Arc<str>,
    /// The lease's TTL.
    ttl: Duration,
}

impl Ownership {
    /// Registers the node `node` (reached on the bus at `address`) in the database at `url`,
    /// whose schema must be up to date (open the store first), with a lease of `ttl` from now.
    ///
    /// # Errors
    /// [`StoreError`] when the database cannot be reached or the node id is taken.
    pub async fn register(
        url: &str,
        node: &str,
        address: &str,
        ttl: Duration,
    ) -> Result<Ownership, StoreError> {
        let ownership = Ownership {
            client: CachedClient::new(url)?,
            lease: CachedClient::new(url)?,
            node: node.into(),
            ttl,
        };
        ownership
            .lease
            .get()
            .await?
            .execute(REGISTER, &[&node, &address, &now_ms(), &ownership.ttl_ms()])
            .await?;
        Ok(ownership)
    }

    /// This node's id.
    #[must_use]
    pub fn node(&self) -> &Arc<str> {
        &self.node
    }

    /// The lease's TTL.
    #[must_use]
    pub fn ttl(&self) -> Duration {
        self.ttl
    }

    fn ttl_ms(&self) -> i64 {
        i64::try_from(self.ttl.as_millis()).unwrap_or(i64::MAX)
    }

    /// The connection, made again if it was lost.
    async fn client(&self) -> Result<Arc<Client>, StoreError> {
        self.client.get().await
    }

    /// Renews the lease for another TTL. `false` when it had already run out: the node has lost
    /// every room it owned, and must stop acting as their owner.
    ///
    /// # Errors
    /// [`StoreError`] when the database cannot be reached (the lease is then as it was).
    pub async fn renew(&self) -> Result<bool, StoreError> {
        let rows = self
            .lease
            .get()
            .await?
            .execute(RENEW, &[&&*self.node, &self.ttl_ms()])
            .await?;
        Ok(rows == 1)
    }

    /// Claims the new room `code`. `None` when the code is owned already, anywhere in the
    /// cluster, or this node's lease has run out.
    ///
    /// # Errors
    /// [`StoreError`] when the database cannot be reached.
    pub async fn claim_new(&self, code: &str) -> Result<Option<Fence>, StoreError> {
        self.claim(CLAIM_NEW, code).await
    }

    /// Claims the room `code` if nobody owns it or its owner's lease has run out. `None` when
    /// a live node owns it, or this node's lease has run out.
    ///
    /// # Errors
    /// [`StoreError`] when the database cannot be reached.
    pub async fn take_over(&self, code: &str) -> Result<Option<Fence>, StoreError> {
        self.claim(TAKE_OVER, code).await
    }

    async fn claim(&self, sql: &str, code: &str) -> Result<Option<Fence>, StoreError> {
        let row = self
            .client()
            .await?
            .query_opt(sql, &[&code, &&*self.node])
            .await?;
        Ok(match row {
            Some(row) => Some(Fence {
                code: code.into(),
                node: self.node.clone(),
                epoch: row.try_get(0)?,
            }),
            None => None,
        })
    }

    /// Gives the room of `fence` up, if the claim still holds.
    ///
    /// # Errors
    /// [`StoreError`] when the database cannot be reached.
    pub async fn release(&self, fence: &Fence) -> Result<(), StoreError> {
        self.client()
            .await?
            .execute(RELEASE, &[&&*fence.code, &&*fence.node, &fence.epoch])
            .await?;
        Ok(())
    }

    /// Who owns the room `code` now, if anybody.
    ///
    /// # Errors
    /// [`StoreError`] when the database cannot be reached.
    pub async fn owner(&self, code: &str) -> Result<Option<Owner>, StoreError> {
        let row = self.client().await?.query_opt(OWNER, &[&code]).await?;
        Ok(match row {
            Some(row) => Some(Owner {
                node: row.try_get(0)?,
                address: row.try_get::<_, Option<String>>(1)?.unwrap_or_default(),
                epoch: row.try_get(2)?,
                alive: row.try_get(3)?,
            }),
            None => None,
        })
    }

    /// At most `limit` open rooms that no live node owns, for a live node to take over.
    ///
    /// # Errors
    /// [`StoreError`] when the database cannot be reached.
    pub async fn orphans(&self, limit: i64) -> Result<Vec<String>, StoreError> {
        let rows = self.client().await?.query(ORPHANS, &[&limit]).await?;
        Ok(rows
            .iter()
            .map(|row| row.try_get(0))
            .collect::<Result<_, _>>()?)
    }

    /// At most `limit` events under way that no live node owns, for a live node to take over.
    ///
    /// # Errors
    /// [`StoreError`] when the database cannot be reached.
    pub async fn event_orphans(&self, limit: i64) -> Result<Vec<i64>, StoreError> {
        let rows = self.client().await?.query(EVENT_ORPHANS, &[&limit]).await?;
        Ok(rows
            .iter()
            .map(|row| row.try_get(0))
            .collect::<Result<_, _>>()?)
    }

    /// How many nodes of the cluster hold a lease now (this one among them, while it lives).
    ///
    /// # Errors
    /// [`StoreError`] when the database cannot be reached.
    pub async fn live_nodes(&self) -> Result<usize, StoreError> {
        let row = self.client().await?.query_one(LIVE_NODES, &[]).await?;
        let count: i64 = row.try_get(0)?;
        Ok(usize::try_from(count).unwrap_or_default())
    }

    /// Leaves the cluster on purpose: every room of this node is free at once, for other nodes
    /// to take over without waiting for the lease to run out.
    ///
    /// # Errors
    /// [`StoreError`] when the database cannot be reached.
    pub async fn leave(&self) -> Result<(), StoreError> {
        let client = self.lease.get().await?;
        for sql in LEAVE {
            client.execute(sql, &[&&*self.node]).await?;
        }
        Ok(())
    }
}
