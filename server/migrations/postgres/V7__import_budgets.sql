-- Who brought each file, by address too, as in SQLite's V7 (V6 is SQLite's move log): the files
-- an address keeps are bounded, whatever its number of players. Files kept before have none.
ALTER TABLE imports ADD COLUMN address TEXT;
CREATE INDEX imports_by_address ON imports(address);
