// The event feed (docs/architecture.md, Market news): on each market update, while a market's
// session runs, its 5,000 largest companies are checked against what their daily bars say
// (session-book.ts): the Saudi ±10 % daily limit, a price beyond the highest or lowest close of
// the last 52 weeks, today's volume at 3× the 20-session average or more, SMA 50 crossing SMA 200
// with today's price; and the calendars' events of the day once per session. Each event is stored
// once (news-events-store.ts: its id is a hash of market, session, symbol and kind), so every
// instance may detect it: each one then pushes the stored event to its own sockets once (topic
// `news`). Rows older than 30 days are deleted, at most once an hour.
import { createHash } from "node:crypto";
import type { SQL } from "bun";
import type { FeedData, FeedKind, NewsMarket, NewsMessage } from "../../shared/news";
import { crossesBetween, type LiveBase, liveBase, livePoint } from "../insights/arithmetic";
import { log } from "../log";
import type { Market } from "../market/engine";
import { alwaysOpen, marketSession } from "../market/sessions";
import { round, roundPrice } from "../market/state";
import { feedText } from "./feed-text";
import { deleteEventsBefore, insertEvents, type StoredEvent } from "./news-events-store";
import { calendarEvents } from "./recap";
import type { SessionBook } from "./session-book";

/** The Saudi Exchange's daily limit, as a change shown with two decimals. */
export const LIMIT_PERCENT = 10;
/** Unusual volume: today's at this multiple of the 20-session average or more. */
export const UNUSUAL_VOLUME = 3;
export const RETENTION_MS = 30 * 86_400_000;
const PURGE_EVERY_MS = 3_600_000;

interface Base {
  key: string;
  members: number[];
  high: Float64Array;
  low: Float64Array;
  avgVolume: Float64Array;
  cross: (LiveBase | null)[];
}

interface FeedDeps {
  market: Market;
  sql: SQL;
  now: () => number;
  sessions: SessionBook;
  alwaysOpen: boolean;
  /** Sends a message to this instance's sockets of the `news` topic. */
  publish: (message: string) => void;
}

export const eventId = (market: NewsMarket, session: string, symbol: string, kind: FeedKind) =>
  createHash("sha256").update(`${market}|${session}|${symbol}|${kind}`).digest("hex").slice(0, 24);

export class NewsFeed {
  private readonly bases = new Map<NewsMarket, Base>();
  private readonly loading = new Set<string>();
  /** Per market, the session and the ids this instance has stored or seen stored (and pushed). */
  private readonly seen = new Map<NewsMarket, { session: string; ids: Set<string> }>();
  private busy = false;
  private lastPurge = 0;

  constructor(private readonly deps: FeedDeps) {}

  /** Detects on every update of the market until the returned function is called. */
  start(): () => void {
    return this.deps.market.onUpdate(() => {
      void this.tick().catch((error) => log.error("news feed tick failed", { error: String(error) }));
    });
  }

  /** One pass over both markets; a pass still running makes the next update wait for the one after. */
  async tick(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      for (const m of ["US", "SA"] as const) await this.detect(m);
      const now = this.deps.now();
      if (now - this.lastPurge >= PURGE_EVERY_MS) {
        this.lastPurge = now;
        await deleteEventsBefore(this.deps.sql, now - RETENTION_MS);
      }
    } finally {
      this.busy = false;
    }
  }

  private session(m: NewsMarket): { open: boolean; date: string } {
    const s = this.deps.alwaysOpen ? alwaysOpen(m, this.deps.now()) : marketSession(m, this.deps.now());
    return { open: s.state === "open", date: s.session ?? "" };
  }

  /** The bars' extremes, averages and crossing bases of a market's session; null while they load. */
  private base(m: NewsMarket, session: string): Base | null {
    const key = `${session}|${this.deps.market.state.n}`;
    const hit = this.bases.get(m);
    if (hit?.key === key) return hit;
    if (this.loading.has(m)) return null;
    this.loading.add(m);
    void this.deps.sessions
      .bars(m)
      .then((b) => {
        const n = b.members.length;
        const base: Base = {
          key,
          members: b.members,
          high: new Float64Array(n).fill(Number.NaN),
          low: new Float64Array(n).fill(Number.NaN),
          avgVolume: new Float64Array(n),
          cross: new Array(n).fill(null),
        };
        b.members.forEach((i, j) => {
          const closes = Array.from(b.closes[j]!).filter((x) => Number.isFinite(x));
          const volumes = Array.from(b.volumes[j]!).filter((x) => Number.isFinite(x));
          if (closes.length >= 200) {
            const year = closes.slice(-251);
            base.high[j] = Math.max(...year);
            base.low[j] = Math.min(...year);
            base.cross[j] = liveBase(i, closes);
          }
          const last = volumes.slice(-20);
          base.avgVolume[j] = last.length === 20 ? last.reduce((a, v) => a + v, 0) / 20 : 0;
        });
        this.bases.set(m, base);
      })
      .catch((error) => log.error("news feed bars failed", { error: String(error) }))
      .finally(() => this.loading.delete(m));
    return null;
  }

  private async detect(m: NewsMarket): Promise<void> {
    const { open, date } = this.session(m);
    if (!open) return;
    let seen = this.seen.get(m);
    if (seen?.session !== date) {
      seen = { session: date, ids: new Set() };
      this.seen.set(m, seen);
    }
    const s = this.deps.market.state;
    const ts = s.ts || this.deps.now();
    const found: StoredEvent[] = [];
    const add = (kind: FeedKind, i: number, data: Omit<FeedData, "name" | "nameAr" | "currency">) => {
      const c = s.companies[i]!;
      const id = eventId(m, date, c.symbol, kind);
      if (seen.ids.has(id)) return;
      found.push({
        id,
        ts,
        market: m,
        session: date,
        symbol: c.symbol,
        kind,
        sector: c.sector,
        data: { name: c.name, ...(c.nameAr ? { nameAr: c.nameAr } : {}), currency: c.currency, ...data },
      });
    };
    // The calendars' events, once a session.
    const calendarKey = eventId(m, date, "", "earnings");
    if (!seen.ids.has(calendarKey)) {
      seen.ids.add(calendarKey);
      for (const e of await calendarEvents(this.deps.market, this.deps.sessions, m, date)) {
        const i = s.index.get(e.symbol);
        if (e.kind === "listing" || i === undefined) {
          const id = eventId(m, date, e.symbol, "listing");
          if (e.kind === "listing" && !seen.ids.has(id))
            found.push({
              id,
              ts,
              market: m,
              session: date,
              symbol: e.symbol,
              kind: "listing",
              sector: "",
              data: { name: e.name, currency: m === "SA" ? "SAR" : "USD" },
            });
          continue;
        }
        if (e.kind === "earnings" || e.kind === "exDividend" || e.kind === "split")
          add(e.kind, i, e.detail !== undefined ? { detail: e.detail } : {});
      }
    }
    const base = this.base(m, date);
    if (base) {
      base.members.forEach((i, j) => {
        const price = s.price[i]!;
        if (!(price > 0)) return;
        const change = round(s.changePercent(i), 2);
        const shown = { price: roundPrice(price), changePercent: change };
        if (m === "SA" && change >= LIMIT_PERCENT - 0.01) add("limitUp", i, shown);
        if (m === "SA" && change <= -(LIMIT_PERCENT - 0.01)) add("limitDown", i, shown);
        if (price > base.high[j]!) add("high52", i, { ...shown, previous: roundPrice(base.high[j]!) });
        if (price < base.low[j]!) add("low52", i, { ...shown, previous: roundPrice(base.low[j]!) });
        const avg = base.avgVolume[j]!;
        const volume = s.volume[i]!;
        if (avg > 0 && volume >= UNUSUAL_VOLUME * avg)
          add("unusualVolume", i, { ...shown, volume: Math.round(volume), ratio: round(volume / avg, 1) });
        const cross = base.cross[j];
        if (cross)
          for (const kind of crossesBetween(cross.prev, livePoint(cross, price)))
            if (kind === "golden" || kind === "death") add(kind, i, shown);
      });
    }
    if (!found.length) return;
    for (const e of found) seen.ids.add(e.id);
    const stored = await insertEvents(this.deps.sql, found);
    this.deps.publish(newsMessage(stored));
  }
}

/** The socket message of stored events, with their words in both languages. */
function newsMessage(events: StoredEvent[]): string {
  const message: NewsMessage = {
    event: "news",
    data: events.map((e) => ({
      id: e.id,
      ts: e.ts,
      market: e.market,
      symbol: e.symbol,
      kind: e.kind,
      sector: e.sector as NewsMessage["data"][number]["sector"],
      data: e.data,
      texts: { en: feedText("en", e.kind, e.symbol, e.data), ar: feedText("ar", e.kind, e.symbol, e.data) },
    })),
  };
  return JSON.stringify(message);
}
