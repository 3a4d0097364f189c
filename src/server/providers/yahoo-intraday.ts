// Yahoo's intraday chart (the v8 chart call through yahoo-finance2's chart(), interval 1m, 5m or
// 15m) mapped to the ticker page's bars (docs/api.md, "Ticker page"): rows in the array form the
// library returns ({date, open, high, low, close, volume}, any of them possibly null), cut to the
// session and to now, and put on the bar grid counted from the open. Yahoo's answers may carry
// pre- and after-market rows, minutes without trades (nulls) and a last row at the close or at
// the last trade's time off the grid; none of these become a bar of their own. Prices are put on
// the exchange's tick (Yahoo sends float32 values such as 25.559999465942383).
import type { MarketCode } from "../../shared/market";
import { onTick } from "../../shared/tick";
import type { IntradayBar } from "../../shared/ticker";
import { num } from "./normalise";

type Json = Record<string, unknown>;

/** One row of chart()'s array form: `date` is a Date, or seconds when read unparsed. */
function rowTime(value: unknown): number | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  if (typeof value === "number" && Number.isFinite(value)) return value < 1e11 ? value * 1000 : value;
  if (typeof value === "string") {
    const t = Date.parse(value);
    return Number.isFinite(t) ? t : null;
  }
  return null;
}

/**
 * The bars of one session from chart() rows: only rows with a price, starting at or after
 * `open`, before `close` and before `now`; each row joins the bar of `stepMs` it falls in
 * (first open, highest high, lowest low, last close, volumes added), oldest first.
 */
export function yahooIntradayBars(
  rows: readonly Json[],
  session: { open: number; close: number },
  stepMs: number,
  now: number,
  market: MarketCode = "US",
): IntradayBar[] {
  const roundPrice = (x: number) => onTick(x, market);
  const end = Math.min(session.close, now);
  const sorted = rows
    .map((r) => ({
      t: rowTime(r.date),
      o: num(r.open),
      h: num(r.high),
      l: num(r.low),
      c: num(r.close),
      v: num(r.volume),
    }))
    .filter((r): r is typeof r & { t: number; c: number } => r.t !== null && r.c !== null && r.c > 0)
    .filter((r) => r.t >= session.open && r.t < end)
    .sort((a, b) => a.t - b.t);
  const bars: IntradayBar[] = [];
  let slot = -1;
  for (const r of sorted) {
    const o = r.o !== null && r.o > 0 ? r.o : r.c;
    const h = Math.max(r.h !== null && r.h > 0 ? r.h : r.c, o, r.c);
    const l = Math.min(r.l !== null && r.l > 0 ? r.l : r.c, o, r.c);
    const v = r.v !== null && r.v > 0 ? Math.round(r.v) : 0;
    const k = Math.floor((r.t - session.open) / stepMs);
    const last = bars.at(-1);
    if (last && k === slot) {
      last.h = Math.max(last.h, roundPrice(h));
      last.l = Math.min(last.l, roundPrice(l));
      last.c = roundPrice(r.c);
      last.v += v;
      continue;
    }
    slot = k;
    bars.push({
      t: Math.floor((session.open + k * stepMs) / 1000),
      o: roundPrice(o),
      h: roundPrice(h),
      l: roundPrice(l),
      c: roundPrice(r.c),
      v,
    });
  }
  return bars;
}

/** The close before the chart's first day, as Yahoo's meta gives it; null when it has none. */
export function chartPreviousClose(meta: unknown): number | null {
  const m = (meta && typeof meta === "object" ? meta : {}) as Json;
  for (const key of ["chartPreviousClose", "previousClose"]) {
    const value = num(m[key]);
    if (value !== null && value > 0) return value;
  }
  return null;
}
