-- The zakat profile of a user (docs/portfolio.md, "The whole zakat"): the hawl on the Umm al-Qura
-- calendar (YYYY-MM-DD, Hijri), the nisab's metal, the wealth held outside the portfolios (cash at
-- banks, grams of gold and silver, receivables, debts due) in the profile's currency, and the
-- purification method. One row per user; a user without one is shown the defaults.
CREATE TABLE zakat_profiles (
  user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  hawl_hijri TEXT NOT NULL,
  nisab_basis TEXT NOT NULL,
  currency TEXT NOT NULL,
  purification_method TEXT NOT NULL,
  cash DOUBLE PRECISION NOT NULL,
  gold_grams DOUBLE PRECISION NOT NULL,
  silver_grams DOUBLE PRECISION NOT NULL,
  receivables DOUBLE PRECISION NOT NULL,
  debts DOUBLE PRECISION NOT NULL,
  updated_at BIGINT NOT NULL
);
