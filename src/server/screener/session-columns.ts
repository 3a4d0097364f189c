// The screener's per-session columns (docs/architecture.md, Screener): the fields that need
// past sessions (1W/1M/YTD/1Y returns, SMA 20, 52-week range, beta, volatility), computed once
// per session from the same daily bars the ticker view charts, so a screen reads them as
// columns instead of walking bars. The engine (engine.ts) fills them ticker by ticker in the
// background as the bars come to hand; beta waits for the market's returns.
import type { ScreenMarket } from "../../shared/screener";
import { type DailyBar, RANGE_SESSIONS } from "../../shared/ticker";
import { turn } from "../http/turns";
import type { MarketState } from "../market/state";
import type { TickerBook } from "../ticker/book";

/** Sessions of bars read per ticker: a year (252) and the few before it for YTD early in January. */
const BARS = 262;
/** Tickers per slice of the per-session build before yielding to requests. */
export const SLICE = 500;

/** The per-session columns, from the daily bars before today. */
export interface SessionColumns {
  key: string;
  /** Tickers whose columns are filled so far (the history loads in the background). */
  filled: number;
  /** Every ticker has been read, beta included: no more values will come this session. */
  complete: boolean;
  close5: Float64Array;
  close21: Float64Array;
  close252: Float64Array;
  closeYtd: Float64Array;
  sum19: Float64Array;
  high: Float64Array;
  low: Float64Array;
  beta: Float64Array;
  volatility: Float64Array;
}

export function emptySessionColumns(n: number, key: string): SessionColumns {
  const f = () => new Float64Array(n).fill(Number.NaN);
  return {
    key,
    filled: 0,
    complete: false,
    close5: f(),
    close21: f(),
    close252: f(),
    closeYtd: f(),
    sum19: f(),
    high: f(),
    low: f(),
    beta: f(),
    volatility: f(),
  };
}

/** Each market's daily returns over the last BARS − 1 sessions, cap-weighted over its real
 * companies (for beta). */
export type MarketReturns = Record<ScreenMarket, Float64Array>;

/** Bars read per ticker by the per-session build. */
export const SESSION_BARS = BARS;

const marketOf = (s: MarketState, i: number): ScreenMarket => (s.companies[i]!.currency === "SAR" ? "SA" : "US");

export async function marketReturnsOf(
  s: MarketState,
  tickers: TickerBook,
  n: number,
  atHand: (i: number) => boolean = () => true,
): Promise<MarketReturns> {
  const out = { US: new Float64Array(BARS - 1), SA: new Float64Array(BARS - 1) };
  const weights = { US: 0, SA: 0 };
  for (let i = 0; i < n; i++) {
    const c = s.companies[i]!;
    if (c.synthetic || !atHand(i)) continue;
    await turn();
    const bars = await tickers.bars(i, BARS);
    if (bars.length < BARS) continue;
    const m = marketOf(s, i);
    const w = s.prevClose[i]! * s.shares[i]!;
    weights[m] += w;
    for (let t = 1; t < BARS; t++) out[m][t - 1]! += w * (bars[t]!.c / bars[t - 1]!.c - 1);
  }
  for (const m of ["US", "SA"] as const)
    if (weights[m] > 0) for (let t = 0; t < BARS - 1; t++) out[m][t]! /= weights[m];
  return out;
}

/** The first day of the year of the session shown (for YTD). */
export function yearStartOf(tickers: TickerBook): string {
  return `${new Date(tickers.session(0) * 86_400_000).getUTCFullYear()}-01-01`;
}

/** Ticker i's columns from its bars (oldest first); beta only with the market's returns. */
export function fillTicker(
  next: SessionColumns,
  s: MarketState,
  i: number,
  bars: readonly DailyBar[],
  yearStart: string,
  mr: MarketReturns | null,
): void {
  const len = bars.length;
  if (len < 21) return;
  const yearRange = RANGE_SESSIONS["1Y"] - 1;
  const close = (k: number) => (len >= k ? bars[len - k]!.c : Number.NaN);
  next.close5[i] = close(5);
  next.close21[i] = close(21);
  next.close252[i] = close(252);
  let ytd = Number.NaN;
  for (let t = len - 1; t >= 0; t--) {
    if (bars[t]!.t < yearStart) {
      ytd = bars[t]!.c;
      break;
    }
  }
  next.closeYtd[i] = ytd;
  let sum19 = 0;
  for (let k = 1; k <= 19; k++) sum19 += close(k);
  next.sum19[i] = sum19;
  let high = 0;
  let low = Number.POSITIVE_INFINITY;
  for (let t = Math.max(0, len - yearRange); t < len; t++) {
    if (bars[t]!.h > high) high = bars[t]!.h;
    if (bars[t]!.l < low) low = bars[t]!.l;
  }
  next.high[i] = high;
  next.low[i] = low;
  // Volatility: the annualised standard deviation of a year of daily log returns.
  const from = Math.max(1, len - 252);
  let count = 0;
  let sx = 0;
  let sxx = 0;
  for (let t = from; t < len; t++) {
    const x = Math.log(bars[t]!.c / bars[t - 1]!.c);
    count++;
    sx += x;
    sxx += x * x;
  }
  const variance = (sxx - (sx * sx) / count) / Math.max(1, count - 1);
  next.volatility[i] = Math.sqrt(Math.max(0, variance) * 252) * 100;
  if (mr) fillBeta(next, s, i, bars, mr);
}

/** Beta: the slope of the ticker's daily returns on its market's over the last year. */
export function fillBeta(
  next: SessionColumns,
  s: MarketState,
  i: number,
  bars: readonly DailyBar[],
  mr: MarketReturns,
): void {
  const len = bars.length;
  if (len < 21) return;
  const m = mr[marketOf(s, i)];
  const from = Math.max(1, len - 252);
  let count = 0;
  let sr = 0;
  let sm = 0;
  let smm = 0;
  let srm = 0;
  for (let t = from; t < len; t++) {
    const r = bars[t]!.c / bars[t - 1]!.c - 1;
    const x = m[t - 1 - (len - BARS)] ?? 0;
    count++;
    sr += r;
    sm += x;
    smm += x * x;
    srm += r * x;
  }
  const mVar = smm - (sm * sm) / count;
  next.beta[i] = mVar > 0 ? (srm - (sr * sm) / count) / mVar : Number.NaN;
}
