-- The host's console: what it has put in force (a player or an address banned, a player muted),
-- held across restarts, and every action it took, in order.
CREATE TABLE moderation (
    kind TEXT NOT NULL,
    target TEXT NOT NULL,
    at_ms INTEGER NOT NULL,
    PRIMARY KEY (kind, target)
);
CREATE TABLE audit (
    id INTEGER PRIMARY KEY,
    at_ms INTEGER NOT NULL,
    action TEXT NOT NULL,
    detail TEXT NOT NULL
);
