-- Events (tournaments): each is its settings and the commands it was given, in order, with
-- their times; the event's state is those commands run again through its rules (the crate
-- `boardroom-tournament` depends on nothing else). `tournament_games` says which stored game
-- (and room) plays which game of an event, so that a result reaches its event after a restart.
CREATE TABLE tournaments (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    host INTEGER NOT NULL REFERENCES players(id),
    settings TEXT NOT NULL,
    created_ms INTEGER NOT NULL,
    finished_ms INTEGER
);
CREATE INDEX tournaments_open ON tournaments (id) WHERE finished_ms IS NULL;
CREATE TABLE tournament_commands (
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id),
    seq INTEGER NOT NULL,
    at_ms INTEGER NOT NULL,
    command TEXT NOT NULL,
    PRIMARY KEY (tournament_id, seq)
);
CREATE TABLE tournament_games (
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id),
    game_no INTEGER NOT NULL,
    game_id INTEGER NOT NULL REFERENCES games(id),
    room TEXT NOT NULL,
    PRIMARY KEY (tournament_id, game_no)
);
CREATE INDEX tournament_games_by_game ON tournament_games (game_id);
