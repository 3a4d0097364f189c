// Sessions as they are, with the real exchange clock: nothing shows a session that has not
// begun. Before the Saudi open the day shown is the last session closed, with the session
// before it as previous close and its candle the last of the daily bars; the auctions and the US extended
// hours are states, and prices do not move during them; the status says which session's
// close a closed market's lists are as of.
import { afterAll, beforeAll, expect, test } from "bun:test";
import * as v from "valibot";
import { marketStatusSchema } from "../../src/shared/market";
import type { DailyBar, TickerSnapshot } from "../../src/shared/ticker";
import { type TestAccount, testUser } from "../helpers/accounts";
import { type TestServer, testServer } from "../helpers/server";

let s: TestServer;
let user: TestAccount;

beforeAll(async () => {
  s = await testServer({ env: { MARKET_CLOCK: "real" } });
  user = await testUser(s.services);
});
afterAll(async () => {
  await s.close();
});

/** Wednesday 18 November 2026 at hh:mm in Riyadh (UTC+3). */
const riyadh = (h: number, m = 0) => Date.UTC(2026, 10, 18, h - 3, m);
/** Wednesday 18 November 2026 at hh:mm in New York (UTC−5 in November). */
const newYork = (h: number, m = 0) => Date.UTC(2026, 10, 18, h + 5, m);

async function at(ts: number): Promise<void> {
  s.clock.now = ts;
  await s.services.market.step(ts);
}

async function status() {
  const body = await (await s.request("/api/v1/market/status")).json();
  expect(v.is(marketStatusSchema, body)).toBe(true);
  return Object.fromEntries(
    (body.markets as { market: string; state: string; session: string }[]).map((m) => [m.market, m]),
  ) as unknown as Record<"US" | "SA", { state: string; session: string }>;
}

async function snapshot(symbol: string): Promise<TickerSnapshot> {
  return (await s.request(`/api/v1/work/ticker/${symbol}`, { headers: { cookie: user.cookie } })).json();
}

async function bars(symbol: string): Promise<DailyBar[]> {
  const res = await s.request(`/api/v1/work/ticker/${symbol}/history?range=1M`, { headers: { cookie: user.cookie } });
  return (await res.json()).bars;
}

test("the states at 08:00, 09:45, 10:30, 15:05, 15:15 and 16:00 Riyadh and 09:00 and 12:00 New York", async () => {
  const seen: Record<string, string> = {};
  for (const [label, ts, market] of [
    ["08:00 Riyadh", riyadh(8), "SA"],
    ["09:45 Riyadh", riyadh(9, 45), "SA"],
    ["10:30 Riyadh", riyadh(10, 30), "SA"],
    ["15:05 Riyadh", riyadh(15, 5), "SA"],
    ["15:15 Riyadh", riyadh(15, 15), "SA"],
    ["16:00 Riyadh", riyadh(16), "SA"],
    ["09:00 New York", newYork(9), "US"],
    ["12:00 New York", newYork(12), "US"],
    ["17:00 New York", newYork(17), "US"],
  ] as const) {
    s.clock.now = ts;
    seen[label] = (await status())[market].state;
  }
  expect(seen).toEqual({
    "08:00 Riyadh": "closed",
    "09:45 Riyadh": "pre",
    "10:30 Riyadh": "open",
    "15:05 Riyadh": "closing-auction",
    "15:15 Riyadh": "trade-at-last",
    "16:00 Riyadh": "closed",
    "09:00 New York": "pre",
    "12:00 New York": "open",
    "17:00 New York": "post",
  });
});

test("at 08:00 Riyadh the Saudi market shows Tuesday's session, whole, with Monday's close before it", async () => {
  await at(riyadh(8));
  const st = await status();
  // Lists of a closed market are as of the close of the last session, Tuesday's.
  expect(st.SA).toMatchObject({ state: "closed", session: "2026-11-17" });
  expect(st.US).toMatchObject({ state: "closed", session: "2026-11-17" });
  const q = await snapshot("1120.SR");
  expect(q.session).toBe("2026-11-17");
  const list = await bars("1120.SR");
  // No candle of a session that has not begun; the session shown has closed, so it is the last.
  expect(list.at(-1)!.t).toBe("2026-11-17");
  expect(list.every((b) => b.t <= "2026-11-17")).toBe(true);
  expect(list.at(-1)!.c).toBe(q.price);
  // The previous close is Monday's close, the bar before, not the close of the day shown.
  expect(list.at(-2)!.t).toBe("2026-11-16");
  expect(q.previousClose).toBe(list.at(-2)!.c);
  expect(q.price).not.toBe(q.previousClose);
  expect(q.dayHigh).toBeGreaterThanOrEqual(Math.max(q.price, q.dayOpen!));
  expect(q.dayLow).toBeLessThanOrEqual(Math.min(q.price, q.dayOpen!));
  const before = { price: q.price, volume: q.volume };
  // Tuesday at 16:00 Riyadh, after its close, showed the same figures.
  await at(riyadh(16) - 86_400_000);
  const tuesday = await snapshot("1120.SR");
  expect({ price: tuesday.price, volume: tuesday.volume, previousClose: tuesday.previousClose }).toEqual({
    ...before,
    previousClose: q.previousClose,
  });
});

test("the auctions and the US pre-market are not trading: prices stay at the close", async () => {
  const state = s.services.market.state;
  const sa = state.index.get("2222.SR")!;
  const us = state.index.get("AAPL")!;
  await at(riyadh(15));
  const close = state.price[sa];
  for (const ts of [riyadh(15, 5), riyadh(15, 12), riyadh(15, 19)]) {
    await at(ts);
    expect(state.price[sa]).toBe(close);
  }
  // US pre-market, 04:00–09:30 New York: the prices are the last session's close.
  await at(newYork(4, 30));
  const usClose = state.price[us];
  await at(newYork(9, 15));
  expect((await status()).US.state).toBe("pre");
  expect(state.price[us]).toBe(usClose);
  await at(newYork(9, 45));
  expect(state.price[us]).not.toBe(usClose);
});
