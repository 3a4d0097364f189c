// Graph config of the portfolio machines (src/machines/portfolio): sample answers for every
// invoked call and the events that carry data, and written paths for what the shortest paths
// do not reach (a refused import, a deletion that fails).
import { CLOCK_ADVANCE, type MachineGraphConfig } from "../../scripts/machines/coverage";
import { ApiError } from "../../src/client/http";
import type { PortfolioDetails } from "../../src/machines/portfolio/actors";
import type {
  ImportResult,
  Portfolio,
  Transaction,
  WealthZakatReport,
  ZakatProfileAnswer,
  ZakatReport,
  ZakatYearSummary,
} from "../../src/shared/portfolio";

export const PORTFOLIO: Portfolio = {
  id: "p1",
  name: "Growth",
  baseCurrency: "SAR",
  costMethod: "average",
  withholdingRate: 0.3,
  createdAt: 0,
  transactionCount: 1,
};
export const TRANSACTION: Transaction = {
  id: "t1",
  type: "buy",
  date: "2026-01-05",
  symbol: "2222.SR",
  quantity: 10,
  price: 27.4,
  fees: 0,
  currency: "SAR",
  note: null,
  createdAt: 0,
};
const figures = {
  twr: 0.01,
  mwr: 0.02,
  gain: 10,
  benchmark: 0.005,
  annualised: false,
  benchmarkTo: "2026-01-19",
  from: "2026-01-05",
  to: "2026-01-20",
};
export const DETAILS: PortfolioDetails = {
  summary: {
    baseCurrency: "SAR",
    value: 1000,
    cash: 726,
    invested: 274,
    unrealized: 0,
    realized: 0,
    dividends: 0,
    holdings: [],
    performance: { "1M": figures, YTD: figures, "1Y": figures, ALL: figures },
    allocation: { market: [], sector: [], currency: [] },
    fxRate: 3.75,
    costMethod: "average",
    benchmarkName: "TASI",
    closed: [],
    simulated: true,
    asOf: 0,
  },
  transactions: [TRANSACTION],
  transactionTotal: 1,
  income: { currency: "SAR", withholdingRate: 0.3, received: [], projected: [] },
};
export const IMPORT_CLEAN: ImportResult = {
  rows: [
    {
      line: 2,
      date: "2026-01-05",
      type: "buy",
      symbol: "2222.SR",
      quantity: 10,
      price: 27.4,
      fees: 0,
      currency: "SAR",
      note: null,
    },
  ],
  rowCount: 1,
  imported: 0,
  errors: [],
  errorCount: 0,
  columns: { date: "date", type: "type", symbol: "symbol", quantity: "quantity", price: "price" },
  delimiter: ",",
  dryRun: true,
};
const IMPORT_BAD: ImportResult = {
  ...IMPORT_CLEAN,
  errors: [{ line: 2, field: "quantity", message: "The sale is larger than the holding." }],
};
export const ZAKAT: ZakatReport = {
  date: "2026-01-20",
  year: "lunar",
  currency: "SAR",
  rate: 0.025,
  hijriDate: "1447-08-01",
  nisab: {
    basis: "gold",
    grams: 85,
    price: 400,
    currency: "SAR",
    source: "default",
    sourceLabel: "LBMA",
    priceDate: "2026-01-19",
    stale: false,
    value: 34000,
  },
  holdings: [
    {
      symbol: "2222.SR",
      method: "companyPays",
      defaultMethod: "companyPays",
      defaultReason: "saudiCompany",
      basis: "companyPays",
      quantity: 10,
      marketValue: 260,
      base: 0,
      zakat: 0,
    },
  ],
  cash: 726,
  wealth: 726,
  total: 0,
  due: false,
  purification: { method: "aaoifi21", period: { from: "2025-02-01", to: "2026-01-20" }, total: 0, items: [] },
};

export const ZAKAT_PROFILE: ZakatProfileAnswer = {
  hawl: { hijri: "1447-09-01" },
  nisabBasis: "silver",
  otherWealth: { cash: 2000, goldGrams: 0, silverGrams: 0, receivables: 0, debts: 0 },
  currency: "SAR",
  purificationMethod: "aaoifi21",
  updatedAt: null,
};
export const WEALTH_ZAKAT: WealthZakatReport = {
  date: "2026-01-20",
  hijriDate: "1447-08-01",
  year: "lunar",
  currency: "SAR",
  rate: 0.025,
  hawl: { hijri: "1447-09-01", next: { hijri: "1447-09-01", gregorian: "2026-02-18" } },
  nisab: { ...ZAKAT.nisab, basis: "silver", grams: 595, price: 3, value: 1785 },
  portfolios: ["p1"],
  counted: [{ id: "p1", name: "Growth", baseCurrency: "SAR", cash: 726, wealth: 726, zakat: 18.15 }],
  holdings: [{ ...ZAKAT.holdings[0]!, portfolioId: "p1" }],
  otherWealth: [
    { key: "cash", amount: 2000, zakat: 50 },
    { key: "gold", amount: 0, grams: 0, price: 400, zakat: 0 },
    { key: "silver", amount: 0, grams: 0, price: 3, zakat: 0 },
    { key: "receivables", amount: 0, zakat: 0 },
    { key: "debts", amount: 0, zakat: 0 },
  ],
  gross: 2726,
  debtsDeducted: 0,
  wealth: 2726,
  total: 68.15,
  due: true,
  purification: ZAKAT.purification,
};

export const ZAKAT_YEAR: ZakatYearSummary = {
  hijriYear: 1447,
  hawlHijri: "1447-09-01",
  date: "2026-02-18",
  currency: "SAR",
  total: 68.15,
  due: true,
  createdAt: 1_771_372_800_000,
};
const YEARS = { years: [ZAKAT_YEAR], profile: { ...ZAKAT_PROFILE, updatedAt: 1 }, reports: {} };

const offline = new ApiError(0, null);
const refusedField = (field: string) => new ApiError(400, { message: "Refused.", code: "invalid", field });
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown = offline) => ({ type: `xstate.error.actor.${id}`, error });
const file = (size: number) => ({ name: "trades.csv", size, text: async () => "date,type\n" });

export const portfolioGraphConfig: Record<string, MachineGraphConfig> = {
  portfolioPage: {
    events: [
      done("fetchPortfolios", [PORTFOLIO]),
      done("fetchPortfolios", []),
      failed("fetchPortfolios"),
      done("fetchDetails", DETAILS),
      failed("fetchDetails"),
      done("savePortfolio", PORTFOLIO),
      failed("savePortfolio", refusedField("name")),
      done("deletePortfolio", "p1"),
      failed("deletePortfolio"),
      done("deleteTransaction", "t1"),
      failed("deleteTransaction"),
      done("exportCsv", "date,type\n"),
      failed("exportCsv"),
      { type: "select", id: "p2" },
      { type: "form.change", patch: { name: "Income" } },
      { type: "delete", target: { kind: "portfolio", id: "p1", label: "Growth" } },
      { type: "delete", target: { kind: "transaction", id: "t1", label: "05-01-2026" } },
    ],
    paths: [
      {
        name: "a portfolio created: an empty name, a name too long, a withholding rate over 100 %, a refusal, then saved and the list read again",
        events: [
          done("fetchPortfolios", []),
          { type: "create" },
          { type: "form.submit" },
          { type: "form.change", patch: { name: "x".repeat(61) } },
          { type: "form.submit" },
          { type: "form.change", patch: { name: "Growth", withholding: "150" } },
          { type: "form.submit" },
          {
            type: "form.change",
            patch: { name: "Growth", baseCurrency: "USD", costMethod: "fifo", withholding: "15" },
          },
          { type: "form.submit" },
          failed("savePortfolio", refusedField("name")),
          { type: "form.submit" },
          done("savePortfolio", PORTFOLIO),
          done("fetchPortfolios", [PORTFOLIO]),
          done("fetchDetails", DETAILS),
          { type: "rename" },
          { type: "form.cancel" },
        ],
      },
      {
        name: "the summary read again after a minute, for the live prices",
        events: [
          done("fetchPortfolios", [PORTFOLIO]),
          done("fetchDetails", DETAILS),
          { type: CLOCK_ADVANCE, ms: 60_000 },
          done("fetchDetails", DETAILS),
        ],
      },
      {
        name: "a transaction deleted, then the summary read again",
        events: [
          done("fetchPortfolios", [PORTFOLIO]),
          done("fetchDetails", DETAILS),
          { type: "delete", target: { kind: "transaction", id: "t1", label: "05-01-2026" } },
          { type: "delete.confirm" },
          failed("deleteTransaction"),
          { type: "delete.confirm" },
          done("deleteTransaction", "t1"),
          done("fetchDetails", DETAILS),
        ],
      },
      {
        name: "a portfolio deleted, the list read again and empty",
        events: [
          done("fetchPortfolios", [PORTFOLIO]),
          { type: "delete", target: { kind: "portfolio", id: "p1", label: "Growth" } },
          { type: "delete.confirm" },
          failed("deletePortfolio"),
          { type: "delete.confirm" },
          done("deletePortfolio", "p1"),
          done("fetchPortfolios", []),
        ],
      },
    ],
  },
  transactionForm: {
    input: { portfolioId: "p1", baseCurrency: "SAR", transaction: null, today: "2026-01-20" },
    events: [
      { type: "type.change", value: "deposit" },
      { type: "currency.change", value: "USD" },
      { type: "field.change", field: "symbol", value: "2222.SR" },
      { type: "field.change", field: "quantity", value: "10" },
      { type: "field.change", field: "price", value: "27.4" },
      done("saveTransaction", TRANSACTION),
      failed("saveTransaction", refusedField("quantity")),
      failed("saveTransaction", offline),
    ],
  },
  importPreview: {
    input: { portfolioId: "p1" },
    events: [
      { type: "file", file: file(100) },
      { type: "file", file: file(3 * 1024 * 1024) },
      done("readFile", "date,type,symbol,quantity,price\n2026-01-05,buy,2222.SR,10,27.4\n"),
      failed("readFile", new Error("unreadable")),
      done("importCsv", IMPORT_CLEAN),
      done("importCsv", { ...IMPORT_CLEAN, imported: 1, dryRun: false }),
      failed("importCsv"),
      { type: "map", field: "quantity", column: 3 },
    ],
    paths: [
      {
        name: "a row refused at import after a clean preview",
        events: [
          { type: "file", file: file(100) },
          done("readFile", "date,type,symbol,quantity,price\n2026-01-05,sell,2222.SR,10,27.4\n"),
          done("importCsv", IMPORT_CLEAN),
          { type: "confirm" },
          done("importCsv", IMPORT_BAD),
          { type: "reset" },
        ],
      },
    ],
  },
  zakatForm: {
    input: { portfolioId: "p1", today: "2026-01-20" },
    events: [
      done("fetchZakat", ZAKAT),
      failed("fetchZakat", refusedField("goldPrice")),
      failed("fetchZakat", offline),
      { type: "date.change", value: "2027-01-01" },
      { type: "gold.change", value: "410" },
      { type: "year.change", value: "solar" },
      { type: "purification.change", value: "dividendRatio" },
      { type: "method.change", symbol: "2222.SR", method: "trading" },
      done("saveZakatMethod", { symbol: "2222.SR", method: "trading" }),
      failed("saveZakatMethod", offline),
    ],
  },
  wholeZakat: {
    input: { today: "2026-01-20" },
    events: [
      done("fetchZakatProfile", ZAKAT_PROFILE),
      failed("fetchZakatProfile"),
      done("fetchWealthZakat", WEALTH_ZAKAT),
      failed("fetchWealthZakat", refusedField("date")),
      failed("fetchWealthZakat", offline),
      done("saveZakatProfile", { ...ZAKAT_PROFILE, updatedAt: 1 }),
      failed("saveZakatProfile", refusedField("otherWealth.debts")),
      { type: "profile.change", patch: { nisabBasis: "gold" } },
      { type: "wealth.change", field: "cash", value: "2500" },
      { type: "date.change", value: "2026-01-19" },
      { type: "year.change", value: "solar" },
    ],
    paths: [
      {
        name: "a profile refused: an amount that is not a number, then negative debts refused by the server, then saved and the report read again",
        events: [
          done("fetchZakatProfile", ZAKAT_PROFILE),
          done("fetchWealthZakat", WEALTH_ZAKAT),
          { type: "wealth.change", field: "cash", value: "abc" },
          { type: "profile.save" },
          { type: "wealth.change", field: "cash", value: "2500" },
          { type: "wealth.change", field: "debts", value: "-5" },
          { type: "profile.save" },
          failed("saveZakatProfile", refusedField("otherWealth.debts")),
          { type: "wealth.change", field: "debts", value: "0" },
          { type: "profile.save" },
          done("saveZakatProfile", { ...ZAKAT_PROFILE, updatedAt: 1 }),
          done("fetchWealthZakat", WEALTH_ZAKAT),
        ],
      },
      {
        name: "the report not computed: the profile still edited, an amount that is not a number refused, then retried",
        events: [
          done("fetchZakatProfile", ZAKAT_PROFILE),
          failed("fetchWealthZakat", offline),
          { type: "wealth.change", field: "goldGrams", value: "ten" },
          { type: "profile.save" },
          { type: "retry" },
          done("fetchWealthZakat", WEALTH_ZAKAT),
        ],
      },
      {
        name: "a report date in the future kept at the field, then an earlier day asked for",
        events: [
          done("fetchZakatProfile", ZAKAT_PROFILE),
          done("fetchWealthZakat", WEALTH_ZAKAT),
          { type: "date.change", value: "2027-01-01" },
          { type: "report.submit" },
          { type: "date.change", value: "2026-01-19" },
          { type: "report.submit" },
          done("fetchWealthZakat", WEALTH_ZAKAT),
        ],
      },
    ],
  },
  zakatYears: {
    input: { hijriYear: null },
    events: [
      done("fetchZakatYears", YEARS),
      failed("fetchZakatYears"),
      done("fetchZakatYear", WEALTH_ZAKAT),
      failed(
        "fetchZakatYear",
        new ApiError(404, { message: "No zakat record.", code: "not_found", field: "hijriYear" }),
      ),
      { type: "open", hijriYear: 1447 },
    ],
    paths: [
      {
        name: "a year asked for by the address while the list loads, opened once it is in, closed, then opened again from what was read",
        events: [
          { type: "open", hijriYear: 1447 },
          { type: "close" },
          { type: "open", hijriYear: 1447 },
          done("fetchZakatYears", YEARS),
          done("fetchZakatYear", WEALTH_ZAKAT),
          { type: "close" },
          { type: "open", hijriYear: 1447 },
          { type: "open", hijriYear: 1446 },
        ],
      },
      {
        name: "the address's year read with the list: shown without another read",
        events: [
          { type: "open", hijriYear: 1447 },
          done("fetchZakatYears", { ...YEARS, reports: { 1447: WEALTH_ZAKAT } }),
        ],
      },
      {
        name: "the list not loaded: the address changes meanwhile, then retried",
        events: [
          failed("fetchZakatYears"),
          { type: "open", hijriYear: 1447 },
          { type: "close" },
          { type: "retry" },
          done("fetchZakatYears", YEARS),
        ],
      },
      {
        name: "a year that cannot be opened: retried, another asked for while opening, then back to the list",
        events: [
          done("fetchZakatYears", YEARS),
          { type: "open", hijriYear: 1446 },
          failed("fetchZakatYear"),
          { type: "retry" },
          { type: "open", hijriYear: 1447 },
          { type: "close" },
          { type: "open", hijriYear: 1446 },
          failed("fetchZakatYear"),
          { type: "close" },
          { type: "open", hijriYear: 1446 },
          failed("fetchZakatYear"),
          { type: "open", hijriYear: 1447 },
          done("fetchZakatYear", WEALTH_ZAKAT),
          { type: "open", hijriYear: 1446 },
          failed("fetchZakatYear"),
          { type: "open", hijriYear: 1447 },
        ],
      },
    ],
  },
};
