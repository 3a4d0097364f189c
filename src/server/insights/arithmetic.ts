// The insights arithmetic, pure and unit-tested on constructed series
// (tests/unit/market-insights.test.ts): the cap-weighted index, period changes, moving-average
// crosses (over a history, and today's in O(1) from the sums) and the largest of many.
import type { CrossKind } from "../../shared/insights";
import { round } from "../market/state";

// The fixed base of the computed indices lives with the shapes the client reads.
export { INDEX_BASE, INDEX_BASE_DATE, MARKET_INDEX_BASE } from "../../shared/insights";

/**
 * A chain-linked cap-weighted index over aligned closes (oldest first), `start` at t = 0. The step
 * from t − 1 to t weighs the members `steps[t]` (chosen from what was known at t − 1's close) by
 * shares × close: level_t = level_{t−1} · Σ shares·close_t / Σ shares·close_{t−1}. A change of
 * members moves no level (the divisor is carried forward, as index providers do), so a level
 * depends only on the sessions up to its own, never on later ones.
 */
export function chainedIndex(
  members: readonly { shares: number; closes: ArrayLike<number> }[],
  steps: readonly (readonly number[])[],
  length: number,
  start: number,
): Float64Array {
  const levels = new Float64Array(length);
  levels[0] = start;
  for (let t = 1; t < length; t++) {
    let now = 0;
    let before = 0;
    for (const j of steps[t] ?? []) {
      const m = members[j]!;
      now += m.shares * m.closes[t]!;
      before += m.shares * m.closes[t - 1]!;
    }
    levels[t] = before > 0 ? (levels[t - 1]! * now) / before : levels[t - 1]!;
  }
  return levels;
}

/** Percent change from `base` to `value`; null without a base. */
export function pct(value: number, base: number | undefined): number | null {
  return base !== undefined && base > 0 && Number.isFinite(base) ? round((value / base - 1) * 100, 2) : null;
}

function smaAt(closes: ArrayLike<number>, end: number, period: number): number {
  if (end + 1 < period) return Number.NaN;
  let sum = 0;
  for (let t = end - period + 1; t <= end; t++) sum += closes[t]!;
  return sum / period;
}

export interface Cross {
  /** Index into the closes of the session it happened in. */
  t: number;
  kind: CrossKind;
  sma20: number;
  sma50: number;
  sma200: number;
}

/**
 * Crosses at the sessions `from`…end of `closes` (oldest first): SMA 50 over SMA 200 (golden)
 * or under it (death), and the close crossing its SMA 20 (above20, below20). A cross is a
 * change of side since the session before; touching (equal) counts as the side it came from.
 */
export function detectCrosses(closes: ArrayLike<number>, from: number): Cross[] {
  const out: Cross[] = [];
  for (let t = Math.max(from, 1); t < closes.length; t++) {
    const prev = {
      close: closes[t - 1]!,
      sma20: smaAt(closes, t - 1, 20),
      sma50: smaAt(closes, t - 1, 50),
      sma200: smaAt(closes, t - 1, 200),
    };
    const cur = {
      close: closes[t]!,
      sma20: smaAt(closes, t, 20),
      sma50: smaAt(closes, t, 50),
      sma200: smaAt(closes, t, 200),
    };
    for (const kind of crossesBetween(prev, cur))
      out.push({ t, kind, sma20: cur.sma20, sma50: cur.sma50, sma200: cur.sma200 });
  }
  return out;
}

interface SmaPoint {
  close: number;
  sma20: number;
  sma50: number;
  sma200: number;
}

/** The crosses from one session to the next (NaN averages, a short history, cross nothing). */
export function crossesBetween(prev: SmaPoint, cur: SmaPoint): CrossKind[] {
  const out: CrossKind[] = [];
  if (prev.sma50 <= prev.sma200 && cur.sma50 > cur.sma200) out.push("golden");
  else if (prev.sma50 >= prev.sma200 && cur.sma50 < cur.sma200) out.push("death");
  if (prev.close <= prev.sma20 && cur.close > cur.sma20) out.push("above20");
  else if (prev.close >= prev.sma20 && cur.close < cur.sma20) out.push("below20");
  return out;
}

/** What today's live crosses need of a ticker's past: the last completed session's averages
 * and the sums of its last 19, 49 and 199 closes (today's price completes the windows). */
export interface LiveBase {
  i: number;
  prev: SmaPoint;
  sum19: number;
  sum49: number;
  sum199: number;
}

export function liveBase(i: number, closes: ArrayLike<number>): LiveBase {
  const n = closes.length;
  const sum = (k: number) => (n >= k ? smaAt(closes, n - 1, k) * k : Number.NaN);
  return {
    i,
    prev: {
      close: closes[n - 1]!,
      sma20: smaAt(closes, n - 1, 20),
      sma50: smaAt(closes, n - 1, 50),
      sma200: smaAt(closes, n - 1, 200),
    },
    sum19: sum(19),
    sum49: sum(49),
    sum199: sum(199),
  };
}

/** Today's point of a ticker at `price`, in O(1). */
export function livePoint(base: LiveBase, price: number): SmaPoint {
  return {
    close: price,
    sma20: (base.sum19 + price) / 20,
    sma50: (base.sum49 + price) / 50,
    sma200: (base.sum199 + price) / 200,
  };
}

/** Indices of the largest `count` among `members` by `key`, largest first (ties by index).
 * Keys are read once each; a short list is kept by insertion (rankings: 10 of 70,000). */
export function largest(members: readonly number[], key: (i: number) => number, count: number): number[] {
  if (count <= 0) return [];
  if (count > 64) {
    const keys = new Float64Array(members.length);
    members.forEach((i, j) => {
      keys[j] = key(i);
    });
    const order = Array.from(members.keys()).sort((a, b) => keys[b]! - keys[a]! || members[a]! - members[b]!);
    return order.slice(0, count).map((j) => members[j]!);
  }
  const top: number[] = [];
  const val: number[] = [];
  for (const i of members) {
    const v = key(i);
    if (Number.isNaN(v)) continue;
    if (top.length === count && (v < val[count - 1]! || (v === val[count - 1] && i > top[count - 1]!))) continue;
    let j = top.length;
    while (j > 0 && (val[j - 1]! < v || (val[j - 1] === v && top[j - 1]! > i))) j--;
    top.splice(j, 0, i);
    val.splice(j, 0, v);
    if (top.length > count) {
      top.pop();
      val.pop();
    }
  }
  return top;
}
