// What the ticker view draws, derived from the machine's context: the bars of the chosen
// range (today's forming candle from the live figures at the end), moving averages computed
// over every loaded bar (so SMA 200 is complete from the first visible day where history
// allows), and the intraday line.
import type { DailyBar, HistoryRange, TickerSnapshot } from "../../shared/ticker";
import { RANGE_SESSIONS } from "../../shared/ticker";

const RANK: Record<HistoryRange, number> = { "1M": 0, "3M": 1, "6M": 2, "1Y": 3, "5Y": 4 };

/** The range to load for a chosen one: a year behind the short ranges (their SMA 200), five behind 1Y. */
export function loadRangeFor(range: HistoryRange): HistoryRange {
  return RANK[range] <= RANK["6M"] ? "1Y" : "5Y";
}

/** Whether bars loaded for `loaded` already serve the chosen range. */
export function covers(loaded: HistoryRange | null, range: HistoryRange): boolean {
  return loaded !== null && RANK[loaded] >= RANK[loadRangeFor(range)];
}

interface LinePoint {
  time: string;
  value: number;
}

export interface ChartData {
  candles: DailyBar[];
  sma50: LinePoint[];
  sma200: LinePoint[];
  /** Index of the first candle of the chosen range (the view scrolls there). */
  from: number;
}

/** The loaded bars plus today's candle (the open where the server knows it, else the previous close). */
export function withToday(bars: readonly DailyBar[], snapshot: TickerSnapshot | null): DailyBar[] {
  if (!snapshot || (bars.length > 0 && bars[bars.length - 1]!.t >= snapshot.session)) return [...bars];
  const open = snapshot.dayOpen ?? snapshot.previousClose;
  return [
    ...bars,
    {
      t: snapshot.session,
      o: open,
      h: Math.max(snapshot.dayHigh, open, snapshot.price),
      l: Math.min(snapshot.dayLow, open, snapshot.price),
      c: snapshot.price,
      v: snapshot.volume,
    },
  ];
}

export function movingAverage(bars: readonly DailyBar[], period: number): LinePoint[] {
  const out: LinePoint[] = [];
  let sum = 0;
  for (let k = 0; k < bars.length; k++) {
    sum += bars[k]!.c;
    if (k >= period) sum -= bars[k - period]!.c;
    if (k >= period - 1) out.push({ time: bars[k]!.t, value: Math.round((sum / period) * 100) / 100 });
  }
  return out;
}

export function chartData(bars: readonly DailyBar[], snapshot: TickerSnapshot | null, range: HistoryRange): ChartData {
  const candles = withToday(bars, snapshot);
  return {
    candles,
    sma50: movingAverage(candles, 50),
    sma200: movingAverage(candles, 200),
    from: Math.max(0, candles.length - RANGE_SESSIONS[range] - (snapshot ? 1 : 0)),
  };
}
