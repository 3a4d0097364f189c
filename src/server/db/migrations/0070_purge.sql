-- Housekeeping: indexes for the hourly purge of expired rows, and one row per scheduled job
-- recording when it last ran, so only one of several instances runs it each hour.
CREATE INDEX sessions_expires ON sessions (expires_at);
CREATE INDEX rate_limits_window ON rate_limits (window_start);
CREATE INDEX otp_codes_expires ON otp_codes (expires_at);

CREATE TABLE scheduled_jobs (
  name TEXT PRIMARY KEY,
  last_run_at BIGINT NOT NULL
);
