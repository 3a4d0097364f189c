// The portfolio_holdings table (migration 0152): a holding's settings the user chose.
import type { SQL } from "bun";
import type { ZakatMethod } from "../../shared/portfolio";
import { n, num, type Row, type UserTable } from "../account/user-data";

export async function zakatMethods(sql: SQL, portfolioId: string): Promise<Map<string, ZakatMethod>> {
  const rows = (await sql`SELECT symbol, zakat_method FROM portfolio_holdings WHERE portfolio_id = ${portfolioId}`) as {
    symbol: string;
    zakat_method: string;
  }[];
  return new Map(rows.map((r) => [r.symbol, r.zakat_method as ZakatMethod]));
}

export async function setZakatMethod(
  sql: SQL,
  portfolioId: string,
  symbol: string,
  method: ZakatMethod,
  now: number,
): Promise<void> {
  await sql`INSERT INTO portfolio_holdings (portfolio_id, symbol, zakat_method, updated_at)
    VALUES (${portfolioId}, ${symbol}, ${method}, ${now})
    ON CONFLICT (portfolio_id, symbol) DO UPDATE SET zakat_method = ${method}, updated_at = ${now}`;
}

export const holdingsData: UserTable = {
  table: "portfolio_holdings",
  rows: async (sql, o) =>
    (
      await sql`SELECT h.portfolio_id, h.symbol, h.zakat_method, h.updated_at FROM portfolio_holdings h
        JOIN portfolios p ON p.id = h.portfolio_id WHERE p.user_id = ${o.id} ORDER BY h.portfolio_id, h.symbol`
    ).map((r: Row) => ({
      portfolioId: r.portfolio_id,
      symbol: r.symbol,
      zakatMethod: r.zakat_method,
      updatedAt: num(r.updated_at),
    })),
  count: async (sql, o) =>
    n(
      await sql`SELECT COUNT(*) AS n FROM portfolio_holdings
        WHERE portfolio_id IN (SELECT id FROM portfolios WHERE user_id = ${o.id})`,
    ),
  remove: async (sql, o) => {
    await sql`DELETE FROM portfolio_holdings WHERE portfolio_id IN (SELECT id FROM portfolios WHERE user_id = ${o.id})`;
  },
};
