-- Daily bars of a real market data provider (src/server/market/history-store.ts), kept so a
-- restart asks the provider only for the sessions after the last stored one. One row per
-- symbol and session (day: days since 1970-01-01), at most HISTORY_WINDOW (1,260, about five
-- years) per symbol: older rows are deleted as new ones arrive. The SQLite twin is
-- 0270_daily_bars.sql (WITHOUT ROWID).
CREATE TABLE daily_bars (
  symbol TEXT NOT NULL,
  day INTEGER NOT NULL,
  o DOUBLE PRECISION NOT NULL,
  h DOUBLE PRECISION NOT NULL,
  l DOUBLE PRECISION NOT NULL,
  c DOUBLE PRECISION NOT NULL,
  v BIGINT NOT NULL,
  PRIMARY KEY (symbol, day)
);
