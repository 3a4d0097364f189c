// The ticker page's calls through the pipeline: who may call them, the key figures against the
// market state, and the daily bars against the figures they must agree with.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { SCANNER_KEYS } from "../../src/shared/market";
import type { DailyBar, TickerSnapshot } from "../../src/shared/ticker";
import { HISTORY_RANGES, RANGE_SESSIONS } from "../../src/shared/ticker";
import { type TestAccount, testPartner, testUser } from "../helpers/accounts";
import { type TestServer, testServer } from "../helpers/server";

let s: TestServer;
let user: TestAccount;
let admin: TestAccount;
let partner: TestAccount;
beforeAll(async () => {
  // An hour a tick: a session is 30 ticks, so a test can close one.
  s = await testServer({ env: { MARKET_TICK_MS: "3600000" } });
  user = await testUser(s.services);
  admin = await testUser(s.services, "admin");
  partner = await testPartner(s.services);
  await s.services.market.init();
});
afterAll(() => s.close());

const get = async (path: string, cookie: string | null = user.cookie, lang = "en") => {
  const res = await s.request(`/api/v1/work/ticker/${path}`, { cookie, headers: { "accept-language": lang } });
  return { status: res.status, body: await res.json() };
};
const snapshot = async (symbol: string) => (await get(symbol)).body as TickerSnapshot;
const bars = async (symbol: string, range = "1Y") =>
  (await get(`${symbol}/history?range=${range}`)).body.bars as DailyBar[];
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

test("401 without a session; users, admins and partners (the explorer) are served", async () => {
  for (const path of ["AAPL", "AAPL/history?range=1M"]) {
    const anonymous = await get(path, null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe("unauthenticated");
    for (const who of [user, admin, partner]) expect((await get(path, who.cookie)).status).toBe(200);
  }
});

test("unknown symbols: 404 unknown_symbol naming the field, in English and Arabic", async () => {
  for (const path of ["NOPE", "NOPE/history?range=1Y", "..%2F..", "A%20B"]) {
    const en = await get(path);
    expect(en.status).toBe(404);
    expect(en.body).toMatchObject({ code: "unknown_symbol", field: "symbol" });
  }
  expect((await get("NOPE")).body.message).toBe("There is no ticker NOPE.");
  expect((await get("NOPE", user.cookie, "ar")).body.message).toBe("لا يوجد سهم بالرمز \u2066NOPE\u2069.");
});

test("a range other than 1M, 3M, 6M, 1Y, 5Y is a 400 naming the field", async () => {
  for (const q of ["range=2Y", "range=", "range=1y", ""]) {
    const res = await get(`AAPL/history?${q}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "invalid_range", field: "range" });
  }
  expect((await get("AAPL/history?range=2Y", user.cookie, "ar")).body.message).toContain("1Y");
});

test("key figures are the market state's, with the scanners that list the ticker", async () => {
  const market = s.services.market;
  const state = market.state;
  // Lower case finds the ticker too.
  const body = await snapshot("aapl");
  expect(Object.keys(body).sort()).toEqual(
    [
      "symbol",
      "name",
      "exchange",
      "sector",
      "currency",
      "price",
      "change",
      "changesPercentage",
      "previousClose",
      "dayLow",
      "dayHigh",
      "dayOpen",
      "low52",
      "high52",
      "volume",
      "avgVolume",
      "marketCap",
      "sharesOutstanding",
      "dividendPerShare",
      "dividendYield",
      "rsi14",
      "sma50",
      "sma200",
      "scanners",
      "ts",
      "session",
      "marketState",
      "feed",
    ].sort(),
  );
  const i = state.index.get("AAPL")!;
  const row = state.row(i);
  expect(body).toMatchObject({
    symbol: "AAPL",
    name: "Apple Inc.",
    exchange: "NASDAQ",
    sector: "Technology",
    currency: "USD",
    price: row.price,
    previousClose: row.close,
    volume: row.volume,
    marketCap: row.marketCap,
    sharesOutstanding: row.outstandingShares,
    changesPercentage: row.changePercentage,
  });
  expect(body.session).toBe("2026-11-18");
  expect(body.dayLow).toBeLessThanOrEqual(body.price);
  expect(body.dayHigh).toBeGreaterThanOrEqual(body.price);
  expect(body.low52).toBeLessThanOrEqual(body.dayLow);
  expect(body.high52).toBeGreaterThanOrEqual(body.dayHigh);
  // Every scanner's full result: the ticker is listed there exactly when the snapshot says so.
  for (const symbol of [
    "AAPL",
    "2222.SR",
    ...[...market.scanners.result("rocket")].slice(0, 3).map((k) => state.symbols[k]!),
  ]) {
    const k = state.index.get(symbol)!;
    const listed = SCANNER_KEYS.filter((key) => market.scanners.result(key).includes(k));
    expect((await snapshot(symbol)).scanners).toEqual(listed);
  }
  expect((await snapshot(state.symbols[market.scanners.result("rocket")[0]!]!)).scanners).toContain("rocket");
});

describe("daily bars", () => {
  test("each range has its number of sessions, oldest first, on trading days before today", async () => {
    for (const range of HISTORY_RANGES) {
      const res = await get(`AAPL/history?range=${range}`);
      expect(res.status).toBe(200);
      expect(res.body.symbol).toBe("AAPL");
      expect(res.body.range).toBe(range);
      const list = res.body.bars as DailyBar[];
      expect(list).toHaveLength(RANGE_SESSIONS[range]);
      for (let k = 1; k < list.length; k++) expect(list[k]!.t > list[k - 1]!.t).toBe(true);
      expect(list.at(-1)!.t).toBe("2026-11-17");
      for (const b of list) {
        expect(Object.keys(b)).toEqual(["t", "o", "h", "l", "c", "v"]);
        expect([0, 6]).not.toContain(new Date(`${b.t}T00:00:00Z`).getUTCDay());
        expect(b.h).toBeGreaterThanOrEqual(Math.max(b.o, b.c));
        expect(b.l).toBeLessThanOrEqual(Math.min(b.o, b.c));
        expect(b.l).toBeGreaterThan(0);
        expect(Number.isInteger(b.v) && b.v > 0).toBe(true);
      }
    }
  });

  test("Saudi tickers trade Sunday to Thursday", async () => {
    const list = await bars("2222.SR");
    const weekdays = new Set(list.map((b) => new Date(`${b.t}T00:00:00Z`).getUTCDay()));
    expect([...weekdays].sort()).toEqual([0, 1, 2, 3, 4]);
  });

  test("the bars agree with the key figures: previous close, SMA 50/200, 3-month return, average volume", async () => {
    const state = s.services.market.state;
    for (const symbol of ["AAPL", "2222.SR", "F", state.symbols[state.n - 1]!]) {
      const i = state.index.get(symbol)!;
      const body = await snapshot(symbol);
      const closes = (await bars(symbol, "1Y")).map((b) => b.c);
      const price = state.price[i]!;
      expect(closes.at(-1)).toBeCloseTo(body.previousClose, 2);
      // Rounding each close to cents moves a mean by at most half a cent.
      expect(Math.abs((closes.slice(-49).reduce((a, b) => a + b, 0) + price) / 50 - state.sma50[i]!)).toBeLessThan(
        0.006,
      );
      expect(Math.abs((closes.slice(-199).reduce((a, b) => a + b, 0) + price) / 200 - state.sma200[i]!)).toBeLessThan(
        0.006,
      );
      expect(closes.at(-63)).toBeCloseTo(price / (1 + state.return3m[i]! / 100), 1);
      const volumes = (await bars(symbol, "1M")).map((b) => b.v);
      expect(mean(volumes.slice(-21))).toBeGreaterThan(0);
      const full = (await bars(symbol, "3M")).map((b) => b.v).slice(-30);
      expect(Math.abs(mean(full) - state.avgVolume30[i]!) / state.avgVolume30[i]!).toBeLessThan(0.001);
    }
  });

  test("deterministic, and a shorter range is the tail of a longer one", async () => {
    const five = await bars("MSFT", "5Y");
    expect(await bars("MSFT", "5Y")).toEqual(five);
    for (const range of ["1M", "3M", "6M", "1Y"] as const) {
      expect(await bars("MSFT", range)).toEqual(five.slice(-RANGE_SESSIONS[range]));
    }
    expect(await bars("AAPL", "1M")).not.toEqual(five.slice(-21));
  });

  test("when a session closes, its close becomes the last bar and today's range starts again", async () => {
    const market = s.services.market;
    const state = market.state;
    const i = state.index.get("AAPL")!;
    await market.step(s.clock.now);
    const before = await snapshot("AAPL");
    const lastBefore = (await bars("AAPL", "1M")).at(-1)!;
    expect(before.dayHigh).toBeGreaterThanOrEqual(before.dayLow);
    // The market is a function of the time: a demo session later (30 ticks of an hour here)
    // the next one has begun, and the last one's close is the previous close.
    const price = state.price[i]!;
    s.clock.advance(31 * 3_600_000);
    await market.step(s.clock.now);
    expect(state.prevClose[i]).not.toBe(price);
    const after = await snapshot("AAPL");
    const list = await bars("AAPL", "1M");
    expect(list.at(-1)!.c).toBeCloseTo(after.previousClose, 2);
    expect(list.at(-1)!.c).not.toBe(lastBefore.c);
    expect(after.dayLow).toBeLessThanOrEqual(after.price);
    expect(after.dayHigh).toBeGreaterThanOrEqual(after.price);
  });
});

test("bars written by hand read back as the same numbers", async () => {
  const { barsJson, priceJson } = await import("../../src/server/market/history");
  for (const x of [0, 0.0001, 0.5, 0.9999, 1, 1.05, 139.1, 139.18, 99.99, 1234567.89, 0.1234]) {
    expect(JSON.parse(priceJson(x))).toBe(x);
  }
  const bars: DailyBar[] = [{ t: "2026-11-17", o: 0.4567, h: 12.3, l: 0.45, c: 12, v: 1000 }];
  expect(JSON.parse(barsJson(bars))).toEqual(bars);
});
