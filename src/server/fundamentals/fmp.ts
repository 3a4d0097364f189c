// Fundamentals from Financial Modeling Prep (docs/architecture.md, Fundamentals): the /stable/
// statements (quarterly and annual), grades and price-target consensus, insider trades and
// institutional holders, normalised to src/shared/fundamentals.ts and kept a day in the database
// (cache.ts); the calls go through the provider's one client, which keeps within
// the plan's rate.
import type {
  AnalystRatings,
  BalanceRow,
  CashFlowRow,
  Fundamentals,
  IncomeRow,
  InsiderTrade,
  InstitutionalHolder,
  Statements,
} from "../../shared/fundamentals";
import type { Industry } from "../../shared/shariah";
import type { Db } from "../db";
import type { FmpClient } from "../providers/fmp-client";
import { date, num, str } from "../providers/normalise";
import { CachedFundamentalsSource } from "./cache";
import { knownIndustry } from "./industries";

type Json = Record<string, unknown>;

const periodOf = (row: Json, annual: boolean): string => {
  const year = str(row.fiscalYear) ?? (date(row.date) ?? "").slice(0, 4);
  const period = str(row.period) ?? "";
  return annual || period === "FY" ? year : `${year}-${period}`;
};

/** Rows newest first, at most `count`. */
function newest(rows: Json[], count: number): Json[] {
  return [...rows]
    .filter((r) => date(r.date))
    .sort((a, b) => (date(a.date)! < date(b.date)! ? 1 : -1))
    .slice(0, count);
}

function incomeRows(rows: Json[], annual: boolean): IncomeRow[] {
  return newest(rows, annual ? 5 : 8).map((r) => ({
    period: periodOf(r, annual),
    endDate: date(r.date)!,
    revenue: num(r.revenue),
    grossProfit: num(r.grossProfit),
    operatingIncome: num(r.operatingIncome),
    netIncome: num(r.netIncome),
    eps: num(r.epsDiluted) ?? num(r.eps),
    ebitda: num(r.ebitda),
    // Interest income is the non-permissible income FMP reports; other impure income is not broken out.
    nonPermissibleIncome: num(r.interestIncome),
  }));
}

function balanceRows(rows: Json[], annual: boolean): BalanceRow[] {
  return newest(rows, annual ? 5 : 8).map((r) => ({
    period: periodOf(r, annual),
    endDate: date(r.date)!,
    cashAndShortTermInvestments: num(r.cashAndShortTermInvestments),
    // Interest-bearing: short-term investments plus long-term investments in debt securities are
    // not separated by FMP; cash and short-term investments stand for them (docs/architecture.md).
    interestBearingDeposits: num(r.cashAndShortTermInvestments),
    totalDebt: num(r.totalDebt),
    totalAssets: num(r.totalAssets),
    equity: num(r.totalStockholdersEquity) ?? num(r.totalEquity),
    receivables: num(r.netReceivables) ?? num(r.accountsReceivables),
    inventory: num(r.inventory),
    currentLiabilities: num(r.totalCurrentLiabilities),
  }));
}

function cashFlowRows(rows: Json[], annual: boolean): CashFlowRow[] {
  return newest(rows, annual ? 5 : 8).map((r) => {
    const ocf = num(r.operatingCashFlow) ?? num(r.netCashProvidedByOperatingActivities);
    const capex = num(r.capitalExpenditure);
    return {
      period: periodOf(r, annual),
      endDate: date(r.date)!,
      operatingCashFlow: ocf,
      capex,
      freeCashFlow: num(r.freeCashFlow) ?? (ocf !== null && capex !== null ? ocf + capex : null),
      dividendsPaid: num(r.commonDividendsPaid) ?? num(r.netDividendsPaid) ?? num(r.dividendsPaid),
    };
  });
}

function ratingsFrom(grades: Json | undefined, targets: Json | undefined): AnalystRatings | null {
  if (!grades) return null;
  const count = (x: unknown) => Math.max(0, Math.round(num(x) ?? 0));
  const ratings = {
    strongBuy: count(grades.strongBuy),
    buy: count(grades.buy),
    hold: count(grades.hold),
    sell: count(grades.sell),
    strongSell: count(grades.strongSell),
    targetMean: num(targets?.targetConsensus),
    targetHigh: num(targets?.targetHigh),
    targetLow: num(targets?.targetLow),
  };
  const total = ratings.strongBuy + ratings.buy + ratings.hold + ratings.sell + ratings.strongSell;
  return total > 0 ? ratings : null;
}

function insiderTrades(rows: Json[]): InsiderTrade[] {
  const out: InsiderTrade[] = [];
  for (const r of rows) {
    const day = date(r.transactionDate) ?? date(r.filingDate);
    const shares = num(r.securitiesTransacted);
    const code = str(r.acquisitionOrDisposition) ?? "";
    const kind = str(r.transactionType) ?? "";
    // Purchases and sales only: grants, awards and exercises are not trades in the market.
    const type = kind.startsWith("P") ? "buy" : kind.startsWith("S") ? "sell" : null;
    if (!day || !shares || !type || (code && code !== (type === "buy" ? "A" : "D"))) continue;
    const price = num(r.price);
    out.push({
      date: day,
      name: str(r.reportingName) ?? "",
      title: str(r.typeOfOwner) ?? "",
      type,
      shares,
      price,
      value: price === null ? null : Math.round(price * shares),
    });
  }
  return out.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0)).slice(0, 50);
}

function holders(rows: Json[]): InstitutionalHolder[] {
  return rows
    .map((r) => ({
      holder: str(r.investorName) ?? "",
      shares: num(r.sharesNumber) ?? 0,
      percent: num(r.ownership),
      change: num(r.changeInSharesNumber),
      date: date(r.date) ?? "",
    }))
    .filter((h) => h.holder !== "" && h.shares > 0)
    .sort((a, b) => b.shares - a.shares)
    .slice(0, 20);
}

/** The business activity from FMP's profile industry, where the symbol is not listed in industries.ts. */
export function industryFromProfile(text: string | null, name: string): Industry {
  const t = (text ?? "").toLowerCase();
  if (/bank/.test(t)) return /islamic|rajhi|alinma|albilad|jazira/i.test(name) ? "islamic-bank" : "conventional-bank";
  if (/insurance/.test(t)) return /takaful|cooperative/i.test(name) ? "takaful" : "conventional-insurance";
  if (/tobacco/.test(t)) return "tobacco";
  if (/brewers|wineries|distillers|alcohol/.test(t)) return "alcohol";
  if (/gambling|casino/.test(t)) return "gambling";
  if (/aerospace & defense|defense/.test(t)) return "weapons";
  if (/asset management/.test(t)) return "asset-management";
  return "general";
}

/** The last calendar quarter whose 13F filings are in (45 days after it ends). */
function holderQuarter(now: number): { year: number; quarter: number } {
  const d = new Date(now - 45 * 86_400_000);
  const q = Math.floor(d.getUTCMonth() / 3);
  return q === 0 ? { year: d.getUTCFullYear() - 1, quarter: 4 } : { year: d.getUTCFullYear(), quarter: q };
}

export class FmpFundamentalsSource extends CachedFundamentalsSource {
  constructor(
    private readonly client: FmpClient,
    db: Db,
    now: () => number,
  ) {
    super(db, now, "fmp");
  }

  /** 11 calls; null when FMP has no statements for the symbol. */
  async fetch(symbol: string): Promise<Fundamentals | null> {
    const c = this.client;
    const q = { symbol, period: "quarter", limit: 8 };
    const a = { symbol, period: "annual", limit: 5 };
    const [incQ, incA, balQ, balA, cfQ, cfA] = await Promise.all([
      c.list("income-statement", q),
      c.list("income-statement", a),
      c.list("balance-sheet-statement", q),
      c.list("balance-sheet-statement", a),
      c.list("cash-flow-statement", q),
      c.list("cash-flow-statement", a),
    ]);
    if (incQ.length === 0 && incA.length === 0) return null;
    const [grades, targets, insiders, institutions, profile] = await Promise.all([
      c.list("grades-consensus", { symbol }),
      c.list("price-target-consensus", { symbol }),
      c.list("insider-trading/search", { symbol, page: 0, limit: 100 }),
      c.list("institutional-ownership/extract-analytics/holder", {
        symbol,
        ...holderQuarter(this.now()),
        page: 0,
        limit: 20,
      }),
      c.list("profile", { symbol }),
    ]);
    const currency = str(incA[0]?.reportedCurrency ?? incQ[0]?.reportedCurrency) === "SAR" ? "SAR" : "USD";
    const statements = (annual: boolean, inc: Json[], bal: Json[], cf: Json[]): Statements => ({
      income: incomeRows(inc, annual),
      balance: balanceRows(bal, annual),
      cashFlow: cashFlowRows(cf, annual),
    });
    return {
      symbol,
      currency,
      source: "fmp",
      industry:
        knownIndustry(symbol) ?? industryFromProfile(str(profile[0]?.industry), str(profile[0]?.companyName) ?? symbol),
      quarterly: statements(false, incQ, balQ, cfQ),
      annual: statements(true, incA, balA, cfA),
      ratings: ratingsFrom(grades[0], targets[0]),
      insiders: insiderTrades(insiders),
      institutions: holders(institutions),
      updatedAt: this.now(),
    };
  }
}
