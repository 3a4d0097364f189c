// GET /api/v1/market/status: any visitor learns where the data comes from, whether it is
// simulated, and each market's session, in the demo mode and on the real clock.
import { afterEach, expect, test } from "bun:test";
import * as v from "valibot";
import { marketStatusSchema } from "../../src/shared/market";
import { testUser } from "../helpers/accounts";
import { type TestServer, testServer } from "../helpers/server";

let s: TestServer | null = null;
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
      },
      {
        market: "SA",
        state: "open",
        opensAt: "2026-11-18T00:00:00.000Z",
        closesAt: "2026-11-19T00:00:00.000Z",
        session: "2026-11-18",
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
    },
    // Closed for the day in Riyadh: the prices are as of that day's close.
    {
      market: "SA",
      state: "closed",
      opensAt: "2026-11-19T07:00:00.000Z",
      closesAt: "2026-11-19T12:00:00.000Z",
      session: "2026-11-18",
    },
  ]);
  s.clock.advance(3 * 86_400_000); // Saturday 21 November, 15:00 UTC
  const saturday = await (await s.request("/api/v1/market/status", { headers: { "accept-language": "ar" } })).json();
  expect(saturday.markets.map((m: { state: string }) => m.state)).toEqual(["closed", "closed"]);
  expect(saturday.markets[0].opensAt).toBe("2026-11-23T14:30:00.000Z");
  expect(saturday.markets[1].opensAt).toBe("2026-11-22T07:00:00.000Z");
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
    return body as { provider: string; simulated: boolean; live: boolean };
  };
  expect(await status()).toMatchObject({ provider: "fmp", simulated: false, live: false });
  // Quotes just polled: live.
  s.services.market.state.ts = s.services.now();
  expect((await status()).live).toBe(true);
  // Ten minutes without a successful poll: no longer current, no longer live.
  s.clock.advance(10 * 60_000);
  expect((await status()).live).toBe(false);
});
