// The portfolio_transactions table (migration 0151): every statement about transactions, for
// SQLite and PostgreSQL alike. Callers that change transactions hold the portfolio's lock
// (portfolios-store.ts lockPortfolio) and bump its version in the same database transaction.
import type { SQL } from "bun";
import type { Currency, Transaction, TransactionType } from "../../shared/portfolio";
import { num as cell, n, type Row, type UserTable } from "../account/user-data";

export interface TransactionRow extends Transaction {
  seq: number;
}

interface RawRow {
  id: string;
  seq: number | string;
  type: string;
  day: string;
  symbol: string | null;
  quantity: number | string | null;
  price: number | string | null;
  fees: number | string;
  currency: string;
  note: string | null;
  created_at: number | string;
}

const num = (x: number | string | null): number | null => (x === null ? null : Number(x));

const fromRaw = (r: RawRow): TransactionRow => ({
  id: r.id,
  seq: Number(r.seq),
  type: r.type as TransactionType,
  date: r.day,
  symbol: r.symbol,
  quantity: num(r.quantity),
  price: num(r.price),
  fees: Number(r.fees),
  currency: r.currency as Currency,
  note: r.note,
  createdAt: Number(r.created_at),
});

export const toTransaction = ({ seq: _seq, ...t }: TransactionRow): Transaction => t;

/** Every transaction of a portfolio in ledger order: by day, then as entered. */
export async function allTransactions(sql: SQL, portfolioId: string): Promise<TransactionRow[]> {
  const rows = (await sql`SELECT id, seq, type, day, symbol, quantity, price, fees, currency, note, created_at
    FROM portfolio_transactions WHERE portfolio_id = ${portfolioId} ORDER BY day, seq`) as RawRow[];
  return rows.map(fromRaw);
}

/** One page, newest first. */
export async function transactionPage(
  sql: SQL,
  portfolioId: string,
  page: number,
  pageSize: number,
): Promise<{ rows: TransactionRow[]; total: number }> {
  const offset = (page - 1) * pageSize;
  const rows = (await sql`SELECT id, seq, type, day, symbol, quantity, price, fees, currency, note, created_at
    FROM portfolio_transactions WHERE portfolio_id = ${portfolioId}
    ORDER BY day DESC, seq DESC LIMIT ${pageSize} OFFSET ${offset}`) as RawRow[];
  return { rows: rows.map(fromRaw), total: await countTransactions(sql, portfolioId) };
}

export async function countTransactions(sql: SQL, portfolioId: string): Promise<number> {
  const [row] = (await sql`SELECT COUNT(*) AS n FROM portfolio_transactions WHERE portfolio_id = ${portfolioId}`) as {
    n: number | string;
  }[];
  return Number(row?.n ?? 0);
}

/** The next sequence number of a portfolio (under its lock). */
export async function nextSeq(sql: SQL, portfolioId: string): Promise<number> {
  const [row] = (await sql`SELECT MAX(seq) AS m FROM portfolio_transactions WHERE portfolio_id = ${portfolioId}`) as {
    m: number | string | null;
  }[];
  return row?.m === null || row?.m === undefined ? 1 : Number(row.m) + 1;
}

const COLUMNS = [
  "id",
  "portfolio_id",
  "seq",
  "type",
  "day",
  "symbol",
  "quantity",
  "price",
  "fees",
  "currency",
  "note",
  "created_at",
] as const;

function record(portfolioId: string, t: TransactionRow) {
  return {
    id: t.id,
    portfolio_id: portfolioId,
    seq: t.seq,
    type: t.type,
    day: t.date,
    symbol: t.symbol,
    quantity: t.quantity,
    price: t.price,
    fees: t.fees,
    currency: t.currency,
    note: t.note,
    created_at: t.createdAt,
  };
}

/** Inserts rows in batches (an import of 10,000 rows is a few statements, in the caller's transaction). */
export async function insertTransactions(
  sql: SQL,
  portfolioId: string,
  rows: readonly TransactionRow[],
): Promise<void> {
  // 1,000 rows of 12 values: within SQLite's 32,766 and PostgreSQL's 65,535 parameters a statement.
  const BATCH = 1000;
  for (let k = 0; k < rows.length; k += BATCH) {
    const batch = rows.slice(k, k + BATCH).map((t) => record(portfolioId, t));
    await sql`INSERT INTO portfolio_transactions ${sql(batch, ...COLUMNS)}`;
  }
}

export async function updateTransaction(sql: SQL, portfolioId: string, t: TransactionRow): Promise<void> {
  await sql`UPDATE portfolio_transactions SET type = ${t.type}, day = ${t.date}, symbol = ${t.symbol},
    quantity = ${t.quantity}, price = ${t.price}, fees = ${t.fees}, currency = ${t.currency}, note = ${t.note}
    WHERE id = ${t.id} AND portfolio_id = ${portfolioId}`;
}

export async function deleteTransaction(sql: SQL, portfolioId: string, id: string): Promise<boolean> {
  const gone = await sql`DELETE FROM portfolio_transactions WHERE id = ${id} AND portfolio_id = ${portfolioId}
    RETURNING id`;
  return gone.length > 0;
}

export const transactionsData: UserTable = {
  table: "portfolio_transactions",
  rows: async (sql, o) =>
    (
      await sql`SELECT t.portfolio_id, t.seq, t.type, t.day, t.symbol, t.quantity, t.price, t.fees, t.currency, t.note,
          t.created_at
        FROM portfolio_transactions t JOIN portfolios p ON p.id = t.portfolio_id
        WHERE p.user_id = ${o.id} ORDER BY t.portfolio_id, t.day, t.seq`
    ).map((r: Row) => ({
      portfolioId: r.portfolio_id,
      type: r.type,
      day: r.day,
      symbol: r.symbol ?? null,
      quantity: cell(r.quantity),
      price: cell(r.price),
      fees: cell(r.fees),
      currency: r.currency,
      note: r.note ?? null,
      createdAt: cell(r.created_at),
    })),
  count: async (sql, o) =>
    n(
      await sql`SELECT COUNT(*) AS n FROM portfolio_transactions
        WHERE portfolio_id IN (SELECT id FROM portfolios WHERE user_id = ${o.id})`,
    ),
  remove: async (sql, o) => {
    await sql`DELETE FROM portfolio_transactions WHERE portfolio_id IN (SELECT id FROM portfolios WHERE user_id = ${o.id})`;
  },
};
