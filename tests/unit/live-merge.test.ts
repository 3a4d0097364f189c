// The live quotes merged into the screens' data: a quote moves its own row (and only the fields
// that follow from it), a symbol not shown is ignored, a quote older than the data is not applied,
// and the portfolio's holdings, totals, weights and allocation are worked out again as the server
// does (checked here against a computation by hand).
import { describe, expect, test } from "bun:test";
import { liveHeatmap, liveRanking, rankingSymbols } from "../../src/machines/insights/liveQuotes";
import type { QuoteBook, TimedQuote } from "../../src/machines/market/liveQuotes.machine";
import { liveSummary } from "../../src/machines/portfolio/liveSummary";
import { liveScannerRows } from "../../src/machines/scanner/liveRows";
import { withLiveQuotes } from "../../src/machines/screener/liveRows";
import type { HeatmapResponse, RankingResponse } from "../../src/shared/insights";
import type { ScannerRow } from "../../src/shared/market";
import type { Holding, PerformanceFigures, PortfolioSummary } from "../../src/shared/portfolio";
import type { ScreenResult } from "../../src/shared/screener";

const q = (symbol: string, price: number, ts: number, more: Partial<TimedQuote> = {}): TimedQuote => ({
  symbol,
  price,
  change: 1,
  changesPercentage: 1,
  volume: 1000,
  dayLow: price,
  dayHigh: price,
  marketState: "open",
  ts,
  ...more,
});
const book = (...quotes: TimedQuote[]): QuoteBook => Object.fromEntries(quotes.map((x) => [x.symbol, x]));

describe("screener rows", () => {
  const result: ScreenResult = {
    rows: [
      {
        symbol: "AAPL",
        name: "Apple",
        price: 100,
        change: 1,
        change1d: 1.01,
        volume: 500,
        marketCap: 1_000_000,
        tradedValue: 50_000,
        relVolume: 2,
        change1m: 10,
        distSma200: -50,
        dividendYield: 2,
        sector: "Technology",
        rsi14: 55,
      },
      { symbol: "MSFT", name: "Microsoft", price: 300, volume: 10 },
    ],
    totalTickers: 2,
    totalPages: 1,
    pageSize: 25,
    currentPage: 1,
  };

  test("a quote moves its own row's price and the fields that follow from it", () => {
    const next = withLiveQuotes(
      result,
      book(q("AAPL", 110, 1, { change: 11, changesPercentage: 11.11, volume: 1000 })),
    );
    const [aapl, msft] = next.rows;
    expect(aapl).toEqual({
      symbol: "AAPL",
      name: "Apple",
      price: 110,
      change: 11,
      change1d: 11.11,
      volume: 1000,
      marketCap: 1_100_000,
      tradedValue: 110_000,
      relVolume: 4,
      change1m: 21,
      distSma200: -45,
      dividendYield: 1.82,
      sector: "Technology",
      rsi14: 55,
    });
    expect(msft).toBe(result.rows[1]!);
  });

  test("a field the screen did not show is not added; unknown symbols change nothing", () => {
    const next = withLiveQuotes(result, book(q("MSFT", 301, 1)));
    expect(next.rows[1]).toEqual({ symbol: "MSFT", name: "Microsoft", price: 301, volume: 1000 });
    expect(withLiveQuotes(result, book(q("TSLA", 5, 1)))).toBe(result);
  });

  test("a quote older than the result is not applied", () => {
    expect(withLiveQuotes(result, book(q("AAPL", 110, 5)), 10)).toBe(result);
  });
});

describe("scanner rows", () => {
  const row = (symbol: string, metric?: number): ScannerRow => ({
    symbol,
    name: symbol,
    currency: "USD",
    price: 100,
    volume: 1000,
    marketCap: 100_000,
    outstandingShares: 1000,
    changePercentage: 1,
    close: 99,
    lastDividend: 0.5,
    ...(metric === undefined ? {} : { metric }),
  });

  test("price, change, volume, market cap and the scanner's metric follow the quote; others stay", () => {
    const quote = q("AAPL", 110, 1, { changesPercentage: 11.11, volume: 2000 });
    const [liquidity] = liveScannerRows([row("AAPL", 100_000)], book(quote), "liquidity");
    expect(liquidity).toEqual({
      ...row("AAPL", 100_000),
      price: 110,
      changePercentage: 11.11,
      volume: 2000,
      marketCap: 110_000,
      metric: 220_000,
    });
    expect(liveScannerRows([row("AAPL", 10)], book(quote), "growth")[0]!.metric).toBe(21);
    expect(liveScannerRows([row("AAPL", 5.5)], book(quote), "dividend")[0]!.metric).toBe(5);
    expect(liveScannerRows([row("AAPL")], book(quote), "rocket")[0]!.metric).toBeUndefined();
  });

  test("a symbol not on the page changes nothing", () => {
    const rows = [row("MSFT")];
    expect(liveScannerRows(rows, book(q("AAPL", 1, 1)), "rocket")).toBe(rows);
  });
});

describe("insights", () => {
  const heatmap: HeatmapResponse = {
    market: "US",
    currency: "USD",
    ts: 100,
    tiles: [
      {
        symbol: "AAPL",
        name: "Apple",
        sector: "T",
        marketCap: 1000,
        price: 100,
        change: { "1D": 1, "1W": 10, "1M": null, YTD: -20 },
      },
      {
        symbol: "MSFT",
        name: "Microsoft",
        sector: "T",
        marketCap: 2000,
        price: 200,
        change: { "1D": 0, "1W": 0, "1M": 0, YTD: 0 },
      },
    ],
  };

  test("a tile takes its quote's price and 1D change; longer periods move by the price's ratio", () => {
    const next = liveHeatmap(heatmap, book(q("AAPL", 110, 101, { changesPercentage: 11.1 }), q("TSLA", 9, 101)));
    expect(next.tiles[0]).toEqual({
      ...heatmap.tiles[0]!,
      price: 110,
      marketCap: 1100,
      change: { "1D": 11.1, "1W": 21, "1M": null, YTD: -12 },
    });
    expect(next.tiles[1]).toBe(heatmap.tiles[1]!);
    // A quote from before the answer is older than it: not applied.
    expect(liveHeatmap(heatmap, book(q("AAPL", 110, 99)))).toBe(heatmap);
  });

  test("a ranking row takes its quote's price, change, volume and traded value, in every list it is in", () => {
    const row = { symbol: "AAPL", name: "Apple", price: 100, changePercent: 1, volume: 10, tradedValue: 1000 };
    const ranking: RankingResponse = {
      market: "US",
      currency: "USD",
      ts: 100,
      lists: { gainers: [row], losers: [], active: [row], value: [{ ...row, symbol: "MSFT" }] },
    };
    expect(rankingSymbols(ranking)).toEqual(["AAPL", "MSFT"]);
    const next = liveRanking(ranking, book(q("AAPL", 120, 100, { changesPercentage: 20, volume: 50 })));
    const moved = { ...row, price: 120, changePercent: 20, volume: 50, tradedValue: 6000 };
    expect(next.lists.gainers).toEqual([moved]);
    expect(next.lists.active).toEqual([moved]);
    expect(next.lists.value[0]).toBe(ranking.lists.value[0]!);
  });
});

describe("portfolio summary", () => {
  const figures: PerformanceFigures = { twr: 0.1, mwr: 0.1, gain: 10, benchmark: 0.05 } as PerformanceFigures;
  const holding = (h: Partial<Holding> & Pick<Holding, "symbol">): Holding => ({
    name: h.symbol,
    currency: "USD",
    quantity: 1,
    averageCost: 1,
    price: 1,
    marketValue: 1,
    marketValueBase: 1,
    unrealized: 0,
    realized: 0,
    weight: 0,
    market: "US",
    sector: "Technology",
    zakatMethod: "zakatableAssets",
    dividends: 0,
    ...h,
  });
  // A SAR portfolio: 10 AAPL (USD) bought at 100 dollars, 100 of 2222.SR (SAR) at 30 riyals,
  // 1,000 riyals of cash; AAPL at 150 dollars and 2222.SR at 28 riyals when the summary was read.
  const aapl = holding({
    symbol: "AAPL",
    quantity: 10,
    averageCost: 100,
    price: 150,
    marketValue: 1500,
    marketValueBase: 5625,
    unrealized: 1875,
    weight: 0.558,
  });
  const aramco = holding({
    symbol: "2222.SR",
    currency: "SAR",
    market: "SA",
    sector: "Energy",
    zakatMethod: "companyPays",
    quantity: 100,
    averageCost: 30,
    price: 28,
    marketValue: 2800,
    marketValueBase: 2800,
    unrealized: -200,
    weight: 0.2778,
  });
  const summary: PortfolioSummary = {
    baseCurrency: "SAR",
    value: 9425,
    cash: 1000,
    invested: 6750,
    unrealized: 1675,
    realized: 0,
    dividends: 0,
    holdings: [aapl, aramco],
    performance: { "1M": figures, YTD: figures, "1Y": figures, ALL: figures },
    allocation: { market: [], sector: [], currency: [] },
    fxRate: 3.75,
    costMethod: "average",
    benchmarkName: "TASI",
    closed: [],
    simulated: true,
    asOf: 1000,
  };

  test("a quote moves its holding, the totals, every weight and the allocation", () => {
    const next = liveSummary(summary, book(q("AAPL", 160, 2000), q("TSLA", 1, 2000)));
    // By hand: AAPL 10 × 160 = 1,600 dollars = 6,000 riyals, gain 6,000 − 3,750 = 2,250; the
    // value 6,000 + 2,800 + 1,000 = 9,800 riyals; the gains 2,250 − 200 = 2,050.
    const moved = next.holdings.find((h) => h.symbol === "AAPL")!;
    expect(moved).toMatchObject({ price: 160, marketValue: 1600, marketValueBase: 6000, unrealized: 2250 });
    expect(next.value).toBe(9800);
    expect(next.unrealized).toBe(2050);
    expect(next.invested).toBe(6750);
    expect(next.cash).toBe(1000);
    expect(moved.weight).toBeCloseTo(6000 / 9800, 6);
    expect(next.holdings.find((h) => h.symbol === "2222.SR")!.weight).toBeCloseTo(2800 / 9800, 6);
    expect(next.holdings.map((h) => h.symbol)).toEqual(["AAPL", "2222.SR"]);
    expect(next.allocation.market).toEqual([
      { key: "US", value: 6000, weight: round6(6000 / 9800) },
      { key: "SA", value: 2800, weight: round6(2800 / 9800) },
      { key: "cash", value: 1000, weight: round6(1000 / 9800) },
    ]);
    expect(next.allocation.currency).toEqual([
      { key: "USD", value: 6000, weight: round6(6000 / 9800) },
      { key: "SAR", value: 3800, weight: round6(3800 / 9800) },
    ]);
    expect(next.asOf).toBe(2000);
    expect(next.performance).toBe(summary.performance);
  });

  test("a riyal holding's quote moves it without the peg; the order follows the market values", () => {
    const next = liveSummary(summary, book(q("2222.SR", 70, 2000)));
    const moved = next.holdings[0]!;
    expect(moved).toMatchObject({ symbol: "2222.SR", marketValue: 7000, marketValueBase: 7000, unrealized: 4000 });
    expect(next.value).toBe(13_625);
    expect(next.unrealized).toBe(5875);
  });

  test("unknown symbols, unchanged prices and quotes older than the summary change nothing", () => {
    expect(liveSummary(summary, book(q("TSLA", 1, 2000)))).toBe(summary);
    expect(liveSummary(summary, book(q("AAPL", 150, 2000)))).toBe(summary);
    expect(liveSummary(summary, book(q("AAPL", 160, 999)))).toBe(summary);
  });
});

function round6(x: number) {
  return Math.round(x * 1e6) / 1e6;
}
