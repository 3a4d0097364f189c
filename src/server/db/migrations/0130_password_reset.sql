-- Forgot password: a reset code (6 digits) and a single-use link per verified account, and the
-- short-lived reset tokens that a used code or link turns into (the new-password form posts one).
-- Kept apart from otp_codes, so a reset never replaces a pending sign-in or registration code and
-- the other way round. Only HMACs of the code, the link token and the reset token are stored; the
-- code and link are also kept sealed (AES-GCM under the code secret) so that a request while the
-- code is still valid mails the same code and link again. Portable SQL for SQLite and PostgreSQL.
CREATE TABLE password_resets (
  user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL,
  link_hash TEXT NOT NULL,
  sealed TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  sent_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0
);

CREATE UNIQUE INDEX password_resets_link ON password_resets (link_hash);

CREATE TABLE password_reset_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL
);

CREATE INDEX password_reset_tokens_user ON password_reset_tokens (user_id);
