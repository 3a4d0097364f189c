// The Shariah screen's rules, one test per rule and per boundary (thresholds of
// src/shared/shariah.ts: AAOIFI's ratios must not exceed theirs, so a ratio at its threshold
// passes; the S&P receivables ratio passes strictly below 49 %).
import { describe, expect, test } from "bun:test";
import {
  averageMarketCap,
  INDUSTRIES,
  MARKET_CAP_MONTHS,
  purify,
  ratioPercent,
  SHARIAH_THRESHOLDS,
  type ShariahInput,
  screenShariah,
  shariahStatus,
} from "../../src/shared/shariah";

const CAP = 1_000_000;
/** A clean company: 36 months at a market cap of 1,000,000, every ratio at 10 %. */
const base = (over: Partial<ShariahInput> = {}): ShariahInput => ({
  industry: "general",
  monthlyMarketCaps: Array(36).fill(CAP),
  debt: 100_000,
  deposits: 100_000,
  receivables: 100_000,
  nonPermissibleIncome: 1_000,
  totalIncome: 100_000,
  sharesOutstanding: 1000,
  dividendPerShare: 2,
  ...over,
});

test("the thresholds are AAOIFI 21's 30 %, 30 %, 5 % and the S&P receivables 49 %, over 36 months", () => {
  expect(SHARIAH_THRESHOLDS).toEqual({ debt: 30, deposits: 30, income: 5, receivables: 49 });
  expect(MARKET_CAP_MONTHS).toBe(36);
});

test("a clean company is compliant with no reasons", () => {
  const r = screenShariah(base());
  expect(r.status).toBe("compliant");
  expect(r.reasons).toEqual([]);
  expect(r.ratios.debt).toEqual({ value: 10, threshold: 30, passes: true });
  expect(r.marketCap).toEqual({ value: CAP, months: 36 });
});

describe("interest-bearing debt at most 30 % of market cap", () => {
  test.each([
    [299_999, true],
    [300_000, true],
    [300_001, false],
  ])("debt %d of 1,000,000 passes: %p", (debt, passes) => {
    const r = screenShariah(base({ debt }));
    expect(r.ratios.debt.passes).toBe(passes);
    expect(r.status).toBe(passes ? "compliant" : "non-compliant");
    if (!passes) expect(r.reasons).toEqual([{ test: "debt", kind: "fails" }]);
  });
  test("30.001 % shows as 30 but fails: decided on the exact ratio", () => {
    const r = screenShariah(base({ debt: 300_010 }));
    expect(r.ratios.debt).toEqual({ value: 30, threshold: 30, passes: false });
  });
});

describe("interest-bearing deposits and securities at most 30 %", () => {
  test.each([
    [299_999, true],
    [300_000, true],
    [300_001, false],
  ])("deposits %d passes: %p", (deposits, passes) => {
    const r = screenShariah(base({ deposits }));
    expect(r.ratios.deposits.passes).toBe(passes);
    if (!passes) expect(r.reasons).toEqual([{ test: "deposits", kind: "fails" }]);
  });
});

describe("non-permissible income at most 5 % of total income", () => {
  test.each([
    [4_999, true],
    [5_000, true],
    [5_001, false],
  ])("%d of 100,000 passes: %p", (nonPermissibleIncome, passes) => {
    const r = screenShariah(base({ nonPermissibleIncome }));
    expect(r.ratios.income.passes).toBe(passes);
    if (!passes) expect(r.reasons).toEqual([{ test: "income", kind: "fails" }]);
  });
  test("a loss-making year (total income 0) leaves the ratio unknown", () => {
    const r = screenShariah(base({ totalIncome: 0 }));
    expect(r.ratios.income).toEqual({ value: null, threshold: 5, passes: null });
    expect(r.status).toBe("unknown");
  });
});

describe("receivables below 49 %: additional information only", () => {
  test.each([
    [489_999, true],
    [490_000, false],
  ])("receivables %d passes: %p, and the status stays compliant", (receivables, passes) => {
    const r = screenShariah(base({ receivables }));
    expect(r.ratios.receivables.passes).toBe(passes);
    expect(r.status).toBe("compliant");
  });
});

describe("business activity", () => {
  const barred = [
    "conventional-bank",
    "conventional-insurance",
    "alcohol",
    "tobacco",
    "gambling",
    "pork",
    "adult-entertainment",
    "weapons",
  ];
  test.each(barred)("%s is non-compliant whatever the ratios", (industry) => {
    const r = screenShariah(base({ industry }));
    expect(r.businessCompliant).toBe(false);
    expect(r.status).toBe("non-compliant");
    expect(r.reasons[0]).toEqual({ test: "business", kind: "fails" });
  });
  test("the list of non-compliant activities is exactly these", () => {
    expect(
      Object.entries(INDUSTRIES)
        .filter(([, ok]) => !ok)
        .map(([k]) => k)
        .sort(),
    ).toEqual([...barred].sort());
  });
  test("an Islamic bank is not a conventional bank; takaful is not conventional insurance", () => {
    for (const industry of ["islamic-bank", "takaful"]) {
      const r = screenShariah(base({ industry }));
      expect(r.businessCompliant).toBe(true);
      expect(r.status).toBe("compliant");
    }
  });
  test("a non-compliant activity with missing figures is non-compliant, not unknown", () => {
    const r = screenShariah(base({ industry: "tobacco", debt: null }));
    expect(r.status).toBe("non-compliant");
    expect(r.reasons).toEqual([
      { test: "business", kind: "fails" },
      { test: "debt", kind: "missing" },
    ]);
  });
});

describe("unknown: not enough data", () => {
  test("a missing figure makes the status unknown, naming the test", () => {
    const r = screenShariah(base({ deposits: null }));
    expect(r.status).toBe("unknown");
    expect(r.reasons).toEqual([{ test: "deposits", kind: "missing" }]);
  });
  test("no market cap at all: every market-cap ratio is unknown", () => {
    const r = screenShariah(base({ monthlyMarketCaps: [] }));
    expect(r.status).toBe("unknown");
    expect(r.marketCap.months).toBe(0);
    expect(r.reasons.map((x) => x.test)).toEqual(["debt", "deposits"]);
  });
  test("a failing test wins over a missing one", () => {
    expect(screenShariah(base({ debt: 400_000, deposits: null })).status).toBe("non-compliant");
  });
});

describe("market cap: average of the last 36 months where history allows", () => {
  test("only the last 36 months count", () => {
    const caps = [...Array(12).fill(9 * CAP), ...Array(36).fill(CAP)];
    expect(averageMarketCap(caps)).toEqual({ value: CAP, months: 36 });
  });
  test("a shorter history averages what there is and says how many months", () => {
    expect(averageMarketCap([CAP, 2 * CAP, 3 * CAP])).toEqual({ value: 2 * CAP, months: 3 });
  });
  test("the average, not today's value, decides: a fall this month does not fail the debt test", () => {
    const caps = [...Array(35).fill(CAP), CAP / 4];
    const r = screenShariah(base({ monthlyMarketCaps: caps, debt: 250_000 }));
    expect(r.marketCap.months).toBe(36);
    expect(r.ratios.debt.passes).toBe(true);
  });
});

describe("purification", () => {
  test("AAOIFI 21: non-permissible income ÷ shares, with the figures it used", () => {
    // 333 of non-permissible income over 10 shares: 33.30 a share a year, whatever the dividend.
    const r = screenShariah(
      base({
        nonPermissibleIncome: 333,
        totalIncome: 10_000,
        sharesOutstanding: 10,
        dividendPerShare: 2,
        currency: "SAR",
        period: { from: "2025-Q4", to: "2026-Q3" },
      }),
    );
    expect(r.purification).toMatchObject({
      method: "aaoifi21",
      perShare: 33.3,
      nonPermissibleIncome: 333,
      totalIncome: 10_000,
      sharesOutstanding: 10,
      currency: "SAR",
      period: { from: "2025-Q4", to: "2026-Q3" },
    });
    // Statements in dollars for a riyal listing: 100 dollars × 3.75 over 10 shares = 37.50 riyals.
    const fx = screenShariah(base({ nonPermissibleIncome: 100, sharesOutstanding: 10, toListing: 3.75 }));
    expect(fx.purification).toMatchObject({ perShare: 37.5, nonPermissibleIncome: 375 });
  });
  test("dividend ratio (index providers): dividend per share × non-permissible ÷ total income", () => {
    // 3.33 % of income non-permissible: 3.33 % of the dividend is purified, whatever the share count.
    const r = screenShariah(
      base({ nonPermissibleIncome: 333, totalIncome: 10_000, sharesOutstanding: 10, dividendPerShare: 2 }),
    );
    expect(r.purification.dividendRatio).toEqual({ dividendPerShare: 2, perShare: 0.0666, percentOfDividend: 3.33 });
    expect(r.purification.dividendRatio.percentOfDividend).toBe(r.ratios.income.value);
  });
  test("no dividend: nothing to purify by the ratio; unknown income: both methods null", () => {
    expect(screenShariah(base({ dividendPerShare: 0 })).purification.dividendRatio).toMatchObject({ perShare: 0 });
    const unknown = screenShariah(base({ nonPermissibleIncome: null })).purification;
    expect(unknown.perShare).toBeNull();
    expect(unknown.dividendRatio).toEqual({
      dividendPerShare: 2,
      perShare: null,
      percentOfDividend: null,
    });
    expect(purify(2, 100, 0)).toEqual({ perShare: null, percentOfDividend: null });
    expect(purify(2, -5, 100)).toEqual({ perShare: 0, percentOfDividend: 0 });
  });
});

describe("the status rule the screener's columns share", () => {
  const clean = { debt: 10, deposits: 10, income: 1 };
  test("every deciding ratio at or below its threshold: compliant", () => {
    expect(shariahStatus(true, clean)).toBe("compliant");
    expect(shariahStatus(true, { debt: 30, deposits: 30, income: 5 })).toBe("compliant");
  });
  test("a ratio above its threshold fails: 30.001 %, 30.001 %, 5.001 %", () => {
    expect(shariahStatus(true, { ...clean, debt: 30.001 })).toBe("non-compliant");
    expect(shariahStatus(true, { ...clean, deposits: 30.001 })).toBe("non-compliant");
    expect(shariahStatus(true, { ...clean, income: 5.001 })).toBe("non-compliant");
  });
  test("an unknown ratio makes it unknown; a failing one wins; the business screen wins over all", () => {
    expect(shariahStatus(true, { ...clean, deposits: Number.NaN })).toBe("unknown");
    expect(shariahStatus(true, { ...clean, deposits: Number.NaN, income: 7 })).toBe("non-compliant");
    expect(shariahStatus(false, { debt: Number.NaN, deposits: Number.NaN, income: Number.NaN })).toBe("non-compliant");
  });
  test("it decides as screenShariah does, over every boundary of the debt test", () => {
    for (const debt of [0, 299_999, 300_000, 300_001, null]) {
      const input = base({ debt });
      const percent = ratioPercent(debt, averageMarketCap(input.monthlyMarketCaps).value);
      expect(shariahStatus(true, { debt: percent, deposits: 10, income: 1 })).toBe(screenShariah(input).status);
    }
  });
  test("ratioPercent: a negative part counts as none; an unknown or non-positive whole is NaN", () => {
    expect(ratioPercent(-5, 100)).toBe(0);
    expect(ratioPercent(5, 0)).toBeNaN();
    expect(ratioPercent(null, 100)).toBeNaN();
    expect(ratioPercent(5, null)).toBeNaN();
  });
});
