// The simulated statements of the largest companies start from their public figures
// (src/server/fundamentals/anchors.ts): P/E, P/B, payout and dividend yield within ±30 % of the
// anchor's at the same price, payout at most 100 % unless the real company pays more, and
// banks, insurers and REITs in their own statement shapes.
import { describe, expect, test } from "bun:test";
import { ANCHORS, type Anchor } from "../../src/server/fundamentals/anchors";
import { simulateFundamentals } from "../../src/server/fundamentals/simulated";
import { type Company, REAL_COMPANIES } from "../../src/server/market/universe";
import type { Fundamentals } from "../../src/shared/fundamentals";

const NOW = Date.UTC(2026, 10, 24, 12);
const company = (symbol: string) => REAL_COMPANIES.find((c) => c.symbol === symbol)!;
const cap = (c: Company) => c.sharesOutstanding * c.referencePrice;

/** The figures the screens show, at a price: P/E on the trailing four quarters' EPS, P/B on the
 * latest quarter's equity, payout and yield on the company's dividend. */
function ratios(c: Company, f: Fundamentals, price: number) {
  const eps = f.quarterly.income.slice(0, 4).reduce((a, r) => a + r.eps!, 0);
  const netIncome = f.quarterly.income.slice(0, 4).reduce((a, r) => a + r.netIncome!, 0);
  const equity = f.quarterly.balance[0]!.equity!;
  return {
    eps,
    pe: eps > 0 ? price / eps : null,
    pb: equity > 0 ? (price * c.sharesOutstanding) / equity : null,
    payout: netIncome > 0 ? (c.annualDividend * c.sharesOutstanding) / netIncome : null,
    yield: c.annualDividend / price,
  };
}

/** The same figures from the anchor's per-share figures at that price. */
function band(a: Anchor, price: number) {
  const eps = a.netIncome / a.shares;
  const bvps = a.equity / a.shares;
  return {
    pe: eps > 0 ? price / eps : null,
    pb: bvps > 0 ? price / bvps : null,
    payout: eps > 0 ? a.dividendPerShare / eps : null,
    yield: a.dividendPerShare / price,
  };
}

const anchored = [...ANCHORS.values()].map((a) => {
  const c = company(a.symbol);
  return { a, c, f: simulateFundamentals(c, 42, NOW) };
});
const of = (symbol: string) => anchored.find((x) => x.a.symbol === symbol)!;

describe("statements anchored on public figures", () => {
  test("the 50 largest companies of each market have an anchor, each a listed company", () => {
    for (const saudi of [false, true]) {
      const largest = REAL_COMPANIES.filter((c) => (c.exchange === "Saudi") === saudi)
        .sort((x, y) => cap(y) - cap(x))
        .slice(0, 50);
      for (const c of largest) expect(ANCHORS.has(c.symbol), `${c.symbol} anchored`).toBe(true);
    }
    for (const a of ANCHORS.values()) {
      expect(company(a.symbol), a.symbol).toBeDefined();
      expect(a.year).toMatch(/^(FY)?202[45]$/);
      expect(a.revenue, a.symbol).toBeGreaterThan(0);
      expect(a.assets, a.symbol).toBeGreaterThan(Math.max(a.equity, 0));
    }
  });

  test("P/E, P/B, payout and yield within ±30 % of the anchor's, at the simulated price", () => {
    // The simulated price moves around the reference price; per-share figures stay the anchor's,
    // so the ratios at any price are the anchor's at that price (checked at two).
    const misses: string[] = [];
    for (const { a, c, f } of anchored) {
      for (const price of [c.referencePrice, c.referencePrice * 0.8]) {
        const sim = ratios(c, f, price);
        const real = band(a, price);
        for (const key of ["pe", "pb", "payout", "yield"] as const) {
          const x = sim[key];
          const y = real[key];
          if (y === null || y === 0) {
            if (!(x === null || x === 0)) misses.push(`${c.symbol} ${key} ${x} where the anchor has none`);
          } else if (x === null || x / y < 1 / 1.3 || x / y > 1.3) misses.push(`${c.symbol} ${key} ${x} vs ${y}`);
        }
      }
    }
    expect(misses).toEqual([]);
  });

  test("payout at most 100 % unless the real company pays more than it earns", () => {
    for (const { a, c, f } of anchored) {
      const { payout } = ratios(c, f, c.referencePrice);
      const real = band(a, c.referencePrice).payout;
      if (payout !== null && real !== null && real <= 1) expect(payout, c.symbol).toBeLessThanOrEqual(1);
    }
  });

  test("banks, insurers and REITs keep their own statements", () => {
    const shapes = new Set(anchored.map((x) => x.f.shape));
    expect(shapes.has("bank")).toBe(true);
    expect(shapes.has("insurance")).toBe(true);
    for (const { c, f } of anchored) {
      const i = f.quarterly.income[0]!;
      const b = f.quarterly.balance[0]!;
      if (f.shape === "bank") {
        expect(i.netInterestIncome!, c.symbol).toBeGreaterThan(0);
        expect(i.netInterestIncome!, c.symbol).toBeLessThan(i.revenue!);
        expect(b.loans!, c.symbol).toBeGreaterThan(0);
        expect(b.customerDeposits!, c.symbol).toBeGreaterThan(b.loans!);
        expect(i.premiums, c.symbol).toBeUndefined();
      } else if (f.shape === "insurance") {
        expect(i.premiums!, c.symbol).toBeGreaterThan(0);
        expect(i.claims!, c.symbol).toBeGreaterThan(0);
        expect(i.claims!, c.symbol).toBeLessThan(i.premiums!);
        expect(b.loans, c.symbol).toBeUndefined();
      } else if (f.shape === "reit") {
        expect(i.rentalIncome, c.symbol).toBe(i.revenue);
        expect(i.ffo!, c.symbol).toBeGreaterThan(i.netIncome!);
      } else {
        expect(i.netInterestIncome ?? i.premiums ?? i.rentalIncome ?? b.loans, c.symbol).toBeUndefined();
      }
      for (const r of f.quarterly.income) expect(r.grossProfit!, c.symbol).toBeGreaterThanOrEqual(r.operatingIncome!);
    }
  });

  test("the flagship examples read as their reports do", () => {
    const at = (symbol: string) => {
      const { c, f } = of(symbol);
      return { ...ratios(c, f, c.referencePrice), f };
    };
    // P&G pays about 60 % of its earnings; J&J trades between 15 and 40 times earnings.
    expect(at("PG").payout!).toBeGreaterThan(0.5);
    expect(at("PG").payout!).toBeLessThan(0.8);
    expect(at("PG").pe!).toBeGreaterThan(15);
    expect(at("PG").pe!).toBeLessThan(35);
    expect(at("JNJ").pe!).toBeGreaterThan(15);
    expect(at("JNJ").pe!).toBeLessThan(40);
    // Jarir pays out nearly all it earns, but not more.
    expect(at("4190.SR").payout!).toBeLessThanOrEqual(1);
    expect(at("4190.SR").payout!).toBeGreaterThan(0.7);
    // Saudi Electricity reports several hundred billion riyals of assets.
    const sec = at("5110.SR").f.annual.balance[0]!.totalAssets!;
    expect(sec).toBeGreaterThan(300e9);
    expect(sec).toBeLessThan(1000e9);
    // Aramco earns hundreds of billions of riyals a year.
    expect(at("2222.SR").f.annual.income[0]!.netIncome!).toBeGreaterThan(250e9);
  });
});
