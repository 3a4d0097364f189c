-- A push subscription belongs to the session it was made from: when that session ends (logout,
-- sign out everywhere, a password change, account support ending the sessions, expiry and the
-- hourly purge of expired sessions) the database deletes the subscription with it, so a browser
-- that signed out is not told about alerts any more. The table is rebuilt with the foreign key
-- (SQLite cannot add one to an existing table); subscriptions whose session is already gone are
-- not carried over.
CREATE TABLE push_subscriptions_v2 (
  token_hash TEXT PRIMARY KEY REFERENCES sessions (token_hash) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  endpoint TEXT NOT NULL,
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  created_at BIGINT NOT NULL
);

INSERT INTO push_subscriptions_v2 (token_hash, user_id, endpoint, p256dh, auth, created_at)
  SELECT p.token_hash, p.user_id, p.endpoint, p.p256dh, p.auth, p.created_at FROM push_subscriptions p
  WHERE p.token_hash IN (SELECT token_hash FROM sessions WHERE kind = 'user');

DROP TABLE push_subscriptions;

ALTER TABLE push_subscriptions_v2 RENAME TO push_subscriptions;

CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id);
