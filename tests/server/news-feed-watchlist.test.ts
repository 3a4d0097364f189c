// The news feed filtered by a team watchlist (docs/api.md, "Partner news"): only the events of the
// list's symbols, in the query itself, so each page still holds 50 of them and `before` pages back
// through them alone; with the other filters; an empty list has none; another team's list or an
// unknown id is 404 team_list_not_found naming `watchlist`, in the caller's language. On SQLite
// and PostgreSQL.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { eventId } from "../../src/server/news/feed";
import { insertEvents, type StoredEvent } from "../../src/server/news/news-events-store";
import type { FeedKind, FeedResponse, NewsMarket } from "../../src/shared/news";
import { type TestAccount, testPartner } from "../helpers/accounts";
import { ORIGIN, type TestServer, testServer } from "../helpers/server";

let s: TestServer;
let partner: TestAccount;
let other: TestAccount;
let listId: string;
let emptyId: string;
let listed: string[];
let outside: string;

const call = async <T>(who: TestAccount, method: string, path: string, json?: unknown, lang = "en") => {
  const res = await s.request(`/api/v1/partner/${path}`, {
    method,
    cookie: who.cookie,
    headers: { "accept-language": lang, origin: ORIGIN, "content-type": "application/json" },
    ...(json === undefined ? {} : { json }),
  });
  return { status: res.status, body: (await res.json()) as T };
};
const feed = (q: string, who = partner, lang = "en") =>
  call<FeedResponse & { code?: string; field?: string; message?: string }>(
    who,
    "GET",
    `news/feed?${q}`,
    undefined,
    lang,
  );

const event = (market: NewsMarket, k: number, symbol: string, kind: FeedKind, ts: number): StoredEvent => ({
  id: eventId(market, `wl-${k}`, symbol, kind),
  ts,
  market,
  session: `wl-${k}`,
  symbol,
  kind,
  sector: "E",
  data: { name: symbol, currency: market === "SA" ? "SAR" : "USD", price: 10, changePercent: 1 },
});

beforeAll(async () => {
  s = await testServer();
  await s.services.market.step();
  partner = await testPartner(s.services);
  other = await testPartner(s.services);
  const symbols = s.services.market.state.symbols;
  const saudi = symbols.filter((x) => x.endsWith(".SR"));
  listed = [saudi[0]!, saudi[1]!];
  outside = saudi[2]!;
  const made = await call<{ list: { id: string } }>(partner, "POST", "team/watchlists", { name: "Energy" });
  listId = made.body.list.id;
  for (const symbol of listed) {
    const added = await call(partner, "POST", `team/watchlists/${listId}/symbols`, { symbol });
    expect(added.status).toBe(201);
  }
  emptyId = (await call<{ list: { id: string } }>(partner, "POST", "team/watchlists", { name: "Empty" })).body.list.id;
  // 120 events of the list's first symbol and 20 of its second, a minute apart, with 300 of a
  // symbol off the list between them and newer than all: a page read before filtering would be
  // short or empty.
  const base = s.clock.now - 10 * 3_600_000;
  const events: StoredEvent[] = [];
  for (let k = 0; k < 120; k++) events.push(event("SA", k, listed[0]!, "unusualVolume", base + k * 60_000));
  for (let k = 0; k < 20; k++) events.push(event("SA", k, listed[1]!, "high52", base + k * 60_000 + 30_000));
  for (let k = 0; k < 300; k++) events.push(event("SA", k, outside, "unusualVolume", base + 7_200_000 + k * 60_000));
  await insertEvents(s.services.db.sql, events);
});
afterAll(() => s.close());

test("a team watchlist: only its symbols' events, 50 a page, paged back with before through them alone", async () => {
  const seen: string[] = [];
  const sizes: number[] = [];
  let before: string | null = null;
  let last = Number.POSITIVE_INFINITY;
  do {
    const page: { status: number; body: FeedResponse } = await feed(
      `watchlist=${listId}${before ? `&before=${before}` : ""}`,
    );
    expect(page.status).toBe(200);
    sizes.push(page.body.events.length);
    for (const e of page.body.events) {
      expect(listed).toContain(e.symbol);
      expect(e.ts).toBeLessThanOrEqual(last);
      last = e.ts;
      seen.push(e.id);
    }
    before = page.body.older;
  } while (before);
  expect(sizes).toEqual([50, 50, 40]);
  expect(new Set(seen).size).toBe(140);
});

test("with the other filters: kind, market and sector narrow the list's events", async () => {
  const highs = (await feed(`watchlist=${listId}&kind=high52`)).body;
  expect(highs.events).toHaveLength(20);
  expect(highs.older).toBeNull();
  for (const e of highs.events) expect([e.symbol, e.kind]).toEqual([listed[1]!, "high52"]);
  const volume = (await feed(`kind=unusualVolume&watchlist=${listId}&market=SA&sector=E`)).body;
  expect(volume.events).toHaveLength(50);
  for (const e of volume.events) expect(e.symbol).toBe(listed[0]!);
  // Paging back from the last of the first page keeps the filters.
  const next = (await feed(`kind=unusualVolume&watchlist=${listId}&before=${volume.older}`)).body;
  expect(next.events).toHaveLength(50);
  expect(next.events[0]!.ts).toBeLessThan(volume.events.at(-1)!.ts);
  expect((await feed(`watchlist=${listId}&market=US`)).body).toEqual({ events: [], older: null });
  expect((await feed(`watchlist=${listId}&sector=T`)).body).toEqual({ events: [], older: null });
  // Without the list, the newest are the symbol's off it.
  expect((await feed("market=SA")).body.events[0]!.symbol).toBe(outside);
});

test("an empty list has no events; a symbol added later brings its events in", async () => {
  expect((await feed(`watchlist=${emptyId}`)).body).toEqual({ events: [], older: null });
  await call(partner, "POST", `team/watchlists/${emptyId}/symbols`, { symbol: outside });
  const page = (await feed(`watchlist=${emptyId}`)).body;
  expect(page.events).toHaveLength(50);
  for (const e of page.events) expect(e.symbol).toBe(outside);
  await call(partner, "DELETE", `team/watchlists/${emptyId}/symbols/${encodeURIComponent(outside)}`);
  expect((await feed(`watchlist=${emptyId}`)).body.events).toEqual([]);
});

test("another team's list or an unknown id is 404 team_list_not_found naming watchlist, translated", async () => {
  for (const [who, id] of [
    [other, listId],
    [partner, crypto.randomUUID()],
    [partner, "not a list"],
    [partner, "x%00y"],
    [partner, "a".repeat(200)],
  ] as const) {
    const r = await feed(`watchlist=${id}`, who);
    expect([id, r.status, r.body.code, r.body.field]).toEqual([id, 404, "team_list_not_found", "watchlist"]);
    expect(r.body.message).toBe("This list does not exist.");
  }
  const ar = await feed(`watchlist=${listId}`, other, "ar");
  expect(ar.body.message).toBe("هذه القائمة غير موجودة.");
  // An empty value is no filter.
  expect((await feed("watchlist=")).status).toBe(200);
});
