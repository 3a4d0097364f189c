// The simulated market as a pure function of (seed, symbol, time): no state survives between
// calls, so a restart, a kill -9, a fresh DATA_DIR or a second instance shows the same prices.
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
import { earningsSchedule } from "./earnings-schedule";
import { isoDate, isTradingDay, marketDay, previousSessions } from "./history";
import { hash32, hashString, NORMAL_BITS, NORMALS } from "./random";
import { sessionProgress } from "./sessions";
import { roundPrice } from "./state";
import { type Company, SAR_PER_USD, SECTOR_CODES, type SectorCode } from "./universe";

const SHIFT = 32 - NORMAL_BITS;
const U32 = 4294967296;

/** random.ts's mixing step: hash32(a, b, c, d) is mix(mix(mix(mix(H0, a), b), c), d) >>> 0, so
 * a ticker's prefix mix(mix(H0, seed), symbol) is computed once and each draw costs two steps. */
function mix(h: number, part: number): number {
  h = Math.imul(h ^ (part | 0), 0x01000193);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  return h ^ (h >>> 12);
}
const H0 = 0x811c9dc5;
/** hash32(seed, sym, d, salt) from the prefix and mix(prefix, d). */
const draw = (md: number, salt: number) => mix(md, salt) >>> 0;
/** Sessions the random walk remembers (a tapered window). */
export const WINDOW = 120;
/** Grid steps of the intraday path. */
export const GRID = 512;
const LEVELS = 9;
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
export const NOMU_LIMIT = 0.3;
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
  /** Sector group: sector index, Saudi sectors after the US ones. */
  g: number;
  sigma: number;
  drift: number;
  /** Soft bound of a mega cap's daily log-move, 0 for the others. */
  soft: number;
  /** Log of the daily limits (±Infinity without one). */
  up: number;
  down: number;
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
    g: SECTOR_CODES.indexOf(c.sector) + (saudi ? SECTOR_CODES.length : 0),
    sigma,
    drift: (u(2) - 0.5) * 0.0008,
    soft: mcap > MEGA_CAP_USD ? MEGA_CAP_LOG : mcap > LARGE_CAP_USD ? LARGE_CAP_LOG : 0,
    up: limit ? Math.log(1 + limit) : Number.POSITIVE_INFINITY,
    down: limit ? Math.log(1 - limit) : Number.NEGATIVE_INFINITY,
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

function normalOf(h: number): number {
  return NORMALS[h >>> SHIFT]!;
}

/** The market factor of market m on session d, and the sector factor of group g. */
export function marketFactor(seed: number, m: number, d: number): number {
  return normalOf(hash32(seed, 0xfac7, m, d));
}
export function sectorFactor(seed: number, g: number, d: number): number {
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
export function earningsTargets(p: TickerParams, from: number, to: number): number[] {
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
export function isEarningsSession(p: TickerParams, prev: number, d: number): boolean {
  if (d >= DEMO_BASE) return (d + (p.sym & 63)) % 63 === 0;
  return earningsTargets(p, prev + 1, d).length > 0;
}

/** Session d's raw log-return, before the exchange's limit. */
export function rawReturn(
  _seed: number,
  p: TickerParams,
  d: number,
  mf: number,
  sf: number,
  earningsDay: boolean,
): number {
  return rawFrom(p, mix(p.pre, d), mf, sf, earningsDay);
}

function rawFrom(p: TickerParams, md: number, mf: number, sf: number, earningsDay: boolean): number {
  const h = draw(md, 1);
  const t = h & 63;
  // Fat tails: one day in 32 has 2.5 times the usual move, one in 16 1.6 times; results days 2.2 times.
  const tail = t < 2 ? 2.5 : t < 6 ? 1.6 : 1;
  const earnings = earningsDay ? 2.2 : 1;
  const x =
    p.drift + p.sigma * (0.5 * mf + 0.45 * sf + 0.74 * normalOf(h) * Math.max(tail, earnings)) + newsJump(p, md);
  return bound(p, x);
}

/** A raw move as the company's size and the exchange let it be: large caps bounded softly,
 * then the daily limit. */
function bound(p: TickerParams, x: number): number {
  const y = p.soft ? p.soft * Math.tanh(x / p.soft) : x;
  return y > p.up ? p.up : Math.max(y, p.down);
}

/** A slow trend in log-price: piecewise linear between knots 91 days apart. */
export function trendAt(_seed: number, p: TickerParams, d: number): number {
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
    out.close[k] = Math.exp(shown);
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

function newsVolume(_seed: number, p: TickerParams, d: number): number {
  return p.baseVolume * (4.5 + (draw(mix(p.pre, d), 7) / U32) * 5.5);
}

/** The session's path: the previous level, the day's level and what moves it inside. */
export interface SessionPath {
  prev: number;
  /** The shown move of the day (within the limit), in log. */
  move: number;
  gap: number;
  jump: number;
  at: number;
  sigma: number;
  volume: number;
  newsVolume: number;
  key: number;
  day: number;
}

/** Session d's path from the previous close to the close (logs of the closes shown). */
export function sessionPath(
  seed: number,
  p: TickerParams,
  d: number,
  prevLevel: number,
  level: number,
  earningsDay: boolean,
): SessionPath {
  const n = news(seed, p, d);
  const move = clampMove(p, level - prevLevel);
  const base = move - n.jump;
  const h = draw(mix(p.pre, d), 4);
  const tail = (h & 31) === 0 ? 3 : 1;
  // The open: a quarter of the day's own move has happened overnight, plus some noise.
  const gap = 0.25 * base + 0.25 * p.sigma * normalOf(h) * tail;
  return {
    prev: prevLevel,
    move,
    gap,
    jump: n.jump,
    at: n.at,
    sigma: p.sigma * 0.8,
    volume: dayVolume(seed, p, d, level - prevLevel, earningsDay) - (n.jump ? newsVolume(seed, p, d) : 0),
    newsVolume: n.jump ? newsVolume(seed, p, d) : 0,
    key: hash32(seed, p.sym, 0xb71d),
    day: d,
  };
}

const SD: number[] = [];
for (let l = 0; l < LEVELS; l++) SD.push(Math.sqrt(1 / 2 ** l) / 2);

/** The standard Brownian bridge (0 at both ends) at grid point j, 0 ≤ j ≤ GRID. */
export function bridgeAt(key: number, day: number, j: number): number {
  if (j <= 0 || j >= GRID) return 0;
  let lo = 0;
  let hi = GRID;
  let vlo = 0;
  let vhi = 0;
  let node = 1;
  const pre = mix(mix(H0, key), day);
  for (let l = 0; l < LEVELS; l++) {
    const mid = (lo + hi) >> 1;
    const v = (vlo + vhi) / 2 + SD[l]! * normalOf(draw(pre, node));
    if (j === mid) return v;
    if (j < mid) {
      hi = mid;
      vhi = v;
      node = 2 * node;
    } else {
      lo = mid;
      vlo = v;
      node = 2 * node + 1;
    }
  }
  return 0;
}

/** The whole bridge on the grid (GRID + 1 points), each node drawn once. */
export function bridgeGrid(key: number, day: number, out = new Float64Array(GRID + 1)): Float64Array {
  const pre = mix(mix(H0, key), day);
  out[0] = 0;
  out[GRID] = 0;
  // Level l has nodes 2^l … 2^(l+1) − 1, node k the midpoint of the k − 2^l-th interval of GRID >> l.
  for (let l = 0; l < LEVELS; l++) {
    const width = GRID >> l;
    const half = width >> 1;
    const sd = SD[l]!;
    const first = 1 << l;
    for (let q = 0; q < first; q++) {
      const lo = q * width;
      out[lo + half] = (out[lo]! + out[lo + width]!) / 2 + sd * normalOf(draw(pre, first + q));
    }
  }
  return out;
}

/** The log-price at progress x (0 to 1) given the bridge's value there. */
export function logPriceAt(s: SessionPath, x: number, bridge: number, p: TickerParams): number {
  const base = s.move - s.jump;
  let lp = s.gap + (base - s.gap) * x + s.sigma * bridge;
  if (s.jump && x >= s.at) lp += s.jump * Math.min(1, 0.7 + (0.3 * (x - s.at)) / 0.05);
  return s.prev + clampMove(p, lp);
}

/** Share of a day's volume traded in the opening auction. */
const OPENING_AUCTION = 0.03;

/** Volume traded by progress x: the opening auction's, then along the profile. */
export function volumeAt(s: SessionPath, x: number): number {
  let v = s.volume * (OPENING_AUCTION + (1 - OPENING_AUCTION) * volumeProfile(x));
  if (s.newsVolume && x >= s.at) v += s.newsVolume * Math.min(1, 0.5 + (0.5 * (x - s.at)) / 0.05);
  return v;
}

/** Cumulative share of a day's volume traded by session progress p (U-shaped intensity). */
export function volumeProfile(p: number): number {
  // Intensity 0.55 + 2.2·e^(−10p) + 1.1·e^(−12(1−p)), integrated and normalised to 1 at p = 1.
  const f = (x: number) =>
    0.55 * x + (2.2 / 10) * (1 - Math.exp(-10 * x)) + (1.1 / 12) * (Math.exp(-12 * (1 - x)) - Math.exp(-12));
  return f(p) / f(1);
}

/** Open, high, low and last of a session up to progress x (the whole session at x = 1). */
export function sessionBar(
  s: SessionPath,
  p: TickerParams,
  x: number,
): { open: number; high: number; low: number; last: number; volume: number } {
  const grid = bridgeGrid(s.key, s.day);
  const open = Math.exp(logPriceAt(s, 0, 0, p));
  let high = open;
  let low = open;
  const upto = Math.min(GRID, Math.floor(x * GRID));
  for (let j = 1; j <= upto; j++) {
    const v = Math.exp(logPriceAt(s, j / GRID, grid[j]!, p));
    if (v > high) high = v;
    if (v < low) low = v;
  }
  // The news step lands between grid points: its moment counts too.
  if (s.jump && s.at <= x) {
    const j = Math.floor(s.at * GRID);
    const b = grid[j]! + (grid[Math.min(GRID, j + 1)]! - grid[j]!) * (s.at * GRID - j);
    const v = Math.exp(logPriceAt(s, s.at, b, p));
    if (v > high) high = v;
    if (v < low) low = v;
  }
  const last = Math.exp(logPriceAt(s, x, interpolated(grid, x), p));
  return { open, high: Math.max(high, last), low: Math.min(low, last), last, volume: volumeAt(s, x) };
}

function interpolated(grid: Float64Array, x: number): number {
  const pos = x * GRID;
  const j = Math.min(GRID - 1, Math.floor(pos));
  return grid[j]! + (grid[j + 1]! - grid[j]!) * (pos - j);
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
    return sessionPath(this.seed, this.paramsOf(i), id, prev, Math.log(series.close[k]!), series.earnings[k] === 1);
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
      const open = Math.exp(logPriceAt(s, 0, 0, p));
      const close = Math.exp(s.prev + s.move);
      // The extremes of a past session: beyond the open and the close by the path's spread.
      const h = hash32(this.seed, p.sym, d, 8);
      const up = Math.abs(normalOf(h)) * s.sigma * 0.45;
      const down = Math.abs(normalOf(hash32(h, 9))) * s.sigma * 0.45;
      const limUp = prev * Math.exp(p.up);
      const limDown = prev * Math.exp(p.down);
      bars[k - 1] = {
        t: isoDate(before ? before[count - k]! : d),
        o: roundPrice(open),
        h: roundPrice(Math.min(limUp, Math.max(open, close) * Math.exp(up))),
        l: roundPrice(Math.max(limDown, Math.min(open, close) * Math.exp(-down))),
        c: roundPrice(series.close[k]!),
        v: Math.round(series.volume[k]!),
      };
    }
    return bars;
  }
}
