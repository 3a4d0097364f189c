-- The partner screener's saved screens (docs/api.md, Screener). query is the screen's JSON
-- (market, filters, sort, columns); name_key (trimmed, lower case) keeps two screens of one
-- partner from sharing a name. At most 50 per partner, checked in the insert itself.
CREATE TABLE saved_screens (
  id TEXT PRIMARY KEY,
  partner_id TEXT NOT NULL REFERENCES partners (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  name_key TEXT NOT NULL,
  query TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL,
  UNIQUE (partner_id, name_key)
);
