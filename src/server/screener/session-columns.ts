// The screener's per-session columns (docs/architecture.md, Screener): the fields that need
// past sessions (1W/1M/YTD/1Y returns, SMA 20, 52-week range, beta, volatility), computed once
// per session from the same daily bars the ticker view charts, so a screen reads them as
// columns instead of walking bars.
import type { ScreenMarket } from "../../shared/screener";
import { RANGE_SESSIONS } from "../../shared/ticker";
import type { MarketState } from "../market/state";
import type { TickerBook } from "../ticker/book";

/** Sessions of bars read per ticker: a year (252) and the few before it for YTD early in January. */
const BARS = 262;
/** Tickers per slice of the per-session build before yielding to requests. */
export const SLICE = 500;

/** The per-session columns, from the daily bars before today. */
export interface SessionColumns {
  key: string;
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

/** The columns of session `key` for the `n` tickers of `s`, read from their daily bars in slices. */
export async function buildSessionColumns(
  s: MarketState,
  tickers: TickerBook,
  n: number,
  key: string,
): Promise<SessionColumns> {
  const next = emptySessionColumns(n, key);
  const yearRange = RANGE_SESSIONS["1Y"] - 1;
  // The market's daily returns (cap-weighted over the real companies), for beta.
  const marketReturns = { US: new Float64Array(BARS - 1), SA: new Float64Array(BARS - 1) };
  const weights = { US: 0, SA: 0 };
  for (let i = 0; i < n; i++) {
    const c = s.companies[i]!;
    if (c.synthetic) continue;
    const bars = await tickers.bars(i, BARS);
    if (bars.length < BARS) continue;
    const m: ScreenMarket = c.currency === "SAR" ? "SA" : "US";
    const w = s.prevClose[i]! * s.shares[i]!;
    weights[m] += w;
    for (let t = 1; t < BARS; t++) marketReturns[m][t - 1]! += w * (bars[t]!.c / bars[t - 1]!.c - 1);
  }
  for (const m of ["US", "SA"] as const)
    if (weights[m] > 0) for (let t = 0; t < BARS - 1; t++) marketReturns[m][t]! /= weights[m];
  const year = new Date(tickers.session(0) * 86_400_000).getUTCFullYear();
  const yearStart = `${year}-01-01`;
  for (let i = 0; i < n; i++) {
    if (i % SLICE === SLICE - 1) await new Promise((resolve) => setTimeout(resolve, 0));
    const bars = await tickers.bars(i, BARS);
    const len = bars.length;
    if (len < 21) continue;
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
    // Volatility: the annualised standard deviation of a year of daily log returns; beta: the
    // slope of the ticker's daily returns on its market's.
    const mr = marketReturns[s.companies[i]!.currency === "SAR" ? "SA" : "US"];
    const from = Math.max(1, len - 252);
    let count = 0;
    let sx = 0;
    let sxx = 0;
    let sm = 0;
    let smm = 0;
    let sxm = 0;
    for (let t = from; t < len; t++) {
      const x = Math.log(bars[t]!.c / bars[t - 1]!.c);
      const r = bars[t]!.c / bars[t - 1]!.c - 1;
      const m = mr[t - 1 - (len - BARS)] ?? 0;
      count++;
      sx += x;
      sxx += x * x;
      sm += m;
      smm += m * m;
      sxm += r * m;
    }
    const variance = (sxx - (sx * sx) / count) / Math.max(1, count - 1);
    next.volatility[i] = Math.sqrt(Math.max(0, variance) * 252) * 100;
    const mVar = smm - (sm * sm) / count;
    next.beta[i] = mVar > 0 ? (sxm - (sx * sm) / count) / mVar : Number.NaN;
  }
  return next;
}
