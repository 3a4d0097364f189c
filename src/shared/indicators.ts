// Technical indicators over a series of closes, as the ticker chart's panes draw them. Each
// answer has one value per input value (the same index is the same bar), `null` where the
// indicator is not yet defined (its warm-up). Pure functions: no rounding, no time.
//
// Conventions (docs/architecture.md, "Ticker chart indicators"):
// - SMA(n): the mean of the last n closes.
// - EMA(n): α = 2 / (n + 1), seeded with the SMA of the first n values (as TA-Lib and
//   StockCharts do), so its first value is at index n − 1.
// - RSI(n): Wilder's smoothing. The first averages are the plain means of the first n changes
//   (the first RSI is at index n); then avg = (avg × (n − 1) + change) / n. With no loss it is
//   100, with no gain 0, and with neither (flat prices) 50, as the server's own RSI
//   (server/market/indicators.ts) says.
// - MACD(fast, slow, signal): EMA(fast) − EMA(slow) of the closes; the signal line is the EMA
//   of the MACD line over its defined values; the histogram is MACD − signal.
// - Bollinger(n, k): the SMA(n) middle band ± k population standard deviations (divided by n,
//   not n − 1: Bollinger's own definition).

export type Series = (number | null)[];

function blank(length: number): Series {
  return new Array<number | null>(length).fill(null);
}

export function sma(values: readonly number[], period: number): Series {
  const out = blank(values.length);
  if (period < 1) return out;
  let sum = 0;
  for (let i = 0; i < values.length; i++) {
    sum += values[i]!;
    if (i >= period) sum -= values[i - period]!;
    if (i >= period - 1) out[i] = sum / period;
  }
  return out;
}

/** EMA over the values from `start` on (the values before it are not defined). */
function emaFrom(values: readonly (number | null)[], period: number, start: number): Series {
  const out = blank(values.length);
  if (period < 1 || values.length - start < period) return out;
  let seed = 0;
  for (let i = start; i < start + period; i++) seed += values[i]!;
  let e = seed / period;
  out[start + period - 1] = e;
  const alpha = 2 / (period + 1);
  for (let i = start + period; i < values.length; i++) {
    e += alpha * (values[i]! - e);
    out[i] = e;
  }
  return out;
}

export function ema(values: readonly number[], period: number): Series {
  return emaFrom(values, period, 0);
}

export function rsi(values: readonly number[], period = 14): Series {
  const out = blank(values.length);
  if (period < 1 || values.length <= period) return out;
  let gain = 0;
  let loss = 0;
  for (let i = 1; i <= period; i++) {
    const d = values[i]! - values[i - 1]!;
    if (d > 0) gain += d;
    else loss -= d;
  }
  let avgGain = gain / period;
  let avgLoss = loss / period;
  out[period] = rsiOf(avgGain, avgLoss);
  for (let i = period + 1; i < values.length; i++) {
    const d = values[i]! - values[i - 1]!;
    avgGain = (avgGain * (period - 1) + Math.max(d, 0)) / period;
    avgLoss = (avgLoss * (period - 1) + Math.max(-d, 0)) / period;
    out[i] = rsiOf(avgGain, avgLoss);
  }
  return out;
}

function rsiOf(avgGain: number, avgLoss: number): number {
  if (avgLoss === 0) return avgGain === 0 ? 50 : 100;
  return 100 - 100 / (1 + avgGain / avgLoss);
}

export interface Macd {
  macd: Series;
  signal: Series;
  histogram: Series;
}

export function macd(values: readonly number[], fast = 12, slow = 26, signalPeriod = 9): Macd {
  const f = ema(values, fast);
  const s = ema(values, slow);
  const line: Series = values.map((_, i) => (f[i] != null && s[i] != null ? f[i]! - s[i]! : null));
  const first = line.findIndex((x) => x !== null);
  const signal = first < 0 ? blank(values.length) : emaFrom(line, signalPeriod, first);
  const histogram: Series = line.map((m, i) => (m !== null && signal[i] != null ? m - signal[i]! : null));
  return { macd: line, signal, histogram };
}

export interface Bollinger {
  upper: Series;
  middle: Series;
  lower: Series;
}

export function bollinger(values: readonly number[], period = 20, k = 2): Bollinger {
  const middle = sma(values, period);
  const upper = blank(values.length);
  const lower = blank(values.length);
  for (let i = period - 1; i < values.length; i++) {
    const mean = middle[i]!;
    let squares = 0;
    for (let j = i - period + 1; j <= i; j++) squares += (values[j]! - mean) ** 2;
    const sd = Math.sqrt(squares / period);
    upper[i] = mean + k * sd;
    lower[i] = mean - k * sd;
  }
  return { upper, middle, lower };
}
