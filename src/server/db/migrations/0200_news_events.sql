-- The partner news feed (docs/api.md, "Partner news"): market events detected on the ticks (limit
-- moves, 52-week highs and lows, unusual volume, moving-average crosses) and the calendars' events
-- of the day. The id is a hash of market, session, symbol and kind, so an event is stored once
-- however many instances detect it; rows older than 30 days are deleted. The words are written
-- at read time, in the reader's language, from `data` (JSON).
CREATE TABLE news_events (
  id TEXT PRIMARY KEY,
  ts BIGINT NOT NULL,
  market TEXT NOT NULL,
  session TEXT NOT NULL,
  symbol TEXT NOT NULL,
  kind TEXT NOT NULL,
  sector TEXT NOT NULL,
  data TEXT NOT NULL
);

CREATE INDEX news_events_time ON news_events (ts, id);

CREATE INDEX news_events_market ON news_events (market, ts);
