// Zakat on shares by the published methods and purification by AAOIFI Shariah Standard No. 21
// (docs/portfolio.md), on worked examples computed by hand: an industrial by its net zakatable
// assets, a bank at market value (its balance sheet has no current split), a REIT fund by its net
// assets, a company without figures (the labelled estimate); a lunar and a solar year; a holding
// bought mid-year purified for its days held; an unknown income ratio listed with its reason; the
// defaults (REIT funds and a company domiciled abroad are not "company pays"); and the property
// that a holding's zakat never exceeds the rate × its market value.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import fc from "fast-check";
import type { MarketView, PortfolioData } from "../../src/server/portfolio/service";
import { zakatDefault } from "../../src/server/portfolio/service";
import { type CompanyFigures, computeZakat, netZakatablePerShare, shareDays } from "../../src/server/portfolio/zakat";
import type { BalanceRow } from "../../src/shared/fundamentals";
import { ZAKAT_RATES } from "../../src/shared/portfolio";
import { type TestServer, testServer } from "../helpers/server";

const balance = (b: Partial<BalanceRow>): BalanceRow => ({
  period: "2026-Q3",
  endDate: "2026-09-30",
  cashAndShortTermInvestments: null,
  interestBearingDeposits: null,
  totalDebt: null,
  totalAssets: null,
  equity: null,
  receivables: null,
  ...b,
});

const company = (c: Partial<CompanyFigures>): CompanyFigures => ({
  financial: false,
  zakatablePerShare: null,
  nonPermissibleIncome: 0,
  totalIncome: 100,
  sharesOutstanding: 10_000_000,
  toListing: 1,
  ...c,
});

describe("net zakatable assets per share", () => {
  test("industrial: (120M cash + 30M receivables + 10M inventory − 100M current liabilities) ÷ 10M = 6", () => {
    const b = balance({
      cashAndShortTermInvestments: 120e6,
      receivables: 30e6,
      inventory: 10e6,
      currentLiabilities: 100e6,
    });
    expect(netZakatablePerShare(b, 10e6)).toBe(6);
  });
  test("REIT fund: (30M + 20M − 35M) ÷ 100M units = 0.15 (no inventory line)", () => {
    const b = balance({ cashAndShortTermInvestments: 30e6, receivables: 20e6, currentLiabilities: 35e6 });
    expect(netZakatablePerShare(b, 100e6)).toBeCloseTo(0.15, 12);
  });
  test("floored at zero: current liabilities above the current assets give 0, not a negative base", () => {
    const b = balance({ cashAndShortTermInvestments: 10e6, receivables: 5e6, currentLiabilities: 40e6 });
    expect(netZakatablePerShare(b, 1e6)).toBe(0);
  });
  test("unknown without current liabilities or cash (a bank's unclassified balance sheet)", () => {
    expect(netZakatablePerShare(balance({ cashAndShortTermInvestments: 5e9, receivables: 60e9 }), 1e9)).toBeNull();
    expect(netZakatablePerShare(balance({ currentLiabilities: 1e6 }), 1e6)).toBeNull();
    expect(netZakatablePerShare(undefined, 1e6)).toBeNull();
  });
});

describe("days held in the zakat year", () => {
  const tx = (type: string, date: string, quantity: number) => ({ type, date, symbol: "X", quantity });
  test("bought mid-year: 1 June to 18 November 2026 is 171 days; a sale ends the count", () => {
    const held = shareDays([tx("buy", "2026-06-01", 100)], "2025-11-30", "2026-11-18").get("X");
    expect(held).toEqual({ shareDays: 17_100, daysHeld: 171 });
    // 100 shares 1–10 June (10 days), then 40 to 18 November (161 days): 1,000 + 6,440.
    const sold = shareDays(
      [tx("buy", "2026-06-01", 100), tx("sell", "2026-06-11", 60)],
      "2025-11-30",
      "2026-11-18",
    ).get("X");
    expect(sold).toEqual({ shareDays: 7_440, daysHeld: 171 });
  });
  test("a 2-for-1 split counts the earlier days in today's shares", () => {
    // 10 shares from 1 Nov (10 days) → 20 from 11 Nov (8 days): 10 × 2 × 10 + 20 × 8 = 360.
    const held = shareDays([tx("buy", "2026-11-01", 10), tx("split", "2026-11-11", 2)], "2026-01-01", "2026-11-18");
    expect(held.get("X")).toEqual({ shareDays: 360, daysHeld: 18 });
  });
  test("bought before the period: only the period's days count; sold before it: not listed", () => {
    const before = shareDays([tx("buy", "2024-01-01", 5)], "2025-11-30", "2026-11-18");
    expect(before.get("X")).toEqual({ shareDays: 5 * 354, daysHeld: 354 });
    const gone = shareDays([tx("buy", "2024-01-01", 5), tx("sell", "2024-06-01", 5)], "2025-11-30", "2026-11-18");
    expect(gone.has("X")).toBe(false);
  });
});

describe("the zakat report on a worked example", () => {
  let s: TestServer;
  let view: MarketView;
  const prices: Record<string, number> = { AAPL: 50, JPM: 300, "4330.SR": 7.5, MSFT: 20 };
  beforeAll(async () => {
    s = await testServer();
    view = {
      services: s.services,
      fundamentals: () => {
        throw new Error("not used: the figures are given");
      },
    };
    const st = s.services.market.state;
    for (const [symbol, price] of Object.entries(prices)) st.price[st.index.get(symbol)!] = price;
  });
  afterAll(() => s.close());

  // A USD portfolio: 100,000 deposited; 200 AAPL at 50 (an industrial), 20 JPM at 300 (a bank),
  // 1,000 units of Riyad REIT (4330.SR) at 7.5 riyals = 2,000 dollars, and 100 MSFT at 20 bought
  // on 1 June 2026 (no balance sheet: the estimate). Cash left: 100,000 − 10,000 − 6,000 − 2,000
  // − 2,000 = 80,000.
  const data = (): PortfolioData => ({
    row: {
      // Its own id: the day's series is kept per portfolio and version.
      id: crypto.randomUUID(),
      userId: "u",
      name: "n",
      baseCurrency: "USD",
      costMethod: "average",
      version: 1,
      createdAt: 0,
    } as PortfolioData["row"],
    txs: [
      { type: "deposit", date: "2025-01-02", symbol: null, quantity: null, price: 100_000, fees: 0, currency: "USD" },
      { type: "buy", date: "2025-01-03", symbol: "AAPL", quantity: 200, price: 50, fees: 0, currency: "USD" },
      { type: "buy", date: "2025-01-03", symbol: "JPM", quantity: 20, price: 300, fees: 0, currency: "USD" },
      { type: "buy", date: "2025-01-03", symbol: "4330.SR", quantity: 1000, price: 7.5, fees: 0, currency: "SAR" },
      { type: "buy", date: "2026-06-01", symbol: "MSFT", quantity: 100, price: 20, fees: 0, currency: "USD" },
    ],
    methods: new Map(),
  });
  const figures = async (symbol: string): Promise<CompanyFigures> => {
    switch (symbol) {
      case "AAPL":
        // Net zakatable assets 6 a share (above); non-permissible income 7.3M over 10M shares:
        // 0.73 a share a year, 0.002 a day.
        return company({ zakatablePerShare: 6, nonPermissibleIncome: 7.3e6, totalIncome: 365e6 });
      case "JPM":
        // A bank: no figures it could be judged by; its income ratio unknown (fewer quarters).
        return company({ financial: true, nonPermissibleIncome: null, incomeUnknown: "incomeUnknown" });
      case "4330.SR":
        return company({ zakatablePerShare: 0.15, nonPermissibleIncome: 0, sharesOutstanding: 100e6 });
      default:
        // MSFT: no balance sheet; non-permissible income 36.5M over 10M shares: 0.01 a share a day.
        return company({ zakatablePerShare: null, nonPermissibleIncome: 36.5e6, totalIncome: 1e9 });
    }
  };

  test("lunar year: each holding by its rule; 89,240 of wealth × 2.5 % = 2,231", async () => {
    const methods = new Map([
      ["4330.SR", "zakatableAssets" as const],
      ["JPM", "zakatableAssets" as const],
    ]);
    const r = await computeZakat(
      view,
      { ...data(), methods },
      { date: "2026-11-18", year: "lunar", goldPrice: 80 },
      figures,
    );
    const by = Object.fromEntries(r.holdings.map((h) => [h.symbol, h]));
    // Industrial: 200 × 6 = 1,200 of a market value of 10,000; 1,200 × 2.5 % = 30.
    expect(by.AAPL).toMatchObject({ basis: "netZakatableAssets", marketValue: 10_000, base: 1200, zakat: 30 });
    // Bank: market value 20 × 300 = 6,000 (AAOIFI 35); × 2.5 % = 150.
    expect(by.JPM).toMatchObject({ basis: "financialMarketValue", marketValue: 6000, base: 6000, zakat: 150 });
    // REIT: 1,000 × 0.15 = 150 riyals = 40 dollars; × 2.5 % = 1.
    expect(by["4330.SR"]).toMatchObject({ basis: "netZakatableAssets", marketValue: 2000, base: 40, zakat: 1 });
    expect(by["4330.SR"]).toMatchObject({ defaultMethod: "zakatableAssets", defaultReason: "fund" });
    // No balance sheet: the estimate at market value, labelled.
    expect(by.MSFT).toMatchObject({ basis: "estimatedMarketValue", base: 2000, zakat: 50, estimated: true });
    expect(r).toMatchObject({ cash: 80_000, wealth: 89_240, rate: 0.025, total: 2231, due: true });

    // Purification by AAOIFI 21 over the lunar year 30 Nov 2025 – 18 Nov 2026 (354 days):
    // AAPL 200 shares × 354 days × 0.002 = 141.60; MSFT 100 × 171 days (from 1 June) × 0.01 = 171;
    // the REIT none; JPM unknown, listed with its reason. Total 312.60.
    expect(r.purification).toEqual({
      method: "aaoifi21",
      period: { from: "2025-11-30", to: "2026-11-18" },
      total: 312.6,
      items: [
        { symbol: "4330.SR", amount: 0, daysHeld: 354, status: "known", ratio: 0 },
        { symbol: "AAPL", amount: 141.6, daysHeld: 354, status: "known", ratio: 0.02 },
        { symbol: "JPM", amount: null, daysHeld: 354, status: "unknown", reason: "incomeUnknown", ratio: null },
        { symbol: "MSFT", amount: 171, daysHeld: 171, status: "known", ratio: 0.0365 },
      ],
    });
  });

  test("solar year: 2.5775 %, 89,240 × 2.5775 % = 2,300.16; purification over 365 days", async () => {
    const r = await computeZakat(
      view,
      { ...data(), methods: new Map([["JPM", "zakatableAssets" as const]]) },
      { date: "2026-11-18", year: "solar", goldPrice: 80 },
      figures,
    );
    expect(r.rate).toBe(0.025775);
    // AAPL: 1,200 × 2.5775 % = 30.93; JPM: 6,000 × 2.5775 % = 154.65.
    expect(r.holdings.find((h) => h.symbol === "AAPL")!.zakat).toBe(30.93);
    expect(r.holdings.find((h) => h.symbol === "JPM")!.zakat).toBe(154.65);
    expect(r.total).toBe(2300.16);
    // AAPL 200 × 365 × 0.002 = 146; MSFT 171 again; period 19 Nov 2025 – 18 Nov 2026.
    expect(r.purification.period).toEqual({ from: "2025-11-19", to: "2026-11-18" });
    expect(r.purification.items.find((i) => i.symbol === "AAPL")).toMatchObject({ amount: 146, daysHeld: 365 });
    expect(r.purification.total).toBe(317);
  });

  test("the dividend ratio, named as such: dividends received × non-permissible ÷ total income", async () => {
    const d = data();
    d.txs = [
      ...d.txs,
      { type: "dividend", date: "2026-08-01", symbol: "AAPL", quantity: 200, price: 0.5, fees: 0, currency: "USD" },
    ];
    const r = await computeZakat(
      view,
      d,
      { date: "2026-11-18", year: "lunar", goldPrice: 80, purification: "dividendRatio" },
      figures,
    );
    // 100 of dividends × 7.3M ÷ 365M = 2 % → 2.00.
    expect(r.purification.method).toBe("dividendRatio");
    expect(r.purification.items.find((i) => i.symbol === "AAPL")).toMatchObject({
      dividends: 100,
      ratio: 0.02,
      amount: 2,
      status: "known",
    });
    // JPM is still listed, unknown, with the reason.
    expect(r.purification.items.find((i) => i.symbol === "JPM")).toMatchObject({ status: "unknown", amount: null });
  });

  test("defaults: a Saudi company pays; REIT funds, a company domiciled abroad and US listings do not", () => {
    const d = (symbol: string) => zakatDefault(s.services, symbol);
    expect(d("2222.SR")).toEqual({ method: "companyPays", reason: "saudiCompany" });
    expect(d("1120.SR")).toEqual({ method: "companyPays", reason: "saudiCompany" });
    for (const reit of ["4330.SR", "4331.SR"]) expect(d(reit)).toEqual({ method: "zakatableAssets", reason: "fund" });
    expect(d("6015.SR")).toEqual({ method: "zakatableAssets", reason: "domiciledAbroad" });
    expect(d("AAPL")).toEqual({ method: "zakatableAssets", reason: "listedAbroad" });
  });

  test("property: a holding's zakat never exceeds the rate × its market value, whatever the figures", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("lunar" as const, "solar" as const),
        fc.option(fc.double({ min: 0, max: 1e6, noNaN: true }), { nil: null }),
        fc.boolean(),
        fc.integer({ min: 1, max: 5000 }),
        async (year, perShare, financial, quantity) => {
          const d = data();
          d.txs = [
            { type: "deposit", date: "2025-01-02", symbol: null, quantity: null, price: 1e9, fees: 0, currency: "USD" },
            { type: "buy", date: "2025-01-03", symbol: "AAPL", quantity, price: 50, fees: 0, currency: "USD" },
          ];
          const r = await computeZakat(view, d, { date: "2026-11-18", year, goldPrice: 1 }, async () =>
            company({ financial, zakatablePerShare: perShare }),
          );
          const h = r.holdings[0]!;
          expect(h.marketValue).toBe(quantity * 50);
          expect(h.base).toBeLessThanOrEqual(h.marketValue);
          expect(h.zakat).toBeLessThanOrEqual(Math.round(ZAKAT_RATES[year] * h.marketValue * 100) / 100);
        },
      ),
      { numRuns: 60 },
    );
  });
});
