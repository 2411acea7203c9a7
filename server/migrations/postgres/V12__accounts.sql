-- Accounts and the tokens of a player's other devices, as in SQLite's V12.
CREATE TABLE accounts (
    player_id BIGINT PRIMARY KEY REFERENCES players(id),
    name_key TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    created_ms BIGINT NOT NULL,
    changed_ms BIGINT NOT NULL
);
CREATE TABLE player_tokens (
    token_hash BYTEA PRIMARY KEY,
    player_id BIGINT NOT NULL REFERENCES players(id),
    created_ms BIGINT NOT NULL
);
CREATE INDEX player_tokens_by_player ON player_tokens (player_id);
