-- The tax withheld on US dividends, per portfolio (docs/portfolio.md "Dividend income"): a
-- fraction of the gross dividend, 0.3 by default (the US rate on a Saudi resident without a
-- treaty rate). It nets received US dividends whose tax is not entered and projected ones alike.
ALTER TABLE portfolios ADD COLUMN withholding_rate DOUBLE PRECISION NOT NULL DEFAULT 0.3;
