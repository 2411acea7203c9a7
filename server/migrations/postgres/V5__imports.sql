-- Games read from SGF files and kept for a review, as in SQLite's V5: the game a row of `games`
-- with no room and no seats, and here who brought it, the names the file gave, and a digest of
-- the file (the same file brought again by the same player is the same game).
CREATE TABLE imports (
    game_id BIGINT PRIMARY KEY REFERENCES games(id),
    player BIGINT NOT NULL REFERENCES players(id),
    digest BYTEA NOT NULL,
    black TEXT,
    white TEXT,
    UNIQUE (player, digest)
);
