-- Ratings: each account's Glicko-2 rating in each game and rule (`kind`: "gomoku/renju",
-- "reversi"), and the rating after each rated game, for the history a profile shows.
CREATE TABLE ratings (
    player_id INTEGER NOT NULL REFERENCES players(id),
    kind TEXT NOT NULL,
    rating REAL NOT NULL,
    deviation REAL NOT NULL,
    volatility REAL NOT NULL,
    games INTEGER NOT NULL,
    updated_ms INTEGER NOT NULL,
    PRIMARY KEY (player_id, kind)
);
CREATE INDEX ratings_board ON ratings (kind, rating);
CREATE TABLE rating_history (
    player_id INTEGER NOT NULL REFERENCES players(id),
    kind TEXT NOT NULL,
    game_id INTEGER NOT NULL REFERENCES games(id),
    rating REAL NOT NULL,
    deviation REAL NOT NULL,
    at_ms INTEGER NOT NULL,
    PRIMARY KEY (player_id, kind, game_id)
);
