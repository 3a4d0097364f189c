// Portfolio returns checked against computations done by hand and by an independent solver
// (docs/portfolio.md): the daily chained time-weighted return with a deposit and a withdrawal
// mid-period, XIRR by Newton with its bisection fallback, and properties: without cash flows
// the TWR is the simple return; the XIRR of one deposit is the annualised simple return.
import { describe, expect, test } from "bun:test";
import fc from "fast-check";
import { Ledger } from "../../src/server/portfolio/ledger";
import { timeWeightedReturn, xirr } from "../../src/server/portfolio/returns";
import { periodFigures } from "../../src/server/portfolio/service";

/** An independent XIRR: plain bisection on [-0.9999, 100] with the NPV written out again. */
function bisectXirr(flows: { day: number; amount: number }[]): number {
  const npv = (r: number) => flows.reduce((s, f) => s + f.amount / (1 + r) ** (f.day / 365), 0);
  let lo = -0.9999;
  let hi = 100;
  for (let k = 0; k < 500; k++) {
    const mid = (lo + hi) / 2;
    if (npv(lo) * npv(mid) <= 0) hi = mid;
    else lo = mid;
  }
  return (lo + hi) / 2;
}

describe("the hand-worked example", () => {
  // Day 0: nothing. Day 1: deposit 1,000, worth 1,100 at the close. Day 2: worth 1,210.
  // Day 3: deposit 500 at the start, worth 1,650 at the close. Day 4: withdraw 300, worth 1,400.
  const values = [0, 1100, 1210, 1650, 1400];
  const flows = [0, 1000, 0, 500, -300];

  test("TWR: 1.1 × 1.1 × 1650/1710 × 1400/1350 − 1 = 0.2107862248", () => {
    // By hand: r1 = 1100/1000 − 1 = 10 %, r2 = 1210/1100 − 1 = 10 %, r3 = 1650/(1210 + 500) − 1
    // = −3.5088 %, r4 = 1400/(1650 − 300) − 1 = 3.7037 %; chained: 1.21 × 2,310,000/2,308,500 − 1.
    expect(timeWeightedReturn(values, flows)).toBeCloseTo(0.21078622482, 9);
  });

  test("MWR over a year: −1000 (day 0), −500 (day 120), +300 (day 200), +1400 at the end (day 365)", () => {
    const cash = [
      { day: 0, amount: -1000 },
      { day: 120, amount: -500 },
      { day: 200, amount: 300 },
      { day: 365, amount: 1400 },
    ];
    const r = xirr(cash)!;
    expect(r).toBeCloseTo(bisectXirr(cash), 8);
    // The sum discounted at r is nil, as XIRR's definition asks.
    const npv = cash.reduce((s, f) => s + f.amount / (1 + r) ** (f.day / 365), 0);
    expect(Math.abs(npv)).toBeLessThan(1e-6);
    // 200 gained on about 1,000–1,500 at work for most of the year: between 14 % and 20 %.
    expect(r).toBeGreaterThan(0.14);
    expect(r).toBeLessThan(0.2);
  });

  test("the period figures of a series: TWR, XIRR, gain, and the benchmark over the same dates", () => {
    const firstDay = Math.round(Date.parse("2026-01-01T00:00:00Z") / 86_400_000);
    const v = Float64Array.from(values);
    const f = Float64Array.from(flows);
    const benchmark = { days: [firstDay, firstDay + 4], levels: [1000, 1050] };
    const all = periodFigures("ALL", "2026-01-05", firstDay, v, f, benchmark);
    expect(all.twr).toBeCloseTo(0.210786, 6);
    expect(all.gain).toBe(1400 - 0 - 1200);
    expect(all.benchmark).toBeCloseTo(0.05, 9);
    expect(all.from).toBe("2026-01-01");
    expect(all.to).toBe("2026-01-05");
    const mwr = xirr([
      { day: 1, amount: -1000 },
      { day: 3, amount: -500 },
      { day: 4, amount: 300 },
      { day: 4, amount: 1400 },
    ])!;
    // Four days, under a year: the XIRR as the cumulative return over the 3 days from the first
    // deposit to the end (GIPS; tests/server/portfolio-gips.test.ts).
    expect(all.annualised).toBe(false);
    expect(all.mwr! / ((1 + mwr) ** (3 / 365) - 1)).toBeCloseTo(1, 5);
  });

  test("XIRR: a known annual rate (−1000 now, +1100 in 365 days, and a two-year stream at 8 %)", () => {
    expect(
      xirr([
        { day: 0, amount: -1000 },
        { day: 365, amount: 1100 },
      ]),
    ).toBeCloseTo(0.1, 10);
    const r = xirr([
      { day: 0, amount: -1000 },
      { day: 365, amount: 80 },
      { day: 730, amount: 1080 },
    ]);
    expect(r).toBeCloseTo(0.08, 10);
    // No root without both signs.
    expect(xirr([{ day: 0, amount: -5 }])).toBeNull();
  });

  test("XIRR falls back to bisection where Newton leaves the domain (a near-total loss)", () => {
    const flows = [
      { day: 0, amount: -1000 },
      { day: 365, amount: 1 },
    ];
    const r = xirr(flows)!;
    expect(r).toBeCloseTo(-0.999, 9);
    expect(r).toBeCloseTo(bisectXirr(flows), 6);
  });
});

describe("properties", () => {
  test("with no cash flows after the start, TWR equals the simple return", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 100, max: 1e7, noNaN: true }),
        fc.array(fc.double({ min: 0.5, max: 1.5, noNaN: true }), { minLength: 1, maxLength: 60 }),
        (start, moves) => {
          const values = [0, start];
          for (const m of moves) values.push(values.at(-1)! * m);
          const flows = values.map((_, t) => (t === 1 ? start : 0));
          const twr = timeWeightedReturn(values, flows)!;
          const simple = values.at(-1)! / start - 1;
          return Math.abs(twr - simple) <= 1e-9 * Math.max(1, Math.abs(simple));
        },
      ),
    );
  });

  test("XIRR of a single deposit is the annualised simple return", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 10, max: 1e7, noNaN: true }),
        fc.double({ min: 0.2, max: 5, noNaN: true }),
        fc.integer({ min: 1, max: 3650 }),
        (deposit, growth, days) => {
          const end = deposit * growth;
          const r = xirr([
            { day: 0, amount: -deposit },
            { day: days, amount: end },
          ]);
          const expected = growth ** (365 / days) - 1;
          // The solver's domain is (−0.9999, 10⁶): far outside it no rate is claimed.
          if (!(expected > -0.999 && expected < 1e5)) return true;
          return r !== null && Math.abs(r - expected) <= 1e-7 * Math.max(1, Math.abs(expected));
        },
      ),
    );
  });
});

describe("the ledger", () => {
  const buys = (method: "average" | "fifo") => {
    const l = new Ledger("USD", method, () => "USD");
    l.apply({
      type: "deposit",
      date: "2025-01-01",
      symbol: null,
      quantity: null,
      price: 5000,
      fees: 0,
      currency: "USD",
    });
    l.apply({ type: "buy", date: "2025-01-02", symbol: "AAPL", quantity: 10, price: 100, fees: 0, currency: "USD" });
    l.apply({ type: "buy", date: "2025-01-03", symbol: "AAPL", quantity: 10, price: 120, fees: 0, currency: "USD" });
    l.apply({ type: "sell", date: "2025-01-04", symbol: "AAPL", quantity: 15, price: 130, fees: 0, currency: "USD" });
    return l;
  };

  test("average cost: 15 sold at 130 from an average of 110 realise 300; 5 left at 110", () => {
    const p = buys("average").positions.get("AAPL")!;
    expect(p.realized).toBeCloseTo(300, 9);
    expect(p.quantity).toBe(5);
    expect(Ledger.cost(p) / p.quantity).toBeCloseTo(110, 9);
  });

  test("FIFO: the first 10 at 100 and 5 at 120 sold realise 350; 5 left at 120", () => {
    const p = buys("fifo").positions.get("AAPL")!;
    expect(p.realized).toBeCloseTo(350, 9);
    expect(Ledger.cost(p) / p.quantity).toBeCloseTo(120, 9);
  });

  test("a buy the cash does not cover counts as a deposit of the difference", () => {
    const l = new Ledger("SAR", "average", () => "USD");
    const r1 = l.apply({
      type: "deposit",
      date: "2025-01-01",
      symbol: null,
      quantity: null,
      price: 1000,
      fees: 0,
      currency: "SAR",
    });
    const r2 = l.apply({
      type: "buy",
      date: "2025-01-02",
      symbol: "AAPL",
      quantity: 2,
      price: 200,
      fees: 0,
      currency: "USD",
    });
    expect(r1).toEqual({ flow: 1000 });
    // 2 × 200 × 3.75 = 1,500 riyals; 1,000 in cash, 500 from outside.
    expect(r2).toEqual({ flow: 500 });
    expect(l.cash).toBe(0);
    expect(l.netFlows).toBe(1500);
  });

  test("a split multiplies the shares and divides the cost per share", () => {
    const l = buys("average");
    l.apply({ type: "split", date: "2025-02-01", symbol: "AAPL", quantity: 4, price: null, fees: 0, currency: "USD" });
    const p = l.positions.get("AAPL")!;
    expect(p.quantity).toBe(20);
    expect(Ledger.cost(p)).toBeCloseTo(550, 9);
  });

  test("a sale beyond the shares held is refused naming the quantity", () => {
    const l = buys("average");
    const r = l.apply({
      type: "sell",
      date: "2025-01-05",
      symbol: "AAPL",
      quantity: 6,
      price: 1,
      fees: 0,
      currency: "USD",
    });
    expect(r).toEqual({ problem: { field: "quantity", code: "sale_exceeds_holding", params: expect.any(Object) } });
  });
});
