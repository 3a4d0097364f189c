// The answers of the portfolio API (docs/api.md, Portfolios) as valibot schemas, checked by
// ./portfolio.ts before a machine sees them: a field missing or of the wrong type fails the load with a
// message instead of drawing "undefined" on screen. The shapes are those of src/shared/portfolio.ts;
// unknown extra fields are let through (v.object), so the server may add to an answer.
import * as v from "valibot";
import {
  COST_METHODS,
  CURRENCIES,
  DIVIDEND_FREQUENCIES,
  type ImportResult,
  NISAB_BASES,
  NISAB_SOURCES,
  type Portfolio,
  type PortfolioIncome,
  type PortfolioSummary,
  PURIFICATION_METHODS,
  TRANSACTION_TYPES,
  type Transaction,
  type TransactionPage,
  type WealthZakatReport,
  ZAKAT_BASES,
  ZAKAT_DEFAULT_REASONS,
  ZAKAT_METHODS,
  ZAKAT_YEARS,
  type ZakatProfileAnswer,
  type ZakatReminderEvent,
  type ZakatReport,
  type ZakatYearSummary,
} from "../shared/portfolio";

const num = v.number();
const nullableNum = v.nullable(v.number());
const currency = v.picklist(CURRENCIES);
const zakatMethod = v.picklist(ZAKAT_METHODS);

export const portfolioSchema = v.object({
  id: v.string(),
  name: v.string(),
  baseCurrency: currency,
  costMethod: v.picklist(COST_METHODS),
  withholdingRate: num,
  createdAt: num,
  transactionCount: num,
});

export const transactionSchema = v.object({
  id: v.string(),
  type: v.picklist(TRANSACTION_TYPES),
  date: v.string(),
  symbol: v.nullable(v.string()),
  quantity: nullableNum,
  price: nullableNum,
  fees: num,
  currency,
  note: v.nullable(v.string()),
  createdAt: num,
});

export const transactionPageSchema = v.object({
  transactions: v.array(transactionSchema),
  total: num,
  page: num,
  pageSize: num,
});

const figures = v.object({
  twr: nullableNum,
  mwr: nullableNum,
  gain: num,
  benchmark: nullableNum,
  annualised: v.boolean(),
  benchmarkTo: v.nullable(v.string()),
  from: v.string(),
  to: v.string(),
});
const slices = v.array(v.object({ key: v.string(), value: num, weight: num }));

export const summarySchema = v.object({
  baseCurrency: currency,
  value: num,
  cash: num,
  invested: num,
  unrealized: num,
  realized: num,
  dividends: num,
  holdings: v.array(
    v.object({
      symbol: v.string(),
      name: v.string(),
      nameAr: v.optional(v.string()),
      currency,
      quantity: num,
      averageCost: num,
      price: num,
      marketValue: num,
      marketValueBase: num,
      unrealized: num,
      realized: num,
      weight: num,
      market: v.picklist(["US", "SA"]),
      sector: v.string(),
      zakatMethod,
      dividends: num,
    }),
  ),
  performance: v.object({ "1M": figures, YTD: figures, "1Y": figures, ALL: figures }),
  allocation: v.object({ market: slices, sector: slices, currency: slices }),
  fxRate: num,
  costMethod: v.picklist(COST_METHODS),
  benchmarkName: v.string(),
  closed: v.array(
    v.object({
      symbol: v.string(),
      openedOn: v.string(),
      closedOn: v.string(),
      days: num,
      quantity: num,
      result: num,
    }),
  ),
  simulated: v.boolean(),
  asOf: num,
});

export const incomeSchema = v.object({
  currency,
  withholdingRate: num,
  received: v.array(v.object({ month: v.string(), amount: num })),
  projected: v.array(
    v.object({
      month: v.string(),
      symbol: v.string(),
      status: v.picklist(["declared", "announced", "expected"]),
      frequency: v.picklist(DIVIDEND_FREQUENCIES),
      exDate: v.string(),
      recordDate: v.nullable(v.string()),
      paymentDate: v.string(),
      shares: num,
      dividend: num,
      gross: num,
      withheld: num,
      amount: num,
    }),
  ),
});

const importResultSchema = v.object({
  rows: v.array(
    v.object({
      line: num,
      date: v.string(),
      type: v.string(),
      symbol: v.nullable(v.string()),
      quantity: nullableNum,
      price: nullableNum,
      fees: num,
      currency: v.string(),
      note: v.nullable(v.string()),
    }),
  ),
  rowCount: num,
  imported: num,
  errors: v.array(v.object({ line: num, field: v.string(), message: v.string(), code: v.optional(v.string()) })),
  errorCount: num,
  columns: v.record(v.string(), v.string()),
  delimiter: v.picklist([",", ";"]),
  dryRun: v.boolean(),
});

const nisabSchema = v.object({
  basis: v.picklist(NISAB_BASES),
  grams: num,
  price: num,
  currency,
  source: v.picklist(NISAB_SOURCES),
  sourceLabel: v.string(),
  priceDate: v.string(),
  stale: v.boolean(),
  value: num,
});
const zakatHolding = {
  symbol: v.string(),
  method: zakatMethod,
  defaultMethod: zakatMethod,
  defaultReason: v.picklist(ZAKAT_DEFAULT_REASONS),
  basis: v.picklist(ZAKAT_BASES),
  quantity: num,
  marketValue: num,
  base: num,
  zakat: num,
  estimated: v.optional(v.boolean()),
};
const purificationSchema = v.object({
  method: v.picklist(PURIFICATION_METHODS),
  period: v.object({ from: v.string(), to: v.string() }),
  total: num,
  items: v.array(
    v.object({
      symbol: v.string(),
      amount: nullableNum,
      daysHeld: num,
      status: v.picklist(["known", "unknown"]),
      reason: v.optional(v.picklist(["noStatements", "incomeUnknown"])),
      dividends: v.optional(num),
      ratio: nullableNum,
    }),
  ),
});

export const zakatSchema = v.object({
  date: v.string(),
  hijriDate: v.string(),
  year: v.picklist(ZAKAT_YEARS),
  currency,
  rate: num,
  nisab: nisabSchema,
  holdings: v.array(v.object(zakatHolding)),
  cash: num,
  wealth: num,
  total: num,
  due: v.boolean(),
  purification: purificationSchema,
});

export const zakatProfileSchema = v.object({
  hawl: v.object({ hijri: v.string() }),
  nisabBasis: v.picklist(NISAB_BASES),
  otherWealth: v.object({ cash: num, goldGrams: num, silverGrams: num, receivables: num, debts: num }),
  currency,
  purificationMethod: v.picklist(PURIFICATION_METHODS),
  updatedAt: nullableNum,
});

export const wealthZakatSchema = v.object({
  date: v.string(),
  hijriDate: v.string(),
  year: v.picklist(ZAKAT_YEARS),
  currency,
  rate: num,
  hawl: v.object({
    hijri: v.string(),
    next: v.nullable(v.object({ hijri: v.string(), gregorian: v.string() })),
  }),
  nisab: nisabSchema,
  portfolios: v.array(v.string()),
  counted: v.array(
    v.object({
      id: v.string(),
      name: v.string(),
      baseCurrency: currency,
      cash: num,
      wealth: num,
      zakat: num,
    }),
  ),
  holdings: v.array(v.object({ ...zakatHolding, portfolioId: v.string() })),
  otherWealth: v.array(
    v.object({
      key: v.picklist(["cash", "gold", "silver", "receivables", "debts"]),
      amount: num,
      grams: v.optional(num),
      price: v.optional(num),
      zakat: num,
    }),
  ),
  gross: num,
  debtsDeducted: num,
  wealth: num,
  total: num,
  due: v.boolean(),
  purification: purificationSchema,
});

export const zakatYearsSchema = v.object({
  years: v.array(
    v.object({
      hijriYear: num,
      hawlHijri: v.string(),
      date: v.string(),
      currency,
      total: num,
      due: v.boolean(),
      createdAt: num,
    }),
  ),
});

/** The live zakat reminder (docs/portfolio.md, "Zakat years"). */
export const zakatReminderSchema = v.object({
  event: v.literal("zakatReminder"),
  data: v.object({
    daysBefore: num,
    daysLeft: num,
    hawl: v.object({ hijri: v.string(), gregorian: v.string() }),
    hijriYear: num,
    currency,
    total: num,
    due: v.boolean(),
  }),
});

// The schemas produce exactly the shared interfaces (a compile-time check that they agree).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const agree: [
  Same<v.InferOutput<typeof portfolioSchema>, Portfolio>,
  Same<v.InferOutput<typeof transactionSchema>, Transaction>,
  Same<v.InferOutput<typeof transactionPageSchema>, TransactionPage>,
  Same<v.InferOutput<typeof summarySchema>, PortfolioSummary>,
  Same<v.InferOutput<typeof incomeSchema>, PortfolioIncome>,
  Same<v.InferOutput<typeof zakatSchema>, ZakatReport>,
  Same<v.InferOutput<typeof zakatProfileSchema>, ZakatProfileAnswer>,
  Same<v.InferOutput<typeof wealthZakatSchema>, WealthZakatReport>,
  Same<v.InferOutput<typeof zakatYearsSchema>["years"][number], ZakatYearSummary>,
  Same<v.InferOutput<typeof zakatReminderSchema>, ZakatReminderEvent>,
] = [true, true, true, true, true, true, true, true, true, true];
void agree;
/** The import answer, checked; its field names are the CSV's columns (or "file"). */
export const parseImportResult = (body: unknown): ImportResult => v.parse(importResultSchema, body) as ImportResult;
