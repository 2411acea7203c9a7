-- Clocks and room rules, as in SQLite's V2: the rules a room (and each of its games) was
-- created with, as JSON (`{"clock": {...}, "undo": false}`, NULL for an untimed game with undo
-- allowed), and each move's mover's time left after it, in milliseconds (NULL in an untimed
-- game).
ALTER TABLE rooms ADD COLUMN rules TEXT;
ALTER TABLE games ADD COLUMN rules TEXT;
ALTER TABLE moves ADD COLUMN left_ms BIGINT;
