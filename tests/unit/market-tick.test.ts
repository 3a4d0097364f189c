// Prices on the tick: every simulated Saudi price (last, open, high, low, previous close, the
// daily bars and the intraday bars) sits on the Saudi Exchange's tick table, every US price on
// the cent, and the state keeps the price as shown, so a value is a quantity times that price.
import { describe, expect, test } from "bun:test";
import { SimProvider } from "../../src/server/providers/sim-provider";
import { simulatedIntraday } from "../../src/server/ticker/intraday";
import { isOnTick, onTick, tickSize } from "../../src/shared/tick";

/** The Saudi Exchange's table since 29 June 2025, written out here on its own. */
function saudiTick(p: number): number {
  if (p < 25) return 0.01;
  if (p < 50) return 0.02;
  if (p < 100) return 0.05;
  if (p < 250) return 0.1;
  if (p < 500) return 0.2;
  return 0.5;
}
const usTick = (p: number) => (p < 1 ? 0.0001 : 0.01);

/** The exact decimal check: the price is a whole number of ticks. */
function offTick(p: number, saudi: boolean): boolean {
  const tick = saudi ? saudiTick(p) : usTick(p);
  return !(p > 0) || Math.abs(Math.round(p / tick) * tick - p) > 1e-9;
}

describe("the tick table", () => {
  test("its boundaries: 24.99 → 0.01, 25 → 0.02, 49.98, 50 → 0.05, 99.95, 100 → 0.1, 249.9, 250 → 0.2, 499.8, 500 → 0.5", () => {
    const cases: [number, number][] = [
      [0.5, 0.01],
      [24.99, 0.01],
      [25, 0.02],
      [49.98, 0.02],
      [50, 0.05],
      [99.95, 0.05],
      [100, 0.1],
      [249.9, 0.1],
      [250, 0.2],
      [499.8, 0.2],
      [500, 0.5],
      [1234.5, 0.5],
    ];
    for (const [price, tick] of cases) {
      expect([price, tickSize(price, "SA")]).toEqual([price, tick]);
      // A price of the table stays as it is, and is on the tick.
      expect(onTick(price, "SA")).toBe(price);
      expect(isOnTick(price, "SA")).toBe(true);
    }
    expect(tickSize(0.5, "US")).toBe(0.0001);
    expect(tickSize(23.7, "US")).toBe(0.01);
  });

  test("rounds to the nearest tick as a clean decimal, and across a band's edge onto the next band's tick", () => {
    expect(onTick(91.76, "SA")).toBe(91.75);
    expect(onTick(93.37, "SA")).toBe(93.35);
    expect(onTick(53.47, "SA")).toBe(53.45);
    expect(onTick(23.7093, "SA")).toBe(23.71);
    expect(onTick(24.996, "SA")).toBe(25);
    expect(onTick(49.99, "SA")).toBe(50);
    expect(onTick(99.98, "SA")).toBe(100);
    expect(onTick(249.96, "SA")).toBe(250);
    expect(onTick(499.9, "SA")).toBe(500);
    expect(onTick(1000.3, "SA")).toBe(1000.5);
    expect(onTick(23.7093, "US")).toBe(23.71);
    expect(onTick(0.43217, "US")).toBe(0.4322);
    expect(isOnTick(91.76, "SA")).toBe(false);
    expect(isOnTick(25.01, "SA")).toBe(false);
    // The double nearest the decimal, not a product's rounding error.
    for (let n = 1000; n < 2000; n++) expect(String(onTick(n / 20 + 0.001, "SA"))).toBe(String(n / 20));
  });
});

describe("the simulated market on the tick", () => {
  // Friday 4 December 2026 from before the US open to after its close (the Saudi market shows
  // Thursday's session, whole), then Sunday 6 December through the Saudi session.
  const START = Date.UTC(2026, 11, 4, 14, 0);
  const provider = new SimProvider({ seed: 7, universeSize: 0, tickMs: 1000, now: () => START, clock: "real" });
  const s = provider.state;
  const saudi = s.currencies.map((c) => c === "SAR");
  const moments: number[] = [];
  for (let t = START; t <= Date.UTC(2026, 11, 4, 21, 30); t += 5 * 60_000) moments.push(t);
  for (let t = Date.UTC(2026, 11, 6, 6, 30); t <= Date.UTC(2026, 11, 6, 12, 30); t += 5 * 60_000) moments.push(t);

  test("last, open, high, low and previous close of every ticker at every tick of two sessions", () => {
    const off: string[] = [];
    let checked = 0;
    for (const ts of moments) {
      provider.update(ts);
      for (let i = 0; i < s.n; i++) {
        for (const [field, value] of [
          ["price", s.price[i]!],
          ["open", s.open[i]!],
          ["high", s.high[i]!],
          ["low", s.low[i]!],
          ["prevClose", s.prevClose[i]!],
        ] as const) {
          checked++;
          if (offTick(value, saudi[i]!)) off.push(`${s.symbols[i]} ${field} ${value} at ${new Date(ts).toISOString()}`);
        }
        // The value of a holding is the quantity times the price shown.
        if (s.row(i).marketCap !== Math.round(s.price[i]! * s.shares[i]!)) off.push(`${s.symbols[i]} market cap`);
      }
    }
    expect(saudi.filter(Boolean).length).toBeGreaterThan(200);
    expect(checked).toBeGreaterThan(100_000);
    expect(off.slice(0, 10)).toEqual([]);
  });

  test("the live price stays within the ±10 % limit of the previous close, the limit itself rounded inwards", () => {
    provider.update(Date.UTC(2026, 11, 6, 11, 0));
    for (let i = 0; i < s.n; i++) {
      if (!saudi[i] || s.companies[i]!.market === "Nomu") continue;
      const prev = s.prevClose[i]!;
      for (const p of [s.price[i]!, s.high[i]!, s.low[i]!, s.open[i]!]) {
        expect(p).toBeLessThanOrEqual(prev * 1.1 + 1e-9);
        expect(p).toBeGreaterThanOrEqual(prev * 0.9 - 1e-9);
      }
    }
  });

  test("five years of daily bars of every Saudi ticker, and of AAPL and NVDA, each within the limit of the close before", () => {
    const ts = Date.UTC(2026, 11, 6, 12, 30);
    const off: string[] = [];
    let bars = 0;
    for (let i = 0; i < s.n; i++) {
      const symbol = s.symbols[i]!;
      if (!saudi[i] && symbol !== "AAPL" && symbol !== "NVDA") continue;
      const list = provider.model.bars(i, ts, 1261);
      const limit = saudi[i] ? (s.companies[i]!.market === "Nomu" ? 0.3 : 0.1) : Number.POSITIVE_INFINITY;
      for (let k = 0; k < list.length; k++) {
        const b = list[k]!;
        bars++;
        for (const [field, value] of [
          ["o", b.o],
          ["h", b.h],
          ["l", b.l],
          ["c", b.c],
        ] as const) {
          if (offTick(value, saudi[i]!)) off.push(`${symbol} ${b.t} ${field} ${value}`);
          const prev = k > 0 ? list[k - 1]!.c : Number.NaN;
          if (value > prev * (1 + limit) + 1e-9 || value < prev * (1 - limit) - 1e-9)
            off.push(`${symbol} ${b.t} ${field} ${value} beyond the limit of ${prev}`);
        }
        if (!(b.h >= Math.max(b.o, b.c) && b.l <= Math.min(b.o, b.c))) off.push(`${symbol} ${b.t} range`);
      }
    }
    expect(bars).toBeGreaterThan(200 * 1261);
    expect(off.slice(0, 10)).toEqual([]);
  });

  test("the intraday bars of every Saudi ticker through Sunday's session", () => {
    const ts = Date.UTC(2026, 11, 6, 12, 30);
    const off: string[] = [];
    for (let i = 0; i < s.n; i++) {
      if (!saudi[i] && s.symbols[i] !== "AAPL") continue;
      const day = simulatedIntraday(provider.model, i, ts, 60_000);
      expect(day.bars.length).toBeGreaterThan(250);
      if (offTick(day.previousClose, saudi[i]!)) off.push(`${s.symbols[i]} previous close ${day.previousClose}`);
      for (const b of day.bars)
        for (const value of [b.o, b.h, b.l, b.c])
          if (offTick(value, saudi[i]!)) off.push(`${s.symbols[i]} ${b.t} ${value}`);
    }
    expect(off.slice(0, 10)).toEqual([]);
  });
});
