// Portfolio routes (docs/api.md "Portfolios"): owner-only (another user's portfolio is 404, as if
// it did not exist); every write checks its limit or the ledger under the portfolio's (or the
// user's) lock and answers after its commit. Refusals name the field at fault, in en and ar.
import * as v from "valibot";
import type { Locales } from "../../i18n/i18n-types";
import type { User } from "../../shared/accounts";
import {
  CreatePortfolioBody,
  CSV_COLUMNS,
  DEFAULT_WITHHOLDING_RATE,
  EARLIEST_DATE,
  HoldingSettingsBody,
  IMPORT_MAX_ERRORS,
  IMPORT_PREVIEW_ROWS,
  type ImportError,
  type ImportResult,
  type ImportRow,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  MAX_PORTFOLIOS,
  MAX_TRANSACTIONS,
  TRANSACTIONS_PAGE_SIZE,
  type Transaction,
  TransactionBody,
  UpdatePortfolioBody,
  ZakatQuery,
} from "../../shared/portfolio";
import { symbolSchema } from "../../shared/ticker";
import { lockUser } from "../auth/users-store";
import { fundamentalsBook } from "../fundamentals/routes";
import { inputError, pageParam, readCsv, readJson } from "../http/body";
import { fieldMessage, HttpError, json, translateError } from "../http/errors";
import { type RequestContext, type Route, route } from "../http/router";
import { turn } from "../http/turns";
import { serverTexts } from "../texts";
import { ByteCache } from "./byte-cache";
import { dateCell, exportCsv, numberCell, readCsvRows, TYPE_ALIASES } from "./csv";
import { setZakatMethod, zakatMethods } from "./holdings-store";
import { computeIncome } from "./income";
import type { LedgerTx } from "./ledger";
import {
  bumpVersion,
  countPortfolios,
  deletePortfolio,
  findPortfolio,
  insertPortfolio,
  listPortfolios,
  lockPortfolio,
  type PortfolioRow,
  toPortfolio,
  updatePortfolio,
} from "./portfolios-store";
import {
  calendarSplitRatio,
  checkTransaction,
  computeSummary,
  type FieldProblem,
  ledgerOrder,
  type MarketView,
  type PortfolioData,
  replay,
  replaySliced,
  type TxInput,
  todayIso,
} from "./service";
import {
  allTransactions,
  countTransactions,
  deleteTransaction,
  insertTransactions,
  nextSeq,
  type TransactionRow,
  toTransaction,
  transactionPage,
  updateTransaction,
} from "./transactions-store";
import { computeZakat } from "./zakat";
import { findZakatProfile } from "./zakat-profiles-store";

function label(locale: Locales, field: string): string {
  const labels = serverTexts(locale).validation.fields as Record<string, (() => string) | undefined>;
  return labels[field]?.() ?? serverTexts(locale).validation.thisField();
}

/** The sentence for a field's problem, in the caller's language. */
function problemMessage(locale: Locales, p: FieldProblem): string {
  switch (p.code) {
    case "required":
    case "invalid":
    case "too_long":
    case "forbidden_chars":
      return fieldMessage(locale, p.field, p.code, p.params as { max?: number });
    case "negative_amount":
      return translateError(locale, "negative_amount", { field: label(locale, p.field) });
    default:
      return translateError(locale, p.code, p.params ?? {});
  }
}

function problemError(p: FieldProblem): HttpError {
  if (p.code === "required" || p.code === "invalid" || p.code === "too_long" || p.code === "forbidden_chars")
    return new HttpError(400, "invalid_input", {
      field: p.field,
      problem: p.code,
      params: p.params as { max?: number },
    });
  const message = (locale: Locales) => problemMessage(locale, p);
  return new HttpError(400, p.code, { params: p.params ?? {}, message, field: p.field, fields: [p.field] });
}

export const view = (ctx: RequestContext): MarketView => ({
  services: ctx.services,
  fundamentals: () => fundamentalsBook(ctx),
});

async function owned(ctx: RequestContext, user: User): Promise<PortfolioRow> {
  const row = await findPortfolio(ctx.services.db.sql, user.id, ctx.params.id ?? "");
  if (!row) throw new HttpError(404, "portfolio_not_found");
  return row;
}

/** The bytes the transactions kept for summaries may hold on one instance (about 300 bytes a
 * transaction and its note's). */
const TRANSACTIONS_CACHE_BYTES = 32 * 1024 * 1024;

const rowsBytes = (x: { rows: TransactionRow[] }) => {
  let bytes = 0;
  for (const t of x.rows) bytes += 320 + (t.note?.length ?? 0) * 2;
  return bytes;
};

// Transactions of a portfolio version, kept per instance within its byte budget: a summary of
// 10,000 transactions then reads one row from the database (the version tells whether another
// instance changed it).
const transactionsCache = new ByteCache<{ version: number; rows: TransactionRow[] }>(
  TRANSACTIONS_CACHE_BYTES,
  rowsBytes,
);
// Reads of a portfolio version's transactions in flight: the requests that miss the cache while
// one is read wait for it, so N requests at once read and hold the rows once, not N times.
const transactionsLoading = new Map<string, Promise<TransactionRow[]>>();
function transactionsOf(ctx: RequestContext, row: PortfolioRow): Promise<TransactionRow[]> {
  const hit = transactionsCache.get(row.id);
  if (hit && hit.version === row.version) return Promise.resolve(hit.rows);
  const key = `${row.id}|${row.version}`;
  let load = transactionsLoading.get(key);
  if (!load) {
    load = allTransactions(ctx.services.db.sql, row.id)
      .then((rows) => {
        transactionsCache.set(row.id, { version: row.version, rows });
        return rows;
      })
      .finally(() => transactionsLoading.delete(key));
    transactionsLoading.set(key, load);
  }
  return load;
}

async function portfolioData(ctx: RequestContext, user: User): Promise<PortfolioData> {
  return dataOf(ctx, await owned(ctx, user));
}

/** A portfolio's transactions (kept per version) and zakat methods. */
export async function dataOf(ctx: RequestContext, row: PortfolioRow): Promise<PortfolioData> {
  const txs = await transactionsOf(ctx, row);
  return { row, txs, methods: await zakatMethods(ctx.services.db.sql, row.id) };
}

// ---- Portfolios ----

async function list(ctx: RequestContext, user: User): Promise<Response> {
  const rows = await listPortfolios(ctx.services.db.sql, user.id);
  return json({ portfolios: rows.map((r) => toPortfolio(r.row, r.count)) });
}

async function create(ctx: RequestContext, user: User): Promise<Response> {
  const body = await readJson(ctx.req, CreatePortfolioBody);
  const { db, now } = ctx.services;
  const row: PortfolioRow = {
    id: crypto.randomUUID(),
    userId: user.id,
    name: body.name,
    baseCurrency: body.baseCurrency,
    costMethod: body.costMethod ?? "average",
    withholdingRate: body.withholdingRate ?? DEFAULT_WITHHOLDING_RATE,
    version: 1,
    createdAt: now(),
  };
  await db.sql.begin(async (tx) => {
    await lockUser(db, tx, user.id, "writer");
    if ((await countPortfolios(tx, user.id)) >= MAX_PORTFOLIOS)
      throw new HttpError(409, "portfolio_limit", { params: { max: MAX_PORTFOLIOS } });
    await insertPortfolio(tx, row);
  });
  return json({ portfolio: toPortfolio(row, 0) }, 201);
}

async function update(ctx: RequestContext, user: User): Promise<Response> {
  const body = await readJson(ctx.req, UpdatePortfolioBody);
  const { db, now } = ctx.services;
  const result = await db.sql.begin(async (tx) => {
    const row = await lockPortfolio(db, tx, user.id, ctx.params.id ?? "");
    if (!row) throw new HttpError(404, "portfolio_not_found");
    const next = {
      name: body.name ?? row.name,
      baseCurrency: body.baseCurrency ?? row.baseCurrency,
      costMethod: body.costMethod ?? row.costMethod,
      withholdingRate: body.withholdingRate ?? row.withholdingRate,
    };
    await updatePortfolio(tx, row.id, next, now());
    return { row: { ...row, ...next, version: row.version + 1 }, count: await countTransactions(tx, row.id) };
  });
  return json({ portfolio: toPortfolio(result.row, result.count) });
}

async function remove(ctx: RequestContext, user: User): Promise<Response> {
  const { db } = ctx.services;
  const gone = await db.sql.begin((tx) => deletePortfolio(tx, user.id, ctx.params.id ?? ""));
  if (!gone) throw new HttpError(404, "portfolio_not_found");
  return json({ id: ctx.params.id });
}

// ---- Transactions ----

async function listTransactions(ctx: RequestContext, user: User): Promise<Response> {
  const row = await owned(ctx, user);
  const page = pageParam(ctx.url);
  const { rows, total } = await transactionPage(ctx.services.db.sql, row.id, page, TRANSACTIONS_PAGE_SIZE);
  return json({ transactions: rows.map(toTransaction), total, page, pageSize: TRANSACTIONS_PAGE_SIZE });
}

/** The JSON body as the checker's input. */
function inputOf(body: v.InferOutput<typeof TransactionBody>): TxInput {
  return {
    type: body.type,
    date: body.date,
    symbol: body.symbol ?? null,
    quantity: body.quantity ?? null,
    price: body.price ?? null,
    fees: body.fees ?? null,
    currency: body.currency ?? null,
    note: body.note ?? null,
  };
}

/** A checked transaction with the split ratio filled in from the splits calendar when not given. */
async function checked(
  ctx: RequestContext,
  input: TxInput,
  row: PortfolioRow,
): Promise<LedgerTx & { note: string | null }> {
  const r = checkTransaction(ctx.services, input, row.baseCurrency);
  if ("problem" in r) throw problemError(r.problem);
  const tx = r.tx;
  if (tx.type === "split" && tx.quantity === null) {
    const ratio = await calendarSplitRatio(ctx.services, tx.symbol!, tx.date);
    if (ratio === null)
      throw problemError({ field: "quantity", code: "split_ratio_required", params: { symbol: tx.symbol } });
    tx.quantity = ratio;
  }
  return tx;
}

/** Whether adding the transaction can leave a sale beyond the shares then held, or a withdrawal
 * or fee beyond the cash then held (a buy takes cash a later withdrawal may need); a deposit or a
 * dividend only adds cash. */
const mayBreakLedger = (t: { type: string }) => t.type !== "deposit" && t.type !== "dividend";

/** Refuses a change after which the ledger does not add up at some date: a sale beyond the shares
 * then held, or a withdrawal or fee beyond the cash then held (`insufficient_cash`). */
function checkLedger(ctx: RequestContext, row: PortfolioRow, txs: TransactionRow[]): void {
  const { failed } = replay(ctx.services, row, txs, true);
  if (failed)
    throw problemError({
      field: failed.problem.field,
      code: failed.problem.code,
      params: failed.problem.params,
    } as FieldProblem);
}

async function addTransaction(ctx: RequestContext, user: User): Promise<Response> {
  const body = await readJson(ctx.req, TransactionBody);
  const { db, now } = ctx.services;
  const first = await owned(ctx, user);
  const tx = await checked(ctx, inputOf(body), first);
  const saved = await db.sql.begin(async (sql) => {
    const row = await lockPortfolio(db, sql, user.id, first.id);
    if (!row) throw new HttpError(404, "portfolio_not_found");
    if ((await countTransactions(sql, row.id)) >= MAX_TRANSACTIONS)
      throw new HttpError(409, "transaction_limit", { params: { max: MAX_TRANSACTIONS } });
    const record: TransactionRow = {
      ...tx,
      id: crypto.randomUUID(),
      seq: await nextSeq(sql, row.id),
      createdAt: now(),
    };
    // A deposit or a dividend cannot break the ledger (the lock is then held for a count and an
    // insert); the others are replayed with the rest under the lock, so parallel withdrawals are
    // checked one after the other and cannot together overdraw.
    if (mayBreakLedger(record)) checkLedger(ctx, row, ledgerOrder([...(await allTransactions(sql, row.id)), record]));
    await insertTransactions(sql, row.id, [record]);
    await bumpVersion(sql, row.id, now());
    return record;
  });
  return json({ transaction: toTransaction(saved) }, 201);
}

async function editTransaction(ctx: RequestContext, user: User): Promise<Response> {
  const body = await readJson(ctx.req, TransactionBody);
  const { db, now } = ctx.services;
  const first = await owned(ctx, user);
  const tx = await checked(ctx, inputOf(body), first);
  const saved = await db.sql.begin(async (sql) => {
    const row = await lockPortfolio(db, sql, user.id, first.id);
    if (!row) throw new HttpError(404, "portfolio_not_found");
    const existing = await allTransactions(sql, row.id);
    const old = existing.find((t) => t.id === ctx.params.txId);
    if (!old) throw new HttpError(404, "transaction_not_found");
    const record: TransactionRow = { ...tx, id: old.id, seq: old.seq, createdAt: old.createdAt };
    checkLedger(
      ctx,
      row,
      ledgerOrder(existing.map((t) => (t.id === old.id ? record : t)).sort((a, b) => a.seq - b.seq)),
    );
    await updateTransaction(sql, row.id, record);
    await bumpVersion(sql, row.id, now());
    return record;
  });
  return json({ transaction: toTransaction(saved) });
}

async function removeTransaction(ctx: RequestContext, user: User): Promise<Response> {
  const { db, now } = ctx.services;
  const first = await owned(ctx, user);
  await db.sql.begin(async (sql) => {
    const row = await lockPortfolio(db, sql, user.id, first.id);
    if (!row) throw new HttpError(404, "portfolio_not_found");
    const existing = await allTransactions(sql, row.id);
    if (!existing.some((t) => t.id === ctx.params.txId)) throw new HttpError(404, "transaction_not_found");
    checkLedger(
      ctx,
      row,
      existing.filter((t) => t.id !== ctx.params.txId),
    );
    await deleteTransaction(sql, row.id, ctx.params.txId ?? "");
    await bumpVersion(sql, row.id, now());
  });
  return json({ id: ctx.params.txId });
}

// ---- CSV ----

async function importCsv(ctx: RequestContext, user: User): Promise<Response> {
  const dryRunParam = ctx.url.searchParams.get("dryRun") ?? "1";
  if (dryRunParam !== "0" && dryRunParam !== "1")
    throw new HttpError(400, "invalid_input", { field: "dryRun", problem: "invalid" });
  const dryRun = dryRunParam === "1";
  const text = await readCsv(ctx.req, MAX_IMPORT_BYTES);
  const { db, now } = ctx.services;
  const first = await owned(ctx, user);
  const locale = ctx.locale;
  // Work bounded by the limit, not the input: at most MAX_IMPORT_ROWS rows are read (a file with
  // more is refused before any row is checked), in slices that hand the event loop a turn.
  const parsed = await readCsvRows(text, MAX_IMPORT_ROWS, turn);
  if (parsed.more)
    throw new HttpError(400, "csv_row_limit", {
      params: { max: MAX_IMPORT_ROWS },
      field: "file",
      max: MAX_IMPORT_ROWS,
    });
  const errors: ImportError[] = parsed.fileErrors.map((e) => ({
    line: e.line,
    field: e.field,
    code: e.code,
    message: translateError(locale, e.code, { field: label(locale, e.field) }),
  }));
  const rows: ImportRow[] = [];
  const good: { line: number; tx: LedgerTx & { note: string | null } }[] = [];
  for (const [k, raw] of parsed.rows.entries()) {
    if (k % 64 === 0) await turn();
    const c = raw.cells;
    const typeWord = (c.type ?? "").trim().toLowerCase();
    const input: TxInput = {
      type: TYPE_ALIASES[typeWord] ?? typeWord,
      date: dateCell(c.date),
      symbol: c.symbol?.trim() ? c.symbol.trim() : null,
      quantity: numberCell(c.quantity, parsed.delimiter),
      price: numberCell(c.price, parsed.delimiter),
      fees: numberCell(c.fees, parsed.delimiter),
      currency: c.currency?.trim() ? c.currency.trim() : null,
      note: c.note ?? null,
    };
    if (rows.length < IMPORT_PREVIEW_ROWS)
      rows.push({
        line: raw.line,
        date: input.date ?? c.date ?? "",
        type: input.type,
        symbol: input.symbol?.toUpperCase() ?? null,
        quantity: input.quantity !== null && Number.isFinite(input.quantity) ? input.quantity : null,
        price: input.price !== null && Number.isFinite(input.price) ? input.price : null,
        fees: input.fees !== null && Number.isFinite(input.fees) ? input.fees : 0,
        currency: input.currency?.toUpperCase() ?? "",
        note: input.note?.trim() ? input.note.trim() : null,
      });
    // A NUL in any cell (PostgreSQL cannot store it as text): the row's error names its column.
    const nul = CSV_COLUMNS.find((column) => c[column]?.includes("\u0000"));
    if (nul) {
      errors.push({
        line: raw.line,
        field: nul,
        code: "forbidden_chars",
        message: fieldMessage(locale, nul, "forbidden_chars"),
      });
      continue;
    }
    if (c.date && input.date === null) {
      errors.push({
        line: raw.line,
        field: "date",
        code: "invalid",
        message: problemMessage(locale, { field: "date", code: "invalid" }),
      });
      continue;
    }
    const r = checkTransaction(ctx.services, input, first.baseCurrency);
    if ("problem" in r) {
      errors.push({
        line: raw.line,
        field: r.problem.field,
        code: r.problem.code,
        message: problemMessage(locale, r.problem),
      });
      continue;
    }
    if (r.tx.type === "split" && r.tx.quantity === null) {
      const ratio = await calendarSplitRatio(ctx.services, r.tx.symbol!, r.tx.date);
      if (ratio === null) {
        const p: FieldProblem = { field: "quantity", code: "split_ratio_required", params: { symbol: r.tx.symbol } };
        errors.push({ line: raw.line, field: "quantity", code: p.code, message: problemMessage(locale, p) });
        continue;
      }
      r.tx.quantity = ratio;
    }
    good.push({ line: raw.line, tx: r.tx });
  }
  const existingCount = await countTransactions(db.sql, first.id);
  if (existingCount + parsed.rows.length > MAX_TRANSACTIONS) {
    errors.push({
      line: 1,
      field: "file",
      code: "transaction_limit",
      message: translateError(locale, "transaction_limit", { max: MAX_TRANSACTIONS }),
    });
  }
  const ledgerCheck = async (existing: TransactionRow[], seqFrom = existing): Promise<ImportError | null> => {
    const seq0 = seqFrom.reduce((m, t) => Math.max(m, t.seq), 0) + 1;
    const records: (TransactionRow & { line: number })[] = [];
    for (const [k, g] of good.entries()) {
      if (k % 256 === 0) await turn();
      records.push({ ...g.tx, id: crypto.randomUUID(), seq: seq0 + k, createdAt: now(), line: g.line });
    }
    await turn();
    const all = ledgerOrder([...existing.map((t) => ({ ...t, line: 0 })), ...records]);
    const { failed } = await replaySliced(ctx.services, first, all, turn, true);
    if (failed) {
      const p = {
        field: failed.problem.field,
        code: failed.problem.code,
        params: failed.problem.params,
      } as FieldProblem;
      const line = all[failed.index]!.line;
      return { line, field: p.field, code: p.code, message: problemMessage(locale, p) };
    }
    pending = records;
    return null;
  };
  let pending: (TransactionRow & { line: number })[] = [];
  // A dry run checks the ledger here; an import does it once, under the lock.
  if (errors.length === 0 && dryRun) {
    const problem = await ledgerCheck(await allTransactions(db.sql, first.id));
    if (problem) errors.push(problem);
  }
  errors.sort((a, b) => a.line - b.line);
  // A bounded answer: the preview's first rows, the first errors, and the counts of both.
  const result: ImportResult = {
    rows,
    rowCount: parsed.rows.length,
    imported: 0,
    errors: errors.slice(0, IMPORT_MAX_ERRORS),
    errorCount: errors.length,
    columns: parsed.columns,
    delimiter: parsed.delimiter,
    dryRun,
  };
  if (dryRun) return json(result);
  const refused = () =>
    json(
      {
        ...result,
        message: translateError(locale, "import_invalid", {
          count: new Set([...errors, ...result.errors].map((e) => e.line)).size,
        }),
        code: "import_invalid",
        field: result.errors[0]!.field,
      },
      422,
    );
  if (result.errorCount > 0) return refused();
  // All or nothing, under the portfolio's lock: the count and the ledger checked again inside.
  const ledgerRefusal = Symbol("ledger");
  try {
    await importLocked();
  } catch (error) {
    if (error !== ledgerRefusal) throw error;
    return refused();
  }
  return json({ ...result, imported: good.length });

  async function importLocked() {
    await db.sql.begin(async (sql) => {
      const row = await lockPortfolio(db, sql, user.id, first.id);
      if (!row) throw new HttpError(404, "portfolio_not_found");
      if ((await countTransactions(sql, row.id)) + good.length > MAX_TRANSACTIONS)
        throw new HttpError(409, "transaction_limit", { params: { max: MAX_TRANSACTIONS }, field: "file" });
      // Rows that cannot break the ledger (no sale or split) need only the count and the next sequence.
      const existing = good.some((g) => mayBreakLedger(g.tx))
        ? await allTransactions(sql, row.id)
        : [{ seq: (await nextSeq(sql, row.id)) - 1 } as TransactionRow];
      const problem = await ledgerCheck(existing.length === 1 && !existing[0]!.id ? [] : existing, existing);
      if (problem) {
        // Nothing written: the transaction rolls back and the answer lists the row at fault.
        result.errors.push(problem);
        result.errorCount++;
        throw ledgerRefusal;
      }
      await insertTransactions(
        sql,
        row.id,
        pending.map(({ line: _line, ...t }) => t as TransactionRow),
      );
      await bumpVersion(sql, row.id, now());
    });
  }
}

async function exportTransactions(ctx: RequestContext, user: User): Promise<Response> {
  const row = await owned(ctx, user);
  const txs = await allTransactions(ctx.services.db.sql, row.id);
  const body = exportCsv(txs.map(toTransaction) as Transaction[]);
  const name = `portfolio-${todayIso(ctx.services.now())}.csv`;
  return new Response(body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${name}"`,
      "cache-control": "no-store",
    },
  });
}

// ---- Reports ----

async function summary(ctx: RequestContext, user: User): Promise<Response> {
  const data = await portfolioData(ctx, user);
  const { summary } = await computeSummary(view(ctx), data);
  return json(summary);
}

async function income(ctx: RequestContext, user: User): Promise<Response> {
  const data = await portfolioData(ctx, user);
  return json(await computeIncome(view(ctx), data));
}

/** A zakat report's query (empty values left out), its schema applied, and its date: today when
 * absent, never in the future nor before EARLIEST_DATE (each refusal names `date`). */
export function zakatQuery<I, O extends { date?: string }>(
  ctx: RequestContext,
  schema: v.GenericSchema<I, O>,
  keys: readonly string[],
): { query: O; date: string } {
  const raw: Record<string, string> = {};
  for (const key of keys) {
    const value = ctx.url.searchParams.get(key);
    if (value !== null && value !== "") raw[key] = value;
  }
  const parsed = v.safeParse(schema, raw);
  if (!parsed.success) throw inputError(parsed.issues);
  const today = todayIso(ctx.services.now());
  const date = parsed.output.date ?? today;
  if (date > today) throw problemError({ field: "date", code: "future_date" });
  if (date < EARLIEST_DATE)
    throw problemError({ field: "date", code: "date_too_early", params: { min: EARLIEST_DATE } });
  return { query: parsed.output, date };
}

async function zakat(ctx: RequestContext, user: User): Promise<Response> {
  const { query, date } = zakatQuery(ctx, ZakatQuery, ["date", "year", "goldPrice", "purification"]);
  const data = await portfolioData(ctx, user);
  // The nisab's metal is the user's profile's (gold without one); a gold price given sets gold.
  const profile = await findZakatProfile(ctx.services.db.sql, user.id);
  const report = await computeZakat(view(ctx), data, {
    date,
    year: query.year ?? "lunar",
    nisabBasis: profile?.nisabBasis ?? "gold",
    ...(query.goldPrice !== undefined ? { goldPrice: query.goldPrice } : {}),
    ...(query.purification ? { purification: query.purification } : {}),
  });
  return json(report);
}

async function holdingSettings(ctx: RequestContext, user: User): Promise<Response> {
  const body = await readJson(ctx.req, HoldingSettingsBody);
  const raw = ctx.params.symbol ?? "";
  if (!v.is(symbolSchema, raw))
    throw new HttpError(404, "holding_not_found", { params: { symbol: String(raw).slice(0, 20) }, field: "symbol" });
  const symbol = raw.toUpperCase();
  const { db, now } = ctx.services;
  const first = await owned(ctx, user);
  await db.sql.begin(async (sql) => {
    const row = await lockPortfolio(db, sql, user.id, first.id);
    if (!row) throw new HttpError(404, "portfolio_not_found");
    const txs = await allTransactions(sql, row.id);
    if (!txs.some((t) => t.symbol === symbol))
      throw new HttpError(404, "holding_not_found", { params: { symbol }, field: "symbol" });
    await setZakatMethod(sql, row.id, symbol, body.zakatMethod, now());
    await bumpVersion(sql, row.id, now());
  });
  return json({ symbol, zakatMethod: body.zakatMethod });
}

const P = "/work/portfolios";
export const portfolioRoutes: Route[] = [
  route({ method: "GET", path: P, access: "user", handler: list }),
  route({ method: "POST", path: P, access: "user", handler: create }),
  route({ method: "PUT", path: `${P}/:id`, access: "user", handler: update }),
  route({ method: "DELETE", path: `${P}/:id`, access: "user", handler: remove }),
  route({ method: "GET", path: `${P}/:id/transactions`, access: "user", handler: listTransactions }),
  route({ method: "POST", path: `${P}/:id/transactions`, access: "user", handler: addTransaction }),
  route({ method: "PUT", path: `${P}/:id/transactions/:txId`, access: "user", handler: editTransaction }),
  route({ method: "DELETE", path: `${P}/:id/transactions/:txId`, access: "user", handler: removeTransaction }),
  route({ method: "POST", path: `${P}/:id/import`, access: "user", handler: importCsv }),
  route({ method: "GET", path: `${P}/:id/export`, access: "user", handler: exportTransactions }),
  route({ method: "GET", path: `${P}/:id/summary`, access: "user", handler: summary }),
  route({ method: "GET", path: `${P}/:id/income`, access: "user", handler: income }),
  route({ method: "GET", path: `${P}/:id/zakat`, access: "user", handler: zakat }),
  route({ method: "PUT", path: `${P}/:id/holdings/:symbol`, access: "user", handler: holdingSettings }),
];
