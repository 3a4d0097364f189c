// GET /api/v1/market/status: any visitor learns where the data comes from, whether it is
// simulated, and each market's session, in the demo mode and on the real clock.
import { afterEach, expect, test } from "bun:test";
import * as v from "valibot";
import { marketStatusSchema } from "../../src/shared/market";
import { testUser } from "../helpers/accounts";
import { type TestServer, testServer } from "../helpers/server";

let s: TestServer | null = null;
// The test clock: Wednesday 18 November 2026, 15:00 UTC (10:00 New York, 18:00 Riyadh).
const NOW = Date.UTC(2026, 10, 18, 15, 0, 0);
// Before the first tick, on the demo clock: the last price is now's, and simulated.
const simulatedFeed = { source: "simulated", delayMinutes: 0, lastPriceAt: NOW, live: false };
afterEach(async () => {
  await s?.close();
  s = null;
});

test("the demo clock: simulated data, both markets open, no session needed", async () => {
  s = await testServer();
  const res = await s.request("/api/v1/market/status");
  expect(res.status).toBe(200);
  const body = await res.json();
  expect(v.is(marketStatusSchema, body)).toBe(true);
  expect(body).toEqual({
    provider: "sim",
    simulated: true,
    live: false,
    clock: "always-open",
    markets: [
      {
        market: "US",
        state: "open",
        opensAt: "2026-11-18T00:00:00.000Z",
        closesAt: "2026-11-19T00:00:00.000Z",
        session: "2026-11-18",
        ...simulatedFeed,
      },
      {
        market: "SA",
        state: "open",
        opensAt: "2026-11-18T00:00:00.000Z",
        closesAt: "2026-11-19T00:00:00.000Z",
        session: "2026-11-18",
        ...simulatedFeed,
      },
    ],
  });
});

test("the real clock: New York open on a Wednesday morning, Riyadh closed; both closed on Saturday", async () => {
  s = await testServer({ env: { MARKET_CLOCK: "real" } });
  // The test clock: Wednesday 18 November 2026, 15:00 UTC (10:00 New York, 18:00 Riyadh).
  const wednesday = await (await s.request("/api/v1/market/status")).json();
  expect(wednesday.clock).toBe("real");
  expect(wednesday.markets).toEqual([
    {
      market: "US",
      state: "open",
      opensAt: "2026-11-18T14:30:00.000Z",
      closesAt: "2026-11-18T21:00:00.000Z",
      session: "2026-11-18",
      ...simulatedFeed,
    },
    // Closed for the day in Riyadh: the prices are as of that day's close (15:00 Riyadh).
    {
      market: "SA",
      state: "closed",
      opensAt: "2026-11-19T07:00:00.000Z",
      closesAt: "2026-11-19T12:00:00.000Z",
      session: "2026-11-18",
      ...simulatedFeed,
      lastPriceAt: Date.parse("2026-11-18T12:00:00.000Z"),
    },
  ]);
  s.clock.advance(3 * 86_400_000); // Saturday 21 November, 15:00 UTC
  s.services.market.state.ts = s.clock.now; // the simulated market's tick then
  const saturday = await (await s.request("/api/v1/market/status", { headers: { "accept-language": "ar" } })).json();
  expect(saturday.markets.map((m: { state: string }) => m.state)).toEqual(["closed", "closed"]);
  expect(saturday.markets[0].opensAt).toBe("2026-11-23T14:30:00.000Z");
  expect(saturday.markets[1].opensAt).toBe("2026-11-22T07:00:00.000Z");
  // On Saturday the last prices are Friday's close in New York and Thursday's in Riyadh.
  expect(saturday.markets.map((m: { lastPriceAt: number }) => new Date(m.lastPriceAt).toISOString())).toEqual([
    "2026-11-20T21:00:00.000Z",
    "2026-11-19T12:00:00.000Z",
  ]);
});

test("the ticker call says its own market's state: Apple open and Aramco closed on a Wednesday at 15:00 UTC", async () => {
  const server = await testServer({ env: { MARKET_CLOCK: "real" } });
  s = server;
  const user = await testUser(server.services);
  await server.services.market.init();
  const state = async (symbol: string) =>
    (await (await server.request(`/api/v1/work/ticker/${symbol}`, { cookie: user.cookie })).json()).marketState;
  expect(await state("AAPL")).toBe("open");
  expect(await state("2222.SR")).toBe("closed");
  // ts is the time of the price shown, not of the last tick: Aramco's is Riyadh's 15:00 close.
  server.services.market.state.ts = NOW - 1000;
  const ticker = async (symbol: string) =>
    (await (await server.request(`/api/v1/work/ticker/${symbol}`, { cookie: user.cookie })).json()) as {
      ts: number;
      feed: unknown;
    };
  const apple = await ticker("AAPL");
  expect(apple.ts).toBe(NOW - 1000);
  expect(apple.feed).toEqual({ source: "simulated", delayMinutes: 0, lastPriceAt: NOW - 1000, live: false });
  const aramco = await ticker("2222.SR");
  expect(new Date(aramco.ts).toISOString()).toBe("2026-11-18T12:00:00.000Z");
  expect(aramco.feed).toMatchObject({ source: "simulated", lastPriceAt: aramco.ts });
});

test("only GET is allowed", async () => {
  s = await testServer();
  const res = await s.request("/api/v1/market/status", { method: "POST", json: {} });
  expect([403, 405]).toContain(res.status);
  expect(Object.keys(await res.json()).sort()).toContain("code");
});

test("live only for a real provider whose last quotes are current; never for the simulated market", async () => {
  // The simulated market, however fresh its ticks: not live.
  s = await testServer();
  await s.services.market.init();
  s.services.market.state.ts = s.services.now();
  expect((await (await s.request("/api/v1/market/status")).json()).live).toBe(false);
  await s.close();
  // A real provider (FMP, nothing polled yet): not live until its first quotes arrive.
  s = await testServer({ env: { MARKET_PROVIDER: "fmp", FMP_API_KEY: "test", FMP_BASE_URL: "http://127.0.0.1:9" } });
  const status = async () => {
    const body = await (await s!.request("/api/v1/market/status")).json();
    expect(v.is(marketStatusSchema, body)).toBe(true);
    return body as v.InferOutput<typeof marketStatusSchema>;
  };
  // MARKET_CLOCK=always-open (the test server's) is the simulated market's demo mode: a real
  // provider's markets keep the exchanges' sessions, so no screen names a demo clock.
  expect(await status()).toMatchObject({ provider: "fmp", simulated: false, live: false, clock: "real" });
  expect((await status()).markets.map((m) => m.lastPriceAt)).toEqual([null, null]);
  // Quotes just polled: the US market real-time and live; the Saudi one 15 minutes late, so
  // neither it nor the data as a whole is called live.
  s.services.market.state.ts = s.services.now();
  const polled = await status();
  expect(polled.live).toBe(false);
  expect(
    polled.markets.map(({ market, source, delayMinutes, live }) => ({ market, source, delayMinutes, live })),
  ).toEqual([
    { market: "US", source: "fmp", delayMinutes: 0, live: true },
    { market: "SA", source: "fmp", delayMinutes: 15, live: false },
  ]);
  // Ten minutes without a successful poll: no longer current, no longer live.
  s.clock.advance(10 * 60_000);
  expect((await status()).markets[0]!.live).toBe(false);
});

test("a provider that states its quotes' times and delays: the status reads them", async () => {
  s = await testServer({
    env: { MARKET_CLOCK: "real", MARKET_PROVIDER: "yahoo", YAHOO_BASE_URL: "http://127.0.0.1:9" },
  });
  const { market } = s.services;
  const status = async () => {
    const body = await (await s!.request("/api/v1/market/status")).json();
    expect(v.is(marketStatusSchema, body)).toBe(true);
    return body as v.InferOutput<typeof marketStatusSchema>;
  };
  // Polled a minute ago, the quotes' own times unknown: the table's delays (Yahoo: New York
  // real-time, Riyadh 15 minutes), the US last price at the poll, the Saudi one at its close.
  market.state.ts = NOW - 60_000;
  const polled = await status();
  expect(polled.provider).toBe("yahoo");
  expect(
    polled.markets.map(({ market, source, delayMinutes, lastPriceAt, live }) => ({
      market,
      source,
      delayMinutes,
      lastPriceAt,
      live,
    })),
  ).toEqual([
    { market: "US", source: "yahoo", delayMinutes: 0, lastPriceAt: NOW - 60_000, live: true },
    { market: "SA", source: "yahoo", delayMinutes: 15, lastPriceAt: Date.parse("2026-11-18T12:00:00Z"), live: false },
  ]);
  expect(polled.live).toBe(false);
  // A provider stub that says each quote's time and delay (Yahoo's regularMarketTime and
  // exchangeDataDelayedBy): US quotes 20 minutes late today, Aramco's last trade at 15:09:58 Riyadh.
  const times = new Map([
    ["AAPL", NOW - 21 * 60_000],
    ["MSFT", NOW - 22 * 60_000],
    ["2222.SR", Date.parse("2026-11-18T12:09:58Z")],
  ]);
  const delayOf = (symbol: string) => (symbol.endsWith(".SR") ? 15 : 20);
  const clocks = (delay: (symbol: string) => number) => ({
    quoteClock: (symbol: string) => ({ quoteTime: times.get(symbol) ?? null, delayMinutes: delay(symbol) }),
    marketClock: (m: "US" | "SA") => {
      const mine = [...times].filter(([symbol]) => symbol.endsWith(".SR") === (m === "SA"));
      return { quoteTime: Math.max(...mine.map(([, t]) => t)), delayMinutes: Math.max(...mine.map(([x]) => delay(x))) };
    },
  });
  Object.assign(market.provider, clocks(delayOf));
  const stated = await status();
  expect(stated.markets.map(({ delayMinutes, lastPriceAt, live }) => ({ delayMinutes, lastPriceAt, live }))).toEqual([
    { delayMinutes: 20, lastPriceAt: NOW - 21 * 60_000, live: false },
    { delayMinutes: 15, lastPriceAt: Date.parse("2026-11-18T12:09:58Z"), live: false },
  ]);
  expect(stated.live).toBe(false);
  // Every market real-time and current: only then is the data as a whole live.
  Object.assign(
    market.provider,
    clocks(() => 0),
  );
  const realTime = await status();
  expect(realTime.markets.map((m) => m.live)).toEqual([true, true]);
  expect(realTime.live).toBe(true);
});
