-- The alert e-mail budget of a user (docs/architecture.md, "Price alerts"): at most a fixed number
-- of alert e-mails per clock hour (UTC); the alerts past it are held (alert_deliveries.held_in
-- names the hour) and, once the hour is over, one summary e-mail tells how many more fired. The
-- count is a row per user and hour, raised by one atomic upsert, so every instance shares it.
CREATE TABLE alert_mail_budget (
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  window_start BIGINT NOT NULL,
  sent INTEGER NOT NULL,
  held INTEGER NOT NULL,
  summary_lease_until BIGINT,
  summary_sent_at BIGINT,
  PRIMARY KEY (user_id, window_start)
);

CREATE INDEX alert_mail_budget_due ON alert_mail_budget (summary_sent_at, window_start);

ALTER TABLE alert_deliveries ADD COLUMN held_in BIGINT;
