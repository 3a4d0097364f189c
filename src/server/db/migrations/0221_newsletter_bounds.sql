-- The newsletter's list changes, bounded (docs/api.md, Newsletter and Rate limits).
-- Addresses added to a partner's list, one row per call that added some: the list-change limit
-- (newsletterListChanges) is the sum over the last hour, read and written under the partner's
-- lock, so it counts addresses, not calls, with any number of instances.
CREATE TABLE newsletter_list_adds (
  partner_id TEXT NOT NULL REFERENCES partners (id) ON DELETE CASCADE,
  at BIGINT NOT NULL,
  addresses INTEGER NOT NULL
);

CREATE INDEX newsletter_list_adds_partner ON newsletter_list_adds (partner_id, at);

-- Subscribers deleted in the last hour, as they were: an address re-added within the hour comes
-- back with its id, status and confirmation (the link already mailed still confirms it) instead
-- of a second confirmation e-mail. Older rows are dropped by the partner's next list change.
CREATE TABLE newsletter_removed_subscribers (
  id TEXT PRIMARY KEY,
  partner_id TEXT NOT NULL REFERENCES partners (id) ON DELETE CASCADE,
  email_key TEXT NOT NULL,
  status TEXT NOT NULL,
  confirm_sent_at BIGINT,
  confirm_lease_until BIGINT,
  confirmed_at BIGINT,
  unsubscribed_at BIGINT,
  last_error TEXT,
  removed_at BIGINT NOT NULL,
  UNIQUE (partner_id, email_key)
);
