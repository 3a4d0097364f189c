// The portfolio_holdings table (migration 0152): a holding's settings the user chose.
import type { SQL } from "bun";
import type { ZakatMethod } from "../../shared/portfolio";

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
