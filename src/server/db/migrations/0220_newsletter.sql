-- The partner team's newsletter (docs/api.md, Newsletter). Subscribers confirm by e-mail
-- (double opt-in) before anything else is sent to them; every message carries a one-click
-- unsubscribe link (RFC 8058). email_key (trimmed, lower case) keeps one address once per partner.
-- status: pending | active | unsubscribed | bounced. A confirmation e-mail is leased like a
-- delivery (confirm_lease_until) so one instance sends it, once.
CREATE TABLE newsletter_subscribers (
  id TEXT PRIMARY KEY,
  partner_id TEXT NOT NULL REFERENCES partners (id) ON DELETE CASCADE,
  email TEXT NOT NULL,
  email_key TEXT NOT NULL,
  language TEXT NOT NULL,
  status TEXT NOT NULL,
  confirm_sent_at BIGINT,
  confirm_lease_until BIGINT,
  confirmed_at BIGINT,
  unsubscribed_at BIGINT,
  last_error TEXT,
  created_at BIGINT NOT NULL,
  UNIQUE (partner_id, email_key)
);

CREATE INDEX newsletter_subscribers_confirm ON newsletter_subscribers (status, confirm_sent_at);

-- A draft has an English and an Arabic version; each subscriber gets the one in their language.
CREATE TABLE newsletter_drafts (
  id TEXT PRIMARY KEY,
  partner_id TEXT NOT NULL REFERENCES partners (id) ON DELETE CASCADE,
  subject_en TEXT NOT NULL,
  body_en TEXT NOT NULL,
  subject_ar TEXT NOT NULL,
  body_ar TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);

CREATE INDEX newsletter_drafts_partner ON newsletter_drafts (partner_id, updated_at);

-- A send copies the draft as it was (later edits do not change a send under way).
-- status: scheduled | sending | paused | done | cancelled. Its deliveries are made once, when
-- it starts, from the subscribers active then (the unique key makes a second start a no-op).
CREATE TABLE newsletter_sends (
  id TEXT PRIMARY KEY,
  partner_id TEXT NOT NULL REFERENCES partners (id) ON DELETE CASCADE,
  draft_id TEXT,
  subject_en TEXT NOT NULL,
  body_en TEXT NOT NULL,
  subject_ar TEXT NOT NULL,
  body_ar TEXT NOT NULL,
  status TEXT NOT NULL,
  scheduled_at BIGINT NOT NULL,
  started_at BIGINT,
  finished_at BIGINT,
  created_at BIGINT NOT NULL
);

CREATE INDEX newsletter_sends_due ON newsletter_sends (status, scheduled_at);
CREATE INDEX newsletter_sends_partner ON newsletter_sends (partner_id, created_at);

-- One row per send and subscriber. status: pending | sent | failed. A sender leases a row
-- (lease_until, attempts unchanged since read) before sending and records sent after the mail
-- server's acceptance; a dead sender's lease runs out and another instance takes the row over.
CREATE TABLE newsletter_deliveries (
  send_id TEXT NOT NULL REFERENCES newsletter_sends (id) ON DELETE CASCADE,
  subscriber_id TEXT NOT NULL REFERENCES newsletter_subscribers (id) ON DELETE CASCADE,
  email TEXT NOT NULL,
  language TEXT NOT NULL,
  status TEXT NOT NULL,
  attempts INTEGER NOT NULL,
  next_at BIGINT NOT NULL,
  lease_until BIGINT,
  last_error TEXT,
  sent_at BIGINT,
  PRIMARY KEY (send_id, subscriber_id)
);

CREATE INDEX newsletter_deliveries_due ON newsletter_deliveries (status, next_at);
