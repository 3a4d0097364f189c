-- The Help Center's articles (docs/api.md, "Help Center"): one row per article with its English
-- and Arabic versions (Markdown bodies), its category, whether users see it, and its place in the
-- category's list (position grows down the list; a new article goes last, a move swaps two).
-- No author is kept: articles belong to the site, not to the admin who wrote them.
CREATE TABLE help_articles (
  id TEXT PRIMARY KEY,
  category TEXT NOT NULL,
  published INTEGER NOT NULL,
  position BIGINT NOT NULL,
  title_en TEXT NOT NULL,
  body_en TEXT NOT NULL,
  title_ar TEXT NOT NULL,
  body_ar TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);

CREATE INDEX help_articles_order ON help_articles (position);

-- Notes Helper: a user's private notes per symbol (docs/api.md, "Notes"), at most 500 per user,
-- counted under a lock of the user's row.
CREATE TABLE symbol_notes (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  symbol TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);

CREATE INDEX symbol_notes_user ON symbol_notes (user_id, symbol, updated_at);
