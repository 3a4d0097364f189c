// FMP fundamentals against a local fixture server that answers as FMP documents its /stable/
// endpoints (empty strings and nulls for missing values included): normalisation, the daily
// database cache, and yesterday's copy kept when a refresh fails.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { FUNDAMENTALS_TTL_MS } from "../../src/server/fundamentals/cache";
import { FmpFundamentalsSource, industryFromProfile } from "../../src/server/fundamentals/fmp";
import { FmpClient } from "../../src/server/providers/fmp-client";
import { type TestServer, testServer } from "../helpers/server";

const NOW = Date.UTC(2026, 10, 24, 12);
const requests: URL[] = [];
let failing = false;

const quarters = (symbol: string) =>
  Array.from({ length: 10 }, (_, k) => {
    const end = new Date(Date.UTC(2026, 8 - 3 * k + 1, 0)).toISOString().slice(0, 10);
    return {
      symbol,
      date: end,
      fiscalYear: end.slice(0, 4),
      period: `Q${Math.floor(Number(end.slice(5, 7)) / 3.01) + 1}`,
      reportedCurrency: "USD",
    };
  });
const years = (symbol: string) =>
  Array.from({ length: 6 }, (_, k) => ({
    symbol,
    date: `${2025 - k}-12-31`,
    fiscalYear: String(2025 - k),
    period: "FY",
    reportedCurrency: "USD",
  }));

const fixtures: Record<string, (url: URL) => unknown> = {
  "income-statement": (url) =>
    url.searchParams.get("symbol") !== "AAA"
      ? []
      : (url.searchParams.get("period") === "quarter" ? quarters("AAA") : years("AAA")).map((r, k) => ({
          ...r,
          revenue: 1000 - k * 10,
          grossProfit: k === 1 ? "" : 600,
          operatingIncome: 300,
          netIncome: 200,
          eps: 2,
          epsDiluted: k === 0 ? null : 1.9,
          ebitda: 350,
          interestIncome: 12,
        })),
  "balance-sheet-statement": (url) =>
    (url.searchParams.get("period") === "quarter" ? quarters("AAA") : years("AAA")).map((r) => ({
      ...r,
      cashAndShortTermInvestments: 500,
      totalDebt: null,
      totalAssets: 5000,
      totalStockholdersEquity: 2500,
      netReceivables: "",
      accountsReceivables: 400,
      inventory: 120,
      totalCurrentLiabilities: 700,
    })),
  "cash-flow-statement": (url) =>
    (url.searchParams.get("period") === "quarter" ? quarters("AAA") : years("AAA")).map((r) => ({
      ...r,
      operatingCashFlow: 250,
      capitalExpenditure: -50,
      freeCashFlow: "",
      commonDividendsPaid: -80,
    })),
  "grades-consensus": () => [
    { symbol: "AAA", strongBuy: 3, buy: "10", hold: 5, sell: null, strongSell: 0, consensus: "Buy" },
  ],
  "price-target-consensus": () => [
    { symbol: "AAA", targetHigh: 150, targetLow: "", targetConsensus: 120, targetMedian: 118 },
  ],
  "insider-trading/search": () => [
    {
      symbol: "AAA",
      filingDate: "2026-11-02",
      transactionDate: "2026-10-30",
      reportingName: "Jane Doe",
      typeOfOwner: "officer: CFO",
      acquisitionOrDisposition: "D",
      transactionType: "S-Sale",
      securitiesTransacted: 1000,
      price: 101.5,
    },
    {
      symbol: "AAA",
      filingDate: "2026-11-05",
      transactionDate: "2026-11-04",
      reportingName: "John Roe",
      typeOfOwner: "director",
      acquisitionOrDisposition: "A",
      transactionType: "P-Purchase",
      securitiesTransacted: 500,
      price: "",
    },
    // An award is not a trade in the market: left out.
    {
      symbol: "AAA",
      filingDate: "2026-11-06",
      transactionDate: "2026-11-06",
      reportingName: "Award",
      typeOfOwner: "director",
      acquisitionOrDisposition: "A",
      transactionType: "A-Award",
      securitiesTransacted: 900,
      price: 0,
    },
  ],
  "institutional-ownership/extract-analytics/holder": () => [
    { date: "2026-09-30", investorName: "SMALL FUND", sharesNumber: 10, ownership: 0.01, changeInSharesNumber: -5 },
    {
      date: "2026-09-30",
      investorName: "VANGUARD GROUP INC",
      sharesNumber: 9000,
      ownership: 8.1,
      changeInSharesNumber: 100,
    },
    { date: "2026-09-30", investorName: "", sharesNumber: 9000 },
  ],
  profile: () => [{ symbol: "AAA", companyName: "Alpha Inc.", industry: "Tobacco" }],
};

let fixture: ReturnType<typeof Bun.serve>;
let s: TestServer;
beforeAll(async () => {
  fixture = Bun.serve({
    port: 0,
    fetch(req) {
      const url = new URL(req.url);
      requests.push(url);
      if (failing) return new Response("down", { status: 503 });
      const path = url.pathname.replace(/^\/stable\//, "");
      const make = fixtures[path];
      return make ? Response.json(make(url)) : new Response("not found", { status: 404 });
    },
  });
  s = await testServer();
});
afterAll(async () => {
  fixture.stop(true);
  await s.close();
});

function source(now: () => number) {
  const client = new FmpClient({
    apiKey: "k",
    baseUrl: `http://127.0.0.1:${fixture.port}`,
    callsPerMinute: 60_000,
    retries: 0,
    sleep: async () => {},
  });
  return new FmpFundamentalsSource(client, s.services.db, now);
}

test("statements, ratings, insiders and holders are normalised from the /stable/ endpoints", async () => {
  requests.length = 0;
  const f = (await source(() => NOW).get("AAA"))!;
  expect(f.source).toBe("fmp");
  expect(f.quarterly.income).toHaveLength(8);
  expect(f.annual.income).toHaveLength(5);
  expect(f.annual.income[0]).toMatchObject({
    period: "2025",
    endDate: "2025-12-31",
    revenue: 1000,
    eps: 2,
    nonPermissibleIncome: 12,
  });
  expect(f.annual.income[1]!.grossProfit).toBeNull();
  expect(f.quarterly.income[0]!.endDate).toBe("2026-09-30");
  expect(f.quarterly.income[0]!.period).toBe("2026-Q3");
  expect(f.quarterly.balance[0]).toMatchObject({
    totalDebt: null,
    receivables: 400,
    equity: 2500,
    interestBearingDeposits: 500,
    // What the zakat report's net zakatable assets read.
    inventory: 120,
    currentLiabilities: 700,
  });
  // FCF missing: operating cash flow plus capex.
  expect(f.annual.cashFlow[0]).toMatchObject({ freeCashFlow: 200, dividendsPaid: -80 });
  expect(f.ratings).toEqual({
    strongBuy: 3,
    buy: 10,
    hold: 5,
    sell: 0,
    strongSell: 0,
    targetMean: 120,
    targetHigh: 150,
    targetLow: null,
  });
  expect(f.insiders).toEqual([
    { date: "2026-11-04", name: "John Roe", title: "director", type: "buy", shares: 500, price: null, value: null },
    {
      date: "2026-10-30",
      name: "Jane Doe",
      title: "officer: CFO",
      type: "sell",
      shares: 1000,
      price: 101.5,
      value: 101500,
    },
  ]);
  expect(f.institutions.map((h) => h.holder)).toEqual(["VANGUARD GROUP INC", "SMALL FUND"]);
  expect(f.industry).toBe("tobacco");
  // Eleven calls, each with the key; holders of the last quarter whose filings are in.
  expect(requests).toHaveLength(11);
  const holders = requests.find((u) => u.pathname.endsWith("/holder"))!;
  expect([holders.searchParams.get("year"), holders.searchParams.get("quarter")]).toEqual(["2026", "3"]);
  expect(requests.every((u) => u.searchParams.get("apikey") === "k")).toBe(true);
});

test("cached in the database for a day: another instance reads it without calling FMP", async () => {
  requests.length = 0;
  const f = await source(() => NOW + 60_000).get("AAA");
  expect(f?.updatedAt).toBe(NOW);
  expect(requests).toHaveLength(0);
});

test("a day later it is fetched again; a failed refresh keeps yesterday's copy", async () => {
  requests.length = 0;
  failing = true;
  const later = NOW + FUNDAMENTALS_TTL_MS + 1;
  const f = await source(() => later).get("AAA");
  expect(f?.updatedAt).toBe(NOW);
  expect(requests.length).toBeGreaterThan(0);
  failing = false;
  const fresh = await source(() => later).get("AAA");
  expect(fresh?.updatedAt).toBe(later);
});

test("a symbol FMP has no statements for is null after six calls", async () => {
  requests.length = 0;
  expect(await source(() => NOW).get("ZZZ")).toBeNull();
  expect(requests).toHaveLength(6);
});

test("industries from FMP's profile: banks, insurers, Islamic banks and takaful", () => {
  expect(industryFromProfile("Banks - Regional", "First Bank")).toBe("conventional-bank");
  expect(industryFromProfile("Banks - Regional", "Bank Albilad")).toBe("islamic-bank");
  expect(industryFromProfile("Insurance - Diversified", "Acme Insurance")).toBe("conventional-insurance");
  expect(industryFromProfile("Insurance - Diversified", "Al Etihad Cooperative Insurance")).toBe("takaful");
  expect(industryFromProfile("Beverages - Wineries & Distilleries", "X")).toBe("alcohol");
  expect(industryFromProfile("Software - Infrastructure", "X")).toBe("general");
});
