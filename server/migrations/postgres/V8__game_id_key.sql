-- The server's secret for public game ids, as in SQLite's V8: one row, made on the first start
-- after this version (by whichever node starts first) with a random key.
CREATE TABLE game_id_key (
    id BIGINT PRIMARY KEY CHECK (id = 1),
    key BYTEA NOT NULL,
    legacy_max BIGINT NOT NULL
);
