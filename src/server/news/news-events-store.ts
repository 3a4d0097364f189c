// The news_events table (migration 0200): the feed's events. An event's id is a hash of what it
// is (market, session, symbol, kind), so two instances that detect it store it once: the insert
// does nothing on a taken id. Pages run newest first on (ts, id); the filters, a team watchlist's
// symbols too, are the query's, so every page holds up to its limit of matching events.
import type { SQL } from "bun";
import type { FeedData, FeedKind, NewsMarket } from "../../shared/news";

export interface StoredEvent {
  id: string;
  ts: number;
  market: NewsMarket;
  session: string;
  symbol: string;
  kind: FeedKind;
  sector: string;
  data: FeedData;
}

interface Row {
  id: string;
  ts: number | string;
  market: string;
  session: string;
  symbol: string;
  kind: string;
  sector: string;
  data: string;
}

const toEvent = (r: Row): StoredEvent => ({
  id: r.id,
  ts: Number(r.ts),
  market: r.market as NewsMarket,
  session: r.session,
  symbol: r.symbol,
  kind: r.kind as FeedKind,
  sector: r.sector,
  data: JSON.parse(r.data) as FeedData,
});

/** Stores the events whose ids are new; answers the stored rows of every id (new or taken). */
export async function insertEvents(sql: SQL, events: StoredEvent[]): Promise<StoredEvent[]> {
  if (!events.length) return [];
  await sql.begin(async (tx) => {
    for (const e of events)
      await tx`INSERT INTO news_events (id, ts, market, session, symbol, kind, sector, data)
        VALUES (${e.id}, ${e.ts}, ${e.market}, ${e.session}, ${e.symbol}, ${e.kind}, ${e.sector}, ${JSON.stringify(e.data)})
        ON CONFLICT (id) DO NOTHING`;
  });
  const ids = events.map((e) => e.id);
  const rows = (await sql`SELECT id, ts, market, session, symbol, kind, sector, data FROM news_events
    WHERE id IN ${sql(ids)} ORDER BY ts DESC, id DESC`) as Row[];
  return rows.map(toEvent);
}

export interface EventQuery {
  market?: NewsMarket;
  kind?: FeedKind;
  sector?: string;
  /** Only events of the symbols of this team watchlist of this partner (team_watchlist_symbols). */
  watchlist?: { id: string; partnerId: string };
  /** Only events older than this one. */
  before?: { ts: number; id: string };
  limit: number;
}

export async function readEvents(sql: SQL, q: EventQuery): Promise<StoredEvent[]> {
  const market = q.market ?? null;
  const kind = q.kind ?? null;
  const sector = q.sector ?? null;
  const list = q.watchlist?.id ?? null;
  const partner = q.watchlist?.partnerId ?? "";
  const ts = q.before?.ts ?? null;
  const id = q.before?.id ?? "";
  const rows = (await sql`SELECT id, ts, market, session, symbol, kind, sector, data FROM news_events
    WHERE (CAST(${market} AS TEXT) IS NULL OR market = ${market})
      AND (CAST(${kind} AS TEXT) IS NULL OR kind = ${kind})
      AND (CAST(${sector} AS TEXT) IS NULL OR sector = ${sector})
      AND (CAST(${list} AS TEXT) IS NULL OR symbol IN (SELECT s.symbol FROM team_watchlist_symbols s
        JOIN team_watchlists w ON w.id = s.watchlist_id WHERE w.id = ${list} AND w.partner_id = ${partner}))
      AND (CAST(${ts} AS BIGINT) IS NULL OR ts < ${ts} OR (ts = ${ts} AND id < ${id}))
    ORDER BY ts DESC, id DESC LIMIT ${q.limit}`) as Row[];
  return rows.map(toEvent);
}

/** Whether the partner's team has the watchlist `id`. */
export async function hasTeamList(sql: SQL, id: string, partnerId: string): Promise<boolean> {
  const rows = await sql`SELECT id FROM team_watchlists WHERE id = ${id} AND partner_id = ${partnerId}`;
  return rows.length > 0;
}

export async function eventById(sql: SQL, id: string): Promise<{ ts: number; id: string } | null> {
  const rows = (await sql`SELECT id, ts FROM news_events WHERE id = ${id}`) as { id: string; ts: number | string }[];
  return rows[0] ? { id: rows[0].id, ts: Number(rows[0].ts) } : null;
}

/** Deletes the events older than `before` (epoch ms). */
export async function deleteEventsBefore(sql: SQL, before: number): Promise<void> {
  await sql`DELETE FROM news_events WHERE ts < ${before}`;
}
