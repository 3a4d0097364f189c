// The Shariah screen (docs/architecture.md, Shariah screen): AAOIFI Shariah Standard No. 21
// (Financial Paper: shares and bonds), with every threshold in this one module. Informational,
// not a fatwa. A company passes when its business activity is permissible and no financial ratio
// exceeds its threshold (the standard's words: "must not exceed"; a ratio at it passes); the S&P
// Shariah indices' receivables ratio (strictly below 49 %) is shown beside them as additional
// information and does not decide the status.
import type { Figure, FundamentalsSource } from "./fundamentals";

/** The thresholds, in percent: AAOIFI's tests pass at or below theirs, the S&P receivables test
 * strictly below its own (`passesAt`). */
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

function isIndustry(value: string): value is Industry {
  return Object.hasOwn(INDUSTRIES, value);
}

export const SHARIAH_STATUSES = ["compliant", "non-compliant", "unknown"] as const;
export type ShariahStatus = (typeof SHARIAH_STATUSES)[number];
export type RatioKey = "debt" | "deposits" | "income" | "receivables";

export interface RatioTest {
  /** The ratio in percent (2 decimals), null when a figure it needs is missing. */
  value: Figure;
  threshold: number;
  /** null when the value is unknown. */
  passes: boolean | null;
}

interface ShariahReason {
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
  /** Purification by AAOIFI 21 divides the non-permissible income by it. */
  sharesOutstanding: number;
  /** Trailing twelve months, in the listing currency. */
  dividendPerShare: number;
  /** The listing currency, and the factor from the statements' currency to it (1 when the same). */
  currency?: "USD" | "SAR";
  toListing?: number;
  /** The fiscal quarters of the trailing twelve months, oldest and newest ("2025-Q4"). */
  period?: { from: string; to: string } | null;
}

/** What the screen reads of a company's statements: its industry, the latest balance sheet and
 * the trailing twelve months of income. */
export type ShariahFigures = Pick<
  ShariahInput,
  "industry" | "debt" | "deposits" | "receivables" | "nonPermissibleIncome" | "totalIncome"
>;

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
  /** Purification with the figures it used, so anyone can redo the division. By AAOIFI Shariah
   * Standard No. 21 (`method: "aaoifi21"`): `perShare` = the trailing twelve months'
   * non-permissible income ÷ shares outstanding, a year's worth for a share held all year (4
   * decimals, listing currency; a holder purifies it pro rata to the days held); null when the
   * income is unknown. The figures are in `currency` (the listing currency). `dividendRatio` is the
   * index providers' method (purify): dividend per share × non-permissible ÷ total income, with
   * `percentOfDividend` the income ratio in percent (2 decimals). */
  purification: {
    method: "aaoifi21";
    perShare: Figure;
    nonPermissibleIncome: Figure;
    totalIncome: Figure;
    sharesOutstanding: number;
    currency: "USD" | "SAR";
    period: { from: string; to: string } | null;
    dividendRatio: { dividendPerShare: number; perShare: Figure; percentOfDividend: Figure };
  };
}

/** The purification of one dividend: dividend per share × non-permissible income ÷ total income
 * (a negative non-permissible income counts as none); null when the ratio is unknown. Every
 * screen that shows a purification figure takes it from here. */
export function purify(
  dividendPerShare: number,
  nonPermissibleIncome: Figure,
  totalIncome: Figure,
): { perShare: Figure; percentOfDividend: Figure } {
  const percent = ratioPercent(nonPermissibleIncome, totalIncome);
  if (Number.isNaN(percent)) return { perShare: null, percentOfDividend: null };
  const dps = Number.isFinite(dividendPerShare) && dividendPerShare > 0 ? dividendPerShare : 0;
  return {
    perShare: Math.round(((dps * percent) / 100) * 10_000) / 10_000,
    percentOfDividend: round2(percent),
  };
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/** The average of the last MARKET_CAP_MONTHS positive month-end values, and how many it took. */
export function averageMarketCap(monthly: readonly number[]): { value: number; months: number } {
  const last = monthly.filter((x) => Number.isFinite(x) && x > 0).slice(-MARKET_CAP_MONTHS);
  if (last.length === 0) return { value: 0, months: 0 };
  return { value: last.reduce((a, b) => a + b, 0) / last.length, months: last.length };
}

/** `part` as a percent of `whole` (a negative part counts as none); NaN when either is unknown
 * or the whole is not positive. The screener's columns use it too, so both screens agree. */
export function ratioPercent(part: Figure, whole: Figure): number {
  if (part === null || !Number.isFinite(part) || whole === null || !(whole > 0)) return Number.NaN;
  return (Math.max(0, part) / whole) * 100;
}

/** Whether a ratio (in percent) passes its test: AAOIFI 21's ratios "must not exceed" their
 * thresholds, so 30.00 % passes and 30.001 % fails; the S&P receivables test is "less than 49 %". */
function passesAt(test: RatioKey, percent: number): boolean {
  const threshold = SHARIAH_THRESHOLDS[test];
  return test === "receivables" ? percent < threshold : percent <= threshold;
}

function ratio(part: Figure, whole: number | null, test: RatioKey): RatioTest {
  const threshold = SHARIAH_THRESHOLDS[test];
  const value = ratioPercent(part, whole);
  if (Number.isNaN(value)) return { value: null, threshold, passes: null };
  // Decided on the exact ratio, shown rounded: 30.004 % shows as 30 but fails.
  return { value: round2(value), threshold, passes: passesAt(test, value) };
}

/** The deciding tests, in the order reasons are listed. */
export const DECIDING_TESTS = ["debt", "deposits", "income"] as const;

/** The status from the business screen and the deciding ratios (in percent, NaN when unknown):
 * a failed test makes it non-compliant, else a missing one makes it unknown. */
export function shariahStatus(
  businessCompliant: boolean,
  percents: Record<(typeof DECIDING_TESTS)[number], number>,
): ShariahStatus {
  if (!businessCompliant) return "non-compliant";
  let missing = false;
  for (const test of DECIDING_TESTS) {
    const value = percents[test];
    if (Number.isNaN(value)) missing = true;
    else if (!passesAt(test, value)) return "non-compliant";
  }
  return missing ? "unknown" : "compliant";
}

/** Sessions of daily bars read for the 36-month average: more than 36 months, whatever the holidays. */
export const SHARIAH_SESSIONS = 38 * 22;

/** The last close of each completed month, oldest first (the current month is the live price). */
export function monthEndCloses(bars: readonly { t: string; c: number }[]): number[] {
  const out: number[] = [];
  for (let k = 0; k < bars.length; k++) {
    const next = bars[k + 1];
    if (next && next.t.slice(0, 7) !== bars[k]!.t.slice(0, 7)) out.push(bars[k]!.c);
  }
  return out;
}

/** Whether an industry's business activity is permissible (an industry the screen does not know
 * counts as general business). */
export const businessCompliant = (industry: string): boolean => (isIndustry(industry) ? INDUSTRIES[industry] : true);

/** The purification figures of a company (ShariahResult.purification). */
function purification(input: ShariahInput): ShariahResult["purification"] {
  const k = input.toListing ?? 1;
  const inListing = (x: Figure) => (x === null || !Number.isFinite(x) ? null : Math.round(x * k));
  const npi = inListing(input.nonPermissibleIncome);
  const shares = input.sharesOutstanding;
  return {
    method: "aaoifi21",
    perShare: npi === null || !(shares > 0) ? null : Math.round((Math.max(0, npi) / shares) * 10_000) / 10_000,
    nonPermissibleIncome: npi,
    totalIncome: inListing(input.totalIncome),
    sharesOutstanding: shares,
    currency: input.currency ?? "USD",
    period: input.period ?? null,
    dividendRatio: {
      dividendPerShare: Math.round(input.dividendPerShare * 10_000) / 10_000,
      ...purify(input.dividendPerShare, input.nonPermissibleIncome, input.totalIncome),
    },
  };
}

export function screenShariah(input: ShariahInput): ShariahResult {
  const business = businessCompliant(input.industry);
  const marketCap = averageMarketCap(input.monthlyMarketCaps);
  const cap = marketCap.months > 0 ? marketCap.value : null;
  const ratios: Record<RatioKey, RatioTest> = {
    debt: ratio(input.debt, cap, "debt"),
    deposits: ratio(input.deposits, cap, "deposits"),
    income: ratio(input.nonPermissibleIncome, input.totalIncome, "income"),
    receivables: ratio(input.receivables, cap, "receivables"),
  };
  const reasons: ShariahReason[] = [];
  if (!business) reasons.push({ test: "business", kind: "fails" });
  for (const test of DECIDING_TESTS) {
    const r = ratios[test];
    if (r.passes === false) reasons.push({ test, kind: "fails" });
    else if (r.passes === null) reasons.push({ test, kind: "missing" });
  }
  const status = shariahStatus(business, {
    debt: ratioPercent(input.debt, cap),
    deposits: ratioPercent(input.deposits, cap),
    income: ratioPercent(input.nonPermissibleIncome, input.totalIncome),
  });
  return {
    status,
    industry: input.industry,
    businessCompliant: business,
    marketCap: { value: Math.round(marketCap.value), months: marketCap.months },
    ratios,
    reasons,
    purification: purification(input),
  };
}

/** GET /work/ticker/{symbol}/shariah: the screen of one symbol and where its figures come from. */
export type ShariahResponse = ShariahResult & { symbol: string; source: FundamentalsSource | null };
