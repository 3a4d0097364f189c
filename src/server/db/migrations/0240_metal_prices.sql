-- Gold and silver prices set by admins for the zakat nisab (docs/api.md, "Gold price (admins)";
-- docs/market-data.md, "Gold and silver"). Per gram, in USD or SAR; day is the YYYY-MM-DD the
-- price is of, source who says so. Every price set is kept (the newest by day, then by set_at,
-- is the one in use); no author is kept, like the Help Center's articles.
CREATE TABLE metal_prices (
  id TEXT PRIMARY KEY,
  metal TEXT NOT NULL,
  price DOUBLE PRECISION NOT NULL,
  currency TEXT NOT NULL,
  day TEXT NOT NULL,
  source TEXT NOT NULL,
  set_at BIGINT NOT NULL
);

CREATE INDEX metal_prices_latest ON metal_prices (metal, day, set_at);
