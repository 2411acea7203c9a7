-- Reviews and each player's list of games, as in SQLite's V4: a review requested by a player of
-- a finished game, each position's evaluation stored as it is judged (JSON text, `ply` 0 the
-- start), `done_ms` set once every position is; a review not done is resumed after a restart.
CREATE TABLE reviews (
    game_id BIGINT PRIMARY KEY REFERENCES games(id),
    player BIGINT NOT NULL REFERENCES players(id),
    seed BIGINT NOT NULL,
    effort TEXT NOT NULL,
    requested_ms BIGINT NOT NULL,
    done_ms BIGINT
);
CREATE TABLE review_steps (
    game_id BIGINT NOT NULL REFERENCES reviews(game_id),
    ply BIGINT NOT NULL,
    evaluation TEXT NOT NULL,
    PRIMARY KEY (game_id, ply)
);
CREATE INDEX reviews_running ON reviews(game_id) WHERE done_ms IS NULL;
CREATE INDEX games_by_black ON games(black, id);
CREATE INDEX games_by_white ON games(white, id);
