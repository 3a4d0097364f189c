// The alert triggers aggregate: alert_triggers (an alert that fired) and alert_deliveries (its
// e-mail and push, each with its tries). Conventions of stores: auth/users-store.ts.
import { n, num, type Row, type UserTable } from "../account/user-data";

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
