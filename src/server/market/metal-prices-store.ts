// The metal_prices table (migration 0240): gold and silver prices admins set, per gram. Every
// price set is kept; the latest by day, then by when it was set, is the one in use.
// Conventions of stores: auth/users-store.ts.
import type { SQL } from "bun";
import type { AdminMetalPrice, MetalName } from "../../shared/metals";

interface RawRow {
  metal: string;
  price: number | string;
  currency: string;
  day: string;
  source: string;
  set_at: number | string;
}

const fromRaw = (row: RawRow): AdminMetalPrice => ({
  metal: row.metal as MetalName,
  price: Number(row.price),
  currency: row.currency as AdminMetalPrice["currency"],
  date: row.day,
  source: row.source,
  setAt: Number(row.set_at),
});

/** The admin price in use for the metal: the latest by its date, then by when it was set. */
export async function latestAdminMetalPrice(sql: SQL, metal: MetalName): Promise<AdminMetalPrice | null> {
  const rows = (await sql`SELECT metal, price, currency, day, source, set_at FROM metal_prices
    WHERE metal = ${metal} ORDER BY day DESC, set_at DESC, id DESC LIMIT 1`) as RawRow[];
  return rows[0] ? fromRaw(rows[0]) : null;
}

export async function insertAdminMetalPrice(sql: SQL, price: AdminMetalPrice): Promise<void> {
  await sql`INSERT INTO metal_prices (id, metal, price, currency, day, source, set_at)
    VALUES (${crypto.randomUUID()}, ${price.metal}, ${price.price}, ${price.currency}, ${price.date},
      ${price.source}, ${price.setAt})`;
}
