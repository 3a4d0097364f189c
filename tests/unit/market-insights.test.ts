// The insights arithmetic on constructed series: cap weighting, period changes, crosses.
import { expect, test } from "bun:test";
import {
  chainedIndex,
  crossesBetween,
  detectCrosses,
  INDEX_BASE,
  largest,
  liveBase,
  livePoint,
  pct,
} from "../../src/server/insights/arithmetic";

const every = (members: number, length: number) =>
  Array.from({ length: length + 1 }, (_, t) => (t === 0 ? [] : Array.from({ length: members }, (_, j) => j)));

test("a chained cap-weighted index starts at its level and weighs members by shares × price", () => {
  // A: 10 shares at 100 (cap 1,000); B: 1 share at 1,000 (cap 1,000). A doubles, B flat.
  const members = [
    { shares: 10, closes: [100, 150, 200] },
    { shares: 1, closes: [1000, 1000, 1000] },
  ];
  const levels = chainedIndex(members, every(2, 3), 3, INDEX_BASE);
  expect(levels[0]).toBe(INDEX_BASE);
  expect(levels[1]).toBeCloseTo(1250, 9);
  expect(levels[2]).toBeCloseTo(1500, 9);
});

test("the larger company moves the index more than the smaller one", () => {
  const big = { shares: 100, closes: [10, 11] }; // cap 1,000, +10 %
  const small = { shares: 1, closes: [100, 50] }; // cap 100, −50 %
  const levels = chainedIndex([big, small], every(2, 2), 2, 1);
  // (1,100 + 50) / 1,100 = +4.545… %
  expect(levels[1]! / levels[0]! - 1).toBeCloseTo(1150 / 1100 - 1, 12);
});

test("a change of members moves no level: the past stays, the next step uses the new members", () => {
  const a = { shares: 1, closes: [100, 110, 121, 121] };
  const b = { shares: 1, closes: [50, 10, 20, 40] };
  // A alone, then A and B from the step 2 → 3 on.
  const steps = [[], [0], [0], [0, 1]];
  const levels = chainedIndex([a, b], steps, 4, 1000);
  expect(levels[1]).toBeCloseTo(1100, 9);
  expect(levels[2]).toBeCloseTo(1210, 9);
  // Joining does not jump the level; B's doubling then moves it by its weight (20 of 141).
  expect(levels[3]).toBeCloseTo(1210 * (141 / 141 + 20 / 141), 9);
  // The same steps up to 2 give the same levels up to 2, whatever comes after.
  const shorter = chainedIndex([a, b], steps.slice(0, 3), 3, 1000);
  expect([...shorter]).toEqual([...levels.slice(0, 3)]);
});

test("pct: percent change with two decimals, null without a base", () => {
  expect(pct(110, 100)).toBe(10);
  expect(pct(1, 3)).toBe(-66.67);
  expect(pct(5, 0)).toBeNull();
  expect(pct(5, undefined)).toBeNull();
  expect(pct(5, Number.NaN)).toBeNull();
});

/** A series falling for `down` sessions then rising for `up`, in steps of 1 from 300. */
function vShape(down: number, up: number): number[] {
  const out: number[] = [];
  let p = 300;
  for (let t = 0; t < down + up; t++) {
    p += t < down ? -1 : 1.5;
    out.push(p);
  }
  return out;
}

test("a golden cross is found on the session SMA 50 rises through SMA 200, and only there", () => {
  const closes = vShape(220, 200);
  const crosses = detectCrosses(closes, 1).filter((c) => c.kind === "golden" || c.kind === "death");
  expect(crosses.map((c) => c.kind)).toEqual(["golden"]);
  const { t, sma50, sma200 } = crosses[0]!;
  const mean = (a: number, b: number) => closes.slice(a, b).reduce((x, y) => x + y, 0) / (b - a);
  // At t SMA 50 is above SMA 200; the session before it was not.
  expect(sma50).toBeGreaterThan(sma200);
  expect(mean(t - 50, t)).toBeLessThanOrEqual(mean(t - 200, t));
  expect(sma50).toBeCloseTo(mean(t - 49, t + 1), 9);
});

test("a death cross on the way down; nothing before 200 sessions exist", () => {
  const up = vShape(0, 260).map((x) => x + 100);
  const closes = [...up, ...up.slice().reverse()];
  const kinds = detectCrosses(closes, 1).map((c) => c.kind);
  expect(kinds.filter((k) => k === "death")).toHaveLength(1);
  expect(kinds).not.toContain("golden");
  expect(detectCrosses(closes.slice(0, 199), 1).filter((c) => c.kind === "death")).toHaveLength(0);
});

test("SMA 20 crosses: the close moving above or below its 20-session average", () => {
  const flat = Array.from({ length: 30 }, () => 100);
  const above = detectCrosses([...flat, 105], 30);
  expect(above.map((c) => c.kind)).toEqual(["above20"]);
  expect(above[0]!.t).toBe(30);
  expect(above[0]!.sma20).toBeCloseTo((19 * 100 + 105) / 20, 9);
  expect(detectCrosses([...flat, 95], 30).map((c) => c.kind)).toEqual(["below20"]);
  // Staying above is no new cross.
  expect(detectCrosses([...flat, 105, 106], 31)).toEqual([]);
  // Only the sessions from `from` on are looked at.
  expect(detectCrosses([...flat, 105, 106], 0).map((c) => c.t)).toEqual([30]);
});

test("largest: by key, ties by index; the short and the long path agree", () => {
  const key = (i: number) => [5, 9, 9, 1][i]!;
  expect(largest([0, 1, 2, 3], key, 3)).toEqual([1, 2, 0]);
  const members = Array.from({ length: 500 }, (_, i) => i);
  const k = (i: number) => Math.round(Math.sin(i) * 50);
  const full = [...members].sort((a, b) => k(b) - k(a) || a - b);
  expect(largest(members, k, 10)).toEqual(full.slice(0, 10));
  expect(largest(members, k, 100)).toEqual(full.slice(0, 100));
});

test("today's live crosses (O(1) from the sums) agree with the full computation", () => {
  const closes = vShape(220, 200);
  for (const n of [250, 300, 319, 320, 321, 380]) {
    const past = closes.slice(0, n);
    const price = closes[n]!;
    const base = liveBase(0, past);
    const live = crossesBetween(base.prev, livePoint(base, price));
    expect(live).toEqual(detectCrosses([...past, price], n).map((c) => c.kind));
  }
});
