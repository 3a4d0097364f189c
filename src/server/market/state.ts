// The market as the scanners see it: one typed array per field (struct of arrays), so a
// 70,000-ticker universe is a few megabytes and a scan is a tight loop. Providers write it;
// scanners and live gainers read it.
import type { Currency, GainerRow, Named, ScannerKey, ScannerRow } from "../../shared/market";
import { type Company, SAR_PER_USD } from "./universe";

/** Rankings computed elsewhere (the simulation worker) for one version of the state. */
interface Ranked {
  version: number;
  scanners: Record<ScannerKey, Int32Array>;
  gainers: Int32Array;
}

export class MarketState {
  readonly n: number;
  readonly symbols: string[];
  /** Name fields per ticker, ready to spread into a row. */
  readonly names: Named[];
  readonly currencies: Currency[];
  readonly index = new Map<string, number>();
  /** Dollars per unit of the listing currency (1, or 1/3.75 for SAR). */
  readonly usdRate: Float64Array;
  readonly shares: Float64Array;
  readonly price: Float64Array;
  /** Previous session's close. */
  readonly prevClose: Float64Array;
  /** Volume traded so far today. */
  readonly volume: Float64Array;
  /** Today's open, high and low where the provider knows them (the simulated market); 0 else. */
  readonly open: Float64Array;
  readonly high: Float64Array;
  readonly low: Float64Array;
  readonly avgVolume30: Float64Array;
  readonly sma50: Float64Array;
  readonly sma200: Float64Array;
  readonly rsi14: Float64Array;
  /** Return over the last 63 sessions (three months), in percent. */
  readonly return3m: Float64Array;
  /** Dividends paid over the trailing twelve months, per share. */
  readonly dividendTTM: Float64Array;
  readonly lastDividend: Float64Array;
  /** Epoch ms of the last update (the tick). */
  ts = 0;
  /** Increases with every update; caches compare it. */
  version = 0;
  /** Rankings already computed for `version`, if a provider supplies them. */
  ranked: Ranked | null = null;

  constructor(readonly companies: readonly Company[]) {
    const n = companies.length;
    this.n = n;
    this.symbols = companies.map((c) => c.symbol);
    this.names = companies.map((c) => (c.nameAr ? { name: c.name, nameAr: c.nameAr } : { name: c.name }));
    this.currencies = companies.map((c) => c.currency);
    companies.forEach((c, i) => {
      this.index.set(c.symbol, i);
    });
    const f = () => new Float64Array(n);
    this.usdRate = Float64Array.from(companies, (c) => (c.currency === "SAR" ? 1 / SAR_PER_USD : 1));
    this.shares = Float64Array.from(companies, (c) => c.sharesOutstanding);
    this.price = f();
    this.prevClose = f();
    this.volume = f();
    this.open = f();
    this.high = f();
    this.low = f();
    this.avgVolume30 = f();
    this.sma50 = f();
    this.sma200 = f();
    this.rsi14 = f();
    this.return3m = f();
    this.dividendTTM = Float64Array.from(companies, (c) => c.annualDividend);
    this.lastDividend = Float64Array.from(companies, (c) =>
      c.payoutsPerYear ? c.annualDividend / c.payoutsPerYear : 0,
    );
  }

  changePercent(i: number): number {
    const prev = this.prevClose[i]!;
    return prev > 0 ? (this.price[i]! / prev - 1) * 100 : 0;
  }

  relativeVolume(i: number): number {
    const avg = this.avgVolume30[i]!;
    return avg > 0 ? this.volume[i]! / avg : 0;
  }

  tradedValueUsd(i: number): number {
    return this.price[i]! * this.volume[i]! * this.usdRate[i]!;
  }

  marketCapUsd(i: number): number {
    return this.price[i]! * this.shares[i]! * this.usdRate[i]!;
  }

  /** Trailing-12-month dividend yield in percent. */
  dividendYield(i: number): number {
    const price = this.price[i]!;
    return price > 0 ? (this.dividendTTM[i]! * 100) / price : 0;
  }

  row(i: number): ScannerRow {
    const price = this.price[i]!;
    return {
      symbol: this.symbols[i]!,
      ...this.names[i]!,
      currency: this.currencies[i]!,
      price: roundPrice(price),
      volume: Math.round(this.volume[i]!),
      marketCap: Math.round(price * this.shares[i]!),
      outstandingShares: this.shares[i]!,
      changePercentage: round(this.changePercent(i), 2),
      close: roundPrice(this.prevClose[i]!),
      lastDividend: round(this.lastDividend[i]!, 4),
    };
  }

  gainer(i: number): GainerRow {
    const price = this.price[i]!;
    return {
      symbol: this.symbols[i]!,
      ...this.names[i]!,
      currency: this.currencies[i]!,
      price: roundPrice(price),
      volume: Math.round(this.volume[i]!),
      change: roundPrice(price - this.prevClose[i]!),
      changesPercentage: round(this.changePercent(i), 2),
    };
  }
}

export function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** Two decimals, four below one unit (penny stocks). */
export function roundPrice(value: number): number {
  return Math.abs(value) < 1 ? round(value, 4) : round(value, 2);
}

/** What a hand-built state gives for one ticker (tests, fixtures). */
export interface TickerFields {
  symbol: string;
  name?: string;
  nameAr?: string;
  price: number;
  prevClose?: number;
  volume?: number;
  avgVolume30?: number;
  sma50?: number;
  sma200?: number;
  rsi14?: number;
  return3m?: number;
  dividendTTM?: number;
  lastDividend?: number;
  shares?: number;
  currency?: "USD" | "SAR";
}

/** A small market state from plain objects, for tests and fixtures. */
export function stateFrom(tickers: TickerFields[], ts = 0): MarketState {
  const state = new MarketState(
    tickers.map((t) => ({
      symbol: t.symbol,
      name: t.name ?? t.symbol,
      ...(t.nameAr ? { nameAr: t.nameAr } : {}),
      exchange: t.currency === "SAR" ? "Saudi" : "NYSE",
      sector: "T",
      sharesOutstanding: t.shares ?? 1e6,
      referencePrice: t.prevClose ?? t.price,
      annualDividend: t.dividendTTM ?? 0,
      payoutsPerYear: t.dividendTTM ? 4 : 0,
      avgVolume: t.avgVolume30 ?? 0,
      currency: t.currency ?? "USD",
      synthetic: true,
    })),
  );
  tickers.forEach((t, i) => {
    state.price[i] = t.price;
    state.prevClose[i] = t.prevClose ?? t.price;
    state.volume[i] = t.volume ?? 0;
    state.avgVolume30[i] = t.avgVolume30 ?? 0;
    state.sma50[i] = t.sma50 ?? 0;
    state.sma200[i] = t.sma200 ?? 0;
    state.rsi14[i] = t.rsi14 ?? 50;
    state.return3m[i] = t.return3m ?? 0;
    if (t.lastDividend !== undefined) state.lastDividend[i] = t.lastDividend;
  });
  state.ts = ts;
  state.version = 1;
  return state;
}
