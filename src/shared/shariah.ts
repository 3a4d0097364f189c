// The Shariah screen (docs/architecture.md, Shariah screen): AAOIFI Shariah Standard No. 21
// (Financial Paper: shares and bonds), with every threshold in this one module. Informational,
// not a fatwa. A company passes when its business activity is permissible and each financial
// ratio is below its threshold; the S&P Shariah indices' receivables ratio is shown beside them
// as additional information and does not decide the status.
import type { Figure } from "./fundamentals";

/** The thresholds, in percent; each test passes strictly below its threshold. */
export const SHARIAH_THRESHOLDS = {
  /** Interest-bearing debt ÷ market capitalisation (AAOIFI 21, 3/4/2). */
  debt: 30,
  /** Interest-bearing deposits and securities ÷ market capitalisation (AAOIFI 21, 3/4/2). */
  deposits: 30,
  /** Non-permissible income ÷ total income (AAOIFI 21, 3/4/3). */
  income: 5,
  /** Accounts receivable ÷ market capitalisation (S&P Shariah indices; additional information). */
  receivables: 49,
} as const;

/** Months of market capitalisation averaged for the ratios' denominator, where history allows. */
export const MARKET_CAP_MONTHS = 36;

/** Business activities the screen knows; `false` ones are non-compliant whatever the ratios. */
export const INDUSTRIES = {
  general: true,
  "conventional-bank": false,
  "islamic-bank": true,
  "conventional-insurance": false,
  takaful: true,
  "asset-management": true,
  payments: true,
  exchange: true,
  alcohol: false,
  tobacco: false,
  gambling: false,
  pork: false,
  "adult-entertainment": false,
  weapons: false,
} as const satisfies Record<string, boolean>;
export type Industry = keyof typeof INDUSTRIES;

export function isIndustry(value: string): value is Industry {
  return Object.hasOwn(INDUSTRIES, value);
}

export type ShariahStatus = "compliant" | "non-compliant" | "unknown";
export type RatioKey = "debt" | "deposits" | "income" | "receivables";

export interface RatioTest {
  /** The ratio in percent (2 decimals), null when a figure it needs is missing. */
  value: Figure;
  threshold: number;
  /** null when the value is unknown. */
  passes: boolean | null;
}

export interface ShariahReason {
  test: "business" | "debt" | "deposits" | "income";
  /** `fails`: the test failed; `missing`: a figure it needs is not known. */
  kind: "fails" | "missing";
}

export interface ShariahInput {
  industry: string;
  /** Market capitalisation at each month end, oldest first, the current one last. */
  monthlyMarketCaps: number[];
  /** Interest-bearing debt of the latest balance sheet. */
  debt: Figure;
  /** Interest-bearing deposits and securities of the latest balance sheet. */
  deposits: Figure;
  receivables: Figure;
  /** Trailing twelve months. */
  nonPermissibleIncome: Figure;
  totalIncome: Figure;
  sharesOutstanding: number;
  dividendPerShare: number;
}

export interface ShariahResult {
  status: ShariahStatus;
  industry: string;
  businessCompliant: boolean;
  /** The denominator of the ratios: the average of the last `months` month-end market caps
   * (36 where history allows; 1 means the current market cap alone). */
  marketCap: { value: number; months: number };
  ratios: Record<RatioKey, RatioTest>;
  /** One per failing or undecidable test, business activity first. */
  reasons: ShariahReason[];
  /** Dividend purification: non-permissible income per share (listing currency), and that as
   * a percent of the dividend per share; null when unknown or there is no dividend. */
  purification: { perShare: Figure; percentOfDividend: Figure };
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/** The average of the last MARKET_CAP_MONTHS positive month-end values, and how many it took. */
export function averageMarketCap(monthly: readonly number[]): { value: number; months: number } {
  const last = monthly.filter((x) => Number.isFinite(x) && x > 0).slice(-MARKET_CAP_MONTHS);
  if (last.length === 0) return { value: 0, months: 0 };
  return { value: last.reduce((a, b) => a + b, 0) / last.length, months: last.length };
}

function ratio(part: Figure, whole: number | null, threshold: number): RatioTest {
  if (part === null || !Number.isFinite(part) || whole === null || !(whole > 0)) {
    return { value: null, threshold, passes: null };
  }
  const value = (Math.max(0, part) / whole) * 100;
  // Decided on the exact ratio, shown rounded: 29.999 % passes, 30 % does not.
  return { value: round2(value), threshold, passes: value < threshold };
}

export function screenShariah(input: ShariahInput): ShariahResult {
  const businessCompliant = isIndustry(input.industry) ? INDUSTRIES[input.industry] : true;
  const marketCap = averageMarketCap(input.monthlyMarketCaps);
  const cap = marketCap.months > 0 ? marketCap.value : null;
  const ratios: Record<RatioKey, RatioTest> = {
    debt: ratio(input.debt, cap, SHARIAH_THRESHOLDS.debt),
    deposits: ratio(input.deposits, cap, SHARIAH_THRESHOLDS.deposits),
    income: ratio(input.nonPermissibleIncome, input.totalIncome, SHARIAH_THRESHOLDS.income),
    receivables: ratio(input.receivables, cap, SHARIAH_THRESHOLDS.receivables),
  };
  const reasons: ShariahReason[] = [];
  if (!businessCompliant) reasons.push({ test: "business", kind: "fails" });
  for (const test of ["debt", "deposits", "income"] as const) {
    const r = ratios[test];
    if (r.passes === false) reasons.push({ test, kind: "fails" });
    else if (r.passes === null) reasons.push({ test, kind: "missing" });
  }
  const status: ShariahStatus = reasons.some((r) => r.kind === "fails")
    ? "non-compliant"
    : reasons.length > 0
      ? "unknown"
      : "compliant";
  const npi = input.nonPermissibleIncome;
  const perShare =
    npi !== null && Number.isFinite(npi) && input.sharesOutstanding > 0
      ? Math.max(0, npi) / input.sharesOutstanding
      : null;
  return {
    status,
    industry: input.industry,
    businessCompliant,
    marketCap: { value: Math.round(marketCap.value), months: marketCap.months },
    ratios,
    reasons,
    purification: {
      perShare: perShare === null ? null : Math.round(perShare * 10_000) / 10_000,
      percentOfDividend:
        perShare !== null && input.dividendPerShare > 0 ? round2((perShare / input.dividendPerShare) * 100) : null,
    },
  };
}
