// The four scanners of docs/architecture.md (Scanners) as pure functions of a market state, and a cache that
// keeps each scanner's sorted result (and its rendered pages) for one state version, so a
// request never rescans the universe.
import { PAGE_SIZE, SCANNER_KEYS, type ScannerKey } from "../../shared/market";
import type { MarketState } from "./state";

export const ROCKET_MIN_CHANGE = 5;
export const ROCKET_MIN_RELATIVE_VOLUME = 2;
export const ROCKET_MIN_PRICE = 1;
export const LIQUIDITY_MIN_TRADED_USD = 100e6;
export const GROWTH_MIN_RETURN_3M = 15;
export const GROWTH_RSI_MIN = 55;
export const GROWTH_RSI_MAX = 80;
export const DIVIDEND_MIN_YIELD = 3;
export const DIVIDEND_MIN_MARKET_CAP_USD = 10e9;

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

export function totalPages(count: number, pageSize = PAGE_SIZE): number {
  return Math.ceil(count / pageSize);
}

/** Scanner results per state version, and the JSON of pages already asked for. */
export class ScannerCache {
  private version = -1;
  private results = new Map<ScannerKey, Int32Array>();
  private pages = new Map<string, string>();

  constructor(private readonly state: () => MarketState) {}

  private sync(): MarketState {
    const s = this.state();
    if (s.version !== this.version) {
      this.version = s.version;
      this.results.clear();
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

  /** The JSON body of GET /work/investment/:scanner?page=n. */
  pageJson(key: ScannerKey, page: number): string {
    const s = this.sync();
    const cacheKey = `${key}:${page}`;
    let body = this.pages.get(cacheKey);
    if (body === undefined) {
      const hits = this.result(key);
      const start = (page - 1) * PAGE_SIZE;
      const data = [];
      for (let j = start; j < Math.min(hits.length, start + PAGE_SIZE); j++) data.push(s.row(hits[j]!));
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
