-- A portfolio's transactions: buy, sell, dividend, deposit, withdrawal, fee, split. Amounts in
-- the transaction's currency (SAR or USD); day is YYYY-MM-DD; seq orders a day's transactions
-- as they were entered (or as the CSV listed them). At most 10,000 per portfolio.
CREATE TABLE portfolio_transactions (
  id TEXT PRIMARY KEY,
  portfolio_id TEXT NOT NULL REFERENCES portfolios (id) ON DELETE CASCADE,
  seq BIGINT NOT NULL,
  type TEXT NOT NULL,
  day TEXT NOT NULL,
  symbol TEXT,
  quantity DOUBLE PRECISION,
  price DOUBLE PRECISION,
  fees DOUBLE PRECISION NOT NULL,
  currency TEXT NOT NULL,
  note TEXT,
  created_at BIGINT NOT NULL
);

CREATE INDEX portfolio_transactions_order ON portfolio_transactions (portfolio_id, day, seq);
