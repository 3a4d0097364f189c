-- Sign-in by e-mailed code beside registration codes, and server secrets kept in the database.
-- Portable SQL for SQLite and PostgreSQL.

-- What a pending code is for: 'register' (an unverified account) or 'sign_in' (a verified
-- account locked out of password login). Still at most one live code per account.
ALTER TABLE otp_codes ADD COLUMN purpose TEXT NOT NULL DEFAULT 'register';

-- Secrets generated once outside production (e.g. the key of the code HMAC when CODE_SECRET is
-- not set), so restarts and every instance sharing the database agree on them.
CREATE TABLE server_secrets (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  created_at BIGINT NOT NULL
);
