-- The moves of the last few seconds, in the order they were played. A move appended here lands
-- on the table's last page with the moves of every other game of its moment, so a commit writes
-- a page or two for all its moves, where `moves` (ordered by game) takes a page for each game
-- that moved. The writer folds the log into `moves` every few thousand moves, and at start-up
-- (`move_log.rs`); readers see both through `all_moves`.
CREATE TABLE move_log (
    seq INTEGER PRIMARY KEY,
    game_id INTEGER NOT NULL REFERENCES games(id),
    ply INTEGER NOT NULL,
    x INTEGER,
    y INTEGER,
    at_ms INTEGER NOT NULL,
    left_ms INTEGER
);
CREATE VIEW all_moves AS
    SELECT game_id, ply, x, y, at_ms, left_ms FROM moves
    UNION ALL
    SELECT game_id, ply, x, y, at_ms, left_ms FROM move_log;
