// The alert triggers aggregate: alert_triggers (an alert that fired) and alert_deliveries (its
// e-mail and push, each with its tries). Conventions of stores: auth/users-store.ts.
import type { SQL } from "bun";
import { n, num, type Row, type UserTable } from "../account/user-data";

export interface TriggerRow {
  id: string;
  alertId: string;
  symbol: string;
  kind: string;
  value: number | null;
  note: string | null;
  price: number;
  tickAt: number;
}

/** Triggers of one user fired before `before`, newest first. */
export async function triggersOf(sql: SQL, userId: string, before: number, limit: number): Promise<TriggerRow[]> {
  const rows = (await sql`SELECT id, alert_id, symbol, kind, value, note, price, tick_at FROM alert_triggers
    WHERE user_id = ${userId} AND tick_at < ${before} ORDER BY tick_at DESC, id LIMIT ${limit}`) as {
    id: string;
    alert_id: string;
    symbol: string;
    kind: string;
    value: number | string | null;
    note: string | null;
    price: number | string;
    tick_at: number | string;
  }[];
  return rows.map((r) => ({
    id: r.id,
    alertId: r.alert_id,
    symbol: r.symbol,
    kind: r.kind,
    value: r.value === null ? null : Number(r.value),
    note: r.note,
    price: Number(r.price),
    tickAt: Number(r.tick_at),
  }));
}

export interface DeliveryState {
  triggerId: string;
  channel: "email" | "push";
  status: "pending" | "delivered" | "failed";
}

/** How each of these triggers was delivered, per channel. */
export async function deliveriesOf(sql: SQL, triggerIds: string[]): Promise<DeliveryState[]> {
  if (triggerIds.length === 0) return [];
  const rows =
    (await sql`SELECT trigger_id, channel, status FROM alert_deliveries WHERE trigger_id IN ${sql(triggerIds)}`) as {
      trigger_id: string;
      channel: "email" | "push";
      status: "pending" | "delivered" | "failed";
    }[];
  return rows.map((d) => ({ triggerId: d.trigger_id, channel: d.channel, status: d.status }));
}

/** Writes the trigger of one (alert, arming); false when it was written already. */
export async function insertTrigger(
  sql: SQL,
  t: {
    id: string;
    alertId: string;
    arming: number;
    userId: string;
    symbol: string;
    kind: string;
    value: number | null;
    note: string | null;
    price: number;
    tickAt: number;
    at: number;
  },
): Promise<boolean> {
  const inserted = await sql`INSERT INTO alert_triggers (id, alert_id, arming, user_id, symbol, kind, value,
          note, price, tick_at, created_at)
        VALUES (${t.id}, ${t.alertId}, ${t.arming}, ${t.userId}, ${t.symbol}, ${t.kind},
          ${t.value}, ${t.note}, ${t.price}, ${t.tickAt}, ${t.at})
        ON CONFLICT (alert_id, arming) DO NOTHING RETURNING id`;
  return inserted.length > 0;
}

/** A pending delivery of the trigger on one channel, due now. */
export async function insertDelivery(sql: SQL, triggerId: string, channel: string, at: number): Promise<void> {
  await sql`INSERT INTO alert_deliveries (trigger_id, channel, status, attempts, next_at)
          VALUES (${triggerId}, ${channel}, 'pending', 0, ${at})`;
}

export const alertTriggersData: UserTable = {
  table: "alert_triggers",
  rows: async (sql, o) =>
    (
      await sql`SELECT id, alert_id, symbol, kind, value, note, price, tick_at, created_at FROM alert_triggers
        WHERE user_id = ${o.id} ORDER BY tick_at, id`
    ).map((r: Row) => ({
      id: r.id,
      alertId: r.alert_id,
      symbol: r.symbol,
      kind: r.kind,
      value: num(r.value),
      note: r.note ?? null,
      price: num(r.price),
      triggeredAt: num(r.tick_at),
      createdAt: num(r.created_at),
    })),
  count: async (sql, o) => n(await sql`SELECT COUNT(*) AS n FROM alert_triggers WHERE user_id = ${o.id}`),
  remove: async (sql, o) => {
    await sql`DELETE FROM alert_triggers WHERE user_id = ${o.id}`;
  },
};

export const alertDeliveriesData: UserTable = {
  table: "alert_deliveries",
  rows: async (sql, o) =>
    (
      await sql`SELECT d.trigger_id, d.channel, d.status, d.attempts, d.delivered_at FROM alert_deliveries d
        JOIN alert_triggers t ON t.id = d.trigger_id WHERE t.user_id = ${o.id} ORDER BY d.trigger_id, d.channel`
    ).map((r: Row) => ({
      triggerId: r.trigger_id,
      channel: r.channel,
      status: r.status,
      attempts: num(r.attempts),
      deliveredAt: num(r.delivered_at),
    })),
  count: async (sql, o) =>
    n(
      await sql`SELECT COUNT(*) AS n FROM alert_deliveries
        WHERE trigger_id IN (SELECT id FROM alert_triggers WHERE user_id = ${o.id})`,
    ),
  remove: async (sql, o) => {
    await sql`DELETE FROM alert_deliveries WHERE trigger_id IN (SELECT id FROM alert_triggers WHERE user_id = ${o.id})`;
  },
};
