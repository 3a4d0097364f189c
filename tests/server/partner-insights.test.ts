// The partner insights and the moving-average calendar through the pipeline: partner role,
// translated 400s naming the parameter, shapes of docs/api.md, consistency with the market.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { MARKET_INDEX_BASE } from "../../src/server/insights/arithmetic";
import { parseIndexQuotes, REAL_INDICES } from "../../src/server/providers/fmp";
import {
  type HeatmapResponse,
  type IndicesResponse,
  type MovingAverageResponse,
  NASDAQ_INDEX_BASE,
  type PerformanceResponse,
  type RankingResponse,
  type SectorsResponse,
} from "../../src/shared/insights";
import { type TestAccount, testPartner, testUser } from "../helpers/accounts";
import { type TestServer, testServer } from "../helpers/server";

let s: TestServer;
let user: TestAccount;
let partner: TestAccount;
beforeAll(async () => {
  s = await testServer();
  user = await testUser(s.services);
  partner = await testPartner(s.services);
});
afterAll(() => s.close());

const get = async <T = Record<string, unknown>>(path: string, cookie: string | null = partner.cookie, lang = "en") => {
  const res = await s.request(`/api/v1/partner/${path}`, { cookie, headers: { "accept-language": lang } });
  return { status: res.status, body: (await res.json()) as T };
};

const CALLS = [
  "insights/heatmap",
  "insights/indices",
  "insights/performance",
  "insights/ranking",
  "insights/sectors",
  "events/moving-average",
];

test("401 without a session, 403 for a user; market required and named in a translated 400", async () => {
  for (const call of CALLS) {
    expect((await get(`${call}?market=US`, null)).status).toBe(401);
    expect((await get(`${call}?market=US`, user.cookie)).status).toBe(403);
    const missing = await get<{ field: string; message: string; code: string }>(call);
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe("market");
    expect(missing.body.message).toBe("Market is required.");
    const bad = await get<{ field: string; message: string }>(`${call}?market=UK`, partner.cookie, "ar");
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe("market");
    expect(bad.body.message).toContain("السوق");
  }
  const page = await get<{ field: string }>("events/moving-average?market=US&page=0");
  expect([page.status, page.body.field]).toEqual([400, "page"]);
  const filter = await get<{ field: string; message: string }>("events/moving-average?market=SA&filter=x");
  expect([filter.status, filter.body.field, filter.body.message]).toEqual([400, "filter", "Filter is not valid."]);
});

test("heatmap: the market's largest companies with their sector, cap and changes", async () => {
  for (const market of ["US", "SA"] as const) {
    const { status, body } = await get<HeatmapResponse>(`insights/heatmap?market=${market}`);
    expect(status).toBe(200);
    expect(body.currency).toBe(market === "SA" ? "SAR" : "USD");
    expect(body.tiles.length).toBeGreaterThan(50);
    const state = s.services.market.state;
    for (const tile of body.tiles) {
      const i = state.index.get(tile.symbol)!;
      expect(state.companies[i]!.currency === "SAR").toBe(market === "SA");
      expect(Object.keys(tile.change).sort()).toEqual(["1D", "1M", "1W", "YTD"]);
      expect(tile.change["1D"]).toBeCloseTo(state.changePercent(i), 1);
      expect(tile.marketCap).toBeGreaterThan(0);
    }
    // Largest first.
    expect(body.tiles[0]!.marketCap).toBeGreaterThanOrEqual(body.tiles.at(-1)!.marketCap);
  }
});

test("indices: the market index and its sectors, a year of daily history, live value on the same scale", async () => {
  const { status, body } = await get<IndicesResponse>("insights/indices?market=US");
  expect(status).toBe(200);
  expect(body.indices[0]!.key).toBe("market");
  expect(body.indices.length).toBeGreaterThan(5);
  const market = body.indices[0]!;
  // On the S&P 500's scale (its close on the base date), not rebased to 1,000.
  expect(market.history[0]!.v).toBeGreaterThan(MARKET_INDEX_BASE.US / 2);
  expect(market.history[0]!.v).toBeLessThan(MARKET_INDEX_BASE.US * 2);
  expect(market.history.length).toBeGreaterThanOrEqual(252);
  // Dates ascend, all before the test day (Wednesday 18 November 2026), weekdays only.
  const dates = market.history.map((p) => p.t);
  expect([...dates].sort()).toEqual(dates);
  expect(dates.at(-1)! < "2026-11-18").toBe(true);
  for (const d of dates) expect([0, 6]).not.toContain(new Date(`${d}T12:00:00Z`).getUTCDay());
  // Today's change is against the last close of the history.
  expect(market.changePercent).toBeCloseTo((market.value / market.history.at(-1)!.v - 1) * 100, 1);
  // Then the NASDAQ listings' index, on the NASDAQ Composite's scale, then the sectors.
  const nasdaq = body.indices[1]!;
  expect(nasdaq.key).toBe("nasdaq");
  expect(nasdaq.history[0]!.v).toBeGreaterThan(NASDAQ_INDEX_BASE / 2);
  expect(nasdaq.history[0]!.v).toBeLessThan(NASDAQ_INDEX_BASE * 2);
  expect(nasdaq.constituents).toBeLessThan(market.constituents);
  const constituents = body.indices.slice(2).reduce((n, x) => n + x.constituents, 0);
  expect(constituents).toBe(market.constituents);
  // The simulated market has no real index quotes.
  expect(body.real).toEqual([]);
  const sa = await get<IndicesResponse>("insights/indices?market=SA");
  // The Saudi market has no NASDAQ listings, so no such index.
  expect(sa.body.indices.map((x) => x.key)).not.toContain("nasdaq");
  // Riyadh trades Sunday–Thursday.
  for (const p of sa.body.indices[0]!.history) expect([5, 6]).not.toContain(new Date(`${p.t}T12:00:00Z`).getUTCDay());
});

test("performance: index and sectors over 1D…1Y", async () => {
  const { body } = await get<PerformanceResponse>("insights/performance?market=SA");
  expect(Object.keys(body.index)).toEqual(["1D", "1W", "1M", "3M", "YTD", "1Y"]);
  expect(body.sectors.length).toBeGreaterThan(3);
  for (const x of body.sectors) for (const v of Object.values(x.change)) expect(typeof v).toBe("number");
  const indices = await get<IndicesResponse>("insights/indices?market=SA");
  const idx = indices.body.indices[0]!;
  const weekAgo = idx.history.at(-5)!.v;
  expect(body.index["1W"]!).toBeCloseTo((idx.value / weekAgo - 1) * 100, 1);
  // The US performance lists the sectors only, not the NASDAQ listings' index.
  const us = await get<PerformanceResponse>("insights/performance?market=US");
  const usIndices = await get<IndicesResponse>("insights/indices?market=US");
  expect(us.body.sectors.map((x): string => x.sector)).toEqual(usIndices.body.indices.slice(2).map((x) => x.key));
});

test("ranking: gainers, losers, most active, traded value of the market", async () => {
  const { body } = await get<RankingResponse>("insights/ranking?market=US");
  const { gainers, losers, active, value } = body.lists;
  for (const list of [gainers, losers, active, value]) expect(list).toHaveLength(10);
  for (let k = 1; k < 10; k++) {
    expect(gainers[k - 1]!.changePercent).toBeGreaterThanOrEqual(gainers[k]!.changePercent);
    expect(losers[k - 1]!.changePercent).toBeLessThanOrEqual(losers[k]!.changePercent);
    expect(active[k - 1]!.volume).toBeGreaterThanOrEqual(active[k]!.volume);
    expect(value[k - 1]!.tradedValue).toBeGreaterThanOrEqual(value[k]!.tradedValue);
  }
  const sa = await get<RankingResponse>("insights/ranking?market=SA");
  expect(sa.body.currency).toBe("SAR");
  expect(sa.body.lists.gainers.every((r) => r.symbol.endsWith(".SR"))).toBe(true);
  // Live: a tick moves the lists.
  const before = JSON.stringify(body.lists);
  await s.services.market.step(s.clock.now + 60_000);
  expect(JSON.stringify((await get<RankingResponse>("insights/ranking?market=US")).body.lists)).not.toBe(before);
});

test("sectors: weights add up to 100 % of the market's cap", async () => {
  const { body } = await get<SectorsResponse>("insights/sectors?market=US");
  const sum = body.sectors.reduce((n, x) => n + x.weight, 0);
  expect(sum).toBeGreaterThan(99.9);
  expect(sum).toBeLessThan(100.1);
  expect(body.sectors.reduce((n, x) => n + x.marketCap, 0)).toBeCloseTo(body.total, -3);
  for (let k = 1; k < body.sectors.length; k++)
    expect(body.sectors[k - 1]!.marketCap).toBeGreaterThanOrEqual(body.sectors[k]!.marketCap);
});

test("moving-average: this week's crosses (Monday 16 to Wednesday 18 November), paged, filtered", async () => {
  const { status, body } = await get<MovingAverageResponse>("events/moving-average?market=US");
  expect(status).toBe(200);
  expect([body.from, body.to]).toEqual(["2026-11-16", "2026-11-18"]);
  expect(body.crosses.length).toBeLessThanOrEqual(25);
  expect(body.totalPages).toBeGreaterThanOrEqual(1);
  for (const c of body.crosses) {
    expect(c.date >= body.from && c.date <= body.to).toBe(true);
    expect(["golden", "death", "above20", "below20"]).toContain(c.kind);
    expect(c.live).toBe(c.date === "2026-11-18");
    if (c.kind === "golden") expect(c.sma50).toBeGreaterThanOrEqual(c.sma200);
    if (c.kind === "above20") expect(c.close).toBeGreaterThanOrEqual(c.sma20);
  }
  const long = await get<MovingAverageResponse>("events/moving-average?market=US&filter=long");
  for (const c of long.body.crosses) expect(["golden", "death"]).toContain(c.kind);
  const short = await get<MovingAverageResponse>("events/moving-average?market=US&filter=sma20");
  for (const c of short.body.crosses) expect(["above20", "below20"]).toContain(c.kind);
  const past = await get<MovingAverageResponse>(`events/moving-average?market=US&page=${body.totalPages + 1}`);
  expect(past.body.crosses).toEqual([]);
  // Riyadh's week starts on Sunday.
  const sa = await get<MovingAverageResponse>("events/moving-average?market=SA");
  expect(sa.body.from).toBe("2026-11-15");
});

test("real index quotes from a provider's rows, in order, each named", () => {
  const rows = [
    { symbol: "^IXIC", price: 18000.5, changePercentage: -0.42 },
    { symbol: "^GSPC", price: 5900.1, previousClose: 5800.1 },
    { symbol: "^DJI", price: 1 },
  ];
  expect(parseIndexQuotes(rows, REAL_INDICES.US, "fmp")).toEqual([
    { symbol: "^GSPC", name: "S&P 500", price: 5900.1, changePercent: 1.72, source: "fmp" },
    { symbol: "^IXIC", name: "NASDAQ Composite", price: 18000.5, changePercent: -0.42, source: "fmp" },
  ]);
  expect(parseIndexQuotes([], REAL_INDICES.SA, "fmp")).toEqual([]);
});
