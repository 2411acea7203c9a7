-- What was said during each game, kept with the game: a player who comes back reads it again
-- (`chat_history`), after a restart or a take-over by another node too. A room reads back its
-- current game's newest lines, as many as its chat log keeps.
CREATE TABLE chat_lines (
    id INTEGER PRIMARY KEY,
    game_id INTEGER NOT NULL REFERENCES games(id),
    at_ms INTEGER NOT NULL,
    speaker TEXT NOT NULL,
    seat TEXT,
    text TEXT NOT NULL
);
CREATE INDEX chat_lines_by_game ON chat_lines (game_id, id);
