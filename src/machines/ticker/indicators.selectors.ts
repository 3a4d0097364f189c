// What the chart's indicator panes and overlays draw, from the bars on screen (the daily candles
// with today's, or the session's intraday bars) and the chosen indicators: each line aligned to
// the bars (null in its warm-up), only for what is chosen. src/shared/indicators.ts computes them.
import type { Indicator } from "../../shared/chart-indicators";
import { type Bollinger, bollinger, type Macd, macd, rsi, type Series, sma } from "../../shared/indicators";

interface IndicatorBar {
  /** A day (YYYY-MM-DD) or an instant (Unix seconds), as the chart's time axis has it. */
  t: string | number;
  o: number;
  c: number;
  v: number;
}

export interface IndicatorLines {
  times: (string | number)[];
  sma20?: Series;
  sma50?: Series;
  sma200?: Series;
  bb?: Bollinger;
  volume?: { value: number; up: boolean }[];
  rsi?: Series;
  macd?: Macd;
}

export function indicatorLines(bars: readonly IndicatorBar[], chosen: readonly Indicator[]): IndicatorLines {
  const closes = bars.map((b) => b.c);
  const out: IndicatorLines = { times: bars.map((b) => b.t) };
  const has = (k: Indicator) => chosen.includes(k);
  if (has("sma20")) out.sma20 = sma(closes, 20);
  if (has("sma50")) out.sma50 = sma(closes, 50);
  if (has("sma200")) out.sma200 = sma(closes, 200);
  if (has("bb")) out.bb = bollinger(closes, 20, 2);
  if (has("volume")) out.volume = bars.map((b) => ({ value: b.v, up: b.c >= b.o }));
  if (has("rsi")) out.rsi = rsi(closes, 14);
  if (has("macd")) out.macd = macd(closes, 12, 26, 9);
  return out;
}

/** The index of a bar's time, or the last bar's when none is hovered (or the time is not a bar's). */
export function barIndex(lines: IndicatorLines, time: string | number | null): number {
  if (time !== null) {
    const i = lines.times.indexOf(time);
    if (i >= 0) return i;
  }
  return lines.times.length - 1;
}

/** A line's defined points, as the chart takes them. */
export function points<T>(times: readonly T[], series: Series): { time: T; value: number }[] {
  const out: { time: T; value: number }[] = [];
  for (let i = 0; i < series.length; i++) {
    const value = series[i];
    if (value !== null && value !== undefined) out.push({ time: times[i]!, value });
  }
  return out;
}
