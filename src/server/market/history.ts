// Daily bars of the simulated market, made on demand for one ticker (docs/architecture.md,
// "Market data"). Keeping five years of bars for 70,000 tickers in memory would take over a
// gigabyte and slow the start; instead each bar is a pure function of the seed, the symbol and
// the session's date, so the same date always gives the same bar, and the last sessions are
// bent to agree with what the market state says about them: the path ends at the previous
// close, passes through the close of 63 sessions ago (the 3-month return), and its last 49 and
// 199 closes have the sums behind SMA 50 and SMA 200. The chart's moving averages then meet
// the key figures exactly.

import { onTick } from "../../shared/tick";
import type { DailyBar } from "../../shared/ticker";
import { NYSE_HOLIDAYS, SAUDI_HOLIDAYS } from "./holidays";
import { hash32, hashString, NORMAL_BITS, NORMALS } from "./random";

const DAY_MS = 86_400_000;
const SHIFT = 32 - NORMAL_BITS;

/** What the market state knows about a ticker's past; NaN where it knows nothing. */
export interface HistoryAnchors {
  /** Close of the last completed session. */
  prevClose: number;
  /** Close 63 sessions ago (k = 63, where k = 1 is the last completed session). */
  close63: number;
  /** Sum of the closes k = 1…49 and k = 1…199. */
  sum49: number;
  sum199: number;
  /** Mean volume of the sessions k = 1…30. */
  avgVolume30: number;
}

export type MarketCode = "US" | "SA";

const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
/** The exchanges' holidays (holidays.ts) as day numbers: the bars skip them like the live market. */
const HOLIDAYS: Record<MarketCode, Set<number>> = {
  US: new Set(NYSE_HOLIDAYS.map(dayNumber)),
  SA: new Set(SAUDI_HOLIDAYS.map(dayNumber)),
};

/** Trading days: Monday–Friday in New York, Sunday–Thursday in Riyadh, without the holidays. */
export function isTradingDay(day: number, market: MarketCode): boolean {
  // 1970-01-01 was a Thursday (4); arithmetic, not a Date per day: this runs per bar.
  const w = (((day + 4) % 7) + 7) % 7;
  const weekday = market === "SA" ? w !== 5 && w !== 6 : w !== 0 && w !== 6;
  return weekday && !HOLIDAYS[market].has(day);
}

const nyParts = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/New_York",
  year: "numeric",
  month: "numeric",
  day: "numeric",
});

/** The calendar day (days since 1970-01-01) in the market's time zone at an instant. */
export function marketDay(ms: number, market: MarketCode): number {
  // Riyadh keeps UTC+3 all year; New York has daylight saving, so ask Intl.
  if (market === "SA") return Math.floor((ms + 3 * 3_600_000) / DAY_MS);
  const parts = nyParts.formatToParts(new Date(ms));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(get("year"), get("month") - 1, get("day")) / DAY_MS;
}

/** The date of the live session: today when it is a trading day, else the next trading day. */
export function sessionDay(ms: number, market: MarketCode): number {
  let day = marketDay(ms, market);
  while (!isTradingDay(day, market)) day++;
  return day;
}

/** The `count` trading days before `session`, newest first (k = 1 first). */
export function previousSessions(session: number, count: number, market: MarketCode): Int32Array {
  const out = new Int32Array(count);
  let day = session;
  for (let k = 0; k < count; k++) {
    do day--;
    while (!isTradingDay(day, market));
    out[k] = day;
  }
  return out;
}

/** YYYY-MM-DD of a day number, without a Date (Howard Hinnant's civil-from-days). */
export function isoDate(day: number): string {
  const z0 = day + 719468;
  const era = Math.floor(z0 / 146097);
  const doe = z0 - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${y}-${m < 10 ? "0" : ""}${m}-${d < 10 ? "0" : ""}${d}`;
}

function z(seed: number, sym: number, day: number, salt: number): number {
  return NORMALS[hash32(seed, sym, day, salt) >>> SHIFT]!;
}

/** Daily volatility of a ticker: 1.1 %–2.9 %, fixed by its symbol. */
function sigmaOf(seed: number, sym: number): number {
  return 0.011 + (hash32(seed, sym, 0x5195) / 4294967296) * 0.018;
}

/**
 * The `count` completed sessions before `session`, oldest first. Returns are drawn per date, then
 * the path is bent to the anchors (only those that are finite and positive).
 */
/** The sessions before a session, newest first, with their dates: the same for every ticker of
 * a market, so callers make it once per market and session. */
export interface SessionCalendar {
  days: Int32Array;
  iso: string[];
}

/** Sessions enough for every range and for the anchors (SMA 200 needs 200). */
export const CALENDAR_SESSIONS = 1261;

export function sessionCalendar(session: number, market: MarketCode, count = CALENDAR_SESSIONS): SessionCalendar {
  const days = previousSessions(session, count, market);
  return { days, iso: Array.from(days, isoDate) };
}

export function simulatedBars(
  seed: number,
  symbol: string,
  calendar: SessionCalendar,
  count: number,
  anchors: HistoryAnchors,
  /** The market whose tick the prices sit on (shared/tick.ts). */
  market: MarketCode = "US",
): DailyBar[] {
  const sym = hashString(symbol);
  const sigma = sigmaOf(seed, sym);
  const drift = ((hash32(seed, sym, 0xd1f7) / 4294967296) * 2 - 1) * 0.0006;
  // Enough sessions for the anchors, whatever range was asked for.
  const n = Math.max(count, 200);
  const { days, iso } = calendar;
  if (days.length < n + 1) throw new Error(`the calendar has ${days.length} sessions, ${n + 1} are needed`);
  // c[k - 1] is the close of session k (k = 1 the newest); ret[k - 1] its log return.
  const c = new Float64Array(n + 1);
  const ret = new Float64Array(n + 1);
  const prev = anchors.prevClose > 0 ? anchors.prevClose : 1;
  let lp = Math.log(prev);
  for (let k = 1; k <= n + 1; k++) {
    c[k - 1] = lp;
    const r = drift + sigma * z(seed, sym, days[k - 1]!, 1);
    ret[k - 1] = r;
    lp -= r;
  }
  // Bridge in log space to the close 63 sessions ago; everything older moves with it.
  if (anchors.close63 > 0 && n >= 63) {
    const e = Math.log(anchors.close63) - c[62]!;
    for (let k = 2; k <= n + 1; k++) c[k - 1]! += k <= 63 ? (e * (k - 1)) / 62 : e;
  }
  for (let k = 0; k <= n; k++) c[k] = Math.exp(c[k]!);
  // Two smooth bumps (zero at their ends) set the sums behind SMA 50 and SMA 200.
  bend(c, 1, 63, 49, anchors.sum49);
  bend(c, 63, 200, 199, anchors.sum199);
  // Volumes: heavier on big moves, scaled so the last 30 average what the state says.
  const vol = new Float64Array(n);
  let last30 = 0;
  for (let k = 1; k <= n; k++) {
    const move = Math.abs(ret[k - 1]!) / sigma;
    const v = Math.exp(0.3 * z(seed, sym, days[k - 1]!, 2) - 0.045) * (0.7 + 0.3 * move);
    vol[k - 1] = v;
    if (k <= 30) last30 += v;
  }
  const scale = anchors.avgVolume30 > 0 ? (anchors.avgVolume30 * 30) / last30 : 0;
  const bars: DailyBar[] = new Array(count);
  for (let k = count; k >= 1; k--) {
    const day = days[k - 1]!;
    const close = c[k - 1]!;
    const open = c[k]! * Math.exp(sigma * 0.35 * z(seed, sym, day, 3));
    const high = Math.max(open, close) * Math.exp(sigma * 0.5 * Math.abs(z(seed, sym, day, 4)));
    const low = Math.min(open, close) * Math.exp(-sigma * 0.5 * Math.abs(z(seed, sym, day, 5)));
    bars[count - k] = {
      t: iso[k - 1]!,
      o: onTick(open, market),
      h: onTick(high, market),
      l: onTick(low, market),
      c: onTick(close, market),
      v: Math.round(vol[k - 1]! * scale),
    };
  }
  return bars;
}

/**
 * Multiplies the closes k in (from, to) by 1 + A·sin(π(k − from)/(to − from)) with A chosen so
 * that closes 1…`upTo` sum to `target` (skipped without a target; A ≥ −0.9 keeps them positive).
 */
function bend(c: Float64Array, from: number, to: number, upTo: number, target: number): void {
  if (!(target > 0) || c.length < to) return;
  let sum = 0;
  let weighted = 0;
  for (let k = 1; k <= upTo; k++) {
    sum += c[k - 1]!;
    if (k > from && k < to) weighted += c[k - 1]! * Math.sin((Math.PI * (k - from)) / (to - from));
  }
  if (weighted <= 0) return;
  const a = Math.max(-0.9, (target - sum) / weighted);
  for (let k = from + 1; k < to; k++) c[k - 1]! *= 1 + a * Math.sin((Math.PI * (k - from)) / (to - from));
}

/**
 * A price as JSON from integers (cents, or ten-thousandths below one unit, as roundPrice keeps
 * them): turning doubles into text was most of a cache miss's time; "139.10" parses to the
 * same number as 139.1.
 */
export function priceJson(x: number): string {
  if (!Number.isFinite(x) || x < 0) return JSON.stringify(x);
  const digits = x < 1 ? 4 : 2;
  const scale = digits === 4 ? 10_000 : 100;
  const n = Math.round(x * scale);
  const whole = Math.floor(n / scale);
  const frac = String(n - whole * scale);
  return `${whole}.${"000".slice(0, digits - frac.length)}${frac}`;
}

/** The JSON of a bar list, written by hand: the hot path of the history call. */
export function barsJson(bars: readonly DailyBar[]): string {
  let out = "[";
  for (let j = 0; j < bars.length; j++) {
    const b = bars[j]!;
    out += `${j ? "," : ""}{"t":"${b.t}","o":${priceJson(b.o)},"h":${priceJson(b.h)},"l":${priceJson(b.l)},"c":${priceJson(b.c)},"v":${b.v}}`;
  }
  return `${out}]`;
}
