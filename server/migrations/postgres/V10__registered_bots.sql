-- Registered bots, as in SQLite's V10: a bot is a player whose row says since when the host
-- registered it.
ALTER TABLE players ADD COLUMN bot_ms BIGINT;
CREATE INDEX players_bots ON players (bot_ms) WHERE bot_ms IS NOT NULL;
