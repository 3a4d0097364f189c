-- The Shariah record (docs/api.md, "Shariah record"): the screen's status per fiscal quarter of
-- each company, computed once in the background and kept, so a restart does not compute again
-- what is known. detail is JSON: the four ratio tests, the AAOIFI 21 purification per share and
-- its currency, and how many month-end market caps the average took. known_on (YYYY-MM-DD) is
-- the day the quarter's statements are taken as published.
CREATE TABLE shariah_history (
  symbol TEXT NOT NULL,
  quarter TEXT NOT NULL,
  status TEXT NOT NULL,
  detail TEXT NOT NULL,
  source TEXT NOT NULL,
  known_on TEXT NOT NULL,
  computed_at BIGINT NOT NULL,
  PRIMARY KEY (symbol, quarter)
);

-- A change of status between two quarters, told once to each user who holds or watches the
-- company: unique per (user, symbol, quarter), so two instances or a restart cannot tell it
-- twice. email_status and push_status: pending | delivered | failed | none; a sender leases the
-- row (lease_until) while it sends.
CREATE TABLE shariah_alerts (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  symbol TEXT NOT NULL,
  quarter TEXT NOT NULL,
  previous_quarter TEXT NOT NULL,
  previous_status TEXT NOT NULL,
  status TEXT NOT NULL,
  test TEXT NOT NULL,
  previous_value DOUBLE PRECISION,
  value DOUBLE PRECISION,
  threshold DOUBLE PRECISION,
  changed_on TEXT NOT NULL,
  sell_by TEXT,
  purification DOUBLE PRECISION NOT NULL,
  currency TEXT NOT NULL,
  held INTEGER NOT NULL,
  email_status TEXT NOT NULL,
  push_status TEXT NOT NULL,
  lease_until BIGINT,
  created_at BIGINT NOT NULL,
  UNIQUE (user_id, symbol, quarter)
);

CREATE INDEX shariah_alerts_user ON shariah_alerts (user_id, created_at);
CREATE INDEX shariah_alerts_pending ON shariah_alerts (email_status, push_status);
