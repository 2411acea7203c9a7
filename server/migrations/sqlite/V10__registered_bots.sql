-- Registered bots (`boardroom-server bots add NAME`): a bot is a player whose row says since
-- when the host registered it; only such a player may sign in with `"bot": true` (unless the
-- server runs with `--bots open`). Removing the registration clears the column.
ALTER TABLE players ADD COLUMN bot_ms INTEGER;
CREATE INDEX players_bots ON players (bot_ms) WHERE bot_ms IS NOT NULL;
