// The intraday chart's call (docs/api.md, "Ticker page"): the current or last session in the
// exchange's zone, no bar before the open or after now, and bars that agree with the live quote
// and the day's candle, on the real exchange clock and on the demo clock.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import * as v from "valibot";
import { type IntradayResponse, intradayResponseSchema, type TickerSnapshot } from "../../src/shared/ticker";
import { type TestAccount, testUser } from "../helpers/accounts";
import { type TestServer, testServer } from "../helpers/server";

/** Wednesday 18 November 2026 at hh:mm in Riyadh (UTC+3) and in New York (UTC−5). */
const riyadh = (h: number, m = 0) => Date.UTC(2026, 10, 18, h - 3, m);
const newYork = (h: number, m = 0) => Date.UTC(2026, 10, 18, h + 5, m);

function client(s: () => TestServer, user: () => TestAccount) {
  const get = async (path: string, lang = "en") => {
    const res = await s().request(`/api/v1/work/ticker/${path}`, {
      headers: { cookie: user().cookie, "accept-language": lang },
    });
    return { status: res.status, body: await res.json() };
  };
  const intraday = async (symbol: string, interval = "5m") => {
    const res = await get(`${symbol}/intraday?interval=${interval}`);
    expect(res.status).toBe(200);
    expect(v.is(intradayResponseSchema, res.body)).toBe(true);
    return res.body as IntradayResponse;
  };
  return { get, intraday };
}

describe("real exchange clock", () => {
  let s: TestServer;
  let user: TestAccount;
  const { get, intraday } = client(
    () => s,
    () => user,
  );
  beforeAll(async () => {
    s = await testServer({ env: { MARKET_CLOCK: "real" } });
    user = await testUser(s.services);
  });
  afterAll(() => s.close());

  const at = async (ts: number) => {
    s.clock.now = ts;
    await s.services.market.step(ts);
  };

  test("mid-session: bars from the open to now, in the exchange's zone, agreeing with the quote", async () => {
    await at(riyadh(12, 32));
    const body = await intraday("2222.SR", "5m");
    expect(body).toMatchObject({ symbol: "2222.SR", interval: "5m", timeZone: "Asia/Riyadh", currency: "SAR" });
    expect(body.session).toMatchObject({ date: "2026-11-18", state: "open" });
    expect(body.session.open).toBe(new Date(riyadh(10)).toISOString());
    expect(body.session.close).toBe(new Date(riyadh(15)).toISOString());
    // 10:00 to 12:32: 30 full bars of 5 minutes and one that has run 2 minutes.
    expect(body.bars).toHaveLength(31);
    expect(body.bars[0]!.t).toBe(riyadh(10) / 1000);
    expect(body.bars.at(-1)!.t).toBe(riyadh(12, 30) / 1000);
    for (const [k, b] of body.bars.entries()) {
      expect(b.t * 1000).toBeLessThan(riyadh(12, 32));
      if (k > 0) expect(b.t - body.bars[k - 1]!.t).toBe(300);
      expect(b.l).toBeLessThanOrEqual(Math.min(b.o, b.c));
      expect(b.h).toBeGreaterThanOrEqual(Math.max(b.o, b.c));
      expect(b.v).toBeGreaterThanOrEqual(0);
    }
    const quote = (await get("2222.SR")).body as TickerSnapshot;
    expect(body.bars.at(-1)!.c).toBeCloseTo(quote.price, 2);
    expect(body.previousClose).toBeCloseTo(quote.previousClose, 2);
    expect(body.bars[0]!.o).toBeCloseTo(quote.dayOpen ?? body.bars[0]!.o, 2);
    // The day's high and low are the bars' extremes (the quote also folds in every grid point).
    expect(Math.max(...body.bars.map((b) => b.h))).toBeLessThanOrEqual(quote.dayHigh + 0.01);
    expect(Math.min(...body.bars.map((b) => b.l))).toBeGreaterThanOrEqual(quote.dayLow - 0.01);
    const volume = body.bars.reduce((sum, b) => sum + b.v, 0);
    expect(Math.abs(volume - quote.volume) / quote.volume).toBeLessThan(0.001);
    // The 1- and 15-minute bars cover the same 152 minutes: 152 and 11.
    expect((await intraday("2222.SR", "1m")).bars).toHaveLength(152);
    expect((await intraday("2222.SR", "15m")).bars).toHaveLength(11);
  });

  test("before the open: the last session closed, whole, and nothing of the day not yet begun", async () => {
    await at(riyadh(8));
    const body = await intraday("2222.SR", "15m");
    expect(body.session).toMatchObject({ date: "2026-11-17", state: "closed" });
    // Tuesday 10:00 to 15:00 Riyadh: 20 bars of 15 minutes, none after the close.
    expect(body.bars).toHaveLength(20);
    expect(body.bars.at(-1)!.t * 1000).toBe(Date.UTC(2026, 10, 17, 11, 45));
    const quote = (await get("2222.SR")).body as TickerSnapshot;
    expect(body.bars.at(-1)!.c).toBeCloseTo(quote.price, 2);
    // New York before its open (03:00 there): its last session was Tuesday's.
    const us = await intraday("AAPL", "15m");
    expect(us).toMatchObject({ timeZone: "America/New_York", currency: "USD" });
    expect(us.session.date).toBe("2026-11-17");
    expect(us.bars).toHaveLength(26);
    expect(us.bars[0]!.t * 1000).toBe(Date.UTC(2026, 10, 17, 14, 30));
  });

  test("at 12:00 New York the US session has run two and a half hours", async () => {
    await at(newYork(12));
    const body = await intraday("AAPL", "1m");
    expect(body.session).toMatchObject({ date: "2026-11-18", state: "open" });
    expect(body.bars).toHaveLength(150);
    expect(body.bars.at(-1)!.t * 1000).toBe(newYork(11, 59));
  });

  test("a bad interval is a 400 naming it, in both languages; an unknown symbol a 404", async () => {
    for (const q of ["interval=2m", "interval=", "interval=1M"]) {
      const res = await get(`AAPL/intraday?${q}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: "invalid_interval", field: "interval" });
    }
    expect((await get("AAPL/intraday?interval=2m", "ar")).body.message).toContain("15m");
    expect((await get("NOPE/intraday?interval=5m")).body).toMatchObject({ code: "unknown_symbol", field: "symbol" });
  });
});

describe("demo clock", () => {
  let s: TestServer;
  let user: TestAccount;
  const { intraday } = client(
    () => s,
    () => user,
  );
  beforeAll(async () => {
    s = await testServer({ env: { MARKET_TICK_MS: "60000" } });
    user = await testUser(s.services);
    await s.services.market.init();
  });
  afterAll(() => s.close());

  test("the demo session's bars end at now and the last one closes at the live price", async () => {
    s.clock.advance(47 * 60_000);
    await s.services.market.step(s.clock.now);
    const body = await intraday("AAPL", "5m");
    expect(body.simulated).toBe(true);
    const open = Date.parse(body.session.open);
    expect(Date.parse(body.session.close) - open).toBe(6.5 * 3_600_000);
    expect(body.bars.length).toBe(Math.ceil((s.clock.now - open) / 300_000));
    expect(body.bars.at(-1)!.t * 1000).toBeLessThan(s.clock.now);
    const res = await s.request("/api/v1/work/ticker/AAPL", { headers: { cookie: user.cookie } });
    expect(body.bars.at(-1)!.c).toBeCloseTo(((await res.json()) as TickerSnapshot).price, 2);
  });
});
