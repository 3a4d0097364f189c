// Fundamentals from Yahoo Finance (docs/architecture.md, Fundamentals), three calls a symbol:
// the statements from Yahoo's fundamentals time series, quarterly and annual, asking for the
// series read here only (the quoteSummary statement modules have carried almost nothing since
// November 2024), and one quoteSummary through yahoo-finance2 for the analyst ratings and
// targets, insider transactions, institutional holders and the industry. Normalised to src/shared/fundamentals.ts like FMP's and kept a day in the
// database (cache.ts). What Yahoo lacks stays null: it reports no interest-bearing
// deposits apart from cash, and its periods are calendar quarters, not fiscal ones. A period
// without an interest-income series gets the rule of fillInterestIncome (docs/architecture.md).
import type {
  AnalystRatings,
  BalanceRow,
  CashFlowRow,
  Figure,
  Fundamentals,
  IncomeRow,
  InsiderTrade,
  InstitutionalHolder,
} from "../../shared/fundamentals";
import type { Db } from "../db";
import { num, str } from "../providers/normalise";
import { dayOf, raw, type YahooClient } from "../providers/yahoo";
import { CachedFundamentalsSource } from "./cache";
import { industryFromProfile } from "./fmp";
import { knownIndustry } from "./industries";

type Json = Record<string, unknown>;

/** quoteSummary modules read: ratings, price targets, insiders, holders, industry. */
const YAHOO_SUMMARY_MODULES = [
  "recommendationTrend",
  "financialData",
  "insiderTransactions",
  "institutionOwnership",
  "assetProfile",
];

/** The statement series read, as Yahoo names them after the period prefix. */
export const YAHOO_SERIES = [
  "TotalRevenue",
  "GrossProfit",
  "OperatingIncome",
  "NetIncome",
  "NetIncomeCommonStockholders",
  "DilutedEPS",
  "BasicEPS",
  "EBITDA",
  "NormalizedEBITDA",
  "InterestIncome",
  "CashCashEquivalentsAndShortTermInvestments",
  "CashAndCashEquivalents",
  "TotalDebt",
  "TotalAssets",
  "StockholdersEquity",
  "CommonStockEquity",
  "AccountsReceivable",
  "Receivables",
  "Inventory",
  "CurrentLiabilities",
  "OperatingCashFlow",
  "CapitalExpenditure",
  "FreeCashFlow",
  "CashDividendsPaid",
  "CommonStockDividendPaid",
] as const;

const figure = (value: unknown): Figure => num(raw(value));

interface Period {
  period: string;
  endDate: string;
  row: Json;
}

/** Rows with a date and at least one figure, newest first, at most `count`; periods named like
 * FMP's ("2026-Q3", "2025"), from the calendar (Yahoo does not give the fiscal period). */
function periods(rows: Json[], annual: boolean, count: number): Period[] {
  return rows
    .map((row) => ({ row, endDate: dayOf(row.date) }))
    .filter((r): r is { row: Json; endDate: string } => r.endDate !== null)
    .sort((a, b) => (a.endDate < b.endDate ? 1 : -1))
    .slice(0, count)
    .map(({ row, endDate }) => ({
      row,
      endDate,
      period: annual
        ? endDate.slice(0, 4)
        : `${endDate.slice(0, 4)}-Q${Math.floor((Number(endDate.slice(5, 7)) - 1) / 3) + 1}`,
    }));
}

function yahooIncome(rows: Json[], annual: boolean): IncomeRow[] {
  return periods(rows, annual, annual ? 5 : 8).map(({ period, endDate, row: r }) => ({
    period,
    endDate,
    revenue: figure(r.totalRevenue),
    grossProfit: figure(r.grossProfit),
    operatingIncome: figure(r.operatingIncome),
    netIncome: figure(r.netIncome) ?? figure(r.netIncomeCommonStockholders),
    eps: figure(r.dilutedEPS) ?? figure(r.basicEPS),
    ebitda: figure(r.EBITDA) ?? figure(r.normalizedEBITDA),
    // Interest income stands for the non-permissible income, as with FMP.
    nonPermissibleIncome: figure(r.interestIncome),
  }));
}

/**
 * Interest income (the non-permissible income of the Shariah screen) for periods whose statements
 * lack the series, as Yahoo's do for AAPL's quarters since 2024 and its fiscal 2024 (recorded in
 * tests/fixtures/yahoo/recorded): with the income statement there (revenue known), the period's
 * revenue times the latest annual ratio of interest income to revenue the company did report;
 * 0 when no annual statement reports any. Without revenue the figure stays unknown (null).
 * Rows that have the series keep it. Newest-first rows in, the same rows out.
 */
export function fillInterestIncome(rows: IncomeRow[], annual: IncomeRow[]): IncomeRow[] {
  const reported = annual.filter((r) => r.nonPermissibleIncome !== null && r.revenue !== null && r.revenue > 0);
  return rows.map((r) => {
    if (r.nonPermissibleIncome !== null || r.revenue === null) return r;
    // The nearest annual statement at or before the period's end, else the oldest one after it.
    const base = reported.find((a) => a.endDate <= r.endDate) ?? reported.at(-1);
    const ratio = base ? base.nonPermissibleIncome! / base.revenue! : 0;
    return { ...r, nonPermissibleIncome: Math.round(r.revenue * ratio) };
  });
}

function yahooBalance(rows: Json[], annual: boolean): BalanceRow[] {
  return periods(rows, annual, annual ? 5 : 8).map(({ period, endDate, row: r }) => {
    const cash = figure(r.cashCashEquivalentsAndShortTermInvestments) ?? figure(r.cashAndCashEquivalents);
    return {
      period,
      endDate,
      cashAndShortTermInvestments: cash,
      // Not broken out: cash and short-term investments count as interest-bearing (the stricter
      // reading, as with FMP; docs/architecture.md).
      interestBearingDeposits: cash,
      totalDebt: figure(r.totalDebt),
      totalAssets: figure(r.totalAssets),
      equity: figure(r.stockholdersEquity) ?? figure(r.commonStockEquity),
      receivables: figure(r.accountsReceivable) ?? figure(r.receivables),
      inventory: figure(r.inventory),
      currentLiabilities: figure(r.currentLiabilities),
    };
  });
}

function yahooCashFlow(rows: Json[], annual: boolean): CashFlowRow[] {
  return periods(rows, annual, annual ? 5 : 8).map(({ period, endDate, row: r }) => {
    const ocf = figure(r.operatingCashFlow);
    const capex = figure(r.capitalExpenditure);
    return {
      period,
      endDate,
      operatingCashFlow: ocf,
      capex,
      freeCashFlow: figure(r.freeCashFlow) ?? (ocf !== null && capex !== null ? ocf + capex : null),
      dividendsPaid: figure(r.cashDividendsPaid) ?? figure(r.commonStockDividendPaid),
    };
  });
}

/** This month's recommendation counts and the price targets; null without coverage. */
function yahooRatings(summary: Json): AnalystRatings | null {
  const trend = ((summary.recommendationTrend as Json | undefined)?.trend ?? []) as Json[];
  const now = (Array.isArray(trend) ? trend : []).find((t) => str(t.period) === "0m") ?? trend[0];
  if (!now) return null;
  const count = (x: unknown) => Math.max(0, Math.round(figure(x) ?? 0));
  const data = (summary.financialData ?? {}) as Json;
  const ratings = {
    strongBuy: count(now.strongBuy),
    buy: count(now.buy),
    hold: count(now.hold),
    sell: count(now.sell),
    strongSell: count(now.strongSell),
    targetMean: figure(data.targetMeanPrice),
    targetHigh: figure(data.targetHighPrice),
    targetLow: figure(data.targetLowPrice),
  };
  const total = ratings.strongBuy + ratings.buy + ratings.hold + ratings.sell + ratings.strongSell;
  return total > 0 ? ratings : null;
}

/** Purchases and sales in the market ("Purchase at price 12.30 per share.", "Sale at …");
 * grants, gifts and option exercises are left out, as with FMP. */
function yahooInsiders(summary: Json): InsiderTrade[] {
  const rows = ((summary.insiderTransactions as Json | undefined)?.transactions ?? []) as Json[];
  const out: InsiderTrade[] = [];
  for (const r of Array.isArray(rows) ? rows : []) {
    const text = str(r.transactionText) ?? "";
    const type = /^(purchase|buy)/i.test(text) ? "buy" : /^sale/i.test(text) ? "sell" : null;
    const shares = figure(r.shares);
    const day = dayOf(raw(r.startDate));
    if (!type || !shares || shares <= 0 || !day) continue;
    const value = figure(r.value);
    const quoted = /price\s+([0-9]+(?:\.[0-9]+)?)/i.exec(text);
    const price = quoted ? Number(quoted[1]) : value !== null ? value / shares : null;
    out.push({
      date: day,
      name: str(r.filerName) ?? "",
      title: str(r.filerRelation) ?? "",
      type,
      shares,
      price,
      value: value ?? (price === null ? null : Math.round(price * shares)),
    });
  }
  return out.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0)).slice(0, 50);
}

/** The largest holders; Yahoo gives the change as a fraction of the earlier position. */
function yahooHolders(summary: Json): InstitutionalHolder[] {
  const rows = ((summary.institutionOwnership as Json | undefined)?.ownershipList ?? []) as Json[];
  return (Array.isArray(rows) ? rows : [])
    .map((r) => {
      const shares = figure(r.position) ?? 0;
      const held = figure(r.pctHeld);
      const change = figure(r.pctChange);
      return {
        holder: str(r.organization) ?? "",
        shares,
        percent: held === null ? null : Math.round(held * 10_000) / 100,
        change: change === null || change <= -1 ? null : Math.round(shares - shares / (1 + change)),
        date: dayOf(raw(r.reportDate)) ?? "",
      };
    })
    .filter((h) => h.holder !== "" && h.shares > 0)
    .sort((a, b) => b.shares - a.shares)
    .slice(0, 20);
}

export class YahooFundamentalsSource extends CachedFundamentalsSource {
  constructor(
    private readonly client: YahooClient,
    db: Db,
    now: () => number,
  ) {
    super(db, now, "yahoo");
  }

  /** 3 calls; null when Yahoo has no statements for the symbol. */
  async fetch(symbol: string): Promise<Fundamentals | null> {
    const today = new Date(this.now());
    const since = (years: number) =>
      new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), 1)).toISOString().slice(0, 10);
    const to = new Date(this.now() + 86_400_000).toISOString().slice(0, 10);
    const quarterly = await this.client.timeseries(symbol, "quarterly", YAHOO_SERIES, since(3), to);
    const annual = await this.client.timeseries(symbol, "annual", YAHOO_SERIES, since(6), to);
    const stated = (r: Json) => figure(r.totalRevenue) !== null || figure(r.totalAssets) !== null;
    if (!quarterly.some(stated) && !annual.some(stated)) return null;
    const summary = await this.client.summary(symbol, YAHOO_SUMMARY_MODULES);
    const profile = (summary.assetProfile ?? {}) as Json;
    const annualIncome = yahooIncome(annual, true);
    return {
      symbol,
      currency: symbol.endsWith(".SR") ? "SAR" : "USD",
      source: "yahoo",
      industry: knownIndustry(symbol) ?? industryFromProfile(str(profile.industry), symbol),
      quarterly: {
        income: fillInterestIncome(yahooIncome(quarterly, false), annualIncome),
        balance: yahooBalance(quarterly, false),
        cashFlow: yahooCashFlow(quarterly, false),
      },
      annual: {
        income: fillInterestIncome(annualIncome, annualIncome),
        balance: yahooBalance(annual, true),
        cashFlow: yahooCashFlow(annual, true),
      },
      ratings: yahooRatings(summary),
      insiders: yahooInsiders(summary),
      institutions: yahooHolders(summary),
      updatedAt: this.now(),
    };
  }
}
