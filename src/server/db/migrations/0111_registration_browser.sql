-- A pending account remembers the browser that registered it last (the SHA-256 of a random
-- token kept in that browser's HttpOnly cookie): its code and link verify the account only from
-- that browser, so the owner who types a code caused by someone else's later registration of
-- the same address does not activate the account with that stranger's password.
-- Portable SQL for SQLite and PostgreSQL.
ALTER TABLE users ADD COLUMN reg_browser TEXT;
