// One contract for every real-data provider: each runs against a local fixture server that
// answers in the provider's documented shapes (FMP's /stable endpoints; Yahoo's v7 quote and
// v8 chart through yahoo-finance2, crumb included), with missing fields, nulls, empty days, a
// 429 with Retry-After and a 5xx, and must give the scanners the same clean market: finite
// numbers, names, indicators from the history, and normalised calendars.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { Market } from "../../src/server/market/engine";
import type { Company } from "../../src/server/market/universe";
import { FmpProvider } from "../../src/server/providers/fmp";
import type { MarketProvider } from "../../src/server/providers/provider";
import { YahooProvider } from "../../src/server/providers/yahoo";
import { SCANNER_KEYS } from "../../src/shared/market";

const NOW = Date.UTC(2026, 10, 18, 17, 0, 0);
const DAY = 86_400_000;
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** What the fixture server knows per symbol; BBB is the one with gaps everywhere. */
const MARKET = {
  AAA: { name: "Alpha Inc.", price: 105, prev: 100, volume: 3_000_000, cap: 50e9, exchange: "NASDAQ" },
  BBB: { name: "", price: 20, prev: null, volume: null, cap: null, exchange: "NYSE" },
  "2222.SR": { name: "Saudi Arabian Oil Company", price: 25.1, prev: 24.8, volume: 9e6, cap: 6.07e12, exchange: "SAU" },
} as const;
type Sym = keyof typeof MARKET;
const SYMBOLS = Object.keys(MARKET) as Sym[];

/** Daily closes, oldest first: 260 sessions, a rising line, with one empty day. */
function closes(symbol: Sym): (number | null)[] {
  const base = MARKET[symbol].prev ?? MARKET[symbol].price;
  return Array.from({ length: 260 }, (_, k) => (k === 100 ? null : base * (0.7 + (0.3 * k) / 259)));
}
const barDay = (k: number) => NOW - (260 - k) * DAY;

const calls: string[] = [];
const faults = { quote429: 1, chart503: 1, fmpQuote429: 1, fmpHist503: 1 };

function fmp(url: URL): unknown {
  const path = url.pathname.replace("/stable/", "");
  if (path === "company-screener") {
    const ex = url.searchParams.get("exchange");
    return SYMBOLS.filter((s) => MARKET[s].exchange === ex).map((s) => ({
      symbol: s,
      companyName: MARKET[s].name,
      price: MARKET[s].prev ?? MARKET[s].price,
      marketCap: MARKET[s].cap ?? "",
      volume: MARKET[s].volume,
      sector: s === "AAA" ? "Technology" : "",
      exchangeShortName: ex,
      lastAnnualDividend: s === "AAA" ? 4 : null,
    }));
  }
  if (path === "batch-quote")
    return (url.searchParams.get("symbols") ?? "").split(",").map((s) => {
      const m = MARKET[s as Sym];
      return { symbol: s, price: m.price, previousClose: m.prev ?? "", volume: m.volume, marketCap: m.cap };
    });
  if (path === "biggest-gainers") return [];
  if (path === "historical-price-eod/light") {
    const s = url.searchParams.get("symbol") as Sym;
    return closes(s)
      .map((c, k) => ({ symbol: s, date: isoOf(barDay(k)), price: c ?? "", volume: k === 7 ? null : 1e6 }))
      .reverse();
  }
  if (path === "historical-price-eod/full") {
    const s = url.searchParams.get("symbol") as Sym;
    return closes(s)
      .map((c, k) => ({
        symbol: s,
        date: isoOf(barDay(k)),
        open: c ?? "",
        high: c,
        low: c,
        close: c ?? "",
        volume: null,
      }))
      .reverse();
  }
  if (path === "earnings-calendar")
    return [
      { symbol: "AAA", date: isoOf(NOW), time: "amc" },
      { symbol: "BBB", date: isoOf(NOW + DAY), time: null },
      { symbol: "", date: isoOf(NOW) },
    ];
  if (path === "dividends-calendar")
    return url.searchParams.get("from")! <= isoOf(NOW) && url.searchParams.get("to")! >= isoOf(NOW)
      ? [
          {
            symbol: "AAA",
            date: isoOf(NOW),
            recordDate: "",
            paymentDate: isoOf(NOW + 14 * DAY),
            dividend: 1,
            yield: 3.8,
          },
          { symbol: "BBB", date: isoOf(NOW), dividend: null },
        ]
      : [];
  if (path === "splits-calendar") return [{ symbol: "AAA", date: isoOf(NOW - 2 * DAY), numerator: 2, denominator: 1 }];
  if (path === "ipos-calendar") return [];
  return [];
}

function yahooQuote(url: URL): unknown {
  const result = (url.searchParams.get("symbols") ?? "").split(",").map((s) => {
    const m = MARKET[s as Sym];
    return {
      symbol: s,
      longName: m.name || undefined,
      regularMarketPrice: m.price,
      regularMarketPreviousClose: m.prev,
      regularMarketVolume: m.volume,
      marketCap: m.cap,
      ...(s === "AAA"
        ? {
            trailingAnnualDividendRate: 4,
            dividendRate: 4,
            dividendYield: 3.8,
            // No exDividendDate: real v7 quotes carry none (quoteSummary's calendarEvents does).
            dividendDate: Math.floor((NOW + 17 * DAY) / 1000),
            earningsTimestamp: Math.floor(Date.UTC(2026, 10, 18, 21, 5) / 1000),
          }
        : {}),
    };
  });
  return { quoteResponse: { result, error: null } };
}

function yahooChart(symbol: Sym): unknown {
  const c = closes(symbol);
  const timestamp = c.map((_, k) => Math.floor(barDay(k) / 1000));
  const events =
    symbol === "AAA"
      ? {
          dividends: { [timestamp[200]!]: { amount: 1, date: timestamp[200] } },
          splits: { [timestamp[258]!]: { date: timestamp[258], numerator: 2, denominator: 1, splitRatio: "2:1" } },
        }
      : undefined;
  return {
    chart: {
      result: [
        {
          meta: { symbol, currency: symbol.endsWith(".SR") ? "SAR" : "USD", regularMarketPrice: MARKET[symbol].price },
          timestamp,
          events,
          indicators: {
            quote: [
              {
                open: c,
                high: c,
                low: c,
                close: c,
                volume: c.map((x, k) => (x === null || k === 7 ? null : 1e6)),
              },
            ],
          },
        },
      ],
      error: null,
    },
  };
}

let server: ReturnType<typeof Bun.serve>;
beforeAll(() => {
  server = Bun.serve({
    port: 0,
    fetch(req) {
      const url = new URL(req.url);
      calls.push(url.pathname);
      const json = (body: unknown, init: ResponseInit = {}) => Response.json(body, init);
      if (url.pathname.startsWith("/stable/")) {
        if (url.searchParams.get("apikey") !== "k")
          return json({ "Error Message": "Invalid API KEY" }, { status: 401 });
        if (url.pathname.endsWith("batch-quote") && faults.fmpQuote429-- > 0)
          return json({ message: "Limit Reach" }, { status: 429, headers: { "retry-after": "2" } });
        if (url.pathname.endsWith("light") && faults.fmpHist503-- > 0) return new Response("busy", { status: 503 });
        return json(fmp(url));
      }
      if (url.pathname === "/quote/AAPL")
        return new Response("<html></html>", { headers: { "set-cookie": "A3=x; Path=/" } });
      if (url.pathname === "/v1/test/getcrumb") return new Response("crumb-1");
      if (url.pathname === "/v7/finance/quote") {
        if (faults.quote429-- > 0)
          return new Response("Too Many Requests", { status: 429, headers: { "retry-after": "2" } });
        return json(yahooQuote(url));
      }
      if (url.pathname.startsWith("/v10/finance/quoteSummary/")) {
        // The shape of tests/fixtures/yahoo/recorded/quoteSummary-calendarEvents-AAPL.json.
        const symbol = decodeURIComponent(url.pathname.split("/").pop()!);
        const calendarEvents =
          symbol === "AAA"
            ? {
                maxAge: 1,
                exDividendDate: Math.floor((NOW + 3 * DAY) / 1000),
                dividendDate: Math.floor((NOW + 17 * DAY) / 1000),
              }
            : { maxAge: 1 };
        return json({ quoteSummary: { result: [{ calendarEvents }], error: null } });
      }
      if (url.pathname.startsWith("/v8/finance/chart/")) {
        if (faults.chart503-- > 0) return new Response("Service Unavailable", { status: 503 });
        return json(yahooChart(decodeURIComponent(url.pathname.split("/").pop()!) as Sym));
      }
      return new Response("not found", { status: 404 });
    },
  });
});
afterAll(() => server.stop(true));

const UNIVERSE: Company[] = SYMBOLS.map((s) => ({
  symbol: s,
  name: MARKET[s].name || s,
  exchange: s.endsWith(".SR") ? "Saudi" : "NASDAQ",
  sector: "T",
  sharesOutstanding: 1e9,
  referencePrice: MARKET[s].price,
  annualDividend: 0,
  payoutsPerYear: 0,
  avgVolume: 0,
  currency: s.endsWith(".SR") ? "SAR" : "USD",
  synthetic: false,
}));

interface Contract {
  name: string;
  make(
    sleep: (ms: number) => Promise<void>,
  ): MarketProvider & { loadTicker(i: number, from: string, to: string): Promise<void> };
}

const PROVIDERS: Contract[] = [
  {
    name: "fmp",
    make: (sleep) =>
      new FmpProvider({
        apiKey: "k",
        baseUrl: `http://127.0.0.1:${server.port}`,
        now: () => NOW,
        sleep,
        callsPerMinute: 60_000,
        exchanges: ["NASDAQ", "NYSE", "SAU"],
      }),
  },
  {
    name: "yahoo",
    make: (sleep) =>
      new YahooProvider({
        baseUrl: `http://127.0.0.1:${server.port}`,
        now: () => NOW,
        sleep,
        callsPerMinute: 60_000,
        companies: UNIVERSE,
      }),
  },
];

for (const contract of PROVIDERS) {
  describe(`${contract.name} provider contract`, () => {
    const slept: number[] = [];
    let provider: ReturnType<Contract["make"]>;
    let market: Market;
    beforeAll(async () => {
      provider = contract.make(async (ms) => {
        slept.push(ms);
      });
      market = new Market(provider, () => NOW);
      await market.init();
      provider.stop(); // the background history: loaded below, one ticker at a time
      const from = isoOf(NOW - 400 * DAY);
      const to = isoOf(NOW + DAY);
      for (let i = 0; i < provider.state.n; i++) await provider.loadTicker(i, from, to);
      // Yahoo's next ex-dividend date comes from quoteSummary's calendarEvents.
      if (provider instanceof YahooProvider) await provider.loadEvents("AAA");
      await market.step(NOW);
    });

    test("quotes land in the state; gaps (null, empty, absent) leave no NaN behind", () => {
      const s = provider.state;
      const a = s.index.get("AAA")!;
      expect(s.price[a]).toBe(105);
      expect(s.prevClose[a]).toBe(100);
      expect(s.changePercent(a)).toBeCloseTo(5, 6);
      expect(s.volume[a]).toBe(3_000_000);
      const b = s.index.get("BBB")!;
      expect(s.price[b]).toBe(20);
      expect(s.prevClose[b]! > 0).toBe(true);
      for (const key of SCANNER_KEYS) {
        const page = JSON.parse(market.scanners.pageJson(key, 1));
        for (const row of page.data)
          for (const v of Object.values(row)) if (typeof v === "number") expect(Number.isFinite(v)).toBe(true);
      }
      const row = s.row(s.index.get("2222.SR")!);
      expect(row).toMatchObject({ symbol: "2222.SR", currency: "SAR", price: 25.1, close: 24.8 });
    });

    test("a 429 waits for its Retry-After; a 5xx is retried", () => {
      expect(slept).toContain(2000);
      expect(slept.filter((ms) => ms !== 2000).length).toBeGreaterThanOrEqual(1);
    });

    test("indicators come from the daily history, across an empty day", () => {
      const s = provider.state;
      const a = s.index.get("AAA")!;
      expect(s.sma50[a]!).toBeGreaterThan(80);
      expect(s.sma200[a]!).toBeLessThan(s.sma50[a]!);
      expect(s.rsi14[a]!).toBeGreaterThan(50);
      expect(s.return3m[a]!).toBeGreaterThan(0);
      expect(s.avgVolume30[a]!).toBeGreaterThan(0);
    });

    test("the ticker page's daily bars: completed sessions, oldest first, gaps skipped or filled", async () => {
      const bars = await provider.history!("AAA", 60);
      expect(bars.length).toBeGreaterThan(40);
      expect(bars.length).toBeLessThanOrEqual(60);
      for (let k = 0; k < bars.length; k++) {
        const b = bars[k]!;
        expect(b.t < isoOf(NOW)).toBe(true);
        if (k > 0) expect(b.t > bars[k - 1]!.t).toBe(true);
        for (const v of [b.o, b.h, b.l, b.c, b.v]) expect(Number.isFinite(v)).toBe(true);
        expect(b.c).toBeGreaterThan(0);
      }
    });

    test("calendars are normalised: dates, numbers, bmo/amc/unknown", async () => {
      const from = isoOf(NOW - 7 * DAY);
      const to = isoOf(NOW + 30 * DAY);
      const dividends = await provider.calendars.dividends(from, to);
      const aaa = dividends.find((d) => d.symbol === "AAA");
      expect(aaa).toBeDefined();
      expect(aaa!.dividend).toBeGreaterThan(0);
      expect(aaa!.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(dividends.every((d) => Number.isFinite(d.dividend) && Number.isFinite(d.yield))).toBe(true);
      const splits = await provider.calendars.splits(isoOf(NOW - 30 * DAY), to);
      expect(splits).toEqual([{ symbol: "AAA", date: splits[0]!.date, numerator: 2, denominator: 1 }]);
      const earnings = await provider.calendars.earnings(from, to);
      expect(earnings.find((e) => e.symbol === "AAA")).toEqual({ symbol: "AAA", date: isoOf(NOW), time: "amc" });
      for (const e of earnings) expect(["bmo", "amc", "unknown"]).toContain(e.time);
      const ipos = await provider.calendars.ipos(from, to);
      expect(Array.isArray(ipos)).toBe(true);
    });
  });
}
