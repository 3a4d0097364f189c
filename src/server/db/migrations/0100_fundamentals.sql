-- Fundamentals fetched from the market data provider (FMP), one row per symbol: the normalised
-- JSON of src/shared/fundamentals.ts and when it was fetched; refreshed once a day on demand.
CREATE TABLE fundamentals_cache (
  symbol TEXT PRIMARY KEY,
  body TEXT NOT NULL,
  fetched_at BIGINT NOT NULL
);
