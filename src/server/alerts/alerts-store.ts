// The alerts table: price alerts of users (work/alerts.ts serves them, alerts/service.ts fires
// them). Conventions of stores: auth/users-store.ts.
import type { SQL } from "bun";
import { n, num, parse, type Row, type UserTable } from "../account/user-data";

export const alertsData: UserTable = {
  table: "alerts",
  rows: async (sql, o) =>
    (
      await sql`SELECT id, symbol, kind, value, note, channels, status, triggered_at, trigger_price, created_at, updated_at
        FROM alerts WHERE user_id = ${o.id} ORDER BY created_at, id`
    ).map((r: Row) => ({
      id: r.id,
      symbol: r.symbol,
      kind: r.kind,
      value: num(r.value),
      note: r.note ?? null,
      channels: parse(r.channels),
      status: r.status,
      triggeredAt: num(r.triggered_at),
      triggerPrice: num(r.trigger_price),
      createdAt: num(r.created_at),
      updatedAt: num(r.updated_at),
    })),
  count: async (sql, o) => n(await sql`SELECT COUNT(*) AS n FROM alerts WHERE user_id = ${o.id}`),
  remove: async (sql, o) => {
    await sql`DELETE FROM alerts WHERE user_id = ${o.id}`;
  },
};

/** The ids of the user's alerts. */
export async function alertIdsOf(sql: SQL, userId: string): Promise<string[]> {
  return ((await sql`SELECT id FROM alerts WHERE user_id = ${userId}`) as { id: string }[]).map((r) => String(r.id));
}
