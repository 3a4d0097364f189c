// The intraday chart of the simulated market (docs/api.md, "Ticker page"): bars read from the
// same pure path the live quotes follow (market/model-intraday.ts), so the chart, the quote
// and the day's candle agree. The session is the one running, or the last one closed; no bar
// starts before its open or after now, and the last bar ends at now.
import type { IntradayBar } from "../../shared/ticker";
import { isoDate, isTradingDay, type MarketCode, marketDay } from "../market/history";
import { demoSessionMs, type SimModel } from "../market/model";
import { DEMO_BASE, GRID, shownPrice } from "../market/model-daily";
import { bridgeGrid, interpolated, logPriceAt, volumeAt } from "../market/model-intraday";
import { sessionOn } from "../market/sessions";

interface IntradaySession {
  /** The session's date in the exchange's calendar (YYYY-MM-DD). */
  date: string;
  open: number;
  close: number;
}

interface SimIntraday {
  session: IntradaySession;
  previousClose: number;
  bars: IntradayBar[];
}

const CODES: MarketCode[] = ["US", "SA"];

/** Ticker i's session at `ts` in bars of `stepMs`. */
export function simulatedIntraday(model: SimModel, i: number, ts: number, stepMs: number): SimIntraday {
  const m = model.marketOf(i);
  const code = CODES[m]!;
  const { id, x: reached } = model.sessionAt(m, ts);
  let open: number;
  let close: number;
  let day: number;
  if (id >= DEMO_BASE) {
    // The demo clock's sessions follow each other all day; each is shown as today's session.
    const length = demoSessionMs(model.tickMs);
    open = (id - DEMO_BASE) * length;
    close = open + length;
    day = marketDay(ts, code);
    while (!isTradingDay(day, code)) day--;
  } else {
    ({ open, close } = sessionOn(code, id));
    day = id;
  }
  const series = model.series(i, id, 2);
  const path = model.pathOf(i, series);
  const p = model.paramsOf(i);
  const grid = bridgeGrid(path.key, path.day);
  const length = close - open;
  const end = open + reached * length;
  const previousClose = series.close[series.close.length - 2]!;
  // Prices as the quotes show them: on the tick, within the limit of the previous close.
  const shown = (raw: number) => shownPrice(p, raw, previousClose);
  const at = (x: number) => Math.exp(logPriceAt(path, x, interpolated(grid, x), p));
  const bars: IntradayBar[] = [];
  for (let start = open; start < end; start += stepMs) {
    const x0 = (start - open) / length;
    const x1 = (Math.min(start + stepMs, end) - open) / length;
    const o = start === open ? Math.exp(logPriceAt(path, 0, 0, p)) : at(x0);
    const c = at(x1);
    let h = Math.max(o, c);
    let l = Math.min(o, c);
    // The grid points inside the bar: the path's turns between its ends.
    for (let j = Math.floor(x0 * GRID) + 1; j < x1 * GRID && j <= GRID; j++) {
      const price = Math.exp(logPriceAt(path, j / GRID, grid[j]!, p));
      if (price > h) h = price;
      if (price < l) l = price;
    }
    // The opening auction's volume belongs to the first bar.
    const v = volumeAt(path, x1) - (start === open ? 0 : volumeAt(path, x0));
    bars.push({
      t: Math.floor(start / 1000),
      o: shown(o),
      h: shown(h),
      l: shown(l),
      c: shown(c),
      v: Math.round(v),
    });
  }
  return { session: { date: isoDate(day), open, close }, previousClose, bars };
}
