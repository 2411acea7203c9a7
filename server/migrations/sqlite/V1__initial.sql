-- The schema as it stood before versioned migrations: every statement tolerates a database
-- that already has it.
CREATE TABLE IF NOT EXISTS players (
    id INTEGER PRIMARY KEY,
    token_hash BLOB NOT NULL UNIQUE,
    name TEXT NOT NULL,
    room TEXT,
    created_ms INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS rooms (
    code TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    options TEXT NOT NULL,
    ai_budget_ms INTEGER,
    black TEXT,
    white TEXT,
    game_id INTEGER NOT NULL,
    created_ms INTEGER NOT NULL,
    last_active_ms INTEGER NOT NULL,
    closed INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS games (
    id INTEGER PRIMARY KEY,
    room TEXT NOT NULL,
    game TEXT NOT NULL,
    options TEXT NOT NULL,
    black TEXT,
    white TEXT,
    started_ms INTEGER NOT NULL,
    ended_ms INTEGER,
    result TEXT,
    reason TEXT,
    line TEXT
);
CREATE TABLE IF NOT EXISTS moves (
    game_id INTEGER NOT NULL REFERENCES games(id),
    ply INTEGER NOT NULL,
    x INTEGER,
    y INTEGER,
    at_ms INTEGER NOT NULL,
    PRIMARY KEY (game_id, ply)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS rooms_by_game ON rooms(game_id);
CREATE TABLE IF NOT EXISTS requests (
    room TEXT PRIMARY KEY,
    game_id INTEGER NOT NULL,
    undo TEXT,
    draw TEXT,
    play_again TEXT
);
