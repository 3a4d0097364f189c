// Each scanner's criteria at their boundaries, on small hand-built market states.
import { describe, expect, test } from "bun:test";
import { runScanner, ScannerCache, topGainers } from "../../src/server/market/scanners";
import { stateFrom, type TickerFields } from "../../src/server/market/state";
import { PAGE_SIZE } from "../../src/shared/market";

const symbolsOf = (fields: TickerFields[], key: Parameters<typeof runScanner>[1]) => {
  const s = stateFrom(fields);
  return [...runScanner(s, key)].map((i) => s.symbols[i]);
};

describe("rocket (Price Surge)", () => {
  const base = { prevClose: 100, avgVolume30: 1000 };
  test("change ≥ 5 %, relative volume ≥ 2 and price ≥ 1 are all needed, boundaries included", () => {
    const hits = symbolsOf(
      [
        { symbol: "EXACT", price: 105, volume: 2000, ...base },
        { symbol: "LOWCHG", price: 104.99, volume: 5000, ...base },
        { symbol: "LOWVOL", price: 120, volume: 1999, ...base },
        { symbol: "PENNY", price: 0.99, prevClose: 0.5, volume: 9000, avgVolume30: 1000 },
        { symbol: "ONE", price: 1, prevClose: 0.5, volume: 2000, avgVolume30: 1000 },
        { symbol: "NOAVG", price: 150, volume: 5000, prevClose: 100, avgVolume30: 0 },
      ],
      "rocket",
    );
    expect(hits).toEqual(["ONE", "EXACT"]);
  });

  test("sorted by change descending, ties by symbol", () => {
    const hits = symbolsOf(
      [
        { symbol: "B", price: 110, volume: 3000, ...base },
        { symbol: "A", price: 110, volume: 3000, ...base },
        { symbol: "C", price: 130, volume: 3000, ...base },
      ],
      "rocket",
    );
    expect(hits).toEqual(["C", "A", "B"]);
  });
});

describe("liquidity (Big Liquidity)", () => {
  test("traded value ≥ 100 M dollars, SAR converted at 3.75", () => {
    const hits = symbolsOf(
      [
        { symbol: "EXACT", price: 100, volume: 1_000_000 },
        { symbol: "BELOW", price: 99.99, volume: 1_000_000 },
        { symbol: "BIG", price: 200, volume: 1_000_000 },
        { symbol: "1111.SR", price: 375, volume: 1_000_000, currency: "SAR" },
        { symbol: "2222.SR", price: 374.99, volume: 1_000_000, currency: "SAR" },
      ],
      "liquidity",
    );
    expect(hits).toEqual(["BIG", "1111.SR", "EXACT"]);
  });
});

describe("growth (Momentum Power)", () => {
  const ok = { price: 120, sma50: 110, sma200: 100, return3m: 20, rsi14: 60 };
  test("price > SMA50 > SMA200 strictly, 3-month return ≥ 15 %, RSI within 55–80 inclusive", () => {
    const hits = symbolsOf(
      [
        { symbol: "OK", ...ok },
        { symbol: "PEQ50", ...ok, price: 110 },
        { symbol: "S50EQ200", ...ok, sma50: 100 },
        { symbol: "RET15", ...ok, return3m: 15 },
        { symbol: "RET14", ...ok, return3m: 14.99 },
        { symbol: "RSI55", ...ok, rsi14: 55 },
        { symbol: "RSI80", ...ok, rsi14: 80 },
        { symbol: "RSI5499", ...ok, rsi14: 54.99 },
        { symbol: "RSI8001", ...ok, rsi14: 80.01 },
      ],
      "growth",
    );
    expect(hits).toEqual(["OK", "RSI55", "RSI80", "RET15"]);
  });

  test("sorted by 3-month return descending", () => {
    const hits = symbolsOf(
      [
        { symbol: "A", ...ok, return3m: 30 },
        { symbol: "B", ...ok, return3m: 50 },
        { symbol: "C", ...ok, return3m: 16 },
      ],
      "growth",
    );
    expect(hits).toEqual(["B", "A", "C"]);
  });
});

describe("dividend (Rockets Elite)", () => {
  test("yield ≥ 3 % and market cap ≥ 10 B dollars", () => {
    const hits = symbolsOf(
      [
        { symbol: "EXACT", price: 100, dividendTTM: 3, shares: 100_000_000 },
        { symbol: "LOWYLD", price: 100, dividendTTM: 2.99, shares: 1e9 },
        { symbol: "SMALL", price: 100, dividendTTM: 5, shares: 99_999_999 },
        { symbol: "HIGH", price: 100, dividendTTM: 6, shares: 1e9 },
        { symbol: "7010.SR", price: 100, dividendTTM: 4, shares: 375_000_000, currency: "SAR" },
        { symbol: "7020.SR", price: 100, dividendTTM: 4, shares: 374_999_999, currency: "SAR" },
      ],
      "dividend",
    );
    expect(hits).toEqual(["HIGH", "7010.SR", "EXACT"]);
  });
});

describe("paging and rows", () => {
  const many: TickerFields[] = Array.from({ length: 60 }, (_, k) => ({
    symbol: `T${String(k).padStart(2, "0")}`,
    price: 100 + k,
    prevClose: 90,
    volume: 5000,
    avgVolume30: 1000,
  }));
  const state = stateFrom(many);
  const cache = new ScannerCache(() => state);

  test("25 rows a page with totals; the last page is partial; past the end is empty", () => {
    const p1 = JSON.parse(cache.pageJson("rocket", 1));
    expect(p1.data).toHaveLength(PAGE_SIZE);
    expect(p1).toMatchObject({ totalTickers: 60, pageSize: 25, currentPage: 1, totalPages: 3 });
    expect(p1.data[0].symbol).toBe("T59");
    const p3 = JSON.parse(cache.pageJson("rocket", 3));
    expect(p3.data).toHaveLength(10);
    expect(p3.data.at(-1).symbol).toBe("T00");
    const p4 = JSON.parse(cache.pageJson("rocket", 4));
    expect(p4).toEqual({ data: [], totalTickers: 60, pageSize: 25, currentPage: 4, totalPages: 3 });
  });

  test("an empty result has no pages", () => {
    expect(JSON.parse(cache.pageJson("dividend", 1))).toEqual({
      data: [],
      totalTickers: 0,
      pageSize: 25,
      currentPage: 1,
      totalPages: 0,
    });
  });

  test("a row has the fields of the contract, close being the previous close", () => {
    const s = stateFrom([
      { symbol: "X", name: "X Corp.", price: 0.12345, prevClose: 0.1, volume: 10.4, shares: 5e6, lastDividend: 0.01 },
    ]);
    expect(s.row(0)).toEqual({
      symbol: "X",
      name: "X Corp.",
      currency: "USD",
      price: 0.1235,
      volume: 10,
      marketCap: 617250,
      outstandingShares: 5e6,
      changePercentage: 23.45,
      close: 0.1,
      lastDividend: 0.01,
    });
  });

  test("results follow the state's version", () => {
    const s = stateFrom([{ symbol: "A", price: 110, prevClose: 100, volume: 5000, avgVolume30: 1000 }]);
    const c = new ScannerCache(() => s);
    expect(c.result("rocket")).toHaveLength(1);
    s.price[0] = 100;
    expect(c.result("rocket")).toHaveLength(1);
    s.version++;
    expect(c.result("rocket")).toHaveLength(0);
  });
});

test("top gainers: the 20 largest by change, largest first", () => {
  const s = stateFrom(
    Array.from({ length: 50 }, (_, k) => ({
      symbol: `G${String(k).padStart(2, "0")}`,
      price: 100 + ((k * 17) % 50),
      prevClose: 100,
    })),
  );
  const top = topGainers(s).map((i) => s.changePercent(i));
  expect(top).toHaveLength(20);
  expect(top).toEqual([...top].sort((a, b) => b - a));
  expect(top[0]).toBeCloseTo(49, 9);
  expect(top[19]).toBeCloseTo(30, 9);
});
