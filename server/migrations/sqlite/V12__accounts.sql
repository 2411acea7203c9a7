-- Accounts: a player who gave their name a password signs in with it from any device. The
-- password is kept as an argon2id PHC string (its salt and parameters inside); `name_key` is
-- the name's look in small letters (`text::account_key`), unique, so that no two accounts can
-- be taken for one another.
CREATE TABLE accounts (
    player_id INTEGER PRIMARY KEY REFERENCES players(id),
    name_key TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    created_ms INTEGER NOT NULL,
    changed_ms INTEGER NOT NULL
);
-- The tokens of a player's other devices, each made by a sign-in (the first device's token is
-- `players.token_hash`). Signing out elsewhere, or a new password, deletes them.
CREATE TABLE player_tokens (
    token_hash BLOB PRIMARY KEY,
    player_id INTEGER NOT NULL REFERENCES players(id),
    created_ms INTEGER NOT NULL
);
CREATE INDEX player_tokens_by_player ON player_tokens (player_id);
