// Portfolios (docs/api.md "Portfolios", method in docs/portfolio.md): the shapes both sides use.
// The server validates bodies with these strict schemas; the client's forms keep to the same
// limits. Returns are fractions (0.0123 = 1.23 %); amounts carry their currency; dates are the
// exchange's calendar dates, YYYY-MM-DD.
import * as v from "valibot";
import { decimalInput } from "./digits";
import { nameField } from "./fields";
import { HIJRI_MAX_YEAR, HIJRI_MIN_YEAR, isHijriDate } from "./hijri";
import { SYMBOL_PATTERN } from "./market";

/** Portfolios one user may have (409 portfolio_limit beyond). */
export const MAX_PORTFOLIOS = 10;
/** Transactions one portfolio may hold (409 transaction_limit beyond, imports included). */
export const MAX_TRANSACTIONS = 10_000;
/** The largest CSV an import takes (413 too_large beyond). */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
/** The most rows an import reads (a portfolio's transactions): a file with more is refused (400
 * csv_row_limit naming `file`) before any row is checked, and the rows past it are never read. */
export const MAX_IMPORT_ROWS = MAX_TRANSACTIONS;
/** Rows of the preview an import answers (the first ones); `rowCount` counts them all. */
export const IMPORT_PREVIEW_ROWS = 100;
/** Row errors an import answers (the first ones by line); `errorCount` counts them all. */
export const IMPORT_MAX_ERRORS = 50;
export const MAX_PORTFOLIO_NAME = 60;
export const MAX_TRANSACTION_NOTE = 500;
/** Bounds of a quantity and a price (in the transaction's currency). */
export const MAX_QUANTITY = 1e9;
export const MAX_PRICE = 1e9;
/** The tax withheld on US dividends of a new portfolio: 30 %, the US rate on a Saudi resident
 * (Saudi Arabia has no income-tax treaty with the United States). */
export const DEFAULT_WITHHOLDING_RATE = 0.3;
/** Transactions per page of GET …/transactions. */
export const TRANSACTIONS_PAGE_SIZE = 100;
/** The earliest date a transaction or a report may have (400 `date_too_early` naming `date`
 * before it); the latest is today on the Riyadh calendar (`future_date` after it). Every daily
 * series of a portfolio starts on or after it, so its length is bounded (about 13,500 days). */
export const EARLIEST_DATE = "1990-01-01";

export const CURRENCIES = ["SAR", "USD"] as const;
export type Currency = (typeof CURRENCIES)[number];
/** The Saudi riyal's peg: riyals per dollar, the one rate between the two currencies. */
export const SAR_PER_USD = 3.75;

export const COST_METHODS = ["average", "fifo"] as const;
/** average: the weighted average cost, as Saudi brokers show it (the default); fifo: first in, first out. */
export type CostMethod = (typeof COST_METHODS)[number];

export const TRANSACTION_TYPES = ["buy", "sell", "dividend", "deposit", "withdrawal", "fee", "split"] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
/** The types that name a symbol (the others move cash only). */
export const SYMBOL_TYPES: readonly TransactionType[] = ["buy", "sell", "dividend", "split"];

export const ZAKAT_METHODS = ["trading", "companyPays", "zakatableAssets"] as const;
export type ZakatMethod = (typeof ZAKAT_METHODS)[number];
export const ZAKAT_YEARS = ["lunar", "solar"] as const;
export type ZakatYear = (typeof ZAKAT_YEARS)[number];
/** Zakat rates as fractions: 2.5 % of a lunar year, 2.5775 % of a solar (Gregorian) year (AAOIFI
 * FAS 9, Zakah: the lunar rate for the solar year's extra days). */
export const ZAKAT_RATES: Record<ZakatYear, number> = { lunar: 0.025, solar: 0.025775 };
/** How a holding's zakatable base was found (docs/portfolio.md, Zakat): `marketValue` (held for
 * trading), `companyPays` (nothing more), `netZakatableAssets` (the holder's share of the
 * company's net zakatable assets), `financialMarketValue` (a bank's or insurer's statements do
 * not separate current assets and liabilities: market value, AAOIFI 35's rule when the zakatable
 * assets cannot be known), `estimatedMarketValue` (the same rule, the figures missing). */
export const ZAKAT_BASES = [
  "marketValue",
  "companyPays",
  "netZakatableAssets",
  "financialMarketValue",
  "estimatedMarketValue",
] as const;
export type ZakatBasis = (typeof ZAKAT_BASES)[number];
/** Why a holding's default method is what it is: a company domiciled in Saudi Arabia pays zakat
 * to ZATCA (`saudiCompany`); a REIT or investment fund does not (`fund`), nor does an issuer
 * domiciled abroad (`domiciledAbroad`) or listed abroad (`listedAbroad`). */
export const ZAKAT_DEFAULT_REASONS = ["saudiCompany", "fund", "domiciledAbroad", "listedAbroad"] as const;
export type ZakatDefaultReason = (typeof ZAKAT_DEFAULT_REASONS)[number];
/** Purification: AAOIFI Shariah Standard No. 21 (the holder's share of the company's
 * non-permissible income for the days held), or the dividend ratio of index providers. */
export const PURIFICATION_METHODS = ["aaoifi21", "dividendRatio"] as const;
export type PurificationMethod = (typeof PURIFICATION_METHODS)[number];
/** Why a holding's purification is unknown: no statements for the company, or fewer than four
 * quarters of income (or its non-permissible income not reported). */
type PurificationUnknown = "noStatements" | "incomeUnknown";
const NISAB_GOLD_GRAMS = 85;
const NISAB_SILVER_GRAMS = 595;
/** The metal the nisab is measured in: 85 g of gold or 595 g of silver. */
export const NISAB_BASES = ["gold", "silver"] as const;
export type NisabBasis = (typeof NISAB_BASES)[number];
export const NISAB_GRAMS: Record<NisabBasis, number> = { gold: NISAB_GOLD_GRAMS, silver: NISAB_SILVER_GRAMS };
/** Where the nisab's metal price came from: the market provider (yahoo, fmp), the simulated
 * market, an admin, the documented LBMA default, or the user's own price (goldPrice=). */
export const NISAB_SOURCES = ["yahoo", "fmp", "simulated", "admin", "default", "user"] as const;
type NisabSource = (typeof NISAB_SOURCES)[number];
/** A metal price older than this many days before the report's date is stale: the page warns. */
export const NISAB_STALE_DAYS = 7;

/** The nisab of a report: the metal, its grams, the price per gram in the report's currency, where
 * and of when the price is, whether it is stale, and the value (grams × price). */
export interface Nisab {
  basis: NisabBasis;
  grams: number;
  /** Per gram, in `currency`. */
  price: number;
  currency: Currency;
  source: NisabSource;
  /** Who says so, as the source names itself (e.g. "LBMA Gold Price, 31 Dec 2024: USD 2,610.85/oz"). */
  sourceLabel: string;
  /** The day the price is of (the user's own price: the report's date). */
  priceDate: string;
  /** The price is more than NISAB_STALE_DAYS older than the report's date. */
  stale: boolean;
  value: number;
}

export const PERFORMANCE_PERIODS = ["1M", "YTD", "1Y", "ALL"] as const;
export type PerformancePeriod = (typeof PERFORMANCE_PERIODS)[number];

/** The CSV's columns, in the order export writes them (import finds them by header, any order). */
export const CSV_COLUMNS = ["date", "type", "symbol", "quantity", "price", "fees", "currency", "note"] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

export interface Portfolio {
  id: string;
  name: string;
  baseCurrency: Currency;
  costMethod: CostMethod;
  /** Tax withheld on US dividends, a fraction of the gross (0.3: 30 %): it nets received US
   * dividends entered without their tax, and the projected ones. */
  withholdingRate: number;
  /** Epoch ms. */
  createdAt: number;
  transactionCount: number;
}

/**
 * One transaction. buy/sell: symbol, quantity (shares), price (per share), fees. dividend: symbol,
 * quantity (shares paid on) × price (per share) is the amount, or quantity null and price the whole
 * amount; fees are the tax withheld. deposit/withdrawal/fee: price is the amount (quantity null, or
 * quantity × price). split: symbol and quantity = new shares per old share (2 for a 2-for-1 split,
 * 0.1 for 1-for-10), price null; applied to quantity and cost (the splits calendar's splits are
 * applied the same way without a transaction). Amounts are in `currency`.
 */
export interface Transaction {
  id: string;
  type: TransactionType;
  /** YYYY-MM-DD. */
  date: string;
  symbol: string | null;
  quantity: number | null;
  price: number | null;
  fees: number;
  currency: Currency;
  note: string | null;
  /** Epoch ms. */
  createdAt: number;
}

export interface TransactionPage {
  transactions: Transaction[];
  total: number;
  page: number;
  pageSize: number;
}

const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A YYYY-MM-DD day that exists on the calendar: 2024-02-29 is one, 2024-02-30 and 2023-02-29 are not. */
export function isCalendarDay(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const y = Number(value.slice(0, 4));
  const m = Number(value.slice(5, 7));
  const d = Number(value.slice(8, 10));
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const days = m === 2 ? (leap ? 29 : 28) : m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31;
  return d <= days;
}

const date = v.pipe(v.string(), v.regex(DATE_PATTERN, "invalid"), v.check(isCalendarDay, "invalid"));
const portfolioName = nameField(MAX_PORTFOLIO_NAME, true);
// Numbers, or numbers as strings in any digits ("٤١٠٫٥"): src/shared/digits.ts. Negative amounts
// are refused by the server with `negative` naming the field, so the schema lets them through.
const amount = v.pipe(decimalInput(), v.maxValue(MAX_PRICE, "too_large"));
const quantity = v.pipe(decimalInput(), v.maxValue(MAX_QUANTITY, "too_large"));
const symbol = v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(SYMBOL_PATTERN, "invalid"));
const note = v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(MAX_TRANSACTION_NOTE, "too_long")));

// A fraction from 0 to 1 (0 % to 100 %).
const withholdingRate = v.pipe(decimalInput(), v.minValue(0, "invalid"), v.maxValue(1, "invalid"));

export const CreatePortfolioBody = v.strictObject({
  name: portfolioName,
  baseCurrency: v.picklist(CURRENCIES),
  costMethod: v.optional(v.picklist(COST_METHODS)),
  withholdingRate: v.optional(withholdingRate),
});
export type CreatePortfolioInput = v.InferOutput<typeof CreatePortfolioBody>;

export const UpdatePortfolioBody = v.strictObject({
  name: v.optional(portfolioName),
  baseCurrency: v.optional(v.picklist(CURRENCIES)),
  costMethod: v.optional(v.picklist(COST_METHODS)),
  withholdingRate: v.optional(withholdingRate),
});
export type UpdatePortfolioInput = v.InferOutput<typeof UpdatePortfolioBody>;

export const TransactionBody = v.strictObject({
  type: v.picklist(TRANSACTION_TYPES),
  date,
  symbol: v.optional(v.nullable(symbol)),
  quantity: v.optional(v.nullable(quantity)),
  price: v.optional(v.nullable(amount)),
  fees: v.optional(v.nullable(amount)),
  currency: v.optional(v.picklist(CURRENCIES)),
  note: v.optional(note),
});
export type TransactionInput = v.InferOutput<typeof TransactionBody>;

export const HoldingSettingsBody = v.strictObject({ zakatMethod: v.picklist(ZAKAT_METHODS) });

/** One CSV row as read (preview), numbers already Latin. */
export interface ImportRow {
  line: number;
  date: string;
  type: string;
  symbol: string | null;
  quantity: number | null;
  price: number | null;
  fees: number;
  currency: string;
  note: string | null;
}

export interface ImportError {
  /** The file's line, 1 = the header. */
  line: number;
  /** A CSV column, or "file" for the whole file (no header, too many rows). */
  field: CsvColumn | "file";
  message: string;
  code?: string;
}

/** POST …/import?dryRun=1|0: the first IMPORT_PREVIEW_ROWS rows read and the first
 * IMPORT_MAX_ERRORS errors, with the counts of both; imported 0 unless dryRun=0 and no row has an
 * error. */
export interface ImportResult {
  /** The first rows of the file (IMPORT_PREVIEW_ROWS at most). */
  rows: ImportRow[];
  /** The rows the file has (below its header). */
  rowCount: number;
  imported: number;
  /** The first errors by line (IMPORT_MAX_ERRORS at most). */
  errors: ImportError[];
  /** The errors there are in all. */
  errorCount: number;
  /** Which header of the file fed each field (absent when the file lacks it). */
  columns: Partial<Record<CsvColumn, string>>;
  delimiter: "," | ";";
  dryRun: boolean;
}

export interface Holding {
  symbol: string;
  name: string;
  /** The official Arabic name, for Saudi companies. */
  nameAr?: string;
  currency: Currency;
  quantity: number;
  /** Per share, in the holding's currency (by the portfolio's cost method). */
  averageCost: number;
  price: number;
  marketValue: number;
  marketValueBase: number;
  /** In the base currency. */
  unrealized: number;
  realized: number;
  /** Share of the portfolio's value (holdings and cash), a fraction. */
  weight: number;
  market: "US" | "SA";
  sector: string;
  zakatMethod: ZakatMethod;
  /** Dividends received, in the base currency. */
  dividends: number;
}

/** Returns by GIPS: a period under a year shows cumulative returns; a year or more, annualised
 * ones (`annualised` true), TWR, MWR and benchmark alike (docs/portfolio.md, Returns). */
export interface PerformanceFigures {
  /** Time-weighted return, a fraction (cumulative, or annualised); null when the period holds no value. */
  twr: number | null;
  /** Money-weighted return from the XIRR, a fraction: cumulative, (1 + XIRR)^(days ÷ 365) − 1,
   * under a year; the XIRR itself (annualised) for a year or more; null when it has no solution. */
  mwr: number | null;
  /** Money gain in the base currency: end value − start value − net deposits. */
  gain: number;
  /** The market index's return over the same dates, a fraction (null without closes). */
  benchmark: number | null;
  /** Whether twr, mwr and benchmark are annual rates (the period is 365 days or more). */
  annualised: boolean;
  /** The last session the benchmark's return includes (YYYY-MM-DD), null without a benchmark. */
  benchmarkTo: string | null;
  from: string;
  to: string;
}

export interface AllocationSlice {
  key: string;
  value: number;
  weight: number;
}

export interface ClosedPosition {
  symbol: string;
  openedOn: string;
  closedOn: string;
  days: number;
  quantity: number;
  /** Realised gain in the base currency. */
  result: number;
}

export interface PortfolioSummary {
  baseCurrency: Currency;
  /** Holdings at market plus cash, in the base currency. */
  value: number;
  cash: number;
  /** Cost of the holdings still held. */
  invested: number;
  unrealized: number;
  realized: number;
  dividends: number;
  holdings: Holding[];
  performance: Record<PerformancePeriod, PerformanceFigures>;
  allocation: { market: AllocationSlice[]; sector: AllocationSlice[]; currency: AllocationSlice[] };
  /** The riyals per dollar used. */
  fxRate: number;
  costMethod: CostMethod;
  /** The index performance is compared with (TASI for SAR portfolios, the S&P 500 for USD). */
  benchmarkName: string;
  closed: ClosedPosition[];
  /** Whether prices come from the simulated market. */
  simulated: boolean;
  /** Epoch ms of the prices. */
  asOf: number;
}

/** How often a company pays its dividend. */
export const DIVIDEND_FREQUENCIES = ["monthly", "quarterly", "semiAnnual", "annual"] as const;
export type DividendFrequency = (typeof DIVIDEND_FREQUENCIES)[number];

/** A projected dividend's standing: declared (its ex-date has passed, it is not paid yet),
 * announced (ex-date ahead, record and payment dates announced) or expected (from the company's
 * schedule, dates not announced yet: the payment date is estimated). */
export type ProjectedDividendStatus = "declared" | "announced" | "expected";

/** One payment a holding is expected to receive. Amounts in the portfolio's base currency. */
export interface ProjectedDividend {
  /** The month of the payment date, YYYY-MM. */
  month: string;
  symbol: string;
  status: ProjectedDividendStatus;
  frequency: DividendFrequency;
  /** YYYY-MM-DD: a trading day of the company's exchange. */
  exDate: string;
  /** YYYY-MM-DD, null until announced. */
  recordDate: string | null;
  /** YYYY-MM-DD: announced, or estimated (status expected) from the company's usual delay. */
  paymentDate: string;
  /** Shares it is paid on: held the day before the ex-date (declared) or held now. */
  shares: number;
  /** Dividend per share in the listing currency. */
  dividend: number;
  gross: number;
  /** Tax withheld: US dividends × the portfolio's withholding rate, else 0. */
  withheld: number;
  /** What is received: gross − withheld. */
  amount: number;
}

export interface PortfolioIncome {
  currency: Currency;
  /** The portfolio's withholding rate on US dividends (received without a tax entered, and projected). */
  withholdingRate: number;
  received: { month: string; amount: number }[];
  /** One row per payment expected in the 12 months after today, by payment date. */
  projected: ProjectedDividend[];
}

export interface ZakatReport {
  date: string;
  /** The report's date on the Umm al-Qura calendar, YYYY-MM-DD. */
  hijriDate: string;
  year: ZakatYear;
  currency: Currency;
  rate: number;
  nisab: Nisab;
  holdings: {
    symbol: string;
    method: ZakatMethod;
    defaultMethod: ZakatMethod;
    /** Why the default is the default. */
    defaultReason: ZakatDefaultReason;
    /** How the base was found: the rule applied under the method. */
    basis: ZakatBasis;
    quantity: number;
    /** Quantity × the price, in the base currency: the base never exceeds it. */
    marketValue: number;
    /** The zakatable base in the base currency. */
    base: number;
    zakat: number;
    /** zakatableAssets at market value for want of the company's figures (basis
     * `estimatedMarketValue`). */
    estimated?: boolean;
  }[];
  cash: number;
  /** The zakatable wealth compared with the nisab: cash plus every holding's base. */
  wealth: number;
  /** Zakat due in all (0 below the nisab). */
  total: number;
  due: boolean;
  /** Every holding held in the zakat year ending on the date (`period`), by `method`. aaoifi21:
   * shares held each day × the company's trailing-twelve-month non-permissible income ÷ its shares
   * ÷ 365; dividendRatio: dividends received × non-permissible ÷ total income. */
  purification: {
    method: PurificationMethod;
    period: { from: string; to: string };
    /** The known amounts' sum, in the base currency. */
    total: number;
    items: {
      symbol: string;
      /** In the base currency; null when unknown. */
      amount: number | null;
      /** Days of the period with shares held. */
      daysHeld: number;
      status: "known" | "unknown";
      reason?: PurificationUnknown;
      /** dividendRatio: the dividends received in the period, base currency. */
      dividends?: number;
      /** Non-permissible ÷ total income, a fraction (null when unknown). */
      ratio: number | null;
    }[];
  };
}

export const ZakatQuery = v.strictObject({
  date: v.optional(date),
  year: v.optional(v.picklist(ZAKAT_YEARS)),
  goldPrice: v.optional(v.pipe(decimalInput(), v.gtValue(0), v.maxValue(1e6))),
  purification: v.optional(v.picklist(PURIFICATION_METHODS)),
});

// ---- The zakat profile and the whole-wealth report (docs/portfolio.md, "The whole zakat") ----

/** Bounds of the profile's amounts (in its currency) and of its grams of gold or silver. */
export const MAX_WEALTH_AMOUNT = 1e12;
export const MAX_METAL_GRAMS = 1e7;
/** The other zakatable wealth a profile holds, outside the portfolios. */
export const OTHER_WEALTH_FIELDS = ["cash", "goldGrams", "silverGrams", "receivables", "debts"] as const;
export type OtherWealthField = (typeof OTHER_WEALTH_FIELDS)[number];

export interface ZakatProfile {
  /** The day the zakat year ends each year, on the Umm al-Qura calendar (YYYY-MM-DD). */
  hawl: { hijri: string };
  nisabBasis: NisabBasis;
  /** Cash at banks, gold and silver in grams, receivables one expects to be paid, debts due. */
  otherWealth: Record<OtherWealthField, number>;
  /** The currency of the amounts and of the report. */
  currency: Currency;
  purificationMethod: PurificationMethod;
}

/** GET /work/zakat/profile: the saved profile, or the default one (`updatedAt` null). */
export interface ZakatProfileAnswer extends ZakatProfile {
  updatedAt: number | null;
}

const wealthAmount = v.pipe(decimalInput(), v.minValue(0, "negative"), v.maxValue(MAX_WEALTH_AMOUNT, "too_large"));
const metalGrams = v.pipe(decimalInput(), v.minValue(0, "negative"), v.maxValue(MAX_METAL_GRAMS, "too_large"));
const hijriDate = v.pipe(
  v.string(),
  v.check((text) => {
    const year = Number(text.slice(0, 4));
    return year >= HIJRI_MIN_YEAR && year <= HIJRI_MAX_YEAR;
  }, "out_of_range"),
  v.check(isHijriDate, "invalid"),
);

/** PUT /work/zakat/profile: the whole profile (`updatedAt` of a GET is let through and ignored). */
export const ZakatProfileBody = v.strictObject({
  hawl: v.strictObject({ hijri: hijriDate }),
  nisabBasis: v.picklist(NISAB_BASES),
  otherWealth: v.strictObject({
    cash: wealthAmount,
    goldGrams: metalGrams,
    silverGrams: metalGrams,
    receivables: wealthAmount,
    debts: wealthAmount,
  }),
  currency: v.picklist(CURRENCIES),
  purificationMethod: v.picklist(PURIFICATION_METHODS),
  updatedAt: v.optional(v.nullable(v.number())),
});

/** One line of the profile's other wealth in the report: its amount in the report's currency
 * (debts negative: what is deducted), the grams and price of gold and silver, and its zakat. */
export interface OtherWealthLine {
  key: "cash" | "gold" | "silver" | "receivables" | "debts";
  amount: number;
  grams?: number;
  /** Per gram, in the report's currency. */
  price?: number;
  zakat: number;
}

/** One portfolio as counted in the whole-wealth report, in the report's currency. */
export interface CountedPortfolio {
  id: string;
  name: string;
  baseCurrency: Currency;
  cash: number;
  /** Cash plus every holding's zakatable base. */
  wealth: number;
  zakat: number;
}

/** GET /work/zakat/report: every portfolio of the user and the profile's other wealth. */
export interface WealthZakatReport {
  date: string;
  hijriDate: string;
  year: ZakatYear;
  currency: Currency;
  rate: number;
  hawl: { hijri: string; next: { hijri: string; gregorian: string } | null };
  nisab: Nisab;
  /** The ids of the portfolios counted. */
  portfolios: string[];
  counted: CountedPortfolio[];
  holdings: (ZakatReport["holdings"][number] & { portfolioId: string })[];
  otherWealth: OtherWealthLine[];
  /** Zakatable wealth before debts: the portfolios' cash and bases and the other wealth. */
  gross: number;
  /** The debts due deducted (never more than the gross). */
  debtsDeducted: number;
  /** gross − debtsDeducted: compared with the nisab. */
  wealth: number;
  total: number;
  due: boolean;
  purification: ZakatReport["purification"];
}

export const WealthZakatQuery = v.strictObject({
  date: v.optional(date),
  year: v.optional(v.picklist(ZAKAT_YEARS)),
});

// ---- Zakat years (docs/portfolio.md, "Zakat years") ----

/** GET /work/zakat/years: one saved year (the report of its hawl day, lunar year, never changed). */
export interface ZakatYearSummary {
  hijriYear: number;
  /** The hawl day on the Umm al-Qura calendar, YYYY-MM-DD. */
  hawlHijri: string;
  /** The same day, Gregorian YYYY-MM-DD. */
  date: string;
  currency: Currency;
  /** The zakat due on that day (0 when the wealth was under the nisab). */
  total: number;
  due: boolean;
  createdAt: number;
}

/** The live message of a zakat reminder, 30, 7 or 1 day(s) before the hawl day (sent to the
 * user's sockets by src/server/portfolio/zakat-years.ts). */
export interface ZakatReminderEvent {
  event: "zakatReminder";
  data: {
    /** The reminder: 30, 7 or 1. */
    daysBefore: number;
    /** The days really left to the hawl day (fewer than daysBefore for a reminder sent late). */
    daysLeft: number;
    hawl: { hijri: string; gregorian: string };
    hijriYear: number;
    currency: Currency;
    total: number;
    due: boolean;
  };
}
