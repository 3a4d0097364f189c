-- Watchlists of users and the recommendations admins publish. Portable SQL: TEXT ids,
-- BIGINT epoch milliseconds, JSON arrays kept as TEXT.

-- name is shown as the user typed it (trimmed); name_key (trimmed, lower case) keeps two
-- lists of one user from having the same name in another case or with other spaces.
CREATE TABLE watchlists (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  name_key TEXT NOT NULL,
  position INTEGER NOT NULL,
  created_at BIGINT NOT NULL,
  UNIQUE (user_id, name_key)
);

-- position keeps the order in which lists and tickers were added.
CREATE TABLE watchlist_tickers (
  watchlist_id TEXT NOT NULL REFERENCES watchlists (id) ON DELETE CASCADE,
  ticker_name TEXT NOT NULL,
  scanner TEXT NOT NULL,
  position INTEGER NOT NULL,
  added_at BIGINT NOT NULL,
  PRIMARY KEY (watchlist_id, ticker_name)
);

CREATE TABLE recommendations (
  id TEXT PRIMARY KEY,
  symbol TEXT NOT NULL,
  entries TEXT NOT NULL,
  targets TEXT NOT NULL,
  target_colors TEXT NOT NULL,
  stop_loss DOUBLE PRECISION NOT NULL,
  percentage_achieved DOUBLE PRECISION NOT NULL,
  created_by TEXT NOT NULL,
  created_at BIGINT NOT NULL
);

CREATE INDEX recommendations_created ON recommendations (created_at);
