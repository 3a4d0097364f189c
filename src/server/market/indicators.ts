// Indicator arithmetic shared by the simulated market and the tests. Each is O(1) per update:
// moving averages keep a running sum of the previous closes, RSI keeps Wilder's smoothed
// average gain and loss as of the previous close.

export const RSI_PERIOD = 14;

/** Wilder's smoothing of one more value into a running average. */
export function wilder(average: number, value: number, period = RSI_PERIOD): number {
  return (average * (period - 1) + value) / period;
}

export function rsiFrom(avgGain: number, avgLoss: number): number {
  if (avgLoss === 0) return avgGain === 0 ? 50 : 100;
  return 100 - 100 / (1 + avgGain / avgLoss);
}

/** RSI with today's price folded into yesterday's smoothed averages. */
export function liveRsi(avgGain: number, avgLoss: number, prevClose: number, price: number): number {
  const d = price - prevClose;
  return rsiFrom(wilder(avgGain, Math.max(d, 0)), wilder(avgLoss, d < 0 ? -d : 0));
}

/** Wilder's averages over a whole series of closes (the first `period` changes seed them). */
export function wilderAverages(closes: ArrayLike<number>, period = RSI_PERIOD): { avgGain: number; avgLoss: number } {
  let gain = 0;
  let loss = 0;
  const seed = Math.min(period, closes.length - 1);
  for (let t = 1; t <= seed; t++) {
    const d = closes[t]! - closes[t - 1]!;
    if (d > 0) gain += d;
    else loss -= d;
  }
  let avgGain = seed > 0 ? gain / seed : 0;
  let avgLoss = seed > 0 ? loss / seed : 0;
  for (let t = seed + 1; t < closes.length; t++) {
    const d = closes[t]! - closes[t - 1]!;
    avgGain = wilder(avgGain, Math.max(d, 0), period);
    avgLoss = wilder(avgLoss, d < 0 ? -d : 0, period);
  }
  return { avgGain, avgLoss };
}

/** Simple moving average of the last `period` values of a series (the newest last). */
export function sma(values: ArrayLike<number>, period: number): number {
  let sum = 0;
  for (let t = values.length - period; t < values.length; t++) sum += values[t]!;
  return sum / period;
}
