// The intraday chart with the Yahoo provider (docs/api.md, "Ticker page"): bars from Yahoo's v8
// chart call, made through yahoo-finance2's chart() against a local server answering with the
// fixtures in tests/fixtures/yahoo. They are in the shape Yahoo sends (the recorded one-minute
// answer in tests/fixtures/yahoo/recorded), written for these tests: AAPL in 5-minute rows with
// the pre- and after-market rows, minutes without trades (nulls) and the close's print at 16:00;
// 2222.SR in 1-minute rows on the Tadawul tick sent as float32 values (25.559999465942383, as
// Yahoo sends them), a minute without trades and the closing auction's print at 15:10. The
// answer is the exchange's session, no bar before its open, at or after its close or after now,
// on the real clock and on the demo clock (which real data does not follow). No network.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import * as v from "valibot";
import { onTick } from "../../src/shared/tick";
import { type IntradayResponse, intradayResponseSchema } from "../../src/shared/ticker";
import { type TestAccount, testUser } from "../helpers/accounts";
import { type TestServer, testServer } from "../helpers/server";

const FIXTURES = join(import.meta.dir, "../fixtures/yahoo");
const FIXTURE: Record<string, string> = {
  AAPL: "chart-AAPL-5m-2026-11-18.json",
  "2222.SR": "chart-2222.SR-1m-2026-11-18.json",
};

interface Chart {
  chart: {
    result: [
      {
        timestamp: number[];
        indicators: { quote: [Record<"open" | "high" | "low" | "close" | "volume", (number | null)[]>] };
      },
    ];
  };
}
/** Prices as the server sends them: on the exchange's tick (the cent in the US), as the quotes are. */
const cents = (x: number | null | undefined, market: "US" | "SA" = "US") => onTick(x!, market);
const chart = (symbol: string): Chart => JSON.parse(readFileSync(join(FIXTURES, FIXTURE[symbol]!), "utf8"));

/** Instants on Wednesday 18 November 2026 (or `day`) in New York (UTC−5) and Riyadh (UTC+3). */
const newYork = (h: number, m = 0, day = 18) => Date.UTC(2026, 10, day, h + 5, m);
const riyadh = (h: number, m = 0, s = 0) => Date.UTC(2026, 10, 18, h - 3, m, s);

const chartCalls: URL[] = [];
let yahoo: ReturnType<typeof Bun.serve>;
beforeAll(() => {
  yahoo = Bun.serve({
    port: 0,
    fetch(req) {
      const url = new URL(req.url);
      // yahoo-finance2's cookie and crumb handshake.
      if (url.pathname.startsWith("/quote/"))
        return new Response("<html></html>", { headers: { "set-cookie": "A3=x; Path=/" } });
      if (url.pathname === "/v1/test/getcrumb") return new Response("crumb-1");
      if (url.pathname.startsWith("/v8/finance/chart/")) {
        chartCalls.push(url);
        const symbol = decodeURIComponent(url.pathname.split("/").pop()!);
        const file = FIXTURE[symbol];
        if (!file)
          return Response.json(
            {
              chart: {
                result: null,
                error: { code: "Not Found", description: "No data found, symbol may be delisted" },
              },
            },
            { status: 404 },
          );
        // The whole recorded day whatever the period asked: the server cuts it, not Yahoo.
        return new Response(readFileSync(join(FIXTURES, file)), { headers: { "content-type": "application/json" } });
      }
      return new Response("not found", { status: 404 });
    },
  });
});
afterAll(() => yahoo.stop(true));

function suite(clock: "real" | "always-open") {
  let s: TestServer;
  let user: TestAccount;
  beforeAll(async () => {
    s = await testServer({
      env: { MARKET_PROVIDER: "yahoo", YAHOO_BASE_URL: `http://127.0.0.1:${yahoo.port}`, MARKET_CLOCK: clock },
    });
    user = await testUser(s.services);
  });
  afterAll(() => s.close());

  const get = async (path: string, lang = "en") => {
    const res = await s.request(`/api/v1/work/ticker/${path}`, {
      headers: { cookie: user.cookie, "accept-language": lang },
    });
    return { status: res.status, body: await res.json() };
  };
  const intraday = async (symbol: string, interval: string, at: number) => {
    s.clock.now = at;
    const res = await get(`${symbol}/intraday?interval=${interval}`);
    expect(res.status).toBe(200);
    expect(v.is(intradayResponseSchema, res.body)).toBe(true);
    const body = res.body as IntradayResponse;
    // The session's rules, whatever the case: inside the session, before now, on the grid, in order.
    const open = Date.parse(body.session.open);
    const close = Date.parse(body.session.close);
    const step = { "1m": 60, "5m": 300, "15m": 900 }[body.interval];
    for (const [k, b] of body.bars.entries()) {
      expect(b.t * 1000).toBeGreaterThanOrEqual(open);
      expect(b.t * 1000).toBeLessThan(Math.min(close, at));
      expect((b.t * 1000 - open) % (step * 1000)).toBe(0);
      if (k > 0) expect(b.t).toBeGreaterThan(body.bars[k - 1]!.t);
      expect(b.l).toBeLessThanOrEqual(Math.min(b.o, b.c));
      expect(b.h).toBeGreaterThanOrEqual(Math.max(b.o, b.c));
    }
    expect(body.simulated).toBe(false);
    return body;
  };

  test("mid-session: Yahoo's regular-hours rows from the open to now, asked for as such", async () => {
    chartCalls.length = 0;
    const now = newYork(12, 2);
    const body = await intraday("AAPL", "5m", now);
    expect(body).toMatchObject({ symbol: "AAPL", interval: "5m", timeZone: "America/New_York", currency: "USD" });
    expect(body.session).toEqual({
      date: "2026-11-18",
      open: new Date(newYork(9, 30)).toISOString(),
      close: new Date(newYork(16)).toISOString(),
      state: "open",
    });
    expect(body.previousClose).toBe(230.87);
    // 09:30 to 12:00 is 31 bars of 5 minutes; Yahoo has no trades at 09:50 and 09:55.
    expect(body.bars).toHaveLength(29);
    expect(body.bars[0]!.t * 1000).toBe(newYork(9, 30));
    expect(body.bars.at(-1)!.t * 1000).toBe(newYork(12));
    expect(body.bars.map((b) => b.t * 1000)).not.toContain(newYork(9, 50));
    // A bar is Yahoo's row of that time, as sent.
    const raw = chart("AAPL").chart.result[0];
    const k = raw.timestamp.indexOf(newYork(11, 15) / 1000);
    const q = raw.indicators.quote[0];
    expect(body.bars.find((b) => b.t * 1000 === newYork(11, 15))).toEqual({
      t: newYork(11, 15) / 1000,
      o: cents(q.open[k]),
      h: cents(q.high[k]),
      l: cents(q.low[k]),
      c: cents(q.close[k]),
      v: q.volume[k]!,
    });
    // One call: the regular session only, from the open to now, in the interval asked.
    expect(chartCalls).toHaveLength(1);
    const asked = chartCalls[0]!.searchParams;
    expect(asked.get("interval")).toBe("5m");
    expect(asked.get("includePrePost")).toBe("false");
    expect(Number(asked.get("period1"))).toBe(newYork(9, 30) / 1000);
    expect(Number(asked.get("period2"))).toBe(Math.floor(now / 1000));
    // Asked again within 30 s: the rows are kept, the bars cut to the new now.
    const later = await intraday("AAPL", "5m", newYork(12, 2, 18) + 20_000);
    expect(later.bars).toHaveLength(29);
    expect(chartCalls).toHaveLength(1);
  });

  test("before the open: the last session, whole, without its after-market rows or the close's print", async () => {
    const body = await intraday("AAPL", "5m", newYork(8, 0, 19));
    expect(body.session).toMatchObject({ date: "2026-11-18", state: "pre" });
    // 09:30 to 15:55 is 78 bars; no trades at 09:50, 09:55 and 15:40.
    expect(body.bars).toHaveLength(75);
    expect(body.bars[0]!.t * 1000).toBe(newYork(9, 30));
    expect(body.bars.at(-1)!.t * 1000).toBe(newYork(15, 55));
    const asked = chartCalls.at(-1)!.searchParams;
    expect(Number(asked.get("period2"))).toBe(newYork(16) / 1000);
  });

  test("Riyadh: 1-minute rows to now, or to the close without the closing auction's print", async () => {
    const mid = await intraday("2222.SR", "1m", riyadh(10, 30, 30));
    expect(mid).toMatchObject({ timeZone: "Asia/Riyadh", currency: "SAR", previousClose: 25.56 });
    expect(mid.session).toMatchObject({ date: "2026-11-18", state: "open" });
    // 10:00 to 10:30 is 31 minutes; none traded at 10:17.
    expect(mid.bars).toHaveLength(30);
    expect(mid.bars.at(-1)!.t * 1000).toBe(riyadh(10, 30));
    const after = await intraday("2222.SR", "1m", riyadh(16));
    expect(after.session.state).not.toBe("open");
    expect(after.bars).toHaveLength(299);
    expect(after.bars.at(-1)!.t * 1000).toBe(riyadh(14, 59));
  });

  test("rows finer than the bars asked for are joined into them", async () => {
    // The fixture server sends 1-minute rows whatever the interval: fifteen make a bar.
    const body = await intraday("2222.SR", "15m", riyadh(16));
    expect(body.bars).toHaveLength(20);
    const raw = chart("2222.SR").chart.result[0];
    const q = raw.indicators.quote[0];
    const rows = raw.timestamp
      .map((t, k) => ({ t: t * 1000, o: q.open[k], h: q.high[k], l: q.low[k], c: q.close[k], v: q.volume[k] }))
      .filter((r) => r.c !== null && r.t >= riyadh(10, 15) && r.t < riyadh(10, 30));
    expect(rows).toHaveLength(14); // 10:17 had no trades
    const bar = body.bars[1]!;
    expect(bar.t * 1000).toBe(riyadh(10, 15));
    expect(bar.o).toBe(cents(rows[0]!.o, "SA"));
    expect(bar.c).toBe(cents(rows.at(-1)!.c, "SA"));
    expect(bar.h).toBe(cents(Math.max(...rows.map((r) => r.h!)), "SA"));
    expect(bar.l).toBe(cents(Math.min(...rows.map((r) => r.l!)), "SA"));
    // Yahoo's float32 values arrive on the tick, not as 25.559999465942383.
    for (const b of body.bars) for (const p of [b.o, b.h, b.l, b.c]) expect(String(p)).toMatch(/^\d+(\.\d{1,2})?$/);
    expect(bar.v).toBe(rows.reduce((sum, r) => sum + r.v!, 0));
  });

  test("a session whose rows Yahoo has not sent: no bar from another day", async () => {
    // Thursday 19th at 10:00 New York: the session runs, the fixture holds only Wednesday.
    const body = await intraday("AAPL", "1m", newYork(10, 0, 19));
    expect(body.session).toMatchObject({ date: "2026-11-19", state: "open" });
    expect(body.bars).toEqual([]);
  });

  test("Yahoo refusing the symbol is a 503 naming it, in both languages", async () => {
    s.clock.now = newYork(12);
    const res = await get("MSFT/intraday?interval=5m");
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ code: "intraday_failed", field: "symbol" });
    const ar = await get("MSFT/intraday?interval=5m", "ar");
    expect(ar.body.message).not.toBe(res.body.message);
    expect(ar.body.message).toMatch(/[\u0600-\u06FF]/);
  });
}

describe("Yahoo intraday on the real clock", () => suite("real"));
// The demo clock keeps only the simulated market open: Yahoo's bars follow the real sessions.
describe("Yahoo intraday on the demo clock", () => suite("always-open"));
