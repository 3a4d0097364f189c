// One price per moment: outside a session the quote's price is that session's close, and it is
// the last daily bar's close; the previous close is the bar before it; the daily history runs to
// the last completed session of each exchange, by its own clock and calendar. The quote, the
// daily chart and the intraday chart say the same.
import { afterAll, beforeAll, expect, test } from "bun:test";
import type { DailyBar, IntradayResponse, TickerSnapshot } from "../../src/shared/ticker";
import { type TestAccount, testUser } from "../helpers/accounts";
import { type TestServer, testServer } from "../helpers/server";

let s: TestServer;
let user: TestAccount;

beforeAll(async () => {
  s = await testServer({ env: { MARKET_CLOCK: "real" } });
});
afterAll(async () => {
  await s.close();
});

/** The clock at `ts`, the market stepped there, and a user signed in then. */
async function at(ts: number): Promise<void> {
  s.clock.now = ts;
  await s.services.market.step(ts);
  user = await testUser(s.services);
}

async function get<T>(path: string): Promise<T> {
  const res = await s.request(`/api/v1/work/ticker/${path}`, { headers: { cookie: user.cookie } });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

const quote = (symbol: string) => get<TickerSnapshot>(symbol);
const bars = async (symbol: string, range = "1M") =>
  (await get<{ bars: DailyBar[] }>(`${symbol}/history?range=${range}`)).bars;
const intraday = (symbol: string) => get<IntradayResponse>(`${symbol}/intraday?interval=5m`);

const CASES = [
  // Monday 7 December 2026, 07:33 in Riyadh, 23:33 on Sunday in New York: the Saudi market's
  // last session is Sunday 6 December, the US one Friday 4 December.
  { symbol: "1120.SR", session: "2026-12-06", before: "2026-12-03" },
  { symbol: "2222.SR", session: "2026-12-06", before: "2026-12-03" },
  { symbol: "AAPL", session: "2026-12-04", before: "2026-12-03" },
  { symbol: "NVDA", session: "2026-12-04", before: "2026-12-03" },
] as const;

test("before Monday's Saudi open: quote, daily bars and intraday chart show one price", async () => {
  await at(Date.UTC(2026, 11, 7, 4, 33));
  for (const c of CASES) {
    const q = await quote(c.symbol);
    const list = await bars(c.symbol);
    const last = list.at(-1)!;
    const before = list.at(-2)!;
    expect([c.symbol, q.session, last.t, before.t]).toEqual([c.symbol, c.session, c.session, c.before]);
    // The range still holds its sessions: a month is 21 of them, the last one included.
    expect(list).toHaveLength(21);
    expect([c.symbol, last.c, last.o, last.h, last.l]).toEqual([c.symbol, q.price, q.dayOpen!, q.dayHigh, q.dayLow]);
    expect([c.symbol, before.c]).toEqual([c.symbol, q.previousClose]);
    expect(q.price).not.toBe(q.previousClose);
    const day = await intraday(c.symbol);
    expect([c.symbol, day.session.date, day.previousClose, day.bars.at(-1)!.c]).toEqual([
      c.symbol,
      c.session,
      q.previousClose,
      q.price,
    ]);
    // The year's range holds the last session.
    const year = await bars(c.symbol, "1Y");
    expect(year.at(-1)).toEqual(last);
    expect(q.high52).toBe(Math.max(...year.map((b) => b.h)));
    expect(q.low52).toBe(Math.min(...year.map((b) => b.l)));
  }
});

test("during the Saudi session the bars end with the session before, whose close is the previous close", async () => {
  // Monday 7 December 2026, 11:00 in Riyadh.
  await at(Date.UTC(2026, 11, 7, 8, 0));
  const q = await quote("1120.SR");
  expect(q.session).toBe("2026-12-07");
  const list = await bars("1120.SR");
  expect(list.at(-1)!.t).toBe("2026-12-06");
  expect(list.at(-1)!.c).toBe(q.previousClose);
  expect(list).toHaveLength(21);
  // The bar of Sunday's session has the open, close and volume it had before the open, from
  // the live figures (a past session's high and low are drawn, not the path's: see
  // docs/market-data.md).
  const sunday = list.at(-1)!;
  await at(Date.UTC(2026, 11, 7, 4, 33));
  const early = (await bars("1120.SR")).at(-1)!;
  expect({ t: early.t, o: early.o, c: early.c, v: early.v }).toEqual({
    t: sunday.t,
    o: sunday.o,
    c: sunday.c,
    v: sunday.v,
  });
});

test("a session's bar shown just after its close is the same bar the next session shows as past", async () => {
  // Friday 4 December 2026, 17:00 in New York, then Monday 7 December 11:00 in New York.
  await at(Date.UTC(2026, 11, 4, 22, 0));
  const closed = (await bars("AAPL")).at(-1)!;
  expect(closed.t).toBe("2026-12-04");
  await at(Date.UTC(2026, 11, 7, 16, 0));
  const later = await bars("AAPL");
  expect(later.at(-1)!.t).toBe("2026-12-04");
  expect({ o: later.at(-1)!.o, c: later.at(-1)!.c, v: later.at(-1)!.v }).toEqual({
    o: closed.o,
    c: closed.c,
    v: closed.v,
  });
});
