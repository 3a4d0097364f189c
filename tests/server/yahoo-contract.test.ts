// The Yahoo provider against Yahoo's own answers (docs/market-data.md, "Recorded answers"): a
// local stand-in (tests/helpers/yahoo-fixture-server.ts) replays the answers recorded in
// tests/fixtures/yahoo/recorded, unchanged, and the app reaches it as it would reach Yahoo, by
// YAHOO_BASE_URL (loadConfig, createMarket, the fundamentals source and the metal prices on the
// market's client). Each figure the app makes is checked against the number in the JSON. Then the
// faults: a 500, a 429, a body that is not JSON, an answer slower than the client's timeout and a
// redirect each end in the documented error or fallback, in bounded time. Loopback only.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../../src/server/config";
import { type Db, openDb } from "../../src/server/db";
import { migrate } from "../../src/server/db/migrate";
import { FUNDAMENTALS_TTL_MS } from "../../src/server/fundamentals/cache";
import { fillInterestIncome, YahooFundamentalsSource } from "../../src/server/fundamentals/yahoo";
import { createMarket } from "../../src/server/market";
import type { Market } from "../../src/server/market/engine";
import { createMetalPrices, MetalPriceService, yahooMetalFeed } from "../../src/server/market/metal-prices";
import { DEFAULT_METALS, TROY_OUNCE_GRAMS } from "../../src/server/market/metals";
import { YahooError, YahooProvider } from "../../src/server/providers/yahoo";
import type { IncomeRow } from "../../src/shared/fundamentals";
import { type TestAccount, testUser } from "../helpers/accounts";
import { type TestServer, testServer } from "../helpers/server";
import { type FixtureSymbol, startYahooFixture, type YahooFixture } from "../helpers/yahoo-fixture-server";

type Json = Record<string, unknown>;
const RECORDED = join(import.meta.dir, "../fixtures/yahoo/recorded");
const body = (file: string) => (JSON.parse(readFileSync(join(RECORDED, file), "utf8")) as { body: Json }).body;
const quoteRow = (file: string, symbol: string) =>
  ((body(file).quoteResponse as { result: Json[] }).result.find((r) => r.symbol === symbol) ?? {}) as Json;
const chart = (file: string) =>
  (body(file).chart as { result: Json[] }).result[0] as {
    meta: Json;
    timestamp: number[];
    events?: Json;
    indicators: { quote: Record<"open" | "high" | "low" | "close" | "volume", number[]>[] };
  };
const cents = (x: number) => Math.round(x * 100) / 100;

/** Saturday 15 February 2025, noon in New York: the recorded quotes are of Friday's close. */
const NOW = Date.UTC(2025, 1, 15, 17, 0);

/** Only what the recorded answers hold; `price` and the rest are unused when a file answers. */
const spec = (recorded: FixtureSymbol["recorded"]): FixtureSymbol => ({
  name: "",
  price: 1,
  previousClose: 1,
  time: 0,
  recorded,
});
const SYMBOLS: Record<string, FixtureSymbol> = {
  AAPL: spec({
    quote: "quote-AAPL.json",
    daily: "chart-AAPL-2020-08-31-to-2020-11-07.json",
    intraday: "chart-AAPL-1m.json",
    summary: {
      calendarEvents: "quoteSummary-calendarEvents-AAPL.json",
      recommendationTrend: "quoteSummary-recommendationTrend-AAPL.json",
      financialData: "quoteSummary-financialData-AAPL.json",
      insiderTransactions: "quoteSummary-insiderTransactions-AAPL.json",
      institutionOwnership: "quoteSummary-institutionOwnership-AAPL.json",
      assetProfile: "quoteSummary-assetProfile-AAPL.json",
    },
    timeseries: {
      annual: "fundamentalsTimeSeries-AAPL-annual.json",
      quarterly: "fundamentalsTimeSeries-AAPL-quarterly.json",
    },
  }),
  BABA: spec({ quote: "quote-AAPL-BABA.json" }),
  AMZN: spec({ summary: { calendarEvents: "quoteSummary-calendarEvents-AMZN.json" } }),
  MSFT: spec({ daily: "chart-MSFT-dividends-2021-02-01-to-2022-01-31.json" }),
  NVDA: spec({ daily: "chart-NVDA-split-2021-02-01-to-2022-01-31.json" }),
  "OCDO.L": spec({ quote: "quote-OCDO.L.json" }),
  "^VXAPL": spec({ quote: "quote-VXAPL-index.json" }),
  "GC=F": spec({ quote: "quote-GC=F.json", daily: "chart-GC=F-2020-01-01-to-2020-01-03.json" }),
};

let fixture: YahooFixture;
let dataDir: string;
let db: Db;
let market: Market;
let yahoo: YahooProvider;
const now = { ms: NOW };

beforeAll(async () => {
  fixture = startYahooFixture(SYMBOLS);
  dataDir = mkdtempSync(join(tmpdir(), "rockets-yahoo-contract-"));
  // The app's own wiring: the settings, the market they build, its client for every Yahoo call.
  const config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: "test",
    MARKET_PROVIDER: "yahoo",
    YAHOO_BASE_URL: fixture.url,
    // No rate to wait for between the stand-in's answers.
    YAHOO_RATE_PER_MINUTE: "60000",
  });
  db = await openDb(config);
  await migrate(db);
  market = createMarket(config, () => now.ms);
  yahoo = market.provider as YahooProvider;
});
afterAll(async () => {
  fixture.stop();
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("quotes", () => {
  test("the universe's poll: price, change, currency, market time and delay as Yahoo sent them", async () => {
    await market.step(NOW);
    const aapl = quoteRow("quote-AAPL.json", "AAPL");
    expect(yahoo.quotes.get("AAPL")).toEqual({
      symbol: "AAPL",
      price: 244.6,
      previousClose: 241.53,
      open: 241.07,
      high: 245.41,
      low: 241,
      volume: 40_896_227,
      changePercent: 1.2710667,
      currency: "USD",
      // regularMarketTime 1739566800: Friday 14 February 2025, 16:00 in New York.
      quoteTime: Date.UTC(2025, 1, 14, 21, 0),
      // Nasdaq's real-time price: exchangeDataDelayedBy 0.
      delayMinutes: 0,
      marketState: "CLOSED",
    });
    expect(aapl.regularMarketPrice).toBe(244.6);
    const i = market.state.index.get("AAPL")!;
    const snapshot = await market.tickers.snapshot(i);
    // The change the page shows: 244.60 − 241.53, Yahoo's regularMarketChange 3.0700073 on the cent.
    expect(snapshot).toMatchObject({ price: 244.6, previousClose: 241.53, change: 3.07, changesPercentage: 1.27 });
    expect(snapshot.change).toBe(cents(aapl.regularMarketChange as number));
    // Shares from the market cap: 3,674,405,863,424 ÷ 244.6.
    expect(market.state.shares[i]).toBe(Math.round(3_674_405_863_424 / 244.6));
    // The batch's other recorded row (BABA, 1739566802): the US market's last price is the latest.
    expect(yahoo.marketClock("US")).toEqual({ quoteTime: 1_739_566_802_000, delayMinutes: 0 });
    expect(yahoo.quoteClock("BABA")).toEqual({ quoteTime: 1_739_566_802_000, delayMinutes: 0 });
    expect(yahoo.quotes.get("BABA")).toMatchObject({ price: 124.73, previousClose: 119.54, changePercent: 4.34164 });
    // Earnings: reported 30 January 2025 after the close (16:30 New York), the next an estimate.
    expect(await yahoo.calendars.earnings("2025-01-01", "2025-06-30")).toContainEqual({
      symbol: "AAPL",
      date: "2025-01-30",
      time: "amc",
    });
    expect(await yahoo.calendars.earnings("2025-04-30", "2025-04-30")).toEqual([
      { symbol: "AAPL", date: "2025-04-30", time: "unknown" },
    ]);
  });

  test("a delayed quote in another currency, and an index without a session range", async () => {
    const [ocado, index] = await yahoo.fetchQuotes(["OCDO.L", "^VXAPL"]);
    // The London quote: pence, 15 minutes late (exchangeDataDelayedBy 15), last price 17 Feb 2025 10:38:44 UTC.
    expect(ocado).toMatchObject({
      symbol: "OCDO.L",
      price: 308.8,
      previousClose: 315.2,
      changePercent: -2.0304644,
      currency: "GBp",
      quoteTime: 1_739_788_724_000,
      delayMinutes: 15,
      marketState: "REGULAR",
    });
    // The index sends 0 for its open, high, low and volume: unknown, not zero.
    expect(index).toMatchObject({
      symbol: "^VXAPL",
      price: 23.77,
      previousClose: 24.28,
      open: null,
      high: null,
      low: null,
      delayMinutes: 15,
    });
  });

  test("a symbol Yahoo does not know is left out, the rest answered", async () => {
    const got = await yahoo.fetchQuotes(["AAPL", "NOPE"]);
    expect(got.map((q) => q.symbol)).toEqual(["AAPL"]);
  });
});

describe("charts", () => {
  test("daily bars as recorded, on the cent, oldest first", async () => {
    const raw = chart("chart-MSFT-dividends-2021-02-01-to-2022-01-31.json");
    const q = raw.indicators.quote[0]!;
    const bars = await yahoo.history("MSFT", 300);
    expect(bars).toHaveLength(252);
    expect(bars[0]).toEqual({
      t: "2021-02-01",
      o: cents(q.open[0]!),
      h: cents(q.high[0]!),
      l: cents(q.low[0]!),
      c: cents(q.close[0]!),
      v: q.volume[0]!,
    });
    // 235.05999755859375 (float32) arrives as 235.06.
    expect(bars[0]).toMatchObject({ o: 235.06, h: 242.5, l: 232.43, c: 239.65, v: 33_314_200 });
    expect(bars.at(-1)).toEqual({ t: "2022-01-28", o: 300.23, h: 308.48, l: 294.45, c: 308.26, v: 49_743_700 });
    expect(bars.map((b) => b.t)).toEqual(raw.timestamp.map((t) => new Date(t * 1000).toISOString().slice(0, 10)));
  });

  test("MSFT's dividends: four in the year, the trailing rate and the last", async () => {
    const i = market.state.index.get("MSFT")!;
    await yahoo.loadTicker(i, "2021-02-01", "2022-01-31");
    expect(await yahoo.calendars.dividends("2021-01-01", "2021-12-31")).toEqual(
      (
        [
          ["2021-02-17", 0.56],
          ["2021-05-19", 0.56],
          ["2021-08-18", 0.56],
          ["2021-11-17", 0.62],
        ] as const
      ).map(([date, dividend]) => ({ symbol: "MSFT", date, recordDate: null, paymentDate: null, dividend, yield: 0 })),
    );
    // 0.56 × 3 + 0.62 within the 366 days before 31 January 2022.
    expect(market.state.dividendTTM[i]).toBeCloseTo(2.3, 10);
    expect(market.state.lastDividend[i]).toBe(0.62);
    expect(await yahoo.calendars.splits("2021-01-01", "2022-12-31")).toEqual([]);
  });

  test("NVDA's 4-for-1 split of 20 July 2021", async () => {
    const i = market.state.index.get("NVDA")!;
    await yahoo.loadTicker(i, "2021-02-01", "2022-01-31");
    expect(await yahoo.calendars.splits("2021-01-01", "2022-12-31")).toEqual([
      { symbol: "NVDA", date: "2021-07-20", numerator: 4, denominator: 1 },
    ]);
    // A split is no dividend.
    expect((await yahoo.calendars.dividends("2021-01-01", "2022-12-31")).some((d) => d.symbol === "NVDA")).toBe(false);
    // The bars are Yahoo's split-adjusted ones: 13.237000465393066 on 1 February 2021.
    const bars = await yahoo.history("NVDA", 300);
    expect(bars[0]).toMatchObject({ t: "2021-02-01", c: 13.24 });
  });

  test("AAPL's chart with both events: the 4:1 split and a 0.205 dividend", async () => {
    const i = market.state.index.get("AAPL")!;
    await yahoo.loadTicker(i, "2020-08-31", "2020-11-07");
    expect(await yahoo.calendars.splits("2020-08-31", "2020-08-31")).toEqual([
      { symbol: "AAPL", date: "2020-08-31", numerator: 4, denominator: 1 },
    ]);
    expect(await yahoo.calendars.dividends("2020-11-06", "2020-11-06")).toEqual([
      { symbol: "AAPL", date: "2020-11-06", recordDate: null, paymentDate: null, dividend: 0.205, yield: 0 },
    ]);
  });

  test("GC=F's daily chart, a symbol outside the universe", async () => {
    const raw = chart("chart-GC=F-2020-01-01-to-2020-01-03.json");
    const bars = await yahoo.history("GC=F", 10);
    expect(bars.map((b) => b.c)).toEqual(raw.indicators.quote[0]!.close.map(cents));
  });

  test("intraday: the recorded session without trades gives no bars and Yahoo's previous close", async () => {
    // The recorded one-minute answer is of Saturday 1 February 2025: meta only, no rows.
    const meta = chart("chart-AAPL-1m.json").meta;
    expect(meta.chartPreviousClose).toBe(236);
    const got = await yahoo.intraday("AAPL", "1m");
    expect(got.bars).toEqual([]);
    expect(got.previousClose).toBe(236);
    // Friday 14 February's session, the last before Saturday noon.
    expect(got.session).toEqual({
      date: "2025-02-14",
      open: Date.UTC(2025, 1, 14, 14, 30),
      close: Date.UTC(2025, 1, 14, 21, 0),
    });
  });
});

describe("calendarEvents", () => {
  test("AAPL's next ex-dividend and payment dates, with the quote's rate", async () => {
    await yahoo.loadEvents("AAPL");
    // exDividendDate 1739145600 and dividendDate 1739404800.
    expect(yahoo.calendars.upcoming.get("AAPL")).toMatchObject({ exDividend: "2025-02-10", payment: "2025-02-13" });
    const [next] = await yahoo.calendars.dividends("2025-02-10", "2025-02-10");
    // The last paid dividend known (0.205 in 2020, loaded above) is the amount; yield as quoted (0.41 %).
    expect(next).toEqual({
      symbol: "AAPL",
      date: "2025-02-10",
      recordDate: null,
      paymentDate: "2025-02-13",
      dividend: 0.205,
      yield: 0.41,
    });
  });

  test("AMZN pays none: no dividend dates", async () => {
    await yahoo.loadEvents("AMZN");
    expect(yahoo.calendars.upcoming.get("AMZN")).toMatchObject({ exDividend: null, payment: null });
  });
});

describe("fundamentals", () => {
  // Interest income AAPL reported for fiscal 2023: 3,750 M on revenue of 383,285 M.
  const ratio = 3_750_000_000 / 383_285_000_000;
  let source: YahooFundamentalsSource;
  beforeAll(() => {
    source = new YahooFundamentalsSource(yahoo.client, db, () => now.ms);
  });

  test("annual income and balance from the time series; fiscal 2024's interest income filled", async () => {
    const f = (await source.get("AAPL"))!;
    expect(f).toMatchObject({ symbol: "AAPL", currency: "USD", source: "yahoo", industry: "general" });
    expect(f.annual.income).toEqual([
      {
        period: "2024",
        endDate: "2024-09-30",
        revenue: 391_035_000_000,
        grossProfit: 180_683_000_000,
        operatingIncome: 123_216_000_000,
        netIncome: 93_736_000_000,
        eps: 6.08,
        ebitda: 134_661_000_000,
        // Not reported for 2024: 391,035 M × 3,750 / 383,285 = 3,825,824,777.9.
        nonPermissibleIncome: 3_825_824_778,
      },
      {
        period: "2023",
        endDate: "2023-09-30",
        revenue: 383_285_000_000,
        grossProfit: 169_148_000_000,
        operatingIncome: 114_301_000_000,
        netIncome: 96_995_000_000,
        eps: 6.13,
        ebitda: 125_820_000_000,
        nonPermissibleIncome: 3_750_000_000,
      },
      {
        period: "2022",
        endDate: "2022-09-30",
        revenue: 394_328_000_000,
        grossProfit: 170_782_000_000,
        operatingIncome: 119_437_000_000,
        netIncome: 99_803_000_000,
        eps: 6.11,
        ebitda: 130_541_000_000,
        nonPermissibleIncome: 2_825_000_000,
      },
    ]);
    expect(f.annual.balance[0]).toEqual({
      period: "2024",
      endDate: "2024-09-30",
      cashAndShortTermInvestments: 65_171_000_000,
      interestBearingDeposits: 65_171_000_000,
      totalDebt: 106_629_000_000,
      totalAssets: 364_980_000_000,
      equity: 56_950_000_000,
      receivables: 33_410_000_000,
      inventory: null,
      currentLiabilities: null,
    });
    expect(f.annual.cashFlow[0]).toEqual({
      period: "2024",
      endDate: "2024-09-30",
      operatingCashFlow: 118_254_000_000,
      capex: -9_447_000_000,
      freeCashFlow: 108_807_000_000,
      dividendsPaid: -15_234_000_000,
    });
  });

  test("quarterly: four calendar quarters of 2024, interest income at fiscal 2023's ratio", async () => {
    const f = (await source.get("AAPL"))!;
    const income = f.quarterly.income;
    expect(income.map((r) => [r.period, r.endDate, r.revenue, r.netIncome, r.eps])).toEqual([
      ["2024-Q4", "2024-12-31", 124_300_000_000, 36_330_000_000, 2.4],
      ["2024-Q3", "2024-09-30", 94_930_000_000, 14_736_000_000, 0.97],
      ["2024-Q2", "2024-06-30", 85_777_000_000, 21_448_000_000, 1.4],
      ["2024-Q1", "2024-03-31", 90_753_000_000, 23_636_000_000, 1.53],
    ]);
    // Yahoo sends quarterlyInterestIncome with no values; by hand: revenue × 3,750 / 383,285.
    expect(income.map((r) => r.nonPermissibleIncome)).toEqual([1_216_131_599, 928_780_151, 839_228_642, 887_913_041]);
    expect(income.map((r) => r.nonPermissibleIncome)).toEqual(income.map((r) => Math.round(r.revenue! * ratio)));
    expect(f.quarterly.balance[0]).toMatchObject({
      endDate: "2024-12-31",
      cashAndShortTermInvestments: 53_775_000_000,
      totalDebt: 96_799_000_000,
      totalAssets: 344_085_000_000,
      equity: 66_758_000_000,
      receivables: 29_639_000_000,
    });
  });

  test("quoteSummary: this month's ratings and targets, insiders' sales, holders", async () => {
    const f = (await source.get("AAPL"))!;
    // recommendationTrend "0m": 7, 21, 14, 2, 2; financialData's targets.
    expect(f.ratings).toEqual({
      strongBuy: 7,
      buy: 21,
      hold: 14,
      sell: 2,
      strongSell: 2,
      targetMean: 252.22575,
      targetHigh: 325,
      targetLow: 197,
    });
    // 85 transactions: 37 sales kept; 40 without text and 8 gifts left out.
    expect(f.insiders).toHaveLength(37);
    expect(f.insiders[0]).toEqual({
      date: "2025-02-03",
      name: "LEVINSON ARTHUR D",
      title: "Director",
      type: "sell",
      shares: 1516,
      price: 226.35,
      value: 343_147,
    });
    expect(f.institutions).toHaveLength(10);
    expect(f.institutions[0]).toEqual({
      holder: "Vanguard Group Inc",
      shares: 1_395_785_512,
      percent: 9.29,
      // Position 1,395,785,512 after a 3.65 % rise: 1,395,785,512 − 1,395,785,512 / 1.0365.
      change: Math.round(1_395_785_512 - 1_395_785_512 / 1.0365),
      date: "2024-12-31",
    });
  });

  test("the copy is kept a day: a second ask makes no call", async () => {
    const before = fixture.requests.length;
    await source.get("AAPL");
    expect(fixture.requests.length).toBe(before);
  });
});

describe("fillInterestIncome", () => {
  const row = (endDate: string, revenue: number | null, interest: number | null): IncomeRow => ({
    period: endDate.slice(0, 4),
    endDate,
    revenue,
    grossProfit: null,
    operatingIncome: null,
    netIncome: null,
    eps: null,
    ebitda: null,
    nonPermissibleIncome: interest,
  });
  const annual = [row("2024-09-30", 391_035, null), row("2023-09-30", 383_285, 3750), row("2022-09-30", 394_328, 2825)];

  test("the nearest annual ratio at or before the period; reported figures kept", () => {
    const filled = fillInterestIncome(
      [row("2024-12-31", 124_300, null), row("2023-03-31", 94_836, null), row("2022-12-31", 117_154, 800)],
      annual,
    );
    // 124,300 × 3,750 / 383,285 = 1,216.1; 94,836 × 2,825 / 394,328 = 679.4; 800 as reported.
    expect(filled.map((r) => r.nonPermissibleIncome)).toEqual([1216, 679, 800]);
  });

  test("before every annual statement: the oldest ratio; none reported: 0; no revenue: unknown", () => {
    expect(fillInterestIncome([row("2021-06-30", 81_434, null)], annual)[0]!.nonPermissibleIncome).toBe(
      Math.round((81_434 * 2825) / 394_328),
    );
    expect(fillInterestIncome([row("2024-12-31", 124_300, null)], [row("2024-09-30", 391_035, null)])).toEqual([
      row("2024-12-31", 124_300, 0),
    ]);
    expect(fillInterestIncome([row("2024-12-31", null, null)], annual)).toEqual([row("2024-12-31", null, null)]);
  });
});

describe("gold", () => {
  test("GC=F per gram: the recorded 2,910.30 USD an ounce ÷ 31.1034768", async () => {
    const metals = createMetalPrices({ market, db, now: () => now.ms, seed: 0 });
    const gold = await metals.current("gold");
    expect(gold).toEqual({
      metal: "gold",
      pricePerGram: Math.round((2910.3 / TROY_OUNCE_GRAMS) * 10_000) / 10_000,
      currency: "USD",
      // regularMarketTime 1739789091: Monday 17 February 2025, 05:44 in New York.
      date: "2025-02-17",
      source: "yahoo",
      sourceLabel: "Yahoo Finance GC=F (COMEX gold futures): USD 2,910.30/oz",
    });
    expect(gold.pricePerGram).toBe(93.5683);
    // SI=F is not in the recordings: no provider price, so the documented default.
    expect(await metals.current("silver")).toEqual(DEFAULT_METALS.silver);
  });
});

/** Faults, on a provider of the same class and base URL with one retry, a short backoff and a
 * timeout of 400 ms (the app's: 4 retries from 1 s, 15 s), so that each case ends within 2 s. */
describe("faults", () => {
  const TIMEOUT = 400;
  let faulty: YahooProvider;
  beforeAll(() => {
    faulty = new YahooProvider({
      now: () => now.ms,
      baseUrl: fixture.url,
      callsPerMinute: 60_000,
      retries: 1,
      backoffMs: 20,
      timeoutMs: TIMEOUT,
    });
  });
  const fault = (path: string, kind: "500" | "429" | "not-json" | "slow" | "redirect", times: number, delayMs = 0) =>
    fixture.faults.scripted.push({ path, kind, times, delayMs });
  /** The promise's outcome and how long it took. */
  const timed = async <T>(run: () => Promise<T>) => {
    const started = performance.now();
    try {
      return { value: await run(), error: null, ms: performance.now() - started };
    } catch (error) {
      return { value: null, error: error as Error, ms: performance.now() - started };
    }
  };
  const movedCalls = () => fixture.requests.filter((r) => r.url.pathname.startsWith("/moved/")).length;

  test("a 500 is retried once; a second one is the provider's error, the last quotes kept", async () => {
    await faulty.update(NOW);
    expect(faulty.quotes.get("AAPL")?.price).toBe(244.6);
    fault("/v7/finance/quote", "500", 1);
    await faulty.update(NOW);
    expect(faulty.quotes.get("AAPL")?.price).toBe(244.6);
    fault("/v7/finance/quote", "500", 2);
    const r = await timed(() => faulty.update(NOW));
    expect(r.error).toBeInstanceOf(YahooError);
    expect((r.error as YahooError).status).toBe(500);
    expect(faulty.quotes.get("AAPL")?.price).toBe(244.6);
    expect(faulty.state.price[faulty.state.index.get("AAPL")!]).toBe(244.6);
  });

  test("a 429 waits its Retry-After, then answers; twice is the provider's error", async () => {
    fixture.faults.retryAfter = 1;
    fault("/v8/finance/chart/MSFT", "429", 1);
    const ok = await timed(() => faulty.history("MSFT", 5));
    expect(ok.value).toHaveLength(5);
    expect(ok.ms).toBeGreaterThanOrEqual(1000);
    fault("/v8/finance/chart/NVDA", "429", 2);
    const refused = await timed(() => faulty.history("NVDA", 5));
    expect(refused.error).toBeInstanceOf(YahooError);
    expect((refused.error as YahooError).status).toBe(429);
  });

  test("a Retry-After past MAX_RETRY_AFTER_S fails the call at once instead of holding the lane", async () => {
    fixture.faults.retryAfter = 3600;
    // A symbol whose history this provider has not asked for yet (MSFT's is kept from above).
    fault("/v8/finance/chart/AAPL", "429", 1);
    const r = await timed(() => faulty.history("AAPL", 5));
    fixture.faults.retryAfter = 0;
    expect(r.error).toBeInstanceOf(YahooError);
    expect((r.error as YahooError).status).toBe(429);
    expect(r.error?.message).toContain("Retry-After 3600 s");
    expect(r.ms).toBeLessThan(TIMEOUT);
  });

  test("a body that is not JSON is an error, not a crash, and not retried", async () => {
    const calls = () => fixture.requests.filter((r) => r.url.pathname === "/v8/finance/chart/AAPL").length;
    const before = calls();
    fault("/v8/finance/chart/AAPL", "not-json", 2);
    const r = await timed(() => faulty.intraday("AAPL", "5m"));
    expect(r.error).toBeInstanceOf(YahooError);
    expect(calls() - before).toBe(1);
    fixture.faults.scripted.length = 0;
    // The statements: the same error, and the fundamentals source gives none (no copy yet).
    fault("/ws/fundamentals-timeseries", "not-json", 2);
    const statements = new YahooFundamentalsSource(faulty.client, db, () => now.ms);
    expect((await timed(() => statements.fetch("AAPL"))).error).toBeInstanceOf(YahooError);
    fixture.faults.scripted.length = 0;
  });

  test("an answer slower than the timeout is abandoned and not asked again: the error in one timeout", async () => {
    const calls = () => fixture.requests.filter((x) => x.url.pathname === "/v8/finance/chart/NVDA");
    const before = calls().length;
    fault("/v8/finance/chart/NVDA", "slow", 2, 3000);
    const r = await timed(() => faulty.history("NVDA", 5));
    expect(r.error).toBeInstanceOf(YahooError);
    expect(r.error!.message).toBe("Yahoo chart timed out after 400 ms");
    expect(r.ms).toBeGreaterThanOrEqual(TIMEOUT - 5);
    // Less than a second try would take.
    expect(r.ms).toBeLessThan(2 * TIMEOUT);
    // One try, which the stand-in saw given up.
    await Bun.sleep(50);
    expect(
      calls()
        .slice(before)
        .map((x) => x.aborted),
    ).toEqual([true]);
    fixture.faults.scripted.length = 0;
  });

  test("a redirect is not followed: the provider's error at once", async () => {
    const moved = movedCalls();
    fault("/v7/finance/quote", "redirect", 1);
    const r = await timed(() => faulty.fetchQuotes(["AAPL"]));
    expect(r.error).toBeInstanceOf(YahooError);
    expect((r.error as YahooError).status).toBe(302);
    fault("/ws/fundamentals-timeseries", "redirect", 1);
    const statements = new YahooFundamentalsSource(faulty.client, db, () => now.ms);
    const s = await timed(() => statements.fetch("AAPL"));
    expect((s.error as YahooError).status).toBe(302);
    expect(movedCalls()).toBe(moved);
    fixture.faults.scripted.length = 0;
  });

  test("fundamentals: a failed refresh keeps yesterday's copy", async () => {
    const source = new YahooFundamentalsSource(faulty.client, db, () => now.ms);
    const fresh = (await source.get("AAPL"))!;
    now.ms = NOW + FUNDAMENTALS_TTL_MS + 60_000;
    try {
      fault("/ws/fundamentals-timeseries", "500", 2);
      const again = new YahooFundamentalsSource(faulty.client, db, () => now.ms);
      expect(await again.get("AAPL")).toEqual(fresh);
    } finally {
      now.ms = NOW;
      fixture.faults.scripted.length = 0;
    }
  });

  test("gold: each fault gives the last price, or the default before any, within the timeout", async () => {
    const service = new MetalPriceService({
      feed: yahooMetalFeed(faulty.client),
      db,
      now: () => now.ms,
      cacheMs: 0,
      retryMs: 0,
      timeoutMs: 1000,
    });
    fixture.faults.retryAfter = 0;
    for (const kind of ["500", "429", "not-json", "redirect"] as const) {
      fault("/v7/finance/quote", kind, 2);
      const r = await timed(() => service.current("gold"));
      expect(r.value).toEqual(DEFAULT_METALS.gold);
      fixture.faults.scripted.length = 0;
    }
    const known = await service.current("gold");
    expect(known.pricePerGram).toBe(93.5683);
    fault("/v7/finance/quote", "slow", 2, 3000);
    const slow = await timed(() => service.current("gold"));
    expect(slow.value).toEqual(known);
    expect(slow.ms).toBeLessThan(1200);
    fixture.faults.scripted.length = 0;
  });
});

/** The server itself on YAHOO_BASE_URL: the ticker page's figures and its documented errors. */
describe("the ticker page", () => {
  let s: TestServer;
  let user: TestAccount;
  beforeAll(async () => {
    s = await testServer({
      env: { MARKET_PROVIDER: "yahoo", YAHOO_BASE_URL: fixture.url, YAHOO_RATE_PER_MINUTE: "60000" },
    });
    user = await testUser(s.services);
    s.clock.now = NOW;
  });
  afterAll(() => s.close());
  const get = async (path: string, lang = "en") => {
    const res = await s.request(`/api/v1/work/ticker/${path}`, {
      headers: { cookie: user.cookie, "accept-language": lang },
    });
    return { status: res.status, body: (await res.json()) as Json };
  };

  test("AAPL as recorded: price, change, time of the last price, delay", async () => {
    await s.services.market.step(NOW);
    const res = await get("AAPL");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      symbol: "AAPL",
      currency: "USD",
      price: 244.6,
      change: 3.07,
      changesPercentage: 1.27,
      previousClose: 241.53,
      dayOpen: 241.07,
      dayLow: 241,
      dayHigh: 245.41,
      volume: 40_896_227,
      avgVolume: 50_443_058,
      // trailingAnnualDividendRate 0.99; the 50- and 200-day averages Yahoo states, before any history.
      dividendPerShare: 0.99,
      sma50: 240.51,
      sma200: 222.96,
      // The time of the price shown: regularMarketTime, Friday's close.
      ts: 1_739_566_800_000,
      session: "2025-02-14",
      marketState: "closed",
      // The market's delay and last price over its quotes (BABA's 2 s later).
      feed: { source: "yahoo", delayMinutes: 0, lastPriceAt: 1_739_566_802_000 },
    });
  });

  test("Yahoo's HTML page instead of the chart: 503 intraday_failed, in both languages", async () => {
    fixture.faults.scripted.push({ path: "/v8/finance/chart/MSFT", kind: "not-json", times: 2 });
    const en = await get("MSFT/intraday?interval=5m");
    expect(en.status).toBe(503);
    expect(en.body).toMatchObject({ code: "intraday_failed", field: "symbol" });
    const ar = await get("MSFT/intraday?interval=5m", "ar");
    expect(ar.body.message).toMatch(/[\u0600-\u06FF]/);
    fixture.faults.scripted.length = 0;
  });

  test("a redirected daily chart: the history the server has (none), not an error", async () => {
    fixture.faults.scripted.push({ path: "/v8/finance/chart/NVDA", kind: "redirect", times: 1 });
    const res = await get("NVDA/history?range=1M");
    expect(res).toEqual({ status: 200, body: { symbol: "NVDA", range: "1M", bars: [] } });
    // Not followed: nothing asked at the redirect's target.
    expect(fixture.requests.some((r) => r.url.pathname.startsWith("/moved/"))).toBe(false);
    fixture.faults.scripted.length = 0;
  });
});
