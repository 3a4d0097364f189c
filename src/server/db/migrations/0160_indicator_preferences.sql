-- The ticker chart's indicators a user chose (docs/api.md, "Chart indicators"): one row per
-- user, the keys as a comma-separated list in the chart's order ('' when none). A user without
-- a row has not chosen: the chart shows its defaults.
CREATE TABLE indicator_preferences (
  user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  indicators TEXT NOT NULL,
  updated_at BIGINT NOT NULL
);
