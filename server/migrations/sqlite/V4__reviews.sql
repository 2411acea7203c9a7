-- Reviews of finished games by the server's AI, and each player's list of games.
-- A review is requested by a player of the game, runs in the background one position at a
-- time, and is resumed from its stored positions after a restart: `review_steps` holds each
-- position's evaluation (JSON written by the server's review module, `ply` 0 the start) as it is
-- judged; `done_ms` is set once every position is.
CREATE TABLE reviews (
    game_id INTEGER PRIMARY KEY REFERENCES games(id),
    player INTEGER NOT NULL REFERENCES players(id),
    seed INTEGER NOT NULL,
    effort TEXT NOT NULL,
    requested_ms INTEGER NOT NULL,
    done_ms INTEGER
);
CREATE TABLE review_steps (
    game_id INTEGER NOT NULL REFERENCES reviews(game_id),
    ply INTEGER NOT NULL,
    evaluation TEXT NOT NULL,
    PRIMARY KEY (game_id, ply)
) WITHOUT ROWID;
CREATE INDEX reviews_running ON reviews(game_id) WHERE done_ms IS NULL;
-- A player's games, newest first: by seat, then id.
CREATE INDEX games_by_black ON games(black, id);
CREATE INDEX games_by_white ON games(white, id);
