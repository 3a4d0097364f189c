-- The partner's team (docs/api.md, "Partner team"). A member is invited by e-mail (invite_hash:
-- the HMAC of the link's token, cleared when used; password_hash null until then), signs in with
-- its own password and the partner's ID and keys, and is removed with its partner.
CREATE TABLE partner_members (
  id TEXT PRIMARY KEY,
  partner_id TEXT NOT NULL REFERENCES partners (id) ON DELETE CASCADE,
  email TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('viewer', 'editor')),
  password_hash TEXT,
  invite_hash TEXT UNIQUE,
  invite_expires_at BIGINT,
  invited_at BIGINT NOT NULL,
  joined_at BIGINT,
  last_sign_in_at BIGINT,
  UNIQUE (partner_id, email)
);

-- Each one's own layout of the portal (src/shared/partner-layout.ts, JSON): member_id is '' for
-- the partner account itself.
CREATE TABLE partner_layouts (
  partner_id TEXT NOT NULL REFERENCES partners (id) ON DELETE CASCADE,
  member_id TEXT NOT NULL,
  layout TEXT NOT NULL,
  updated_at BIGINT NOT NULL,
  PRIMARY KEY (partner_id, member_id)
);

-- The team's shared watchlists; name_key (trimmed, lower case) keeps names apart per partner.
CREATE TABLE team_watchlists (
  id TEXT PRIMARY KEY,
  partner_id TEXT NOT NULL REFERENCES partners (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  name_key TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL,
  UNIQUE (partner_id, name_key)
);

CREATE TABLE team_watchlist_symbols (
  watchlist_id TEXT NOT NULL REFERENCES team_watchlists (id) ON DELETE CASCADE,
  symbol TEXT NOT NULL,
  note TEXT NOT NULL DEFAULT '',
  added_at BIGINT NOT NULL,
  PRIMARY KEY (watchlist_id, symbol)
);
