-- Zakat years (docs/portfolio.md, "Zakat years"): on the hawl day the whole-wealth report is saved as that Hijri
-- year's snapshot and never changed afterwards (the primary key keeps the first one written);
-- report is the report's JSON text, kept byte for byte. currency, total and due repeat its figures
-- for the list of years.
CREATE TABLE zakat_snapshots (
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  hijri_year INTEGER NOT NULL,
  hawl_hijri TEXT NOT NULL,
  date TEXT NOT NULL,
  currency TEXT NOT NULL,
  total DOUBLE PRECISION NOT NULL,
  due INTEGER NOT NULL,
  report TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  PRIMARY KEY (user_id, hijri_year)
);

-- The reminders 30, 7 and 1 day(s) before the hawl, one row each: an instance sends a reminder
-- only when its insert wrote the row, so two instances or a restart cannot send it twice.
-- email_status and push_status: delivered | failed | none.
CREATE TABLE zakat_reminders_sent (
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  hijri_year INTEGER NOT NULL,
  days_before INTEGER NOT NULL,
  hawl_date TEXT NOT NULL,
  email_status TEXT NOT NULL,
  push_status TEXT NOT NULL,
  sent_at BIGINT NOT NULL,
  PRIMARY KEY (user_id, hijri_year, days_before)
);
