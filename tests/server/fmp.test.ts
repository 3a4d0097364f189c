// The FMP provider against a local fixture server that answers as FMP documents its /stable
// endpoints, including the empty strings and nulls FMP sends for missing values.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { Market } from "../../src/server/market/engine";
import { runScanner } from "../../src/server/market/scanners";
import { companiesFromScreener, FmpProvider } from "../../src/server/providers/fmp";
import { FmpClient, FmpError } from "../../src/server/providers/fmp-client";
import { num } from "../../src/server/providers/normalise";

const KEY = "test-key";
const NOW = Date.UTC(2026, 10, 18, 15, 0, 0);
const requests: URL[] = [];
const failures = new Map<string, number[]>();

function bars(symbol: string, days: number, start: number, step: number): unknown[] {
  // Newest first, as FMP sends them; one bar has a null volume, one an empty price.
  return Array.from({ length: days }, (_, k) => ({
    symbol,
    date: new Date(NOW - (k + 1) * 86_400_000).toISOString().slice(0, 10),
    price: k === 5 ? "" : start + step * (days - k),
    volume: k === 3 ? null : 1_000_000,
  }));
}

const fixtures: Record<string, (url: URL) => unknown> = {
  "company-screener": (url) =>
    url.searchParams.get("exchange") === "NASDAQ"
      ? [
          {
            symbol: "AAA",
            companyName: "Alpha Inc.",
            marketCap: 50_000_000_000,
            sector: "Technology",
            price: 100,
            lastAnnualDividend: 4,
            volume: 2_000_000,
            exchangeShortName: "NASDAQ",
            isEtf: false,
          },
          {
            symbol: "BBB",
            companyName: "",
            marketCap: null,
            sector: "",
            price: 20,
            lastAnnualDividend: "",
            volume: "",
            exchangeShortName: "NASDAQ",
            isEtf: false,
          },
          {
            symbol: "NOPRICE",
            companyName: "No Price",
            marketCap: 1e9,
            sector: "Energy",
            price: "",
            exchangeShortName: "NASDAQ",
          },
          {
            symbol: "QQQ",
            companyName: "An ETF",
            marketCap: 1e11,
            price: 500,
            exchangeShortName: "NASDAQ",
            isEtf: true,
          },
        ]
      : url.searchParams.get("exchange") === "SAU"
        ? [
            {
              symbol: "2222.SR",
              companyName: "Saudi Arabian Oil Company",
              marketCap: 6e12,
              sector: "Energy",
              price: 25,
              lastAnnualDividend: 1.3,
              volume: null,
              exchange: "Saudi",
              exchangeShortName: "SAU",
            },
          ]
        : [],
  "batch-quote": () => [
    {
      symbol: "AAA",
      price: 110,
      changePercentage: 10,
      change: 10,
      volume: 9_000_000,
      previousClose: 100,
      marketCap: 55_000_000_000,
      priceAvg50: 95,
      priceAvg200: 90,
    },
    { symbol: "BBB", price: "", change: null, volume: "", previousClose: null },
    {
      symbol: "2222.SR",
      price: 25.5,
      change: 0.5,
      volume: "",
      previousClose: null,
      marketCap: null,
      priceAvg50: "",
      priceAvg200: null,
    },
  ],
  "biggest-gainers": () => [
    { symbol: "BBB", price: 24, name: "B", change: 4, changesPercentage: 20, exchange: "NASDAQ" },
  ],
  "historical-price-eod/light": (url) => (url.searchParams.get("symbol") === "AAA" ? bars("AAA", 250, 50, 0.2) : []),
  // The ticker page's bars: newest first, today's partial bar included, one open missing.
  "historical-price-eod/full": (url) =>
    url.searchParams.get("symbol") === "AAA"
      ? Array.from({ length: 40 }, (_, k) => ({
          symbol: "AAA",
          date: new Date(NOW - k * 86_400_000).toISOString().slice(0, 10),
          open: k === 2 ? "" : 100 + k,
          high: 102 + k,
          low: 99 + k,
          close: 101 + k,
          volume: k === 4 ? null : 1_000_000 + k,
        }))
      : [],
  "earnings-calendar": () => [
    { symbol: "AAA", date: "2026-11-17", time: "bmo", epsActual: null, epsEstimated: "" },
    { symbol: "BBB", date: "2026-11-18", time: "", epsActual: null },
    { symbol: "CCC", date: "2026-11-19", time: null },
    { symbol: "DDD", date: "2026-11-19", time: "AMC" },
    { symbol: "", date: "2026-11-19", time: "amc" },
    { symbol: "EEE", date: "", time: "amc" },
  ],
  "dividends-calendar": (url) =>
    url.searchParams.get("from") === "2026-11-16"
      ? [
          {
            symbol: "AAA",
            date: "2026-11-17",
            recordDate: "",
            paymentDate: null,
            declarationDate: "",
            adjDividend: 1,
            dividend: 1,
            yield: 4.1,
            frequency: "Quarterly",
          },
          {
            symbol: "KO",
            date: "2026-11-20",
            recordDate: "2026-11-20",
            paymentDate: "2026-12-15",
            dividend: "",
            adjDividend: 0.51,
            yield: "",
          },
          { symbol: "BAD", date: "2026-11-20", dividend: null, adjDividend: null },
        ]
      : [{ symbol: "LATE", date: "2026-11-24", recordDate: null, paymentDate: "", dividend: 0.25, yield: null }],
  "ipos-calendar": () => [
    {
      symbol: "NEWC",
      date: "2026-11-19",
      daa: "2026-11-19T05:00:00.000Z",
      company: "New Company Inc.",
      exchange: "NASDAQ",
      actions: "Expected",
      shares: "",
      priceRange: null,
      marketCap: null,
    },
    {
      symbol: "PRCD",
      date: "2026-11-16",
      company: "",
      exchange: "NYSE",
      actions: "Priced",
      shares: 1e7,
      priceRange: "14.00-16.00",
      marketCap: 1.5e9,
    },
  ],
  "splits-calendar": () => [
    { symbol: "AAA", date: "2026-11-18", numerator: 4, denominator: 1 },
    { symbol: "BBB", date: "2026-11-19", numerator: "", denominator: 1 },
    { symbol: "CCC", date: "2026-11-20", numerator: 1, denominator: null },
  ],
};

let fixture: ReturnType<typeof Bun.serve>;
let baseUrl: string;

beforeAll(() => {
  fixture = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    fetch(req) {
      const url = new URL(req.url);
      requests.push(url);
      if (url.searchParams.get("apikey") !== KEY)
        return Response.json({ "Error Message": "Invalid API KEY." }, { status: 401 });
      const name = url.pathname.replace(/^\/stable\//, "");
      const queue = failures.get(name);
      const fail = queue?.shift();
      if (fail) return new Response("busy", { status: fail, headers: fail === 429 ? { "retry-after": "0" } : {} });
      const fixtureFn = fixtures[name];
      return fixtureFn ? Response.json(fixtureFn(url)) : Response.json([], { status: 404 });
    },
  });
  baseUrl = `http://127.0.0.1:${fixture.port}`;
});
afterAll(() => fixture.stop(true));

const client = (options: Partial<ConstructorParameters<typeof FmpClient>[0]> = {}) =>
  new FmpClient({ apiKey: KEY, baseUrl, callsPerMinute: 60_000, backoffMs: 1, ...options });

describe("normalising", () => {
  test('"", null, text and non-finite values', () => {
    expect([num(""), num(null), num(undefined), num("abc"), num("12.5"), num(3), num(Number.NaN)]).toEqual([
      null,
      null,
      null,
      null,
      12.5,
      3,
      null,
    ]);
  });

  test("screener rows become companies; unusable rows are skipped", () => {
    const companies = companiesFromScreener(
      fixtures["company-screener"]!(new URL("http://x/?exchange=NASDAQ")) as never,
    );
    expect(companies.map((c) => c.symbol)).toEqual(["AAA", "BBB"]);
    expect(companies[0]).toMatchObject({
      name: "Alpha Inc.",
      sector: "T",
      sharesOutstanding: 500_000_000,
      annualDividend: 4,
      payoutsPerYear: 4,
    });
    expect(companies[1]).toMatchObject({ name: "BBB", sharesOutstanding: 0, annualDividend: 0 });
  });
});

describe("client", () => {
  test("sends the key, retries 429 and 5xx with backoff, gives up on other errors", async () => {
    failures.set("biggest-gainers", [429, 500, 503]);
    const c = client();
    const rows = await c.list("biggest-gainers");
    expect(rows).toHaveLength(1);
    expect(c.calls).toBe(4);
    failures.set("biggest-gainers", [500, 500, 500]);
    await expect(client({ retries: 2 }).list("biggest-gainers")).rejects.toBeInstanceOf(FmpError);
    failures.delete("biggest-gainers");
    const wrong = new FmpClient({ apiKey: "nope", baseUrl, backoffMs: 1 });
    await expect(wrong.list("biggest-gainers")).rejects.toMatchObject({ status: 401 });
    expect(wrong.calls).toBe(1);
  });

  test("stays within the plan's rate", async () => {
    const slept: number[] = [];
    const c = client({ callsPerMinute: 600, sleep: async (ms) => void slept.push(ms) });
    for (let k = 0; k < 5; k++) await c.list("biggest-gainers");
    // 600 a minute is one call per 100 ms: the calls after the first wait for their slot.
    expect(slept.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...slept)).toBeLessThanOrEqual(400);
  });
});

describe("calendars", () => {
  const provider = () =>
    new FmpProvider({ apiKey: KEY, baseUrl, callsPerMinute: 60_000, backoffMs: 1, now: () => NOW });

  test("earnings: report times normalised, unusable rows skipped", async () => {
    const events = await provider().calendars.earnings("2026-11-16", "2026-11-20");
    expect(events).toEqual([
      { symbol: "AAA", date: "2026-11-17", time: "bmo" },
      { symbol: "BBB", date: "2026-11-18", time: "unknown" },
      { symbol: "CCC", date: "2026-11-19", time: "unknown" },
      { symbol: "DDD", date: "2026-11-19", time: "amc" },
    ]);
    const asked = requests.filter((u) => u.pathname.endsWith("earnings-calendar")).at(-1)!;
    expect(asked.searchParams.get("includeReportTimes")).toBe("true");
  });

  test("dividends: asked in small windows, missing dates null, dividend falls back to adjDividend", async () => {
    const before = requests.length;
    const events = await provider().calendars.dividends("2026-11-16", "2026-11-29");
    const windows = requests.slice(before).map((u) => `${u.searchParams.get("from")}..${u.searchParams.get("to")}`);
    expect(windows).toEqual(["2026-11-16..2026-11-22", "2026-11-23..2026-11-29"]);
    expect(events).toEqual([
      { symbol: "AAA", date: "2026-11-17", recordDate: null, paymentDate: null, dividend: 1, yield: 4.1 },
      {
        symbol: "KO",
        date: "2026-11-20",
        recordDate: "2026-11-20",
        paymentDate: "2026-12-15",
        dividend: 0.51,
        yield: 0,
      },
      { symbol: "LATE", date: "2026-11-24", recordDate: null, paymentDate: null, dividend: 0.25, yield: 0 },
    ]);
  });

  test("IPOs and splits", async () => {
    const p = provider();
    expect(await p.calendars.ipos("2026-11-16", "2026-11-20")).toEqual([
      {
        company: "PRCD",
        symbol: "PRCD",
        exchange: "NYSE",
        date: "2026-11-16",
        actions: "Priced",
        priceRange: "14.00-16.00",
        shares: 1e7,
        marketCap: 1.5e9,
      },
      {
        company: "New Company Inc.",
        symbol: "NEWC",
        exchange: "NASDAQ",
        date: "2026-11-19",
        actions: "Expected",
        priceRange: null,
        shares: null,
        marketCap: null,
      },
    ]);
    expect(await p.calendars.splits("2026-11-16", "2026-11-20")).toEqual([
      { symbol: "AAA", date: "2026-11-18", numerator: 4, denominator: 1 },
    ]);
  });
});

describe("market", () => {
  test("universe, quotes and history feed the scanners", async () => {
    const provider = new FmpProvider({ apiKey: KEY, baseUrl, callsPerMinute: 60_000, backoffMs: 1, now: () => NOW });
    const market = new Market(provider, () => NOW);
    await market.init();
    const s = market.state;
    expect(s.symbols).toEqual(["AAA", "BBB", "2222.SR"]);
    const aaa = s.index.get("AAA")!;
    expect(s.price[aaa]).toBe(110);
    expect(s.prevClose[aaa]).toBe(100);
    // BBB: an empty quote keeps the screener's price, then the gainers list moves it.
    const bbb = s.index.get("BBB")!;
    expect(s.price[bbb]).toBe(24);
    expect(s.prevClose[bbb]).toBe(20);
    // 2222.SR: previous close from the change, market cap kept from the screener.
    const aramco = s.index.get("2222.SR")!;
    expect(s.prevClose[aramco]).toBe(25);
    expect(s.shares[aramco]).toBe(240_000_000_000);
    // The history arrives in the background; then AAA has its indicators.
    for (let k = 0; k < 100 && Number.isNaN(s.return3m[aaa]!); k++) await Bun.sleep(10);
    expect(s.return3m[aaa]!).toBeGreaterThan(15);
    expect(s.rsi14[aaa]!).toBeGreaterThan(50);
    expect(s.avgVolume30[aaa]).toBeCloseTo(1_000_000 * (29 / 30), 0);
    expect(Number.isNaN(s.return3m[bbb]!)).toBe(true);
    expect([...runScanner(s, "rocket")].map((i) => s.symbols[i])).toEqual(["AAA"]);
    expect([...runScanner(s, "dividend")].map((i) => s.symbols[i])).toEqual(["2222.SR", "AAA"]);
    market.stop();
  });
});

describe("ticker page history", () => {
  test("real bars from historical-price-eod/full, oldest first, today's partial bar left out", async () => {
    const provider = new FmpProvider({ apiKey: KEY, baseUrl, callsPerMinute: 60_000, backoffMs: 1, now: () => NOW });
    const market = new Market(provider, () => NOW);
    await market.init();
    const aaa = market.state.index.get("AAA")!;
    const body = JSON.parse(await market.tickers.historyJson(aaa, "1M"));
    expect(body.symbol).toBe("AAA");
    expect(body.bars).toHaveLength(21);
    // k = 1 is yesterday (close 102); the oldest of 21 is k = 21.
    expect(body.bars.at(-1)).toEqual({ t: "2026-11-17", o: 101, h: 103, l: 100, c: 102, v: 1_000_001 });
    expect(body.bars[0].t).toBe("2026-10-28");
    // Missing values: the open falls back to the close, a null volume is 0.
    expect(body.bars.find((b: { t: string }) => b.t === "2026-11-16").o).toBe(103);
    expect(body.bars.find((b: { t: string }) => b.t === "2026-11-14").v).toBe(0);
    const calls = requests.filter((u) => u.pathname.endsWith("historical-price-eod/full")).length;
    await market.tickers.historyJson(aaa, "1M");
    expect(requests.filter((u) => u.pathname.endsWith("historical-price-eod/full")).length).toBe(calls);
    expect(JSON.parse(await market.tickers.historyJson(market.state.index.get("BBB")!, "1M")).bars).toEqual([]);
    market.stop();
  });
});
