// The fundamentals_cache table (migration 0100): a real provider's fundamentals of a symbol, as
// the JSON of src/shared/fundamentals.ts, with the time they were fetched (cache.ts keeps them a day).
import type { SQL } from "bun";

interface StoredFundamentals {
  /** The Fundamentals JSON. */
  body: string;
  fetchedAt: number;
}

export async function storedFundamentals(sql: SQL, symbol: string): Promise<StoredFundamentals | null> {
  const [row] = await sql`SELECT body, fetched_at FROM fundamentals_cache WHERE symbol = ${symbol}`;
  return row ? { body: String(row.body), fetchedAt: Number(row.fetched_at) } : null;
}

export async function storeFundamentals(sql: SQL, symbol: string, body: string, fetchedAt: number): Promise<void> {
  await sql`INSERT INTO fundamentals_cache (symbol, body, fetched_at) VALUES (${symbol}, ${body}, ${fetchedAt})
        ON CONFLICT (symbol) DO UPDATE SET body = excluded.body, fetched_at = excluded.fetched_at`;
}
