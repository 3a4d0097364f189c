-- One-time codes, an audit trail of auth events, rate-limit counters, and each user's
-- language (the code e-mail is written in it). Portable SQL for SQLite and PostgreSQL.
ALTER TABLE users ADD COLUMN lang TEXT NOT NULL DEFAULT 'en';

-- At most one live code per account. Only a hash of the code is stored; verification deletes
-- the row in the same statement that checks it, so a code can succeed only once.
CREATE TABLE otp_codes (
  user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE auth_events (
  id TEXT PRIMARY KEY,
  at BIGINT NOT NULL,
  event TEXT NOT NULL,
  subject_kind TEXT NOT NULL,
  subject_id TEXT,
  email TEXT,
  ip TEXT
);

CREATE INDEX auth_events_subject ON auth_events (subject_id, at);
CREATE INDEX auth_events_at ON auth_events (at);

-- Fixed-window counters: one row per key (e.g. "login-fail:<email>").
CREATE TABLE rate_limits (
  key TEXT PRIMARY KEY,
  window_start BIGINT NOT NULL,
  count INTEGER NOT NULL
);
