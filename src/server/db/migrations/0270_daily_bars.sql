-- Daily bars of a real market data provider (src/server/market/history-store.ts), kept so a
-- restart asks the provider only for the sessions after the last stored one. One row per
-- symbol and session (day: days since 1970-01-01), at most HISTORY_WINDOW (1,260, about five
-- years) per symbol: older rows are deleted as new ones arrive. Prices as the provider gives
-- them. SQLite keeps the rows in the primary key's tree (no rowid, no second index).
CREATE TABLE daily_bars (
  symbol TEXT NOT NULL,
  day INTEGER NOT NULL,
  o REAL NOT NULL,
  h REAL NOT NULL,
  l REAL NOT NULL,
  c REAL NOT NULL,
  v INTEGER NOT NULL,
  PRIMARY KEY (symbol, day)
) WITHOUT ROWID;
