// One daily history per symbol for a real provider (src/server/market/history-store.ts): the
// screener's history columns from the provider's daily bars, a screener call during the load
// answering at once with the loading marker, a restart asking only for the missing sessions
// (the provider's calls counted), the bars kept in daily_bars, and a calendar asked before the
// history has loaded not kept. SQLite, and PostgreSQL under TEST_DB=postgres.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { Market } from "../../src/server/market/engine";
import { isoDate, isTradingDay, type MarketCode } from "../../src/server/market/history";
import { HISTORY_WINDOW } from "../../src/server/market/history-store";
import { MarketState } from "../../src/server/market/state";
import { buildUniverse } from "../../src/server/market/universe";
import type { CalendarDividend, CalendarSource, MarketProvider } from "../../src/server/providers/provider";
import type { ScreenField, ScreenQuery } from "../../src/shared/screener";
import type { DailyBar } from "../../src/shared/ticker";
import { type TestAccount, testPartner } from "../helpers/accounts";
import { TEST_DB, type TestServer, testServer } from "../helpers/server";

const DAY = 86_400_000;
/** Wednesday 18 November 2026, 17:00 UTC: the last completed session in the bars is the 17th. */
const T0 = Date.UTC(2026, 10, 18, 17, 0, 0);
const COMPANIES = [
  ...buildUniverse(0)
    .filter((c) => c.currency === "USD")
    .slice(0, 6),
  ...buildUniverse(0)
    .filter((c) => c.currency === "SAR")
    .slice(0, 3),
];
const HISTORY_FIELDS: ScreenField[] = [
  "change1w",
  "change1m",
  "changeYtd",
  "change1y",
  "sma20",
  "high52",
  "low52",
  "beta",
  "volatility",
];

/** A close that depends only on the symbol and the day, so every fetch agrees with the last. */
function closeOf(symbol: string, day: number): number {
  let h = 0;
  for (const ch of symbol) h = (h * 31 + ch.charCodeAt(0)) % 997;
  return Math.round((40 + (h % 60) + 8 * Math.sin(day / (5 + (h % 7))) + (day % 1000) * 0.01) * 100) / 100;
}

/** A real-data provider as the market engine sees it: daily bars on the exchange's trading days. */
class StubProvider implements MarketProvider {
  readonly name = "yahoo" as const;
  readonly state = new MarketState(COMPANIES);
  readonly intervalMs = 60_000;
  readonly calls: { symbol: string; count: number }[] = [];
  /** While set, history answers wait for it (the load is under way). */
  gate: Promise<void> | null = null;
  dividendCalls = 0;
  readonly calendars: CalendarSource = {
    earnings: async () => [],
    ipos: async () => [],
    splits: async () => [],
    dividends: async (): Promise<CalendarDividend[]> => {
      this.dividendCalls++;
      return [];
    },
  };

  constructor(private readonly now: () => number) {
    const s = this.state;
    for (let i = 0; i < s.n; i++) {
      const day = Math.floor(now() / DAY);
      s.prevClose[i] = closeOf(s.symbols[i]!, day - 1);
      s.price[i] = s.prevClose[i]! * 1.01;
      s.shares[i] = 1e9;
    }
  }

  async init(): Promise<void> {}
  update(): void {}
  stop(): void {}

  /** The last `count` completed sessions before today (UTC), oldest first. */
  static bars(symbol: string, count: number, today: number): DailyBar[] {
    const market: MarketCode = symbol.endsWith(".SR") ? "SA" : "US";
    const out: DailyBar[] = [];
    for (let day = today - 1; out.length < count; day--) {
      if (!isTradingDay(day, market)) continue;
      const c = closeOf(symbol, day);
      out.push({ t: isoDate(day), o: c, h: c * 1.01, l: c * 0.99, c, v: 1000 + (day % 100) });
    }
    return out.reverse();
  }

  async history(symbol: string, count: number): Promise<DailyBar[]> {
    this.calls.push({ symbol, count });
    if (this.gate) await this.gate;
    return StubProvider.bars(symbol, count, Math.floor(this.now() / DAY));
  }
}

const query: ScreenQuery = {
  market: "US",
  filters: [],
  sort: { field: "marketCap", dir: "desc" },
  columns: HISTORY_FIELDS,
};

let s: TestServer;
let partner: TestAccount;
beforeAll(async () => {
  s = await testServer();
  partner = await testPartner(s.services);
});
afterAll(() => s.close());

function marketAt(now: number): { market: Market; provider: StubProvider } {
  const provider = new StubProvider(() => now);
  const market = new Market(provider, () => now);
  market.keepHistoryIn(s.services.db.sql);
  return { market, provider };
}

describe(`daily history of a real provider, on ${TEST_DB}`, () => {
  test("a screener call during the load answers at once, the history columns marked as loading", async () => {
    const { market, provider } = marketAt(T0);
    let release = () => {};
    provider.gate = new Promise((resolve) => {
      release = resolve;
    });
    await market.init();
    const began = performance.now();
    market.screener.ready();
    const during = market.screener.run(query, 1);
    expect(performance.now() - began).toBeLessThan(200);
    expect(during.history).toEqual({ loaded: 0, total: COMPANIES.length });
    expect(during.rows.length).toBe(6);
    for (const row of during.rows) for (const f of HISTORY_FIELDS) expect(row[f]).toBeNull();
    release();
    await market.history!.start();
    await market.screener.whenBuilt();
    const after = market.screener.run(query, 1);
    expect(after.history).toEqual({ loaded: COMPANIES.length, total: COMPANIES.length });
    market.stop();
  });

  test("the screener's history fields come from the provider's daily bars", async () => {
    const { market } = marketAt(T0);
    await market.init();
    await market.history!.start();
    await market.screener.whenBuilt();
    const result = market.screener.run(query, 1);
    expect(result.rows.length).toBe(6);
    const today = Math.floor(T0 / DAY);
    for (const row of result.rows) {
      for (const f of HISTORY_FIELDS) expect(typeof row[f]).toBe("number");
      const i = market.state.index.get(row.symbol)!;
      const bars = StubProvider.bars(row.symbol, 262, today);
      // 1W: today's price against the close five sessions back.
      const price = market.state.price[i]!;
      expect(row.change1w as number).toBeCloseTo((price / bars.at(-5)!.c - 1) * 100, 1);
      const year = bars.slice(-251);
      expect(row.high52 as number).toBeCloseTo(Math.max(price, ...year.map((b) => b.h)), 1);
    }
    market.stop();
  });

  test("the bars are kept: a restart asks only for the sessions since the last stored one", async () => {
    const sql = s.services.db.sql;
    await sql`DELETE FROM daily_bars`;
    const first = marketAt(T0);
    await first.market.history!.start();
    first.market.stop();
    expect(first.provider.calls.length).toBe(COMPANIES.length);
    for (const call of first.provider.calls) expect(call.count).toBe(HISTORY_WINDOW);
    const [{ rows }] = await sql`SELECT COUNT(*) AS rows FROM daily_bars`;
    expect(Number(rows)).toBe(COMPANIES.length * HISTORY_WINDOW);

    // Three days later (Saturday 21 November): the US missed Wed–Fri, Riyadh Wed–Thu.
    const later = T0 + 3 * DAY;
    const second = marketAt(later);
    await second.market.history!.start();
    expect(second.provider.calls.length).toBe(COMPANIES.length);
    for (const call of second.provider.calls) expect(call.count).toBe(call.symbol.endsWith(".SR") ? 2 : 3);
    // The window is kept whole and current: what the store serves is the provider's last 1,260.
    const aapl = COMPANIES[0]!.symbol;
    const served = await second.market.tickers.bars(second.market.state.index.get(aapl)!, HISTORY_WINDOW);
    expect(served).toEqual(StubProvider.bars(aapl, HISTORY_WINDOW, Math.floor(later / DAY)));
    const [{ kept }] = await sql`SELECT COUNT(*) AS kept FROM daily_bars WHERE symbol = ${aapl}`;
    expect(Number(kept)).toBe(HISTORY_WINDOW);
    second.market.stop();

    // The same day again: nothing to ask.
    const third = marketAt(later + 3_600_000);
    await third.market.history!.start();
    expect(third.provider.calls.length).toBe(0);
    expect(third.market.historyComplete()).toBe(true);
    third.market.stop();
  });

  test("a calendar asked before the history has loaded is not kept; once loaded it is", async () => {
    await s.services.db.sql`DELETE FROM daily_bars`;
    const { market, provider } = marketAt(T0);
    let release = () => {};
    provider.gate = new Promise((resolve) => {
      release = resolve;
    });
    const original = s.services.market;
    s.services.market = market;
    try {
      void market.history!.start();
      const ask = async () => {
        const res = await s.request("/api/v1/partner/event/dividends-tracker", { cookie: partner.cookie });
        expect(res.status).toBe(200);
      };
      await ask();
      await ask();
      expect(provider.dividendCalls).toBe(2);
      release();
      await market.history!.start();
      expect(market.historyComplete()).toBe(true);
      await ask();
      await ask();
      expect(provider.dividendCalls).toBe(3);
    } finally {
      s.services.market = original;
      market.stop();
    }
  });
});
