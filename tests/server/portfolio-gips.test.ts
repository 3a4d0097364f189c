// Returns by GIPS (docs/portfolio.md "Returns"): a period under a year shows cumulative returns,
// the time- and the money-weighted alike; a year or more annualised ones, flagged `annualised`;
// `benchmarkTo` is the last session the benchmark's return includes. Worked by hand on daily
// series given to periodFigures.
import { describe, expect, test } from "bun:test";
import { xirr } from "../../src/server/portfolio/returns";
import { dayNumber, periodFigures } from "../../src/server/portfolio/service";

/** A daily series from `first` (the day before the first transaction) to `today`, flat between
 * the given points: values[t] is the value at the close of day t, flows[t] the outside money of day t. */
function series(first: string, today: string, points: Record<number, number>, money: Record<number, number> = {}) {
  const firstDay = dayNumber(first);
  const n = dayNumber(today) - firstDay + 1;
  const values = new Float64Array(n);
  const flows = new Float64Array(n);
  let v = 0;
  for (let t = 0; t < n; t++) {
    if (points[t] !== undefined) v = points[t]!;
    values[t] = v;
    flows[t] = money[t] ?? 0;
  }
  return { firstDay, values, flows };
}

describe("a month without flows: the cumulative MWR is the TWR", () => {
  // Today 7 Dec 2026; 1M starts at the close of 7 Nov, 30 days earlier. 10,000 on 7 Nov (held since
  // a deposit in January), 9,487 today, no flow in the month: TWR = 9,487 ÷ 10,000 − 1 = −5.13 %.
  const today = "2026-12-07";
  const { firstDay, values, flows } = series("2026-01-04", today, { 1: 10000, 337: 9487 }, { 1: 10000 });
  const start = dayNumber("2026-11-07") - firstDay;

  test("TWR and MWR both −5.13 %, not annualised; the annualised XIRR would read −47.31 %", () => {
    expect(start).toBe(values.length - 1 - 30);
    const f = periodFigures("1M", today, firstDay, values, flows, null);
    expect(f.from).toBe("2026-11-07");
    expect(f.annualised).toBe(false);
    expect(f.twr).toBeCloseTo(-0.0513, 6);
    expect(f.mwr).toBeCloseTo(-0.0513, 6);
    expect(f.gain).toBe(-513);
    // What was shown before: the XIRR of −10,000 then +9,487 thirty days later, an annual rate:
    // 0.9487^(365/30) − 1 = −47.31 %, beside a cumulative −5.13 % TWR.
    const annual = xirr([
      { day: 0, amount: -10000 },
      { day: 30, amount: 9487 },
    ])!;
    expect(annual).toBeCloseTo(0.9487 ** (365 / 30) - 1, 9);
    expect(annual).toBeCloseTo(-0.4731, 4);
    expect(f.mwr).toBeCloseTo((1 + annual) ** (30 / 365) - 1, 9);
  });
});

describe("a month with a deposit halfway", () => {
  // 1M of 30 days: 10,000 at the start; a deposit of 5,000 at the start of day 15, the value then
  // 15,000 until day 29; 15,300 at the end. TWR: the first 14 days flat, then 15,300 ÷ 15,000 − 1
  // = 2 %. MWR: the growth g over 30 days with 10,000 × g + 5,000 × √g = 15,300 (the deposit works
  // 15 of 30 days); with x = √g: 10,000x² + 5,000x − 15,300 = 0, x = (−5,000 + √637,000,000) ÷ 20,000
  // = 1.0119429464, g − 1 = x² − 1 = 2.40285 %: more money was at work while it gained.
  const today = "2026-12-07";
  // The series starts at the close of 7 Nov with 10,000 (the month's start value).
  const { firstDay, values, flows } = series("2026-11-07", today, { 0: 10000, 15: 15000, 30: 15300 }, { 15: 5000 });

  test("TWR 2 %, MWR 2.40285 % cumulative, gain 300", () => {
    const f = periodFigures("1M", today, firstDay, values, flows, null);
    expect(f.annualised).toBe(false);
    expect(f.twr).toBeCloseTo(0.02, 6);
    const x = (-5000 + Math.sqrt(637_000_000)) / 20000;
    expect(f.mwr).toBeCloseTo(x * x - 1, 6);
    expect(f.mwr).toBeCloseTo(0.0240285, 6);
    expect(f.gain).toBe(300);
  });
});

describe("a year or more is annualised, benchmark alike, and says so", () => {
  // ALL over 730 days: 10,000 deposited on day 1 (counted at the start of the day, so at work from
  // the close of day 0), 12,100 at the end. TWR: 21 % over two years, 1.21^(365/730) − 1 = 10 % a
  // year. MWR: the XIRR of −10,000 on day 1 and +12,100 on day 730, 1.21^(365/729) − 1 = 10.0144 %.
  // The index: 1,000 at the start, 1,210 on its last session two days before today: 10 % a year.
  const today = "2026-12-07";
  const first = "2024-12-07";
  const { firstDay, values, flows } = series(first, today, { 1: 10000, 730: 12100 }, { 1: 10000 });
  const lastSession = dayNumber(today) - 2;
  const benchmark = { days: [firstDay, lastSession], levels: [1000, 1210] };

  test("TWR 10 %, MWR 10.0144 %, benchmark 10 % a year, to its last session", () => {
    expect(values.length - 1).toBe(730);
    const f = periodFigures("ALL", today, firstDay, values, flows, benchmark);
    expect(f.annualised).toBe(true);
    expect(f.twr).toBeCloseTo(0.1, 6);
    expect(f.mwr).toBeCloseTo(1.21 ** (365 / 729) - 1, 6);
    expect(f.benchmark).toBeCloseTo(0.1, 6);
    expect(f.benchmarkTo).toBe("2026-12-05");
    expect(f.gain).toBe(2100);
  });

  test("1M of the same series: cumulative, the benchmark's month to the same session", () => {
    const f = periodFigures("1M", today, firstDay, values, flows, {
      days: [dayNumber("2026-11-06"), lastSession],
      levels: [1100, 1210],
    });
    expect(f.annualised).toBe(false);
    expect(f.benchmark).toBeCloseTo(0.1, 6);
    expect(f.benchmarkTo).toBe("2026-12-05");
    // Flat for the month until its last day's 12,100 from 10,000 (points are flat): the whole 21 %.
    expect(f.twr).toBeCloseTo(0.21, 6);
    expect(f.mwr).toBeCloseTo(0.21, 6);
  });

  test("a period of 364 days is cumulative, 365 annualised; no benchmark, no benchmarkTo", () => {
    for (const [days, annualised] of [
      [364, false],
      [365, true],
    ] as const) {
      const firstDay = dayNumber("2025-01-01");
      const values = new Float64Array(days + 1).fill(10000);
      values[days] = 11000;
      const flows = new Float64Array(days + 1);
      flows[1] = 10000;
      values[0] = 0;
      const today = new Date((firstDay + days) * 86_400_000).toISOString().slice(0, 10);
      const f = periodFigures("ALL", today, firstDay, values, flows, null);
      expect(f.annualised).toBe(annualised);
      expect(f.twr).toBeCloseTo(annualised ? 1.1 ** (365 / days) - 1 : 0.1, 6);
      expect(f.benchmark).toBeNull();
      expect(f.benchmarkTo).toBeNull();
    }
  });
});
