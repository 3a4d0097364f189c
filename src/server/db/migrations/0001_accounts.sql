-- Accounts and sessions. Portable SQL: TEXT ids, BIGINT epoch milliseconds, INTEGER flags.
CREATE TABLE users (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL DEFAULT '',
  password_hash TEXT NOT NULL,
  role TEXT NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
  verified INTEGER NOT NULL DEFAULT 0,
  created_at BIGINT NOT NULL
);

CREATE TABLE partners (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  partner_id TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  key1_hash TEXT NOT NULL,
  key2_hash TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  created_at BIGINT NOT NULL
);

-- Only the SHA-256 of a session token is stored; the token itself lives in the cookie.
CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('user', 'partner')),
  subject_id TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  last_seen_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL
);

CREATE INDEX sessions_subject ON sessions (kind, subject_id);
