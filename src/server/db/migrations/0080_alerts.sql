-- Price alerts (docs/architecture.md, "Price alerts"). An alert fires once per arming: `arming`
-- grows with every re-arm or edit, and a trigger is unique per (alert_id, arming), so two
-- instances (or a crash and a retry) cannot record one firing twice.

-- status: active | triggered | paused. side (SMA crossings only): +1 when the price was at or
-- above the average at arming, -1 below; the alert fires when the price is on the other side.
CREATE TABLE alerts (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  symbol TEXT NOT NULL,
  kind TEXT NOT NULL,
  value DOUBLE PRECISION,
  note TEXT,
  channels TEXT NOT NULL,
  status TEXT NOT NULL,
  arming INTEGER NOT NULL,
  side INTEGER,
  triggered_at BIGINT,
  trigger_price DOUBLE PRECISION,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);

CREATE INDEX alerts_user ON alerts (user_id, status);
CREATE INDEX alerts_status ON alerts (status);

-- The history: kept when the alert is deleted (no foreign key to alerts), so it copies what
-- the alert said. tick_at is the time of the tick that fired it.
CREATE TABLE alert_triggers (
  id TEXT PRIMARY KEY,
  alert_id TEXT NOT NULL,
  arming INTEGER NOT NULL,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  symbol TEXT NOT NULL,
  kind TEXT NOT NULL,
  value DOUBLE PRECISION,
  note TEXT,
  price DOUBLE PRECISION NOT NULL,
  tick_at BIGINT NOT NULL,
  created_at BIGINT NOT NULL,
  UNIQUE (alert_id, arming)
);

CREATE INDEX alert_triggers_user ON alert_triggers (user_id, tick_at);

-- One row per trigger and outside channel (email, push). status: pending | delivered | failed.
-- A sender leases a row (lease_until) before sending, so one instance sends it at a time and a
-- crashed sender's lease runs out and another takes it over.
CREATE TABLE alert_deliveries (
  trigger_id TEXT NOT NULL REFERENCES alert_triggers (id) ON DELETE CASCADE,
  channel TEXT NOT NULL,
  status TEXT NOT NULL,
  attempts INTEGER NOT NULL,
  next_at BIGINT NOT NULL,
  lease_until BIGINT,
  last_error TEXT,
  delivered_at BIGINT,
  PRIMARY KEY (trigger_id, channel)
);

CREATE INDEX alert_deliveries_due ON alert_deliveries (status, next_at);

-- The browser's push subscription, one per session (token_hash of the session).
CREATE TABLE push_subscriptions (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  endpoint TEXT NOT NULL,
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  created_at BIGINT NOT NULL
);

CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id);
