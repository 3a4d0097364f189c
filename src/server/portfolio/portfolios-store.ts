// The portfolios table (migration 0150): every statement about portfolios, for SQLite and
// PostgreSQL alike (conventions of stores: auth/users-store.ts). Writers that check a limit or the
// ledger take a lock first: on PostgreSQL a row lock (SELECT … FOR UPDATE), on SQLite a no-op write
// as the transaction's first statement, which takes the database's one writer lock (waiting up to
// busy_timeout) before anything is read, so two instances on one file cannot both count 9
// portfolios and both insert a tenth. The user's lock (creating one against the limit) is
// auth/users-store.ts lockUser(…, "writer").
import type { SQL } from "bun";
import type { CostMethod, Currency, Portfolio } from "../../shared/portfolio";
import { n, num, type Row, type UserTable } from "../account/user-data";
import type { Db } from "../db";

export interface PortfolioRow {
  id: string;
  userId: string;
  name: string;
  baseCurrency: Currency;
  costMethod: CostMethod;
  /** Tax withheld on US dividends, a fraction of the gross (0.3 by default). */
  withholdingRate: number;
  version: number;
  createdAt: number;
}

interface RawRow {
  id: string;
  user_id: string;
  name: string;
  base_currency: string;
  cost_method: string;
  withholding_rate: number | string;
  version: number | string;
  created_at: number | string;
}

const fromRaw = (r: RawRow): PortfolioRow => ({
  id: r.id,
  userId: r.user_id,
  name: r.name,
  baseCurrency: r.base_currency as Currency,
  costMethod: r.cost_method as CostMethod,
  withholdingRate: Number(r.withholding_rate),
  version: Number(r.version),
  createdAt: Number(r.created_at),
});

export function toPortfolio(row: PortfolioRow, transactionCount: number): Portfolio {
  return {
    id: row.id,
    name: row.name,
    baseCurrency: row.baseCurrency,
    costMethod: row.costMethod,
    withholdingRate: row.withholdingRate,
    createdAt: row.createdAt,
    transactionCount,
  };
}

/** Serialises writers of one portfolio (its transactions, its settings) and returns it, or null
 * when the user has no such portfolio. */
export async function lockPortfolio(db: Db, tx: SQL, userId: string, id: string): Promise<PortfolioRow | null> {
  if (db.dialect === "sqlite")
    await tx`UPDATE portfolios SET version = version WHERE id = ${id} AND user_id = ${userId}`;
  const rows =
    db.dialect === "postgres"
      ? await tx`SELECT * FROM portfolios WHERE id = ${id} AND user_id = ${userId} FOR UPDATE`
      : await tx`SELECT * FROM portfolios WHERE id = ${id} AND user_id = ${userId}`;
  const [row] = rows as RawRow[];
  return row ? fromRaw(row) : null;
}

export async function findPortfolio(sql: SQL, userId: string, id: string): Promise<PortfolioRow | null> {
  const [row] = (await sql`SELECT * FROM portfolios WHERE id = ${id} AND user_id = ${userId}`) as RawRow[];
  return row ? fromRaw(row) : null;
}

/** The user's portfolios, oldest first, with their transaction counts. */
export async function listPortfolios(sql: SQL, userId: string): Promise<{ row: PortfolioRow; count: number }[]> {
  const rows = (await sql`SELECT p.*, (SELECT COUNT(*) FROM portfolio_transactions t WHERE t.portfolio_id = p.id) AS n
    FROM portfolios p WHERE p.user_id = ${userId} ORDER BY p.created_at, p.id`) as (RawRow & { n: number | string })[];
  return rows.map((r) => ({ row: fromRaw(r), count: Number(r.n) }));
}

export async function countPortfolios(sql: SQL, userId: string): Promise<number> {
  const [row] = (await sql`SELECT COUNT(*) AS n FROM portfolios WHERE user_id = ${userId}`) as { n: number | string }[];
  return Number(row?.n ?? 0);
}

export async function insertPortfolio(sql: SQL, row: PortfolioRow): Promise<void> {
  await sql`INSERT INTO portfolios (id, user_id, name, base_currency, cost_method, withholding_rate, version,
      created_at, updated_at)
    VALUES (${row.id}, ${row.userId}, ${row.name}, ${row.baseCurrency}, ${row.costMethod}, ${row.withholdingRate},
      ${row.version}, ${row.createdAt}, ${row.createdAt})`;
}

export async function updatePortfolio(
  sql: SQL,
  id: string,
  fields: { name: string; baseCurrency: Currency; costMethod: CostMethod; withholdingRate: number },
  now: number,
): Promise<void> {
  await sql`UPDATE portfolios SET name = ${fields.name}, base_currency = ${fields.baseCurrency},
    cost_method = ${fields.costMethod}, withholding_rate = ${fields.withholdingRate}, version = version + 1, updated_at = ${now} WHERE id = ${id}`;
}

/** Marks the portfolio changed (its transactions or settings): cached summaries are stale. */
export async function bumpVersion(sql: SQL, id: string, now: number): Promise<void> {
  await sql`UPDATE portfolios SET version = version + 1, updated_at = ${now} WHERE id = ${id}`;
}

/** Deletes the portfolio with its transactions and settings; false when the user has none such. */
export async function deletePortfolio(sql: SQL, userId: string, id: string): Promise<boolean> {
  await sql`DELETE FROM portfolio_transactions WHERE portfolio_id IN
    (SELECT id FROM portfolios WHERE id = ${id} AND user_id = ${userId})`;
  await sql`DELETE FROM portfolio_holdings WHERE portfolio_id IN
    (SELECT id FROM portfolios WHERE id = ${id} AND user_id = ${userId})`;
  const gone = await sql`DELETE FROM portfolios WHERE id = ${id} AND user_id = ${userId} RETURNING id`;
  return gone.length > 0;
}

export const portfoliosData: UserTable = {
  table: "portfolios",
  rows: async (sql, o) =>
    (
      await sql`SELECT id, name, base_currency, cost_method, withholding_rate, created_at, updated_at FROM portfolios
        WHERE user_id = ${o.id} ORDER BY created_at, id`
    ).map((r: Row) => ({
      id: r.id,
      name: r.name,
      baseCurrency: r.base_currency,
      costMethod: r.cost_method,
      withholdingRate: Number(r.withholding_rate),
      createdAt: num(r.created_at),
      updatedAt: num(r.updated_at),
    })),
  count: async (sql, o) => n(await sql`SELECT COUNT(*) AS n FROM portfolios WHERE user_id = ${o.id}`),
  remove: async (sql, o) => {
    await sql`DELETE FROM portfolios WHERE user_id = ${o.id}`;
  },
};
