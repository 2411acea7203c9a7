-- Cluster mode: which node owns each room, and until when each node may act.
--
-- A node's lease is one row, renewed by that node alone, and its end is read on PostgreSQL's
-- own clock (`clock_timestamp()`), so that nodes whose clocks disagree still agree on who is
-- alive. A room's owner row names a node and an epoch; the epoch grows by one every time the
-- room changes hands, and every write of the owner's room is checked against it in the
-- transaction that holds the write (see `store/postgres/statements.rs`, FENCE): a node that
-- lost its lease, or whose room was taken over, cannot write to it again.
CREATE TABLE cluster_nodes (
    id TEXT PRIMARY KEY,
    -- Where other nodes reach this one on the bus, and what the operator sees.
    address TEXT NOT NULL,
    started_ms BIGINT NOT NULL,
    lease_until TIMESTAMPTZ NOT NULL
);
CREATE TABLE room_owners (
    code TEXT PRIMARY KEY,
    node TEXT NOT NULL,
    epoch BIGINT NOT NULL
);
CREATE INDEX room_owners_by_node ON room_owners(node);
-- The open rooms, which live nodes look through for rooms whose owner is gone.
CREATE INDEX rooms_open ON rooms(code) WHERE NOT closed;
