// The ticker folder: one symbol's page (key figures, today's range, daily bars), which the
// screener and the insights read too, kept apart from the engine that moves the whole market.
//
// This file: one ticker's page data: its key figures from the market state, today's range as the ticks
// go by, and its daily bars (from the provider when it has real history, else simulated on
// demand, see market/history.ts). The bars' JSON is cached: it changes only when a session closes.
import { SCANNER_KEYS } from "../../shared/market";
import {
  type DailyBar,
  type HistoryRange,
  INTRADAY_INTERVAL_MS,
  type IntradayInterval,
  RANGE_SESSIONS,
  type TickerSnapshot,
} from "../../shared/ticker";
import { isoDay } from "../market/dates";
import {
  barsJson,
  type HistoryAnchors,
  isTradingDay,
  type MarketCode,
  marketDay,
  type SessionCalendar,
  sessionCalendar,
  simulatedBars,
} from "../market/history";
import type { SimModel } from "../market/model";
import { SCANNERS } from "../market/scanners";
import { latestSession } from "../market/sessions";
import { type MarketState, round, roundPrice } from "../market/state";
import { SECTORS } from "../market/universe";
import type { ProviderIntraday } from "../providers/provider";
import { simulatedIntraday } from "./intraday";

/** Real daily bars from a provider: the last `count` completed sessions, oldest first. */
type HistorySource = (symbol: string, count: number) => Promise<DailyBar[]>;
/** Real intraday bars from a provider: the current or last session. */
type IntradaySource = (symbol: string, interval: IntradayInterval) => Promise<ProviderIntraday>;

/** Bytes of history JSON kept: about 2,600 one-year answers (19 KB each), so the tickers
 * people open on a day stay cached; measured by bench/history.ts. */
const CACHE_BYTES = 48 * 1024 * 1024;

export class TickerBook {
  private open = new Float64Array(0);
  private high = new Float64Array(0);
  private low = new Float64Array(0);
  /** The previous close each range belongs to: when it changes, a new session has begun. */
  private rangeOf = new Float64Array(0);
  private readonly cache = new Map<string, string>();
  private cachedBytes = 0;
  private readonly yearRange = new Map<string, { low: number; high: number }>();
  /** The session dates per market, made once a session (the same for every ticker). */
  private readonly calendars = new Map<string, SessionCalendar>();

  constructor(
    private readonly state: () => MarketState,
    private readonly now: () => number,
    private readonly seed: number,
    private readonly source?: HistorySource,
    /** The simulated market's model: its bars are the market's own past sessions. */
    private readonly model?: SimModel,
    /** A real provider's intraday bars (Yahoo's chart data). */
    private readonly intradaySource?: IntradaySource,
  ) {}

  /** Called after every update: today's open, high and low follow the price. */
  observe(): void {
    const s = this.state();
    if (this.open.length !== s.n) {
      this.open = new Float64Array(s.n);
      this.high = new Float64Array(s.n);
      this.low = new Float64Array(s.n);
      this.rangeOf = new Float64Array(s.n).fill(Number.NaN);
    }
    for (let i = 0; i < s.n; i++) {
      const price = s.price[i]!;
      if (this.rangeOf[i] !== s.prevClose[i]) {
        this.rangeOf[i] = s.prevClose[i]!;
        this.open[i] = price;
        this.high[i] = price;
        this.low[i] = price;
      } else if (price > this.high[i]!) this.high[i] = price;
      else if (price < this.low[i]!) this.low[i] = price;
    }
  }

  index(symbol: string): number | undefined {
    return this.state().index.get(symbol.toUpperCase());
  }

  private market(i: number): MarketCode {
    return this.state().companies[i]!.currency === "SAR" ? "SA" : "US";
  }

  private sessionCache = { US: { minute: -1, day: 0 }, SA: { minute: -1, day: 0 } };

  /** The session the live figures belong to (days since 1970) in the ticker's market: the one
   * running, or before the open the last one closed (never one that has not begun); asked of
   * Intl once a minute. The demo clock's sessions are shown as today's. */
  session(i: number): number {
    const market = this.market(i);
    const now = this.now();
    const minute = Math.floor(now / 60_000);
    const cached = this.sessionCache[market];
    if (cached.minute !== minute) {
      let day: number;
      if (this.model?.clock === "always-open") {
        day = marketDay(now, market);
        while (!isTradingDay(day, market)) day--;
      } else day = latestSession(market, now).day;
      this.sessionCache[market] = { minute, day };
    }
    return this.sessionCache[market].day;
  }

  private anchors(i: number): HistoryAnchors {
    const s = this.state();
    const price = s.price[i]!;
    const sma50 = s.sma50[i]!;
    const sma200 = s.sma200[i]!;
    const r3 = s.return3m[i]!;
    return {
      prevClose: s.prevClose[i]!,
      close63: Number.isFinite(r3) ? price / (1 + r3 / 100) : Number.NaN,
      sum49: sma50 > 0 ? sma50 * 50 - price : Number.NaN,
      sum199: sma200 > 0 ? sma200 * 200 - price : Number.NaN,
      avgVolume30: s.avgVolume30[i]!,
    };
  }

  /** The last `count` completed sessions of ticker i, oldest first. */
  async bars(i: number, count: number): Promise<DailyBar[]> {
    const s = this.state();
    const symbol = s.symbols[i]!;
    if (this.source) return this.source(symbol, count);
    if (this.model) return this.model.bars(i, this.now(), count);
    const market = this.market(i);
    const session = this.session(i);
    const key = `${market}|${session}`;
    let calendar = this.calendars.get(key);
    if (!calendar) {
      if (this.calendars.size > 8) this.calendars.clear();
      calendar = sessionCalendar(session, market);
      this.calendars.set(key, calendar);
    }
    return simulatedBars(this.seed, symbol, calendar, count, this.anchors(i), market);
  }

  /** Whether the session shown for ticker i has closed (by its exchange's clock and calendar);
   * never on the demo clock, whose sessions follow each other. */
  sessionClosed(i: number): boolean {
    if (this.model?.clock === "always-open") return false;
    const now = this.now();
    return now >= latestSession(this.market(i), now).close;
  }

  /**
   * The last `count` completed sessions of ticker i as the chart shows them, oldest first: the
   * sessions before the one shown and, once that one has closed, its own bar, made of the live
   * figures (the quote's open, high, low and price), so outside a session the last bar's close is
   * the quote's price and the bar before it closes at the quote's previous close.
   */
  async chartBars(i: number, count: number): Promise<DailyBar[]> {
    const bars = await this.bars(i, count);
    if (!this.sessionClosed(i)) return bars;
    const t = isoDay(this.session(i));
    if (bars.length > 0 && bars[bars.length - 1]!.t >= t) return bars;
    const s = this.state();
    const price = s.price[i]!;
    if (!(price > 0)) return bars;
    const open = this.dayOpen(i);
    const range = this.dayRange(i);
    const last: DailyBar = {
      t,
      o: roundPrice(open),
      h: roundPrice(Math.max(range.high, open, price)),
      l: roundPrice(Math.min(range.low, open, price)),
      c: roundPrice(price),
      v: Math.round(s.volume[i]!),
    };
    return [...bars.slice(Math.max(0, bars.length + 1 - count)), last];
  }

  /** The JSON body of GET /work/ticker/:symbol/history?range=…; cached until the session changes
   * or closes. */
  async historyJson(i: number, range: HistoryRange): Promise<string> {
    const s = this.state();
    const closed = this.sessionClosed(i);
    const key = `${s.symbols[i]}|${range}|${this.session(i)}|${closed}|${s.prevClose[i]}|${closed ? s.price[i] : ""}`;
    const hit = this.cache.get(key);
    if (hit !== undefined) {
      // Least recently used first out: a hit moves to the end of the map's order.
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit;
    }
    const bars = await this.chartBars(i, RANGE_SESSIONS[range]);
    const body = `{"symbol":${JSON.stringify(s.symbols[i])},"range":"${range}","bars":${barsJson(bars)}}`;
    this.cache.set(key, body);
    this.cachedBytes += body.length;
    for (const [old, value] of this.cache) {
      if (this.cachedBytes <= CACHE_BYTES) break;
      this.cache.delete(old);
      this.cachedBytes -= value.length;
    }
    return body;
  }

  /** Ticker i's current (or last) session in bars of `interval`, from the simulated market's
   * path or the real provider's intraday data; null when the provider has none. */
  async intraday(i: number, interval: IntradayInterval): Promise<ProviderIntraday | null> {
    if (this.model) return simulatedIntraday(this.model, i, this.now(), INTRADAY_INTERVAL_MS[interval]);
    return this.intradaySource ? this.intradaySource(this.state().symbols[i]!, interval) : null;
  }

  /** Lowest low and highest high of the last 52 weeks, today included. */
  private async range52(i: number): Promise<{ low: number; high: number }> {
    const s = this.state();
    const key = `${s.symbols[i]}|${this.session(i)}|${s.prevClose[i]}`;
    let past = this.yearRange.get(key);
    if (!past) {
      const bars = await this.bars(i, RANGE_SESSIONS["1Y"] - 1);
      past = { low: Number.POSITIVE_INFINITY, high: 0 };
      for (const b of bars) {
        if (b.l < past.low) past.low = b.l;
        if (b.h > past.high) past.high = b.h;
      }
      if (this.yearRange.size > 10_000) this.yearRange.clear();
      this.yearRange.set(key, past);
    }
    const { low, high } = this.dayRange(i);
    return { low: Math.min(past.low, low), high: Math.max(past.high, high) };
  }

  /** Today's open (the price before the first update of a session is observed). */
  dayOpen(i: number): number {
    const open = this.state().open[i];
    if (open !== undefined && open > 0) return open;
    if (i >= this.open.length || this.rangeOf[i] !== this.state().prevClose[i]) return this.state().price[i]!;
    return this.open[i]!;
  }

  dayRange(i: number): { low: number; high: number } {
    const st = this.state();
    const price = st.price[i]!;
    // The provider's own range (the simulated path's), else the range of the ticks seen.
    if (st.high[i]! > 0 && st.low[i]! > 0) return { low: st.low[i]!, high: st.high[i]! };
    // Before the first update is observed (or for a ticker added since), the price is the range.
    if (i >= this.low.length || this.rangeOf[i] !== this.state().prevClose[i]) return { low: price, high: price };
    return { low: this.low[i]!, high: this.high[i]! };
  }

  async snapshot(i: number): Promise<TickerSnapshot> {
    const s = this.state();
    const c = s.companies[i]!;
    const price = s.price[i]!;
    const prev = s.prevClose[i]!;
    const day = this.dayRange(i);
    const year = await this.range52(i);
    const known = (x: number) => (Number.isFinite(x) && x > 0 ? round(x, 2) : null);
    return {
      symbol: c.symbol,
      name: c.name,
      ...(c.nameAr ? { nameAr: c.nameAr } : {}),
      exchange: c.exchange,
      sector: SECTORS[c.sector],
      currency: c.currency,
      price: roundPrice(price),
      change: roundPrice(price - prev),
      changesPercentage: round(s.changePercent(i), 2),
      previousClose: roundPrice(prev),
      dayLow: roundPrice(day.low),
      dayHigh: roundPrice(day.high),
      dayOpen: roundPrice(this.dayOpen(i)),
      low52: roundPrice(year.low),
      high52: roundPrice(year.high),
      volume: Math.round(s.volume[i]!),
      avgVolume: Math.round(s.avgVolume30[i]!),
      marketCap: Math.round(price * s.shares[i]!),
      sharesOutstanding: s.shares[i]!,
      dividendPerShare: round(s.dividendTTM[i]!, 4),
      dividendYield: round(s.dividendYield(i), 2),
      rsi14: Number.isFinite(s.rsi14[i]!) ? round(s.rsi14[i]!, 2) : null,
      sma50: known(s.sma50[i]!),
      sma200: known(s.sma200[i]!),
      scanners: SCANNER_KEYS.filter((key) => SCANNERS[key].matches(s, i)),
      ts: s.ts,
      session: isoDay(this.session(i)),
    };
  }
}
