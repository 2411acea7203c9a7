-- The server's secret for public game ids (`game_ids.rs`): a game is known outside by its number
-- and a tag made with this key, so ids cannot be walked. One row, made on the first start after
-- this version with a random key; `legacy_max` is the largest game id then, whose games also
-- answer to their bare numbers (the links made before).
CREATE TABLE game_id_key (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    key BLOB NOT NULL,
    legacy_max INTEGER NOT NULL
);
