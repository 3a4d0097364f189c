// The simulated market's intraday model (model.ts puts it together), a pure function of
// (seed, symbol, session, moment).
//
// Intraday: the path from the open to the close is a Brownian bridge built by halving
// (Lévy's construction) on a 512-step grid, each midpoint a hash of (seed, symbol, session,
// node): the price at any moment is found in 9 hashes, with nothing carried from tick to tick.
// The open gaps from the previous close by a fraction of the day's move plus noise; news lands
// at the open or at a moment of the session. Volume accumulates along a U-shaped profile.

import {
  clampMove,
  dayVolume,
  draw,
  GRID,
  H0,
  LEVELS,
  mix,
  news,
  newsVolume,
  normalOf,
  type TickerParams,
} from "./model-daily";
import { hash32 } from "./random";

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
  /** The day's whole volume where the daily series has it (model.ts passes it), so the volume at
   * the close is the volume of the session's daily bar. */
  wholeVolume?: number,
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
    volume:
      (wholeVolume ?? dayVolume(seed, p, d, level - prevLevel, earningsDay)) - (n.jump ? newsVolume(seed, p, d) : 0),
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

/** The bridge at progress x, between its grid points. */
export function interpolated(grid: Float64Array, x: number): number {
  const pos = x * GRID;
  const j = Math.min(GRID - 1, Math.floor(pos));
  return grid[j]! + (grid[j + 1]! - grid[j]!) * (pos - j);
}
