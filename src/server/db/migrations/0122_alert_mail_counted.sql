-- The hour whose alert e-mail budget an e-mail delivery was counted in (null: not yet counted),
-- so a retry after a failed attempt is not counted a second time.
ALTER TABLE alert_deliveries ADD COLUMN mail_counted BIGINT;
