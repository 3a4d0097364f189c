-- A holding's settings the user chose (the zakat method); a holding without a row takes the
-- defaults: company pays for Saudi companies, zakatable assets for the others.
CREATE TABLE portfolio_holdings (
  portfolio_id TEXT NOT NULL REFERENCES portfolios (id) ON DELETE CASCADE,
  symbol TEXT NOT NULL,
  zakat_method TEXT NOT NULL,
  updated_at BIGINT NOT NULL,
  PRIMARY KEY (portfolio_id, symbol)
);
