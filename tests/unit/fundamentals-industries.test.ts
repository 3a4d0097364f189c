// The simulated fundamentals by industry, over every company of the universe: banks, insurers,
// REITs and the others each have their own statements; totals move smoothly from quarter to
// quarter; the Shariah screen reads banks and insurers by their business; and no person or
// real institution appears next to an invented figure.
import { describe, expect, test } from "bun:test";
import { shariahFigures } from "../../src/server/fundamentals/book";
import { industryOf, statementShape } from "../../src/server/fundamentals/industries";
import { simulateFundamentals } from "../../src/server/fundamentals/simulated";
import { REAL_COMPANIES } from "../../src/server/market/universe";
import { screenShariah } from "../../src/shared/shariah";

const NOW = Date.UTC(2026, 10, 24, 12);
const all = REAL_COMPANIES.map((c) => ({ c, f: simulateFundamentals(c, 42, NOW) }));
const of = (symbol: string) => all.find((x) => x.c.symbol === symbol)!;
const pct = (a: number | null | undefined, b: number | null | undefined) => (a! / b!) * 100;

describe("statements by industry", () => {
  test("every company has its industry's shape", () => {
    const count = (shape: string) => all.filter((x) => x.f.shape === shape).length;
    expect(count("bank")).toBeGreaterThanOrEqual(30);
    expect(count("insurance")).toBeGreaterThanOrEqual(25);
    expect(count("reit")).toBeGreaterThanOrEqual(40);
    expect(of("1120.SR").f.shape).toBe("bank");
    expect(of("JPM").f.shape).toBe("bank");
    expect(of("8010.SR").f.shape).toBe("insurance");
    expect(of("PGR").f.shape).toBe("insurance");
    expect(of("4330.SR").f.shape).toBe("reit");
    expect(of("PLD").f.shape).toBe("reit");
    expect(of("2222.SR").f.shape).toBe("general");
    expect(of("4300.SR").f.shape).toBe("general");
  });

  test("banks: loans, deposits and net interest income; equity 7–18 % of assets; deposits fund the loans", () => {
    for (const { c, f } of all.filter((x) => x.f.shape === "bank")) {
      for (const b of [...f.quarterly.balance, ...f.annual.balance]) {
        const equity = pct(b.equity, b.totalAssets);
        // From 7 % to 18 %: anchored on their reports, Goldman Sachs holds equity of 7.3 % of its
        // assets, the Saudi National Bank 17 % (Saudi banks count their Tier 1 sukuk as equity).
        expect(equity, `${c.symbol} ${b.period} equity/assets`).toBeGreaterThanOrEqual(7);
        expect(equity, `${c.symbol} ${b.period} equity/assets`).toBeLessThanOrEqual(18);
        expect(pct(b.loans, b.totalAssets)).toBeGreaterThan(50);
        expect(pct(b.customerDeposits, b.totalAssets)).toBeGreaterThan(60);
        expect(b.customerDeposits!).toBeGreaterThan(b.loans!);
      }
      for (const i of [...f.quarterly.income, ...f.annual.income]) {
        expect(i.netInterestIncome!).toBeGreaterThan(0);
        expect(i.netInterestIncome!).toBeLessThan(i.revenue!);
        expect(i.premiums).toBeUndefined();
      }
      // Return on equity between 5 and 30 % a year.
      const roe = pct(f.annual.income[0]!.netIncome, f.annual.balance[0]!.equity);
      expect(roe, `${c.symbol} ROE`).toBeGreaterThan(5);
      expect(roe, `${c.symbol} ROE`).toBeLessThan(30);
    }
  });

  test("insurers: premiums and claims, claims below premiums; REITs: rental income and FFO", () => {
    for (const { f } of all.filter((x) => x.f.shape === "insurance")) {
      for (const i of f.quarterly.income) {
        expect(i.premiums!).toBeGreaterThan(0);
        expect(i.claims!).toBeGreaterThan(0);
        expect(i.claims!).toBeLessThan(i.premiums!);
        expect(i.netInterestIncome).toBeUndefined();
      }
      const b = f.annual.balance[0]!;
      expect(pct(b.equity, b.totalAssets)).toBeLessThanOrEqual(40);
    }
    for (const { f } of all.filter((x) => x.f.shape === "reit")) {
      for (const i of f.quarterly.income) {
        expect(i.rentalIncome).toBe(i.revenue);
        expect(i.ffo!).toBeGreaterThan(i.netIncome!);
        expect(i.ffo!).toBeLessThan(i.rentalIncome!);
      }
      const b = f.annual.balance[0]!;
      expect(pct(b.totalDebt, b.totalAssets)).toBeLessThan(45);
    }
    for (const { f } of all.filter((x) => x.f.shape === "general"))
      for (const i of f.quarterly.income) expect(i.netInterestIncome ?? i.premiums ?? i.rentalIncome).toBeUndefined();
  });

  test("totals move smoothly: assets and equity change by less than 10 % a quarter, for every company", () => {
    let worst = 0;
    for (const { c, f } of all) {
      const b = f.quarterly.balance;
      for (let q = 0; q + 1 < b.length; q++) {
        const assets = Math.abs(b[q]!.totalAssets! / b[q + 1]!.totalAssets! - 1);
        const equity = Math.abs(b[q]!.equity! / b[q + 1]!.equity! - 1);
        worst = Math.max(worst, assets);
        expect(assets, `${c.symbol} assets ${b[q + 1]!.period} → ${b[q]!.period}`).toBeLessThan(0.1);
        expect(equity, `${c.symbol} equity ${b[q + 1]!.period} → ${b[q]!.period}`).toBeLessThan(0.1);
      }
      // A year's balance sheet is that of its fourth quarter, its revenue the sum of its quarters.
      const q4 = f.quarterly.balance.find((r) => r.period === "2025-Q4")!;
      expect(f.annual.balance.find((r) => r.period === "2025")!.totalAssets).toBe(q4.totalAssets);
      const sum = f.quarterly.income.filter((r) => r.period.startsWith("2025-")).reduce((a, r) => a + r.revenue!, 0);
      expect(Math.abs(sum - f.annual.income.find((r) => r.period === "2025")!.revenue!)).toBeLessThanOrEqual(4000);
    }
    expect(worst).toBeLessThan(0.1);
  });
});

describe("the Shariah screen by business activity", () => {
  const screen = (symbol: string) => {
    const { c, f } = of(symbol);
    return screenShariah({
      ...shariahFigures(f),
      monthlyMarketCaps: [c.sharesOutstanding * c.referencePrice],
      sharesOutstanding: c.sharesOutstanding,
      dividendPerShare: c.annualDividend,
    });
  };
  test("conventional banks and insurers are non-compliant by activity", () => {
    for (const symbol of [
      "1180.SR",
      "1010.SR",
      "1050.SR",
      "1060.SR",
      "1080.SR",
      "1030.SR",
      "JPM",
      "BAC",
      "PGR",
      "CB",
    ]) {
      const r = screen(symbol);
      expect(r.status, symbol).toBe("non-compliant");
      expect(r.reasons[0]).toEqual({ test: "business", kind: "fails" });
    }
  });
  test("Islamic banks (Al Rajhi, Alinma, Albilad, Aljazira) are screened as Islamic and pass", () => {
    for (const symbol of ["1120.SR", "1150.SR", "1140.SR", "1020.SR"]) {
      expect(industryOf(of(symbol).c)).toBe("islamic-bank");
      const r = screen(symbol);
      expect(r.businessCompliant).toBe(true);
      expect(r.status, symbol).toBe("compliant");
    }
  });
  test("every bank of the Exchange is classed, and so is every insurer", () => {
    for (const { c } of all.filter((x) => x.c.industryGroup === "BNK"))
      expect(["islamic-bank", "conventional-bank"]).toContain(industryOf(c));
    for (const { c } of all.filter((x) => x.c.industryGroup === "INS")) {
      expect(industryOf(c)).toBe("takaful");
      expect(statementShape(c)).toBe("insurance");
    }
  });
});

// The names the simulation used to invent (people) and hand invented stakes to (institutions).
const PREVIOUS_NAMES = [
  ...["James", "Mary", "Robert", "Linda", "Michael", "Susan", "David", "Karen", "Daniel", "Laura"],
  ...["Smith", "Johnson", "Brown", "Miller", "Davis", "Wilson", "Moore", "Taylor", "Clark", "Hall"],
  ...["Abdullah", "Mohammed", "Faisal", "Khalid", "Saud", "Nora", "Reem", "Sultan", "Turki", "Hessa"],
  ...["Al-Otaibi", "Al-Qahtani", "Al-Ghamdi", "Al-Harbi", "Al-Dosari", "Al-Shehri", "Al-Zahrani", "Al-Mutairi"],
  "Vanguard",
  "BlackRock",
  "State Street",
  "Fidelity",
  "Geode",
  "Capital Research",
  "T. Rowe Price",
  "Morgan Stanley",
  "Northern Trust",
  "JPMorgan",
  "Public Investment Fund",
  "General Organization for Social Insurance",
  "Al Rajhi Capital",
  "SNB Capital",
  "Jadwa",
  "Riyad Capital",
  "Alinma Investment",
  "Derayah",
];

describe("no invented people or holdings", () => {
  test("no name of the previous lists in the simulated fundamentals of any company", () => {
    for (const { c, f } of all) {
      const text = JSON.stringify({ insiders: f.insiders, institutions: f.institutions });
      for (const name of PREVIOUS_NAMES) expect(text.includes(name), `${c.symbol}: ${name}`).toBe(false);
    }
  });
  test("insiders by position only; holders as labelled examples", () => {
    for (const { f } of all) {
      for (const x of f.insiders) {
        expect(x.name).toBe("");
        expect(x.role).toBeDefined();
        expect(x.title.length).toBeGreaterThan(0);
      }
      f.institutions.forEach((h, j) => {
        expect(h.example).toBe(j + 1);
        expect(h.holder).toBe(`Example holder ${"ABCDEFGHIJ"[j]} (simulated)`);
      });
    }
  });
});
