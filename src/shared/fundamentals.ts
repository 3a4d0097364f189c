// Fundamentals of one company (docs/api.md, Partner fundamentals): statements of the last 8
// quarters and 5 years, analyst ratings, insider transactions and institutional holders, and
// the six sections the partner portal shows. Shared by the server (which builds them from a
// provider) and the client (which draws them). Amounts are in the listing currency; a figure
// the provider does not have is null.
import * as v from "valibot";
import { contract } from "./contract";

export const FUNDAMENTALS_SECTIONS = [
  "financial-summary",
  "growth-metrics",
  "valuation-metrics",
  "analyst-ratings",
  "insider-activity",
  "institutional-ownership",
] as const;
export type FundamentalsSection = (typeof FUNDAMENTALS_SECTIONS)[number];

export function isFundamentalsSection(value: string): value is FundamentalsSection {
  return (FUNDAMENTALS_SECTIONS as readonly string[]).includes(value);
}

export type Figure = number | null;

/** One period: "2026-Q3" for a fiscal quarter, "2025" for a fiscal year; `endDate` YYYY-MM-DD. */
export interface IncomeRow {
  period: string;
  endDate: string;
  revenue: Figure;
  grossProfit: Figure;
  operatingIncome: Figure;
  netIncome: Figure;
  eps: Figure;
  /** Operating income plus depreciation and amortisation. */
  ebitda: Figure;
  /** Interest and other income from non-permissible sources (the Shariah screen). */
  nonPermissibleIncome: Figure;
  /** Banks: net interest income (net financing income for an Islamic bank). */
  netInterestIncome?: Figure;
  /** Insurers: gross written premiums. */
  premiums?: Figure;
  /** Insurers: net claims incurred, a positive amount. */
  claims?: Figure;
  /** REITs: rental income. */
  rentalIncome?: Figure;
  /** REITs: funds from operations (net income before depreciation and property gains). */
  ffo?: Figure;
}

/** The statements' layout by industry: banks, insurers and REITs report their own lines. */
export type StatementShape = "general" | "bank" | "insurance" | "reit";

export interface BalanceRow {
  period: string;
  endDate: string;
  cashAndShortTermInvestments: Figure;
  /** Interest-bearing deposits and securities (cash in interest-bearing accounts, bonds). */
  interestBearingDeposits: Figure;
  totalDebt: Figure;
  totalAssets: Figure;
  equity: Figure;
  receivables: Figure;
  /** Banks: loans and advances (financing for an Islamic bank). */
  loans?: Figure;
  /** Banks: customers' deposits. */
  customerDeposits?: Figure;
  /** Inventory (absent where the statements have none: banks, insurers). */
  inventory?: Figure;
  /** Liabilities due within a year (absent where the balance sheet is not classified: banks,
   * insurers). */
  currentLiabilities?: Figure;
}

export interface CashFlowRow {
  period: string;
  endDate: string;
  operatingCashFlow: Figure;
  /** Capital expenditure, a negative amount (money spent). */
  capex: Figure;
  freeCashFlow: Figure;
  /** Dividends paid, a negative amount. */
  dividendsPaid: Figure;
}

export interface Statements {
  income: IncomeRow[];
  balance: BalanceRow[];
  cashFlow: CashFlowRow[];
}

export interface AnalystRatings {
  strongBuy: number;
  buy: number;
  hold: number;
  sell: number;
  strongSell: number;
  /** Mean, high and low price targets; null without coverage. */
  targetMean: Figure;
  targetHigh: Figure;
  targetLow: Figure;
}

/** An insider's position, where the provider gives it as a code (the simulated one does). */
const INSIDER_ROLES = ["ceo", "cfo", "coo", "director", "board-member", "general-counsel"] as const;
export type InsiderRole = (typeof INSIDER_ROLES)[number];

export interface InsiderTrade {
  date: string;
  /** The insider's name; empty where the provider gives the position only (the simulated one). */
  name: string;
  title: string;
  /** The position as a code, for the simulated provider (which names no one). */
  role?: InsiderRole;
  type: "buy" | "sell";
  shares: number;
  price: Figure;
  value: Figure;
}

export interface InstitutionalHolder {
  /** The holder's name; for the simulated provider a labelled example ("Example holder A
   * (simulated)"), never a real institution. */
  holder: string;
  /** The simulated provider's example holders: 1 for A, 2 for B, … */
  example?: number;
  shares: number;
  /** Percent of shares outstanding. */
  percent: Figure;
  /** Shares bought (+) or sold (−) in the last reported quarter. */
  change: Figure;
  date: string;
}

export type FundamentalsSource = "sim" | "fmp" | "yahoo";

/** Everything known of one company; statements newest first. */
export interface Fundamentals {
  symbol: string;
  currency: "USD" | "SAR";
  source: FundamentalsSource;
  /** The business activity (src/shared/shariah.ts INDUSTRIES). */
  industry: string;
  /** The statements' layout (general when absent). */
  shape?: StatementShape;
  quarterly: Statements;
  annual: Statements;
  ratings: AnalystRatings | null;
  insiders: InsiderTrade[];
  institutions: InstitutionalHolder[];
  /** Epoch ms the figures were fetched or generated. */
  updatedAt: number;
}

/** The company a section is about, as the search and every section name it. */
const companyRef = v.object({
  symbol: v.string(),
  name: v.string(),
  nameAr: v.optional(v.string()),
  exchange: v.string(),
  sector: v.string(),
  /** The Saudi Exchange's own sector (industry group) of a Saudi listing, in English and Arabic. */
  exchangeSector: v.optional(v.object({ en: v.string(), ar: v.string() })),
  currency: v.picklist(["USD", "SAR"]),
});
export type CompanyRef = v.InferOutput<typeof companyRef>;

export interface GrowthRow {
  metric: "revenue" | "eps" | "freeCashFlow";
  /** Year over year, in percent, newest first (latest year vs the one before, …). */
  yoy: { period: string; value: Figure }[];
  /** Compound annual growth over 3 and 4 years (the 5 annual periods give 4 intervals). */
  cagr3: Figure;
  cagr4: Figure;
  /** The latest quarter against the same quarter a year before. */
  quarterYoy: Figure;
}

export interface ValuationRow {
  metric: "pe" | "ps" | "pb" | "evEbitda" | "dividendYield";
  value: Figure;
  sectorMedian: Figure;
}

type SectionPayload =
  | { section: "financial-summary"; quarterly: Statements; annual: Statements; shape?: StatementShape }
  | { section: "growth-metrics"; growth: GrowthRow[] }
  | { section: "valuation-metrics"; price: number; marketCap: number; valuation: ValuationRow[]; peers: number }
  | { section: "analyst-ratings"; ratings: AnalystRatings | null; price: number }
  | { section: "insider-activity"; insiders: InsiderTrade[] }
  | { section: "institutional-ownership"; institutions: InstitutionalHolder[]; sharesOutstanding: number };

export type SectionResponse = { company: CompanyRef; source: FundamentalsSource; updatedAt: number } & SectionPayload;

/** Companies whose symbol or name matches `q` (1-SEARCH_MAX characters, checked by the handler):
 * the partner's search and the user's watchlist picker. */
const searchContract = <P extends string>(path: P) =>
  contract({
    method: "GET",
    path,
    query: v.object({ q: v.optional(v.string()) }),
    response: v.object({ results: v.array(companyRef) }),
  });

export const companySearchApi = {
  partner: searchContract("/partner/fundamentals/search"),
  user: searchContract("/work/search"),
};
