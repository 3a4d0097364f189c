-- A zakat reminder's e-mail (docs/portfolio.md, "Zakat years") goes through the delivery queue of
-- the alerts (src/server/alerts/delivery.ts): leased, tried again with backoff after a failure,
-- a bounded number of times, and taken over after a restart. The row the claim wrote keeps the
-- tries: email_status pending | delivered | failed | none, mail the figures the e-mail quotes
-- (JSON text), written by the claim itself so a crash after it still sends the e-mail.
ALTER TABLE zakat_reminders_sent ADD COLUMN email_attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE zakat_reminders_sent ADD COLUMN email_next_at BIGINT;
ALTER TABLE zakat_reminders_sent ADD COLUMN email_lease_until BIGINT;
ALTER TABLE zakat_reminders_sent ADD COLUMN email_error TEXT;
ALTER TABLE zakat_reminders_sent ADD COLUMN mail TEXT;

CREATE INDEX zakat_reminders_mail_due ON zakat_reminders_sent (email_status, email_next_at);
