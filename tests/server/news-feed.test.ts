// The news feed (docs/api.md, "Partner news"): events detected on the ticks against the daily bars
// (the Saudi daily limit, 52-week highs and lows, unusual volume, SMA 50/200 crosses) and the
// calendars' events of the session; stored once when two instances detect them, each pushing the
// stored events to its own sockets once; read newest first, filtered, paged back with `before`,
// written in the reader's language; 30 days kept. On SQLite and PostgreSQL.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { eventId, LIMIT_PERCENT, RETENTION_MS, UNUSUAL_VOLUME } from "../../src/server/news/feed";
import { insertEvents, type StoredEvent } from "../../src/server/news/news-events-store";
import { createNews } from "../../src/server/news/routes";
import type { NewsService } from "../../src/server/news/service";
import type { FeedResponse, NewsMessage } from "../../src/shared/news";
import { type TestAccount, testPartner, testUser } from "../helpers/accounts";
import { unisolated } from "../helpers/bidi";
import { ORIGIN, serveOverSocket, type TestServer, testServer } from "../helpers/server";

let s: TestServer;
let partner: TestAccount;
let user: TestAccount;
/** Two instances' news over one database, each with what it pushed to its sockets. */
let a: NewsService;
let b: NewsService;
const pushed: { a: NewsMessage[]; b: NewsMessage[] } = { a: [], b: [] };

beforeAll(async () => {
  s = await testServer();
  await s.services.market.step();
  partner = await testPartner(s.services);
  user = await testUser(s.services);
  const make = (who: "a" | "b") => {
    return createNews(s.services, (m) => pushed[who].push(JSON.parse(m) as NewsMessage));
  };
  a = make("a");
  b = make("b");
  s.services.news = a;
  // The bars the detectors compare with.
  await a.sessions.bars("SA");
  await a.sessions.bars("US");
  await b.sessions.bars("SA");
  await b.sessions.bars("US");
  // A first pass starts each detector's bases; the next ones compare with them.
  await a.feed.tick();
  await b.feed.tick();
  await new Promise((resolve) => setTimeout(resolve, 50));
});
afterAll(() => s.close());

const get = async <T>(path: string, cookie: string | null = partner.cookie, lang = "en") => {
  const res = await s.request(`/api/v1/partner/news/${path}`, { cookie, headers: { "accept-language": lang } });
  return { status: res.status, body: (await res.json()) as T };
};

test("a limit move, a 52-week high and unusual volume are detected once, by either instance", async () => {
  const state = s.services.market.state;
  const bars = await a.sessions.bars("SA");
  // The largest Saudi company with a year of bars: pushed to the +10 % limit on 5× its volume.
  const j = bars.closes.findIndex((c) => c.filter(Number.isFinite).length >= 251);
  const i = bars.members[j]!;
  const symbol = state.symbols[i]!;
  const closes = Array.from(bars.closes[j]!).filter(Number.isFinite);
  const volumes = Array.from(bars.volumes[j]!).filter(Number.isFinite);
  const avg = volumes.slice(-20).reduce((x, v) => x + v, 0) / 20;
  const high = Math.max(...closes.slice(-251));
  state.prevClose[i] = high;
  state.price[i] = Math.round(high * (1 + LIMIT_PERCENT / 100) * 100) / 100;
  state.volume[i] = Math.ceil(avg * (UNUSUAL_VOLUME + 2));
  state.version++;
  await a.feed.tick();
  await b.feed.tick();
  await a.feed.tick();
  const limits = (await get<FeedResponse>("feed?market=SA&kind=limitUp")).body.events;
  const limit = limits.find((e) => e.symbol === symbol)!;
  expect(limit).toBeDefined();
  expect(limit.data.changePercent).toBeGreaterThanOrEqual(LIMIT_PERCENT - 0.01);
  expect(limit.text).toContain("daily limit up");
  const high52 = (await get<FeedResponse>("feed?market=SA&kind=high52")).body.events.find((e) => e.symbol === symbol)!;
  expect(high52.data.previous).toBeCloseTo(high, 2);
  const unusual = (await get<FeedResponse>("feed?market=SA&kind=unusualVolume")).body.events.find(
    (e) => e.symbol === symbol,
  )!;
  expect(unusual.data.ratio).toBeGreaterThanOrEqual(UNUSUAL_VOLUME);
  // Stored once: one row per id in the table, though both instances detected it.
  const rows = (await s.services.db.sql`SELECT id FROM news_events WHERE symbol = ${symbol}`) as { id: string }[];
  expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
  expect(rows.map((r) => r.id)).toContain(limit.id);
  // Each instance pushed it once to its own sockets, whichever stored it; the same ts and id.
  for (const who of ["a", "b"] as const) {
    const mine = pushed[who].flatMap((m) => m.data).filter((e) => e.id === limit.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.ts).toBe(limit.ts);
    expect(mine[0]!.texts.ar).toContain("الحد الأعلى للتذبذب اليومي");
    // In Arabic: the Saudi company by its Arabic name, the signed change isolated, the price in riyals.
    expect(unisolated(mine[0]!.texts.ar)).toEqual([]);
    expect(mine[0]!.texts.ar).toContain(`${limit.data.nameAr} (\u2068${symbol}\u2069)`);
    expect(mine[0]!.texts.ar).toMatch(/\(\u2068\+\d+\.\d\d%\u2069\) عند [\d,]+\.\d\d\u00a0ريال\.$/);
  }
});

test("every detected event holds its rule against the state it was seen on", async () => {
  const state = s.services.market.state;
  for (let k = 0; k < 3; k++) {
    await s.services.market.step();
    await a.feed.tick();
  }
  const events = pushed.a.flatMap((m) => m.data);
  expect(events.length).toBeGreaterThan(0);
  for (const e of events) {
    if (e.kind === "limitUp") expect(e.data.changePercent!).toBeGreaterThanOrEqual(LIMIT_PERCENT - 0.01);
    if (e.kind === "limitDown") expect(e.data.changePercent!).toBeLessThanOrEqual(-(LIMIT_PERCENT - 0.01));
    if (e.kind === "limitUp" || e.kind === "limitDown") expect(e.market).toBe("SA");
    if (e.kind === "high52") expect(e.data.price!).toBeGreaterThanOrEqual(e.data.previous!);
    if (e.kind === "low52") expect(e.data.price!).toBeLessThanOrEqual(e.data.previous!);
    if (e.kind === "unusualVolume") expect(e.data.ratio!).toBeGreaterThanOrEqual(UNUSUAL_VOLUME - 0.05);
    const i = state.index.get(e.symbol);
    if (e.kind !== "listing") expect((state.currencies[i!] === "SAR") === (e.market === "SA")).toBe(true);
  }
  // The calendars' events of each session are there, once.
  for (const m of ["US", "SA"] as const) {
    const sessionDate = (await s.services.db.sql`SELECT DISTINCT session FROM news_events WHERE market = ${m}`) as {
      session: string;
    }[];
    expect(sessionDate).toHaveLength(1);
    const day = sessionDate[0]!.session;
    const earnings = (await s.services.market.calendars.earnings(day, day))
      .filter((x) => (state.currencies[state.index.get(x.symbol) ?? -1] === "SAR") === (m === "SA"))
      .map((x) => eventId(m, day, x.symbol, "earnings"))
      .sort();
    const stored = (
      (await s.services.db.sql`SELECT id FROM news_events WHERE market = ${m} AND kind = 'earnings'`) as {
        id: string;
      }[]
    )
      .map((r) => r.id)
      .sort();
    expect(stored).toEqual(earnings);
  }
});

test("the feed: newest first, filtered by market, kind and sector, paged back with before", async () => {
  // 120 events of one Saudi company, a minute apart, for the pages.
  const base = s.clock.now - 3_600_000;
  const many: StoredEvent[] = Array.from({ length: 120 }, (_, k) => ({
    id: eventId("SA", `page-${k}`, "2222.SR", "unusualVolume"),
    ts: base + k * 60_000,
    market: "SA",
    session: `page-${k}`,
    symbol: "2222.SR",
    kind: "unusualVolume",
    sector: "E",
    data: { name: "Saudi Aramco", nameAr: "أرامكو السعودية", currency: "SAR", price: 27.4, volume: 1e7, ratio: 3.5 },
  }));
  await insertEvents(s.services.db.sql, many);
  const seen: string[] = [];
  let before: string | null = null;
  let last = Number.POSITIVE_INFINITY;
  do {
    const page: { body: FeedResponse } = await get<FeedResponse>(
      `feed?market=SA&kind=unusualVolume&sector=E${before ? `&before=${before}` : ""}`,
    );
    expect(page.body.events.length).toBeLessThanOrEqual(50);
    for (const e of page.body.events) {
      expect(e.ts).toBeLessThanOrEqual(last);
      last = e.ts;
      expect([e.market, e.kind, e.sector]).toEqual(["SA", "unusualVolume", "E"]);
      seen.push(e.id);
    }
    before = page.body.older;
  } while (before);
  expect(new Set(seen).size).toBe(seen.length);
  for (const e of many) expect(seen).toContain(e.id);
  const ar = await get<FeedResponse>("feed?market=SA&kind=unusualVolume&sector=E", partner.cookie, "ar");
  expect(ar.body.events[0]!.text).toContain("أرامكو السعودية");
  expect(ar.body.events[0]!.text).toContain("متوسط آخر 20 جلسة");
  expect(ar.body.events[0]!.text).toContain("10,000,000 سهم");
  expect(unisolated(ar.body.events[0]!.text)).toEqual([]);
  const us = await get<FeedResponse>("feed?market=US");
  for (const e of us.body.events) expect(e.market).toBe("US");
});

test("401, 403 and a translated 400 naming the parameter", async () => {
  expect((await get("feed", null)).status).toBe(401);
  expect((await get("feed", user.cookie)).status).toBe(403);
  for (const [q, field] of [
    ["market=UK", "market"],
    ["kind=rumour", "kind"],
    ["sector=Z", "sector"],
    ["before=nothere", "before"],
    [`before=${"0".repeat(24)}`, "before"],
  ] as const) {
    const r = await get<{ field: string; message: string }>(`feed?${q}`);
    expect([q, r.status, r.body.field]).toEqual([q, 400, field]);
  }
  const ar = await get<{ message: string }>("feed?kind=x", partner.cookie, "ar");
  expect(ar.body.message).toContain("نوع الحدث");
});

test("events older than 30 days are deleted", async () => {
  const old: StoredEvent = {
    id: eventId("US", "old", "AAPL", "earnings"),
    ts: s.clock.now - RETENTION_MS - 1,
    market: "US",
    session: "old",
    symbol: "AAPL",
    kind: "earnings",
    sector: "T",
    data: { name: "Apple Inc.", currency: "USD" },
  };
  await insertEvents(s.services.db.sql, [old]);
  s.clock.advance(3_600_001);
  await s.services.market.step();
  await a.feed.tick();
  expect(await s.services.db.sql`SELECT id FROM news_events WHERE id = ${old.id}`).toHaveLength(0);
});

test("the socket topic news: a partner's socket that chose it receives the events, a user's cannot choose it", async () => {
  const served = serveOverSocket(s);
  try {
    const url = `ws://127.0.0.1:${served.server.port}/ws`;
    const open = async (cookie: string) => {
      const socket = new WebSocket(url, { headers: { cookie, origin: ORIGIN } } as unknown as string[]);
      const got: string[] = [];
      socket.addEventListener("message", (e) => got.push(String(e.data)));
      await new Promise((resolve, reject) => {
        socket.addEventListener("open", resolve);
        socket.addEventListener("error", reject);
      });
      socket.send(JSON.stringify({ type: "subscribe", topics: ["news"] }));
      // A ping's pong comes back after the subscribe was read.
      socket.send("ping");
      for (let k = 0; k < 100 && !got.includes("pong"); k++) await new Promise((r) => setTimeout(r, 20));
      return { socket, got };
    };
    // Fresh sessions: the clock has moved past a partner's idle limit.
    const p = await open((await testPartner(s.services)).cookie);
    const u = await open((await testUser(s.services)).cookie);
    const message = JSON.stringify({ event: "news", data: [] });
    s.services.realtime.publishNews(message);
    for (let k = 0; k < 100 && !p.got.includes(message); k++) await new Promise((r) => setTimeout(r, 20));
    expect(p.got.filter((m) => m === message)).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 100));
    expect(u.got).not.toContain(message);
    p.socket.close();
    u.socket.close();
  } finally {
    await served.stop();
  }
});
