// The simulated market's daily model (model.ts puts it together), a pure function of
// (seed, symbol, session).
//
// Daily: a session's raw log-return is drawn from hashes of (seed, symbol, session): a market
// factor, a sector factor and the company's own draw (fat-tailed), scaled by a volatility that
// depends on size, sector and market, wider on earnings days, plus news jumps for small and mid
// caps. The log-price of a session is the reference price plus a tapered sum of the last W raw
// returns (a random walk that forgets slowly, so prices stay near the company's size) plus a
// slow trend. The close shown is the previous close moved by at most the exchange's limit.

import type { MarketCode } from "../../shared/market";
import { onTick, tickCeil, tickFloor, tickSize } from "../../shared/tick";
import { earningsSchedule } from "./earnings-schedule";
import { hash32, hashString, NORMAL_BITS, NORMALS } from "./random";
import { type Company, SAR_PER_USD, SECTOR_CODES, type SectorCode } from "./universe";

const SHIFT = 32 - NORMAL_BITS;
const U32 = 4294967296;

/** random.ts's mixing step: hash32(a, b, c, d) is mix(mix(mix(mix(H0, a), b), c), d) >>> 0, so
 * a ticker's prefix mix(mix(H0, seed), symbol) is computed once and each draw costs two steps. */
export function mix(h: number, part: number): number {
  h = Math.imul(h ^ (part | 0), 0x01000193);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  return h ^ (h >>> 12);
}
export const H0 = 0x811c9dc5;
/** hash32(seed, sym, d, salt) from the prefix and mix(prefix, d). */
export const draw = (md: number, salt: number) => mix(md, salt) >>> 0;
/** Sessions the random walk remembers (a tapered window). */
export const WINDOW = 120;
/** Grid steps of the intraday path. */
export const GRID = 512;
export const LEVELS = 9;
/** Above this market cap (USD) a day's move is bounded softly by MEGA_CAP_LOG. */
export const MEGA_CAP_USD = 200e9;
const MEGA_CAP_LOG = 0.085;
/** Large caps (above 20 B USD) are bounded more loosely. */
const LARGE_CAP_USD = 20e9;
const LARGE_CAP_LOG = 0.15;
/** News goes to companies below this market cap (USD): small and mid caps. */
export const SURGE_MAX_CAP_USD = 10e9;
/** The Saudi Exchange's daily price limit (Main Market), and Nomu's. */
export const SAUDI_LIMIT = 0.1;
const NOMU_LIMIT = 0.3;
/** Session ids of the demo clock start here, far from real day numbers (about 20,000). */
export const DEMO_BASE = 1_000_000;

/** Daily volatility by sector before size: utilities, staples and REITs move least. */
const SECTOR_VOL: Record<SectorCode, number> = {
  T: 0.02,
  C: 0.017,
  Y: 0.018,
  D: 0.01,
  H: 0.015,
  F: 0.013,
  I: 0.014,
  E: 0.017,
  U: 0.009,
  R: 0.011,
  M: 0.016,
};

/** Everything the model needs of one ticker, derived from its company and the seed. */
export interface TickerParams {
  sym: number;
  /** mix(mix(H0, seed), sym): the prefix of every draw of this ticker. */
  pre: number;
  /** 0 US, 1 Saudi. */
  m: number;
  /** The market whose tick the prices sit on. */
  code: MarketCode;
  /** Sector group: sector index, Saudi sectors after the US ones. */
  g: number;
  sigma: number;
  drift: number;
  /** Soft bound of a mega cap's daily log-move, 0 for the others. */
  soft: number;
  /** Log of the daily limits (±Infinity without one). */
  up: number;
  down: number;
  /** The same limits as factors of the previous close (Infinity and 0 without one). */
  upF: number;
  downF: number;
  /** Chance of news on a session (small and mid caps). */
  newsP: number;
  logRef: number;
  baseVolume: number;
  trend: number;
  /** Earnings: fiscal shift (months), lag (days), and whether results come after the close. */
  earnShift: number;
  earnLag: number;
  earnAfter: boolean;
}

export function marketCapUsd(c: Company): number {
  return c.referencePrice * c.sharesOutstanding * (c.currency === "SAR" ? 1 / SAR_PER_USD : 1);
}

export function tickerParams(seed: number, c: Company): TickerParams {
  const sym = hashString(c.symbol);
  const saudi = c.currency === "SAR";
  const mcap = marketCapUsd(c);
  const u = (salt: number) => hash32(seed, sym, salt, 0x9a4a) / U32;
  // Bigger companies move less: ×0.6 for the largest, up to ×2 for micro caps.
  const defensive = c.sector === "R" || c.sector === "U" || c.sector === "D";
  // Defensive sectors stay calm even when small: a small REIT is still a REIT.
  const size = Math.min(defensive ? 1.3 : 2, Math.max(0.6, (2e11 / Math.max(mcap, 1e6)) ** 0.18));
  const sigma = 0.9 * SECTOR_VOL[c.sector] * size * (0.8 + u(1) * 0.4) * (saudi ? 0.85 : 1);
  const turnover = saudi ? 0.003 * (1e10 / mcap) ** 0.3 : 0.006 * (1e10 / mcap) ** 0.15;
  const noise = Math.exp(0.15 * NORMALS[hash32(seed, sym, 0xb0) >>> SHIFT]!);
  const baseVolume = c.avgVolume > 0 ? c.avgVolume * noise : c.sharesOutstanding * Math.min(0.05, turnover) * noise;
  const limit = saudi ? (c.market === "Nomu" ? NOMU_LIMIT : SAUDI_LIMIT) : 0;
  const e = earningsSchedule(seed, c.symbol, c.currency);
  return {
    sym,
    pre: mix(mix(H0, seed), sym),
    m: saudi ? 1 : 0,
    code: saudi ? "SA" : "US",
    g: SECTOR_CODES.indexOf(c.sector) + (saudi ? SECTOR_CODES.length : 0),
    sigma,
    drift: (u(2) - 0.5) * 0.0008,
    soft: mcap > MEGA_CAP_USD ? MEGA_CAP_LOG : mcap > LARGE_CAP_USD ? LARGE_CAP_LOG : 0,
    up: limit ? Math.log(1 + limit) : Number.POSITIVE_INFINITY,
    down: limit ? Math.log(1 - limit) : Number.NEGATIVE_INFINITY,
    upF: limit ? 1 + limit : Number.POSITIVE_INFINITY,
    downF: limit ? 1 - limit : 0,
    // News for small and mid caps; REITs and utilities have no surprises of that size.
    newsP: c.sector === "R" || c.sector === "U" ? 0 : mcap < 2e9 ? 0.01 : mcap < SURGE_MAX_CAP_USD ? 0.006 : 0,
    logRef: Math.log(c.referencePrice),
    baseVolume,
    trend: (mcap < SURGE_MAX_CAP_USD ? 0.22 : 0.12) * (0.4 + u(3)),
    earnShift: e.shift,
    earnLag: e.lag,
    earnAfter: e.time === "amc",
  };
}

/**
 * A model price as the exchange shows it: on the tick (shared/tick.ts) and, where the exchange
 * has a daily limit, within the band around the previous close `prev` (itself on the tick),
 * the band's ends rounded inwards to the tick as the Saudi Exchange does.
 */
export function shownPrice(p: TickerParams, raw: number, prev: number): number {
  // Never below one tick: a price of 0 is no price.
  const x = Math.max(onTick(raw, p.code), tickSize(0, p.code));
  if (!(prev > 0) || p.upF === Number.POSITIVE_INFINITY) return x;
  const hi = tickFloor(prev * p.upF, p.code);
  if (x > hi) return hi;
  const lo = tickCeil(prev * p.downF, p.code);
  return Math.max(x, lo);
}

export function normalOf(h: number): number {
  return NORMALS[h >>> SHIFT]!;
}

/** The market factor of market m on session d, and the sector factor of group g. */
function marketFactor(seed: number, m: number, d: number): number {
  return normalOf(hash32(seed, 0xfac7, m, d));
}
function sectorFactor(seed: number, g: number, d: number): number {
  return normalOf(hash32(seed, 0x5ec7, g, d));
}

/** News on session d: the log-jump (0 without news) and where in the session it lands. */
export function news(_seed: number, p: TickerParams, d: number): { jump: number; at: number } {
  const md = mix(p.pre, d);
  const jump = newsJump(p, md);
  if (!jump) return { jump: 0, at: 0 };
  // Most news comes before the open (a gap), the rest during the session.
  const w = draw(md, 5);
  const at = (w & 0xff) < 150 ? 0 : ((w >>> 8) / 16777216) * 0.85;
  return { jump, at };
}

/** The news jump of the session whose draw prefix is md (0 without news). */
function newsJump(p: TickerParams, md: number): number {
  if (p.newsP <= 0) return 0;
  const h = draw(md, 2);
  if (h / U32 >= p.newsP) return 0;
  const u = draw(md, 3) / U32;
  return (h & 0xff) < 180 ? Math.log(1.08 + 0.27 * u) : Math.log(0.94 - 0.14 * u);
}

/** The days whose sessions react to results published from `from` to `to` (day numbers):
 * the report day when published before the open, the day after when after the close. */
function earningsTargets(p: TickerParams, from: number, to: number): number[] {
  const out: number[] = [];
  for (let qm = monthOf(from - 60 - p.earnLag); qm <= monthOf(to); qm++) {
    if ((((qm - 2 - p.earnShift) % 3) + 3) % 3 !== 0) continue;
    const end = monthStart(qm + 1) - 1;
    const raw = end + p.earnLag;
    const w = (((raw + 4) % 7) + 7) % 7; // 0 Sunday
    const target = (w === 6 ? raw + 2 : w === 0 ? raw + 1 : raw) + (p.earnAfter ? 1 : 0);
    if (target >= from && target <= to) out.push(target);
  }
  return out;
}

/** First day (days since 1970) of each month from January 1970 (month index year·12 + month). */
const MONTH_STARTS = Int32Array.from(
  { length: 200 * 12 },
  (_, k) => Date.UTC(1970 + Math.floor(k / 12), k % 12, 1) / 86_400_000,
);
const MONTH0 = 1970 * 12;

function monthStart(qm: number): number {
  return MONTH_STARTS[qm - MONTH0] ?? Date.UTC(Math.floor(qm / 12), qm % 12, 1) / 86_400_000;
}

/** The month index (year·12 + month) of a day. */
function monthOf(day: number): number {
  let k = Math.min(MONTH_STARTS.length - 1, Math.max(0, Math.floor(day / 30.436875)));
  while (k > 0 && MONTH_STARTS[k]! > day) k--;
  while (k + 1 < MONTH_STARTS.length && MONTH_STARTS[k + 1]! <= day) k++;
  return MONTH0 + k;
}

/** Whether session d, after session `prev`, reacts to the company's results. */
function isEarningsSession(p: TickerParams, prev: number, d: number): boolean {
  if (d >= DEMO_BASE) return (d + (p.sym & 63)) % 63 === 0;
  return earningsTargets(p, prev + 1, d).length > 0;
}

/** A raw move as the company's size and the exchange let it be: large caps bounded softly,
 * then the daily limit. */
function bound(p: TickerParams, x: number): number {
  const y = p.soft ? p.soft * Math.tanh(x / p.soft) : x;
  return y > p.up ? p.up : Math.max(y, p.down);
}

/** A slow trend in log-price: piecewise linear between knots 91 days apart. */
function trendAt(_seed: number, p: TickerParams, d: number): number {
  const j = Math.floor(d / 91);
  const f = d / 91 - j;
  const a = knot(p, j);
  const b = knot(p, j + 1);
  return p.trend * (a + (b - a) * f);
}

function knot(p: TickerParams, j: number): number {
  return normalOf(draw(mix(p.pre, j), 0x7e));
}

let scratchR = new Float64Array(0);
let scratchE = new Uint8Array(0);

/** One ticker's sessions, oldest first: raw returns, levels, shown closes and volumes. */
export interface DailySeries {
  /** Session ids, oldest first (a view of the calendar: read only). */
  days: Int32Array;
  /** Model log-level of each session's close. */
  level: Float64Array;
  /** The close shown: the previous close shown moved towards the level within the limit. */
  close: Float64Array;
  volume: Float64Array;
  /** 1 where the session reacts to results. */
  earnings: Uint8Array;
}

/**
 * The last `count` sessions ending with `days[days.length - 1]` (the sessions must come
 * oldest first and number at least count + WINDOW), with the factors of those sessions.
 */
export function dailySeries(
  seed: number,
  p: TickerParams,
  days: Int32Array,
  count: number,
  factors: Factors,
  /** Volumes only from this index on (the others are 0, or stale in a reused series): the market needs the last 30. */
  volumesFrom = 0,
  /** A series of the same length to write into (the market's start reuses one). */
  reuse?: DailySeries,
): DailySeries {
  const n = days.length;
  const need = count + WINDOW;
  if (n < need) throw new Error(`${need} sessions are needed, ${n} given`);
  const start = n - need;
  if (scratchR.length < need) {
    scratchR = new Float64Array(need);
    scratchE = new Uint8Array(need);
  }
  const r = scratchR;
  const earn = scratchE;
  const first = days[start]!;
  const last = days[n - 1]!;
  const targets = last >= DEMO_BASE ? [] : earningsTargets(p, first - 7, last);
  let next = 0;
  const { pre, sigma, drift, newsP, g } = p;
  const mf = factors.mf;
  const sf = factors.sf;
  const demo = last >= DEMO_BASE;
  for (let t = 0; t < need; t++) {
    const d = days[start + t]!;
    const prev = t > 0 ? days[start + t - 1]! : d - 1;
    let e = false;
    if (demo) e = isEarningsSession(p, prev, d);
    else {
      while (next < targets.length && targets[next]! <= prev) next++;
      e = next < targets.length && targets[next]! <= d;
    }
    earn[t] = e ? 1 : 0;
    // rawFrom, inlined: this loop is most of the market's start.
    let md = Math.imul(pre ^ d, 0x01000193);
    md ^= md >>> 15;
    md = Math.imul(md, 0x2c1b3c6d);
    md ^= md >>> 12;
    let h = Math.imul(md ^ 1, 0x01000193);
    h ^= h >>> 15;
    h = Math.imul(h, 0x2c1b3c6d);
    h = (h ^ (h >>> 12)) >>> 0;
    const tb = h & 63;
    const tail = tb < 2 ? 2.5 : tb < 6 ? 1.6 : 1;
    let x =
      drift +
      sigma *
        (0.5 * mf[start + t]! +
          0.45 * sf[(start + t) * GROUPS + g]! +
          0.74 * NORMALS[h >>> SHIFT]! * (e ? Math.max(2.2, tail) : tail));
    if (newsP > 0) {
      let h2 = Math.imul(md ^ 2, 0x01000193);
      h2 ^= h2 >>> 15;
      h2 = Math.imul(h2, 0x2c1b3c6d);
      h2 = (h2 ^ (h2 >>> 12)) >>> 0;
      if (h2 / U32 < newsP) x += newsJump(p, md);
    }
    r[t] = bound(p, x);
  }
  // B(t) = Σ_{k<W} (1 − k/W) r(t − k); A(t) = Σ_{k<W} r(t − k). B(t) = B(t−1) + r(t) − A(t−1)/W.
  let a = 0;
  let b = 0;
  for (let k = 0; k < WINDOW; k++) {
    a += r[WINDOW - 1 - k]!;
    b += (1 - k / WINDOW) * r[WINDOW - 1 - k]!;
  }
  const out: DailySeries =
    reuse && reuse.level.length === count
      ? reuse
      : {
          days: days.subarray(n - count),
          level: new Float64Array(count),
          close: new Float64Array(count),
          volume: new Float64Array(count),
          earnings: new Uint8Array(count),
        };
  out.days = days.subarray(n - count);
  out.earnings.set(earn.subarray(need - count, need));
  // Volumes before volumesFrom are left as they were (a reused series: another ticker's).
  if (volumesFrom > 0 && !reuse) out.volume.fill(0, 0, volumesFrom);
  let prevLevel = p.logRef + b + trendAt(seed, p, days[start + WINDOW - 1]!);
  let shownLog = prevLevel;
  // The closes shown sit on the tick, each within the limit of the one before.
  let prevClose = shownPrice(p, Math.exp(shownLog), 0);
  // The trend's knots, drawn once per 91 days.
  let kj = Number.NaN;
  let ka = 0;
  let kb = 0;
  for (let k = 0; k < count; k++) {
    const t = WINDOW + k;
    b += r[t]! - a / WINDOW;
    a += r[t]! - r[t - WINDOW]!;
    const d = days[start + t]!;
    const j = Math.floor(d / 91);
    if (j !== kj) {
      kj = j;
      ka = knot(p, j);
      kb = knot(p, j + 1);
    }
    const level = p.logRef + b + p.trend * (ka + (kb - ka) * (d / 91 - j));
    out.level[k] = level;
    // The close shown follows the level within the daily limit: after a day at the limit the
    // next day catches up from the close shown, not from the level.
    const shown = shownLog + clampMove(p, level - shownLog);
    prevClose = shownPrice(p, Math.exp(shown), prevClose);
    out.close[k] = prevClose;
    shownLog = shown;
    if (k >= volumesFrom) out.volume[k] = dayVolume(seed, p, d, level - prevLevel, earn[t] === 1);
    prevLevel = level;
  }
  return out;
}

export function clampMove(p: TickerParams, x: number): number {
  return x > p.up ? p.up : Math.max(x, p.down);
}

/** A whole session's volume: heavier on big moves, earnings and news. */
export function dayVolume(seed: number, p: TickerParams, d: number, move: number, earningsDay: boolean): number {
  const md = mix(p.pre, d);
  const jump = newsJump(p, md);
  const base = Math.abs(move - jump) / p.sigma;
  let v = p.baseVolume * Math.exp(0.25 * normalOf(draw(md, 6)) - 0.03) * (0.75 + 0.25 * Math.min(base, 6));
  if (earningsDay) v *= 1.8;
  if (jump) v += newsVolume(seed, p, d);
  return v;
}

export function newsVolume(_seed: number, p: TickerParams, d: number): number {
  return p.baseVolume * (4.5 + (draw(mix(p.pre, d), 7) / U32) * 5.5);
}

const GROUPS = SECTOR_CODES.length * 2;

/** The market and sector factors of a run of sessions (the same for every ticker). */
export interface Factors {
  mf: Float64Array;
  /** sf[t * GROUPS + g] */
  sf: Float64Array;
}

export function factorsFor(seed: number, m: number, days: Int32Array): Factors {
  const mf = new Float64Array(days.length);
  const sf = new Float64Array(days.length * GROUPS);
  const g0 = m === 1 ? SECTOR_CODES.length : 0;
  for (let t = 0; t < days.length; t++) {
    mf[t] = marketFactor(seed, m, days[t]!);
    for (let g = g0; g < g0 + SECTOR_CODES.length; g++) sf[t * GROUPS + g] = sectorFactor(seed, g, days[t]!);
  }
  return { mf, sf };
}
