-- Games read from SGF files and kept for a review (`review_sgf`): the game itself is a row of
-- `games` with no room and no seats (its moves in `moves`, its result as the file gave it, if
-- any), and here who brought it, the names the file gave the two sides, and a digest of the
-- file, so that the same file brought again by the same player is the same game.
CREATE TABLE imports (
    game_id INTEGER PRIMARY KEY REFERENCES games(id),
    player INTEGER NOT NULL REFERENCES players(id),
    digest BLOB NOT NULL,
    black TEXT,
    white TEXT,
    UNIQUE (player, digest)
);
