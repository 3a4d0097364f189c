-- Portfolios (docs/portfolio.md): at most 10 per user, counted under a lock of the user's row.
-- `version` grows with every write to the portfolio or its transactions, so an instance knows
-- whether the summary it keeps is still the portfolio's (several instances share the database).
CREATE TABLE portfolios (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  base_currency TEXT NOT NULL,
  cost_method TEXT NOT NULL,
  version BIGINT NOT NULL,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);

CREATE INDEX portfolios_user ON portfolios (user_id, created_at);
