// The portfolio calls of /work (docs/api.md, "Portfolios"): every answer is checked against its
// schema (./portfolio-schemas.ts) before a machine keeps it. Writes send JSON (the CSRF rule of
// docs/architecture.md wants a JSON content type on every write, DELETE included); the import
// sends the file as text/csv and the export answers text/csv.
import * as v from "valibot";
import type {
  CreatePortfolioInput,
  ImportResult,
  Portfolio,
  PortfolioIncome,
  PortfolioSummary,
  PurificationMethod,
  Transaction,
  TransactionInput,
  UpdatePortfolioInput,
  WealthZakatReport,
  ZakatMethod,
  ZakatProfile,
  ZakatProfileAnswer,
  ZakatReport,
  ZakatYear,
  ZakatYearSummary,
} from "../shared/portfolio";
import { ApiError, api, call } from "./http";
import {
  incomeSchema,
  parseImportResult,
  portfolioSchema,
  summarySchema,
  transactionPageSchema,
  transactionSchema,
  wealthZakatSchema,
  zakatProfileSchema,
  zakatSchema,
  zakatYearsSchema,
} from "./portfolio-schemas";

const base = (id: string) => `/work/portfolios/${encodeURIComponent(id)}`;

/** An answer that wraps its one object (`{portfolio: …}`) or is the object itself. */
function unwrap(body: unknown, key: string): unknown {
  return body && typeof body === "object" && key in body ? (body as Record<string, unknown>)[key] : body;
}

export async function listPortfolios(signal?: AbortSignal): Promise<Portfolio[]> {
  const body = await call(api(signal).url("/work/portfolios").get().json<unknown>());
  return v.parse(v.array(portfolioSchema), unwrap(body, "portfolios"));
}

export interface PortfolioDetails {
  summary: PortfolioSummary;
  transactions: Transaction[];
  transactionTotal: number;
  income: PortfolioIncome;
}

/** Summary, transactions (every page, up to the limit) and income of one portfolio, together. */
export async function loadDetails(id: string, signal?: AbortSignal): Promise<PortfolioDetails> {
  const get = (path: string) =>
    call(
      api(signal)
        .url(`${base(id)}${path}`)
        .get()
        .json<unknown>(),
    );
  const [summary, first, income] = await Promise.all([get("/summary"), get("/transactions?page=1"), get("/income")]);
  const page = v.parse(transactionPageSchema, first);
  const transactions = [...page.transactions];
  const pages = Math.ceil(page.total / Math.max(1, page.pageSize));
  for (let p = 2; p <= pages; p++) {
    transactions.push(...v.parse(transactionPageSchema, await get(`/transactions?page=${p}`)).transactions);
  }
  return {
    summary: v.parse(summarySchema, summary),
    transactions,
    transactionTotal: page.total,
    income: v.parse(incomeSchema, income),
  };
}

export type PortfolioWrite =
  | { kind: "create"; body: CreatePortfolioInput }
  | { kind: "update"; id: string; body: UpdatePortfolioInput };

export async function savePortfolio(input: PortfolioWrite, signal?: AbortSignal): Promise<Portfolio> {
  const request =
    input.kind === "create"
      ? api(signal).url("/work/portfolios").post(input.body)
      : api(signal).url(base(input.id)).put(input.body);
  return v.parse(portfolioSchema, unwrap(await call(request.json<unknown>()), "portfolio"));
}

export async function deletePortfolio(id: string, signal?: AbortSignal): Promise<void> {
  await call(api(signal).url(base(id)).headers({ "content-type": "application/json" }).delete().res());
}

/** Adds a transaction (`id` null) or replaces one. */
export async function saveTransaction(
  portfolioId: string,
  id: string | null,
  body: TransactionInput,
  signal?: AbortSignal,
): Promise<Transaction> {
  const url = `${base(portfolioId)}/transactions`;
  const request =
    id === null
      ? api(signal).url(url).post(body)
      : api(signal)
          .url(`${url}/${encodeURIComponent(id)}`)
          .put(body);
  return v.parse(transactionSchema, unwrap(await call(request.json<unknown>()), "transaction"));
}

export async function deleteTransaction(portfolioId: string, id: string, signal?: AbortSignal): Promise<void> {
  await call(
    api(signal)
      .url(`${base(portfolioId)}/transactions/${encodeURIComponent(id)}`)
      .headers({ "content-type": "application/json" })
      .delete()
      .res(),
  );
}

/** The CSV as the server writes it (the view saves it as a file). */
export const exportCsv = (id: string, signal?: AbortSignal) =>
  call(
    api(signal)
      .url(`${base(id)}/export`)
      .headers({ accept: "text/csv" })
      .get()
      .text(),
  );

export async function importCsv(id: string, csv: string, dryRun: boolean, signal?: AbortSignal): Promise<ImportResult> {
  const body = await call<unknown>(
    api(signal)
      .url(`${base(id)}/import?dryRun=${dryRun ? 1 : 0}`)
      .headers({ "content-type": "text/csv; charset=utf-8" })
      .body(csv)
      .post()
      .json<unknown>(),
  ).catch((error: unknown) => {
    // An import refused as a whole (422 import_invalid) answers with every row and its error.
    if (error instanceof ApiError && error.status === 422 && Array.isArray(error.body?.rows)) return error.body;
    throw error;
  });
  return parseImportResult(body);
}

export interface ZakatParams {
  id: string;
  date: string;
  year: ZakatYear;
  /** Per gram, in the portfolio's base currency; null for the server's default. */
  goldPrice: number | null;
  /** Absent: AAOIFI 21, the server's default. */
  purification?: PurificationMethod;
}

export async function zakat(input: ZakatParams, signal?: AbortSignal): Promise<ZakatReport> {
  const query = new URLSearchParams({ date: input.date, year: input.year });
  if (input.goldPrice !== null) query.set("goldPrice", String(input.goldPrice));
  if (input.purification && input.purification !== "aaoifi21") query.set("purification", input.purification);
  const body = await call(
    api(signal)
      .url(`${base(input.id)}/zakat?${query}`)
      .get()
      .json<unknown>(),
  );
  return v.parse(zakatSchema, body);
}

export async function saveZakatMethod(id: string, symbol: string, method: ZakatMethod, signal?: AbortSignal) {
  await call(
    api(signal)
      .url(`${base(id)}/holdings/${encodeURIComponent(symbol)}`)
      .put({ zakatMethod: method })
      .res(),
  );
}

// ---- The whole zakat (docs/api.md, "Zakat") ----

/** The user's zakat profile (the defaults, `updatedAt` null, when none is saved). */
export async function zakatProfile(signal?: AbortSignal): Promise<ZakatProfileAnswer> {
  const body = await call(api(signal).url("/work/zakat/profile").get().json<unknown>());
  return v.parse(zakatProfileSchema, body);
}

/** Saves the whole profile; answers it as saved. */
export async function saveZakatProfile(profile: ZakatProfile, signal?: AbortSignal): Promise<ZakatProfileAnswer> {
  const body = await call(api(signal).url("/work/zakat/profile").put(profile).json<unknown>());
  return v.parse(zakatProfileSchema, body);
}

/** The report of every portfolio and the profile's other wealth on a date. */
export async function wealthZakat(
  input: { date: string; year: ZakatYear },
  signal?: AbortSignal,
): Promise<WealthZakatReport> {
  const query = new URLSearchParams({ date: input.date, year: input.year });
  const body = await call(api(signal).url(`/work/zakat/report?${query}`).get().json<unknown>());
  return v.parse(wealthZakatSchema, body);
}

// ---- Zakat years (docs/portfolio.md, "Zakat years") ----

/** The saved zakat years, newest first (empty before the first hawl day of a saved profile). */
export async function zakatYears(signal?: AbortSignal): Promise<ZakatYearSummary[]> {
  const body = await call(api(signal).url("/work/zakat/years").get().json<unknown>());
  return v.parse(zakatYearsSchema, body).years;
}

/** One saved year's report, as saved on its hawl day. */
export async function zakatYearReport(hijriYear: number, signal?: AbortSignal): Promise<WealthZakatReport> {
  const body = await call(api(signal).url(`/work/zakat/years/${hijriYear}`).get().json<unknown>());
  return v.parse(wealthZakatSchema, body);
}
