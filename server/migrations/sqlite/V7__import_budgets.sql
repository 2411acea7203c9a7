-- Who brought each file, by address too (the client's address as the per-address caps count it:
-- IPv4 whole, IPv6 by its /64 network): the files an address keeps are bounded, whatever its
-- number of players. Files kept before have none, and count only towards the server's total.
ALTER TABLE imports ADD COLUMN address TEXT;
CREATE INDEX imports_by_address ON imports(address);
