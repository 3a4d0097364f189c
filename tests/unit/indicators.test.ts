// The chart's indicators (src/shared/indicators.ts) against published and hand-worked values,
// their warm-up (nulls, aligned to the input), short and flat series, and the server's own RSI.
import { describe, expect, test } from "bun:test";
import fc from "fast-check";
import { rsiFrom, wilderAverages } from "../../src/server/market/indicators";
import {
  formatIndicators,
  parseIndicators,
  toggleIndicator,
  validateExplorerChartSearch,
  validateTickerSearch,
} from "../../src/shared/chart-indicators";
import { bollinger, ema, macd, rsi, sma } from "../../src/shared/indicators";

const round = (xs: (number | null)[], digits = 2) =>
  xs.map((x) => (x === null ? null : Math.round(x * 10 ** digits) / 10 ** digits));

// Wilder's RSI worked example of StockCharts' ChartSchool ("Relative Strength Index", its
// spreadsheet's closes to four decimals): 33 closes, the first RSI(14) on the 15th close.
const CHARTSCHOOL_CLOSES = [
  44.3389, 44.0902, 44.1497, 43.6124, 44.3278, 44.8264, 45.0955, 45.4245, 45.8433, 46.0826, 45.8931, 46.0328, 45.614,
  46.282, 46.282, 46.0028, 46.0328, 46.4116, 46.2222, 45.6439, 46.2122, 46.2521, 45.7137, 46.4515, 45.7835, 45.3548,
  44.0288, 44.1783, 44.2181, 44.5672, 43.4205, 42.6628, 43.1314,
];
const CHARTSCHOOL_RSI = [
  70.53, 66.32, 66.55, 69.41, 66.36, 57.97, 62.93, 63.26, 56.06, 62.38, 54.71, 50.42, 39.99, 41.46, 41.87, 45.46, 37.3,
  33.08, 37.77,
];

describe("SMA", () => {
  test("the mean of the last n values, null before the n-th", () => {
    expect(sma([1, 2, 3, 4, 5], 3)).toEqual([null, null, 2, 3, 4]);
    expect(sma([10, 20], 1)).toEqual([10, 20]);
  });

  test("fewer values than the period: all null, same length", () => {
    expect(sma([1, 2], 3)).toEqual([null, null]);
    expect(sma([], 20)).toEqual([]);
  });

  test("agrees with a plain mean at every index", () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 1, max: 1000, noNaN: true }), { maxLength: 80 }),
        fc.integer({ min: 1, max: 30 }),
        (xs, n) => {
          const out = sma(xs, n);
          expect(out.length).toBe(xs.length);
          xs.forEach((_, i) => {
            if (i < n - 1) expect(out[i]).toBeNull();
            else expect(out[i]!).toBeCloseTo(xs.slice(i - n + 1, i + 1).reduce((a, b) => a + b, 0) / n, 6);
          });
        },
      ),
    );
  });
});

describe("EMA", () => {
  test("seeded with the SMA of the first n values, then α = 2/(n+1) (worked by hand)", () => {
    // seed (2+4+6)/3 = 4; then 4 + ½(8 − 4) = 6; 6 + ½(12 − 6) = 9.
    expect(ema([2, 4, 6, 8, 12], 3)).toEqual([null, null, 4, 6, 9]);
  });

  test("a straight line lags it by (n − 1)/2", () => {
    const line = Array.from({ length: 30 }, (_, i) => i + 1);
    const out = ema(line, 5);
    for (let i = 4; i < 30; i++) expect(out[i]!).toBeCloseTo(line[i]! - 2, 9);
  });

  test("too few values: all null", () => {
    expect(ema([1, 2], 3)).toEqual([null, null]);
  });
});

describe("RSI (Wilder)", () => {
  test("matches ChartSchool's worked example to two decimals", () => {
    const out = rsi(CHARTSCHOOL_CLOSES, 14);
    expect(out.slice(0, 14)).toEqual(new Array(14).fill(null));
    expect(round(out.slice(14))).toEqual(CHARTSCHOOL_RSI);
  });

  test("agrees with the server's RSI (Wilder averages) on any series", () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 1, max: 500, noNaN: true }), { minLength: 15, maxLength: 120 }), (xs) => {
        const { avgGain, avgLoss } = wilderAverages(xs, 14);
        expect(rsi(xs, 14)[xs.length - 1]!).toBeCloseTo(rsiFrom(avgGain, avgLoss), 6);
      }),
    );
  });

  test("flat prices are 50; only rises 100; only falls 0", () => {
    expect(rsi(new Array(20).fill(10), 14).slice(14)).toEqual(new Array(6).fill(50));
    const up = Array.from({ length: 20 }, (_, i) => 10 + i);
    expect(rsi(up, 14).slice(14)).toEqual(new Array(6).fill(100));
    expect(rsi([...up].reverse(), 14).slice(14)).toEqual(new Array(6).fill(0));
  });

  test("period + 1 values are needed for the first value", () => {
    expect(rsi(new Array(14).fill(1), 14)).toEqual(new Array(14).fill(null));
    expect(rsi(new Array(15).fill(1), 14)[14]).toBe(50);
  });

  test("always within 0 and 100", () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0.01, max: 1e6, noNaN: true }), { maxLength: 60 }), (xs) => {
        for (const x of rsi(xs, 14)) if (x !== null) expect(x >= 0 && x <= 100).toBe(true);
      }),
    );
  });
});

describe("MACD", () => {
  test("a straight line: a constant gap between the EMAs, the signal on it, a zero histogram (small periods, by hand)", () => {
    const line = Array.from({ length: 10 }, (_, i) => i + 1);
    // EMA(2) lags by ½, EMA(3) by 1: MACD ½ from index 2; the signal EMA(2) of it from index 3.
    const { macd: m, signal, histogram } = macd(line, 2, 3, 2);
    expect(m).toEqual([null, null, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5]);
    expect(signal).toEqual([null, null, null, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5]);
    expect(histogram).toEqual([null, null, null, 0, 0, 0, 0, 0, 0, 0]);
  });

  test("12/26/9: the line from the 26th value, the signal and histogram from the 34th", () => {
    const xs = Array.from({ length: 60 }, (_, i) => 100 + 10 * Math.sin(i / 5));
    const { macd: m, signal, histogram } = macd(xs);
    expect(m.findIndex((x) => x !== null)).toBe(25);
    expect(signal.findIndex((x) => x !== null)).toBe(33);
    expect(histogram.findIndex((x) => x !== null)).toBe(33);
    const e12 = ema(xs, 12);
    const e26 = ema(xs, 26);
    for (let i = 25; i < 60; i++) {
      expect(m[i]!).toBeCloseTo(e12[i]! - e26[i]!, 9);
      if (i >= 33) expect(histogram[i]!).toBeCloseTo(m[i]! - signal[i]!, 9);
    }
    // The signal is the EMA(9) of the MACD line's defined values.
    const tail = ema(m.slice(25) as number[], 9);
    expect(signal.slice(25)).toEqual(tail);
  });

  test("too few values: every line null", () => {
    const { macd: m, signal, histogram } = macd([1, 2, 3]);
    expect([...m, ...signal, ...histogram].every((x) => x === null)).toBe(true);
  });
});

describe("Bollinger bands", () => {
  test("middle ± k population standard deviations (a textbook sample: mean 5, σ 2)", () => {
    const { upper, middle, lower } = bollinger([2, 4, 4, 4, 5, 5, 7, 9], 8, 2);
    expect(middle.at(-1)).toBe(5);
    expect(upper.at(-1)).toBe(9);
    expect(lower.at(-1)).toBe(1);
    expect(upper.slice(0, 7)).toEqual(new Array(7).fill(null));
  });

  test("20/2: the middle band is the SMA 20; flat prices make the bands meet", () => {
    const xs = Array.from({ length: 40 }, (_, i) => 50 + (i % 7));
    const b = bollinger(xs);
    expect(b.middle).toEqual(sma(xs, 20));
    for (let i = 19; i < 40; i++) expect(b.upper[i]! - b.middle[i]!).toBeCloseTo(b.middle[i]! - b.lower[i]!, 9);
    const flat = bollinger(new Array(25).fill(3));
    expect(flat.upper.slice(19)).toEqual(new Array(6).fill(3));
    expect(flat.lower.slice(19)).toEqual(new Array(6).fill(3));
  });

  test("fewer values than the period: all null", () => {
    const b = bollinger([1, 2, 3]);
    expect([...b.upper, ...b.middle, ...b.lower]).toEqual(new Array(9).fill(null));
  });
});

describe("the chart's choice in the address (?ind=)", () => {
  test("known words kept in the chart's order, unknown ones dropped, each once", () => {
    expect(parseIndicators("rsi,macd,sma50")).toEqual(["sma50", "rsi", "macd"]);
    expect(parseIndicators(" RSI , ichimoku,rsi ")).toEqual(["rsi"]);
    expect(validateTickerSearch({ ind: "macd,foo,bb" })).toEqual({ ind: "bb,macd" });
  });

  test("nothing known, empty or not a string: no choice (the saved one applies); 'none' is an empty choice", () => {
    for (const ind of ["foo,bar", "", "  ", 42, undefined, ["rsi"]]) expect(parseIndicators(ind)).toBeNull();
    expect(validateTickerSearch({ ind: "foo" })).toEqual({ ind: undefined });
    expect(parseIndicators("none")).toEqual([]);
    expect(formatIndicators([])).toBe("none");
    expect(validateTickerSearch({ ind: "none" })).toEqual({ ind: "none" });
  });

  test("a toggle adds or removes one indicator, in order", () => {
    expect(toggleIndicator(["rsi"], "sma20")).toEqual(["sma20", "rsi"]);
    expect(toggleIndicator(["sma20", "rsi"], "rsi")).toEqual(["sma20"]);
  });

  test("the explorer keeps its symbol beside the choice", () => {
    expect(validateExplorerChartSearch({ symbol: "2222.SR", ind: "rsi" })).toEqual({ symbol: "2222.SR", ind: "rsi" });
    expect(validateExplorerChartSearch({ symbol: "<x>", ind: "zzz" })).toEqual({ symbol: undefined, ind: undefined });
  });
});
