// The four scanners of docs/architecture.md (Scanners) as pure functions of a market state, and a cache that
// keeps each scanner's sorted result (and its rendered pages) for one state version, so a
// request never rescans the universe. And the dashboard's top gainers, which the engine and the
// simulation's worker thread both rank (the worker without loading the engine).
import { PAGE_SIZE, SCANNER_KEYS, type ScannerKey, type ScannerRow } from "../../shared/market";
import {
  defaultScannerSort,
  SCANNER_RULES,
  type ScannerSort,
  type ScannerSortColumn,
} from "../../shared/scanner-rules";
import { type MarketState, round } from "./state";

// The thresholds live in src/shared/scanner-rules.ts, which the scanner page states as each scanner's rule.
const R = SCANNER_RULES;
const ROCKET_MIN_CHANGE = R.rocket.minChangePercent;
const ROCKET_MIN_RELATIVE_VOLUME = R.rocket.minRelativeVolume;
const ROCKET_MIN_PRICE = R.rocket.minPrice;
const LIQUIDITY_MIN_TRADED_USD = R.liquidity.minTradedUsd;
const GROWTH_MIN_RETURN_3M = R.growth.minReturn3m;
const GROWTH_RSI_MIN = R.growth.rsiMin;
const GROWTH_RSI_MAX = R.growth.rsiMax;
const DIVIDEND_MIN_YIELD = R.dividend.minYield;
const DIVIDEND_MIN_MARKET_CAP_USD = R.dividend.minMarketCapUsd;

interface ScannerDef {
  matches(s: MarketState, i: number): boolean;
  /** The sort key, descending. */
  key(s: MarketState, i: number): number;
}

export const SCANNERS: Record<ScannerKey, ScannerDef> = {
  // Price Surge: up at least 5 % today on at least twice the 30-day average volume.
  rocket: {
    matches: (s, i) =>
      s.price[i]! >= ROCKET_MIN_PRICE &&
      s.changePercent(i) >= ROCKET_MIN_CHANGE &&
      s.relativeVolume(i) >= ROCKET_MIN_RELATIVE_VOLUME,
    key: (s, i) => s.changePercent(i),
  },
  // Big Liquidity: at least 100 M dollars traded today (SAR at the 3.75 peg).
  liquidity: {
    matches: (s, i) => s.tradedValueUsd(i) >= LIQUIDITY_MIN_TRADED_USD,
    key: (s, i) => s.tradedValueUsd(i),
  },
  // Momentum Power: price > SMA50 > SMA200, 3-month return ≥ 15 %, RSI(14) in 55–80.
  growth: {
    matches: (s, i) => {
      const rsi = s.rsi14[i]!;
      return (
        s.price[i]! > s.sma50[i]! &&
        s.sma50[i]! > s.sma200[i]! &&
        s.return3m[i]! >= GROWTH_MIN_RETURN_3M &&
        rsi >= GROWTH_RSI_MIN &&
        rsi <= GROWTH_RSI_MAX
      );
    },
    key: (s, i) => s.return3m[i]!,
  },
  // Rockets Elite: trailing-12-month dividend yield ≥ 3 % and market cap ≥ 10 B dollars.
  dividend: {
    matches: (s, i) => s.dividendYield(i) >= DIVIDEND_MIN_YIELD && s.marketCapUsd(i) >= DIVIDEND_MIN_MARKET_CAP_USD,
    key: (s, i) => s.dividendYield(i),
  },
};

/** The value a column sorts by; amounts in dollars (SAR at the peg), so US and Saudi rows compare. */
function columnValue(s: MarketState, key: ScannerKey, column: ScannerSortColumn): ((i: number) => number) | null {
  switch (column) {
    case "symbol":
      return null;
    case "price":
      return (i) => s.price[i]! * s.usdRate[i]!;
    case "changePercentage":
      return (i) => s.changePercent(i);
    case "volume":
      return (i) => s.volume[i]!;
    case "marketCap":
      return (i) => s.marketCapUsd(i);
    case "outstandingShares":
      return (i) => s.shares[i]!;
    case "close":
      return (i) => s.prevClose[i]! * s.usdRate[i]!;
    case "lastDividend":
      return (i) => s.lastDividend[i]! * s.usdRate[i]!;
    case "metric":
      return (i) => SCANNERS[key].key(s, i);
  }
}

/** A scanner's hits in another order (ties by symbol, ascending). */
function sortHits(state: MarketState, key: ScannerKey, hits: Int32Array, sort: ScannerSort): Int32Array {
  const symbols = state.symbols;
  const bySymbol = (a: number, b: number) => (symbols[a]! < symbols[b]! ? -1 : symbols[a]! > symbols[b]! ? 1 : 0);
  const sign = sort.direction === "ascending" ? 1 : -1;
  const value = columnValue(state, key, sort.column);
  const order = Array.from(hits);
  if (!value) order.sort((a, b) => sign * bySymbol(a, b));
  else {
    const keys = new Float64Array(state.n);
    for (const i of order) keys[i] = value(i);
    order.sort((a, b) => sign * (keys[a]! - keys[b]!) || bySymbol(a, b));
  }
  return Int32Array.from(order);
}

/** A result row, with the scanner's ranking value where it is not one of the row's columns. */
function scannerRow(s: MarketState, key: ScannerKey, i: number): ScannerRow {
  const row = s.row(i);
  const metric = SCANNER_RULES[key].metric;
  if (metric) {
    const value = SCANNERS[key].key(s, i);
    row.metric = metric === "tradedValueUsd" ? Math.round(value) : round(value, 2);
  }
  return row;
}

/** Indices of the matching tickers, best first (ties by symbol). */
export function runScanner(state: MarketState, key: ScannerKey): Int32Array {
  const def = SCANNERS[key];
  const hits: number[] = [];
  for (let i = 0; i < state.n; i++) if (def.matches(state, i)) hits.push(i);
  const keys = new Float64Array(state.n);
  for (const i of hits) keys[i] = def.key(state, i);
  const symbols = state.symbols;
  hits.sort((a, b) => keys[b]! - keys[a]! || (symbols[a]! < symbols[b]! ? -1 : symbols[a]! > symbols[b]! ? 1 : 0));
  return Int32Array.from(hits);
}

function totalPages(count: number, pageSize = PAGE_SIZE): number {
  return Math.ceil(count / pageSize);
}

/** Scanner results per state version, and the JSON of pages already asked for. */
export class ScannerCache {
  private version = -1;
  private results = new Map<ScannerKey, Int32Array>();
  private sorted = new Map<string, Int32Array>();
  private pages = new Map<string, string>();

  constructor(private readonly state: () => MarketState) {}

  private sync(): MarketState {
    const s = this.state();
    if (s.version !== this.version) {
      this.version = s.version;
      this.results.clear();
      this.sorted.clear();
      this.pages.clear();
    }
    return s;
  }

  /** Computes all four now (called once per tick, off the request path). */
  refresh(): void {
    this.sync();
    for (const key of SCANNER_KEYS) this.result(key);
  }

  result(key: ScannerKey): Int32Array {
    const s = this.sync();
    let hits = this.results.get(key);
    if (!hits) {
      hits = s.ranked?.version === s.version ? s.ranked.scanners[key] : runScanner(s, key);
      this.results.set(key, hits);
    }
    return hits;
  }

  /** The hits in a chosen order (null: the scanner's own), kept for the state version. */
  ordered(key: ScannerKey, sort: ScannerSort | null): Int32Array {
    const def = defaultScannerSort(key);
    if (!sort || (sort.column === def.column && sort.direction === def.direction)) return this.result(key);
    const s = this.sync();
    const cacheKey = `${key}:${sort.column}:${sort.direction}`;
    let hits = this.sorted.get(cacheKey);
    if (!hits) {
      hits = sortHits(s, key, this.result(key), sort);
      this.sorted.set(cacheKey, hits);
    }
    return hits;
  }

  /** The JSON body of GET /work/investment/:scanner?page=n&sort=column&dir=asc|desc. */
  pageJson(key: ScannerKey, page: number, sort: ScannerSort | null = null): string {
    const s = this.sync();
    const cacheKey = sort ? `${key}:${sort.column}:${sort.direction}:${page}` : `${key}:${page}`;
    let body = this.pages.get(cacheKey);
    if (body === undefined) {
      const hits = this.ordered(key, sort);
      const start = (page - 1) * PAGE_SIZE;
      const data = [];
      for (let j = start; j < Math.min(hits.length, start + PAGE_SIZE); j++) data.push(scannerRow(s, key, hits[j]!));
      body = JSON.stringify({
        data,
        totalTickers: hits.length,
        pageSize: PAGE_SIZE,
        currentPage: page,
        totalPages: totalPages(hits.length),
      });
      // Only pages inside the result are kept, so odd page numbers cannot grow the cache.
      if (data.length > 0 || page === 1) this.pages.set(cacheKey, body);
    }
    return body;
  }
}

/** The dashboard's live top gainers: how many it shows. */
const TOP_GAINERS = 20;

/** Indices of the `count` largest gainers, largest first (ties by symbol). */
export function topGainers(state: MarketState, count = TOP_GAINERS): number[] {
  const top: number[] = [];
  const pct: number[] = [];
  for (let i = 0; i < state.n; i++) {
    const c = state.changePercent(i);
    if (top.length === count && c <= pct[count - 1]!) continue;
    let j = top.length;
    while (j > 0 && (pct[j - 1]! < c || (pct[j - 1] === c && state.symbols[top[j - 1]!]! > state.symbols[i]!))) j--;
    top.splice(j, 0, i);
    pct.splice(j, 0, c);
    if (top.length > count) {
      top.pop();
      pct.pop();
    }
  }
  return top;
}
