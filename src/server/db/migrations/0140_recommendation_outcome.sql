-- Recommendation outcomes are computed from prices, not typed by the admin (docs/api.md,
-- Recommendations): the price when a recommendation was made (for the change since), and once the
-- target or stop is reached, which one, the exchange's session day and the level. The admin's
-- percentage_achieved stays for the rows that have it but is no longer read or shown; new rows
-- write 0. Older rows have no reference_price: their change since is unknown, their outcome is
-- computed like any other.
ALTER TABLE recommendations ADD COLUMN reference_price DOUBLE PRECISION;
ALTER TABLE recommendations ADD COLUMN outcome TEXT;
ALTER TABLE recommendations ADD COLUMN outcome_day TEXT;
ALTER TABLE recommendations ADD COLUMN outcome_price DOUBLE PRECISION;
