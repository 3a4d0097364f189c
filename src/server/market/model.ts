// The simulated market as a pure function of (seed, symbol, time): no state survives between
// calls, so a restart, a kill -9, a fresh DATA_DIR or a second instance shows the same prices.
// The daily model is model-daily.ts, the intraday one model-intraday.ts; this file holds the
// model over a universe that both are read through.
//
// Daily: a session's raw log-return is drawn from hashes of (seed, symbol, session): a market
// factor, a sector factor and the company's own draw (fat-tailed), scaled by a volatility that
// depends on size, sector and market, wider on earnings days, plus news jumps for small and mid
// caps. The log-price of a session is the reference price plus a tapered sum of the last W raw
// returns (a random walk that forgets slowly, so prices stay near the company's size) plus a
// slow trend. The close shown is the previous close moved by at most the exchange's limit.
//
// Intraday: the path from the open to the close is a Brownian bridge built by halving
// (Lévy's construction) on a 512-step grid, each midpoint a hash of (seed, symbol, session,
// node): the price at any moment is found in 9 hashes, with nothing carried from tick to tick.
// The open gaps from the previous close by a fraction of the day's move plus noise; news lands
// at the open or at a moment of the session. Volume accumulates along a U-shaped profile.

import type { DailyBar } from "../../shared/ticker";
import { isoDate, isTradingDay, marketDay, previousSessions } from "./history";
import {
  type DailySeries,
  DEMO_BASE,
  dailySeries,
  type Factors,
  factorsFor,
  normalOf,
  shownPrice,
  type TickerParams,
  tickerParams,
  WINDOW,
} from "./model-daily";
import { logPriceAt, type SessionPath, sessionPath } from "./model-intraday";
import { hash32 } from "./random";
import { sessionProgress } from "./sessions";
import type { Company } from "./universe";

/** Length of a demo-clock session: 6.5 hours, or 30 ticks when ticks are slower. */
export function demoSessionMs(tickMs: number): number {
  return Math.max(6.5 * 3_600_000, 30 * tickMs);
}

const MARKET_CODES = ["US", "SA"] as const;

/**
 * The model over a universe: which session runs at an instant, the sessions before it, and
 * their factors (cached per market and session), and one ticker's daily bars.
 */
export class SimModel {
  private readonly params: (TickerParams | undefined)[];
  private readonly cache = new Map<string, { days: Int32Array; factors: Factors }>();

  constructor(
    readonly seed: number,
    readonly companies: readonly Company[],
    readonly clock: "real" | "always-open",
    readonly tickMs: number,
  ) {
    this.params = new Array(companies.length);
  }

  paramsOf(i: number): TickerParams {
    let p = this.params[i];
    if (!p) {
      p = tickerParams(this.seed, this.companies[i]!);
      this.params[i] = p;
    }
    return p;
  }

  marketOf(i: number): number {
    return this.companies[i]!.currency === "SAR" ? 1 : 0;
  }

  /** The session shown at `ts` in market m (the running one or the last one closed) and how far it has run. */
  sessionAt(m: number, ts: number): { id: number; x: number } {
    if (this.clock === "always-open") {
      const len = demoSessionMs(this.tickMs);
      const n = Math.floor(ts / len);
      return { id: DEMO_BASE + n, x: (ts - n * len) / len };
    }
    const { day, progress } = sessionProgress(MARKET_CODES[m]!, ts);
    return { id: day, x: progress };
  }

  /** `count` sessions ending with `id` (included), oldest first, and their factors. */
  sessions(m: number, id: number, count: number): { days: Int32Array; factors: Factors } {
    const key = `${m}|${id}|${count}`;
    let hit = this.cache.get(key);
    if (!hit) {
      const days = new Int32Array(count);
      if (id >= DEMO_BASE) for (let k = 0; k < count; k++) days[k] = id - (count - 1 - k);
      else {
        const before = previousSessions(id, count - 1, MARKET_CODES[m]!);
        for (let k = 0; k < count - 1; k++) days[count - 2 - k] = before[k]!;
        days[count - 1] = id;
      }
      hit = { days, factors: factorsFor(this.seed, m, days) };
      if (this.cache.size > 16) this.cache.clear();
      this.cache.set(key, hit);
    }
    return hit;
  }

  /** Ticker i's last `count` sessions ending with session `id` (included). */
  series(i: number, id: number, count: number, volumesFrom = 0, reuse?: DailySeries): DailySeries {
    const m = this.marketOf(i);
    const { days, factors } = this.sessions(m, id, count + WINDOW);
    return dailySeries(this.seed, this.paramsOf(i), days, count, factors, volumesFrom, reuse);
  }

  /** The path of the last session of a series. */
  pathOf(i: number, series: DailySeries): SessionPath {
    const k = series.level.length - 1;
    const id = series.days[k]!;
    const prev = Math.log(series.close[k - 1]!);
    const p = this.paramsOf(i);
    return sessionPath(this.seed, p, id, prev, Math.log(series.close[k]!), series.earnings[k] === 1, series.volume[k]);
  }

  /** The last `count` completed sessions of ticker i at `ts`, oldest first. */
  bars(i: number, ts: number, count: number): DailyBar[] {
    const m = this.marketOf(i);
    const { id } = this.sessionAt(m, ts);
    const series = this.series(i, id, count + 2);
    const p = this.paramsOf(i);
    const bars: DailyBar[] = new Array(count);
    // Demo sessions are shown with the trading days up to today, one per session.
    let before: Int32Array | null = null;
    if (id >= DEMO_BASE) {
      const code = MARKET_CODES[m]!;
      let today = marketDay(ts, code);
      while (!isTradingDay(today, code)) today--;
      before = previousSessions(today, count, code);
    }
    for (let k = 1; k <= count; k++) {
      const d = series.days[k]!;
      const prev = series.close[k - 1]!;
      const s = sessionPath(this.seed, p, d, Math.log(prev), Math.log(series.close[k]!), series.earnings[k] === 1);
      // Every price on the tick and within the limit of the previous close (the series' closes
      // already are): the open as the live market opened, the close as it closed.
      const open = shownPrice(p, Math.exp(logPriceAt(s, 0, 0, p)), prev);
      const close = series.close[k]!;
      // The extremes of a past session: beyond the open and the close by the path's spread.
      const h = hash32(this.seed, p.sym, d, 8);
      const up = Math.abs(normalOf(h)) * s.sigma * 0.45;
      const down = Math.abs(normalOf(hash32(h, 9))) * s.sigma * 0.45;
      bars[k - 1] = {
        t: isoDate(before ? before[count - k]! : d),
        o: open,
        h: shownPrice(p, Math.max(open, close) * Math.exp(up), prev),
        l: shownPrice(p, Math.min(open, close) * Math.exp(-down), prev),
        c: close,
        v: Math.round(series.volume[k]!),
      };
    }
    return bars;
  }
}
