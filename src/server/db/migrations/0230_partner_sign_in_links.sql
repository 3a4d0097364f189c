-- E-mailed sign-in links of partner accounts and team members (docs/api.md, "Accounts"): the way
-- in when failed logins lock the password path. One live link per account (member_id '' is the
-- partner account itself); link_hash is the HMAC of the link's token under the code secret,
-- sealed the token under a key derived from it, so asking again while the link is valid mails
-- the same link. Using the link deletes the row.
CREATE TABLE partner_sign_in_links (
  partner_id TEXT NOT NULL REFERENCES partners (id) ON DELETE CASCADE,
  member_id TEXT NOT NULL,
  email TEXT NOT NULL,
  link_hash TEXT NOT NULL UNIQUE,
  sealed TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  PRIMARY KEY (partner_id, member_id)
);
