-- Ratings and their history, as in SQLite's V13.
CREATE TABLE ratings (
    player_id BIGINT NOT NULL REFERENCES players(id),
    kind TEXT NOT NULL,
    rating DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    games BIGINT NOT NULL,
    updated_ms BIGINT NOT NULL,
    PRIMARY KEY (player_id, kind)
);
CREATE INDEX ratings_board ON ratings (kind, rating);
CREATE TABLE rating_history (
    player_id BIGINT NOT NULL REFERENCES players(id),
    kind TEXT NOT NULL,
    game_id BIGINT NOT NULL REFERENCES games(id),
    rating DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    at_ms BIGINT NOT NULL,
    PRIMARY KEY (player_id, kind, game_id)
);
