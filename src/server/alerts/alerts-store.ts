// The alerts table: price alerts of users (work/alerts.ts serves them, alerts/service.ts fires
// them). Conventions of stores: auth/users-store.ts.
import type { SQL } from "bun";
import { n, num, parse, type Row, type UserTable } from "../account/user-data";

/** An alert as stored. Kept in the database's own shapes (numbers may come back as strings on
 * PostgreSQL): the alert's writers compare the stored value with the new one as they always did. */
export interface AlertRow {
  id: string;
  user_id: string;
  symbol: string;
  kind: string;
  value: number | null;
  note: string | null;
  channels: string;
  status: string;
  arming: number | string;
  side: number | string | null;
  triggered_at: number | string | null;
  trigger_price: number | null;
  created_at: number | string;
}

export async function countActiveAlerts(sql: SQL, userId: string): Promise<number> {
  const [row] = (await sql`SELECT COUNT(*) AS n FROM alerts WHERE user_id = ${userId} AND status = 'active'`) as {
    n: number | string;
  }[];
  return Number(row?.n ?? 0);
}

export async function findOwnedAlert(sql: SQL, userId: string, id: string): Promise<AlertRow | null> {
  const [row] = (await sql`SELECT * FROM alerts WHERE id = ${id} AND user_id = ${userId}`) as AlertRow[];
  return row ?? null;
}

/** The user's alerts, newest first. */
export async function alertsOf(sql: SQL, userId: string): Promise<AlertRow[]> {
  return (await sql`SELECT * FROM alerts WHERE user_id = ${userId}
    ORDER BY created_at DESC, id`) as AlertRow[];
}

interface AlertFields {
  symbol: string;
  kind: string;
  value: number | null;
  note: string | null;
  /** Comma-separated channels. */
  channels: string;
}

/** A new active alert (its first arming). */
export async function insertAlert(
  sql: SQL,
  a: AlertFields & { id: string; userId: string; side: number | null; at: number },
): Promise<AlertRow> {
  const [created] = (await sql`INSERT INTO alerts (id, user_id, symbol, kind, value, note, channels, status,
        arming, side, created_at, updated_at)
      VALUES (${a.id}, ${a.userId}, ${a.symbol}, ${a.kind}, ${a.value}, ${a.note}, ${a.channels},
        'active', 1, ${a.side}, ${a.at}, ${a.at}) RETURNING *`) as AlertRow[];
  return created!;
}

export async function updateAlertRow(
  sql: SQL,
  id: string,
  a: AlertFields & {
    status: string;
    arming: number;
    side: number | null;
    triggeredAt: number | null;
    triggerPrice: number | null;
    at: number;
  },
): Promise<AlertRow> {
  const [updated] = (await sql`UPDATE alerts SET symbol = ${a.symbol}, kind = ${a.kind}, value = ${a.value},
        note = ${a.note}, channels = ${a.channels}, status = ${a.status}, arming = ${a.arming}, side = ${a.side},
        triggered_at = ${a.triggeredAt}, trigger_price = ${a.triggerPrice}, updated_at = ${a.at}
      WHERE id = ${id} RETURNING *`) as AlertRow[];
  return updated!;
}

/** Arms the alert again (a new arming, watching from `side`). */
export async function rearmAlertRow(sql: SQL, id: string, side: number | null, at: number): Promise<AlertRow> {
  const [updated] = (await sql`UPDATE alerts SET status = 'active', arming = arming + 1, side = ${side},
        triggered_at = NULL, trigger_price = NULL, updated_at = ${at}
      WHERE id = ${id} RETURNING *`) as AlertRow[];
  return updated!;
}

/** Deletes the user's alert; false when the user has none such. */
export async function deleteOwnedAlert(sql: SQL, userId: string, id: string): Promise<boolean> {
  return (await sql`DELETE FROM alerts WHERE id = ${id} AND user_id = ${userId} RETURNING id`).length > 0;
}

/** What the alert index needs of an alert (alerts/service.ts). */
export interface ActiveRow {
  id: string;
  user_id: string;
  symbol: string;
  kind: string;
  value: number | null;
  arming: number | string;
  side: number | string | null;
  status: string;
  channels: string;
}

/** Every active alert (the index at start, and after a Redis outage). */
export async function activeAlerts(sql: SQL): Promise<ActiveRow[]> {
  return (await sql`SELECT id, user_id, symbol, kind, value, arming, side, status, channels
      FROM alerts WHERE status = 'active'`) as ActiveRow[];
}

export async function findIndexRow(sql: SQL, id: string): Promise<ActiveRow | null> {
  const [row] = (await sql`SELECT id, user_id, symbol, kind, value, arming, side, status, channels
      FROM alerts WHERE id = ${id}`) as ActiveRow[];
  return row ?? null;
}

/** Marks the alert triggered, once per arming: its channels and note, or null when it was
 * deleted, paused, edited or already fired elsewhere. */
export async function markTriggered(
  sql: SQL,
  t: { id: string; arming: number; ts: number; price: number; at: number },
): Promise<{ channels: string; note: string | null } | null> {
  const [row] = (await sql`UPDATE alerts SET status = 'triggered', triggered_at = ${t.ts}, trigger_price = ${t.price},
          updated_at = ${t.at}
        WHERE id = ${t.id} AND arming = ${t.arming} AND status = 'active'
        RETURNING channels, note`) as { channels: string; note: string | null }[];
  return row ?? null;
}

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
