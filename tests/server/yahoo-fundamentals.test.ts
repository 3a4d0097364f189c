// Yahoo fundamentals through yahoo-finance2 against a local fixture server that answers as Yahoo
// does: the fundamentals-timeseries series (a result per type, values in reportedValue.raw, a
// null entry, a type without data), and quoteSummary behind the cookie-and-crumb handshake, with
// values raw or in {raw, fmt}, grants among the insider trades, a holder without a name, and a
// 429 with Retry-After. Normalisation, the daily database cache, and a symbol Yahoo has no
// statements for. SQLite, and PostgreSQL under TEST_DB.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { FUNDAMENTALS_TTL_MS } from "../../src/server/fundamentals/cache";
import { YAHOO_SERIES, YahooFundamentalsSource } from "../../src/server/fundamentals/yahoo";
import { YahooClient } from "../../src/server/providers/yahoo";
import { type TestServer, testServer } from "../helpers/server";

const NOW = Date.UTC(2026, 10, 24, 12);
const seconds = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 1000;
const requests: URL[] = [];
let refuseNext = 0;

/** Quarter ends, newest first: 2026-09-30, 2026-06-30, … ten of them. */
const QUARTERS = Array.from({ length: 10 }, (_, k) =>
  new Date(Date.UTC(2026, 9 - 3 * k, 0)).toISOString().slice(0, 10),
);
const YEARS = Array.from({ length: 6 }, (_, k) => `${2025 - k}-12-31`);

/** Per series name (without the period prefix): the value of the k-th newest period, or null. */
const SERIES: Record<string, (k: number) => number | null> = {
  TotalRevenue: (k) => 1000 - 10 * k,
  GrossProfit: (k) => (k === 1 ? null : 600),
  OperatingIncome: () => 300,
  NetIncome: () => 200,
  DilutedEPS: (k) => (k === 0 ? null : 1.9),
  BasicEPS: () => 2,
  EBITDA: () => 350,
  InterestIncome: () => 12,
  CashCashEquivalentsAndShortTermInvestments: () => 500,
  TotalAssets: () => 5000,
  StockholdersEquity: () => 2500,
  AccountsReceivable: () => 400,
  Inventory: () => 120,
  CurrentLiabilities: () => 700,
  OperatingCashFlow: () => 250,
  CapitalExpenditure: () => -50,
  CashDividendsPaid: () => -40,
};

function timeseries(url: URL): unknown {
  const symbol = decodeURIComponent(url.pathname.split("/").pop()!);
  const types = (url.searchParams.get("type") ?? "").split(",");
  const result = types.map((type) => {
    const period = type.startsWith("annual") ? "annual" : "quarterly";
    const name = type.slice(period.length);
    const value = SERIES[name];
    // Yahoo answers every type asked for; one without data has no timestamp.
    if (symbol !== "AAA" || !value) return { meta: { symbol: [symbol], type: [type] } };
    const ends = (period === "annual" ? YEARS : QUARTERS).slice().reverse(); // oldest first
    return {
      meta: { symbol: [symbol], type: [type] },
      timestamp: ends.map(seconds),
      [type]: ends.map((end, j) => {
        const v = value(ends.length - 1 - j);
        return v === null
          ? null
          : {
              dataId: 1,
              asOfDate: end,
              periodType: period === "annual" ? "12M" : "3M",
              currencyCode: "USD",
              reportedValue: { raw: v, fmt: String(v) },
            };
      }),
    };
  });
  return { timeseries: { result, error: null } };
}

function summary(url: URL): unknown {
  const symbol = decodeURIComponent(url.pathname.split("/").pop()!);
  if (symbol !== "AAA") return { quoteSummary: { result: [{}], error: null } };
  return {
    quoteSummary: {
      result: [
        {
          recommendationTrend: {
            trend: [
              { period: "-1m", strongBuy: 1, buy: 1, hold: 1, sell: 1, strongSell: 1 },
              { period: "0m", strongBuy: 5, buy: 10, hold: 4, sell: 1, strongSell: 0 },
            ],
          },
          financialData: { targetMeanPrice: 120, targetHighPrice: { raw: 150, fmt: "150.00" }, targetLowPrice: null },
          insiderTransactions: {
            transactions: [
              {
                shares: { raw: 1000, fmt: "1k" },
                value: 123_450,
                filerName: "JANE DOE",
                filerRelation: "Director",
                transactionText: "Sale at price 123.45 per share.",
                startDate: seconds("2026-10-15"),
              },
              {
                shares: 500,
                value: 0,
                filerName: "JOHN ROE",
                filerRelation: "Officer",
                transactionText: "Stock Award(Grant) at price 0.00 per share.",
                startDate: seconds("2026-10-10"),
              },
              {
                shares: 200,
                value: null,
                filerName: "MAX POE",
                filerRelation: "Chief Executive Officer",
                transactionText: "Purchase at price 99.50 per share.",
                startDate: { raw: seconds("2026-10-01"), fmt: "2026-10-01" },
              },
              { shares: null, transactionText: "Sale", startDate: seconds("2026-09-01") },
            ],
          },
          institutionOwnership: {
            ownershipList: [
              {
                organization: "Vanguard Group Inc",
                position: 1_000_000,
                pctHeld: 0.0812,
                pctChange: 0.25,
                reportDate: seconds("2026-09-30"),
              },
              { organization: "", position: 5, pctHeld: 0, reportDate: seconds("2026-09-30") },
              {
                organization: "Blackrock Inc.",
                position: { raw: 2_000_000, fmt: "2M" },
                pctHeld: null,
                pctChange: null,
                reportDate: seconds("2026-09-30"),
              },
            ],
          },
          assetProfile: { industry: "Banks - Diversified", sector: "Financial Services" },
        },
      ],
      error: null,
    },
  };
}

let fixture: ReturnType<typeof Bun.serve>;
let s: TestServer;
beforeAll(async () => {
  s = await testServer();
  fixture = Bun.serve({
    port: 0,
    fetch(req) {
      const url = new URL(req.url);
      requests.push(url);
      if (url.pathname === "/quote/AAPL")
        return new Response("<html></html>", { headers: { "set-cookie": "A3=x; Path=/" } });
      if (url.pathname === "/v1/test/getcrumb") return new Response("crumb-1");
      if (refuseNext > 0) {
        refuseNext--;
        return new Response("Too Many Requests", { status: 429, headers: { "retry-after": "3" } });
      }
      if (url.pathname.startsWith("/ws/fundamentals-timeseries/")) return Response.json(timeseries(url));
      if (url.pathname.startsWith("/v10/finance/quoteSummary/")) return Response.json(summary(url));
      return new Response("not found", { status: 404 });
    },
  });
});
afterAll(async () => {
  fixture.stop(true);
  await s.close();
});

const slept: number[] = [];
function source(now: () => number) {
  const client = new YahooClient({
    baseUrl: `http://127.0.0.1:${fixture.port}`,
    callsPerMinute: 60_000,
    sleep: async (ms) => {
      slept.push(ms);
    },
  });
  return new YahooFundamentalsSource(client, s.services.db, now);
}

test("statements from the time series, ratings, insiders, holders and industry from quoteSummary", async () => {
  requests.length = 0;
  refuseNext = 1; // the first data call is refused once: retried after its Retry-After
  const f = (await source(() => NOW).get("AAA"))!;
  expect(slept).toContain(3000);
  expect(f.source).toBe("yahoo");
  expect(f.currency).toBe("USD");
  expect(f.quarterly.income).toHaveLength(8);
  expect(f.annual.income).toHaveLength(5);
  expect(f.quarterly.income[0]).toMatchObject({
    period: "2026-Q3",
    endDate: "2026-09-30",
    revenue: 1000,
    grossProfit: 600,
    netIncome: 200,
    // Diluted EPS missing that quarter: the basic one stands in.
    eps: 2,
    ebitda: 350,
    nonPermissibleIncome: 12,
  });
  expect(f.quarterly.income[1]).toMatchObject({ period: "2026-Q2", grossProfit: null, eps: 1.9, revenue: 990 });
  expect(f.annual.income[0]).toMatchObject({ period: "2025", endDate: "2025-12-31", revenue: 1000 });
  expect(f.quarterly.balance[0]).toMatchObject({
    cashAndShortTermInvestments: 500,
    interestBearingDeposits: 500,
    totalDebt: null,
    totalAssets: 5000,
    equity: 2500,
    receivables: 400,
    // What the zakat report's net zakatable assets read.
    inventory: 120,
    currentLiabilities: 700,
  });
  expect(f.quarterly.cashFlow[0]).toMatchObject({
    operatingCashFlow: 250,
    capex: -50,
    freeCashFlow: 200,
    dividendsPaid: -40,
  });
  expect(f.ratings).toEqual({
    strongBuy: 5,
    buy: 10,
    hold: 4,
    sell: 1,
    strongSell: 0,
    targetMean: 120,
    targetHigh: 150,
    targetLow: null,
  });
  expect(f.insiders).toEqual([
    {
      date: "2026-10-15",
      name: "JANE DOE",
      title: "Director",
      type: "sell",
      shares: 1000,
      price: 123.45,
      value: 123_450,
    },
    {
      date: "2026-10-01",
      name: "MAX POE",
      title: "Chief Executive Officer",
      type: "buy",
      shares: 200,
      price: 99.5,
      value: 19_900,
    },
  ]);
  expect(f.institutions).toEqual([
    { holder: "Blackrock Inc.", shares: 2_000_000, percent: null, change: null, date: "2026-09-30" },
    { holder: "Vanguard Group Inc", shares: 1_000_000, percent: 8.12, change: 200_000, date: "2026-09-30" },
  ]);
  expect(f.industry).toBe("conventional-bank");
  // Three data calls: the quarterly and annual series, one quoteSummary (and the refused one).
  const data = requests.filter((u) => !u.pathname.startsWith("/quote/") && !u.pathname.includes("getcrumb"));
  expect(data.map((u) => u.pathname.split("/").slice(0, 4).join("/"))).toEqual([
    "/ws/fundamentals-timeseries/v1",
    "/ws/fundamentals-timeseries/v1",
    "/ws/fundamentals-timeseries/v1",
    "/v10/finance/quoteSummary",
  ]);
  // Only the series read are asked for, not the library's 600 of a module.
  expect(data[1]!.searchParams.get("type")!.split(",")).toHaveLength(YAHOO_SERIES.length);
  expect(data[1]!.searchParams.get("type")).toStartWith("quarterlyTotalRevenue,");
  expect(data[2]!.searchParams.get("type")).toStartWith("annualTotalRevenue,");
  expect(data.at(-1)!.searchParams.get("modules")).toBe(
    "recommendationTrend,financialData,insiderTransactions,institutionOwnership,assetProfile",
  );
});

test("kept a day in the database: another instance reads it without a call, and refetches after", async () => {
  requests.length = 0;
  const other = source(() => NOW + 1000);
  expect((await other.get("AAA"))!.source).toBe("yahoo");
  expect(requests).toHaveLength(0);
  await source(() => NOW + FUNDAMENTALS_TTL_MS + 1).get("AAA");
  expect(requests.some((u) => u.pathname.startsWith("/ws/fundamentals-timeseries/"))).toBe(true);
});

test("a symbol without statements has no fundamentals (the sections say so)", async () => {
  expect(await source(() => NOW).get("ZZZ")).toBeNull();
});
